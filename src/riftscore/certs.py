"""A certificate for serving the tracker over HTTPS on a store's network, in one step.

Write tokens travel in every request; on plain HTTP anyone on the store's Wi-Fi can read
them. `make_certificates` makes what HTTPS needs without the internet:

- a small certificate authority of the organiser's own (`riftscore-ca.crt`, its key
  beside it), that phones are told to trust. It may vouch for exactly this machine's
  names and addresses and those given (X.509 name constraints: each name, and each
  address alone), nothing else on a local network (not `router.lan`, not the store's
  router at 192.168.1.1), so that a copy of its key can impersonate nothing but this
  tracker. A name given must be a local one (under `.local`, `.lan`, `.home.arpa`,
  `.internal`, `.test` or `localhost`): a name on the internet, or a public suffix such
  as `com` (whose constraint would cover every name under it), is refused. It lasts a
  season (`CA_DAYS`) and is made again, to be trusted again, when it runs out;
- the server's certificate (`riftscore-server.crt` and `.key`), signed by it, for this
  machine's names and addresses and any others given; made again on every run. A name
  or address the authority does not cover (another store's address) makes a new
  authority, which phones must trust again.
"""

from __future__ import annotations

import contextlib
import datetime
import ipaddress
import os
import socket
import struct
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

CA_CERT = "riftscore-ca.crt"
CA_KEY = "riftscore-ca.key"
SERVER_CERT = "riftscore-server.crt"
SERVER_KEY = "riftscore-server.key"

SIOCGIFADDR = 0x8915  # Linux: an interface's address
CA_DAYS = 120  # a season of events; `riftscore cert` makes a new one when it runs out
#: The server's certificate lasts as long as its authority does, at most.
SERVER_DAYS = CA_DAYS
#: An authority with less left than this is made again (phones trust the new one).
RENEW_DAYS = 14

#: Where a name given must lie: names that no public domain can be (RFC 6762's `.local`,
#: RFC 8375's `home.arpa`, RFC 6761's `.test` and `localhost`, and the `.lan` and
#: `.internal` that routers hand out).
LOCAL_DOMAINS = ("localhost", "local", "home.arpa", "lan", "internal", "test")


class NotLocalName(ValueError):
    """A name given for the certificate that is not a local name."""


@dataclass(frozen=True)
class Made:
    """What `make_certificates` wrote, and for which names and addresses."""

    folder: Path
    ca_cert: Path
    ca_new: bool
    server_cert: Path
    server_key: Path
    names: tuple[str, ...]
    addresses: tuple[IPAddress, ...]


def _interface_addresses() -> set[IPAddress]:
    """The IPv4 address of each network interface (Linux; elsewhere none)."""
    found: set[IPAddress] = set()
    try:
        import fcntl  # not on Windows

        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            for _, interface in socket.if_nameindex():
                request = struct.pack("256s", interface.encode()[:15])
                with contextlib.suppress(OSError):
                    answer = fcntl.ioctl(probe.fileno(), SIOCGIFADDR, request)
                    found.add(ipaddress.ip_address(socket.inet_ntoa(answer[20:24])))
    except (ImportError, OSError, AttributeError):
        pass
    return found


def machine_addresses() -> set[IPAddress]:
    """This machine's addresses: its interfaces', those its own name resolves to, and
    loopback."""
    found: set[IPAddress] = {ipaddress.ip_address("127.0.0.1"), ipaddress.ip_address("::1")}
    found |= _interface_addresses()
    try:
        for *_, sockaddr in socket.getaddrinfo(socket.gethostname(), None):
            found.add(ipaddress.ip_address(str(sockaddr[0]).partition("%")[0]))
    except (OSError, ValueError):
        pass
    return found


def machine_names() -> set[str]:
    host = socket.gethostname().lower().rstrip(".")
    names = {"localhost"}
    if host:
        short = host.split(".")[0]
        names |= {host, short, f"{short}.local"}
    return names


def _covered(name: str, domains: Iterable[str]) -> bool:
    return any(name == d or name.endswith("." + d) for d in domains)


def _constraints(names: Iterable[str], addresses: Iterable[IPAddress]) -> x509.NameConstraints:
    """Exactly these names (and, as X.509 has it, names under them) and these addresses,
    each alone."""
    subtrees: list[x509.GeneralName] = [x509.DNSName(n) for n in sorted(set(names))]
    subtrees += [x509.IPAddress(ipaddress.ip_network(a)) for a in addresses]
    return x509.NameConstraints(permitted_subtrees=subtrees, excluded_subtrees=None)


def local_name(name: str) -> str:
    """The name as the certificate holds it, if it is a local one; else `NotLocalName`.
    A local domain itself (`lan`) is not a name: its constraint would cover every name
    under it. `localhost` is one name."""
    cleaned = name.strip().lower().rstrip(".")
    a_whole_domain = cleaned in LOCAL_DOMAINS and cleaned != "localhost"
    if not _covered(cleaned, LOCAL_DOMAINS) or a_whole_domain:
        raise NotLocalName(cleaned or name)
    return cleaned


