"""`riftscore replay --lang` and RIFTSCORE_LANG: a refused record's `line N:` reason in the
chosen language; English by default, as the record format's contract says it."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from riftscore.cli import app

runner = CliRunner()
DUEL = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}
# Ben plays the first turn, but the header seats Ann first: refused at line 2.
OUT_OF_ORDER = [DUEL, {"do": "turn", "player": "Ann"}, {"do": "turn", "player": "Ann"}]


def record(tmp_path: Path, *lines: object) -> str:
    path = tmp_path / "game.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return str(path)


def test_a_refused_turn_is_said_in_english_by_default(tmp_path: Path) -> None:
    result = runner.invoke(
        app, ["replay", record(tmp_path, *OUT_OF_ORDER)], env={"RIFTSCORE_LANG": ""}
    )
    assert result.exit_code == 1
    assert result.stderr == (
        "line 3: turn out of order: Ben plays the next turn, not Ann "
        '(a turn granted by a card is written with "extra": true)\n'
    )


def test_a_refused_turn_is_said_in_french(tmp_path: Path) -> None:
    result = runner.invoke(app, ["replay", record(tmp_path, *OUT_OF_ORDER), "--lang", "fr"])
    assert result.exit_code == 1
    assert result.stderr == (
        "ligne 3 : tour dans le désordre : Ben joue le tour suivant, pas Ann "
        '(un tour accordé par une carte s\'écrit avec "extra": true)\n'
    )


def test_a_refused_turn_is_said_in_simplified_chinese_for_zh_hans(tmp_path: Path) -> None:
    result = runner.invoke(app, ["replay", record(tmp_path, *OUT_OF_ORDER), "--lang", "zh-Hans"])
    assert result.exit_code == 1
    assert result.stderr == (
        '第 3 行：回合顺序错误：下一回合由 Ben 进行，而不是 Ann（卡牌给予的回合写作 "extra": true）\n'
    )


def test_riftscore_lang_chooses_the_language_and_names_stay_untranslated(tmp_path: Path) -> None:
    lines = [
        DUEL,
        {"do": "turn", "player": "Ann"},
        {"do": "control", "player": "Ann", "battlefield": "Tower"},
    ]
    result = runner.invoke(
        app, ["replay", record(tmp_path, *lines)], env={"RIFTSCORE_LANG": "zh-TW"}
    )
    assert result.exit_code == 1
    assert result.stderr == "第 3 行：「Tower」不是場上的戰場（戰場：Grove、Ruins）\n"


def test_a_nested_reason_is_said_whole_in_the_language(tmp_path: Path) -> None:
    lines = [DUEL, {"do": "turn", "player": "Ann"}, {"do": "gain", "player": "Ann", "points": True}]
    result = runner.invoke(app, ["replay", record(tmp_path, *lines), "--lang", "fr-CA"])
    assert result.stderr == 'ligne 3 : gain : "points" doit être un nombre entier, pas true\n'


def test_a_language_riftscore_does_not_speak_is_refused(tmp_path: Path) -> None:
    result = runner.invoke(app, ["replay", record(tmp_path, *OUT_OF_ORDER), "--lang", "nl"])
    assert result.exit_code == 1
    assert "--lang nl" in result.stderr


def test_a_spoiled_record_with_a_huge_number_is_refused_at_its_line_in_every_language(
    tmp_path: Path,
) -> None:
    """Babel's number forms stop at 28 digits; a number past them is said as written."""
    huge = -(10**40)
    record = tmp_path / "huge.jsonl"
    lines = [
        {
            "format": "riftscore/1",
            "mode": "duel",
            "players": ["Ann", "Ben"],
            "battlefields": ["Grove", "Spire"],
        },
        {"do": "set_victory_score", "points": huge},
    ]
    record.write_text("".join(json.dumps(line) + "\n" for line in lines))
    for lang in ("en", "fr", "de", "zh-CN"):
        result = CliRunner().invoke(app, ["replay", str(record), "--lang", lang])
        assert result.exit_code != 0
        assert f"{huge}" in result.output


BOARD_DUEL = {
    **DUEL,
    "board": {
        "units": [{"id": "yasuo", "owner": "Ann", "might": 3}],
        "gear": [{"id": "blade", "owner": "Ann", "at": "base"}],
    },
}


def test_a_refused_board_move_says_the_players_base_in_french(tmp_path: Path) -> None:
    lines = [
        BOARD_DUEL,
        {"do": "turn", "player": "Ann"},
        {"do": "standard_move", "player": "Ann", "units": ["yasuo"], "to": "base"},
    ]
    result = runner.invoke(app, ["replay", record(tmp_path, *lines), "--lang", "fr"])
    assert result.exit_code == 1
    assert result.stderr == "ligne 3 : yasuo est déjà à la base de Ann\n"


def test_a_refused_board_effect_names_the_kind_of_card_in_german(tmp_path: Path) -> None:
    lines = [BOARD_DUEL, {"do": "turn", "player": "Ann"}, {"do": "exhaust", "unit": "blade"}]
    result = runner.invoke(app, ["replay", record(tmp_path, *lines), "--lang", "de"])
    assert result.exit_code == 1
    assert result.stderr == "Zeile 3: blade ist eine Ausrüstung, keine Einheit\n"


def test_a_board_line_with_a_wrong_key_is_said_in_traditional_chinese(tmp_path: Path) -> None:
    lines = [BOARD_DUEL, {"do": "turn", "player": "Ann"}, {"do": "damage", "unit": "yasuo"}]
    result = runner.invoke(app, ["replay", record(tmp_path, *lines), "--lang", "zh-TW"])
    assert result.exit_code == 1
    assert result.stderr == '第 3 行：damage 缺少 "amount"（整數）\n'
