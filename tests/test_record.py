"""The record layer: the fast line decoder agrees with the careful parser, line numbers count."""

from __future__ import annotations

import dataclasses
import json

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riftscore import record
from riftscore.record import FieldError, RecordError, lines, parse_action, replay, replay_bytes
from riftscore.record.header import header_from_line, parse_header
from riftscore.rules import Mode, RuleError, actions
from tests.conftest import record as make_record
from tests.strategies import headers

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
action_objects = st.recursive(
    st.builds(
        lambda do, fields: {"do": do, **fields},
        st.sampled_from([*actions.BY_DO, "nonsense"]),
        st.dictionaries(keys, values | names | st.lists(names, max_size=3), max_size=5),
    ),
    lambda inner: st.builds(
        lambda do, key, items, fields: {"do": do, **fields, key: items},
        st.sampled_from(["turn", "resolve"]),
        st.sampled_from(["beginning", "actions"]),
        st.lists(inner, max_size=3),
        st.fixed_dictionaries({"player": names}),
    ),
    max_leaves=4,
)


@settings(max_examples=400, deadline=None)
@given(action_objects, st.sampled_from([Mode.DUEL, Mode.TWO_VS_TWO]))
def test_the_fast_decoder_never_reads_a_line_differently(
    obj: dict[str, object], mode: Mode
) -> None:
    """What the structs decode, the careful parser reads the same (for the game's mode);
    what they refuse goes to the careful parser, as replay does."""
    line = json.dumps(obj).encode()
    try:
        fast = record.wire.decoder(mode).decode(line)
    except msgspec.DecodeError:
        return
    header = record.parse_header({**DUEL, "mode": mode.value, **TEAMS.get(mode, {})})
    careful = record.read_action(obj, header)
    assert actions.from_values(fast) == careful


TEAMS = {
    Mode.TWO_VS_TWO: {
        "players": ["Ann", "Ben", "Cat", "Dan"],
        "teams": [["Ann", "Cat"], ["Ben", "Dan"]],
        "battlefields": ["Grove", "Ruins", "Spire"],
    }
}


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


# ------------------------------------------------------------ both paths, whole records
#
# Records built from legal scripts, then spoiled the ways record-format.md's "Reading a
# record, to the letter" speaks of: nulls for optional keys, empty names, wrong types,
# NaN and Infinity, lone surrogates, deep nesting in unread keys, then at the byte level
# \r, \f, \v, U+0085, U+2028, byte order marks in the middle, two objects on a line, one
# object over two lines, blank and comment lines, CRLF. Whatever comes out, both paths
# read it alike, and an independent reading of the spec's lines (the standard library's
# JSON) agrees on which line first holds something that is not one JSON object.

SCRIPTS: list[list[dict[str, object]]] = [
    [
        DUEL,
        {"do": "turn", "player": "Ann"},
        {"do": "control", "player": "Ann", "battlefield": "Grove"},
        {"do": "gain", "player": "Ann", "points": 2, "source": "a spell"},
        {
            "do": "turn",
            "player": "Ben",
            "beginning": [{"do": "adjust", "player": "Ben", "points": 1}],
        },
        {"do": "burn_out", "player": "Ben", "opponents": ["Ann"]},
        {"do": "end_turn"},
        {"do": "time"},
        {"do": "turn", "player": "Ann", "extra": False},
        {"do": "resolve", "actions": [{"do": "lose_control", "battlefield": "Grove"}]},
        {"do": "turn", "player": "Ben"},
        {"do": "turn", "player": "Ann"},
    ],
    [
        {**DUEL, "start": {"scores": {"Ann": 7}, "control": {"Ruins": "Ben"}}, "round": "swiss"},
        {
            "do": "turn",
            "player": "Ann",
            "beginning": [
                {"do": "gain", "player": "Ann", "points": 1},
                {"do": "gain", "player": "Ben", "points": 1, "source": "after the win"},
            ],
        },
    ],
    [
        {**DUEL, **TEAMS[Mode.TWO_VS_TWO], "mode": "2v2", "victory_score": 11},
        {"do": "turn", "player": "Ann", "ally_occupies": ["Grove"]},
        {"do": "control", "player": "Ann", "battlefield": "Ruins"},
        {"do": "turn", "player": "Ben", "ally_occupies": []},
        {"do": "set_victory_score", "points": 12},
        {"do": "concede", "player": "Dan"},
    ],
]
SPOILS = [None, "", 0, True, 1.0, "Zed", [], [""], {}]
WEIRD = ["\r", "\x0c", "\x0b", "\x85", "\u2028", "\u2029", "\xa0", "\ufeff", " ", "\t"]
TOKENS = ["NaN", "Infinity", "-Infinity", "1e999", "-0", "1.0", '"\\\\ud800"', '"\\\\ud800"']


