"""What is on the table: bases, battlefields, cards, the chain, showdowns and combats.

The values here (cards, chain items, a showdown, a `BoardState`) are immutable. The
kernel keeps the board it plays on in place (`working.Working`, with the cards in a
`Cards`, below) and makes a `BoardState` of it when asked. Who controls a battlefield is
not stored here: the scoring `Game` keeps it, so that Conquer and Hold always come from
the one place that scores them.
"""

from __future__ import annotations

import enum
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence, ValuesView
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
AnyCard = TypeVar("AnyCard", bound=Card)

# A card with one field changed, made directly: `_replace` goes through keyword arguments
# and two more calls, and the kernel changes cards several times an action.
_new = tuple.__new__


def with_location(card: AnyCard, location: Location) -> AnyCard:
    return _new(type(card), (*card[:3], location, *card[4:]))


def with_damage(unit: Unit, damage: int) -> Unit:
    return _new(Unit, (*unit[:5], damage, *unit[6:]))


def with_exhausted(unit: Unit, exhausted: bool) -> Unit:
    return _new(Unit, (*unit[:6], exhausted, *unit[7:]))


def with_designation(unit: Unit, designation: Designation | None) -> Unit:
    return _new(Unit, (*unit[:8], designation))


assert all(kind._fields[3] == "location" for kind in (Unit, Gear, Rune, HiddenCard))
assert Unit._fields[5:] == ("damage", "exhausted", "keywords", "designation")


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
C = TypeVar("C")


def frozen(mapping: Mapping[K, V]) -> Mapping[K, V]:
    """A read-only copy, for the mappings inside a `BoardState`."""
    return MappingProxyType(dict(mapping))


class BoardState(NamedTuple):
    """The board at one moment, as a value: what `BoardGame.state` gives and a checkpoint
    keeps. Its look-ups scan the cards: the kernel itself looks them up in `Cards`."""

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
        return (card for card in self.cards.values() if type(card) is Unit)

    def units_at(self, location: Location) -> list[Unit]:
        return [u for u in self.units() if u.location == location]

    def controllers_at(self, battlefield: str) -> list[str]:
        """The players with units at the battlefield, each once, in the order of the cards."""
        return list(dict.fromkeys(u.controller for u in self.units_at(Battlefield(battlefield))))

    def item(self, item_id: str) -> ChainItem | None:
        return next((i for i in self.chain if i.id == item_id), None)


def empty_trash(players: Iterable[str]) -> Mapping[str, tuple[str, ...]]:
    return frozen(dict.fromkeys(players, ()))


