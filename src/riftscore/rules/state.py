"""A game as it stands, as one value: `Game.state()`.

Whatever shows a game (the tracker's view, a bot, a judge's screen) reads this value and
never the engine's insides: scores, control, the turn, the round's time, a match's games
and what each action would do now (`options`). Every part is immutable (mappings are
read-only proxies of fresh dicts, sequences tuples), so a state read once stays true to
the moment it was read, whatever the game does next.

>>> from riftscore.rules import Header, Mode, actions
>>> from riftscore.rules import Game
>>> game = Game(Header(Mode.DUEL, ("Ann", "Ben"), ("Grove", "Ruins")))
>>> _ = game.apply(actions.Turn("Ann"))
>>> _ = game.apply(actions.Control("Ann", "Grove"))
>>> state = game.state()
>>> state.scores["Ann"], state.scored_this_turn["Ann"], state.turn.next_player
(1, ('Grove',), 'Ben')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftscore.rules.modes import Mode
from riftscore.rules.options import Options

if TYPE_CHECKING:  # the scoring engine's own named tuples; it builds this value
    from riftscore.rules.game import GameResult, Outcome, TimeState


@dataclass(frozen=True, slots=True)
class TurnState:
    """The current (or last) turn of the current game."""

    number: int  # 0 before the game's first turn
    player: str | None  # whose turn it is (or was); None before the first
    in_progress: bool
    extra: bool  # an extra turn granted by a card
    next_player: str  # whose regular turn comes next


@dataclass(frozen=True, slots=True)
class MatchState:
    """A best-of-three match: which game is played, the games won, the battlefields set
    aside (those of won games, which no later game may use)."""

    game_number: int
    game_wins: Mapping[str, int]
    #: in the header's order, then any other (a later game's) by name
    set_aside: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GameState:
    """Everything a screen shows of a game, read at one moment (`Game.state()`)."""

    mode: Mode
    players: tuple[str, ...]  # in turn order
    teams: tuple[tuple[str, ...], ...] | None  # 2v2 only
    battlefields: tuple[str, ...]  # in play in the current game, in order
    scores: Mapping[str, int]  # every player's; teammates share their team's
    controllers: Mapping[str, str | None]  # battlefield in play -> who controls it
    victory_score: int
    #: the score two or more sides share at the top, at or above the victory score while
    #: the game goes on (nobody leads: play on); else None
    tied_at_victory: int | None
    turn: TurnState
    #: player -> the battlefields they have scored this turn, in battlefield order
    scored_this_turn: Mapping[str, tuple[str, ...]]
    #: player -> 2v2: the battlefields their team cannot Conquer for the rest of this turn
    barred: Mapping[str, tuple[str, ...]]
    outcome: Outcome  # the record's: the game's, or in a match the match's
    time: TimeState
    #: every game begun, the current one included (one game outside a match)
    games: tuple[GameResult, ...]
    match: MatchState | None  # a match only
    #: what each action would do now, as the engine that keeps the game decides it (a
    #: board game's refuses every `control`: its board decides control)
    options: Options
    #: player -> where a Conquer of theirs now would draw a card instead of the final
    #: point (`options.conquer`'s "draw" answers), in battlefield order
    final_point: Mapping[str, tuple[str, ...]]
    #: what the next regular turn, begun now, would Hold (`options.holds` of its player)
    holds_due: tuple[str, ...]
    board: bool  # whether a board drives the game (control follows from it)
    #: player -> their legend, as the header gave it (the legends extension); no rule
    #: reads it
    legends: Mapping[str, str]


def in_order(order: Iterable[str], names: Iterable[str]) -> tuple[str, ...]:
    """`names` in the order of `order`, then any others by name: a set of battlefields
    the way a table lays them out."""
    wanted = set(names)
    listed = [name for name in order if name in wanted]
    return (*listed, *sorted(wanted.difference(listed)))
