"""What a server needs to know, from the environment: nothing, unless it is told otherwise.

Where the games are kept (`database_url`, `data_dir`) is read as every command reads it
(riftscore.settings.StoreSettings); the rest is the server's own.

Every limit has a default safe for a store's evening (a few dozen tables, their phones
and spectators, one organiser) and is set by an environment variable named after it:
`RIFTSCORE_` and the field's name in capitals (`RIFTSCORE_MAX_CONNECTIONS=2000`).
docs/reliability.md says what each one protects against.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from riftscore.service import MAX_ENTRIES
from riftscore.settings import DEFAULT_DATA_DIR, StoreSettings

#: The limits that 0 turns off.
UNLIMITED_BY_ZERO = frozenset(
    {
        "max_connections_per_address",
        "max_streams",
        "max_streams_per_game",
        "max_streams_per_address",
        "creations_burst",
        "registrations_burst",
    }
)


@dataclass(frozen=True, slots=True)
class Settings:
    database_url: str | None = None  # None: SQLite in `data_dir`
    data_dir: Path = DEFAULT_DATA_DIR
    cache_size: int = 1000  # games kept in memory, least recently used out
    keepalive_seconds: float = (
        15.0  # an event on idle live streams: proxies keep them, pages watch it
    )
    max_action_bytes: int = 64 * 1024  # the body of any request but an import
    max_record_bytes: int = 1024 * 1024  # an imported record
    # Threads that run the service's blocking work (rules, database). More only fight over
    # Python's lock: bench/serve.py measured 8 best on PostgreSQL and near best on SQLite,
    # with 20-30 % more actions a second than the 40 the server would otherwise use.
    threads: int = 8
    # The time now, in milliseconds since the epoch; None: the system's. Tests give their
    # own, so that a round's clock moves without anybody sleeping.
    now: Callable[[], int] | None = None
    # At startup, check every stored game against this engine in the background, logging
    # those it cannot load or scores otherwise (riftscore check --store says the same).
    check_store: bool = True
    # Collect what is new and set the survivors aside from the garbage collector
    # (riftscore.web.heap), at most every so many seconds, so that no collection walks
    # the games in memory again. None: never (an app embedded in another program, or in
    # tests, leaves its process's collector alone); `riftscore serve`: 0.05.
    settle_heap_seconds: float | None = None

    # ---------------------------------------------------------------- the server's limits
    # (riftscore.web.limits; docs/reliability.md)
    # A request's headers must arrive within this many seconds of its first byte (and a
    # new connection must start its request within it); its body within `body_seconds`
    # of its headers. A connection that dawdles is answered 408 and closed.
    header_seconds: float = 10.0
    body_seconds: float = 30.0
    idle_seconds: float = 5.0  # between two requests on one kept-alive connection
    max_header_bytes: int = 32 * 1024  # request line and headers together
    # An answer whose reader takes nothing for this long (the send buffer stays full) is
    # dropped, connection and all.
    send_seconds: float = 30.0
    # Open connections: more are refused at once (503), not queued. The server also keeps
    # below its file-descriptor limit, whatever this says.
    max_connections: int = 1000
    max_connections_per_address: int = 64
    # Live streams (Server-Sent Events): the oldest stream of a game, or of an address,
    # is closed first when a new one would pass the cap, with an event saying why. Each
    # holds a connection: in all, and of one address, streams keep to three quarters of
    # the connections whatever these say (riftscore.web.limits.stream_caps), the rest
    # for the tables' writes.
    max_streams: int = 750
    max_streams_per_game: int = 64
    max_streams_per_address: int = 16
    # A stream reader that has not taken a view for this long is dropped; the page
    # reconnects and catches up.
    stream_send_seconds: float = 10.0
    # Games, gatherings and imports created per client address: a burst, then so many a
    # minute (a token bucket per address, in this server's memory).
    creations_burst: int = 60
    creations_per_minute: int = 30
    # Registrations with a join link per client address: a burst (a couple's friends
    # at one phone), then so many a minute; the organiser's own are not counted.
    registrations_burst: int = 4
    registrations_per_minute: int = 4
    max_entries: int = MAX_ENTRIES  # log entries of one game (actions and undos)
    # Host names (beyond the addresses the server answers on, localhost and this
    # machine's own names) that requests may be addressed to; "*" alone: any.
    allowed_hosts: tuple[str, ...] = ()
    hsts_seconds: int = 7 * 24 * 3600  # Strict-Transport-Security, when served over HTTPS

    @classmethod
    def from_env(cls, environ: Mapping[str, str] = os.environ) -> Settings:
        """`RIFTSCORE_DATABASE_URL` (PostgreSQL, say), `RIFTSCORE_DATA_DIR` (for SQLite),
        `RIFTSCORE_THREADS` (the service's threads), `RIFTSCORE_ALLOWED_HOSTS` (names,
        comma-separated), `RIFTSCORE_SETTLE_HEAP_SECONDS` (0.05 by default; 0 never
        settles) and every limit above by its name. A value that is not a number keeps the
        default; 0 turns a cap off (a count of streams, connections per address,
        creations) where it means "no limit"."""
        where = StoreSettings.from_env(environ)
        values: dict[str, object] = {
            "database_url": where.database_url,
            "data_dir": where.data_dir,
            "settle_heap_seconds": _seconds(environ.get("RIFTSCORE_SETTLE_HEAP_SECONDS"), 0.05),
        }
        hosts = environ.get("RIFTSCORE_ALLOWED_HOSTS", "")
        names = tuple(n.strip().lower() for n in hosts.split(",") if n.strip())
        if names:
            values["allowed_hosts"] = names
        for field in dataclasses.fields(cls):
            if field.type not in ("int", "float"):
                continue
            text = environ.get(f"RIFTSCORE_{field.name.upper()}", "").strip()
            try:
                number = float(text) if field.type == "float" else int(text)
            except ValueError:
                continue
            if number > 0 or (number == 0 and field.name in UNLIMITED_BY_ZERO):
                values[field.name] = number
        return cls(**values)  # type: ignore[arg-type]

    @property
    def store(self) -> StoreSettings:
        """Where the games are kept."""
        return StoreSettings(self.database_url, self.data_dir)

    def resolved_database_url(self) -> str:
        """The database to use; the SQLite file's folder is created if need be."""
        return self.store.resolved_database_url()


def _seconds(value: str | None, default: float) -> float | None:
    """A number of seconds from the environment: unset or unreadable is the default, and
    0 (or less) is never."""
    try:
        seconds = default if value is None or not value.strip() else float(value)
    except ValueError:
        return default
    return seconds if seconds > 0 else None
