"""The server's own limits on connections, in the HTTP protocol itself: no proxy needed.

Uvicorn reads a request for as long as a client cares to send it: a connection that sends
half a header, or a body a byte every ten seconds, or nothing at all, holds its file
descriptor for good, and a thousand of them take the server down. It bounds neither the
size of a request's headers (with httptools) nor the number of connections (its
`limit_concurrency` answers 503 to requests, but accepts and keeps every connection).

`GuardedProtocol` is uvicorn's httptools protocol with:

- a deadline for a request's headers (from its first byte, or from the connection's
  start) and one for its body (from the end of its headers): 408, and the connection
  closed;
- a bound on the request line and headers together: 431, and closed. It is counted as
  the bytes arrive (a header that never ends) and as the parser reads each line (a whole
  request's headers in one read), and it bounds a chunked body's trailers and chunk
  framing too (beyond what each chunk needs), which are never given to the app;
- a cap on open connections, in all and per client address, below the process's
  file-descriptor limit: a connection past it is answered 503 at once and closed, never
  queued. When the server is full, a connection from an address holding fewer than
  another address does is let in by closing that address's oldest idle connection (one
  waiting for its next request or its first, or for the rest of its headers): idle
  connections from a few addresses can no longer lock everybody else out, and a request
  whose headers are in (a table's write on its way) is never the one closed;
- over HTTPS, the TLS handshake under the same caps (and closable to make room as an
  idle connection is), with a deadline of its own (`header_seconds`): the server makes
  the handshake itself (`loop.start_tls`) once a connection is admitted, rather than
  uvicorn before the protocol sees the connection at all, when a handshake that never
  ended held a descriptor outside every cap;
- a deadline for a connection that is closing (its last answer still waiting for a
  reader that takes nothing): it is dropped, so that it stops counting against the caps;
- refusals in the API's error shape (`{"error": {"code", "message", "message_id",
  "params"}}`, in English: the request is not read), and a way for the
  app to drop a connection whose reader has fallen behind (`StreamControl`).

Live streams hold their connections for as long as they are open: `stream_caps` keeps
them to a share of the connections (`STREAMS_SHARE`), in all and per address, so that
streams from many devices never fill the server and the tables can still write.

`serve` runs an app with it, configured from the settings.
"""

from __future__ import annotations

import asyncio
import logging
import resource
import ssl
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

import msgspec
import uvicorn
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
from uvicorn.protocols.utils import get_remote_addr

from riftscore.web.middleware import OTHER_POLICY, SECURITY_HEADERS
from riftscore.web.settings import Settings
from riftscore.words import ENGLISH, say

log = logging.getLogger(__name__)

#: File descriptors the server keeps for itself beyond its connections: database files
#: and connections, logs, the event loop's own.
RESERVED_FDS = 100
#: The ASGI scope's extension through which the app reaches its connection.
STREAM_CONTROL = "riftscore.connection"
#: The share of the connections (in all, and of one address) that live streams may hold,
#: whatever `max_streams` says: a stream holds its connection for hours, and streams from
#: many devices up to the connection cap would refuse every table's next write for good.
STREAMS_SHARE = 0.75
#: Seconds a connection may take to close once its last answer is written: a reader that
#: takes nothing would hold it (and its place under the caps) for good.
CLOSING_SECONDS = 5.0
#: Bytes of a chunked body's framing one chunk may use (its size in hex, CRLFs and a
#: short extension) before they count against the header bound.
CHUNK_FRAMING_BYTES = 32
#: What a header line costs beyond its name and value (": " and CRLF).
HEADER_LINE_BYTES = 4


class _Refused(Exception):
    """Raised from a parser callback to stop the parser at once: the connection has been
    refused and nothing more of its data may reach the app."""


