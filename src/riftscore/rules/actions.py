"""The record's vocabulary: one immutable value per kind of action (`do`).

Named tuples rather than frozen dataclasses: replay builds one per record line, and a
frozen dataclass costs almost three times as much to create (bench/replay.py).
"""

from __future__ import annotations

from typing import NamedTuple, TypeAlias


class Turn(NamedTuple):
    """`{"do": "turn"}`: the player's turn begins; the previous one, if any, ends first."""

    player: str
    extra: bool = False
    beginning: tuple[InTurnAction, ...] = ()
    ally_occupies: tuple[str, ...] = ()


class Control(NamedTuple):
    """The player establishes control of the battlefield: a Conquer, unless it cannot score."""

    player: str
    battlefield: str


class LoseControl(NamedTuple):
    """The battlefield becomes uncontrolled."""

    battlefield: str


class Gain(NamedTuple):
    """Points from a spell or ability: never held back by the final-point rule."""

    player: str
    points: int
    source: str | None = None


class BurnOut(NamedTuple):
    """The player burns out once per opponent listed, in order; each listed opponent gains 1."""

    player: str
    opponents: tuple[str, ...]


class Adjust(NamedTuple):
    """A correction agreed at the table or by a judge; not a scoring event."""

    player: str
    points: int
    reason: str | None = None


class SetVictoryScore(NamedTuple):
    """A card changes the points needed to win, for the rest of the current game."""

    points: int


class Resolve(NamedTuple):
    """Several changes while one chain item resolves: one cleanup after the last."""

    actions: tuple[ResolvableAction, ...]


class EndTurn(NamedTuple):
    """The current turn ends."""


class CallTime(NamedTuple):
    """`{"do": "time"}`: the round's time is called."""


class NextGame(NamedTuple):
    """`{"do": "game"}`: the next game of a match begins on new battlefields."""

    battlefields: tuple[str, ...]
    first: str


class Concede(NamedTuple):
    """The player concedes the game in progress."""

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

RESOLVABLE: frozenset[type] = frozenset({Control, LoseControl, Gain, BurnOut, Adjust})
IN_TURN: frozenset[type] = RESOLVABLE | {Resolve, SetVictoryScore}

#: The record's `do` for each kind of action.
DO: dict[type, str] = {
    Turn: "turn",
    Control: "control",
    LoseControl: "lose_control",
    Gain: "gain",
    BurnOut: "burn_out",
    Adjust: "adjust",
    SetVictoryScore: "set_victory_score",
    Resolve: "resolve",
    EndTurn: "end_turn",
    CallTime: "time",
    NextGame: "game",
    Concede: "concede",
}


def to_dict(action: Action) -> dict[str, object]:
    """The action as a record line's object, with only the keys it needs."""
    out: dict[str, object] = {"do": DO[type(action)]}
    if isinstance(action, Turn):
        out["player"] = action.player
        if action.extra:
            out["extra"] = True
        if action.beginning:
            out["beginning"] = [to_dict(a) for a in action.beginning]
        if action.ally_occupies:
            out["ally_occupies"] = list(action.ally_occupies)
    elif isinstance(action, Resolve):
        out["actions"] = [to_dict(a) for a in action.actions]
    elif isinstance(action, (BurnOut, NextGame)):
        for key, value in action._asdict().items():
            out[key] = list(value) if isinstance(value, tuple) else value
    else:
        out.update((k, v) for k, v in action._asdict().items() if v is not None)
    return out
