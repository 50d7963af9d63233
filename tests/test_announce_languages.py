"""The announcer speaks the table's language: each event is a code with its parameters
(`announce.phrase`), worded by the catalogue in the language asked for; names of players
and battlefields stay as written, and English is what it always was."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from riftscore import words
from riftscore.announce import announce, phrase, procedure_summary, say
from riftscore.cli import app
from riftscore.record import replay_file
from riftscore.rules import Round
from riftscore.rules import events as ev
from riftscore.rules.match import end_of_round_procedure

DUEL = Path(__file__).parent.parent / "examples" / "duel.jsonl"


def test_a_conquer_is_said_in_french_and_in_chinese_with_its_names_kept() -> None:
    conquer = ev.Conquer(3, "Ann", "Grove", 1, 6, False)
    assert say(conquer) == "Turn 3, Ann: Conquer on Grove, that's 6"
    assert say(conquer, "fr") == "Tour 3, Ann : conquête de Grove, ça fait 6"
    assert say(conquer, "zh-CN") == "第 3 回合，Ann：征服 Grove，现在 6 分"
    assert say(conquer, "zh-Hant") == "第 3 回合，Ann：征服 Grove，現在 6 分"


def test_a_point_before_the_first_turn_says_so_in_german() -> None:
    gain = ev.Gain(0, "Ann", 1, 1, "Fiery Insight")
    assert say(gain, "de") == "Vor dem ersten Zug, Ann: erhält 1 durch Fiery Insight, das macht 1"


def test_two_winners_take_the_plural_verb_in_each_language() -> None:
    won = ev.Win(("Ann", "Cid"), "cleanup", None, None, None)
    assert say(won) == "Ann and Cid win the game"
    assert say(won, "fr") == "Ann et Cid gagnent la partie"
    assert say(won, "es") == "Ann y Cid ganan la partida"
    alone = ev.Win(("Ann",), "cleanup", None, None, None)
    assert say(alone, "fr") == "Ann gagne la partie"


def test_time_called_counts_its_additional_turns_in_the_language() -> None:
    one = ev.TimeCalled(5, 1)
    three = ev.TimeCalled(5, 3)
    assert say(three) == "Time is called: the turn in progress finishes, then 3 additional turns"
    assert say(one).endswith("then 1 additional turn")
    assert say(three, "it").endswith("poi 3 turni aggiuntivi")
    assert say(one, "it").endswith("poi 1 turno aggiuntivo")


def test_every_event_of_a_game_is_a_code_every_language_has() -> None:
    game = replay_file(DUEL)
    codes = {said.code for said in map(phrase, game.events) if said is not None}
    assert "announce-conquer" in codes and "announce-win" in codes
    for lang in words.LANGUAGES:
        english = announce(game.events)
        spoken = announce(game.events, lang=lang)
        assert len(spoken) == len(english)
        if lang != words.ENGLISH:
            assert not set(spoken) & set(english), f"{lang} says some lines in English"


def test_the_rounds_procedure_is_said_in_the_language() -> None:
    swiss = end_of_round_procedure(Round.SWISS)
    assert procedure_summary(swiss) == "a lead of 2 wins, otherwise a draw"
    assert procedure_summary(swiss, "de") == "ein Vorsprung von 2 gewinnt, sonst ein Unentschieden"


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("fr", "Tour 3, Ann : tient Grove, ça fait 2"),
        ("zh-Hans", "第 3 回合，Ann：据守 Grove，现在 2 分"),
        ("en", "Turn 3, Ann: Hold on Grove, that's 2"),
    ],
)
def test_replay_prints_the_game_in_the_chosen_language(lang: str, line: str) -> None:
    result = CliRunner().invoke(app, ["replay", str(DUEL), "--lang", lang])
    assert result.exit_code == 0, result.output
    assert line in result.output
