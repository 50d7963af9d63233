"""What actions cause: immutable values, in the order they happened.

The spec's required kinds (`conquer`, `hold`, `gain`, `burn_out`, `adjust`, `win`,
`game_drawn`) carry its keys; the others are ours, for logs and pages (the spec allows
tools to add kinds). `turn` is the turn number in the current game, 0 before its first.
Named tuples for the same reason as actions: replay creates one or more per line.

The events of a decision carry its reason, so that whoever says them (the announcer, a
page) needs no memory of the game: a game won or drawn at time says the procedure, the
tally and the lead; the match's result says how it was decided; `time` says what
follows; an additional turn says how many this game has. Those keys come after the
spec's, which keep their meaning.
"""

from __future__ import annotations

from typing import NamedTuple, TypeAlias


class TurnStarted(NamedTuple):
    turn: int
    player: str
    extra: bool
    additional: int  # which additional turn after time (1, 2, 3...), 0 if none
    additional_turns: int = 0  # for an additional turn: how many this game has (3, or 5)


class Conquer(NamedTuple):
    turn: int
    player: str
    battlefield: str
    points: int  # 0 when the final-point rule made it a card draw
    score: int
    draw: bool = False


class Hold(NamedTuple):
    turn: int
    player: str
    battlefield: str
    points: int
    score: int


class ControlTaken(NamedTuple):
    """A control change that scored nothing."""

    turn: int
    player: str
    battlefield: str
    reason: str  # "already_scored" or "barred" (2v2: the teammate controlled it)


class ControlLost(NamedTuple):
    turn: int
    player: str
    battlefield: str


class Gain(NamedTuple):
    turn: int
    player: str
    points: int
    score: int
    source: str | None = None


class BurnOut(NamedTuple):
    turn: int
    player: str  # who burned out
    opponent: str  # who gained the point
    score: int  # the gainer's, after


class Adjust(NamedTuple):
    turn: int
    player: str
    points: int  # as written
    score: int  # after, never below 0
    reason: str | None = None


class VictoryScoreSet(NamedTuple):
    turn: int
    points: int


class TimeCalled(NamedTuple):
    turn: int
    additional_turns: int
    between_games: bool = False  # a match, with no game in progress
    #: what follows: "additional_turns" (the turn in progress finishes, then the
    #: additional turns), or between games "no_new_game" (the match is decided now) or
    #: "one_more_game" (single elimination, game wins tied)
    follows: str = "additional_turns"
    game_wins: tuple[tuple[str, int], ...] | None = None  # between games: the tally so far
    next_game_additional_turns: int | None = None  # for "one_more_game": its additional turns


class SuddenDeath(NamedTuple):
    turn: int
    score: int  # the tied leaders' points


class Win(NamedTuple):
    winners: tuple[str, ...]
    by: str  # cleanup, burn_out, time, sudden_death or concede
    # For a game won at time, why (None otherwise):
    procedure: str | None = None  # the round's: "swiss" or "single_elimination"
    tally: tuple[int, ...] | None = None  # every side's points, from the highest down
    lead: int | None = None  # the winners' lead over the next best side


class GameDrawn(NamedTuple):
    by: str
    procedure: str | None = None  # the round's: "swiss" or "single_elimination"
    tally: tuple[int, ...] | None = None  # every side's points, from the highest down
    #: "no_lead_of_two" (Swiss), or "tied_game_wins_differ" (single elimination: the
    #: game-win leader takes the match)
    reason: str | None = None


class GameStarted(NamedTuple):
    game: int
    battlefields: tuple[str, ...]
    first: str
    additional_turns: int  # 5 for the game a single-elimination match plays after time


class MatchOver(NamedTuple):
    outcome: str  # "win" or "draw"
    winners: tuple[str, ...]
    game_wins: tuple[tuple[str, int], ...]
    by: str = "two_game_wins"  # or "time": decided on game wins once time was called


Event: TypeAlias = (
    TurnStarted
    | Conquer
    | Hold
    | ControlTaken
    | ControlLost
    | Gain
    | BurnOut
    | Adjust
    | VictoryScoreSet
    | TimeCalled
    | SuddenDeath
    | Win
    | GameDrawn
    | GameStarted
    | MatchOver
)

KIND: dict[type, str] = {
    TurnStarted: "turn",
    Conquer: "conquer",
    Hold: "hold",
    ControlTaken: "control",
    ControlLost: "lose_control",
    Gain: "gain",
    BurnOut: "burn_out",
    Adjust: "adjust",
    VictoryScoreSet: "victory_score",
    TimeCalled: "time",
    SuddenDeath: "sudden_death",
    Win: "win",
    GameDrawn: "game_drawn",
    GameStarted: "game",
    MatchOver: "match",
}

#: The kinds `riftscore replay --json` must list; the rest are ours.
REQUIRED_KINDS = frozenset({"conquer", "hold", "gain", "burn_out", "adjust", "win", "game_drawn"})


def to_dict(event: Event) -> dict[str, object]:
    """The event in the spec's JSON shape: `event` names the kind; the keys follow."""
    out: dict[str, object] = {"event": KIND[type(event)]}
    if isinstance(event, Conquer):
        out.update(
            turn=event.turn,
            player=event.player,
            battlefield=event.battlefield,
            points=event.points,
            score=event.score,
        )
        if event.draw:
            out["draw"] = 1
        return out
    if isinstance(event, MatchOver):
        out.update(
            outcome=event.outcome,
            winners=list(event.winners),
            game_wins=dict(event.game_wins),
            by=event.by,
        )
        return out
    if isinstance(event, TimeCalled) and event.game_wins is not None:
        out.update(event._asdict())
        out["game_wins"] = dict(event.game_wins)
        if event.next_game_additional_turns is None:
            del out["next_game_additional_turns"]
        return out
    for key, value in event._asdict().items():
        if value is None:
            continue
        out[key] = list(value) if isinstance(value, tuple) else value
    return out
