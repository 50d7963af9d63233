"""The event store's contract: every game is its header plus an append-only log.

A log entry is an action (a record action object, as `riftscore/1` writes it), an undo,
which retracts an earlier entry, or a ruling: a table's result recorded by the organiser
by hand (the game was not kept, or a player did not come), which decides the table's
result from then on. Nothing is ever edited or deleted: the state of a game is always the
header plus its entries replayed, undos and rulings included.

Entries are keyed by (game id, sequence number), numbered from 1 without gaps. An append
whose number is taken, or skips one, fails with `AppendConflict`: that is how a writer
who saw an older version learns that somebody else wrote first, in this process or
another one. An idempotency key may be used once per game; reusing it is a conflict too.

Every game also keeps which engine last scored it and the result it computed (`Scoring`,
written with each entry, in the same row); when an engine of another version
scores a stored log differently, the finding is kept as a `Rescoring` note, never
overwritten.

A gathering's rounds are timed: each is stored as its start, duration and tables (a game
is in one round at most), with the organiser's pauses and the judges' extensions added
as they come. The clock itself is computed from these (`riftscore.clock`), never stored.

A gathering that pairs its rounds from its players keeps an event log beside them
(`EventEntry`): its settings and seed, each registration, drop, join link and paired
round, numbered from 1 like a game's entries and refused the same way when another writer
took the number first, so that a registration, a drop and a pairing are always in one
order on every server. A paired round's entry is stored together with its round and its
new games, all or nothing.
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from riftscore.store.notify import ExtraKind, PostgresListener


class StoreError(Exception):
    """Something the store cannot do with the data it was given."""


class UnknownGame(StoreError, LookupError):
    def __init__(self, game_id: str) -> None:
        super().__init__(f"no game has the id {game_id!r}")
        self.game_id = game_id


class UnknownGathering(StoreError, LookupError):
    def __init__(self, gathering_id: str) -> None:
        super().__init__(f"no gathering has the id {gathering_id!r}")
        self.gathering_id = gathering_id


class UnknownRound(StoreError, LookupError):
    def __init__(self, what: str) -> None:
        super().__init__(f"there is no round {what}")


class GameInRound(StoreError):
    """A round was started with a game that another round already has."""

    def __init__(self, game_id: str) -> None:
        super().__init__(f"game {game_id!r} is already in a round")
        self.game_id = game_id


class NotInRound(StoreError, LookupError):
    """An extension for a game that is not one of the round's tables."""

    def __init__(self, game_id: str) -> None:
        super().__init__(f"game {game_id!r} is not a table of this round")
        self.game_id = game_id


class DuplicateId(StoreError):
    """A game or gathering created with an id that is already taken."""


class EventConflict(StoreError):
    """An event log entry whose number is taken (or skips one): another writer came first."""

    def __init__(self, gathering_id: str, seq: int) -> None:
        super().__init__(
            f"gathering {gathering_id!r} cannot take event entry {seq}: another writer came first"
        )
        self.gathering_id = gathering_id
        self.seq = seq


class RequestSeen(StoreError):
    """A change asked with an idempotency key that was used already: nothing changed.
    `asked` is what the key was first used for (a retry asks the same)."""

    def __init__(self, game_id: str, asked: str) -> None:
        super().__init__(f"game {game_id!r} has seen this idempotency key already")
        self.game_id = game_id
        self.asked = asked


