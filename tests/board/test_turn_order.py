"""A board turn in the seeds' order (scoring-across-turns): Awaken first, then the
Beginning phase's abilities, each with its cleanup, then the scoring step's Holds of what
the turn player still controls.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from riftscore.record import RecordError, replay_bytes
from riftscore.rules import RuleError
from riftscore.rules import actions as act
from riftscore.rules import events as ev
from riftscore.rules.board import (
    AddToChain,
    BoardGame,
    BoardTurn,
    ControlFollowsTheBoard,
    Kill,
    NewItem,
    StandardMove,
    WrongTime,
    board_of,
)
from riftscore.rules.board.events import Killed, PhaseBegan, Readied, StepBegan
from tests.board.helpers import kinds, table, unit
from tests.conftest import record

RECORDS = Path(__file__).parents[1] / "records" / "board"


def board_of_record(name: str) -> BoardGame:
    board = board_of(replay_bytes((RECORDS / f"{name}.jsonl").read_bytes()))
    assert board is not None
    return board


def at(events: list[object], wanted: object) -> int:
    return events.index(wanted)


def test_awaken_readies_before_the_scoring_step_holds() -> None:
    events = list(board_of_record("hold_after_awaken").events)
    hold = ev.Hold(1, "Ann", "Grove", 1, 5)
    assert at(events, PhaseBegan("awaken")) < at(events, Readied("ann-1"))
    assert at(events, Readied("ann-1")) < at(events, PhaseBegan("beginning"))
    assert at(events, PhaseBegan("beginning")) < at(
        events, ev.Gain(1, "Ann", 1, 4, "a Beginning ability")
    )
    assert at(events, ev.Gain(1, "Ann", 1, 4, "a Beginning ability")) < at(
        events, StepBegan("scoring")
    )
    assert at(events, StepBegan("scoring")) + 1 == at(events, hold)
    assert at(events, hold) < at(events, PhaseBegan("channel"))


def test_a_unit_killed_in_the_beginning_phase_leaves_no_hold_there() -> None:
    events = list(board_of_record("beginning_unit_killed_no_hold_there").events)
    lost = ev.ControlLost(1, "Ann", "Grove")
    assert at(events, Killed("ann-1", "Ann", "Grove")) < at(events, lost)
    assert at(events, lost) < at(events, StepBegan("scoring"))
    holds = [e for e in events if isinstance(e, ev.Hold)]
    assert [(h.turn, h.battlefield) for h in holds] == [(1, "Ruins"), (3, "Ruins")]


def test_without_the_kill_the_same_turn_holds_both() -> None:
    board = table(
        unit("ann-1", "Ann", "Grove"),
        unit("ann-2", "Ann", "Ruins"),
        control={"Grove": "Ann", "Ruins": "Ann"},
    )
    held = [e.battlefield for e in board.apply(act.Turn("Ann")) if isinstance(e, ev.Hold)]
    assert held == ["Grove", "Ruins"]


def test_the_declared_record_puts_the_beginning_phases_changes_in_the_turns_beginning() -> None:
    """Control lost in the Beginning step is the declared turn's `beginning`: replayed
    without a board, it scores the same (no Hold there)."""
    board = board_of_record("beginning_unit_killed_no_hold_there")
    header, first, *rest = board.declared_record()
    assert first == {
        "do": "turn",
        "player": "Ann",
        "beginning": [{"do": "lose_control", "battlefield": "Grove"}],
    }
    plain = replay_bytes(record(header, first, *rest))  # type: ignore[arg-type]
    assert list(plain.events) == list(board.game.events)


def test_a_board_turn_is_written_as_a_turn_and_read_back_as_one() -> None:
    board = board_of_record("2v2_ally_occupation_judged_at_the_scoring_step")
    first = board.actions[0]
    assert isinstance(first, BoardTurn)
    assert board.to_record()[1] == {
        "do": "turn",
        "player": "Ann",
        "beginning": [
            {"do": "move", "units": ["ann-1", "cat-1"], "to": "Spire"},
            {"do": "end_showdown"},
        ],
    }
    again = board_of(replay_bytes(record(*board.to_record())))  # type: ignore[arg-type]
    assert again is not None and list(again.actions) == list(board.actions)


def test_a_cores_turn_given_board_actions_is_kept_as_the_board_turn_a_record_reads() -> None:
    board = table(unit("ann-1", "Ann", "Grove"), control={"Grove": "Ann"})
    board.apply(act.Turn("Ann", False, (Kill("ann-1"),)))  # type: ignore[arg-type]
    assert board.actions == [BoardTurn("Ann", False, (Kill("ann-1"),))]
    again = board_of(replay_bytes(record(*board.to_record())))  # type: ignore[arg-type]
    assert again is not None and list(again.actions) == list(board.actions)


def test_a_board_turn_with_only_the_cores_actions_is_the_cores_turn() -> None:
    board = table(unit("ann-1", "Ann"))
    board.apply(BoardTurn("Ann", False, (act.Gain("Ann", 1),)))
    assert board.actions == [act.Turn("Ann", False, (act.Gain("Ann", 1),))]
    assert board.game.actions == [act.Turn("Ann", False, (act.Gain("Ann", 1),))]


@pytest.mark.parametrize(
    ("beginning", "error", "words"),
    [
        ((StandardMove("Ann", ("ann-1",), "Grove"),), WrongTime, "only in the Main phase"),  # type: ignore[arg-type]
        ((AddToChain(NewItem("omen", "Ann")),), WrongTime, "the chain still has omen"),
        ((act.Control("Ann", "Grove"),), ControlFollowsTheBoard, "control follows from"),
        ((act.LoseControl("Grove"),), ControlFollowsTheBoard, "control follows from"),
        ((act.Concede("Ben"),), RuleError, '"concede" cannot happen in the Beginning phase'),
        ((act.EndTurn(),), RuleError, '"end_turn" cannot happen in the Beginning phase'),
        ((act.Turn("Ben"),), RuleError, '"turn" cannot happen in the Beginning phase'),
        ((Kill("nobody"),), RuleError, "no card 'nobody'"),
    ],
)
def test_what_a_beginning_phase_cannot_hold_is_refused_and_changes_nothing(
    beginning: tuple[object, ...], error: type[RuleError], words: str
) -> None:
    board = table(unit("ann-1", "Ann", "Grove"), control={"Grove": "Ann"})
    before = (board.state, list(board.events), board.game.checkpoint(), board.game.actions)
    with pytest.raises(error, match=words):
        board.apply(BoardTurn("Ann", False, beginning))  # type: ignore[arg-type]
    assert (board.state, list(board.events), board.game.actions) == before[:2] + before[3:]
    assert board.game.checkpoint() == before[2]


def test_a_game_won_in_the_beginning_phase_stops_there() -> None:
    board = table(unit("ann-1", "Ann", "Grove"), control={"Grove": "Ann"}, scores={"Ann": 7})
    events = board.apply(BoardTurn("Ann", False, (act.Gain("Ann", 1), Kill("ann-1"))))
    assert board.game.outcome.winners == ("Ann",)
    assert "Killed" not in kinds(events) and "StepBegan" not in kinds(events)
    assert board.scores == {"Ann": 8, "Ben": 0}
    assert board.game.actions == [act.Turn("Ann", False, (act.Gain("Ann", 1),))]


def test_a_record_with_a_board_verb_in_a_core_turn_says_where() -> None:
    header = {
        "format": "riftscore/1",
        "mode": "duel",
        "players": ["Ann", "Ben"],
        "battlefields": ["Grove", "Ruins"],
    }
    with pytest.raises(RecordError) as error:
        replay_bytes(
            record(
                header, {"do": "turn", "player": "Ann", "beginning": [{"do": "kill", "card": "x"}]}
            )
        )
    assert error.value.line == 2 and "unknown action" in error.value.reason
    board = {**header, "board": {}}
    with pytest.raises(RecordError) as error:
        replay_bytes(
            record(
                board,
                {
                    "do": "turn",
                    "player": "Ann",
                    "beginning": [{"do": "kill", "card": "x"}, {"do": "time"}],
                },
            )
        )
    assert (error.value.line, error.value.reason) == (
        2,
        '"time" cannot happen in the Beginning phase',
    )
