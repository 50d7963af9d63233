"""What is on the table: bases, battlefields, cards, the chain, showdowns and combats.

Every value here is immutable; the kernel makes a new `BoardState` for each change. Who
controls a battlefield is not stored here: the scoring `Game` keeps it, so that Conquer
and Hold always come from the one place that scores them.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import NamedTuple, TypeAlias, TypeVar


class Phase(enum.Enum):
    AWAKEN = "awaken"
    BEGINNING = "beginning"
    CHANNEL = "channel"
    DRAW = "draw"
    MAIN = "main"
    ENDING = "ending"


class Timing(enum.Enum):
    """When a chain item could be played: it matters for moving units into a combat."""

    NORMAL = "normal"
    ACTION = "action"
    REACTION = "reaction"
    TRIGGERED = "triggered"


class Designation(enum.Enum):
    ATTACKER = "attacker"
    DEFENDER = "defender"


GANKING = "ganking"
DEATHKNELL = "deathknell"


@dataclass(frozen=True, slots=True)
class Base:
    """A player's base. (A dataclass, not a tuple: a base must never equal a battlefield.)"""

    player: str

    def __str__(self) -> str:
        return f"{self.player}'s base"


@dataclass(frozen=True, slots=True)
class Battlefield:
    name: str

    def __str__(self) -> str:
        return self.name


Location: TypeAlias = Base | Battlefield


class Unit(NamedTuple):
    id: str
    owner: str
    controller: str
    location: Location
    might: int
    damage: int = 0
    exhausted: bool = False
    keywords: frozenset[str] = frozenset()
    designation: Designation | None = None

    @property
    def lethally_damaged(self) -> bool:
        """Non-zero damage equal to or above its Might (323.4, 323.5)."""
        return self.damage > 0 and self.damage >= self.might


class Gear(NamedTuple):
    id: str
    owner: str
    controller: str
    location: Location
    attached_to: str | None = None  # a unit's id; attached gear goes where its unit goes


class Rune(NamedTuple):
    id: str
    owner: str
    controller: str
    location: Location


class HiddenCard(NamedTuple):
    """A card placed facedown at a battlefield."""

    id: str
    owner: str
    controller: str
    location: Battlefield


Card: TypeAlias = Unit | Gear | Rune | HiddenCard


def kind_of(card: Card) -> str:
    """The word a player would use for the card: unit, gear, rune or hidden card."""
    if isinstance(card, Unit):
        return "unit"
    if isinstance(card, Gear):
        return "gear"
    if isinstance(card, Rune):
        return "rune"
    return "hidden card"


class ChainItem(NamedTuple):
    """An opaque spell or ability on the chain; the caller says what its resolution does."""

    id: str
    controller: str
    label: str = ""
    timing: Timing = Timing.NORMAL
    legal: bool = False  # pending until its costs are paid and its targets chosen
    source: Unit | None = None  # a Deathknell trigger notes its unit as it died


class Showdown(NamedTuple):
    battlefield: str
    combat: bool  # a combat showdown: the opening of a combat there


class Combat(NamedTuple):
    battlefield: str
    attacker: str
    defender: str


class Choice(NamedTuple):
    """A cleanup paused until the turn player picks where a showdown or combat begins."""

    player: str
    kind: str  # "showdown" (323.11) or "combat" (323.13)
    battlefields: tuple[str, ...]
    cleanup: int  # the number of the paused cleanup


K = TypeVar("K")
V = TypeVar("V")


def frozen(mapping: Mapping[K, V]) -> Mapping[K, V]:
    """A read-only copy, for the mappings inside a `BoardState`."""
    return MappingProxyType(dict(mapping))


class BoardState(NamedTuple):
    phase: Phase | None  # None before the first turn and between turns
    cards: Mapping[str, Card]  # everything on the board, by id
    trash: Mapping[str, tuple[str, ...]]  # each player's trash: ids of cards put there
    chain: tuple[ChainItem, ...]  # bottom first; the last is the top
    resolving: str | None  # the chain item whose resolution is under way
    contested: Mapping[str, str]  # battlefield -> the player who applied Contested
    staged_showdowns: frozenset[str]
    staged_combats: frozenset[str]
    showdown: Showdown | None
    combat: Combat | None
    choice: Choice | None
    outstanding: tuple[str, ...]  # reasons (rule numbers) for a cleanup not yet run
    cleanups: int  # how many cleanups have run: numbers them in the event log

    @property
    def open(self) -> bool:
        """An Open state: nothing on the chain."""
        return not self.chain

    @property
    def neutral(self) -> bool:
        """A Neutral state: no showdown in progress."""
        return self.showdown is None

    def units(self) -> Iterator[Unit]:
        return (c for c in self.cards.values() if isinstance(c, Unit))

    def units_at(self, location: Location) -> list[Unit]:
        return [u for u in self.units() if u.location == location]

    def controllers_at(self, battlefield: str) -> list[str]:
        """The players with units at the battlefield, each once, in the order of the cards."""
        return list(dict.fromkeys(u.controller for u in self.units_at(Battlefield(battlefield))))

    def item(self, item_id: str) -> ChainItem | None:
        return next((i for i in self.chain if i.id == item_id), None)


def empty_state(cards: Mapping[str, Card], players: tuple[str, ...]) -> BoardState:
    return BoardState(
        phase=None,
        cards=frozen(cards),
        trash=frozen(dict.fromkeys(players, ())),
        chain=(),
        resolving=None,
        contested=frozen({}),
        staged_showdowns=frozenset(),
        staged_combats=frozenset(),
        showdown=None,
        combat=None,
        choice=None,
        outstanding=(),
        cleanups=0,
    )
