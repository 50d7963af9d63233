"""A board game's options (`BoardGame.options()`) are what its actions then do: every
`control` refused with the message applying it gets (the board decides control), and the
Holds, burn outs, concessions and next game as for the scoring game, judged by applying
each action to random board games, turns with a busy Beginning phase included.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from riftscore.rules import ConquerOption, Mode
from riftscore.rules import actions as act
from riftscore.rules.board import BoardGame, BoardTurn, Kill
from tests.board.helpers import header, table, unit
from tests.board.test_properties import Table, tables
from tests.options_check import check_options

REFUSED = ConquerOption(
    "refused",
    "control is not written in a board game: control follows from the board "
    "(moves, showdowns and combat results)",
)


@settings(max_examples=30, deadline=None)
@given(tables(), st.data())
def test_the_options_are_what_each_action_then_does(board: BoardGame, data: st.DataObject) -> None:
    table = Table(board, data)
    check_options(board)
    for _ in range(data.draw(st.integers(10, 40))):
        if board.game.is_over():
            break
        table.step()
        check_options(board)


def test_control_is_refused_everywhere_whatever_the_moment() -> None:
    board = table(unit("ann-1", "Ann", "Grove"), control={"Grove": "Ann"})
    assert {o for row in board.options().conquer.values() for o in row.values()} == {REFUSED}
    board.apply(act.Turn("Ann"))
    assert {o for row in board.options().conquer.values() for o in row.values()} == {REFUSED}


def test_the_holds_are_judged_at_the_scoring_step_of_a_turn_begun_now() -> None:
    board = table(
        unit("ann-1", "Ann", "Grove"),
        unit("ann-2", "Ann", "Ruins"),
        control={"Grove": "Ann", "Ruins": "Ann"},
    )
    assert board.options().holds["Ann"] == ("Grove", "Ruins")
    board.apply(BoardTurn("Ann", False, (Kill("ann-1"),)))
    assert board.options().holds["Ann"] == ("Ruins",)
    assert board.options().burn_out_targets["Ann"] == ("Ben",)


def test_a_board_match_between_games_offers_the_next_game() -> None:
    board = BoardGame(header(Mode.MATCH), ())
    board.apply(act.Turn("Ann"))
    board.apply(act.Concede("Ann"))
    next_game = board.options().next_game
    assert next_game is not None and (next_game.number, next_game.chooser) == (2, "Ann")
