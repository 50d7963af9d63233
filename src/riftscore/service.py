"""Games in play: load one, apply an action through the rules core, append it to the store.

The store is the only truth; this service keeps the state of recently used games in
memory (bounded, least recently used out) so that one action costs the same at turn 1
and at turn 500: before each request it reads only the log entries it has not seen yet
(another process may have written them), checks the action against the state, appends
it, and applies it. Two writers who saw the same version cannot both append: the second
one catches up, and is retried once, or refused if it named the version it saw.

Undo appends an entry that retracts the last action in force; the state is rebuilt from
the actions still in force. Nothing is edited or deleted, so the history keeps both.

The service knows nothing of HTTP: callers pass a `present` function that turns a game's
state into whatever they answer with, and it is called while the game is locked.

A game that is a table of a gathering's timed round carries its clock (`LiveGame.clock`),
read from the store at each request with the time now (`clock`, injectable, so that tests
never sleep). When a request finds the clock at zero and time not yet called, the service
records `time` itself, once: the log's (game, seq) key and the rule that time is called
once make every other writer, in this process or another, find it done.
"""

from __future__ import annotations

import copy
import hashlib
import hmac
import re
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from riftscore.announce import Announcer
from riftscore.clock import ClockState, Pause, Reading, RoundClock, total_extension
from riftscore.record import FieldError, RecordError, parse_action, parse_header, replay_bytes
from riftscore.rules import Game, Header, RuleError
from riftscore.rules import actions as act
from riftscore.rules import events as ev
from riftscore.store import (
    ROUND_KINDS,
    AppendConflict,
    DuplicateId,
    Entry,
    EventStore,
    Extension,
    GameInfo,
    GameInRound,
    GatheringInfo,
    NotInRound,
    RoundInfo,
    RoundPause,
    StoredGame,
    StoredRound,
    UnknownGame,
    UnknownGathering,
    UnknownRound,
)
from riftscore.store.tables import IDEMPOTENCY_KEY_LENGTH

T = TypeVar("T")

ID_BYTES = 9  # 12 characters: short enough to read out, too many to guess
TOKEN_BYTES = 24
MAX_NAME_LENGTH = 200
SAVE_EVERY = 32  # actions in force between two saved states of a live game (for undo)

MINUTE_MS = 60_000
DEFAULT_ROUND_MINUTES = 60  # the Tournament Rules' recommendation for a Swiss round
MAX_ROUND_MINUTES = 24 * 60
MAX_EXTENSION_MINUTES = 60
TIME_ACTION: dict[str, Any] = {"do": "time"}


# ------------------------------------------------------------------ errors


