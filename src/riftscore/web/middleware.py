"""What every request goes through before it reaches a route, and every answer after.

- `TrustedHosts`: a request must be addressed (`Host`) to this server: the address it
  arrived on, localhost, this machine's own names or a name the organiser gave; and a
  browser's write (`Origin`) must come from a page of the same server. A web page
  elsewhere (or a DNS name rebound to this server) can neither write nor read.
- `BoundedBodies`: no route reads a body beyond its limit, whoever reads it (the app's
  own reader or FastAPI's): a declared length beyond it is refused before reading.
- `SecurityHeaders`: a Content-Security-Policy on every answer (the pages run only our
  own scripts; anything else runs nothing), no sniffing, no framing, no referrer, and
  Strict-Transport-Security over HTTPS.
- `HeadAsGet`: HEAD is answered wherever GET is, with the same headers and no body.
"""

from __future__ import annotations

import socket
from collections.abc import Iterable
from urllib.parse import urlsplit

from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from riftscore.web.errors import error_response, scope_language

#: The pages run only our own files: no inline script, nothing from elsewhere. A name
#: that slipped past escaping still could not run. Share-link QR codes are blob: images.
PAGE_POLICY = (
    "default-src 'self'; img-src 'self' blob: data:; style-src 'self'; script-src 'self'; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
    "form-action 'self'"
)
#: The service worker (/sw.js): it fetches this site's pages and files, and nothing else.
WORKER_POLICY = (
    "default-src 'none'; script-src 'self'; connect-src 'self'; base-uri 'none'; "
    "frame-ancestors 'none'"
)
WORKER_PATH = "/sw.js"
#: Anything but a page (JSON, a record, an image, a script file) runs nothing.
OTHER_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; sandbox"
#: What every answer says besides its Content-Security-Policy, the connection guard's own
#: refusals (`limits`) too.
SECURITY_HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-resource-policy", b"same-origin"),
    (b"permissions-policy", b"camera=(), microphone=(), geolocation=()"),
)

LOCAL_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope["headers"]:
        if key == name:
            return str(value.decode("latin-1"))
    return None


def machine_names() -> frozenset[str]:
    """This machine's own names: its host name, with `.local` (how phones find it by
    mDNS), and its fully qualified name."""
    names = set()
    for name in (socket.gethostname(), socket.getfqdn()):
        name = name.lower().rstrip(".")
        if name:
            names.update({name, f"{name}.local", name.split(".")[0]})
    return frozenset(names)


def host_name(authority: str) -> str:
    """`example.org:8000` -> `example.org`; `[::1]:8000` -> `::1`.

    >>> [host_name(a) for a in ("Example.org:8000", "[::1]:80", "10.0.0.2", "[::1]")]
    ['example.org', '::1', '10.0.0.2', '::1']
    """
    authority = authority.strip().lower()
    if authority.startswith("["):
        return authority[1:].partition("]")[0]
    return authority.rpartition(":")[0] if authority.count(":") == 1 else authority


DEFAULT_PORTS = {"http": 80, "https": 443}


def _request_port(scope: Scope, host: str | None) -> int:
    """The port the request was addressed to: its Host's, else the server's own."""
    if host is not None:
        try:
            port = urlsplit(f"//{host.strip()}").port
        except ValueError:
            port = None
        if port is not None:
            return port
        return DEFAULT_PORTS.get(scope.get("scheme", "http"), 80)
    server = scope.get("server")
    return (
        int(server[1])
        if server and server[1]
        else DEFAULT_PORTS.get(scope.get("scheme", "http"), 80)
    )