def _refusal(status: int, reason: str, code: str, message_id: str, *extra: str) -> bytes:
    """A whole HTTP answer, written before the request is read (its headers are not, or
    not whole): so in the default language, English, the one a client that asked for
    nothing gets. `reason` is the status line's reason phrase, HTTP's own token."""
    body = msgspec.json.encode(
        {
            "error": {
                "code": code,
                "message": say(message_id, {}, ENGLISH),
                "message_id": message_id,
                "params": {},
            }
        }
    )
    head = [
        f"HTTP/1.1 {status} {reason}",
        "content-type: application/json",
        f"content-length: {len(body)}",
        "connection: close",
        f"content-security-policy: {OTHER_POLICY}",
        *(f"{name.decode()}: {value.decode()}" for name, value in SECURITY_HEADERS),
        *extra,
    ]
    return ("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + body


def fd_limit() -> int:
    """The process's soft limit on open file descriptors."""
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    return soft if soft != resource.RLIM_INFINITY else 1 << 20


def connection_cap(settings: Settings) -> int:
    """The connections the server keeps open at most: `max_connections`, below its
    file-descriptor limit."""
    return min(settings.max_connections, max(fd_limit() - RESERVED_FDS, 16))


@dataclass(frozen=True, slots=True)
class StreamCaps:
    """Live streams at most: in all, per game and per client address (0: no cap)."""

    total: int
    per_game: int
    per_address: int


def _at_most(cap: int, room: int) -> int:
    """`cap` (0: none) within `room` (0: unbounded)."""
    if not room:
        return cap
    return min(cap, room) if cap else room


def stream_caps(settings: Settings) -> StreamCaps:
    """The settings' caps on streams, within their share of the connections."""
    total = _at_most(settings.max_streams, max(1, int(connection_cap(settings) * STREAMS_SHARE)))
    per_address = settings.max_connections_per_address
    return StreamCaps(
        total,
        _at_most(settings.max_streams_per_game, total),
        _at_most(
            settings.max_streams_per_address,
            max(1, int(per_address * STREAMS_SHARE)) if per_address else 0,
        ),
    )


@dataclass
class ConnectionLimits:
    """The limits, and the connections open now (by client address). Used from the event
    loop only."""

    header_seconds: float
    body_seconds: float
    max_header_bytes: int
    max_connections: int
    max_per_address: int

    send_seconds: float = 30.0
    #: The server's TLS (None: plain HTTP): each admitted connection's handshake is made
    #: under the caps, within `header_seconds`.
    tls: ssl.SSLContext | None = None

    def __post_init__(self) -> None:
        self.open = 0
        self.by_address: Counter[str] = Counter()
        #: each address's idle connections, the oldest first
        self.idle: dict[str, dict[GuardedProtocol, None]] = {}

    @classmethod
    def from_settings(
        cls, settings: Settings, tls: ssl.SSLContext | None = None
    ) -> ConnectionLimits:
        return cls(
            settings.header_seconds,
            settings.body_seconds,
            settings.max_header_bytes,
            connection_cap(settings),
            settings.max_connections_per_address,
            settings.send_seconds,
            tls,
        )

    def admit(self, address: str) -> bool:
        if self.max_per_address and self.by_address[address] >= self.max_per_address:
            return False
        if self.open >= self.max_connections and not self._make_room_for(address):
            return False
        self.open += 1
        self.by_address[address] += 1
        return True

    def _make_room_for(self, address: str) -> bool:
        """Close the oldest idle connection of the address holding the most, if it holds
        at least two more than `address` does (so that closing one is fairer, never a
        swap between equals); False if there is none."""
        holder = max(self.idle, key=self.by_address.__getitem__, default=None)
        if holder is None or self.by_address[holder] < self.by_address[address] + 2:
            return False
        next(iter(self.idle[holder])).evict()
        return True

    def release(self, address: str, connection: GuardedProtocol) -> None:
        self.working(address, connection)
        self.open -= 1
        self.by_address[address] -= 1
        if self.by_address[address] <= 0:
            del self.by_address[address]

    def waiting(self, address: str, connection: GuardedProtocol) -> None:
        """The connection waits for a request: it may be closed to make room."""
        self.idle.setdefault(address, {})[connection] = None

    def working(self, address: str, connection: GuardedProtocol) -> None:
        """The connection has a request (its headers are in) or is gone: it is not
        closed to make room."""
        idle = self.idle.get(address)
        if idle is not None:
            idle.pop(connection, None)
            if not idle:
                del self.idle[address]


class StreamControl:
    """What the app may do with its connection: drop it (a stream reader that fell
    behind) and bound what is buffered for it."""

    __slots__ = ("_transport",)

    def __init__(self, transport: asyncio.Transport) -> None:
        self._transport = transport

    def drop(self) -> None:
        """Close the connection now, unsent data and all."""
        self._transport.abort()

    def limit_buffer(self, high: int) -> None:
        """Stop the app's writes (they wait) once `high` bytes wait to be sent."""
        self._transport.set_write_buffer_limits(high=high)


TOO_MANY = _refusal(
    503,
    "Service Unavailable",
    "too_many_connections",
    "too-many-connections",
    "retry-after: 2",
)
HEADERS_TOO_LARGE = _refusal(
    431,
    "Request Header Fields Too Large",
    "headers_too_large",
    "headers-too-large",
)
TOO_SLOW = _refusal(
    408,
    "Request Timeout",
    "request_timeout",
    "request-too-slow",
)
MALFORMED = _refusal(400, "Bad Request", "bad_request", "request-not-http")


class GuardedProtocol(HttpToolsProtocol):
    """Uvicorn's httptools protocol with deadlines, a header bound and connection caps.
    `limits` is set on a subclass made for one server (`protocol_for`)."""

    limits: ConnectionLimits

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._address: str | None = None  # set once admitted, until it is let go
        self._raw: asyncio.Transport | None = None  # the connection as accepted
        self._handshake: asyncio.Task[None] | None = None  # over HTTPS, until it is made
        self._begun = False  # HTTP has started on it (uvicorn's own state is set up)
        self._early = b""  # read before the TLS handshake took the connection
        self._requests = 0  # begun and not yet answered (pipelined ones included)
        self._deadline: asyncio.TimerHandle | None = None
        self._stalled: asyncio.TimerHandle | None = None  # writes wait for the reader
        self._awaiting_headers = True
        self._header_bytes = 0  # as they arrive, while the headers are read
        self._parsed_bytes = 0  # as the parser reads each line of the request's head
        self._body_bytes = 0  # of the current request's body, as given to the app
        self._framing_bytes = 0  # after the headers: chunk sizes, extensions, trailers
        self._chunks = 0

    # ---------------------------------------------------------------- the connection

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        peer = get_remote_addr(transport)
        address = peer[0] if peer else ""
        self._raw = transport
        if not self.limits.admit(address):
            self.transport = transport
            if self.limits.tls is None:  # a TLS client would read the words as noise
                transport.write(TOO_MANY)
            transport.close()
            self.loop.call_later(CLOSING_SECONDS, transport.abort)
            return
        self._address = address
        self.limits.waiting(address, self)  # closable to make room, handshake or not
        if self.limits.tls is None:
            self._begin(transport)
        else:  # nothing is read until the handshake takes the connection's bytes
            transport.pause_reading()
            self._handshake = self.loop.create_task(self._secure(transport, self.limits.tls))

    async def _secure(self, transport: asyncio.Transport, tls: ssl.SSLContext) -> None:
        """The TLS handshake, within `header_seconds`, then HTTP over it."""
        handshake = self.loop.create_task(
            self.loop.start_tls(
                transport,
                self,
                tls,
                server_side=True,
                ssl_handshake_timeout=self.limits.header_seconds,
            )
        )
        # The event loop begins to read a connection right after `connection_made`, so
        # the client's first bytes (its ClientHello) may have come to this protocol before
        # `start_tls` put TLS between the two: they are given to TLS once its protocol
        # has the connection (start_tls's own first callbacks, scheduled first, run
        # before this one).
        self.loop.call_soon(self.loop.call_soon, self._hand_over_early_bytes, transport)
        try:
            secure = await handshake
        except Exception:  # any failed handshake: the connection is let go
            secure = None
        if secure is None or self._address is None:  # failed, timed out or closed meanwhile
            # Its place is given back here, whether or not the loop tells this protocol
            # of the end (a TLS protocol that never made the connection need not).
            if self._address is not None:
                self.limits.release(self._address, self)
                self._address = None
            transport.abort()
            return
        self._begin(secure)

    def _before_http(self, data: bytes) -> None:
        """Bytes that came before HTTP began, kept: read before the TLS handshake took
        the connection (its ClientHello, for TLS), or the request itself, sent at once
        after the handshake and decrypted before `start_tls` returned (for HTTP). More
        than a head's worth is neither."""
        self._early += data
        if len(self._early) > self.limits.max_header_bytes and self._raw is not None:
            self._raw.abort()

    def _hand_over_early_bytes(self, transport: asyncio.Transport) -> None:
        early, self._early = self._early, b""
        if not early or transport.is_closing():
            return
        tls = transport.get_protocol()
        if not hasattr(tls, "get_buffer"):  # a protocol that reads data as it comes
            cast(asyncio.Protocol, tls).data_received(early)
            return
        reader = cast(asyncio.BufferedProtocol, tls)  # asyncio's TLS and uvloop's alike
        view = memoryview(early)
        while view:
            buffer = memoryview(reader.get_buffer(len(view)))
            size = min(len(buffer), len(view))
            buffer[:size] = view[:size]
            reader.buffer_updated(size)
            view = view[size:]

    def _begin(self, transport: asyncio.Transport) -> None:
        """HTTP on the admitted connection (over TLS once its handshake is made)."""
        self._begun = True
        super().connection_made(transport)
        self._arm(self.limits.header_seconds)  # a connection that never starts a request
        early, self._early = self._early, b""
        if early:  # decrypted between the handshake's end and now
            self.data_received(early)

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        self._unstall()
        if self._address is not None:
            self.limits.release(self._address, self)
            self._address = None
        if self._begun:  # refused, or its handshake never made: HTTP never started
            super().connection_lost(exc)

    def evict(self) -> None:
        """Close this idle connection to make room for another address's: its place is
        given back at once (the transport tells of its end later)."""
        if self._address is None:
            return
        self.limits.release(self._address, self)
        self._address = None
        self._disarm()
        if not self._begun:  # in its TLS handshake
            if self._raw is not None:
                self._raw.abort()
            return
        if self._requests:  # half a request's headers came: say why it ends
            self.transport.write(TOO_MANY)
        self.transport.close()

    def data_received(self, data: bytes) -> None:
        if not self._begun:
            self._before_http(data)
            return
        if self._address is None or self.transport.is_closing():
            return  # refused, or being closed: nothing more is read
        in_body = not self._awaiting_headers
        request, body_before = self.cycle, self._body_bytes
        super().data_received(data)
        if self.parser is None or self.transport.is_closing():
            return
        if self._awaiting_headers:
            self._header_bytes += len(data)
            if self._header_bytes > self.limits.max_header_bytes:
                self._refuse(HEADERS_TOO_LARGE)
        elif in_body and self.cycle is request:
            # Still in the same request's body: what was not body was framing or trailers
            # (which the parser keeps until a line ends: a trailer that never ends).
            self._framing_bytes += len(data) - (self._body_bytes - body_before)
            if self._framing_too_large():
                self._refuse(HEADERS_TOO_LARGE)

    def _framing_too_large(self) -> bool:
        allowed = self.limits.max_header_bytes + CHUNK_FRAMING_BYTES * self._chunks
        return self._framing_bytes > allowed

    def on_url(self, url: bytes) -> None:
        self._count_head(len(url))
        super().on_url(url)

    def on_header(self, name: bytes, value: bytes) -> None:
        if not self._awaiting_headers:  # a chunked body's trailer: counted, never kept
            self._framing_bytes += len(name) + len(value) + HEADER_LINE_BYTES
            if self._framing_too_large():
                self._refuse(HEADERS_TOO_LARGE)
                raise _Refused
            return
        self._count_head(len(name) + len(value) + HEADER_LINE_BYTES)
        super().on_header(name, value)

    def _count_head(self, size: int) -> None:
        """The request line and headers as parsed: one read may hold them all."""
        self._parsed_bytes += size
        if self._parsed_bytes > self.limits.max_header_bytes:
            self._refuse(HEADERS_TOO_LARGE)
            raise _Refused

    def on_body(self, body: bytes) -> None:
        self._body_bytes += len(body)
        super().on_body(body)

    def on_chunk_header(self) -> None:
        self._chunks += 1

    def send_400_response(self, msg: str) -> None:
        self._refuse(MALFORMED)

    # ---------------------------------------------------------------- a request

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._requests += 1
        self._awaiting_headers = True
        self._header_bytes = self._parsed_bytes = 0
        self._body_bytes = self._framing_bytes = self._chunks = 0
        if self._deadline is None:
            self._arm(self.limits.header_seconds)
        self.scope["extensions"] = {STREAM_CONTROL: StreamControl(self.transport)}  # type: ignore[dict-item]

    def on_headers_complete(self) -> None:
        self._awaiting_headers = False
        if self._address is not None:
            self.limits.working(self._address, self)
        self._arm(self.limits.body_seconds)
        super().on_headers_complete()

    def on_message_complete(self) -> None:
        self._disarm()
        super().on_message_complete()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if self.transport.is_closing():  # the answer said `connection: close`
            self._closing()
            return
        self._requests -= 1
        if self._requests == 0 and self._address is not None:
            self.limits.waiting(self._address, self)  # kept alive for the next request

    def timeout_keep_alive_handler(self) -> None:
        super().timeout_keep_alive_handler()
        self._closing()

    # ---------------------------------------------------------------- a reader that takes nothing

    def pause_writing(self) -> None:
        super().pause_writing()
        if self._stalled is None:
            self._stalled = self.loop.call_later(self.limits.send_seconds, self.transport.abort)

    def resume_writing(self) -> None:
        super().resume_writing()
        self._unstall()

    def _unstall(self) -> None:
        if self._stalled is not None:
            self._stalled.cancel()
            self._stalled = None

    def _closing(self) -> None:
        """The transport is closing: what it still has to send must go within
        `CLOSING_SECONDS`, or the connection is dropped."""
        self._arm(CLOSING_SECONDS, self.transport.abort)

    # ---------------------------------------------------------------- deadlines

    def _arm(self, seconds: float, then: Callable[[], object] | None = None) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(seconds, then or self._too_slow)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _too_slow(self) -> None:
        self._deadline = None
        self._refuse(TOO_SLOW)

    def _refuse(self, answer: bytes) -> None:
        """Answer (unless the app has begun to) and close the connection."""
        if self.transport.is_closing():
            return
        self._disarm()
        cycle = self.cycle
        answered = cycle is not None and cycle.response_started
        if cycle is not None and not cycle.response_complete:
            # The app may wait for the rest of the body: it hears that the client is gone.
            cycle.disconnected = True
            cycle.message_event.set()
        if not answered:
            self.transport.write(answer)
        self.transport.close()
        self._closing()


def protocol_for(limits: ConnectionLimits) -> type[GuardedProtocol]:
    """The protocol class for one server, with its limits."""
    return type("Guarded", (GuardedProtocol,), {"limits": limits})


def serve(
    app: Any,
    settings: Settings,
    *,
    host: str,
    port: int,
    certfile: Path | None = None,
    keyfile: Path | None = None,
) -> None:
    """Run the app on uvicorn with the server's limits, until it is stopped. Over HTTPS
    (`certfile`), the guard makes each admitted connection's TLS handshake itself."""
    limits = ConnectionLimits.from_settings(settings, server_tls(certfile, keyfile))
    log.info(
        "at most %d connections (%d per address); headers within %gs, bodies within %gs",
        limits.max_connections,
        limits.max_per_address,
        limits.header_seconds,
        limits.body_seconds,
    )
    uvicorn.run(
        app,
        host=host,
        port=port,
        http=protocol_for(limits),
        ws="none",
        timeout_keep_alive=max(1, round(settings.idle_seconds)),
        timeout_graceful_shutdown=3,  # live streams never end by themselves
        proxy_headers=False,
    )


def server_tls(certfile: Path | None, keyfile: Path | None) -> ssl.SSLContext | None:
    """The server's TLS from its certificate (and key, if not in the certificate's file),
    with Python's defaults for a server (TLS 1.2 and up); None for plain HTTP."""
    if certfile is None:
        return None
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(certfile, keyfile)
    return context
