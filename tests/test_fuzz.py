"""Bad records, fuzzed: whatever the bytes, a `RecordError` naming a line, never a crash.

In process through `replay_bytes` (fast, many examples), then a few real runs of the
`riftscore` command: exit status 1, `line N: ...` on stderr, no traceback.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from riftscore.record import RecordError, replay_bytes
from tests.strategies import PROFILE

RIFTSCORE = Path(sys.executable).with_name("riftscore")
LINE = re.compile(r"^line (\d+): \S")

HEADER: dict[str, Any] = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}
TEAMS_HEADER: dict[str, Any] = {
    "format": "riftscore/1",
    "mode": "2v2",
    "players": ["Ann", "Ben", "Cat", "Dan"],
    "teams": [["Ann", "Cat"], ["Ben", "Dan"]],
    "battlefields": ["Grove", "Ruins", "Altar"],
    "victory_score": 11,
    "round": "swiss",
    "start": {"scores": {"Ann": 3}, "control": {"Grove": "Ben"}},
}
#: One good line of every kind, each right after Ann's first turn.
ACTIONS: list[dict[str, Any]] = [
    {"do": "turn", "player": "Ben", "extra": True, "beginning": [{"do": "end_turn"}]},
    {"do": "turn", "player": "Ben", "ally_occupies": ["Grove"]},
    {"do": "control", "player": "Ann", "battlefield": "Grove"},
    {"do": "lose_control", "battlefield": "Grove"},
    {"do": "gain", "player": "Ann", "points": 1, "source": "a spell"},
    {"do": "burn_out", "player": "Ann", "opponents": ["Ben"]},
    {"do": "adjust", "player": "Ann", "points": -1, "reason": "judge"},
    {"do": "set_victory_score", "points": 9},
    {"do": "resolve", "actions": [{"do": "gain", "player": "Ann", "points": 2}]},
    {"do": "end_turn"},
    {"do": "time"},
    {"do": "game", "battlefields": ["Altar", "Bridge"], "first": "Ben"},
    {"do": "concede", "player": "Ben"},
]
FIRST_TURN = {"do": "turn", "player": "Ann"}


def nested(depth: int) -> Any:
    value: Any = []
    for _ in range(depth):
        value = [value]
    return value


#: Values of the wrong JSON type for any key, and a few of the right type that are wrong.
wrong = st.one_of(
    st.sampled_from(
        [True, False, 1.0, None, [], {}, 10**40, -(10**40), -1, 0, "", " ", "Zed", [None]]
    ),
    st.integers(),
    st.floats(allow_nan=False),
    st.text(max_size=5),
    st.lists(st.integers() | st.text(max_size=3), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.integers(1, 200).map(nested),
)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=10,
)


def record(*objects: object) -> bytes:
    return b"".join(json.dumps(o).encode() + b"\n" for o in objects)


def rejected_or_replayed(data: bytes) -> RecordError | None:
    """Replay; a RecordError must name a line of the record."""
    try:
        replay_bytes(data)
    except RecordError as error:
        match = LINE.match(str(error))
        assert match, str(error)
        assert int(match[1]) == error.line
        assert 1 <= error.line <= max(1, data.count(b"\n") + 1)
        return error
    return None


def spoiled(obj: dict[str, Any], key: str, value: object) -> dict[str, Any]:
    out = dict(obj)
    if value is _MISSING:
        out.pop(key, None)
    else:
        out[key] = value
    return out


_MISSING = object()


@st.composite
def spoiled_objects(draw: st.DrawFn, objects: list[dict[str, Any]]) -> dict[str, Any]:
    obj = draw(st.sampled_from(objects))
    key = draw(st.sampled_from([*obj, "do", "player", "points", "extra"]))
    return spoiled(obj, key, draw(wrong | st.just(_MISSING)))


# ---------------------------------------------------------------------- in process


@PROFILE
@given(st.binary(max_size=300))
def test_random_bytes_are_a_line_error_or_a_game(data: bytes) -> None:
    rejected_or_replayed(data)


@PROFILE
@given(st.binary(min_size=1, max_size=40))
def test_invalid_utf8_in_a_name_is_a_line_error(junk: bytes) -> None:
    data = record(HEADER, FIRST_TURN)
    data += b'{"do": "control", "player": "Ann", "battlefield": "\xff' + junk + b'"}\n'
    error = rejected_or_replayed(data)
    assert error is not None and error.line == 3


@PROFILE
@given(spoiled_objects([HEADER, TEAMS_HEADER]))
def test_a_spoiled_header_is_an_error_at_line_1_or_still_a_game(header: dict[str, Any]) -> None:
    error = rejected_or_replayed(record(header, FIRST_TURN))
    if error is not None and error.line != 1:
        # Spoiled into another valid header (other players, say): the header itself is a
        # game, and the fault is the first turn's, at its own line.
        assert error.line == 2
        assert rejected_or_replayed(record(header)) is None


@PROFILE
@given(spoiled_objects(ACTIONS))
def test_a_spoiled_action_is_an_error_at_its_line_or_still_a_game(action: dict[str, Any]) -> None:
    error = rejected_or_replayed(record(HEADER, FIRST_TURN, action))
    assert error is None or error.line == 3


@PROFILE
@given(spoiled_objects(ACTIONS[2:9]))
def test_a_spoiled_action_inside_resolve_or_beginning_is_an_error_at_its_line(
    inner: dict[str, Any],
) -> None:
    data = record(
        HEADER,
        FIRST_TURN,
        {"do": "resolve", "actions": [inner]},
        {"do": "turn", "player": "Ben", "beginning": [inner]},
    )
    error = rejected_or_replayed(data)
    assert error is None or error.line in (3, 4)


@PROFILE
@given(st.lists(json_values, min_size=1, max_size=4))
def test_any_json_lines_are_a_line_error_or_a_game(values: list[Any]) -> None:
    rejected_or_replayed(record(*values))
    rejected_or_replayed(record(HEADER, *values))


@PROFILE
@given(json_values | wrong)
def test_an_unhashable_or_unknown_do_is_an_error_at_its_line(do: Any) -> None:
    error = rejected_or_replayed(record(HEADER, FIRST_TURN, {"do": do, "player": "Ann"}))
    assert error is not None and error.line == 3


#: Pieces of JSON and of what JSON is not: whitespace of other kinds, byte order marks,
#: NaN, lone surrogates, line ends of every sort.
PIECES = [
    b"{",
    b"}",
    b"[",
    b"]",
    b",",
    b":",
    b'"do"',
    b'"turn"',
    b'"player"',
    b'"Ann"',
    b'"Ben"',
    b'"end_turn"',
    b'"points"',
    b"1",
    b"null",
    b"true",
    b"NaN",
    b"-Infinity",
    b"1e999",
    b'"\\ud800"',
    b'"\\udc00x"',
    b"\n",
    b"\r",
    b"\r\n",
    b" ",
    b"\t",
    b"\x0c",
    b"\x0b",
    b"\xc2\x85",
    b"\xe2\x80\xa8",
    b"\xef\xbb\xbf",
    b"#",
    json.dumps(FIRST_TURN).encode(),
    b'{"do": "end_turn"}',
]


@PROFILE
@given(st.lists(st.sampled_from(PIECES), max_size=30), st.booleans())
def test_the_specs_edge_bytes_are_a_line_error_or_a_game(pieces: list[bytes], bom: bool) -> None:
    data = record(HEADER) + b"".join(pieces)
    rejected_or_replayed(b"\xef\xbb\xbf" + data if bom else data)


def test_a_huge_gain_is_counted_not_crashed() -> None:
    data = record(HEADER, FIRST_TURN, {"do": "gain", "player": "Ann", "points": 10**40})
    assert replay_bytes(data).scores == {"Ann": 10**40, "Ben": 0}


def test_no_header_at_all_is_an_error_at_line_1() -> None:
    for data in (b"", b"\n\n", b"# only a comment\n", b"   \n"):
        error = rejected_or_replayed(data)
        assert error is not None and error.line == 1, data


# ---------------------------------------------------------------- the real command

BAD_FILES = {
    "random_bytes": bytes(range(256)) * 2,
    "invalid_utf8": record(HEADER) + b'{"do": "turn", "player": "\xc3\x28"}\n',
    "header_a_list": b'["riftscore/1", "duel"]\n',
    "points_a_float": record(HEADER, FIRST_TURN, {"do": "gain", "player": "Ann", "points": 1.0}),
    "do_a_list": record(HEADER, FIRST_TURN, {"do": ["turn"], "player": "Ann"}),
    "players_nested": record({**HEADER, "players": nested(60)}),
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_the_command_says_which_line_and_exits_1(name: str, tmp_path: Path) -> None:
    path = tmp_path / f"{name}.jsonl"
    path.write_bytes(BAD_FILES[name])
    as_json = ["--json"] if "_a_" in name else []
    run = subprocess.run(
        [RIFTSCORE, "replay", str(path), *as_json], capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 1, run
    assert LINE.match(run.stderr), run.stderr
    assert "Traceback" not in run.stderr and run.stdout == ""
