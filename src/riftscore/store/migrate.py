"""Bring a database to the latest schema: run at every startup, so a new file needs nothing.

Several servers may start at once against one PostgreSQL (or one SQLite file): the
upgrade runs under a lock (an advisory lock, or SQLite's write lock), and whoever comes
second finds the work done.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, Engine, text

MIGRATIONS = Path(__file__).parent / "migrations"
_ADVISORY_LOCK_KEY = 0x72696674  # "rift": any fixed number shared by every server


def _config(connection: Connection | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def head_revision() -> str | None:
    return ScriptDirectory.from_config(_config()).get_current_head()


def current_revision(connection: Connection) -> str | None:
    return MigrationContext.configure(connection).get_current_revision()


def upgrade(engine: Engine) -> None:
    """Migrate the database to the head revision, if it is not there already."""
    head = head_revision()
    with engine.connect() as connection:
        if current_revision(connection) == head:
            return
    with engine.connect() as connection:
        connection.execution_options(sqlite_immediate=True)
        with connection.begin():
            if connection.dialect.name == "postgresql":
                connection.execute(
                    text("SELECT pg_advisory_xact_lock(:key)"), {"key": _ADVISORY_LOCK_KEY}
                )
            command.upgrade(_config(connection), "head")
