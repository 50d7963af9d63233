"""Best of three and the end of a timed round: pure decisions over scores and game wins.

Tournament Rules as the record spec reads them: after time, the turn in progress
finishes and three additional turns follow (five in a game begun after time); then Swiss
gives the game to a lead of two or more, else draws it, and single elimination gives it
to the most points, else goes to sudden death (or draws it when game wins already differ).
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from riftscore.rules.modes import Round

GAMES_TO_WIN = 2
ADDITIONAL_TURNS = 3
ADDITIONAL_TURNS_AFTER_TIME_BETWEEN_GAMES = 5
SWISS_WINNING_LEAD = 2


class RoundDecision(enum.Enum):
    WIN = "win"
    DRAW = "draw"
    PLAY_ON = "play_on"  # sudden death for a game, another game for a match


# Why a decision went the way it did, carried by the events that announce it.
LEAD_OF_TWO = "lead_of_two"  # Swiss: a side ahead of every other by two or more wins
NO_LEAD_OF_TWO = "no_lead_of_two"  # Swiss: nobody that far ahead, the game is drawn
MOST_POINTS = "most_points"  # single elimination: the most points win
TIED_GAME_WINS_DIFFER = "tied_game_wins_differ"  # single elimination: drawn, the match is not
TIED = "tied"  # single elimination: tied on points and game wins, sudden death
TWO_GAME_WINS = "two_game_wins"  # a match won by two game wins before time
TIME = "time"  # a match decided on game wins once time is called
NO_NEW_GAME = "no_new_game"  # time between games: the match is decided at once
ONE_MORE_GAME = "one_more_game"  # time between games, game wins tied: one more game


class Decision(NamedTuple):
    result: RoundDecision
    side: int | None = None  # the winner's index, for WIN
    reason: str = ""  # one of the reasons above
    lead: int = 0  # for a game won at time: the winner's lead over the next best


class EndOfRound(NamedTuple):
    """What a type of round does once time is called, as `end_of_round` and
    `decide_match` apply it: for a screen to say before the round is played.

    `winning_lead` is the lead over every other side that wins a game at time (Swiss: 2;
    single elimination: 1, the most points); `tied` is the reason given when no side has
    it (`NO_LEAD_OF_TWO`: the game is drawn; `TIED`: sudden death, the next point wins,
    unless a match's game wins already differ, `TIED_GAME_WINS_DIFFER`); `between_games`
    is what a match does when time is called between its games (`NO_NEW_GAME`: decided on
    game wins; `ONE_MORE_GAME`: level on game wins, one more game whose first
    `additional_turns_in_new_game` turns are additional).
    """

    round: Round
    additional_turns: int
    winning_lead: int
    tied: str
    between_games: str
    additional_turns_in_new_game: int


def end_of_round_procedure(round_: Round) -> EndOfRound:
    """The end-of-round procedure of a type of round, as the decisions here apply it."""
    if round_ is Round.SWISS:
        return EndOfRound(
            round_, ADDITIONAL_TURNS, SWISS_WINNING_LEAD, NO_LEAD_OF_TWO, NO_NEW_GAME, 0
        )
    return EndOfRound(
        round_,
        ADDITIONAL_TURNS,
        1,
        TIED,
        ONE_MORE_GAME,
        ADDITIONAL_TURNS_AFTER_TIME_BETWEEN_GAMES,
    )


def _leader(values: tuple[int, ...]) -> tuple[int | None, int]:
    """The index of the only one with the most, if any, and its lead over the next best."""
    top = max(values)
    if values.count(top) != 1:
        return None, 0
    side = values.index(top)
    runner_up = max(v for i, v in enumerate(values) if i != side)
    return side, top - runner_up


def end_of_round(
    round_: Round, points: tuple[int, ...], game_wins: tuple[int, ...] | None
) -> Decision:
    """How a game not won by its last additional turn ends.

    `points` per side; `game_wins` per player in a match, None outside one.
    """
    side, lead = _leader(points)
    if round_ is Round.SWISS:
        if side is not None and lead >= SWISS_WINNING_LEAD:
            return Decision(RoundDecision.WIN, side, LEAD_OF_TWO, lead)
        return Decision(RoundDecision.DRAW, None, NO_LEAD_OF_TWO)
    if side is not None:
        return Decision(RoundDecision.WIN, side, MOST_POINTS, lead)
    if game_wins is not None and len(set(game_wins)) > 1:
        # the game-win leader takes the match
        return Decision(RoundDecision.DRAW, None, TIED_GAME_WINS_DIFFER)
    return Decision(RoundDecision.PLAY_ON, None, TIED)  # sudden death


def decide_match(
    round_: Round, game_wins: tuple[int, ...], time_called: bool, games_to_win: int
) -> Decision:
    """Whether a match is decided once a game is over (or time is called between games).

    Once time is called, the match is decided on game wins (`TIME`), even when the game
    that just ended gave somebody their second.
    """
    why = TIME if time_called else TWO_GAME_WINS
    for player, wins in enumerate(game_wins):
        if wins >= games_to_win:
            return Decision(RoundDecision.WIN, player, why)
    if not time_called:
        return Decision(RoundDecision.PLAY_ON)
    side, lead = _leader(game_wins)
    if side is not None:
        return Decision(RoundDecision.WIN, side, TIME, lead)
    if round_ is Round.SWISS:
        return Decision(RoundDecision.DRAW, None, TIME)
    # one more game, its first five turns additional
    return Decision(RoundDecision.PLAY_ON, None, ONE_MORE_GAME)
