"""Games in play, in memory: each game's engine and log (`LiveGame`), and the bounded
cache that holds them (`LiveGames`): per-game locks, catch-up from the store, and the one
way in, `LiveGames.open`.

The store is the only truth. The cache keeps the state of recently used games (least
recently used out) so that one action costs the same at turn 1 and at turn 500: before
a read, `open` reads only the log entries it has not seen yet (another process may have
written them). A write need not look first (`catch_up=False`): the store appends an entry
only right after the last one stored, so a write on a state that another process has
moved on from is refused by the store, never stored out of turn. An entry is taken in
memory first, so that the result it leads to is stored with it, in one row; if the store
refuses it (two writers who saw the same version cannot both append), the game is read
again as stored, and the caller decides whether to try again.

Undo appends an entry that retracts the last action in force; the state is rebuilt from
the actions still in force, from a state saved every `SAVE_EVERY` actions. Nothing is
edited or deleted, so the history keeps both. A ruling (the table's result recorded by
the organiser) changes no score: the game keeps the last one as `ruling`.

A stored game that this engine cannot load (its header, or an entry it refuses) raises
`Unloadable`, naming the entry and why. A game that this engine scores otherwise than the
result stored with it loads as usual: the difference is kept in the store as a note
(`Rescoring`) before anything else is written, and the game carries it (`rescorings`).
"""

from __future__ import annotations

import dataclasses
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftscore import announce, words
from riftscore.rules import Game, Header, RuleError
from riftscore.rules import events as ev
from riftscore.rules.errors import Phrase
from riftscore.service.access import Access
from riftscore.service.engine import (
    ENGINE_VERSION,
    Action,
    Engine,
    LogEvent,
    MalformedAction,
    open_engine,
    parse_engine_action,
    result_of,
)
from riftscore.service.errors import Unloadable, not_found
from riftscore.store import (
    Entry,
    EventStore,
    GameInfo,
    Rescoring,
    Scoring,
    StoredGame,
    UnknownGame,
)

if TYPE_CHECKING:
    from riftscore.service.clocks import TableClock, TableClocks

SAVE_EVERY = 32  # actions in force between two saved states of a live game (for undo)

#: What an engine raises for a stored header or entry it cannot take: a rule it breaks, a
#: malformed key, a log out of order (a ValueError), a value of the wrong shape, or
#: nesting too deep for the parser.
LOAD_ERRORS = (RuleError, *MalformedAction, ValueError, TypeError, LookupError, RecursionError)


def label(info: GameInfo) -> Phrase:
    """How the organiser knows a game: its table's label, else its id."""
    if info.table:
        return Phrase("game-by-table", {"table": info.table})
    return Phrase("game-by-id", {"game": info.id})


def scoring_of(engine: Engine) -> Scoring:
    """How this engine scores its game now."""
    return Scoring(ENGINE_VERSION, result_of(engine))


# ------------------------------------------------------------------ one game's state


@dataclass(slots=True)
class LoggedEntry:
    """A log entry as the service knows it: what it caused when it was appended."""

    entry: Entry
    action: Action | None  # parsed; None for an undo
    events: tuple[LogEvent, ...]
    undone: bool = False
    _english: tuple[str, ...] | None = dataclasses.field(default=None, repr=False)

    @property
    def said(self) -> tuple[Phrase, ...]:
        """What the announcer says of its events, as codes with parameters
        (announce.phrase): made from the events when asked, so an entry keeps nothing
        more than its events."""
        return _said(self.events)

    @property
    def announcements(self) -> tuple[str, ...]:
        """What is said, in English: worded the first time a view asks (a game loaded
        from the store words none of its old entries), then kept with the entry."""
        if self._english is None:
            self._english = tuple(words.say_phrase(phrase) for phrase in self.said)
        return self._english


def _said(events: tuple[LogEvent, ...]) -> tuple[Phrase, ...]:
    """What is said of the events, each from its event alone; a board's own events
    (moves, chains) say nothing."""
    return tuple(
        said
        for event in events
        if isinstance(event, ev.Event) and (said := announce.phrase(event)) is not None
    )


