"""Effects a chain item's resolution (or anything outside the chain) applies to cards."""

from __future__ import annotations

import pytest

from riftscore.rules import UnknownPlayer
from riftscore.rules import actions as act
from riftscore.rules.board import (
    Attach,
    Base,
    Battlefield,
    ControlFollowsTheBoard,
    Detach,
    Enter,
    Exhaust,
    Gear,
    Heal,
    HiddenCard,
    IllegalMove,
    Move,
    Ready,
    Recall,
    ResolveItem,
    StandardMove,
    UnknownCard,
    WrongTime,
)
from riftscore.rules.board.events import CleanupStarted, Contested, Recalled
from tests.board.helpers import of, play, spell, started, unit

GROVE, RUINS = Battlefield("Grove"), Battlefield("Ruins")


def test_attached_gear_goes_where_its_unit_goes() -> None:
    board = started(unit("a1", "Ann"), Gear("blade", "Ann", "Ann", Base("Ann")))
    board.apply(Attach("blade", "a1"))
    board.apply(StandardMove("Ann", ("a1",), GROVE))
    assert board.card("blade") == Gear("blade", "Ann", "Ann", GROVE, "a1")
    events = board.apply(Detach("blade"))
    assert Recalled("blade", "Grove", "Ann's base") in events  # unattached at a battlefield


def test_gear_attaches_only_to_its_controllers_unit_once() -> None:
    board = started(unit("a1", "Ann"), unit("b1", "Ben"), Gear("blade", "Ann", "Ann", Base("Ann")))
    with pytest.raises(IllegalMove, match="a unit of Ann"):
        board.apply(Attach("blade", "b1"))
    board.apply(Attach("blade", "a1"))
    with pytest.raises(IllegalMove, match="already attached"):
        board.apply(Attach("blade", "a1"))
    with pytest.raises(UnknownCard, match="is a unit, not gear"):
        board.apply(Detach("a1"))


def test_a_recall_is_not_a_move() -> None:
    board = started(unit("a1", "Ann", "Grove"), control={"Grove": "Ann"})
    events = board.apply(Recall(("a1",)))
    assert of(CleanupStarted, events)[0].reasons == ("319.7",)  # no 319.8
    with pytest.raises(IllegalMove, match="already in Ann's base"):
        board.apply(Recall(("a1",)))


def test_exhausting_and_readying_say_when_there_is_nothing_to_do() -> None:
    board = started(unit("a1", "Ann"))
    with pytest.raises(IllegalMove, match="already ready"):
        board.apply(Ready("a1"))
    board.apply(Exhaust("a1"))
    with pytest.raises(IllegalMove, match="already exhausted"):
        board.apply(Exhaust("a1"))
    board.apply(Ready("a1"))
    assert board.card("a1").exhausted is False  # type: ignore[union-attr]


def test_healing_an_undamaged_unit_changes_nothing() -> None:
    board = started(unit("a1", "Ann"))
    assert board.apply(Heal("a1")) == ()


def test_a_unit_played_to_a_battlefield_contests_it() -> None:
    board = started(unit("b1", "Ben", "Ruins"), control={"Ruins": "Ben"})
    events = board.apply(Enter(unit("a1", "Ann", "Ruins", might=3)))
    assert Contested("Ruins", "Ann") in events
    assert board.state.combat is not None


def test_a_hidden_card_is_placed_only_where_its_controller_controls() -> None:
    board = started(unit("a1", "Ann", "Grove"), control={"Grove": "Ann"})
    with pytest.raises(IllegalMove, match="only hide a card at a battlefield they control"):
        board.apply(Enter(HiddenCard("h1", "Ann", "Ann", RUINS)))
    board.apply(Enter(HiddenCard("h1", "Ann", "Ann", GROVE)))
    assert board.card("h1") is not None


def test_a_move_home_sends_each_unit_to_its_own_base() -> None:
    board = started(unit("a1", "Ann"), unit("b1", "Ben"))
    play(board, spell("Swap", "Ann"), ResolveItem("Swap", (Move(("a1", "b1"), GROVE),)))
    board.apply(spell("Scatter", "Ann", pending=False))
    board.apply(ResolveItem("Scatter", (Move(("a1", "b1"), None),)))
    assert board.card("a1").location == Base("Ann")  # type: ignore[union-attr]
    assert board.card("b1").location == Base("Ben")  # type: ignore[union-attr]


def test_the_core_scoring_verbs_still_apply() -> None:
    board = started(unit("a1", "Ann"))
    board.apply(act.Gain("Ann", 2))
    board.apply(act.Adjust("Ben", 1, "a judge's ruling"))
    assert board.scores == {"Ann": 2, "Ben": 1}
    with pytest.raises(ControlFollowsTheBoard):
        board.apply(act.Turn("Ben", beginning=(act.Control("Ben", "Grove"),)))
    with pytest.raises(UnknownPlayer):
        board.apply(act.Gain("Zed", 1))


def test_a_turn_cannot_end_with_the_chain_or_a_showdown_open() -> None:
    board = started(unit("a1", "Ann"))
    board.apply(spell("Charm", "Ann"))
    with pytest.raises(WrongTime, match="the chain still has Charm"):
        board.apply(act.EndTurn())
    play(board, ResolveItem("Charm"), StandardMove("Ann", ("a1",), GROVE))
    with pytest.raises(WrongTime, match="under way at Grove"):
        board.apply(act.Turn("Ben"))
