"""The event store on a SQL database through SQLAlchemy Core: SQLite or PostgreSQL.

SQLite runs in WAL mode so that readers never wait for the writer; every write
transaction takes the write lock at its start (BEGIN IMMEDIATE), so two writers queue up
instead of failing halfway. On PostgreSQL, an append also sends a NOTIFY in the same
transaction, so that other app servers learn of it once it is committed.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import msgspec
from sqlalchemy import (
    Connection,
    Engine,
    create_engine,
    event,
    exists,
    func,
    insert,
    literal,
    select,
)
from sqlalchemy.engine import make_url
from sqlalchemy.exc import IntegrityError

from riftscore.store import migrate
from riftscore.store.base import (
    AppendConflict,
    DuplicateId,
    Entry,
    EventStore,
    GameInfo,
    GatheringInfo,
    StoredGame,
    UnknownGame,
    UnknownGathering,
)
from riftscore.store.tables import games, gatherings, log

#: The PostgreSQL channel that carries "<game id> <seq>" after every append.
NOTIFY_CHANNEL = "riftscore_log"

_encode = msgspec.json.Encoder().encode
_decode = msgspec.json.Decoder().decode


def normalise_url(url: str) -> str:
    """A database URL as SQLAlchemy wants it: PostgreSQL always through psycopg 3."""
    parsed = make_url(url)
    if parsed.drivername in ("postgres", "postgresql"):
        parsed = parsed.set(drivername="postgresql+psycopg")
    return parsed.render_as_string(hide_password=False)


def sqlite_url(path: Path) -> str:
    return f"sqlite:///{path}"


def create_store_engine(url: str) -> Engine:
    url = normalise_url(url)
    if make_url(url).get_backend_name() == "sqlite":
        return _sqlite_engine(url)
    return create_engine(url, pool_pre_ping=True, pool_size=10, max_overflow=20)


def _sqlite_engine(url: str) -> Engine:
    engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy's BEGIN (below) delimit transactions, not the sqlite3 module.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        for pragma in (
            "journal_mode=WAL",
            # In WAL mode, NORMAL loses nothing when the process dies, only on power loss.
            "synchronous=NORMAL",
            "foreign_keys=ON",
            "busy_timeout=30000",
        ):
            cursor.execute(f"PRAGMA {pragma}")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        immediate = connection.get_execution_options().get("sqlite_immediate", False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")

    return engine


def _entry_row(game_id: str, entry: Entry) -> dict[str, Any]:
    return {
        "game_id": game_id,
        "seq": entry.seq,
        "action": None if entry.action is None else _encode(entry.action).decode(),
        "retracts": entry.retracts,
        "idempotency_key": entry.idempotency_key,
        "recorded_ms": entry.recorded_ms,
    }


def _entry(row: Any) -> Entry:
    return Entry(
        seq=row.seq,
        action=None if row.action is None else _decode(row.action),
        retracts=row.retracts,
        idempotency_key=row.idempotency_key,
        recorded_ms=row.recorded_ms,
    )


def _game_info(row: Any) -> GameInfo:
    return GameInfo(
        id=row.id,
        header=_decode(row.header),
        write_token_hash=row.write_token_hash,
        gathering_id=row.gathering_id,
        table=row.table_label,
        created_ms=row.created_ms,
    )


class SqlStore(EventStore):
    """The store on one database; `open` migrates it first."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.notifies = engine.dialect.name == "postgresql"

    @classmethod
    def open(cls, url: str) -> SqlStore:
        """Connect to the database at `url` and bring its schema up to date."""
        engine = create_store_engine(url)
        migrate.upgrade(engine)
        return cls(engine)

    def close(self) -> None:
        self.engine.dispose()

    @contextmanager
    def _writing(self) -> Iterator[Connection]:
        with self.engine.connect() as connection:
            connection.execution_options(sqlite_immediate=True)
            with connection.begin():
                yield connection

    # ----------------------------------------------------------------- games

    def create_game(self, info: GameInfo, entries: Sequence[Entry] = ()) -> None:
        keys = [e.idempotency_key for e in entries if e.idempotency_key is not None]
        for number, entry in enumerate(entries, 1):
            if entry.seq != number or len(set(keys)) != len(keys):
                raise AppendConflict(info.id, entry.seq)
        with self._writing() as connection:
            if connection.scalar(select(exists().where(games.c.id == info.id))):
                raise DuplicateId(f"a game with the id {info.id!r} already exists")
            if info.gathering_id is not None and not connection.scalar(
                select(exists().where(gatherings.c.id == info.gathering_id))
            ):
                raise UnknownGathering(info.gathering_id)
            connection.execute(
                insert(games).values(
                    id=info.id,
                    header=_encode(info.header).decode(),
                    write_token_hash=info.write_token_hash,
                    gathering_id=info.gathering_id,
                    table_label=info.table,
                    created_ms=info.created_ms,
                )
            )
            if entries:
                connection.execute(insert(log), [_entry_row(info.id, e) for e in entries])
                self._notify(connection, info.id, len(entries))

    def append(self, game_id: str, entry: Entry) -> None:
        row = _entry_row(game_id, entry)
        last_seq = (
            select(func.coalesce(func.max(log.c.seq), 0))
            .where(log.c.game_id == game_id)
            .scalar_subquery()
        )
        # One statement that inserts only if the entry comes right after the last one, so
        # that a gap is refused as surely as a taken number (the primary key's job).
        statement = (
            insert(log)
            .from_select(
                list(row),
                select(*(literal(value, log.c[name].type) for name, value in row.items())).where(
                    last_seq == entry.seq - 1
                ),
            )
            .returning(log.c.seq)
        )
        try:
            with self._writing() as connection:
                inserted = connection.execute(statement).first() is not None
                if inserted:
                    self._notify(connection, game_id, entry.seq)
        except IntegrityError:
            inserted = False
        if not inserted:
            if not self._game_exists(game_id):
                raise UnknownGame(game_id)
            raise AppendConflict(game_id, entry.seq)

    def _notify(self, connection: Connection, game_id: str, seq: int) -> None:
        if self.notifies:
            connection.execute(select(func.pg_notify(NOTIFY_CHANNEL, f"{game_id} {seq}")))

    def _game_exists(self, game_id: str) -> bool:
        with self.engine.connect() as connection:
            return bool(connection.scalar(select(exists().where(games.c.id == game_id))))

    def load_game(self, game_id: str) -> StoredGame:
        with self.engine.connect() as connection, connection.begin():
            row = connection.execute(select(games).where(games.c.id == game_id)).first()
            if row is None:
                raise UnknownGame(game_id)
            rows = connection.execute(
                select(log).where(log.c.game_id == game_id).order_by(log.c.seq)
            )
            return StoredGame(_game_info(row), tuple(_entry(r) for r in rows))

    def entries_after(self, game_id: str, seq: int) -> list[Entry]:
        with self.engine.connect() as connection:
            rows = connection.execute(
                select(log).where(log.c.game_id == game_id, log.c.seq > seq).order_by(log.c.seq)
            )
            return [_entry(r) for r in rows]

    # ------------------------------------------------------------ gatherings

    def create_gathering(self, info: GatheringInfo) -> None:
        try:
            with self._writing() as connection:
                connection.execute(
                    insert(gatherings).values(
                        id=info.id,
                        name=info.name,
                        organiser_token_hash=info.organiser_token_hash,
                        created_ms=info.created_ms,
                    )
                )
        except IntegrityError:
            raise DuplicateId(f"a gathering with the id {info.id!r} already exists") from None

    def load_gathering(self, gathering_id: str) -> GatheringInfo:
        with self.engine.connect() as connection:
            row = connection.execute(
                select(gatherings).where(gatherings.c.id == gathering_id)
            ).first()
        if row is None:
            raise UnknownGathering(gathering_id)
        return GatheringInfo(row.id, row.name, row.organiser_token_hash, row.created_ms)

    def gathering_games(self, gathering_id: str) -> list[GameInfo]:
        with self.engine.connect() as connection, connection.begin():
            if not connection.scalar(select(exists().where(gatherings.c.id == gathering_id))):
                raise UnknownGathering(gathering_id)
            rows = connection.execute(
                select(games)
                .where(games.c.gathering_id == gathering_id)
                .order_by(games.c.created_ms, games.c.id)
            )
            return [_game_info(r) for r in rows]
