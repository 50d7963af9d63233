"""record-format.md, "Reading a record, to the letter": a test for each sentence, on both
of the reader's paths (the fast one, when it takes a record, must agree with the careful
one), at the byte level where a record file could not show the bytes.

The scenario records under tests/records/scenarios/reading/ (and a few under turns/,
time/ and winning/) show the same rules as games; their `.expect.json` may name the
`error` the line must give, which `test_each_error_record_gives_its_reason` checks.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from riftscore.record import RecordError, replay_bytes, summary
from riftscore.record.replay import replay_fast, replay_line_by_line
from riftscore.record.vocabulary import KEYS, Value
from riftscore.rules import actions

RECORDS = Path(__file__).parent / "records"
DUEL: dict[str, Any] = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}
TWO_VS_TWO: dict[str, Any] = {
    "format": "riftscore/1",
    "mode": "2v2",
    "players": ["Ann", "Ben", "Cat", "Dan"],
    "teams": [["Ann", "Cat"], ["Ben", "Dan"]],
    "battlefields": ["Grove", "Ruins", "Spire"],
}
H = json.dumps(DUEL).encode()
TURN = b'{"do": "turn", "player": "Ann"}'
END = b'{"do": "end_turn"}'
BEN = b'{"do": "turn", "player": "Ben"}'


def lines(*parts: bytes | dict[str, Any]) -> bytes:
    return b"".join((p if isinstance(p, bytes) else json.dumps(p).encode()) + b"\n" for p in parts)


def read(data: bytes) -> tuple[str, object]:
    """What both paths make of a record, checked to agree: ("game", its summary and
    actions) or ("error", "line N: reason")."""
    try:
        careful = replay_line_by_line(data)
    except RecordError as error:
        assert replay_fast(data) is None, "the fast path took a record the careful one refuses"
        with pytest.raises(RecordError) as again:
            replay_bytes(data)
        assert str(again.value) == str(error)
        return "error", str(error)
    fast = replay_fast(data)
    if fast is not None:
        assert summary(fast) == summary(careful)
        assert fast.actions == careful.actions
    assert summary(replay_bytes(data)) == summary(careful)
    return "game", (summary(careful), careful.actions)


def refused(data: bytes, line: int, *words: str) -> str:
    kind, what = read(data)
    assert kind == "error", f"replayed, but line {line} should be refused"
    assert isinstance(what, str)
    assert what.startswith(f"line {line}: "), what
    for word in words:
        assert word in what, what
    return what


def replayed(data: bytes) -> dict[str, Any]:
    kind, what = read(data)
    assert kind == "game", what
    assert isinstance(what, tuple)
    return what[0]  # type: ignore[no-any-return]


# ------------------------------------------------------- the scenario records


def _records(with_error: bool) -> list[Path]:
    found = []
    for expect in sorted(RECORDS.rglob("*.expect.json")):
        if ("error" in json.loads(expect.read_text())) == with_error:
            found.append(expect)
    return found


@pytest.mark.parametrize("expect", _records(True), ids=lambda p: str(p.relative_to(RECORDS)))
def test_each_error_record_gives_its_reason(expect: Path) -> None:
    expected = json.loads(expect.read_text())
    data = expect.with_name(expect.name.removesuffix(".expect.json") + ".jsonl").read_bytes()
    refused(data, expected["error_line"], expected["error"])


def test_every_record_reads_the_same_on_both_paths() -> None:
    for jsonl in sorted(RECORDS.rglob("*.jsonl")):
        read(jsonl.read_bytes())


# ------------------------------------------------------- lines: "\n" alone


def test_lines_are_separated_by_line_feeds_alone_a_bare_carriage_return_ends_nothing() -> None:
    refused(H + b"\n" + TURN + b"\r" + END + b"\n", 2, "more follows")


def test_line_numbers_count_line_feeds_only() -> None:
    data = b"# one\r# still line one\r\n" + H + b"\r\n\r\n" + TURN + b"\r\n" + TURN + b"\r\n"
    refused(data, 5, "turn out of order")


def test_a_carriage_return_before_the_line_feed_belongs_to_the_line_ending() -> None:
    lf = lines(DUEL, b"# a comment", b"", {"do": "turn", "player": "Ann"}, END, BEN)
    crlf = lf.replace(b"\n", b"\r\n")
    assert replayed(crlf) == replayed(lf)
    assert replayed(lf.replace(b"\n", b"\r\r\n")) == replayed(lf)  # \r is JSON whitespace


def test_a_carriage_return_inside_a_line_is_whitespace_within_it() -> None:
    assert replayed(lines(H, b"\r" + TURN + b"\r", b"\r\r", b"\t\r ")) == replayed(lines(H, TURN))


def test_a_comment_with_a_carriage_return_in_it_is_one_comment_line() -> None:
    # the \r does not end the comment: the turn after it is still part of the comment
    kind, (_, played) = read(lines(H, TURN, b"# Ben's turn:\r" + BEN))  # type: ignore[misc]
    assert kind == "game" and played == [actions.Turn("Ann")]
    refused(lines(H, TURN, b"# Ben's turn:\r" + BEN, TURN), 4, "turn out of order")


# ------------------------------------------------------- the byte order mark


BOM = b"\xef\xbb\xbf"


@pytest.mark.parametrize(
    "data",
    [
        BOM + lines(H, TURN),
        BOM + lines(b"# a comment first", H, TURN),
        BOM + lines(H, TURN).replace(b"\n", b"\r\n"),
    ],
    ids=["header", "comment", "crlf"],
)
def test_a_byte_order_mark_at_the_very_start_is_ignored(data: bytes) -> None:
    assert replayed(data)["outcome"] == "ongoing"


@pytest.mark.parametrize(
    ("data", "line"),
    [
        (lines(H, BOM + TURN), 2),
        (lines(H, TURN, BOM), 3),
        (lines(b"", BOM + H, TURN), 2),
        (BOM + BOM + lines(H, TURN), 1),
        (lines(H, b"  " + BOM + b"# not a comment"), 2),
    ],
    ids=["before an action", "alone", "before the header", "twice at the start", "indented"],
)
def test_a_byte_order_mark_anywhere_else_is_invalid_json_at_its_line(
    data: bytes, line: int
) -> None:
    refused(data, line, "not valid JSON", "byte order mark")


def test_a_byte_order_mark_inside_a_string_is_a_character() -> None:
    gain = '{"do": "gain", "player": "Ann", "points": 1, "source": "\ufeffcard"}'.encode()
    assert replayed(lines(H, TURN, gain))["scores"] == {"Ann": 1, "Ben": 0}


# ------------------------------------------------------- JSON's whitespace only

NOT_JSON_WHITESPACE = {
    "form feed": "\x0c",
    "vertical tab": "\x0b",
    "next line U+0085": "\x85",
    "line separator U+2028": "\u2028",
    "paragraph separator U+2029": "\u2029",
    "no-break space": "\xa0",
    "file separator": "\x1c",
}


@pytest.mark.parametrize("char", NOT_JSON_WHITESPACE.values(), ids=NOT_JSON_WHITESPACE.keys())
def test_a_line_of_other_whitespace_is_not_blank(char: str) -> None:
    refused(lines(H, TURN, char.encode(), BEN), 3, "not valid JSON", "column 1")


@pytest.mark.parametrize("char", NOT_JSON_WHITESPACE.values(), ids=NOT_JSON_WHITESPACE.keys())
def test_a_line_starting_with_other_whitespace_then_hash_is_not_a_comment(char: str) -> None:
    refused(lines(H, TURN, char.encode() + b"# a comment?"), 3, "not valid JSON")


@pytest.mark.parametrize("char", NOT_JSON_WHITESPACE.values(), ids=NOT_JSON_WHITESPACE.keys())
def test_other_whitespace_between_tokens_is_invalid_json(char: str) -> None:
    action = b'{"do": "turn",' + char.encode() + b'"player": "Ann"}'
    refused(lines(H, action), 2, "not valid JSON", "column 15")
    header = H[:-1] + char.encode() + b"}"
    refused(lines(header, TURN), 1, "not valid JSON")


@pytest.mark.parametrize("char", NOT_JSON_WHITESPACE.values(), ids=NOT_JSON_WHITESPACE.keys())
def test_other_whitespace_inside_a_string_is_text(char: str) -> None:
    text = {"do": "gain", "player": "Ann", "points": 1, "source": f"a{char}b"}
    gain = json.dumps(text, ensure_ascii=False)  # control characters are escaped still
    assert replayed(lines(H, TURN, gain.encode()))["scores"]["Ann"] == 1


def test_spaces_tabs_and_carriage_returns_make_a_blank_line() -> None:
    assert replayed(lines(b" \t\r", H, b"\t", TURN, b"  \t  # indented comment"))


def test_the_forms_of_unusual_whitespace_are_named_in_plain_words() -> None:
    assert "a form feed at column 1" in refused(lines(H, b"\x0c"), 2)
    assert "a line separator (U+2028)" in refused(lines(H, "\u2028".encode()), 2)
    assert "a next-line character (U+0085)" in refused(lines(H, "\x85".encode()), 2)


# ------------------------------------------------------- one object a line


@pytest.mark.parametrize("between", [b"", b" ", b"\t", b"\r", b" \r\t"])
def test_two_objects_on_one_line_are_invalid_json_at_that_line(between: bytes) -> None:
    refused(lines(H, TURN + between + END), 2, "more follows")
    refused(lines(H + between + TURN), 1, "more follows")


@pytest.mark.parametrize("cut", [1, 10, 14, 24, 30])
def test_one_object_over_two_lines_is_invalid_json_at_its_first_line(cut: int) -> None:
    refused(lines(H, TURN, END[: cut % len(END)] + b"\n" + END[cut % len(END) :], BEN), 3)
    split_turn = TURN[:cut] + b"\n" + TURN[cut:]
    refused(lines(H, split_turn), 2, "not valid JSON")


def test_a_header_over_two_lines_is_invalid_json_at_its_first_line() -> None:
    refused(H[:20] + b"\n" + H[20:] + b"\n" + TURN + b"\n", 1, "the line ends before")


def test_nothing_but_whitespace_may_follow_the_object() -> None:
    refused(lines(H, TURN + b","), 2, "more follows")
    refused(lines(H, TURN + b" # a comment"), 2, "more follows")
    refused(lines(H, TURN + b"]"), 2, "more follows")
    assert replayed(lines(H, TURN + b" \t\r"))["outcome"] == "ongoing"


def test_a_value_that_is_not_an_object_is_an_error() -> None:
    refused(lines(H, b"[]"), 2, "an action must be a JSON object")
    refused(lines(H, b'"turn"'), 2, "an action must be a JSON object")
    refused(lines(b"[1, 2]", TURN), 1, "the header must be a JSON object")


# ------------------------------------------------------- not JSON


@pytest.mark.parametrize("constant", [b"NaN", b"Infinity", b"-Infinity"])
@pytest.mark.parametrize(
    "line",
    [
        b'{"do": "gain", "player": "Ann", "points": %s}',
        b'{"do": "end_turn", "note": %s}',
        b'{"do": "end_turn", "note": [1, {"deeper": %s}]}',
        b'{"do": "resolve", "actions": [{"do": "gain", "player": "Ann", "points": %s}]}',
    ],
    ids=["a count", "an unknown key", "deep in an unknown key", "inside resolve"],
)
def test_nan_and_infinity_are_not_json(constant: bytes, line: bytes) -> None:
    refused(lines(H, TURN, line % constant), 3, f"{constant.decode()} is not a JSON number")


def test_nan_in_the_header_is_not_json() -> None:
    header = H[:-1] + b', "victory_score": NaN}'
    refused(lines(header, TURN), 1, "NaN is not a JSON number")


@pytest.mark.parametrize(
    "escape",
    [
        b"\\ud800",
        b"\\udbff",
        b"\\udc00",
        b"\\udfff",
        b"\\ude00\\ud83d",
        b"\\ud800\\ud800",
        b"x\\ud800y",
    ],
    ids=["high", "last high", "low", "last low", "reversed pair", "two highs", "mid-string"],
)
@pytest.mark.parametrize(
    "line",
    [
        b'{"do": "gain", "player": "Ann", "points": 1, "source": "%s"}',
        b'{"do": "end_turn", "note": "%s"}',
        b'{"do": "end_turn", "%s": 1}',
        b'{"do": "gain", "player": "%s", "points": 1}',
    ],
    ids=["free text", "an unknown key", "a key", "a name"],
)
def test_strings_with_lone_surrogate_escapes_are_not_json(escape: bytes, line: bytes) -> None:
    refused(lines(H, TURN, line % escape), 3, "lone surrogate")


def test_a_surrogate_pair_is_one_character_and_an_escaped_backslash_is_no_escape() -> None:
    gain = b'{"do": "gain", "player": "Ann", "points": 1, "source": "\\ud83d\\ude00"}'
    note = b'{"do": "end_turn", "note": "\\\\ud800"}'
    assert replayed(lines(H, TURN, gain, note, BEN))["scores"] == {"Ann": 1, "Ben": 0}


def test_a_number_too_large_for_a_float_is_still_json_and_ignored_in_an_unknown_key() -> None:
    assert replayed(lines(H, TURN, b'{"do": "end_turn", "note": 1e999}', BEN))
    refused(lines(H, TURN, b'{"do": "gain", "player": "Ann", "points": 1e999}'), 3, "whole number")


def test_a_number_of_thousands_of_digits_is_an_error_at_its_line() -> None:
    huge = b"9" * 5000
    refused(lines(H, TURN, b'{"do": "gain", "player": "Ann", "points": ' + huge + b"}"), 3)
    refused(lines(H[:-1] + b', "note": ' + huge + b"}", TURN), 1, "too long")


# ------------------------------------------------------- null is absent

#: One good line of every kind, each right after Ann's first turn in a duel (a match for
#: `game`, after Ann's concession), so that each replays.
GOOD: dict[str, dict[str, Any]] = {
    "turn": {"do": "turn", "player": "Ben", "extra": True, "beginning": [], "ally_occupies": []},
    "control": {"do": "control", "player": "Ann", "battlefield": "Grove"},
    "lose_control": {"do": "lose_control", "battlefield": "Ruins"},
    "gain": {"do": "gain", "player": "Ann", "points": 1, "source": "a spell"},
    "burn_out": {"do": "burn_out", "player": "Ann", "opponents": ["Ben"]},
    "adjust": {"do": "adjust", "player": "Ann", "points": 2, "reason": "judge"},
    "set_victory_score": {"do": "set_victory_score", "points": 9},
    "resolve": {"do": "resolve", "actions": [{"do": "gain", "player": "Ann", "points": 2}]},
    "end_turn": {"do": "end_turn"},
    "time": {"do": "time"},
    "game": {"do": "game", "battlefields": ["Altar", "Mill"], "first": "Ben"},
    "concede": {"do": "concede", "player": "Ben"},
}


def context(do: str, action: dict[str, Any]) -> bytes:
    """A record where the action is legal (in 2v2 for `ally_occupies`)."""
    if do == "turn":
        return lines(TWO_VS_TWO, {"do": "turn", "player": "Ann"}, action)
    if do == "game":
        return lines(
            {**DUEL, "mode": "match"},
            {"do": "turn", "player": "Ann"},
            {"do": "concede", "player": "Ann"},
            action,
        )
    return lines(
        {**DUEL, "start": {"control": {"Ruins": "Ben"}}}, {"do": "turn", "player": "Ann"}, action
    )


def test_every_kind_has_a_good_line() -> None:
    assert set(GOOD) == set(actions.BY_DO)
    for do, action in GOOD.items():
        replayed(context(do, action))


OPTIONAL = [(kind.do, key.name) for kind, keys in KEYS.items() for key in keys if not key.required]
REQUIRED = [(kind.do, key.name) for kind, keys in KEYS.items() for key in keys if key.required]


@pytest.mark.parametrize(("do", "key"), OPTIONAL, ids=[f"{d}.{k}" for d, k in OPTIONAL])
def test_null_for_an_optional_action_key_is_the_same_as_absent(do: str, key: str) -> None:
    absent = {k: v for k, v in GOOD[do].items() if k != key}
    assert read(context(do, {**GOOD[do], key: None})) == read(context(do, absent))


@pytest.mark.parametrize(("do", "key"), REQUIRED, ids=[f"{d}.{k}" for d, k in REQUIRED])
def test_null_for_a_required_action_key_is_the_same_as_missing(do: str, key: str) -> None:
    absent = {k: v for k, v in GOOD[do].items() if k != key}
    null = refused(context(do, {**GOOD[do], key: None}), _last_line(do), f'{do} needs "{key}"')
    assert read(context(do, absent)) == ("error", null)


def _last_line(do: str) -> int:
    return 4 if do == "game" else 3


@pytest.mark.parametrize("key", ["victory_score", "round", "teams", "start", "board"])
def test_null_for_an_optional_header_key_is_the_same_as_absent(key: str) -> None:
    play = [{"do": "turn", "player": "Ann"}, {"do": "time"}]
    assert replayed(lines({**DUEL, key: None}, *play)) == replayed(lines(DUEL, *play))


@pytest.mark.parametrize("key", ["scores", "control"])
def test_null_for_start_scores_or_control_is_the_same_as_absent(key: str) -> None:
    other = {"scores": {"Ann": 3}, "control": {"Grove": "Ann"}}
    kept = {k: v for k, v in other.items() if k != key}
    play = {"do": "turn", "player": "Ann"}
    assert replayed(lines({**DUEL, "start": {**kept, key: None}}, play)) == replayed(
        lines({**DUEL, "start": kept}, play)
    )


def test_null_for_a_required_header_key_is_the_same_as_missing() -> None:
    for key in ("format", "mode", "players", "battlefields"):
        absent = {k: v for k, v in DUEL.items() if k != key}
        assert read(lines({**DUEL, key: None})) == read(lines(absent))
        refused(lines({**DUEL, key: None}), 1, key)
    refused(lines({**TWO_VS_TWO, "teams": None}), 1, "2v2 needs teams")


# ------------------------------------------------------- types


KINDS_OF_KEY = [(kind.do, key.name, key.value) for kind, keys in KEYS.items() for key in keys]
WRONG: dict[Value, list[object]] = {
    Value.NAME: ["", 0, True, ["Ann"], {"name": "Ann"}],
    Value.NAMES: ["Ann", [""], ["Ann", ""], [1], {"Ann": 1}],
    Value.COUNT: [True, False, 1.0, "1", [1]],
    Value.TEXT: [1, True, ["a"], {"a": 1}],
    Value.FLAG: ["yes", 1, 0, "true", []],
    Value.ACTIONS: [{"do": "gain"}, "gain", 1],
}


@pytest.mark.parametrize(
    ("do", "key", "value"), KINDS_OF_KEY, ids=[f"{d}.{k}" for d, k, _ in KINDS_OF_KEY]
)
def test_a_value_of_another_type_is_an_error_at_its_line(do: str, key: str, value: Value) -> None:
    for wrong in WRONG[value]:
        refused(context(do, {**GOOD[do], key: wrong}), _last_line(do), f'{do}: "{key}" must be')


@pytest.mark.parametrize("do", ["resolve", "turn"])
def test_a_value_of_another_type_inside_a_list_is_an_error_at_its_line(do: str) -> None:
    nested = {"do": "gain", "player": "", "points": 1}
    key = "actions" if do == "resolve" else "beginning"
    line = {**GOOD[do], key: [nested]}
    refused(context(do, line), _last_line(do), 'gain: "player" must be a name')


@pytest.mark.parametrize(
    ("key", "value", "words"),
    [
        ("victory_score", 0, "at least 1"),
        ("victory_score", -1, "at least 1"),
        ("victory_score", True, '"victory_score" must be a whole number'),
        ("victory_score", 8.0, '"victory_score" must be a whole number'),
        ("victory_score", "8", '"victory_score" must be a whole number'),
        ("start", [], '"start" must be an object'),
        ("start", "Ann leads", '"start" must be an object'),
        ("start", {"scores": {"Ann": True}}, "start.scores"),
        ("start", {"scores": {"Ann": 1.0}}, "start.scores"),
        ("start", {"scores": [["Ann", 1]]}, "start.scores"),
        ("start", {"control": {"Grove": 1}}, "start.control"),
        ("start", {"control": {"Grove": ""}}, "start.control"),
        ("players", ["Ann", ""], '"players" must be a list of names'),
        ("players", "Ann, Ben", '"players" must be a list of names'),
        ("battlefields", ["Grove", 2], '"battlefields" must be a list of names'),
        ("round", "swiss_or_not", '"round" must be "swiss" or "single_elimination"'),
        ("mode", ["duel"], '"mode" must be one of'),
    ],
)
def test_a_header_value_of_another_type_is_an_error_at_its_line(
    key: str, value: object, words: str
) -> None:
    refused(lines(b"# the header follows", {**DUEL, key: value}, TURN), 2, words)


# ------------------------------------------------------- a line read whole


def test_every_item_of_a_line_is_read_before_any_is_applied() -> None:
    start = {**DUEL, "start": {"scores": {"Ann": 7}}}
    wins = {"do": "gain", "player": "Ann", "points": 1}
    for item, words in [
        ({"do": "gain", "player": "", "points": 1}, '"player" must be a name'),
        ({"do": "gain", "player": "Ann"}, 'gain needs "points"'),
        ({"do": "gain", "player": "Ann", "points": "1"}, "whole number"),
        ({"do": "time"}, '"time" cannot happen in the Beginning phase'),
        ({"do": "teleport"}, "unknown action"),
        ({"player": "Ann"}, 'needs "do"'),
        ("gain", "a list of actions"),
        ({"do": "resolve", "actions": [{"do": "control", "player": "Ann"}]}, "control needs"),
    ]:
        refused(lines(start, {"do": "turn", "player": "Ann", "beginning": [wins, item]}), 2, words)


def test_rule_checks_stop_at_the_win() -> None:
    start = {**DUEL, "start": {"scores": {"Ann": 7}}}
    wins = {"do": "gain", "player": "Ann", "points": 1}
    for item in [
        {"do": "gain", "player": "Zed", "points": 1},
        {"do": "gain", "player": "Ann", "points": 0},
        {"do": "lose_control", "battlefield": "Grove"},
        {"do": "control", "player": "Ann", "battlefield": "Nowhere"},
        {"do": "set_victory_score", "points": 0},
    ]:
        out = replayed(lines(start, {"do": "turn", "player": "Ann", "beginning": [wins, item]}))
        assert out["winners"] == ["Ann"]


# ------------------------------------------------------- the reserved "board"


@pytest.mark.parametrize("board", [1, True, "a board", [], [{"id": "a"}], {"pieces": []}])
def test_a_board_that_is_not_a_board_setup_is_an_error_at_the_header(board: object) -> None:
    refused(lines(b"", {**DUEL, "board": board}, TURN), 2, "board")


def test_a_null_board_is_no_board() -> None:
    control = {"do": "control", "player": "Ann", "battlefield": "Grove"}
    assert replayed(lines({**DUEL, "board": None}, TURN, control)) == replayed(
        lines(DUEL, TURN, control)
    )


# ------------------------------------------------------- the fast path's share


def test_the_fast_path_takes_a_clean_record() -> None:
    data = lines(DUEL, TURN, {"do": "control", "player": "Ann", "battlefield": "Grove"}, END)
    assert replay_fast(data) is not None
    assert replay_fast(BOM + data) is not None
    assert replay_fast(data.rstrip(b"\n")) is not None  # no final line feed


FAST_MUST_DECLINE = {
    "two objects": lines(H, TURN, END + BEN),
    "two objects and a space": lines(H, TURN, END + b" " + BEN),
    "two objects and a carriage return": lines(H, TURN, END + b"\r" + BEN),
    "an object over two lines": lines(H, TURN[:14], TURN[14:]),
    "an object over two lines, then two on one": lines(H, TURN[:14], TURN[14:], END + BEN),
    "an object over two lines at the end": lines(H, TURN, END[:5], END[5:]),
    "a null": lines(H, {"do": "turn", "player": "Ann", "extra": None}),
    "ally_occupies in a duel": lines(H, {"do": "turn", "player": "Ann", "ally_occupies": []}),
    "ally_occupies escaped": lines(
        H, b'{"do": "turn", "player": "Ann", "ally\\u005foccupies": []}'
    ),
    "an empty name": lines(H, {"do": "turn", "player": ""}),
    "a board": lines({**DUEL, "board": {}}, TURN),
}


@pytest.mark.parametrize("data", FAST_MUST_DECLINE.values(), ids=FAST_MUST_DECLINE.keys())
def test_the_fast_path_declines_what_it_would_read_otherwise(data: bytes) -> None:
    assert replay_fast(data) is None
    read(data)


@pytest.mark.parametrize(
    "data",
    [
        lines(H, TURN, END).replace(b"\n", b"\r\n"),
        lines(H, TURN).replace(b"\n", b"\r\n"),
        lines(H, b"", TURN),
        lines(H, TURN, b""),
        lines(H, b"# a comment", TURN),
        lines(H, b" " + TURN),
        lines(H, TURN + b" "),
        lines(H, TURN, b" \t"),
        lines(H, b"\r" + TURN, END),
        lines(H, b'{"do":\r"turn", "player": "Ann"}'),
    ],
    ids=[
        "crlf",
        "crlf, one action",
        "a blank line",
        "a blank line at the end",
        "a comment",
        "a leading space",
        "a trailing space",
        "a whitespace line at the end",
        "a carriage return first",
        "a carriage return between tokens",
    ],
)
def test_the_fast_path_reads_whitespace_as_the_careful_one_does(data: bytes) -> None:
    read(data)
