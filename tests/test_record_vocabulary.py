"""The action vocabulary declared once: the record's careful parser and its wire structs
derive from the core's action classes; one parser reads both vocabularies (the core's
and the board's); one function opens the engine a header asks for.
"""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import Any, ClassVar

import msgspec
import pytest

from riftscore import record
from riftscore.record import (
    FieldError,
    engine_from_header,
    parse_action,
    parse_header,
    read_action,
    replay_bytes,
    summary,
)
from riftscore.record.vocabulary import KEYS, Value, _keys
from riftscore.rules import Game, InvalidHeader, NotAllowedInMode, RuleError, actions
from riftscore.rules.board import (
    BoardGame,
    ControlFollowsTheBoard,
    Damage,
    EndShowdown,
    ResolveItem,
    StandardMove,
    board_of,
)
from tests.test_record_reading import DUEL, TWO_VS_TWO

RECORDS = Path(__file__).parent / "records"
BOARD: dict[str, Any] = {**DUEL, "board": {"units": [{"id": "ann-1", "owner": "Ann", "might": 2}]}}


# ------------------------------------------------------------ derived from the core


def test_every_core_field_has_a_key_and_every_key_a_reading() -> None:
    assert list(KEYS) == list(actions.ALL)
    for kind, keys in KEYS.items():
        fields = dataclasses.fields(kind)  # type: ignore[arg-type]
        assert [key.name for key in keys] == [f.name for f in fields]
        for key, field in zip(keys, fields, strict=True):
            assert key.required == (field.default is dataclasses.MISSING)


def test_the_nested_lists_hold_the_kinds_the_core_says() -> None:
    beginning = next(k for k in KEYS[actions.Turn] if k.name == "beginning")
    assert {kind.do for kind in beginning.kinds} == actions.IN_TURN
    inside = next(k for k in KEYS[actions.Resolve] if k.name == "actions")
    assert {kind.do for kind in inside.kinds} == actions.RESOLVABLE


@dataclasses.dataclass(frozen=True, slots=True)
class Dance:
    """A made-up action with a field of every kind the record knows."""

    do: ClassVar[str] = "dance"
    player: str
    steps: int
    partners: tuple[str, ...]
    encore: bool = False
    song: str | None = None
    during: tuple[actions.Gain | actions.Adjust, ...] = ()


@dataclasses.dataclass(frozen=True, slots=True)
class Measure:
    do: ClassVar[str] = "measure"
    length: float


def test_a_new_action_class_is_read_from_its_annotations_alone() -> None:
    keys = {key.name: key for key in _keys(Dance)}
    assert {name: key.value for name, key in keys.items()} == {
        "player": Value.NAME,
        "steps": Value.COUNT,
        "partners": Value.NAMES,
        "encore": Value.FLAG,
        "song": Value.TEXT,
        "during": Value.ACTIONS,
    }
    assert keys["during"].kinds == (actions.Gain, actions.Adjust)
    assert [name for name, key in keys.items() if key.required] == ["player", "steps", "partners"]


def test_a_field_the_record_cannot_hold_is_refused_at_once() -> None:
    with pytest.raises(TypeError, match=r"Measure.length"):
        _keys(Measure)


def test_every_wire_type_is_derived_from_its_core_action() -> None:
    wire = {kind.__struct_config__.tag: kind for kind in record.WIRE_TYPES}
    assert list(wire) == [kind.do for kind in actions.ALL]
    for kind, keys in KEYS.items():
        struct = wire[kind.do]
        assert struct.__name__ == kind.__name__
        assert struct.do == kind.do  # type: ignore[attr-defined]  # what the engine reads
        assert struct.__doc__ == kind.__doc__
        defaults = (
            dict(
                zip(
                    struct.__struct_fields__[-len(struct.__struct_defaults__) :],
                    struct.__struct_defaults__,
                    strict=True,
                )
            )
            if struct.__struct_defaults__
            else {}
        )
        for key in keys:
            assert (key.name in defaults) == (not key.required), (kind.do, key.name)
            if not key.required:
                assert defaults[key.name] == key.default


