"""Two devices' records of one game compared (issue 23, 1: `riftscore diff A B`): the
first entry where they part, the scores both agree on before it, and how each goes on.
Comments, blank lines, spacing and key order are no difference; `true` for `1` is."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from riftscore.cli import app
from riftscore.record import first_difference

HEADER: dict[str, Any] = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}
ANN, BEN = {"do": "turn", "player": "Ann"}, {"do": "turn", "player": "Ben"}
ANN_GROVE = {"do": "control", "player": "Ann", "battlefield": "Grove"}
runner = CliRunner()


def record(*objects: dict[str, Any]) -> bytes:
    return b"".join(json.dumps(obj).encode() + b"\n" for obj in (HEADER, *objects))


def test_the_same_game_written_otherwise_is_the_same_game() -> None:
    tidy = record(ANN, ANN_GROVE)
    spaced = (
        b"# Ben's phone\n"
        + json.dumps(dict(reversed(list(HEADER.items()))), indent=None).encode()
        + b'\n\n{"player": "Ann",   "do": "turn"}\r\n'
        + json.dumps(ANN_GROVE).encode()
    )
    assert first_difference(tidy, spaced) is None


def test_a_point_one_phone_recorded_and_the_other_did_not() -> None:
    ann_phone = record(ANN, ANN_GROVE, BEN)
    ben_phone = b"# Ben's phone\n" + record(
        ANN, ANN_GROVE, {"do": "gain", "player": "Ann", "points": 1}, BEN
    )
    parting = first_difference(ann_phone, ben_phone)
    assert parting is not None
    assert (parting.entry, parting.line_first, parting.line_second) == (4, 4, 5)
    assert parting.agreed == (HEADER, ANN, ANN_GROVE)
    assert parting.rest_first == (BEN,)
    assert parting.rest_second == ({"do": "gain", "player": "Ann", "points": 1}, BEN)


def test_true_is_not_1_and_a_record_that_stops_early_is_said_to_end() -> None:
    one = record(ANN, {"do": "gain", "player": "Ann", "points": 1})
    true = record(ANN, {"do": "gain", "player": "Ann", "points": True})
    assert first_difference(one, true) is not None
    shorter = first_difference(record(ANN), record(ANN, ANN_GROVE))
    assert shorter is not None
    assert (shorter.entry, shorter.line_first, shorter.line_second) == (3, None, 3)


def test_riftscore_diff_says_where_two_exports_part(tmp_path: Path) -> None:
    first, second = tmp_path / "ann.jsonl", tmp_path / "ben.jsonl"
    first.write_bytes(record(ANN, ANN_GROVE, BEN))
    second.write_bytes(record(ANN, ANN_GROVE, {"do": "gain", "player": "Ann", "points": 1}))
    result = runner.invoke(app, ["diff", str(first), str(second)])
    assert result.exit_code == 1, result.output
    assert f"They part at entry 4: {first} line 4, {second} line 4." in result.output
    assert "Both agree before it: 3 entries, the scores then Ann 1, Ben 0." in result.output
    assert '{"do":"turn","player":"Ben"}' in result.output
    assert '{"do":"gain","player":"Ann","points":1}' in result.output
    same = runner.invoke(app, ["diff", str(first), str(first)])
    assert same.exit_code == 0 and "hold the same game" in same.output


def test_riftscore_diff_names_the_file_that_is_not_a_record(tmp_path: Path) -> None:
    good, bad = tmp_path / "good.jsonl", tmp_path / "bad.jsonl"
    good.write_bytes(record(ANN))
    bad.write_bytes(record(ANN) + b"{not json\n")
    result = runner.invoke(app, ["diff", str(good), str(bad)])
    assert result.exit_code == 2
    assert f"{bad}: line 3" in result.output
