"""A best-of-three played through the board: game 1 starts from the starting board, each
later game from an empty one; the core's match rules (set-aside battlefields, the `game`
action, game wins) stand as they are.
"""

from __future__ import annotations

import pytest

from riftscore.rules import GameOver, MatchError, Mode
from riftscore.rules import actions as act
from riftscore.rules import events as ev
from riftscore.rules.board import (
    Battlefield,
    BoardGame,
    EndShowdown,
    Enter,
    StandardMove,
    UnknownCard,
)
from tests.board.helpers import play, spell, started, unit


def test_game_one_is_played_on_the_starting_board() -> None:
    board = started(
        unit("a1", "Ann", might=3),
        unit("b1", "Ben", "Ruins"),
        mode=Mode.MATCH,
        scores={"Ann": 6},
        control={"Ruins": "Ben"},
    )
    events = play(board, StandardMove("Ann", ("a1",), Battlefield("Grove")), EndShowdown())
    assert ev.Conquer(1, "Ann", "Grove", 1, 7) in events
    events = play(board, act.EndTurn(), act.Turn("Ben"), act.EndTurn(), act.Turn("Ann"))
    assert ev.Hold(3, "Ann", "Grove", 1, 8) in events
    assert ev.Win(("Ann",), "cleanup") in events
    assert board.game.game_wins == {"Ann": 1, "Ben": 0}
    assert board.game.set_aside == {"Grove", "Ruins"}


def won_game_one() -> BoardGame:
    board = started(
        unit("a1", "Ann", might=3),
        unit("b1", "Ben", "Ruins"),
        mode=Mode.MATCH,
        scores={"Ann": 7},
        control={"Ruins": "Ben"},
    )
    board.apply(spell("Bounty", "Ann"))  # on the chain as the game ends
    board.apply(act.Gain("Ann", 1, "a card"))
    assert board.game.game_outcome.winners == ("Ann",)
    assert board.state.chain
    return board


def test_between_games_the_board_waits_for_the_game_action() -> None:
    board = won_game_one()
    before = board.state
    with pytest.raises(GameOver, match=r"game 1 of the match is over \(Ann won\): the next game"):
        board.apply(Enter(unit("a2", "Ann")))
    with pytest.raises(GameOver, match="next game must begin with a game action"):
        board.apply(act.Turn("Ben"))
    assert board.state == before


def test_the_next_game_starts_with_an_empty_board_on_new_battlefields() -> None:
    board = won_game_one()
    events = board.apply(act.NextGame(("Peak", "Vale"), "Ben"))
    assert events == (ev.GameStarted(2, ("Peak", "Vale"), "Ben", 0),)
    state = board.state
    assert state.cards == {} and state.chain == () and state.phase is None
    assert state.trash == {"Ann": (), "Ben": ()}
    assert state.contested == {} and state.showdown is None and state.combat is None
    assert board.controllers == {"Peak": None, "Vale": None}
    assert board.scores == {"Ann": 0, "Ben": 0}
    with pytest.raises(UnknownCard, match="no card 'a1'"):
        play(board, act.Turn("Ben"), StandardMove("Ben", ("a1",), Battlefield("Peak")))

    events = play(
        board,
        Enter(unit("b2", "Ben")),
        StandardMove("Ben", ("b2",), Battlefield("Peak")),
        EndShowdown(),
    )
    assert ev.Conquer(1, "Ben", "Peak", 1, 1) in events


def test_a_set_aside_battlefield_is_refused_and_the_board_is_left_as_it_was() -> None:
    board = won_game_one()
    before = board.state
    with pytest.raises(MatchError, match="Grove was used in a game somebody won"):
        board.apply(act.NextGame(("Grove", "Peak"), "Ben"))
    assert board.state == before
    assert board.game.game_number == 1


def test_a_match_decided_refuses_everything_after_it() -> None:
    board = won_game_one()
    play(board, act.NextGame(("Peak", "Vale"), "Ben"), act.Turn("Ben"), act.Concede("Ben"))
    assert (board.game.outcome.result, board.game.outcome.winners) == ("win", ("Ann",))
    assert board.game.game_wins == {"Ann": 2, "Ben": 0}
    with pytest.raises(GameOver, match="the match is over: Ann won"):
        board.apply(Enter(unit("a9", "Ann")))