class LiveGame:
    """A game's state in memory: its engine and the log that led to it."""

    __slots__ = (
        "clock",
        "engine",
        "in_force",
        "info",
        "keys",
        "log",
        "rescorings",
        "ruling",
        "saves",
    )

    def __init__(self, info: GameInfo, engine: Engine | None = None) -> None:
        """A new game from its stored header (or the engine already opened from it).
        Raises what `open_engine` raises for a header it refuses."""
        self.info = info
        self.engine: Engine = open_engine(info.header) if engine is None else engine
        # The table's round clock as this request read it; None outside a timed round.
        self.clock: TableClock | None = None
        self.log: list[LoggedEntry] = []
        self.in_force: list[int] = []  # indices into `log` of the actions not retracted
        self.keys: dict[str, int] = {}  # idempotency key -> index into `log`
        # Every SAVE_EVERY actions in force: (how many, the engine's checkpoint), so that
        # an undo replays a few actions, never the whole game.
        self.saves: list[tuple[int, object]] = []
        #: Engines that scored this game differently from the one that stored it.
        self.rescorings: tuple[Rescoring, ...] = ()
        #: The last ruling in the log: the table's result as the organiser recorded it.
        self.ruling: Entry | None = None

    @classmethod
    def load(cls, stored: StoredGame, *, pause_every: int = 0) -> LiveGame:
        """The game with every stored entry taken. Raises `Unloadable` naming the entry
        (0: the header) that this engine refuses, and why. `pause_every`: let other
        threads run every so many entries (a long game built beside live tables)."""
        game_id = stored.info.id
        try:
            live = cls(stored.info)
        except LOAD_ERRORS as error:
            raise Unloadable(game_id, 0, error) from None
        for number, entry in enumerate(stored.entries, 1):
            live.take_stored(entry)
            if pause_every and number % pause_every == 0:
                time.sleep(0)  # hands Python's lock to a waiting thread
        live.rescorings = stored.rescorings
        return live

    def take_stored(self, entry: Entry) -> LoggedEntry:
        """Take an entry read from the store. Raises `Unloadable` if the engine refuses it."""
        try:
            return self.take(entry)
        except LOAD_ERRORS as error:
            raise Unloadable(self.id, entry.seq, error) from None

    @property
    def id(self) -> str:
        return self.info.id

    @property
    def header(self) -> Header:
        return self.engine.header

    @property
    def game(self) -> Game:
        """The scoring game (scores, control, turn, time, match): what the view reads."""
        return self.engine.scoring

    @property
    def version(self) -> int:
        """The number of log entries: it only ever grows, undos included."""
        return len(self.log)

    @property
    def last(self) -> LoggedEntry | None:
        return self.log[-1] if self.log else None

    def last_in_force(self) -> LoggedEntry | None:
        return self.log[self.in_force[-1]] if self.in_force else None

    def take(self, entry: Entry, action: Action | None = None) -> LoggedEntry:
        """Apply the next entry of the log. An action that breaks a rule raises `RuleError`."""
        if entry.seq != self.version + 1:
            raise ValueError(f"entry {entry.seq} of game {self.id} follows {self.version}")
        if entry.retracts is not None:
            logged = self._undo(entry)
        elif entry.ruling is not None:
            logged = LoggedEntry(entry, None, ())
            self.ruling = entry
        else:
            assert entry.action is not None
            if action is None:
                action = parse_engine_action(self.engine, entry.action)
            events = self.engine.apply(action)
            logged = LoggedEntry(entry, action, events)
            self.in_force.append(len(self.log))
            if len(self.in_force) % SAVE_EVERY == 0:
                self.saves.append((len(self.in_force), self.engine.checkpoint()))
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
        return LoggedEntry(entry, None, ())

    def _rebuild(self) -> None:
        """The state of the actions in force: from the last state saved among them (or the
        header), the actions after it replayed."""
        count = len(self.in_force)
        while self.saves and self.saves[-1][0] > count:
            self.saves.pop()
        if self.saves:
            start, checkpoint = self.saves[-1]
            engine = self.engine
            engine.rollback(checkpoint)
        else:
            start, engine = 0, open_engine(self.info.header)
        for index in self.in_force[start:]:
            action = self.log[index].action
            assert action is not None
            engine.apply(action)
        self.engine = engine

    def become(self, other: LiveGame) -> None:
        """Take on another state of the same game (read again from the store), in place,
        so that whoever holds this object holds the game as it is stored. The table's
        clock, as this request read it, stays."""
        for name in LiveGame.__slots__:
            if name != "clock":
                setattr(self, name, getattr(other, name))

    def as_of(self, seq: int) -> LiveGame:
        """The state right after the entry numbered `seq`, rebuilt from this game's log."""
        if seq == self.version:
            return self
        past = LiveGame(self.info)
        for logged in self.log[:seq]:
            past.take(logged.entry, logged.action)
        past.clock = self.clock
        past.rescorings = self.rescorings
        return past

    def time_entry_in_force(self) -> LoggedEntry | None:
        """The `time` entry in force, if time has been called."""
        for index in reversed(self.in_force):
            logged = self.log[index]
            if logged.entry.action is not None and logged.entry.action.get("do") == "time":
                return logged
        return None


