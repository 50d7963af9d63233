"""The record's vocabulary: one immutable value per kind of action (`do`).

The engine reads an action only through its `do` tag and its field names, so any value
with the same shape is applied the same way: the record layer decodes lines straight
into such values (msgspec structs) and never builds these classes on its hot path.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, TypeAlias


@dataclass(frozen=True, slots=True)
class Turn:
    """`{"do": "turn"}`: the player's turn begins; the previous one, if any, ends first."""

    do: ClassVar[str] = "turn"
    player: str
    extra: bool = False
    beginning: tuple[InTurnAction, ...] = ()
    ally_occupies: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Control:
    """The player establishes control of the battlefield: a Conquer, unless it cannot score."""

    do: ClassVar[str] = "control"
    player: str
    battlefield: str


@dataclass(frozen=True, slots=True)
class LoseControl:
    """The battlefield becomes uncontrolled."""

    do: ClassVar[str] = "lose_control"
    battlefield: str


@dataclass(frozen=True, slots=True)
class Gain:
    """Points from a spell or ability: never held back by the final-point rule."""

    do: ClassVar[str] = "gain"
    player: str
    points: int
    source: str | None = None


@dataclass(frozen=True, slots=True)
class BurnOut:
    """The player burns out once per opponent listed, in order; each listed opponent gains 1."""

    do: ClassVar[str] = "burn_out"
    player: str
    opponents: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Adjust:
    """A correction agreed at the table or by a judge; not a scoring event."""

    do: ClassVar[str] = "adjust"
    player: str
    points: int
    reason: str | None = None


@dataclass(frozen=True, slots=True)
class SetVictoryScore:
    """A card changes the points needed to win, for the rest of the current game."""

    do: ClassVar[str] = "set_victory_score"
    points: int


@dataclass(frozen=True, slots=True)
class Resolve:
    """Several changes while one chain item resolves: one cleanup after the last."""

    do: ClassVar[str] = "resolve"
    actions: tuple[ResolvableAction, ...]


@dataclass(frozen=True, slots=True)
class EndTurn:
    """The current turn ends."""

    do: ClassVar[str] = "end_turn"


@dataclass(frozen=True, slots=True)
class CallTime:
    """`{"do": "time"}`: the round's time is called."""

    do: ClassVar[str] = "time"


@dataclass(frozen=True, slots=True)
class NextGame:
    """`{"do": "game"}`: the next game of a match begins on new battlefields."""

    do: ClassVar[str] = "game"
    battlefields: tuple[str, ...]
    first: str


@dataclass(frozen=True, slots=True)
class Concede:
    """The player concedes the game in progress."""

    do: ClassVar[str] = "concede"
    player: str


ResolvableAction: TypeAlias = Control | LoseControl | Gain | BurnOut | Adjust
InTurnAction: TypeAlias = ResolvableAction | Resolve | SetVictoryScore
Action: TypeAlias = (
    Turn
    | Control
    | LoseControl
    | Gain
    | BurnOut
    | Adjust
    | SetVictoryScore
    | Resolve
    | EndTurn
    | CallTime
    | NextGame
    | Concede
)

ALL: tuple[type[Action], ...] = (
    Turn,
    Control,
    LoseControl,
    Gain,
    BurnOut,
    Adjust,
    SetVictoryScore,
    Resolve,
    EndTurn,
    CallTime,
    NextGame,
    Concede,
)
BY_DO: dict[str, type[Action]] = {kind.do: kind for kind in ALL}
RESOLVABLE: frozenset[str] = frozenset({"control", "lose_control", "gain", "burn_out", "adjust"})
IN_TURN: frozenset[str] = RESOLVABLE | {"resolve", "set_victory_score"}
_OPTIONAL_KEYS = frozenset({"extra", "beginning", "ally_occupies", "source", "reason"})


def to_dict(action: Any) -> dict[str, object]:
    """The action as a record line's object, with only the keys it needs.

    Works on any value shaped like an action: a `do` tag and `__match_args__` fields.
    """
    out: dict[str, object] = {"do": action.do}
    for key in type(action).__match_args__:
        value = getattr(action, key)
        if key in _OPTIONAL_KEYS and (value is None or value is False or value in ((), [])):
            continue  # optional keys at their default are left out
        if isinstance(value, (tuple, list)):
            value = [to_dict(v) if hasattr(v, "do") else v for v in value]
        out[key] = value
    return out


def from_values(action: Any) -> Action:
    """The core action equal to any action-shaped value (nested actions included)."""
    kind = BY_DO[action.do]
    values = []
    for key in type(action).__match_args__:
        value = getattr(action, key)
        if isinstance(value, (tuple, list)):
            value = tuple(from_values(v) if hasattr(v, "do") else v for v in value)
        values.append(value)
    return kind(*values)