class AppendConflict(StoreError):
    """The sequence number is taken (or skips one), or the idempotency key was used."""

    def __init__(self, game_id: str, seq: int) -> None:
        super().__init__(f"game {game_id!r} cannot take entry {seq}: another writer came first")
        self.game_id = game_id
        self.seq = seq


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of a game's log."""

    seq: int
    action: dict[str, Any] | None = None  # a record action object; None for an undo
    retracts: int | None = None  # an undo: the seq of the action entry it takes back
    idempotency_key: str | None = None
    recorded_ms: int = 0  # when it was appended, in milliseconds since the epoch (UTC)
    #: A ruling: the table's result as the organiser recorded it (`game_wins` and
    #: `absent` by side, in the game's order of sides; `games_drawn`; an optional `reason`).
    ruling: dict[str, Any] | None = None
    #: What the request with the idempotency key was answered (JSON), kept with the entry
    #: so that a retry gets it again as it was; written, never read back with the log
    #: (`EventStore.answer` reads it), and no part of the entry's identity.
    answer: bytes | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        kinds = (self.action is not None) + (self.retracts is not None) + (self.ruling is not None)
        if kinds != 1:
            raise ValueError("an entry is either an action, an undo that retracts one, or a ruling")

    @property
    def is_undo(self) -> bool:
        return self.retracts is not None

    @property
    def is_ruling(self) -> bool:
        return self.ruling is not None


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What a game is created with; never changed afterwards."""

    id: str
    header: dict[str, Any]  # the record header object
    write_token_hash: str  # sha256 hex of the token that lets a table write
    gathering_id: str | None = None
    table: str | None = None  # the organiser's label for the table, in a gathering
    created_ms: int = 0


@dataclass(frozen=True, slots=True)
class Scoring:
    """Which engine scored a game's log, and what it computed: `result` holds the
    outcome, winners and scores (and in a match each game's), as JSON values."""

    engine_version: str
    result: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Rescoring:
    """An engine scored a stored game differently from the engine that stored it: both
    results are of the game's first `seq` entries. Kept for good, never overwritten."""

    game_id: str
    seq: int
    before: Scoring  # as stored
    after: Scoring  # as the engine of `after.engine_version` scores the same entries
    found_ms: int = 0


TOKEN_KINDS = ("write", "organiser", "recovery")


@dataclass(frozen=True, slots=True)
class IssuedToken:
    """A token issued after its game or gathering was created (only its hash is kept):
    another write token of a game, another organiser token of a gathering, or the
    gathering's recovery code, which gives a new organiser token once."""

    kind: str  # one of TOKEN_KINDS
    owner_id: str  # the game's id (write) or the gathering's (organiser, recovery)
    token_hash: str
    issued_ms: int


@dataclass(frozen=True, slots=True)
class StoredGame:
    info: GameInfo
    entries: tuple[Entry, ...]
    #: Who scored it last (None: stored before engines recorded it), and what was found.
    scoring: Scoring | None = None
    rescorings: tuple[Rescoring, ...] = ()

    @property
    def version(self) -> int:
        return len(self.entries)


@dataclass(frozen=True, slots=True)
class GatheringInfo:
    """An event at a store: many tables, one organiser."""

    id: str
    name: str
    organiser_token_hash: str
    created_ms: int = 0


ROUND_KINDS = ("swiss", "single_elimination")  # the record header's `round` values


@dataclass(frozen=True, slots=True)
class RoundInfo:
    """A timed round of a gathering, as the organiser started it; never changed."""

    id: str
    gathering_id: str
    number: int  # 1, 2, 3... within the gathering
    kind: str  # one of ROUND_KINDS: which end-of-round procedure its games play
    duration_ms: int
    started_ms: int
    games: tuple[str, ...]  # its tables' game ids, in the organiser's order


@dataclass(frozen=True, slots=True)
class RoundPause:
    """The organiser paused the round (numbered from 1); `resumed_ms` None: still paused."""

    seq: int
    paused_ms: int
    resumed_ms: int | None = None


@dataclass(frozen=True, slots=True)
class Extension:
    """A judge gave one table of a round more time."""

    id: str
    round_id: str
    game_id: str
    extension_ms: int
    given_ms: int
    reason: str | None = None


@dataclass(frozen=True, slots=True)
class StoredRound:
    info: RoundInfo
    pauses: tuple[RoundPause, ...] = ()
    extensions: tuple[Extension, ...] = ()

    def extensions_of(self, game_id: str) -> tuple[Extension, ...]:
        return tuple(e for e in self.extensions if e.game_id == game_id)


@dataclass(frozen=True, slots=True)
class Counters:
    """A game's resource counters by (player, counter), and how many changes they have
    had in all (`revision`): of two reads, the one with the higher revision is newer."""

    values: dict[tuple[str, str], int]
    revision: int = 0


EVENT_ENTRY_KINDS = ("settings", "join", "player", "drop", "round")


@dataclass(frozen=True, slots=True)
class EventEntry:
    """One fact of a gathering's event log, numbered from 1 without gaps: `kind` is one of
    EVENT_ENTRY_KINDS, `data` its JSON object (docs/events.md lists their keys)."""

    seq: int
    kind: str
    data: dict[str, Any]
    recorded_ms: int = 0

    def __post_init__(self) -> None:
        if self.kind not in EVENT_ENTRY_KINDS:
            raise ValueError(f"an event entry is one of {EVENT_ENTRY_KINDS}, not {self.kind!r}")


class EventStore(abc.ABC):
    """Games and their logs, gatherings and their games. Safe to share between threads."""

    @abc.abstractmethod
    def create_game(
        self, info: GameInfo, entries: Sequence[Entry] = (), scoring: Scoring | None = None
    ) -> None:
        """Store a new game, with a first stretch of log (an imported record) and how the
        engine scored it, atomically.

        Raises `DuplicateId`, or `UnknownGathering` if `info.gathering_id` names none.
        """

    @abc.abstractmethod
    def append(
        self,
        game_id: str,
        entry: Entry,
        scoring: Scoring | None = None,
        *,
        turn_order: Sequence[str] | None = None,
    ) -> None:
        """Add the entry after the last one, and with it how the engine scores the game
        once it is in. `turn_order`, with a game's first entry: the header's players as the
        writer knows them; if a draw for who goes first has rewritten them meanwhile (on
        another server), the entry is refused, since it was checked against the old order.
        Raises `AppendConflict` or `UnknownGame`."""

    @abc.abstractmethod
    def load_game(self, game_id: str) -> StoredGame:
        """The game, its whole log, its scoring and rescorings. Raises `UnknownGame`."""

    def load_games(self, game_ids: Sequence[str]) -> list[StoredGame]:
        """The games of these ids that exist, each as `load_game` gives it: a store may
        read them all at once (a gathering's tables, read back by a server just started)."""
        found = []
        for game_id in game_ids:
            try:
                found.append(self.load_game(game_id))
            except UnknownGame:
                continue
        return found

    @abc.abstractmethod
    def entries_after(self, game_id: str, seq: int) -> list[Entry]:
        """The entries numbered above `seq`, in order (none for an unknown game)."""

    @abc.abstractmethod
    def game_ids(self, after: str | None = None, limit: int = 500) -> list[str]:
        """Up to `limit` game ids in order, from the first above `after` (all: page on)."""

    @abc.abstractmethod
    def note_rescoring(self, note: Rescoring) -> bool:
        """Keep the note, unless one for the same game, entries and engine version is
        kept already (another server found it first): then False. Raises `UnknownGame`."""

    @abc.abstractmethod
    def create_gathering(self, info: GatheringInfo) -> None:
        """Store a new gathering. Raises `DuplicateId`."""

    @abc.abstractmethod
    def load_gathering(self, gathering_id: str) -> GatheringInfo:
        """Raises `UnknownGathering`."""

    @abc.abstractmethod
    def gathering_games(self, gathering_id: str) -> list[GameInfo]:
        """The games created in the gathering, oldest first. Raises `UnknownGathering`."""

    # ------------------------------------------------------------ rounds

    @abc.abstractmethod
    def create_round(self, info: RoundInfo) -> None:
        """Store a new round with its tables, atomically.

        Raises `DuplicateId` (its id, or its number in the gathering, is taken),
        `UnknownGathering`, `UnknownGame` (a game that is not in the gathering) or
        `GameInRound` (a game that another round has).
        """

    @abc.abstractmethod
    def load_round(self, gathering_id: str, number: int) -> StoredRound:
        """The gathering's round by its number. Raises `UnknownRound`."""

    @abc.abstractmethod
    def gathering_rounds(self, gathering_id: str) -> list[RoundInfo]:
        """The gathering's rounds by number. Raises `UnknownGathering`."""

    @abc.abstractmethod
    def round_of_game(self, game_id: str) -> StoredRound | None:
        """The round that has this game as a table, if any."""

    def known_round_of_game(self, game_id: str) -> StoredRound | None:
        """The same, from memory where the store can tell that nothing changed it since it
        was read (a table's clock is read at every request; a round changes when an
        organiser starts, pauses, resumes or extends it). By default, as stored."""
        return self.round_of_game(game_id)

    @abc.abstractmethod
    def pause_round(self, round_id: str, pause: RoundPause) -> bool:
        """Add the pause if it is the next one (numbered one more than the last) and the
        last one has ended; False if not (somebody paused first). Raises `UnknownRound`."""

    @abc.abstractmethod
    def resume_round(self, round_id: str, resumed_ms: int) -> bool:
        """End the open pause; False if there is none. Raises `UnknownRound`."""

    @abc.abstractmethod
    def add_extension(self, extension: Extension) -> None:
        """Raises `DuplicateId` (the id is taken: a retried request), `UnknownRound` or
        `NotInRound`."""

    # ------------------------------------------------------------ event logs

    @abc.abstractmethod
    def event_log(self, gathering_id: str) -> list[EventEntry]:
        """The gathering's event log, in order (empty until its first entry). Raises
        `UnknownGathering`."""

    @abc.abstractmethod
    def event_version(self, gathering_id: str) -> int:
        """The number of the last entry of the gathering's event log (0: none yet, or no
        such gathering): one cheap look at whether the log grew since it was read."""

    @abc.abstractmethod
    def append_event(
        self,
        gathering_id: str,
        entries: Sequence[EventEntry],
        *,
        round_info: RoundInfo | None = None,
        games: Sequence[tuple[GameInfo, Scoring]] = (),
    ) -> None:
        """Add the entries after the last one of the gathering's event log, with the new
        `games` of the gathering and the round (`round_info`) that has them as tables, all
        at once or nothing.

        Raises `EventConflict` (an entry's number is taken or skips one), `DuplicateId` (a
        game's id, or the round's id or number, is taken), `UnknownGathering`, or what
        `create_round` raises for the round's tables.
        """

    @abc.abstractmethod
    def answer(self, game_id: str, seq: int) -> bytes | None:
        """What the entry's request was answered, if it was kept (an idempotency key)."""

    # ------------------------------------------------------------ tokens

    @abc.abstractmethod
    def issue_token(self, token: IssuedToken) -> None:
        """Keep a token issued for a game or gathering. Raises `UnknownGame`,
        `UnknownGathering`, or `DuplicateId` (the same token was issued already)."""

    @abc.abstractmethod
    def token_hashes(self, kind: str, owner_id: str) -> list[str]:
        """The hashes of the tokens of this kind issued for the owner and not used up."""

    @abc.abstractmethod
    def use_recovery(self, used_hash: str, issued: list[IssuedToken], used_ms: int) -> bool:
        """Use up a gathering's recovery code (by its hash) and keep the tokens it gives,
        at once; False if the code is unknown or already used (nothing is kept then)."""

    # ------------------------------------------------------------ the table's extras

    @abc.abstractmethod
    def counters(self, game_id: str) -> Counters:
        """The game's resource counters (XP, Energy...), as last set: kept beside the log,
        never part of the record. Raises `UnknownGame`."""

    @abc.abstractmethod
    def change_counter(
        self,
        game_id: str,
        player: str,
        counter: str,
        change: Callable[[int], int],
        updated_ms: int,
        request: tuple[str, str] | None = None,
    ) -> int:
        """Set one counter to `change(its value)` (0 for one never set) atomically, so that
        two devices that each add one add two; return the new value. Whatever `change`
        raises leaves the counter as it was. Raises `UnknownGame`.

        `request`: (its idempotency key, what it asks, as the caller writes it), kept with
        the change at once; a key kept already raises `RequestSeen` with what it asked,
        and changes nothing (a retry of a change applied, whose answer was lost)."""

    @abc.abstractmethod
    def toss(self, game_id: str) -> dict[str, Any] | None:
        """How the game's first player was drawn (a coin or dice: `record_toss`), if it
        was. Raises `UnknownGame`."""

    @abc.abstractmethod
    def record_toss(
        self,
        game_id: str,
        header: dict[str, Any],
        scoring: Scoring,
        toss: dict[str, Any],
        drawn_ms: int,
    ) -> bool:
        """Keep a draw for who goes first, and the header it leads to (its players in turn
        order from the one drawn) and how the engine scores it, at once: only while the game's log is empty and nothing
        was drawn for it yet, else False and nothing changes. Raises `UnknownGame`."""

    def changes_listener(
        self,
        on_append: Callable[[str, int], None],
        on_connect: Callable[[], None],
        *,
        on_round: Callable[[str], None] | None = None,
        on_extra: Callable[[str, ExtraKind], None] | None = None,
    ) -> PostgresListener | None:
        """A listener (not started) for the appends, rounds and table extras that other
        processes write, passed to these callbacks; None (the default): none of them says
        so (PostgreSQL's NOTIFY does: `SqlStore`)."""
        return None

    def close(self) -> None:  # noqa: B027 - a store with nothing to release needs no override
        """Release connections."""
