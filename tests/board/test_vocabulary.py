"""The board's vocabulary declared once (`actions.VOCABULARY`): each verb's `do` tag, its
class and what each of its keys holds. The record's reading and writing of the verbs
(`notation`) and the effects a resolution may do are derived from it, and the kernel
takes every class it declares: a verb added there is read, written and applied with no
second list to edit.
"""

from __future__ import annotations

import json
import typing
from typing import Any, NamedTuple

import pytest

from riftscore.rules import RuleError
from riftscore.rules import actions as act
from riftscore.rules.board import (
    AddToChain,
    Base,
    Battlefield,
    BoardAction,
    BoardTurn,
    Effect,
    Gear,
    HiddenCard,
    Location,
    NewItem,
    ResolveItem,
    Rune,
    Timing,
    Unit,
    notation,
)
from riftscore.rules.board.actions import EFFECT_VERBS, EFFECTS, VOCABULARY, Value, Verb, _verb
from riftscore.rules.board.errors import MalformedLine
from tests.board.helpers import table, unit

GROVE = Battlefield("Grove")

#: Values of each kind a key may hold, at their defaults and not, and written each way a
#: record writes them ("base" and {"base": player}, a card of each kind...).
EXAMPLES: dict[Value, tuple[Any, ...]] = {
    Value.NAME: ("Ann", "ann-1", "Grove"),
    Value.ITEM: ("zap",),
    Value.COUNT: (2, 0),
    Value.NAMES: (("ann-1", "ben-1"), ()),
    Value.PLACE: (GROVE, Base("Ann"), Base("Ben")),
    Value.DESTINATION: (GROVE, None, Base("Ben")),
    Value.CARD: (
        Unit("ann-2", "Ann", "Ann", GROVE, 3, 1, True, frozenset({"ganking"})),
        Unit("ben-2", "Ben", "Ann", Base("Ben"), 0),
        Gear("ann-g", "Ann", "Ann", Base("Ann"), "ann-1"),
        Gear("ben-g", "Ben", "Ben", GROVE),
        Rune("ann-r", "Ann", "Ben", Base("Ben")),
        HiddenCard("ann-h", "Ann", "Ann", GROVE),
    ),
    Value.NEW_ITEM: (
        NewItem("zap", "Ann"),
        NewItem("zap", "Ann", "Deal 2", Timing.REACTION, pending=True),
    ),
    Value.TRIGGERS: (
        (NewItem("rush", "Ann"), NewItem("echo", "Ann", "", Timing.TRIGGERED, pending=True)),
        (),
    ),
    Value.EFFECTS: (),  # below: one of every effect, and none
    Value.DAMAGE: ((("ann-1", 3), ("ben-1", 0)), ()),
}


def examples(verb: Verb) -> list[Any]:
    """Actions of the verb whose keys, together, take every example of what they hold."""
    count = max((len(EXAMPLES[key.value]) for key in verb.keys), default=1)
    return [
        verb.kind(*[EXAMPLES[key.value][i % len(EXAMPLES[key.value])] for key in verb.keys])
        for i in range(count)
    ]


EXAMPLES[Value.EFFECTS] = (
    (*(examples(verb)[0] for verb in EFFECT_VERBS), act.Gain("Ann", 1, "a card")),
    (),
)


def test_every_kind_of_value_has_examples() -> None:
    assert set(EXAMPLES) == set(Value)
    assert all(EXAMPLES.values())


# ------------------------------------------------------------- read and written


@pytest.mark.parametrize("verb", VOCABULARY, ids=lambda verb: verb.do)
def test_every_declared_verb_is_read_back_from_what_it_writes(verb: Verb) -> None:
    for action in examples(verb):
        written = notation.action_to_dict(action)
        assert written["do"] == verb.do
        line = json.loads(json.dumps(written))  # as a record holds it
        assert notation.parse_action(line) == action
        if verb in EFFECT_VERBS:
            assert notation.parse_effect(line) == action
        for key in verb.keys:
            if not key.required:  # null is the default, and the default is not written
                default = action._replace(**{key.name: key.default})
                assert notation.parse_action({**line, key.name: None}) == default
                assert key.name not in notation.action_to_dict(default)


class Juggle(NamedTuple):
    """A made-up verb: a player juggles cards, then they land somewhere."""

    player: str
    cards: tuple[str, ...]
    to: Location
    catches: int = 0


JUGGLE = _verb(
    "juggle", Juggle, player=Value.NAME, cards=Value.NAMES, to=Value.PLACE, catches=Value.COUNT
)


def test_a_verb_is_read_and_written_from_its_declaration_alone() -> None:
    read, write = notation._reader(JUGGLE), notation._writer(JUGGLE)
    line = {"do": "juggle", "player": "Ann", "cards": ["a", "b"], "to": "base"}
    assert read(line) == Juggle("Ann", ("a", "b"), Base("Ann"))
    assert write(Juggle("Ann", ("a", "b"), Base("Ann"))) == line
    assert read({**line, "to": {"base": "Ben"}, "catches": None}).to == Base("Ben")
    assert write(Juggle("Ann", (), GROVE, 3)) == {
        "do": "juggle",
        "player": "Ann",
        "cards": [],
        "to": "Grove",
        "catches": 3,
    }
    with pytest.raises(
        MalformedLine, match=r"^juggle: \"catches\" must be a whole number, not '3'$"
    ):
        read({**line, "catches": "3"})
    with pytest.raises(MalformedLine, match=r'^juggle needs "cards" \(a list of names\)$'):
        read({"do": "juggle", "player": "Ann", "to": "base"})


class Fling(NamedTuple):
    to: Location
    player: str


def test_a_declaration_is_checked_against_its_class() -> None:
    with pytest.raises(TypeError, match=r"juggle declares the keys .* not Juggle's"):
        _verb("juggle", Juggle, player=Value.NAME, to=Value.PLACE, cards=Value.NAMES)
    with pytest.raises(TypeError, match=r"juggle declares the keys .* not Juggle's"):
        _verb("juggle", Juggle, player=Value.NAME, cards=Value.NAMES, to=Value.PLACE)
    with pytest.raises(TypeError, match=r'fling: "to" is a place whose base is its "player"'):
        _verb("fling", Fling, to=Value.PLACE, player=Value.NAME)


def test_the_type_aliases_name_the_declared_classes() -> None:
    assert set(typing.get_args(Effect)) == EFFECTS
    declared = {verb.kind for verb in VOCABULARY}
    assert set(typing.get_args(BoardAction)) == declared | {BoardTurn, act.Gain}


# ------------------------------------------------------------------- applied


@pytest.mark.parametrize("verb", VOCABULARY, ids=lambda verb: verb.do)
def test_the_kernel_takes_every_declared_verb(verb: Verb) -> None:
    """Applied on its own, in a turn's Beginning phase, and (an effect) in a resolution:
    accepted or refused by the rules, never unknown to the kernel (a `TypeError`, a
    `KeyError`) or to the resolution."""
    for action in examples(verb):
        tries: list[tuple[Any, ...]] = [
            (act.Turn("Ann"), action),
            (BoardTurn("Ann", beginning=(action,)),),
        ]
        if verb in EFFECT_VERBS:
            zap = AddToChain(NewItem("zap", "Ann"))
            tries.append((act.Turn("Ann"), zap, ResolveItem("zap", (action,))))
        for actions in tries:
            board = table(unit("ann-1", "Ann"), unit("ben-1", "Ben"))
            try:
                for each in actions:
                    board.apply(each)
            except RuleError as refused:
                assert "is not something a resolution does" not in str(refused)
