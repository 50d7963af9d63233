"""The board's vocabulary: what a simulator (or a record) tells the kernel happened.

Effects are the changes a chain item's resolution makes; the same effects may also be
applied on their own (something that happened outside any chain item). The kernel
decides everything that follows from them: cleanups, showdowns, combats and control.
Scoring actions of the core (`gain`, `burn_out`, `turn`, ...) are accepted alongside.

`VOCABULARY`, at the end, declares each verb a record names them by, once: its `do` tag,
its class and what each key holds. The record's reading and writing of them
(`notation`), `EFFECTS` and the kernel's dispatch follow from it.
"""

from __future__ import annotations

import enum
from typing import NamedTuple, TypeAlias

from riftscore.rules import actions as act
from riftscore.rules.board.state import Card, Location, Timing


class NewItem(NamedTuple):
    """A spell or ability put on the chain."""

    item: str
    player: str
    label: str = ""
    timing: Timing = Timing.NORMAL
    pending: bool = False  # True: it stays pending until `MakeLegal`


# ------------------------------------------------------------------ effects


class Enter(NamedTuple):
    """A card enters the board (a unit played or summoned, gear, a rune, a hidden card)."""

    card: Card


class Move(NamedTuple):
    """A spell or ability moves units: no exhausting, no standard-move limits (FAQ).

    `to` None sends each unit to its own controller's base.
    """

    units: tuple[str, ...]
    to: Location | None


class Recall(NamedTuple):
    """Cards go back to their controller's base. A recall is not a move."""

    cards: tuple[str, ...]


class Damage(NamedTuple):
    unit: str
    amount: int


class Heal(NamedTuple):
    unit: str


class Kill(NamedTuple):
    """A card is killed (destroyed): it goes to its owner's trash."""

    card: str


class Exhaust(NamedTuple):
    unit: str


class Ready(NamedTuple):
    unit: str


class SetMight(NamedTuple):
    unit: str
    might: int


class GiveControl(NamedTuple):
    card: str
    player: str


class Attach(NamedTuple):
    gear: str
    unit: str


class Detach(NamedTuple):
    gear: str


class AddToChain(NamedTuple):
    """A spell or ability goes on the chain (during a resolution: a triggered ability)."""

    item: NewItem


Effect: TypeAlias = (
    Enter
    | Move
    | Recall
    | Damage
    | Heal
    | Kill
    | Exhaust
    | Ready
    | SetMight
    | GiveControl
    | Attach
    | Detach
    | AddToChain
    | act.Gain
)

# ------------------------------------------------------------- the rest


class StandardMove(NamedTuple):
    """The turn player moves ready units as a group to one destination, exhausting them.

    `triggers` are the move effects (abilities that trigger on the move): they go on the
    chain once the units have moved, before any showdown can start.
    """

    player: str
    units: tuple[str, ...]
    to: Location
    triggers: tuple[NewItem, ...] = ()


class MakeLegal(NamedTuple):
    """A pending chain item becomes legal (its costs paid, its targets chosen)."""

    item: str


class ResolveItem(NamedTuple):
    """The top chain item resolves with these effects, then leaves the chain."""

    item: str
    effects: tuple[Effect, ...] = ()


class RemoveFromChain(NamedTuple):
    """A chain item leaves the chain without resolving (countered, say)."""

    item: str


class Choose(NamedTuple):
    """The turn player picks the battlefield where the staged showdown or combat begins."""

    player: str
    battlefield: str


class EndShowdown(NamedTuple):
    """Every player passed in succession with the chain empty: the showdown ends."""


class CombatResult(NamedTuple):
    """The combat's showdown is over and this damage is dealt; the combat resolves."""

    damage: tuple[tuple[str, int], ...]


class BoardTurn(NamedTuple):
    """A board game's `turn` whose Beginning phase has board actions (a `kill`, a chain
    item resolving...): written as the core's `turn`, its `beginning` listing them
    alongside the core's scoring actions. They happen after Awaken, each followed by its
    cleanup, before the scoring step. (A turn whose `beginning` has only the core's
    actions is the core's `actions.Turn`; the kernel takes either.)
    """

    player: str
    extra: bool = False
    beginning: tuple[BeginningAction, ...] = ()


BoardAction: TypeAlias = (
    Effect
    | StandardMove
    | MakeLegal
    | ResolveItem
    | RemoveFromChain
    | Choose
    | EndShowdown
    | CombatResult
    | BoardTurn
)

#: What a board turn's `beginning` may list: board actions (a turn's own verbs aside:
#: `standard_move` is refused there, outside the Main phase) and the core's actions that
#: may happen in a Beginning phase, except `control` and `lose_control`.
BeginningAction: TypeAlias = (
    Effect
    | StandardMove
    | MakeLegal
    | ResolveItem
    | RemoveFromChain
    | Choose
    | EndShowdown
    | CombatResult
    | act.InTurnAction
)

