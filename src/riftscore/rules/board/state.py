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
        return iter(card_index(self.cards).units)

    def units_at(self, location: Location) -> list[Unit]:
        index = card_index(self.cards)
        if type(location) is Battlefield:
            return list(index.at_battlefield.get(location.name, ()))
        return [u for u in index.units if u.location == location]

    def controllers_at(self, battlefield: str) -> list[str]:
        """The players with units at the battlefield, each once, in the order of the cards."""
        return list(card_index(self.cards).controllers_at.get(battlefield, ()))

    def item(self, item_id: str) -> ChainItem | None:
        return next((i for i in self.chain if i.id == item_id), None)


def with_phase(state: BoardState, phase: Phase | None) -> BoardState:
    """`state._replace(phase=phase)`, made directly (the phase is the first field): a turn
    changes phase six times."""
    return tuple.__new__(BoardState, (phase, *state[1:]))


assert BoardState._fields[0] == "phase", "with_phase sets the first field"


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


class CardIndex:
    """What the cleanups and the kernel look up in a board's cards, worked out in one pass
    over them, in the cards' order. A `BoardState`'s cards never change (every change
    makes a new mapping), so one index serves every look-up until the next change."""

    __slots__ = ("units", "at_battlefield", "controllers_at", "lethal", "may_leave")

    def __init__(self, cards: Mapping[str, Card]) -> None:
        units: list[Unit] = []
        at_battlefield: dict[str, list[Unit]] = {}
        controllers_at: dict[str, dict[str, None]] = {}
        lethal: list[Unit] = []
        may_leave: list[Card] = []
        for card in cards.values():
            kind = type(card)
            location = card.location
            at_a_battlefield = type(location) is Battlefield
            if kind is Unit:
                units.append(card)  # type: ignore[arg-type]  # its type was just tested
                if at_a_battlefield:
                    name = location.name  # type: ignore[union-attr]  # a Battlefield
                    at_battlefield.setdefault(name, []).append(card)  # type: ignore[arg-type]
                    controllers_at.setdefault(name, {})[card.controller] = None
                if card.damage > 0 and card.damage >= card.might:  # type: ignore[union-attr]
                    lethal.append(card)  # type: ignore[arg-type]  # lethally_damaged
            # What 323.7 may move or remove (`cleanup._recall_and_remove` decides): hidden
            # cards, unattached gear at battlefields, permanents and runes in another
            # player's base.
            if kind is HiddenCard:
                may_leave.append(card)
            elif kind is Gear and card.attached_to is not None:  # type: ignore[union-attr]
                continue
            elif at_a_battlefield:
                if kind is Gear:
                    may_leave.append(card)
            elif type(location) is not Base or location.player != card.controller:
                may_leave.append(card)
        self.units = tuple(units)
        self.at_battlefield = {name: tuple(here) for name, here in at_battlefield.items()}
        self.controllers_at = {name: tuple(here) for name, here in controllers_at.items()}
        self.lethal = tuple(lethal)
        self.may_leave = tuple(may_leave)


_last_index: tuple[Mapping[str, Card], CardIndex] | None = None


def card_index(cards: Mapping[str, Card]) -> CardIndex:
    """The index of these cards: the last one made, if it was made for this very mapping
    (it holds the mapping, so no other can take its place at the same address)."""
    global _last_index
    last = _last_index
    if last is not None and last[0] is cards:
        return last[1]
    index = CardIndex(cards)
    _last_index = (cards, index)
    return index
