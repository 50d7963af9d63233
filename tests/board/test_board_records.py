"""The record extension: board headers and verbs, and what a record may not say."""

from __future__ import annotations

from typing import Any

import pytest

from riftscore.record import RecordError, replay_bytes, summary
from tests.conftest import record

HEADER: dict[str, Any] = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}
ANN = {"id": "ann-1", "owner": "Ann", "might": 2}


def refused_at(line: int, *lines: dict[str, Any] | str) -> str:
    with pytest.raises(RecordError) as error:
        replay_bytes(record(*lines))
    assert error.value.line == line, str(error.value)
    return error.value.reason


def test_a_record_without_board_has_no_board_verbs() -> None:
    reason = refused_at(
        3,
        HEADER,
        {"do": "turn", "player": "Ann"},
        {"do": "standard_move", "player": "Ann", "units": ["ann-1"], "to": "Grove"},
    )
    assert "unknown action" in reason


def test_a_board_record_scores_through_the_board() -> None:
    out = summary(
        replay_bytes(
            record(
                {**HEADER, "board": {"units": [ANN]}},
                "# Ann moves in, nobody answers, she conquers",
                {"do": "turn", "player": "Ann"},
                {"do": "standard_move", "player": "Ann", "units": ["ann-1"], "to": "Grove"},
                {"do": "end_showdown"},
                {"do": "gain", "player": "Ann", "points": 2, "source": "a card"},
            )
        )
    )
    assert out["scores"] == {"Ann": 3, "Ben": 0}


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ({"do": "control", "player": "Ann", "battlefield": "Grove"}, "control follows from"),
        ({"do": "lose_control", "battlefield": "Grove"}, "control follows from"),
        (
            {
                "do": "resolve",
                "actions": [{"do": "control", "player": "Ann", "battlefield": "Grove"}],
            },
            "control follows from",
        ),
        ({"do": "standard_move", "player": "Ann", "units": [], "to": "Grove"}, "at least one"),
        ({"do": "standard_move", "player": "Ann", "units": ["x"], "to": "Grove"}, "no card 'x'"),
        ({"do": "standard_move", "player": "Ann", "units": ["ann-1"], "to": 3}, '"to" must be'),
        ({"do": "damage", "unit": "ann-1", "amount": "2"}, '"amount" must be a whole'),
        ({"do": "damage", "unit": "ann-1", "amount": 0}, "at least 1"),
        ({"do": "chain_add", "item": "s", "player": "Ann", "timing": "fast"}, "normal, action"),
        ({"do": "chain_resolve", "item": "s"}, "the chain is empty"),
        ({"do": "end_showdown"}, "no showdown to end"),
        ({"do": "combat_result", "damage": {"ann-1": 1}}, "no combat under way"),
        ({"do": "choose", "player": "Ann", "battlefield": "Grove"}, "nothing to choose"),
        ({"do": "enter", "unit": ANN}, "already on the board"),
    ],
)
def test_a_refused_board_line_says_why(line: dict[str, Any], words: str) -> None:
    reason = refused_at(
        3, {**HEADER, "board": {"units": [ANN]}}, {"do": "turn", "player": "Ann"}, line
    )
    assert words in reason


def test_an_unknown_effect_is_refused_at_its_line() -> None:
    reason = refused_at(
        4,
        {**HEADER, "board": {"units": [ANN]}},
        {"do": "turn", "player": "Ann"},
        {"do": "chain_add", "item": "s", "player": "Ann"},
        {"do": "chain_resolve", "item": "s", "effects": [{"do": "turn", "player": "Ben"}]},
    )
    assert "'turn' is not an effect" in reason


def test_turns_do_not_say_ally_occupies_in_a_board_game() -> None:
    reason = refused_at(
        2,
        {
            **HEADER,
            "mode": "2v2",
            "players": ["Ann", "Ben", "Cat", "Dan"],
            "battlefields": ["Grove", "Ruins", "Spire"],
            "teams": [["Ann", "Cat"], ["Ben", "Dan"]],
            "board": {},
        },
        {"do": "turn", "player": "Ann", "ally_occupies": ["Grove"]},
    )
    assert "the board knows" in reason


