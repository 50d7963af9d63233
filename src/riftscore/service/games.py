"""Games: create one (from a header, or a whole record), read it, apply an action, undo
the last one, and preview what an action would do.

Nothing is stored half-built: a new game is checked and built completely (the state that
every later read needs) before the store commits it, so a request that fails leaves no
row. Writes are idempotent with a key: a retry with the same key and the same request
gets the first answer and applies nothing. A writer who names the version it saw
(`if_match`) and finds another is refused with the game as it now stands.

The service knows nothing of HTTP: callers pass a `present` function that turns a game's
state into whatever they answer with, and it is called while the game is open (locked).
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from riftscore.record import RecordError, lines, replay_bytes
from riftscore.rules import RuleError
from riftscore.rules import actions as act
from riftscore.rules.errors import Phrase
from riftscore.service.access import Access, hash_token, new_id, new_token, write_link_token
from riftscore.service.engine import (
    Action,
    Engine,
    LogEvent,
    MalformedAction,
    action_record,
    open_engine,
    parse_engine_action,
)
from riftscore.service.errors import (
    Rejected,
    StaleVersion,
    Unloadable,
    not_found,
    record_refused,
    refused,
)
from riftscore.service.fields import (
    check_action,
    check_header,
    check_idempotency_key,
    normalised,
    normalised_header,
    optional_text,
)
from riftscore.service.live import LiveGame, LiveGames, label, scoring_of
from riftscore.store import (
    AppendConflict,
    DuplicateId,
    Entry,
    EventStore,
    GameInfo,
    StoredGame,
    UnknownGathering,
)

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Created:
    id: str
    token: str  # the write token (of a game) or the organiser token (of a gathering)
    version: int = 0


@dataclass(frozen=True, slots=True)
class Answer(Generic[T]):
    value: T
    version: int
    changed: bool  # False when an idempotency key was seen: the first answer, again


class Kept(Generic[T]):
    """A `present` whose answers are kept with their entry when the request has an
    idempotency key, so that a retry is answered from the store, not by replaying the
    game up to that entry: `encode` and `decode` turn an answer into bytes and back."""

    __slots__ = ("_present", "decode", "encode")

    def __init__(
        self,
        present: Callable[[LiveGame], T],
        encode: Callable[[T], bytes],
        decode: Callable[[bytes], T],
    ) -> None:
        self._present, self.encode, self.decode = present, encode, decode

    def __call__(self, live: LiveGame) -> T:
        return self._present(live)


@dataclass(frozen=True, slots=True)
class Preview:
    """What an action would do now: the events it would cause, and the scores after."""

    events: tuple[LogEvent, ...]
    scores: dict[str, int]


#: The most log entries (actions and undos) a game holds: a long match has a few hundred.
MAX_ENTRIES = 5000
#: An import builds its game letting other threads run every so many entries: it is pure
#: CPU, and Python hands its lock to a waiting thread only every 5 ms otherwise, which
#: holds up every table's request a few times over.
YIELD_EVERY = 32


class Games:
    def __init__(
        self,
        live: LiveGames,
        store: EventStore,
        access: Access,
        now: Callable[[], int],
        *,
        max_entries: int = MAX_ENTRIES,
    ) -> None:
        self.live = live
        self.store = store
        self.access = access
        self._now = now
        self.max_entries = max_entries

    # -------------------------------------------------------------- creating

    def create(
        self,
        header: object,
        *,
        gathering_id: str | None = None,
        organiser_token: str | None = None,
        table: object = None,
    ) -> Created:
        """A new game from a record header object (with a `"board"`, a board game).
        Raises `Rejected` for a bad header.

        In a gathering, it needs the organiser's token, from which its write token is
        derived (every device of the organiser is given the same link); `table` labels it
        there.
        """
        token_for = _new_token
        if gathering_id is not None:
            self.access.authorize_organiser(gathering_id, organiser_token)
            assert organiser_token is not None  # authorized
            token_for = functools.partial(write_link_token, organiser_token)
        label_ = optional_text(table, "table", "label")
        header = normalised_header(header)
        check_header(header)
        engine = _opened(header)
        normalised = engine.to_record()[0]  # as the record writes it: the board included
        return self._create(normalised, (), gathering_id, label_, engine, token_for)

    def import_record(self, data: bytes) -> Created:
        """A new game from a whole record (JSON Lines). Raises `Rejected` naming the line.

        Its text is taken in Unicode's composed form (NFC), as names are kept; its names,
        numbers and victory scores are then checked as a new game's are (a record that
        replays but sets a victory score past MAX_VICTORY_SCORE is refused, naming the
        action), and it may hold at most `max_entries` actions."""
        self.refuse_long_record(data)
        deep = lines.too_deep(data)
        if deep:
            raise record_refused(RecordError(deep, lines.TOO_DEEP), "invalid_record")
        with contextlib.suppress(UnicodeDecodeError):  # the replay names the line
            data = normalised(data.decode("utf-8")).encode("utf-8")
        try:
            game = replay_bytes(data)
        except RecordError as error:
            raise record_refused(error, "invalid_record") from None
        except RecursionError:
            raise Rejected("record-too-deep", code="invalid_record") from None
        header, *actions = game.to_record()
        if len(actions) > self.max_entries:
            raise Rejected(
                "record-too-long",
                code="game_too_long",
                actions=len(actions),
                limit=self.max_entries,
            )
        check_header(header)
        for number, action in enumerate(actions, 1):
            check_action(action, Phrase("where-action-number", {"number": number}))
        return self._create(dict(header), actions, None, None)

    def refuse_long_record(self, data: bytes) -> None:
        """Refuse a record of more than `max_entries` actions before reading any of it
        (counting its lines costs a few ms where its replay costs seconds)."""
        lines = sum(1 for line in data.split(b"\n") if line.strip()[:1] not in (b"", b"#"))
        if lines - 1 > self.max_entries:
            raise Rejected(
                "record-too-long", code="game_too_long", actions=lines - 1, limit=self.max_entries
            )

    def _create(
        self,
        header: dict[str, Any],
        actions: list[dict[str, object]] | tuple[()],
        gathering_id: str | None,
        table: str | None,
        engine: Engine | None = None,
        token_for: Callable[[str], str] | None = None,
    ) -> Created:
        """Build the game as every read will load it, then store it (and nothing if the
        building fails). `token_for` gives the write token of a game id (default: a new
        random one)."""
        token_for = token_for or _new_token
        game_id, now = new_id(), self._now()
        token = token_for(game_id)
        entries = tuple(Entry(n, dict(a), recorded_ms=now) for n, a in enumerate(actions, 1))
        info = GameInfo(game_id, header, hash_token(token), gathering_id, table, now)
        live = _built(StoredGame(info, entries), engine)
        while True:
            try:
                self.store.create_game(info, entries, scoring_of(live.engine))
            except DuplicateId:
                game_id = new_id()  # twelve characters met twice
                token = token_for(game_id)
                info = dataclasses.replace(info, id=game_id, write_token_hash=hash_token(token))
                live.info = info
                continue
            except UnknownGathering as error:
                raise not_found(error) from None
            break
        self.live.remember(live)
        return Created(info.id, token, live.version)

    # -------------------------------------------------------------- reading

    def read(self, game_id: str, present: Callable[[LiveGame], T]) -> T:
        with self.live.open(game_id) as live:
            return present(live)

    def version(self, game_id: str) -> int:
        return self.read(game_id, lambda live: live.version)

    def authorize(self, game_id: str, token: str | None) -> None:
        """Raise `NotFound`, `Unauthorized` or `Forbidden` unless the token may write."""
        with self.live.open(game_id, write=True, token=token, watch=False, catch_up=False):
            pass

    def preview(self, game_id: str, action: object) -> Preview:
        """What `apply` would do with the action now, changing nothing and needing no
        token: the events and the scores after, or the `Rejected` that `apply` raises."""
        check_action(action, Phrase("where-the-action"))
        with self.live.open(game_id) as live:
            parsed = _parsed(live, action)
            if _time_already_called(live, parsed, None):
                return Preview((), live.game.scores)
            engine = live.engine
            saved = engine.checkpoint()
            try:
                return Preview(engine.apply(parsed), dict(engine.scores))
            except RuleError as error:
                raise refused(error) from None
            finally:
                engine.rollback(saved)

    # -------------------------------------------------------------- writing

    def apply(
        self,
        game_id: str,
        action: object,
        *,
        token: str | None,
        present: Callable[[LiveGame], T],
        if_match: int | None = None,
        idempotency_key: str | None = None,
    ) -> Answer[T]:
        """Check one record action object against the game, append it, apply it."""
        check_idempotency_key(idempotency_key)
        check_action(action, Phrase("where-the-action"))
        with self.live.open(game_id, write=True, token=token, catch_up=False) as live:

            def decide() -> Answer[T]:
                parsed = _parsed(live, action)
                record = action_record(parsed)
                if _time_already_called(live, parsed, idempotency_key):
                    # Every device at a timed table may say "time" at zero; it is called
                    # once, and each of them is told where the game stands.
                    return Answer(present(live), live.version, changed=False)

                def entry(live: LiveGame) -> Entry:
                    return Entry(live.version + 1, record, None, idempotency_key, self._now())

                return self._write(
                    live, None, entry, parsed, present, if_match, idempotency_key, record
                )

            return self._on_stored_state(live, decide)

    def undo(
        self,
        game_id: str,
        *,
        token: str | None,
        present: Callable[[LiveGame], T],
        if_match: int | None = None,
        idempotency_key: str | None = None,
    ) -> Answer[T]:
        """Retract the last action in force, by appending an undo entry."""
        check_idempotency_key(idempotency_key)
        with self.live.open(game_id, write=True, token=token, catch_up=False) as live:

            def check(live: LiveGame) -> None:
                last = live.last_in_force()
                if last is None:
                    raise Rejected("nothing-to-undo", code="nothing_to_undo")
                if (
                    live.clock is not None
                    and live.clock.expired
                    and last is live.time_entry_in_force()
                ):
                    raise Rejected(
                        "time-called-by-clock",
                        code="time_called_by_clock",
                        round=live.clock.round.info.number,
                        table=label(live.info),
                    )

            def entry(live: LiveGame) -> Entry:
                retracted = live.last_in_force()
                assert retracted is not None
                seq = retracted.entry.seq
                return Entry(live.version + 1, None, seq, idempotency_key, self._now())

            return self._on_stored_state(
                live,
                lambda: self._write(
                    live, check, entry, None, present, if_match, idempotency_key, None
                ),
            )

    def _on_stored_state(self, live: LiveGame, decide: Callable[[], Answer[T]]) -> Answer[T]:
        """`decide` on the game as this process knows it, without reading the store first
        (a write on a state that has moved on is refused by the store, and `_write` tries
        again on top). A refusal is given only on the state as stored: if the store has
        entries this process had not seen, they are taken and `decide` runs again."""
        seen = live.version
        try:
            return decide()
        except (Rejected, StaleVersion):
            # Read again by a refused append inside `decide`, or entries still unseen: the
            # decision is taken again on the game as stored.
            if not self.live.catch_up(live) and live.version == seen:
                raise
        return decide()

    def _write(
        self,
        live: LiveGame,
        check: Callable[[LiveGame], None] | None,
        make_entry: Callable[[LiveGame], Entry],
        parsed: Action | None,
        present: Callable[[LiveGame], T],
        if_match: int | None,
        key: str | None,
        record: dict[str, Any] | None,
    ) -> Answer[T]:
        presented: list[T] = []  # the answer, made once the entry is taken

        def answer(live: LiveGame) -> bytes | None:
            presented.append(present(live))
            if key is None or not isinstance(present, Kept):
                return None
            return present.encode(presented[0])

        for attempt in (1, 2):
            if key is not None and key in live.keys:
                return self._repeat(live, key, record, present)
            if if_match is not None and if_match != live.version:
                raise StaleVersion(
                    "game-moved-on",
                    version=live.version,
                    current=present(live),
                    stored=live.version,
                    seen=if_match,
                )
            if check is not None:  # an action needs none: the engine refuses it as it is taken
                check(live)
            if live.version >= self.max_entries:
                raise Rejected("game-full", code="game_too_long", entries=live.version)
            presented.clear()
            try:
                self.live.append(live, make_entry(live), parsed, answer=answer)
            except RuleError as error:
                raise refused(error) from None
            except AppendConflict:
                if attempt == 1:
                    continue  # caught up: try once more on top of the other writer
                raise StaleVersion(
                    "game-busy", version=live.version, current=present(live)
                ) from None
            return Answer(presented[0], live.version, changed=True)
        raise AssertionError("unreachable: the second attempt returns or raises")

    def _repeat(
        self,
        live: LiveGame,
        key: str,
        record: dict[str, Any] | None,
        present: Callable[[LiveGame], T],
    ) -> Answer[T]:
        """The first answer to a request whose idempotency key was seen, applying nothing."""
        first = live.log[live.keys[key]].entry
        if first.action != record:
            # The first request is named by its kind only (`do`), a record keyword: the
            # whole action would be the record's JSON inside a sentence.
            raise Rejected(
                "key-used-in-game",
                code="idempotency_key_reused",
                key=key,
                do="undo" if first.action is None else str(first.action.get("do", "?")),
                entry=first.seq,
            )
        if isinstance(present, Kept):
            kept = self.store.answer(live.id, first.seq)
            if kept is not None:
                return Answer(present.decode(kept), live.version, changed=False)
        # Stored before answers were kept: the game as it was then, replayed.
        return Answer(present(live.as_of(first.seq)), live.version, changed=False)


def _new_token(_game_id: str) -> str:
    """A game's write token outside a gathering: random."""
    return new_token()


