"""A certificate for serving the tracker over HTTPS on a store's network, in one step.

Write tokens travel in every request; on plain HTTP anyone on the store's Wi-Fi can read
them. `make_certificates` makes what HTTPS needs without the internet:

- a small certificate authority of the organiser's own (`riftscore-ca.crt`, its key
  beside it), that phones are told to trust once. It may vouch only for local names and
  addresses (X.509 name constraints: the private address ranges, `.local`, this
  machine's names and the names given), so that a copy of its key cannot impersonate
  any site on the internet;
- the server's certificate (`riftscore-server.crt` and `.key`), signed by it, for this
  machine's names and addresses and any others given; made again on every run (a new
  address at another store needs only `riftscore cert` again, not a new trust on each
  phone, unless a new name falls outside the authority's constraints).
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
CA_DAYS = 5 * 365
SERVER_DAYS = 397  # what browsers accept of a server certificate

#: What the authority may vouch for: the addresses of local networks and local names.
LOCAL_NETWORKS = tuple(
    ipaddress.ip_network(n)
    for n in (
        "10.0.0.0/8",
        "172.16.0.0/12",
        "192.168.0.0/16",
        "127.0.0.0/8",
        "169.254.0.0/16",
        "100.64.0.0/10",
        "::1/128",
        "fc00::/7",
        "fe80::/10",
    )
)
LOCAL_DOMAINS = ("localhost", "local", "home.arpa", "lan")


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
    domains = sorted(set(LOCAL_DOMAINS) | {n for n in names if not _covered(n, LOCAL_DOMAINS)})
    subtrees: list[x509.GeneralName] = [x509.DNSName(d) for d in domains]
    networks = list(LOCAL_NETWORKS)
    networks += [
        ipaddress.ip_network(a)  # a single address, outside the local ranges
        for a in addresses
        if not any(a in n for n in LOCAL_NETWORKS if n.version == a.version)
    ]
    subtrees += [x509.IPAddress(n) for n in networks]
    return x509.NameConstraints(permitted_subtrees=subtrees, excluded_subtrees=None)


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
    this machine's names and addresses and those given. Raises ValueError for an address
    that is not one."""
    now = now or datetime.datetime.now(datetime.UTC)
    folder.mkdir(parents=True, exist_ok=True)
    all_names = sorted(machine_names() | {n.strip().lower().rstrip(".") for n in names if n})
    all_addresses = sorted(
        machine_addresses() | {ipaddress.ip_address(a.strip()) for a in addresses},
        key=lambda a: (a.version, int(a)),
    )
    loaded = _load_ca(folder)
    ca_new = loaded is None or not _allowed_by(loaded[0], all_names, all_addresses)
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
        .not_valid_after(now + datetime.timedelta(days=SERVER_DAYS))
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
To trust it on each phone, once (it only vouches for this event's local addresses):
  - iPhone, iPad: send {ca} to the device (AirDrop, mail), open it and install the
    profile (Settings > General > VPN & Device Management), then turn on full trust for
    it (Settings > General > About > Certificate Trust Settings).
  - Android: Settings > Security > More > Encryption & credentials > Install a
    certificate > CA certificate, and pick {ca}.
  - A laptop: add {ca} to the system's (or Firefox's) trusted authorities.
A device that does not trust it can still accept the browser's warning: the traffic is
then encrypted, but that device cannot tell this server from an impostor.
"""
