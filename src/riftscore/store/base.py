"""The event store's contract: every game is its header plus an append-only log.

A log entry is either an action (a record action object, as `riftscore/1` writes it) or
an undo, which retracts an earlier entry. Nothing is ever edited or deleted: the state
of a game is always the header plus its entries replayed, undos included.

Entries are keyed by (game id, sequence number), numbered from 1 without gaps. An append
whose number is taken, or skips one, fails with `AppendConflict`: that is how a writer
who saw an older version learns that somebody else wrote first, in this process or
another one. An idempotency key may be used once per game; reusing it is a conflict too.
"""

from __future__ import annotations

import abc
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


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


class DuplicateId(StoreError):
    """A game or gathering created with an id that is already taken."""


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

    def __post_init__(self) -> None:
        if (self.action is None) == (self.retracts is None):
            raise ValueError("an entry is either an action or an undo that retracts one")

    @property
    def is_undo(self) -> bool:
        return self.retracts is not None


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
class StoredGame:
    info: GameInfo
    entries: tuple[Entry, ...]

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


class EventStore(abc.ABC):
    """Games and their logs, gatherings and their games. Safe to share between threads."""

    @abc.abstractmethod
    def create_game(self, info: GameInfo, entries: Sequence[Entry] = ()) -> None:
        """Store a new game, with a first stretch of log (an imported record), atomically.

        Raises `DuplicateId`, or `UnknownGathering` if `info.gathering_id` names none.
        """

    @abc.abstractmethod
    def append(self, game_id: str, entry: Entry) -> None:
        """Add the entry after the last one. Raises `AppendConflict` or `UnknownGame`."""

    @abc.abstractmethod
    def load_game(self, game_id: str) -> StoredGame:
        """The game and its whole log. Raises `UnknownGame`."""

    @abc.abstractmethod
    def entries_after(self, game_id: str, seq: int) -> list[Entry]:
        """The entries numbered above `seq`, in order (none for an unknown game)."""

    @abc.abstractmethod
    def create_gathering(self, info: GatheringInfo) -> None:
        """Store a new gathering. Raises `DuplicateId`."""

    @abc.abstractmethod
    def load_gathering(self, gathering_id: str) -> GatheringInfo:
        """Raises `UnknownGathering`."""

    @abc.abstractmethod
    def gathering_games(self, gathering_id: str) -> list[GameInfo]:
        """The games created in the gathering, oldest first. Raises `UnknownGathering`."""

    def close(self) -> None:  # noqa: B027 - a store with nothing to release needs no override
        """Release connections."""