class ServiceError(Exception):
    """A request the service refuses; `code` is stable, the message is for people."""

    code = "error"

    def __init__(self, message: str, code: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code


class NotFound(ServiceError):
    code = "not_found"


class Unauthorized(ServiceError):
    """No token was given where one is needed."""

    code = "unauthorized"


class Forbidden(ServiceError):
    """A token was given, but not one that may write here."""

    code = "forbidden"


class Rejected(ServiceError):
    """The request breaks a rule or a field is wrong: nothing was changed."""

    code = "rejected"


class StaleVersion(ServiceError, Generic[T]):
    """The writer saw an older version than the one now stored: nothing was changed."""

    code = "version_conflict"

    def __init__(self, message: str, version: int, current: T) -> None:
        super().__init__(message)
        self.version = version
        self.current = current


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def rule_code(error: RuleError) -> str:
    """A stable code for a rule error: its class name, in snake case (`turn_out_of_order`)."""
    return _snake(type(error).__name__)


# ------------------------------------------------------------------ tokens


def new_id() -> str:
    return secrets.token_urlsafe(ID_BYTES)


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def _token_matches(token: str, stored_hash: str) -> bool:
    return hmac.compare_digest(hash_token(token), stored_hash)


def _now_ms() -> int:
    return time.time_ns() // 1_000_000


# ------------------------------------------------------------------ one game's state


@dataclass(slots=True)
class LoggedEntry:
    """A log entry as the service knows it: what it caused when it was appended."""

    entry: Entry
    action: act.Action | None  # parsed; None for an undo
    events: tuple[ev.Event, ...]
    announcements: tuple[str, ...]
    undone: bool = False


class LiveGame:
    """A game's state in memory: the rules core's `Game` and the log that led to it."""

    __slots__ = (
        "announcer",
        "clock",
        "game",
        "header",
        "in_force",
        "info",
        "keys",
        "log",
        "saves",
    )

    def __init__(self, info: GameInfo) -> None:
        self.info = info
        self.header: Header = parse_header(info.header)
        self.game = Game(self.header)
        self.announcer = Announcer(self.header)
        # The table's round clock as this request read it; None outside a timed round.
        self.clock: TableClock | None = None
        self.log: list[LoggedEntry] = []
        self.in_force: list[int] = []  # indices into `log` of the actions not retracted
        self.keys: dict[str, int] = {}  # idempotency key -> index into `log`
        # Every SAVE_EVERY actions in force: (how many, the game's checkpoint, the
        # announcer), so that an undo replays a few actions, never the whole game.
        self.saves: list[tuple[int, object, Announcer]] = []

    @classmethod
    def from_store(cls, stored: StoredGame) -> LiveGame:
        live = cls(stored.info)
        for entry in stored.entries:
            live.take(entry)
        return live

    @property
    def id(self) -> str:
        return self.info.id

    @property
    def version(self) -> int:
        """The number of log entries: it only ever grows, undos included."""
        return len(self.log)

    @property
    def last(self) -> LoggedEntry | None:
        return self.log[-1] if self.log else None

    def last_in_force(self) -> LoggedEntry | None:
        return self.log[self.in_force[-1]] if self.in_force else None

    def take(self, entry: Entry, action: act.Action | None = None) -> LoggedEntry:
        """Apply the next entry of the log. An action that breaks a rule raises `RuleError`."""
        if entry.seq != self.version + 1:
            raise ValueError(f"entry {entry.seq} of game {self.id} follows {self.version}")
        if entry.retracts is not None:
            logged = self._undo(entry)
        else:
            assert entry.action is not None
            if action is None:
                action = parse_action(entry.action)
            events = self.game.apply(action)
            announcements = tuple(self.announcer.lines(events))
            logged = LoggedEntry(entry, action, events, announcements)
            self.in_force.append(len(self.log))
            if len(self.in_force) % SAVE_EVERY == 0:
                saved = (len(self.in_force), self.game.checkpoint(), copy.deepcopy(self.announcer))
                self.saves.append(saved)
        if entry.idempotency_key is not None:
            self.keys[entry.idempotency_key] = len(self.log)
        self.log.append(logged)
        return logged

    def _undo(self, entry: Entry) -> LoggedEntry:
        retracted = self.last_in_force()
        if retracted is None or retracted.entry.seq != entry.retracts:
            raise ValueError(f"entry {entry.seq} of game {self.id} retracts {entry.retracts}")
        retracted.undone = True
        self.in_force.pop()
        self._rebuild()
        return LoggedEntry(entry, None, (), ())

    def _rebuild(self) -> None:
        """The state of the actions in force: from the last state saved among them (or the
        header), the actions after it replayed."""
        count = len(self.in_force)
        while self.saves and self.saves[-1][0] > count:
            self.saves.pop()
        if self.saves:
            start, checkpoint, saved_announcer = self.saves[-1]
            game = self.game
            game.rollback(checkpoint)
            announcer = copy.deepcopy(saved_announcer)
        else:
            start, game, announcer = 0, Game(self.header), Announcer(self.header)
        for index in self.in_force[start:]:
            action = self.log[index].action
            assert action is not None
            for event in game.apply(action):
                announcer.say(event)
        self.game, self.announcer = game, announcer

    def as_of(self, seq: int) -> LiveGame:
        """The state right after the entry numbered `seq`, rebuilt from this game's log."""
        if seq == self.version:
            return self
        past = LiveGame(self.info)
        for logged in self.log[:seq]:
            past.take(logged.entry, logged.action)
        past.clock = self.clock
        return past

    def time_entry_in_force(self) -> LoggedEntry | None:
        """The `time` entry in force, if time has been called."""
        for index in reversed(self.in_force):
            logged = self.log[index]
            if logged.entry.action is not None and logged.entry.action.get("do") == "time":
                return logged
        return None


# ------------------------------------------------------------------ a table's clock


@dataclass(frozen=True, slots=True)
class TableClock:
    """A table's round and its clock, read at one moment."""

    round: StoredRound
    game_id: str
    now_ms: int
    extension_ms: int
    reading: Reading

    @classmethod
    def read(cls, stored: StoredRound, game_id: str, now_ms: int) -> TableClock:
        extension = total_extension(e.extension_ms for e in stored.extensions_of(game_id))
        reading = round_clock(stored).read(now_ms, extension)
        return cls(stored, game_id, now_ms, extension, reading)

    @property
    def expired(self) -> bool:
        return self.reading.state is ClockState.EXPIRED


def round_clock(stored: StoredRound) -> RoundClock:
    """The pure clock of a stored round."""
    info = stored.info
    pauses = tuple(Pause(p.paused_ms, p.resumed_ms) for p in stored.pauses)
    return RoundClock(info.started_ms, info.duration_ms, pauses)


# ------------------------------------------------------------------ results


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


@dataclass(frozen=True, slots=True)
class GatheringListing(Generic[T]):
    info: GatheringInfo
    games: list[tuple[GameInfo, T]]
    rounds: list[RoundInfo] = field(default_factory=list)

    def round_number(self, game_id: str) -> int | None:
        """The number of the round that has the game as a table, if any."""
        return next((r.number for r in self.rounds if game_id in r.games), None)


@dataclass(frozen=True, slots=True)
class RoundListing(Generic[T]):
    """A round as read at `now_ms`: its stored facts, its clock, and each table."""

    gathering: GatheringInfo
    round: StoredRound
    now_ms: int
    reading: Reading  # the round's own clock, without any table's extension
    tables: list[T]


# ------------------------------------------------------------------ the service


class GameService:
    """Thread-safe: requests on one game run one at a time, other games in parallel."""

    def __init__(
        self,
        store: EventStore,
        *,
        capacity: int = 1000,
        clock: Callable[[], int] | None = None,
    ) -> None:
        self.store = store
        self.capacity = capacity
        self._clock = clock or _now_ms  # milliseconds since the epoch
        self._cache: OrderedDict[str, LiveGame] = OrderedDict()
        self._cache_lock = threading.Lock()
        self._game_locks = [threading.Lock() for _ in range(64)]
        self._organiser_hashes: dict[str, str] = {}
        #: Called with (game id, version) after the service itself appended to a game's log
        #: (time called by a round's clock), so that the game's watchers hear of it.
        self.on_append: Callable[[str, int], None] | None = None

    # -------------------------------------------------------------- creating

    def create_game(
        self,
        header: object,
        *,
        gathering_id: str | None = None,
        organiser_token: str | None = None,
        table: object = None,
    ) -> Created:
        """A new game from a record header object. Raises `Rejected` for a bad header.

        In a gathering, it needs the organiser's token; `table` labels it there.
        """
        if gathering_id is not None:
            self.authorize_organiser(gathering_id, organiser_token)
        if table is not None and (type(table) is not str or len(table) > MAX_NAME_LENGTH):
            raise Rejected(
                f'"table" must be a label of at most {MAX_NAME_LENGTH} characters',
                "invalid_field",
            )
        normalised = _header(header)
        return self._create(normalised, (), gathering_id, table)

    def import_record(self, data: bytes) -> Created:
        """A new game from a whole record (JSON Lines). Raises `Rejected` naming the line."""
        try:
            game = replay_bytes(data)
        except RecordError as error:
            raise Rejected(str(error), "invalid_record") from None
        except RecursionError:
            raise Rejected("the record is nested too deeply", "invalid_record") from None
        header, *actions = game.to_record()
        now = self._clock()
        entries = tuple(Entry(n, a, recorded_ms=now) for n, a in enumerate(actions, 1))
        return self._create(header, entries, None, None)

    def _create(
        self,
        header: dict[str, Any],
        entries: tuple[Entry, ...],
        gathering_id: str | None,
        table: str | None,
    ) -> Created:
        token = new_token()
        while True:
            info = GameInfo(new_id(), header, hash_token(token), gathering_id, table, self._clock())
            try:
                self.store.create_game(info, entries)
            except DuplicateId:
                continue  # twelve random characters met twice: draw again
            except UnknownGathering as error:
                raise NotFound(str(error)) from None
            break
        live = LiveGame.from_store(StoredGame(info, entries))
        with self._locked(info.id):
            self._remember(live)
        return Created(info.id, token, live.version)

    # -------------------------------------------------------------- reading

    def read(self, game_id: str, present: Callable[[LiveGame], T]) -> T:
        with self._locked(game_id):
            live = self._current(game_id)
            self._watch_clock(live)
            return present(live)

    def version(self, game_id: str) -> int:
        return self.read(game_id, lambda live: live.version)

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
        _check_key(idempotency_key)
        with self._locked(game_id):
            live = self._current(game_id)
            self._authorize(live, token)
            self._watch_clock(live)
            try:
                parsed = parse_action(action)
            except FieldError as error:
                raise Rejected(str(error), "invalid_action") from None
            except RecursionError:
                raise Rejected("the action is nested too deeply", "invalid_action") from None
            record = act.to_dict(parsed)
            if (
                parsed.do == "time"
                and live.clock is not None
                and live.game.time.called
                and idempotency_key not in live.keys
            ):
                # Every device at a timed table may say "time" at zero; it is called once,
                # and each of them is told where the game stands.
                return Answer(present(live), live.version, changed=False)

            def check(live: LiveGame) -> None:
                try:
                    live.game.verify(parsed)
                except RuleError as error:
                    raise Rejected(str(error), rule_code(error)) from None

            def entry(live: LiveGame) -> Entry:
                return Entry(live.version + 1, record, None, idempotency_key, self._clock())

            return self._write(
                live, check, entry, parsed, present, if_match, idempotency_key, record
            )

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
        _check_key(idempotency_key)
        with self._locked(game_id):
            live = self._current(game_id)
            self._authorize(live, token)
            self._watch_clock(live)

            def check(live: LiveGame) -> None:
                last = live.last_in_force()
                if last is None:
                    raise Rejected(
                        "there is nothing to undo: no action is in force", "nothing_to_undo"
                    )
                if (
                    live.clock is not None
                    and live.clock.expired
                    and last is live.time_entry_in_force()
                ):
                    raise Rejected(
                        f"time was called by round {live.clock.round.info.number}'s clock at "
                        f"{_label(live.info)}: it cannot be undone (correct a score with an "
                        "adjust; a judge's extension gives the table its time back)",
                        "time_called_by_clock",
                    )

            def entry(live: LiveGame) -> Entry:
                retracted = live.last_in_force()
                assert retracted is not None
                seq = retracted.entry.seq
                return Entry(live.version + 1, None, seq, idempotency_key, self._clock())

            return self._write(live, check, entry, None, present, if_match, idempotency_key, None)

    def _write(
        self,
        live: LiveGame,
        check: Callable[[LiveGame], None],
        make_entry: Callable[[LiveGame], Entry],
        parsed: act.Action | None,
        present: Callable[[LiveGame], T],
        if_match: int | None,
        key: str | None,
        record: dict[str, Any] | None,
    ) -> Answer[T]:
        for attempt in (1, 2):
            if key is not None and key in live.keys:
                return self._repeat(live, key, record, present)
            if if_match is not None and if_match != live.version:
                raise StaleVersion(
                    f"the game is at version {live.version}, not {if_match}: "
                    "somebody else wrote first; look again and retry",
                    live.version,
                    present(live),
                )
            check(live)
            entry = make_entry(live)
            try:
                self.store.append(live.id, entry)
            except AppendConflict:
                self._catch_up(live)
                if attempt == 1:
                    continue
                raise StaleVersion(
                    "another device keeps writing to this game: look again and retry",
                    live.version,
                    present(live),
                ) from None
            live.take(entry, parsed)
            return Answer(present(live), live.version, changed=True)
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
            what = "an undo" if first.action is None else f"the action {first.action}"
            raise Rejected(
                f"the Idempotency-Key {key!r} was already used on this game for {what} "
                f"(entry {first.seq}); a different request needs a new key",
                "idempotency_key_reused",
            )
        return Answer(present(live.as_of(first.seq)), live.version, changed=False)

    # -------------------------------------------------------------- gatherings

    def create_gathering(self, name: object) -> Created:
        if type(name) is not str or not name.strip() or len(name) > MAX_NAME_LENGTH:
            raise Rejected(
                f'"name" must be the gathering\'s name, 1 to {MAX_NAME_LENGTH} characters',
                "invalid_field",
            )
        token = new_token()
        while True:
            info = GatheringInfo(new_id(), name, hash_token(token), self._clock())
            try:
                self.store.create_gathering(info)
            except DuplicateId:
                continue
            return Created(info.id, token)

    def gathering(self, gathering_id: str, present: Callable[[LiveGame], T]) -> GatheringListing[T]:
        try:
            info = self.store.load_gathering(gathering_id)
            games = self.store.gathering_games(gathering_id)
            rounds = self.store.gathering_rounds(gathering_id)
        except UnknownGathering as error:
            raise NotFound(str(error)) from None
        return GatheringListing(info, [(g, self.read(g.id, present)) for g in games], rounds)

    # -------------------------------------------------------------- timed rounds

    def start_round(
        self,
        gathering_id: str,
        *,
        organiser_token: str | None,
        present: Callable[[LiveGame], T],
        minutes: object = None,
        kind: object = None,
        games: object = None,
    ) -> RoundListing[T]:
        """Start the gathering's next round: its clock runs from now for every table.

        `games` lists the tables (game ids); by default, every game of the gathering that
        is neither over nor in an earlier round. A game plays the procedure its header
        names (`round`), so the round refuses a game whose header names another type.
        """
        self.authorize_organiser(gathering_id, organiser_token)
        duration = _whole_number(minutes, "minutes", DEFAULT_ROUND_MINUTES, MAX_ROUND_MINUTES)
        if kind is None:
            kind = ROUND_KINDS[0]
        if kind not in ROUND_KINDS:
            raise Rejected(
                f'"type" must be "swiss" or "single_elimination", not {kind!r}', "invalid_field"
            )
        for attempt in (1, 2):
            listed = self.store.gathering_games(gathering_id)
            rounds = self.store.gathering_rounds(gathering_id)
            chosen = self._round_tables(listed, rounds, games)
            for info in chosen:
                declared = info.header.get("round", ROUND_KINDS[0])
                if declared != kind:
                    raise Rejected(
                        f"{_label(info)} was started for a {declared} round, not {kind}: "
                        f'its game must be created with "round": "{kind}"',
                        "round_type_mismatch",
                    )
            number = len(rounds) + 1
            info = RoundInfo(
                new_id(),
                gathering_id,
                number,
                str(kind),
                duration * MINUTE_MS,
                self._clock(),
                tuple(g.id for g in chosen),
            )
            try:
                self.store.create_round(info)
            except DuplicateId:
                if attempt == 1:
                    continue  # another organiser's device started a round just now: look again
                raise Rejected(
                    "another round was started at the same moment: look again", "round_conflict"
                ) from None
            except GameInRound as error:
                raise Rejected(
                    f"game {error.game_id!r} is already a table of another round", "game_in_round"
                ) from None
            except UnknownGame as error:
                raise Rejected(
                    f"game {error.game_id!r} is not a game of this gathering", "invalid_field"
                ) from None
            return self.round(gathering_id, number, present)
        raise AssertionError("unreachable: the second attempt returns or raises")

    def _round_tables(
        self, listed: list[GameInfo], rounds: list[RoundInfo], games: object
    ) -> list[GameInfo]:
        in_round = {game_id: r.number for r in rounds for game_id in r.games}
        by_id = {g.id: g for g in listed}
        if games is None:
            chosen = [
                g
                for g in listed
                if g.id not in in_round and not self.read(g.id, lambda live: live.game.is_over())
            ]
            if not chosen:
                raise Rejected(
                    "the gathering has no game to time: every game is over or in an earlier "
                    "round (add the round's games first)",
                    "no_tables",
                )
            return chosen
        if type(games) is not list or not games or any(type(g) is not str for g in games):
            raise Rejected('"games" must be a non-empty list of game ids', "invalid_field")
        if len(set(games)) != len(games):
            raise Rejected('"games" names a game twice', "invalid_field")
        chosen = []
        for game_id in games:
            info = by_id.get(game_id)
            if info is None:
                raise Rejected(
                    f'"games" names {game_id!r}, which is not a game of this gathering',
                    "invalid_field",
                )
            if game_id in in_round:
                raise Rejected(
                    f"{_label(info)} is already a table of round {in_round[game_id]}",
                    "game_in_round",
                )
            if self.read(game_id, lambda live: live.game.is_over()):
                raise Rejected(f"{_label(info)} is over: it needs no clock", "game_over")
            chosen.append(info)
        return chosen

    def round(
        self, gathering_id: str, number: int, present: Callable[[LiveGame], T]
    ) -> RoundListing[T]:
        """The round now: its clock, and each table as `present` shows it (with its clock).

        Any table whose clock has reached zero gets its `time` recorded on the way.
        """
        try:
            gathering = self.store.load_gathering(gathering_id)
        except UnknownGathering as error:
            raise NotFound(str(error)) from None
        stored = self._load_round(gathering_id, number)
        now = self._clock()
        tables = []
        for game_id in stored.info.games:
            with self._locked(game_id):
                live = self._current(game_id)
                self._watch_clock(live, stored, now)
                tables.append(present(live))
        return RoundListing(gathering, stored, now, round_clock(stored).read(now), tables)

    def rounds(self, gathering_id: str) -> list[RoundInfo]:
        try:
            return self.store.gathering_rounds(gathering_id)
        except UnknownGathering as error:
            raise NotFound(str(error)) from None

    def pause_round(
        self,
        gathering_id: str,
        number: int,
        *,
        organiser_token: str | None,
        present: Callable[[LiveGame], T],
    ) -> RoundListing[T]:
        """Stop every table's clock of the round, until it is resumed."""
        self.authorize_organiser(gathering_id, organiser_token)
        stored = self._load_round(gathering_id, number)
        clock = round_clock(stored)
        if clock.paused:
            raise Rejected(f"round {number} is already paused", "round_paused")
        paused = clock.pause(self._clock()).pauses[-1]
        pause = RoundPause(len(stored.pauses) + 1, paused.start)
        if not self.store.pause_round(stored.info.id, pause):
            raise Rejected(f"round {number} was paused just now by another device", "round_paused")
        return self.round(gathering_id, number, present)

    def resume_round(
        self,
        gathering_id: str,
        number: int,
        *,
        organiser_token: str | None,
        present: Callable[[LiveGame], T],
    ) -> RoundListing[T]:
        """Start the round's clocks again where they stood."""
        self.authorize_organiser(gathering_id, organiser_token)
        stored = self._load_round(gathering_id, number)
        clock = round_clock(stored)
        if not clock.paused:
            raise Rejected(f"round {number} is not paused", "round_not_paused")
        resumed = clock.resume(self._clock()).pauses[-1]
        assert resumed.end is not None
        if not self.store.resume_round(stored.info.id, resumed.end):
            raise Rejected(
                f"round {number} was resumed just now by another device", "round_not_paused"
            )
        return self.round(gathering_id, number, present)

    def extend(
        self,
        gathering_id: str,
        number: int,
        *,
        organiser_token: str | None,
        present: Callable[[LiveGame], T],
        game: object,
        minutes: object,
        reason: object = None,
        idempotency_key: str | None = None,
    ) -> RoundListing[T]:
        """A judge gives one table of the round more time (the organiser's token).

        If the table's time had been called by its clock, and nothing was played since,
        an extension that gives it time again takes that `time` back (an undo entry).
        """
        _check_key(idempotency_key)
        self.authorize_organiser(gathering_id, organiser_token)
        stored = self._load_round(gathering_id, number)
        if type(game) is not str:
            raise Rejected('"game" must be the id of one of the round\'s games', "invalid_field")
        if game not in stored.info.games:
            raise Rejected(
                f'"game" names {game!r}, which is not a table of round {number}', "not_in_round"
            )
        extension_ms = _whole_number(minutes, "minutes", None, MAX_EXTENSION_MINUTES) * MINUTE_MS
        if reason is not None and (type(reason) is not str or len(reason) > MAX_NAME_LENGTH):
            raise Rejected(
                f'"reason" must be text of at most {MAX_NAME_LENGTH} characters', "invalid_field"
            )
        round_id = stored.info.id
        extension_id = (
            new_id()
            if idempotency_key is None
            else "key-" + hash_token(f"{round_id} {idempotency_key}")[:40]
        )
        seen = next((e for e in stored.extensions if e.id == extension_id), None)
        if seen is not None:
            if (seen.game_id, seen.extension_ms, seen.reason) != (game, extension_ms, reason):
                raise Rejected(
                    f"the Idempotency-Key {idempotency_key!r} was already used in this round for "
                    "another extension; a different request needs a new key",
                    "idempotency_key_reused",
                )
            return self.round(gathering_id, number, present)  # a retry: given once
        with self._locked(game):
            live = self._current(game)
            if live.game.is_over():
                raise Rejected(f"{_label(live.info)} is over: it needs no more time", "game_over")
            now = self._clock()
            before = TableClock.read(stored, game, now)
            extension = Extension(extension_id, round_id, game, extension_ms, now, reason)
            extended = StoredRound(stored.info, stored.pauses, (*stored.extensions, extension))
            after = TableClock.read(extended, game, now)
            called = live.time_entry_in_force()
            if called is not None and before.expired and not after.expired:
                if live.last_in_force() is not called:
                    raise Rejected(
                        f"time was called at {_label(live.info)} and play went on since: an "
                        "extension can no longer take it back",
                        "time_already_called",
                    )
                self._retract_time(live, called, f"round:{round_id}:extension:{extension_id}")
            try:
                self.store.add_extension(extension)
            except DuplicateId:
                pass  # the same retried request, from another server: given once
            except (UnknownRound, NotInRound) as error:
                raise NotFound(str(error)) from None
            self._watch_clock(live)
        return self.round(gathering_id, number, present)

    def _retract_time(self, live: LiveGame, called: LoggedEntry, key: str) -> None:
        entry = Entry(live.version + 1, None, called.entry.seq, key, self._clock())
        try:
            self.store.append(live.id, entry)
        except AppendConflict:
            self._catch_up(live)
            raise Rejected(
                f"{_label(live.info)} wrote to its game at this very moment: look again and retry",
                "version_conflict",
            ) from None
        live.take(entry)
        self._appended(live)

    def _load_round(self, gathering_id: str, number: int) -> StoredRound:
        try:
            return self.store.load_round(gathering_id, number)
        except UnknownRound:
            raise NotFound(f"gathering {gathering_id!r} has no round {number}") from None

    def _watch_clock(
        self, live: LiveGame, stored: StoredRound | None = None, now: int | None = None
    ) -> None:
        """Read the table's round clock into `live.clock`; at zero, call time (once).

        Call with the game's lock held. A game outside a gathering is in no round, so it
        costs nothing here.
        """
        live.clock = None
        if live.info.gathering_id is None:
            return
        if stored is None:
            stored = self.store.round_of_game(live.id)
            if stored is None:
                return
        table = TableClock.read(stored, live.id, self._clock() if now is None else now)
        live.clock = table
        if table.expired:
            self._call_time(live, table)

    def _call_time(self, live: LiveGame, table: TableClock) -> None:
        """Append `time` unless it is called or cannot be (the game or match is over).

        Another server may do the same at the same moment: the loser of the append catches
        up, finds time called, and stops, so time is recorded once.
        """
        call_time = act.CallTime()
        for _ in range(3):
            if live.game.time.called or not live.game.can_apply(call_time):
                return
            seq = live.version + 1
            key = f"round:{table.round.info.id}:time:{seq}"
            entry = Entry(seq, dict(TIME_ACTION), None, key, table.now_ms)
            try:
                self.store.append(live.id, entry)
            except AppendConflict:
                self._catch_up(live)
                continue
            live.take(entry, call_time)
            self._appended(live)
            return

    def _appended(self, live: LiveGame) -> None:
        if self.on_append is not None:
            self.on_append(live.id, live.version)

    # -------------------------------------------------------------- tokens and internals

    def authorize(self, game_id: str, token: str | None) -> None:
        """Raise `NotFound`, `Unauthorized` or `Forbidden` unless the token may write."""
        with self._locked(game_id):
            self._authorize(self._current(game_id), token)

    def _authorize(self, live: LiveGame, token: str | None) -> None:
        if token is None:
            raise Unauthorized("writing to a game needs its write token (Authorization: Bearer)")
        if _token_matches(token, live.info.write_token_hash):
            return
        gathering_id = live.info.gathering_id
        if gathering_id is not None and _token_matches(token, self._organiser_hash(gathering_id)):
            return
        raise Forbidden("this token cannot write to this game")

    def authorize_organiser(self, gathering_id: str, token: str | None) -> None:
        try:
            stored_hash = self._organiser_hash(gathering_id)
        except UnknownGathering as error:
            raise NotFound(str(error)) from None
        if token is None:
            raise Unauthorized("adding games to a gathering needs its organiser token")
        if not _token_matches(token, stored_hash):
            raise Forbidden("this token is not the gathering's organiser token")

    def _organiser_hash(self, gathering_id: str) -> str:
        stored = self._organiser_hashes.get(gathering_id)
        if stored is None:  # gatherings never change: what was read once stays true
            stored = self.store.load_gathering(gathering_id).organiser_token_hash
            self._organiser_hashes[gathering_id] = stored
        return stored

    @contextmanager
    def _locked(self, game_id: str) -> Iterator[None]:
        with self._game_locks[hash(game_id) % len(self._game_locks)]:
            yield

    def _current(self, game_id: str) -> LiveGame:
        """The game's state with every stored entry applied. Call with its lock held."""
        with self._cache_lock:
            live = self._cache.get(game_id)
            if live is not None:
                self._cache.move_to_end(game_id)
        if live is None:
            try:
                live = LiveGame.from_store(self.store.load_game(game_id))
            except UnknownGame:
                raise NotFound(f"there is no game {game_id!r}") from None
            self._remember(live)
        else:
            self._catch_up(live)
        return live

    def _catch_up(self, live: LiveGame) -> None:
        try:
            for entry in self.store.entries_after(live.id, live.version):
                live.take(entry)
        except BaseException:
            self._forget(live.id)  # half caught up is no state to keep
            raise

    def _remember(self, live: LiveGame) -> None:
        with self._cache_lock:
            self._cache[live.id] = live
            self._cache.move_to_end(live.id)
            while len(self._cache) > self.capacity:
                self._cache.popitem(last=False)

    def _forget(self, game_id: str) -> None:
        with self._cache_lock:
            self._cache.pop(game_id, None)


def _header(obj: object) -> dict[str, Any]:
    try:
        return parse_header(obj).to_dict()
    except RecursionError:
        raise Rejected("the header is nested too deeply", "invalid_header") from None
    except FieldError as error:
        raise Rejected(str(error), "invalid_header") from None
    except RuleError as error:
        raise Rejected(str(error), rule_code(error)) from None


def _label(info: GameInfo) -> str:
    """How the organiser knows a game: its table's label, else its id."""
    return f"table {info.table!r}" if info.table else f"game {info.id!r}"


def _whole_number(value: object, name: str, default: int | None, most: int) -> int:
    if value is None and default is not None:
        return default
    if type(value) is not int or not 1 <= value <= most:
        raise Rejected(f'"{name}" must be a whole number from 1 to {most}', "invalid_field")
    return value


def _check_key(key: str | None) -> None:
    if key is not None and not 0 < len(key) <= IDEMPOTENCY_KEY_LENGTH:
        raise Rejected(
            f"an Idempotency-Key must be 1 to {IDEMPOTENCY_KEY_LENGTH} characters",
            "invalid_idempotency_key",
        )