@pytest.mark.parametrize(
    ("board", "words"),
    [
        ([], '"board" must be an object'),
        ({"units": [ANN], "decks": []}, "not ['decks']"),
        ({"units": [{"id": "a", "owner": "Ann"}]}, 'the card a needs "might"'),
        ({"units": [{**ANN, "owner": "Zed"}]}, "'Zed' is not a player"),
        ({"units": [{**ANN, "at": "Nowhere"}]}, "'Nowhere' is not a battlefield"),
        ({"units": [ANN, ANN]}, "already on the board"),
        ({"units": [{**ANN, "at": "Grove"}]}, "which nobody controls"),
        ({"hidden": [{"id": "h", "owner": "Ann", "at": "base"}]}, "the battlefield it is hidden"),
        ({"gear": [{"id": "g", "owner": "Ann", "attached_to": "nobody"}]}, '"at"'),
    ],
)
def test_a_bad_starting_board_is_refused_on_the_header_line(board: object, words: str) -> None:
    reason = refused_at(
        2, "# the table", {**HEADER, "board": board}, {"do": "turn", "player": "Ann"}
    )
    assert words in reason


def test_start_control_needs_units_of_the_controller() -> None:
    reason = refused_at(
        1,
        {**HEADER, "start": {"control": {"Grove": "Ann"}}, "board": {"units": [ANN]}},
    )
    assert "has no unit there" in reason


def test_the_cards_of_a_matchs_first_game_leave_with_it() -> None:
    reason = refused_at(
        8,
        {**HEADER, "mode": "match", "start": {"scores": {"Ann": 7}}, "board": {"units": [ANN]}},
        {"do": "turn", "player": "Ann"},
        {"do": "gain", "player": "Ann", "points": 1},
        {"do": "game", "battlefields": ["Peak", "Vale"], "first": "Ben"},
        {"do": "turn", "player": "Ben"},
        {"do": "end_turn"},
        {"do": "turn", "player": "Ann"},
        {"do": "standard_move", "player": "Ann", "units": ["ann-1"], "to": "Peak"},
    )
    assert "no card 'ann-1'" in reason


@pytest.mark.parametrize("do", [[], {}, ["kill"], 7])
def test_a_beginning_item_whose_do_is_not_a_word_is_an_unknown_action_at_its_line(
    do: object,
) -> None:
    reason = refused_at(
        2,
        {**HEADER, "board": {"units": [ANN]}},
        {"do": "turn", "player": "Ann", "beginning": [{"do": do}, {"do": "kill", "card": "ann-1"}]},
    )
    assert "unknown action" in reason


def test_an_effect_outside_a_turn_is_named_by_its_verb() -> None:
    reason = refused_at(
        2, {**HEADER, "board": {"units": [ANN]}}, {"do": "set_might", "unit": "ann-1", "might": 3}
    )
    assert reason == "set_might needs a turn in progress, and this is before the first turn"


@pytest.mark.parametrize(
    ("line", "words"),
    [
        # A unit written without its id and with a mistyped owner: the id comes first.
        (
            {"do": "enter", "unit": {"owner": 3, "might": 1}},
            'a card on the board needs "id" (the card\'s id)',
        ),
        # Keywords come last, after a missing Might.
        (
            {"do": "enter", "unit": {"id": "u", "owner": "Ann", "keywords": "ganking"}},
            'the card u needs "might" (a whole number)',
        ),
        # Gear: its id before its owner, its place before what it is attached to.
        (
            {"do": "enter", "gear": {"owner": "Ann", "at": 3}},
            'a card on the board needs "id" (the card\'s id)',
        ),
        (
            {"do": "enter", "gear": {"id": "g", "owner": "Ann", "at": 3, "attached_to": 4}},
            'the card g: "at" must be a battlefield, "base" or {"base": player}, not 3',
        ),
    ],
)
def test_of_two_faults_in_a_card_the_first_written_is_named(
    line: dict[str, Any], words: str
) -> None:
    reason = refused_at(
        3, {**HEADER, "board": {"units": [ANN]}}, {"do": "turn", "player": "Ann"}, line
    )
    assert reason == words


def test_of_two_faults_in_a_gain_effect_the_player_is_named_before_the_source() -> None:
    reason = refused_at(
        4,
        {**HEADER, "board": {"units": [ANN]}},
        {"do": "turn", "player": "Ann"},
        {"do": "chain_add", "item": "s", "player": "Ann"},
        {"do": "chain_resolve", "item": "s", "effects": [{"do": "gain", "points": 1, "source": 2}]},
    )
    assert reason == 'gain needs "player" (a name)'
