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
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from riftscore.announce import Announcer
from riftscore.record import FieldError, RecordError, parse_action, parse_header, replay_bytes
from riftscore.rules import Game, Header, RuleError
from riftscore.rules import actions as act
from riftscore.rules import events as ev
from riftscore.store import (
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
from riftscore.store.tables import IDEMPOTENCY_KEY_LENGTH

T = TypeVar("T")

ID_BYTES = 9  # 12 characters: short enough to read out, too many to guess
TOKEN_BYTES = 24
MAX_NAME_LENGTH = 200


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

    __slots__ = ("announcer", "game", "header", "in_force", "info", "keys", "log")

    def __init__(self, info: GameInfo) -> None:
        self.info = info
        self.header: Header = parse_header(info.header)
        self.game = Game(self.header)
        self.announcer = Announcer()
        self.log: list[LoggedEntry] = []
        self.in_force: list[int] = []  # indices into `log` of the actions not retracted
        self.keys: dict[str, int] = {}  # idempotency key -> index into `log`

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
        """The state from the header and the actions in force, replayed."""
        game = Game(self.header)
        announcer = Announcer()
        for index in self.in_force:
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
        return past


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


# ------------------------------------------------------------------ the service


class GameService:
    """Thread-safe: requests on one game run one at a time, other games in parallel."""

    def __init__(
        self,
        store: EventStore,
        *,
        capacity: int = 1000,
        clock: Callable[[], int] = _now_ms,
    ) -> None:
        self.store = store
        self.capacity = capacity
        self._clock = clock
        self._cache: OrderedDict[str, LiveGame] = OrderedDict()
        self._cache_lock = threading.Lock()
        self._game_locks = [threading.Lock() for _ in range(64)]
        self._organiser_hashes: dict[str, str] = {}

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
            return present(self._current(game_id))

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
            try:
                parsed = parse_action(action)
            except FieldError as error:
                raise Rejected(str(error), "invalid_action") from None
            except RecursionError:
                raise Rejected("the action is nested too deeply", "invalid_action") from None
            record = act.to_dict(parsed)

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

            def check(live: LiveGame) -> None:
                if live.last_in_force() is None:
                    raise Rejected(
                        "there is nothing to undo: no action is in force", "nothing_to_undo"
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
        except UnknownGathering as error:
            raise NotFound(str(error)) from None
        return GatheringListing(info, [(g, self.read(g.id, present)) for g in games])

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


def _check_key(key: str | None) -> None:
    if key is not None and not 0 < len(key) <= IDEMPOTENCY_KEY_LENGTH:
        raise Rejected(
            f"an Idempotency-Key must be 1 to {IDEMPOTENCY_KEY_LENGTH} characters",
            "invalid_idempotency_key",
        )