def test_the_json_schemas_say_names_are_non_empty_and_null_is_absent() -> None:
    _, components = record.action_schemas()
    assert set(components) == {kind.__name__ for kind in actions.ALL}
    gain = components["Gain"]
    assert gain["required"] == ["do", "player", "points"]
    assert gain["properties"]["player"] == {"type": "string", "minLength": 1}
    assert gain["properties"]["points"] == {"type": "integer"}
    assert {"type": "null"} in gain["properties"]["source"]["anyOf"]
    turn = components["Turn"]["properties"]
    assert turn["extra"]["anyOf"][1] == {"type": "null"}
    assert turn["ally_occupies"]["anyOf"][0]["items"] == {"type": "string", "minLength": 1}
    beginning = turn["beginning"]["anyOf"][0]["items"]["anyOf"]
    assert {ref["$ref"].rsplit("/", 1)[1] for ref in beginning} == {
        "Control",
        "LoseControl",
        "Gain",
        "BurnOut",
        "Adjust",
        "Resolve",
        "SetVictoryScore",
    }


def test_the_structs_decode_what_the_careful_parser_reads() -> None:
    line = {
        "do": "turn",
        "player": "Ann",
        "beginning": [{"do": "resolve", "actions": [{"do": "gain", "player": "Ann", "points": 2}]}],
    }
    decoded = record.wire.decode_action(json.dumps(line).encode())
    assert actions.from_values(decoded) == parse_action(line)
    with pytest.raises(msgspec.ValidationError):
        record.wire.decode_action(b'{"do": "gain", "player": "", "points": 1}')


# ------------------------------------------------------------ one parser, two vocabularies


def test_read_action_reads_the_cores_vocabulary_into_core_actions() -> None:
    header = parse_header(DUEL)
    for board in (False, True):
        action = read_action(
            {"do": "control", "player": "Ann", "battlefield": "Grove"}, header, board=board
        )
        assert action == actions.Control("Ann", "Grove")
        assert (
            type(read_action({"do": "turn", "player": "Ann"}, header, board=board)) is actions.Turn
        )


def test_read_action_reads_board_verbs_in_a_board_game() -> None:
    header = parse_header(DUEL)
    move = {"do": "standard_move", "player": "Ann", "units": ["ann-1"], "to": "Grove"}
    assert isinstance(read_action(move, header, board=True), StandardMove)
    assert read_action({"do": "end_showdown"}, header, board=True) == EndShowdown()
    resolve = {
        "do": "chain_resolve",
        "item": "s",
        "effects": [{"do": "damage", "unit": "u", "amount": 2}],
    }
    assert read_action(resolve, header, board=True) == ResolveItem("s", (Damage("u", 2),))


def test_a_board_verb_in_a_game_without_a_board_is_an_unknown_action() -> None:
    with pytest.raises(FieldError, match=r"unknown action 'end_showdown': a board action"):
        read_action({"do": "end_showdown"}, parse_header(DUEL))


#: The same fault in each vocabulary, and the words both give.
SAME_FAULTS = [
    (
        {"do": "control", "battlefield": "Grove"},
        {"do": "choose", "battlefield": "Grove"},
        r'^(control|choose) needs "player" \(a name\)$',
    ),
    (
        {"do": "gain", "player": "Ann", "points": True},
        {"do": "damage", "unit": "u", "amount": True},
        r'^(gain|damage): "(points|amount)" must be a whole number, not true$',
    ),
    (
        {"do": "gain", "player": "", "points": 1},
        {"do": "kill", "card": ""},
        r"^(gain|kill): \"(player|card)\" must be (a name|.*), not ''$",
    ),
    (
        {"do": "burn_out", "player": "Ann", "opponents": "Ben"},
        {"do": "recall", "cards": "u"},
        r'^(burn_out|recall): "(opponents|cards)" must be a list of names, not \'(Ben|u)\'$',
    ),
    (
        {"do": "turn", "player": "Ann", "extra": "yes"},
        {"do": "chain_add", "item": "s", "player": "Ann", "pending": "yes"},
        r'^(turn|chain_add): "(extra|pending)" must be true or false, not \'yes\'$',
    ),
    (
        {"do": "gain", "player": "Ann", "points": 1, "source": 2},
        {"do": "chain_add", "item": "s", "player": "Ann", "label": 2},
        r'^(gain|chain_add): "(source|label)" must be text, not 2$',
    ),
]


@pytest.mark.parametrize(("core", "board", "words"), SAME_FAULTS)
def test_both_vocabularies_word_the_same_fault_the_same_way(
    core: dict[str, Any], board: dict[str, Any], words: str
) -> None:
    header = parse_header(DUEL)
    for obj in (core, board):
        with pytest.raises(FieldError) as error:
            read_action(obj, header, board=True)
        assert re.match(words, str(error.value)), str(error.value)


