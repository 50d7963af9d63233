"""`riftscore cert`'s authority vouches for this tracker and nothing else (issue 22, 8: it
verified certificates for any private network and local domain for five years,
`router.lan`, 192.168.1.1, 100.100.100.100, and with `--name com` for `www.google.com`).
Now: exactly this machine's names and addresses and those given, local names only, for a
season. Checked with cryptography's own verifier, which applies name constraints as a
browser does."""

from __future__ import annotations

import datetime
import ipaddress
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID
from cryptography.x509.verification import PolicyBuilder, Store, VerificationError

from riftscore.certs import (
    CA_CERT,
    CA_DAYS,
    CA_KEY,
    RENEW_DAYS,
    SERVER_CERT,
    NotLocalName,
    make_certificates,
)

NOW = datetime.datetime(2026, 12, 6, 12, tzinfo=datetime.UTC)


def forged(folder: Path, name: str | None = None, address: str | None = None) -> x509.Certificate:
    """A server certificate that whoever copied the authority's key could sign."""
    ca = x509.load_pem_x509_certificate((folder / CA_CERT).read_bytes())
    ca_key = serialization.load_pem_private_key((folder / CA_KEY).read_bytes(), None)
    assert isinstance(ca_key, ec.EllipticCurvePrivateKey)
    key = ec.generate_private_key(ec.SECP256R1())
    alternative: x509.GeneralName = (
        x509.DNSName(name) if name else x509.IPAddress(ipaddress.ip_address(address or ""))
    )
    return (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, name or "address")]))
        .issuer_name(ca.subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(NOW - datetime.timedelta(hours=1))
        .not_valid_after(NOW + datetime.timedelta(days=30))
        .add_extension(x509.SubjectAlternativeName([alternative]), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(
            x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()),
            critical=False,
        )
        .add_extension(
            x509.ExtendedKeyUsage([x509.oid.ExtendedKeyUsageOID.SERVER_AUTH]), critical=False
        )
        .sign(ca_key, hashes.SHA256())
    )


def verifies(
    folder: Path, leaf: x509.Certificate, name: str | None = None, address: str | None = None
) -> bool:
    ca = x509.load_pem_x509_certificate((folder / CA_CERT).read_bytes())
    subject = x509.DNSName(name) if name else x509.IPAddress(ipaddress.ip_address(address or ""))
    verifier = PolicyBuilder().store(Store([ca])).time(NOW).build_server_verifier(subject)
    try:
        verifier.verify(leaf, [])
    except VerificationError:
        return False
    return True


def test_the_authority_vouches_for_this_tracker_and_for_nothing_else(tmp_path: Path) -> None:
    made = make_certificates(tmp_path, ["riftscore.test"], ["192.168.1.40"], now=NOW)
    server = x509.load_pem_x509_certificate((tmp_path / SERVER_CERT).read_bytes())
    assert verifies(tmp_path, server, name="riftscore.test")
    assert verifies(tmp_path, server, address="192.168.1.40")
    assert "riftscore.test" in made.names
    for name in ("router.lan", "printer.local", "www.google.com", "nas.home.arpa"):
        assert not verifies(tmp_path, forged(tmp_path, name=name), name=name), name
    for address in ("192.168.1.1", "10.0.0.1", "100.100.100.100", "8.8.8.8"):
        assert not verifies(tmp_path, forged(tmp_path, address=address), address=address)
    # Its own names and addresses a forged certificate could claim: that is its job.
    assert verifies(tmp_path, forged(tmp_path, name="riftscore.test"), name="riftscore.test")


@pytest.mark.parametrize("name", ["com", "www.google.com", "lan", "local", "example.org", "."])
def test_a_name_on_the_internet_or_a_public_suffix_is_refused_and_nothing_written(
    tmp_path: Path, name: str
) -> None:
    with pytest.raises(NotLocalName):
        make_certificates(tmp_path / "certs", [name], now=NOW)
    assert not (tmp_path / "certs").exists()


def test_the_authority_lasts_a_season_and_is_made_again_before_it_runs_out(
    tmp_path: Path,
) -> None:
    first = make_certificates(tmp_path, ["riftscore.test"], now=NOW)
    ca = x509.load_pem_x509_certificate(first.ca_cert.read_bytes())
    assert first.ca_new
    assert ca.not_valid_after_utc - NOW <= datetime.timedelta(days=CA_DAYS)
    server = x509.load_pem_x509_certificate((tmp_path / SERVER_CERT).read_bytes())
    assert server.not_valid_after_utc <= ca.not_valid_after_utc  # never beyond its authority
    later = NOW + datetime.timedelta(days=CA_DAYS - RENEW_DAYS - 1)
    assert not make_certificates(tmp_path, ["riftscore.test"], now=later).ca_new  # kept
    nearly_out = NOW + datetime.timedelta(days=CA_DAYS - RENEW_DAYS + 1)
    assert make_certificates(tmp_path, ["riftscore.test"], now=nearly_out).ca_new
