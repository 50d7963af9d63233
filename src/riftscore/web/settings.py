"""What a server needs to know, from the environment: nothing, unless it is told otherwise."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from riftscore.store import normalise_url, sqlite_url

DATABASE_FILE = "riftscore.sqlite3"


@dataclass(frozen=True, slots=True)
class Settings:
    database_url: str | None = None  # None: SQLite in `data_dir`
    data_dir: Path = Path("data")
    cache_size: int = 1000  # games kept in memory, least recently used out
    keepalive_seconds: float = 15.0  # a comment on idle live streams, so proxies keep them
    max_action_bytes: int = 64 * 1024
    max_record_bytes: int = 1024 * 1024
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

    @classmethod
    def from_env(cls, environ: Mapping[str, str] = os.environ) -> Settings:
        """`RIFTSCORE_DATABASE_URL` (PostgreSQL, say), `RIFTSCORE_DATA_DIR` (for SQLite),
        `RIFTSCORE_THREADS` (the service's threads) and `RIFTSCORE_SETTLE_HEAP_SECONDS`
        (0.05 by default; 0 never settles)."""
        threads = environ.get("RIFTSCORE_THREADS", "")
        return cls(
            database_url=environ.get("RIFTSCORE_DATABASE_URL") or None,
            data_dir=Path(environ.get("RIFTSCORE_DATA_DIR") or "data"),
            threads=int(threads) if threads.strip().isdigit() and int(threads) > 0 else 8,
            settle_heap_seconds=_seconds(environ.get("RIFTSCORE_SETTLE_HEAP_SECONDS"), 0.05),
        )

    def resolved_database_url(self) -> str:
        """The database to use; the SQLite file's folder is created if need be."""
        if self.database_url:
            return normalise_url(self.database_url)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        return sqlite_url(self.data_dir.resolve() / DATABASE_FILE)


def _seconds(value: str | None, default: float) -> float | None:
    """A number of seconds from the environment: unset or unreadable is the default, and
    0 (or less) is never."""
    try:
        seconds = default if value is None or not value.strip() else float(value)
    except ValueError:
        return default
    return seconds if seconds > 0 else None
