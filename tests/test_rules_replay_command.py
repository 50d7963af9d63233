"""`riftscore replay RECORD --json`, as record-format.md describes the command.

- prints one JSON object on standard output and exits 0;
- a record that breaks a rule: `line N: <reason>` on standard error, exit status 1;
- a file that cannot be read at all: exit status 1, with a message naming it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from riftscore.cli import app
from tests.conftest import record

DUEL = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}


def riftscore(*args: str | Path) -> subprocess.CompletedProcess[str]:
    script = Path(sys.executable).with_name("riftscore")
    return subprocess.run(
        [str(script), *map(str, args)], capture_output=True, text=True, timeout=60
    )


def test_replay_json_prints_one_object_and_exits_0(tmp_path: Path) -> None:
    path = tmp_path / "ann_holds_to_eight.jsonl"
    path.write_bytes(
        record(
            "# Ann on 7 Holds Grove at her first scoring step",
            {**DUEL, "start": {"scores": {"Ann": 7}, "control": {"Grove": "Ann"}}},
            {"do": "turn", "player": "Ann"},
        )
    )
    done = riftscore("replay", path, "--json")
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    assert len(lines) == 1
    out = json.loads(lines[0])
    assert out["outcome"] == "win"
    assert out["winners"] == ["Ann"]
    assert out["scores"] == {"Ann": 8, "Ben": 0}
    scoring = [e for e in out["events"] if e["event"] in {"hold", "win"}]
    assert scoring == [
        {
            "event": "hold",
            "turn": 1,
            "player": "Ann",
            "battlefield": "Grove",
            "points": 1,
            "score": 8,
        },
        {"event": "win", "winners": ["Ann"], "by": "cleanup"},
    ]


def test_a_record_that_breaks_a_rule_prints_line_n_and_reason_and_exits_1(
    tmp_path: Path,
) -> None:
    path = tmp_path / "ann_twice.jsonl"
    path.write_bytes(
        record(
            "# Ann cannot take two turns in a row",
            DUEL,
            "",
            {"do": "turn", "player": "Ann"},
            {"do": "turn", "player": "Ann"},
        )
    )
    done = riftscore("replay", path, "--json")
    assert done.returncode == 1
    assert done.stdout == ""
    assert done.stderr.startswith("line 5: ")
    assert len(done.stderr.strip()) > len("line 5:")


def test_invalid_json_is_reported_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "broken.jsonl"
    path.write_bytes(record(DUEL, {"do": "turn", "player": "Ann"}, '{"do": "gain",'))
    done = riftscore("replay", path, "--json")
    assert done.returncode == 1
    assert done.stderr.startswith("line 3: ")


def test_an_empty_file_has_no_header_an_error_at_line_1(tmp_path: Path) -> None:
    path = tmp_path / "empty.jsonl"
    path.write_bytes(b"")
    done = riftscore("replay", path, "--json")
    assert done.returncode == 1
    assert done.stderr.startswith("line 1: ")


def test_a_file_that_cannot_be_read_exits_1_naming_it(tmp_path: Path) -> None:
    missing = tmp_path / "no_such_game.jsonl"
    done = riftscore("replay", missing, "--json")
    assert done.returncode == 1
    assert done.stdout == ""
    assert "no_such_game.jsonl" in done.stderr


def test_a_directory_cannot_be_read_as_a_record(tmp_path: Path) -> None:
    folder = tmp_path / "a_folder.jsonl"
    folder.mkdir()
    done = riftscore("replay", folder, "--json")
    assert done.returncode == 1
    assert "a_folder.jsonl" in done.stderr


def test_a_line_that_is_not_utf8_is_an_error_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "latin1.jsonl"
    # A record is JSON Lines in UTF-8: "Zoé" written in Latin-1 is not a name, nor JSON text.
    path.write_bytes(record(DUEL) + '{"do": "turn", "player": "Zoé"}\n'.encode("latin-1"))
    done = riftscore("replay", path, "--json")
    assert done.returncode == 1
    assert done.stderr.startswith("line 2: ")


#: Records the spec's "Reading a record, to the letter" refuses, as bytes (some cannot
#: be shown in a file), and the line each is refused at.
HEADER = json.dumps(DUEL).encode()
TURN = b'{"do": "turn", "player": "Ann"}'
MISREAD = {
    "bare_carriage_return": (HEADER + b"\n" + TURN + b'\r{"do": "end_turn"}\n', 2),
    "form_feed_line": (HEADER + b"\n\x0c\n" + TURN + b"\n", 2),
    "vertical_tab_before_comment": (HEADER + b"\n\x0b# note\n", 2),
    "next_line_u0085": (HEADER + b"\n" + "\x85".encode() + b"\n", 2),
    "line_separator_u2028": (HEADER + b"\n" + TURN + "\u2028".encode() + b"\n", 2),
    "bom_in_the_middle": (HEADER + b"\n\xef\xbb\xbf" + TURN + b"\n", 2),
    "two_objects": (HEADER + b"\n" + TURN + b'{"do": "end_turn"}\n', 2),
    "object_over_two_lines": (HEADER + b'\n{"do": "turn",\n"player": "Ann"}\n', 2),
    "nan": (HEADER + b"\n" + TURN + b'\n{"do": "end_turn", "x": NaN}\n', 3),
    "lone_surrogate": (HEADER + b"\n" + TURN + b'\n{"do": "end_turn", "x": "\\ud800"}\n', 3),
    "empty_name": (HEADER + b"\n" + TURN + b'\n{"do": "gain", "player": "", "points": 1}\n', 3),
    "ally_occupies_in_a_duel": (
        HEADER + b'\n{"do": "turn", "player": "Ann", "ally_occupies": []}\n',
        2,
    ),
}


def test_replay_and_check_report_the_same_line_and_reason(tmp_path: Path) -> None:
    runner = CliRunner()
    for name, (data, line) in MISREAD.items():
        path = tmp_path / f"{name}.jsonl"
        path.write_bytes(data)
        replayed = runner.invoke(app, ["replay", str(path), "--json"])
        checked = runner.invoke(app, ["check", str(path)])
        assert replayed.exit_code == 1 and checked.exit_code == 1, name
        reason = replayed.stderr.strip()
        assert reason.startswith(f"line {line}: "), (name, reason)
        assert f"{path}: {reason}\n" in checked.stdout, (name, checked.stdout)


def test_the_command_names_the_line_of_a_form_feed(tmp_path: Path) -> None:
    path = tmp_path / "form_feed.jsonl"
    path.write_bytes(MISREAD["form_feed_line"][0])
    done = riftscore("replay", path, "--json")
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.startswith("line 2: not valid JSON: a form feed at column 1")
