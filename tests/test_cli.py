"""The `riftscore` command, as a judge or a script uses it: replay a record, check many."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from riftscore import cli
from riftscore.cli import app
from riftscore.record import replay_bytes, summary
from tests.conftest import RECORDS, record

DUEL = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}
ANN_WINS = record(
    DUEL,
    {"do": "turn", "player": "Ann"},
    {"do": "control", "player": "Ann", "battlefield": "Grove"},
    {"do": "turn", "player": "Ben"},
    {"do": "control", "player": "Ben", "battlefield": "Ruins"},
    {"do": "turn", "player": "Ann"},  # Ann holds Grove: 2
    {"do": "gain", "player": "Ann", "points": 5, "source": "a spell"},  # 7
    {"do": "control", "player": "Ann", "battlefield": "Ruins"},  # 8: both scored this turn
)
AT_SEVEN = record(
    {**DUEL, "start": {"scores": {"Ann": 7}}},
    {"do": "turn", "player": "Ann"},
    {"do": "control", "player": "Ann", "battlefield": "Grove"},  # Ruins unscored: a card
)
TURN_OUT_OF_ORDER = record(DUEL, {"do": "turn", "player": "Ben"})

runner = CliRunner()


def write(folder: Path, name: str, data: bytes) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def score_table(out: str) -> dict[str, str]:
    """The rows of the printed score table, by player."""
    rows = [line.strip("│ ").split("│") for line in out.splitlines() if line.startswith("│")]
    return {player.strip(): score.strip() for player, score, *_ in rows}


def test_replay_prints_scores_the_log_as_announced_and_the_result(tmp_path: Path) -> None:
    result = runner.invoke(app, ["replay", str(write(tmp_path, "game.jsonl", ANN_WINS))])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Scores" in out
    assert score_table(out) == {"Ann": "8", "Ben": "1"}
    assert "Turn 1, Ann: Conquer on Grove, that's 1" in out
    assert "Turn 2, Ben: Conquer on Ruins, that's 1" in out
    assert "Turn 3, Ann: Hold on Grove, that's 2" in out
    assert "Turn 3, Ann: gains 5 from a spell, that's 7" in out
    assert "Turn 3, Ann: Conquer on Ruins, that's 8" in out
    assert out.index("that's 1") < out.index("that's 2") < out.index("that's 8")
    assert out.rstrip().endswith("Result: Ann won by cleanup")


def test_replay_says_the_final_point_became_a_card(tmp_path: Path) -> None:
    result = runner.invoke(app, ["replay", str(write(tmp_path, "game.jsonl", AT_SEVEN))])
    assert result.exit_code == 0, result.output
    assert (
        "Turn 1, Ann: Conquer on Grove: not every battlefield scored this turn, "
        "draw a card instead" in result.stdout
    )
    assert "Result: the game goes on" in result.stdout


def test_replay_says_why_a_timed_game_ended(tmp_path: Path) -> None:
    swiss_at_time = record(
        DUEL,
        {"do": "turn", "player": "Ann"},
        {"do": "gain", "player": "Ann", "points": 3},
        {"do": "time"},  # Ann's turn finishes, then three additional turns
        {"do": "turn", "player": "Ben"},
        {"do": "gain", "player": "Ben", "points": 1},
        {"do": "turn", "player": "Ann"},
        {"do": "turn", "player": "Ben"},
        {"do": "end_turn"},
    )
    result = runner.invoke(app, ["replay", str(write(tmp_path, "timed.jsonl", swiss_at_time))])
    assert result.exit_code == 0, result.output
    assert "Ann leads by 2: Ann wins the game" in result.stdout
    assert "Result: Ann won by time" in result.stdout


def test_replay_json_is_exactly_the_summary(tmp_path: Path) -> None:
    for data in (ANN_WINS, AT_SEVEN):
        path = write(tmp_path, "game.jsonl", data)
        result = runner.invoke(app, ["replay", str(path), "--json"])
        assert result.exit_code == 0, result.output
        assert json.loads(result.stdout) == summary(replay_bytes(data))
        assert result.stdout.count("\n") == 1


def test_replay_of_a_bad_record_names_the_line_on_stderr(tmp_path: Path) -> None:
    path = write(tmp_path, "bad.jsonl", b"# a comment\n" + TURN_OUT_OF_ORDER)
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 1
    assert result.stderr.startswith("line 3: ")
    assert "Ann" in result.stderr and result.stdout == ""


def test_an_unreadable_file_is_exit_1_naming_it(tmp_path: Path) -> None:
    missing = tmp_path / "no_such_game.jsonl"
    result = runner.invoke(app, ["replay", str(missing)])
    assert result.exit_code == 1
    assert str(missing) in result.stderr
    folder = runner.invoke(app, ["replay", str(tmp_path)])
    assert folder.exit_code == 1 and str(tmp_path) in folder.stderr


def test_check_reports_each_invalid_record_and_a_summary(tmp_path: Path) -> None:
    good = write(tmp_path, "good.jsonl", ANN_WINS)
    deep_good = write(tmp_path, "round1/table2/drawn.jsonl", AT_SEVEN)
    deep_bad = write(tmp_path, "round1/table3/bad.jsonl", TURN_OUT_OF_ORDER)
    write(tmp_path, "round1/notes.txt", b"not a record, not looked at")
    loose_bad = write(tmp_path, "elsewhere/odd.txt", b"{not json\n")

    result = runner.invoke(app, ["check", str(tmp_path / "round1"), str(good), str(loose_bad)])
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert f"{deep_bad}: line 2: " in result.stdout
    assert [line for line in lines if line.startswith(f"{loose_bad}: line 1: ")]
    assert str(deep_good) not in result.stdout and f"{good}:" not in result.stdout
    assert lines[-1] == "4 records: 2 valid, 2 invalid"


def test_check_passes_when_every_record_is_valid(tmp_path: Path) -> None:
    write(tmp_path, "a.jsonl", ANN_WINS)
    write(tmp_path, "b/c.jsonl", AT_SEVEN)
    result = runner.invoke(app, ["check", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == ["2 records: 2 valid, 0 invalid"]


def test_check_names_a_file_it_cannot_read(tmp_path: Path) -> None:
    missing = tmp_path / "gone.jsonl"
    result = runner.invoke(app, ["check", str(missing)])
    assert result.exit_code == 1
    assert result.stdout.startswith(f"{missing}: ")


def test_names_that_look_like_markup_print_as_written(tmp_path: Path) -> None:
    data = record(
        {**DUEL, "players": ["[bold]Ann", "Ben[/]"], "battlefields": ["[red]Grove", "Ruins"]},
        {"do": "turn", "player": "[bold]Ann"},
        {"do": "control", "player": "[bold]Ann", "battlefield": "[red]Grove"},
        {"do": "concede", "player": "Ben[/]"},
    )
    result = runner.invoke(app, ["replay", str(write(tmp_path, "markup.jsonl", data))])
    assert result.exit_code == 0, result.output
    assert "Turn 1, [bold]Ann: Conquer on [red]Grove, that's 1" in result.stdout
    assert score_table(result.stdout) == {"[bold]Ann": "1", "Ben[/]": "0"}
    assert "Result: [bold]Ann won by concede" in result.stdout


# ------------------------------------------------------------------ check in parallel


def a_round_of_records(folder: Path) -> None:
    """Three rounds of a hall's records, valid and not, some unreadable, in nested
    folders whose order a check must keep."""
    board = (RECORDS / "board" / "docs_example_duel.jsonl").read_bytes()
    kinds = [ANN_WINS, AT_SEVEN, TURN_OUT_OF_ORDER, b"{not json\n", board, b"", ANN_WINS]
    for number in range(120):
        table = folder / f"round{number % 3 + 1}" / f"table{number:03d}"
        write(table, "game.jsonl", kinds[number % len(kinds)])
        if number % 17 == 0:  # a record that went missing: a link to nowhere
            (table / "lost.jsonl").symlink_to(folder / "nowhere.jsonl")


class CountingPool(cli.ProcessPoolExecutor):
    started = 0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        CountingPool.started += 1
        super().__init__(*args, **kwargs)


def test_check_in_parallel_prints_exactly_what_a_serial_check_prints(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    a_round_of_records(tmp_path)
    loose = write(tmp_path, "loose.txt", TURN_OUT_OF_ORDER)
    monkeypatch.setattr(cli, "SERIAL_LEAD_SECONDS", 0.0)  # workers from the first record
    monkeypatch.setattr(cli, "CHUNK", 3)  # many chunks, more than are ever in flight
    monkeypatch.setattr(cli, "ProcessPoolExecutor", CountingPool)
    monkeypatch.setattr(CountingPool, "started", 0)
    arguments = ["check", str(tmp_path / "round2"), str(loose), str(tmp_path)]
    serial = runner.invoke(app, [*arguments, "--jobs", "1"])
    assert CountingPool.started == 0
    parallel = runner.invoke(app, [*arguments, "--jobs", "3"])
    assert CountingPool.started == 1
    assert parallel.exit_code == serial.exit_code == 1
    assert parallel.stdout == serial.stdout
    lines = serial.stdout.splitlines()
    # round2 twice (42 files, 24 valid), the loose file, and everything (128, 69 valid)
    assert lines[-1] == "171 records: 93 valid, 78 invalid"
    first_bad = tmp_path / "round2" / "table010" / "game.jsonl"  # round2's first: not JSON
    assert lines[0].startswith(f"{first_bad}: line 1: not valid JSON")
    assert f"{loose}: line 2: " in serial.stdout
    assert f"{tmp_path / 'round1' / 'table000' / 'lost.jsonl'}: cannot read: " in serial.stdout


def test_check_with_one_job_starts_no_worker(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    a_round_of_records(tmp_path)
    monkeypatch.setattr(cli, "SERIAL_LEAD_SECONDS", 0.0)
    monkeypatch.setattr(cli, "ProcessPoolExecutor", None)  # any use of a pool would fail
    result = runner.invoke(app, ["check", "--jobs", "1", str(tmp_path)])
    assert result.exit_code == 1, result.output
    # 120 games, 4 kinds of 7 valid (69), and 8 links to nowhere
    assert result.stdout.splitlines()[-1] == "128 records: 69 valid, 59 invalid"


def test_check_refuses_zero_jobs(tmp_path: Path) -> None:
    result = runner.invoke(app, ["check", "--jobs", "0", str(write(tmp_path, "a.jsonl", AT_SEVEN))])
    assert result.exit_code == 2
    assert "--jobs" in result.stderr
