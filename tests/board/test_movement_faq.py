"""One scenario for every movement answer of the FAQ, named after it."""

from __future__ import annotations

import pytest

from riftscore.rules import NoTurnInProgress
from riftscore.rules import actions as act
from riftscore.rules import events as ev
from riftscore.rules.board import (
    GANKING,
    Base,
    Battlefield,
    BoardGame,
    CombatResult,
    Designation,
    EndShowdown,
    IllegalMove,
    Move,
    ResolveItem,
    StandardMove,
    Timing,
    WrongTime,
)
from riftscore.rules.board.events import (
    Exhausted,
    ItemAdded,
    ShowdownBegan,
    UnitMoved,
)
from tests.board.helpers import kinds, of, play, spell, started, table, trigger, unit

GROVE, RUINS = Battlefield("Grove"), Battlefield("Ruins")


def refused(board: BoardGame, action: object, error: type[Exception], match: str) -> None:
    """The action is refused with a message a player understands, and nothing changes."""
    before, log, scores = board.state, list(board.events), board.scores
    with pytest.raises(error, match=match):
        board.apply(action)  # type: ignore[arg-type]
    assert (board.state, list(board.events), board.scores) == (before, log, scores)


# ---------------------------------------------------------- the standard move


def test_faq_standard_move_takes_a_unit_from_base_to_a_battlefield_by_exhausting_it() -> None:
    board = started(unit("a1", "Ann"))
    events = board.apply(StandardMove("Ann", ("a1",), GROVE))
    assert kinds(events)[:2] == ["Exhausted", "UnitMoved"]  # the cost first, then the move
    assert board.card("a1") == unit("a1", "Ann", "Grove", exhausted=True)


def test_faq_standard_move_brings_a_unit_back_from_a_battlefield_to_base() -> None:
    board = started(unit("a1", "Ann", "Grove"), control={"Grove": "Ann"})
    events = board.apply(StandardMove("Ann", ("a1",), Base("Ann")))
    assert UnitMoved("a1", "Grove", "Ann's base", True) in events
    assert board.card("a1").exhausted  # type: ignore[union-attr]
    assert ev.ControlLost(1, "Ann", "Grove") in events  # nobody is left there


def test_faq_standard_move_is_only_on_your_own_turn() -> None:
    board = started(unit("a1", "Ann"), unit("b1", "Ben"))
    refused(board, StandardMove("Ben", ("b1",), GROVE), WrongTime, "this is Ann's turn")


def test_faq_standard_move_is_only_in_your_main_phase() -> None:
    board = table(unit("a1", "Ann"))
    refused(board, StandardMove("Ann", ("a1",), GROVE), NoTurnInProgress, "before the first turn")
    play(board, act.Turn("Ann"), act.EndTurn())
    refused(board, StandardMove("Ann", ("a1",), GROVE), NoTurnInProgress, "between turns")


def test_faq_standard_move_is_only_outside_a_showdown() -> None:
    board = started(unit("a1", "Ann"), unit("a2", "Ann"))
    board.apply(StandardMove("Ann", ("a1",), GROVE))
    assert board.state.showdown is not None
    refused(board, StandardMove("Ann", ("a2",), RUINS), IllegalMove, "during a showdown")


def test_faq_exhausted_unit_cannot_standard_move() -> None:
    board = started(unit("a1", "Ann"))
    board.apply(StandardMove("Ann", ("a1",), RUINS))
    board.apply(EndShowdown())
    refused(board, StandardMove("Ann", ("a1",), Base("Ann")), IllegalMove, "a1 is exhausted")


def test_faq_standard_move_goes_between_base_and_a_battlefield_only() -> None:
    board = started(unit("a1", "Ann", "Grove"), control={"Grove": "Ann"})
    refused(board, StandardMove("Ann", ("a1",), RUINS), IllegalMove, "a1 has no Ganking")
    refused(board, StandardMove("Ann", ("a1",), Base("Ben")), IllegalMove, "back to Ann's base")


# ---------------------------------------------------- moves by spells and abilities


def test_faq_moving_with_a_spell_or_ability_does_not_exhaust() -> None:
    board = started(unit("a1", "Ann"), unit("a2", "Ann"))
    play(board, StandardMove("Ann", ("a2",), RUINS), EndShowdown())  # a2 is exhausted now
    board.apply(spell("Wind Walk", "Ann"))
    events = board.apply(ResolveItem("Wind Walk", (Move(("a1", "a2"), GROVE),)))
    assert of(Exhausted, events) == []
    assert board.card("a1").exhausted is False  # type: ignore[union-attr]
    assert board.card("a2").exhausted is True  # type: ignore[union-attr]  # it stays exhausted
    assert board.state.showdown == ("Grove", False)


def test_faq_a_spell_can_move_units_the_standard_move_could_not() -> None:
    board = started(unit("a1", "Ann", "Grove", exhausted=True), control={"Grove": "Ann"})
    board.apply(spell("Wind Walk", "Ann"))
    board.apply(ResolveItem("Wind Walk", (Move(("a1",), RUINS),)))  # no Ganking, exhausted
    assert board.card("a1").location == RUINS  # type: ignore[union-attr]