# ------------------------------------------------------------------ the cache


class LiveGames:
    """The games in play in this process. Thread-safe: requests on one game run one at a
    time (`open` holds its lock), other games in parallel."""

    def __init__(
        self,
        store: EventStore,
        access: Access,
        clocks: TableClocks,
        *,
        capacity: int,
        now: Callable[[], int],
    ) -> None:
        self.store = store
        self.access = access
        self.clocks = clocks
        self.capacity = capacity
        self._now = now
        self._cache: OrderedDict[str, LiveGame] = OrderedDict()
        self._cache_lock = threading.Lock()
        # Games read whole from the store (`open` on a game not in memory), and games
        # pushed out of memory to make room: what the server logs as it stops.
        self.loads = 0
        self.evictions = 0
        # A lock per game would need forgetting; a game takes one of many, shared by
        # chance, and holds it through its database round trip. With 64, two of the 8
        # threads' games often shared one, and one waited out the other's commit
        # (bench/cluster.py with 400 tables, 15 s: 20-26 waits a server, up to 215 ms);
        # with 1,024, 0-3.
        self._game_locks = [threading.Lock() for _ in range(1024)]
        # Game id -> the last entry another process is known to have stored (`stored`), for
        # games in memory: a write catches up first instead of being refused by the store.
        self._stored_elsewhere: dict[str, int] = {}
        #: Called with (game id, version) after the service itself appended to a game's log
        #: (time called by a round's clock), so that the game's watchers hear of it.
        self.on_append: Callable[[str, int], None] | None = None

    @contextmanager
    def open(
        self,
        game_id: str,
        *,
        write: bool = False,
        token: str | None = None,
        watch: bool = True,
        catch_up: bool = True,
        make_room: bool = True,
    ) -> Iterator[LiveGame]:
        """The game, locked for the block and caught up with the store: the one way in.

        `write`: only for a token that may write to it (else `Unauthorized`, `Forbidden`).
        `watch`: the table's round clock is read into `live.clock`, and at zero, time is
        called. `catch_up=False`: the game as this process last knew it, without a read
        of the store, for a writer that appends (the store refuses an entry out of turn)
        and calls `catch_up` before it refuses anything on the strength of that state.
        `make_room=False`: a game read from the store is kept only if memory has room for
        it, pushing no other game out: for reads of many games at once (a round's or an
        event's tables), which would otherwise push out the games in play, one by one,
        each time the organiser looks (a round of 2,000 tables on a server that keeps
        1,000 games left it reading every game of its own tables again).
        Raises `NotFound`, or `Unloadable` for a stored game this engine refuses.
        """
        with self._locked(game_id):
            live = self._current(game_id, catch_up=catch_up, make_room=make_room)
            if write:
                self.access.authorize_writer(live.info, token)
            if watch:
                self.clocks.watch(live, self)
            yield live

    def preload(self, game_ids: Sequence[str]) -> None:
        """Read the games not in memory yet from the store at once, and keep them: a
        gathering's tables, read by a server just started, cost a few queries, not a
        few each. A game this engine cannot load is left for `open` to refuse."""
        with self._cache_lock:
            missing = [g for g in dict.fromkeys(game_ids) if g not in self._cache]
            room = self.capacity - len(self._cache)
        if not missing or len(missing) > room:
            return  # read one by one, then, pushing out nothing (`make_room`)
        for stored in self.store.load_games(missing):
            with self._locked(stored.info.id):
                with self._cache_lock:
                    if stored.info.id in self._cache:
                        continue  # another request read it meanwhile
                try:
                    live = self._loaded(stored)
                except Unloadable:
                    continue
                self._remember(live)

    def stored(self, game_id: str, seq: int) -> None:
        """Entry `seq` of the game is stored (another process said so: PostgreSQL's NOTIFY).
        Callable from any thread. Only a hint: a write that misses it is still refused by
        the store rather than stored out of turn, then tried again on top."""
        with self._cache_lock:
            if game_id in self._cache and seq > self._stored_elsewhere.get(game_id, 0):
                self._stored_elsewhere[game_id] = seq

    def remember(self, live: LiveGame) -> None:
        """Keep a game just created (and stored) in memory."""
        with self._locked(live.id):
            self._remember(live)

    def append(
        self,
        live: LiveGame,
        entry: Entry,
        action: Action | None = None,
        *,
        own: bool = False,
        answer: Callable[[LiveGame], bytes | None] | None = None,
    ) -> LoggedEntry:
        """Take the next entry, then store it with the engine's result once it is in. Call
        with the game open. An action the engine refuses raises its `RuleError`, and
        nothing is taken or stored.

        If the store refuses the entry (`AppendConflict`: another writer stored one first)
        or fails, the game is read again as it is stored, and the error raised. `own`: the
        service wrote it on its own (not for a request), so `on_append` tells the game's
        watchers. `answer`: what the request will be answered, made from the game with the
        entry taken and stored with it (the first answer to an idempotency key).
        """
        logged = live.take(entry, action)
        try:
            if answer is not None:  # what the request is answered, kept with its entry
                entry = dataclasses.replace(entry, answer=answer(live))
            # The first entry is checked against the turn order it was taken on: a draw
            # for who goes first, on another server, may have rewritten it meanwhile.
            first = entry.seq == 1 and entry.action is not None
            turn_order = live.info.header.get("players") if first else None
            self.store.append(live.id, entry, scoring_of(live.engine), turn_order=turn_order)
        except BaseException:
            self._reload(live)  # what was taken is not stored: the game as it is
            raise
        if own and self.on_append is not None:
            self.on_append(live.id, live.version)
        return logged

    def catch_up(self, live: LiveGame) -> bool:
        """Take the entries stored since this process last looked. Call with it open.
        True if there were any."""
        try:
            entries = self.store.entries_after(live.id, live.version)
            for entry in entries:
                live.take_stored(entry)
        except BaseException:
            self._forget(live.id)  # half caught up is no state to keep
            raise
        return bool(entries)

    def _reload(self, live: LiveGame) -> None:
        try:
            live.become(self._load(live.id))
        except BaseException:
            self._forget(live.id)
            raise

    @contextmanager
    def _locked(self, game_id: str) -> Iterator[None]:
        with self._game_locks[hash(game_id) % len(self._game_locks)]:
            yield

    def _current(self, game_id: str, *, catch_up: bool = True, make_room: bool = True) -> LiveGame:
        """The game's state with every stored entry applied (`catch_up=False`: as this
        process last knew it, if it is in memory). Call with its lock held."""
        with self._cache_lock:
            live = self._cache.get(game_id)
            if live is not None and make_room:
                self._cache.move_to_end(game_id)
        if live is None:
            live = self._load(game_id)
            self._remember(live, make_room=make_room)
        elif catch_up or self._stored_elsewhere.pop(game_id, 0) > live.version:
            self.catch_up(live)
        return live

    def _load(self, game_id: str) -> LiveGame:
        """The game read from the store; a new result is kept as a note (`Rescoring`)."""
        self.loads += 1
        try:
            stored = self.store.load_game(game_id)
        except UnknownGame as error:
            raise not_found(error) from None
        return self._loaded(stored)

    def _loaded(self, stored: StoredGame) -> LiveGame:
        live = LiveGame.load(stored)
        note = rescoring(stored, live, self._now())
        if note is not None:
            self.store.note_rescoring(note)
            live.rescorings = (*live.rescorings, note)
        return live

    def _remember(self, live: LiveGame, *, make_room: bool = True) -> None:
        with self._cache_lock:
            if not make_room:
                if live.id not in self._cache and len(self._cache) < self.capacity:
                    # Kept in the room there is, first in line to go: read in passing, it
                    # is no sign that anybody plays it.
                    self._cache[live.id] = live
                    self._cache.move_to_end(live.id, last=False)
                return
            self._cache[live.id] = live
            self._cache.move_to_end(live.id)
            while len(self._cache) > self.capacity:
                forgotten, _ = self._cache.popitem(last=False)
                self.evictions += 1
                self._stored_elsewhere.pop(forgotten, None)

    def forget(self, game_id: str) -> None:
        """Read the game from the store next time (its header was rewritten: a draw for
        who goes first). Callable from any thread, with the game open or not."""
        self._forget(game_id)

    def _forget(self, game_id: str) -> None:
        with self._cache_lock:
            self._cache.pop(game_id, None)
            self._stored_elsewhere.pop(game_id, None)


def rescoring(stored: StoredGame, live: LiveGame, now_ms: int) -> Rescoring | None:
    """The note to keep if this engine scores the stored game otherwise than the stored
    result says (and no note says so yet); None if it agrees, or nothing was stored."""
    before = stored.scoring
    if before is None:
        return None  # stored before engines recorded their results
    after = scoring_of(live.engine)
    if after.result == before.result:
        return None
    seq = len(stored.entries)
    if any((n.seq, n.after.engine_version) == (seq, ENGINE_VERSION) for n in stored.rescorings):
        return None
    return Rescoring(stored.info.id, seq, before, after, now_ms)