def _opened(header: object) -> Engine:
    """The engine of a new game's header. Raises `Rejected` naming what is wrong."""
    try:
        return open_engine(header)
    except RecursionError:
        raise Rejected("header-too-deep", code="invalid_header") from None
    except MalformedAction as error:
        raise refused(error, "invalid_header") from None
    except RuleError as error:
        raise refused(error) from None


def _built(stored: StoredGame, engine: Engine | None) -> LiveGame:
    """The game as a read would load it from the store, built before it is stored."""
    if engine is not None and not stored.entries:
        return LiveGame(stored.info, engine)
    try:
        return LiveGame.load(stored, pause_every=YIELD_EVERY)
    except Unloadable as error:
        raise Rejected(
            "record-not-kept",
            code="invalid_record",
            where=Phrase("stored-header")
            if error.entry == 0
            else Phrase("stored-action", {"number": error.entry}),
            reason=error.refusal,
        ) from None


def _parsed(live: LiveGame, action: object) -> Action:
    try:
        return parse_engine_action(live.engine, action)
    except MalformedAction as error:
        raise refused(error, "invalid_action") from None
    except RuleError as error:  # a key this game cannot have (ally_occupies outside 2v2)
        raise refused(error) from None
    except RecursionError:
        raise Rejected("action-too-deep", code="invalid_action") from None


def _time_already_called(live: LiveGame, action: Action, key: str | None) -> bool:
    """`time` at a timed table whose time is called: nothing to do, and nothing wrong."""
    return (
        isinstance(action, act.CallTime)
        and live.clock is not None
        and live.game.time.called
        and key not in live.keys
    )