class TrustedHosts:
    """Refuses a request addressed to another name (400 `unknown_host`) and a write from
    another site's page (403 `cross_origin`). `names` None: any name (the organiser said
    "*"); writes are still checked against the request's own Host."""

    def __init__(self, app: ASGIApp, names: Iterable[str] | None) -> None:
        self.app = app
        self.names = None if names is None else LOCAL_NAMES | frozenset(names)

    def _known(self, scope: Scope, name: str) -> bool:
        if self.names is None or name in self.names:
            return True
        server = scope.get("server")
        return server is not None and name == str(server[0]).lower()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        host = _header(scope, b"host")
        if host is not None and not self._known(scope, host_name(host)):
            response = error_response(
                400,
                "unknown_host",
                "unknown-host",
                {"host": host_name(host)[:100]},
                lang=scope_language(scope),
            )
            await response(scope, receive, send)
            return
        if scope["method"] not in SAFE_METHODS:
            origin = _header(scope, b"origin")
            if origin is not None and not self._same_site(scope, origin, host):
                response = error_response(
                    403, "cross_origin", "cross-origin", lang=scope_language(scope)
                )
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)

    def _same_site(self, scope: Scope, origin: str, host: str | None) -> bool:
        """The page that writes is one of this server's: its origin is the request's own
        host, or one of the names the organiser gave with the request's own scheme and
        port (another port on this machine is another program's page)."""
        parts = urlsplit(origin)
        if parts.scheme not in ("http", "https") or not parts.netloc:
            return False  # "null": a sandboxed frame, a file, a redirect across sites
        if host is not None and parts.netloc.lower() == host.strip().lower():
            return True
        if self.names is None or host_name(parts.netloc) not in self.names - LOCAL_NAMES:
            return False
        scheme = scope.get("scheme", "http")
        try:
            port = parts.port or DEFAULT_PORTS[parts.scheme]
        except ValueError:  # a port that is not one
            return False
        return parts.scheme == scheme and port == _request_port(scope, host)


class BodyTooLarge(HTTPException):
    """Raised from a request's `receive` once its body passes the route's limit: FastAPI
    lets an HTTPException through its own body reading, and the API answers it."""

    def __init__(self, limit: int) -> None:
        super().__init__(413, f"the body must be at most {limit} bytes")


class BoundedBodies:
    """Every route's body within a limit: `large_paths` get `large`, the others `small`."""

    def __init__(self, app: ASGIApp, *, small: int, large: int, large_paths: Iterable[str]) -> None:
        self.app = app
        self.small = small
        self.large = large
        self.large_paths = frozenset(large_paths)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.large if scope["path"] in self.large_paths else self.small
        length = _header(scope, b"content-length")
        # (A length that is no number never gets here from the server's HTTP parser.)
        if length is not None and length.strip().isdigit() and int(length) > limit:
            response = error_response(
                413,
                "payload_too_large",
                "body-too-large",
                {"limit": limit},
                lang=scope_language(scope),
                headers={"Connection": "close"},
            )
            await response(scope, receive, send)
            return
        received = 0
        ended = length in (None, "0") and _header(scope, b"transfer-encoding") is None

        async def bounded_receive() -> Message:
            nonlocal received, ended
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                ended = not message.get("more_body", False)
                if received > limit:
                    raise BodyTooLarge(limit)
            return message

        async def send_closing_when_unread(message: Message) -> None:
            # Answered before its body was read to its end (refused for its size, its type,
            # its token): the rest is not read, the connection closes.
            if message["type"] == "http.response.start" and not ended:
                message["headers"] = [*message.get("headers", []), (b"connection", b"close")]
            await send(message)

        await self.app(scope, bounded_receive, send_closing_when_unread)


class SecurityHeaders:
    """The headers every answer carries; a page's policy on HTML, none for the rest."""

    def __init__(self, app: ASGIApp, *, hsts_seconds: int) -> None:
        self.app = app
        self.hsts = f"max-age={hsts_seconds}".encode()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        secure = scope.get("scheme") == "https"

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                kind = next((v for k, v in headers if k.lower() == b"content-type"), b"")
                policy = PAGE_POLICY if kind.startswith(b"text/html") else OTHER_POLICY
                if scope["path"] == WORKER_PATH:
                    policy = WORKER_POLICY
                headers += [(b"content-security-policy", policy.encode()), *SECURITY_HEADERS]
                if secure:
                    headers.append((b"strict-transport-security", self.hsts))
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, send_with_headers)


class HeadAsGet:
    """HEAD is GET without the body: the same status and headers, wherever GET answers.
    A stream's answer ends after its headers."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "HEAD":
            await self.app(scope, receive, send)
            return
        ended = False

        async def send_headers_only(message: Message) -> None:
            nonlocal ended
            if message["type"] == "http.response.start":
                await send(message)
            elif message["type"] == "http.response.body" and not ended:
                ended = True
                await send({"type": "http.response.body", "body": b"", "more_body": False})

        async def receive_until_answered() -> Message:
            if ended:  # the answer is complete: a stream stops here
                return {"type": "http.disconnect"}
            return await receive()

        await self.app({**scope, "method": "GET"}, receive_until_answered, send_headers_only)
