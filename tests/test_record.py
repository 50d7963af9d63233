"""The record layer: the fast line decoder agrees with the careful parser, line numbers count."""

from __future__ import annotations

import dataclasses
import json

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from riftscore import record
from riftscore.record import FieldError, RecordError, parse_action, replay_bytes
from riftscore.rules import actions
from tests.conftest import record as make_record

DUEL = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}


def test_every_wire_type_mirrors_its_core_action() -> None:
    wire = {kind.do: kind for kind in record.WIRE_TYPES}
    assert set(wire) == set(actions.BY_DO)
    for do, core in actions.BY_DO.items():
        core_fields = tuple(f.name for f in dataclasses.fields(core))
        assert wire[do].__struct_fields__ == core_fields, do
        assert wire[do].__struct_config__.tag == do


names = st.sampled_from(["Ann", "Ben", "", "Grove", "Ruins", "Zed"])
values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False)
    | names,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(names, inner, max_size=3),
    max_leaves=8,
)
KEYS = [
    "player",
    "battlefield",
    "points",
    "source",
    "reason",
    "opponents",
    "extra",
    "beginning",
    "ally_occupies",
    "actions",
    "battlefields",
    "first",
    "unknown",
]
keys = st.sampled_from(KEYS)
action_objects = st.builds(
    lambda do, fields: {"do": do, **fields},
    st.sampled_from([*actions.BY_DO, "nonsense"]),
    st.dictionaries(keys, values | names | st.lists(names, max_size=3), max_size=5),
)


@settings(max_examples=400, deadline=None)
@given(action_objects)
def test_the_fast_decoder_never_reads_a_line_differently(obj: dict[str, object]) -> None:
    line = json.dumps(obj).encode()
    try:
        fast = record.wire.decode_action(line)
    except msgspec.DecodeError:
        return  # the careful parser decides, as replay does
    careful = parse_action(obj)
    assert actions.from_values(fast) == careful


def test_a_line_the_fast_decoder_refuses_gets_the_careful_message() -> None:
    data = make_record(
        DUEL, {"do": "turn", "player": "Ann"}, {"do": "gain", "player": "Ann", "points": True}
    )
    with pytest.raises(RecordError) as error:
        replay_bytes(data)
    assert str(error.value) == 'line 3: gain: "points" must be a whole number, not true'


def test_line_numbers_count_comments_blank_lines_and_the_header() -> None:
    data = make_record(
        "# a comment",
        DUEL,
        "",
        "   ",
        {"do": "turn", "player": "Ann"},
        "  # an indented comment",
        {"do": "turn", "player": "Ann"},
    )
    with pytest.raises(RecordError) as error:
        replay_bytes(data)
    assert error.value.line == 7


def test_a_record_without_a_header_is_an_error_at_line_1() -> None:
    for data in (b"", b"\n\n", b"# only a comment\n"):
        with pytest.raises(RecordError) as error:
            replay_bytes(data)
        assert error.value.line == 1


def test_a_fault_inside_resolve_is_reported_at_its_line() -> None:
    data = make_record(
        DUEL,
        {"do": "turn", "player": "Ann"},
        {
            "do": "resolve",
            "actions": [
                {"do": "gain", "player": "Ann", "points": 1},
                {"do": "gain", "player": "Zed", "points": 1},
            ],
        },
    )
    with pytest.raises(RecordError) as error:
        replay_bytes(data)
    assert error.value.line == 3
    assert "'Zed' is not a player" in error.value.reason


def test_a_byte_order_mark_and_crlf_line_ends_are_read() -> None:
    data = b"\xef\xbb\xbf" + make_record(DUEL, {"do": "turn", "player": "Ann"}).replace(
        b"\n", b"\r\n"
    )
    assert replay_bytes(data).turn_number == 1


def test_parse_action_names_the_missing_key() -> None:
    with pytest.raises(FieldError, match='control needs "battlefield"'):
        parse_action({"do": "control", "player": "Ann"})


def test_a_replayed_game_lists_core_actions_and_dumps_to_the_same_record() -> None:
    data = make_record(
        DUEL,
        {
            "do": "turn",
            "player": "Ann",
            "beginning": [{"do": "gain", "player": "Ann", "points": 2, "source": "Card"}],
        },
        {"do": "control", "player": "Ann", "battlefield": "Grove"},
        {"do": "burn_out", "player": "Ben", "opponents": ["Ann", "Ann"]},
    )
    game = replay_bytes(data)
    assert all(type(a) in actions.ALL for a in game.actions)
    assert game.actions[0] == actions.Turn("Ann", beginning=(actions.Gain("Ann", 2, "Card"),))
    again = replay_bytes(record.dumps(game).encode())
    assert record.summary(again) == record.summary(game)


def test_bytes_that_are_not_utf8_are_an_error_even_in_a_key_nobody_reads() -> None:
    data = (
        make_record(DUEL, {"do": "turn", "player": "Ann"})
        + b'{"do": "end_turn", "note": "caf\xe9"}\n'
    )
    with pytest.raises(RecordError) as error:
        replay_bytes(data)
    assert error.value.line == 3
    assert "UTF-8" in error.value.reason


def test_an_earlier_rule_error_is_reported_before_later_bytes_that_are_not_utf8() -> None:
    data = make_record(DUEL, {"do": "turn", "player": "Ben"}) + b'{"do": "end_turn", "x": "\xff"}\n'
    with pytest.raises(RecordError) as error:
        replay_bytes(data)
    assert error.value.line == 2


DEEP = 5000


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        (b"[" * DEEP + b"]" * DEEP, "nested too deeply"),
        (b'{"do": "end_turn", "note": ' + b"[" * DEEP + b"]" * DEEP + b"}", "nested too deeply"),
        (b'{"do": "resolve", "actions": [' * 400 + b"{}" + b"]}" * 400, "inside resolve"),
        (
            b'{"do": "turn", "player": "Ben", "beginning": [' * 400 + b"{}" + b"]}" * 400,
            "in the Beginning phase",
        ),
    ],
    ids=["arrays", "arrays in an unread key", "resolve in resolve", "turn in a beginning"],
)
def test_a_line_nested_thousands_deep_is_an_error_at_its_line(line: bytes, reason: str) -> None:
    data = make_record(DUEL, {"do": "turn", "player": "Ann"}) + line + b"\n"
    with pytest.raises(RecordError) as error:
        replay_bytes(data)
    assert error.value.line == 3
    assert reason in error.value.reason