def _nested(depth: int) -> object:
    value: object = 0
    for _ in range(depth):
        value = [value]
    return value


@st.composite
def spoiled_objects(draw: st.DrawFn, obj: dict[str, object]) -> dict[str, object]:
    obj = dict(obj)
    for _ in range(draw(st.integers(0, 2))):
        key = draw(st.sampled_from([*obj, "unknown", "extra", "source", "ally_occupies", "board"]))
        choice = draw(st.integers(0, 2))
        if choice == 0:
            obj[key] = draw(st.sampled_from(SPOILS))
        elif choice == 1 and key in obj:
            del obj[key]
        else:
            obj["unknown"] = _nested(draw(st.integers(0, 100)))
    for key in ("beginning", "actions"):
        items = obj.get(key)
        if type(items) is list and items and draw(st.booleans()):
            obj[key] = [draw(spoiled_objects(items[0])), *items[1:]]
    return obj


@st.composite
def edge_records(draw: st.DrawFn) -> bytes:
    script = draw(st.sampled_from(SCRIPTS))
    script = script[: draw(st.integers(1, len(script)))]
    texts = []
    for obj in script:
        if draw(st.integers(0, 4)) == 0:
            obj = draw(spoiled_objects(obj))
        texts.append(json.dumps(obj, ensure_ascii=draw(st.booleans())))
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(texts) - 1))
        edit = draw(st.integers(0, 6))
        if edit == 0 and at + 1 < len(texts):  # two objects on one line
            texts[at : at + 2] = [
                texts[at] + draw(st.sampled_from(["", " ", "\t", "\r"])) + texts[at + 1]
            ]
        elif edit == 1:  # one object over two lines
            cut = draw(st.integers(0, len(texts[at])))
            texts[at : at + 1] = [texts[at][:cut], texts[at][cut:]]
        elif edit == 2:  # a line of its own
            line = draw(st.sampled_from(["", "  ", "\t", "\r", "# note", " # note", *WEIRD]))
            texts.insert(at, line + draw(st.sampled_from(["", "# note"])))
        elif edit == 3:  # something before or after a line
            char = draw(st.sampled_from(WEIRD))
            texts[at] = char + texts[at] if draw(st.booleans()) else texts[at] + char
        elif edit == 4:  # something between two tokens
            spots = [i + 1 for i, c in enumerate(texts[at]) if c in ",:"]
            if spots:
                i = draw(st.sampled_from(spots))
                texts[at] = texts[at][:i] + draw(st.sampled_from(WEIRD)) + texts[at][i:]
        elif edit == 5:  # a value JSON does not have, or a number JSON does
            spots = [i + 2 for i, c in enumerate(texts[at]) if c == ":"]
            if spots:
                i = draw(st.sampled_from(spots))
                texts[at] = texts[at][:i] + draw(st.sampled_from(TOKENS)) + ", " + texts[at][i:]
        else:  # a lone surrogate in a string
            spots = [i + 1 for i, c in enumerate(texts[at]) if c == '"']
            if spots:
                i = draw(st.sampled_from(spots))
                escape = draw(
                    st.sampled_from(["\\ud800", "\\udc00", "\\ud83d\\ude00", "\\\\ud800"])
                )
                texts[at] = texts[at][:i] + escape + texts[at][i:]
    ending = draw(st.sampled_from(["\n", "\r\n"]))
    data = ending.join(texts) + draw(st.sampled_from([ending, ""]))
    return draw(st.sampled_from([b"", b"\xef\xbb\xbf"])) + data.encode()


class _NotJSON(Exception):
    pass


def _refuse(name: str) -> object:
    raise _NotJSON(name)


def _spec_line(raw: bytes) -> str:
    """The spec's reading of one line, with the standard library: skip, object, other or
    invalid."""
    text = raw.decode()
    if not text.strip(" \t\r\n") or text.strip(" \t\r\n").startswith("#"):
        return "skip"
    try:
        value = json.loads(text, parse_constant=_refuse)
    except (ValueError, _NotJSON, RecursionError):
        return "invalid"
    if any("\ud800" <= c <= "\udfff" for c in json.dumps(value, ensure_ascii=False)):
        return "invalid"  # a lone surrogate escape
    return "object" if type(value) is dict else "other"


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edge_records())
def test_both_paths_read_the_spec_edge_cases_alike(data: bytes) -> None:
    try:
        careful = replay.replay_line_by_line(data)
    except RecordError as error:
        assert replay.replay_fast(data) is None
        with pytest.raises(RecordError) as again:
            replay_bytes(data)
        assert str(again.value) == str(error)
        outcome: RecordError | None = error
    else:
        fast = replay.replay_fast(data)
        if fast is not None:
            assert record.summary(fast) == record.summary(careful)
            assert fast.actions == careful.actions
        assert record.summary(replay_bytes(data)) == record.summary(careful)
        outcome = None
    body = data.removeprefix(b"\xef\xbb\xbf").split(b"\n")
    first_invalid = next((n for n, raw in enumerate(body, 1) if _spec_line(raw) == "invalid"), None)
    if outcome is None:
        assert first_invalid is None, f"line {first_invalid} is not JSON, yet the record replayed"
    else:
        if first_invalid is not None:
            assert outcome.line <= first_invalid, (str(outcome), first_invalid)
        if outcome.reason.startswith("not valid JSON"):
            assert _spec_line(body[outcome.line - 1]) == "invalid", str(outcome)


