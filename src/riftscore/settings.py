"""Where the tracker keeps its games, from the environment: what every command that opens
the store shares (`riftscore serve`, whose server settings build on it, and `riftscore
check --store`), so that none of them reads another's settings to find the database.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from riftscore.store import normalise_url, sqlite_url

#: The SQLite file under `data_dir` when no database URL is given.
DATABASE_FILE = "riftscore.sqlite3"
DEFAULT_DATA_DIR = Path("data")


@dataclass(frozen=True, slots=True)
class StoreSettings:
    database_url: str | None = None  # None: SQLite in `data_dir`
    data_dir: Path = DEFAULT_DATA_DIR

    @classmethod
    def from_env(cls, environ: Mapping[str, str] = os.environ) -> StoreSettings:
        """`RIFTSCORE_DATABASE_URL` (PostgreSQL, say), else SQLite under
        `RIFTSCORE_DATA_DIR` (./data by default)."""
        return cls(
            database_url=environ.get("RIFTSCORE_DATABASE_URL") or None,
            data_dir=Path(environ.get("RIFTSCORE_DATA_DIR") or DEFAULT_DATA_DIR),
        )

    def resolved_database_url(self) -> str:
        """The database to use; the SQLite file's folder is created if need be."""
        if self.database_url:
            return normalise_url(self.database_url)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        return sqlite_url(self.data_dir.resolve() / DATABASE_FILE)