# -------------------------------------------------------------- moving as a group


def test_faq_units_move_together_as_a_group_then_move_effects_then_a_showdown() -> None:
    board = started(unit("a1", "Ann"), unit("a2", "Ann"))
    events = board.apply(
        StandardMove("Ann", ("a1", "a2"), GROVE, (trigger("Swift Strides", "Ann"),))
    )
    paid_then_moved = [k for k in kinds(events) if k in ("Exhausted", "UnitMoved")]
    assert paid_then_moved == ["Exhausted", "Exhausted", "UnitMoved", "UnitMoved"]
    assert ItemAdded("Swift Strides", "Ann", "Swift Strides", True) in events
    assert of(ShowdownBegan, events) == []  # the move effect resolves first
    after = board.apply(ResolveItem("Swift Strides"))
    assert of(ShowdownBegan, after) == [ShowdownBegan("Grove", False)]
    assert ev.Conquer(1, "Ann", "Grove", 1, 1) in board.apply(EndShowdown())


def test_faq_a_group_needs_a_destination_legal_for_every_unit() -> None:
    board = started(unit("a1", "Ann"), unit("a2", "Ann", "Ruins"), control={"Ruins": "Ann"})
    refused(board, StandardMove("Ann", ("a1", "a2"), GROVE), IllegalMove, "a2 has no Ganking")
    assert board.card("a1").exhausted is False  # type: ignore[union-attr]  # nothing was paid


# ------------------------------------------------------------------ Ganking


def test_faq_ganking_lets_the_standard_move_go_between_battlefields() -> None:
    board = started(unit("a1", "Ann", "Ruins", keywords=[GANKING]), control={"Ruins": "Ann"})
    events = board.apply(StandardMove("Ann", ("a1",), GROVE))
    assert UnitMoved("a1", "Ruins", "Grove", True) in events
    assert board.card("a1").exhausted  # type: ignore[union-attr]


def test_faq_ganking_does_not_give_an_extra_move() -> None:
    board = started(unit("a1", "Ann", "Ruins", keywords=[GANKING]), control={"Ruins": "Ann"})
    board.apply(StandardMove("Ann", ("a1",), GROVE))
    board.apply(EndShowdown())
    refused(board, StandardMove("Ann", ("a1",), RUINS), IllegalMove, "a1 is exhausted")


def test_faq_ganking_units_move_alongside_the_standard_move_group() -> None:
    board = started(
        unit("a1", "Ann"),
        unit("a2", "Ann", "Ruins", keywords=[GANKING]),
        control={"Ruins": "Ann"},
    )
    events = board.apply(StandardMove("Ann", ("a1", "a2"), GROVE))
    assert UnitMoved("a1", "Ann's base", "Grove", True) in events
    assert UnitMoved("a2", "Ruins", "Grove", True) in events


# ------------------------------------------------------- joining a combat


def rushed_into_ruins() -> BoardGame:
    """Ann's unit moves to Ben's Ruins with a move effect: the combat is staged, not begun."""
    board = started(
        unit("a1", "Ann", might=3),
        unit("a2", "Ann", might=2),
        unit("b1", "Ben", "Ruins", might=2),
        control={"Ruins": "Ben"},
    )
    board.apply(StandardMove("Ann", ("a1",), RUINS, (trigger("Rush", "Ann"),)))
    return board


def test_faq_no_more_units_join_before_the_combat_starts() -> None:
    board = rushed_into_ruins()
    assert board.state.staged_combats == {"Ruins"}
    board.apply(spell("Reinforce", "Ann", Timing.REACTION))
    refused(
        board,
        ResolveItem("Reinforce", (Move(("a2",), RUINS),)),
        IllegalMove,
        "about to start at Ruins",
    )


def test_faq_action_or_reaction_moves_units_in_after_the_combat_starts() -> None:
    board = rushed_into_ruins()
    board.apply(ResolveItem("Rush"))
    assert board.state.combat is not None  # the combat began; its showdown is open
    board.apply(spell("Reinforce", "Ann", Timing.ACTION))
    board.apply(ResolveItem("Reinforce", (Move(("a2",), RUINS),)))
    assert board.card("a2").designation is Designation.ATTACKER  # type: ignore[union-attr]
    events = board.apply(CombatResult((("b1", 5), ("a1", 1))))
    assert ev.Conquer(1, "Ann", "Ruins", 1, 1) in events


def test_faq_other_spells_and_abilities_cannot_move_units_into_a_combat() -> None:
    board = rushed_into_ruins()
    board.apply(ResolveItem("Rush"))
    board.apply(spell("Charge", "Ann", Timing.NORMAL))
    refused(board, ResolveItem("Charge", (Move(("a2",), RUINS),)), IllegalMove, "Action or")