OBJECTS = [
    b'{"do": "end_turn"}',
    b'{"do": "turn", "player": "Ann"}',
    b'{"a": {"b": [{}, {}]}}',
    b"{}",
]
SEPARATORS = [b"\n", b"\n", b"\n", b"", b" ", b"\r", b"\r\n", b"\n\n", b"\n ", b" \n", b"\t\n"]


@settings(max_examples=1000, deadline=None)
@given(
    st.lists(st.tuples(st.sampled_from(OBJECTS), st.integers(0, 40)), max_size=6),
    st.lists(st.sampled_from(SEPARATORS), min_size=6, max_size=6),
    st.sampled_from([b"", b"\n", b" ", b"\r\n"]),
    st.integers(0, 3),
)
def test_the_fast_paths_one_a_line_check_is_sound(
    objects: list[tuple[bytes, int]], separators: list[bytes], last: bytes, splits: int
) -> None:
    """Whatever objects, separators and line feeds inside objects: when `decode_lines`
    reads the body and the check passes, each line holds exactly one object."""
    pieces = []
    for i, (obj, cut) in enumerate(objects):
        if i < splits:  # a line feed between two of its tokens, or in a string (invalid)
            cut = cut % (len(obj) + 1)
            obj = obj[:cut] + b"\n" + obj[cut:]
        pieces.append(obj)
    body = b"".join(p + s for p, s in zip(pieces, separators, strict=False))
    body = body[: -len(separators[len(pieces) - 1])] + last if pieces else last
    try:
        decoded = msgspec.json.Decoder().decode_lines(body)
    except msgspec.DecodeError:
        return
    if not replay._one_a_line(body, len(decoded)):
        return  # the careful path reads it
    lines = body.removesuffix(b"\n").split(b"\n")
    if decoded:
        assert len(lines) == len(decoded)  # no blank line, no line without its object
        for line in lines:
            msgspec.json.decode(line)  # exactly one JSON value on it, nothing else
    else:
        assert lines == [body] and not body.strip(b" \t\r")


# ---------------------------------------------------------------- the header, fast

ODD_VALUES = [None, "", "x", "swiss", "single_elimination", "riftscore/1", "duel", "2v2"]
ODD_VALUES += [0, 1, -1, 8, 2**70, 1.0, 1e999, True, False, [], {}, ["Ann"], ["Ann", ""]]
ODD_VALUES += [[["Ann", "Cat"], ["Ben", "Dan"]], [["Ann"], ["Ben"]], {"scores": {"Ann": 7}}]
ODD_VALUES += [{"scores": None, "control": None}, {"scores": {"Ann": True}}, {"units": []}]
ODD_VALUES += [{"control": {"Grove": ""}}, {"control": {"Grove": "Ann"}}, {"scores": []}]
HEADER_KEYS = ["format", "mode", "players", "battlefields", "teams", "victory_score"]
HEADER_KEYS += ["round", "start", "board", "a tool's own"]


@settings(max_examples=600, deadline=None)
@given(
    headers(),
    st.lists(st.tuples(st.sampled_from(HEADER_KEYS), st.sampled_from(ODD_VALUES)), max_size=3),
    st.sampled_from([None, ", ", ",\t"]),
)
def test_the_fast_header_reads_a_header_as_the_careful_reader_does_or_leaves_it(
    header: dict[str, object], changes: list[tuple[str, object]], separator: str | None
) -> None:
    """`header_from_line` gives the careful reader's `Header`, or None: never another
    header, and never one for a line the careful reader refuses."""
    for key, value in changes:
        header = {**header, key: value}
    raw = json.dumps(header, separators=(separator or ",", ": ")).encode()
    fast = header_from_line(raw)
    try:
        careful = parse_header(lines.decode_json(raw))
    except (FieldError, RuleError, msgspec.DecodeError):  # Infinity, say, is not JSON
        assert fast is None
        return
    if header.get("board") is None:
        assert fast == careful
    else:
        assert fast is None  # a board header is the careful reader's
