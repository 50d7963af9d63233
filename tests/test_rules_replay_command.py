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
