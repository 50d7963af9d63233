"""A rejected record names its line and the problem (record-format.md, Errors).

A record file can only say which line fails; these check that the reason is worth
reading at the table: it names the player, battlefield, key or value at fault.
"""

from __future__ import annotations

import pytest

from riftscore.record import RecordError
from tests.conftest import play

DUEL = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}
TURN = {"do": "turn", "player": "Ann"}


def rejection(*lines: dict[str, object] | str) -> RecordError:
    with pytest.raises(RecordError) as caught:
        play(*lines)
    return caught.value


def test_the_message_starts_with_line_n() -> None:
    error = rejection("# comment", DUEL, "", TURN, {"do": "gain", "player": "Ann", "points": 0})
    assert error.line == 5
    assert str(error).startswith("line 5: ")


def test_an_unknown_player_is_named() -> None:
    error = rejection(DUEL, TURN, {"do": "gain", "player": "Eve", "points": 1})
    assert "Eve" in str(error)


def test_an_unknown_battlefield_is_named() -> None:
    error = rejection(DUEL, TURN, {"do": "control", "player": "Ann", "battlefield": "Tower"})
    assert "Tower" in str(error)


def test_a_turn_out_of_order_names_the_player_who_cannot_play() -> None:
    error = rejection(DUEL, TURN, TURN)
    assert "Ann" in error.reason
    assert "turn" in error.reason


def test_control_by_the_controller_names_both() -> None:
    error = rejection(
        DUEL, TURN, {"do": "control", "player": "Ann", "battlefield": "Grove"},
        {"do": "control", "player": "Ann", "battlefield": "Grove"},
    )  # fmt: skip
    assert "Ann" in error.reason
    assert "Grove" in error.reason


def test_lose_control_of_an_uncontrolled_battlefield_names_it() -> None:
    error = rejection(DUEL, TURN, {"do": "lose_control", "battlefield": "Ruins"})
    assert "Ruins" in error.reason


def test_a_count_that_is_not_an_integer_names_the_key() -> None:
    for bad in (True, 1.0, "1"):
        error = rejection(DUEL, TURN, {"do": "gain", "player": "Ann", "points": bad})
        assert "points" in error.reason, bad


def test_an_unknown_do_is_named() -> None:
    error = rejection(DUEL, TURN, {"do": "score", "player": "Ann"})
    assert "score" in error.reason


def test_a_header_with_the_wrong_battlefield_count_names_the_mode() -> None:
    error = rejection({**DUEL, "battlefields": ["Grove", "Ruins", "Spire"]})
    assert error.line == 1
    assert "duel" in error.reason
    assert "battlefield" in error.reason


def test_a_second_time_says_time() -> None:
    error = rejection(DUEL, TURN, {"do": "time"}, {"do": "time"})
    assert error.line == 4
    assert "time" in error.reason


def test_an_action_after_the_game_says_it_is_over() -> None:
    error = rejection(
        {**DUEL, "start": {"scores": {"Ann": 7}}},
        TURN,
        {"do": "gain", "player": "Ann", "points": 1},
        {"do": "turn", "player": "Ben"},
    )
    assert error.line == 4
    assert "over" in error.reason


def test_a_reused_battlefield_in_a_match_is_named() -> None:
    error = rejection(
        {**DUEL, "mode": "match"},
        TURN,
        {"do": "gain", "player": "Ann", "points": 8},
        {"do": "game", "battlefields": ["Lake", "Grove"], "first": "Ben"},
    )
    assert error.line == 4
    assert "Grove" in error.reason


def test_a_fault_inside_resolve_names_the_inner_problem_at_the_resolve_line() -> None:
    error = rejection(
        DUEL,
        TURN,
        {
            "do": "resolve",
            "actions": [
                {"do": "gain", "player": "Ann", "points": 1},
                {"do": "gain", "player": "Zed", "points": 1},
            ],
        },
    )
    assert error.line == 3
    assert "Zed" in error.reason


def test_a_fault_inside_beginning_names_the_inner_problem_at_the_turn_line() -> None:
    error = rejection(
        DUEL,
        {
            "do": "turn",
            "player": "Ann",
            "beginning": [{"do": "lose_control", "battlefield": "Spire"}],
        },
    )
    assert error.line == 2
    assert "Spire" in error.reason