class Cards:
    """The cards on the board, by id, in the order they came (a card that changes keeps
    its place, as in a dict), with the groups the kernel looks them up by: the units, the
    gear, the units at each battlefield (and how many each player has there), the damaged
    and the lethally damaged units, and the cards 323.7 may move or remove. Each group is
    kept up to date as each card changes (`put`, `remove`), so a look-up never scans the
    board, and each is read in the cards' order, which is the order of the events that
    follow from it. (A card keeps its kind for its whole stay: a change is a new value of
    the same named tuple.)
    """

    __slots__ = (
        "by_id",
        "units",
        "gear",
        "_place",
        "_next",
        "_at",
        "_players_at",
        "_damaged",
        "_lethal",
        "_may_leave",
    )

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        self.reset(cards)

    def reset(self, cards: Iterable[Card]) -> None:
        """These cards, in this order, and nothing else."""
        self.by_id: dict[str, Card] = {}
        # Groups whose members are the same for a card's whole stay on the board: they
        # keep the cards' order by themselves (each card joins them as it comes).
        self.units: dict[str, Unit] = {}
        self.gear: dict[str, Gear] = {}
        # Groups a card joins and leaves as it changes: read sorted by each card's place.
        self._place: dict[str, int] = {}
        self._next = 0
        self._at: dict[str, dict[str, Unit]] = {}  # a battlefield with units -> them
        self._players_at: dict[str, dict[str, int]] = {}  # ... -> their controllers' counts
        self._damaged: dict[str, Unit] = {}
        self._lethal: dict[str, Unit] = {}
        self._may_leave: dict[str, Card] = {}
        for card in cards:
            self.put(card)

    # ------------------------------------------------------------ reading

    def get(self, card_id: str) -> Card | None:
        return self.by_id.get(card_id)

    def __contains__(self, card_id: str) -> bool:
        return card_id in self.by_id

    def values(self) -> ValuesView[Card]:
        return self.by_id.values()

    def units_at(self, battlefield: str) -> list[Unit]:
        here = self._at.get(battlefield)
        return self._in_order(here) if here else []

    def occupied(self, battlefield: str) -> bool:
        """Whether any unit is at the battlefield."""
        return battlefield in self._at

    def occupied_battlefields(self) -> Collection[str]:
        """The battlefields with units (a live view)."""
        return self._at.keys()

    def players_at(self, battlefield: str) -> Collection[str]:
        """The players with units at the battlefield, in no particular order."""
        return self._players_at.get(battlefield, ())

    def controllers_at(self, battlefield: str) -> list[str]:
        """The players with units at the battlefield, each once, in the order of the cards."""
        here = self._at.get(battlefield)
        if not here:
            return []
        if len(here) == 1:
            return [unit.controller for unit in here.values()]
        return list(dict.fromkeys(unit.controller for unit in self._in_order(here)))

    def damaged(self) -> Sequence[Unit]:
        """The units with damage marked."""
        return self._in_order(self._damaged) if self._damaged else ()

    def lethal(self) -> Sequence[Unit]:
        """The lethally damaged units (323.4, 323.5)."""
        return self._in_order(self._lethal) if self._lethal else ()

    def may_leave(self) -> Sequence[Card]:
        """What 323.7 may move or remove (`cleanup._recall_and_remove` decides): hidden
        cards, unattached gear at battlefields, permanents and runes in another player's
        base."""
        return self._in_order(self._may_leave) if self._may_leave else ()

    def gear_on(self, unit_id: str) -> list[Gear]:
        return [gear for gear in self.gear.values() if gear.attached_to == unit_id]

    def _in_order(self, group: dict[str, C]) -> list[C]:
        if len(group) < 2:
            return list(group.values())
        return [group[card_id] for card_id in sorted(group, key=self._place.__getitem__)]

    # ----------------------------------------------------------- changing

    def put(self, card: Card) -> None:
        """Place the card: new (last in the order), or changed (where it was)."""
        card_id = card.id
        old = self.by_id.get(card_id)
        if old is None:
            self._place[card_id] = self._next
            self._next += 1
        else:
            self._leave_groups(old)
        self.by_id[card_id] = card
        self._join_groups(card)

    def remove(self, card: Card) -> None:
        card_id = card.id
        self._leave_groups(self.by_id.pop(card_id))
        del self._place[card_id]
        self.units.pop(card_id, None)
        self.gear.pop(card_id, None)

    def _join_groups(self, card: Card) -> None:
        card_id = card.id
        kind = type(card)
        location = card.location
        at_a_battlefield = type(location) is Battlefield
        if kind is Unit:
            self.units[card_id] = card  # type: ignore[assignment]  # its type was just tested
            if at_a_battlefield:
                name = location.name  # type: ignore[union-attr]  # a Battlefield
                self._at.setdefault(name, {})[card_id] = card  # type: ignore[assignment]
                players = self._players_at.setdefault(name, {})
                players[card.controller] = players.get(card.controller, 0) + 1
            if card.damage > 0:  # type: ignore[union-attr]
                self._damaged[card_id] = card  # type: ignore[assignment]
                if card.damage >= card.might:  # type: ignore[union-attr]  # lethally_damaged
                    self._lethal[card_id] = card  # type: ignore[assignment]
        elif kind is Gear:
            self.gear[card_id] = card  # type: ignore[assignment]
        # 323.7: hidden cards, unattached gear at battlefields, permanents and runes in
        # another player's base.
        if kind is HiddenCard:
            self._may_leave[card_id] = card
        elif kind is Gear and card.attached_to is not None:  # type: ignore[union-attr]
            return
        elif at_a_battlefield:
            if kind is Gear:
                self._may_leave[card_id] = card
        elif type(location) is not Base or location.player != card.controller:
            self._may_leave[card_id] = card

    def _leave_groups(self, card: Card) -> None:
        """Out of the groups a card joins and leaves (`units` and `gear` keep their place)."""
        card_id = card.id
        location = card.location
        if type(card) is Unit and type(location) is Battlefield:
            name = location.name
            here = self._at[name]
            del here[card_id]
            players = self._players_at[name]
            if players[card.controller] == 1:
                del players[card.controller]
            else:
                players[card.controller] -= 1
            if not here:
                del self._at[name]
                del self._players_at[name]
        self._damaged.pop(card_id, None)
        self._lethal.pop(card_id, None)
        self._may_leave.pop(card_id, None)