# -------------------------------------------------------- the vocabulary


class Value(enum.Enum):
    """What one key of a board verb holds in a record (`notation` reads and writes each)."""

    NAME = "a name"  # a card's id, a player, a battlefield: a non-empty string
    ITEM = "a chain item's id"
    COUNT = "a whole number"
    NAMES = "a list of names"
    PLACE = 'a battlefield, {"base": player}, or "base": the verb\'s player\'s'
    DESTINATION = 'a battlefield, {"base": player}, or "base" (None): each card\'s controller\'s'
    CARD = "a card, under the key of its kind (unit, gear, rune or hidden)"
    NEW_ITEM = "a new chain item, its keys among the verb's own"
    TRIGGERS = "a list of new chain items, triggered unless they say otherwise"
    EFFECTS = "a list of effects"
    DAMAGE = "an object of unit ids to whole numbers (absent or null: none)"


#: The default of a key that has none: the key must be given.
REQUIRED: object = object()


class Key(NamedTuple):
    """One key of a board verb: a field of its class, and what a record holds there."""

    name: str
    value: Value
    default: object  # the field's default (absent, null or left out), or REQUIRED

    @property
    def required(self) -> bool:
        return self.default is REQUIRED


class Verb(NamedTuple):
    """A board verb: its `do` tag, the class a record's object is read into, and its keys:
    the class's fields, in order (the order a record writes them)."""

    do: str
    kind: type
    keys: tuple[Key, ...]


def _verb(do: str, kind: type, **keys: Value) -> Verb:
    """The verb `do`, read into `kind`, with what each of `kind`'s fields holds. Keys that
    are not the class's fields, in order, are a `TypeError` at import; so is a place
    declared before the verb's `player`, whose base its "base" is."""
    fields: tuple[str, ...] = getattr(kind, "_fields")  # noqa: B009  # a NamedTuple's
    if tuple(keys) != fields:
        raise TypeError(
            f"{do} declares the keys {list(keys)}, not {kind.__name__}'s {list(fields)}"
        )
    for at, value in enumerate(keys.values()):
        if value is Value.PLACE and "player" not in fields[:at]:
            raise TypeError(
                f'{do}: "{fields[at]}" is a place whose base is its "player": declare it first'
            )
    defaults: dict[str, object] = getattr(kind, "_field_defaults")  # noqa: B009
    return Verb(do, kind, tuple(Key(n, v, defaults.get(n, REQUIRED)) for n, v in keys.items()))


#: The effects' verbs: what a chain item's resolution does, or what happens on a line of
#: its own.
EFFECT_VERBS: tuple[Verb, ...] = (
    _verb("enter", Enter, card=Value.CARD),
    _verb("move", Move, units=Value.NAMES, to=Value.DESTINATION),
    _verb("recall", Recall, cards=Value.NAMES),
    _verb("damage", Damage, unit=Value.NAME, amount=Value.COUNT),
    _verb("heal", Heal, unit=Value.NAME),
    _verb("kill", Kill, card=Value.NAME),
    _verb("exhaust", Exhaust, unit=Value.NAME),
    _verb("ready", Ready, unit=Value.NAME),
    _verb("set_might", SetMight, unit=Value.NAME, might=Value.COUNT),
    _verb("give_control", GiveControl, card=Value.NAME, player=Value.NAME),
    _verb("attach", Attach, gear=Value.NAME, unit=Value.NAME),
    _verb("detach", Detach, gear=Value.NAME),
    _verb("chain_add", AddToChain, item=Value.NEW_ITEM),
)

#: Every verb a board record adds to the core's, declared once: `notation` reads and
#: writes records by it, and the kernel dispatches every class it names
#: (tests/board/test_vocabulary.py). A `turn` whose `beginning` lists board verbs (a
#: `BoardTurn`) is the core's verb, read by the core's parser.
VOCABULARY: tuple[Verb, ...] = (
    *EFFECT_VERBS,
    _verb(
        "standard_move",
        StandardMove,
        player=Value.NAME,
        units=Value.NAMES,
        to=Value.PLACE,
        triggers=Value.TRIGGERS,
    ),
    _verb("chain_legal", MakeLegal, item=Value.ITEM),
    _verb("chain_resolve", ResolveItem, item=Value.ITEM, effects=Value.EFFECTS),
    _verb("chain_remove", RemoveFromChain, item=Value.ITEM),
    _verb("choose", Choose, player=Value.NAME, battlefield=Value.NAME),
    _verb("end_showdown", EndShowdown),
    _verb("combat_result", CombatResult, damage=Value.DAMAGE),
)

#: What a resolution may do: the effects, and the core's `gain` (the resolution's gains
#: are scored together, as one `resolve`).
EFFECTS: frozenset[type] = frozenset({verb.kind for verb in EFFECT_VERBS} | {act.Gain})
