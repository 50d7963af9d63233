"""The board's vocabulary: what a simulator (or a record) tells the kernel happened.

Effects are the changes a chain item's resolution makes; the same effects may also be
applied on their own (something that happened outside any chain item). The kernel
decides everything that follows from them: cleanups, showdowns, combats and control.
Scoring actions of the core (`gain`, `burn_out`, `turn`, ...) are accepted alongside.
"""

from __future__ import annotations

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

EFFECTS: frozenset[type] = frozenset(
    {
        Enter,
        Move,
        Recall,
        Damage,
        Heal,
        Kill,
        Exhaust,
        Ready,
        SetMight,
        GiveControl,
        Attach,
        Detach,
        AddToChain,
        act.Gain,
    }
)