def test_null_is_absent_in_the_board_vocabulary_too() -> None:
    header = parse_header(DUEL)
    pairs = [
        (
            {
                "do": "standard_move",
                "player": "Ann",
                "units": ["u"],
                "to": "Grove",
                "triggers": None,
            },
            "triggers",
        ),
        (
            {
                "do": "chain_add",
                "item": "s",
                "player": "Ann",
                "label": None,
                "timing": None,
                "pending": None,
            },
            "label",
        ),
        ({"do": "chain_resolve", "item": "s", "effects": None}, "effects"),
        ({"do": "combat_result", "damage": None}, "damage"),
        (
            {
                "do": "enter",
                "unit": {
                    "id": "u",
                    "owner": "Ann",
                    "might": 1,
                    "controller": None,
                    "at": None,
                    "damage": None,
                    "exhausted": None,
                    "keywords": None,
                },
                "gear": None,
            },
            None,
        ),
    ]
    for with_null, _ in pairs:
        absent = {k: v for k, v in with_null.items() if v is not None}
        if "unit" in absent:
            absent["unit"] = {k: v for k, v in absent["unit"].items() if v is not None}
        assert read_action(with_null, header, board=True) == read_action(absent, header, board=True)


@pytest.mark.parametrize(
    ("header", "board", "error"),
    [
        (DUEL, False, NotAllowedInMode),
        (
            {
                **DUEL,
                "mode": "war",
                "players": ["Ann", "Ben", "Cat", "Dan"],
                "battlefields": ["Grove", "Ruins", "Spire"],
            },
            False,
            NotAllowedInMode,
        ),
        (TWO_VS_TWO, True, ControlFollowsTheBoard),
        (DUEL, True, ControlFollowsTheBoard),
    ],
)
def test_ally_occupies_outside_2v2_or_in_a_board_game_is_refused_even_empty(
    header: dict[str, Any], board: bool, error: type[RuleError]
) -> None:
    parsed = parse_header(header)
    with pytest.raises(error):
        read_action({"do": "turn", "player": "Ann", "ally_occupies": []}, parsed, board=board)
    turn = read_action({"do": "turn", "player": "Ann", "ally_occupies": None}, parsed, board=board)
    assert turn == actions.Turn("Ann")


def test_ally_occupies_in_2v2_without_a_board_is_read() -> None:
    turn = read_action(
        {"do": "turn", "player": "Ann", "ally_occupies": []}, parse_header(TWO_VS_TWO)
    )
    assert turn == actions.Turn("Ann")


def test_a_board_game_played_one_action_at_a_time_is_its_record_replayed() -> None:
    """What a service does with one action object after another: read it with the game's
    header, apply it; the game ends as the record's replay does."""
    data = (RECORDS / "board" / "docs_example_duel.jsonl").read_bytes()
    header, *lines = [json.loads(line) for line in data.splitlines() if line.strip()]
    engine = engine_from_header(header)
    assert isinstance(engine, BoardGame)
    for line in lines:
        engine.apply(read_action(line, engine.game.header, board=True))
    assert summary(engine.game) == summary(replay_bytes(data))


# ------------------------------------------------------------ the engine a header opens


def test_a_header_without_a_board_opens_a_game() -> None:
    for header in (DUEL, {**DUEL, "board": None}):
        engine = engine_from_header(header)
        assert type(engine) is Game
        assert board_of(engine) is None
        assert engine.header == parse_header(DUEL)


def test_a_header_with_a_board_opens_a_board_game() -> None:
    engine = engine_from_header(BOARD)
    assert isinstance(engine, BoardGame)
    assert engine.card("ann-1") is not None
    assert board_of(engine.game) is engine


@pytest.mark.parametrize("board", ["yes", 3, [], {"cards": []}, {"units": [{"id": "a"}]}])
def test_a_board_that_is_not_a_board_setup_is_a_field_error(board: object) -> None:
    with pytest.raises(FieldError, match=r"board|might|owner"):
        engine_from_header({**DUEL, "board": board})


def test_a_header_the_rules_refuse_is_a_rule_error() -> None:
    with pytest.raises(InvalidHeader):
        engine_from_header({**DUEL, "players": ["Ann"]})
    with pytest.raises(FieldError):
        engine_from_header(["not", "a", "header"])


def test_parse_header_checks_the_reserved_board_key_too() -> None:
    with pytest.raises(FieldError, match='"board" must be an object listing cards'):
        parse_header({**DUEL, "board": "yes"})
    assert parse_header(BOARD) == parse_header({**DUEL, "board": None}) == parse_header(DUEL)
