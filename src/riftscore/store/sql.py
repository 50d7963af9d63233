"""The event store on a SQL database through SQLAlchemy Core: SQLite or PostgreSQL.

SQLite runs in WAL mode so that readers never wait for the writer; every write
transaction takes the write lock at its start (BEGIN IMMEDIATE), so two writers queue up
instead of failing halfway. On PostgreSQL, an append also sends a NOTIFY in the same
transaction, so that other app servers learn of it once it is committed, and so does a
change to a round's clock (`ROUND_CHANNEL`).

A table's round is read at every request, for its clock: `known_round_of_game` keeps it
in memory while the store can tell that no other process has changed it. On SQLite, this
process writes through one connection, whose `PRAGMA data_version` changes when any other
connection (another process) commits; on PostgreSQL, while a listener passes on every
round's NOTIFY (`hear_round_changes`, `rounds_changed`).
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from pathlib import Path
from typing import Any, TypeVar

import msgspec
from sqlalchemy import (
    Connection,
    Engine,
    bindparam,
    create_engine,
    event,
    exists,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError, IntegrityError

from riftscore.store import migrate, notify
from riftscore.store.base import (
    AppendConflict,
    Counters,
    DuplicateId,
    Entry,
    EventConflict,
    EventEntry,
    EventStore,
    Extension,
    GameInfo,
    GameInRound,
    GatheringInfo,
    IssuedToken,
    NotInRound,
    RequestSeen,
    Rescoring,
    RoundInfo,
    RoundPause,
    Scoring,
    StoredGame,
    StoredRound,
    UnknownGame,
    UnknownGathering,
    UnknownRound,
)
from riftscore.store.tables import (
    counter_requests,
    counters,
    event_log,
    games,
    gatherings,
    log,
    rescorings,
    round_extensions,
    round_games,
    round_pauses,
    rounds,
    tokens,
    tosses,
)

_UNKNOWN: Any = object()  # not in memory (None is "in no round")
KNOWN_ROUNDS = 10_000  # games whose round is kept at most (each new round forgets them all)

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
    # The statements of every action have a pool of their own (SqlStore): this one keeps
    # few connections open between the rarer reads and writes (loads, rounds, creations).
    return create_engine(url, pool_pre_ping=True, pool_size=2, max_overflow=28)


def _sqlite_engine(url: str) -> Engine:
    # A connection per thread of the server's pool (40), kept open: opening one runs the
    # pragmas below, which would otherwise be paid on every busy request.
    engine = create_engine(
        url,
        connect_args={"check_same_thread": False, "timeout": 30},
        pool_size=SQLITE_POOL_SIZE,
        max_overflow=SQLITE_POOL_SIZE,
    )

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
        # Straight to the driver: this runs twice per action, and a statement through
        # SQLAlchemy's execution machinery costs several times what SQLite takes.
        connection.connection.dbapi_connection.execute(  # type: ignore[union-attr]
            "BEGIN IMMEDIATE" if immediate else "BEGIN"
        )

    return engine


SQLITE_POOL_SIZE = 40
# PostgreSQL: the connections kept open for the statements of every action, one for each
# of the server's threads (RIFTSCORE_THREADS, 8 by default).
EACH_ACTION_POOL_SIZE = 8

# The two statements of every action, built once: building one per request costs more
# than SQLite takes to run it.
_ENTRY_COLUMNS = (
    "game_id",
    "seq",
    "action",
    "retracts",
    "idempotency_key",
    "recorded_ms",
    "engine_version",
    "result",
    "ruling",
    "answer",
)
#: The columns of an entry as read back (its answer is read alone, when asked for).
_READ_COLUMNS = (
    log.c.seq,
    log.c.action,
    log.c.retracts,
    log.c.idempotency_key,
    log.c.recorded_ms,
    log.c.ruling,
)
_INSERT_NEXT = insert(log).from_select(
    list(_ENTRY_COLUMNS),
    # One statement that inserts only if the entry comes right after the last one, so
    # that a gap is refused as surely as a taken number (the primary key's job).
    select(*(bindparam(name, type_=log.c[name].type) for name in _ENTRY_COLUMNS)).where(
        select(func.coalesce(func.max(log.c.seq), 0))
        .where(log.c.game_id == bindparam("game_id"))
        .scalar_subquery()
        == bindparam("previous", type_=log.c.seq.type)
    ),
)
_APPEND = _INSERT_NEXT.returning(log.c.seq)
# PostgreSQL: the same, and its NOTIFY, in one statement (so one round trip, and one
# transaction on an autocommit connection): the NOTIFY goes only with an entry inserted.
_APPENDED = _INSERT_NEXT.returning(log.c.game_id, log.c.seq).cte("appended")
_APPEND_AND_NOTIFY = select(
    _APPENDED.c.seq,
    func.pg_notify(
        notify.NOTIFY_CHANNEL, notify.appended_payload_sql(_APPENDED.c.game_id, _APPENDED.c.seq)
    ),
).select_from(_APPENDED)
_ROUND_PAUSES = (
    select(round_pauses)
    .where(round_pauses.c.round_id == bindparam("round_id"))
    .order_by(round_pauses.c.seq)
)
_ROUND_EXTENSIONS = (
    select(round_extensions)
    .where(round_extensions.c.round_id == bindparam("round_id"))
    .order_by(round_extensions.c.given_ms, round_extensions.c.id)
)
_ENTRIES_AFTER = (
    select(*_READ_COLUMNS)
    .where(log.c.game_id == bindparam("game_id"), log.c.seq > bindparam("seq"))
    .order_by(log.c.seq)
)


def _entry_row(game_id: str, entry: Entry, scoring: Scoring | None = None) -> dict[str, Any]:
    return {
        "game_id": game_id,
        "seq": entry.seq,
        "action": None if entry.action is None else _encode(entry.action).decode(),
        "retracts": entry.retracts,
        "idempotency_key": entry.idempotency_key,
        "recorded_ms": entry.recorded_ms,
        "ruling": None if entry.ruling is None else _encode(entry.ruling).decode(),
        **_scoring_columns(scoring),
        "answer": None if entry.answer is None else entry.answer.decode(),
    }


def _entry(row: Any) -> Entry:
    return Entry(
        seq=row.seq,
        action=None if row.action is None else _decode(row.action),
        retracts=row.retracts,
        idempotency_key=row.idempotency_key,
        recorded_ms=row.recorded_ms,
        ruling=None if row.ruling is None else _decode(row.ruling),
    )


def _token_row(token: IssuedToken) -> dict[str, Any]:
    return {
        "token_hash": token.token_hash,
        "kind": token.kind,
        "owner_id": token.owner_id,
        "issued_ms": token.issued_ms,
    }


def _scoring_columns(scoring: Scoring | None) -> dict[str, Any]:
    if scoring is None:
        return {"engine_version": None, "result": None}
    return {"engine_version": scoring.engine_version, "result": _encode(scoring.result).decode()}


def _scoring(row: Any) -> Scoring | None:
    if row.engine_version is None or row.result is None:
        return None
    return Scoring(row.engine_version, _decode(row.result))


def _rescoring(row: Any) -> Rescoring:
    return Rescoring(
        row.game_id,
        row.seq,
        Scoring(row.stored_engine_version, _decode(row.stored_result)),
        Scoring(row.engine_version, _decode(row.result)),
        row.found_ms,
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


#: How often a statement is tried again on a fresh connection when the database cut the
#: last one (a failover, a restarted PostgreSQL, an idle connection reaped).
RECONNECTS = 2

F = TypeVar("F", bound=Callable[..., Any])


def _cut_off(error: DBAPIError) -> bool:
    """The connection died under the statement (SQLAlchemy has dropped it from the pool)."""
    return bool(error.connection_invalidated)


def _reconnecting(read: F) -> F:
    """A read that is tried again on a fresh connection if the database cut the last one:
    reading twice changes nothing."""

    @functools.wraps(read)
    def again(*args: Any, **kwargs: Any) -> Any:
        for attempt in range(RECONNECTS + 1):
            try:
                return read(*args, **kwargs)
            except DBAPIError as error:
                if not _cut_off(error) or attempt == RECONNECTS:
                    raise
        raise AssertionError("unreachable: the last attempt returns or raises")

    return again  # type: ignore[return-value]


class SqlStore(EventStore):
    """The store on one database; `open` migrates it first.

    When the database cuts a connection in the middle of a statement, reads are tried
    again on a fresh one. A write whose connection died may or may not have committed:
    the store looks (is the entry, game or gathering there, exactly as it was sent?)
    before trying again, so that nothing is applied twice.
    """

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.notifies = engine.dialect.name == "postgresql"
        self._round_infos: dict[str, RoundInfo] = {}  # by round id: facts never changed
        self._round_of_game: dict[str, str] = {}  # game id -> its round's id
        self._sqlite_lock = threading.Lock()  # this process's SQLite writers, one at a time
        self._write_lock: AbstractContextManager[Any] = (
            nullcontext() if self.notifies else self._sqlite_lock
        )
        self._writer: Connection | None = None  # SQLite: the one this process writes with
        # Game id -> its round (None: in no round) as read while `_round_changes` was the
        # same; cleared whenever a round may have changed.
        self._known_rounds: dict[str, StoredRound | None] = {}
        self._known_lock = threading.Lock()
        self._round_changes = 0
        self._data_version: int | None = None  # SQLite: the writer's, when last looked
        self._hearing_rounds = False  # PostgreSQL: a listener passes on every round change
        # PostgreSQL: the statements of every action (the append with its NOTIFY, the
        # catch-up read), each one round trip: autocommit, and no ping when a connection is
        # taken from the pool (each retries on a fresh connection if the last was cut).
        self._each_action: Engine | None = (
            create_engine(
                engine.url,
                isolation_level="AUTOCOMMIT",
                pool_size=EACH_ACTION_POOL_SIZE,
                max_overflow=EACH_ACTION_POOL_SIZE,
            )
            if self.notifies
            else None
        )

    @classmethod
    def open(cls, url: str) -> SqlStore:
        """Connect to the database at `url` and bring its schema up to date."""
        engine = create_store_engine(url)
        migrate.upgrade(engine)
        return cls(engine)

    def close(self) -> None:
        with self._write_lock:
            if self._writer is not None:
                self._writer.close()
                self._writer = None
        if self._each_action is not None:
            self._each_action.dispose()
        self.engine.dispose()

    @contextmanager
    def _writing(self) -> Iterator[Connection]:
        if self.notifies:  # PostgreSQL: writers in parallel, each on a pooled connection
            with self.engine.connect() as connection, connection.begin():
                yield connection
            return
        # SQLite has one writer at a time. Writers of this process queue here, where the
        # next one goes as soon as the last commits; waiting in SQLite's busy handler
        # instead means sleeping (1, 2, 5, ... up to 100 ms) between tries. They share one
        # connection, so that its data_version tells another process's writes from ours.
        with self._write_lock:
            connection = self._sqlite_writer()
            with connection.begin():
                yield connection

    def _sqlite_writer(self) -> Connection:
        """This process's one writing connection to SQLite. Call with the write lock."""
        if self._writer is None or self._writer.closed or self._writer.invalidated:
            self._writer = self.engine.connect()
            self._writer.execution_options(sqlite_immediate=True)
        return self._writer

    # ------------------------------------------------------------ what is known of rounds

    def rounds_changed(self) -> None:
        """Some round may have changed (here or elsewhere): forget every round kept."""
        with self._known_lock:
            self._round_changes += 1
            self._known_rounds.clear()

    def hear_round_changes(self, listening: bool) -> None:
        """PostgreSQL: from now on, a listener does (True) or no longer does (False) pass
        every NOTIFY on `ROUND_CHANNEL` to `rounds_changed`. Until it does, every round is
        read as stored."""
        self._hearing_rounds = listening
        self.rounds_changed()

    def changes_listener(
        self,
        on_append: Callable[[str, int], None],
        on_connect: Callable[[], None],
        *,
        on_round: Callable[[str], None] | None = None,
        on_extra: Callable[[str, notify.ExtraKind], None] | None = None,
    ) -> notify.PostgresListener | None:
        """PostgreSQL: a listener (not started) for what the other servers write. While it
        listens, the rounds kept in memory are forgotten at every round's NOTIFY, before
        `on_round` hears of it; once it is cut off, rounds are read as stored until it
        listens again."""
        if not self.notifies:
            return None

        def connected() -> None:
            self.hear_round_changes(True)
            on_connect()

        def round_changed(round_id: str) -> None:
            self.rounds_changed()
            if on_round is not None:
                on_round(round_id)

        return notify.PostgresListener(
            notify.libpq_conninfo(self.engine.url.render_as_string(hide_password=False)),
            on_append,
            connected,
            on_round=round_changed,
            on_extra=on_extra,
            on_disconnect=lambda: self.hear_round_changes(False),
        )

    def _rounds_kept_up(self) -> bool:
        """Whether what is kept of rounds is as stored (after forgetting what another
        process may have changed)."""
        if self.notifies:
            return self._hearing_rounds
        # The writer's connection is this process's writers' while they write: a reader
        # never waits for them (nor for an import), it reads the round as stored instead.
        if not self._sqlite_lock.acquire(blocking=False):
            return False
        try:
            raw = self._sqlite_writer().connection.dbapi_connection
            assert raw is not None
            version = raw.execute("PRAGMA data_version").fetchone()[0]
        finally:
            self._sqlite_lock.release()
        if version != self._data_version:  # another process committed something
            self._data_version = version
            self.rounds_changed()
        return True

    def known_round_of_game(self, game_id: str) -> StoredRound | None:
        if not self._rounds_kept_up():
            return self.round_of_game(game_id)
        changes = self._round_changes
        known = self._known_rounds.get(game_id, _UNKNOWN)
        if known is not _UNKNOWN:
            return known  # type: ignore[no-any-return]
        stored = self.round_of_game(game_id)
        with self._known_lock:
            if self._round_changes == changes:  # nothing changed while it was read
                if len(self._known_rounds) >= KNOWN_ROUNDS:
                    self._known_rounds.clear()
                self._known_rounds[game_id] = stored
        return stored

    # ----------------------------------------------------------------- games

    def create_game(
        self, info: GameInfo, entries: Sequence[Entry] = (), scoring: Scoring | None = None
    ) -> None:
        keys = [e.idempotency_key for e in entries if e.idempotency_key is not None]
        for number, entry in enumerate(entries, 1):
            if entry.seq != number or len(set(keys)) != len(keys):
                raise AppendConflict(info.id, entry.seq)
        for attempt in range(RECONNECTS + 1):
            try:
                return self._create_game(info, entries, scoring)
            except IntegrityError:
                raise
            except DBAPIError as error:
                if not _cut_off(error) or attempt == RECONNECTS:
                    raise
                if self._game_stored(info):
                    return  # it committed before the connection died

    @_reconnecting
    def _game_stored(self, info: GameInfo) -> bool:
        with self.engine.connect() as connection:
            stored = connection.scalar(
                select(games.c.write_token_hash).where(games.c.id == info.id)
            )
        return stored == info.write_token_hash

    def _create_game(
        self, info: GameInfo, entries: Sequence[Entry], scoring: Scoring | None
    ) -> None:
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
                    # The scoring of the state after every entry: on the last one's row,
                    # or on the game's own while it has none.
                    **_scoring_columns(None if entries else scoring),
                )
            )
            if entries:
                *earlier, last = entries
                rows = [_entry_row(info.id, e) for e in earlier]
                rows.append(_entry_row(info.id, last, scoring))
                self._insert_entries(connection, rows)
                self._notify(connection, info.id, len(entries))

    def _insert_entries(self, connection: Connection, rows: list[dict[str, Any]]) -> None:
        """Many log rows in one statement run many times. On SQLite straight through the
        driver: SQLAlchemy's handling of each row's parameters costs several times what
        SQLite takes, and an import's thousands of rows hold the one writer meanwhile."""
        if self.notifies:  # PostgreSQL: psycopg sends them in batches already
            connection.execute(insert(log), rows)
            return
        columns = ", ".join(_ENTRY_COLUMNS)
        marks = ", ".join("?" for _ in _ENTRY_COLUMNS)
        driver = connection.connection.dbapi_connection
        assert driver is not None
        driver.executemany(
            f"INSERT INTO log ({columns}) VALUES ({marks})",
            [tuple(row[name] for name in _ENTRY_COLUMNS) for row in rows],
        )

    def append(
        self,
        game_id: str,
        entry: Entry,
        scoring: Scoring | None = None,
        *,
        turn_order: Sequence[str] | None = None,
    ) -> None:
        parameters = {**_entry_row(game_id, entry, scoring), "previous": entry.seq - 1}
        for attempt in range(RECONNECTS + 1):
            try:
                if self._each_action is not None and turn_order is None:
                    with self._each_action.connect() as connection:
                        row = connection.execute(_APPEND_AND_NOTIFY, parameters).first()
                        inserted = row is not None
                    break
                with self._writing() as connection:
                    inserted = False
                    if turn_order is None or self._turn_order_is(connection, game_id, turn_order):
                        inserted = connection.execute(_APPEND, parameters).first() is not None
                    if inserted:
                        self._notify(connection, game_id, entry.seq)
                break
            except IntegrityError:
                inserted = False
                break
            except DBAPIError as error:
                if not _cut_off(error) or attempt == RECONNECTS:
                    raise
                stored = self._entry_at(game_id, entry.seq)
                if stored is not None:  # committed before the connection died, or not ours
                    inserted = stored == entry
                    break
        if not inserted:
            if not self._game_exists(game_id):
                raise UnknownGame(game_id)
            raise AppendConflict(game_id, entry.seq)

    @staticmethod
    def _turn_order_is(connection: Connection, game_id: str, turn_order: Sequence[str]) -> bool:
        """Whether the game's header still has these players in this order (for its first
        entry). On PostgreSQL the game's row is locked for share: a draw (`record_toss`,
        which locks it for update) either came first, and its order is read here, or
        waits, and then finds the log begun."""
        stored = connection.scalar(
            select(games.c.header).where(games.c.id == game_id).with_for_update(read=True)
        )
        return stored is None or _decode(stored).get("players") == list(turn_order)

    @_reconnecting
    def _entry_at(self, game_id: str, seq: int) -> Entry | None:
        with self.engine.connect() as connection:
            row = connection.execute(
                select(*_READ_COLUMNS).where(log.c.game_id == game_id, log.c.seq == seq)
            ).first()
        return None if row is None else _entry(row)

    def _notify(self, connection: Connection, game_id: str, seq: int) -> None:
        if self.notifies:
            connection.execute(
                select(func.pg_notify(notify.NOTIFY_CHANNEL, notify.appended_payload(game_id, seq)))
            )

    def _notify_round(self, connection: Connection, round_id: str) -> None:
        if self.notifies:
            connection.execute(
                select(func.pg_notify(notify.ROUND_CHANNEL, notify.round_payload(round_id)))
            )

    @_reconnecting
    def _game_exists(self, game_id: str) -> bool:
        with self.engine.connect() as connection:
            return bool(connection.scalar(select(exists().where(games.c.id == game_id))))

    @_reconnecting
    def load_game(self, game_id: str) -> StoredGame:
        with self.engine.connect() as connection, connection.begin():
            row = connection.execute(select(games).where(games.c.id == game_id)).first()
            if row is None:
                raise UnknownGame(game_id)
            rows = connection.execute(
                select(*_READ_COLUMNS).where(log.c.game_id == game_id).order_by(log.c.seq)
            ).all()
            entries = tuple(_entry(r) for r in rows)
            last = connection.execute(
                select(log.c.engine_version, log.c.result)
                .where(log.c.game_id == game_id)
                .order_by(log.c.seq.desc())
                .limit(1)
            ).first()
            scoring = _scoring(last if rows else row)  # of the state after them all
            notes = connection.execute(
                select(rescorings)
                .where(rescorings.c.game_id == game_id)
                .order_by(rescorings.c.seq, rescorings.c.found_ms)
            )
            return StoredGame(
                _game_info(row), entries, scoring, tuple(_rescoring(n) for n in notes)
            )

    @_reconnecting
    def load_games(self, game_ids: Sequence[str]) -> list[StoredGame]:
        """Three queries for all of them, rather than three each."""
        ids = list(dict.fromkeys(game_ids))
        if not ids:
            return []
        with self.engine.connect() as connection, connection.begin():
            infos = connection.execute(select(games).where(games.c.id.in_(ids))).all()
            logs: dict[str, list[Any]] = {row.id: [] for row in infos}
            for row in connection.execute(
                select(log).where(log.c.game_id.in_(ids)).order_by(log.c.game_id, log.c.seq)
            ):
                logs[row.game_id].append(row)
            notes: dict[str, list[Rescoring]] = {row.id: [] for row in infos}
            for row in connection.execute(
                select(rescorings)
                .where(rescorings.c.game_id.in_(ids))
                .order_by(rescorings.c.game_id, rescorings.c.seq, rescorings.c.found_ms)
            ):
                notes[row.game_id].append(_rescoring(row))
        return [
            StoredGame(
                _game_info(row),
                tuple(_entry(r) for r in logs[row.id]),
                _scoring(logs[row.id][-1] if logs[row.id] else row),
                tuple(notes[row.id]),
            )
            for row in infos
        ]

    @_reconnecting
    def entries_after(self, game_id: str, seq: int) -> list[Entry]:
        with (self._each_action or self.engine).connect() as connection:
            rows = connection.execute(_ENTRIES_AFTER, {"game_id": game_id, "seq": seq})
            return [_entry(r) for r in rows]

    @_reconnecting
    def game_ids(self, after: str | None = None, limit: int = 500) -> list[str]:
        query = select(games.c.id).order_by(games.c.id).limit(limit)
        if after is not None:
            query = query.where(games.c.id > after)
        with self.engine.connect() as connection:
            return list(connection.scalars(query))

    def note_rescoring(self, note: Rescoring) -> bool:
        try:
            with self._writing() as connection:
                if not connection.scalar(select(exists().where(games.c.id == note.game_id))):
                    raise UnknownGame(note.game_id)
                connection.execute(
                    insert(rescorings).values(
                        game_id=note.game_id,
                        seq=note.seq,
                        engine_version=note.after.engine_version,
                        result=_encode(note.after.result).decode(),
                        stored_engine_version=note.before.engine_version,
                        stored_result=_encode(note.before.result).decode(),
                        found_ms=note.found_ms,
                    )
                )
        except IntegrityError:
            return False  # another server kept the same finding first
        return True

    @_reconnecting
    def answer(self, game_id: str, seq: int) -> bytes | None:
        with self.engine.connect() as connection:
            text = connection.scalar(
                select(log.c.answer).where(log.c.game_id == game_id, log.c.seq == seq)
            )
        return None if text is None else str(text).encode()

    # ------------------------------------------------------------ the table's extras

    @_reconnecting
    def counters(self, game_id: str) -> Counters:
        with self.engine.connect() as connection, connection.begin():
            if not connection.scalar(select(exists().where(games.c.id == game_id))):
                raise UnknownGame(game_id)
            rows = connection.execute(
                select(
                    counters.c.player, counters.c.counter, counters.c.value, counters.c.changes
                ).where(counters.c.game_id == game_id)
            ).all()
            return Counters(
                {(row.player, row.counter): row.value for row in rows},
                sum(row.changes for row in rows),
            )

    def change_counter(
        self,
        game_id: str,
        player: str,
        counter: str,
        change: Callable[[int], int],
        updated_ms: int,
        request: tuple[str, str] | None = None,
    ) -> int:
        kept = (
            counters.c.game_id == game_id,
            counters.c.player == player,
            counters.c.counter == counter,
        )
        for attempt in range(RECONNECTS + 1):
            try:
                with self._writing() as connection:
                    if not connection.scalar(select(exists().where(games.c.id == game_id))):
                        raise UnknownGame(game_id)
                    # PostgreSQL: the row is locked until the commit, so that two devices
                    # that each add one add two (SQLite's writers take turns anyway).
                    old = connection.scalar(select(counters.c.value).where(*kept).with_for_update())
                    if request is not None:
                        # Read after the lock: the same request from another server, once
                        # its change is committed, is seen here.
                        asked = connection.scalar(
                            select(counter_requests.c.asked).where(
                                counter_requests.c.game_id == game_id,
                                counter_requests.c.idempotency_key == request[0],
                            )
                        )
                        if asked is not None:
                            raise RequestSeen(game_id, str(asked))
                    value = change(0 if old is None else int(old))
                    if old is None:
                        connection.execute(
                            insert(counters).values(
                                game_id=game_id,
                                player=player,
                                counter=counter,
                                value=value,
                                changes=1,
                                updated_ms=updated_ms,
                            )
                        )
                    else:
                        connection.execute(
                            update(counters)
                            .where(*kept)
                            .values(
                                value=value, changes=counters.c.changes + 1, updated_ms=updated_ms
                            )
                        )
                    if request is not None:
                        connection.execute(
                            insert(counter_requests).values(
                                game_id=game_id,
                                idempotency_key=request[0],
                                asked=request[1],
                                changed_ms=updated_ms,
                            )
                        )
                    self._notify_extra(connection, game_id, "counters")
                return value
            except IntegrityError:
                # Another writer set the counter's first value meanwhile, or kept the same
                # request's key: read it again.
                if attempt == RECONNECTS:
                    raise
        raise AssertionError("unreachable: the last attempt returns or raises")

    @_reconnecting
    def toss(self, game_id: str) -> dict[str, Any] | None:
        with self.engine.connect() as connection, connection.begin():
            if not connection.scalar(select(exists().where(games.c.id == game_id))):
                raise UnknownGame(game_id)
            data = connection.scalar(select(tosses.c.data).where(tosses.c.game_id == game_id))
        return None if data is None else dict(_decode(data))

    def record_toss(
        self,
        game_id: str,
        header: dict[str, Any],
        scoring: Scoring,
        toss: dict[str, Any],
        drawn_ms: int,
    ) -> bool:
        with self._writing() as connection:
            # PostgreSQL: locking the game's row holds off an append (its foreign key
            # reads the row) until the header is written, and this waits for one begun.
            found = connection.execute(
                select(games.c.id).where(games.c.id == game_id).with_for_update()
            ).first()
            if found is None:
                raise UnknownGame(game_id)
            if connection.scalar(
                select(exists().where(log.c.game_id == game_id))
            ) or connection.scalar(select(exists().where(tosses.c.game_id == game_id))):
                return False
            connection.execute(
                update(games)
                .where(games.c.id == game_id)
                .values(header=_encode(header).decode(), **_scoring_columns(scoring))
            )
            connection.execute(
                insert(tosses).values(
                    game_id=game_id, data=_encode(toss).decode(), drawn_ms=drawn_ms
                )
            )
            self._notify_extra(connection, game_id, "toss")
        return True

    def _notify_extra(self, connection: Connection, game_id: str, what: notify.ExtraKind) -> None:
        """PostgreSQL: "<game id> <what>" on the log's channel, for what is kept beside
        the log (`counters`, `toss`): the other servers tell their watchers."""
        if self.notifies:
            connection.execute(
                select(func.pg_notify(notify.NOTIFY_CHANNEL, notify.extra_payload(game_id, what)))
            )

    # ------------------------------------------------------------ tokens

    def issue_token(self, token: IssuedToken) -> None:
        owner = games if token.kind == "write" else gatherings
        try:
            with self._writing() as connection:
                if not connection.scalar(select(exists().where(owner.c.id == token.owner_id))):
                    if token.kind == "write":
                        raise UnknownGame(token.owner_id)
                    raise UnknownGathering(token.owner_id)
                connection.execute(insert(tokens).values(**_token_row(token)))
        except IntegrityError:
            raise DuplicateId("this token was issued already") from None

    @_reconnecting
    def token_hashes(self, kind: str, owner_id: str) -> list[str]:
        with self.engine.connect() as connection:
            return list(
                connection.scalars(
                    select(tokens.c.token_hash).where(
                        tokens.c.kind == kind,
                        tokens.c.owner_id == owner_id,
                        tokens.c.used_ms.is_(None),
                    )
                )
            )

    def use_recovery(self, used_hash: str, issued: list[IssuedToken], used_ms: int) -> bool:
        with self._writing() as connection:
            used = connection.execute(
                update(tokens)
                .where(
                    tokens.c.token_hash == used_hash,
                    tokens.c.kind == "recovery",
                    tokens.c.used_ms.is_(None),
                )
                .values(used_ms=used_ms)
            )
            if used.rowcount != 1:
                return False
            connection.execute(insert(tokens), [_token_row(t) for t in issued])
        return True

    # ------------------------------------------------------------ gatherings

    def create_gathering(self, info: GatheringInfo) -> None:
        for attempt in range(RECONNECTS + 1):
            try:
                return self._create_gathering(info)
            except IntegrityError:
                raise DuplicateId(f"a gathering with the id {info.id!r} already exists") from None
            except DBAPIError as error:
                if not _cut_off(error) or attempt == RECONNECTS:
                    raise
                if self._gathering_stored(info):
                    return  # it committed before the connection died

    @_reconnecting
    def _gathering_stored(self, info: GatheringInfo) -> bool:
        with self.engine.connect() as connection:
            stored = connection.scalar(
                select(gatherings.c.organiser_token_hash).where(gatherings.c.id == info.id)
            )
        return stored == info.organiser_token_hash

    def _create_gathering(self, info: GatheringInfo) -> None:
        with self._writing() as connection:
            connection.execute(
                insert(gatherings).values(
                    id=info.id,
                    name=info.name,
                    organiser_token_hash=info.organiser_token_hash,
                    created_ms=info.created_ms,
                )
            )

    @_reconnecting
    def load_gathering(self, gathering_id: str) -> GatheringInfo:
        with self.engine.connect() as connection:
            row = connection.execute(
                select(gatherings).where(gatherings.c.id == gathering_id)
            ).first()
        if row is None:
            raise UnknownGathering(gathering_id)
        return GatheringInfo(row.id, row.name, row.organiser_token_hash, row.created_ms)

    @_reconnecting
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

    # ------------------------------------------------------------ rounds

    def create_round(self, info: RoundInfo) -> None:
        try:
            with self._writing() as connection:
                self._insert_round(connection, info)
                self._notify_round(connection, info.id)
            self.rounds_changed()
        except IntegrityError:
            # Another server started a round at the same moment: say what it took.
            with self.engine.connect() as connection, connection.begin():
                self._check_new_round(connection, info)
            raise DuplicateId(f"round {info.number} of this gathering already exists") from None

    def _insert_round(self, connection: Connection, info: RoundInfo) -> None:
        self._check_new_round(connection, info)
        connection.execute(
            insert(rounds).values(
                id=info.id,
                gathering_id=info.gathering_id,
                number=info.number,
                kind=info.kind,
                duration_ms=info.duration_ms,
                started_ms=info.started_ms,
            )
        )
        if info.games:
            connection.execute(
                insert(round_games),
                [
                    {"game_id": game_id, "round_id": info.id, "position": position}
                    for position, game_id in enumerate(info.games, 1)
                ],
            )

    @staticmethod
    def _check_new_round(connection: Connection, info: RoundInfo) -> None:
        if not connection.scalar(select(exists().where(gatherings.c.id == info.gathering_id))):
            raise UnknownGathering(info.gathering_id)
        taken = (rounds.c.id == info.id) | (
            (rounds.c.gathering_id == info.gathering_id) & (rounds.c.number == info.number)
        )
        if connection.scalar(select(exists().where(taken))):
            raise DuplicateId(f"round {info.number} of this gathering already exists")
        if len(set(info.games)) != len(info.games):
            raise GameInRound(next(g for g in info.games if info.games.count(g) > 1))
        found = set(
            connection.scalars(
                select(games.c.id).where(
                    games.c.id.in_(info.games), games.c.gathering_id == info.gathering_id
                )
            )
        )
        for game_id in info.games:
            if game_id not in found:
                raise UnknownGame(game_id)
        in_a_round = connection.scalar(
            select(round_games.c.game_id).where(round_games.c.game_id.in_(info.games)).limit(1)
        )
        if in_a_round is not None:
            raise GameInRound(in_a_round)

    def _round_info(self, connection: Connection, row: Any) -> RoundInfo:
        """A round's facts. They never change once it is created (its tables included), so
        each is read once: a table's clock, read at every action, then costs two small
        queries (pauses, extensions), not one row per table of the hall."""
        known = self._round_infos.get(row.id)
        if known is not None:
            return known
        game_ids = connection.scalars(
            select(round_games.c.game_id)
            .where(round_games.c.round_id == row.id)
            .order_by(round_games.c.position)
        )
        info = RoundInfo(
            row.id,
            row.gathering_id,
            row.number,
            row.kind,
            row.duration_ms,
            row.started_ms,
            tuple(game_ids),
        )
        self._round_infos[info.id] = info
        for game_id in info.games:  # a game plays in one round at most
            self._round_of_game[game_id] = info.id
        return info

    def _stored_round(self, connection: Connection, row: Any) -> StoredRound:
        return self._stored_round_of(connection, self._round_info(connection, row))

    def _stored_round_of(self, connection: Connection, info: RoundInfo) -> StoredRound:
        pauses = connection.execute(_ROUND_PAUSES, {"round_id": info.id})
        extensions = connection.execute(_ROUND_EXTENSIONS, {"round_id": info.id})
        return StoredRound(
            info,
            tuple(RoundPause(p.seq, p.paused_ms, p.resumed_ms) for p in pauses),
            tuple(
                Extension(e.id, e.round_id, e.game_id, e.extension_ms, e.given_ms, e.reason)
                for e in extensions
            ),
        )

    @_reconnecting
    def load_round(self, gathering_id: str, number: int) -> StoredRound:
        with self.engine.connect() as connection, connection.begin():
            row = connection.execute(
                select(rounds).where(
                    rounds.c.gathering_id == gathering_id, rounds.c.number == number
                )
            ).first()
            if row is None:
                raise UnknownRound(f"{number} in gathering {gathering_id!r}")
            return self._stored_round(connection, row)

    @_reconnecting
    def gathering_rounds(self, gathering_id: str) -> list[RoundInfo]:
        with self.engine.connect() as connection, connection.begin():
            if not connection.scalar(select(exists().where(gatherings.c.id == gathering_id))):
                raise UnknownGathering(gathering_id)
            rows = connection.execute(
                select(rounds)
                .where(rounds.c.gathering_id == gathering_id)
                .order_by(rounds.c.number)
            ).all()
            return [self._round_info(connection, row) for row in rows]

    @_reconnecting
    def round_of_game(self, game_id: str) -> StoredRound | None:
        with self.engine.connect() as connection, connection.begin():
            round_id = self._round_of_game.get(game_id)
            if round_id is not None:
                return self._stored_round_of(connection, self._round_infos[round_id])
            row = connection.execute(
                select(rounds)
                .join(round_games, round_games.c.round_id == rounds.c.id)
                .where(round_games.c.game_id == game_id)
            ).first()
            return None if row is None else self._stored_round(connection, row)

    def _require_round(self, connection: Connection, round_id: str) -> None:
        if not connection.scalar(select(exists().where(rounds.c.id == round_id))):
            raise UnknownRound(repr(round_id))

    def pause_round(self, round_id: str, pause: RoundPause) -> bool:
        try:
            with self._writing() as connection:
                self._require_round(connection, round_id)
                last = connection.execute(
                    select(round_pauses)
                    .where(round_pauses.c.round_id == round_id)
                    .order_by(round_pauses.c.seq.desc())
                    .limit(1)
                ).first()
                last_seq = 0 if last is None else last.seq
                if pause.seq != last_seq + 1 or (last is not None and last.resumed_ms is None):
                    return False
                connection.execute(
                    insert(round_pauses).values(
                        round_id=round_id, seq=pause.seq, paused_ms=pause.paused_ms
                    )
                )
                self._notify_round(connection, round_id)
        except IntegrityError:
            return False  # another server added this pause first (the primary key's job)
        self.rounds_changed()
        return True

    def resume_round(self, round_id: str, resumed_ms: int) -> bool:
        with self._writing() as connection:
            self._require_round(connection, round_id)
            # Only the open pause matches; a second resume finds none, here or elsewhere.
            result = connection.execute(
                update(round_pauses)
                .where(round_pauses.c.round_id == round_id, round_pauses.c.resumed_ms.is_(None))
                .values(resumed_ms=resumed_ms)
            )
            resumed = result.rowcount > 0
            if resumed:
                self._notify_round(connection, round_id)
        self.rounds_changed()
        return resumed

    def add_extension(self, extension: Extension) -> None:
        try:
            with self._writing() as connection:
                self._require_round(connection, extension.round_id)
                in_round = select(
                    exists().where(
                        round_games.c.round_id == extension.round_id,
                        round_games.c.game_id == extension.game_id,
                    )
                )
                if not connection.scalar(in_round):
                    raise NotInRound(extension.game_id)
                connection.execute(
                    insert(round_extensions).values(
                        id=extension.id,
                        round_id=extension.round_id,
                        game_id=extension.game_id,
                        extension_ms=extension.extension_ms,
                        given_ms=extension.given_ms,
                        reason=extension.reason,
                    )
                )
                self._notify_round(connection, extension.round_id)
            self.rounds_changed()
        except IntegrityError:
            raise DuplicateId(f"an extension with the id {extension.id!r} already exists") from None

    # ------------------------------------------------------------ event logs

    @_reconnecting
    def event_log(self, gathering_id: str) -> list[EventEntry]:
        with self.engine.connect() as connection, connection.begin():
            if not connection.scalar(select(exists().where(gatherings.c.id == gathering_id))):
                raise UnknownGathering(gathering_id)
            rows = connection.execute(
                select(event_log)
                .where(event_log.c.gathering_id == gathering_id)
                .order_by(event_log.c.seq)
            )
            return [EventEntry(r.seq, r.kind, _decode(r.data), r.recorded_ms) for r in rows]

    @_reconnecting
    def event_version(self, gathering_id: str) -> int:
        with self.engine.connect() as connection:
            last = connection.scalar(
                select(func.max(event_log.c.seq)).where(event_log.c.gathering_id == gathering_id)
            )
            return int(last or 0)

    def append_event(
        self,
        gathering_id: str,
        entries: Sequence[EventEntry],
        *,
        round_info: RoundInfo | None = None,
        games: Sequence[tuple[GameInfo, Scoring]] = (),
    ) -> None:
        if not entries:
            return
        first = entries[0].seq
        if [e.seq for e in entries] != list(range(first, first + len(entries))):
            raise EventConflict(gathering_id, first)
        try:
            with self._writing() as connection:
                if not connection.scalar(select(exists().where(gatherings.c.id == gathering_id))):
                    raise UnknownGathering(gathering_id)
                last = connection.scalar(
                    select(func.coalesce(func.max(event_log.c.seq), 0)).where(
                        event_log.c.gathering_id == gathering_id
                    )
                )
                if last != first - 1:
                    raise EventConflict(gathering_id, first)
                self._insert_games(connection, gathering_id, games)
                if round_info is not None:
                    self._insert_round(connection, round_info)
                    self._notify_round(connection, round_info.id)
                connection.execute(
                    insert(event_log),
                    [
                        {
                            "gathering_id": gathering_id,
                            "seq": e.seq,
                            "kind": e.kind,
                            "data": _encode(e.data).decode(),
                            "recorded_ms": e.recorded_ms,
                        }
                        for e in entries
                    ],
                )
            if round_info is not None:
                self.rounds_changed()
        except IntegrityError:
            # Another server wrote at the same moment (PostgreSQL): say what it took.
            with self.engine.connect() as connection, connection.begin():
                taken = connection.scalar(
                    select(
                        exists().where(
                            event_log.c.gathering_id == gathering_id, event_log.c.seq == first
                        )
                    )
                )
            if taken:
                raise EventConflict(gathering_id, first) from None
            raise DuplicateId(f"a game or round of event entry {first} is taken") from None

    @staticmethod
    def _insert_games(
        connection: Connection, gathering_id: str, games_: Sequence[tuple[GameInfo, Scoring]]
    ) -> None:
        if not games_:
            return
        if any(info.gathering_id != gathering_id for info, _ in games_):
            raise ValueError("a round's new games are games of its gathering")
        ids = [info.id for info, _ in games_]
        if len(set(ids)) != len(ids) or connection.scalar(
            select(exists().where(games.c.id.in_(ids)))
        ):
            raise DuplicateId("a game id of the round is taken")
        connection.execute(
            insert(games),
            [
                {
                    "id": info.id,
                    "header": _encode(info.header).decode(),
                    "write_token_hash": info.write_token_hash,
                    "gathering_id": info.gathering_id,
                    "table_label": info.table,
                    "created_ms": info.created_ms,
                    **_scoring_columns(scoring),
                }
                for info, scoring in games_
            ],
        )
