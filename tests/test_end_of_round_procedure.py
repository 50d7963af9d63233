"""What a type of round does at time, as the core tells a screen before the round is
played (`end_of_round_procedure`), is what its decisions then do."""

from __future__ import annotations

from typing import Any

import pytest

from riftscore.announce import procedure_text
from riftscore.rules import Round
from riftscore.rules import events as ev
from riftscore.rules.match import (
    NO_LEAD_OF_TWO,
    NO_NEW_GAME,
    ONE_MORE_GAME,
    TIED,
    RoundDecision,
    decide_match,
    end_of_round,
    end_of_round_procedure,
)
from tests.conftest import play

DUEL: dict[str, Any] = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}


@pytest.mark.parametrize("round_", list(Round), ids=lambda r: r.value)
def test_the_winning_lead_wins_at_time_and_one_less_does_not(round_: Round) -> None:
    procedure = end_of_round_procedure(round_)
    lead = procedure.winning_lead
    assert end_of_round(round_, (4 + lead, 4), None).result is RoundDecision.WIN
    short = end_of_round(round_, (4 + lead - 1, 4), None)
    assert short.result is not RoundDecision.WIN
    assert short.reason == procedure.tied


def test_swiss_draws_without_a_lead_of_two_and_starts_no_new_game() -> None:
    procedure = end_of_round_procedure(Round.SWISS)
    assert (procedure.winning_lead, procedure.tied) == (2, NO_LEAD_OF_TWO)
    assert end_of_round(Round.SWISS, (5, 4), None).result is RoundDecision.DRAW
    assert procedure.between_games == NO_NEW_GAME
    assert decide_match(Round.SWISS, (1, 1), True, 2).result is RoundDecision.DRAW


def test_single_elimination_goes_to_sudden_death_and_one_more_game() -> None:
    procedure = end_of_round_procedure(Round.SINGLE_ELIMINATION)
    assert (procedure.winning_lead, procedure.tied) == (1, TIED)
    assert end_of_round(Round.SINGLE_ELIMINATION, (5, 5), None).result is RoundDecision.PLAY_ON
    between = decide_match(Round.SINGLE_ELIMINATION, (1, 1), True, 2)
    assert (between.result, between.reason) == (RoundDecision.PLAY_ON, procedure.between_games)
    assert procedure.between_games == ONE_MORE_GAME


@pytest.mark.parametrize("round_", list(Round), ids=lambda r: r.value)
def test_time_called_in_a_game_gives_the_procedure_s_additional_turns(round_: Round) -> None:
    game = play({**DUEL, "round": round_.value}, {"do": "turn", "player": "Ann"}, {"do": "time"})
    (called,) = [e for e in game.events if isinstance(e, ev.TimeCalled)]
    assert called.additional_turns == end_of_round_procedure(round_).additional_turns


def test_a_game_begun_after_time_has_the_procedure_s_additional_turns() -> None:
    header = {**DUEL, "mode": "match", "round": "single_elimination"}
    game = play(
        header,
        {"do": "turn", "player": "Ann"},
        {"do": "gain", "player": "Ann", "points": 8},
        {"do": "game", "battlefields": ["Mill", "Vault"], "first": "Ben"},
        {"do": "turn", "player": "Ben"},
        {"do": "gain", "player": "Ben", "points": 8},
        {"do": "time"},  # between games, one all: one more game
    )
    (called,) = [e for e in game.events if isinstance(e, ev.TimeCalled)]
    procedure = end_of_round_procedure(Round.SINGLE_ELIMINATION)
    assert called.follows == procedure.between_games
    assert called.next_game_additional_turns == procedure.additional_turns_in_new_game


def test_the_procedure_in_words_names_the_core_s_numbers() -> None:
    assert procedure_text(end_of_round_procedure(Round.SWISS)) == (
        "At time: the turn in progress finishes, then 3 additional turns; a lead of 2 wins "
        "the game, otherwise it is drawn; no new game starts."
    )
    assert procedure_text(end_of_round_procedure(Round.SINGLE_ELIMINATION)) == (
        "At time: the turn in progress finishes, then 3 additional turns; the most points "
        "wins the game; tied on points, more game wins takes the match, else sudden death "
        "(the next point wins). A match level on game wins between games plays one more, "
        "its first 5 turns additional."
    )