def _allowed_by(ca: x509.Certificate, names: Iterable[str], addresses: Iterable[IPAddress]) -> bool:
    try:
        constraints = ca.extensions.get_extension_for_class(x509.NameConstraints).value
    except x509.ExtensionNotFound:
        return True
    permitted = constraints.permitted_subtrees or []
    domains = [g.value for g in permitted if isinstance(g, x509.DNSName)]
    networks = [
        g.value
        for g in permitted
        if isinstance(g, x509.IPAddress)
        and isinstance(g.value, ipaddress.IPv4Network | ipaddress.IPv6Network)
    ]
    return all(_covered(n, domains) for n in names) and all(
        any(a in net for net in networks if net.version == a.version) for a in addresses
    )


def _write_private(path: Path, data: bytes) -> None:
    """A private key: readable by its owner alone."""
    path.unlink(missing_ok=True)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "wb") as out:
        out.write(data)


def _key_bytes(key: ec.EllipticCurvePrivateKey) -> bytes:
    return key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )


def _new_ca(
    folder: Path, names: Iterable[str], addresses: Iterable[IPAddress], now: datetime.datetime
) -> tuple[x509.Certificate, ec.EllipticCurvePrivateKey]:
    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name(
        [
            x509.NameAttribute(NameOID.COMMON_NAME, f"riftscore local CA ({socket.gethostname()})"),
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "riftscore (this event's own)"),
        ]
    )
    public = key.public_key()
    cert = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(subject)
        .public_key(public)
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(hours=1))
        .not_valid_after(now + datetime.timedelta(days=CA_DAYS))
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(
            x509.KeyUsage(
                digital_signature=True,
                content_commitment=False,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=True,
                crl_sign=True,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
        .add_extension(_constraints(names, addresses), critical=True)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(public), critical=False)
        .sign(key, hashes.SHA256())
    )
    _write_private(folder / CA_KEY, _key_bytes(key))
    (folder / CA_CERT).write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    return cert, key


def _load_ca(folder: Path) -> tuple[x509.Certificate, ec.EllipticCurvePrivateKey] | None:
    try:
        cert = x509.load_pem_x509_certificate((folder / CA_CERT).read_bytes())
        key = serialization.load_pem_private_key((folder / CA_KEY).read_bytes(), None)
    except (OSError, ValueError):
        return None
    if not isinstance(key, ec.EllipticCurvePrivateKey):
        return None
    return cert, key


def make_certificates(
    folder: Path,
    names: Iterable[str] = (),
    addresses: Iterable[str] = (),
    *,
    now: datetime.datetime | None = None,
) -> Made:
    """Write (or keep) the authority and write the server's certificate in `folder`, for
    this machine's names and addresses and those given. Raises `NotLocalName` for a name
    that is not a local one and ValueError for an address that is not one, writing
    nothing."""
    now = now or datetime.datetime.now(datetime.UTC)
    given = {local_name(n) for n in names if n}
    all_addresses = sorted(
        machine_addresses() | {ipaddress.ip_address(a.strip()) for a in addresses},
        key=lambda a: (a.version, int(a)),
    )
    folder.mkdir(parents=True, exist_ok=True)
    all_names = sorted(machine_names() | given)
    loaded = _load_ca(folder)
    ca_new = (
        loaded is None
        or not _allowed_by(loaded[0], all_names, all_addresses)
        or loaded[0].not_valid_after_utc - now < datetime.timedelta(days=RENEW_DAYS)
    )
    if ca_new or loaded is None:
        ca_cert, ca_key = _new_ca(folder, all_names, all_addresses, now)
    else:
        ca_cert, ca_key = loaded
    key = ec.generate_private_key(ec.SECP256R1())
    alternatives: list[x509.GeneralName] = [x509.DNSName(n) for n in all_names]
    alternatives += [x509.IPAddress(a) for a in all_addresses]
    cert = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, all_names[0])]))
        .issuer_name(ca_cert.subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(hours=1))
        .not_valid_after(
            min(now + datetime.timedelta(days=SERVER_DAYS), ca_cert.not_valid_after_utc)
        )
        .add_extension(x509.SubjectAlternativeName(alternatives), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .add_extension(
            x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()),
            critical=False,
        )
        .sign(ca_key, hashes.SHA256())
    )
    server_key = folder / SERVER_KEY
    _write_private(server_key, _key_bytes(key))
    server_cert = folder / SERVER_CERT
    # The chain: the server's certificate, then the authority's.
    server_cert.write_bytes(
        cert.public_bytes(serialization.Encoding.PEM)
        + ca_cert.public_bytes(serialization.Encoding.PEM)
    )
    return Made(
        folder,
        folder / CA_CERT,
        ca_new,
        server_cert,
        server_key,
        tuple(all_names),
        tuple(all_addresses),
    )


TRUST_STEPS = """\
To trust it on each phone, once a season (it vouches only for this machine's names and
addresses, and lasts {days} days):
  - iPhone, iPad: send {ca} to the device (AirDrop, mail), open it and install the
    profile (Settings > General > VPN & Device Management), then turn on full trust for
    it (Settings > General > About > Certificate Trust Settings).
  - Android: Settings > Security > More > Encryption & credentials > Install a
    certificate > CA certificate, and pick {ca}.
  - A laptop: add {ca} to the system's (or Firefox's) trusted authorities.
A device that does not trust it can still accept the browser's warning: the traffic is
then encrypted, but that device cannot tell this server from an impostor.
"""
