"""Record action objects read into actions, key by key, with a message for every fault.

`parse_action` reads the core's vocabulary (derived from `rules/actions.py` through
`record.vocabulary`). `read_action` is the one parser for both vocabularies: the core's
and the board extension's (docs/board.md), for the game a header opens.

A line is read whole before any of it is applied (record-format.md): every item of a
`beginning` or `resolve` list is parsed here, so an item that a win earlier in the same
line leaves unapplied must still be a well-formed action of a kind the list may hold.
"""

from __future__ import annotations

from typing import Any

from riftscore.record import fields
from riftscore.record.errors import FieldError, MisplacedAction
from riftscore.record.fields import Obj, show
from riftscore.record.vocabulary import KEYS, Key, Value
from riftscore.rules import Header, Mode, NotAllowedInMode
from riftscore.rules import actions as act
from riftscore.rules.board import BoardAction, ControlFollowsTheBoard
from riftscore.rules.board import notation as board_notation
from riftscore.rules.board.errors import MalformedLine
from riftscore.rules.errors import Phrase

#: Where a nested list's actions happen, as a message says it.
_WHERE = {
    ("turn", "beginning"): Phrase("where-beginning-phase"),
    ("resolve", "actions"): Phrase("where-inside-resolve"),
}

_READ = {
    Value.NAME: fields.name,
    Value.NAMES: fields.names,
    Value.COUNT: fields.count,
    Value.TEXT: fields.text,
    Value.FLAG: fields.flag,
}


def parse_action(obj: object) -> act.Action:
    """One action object of the core's vocabulary, with its keys checked, nested lists
    included. Raises `FieldError` (a `MisplacedAction` for a nested kind the list may not
    hold: a turn in a Beginning phase)."""
    if type(obj) is not dict:
        raise FieldError("action-not-object", value=show(obj))
    do = obj.get("do")
    kind = act.BY_DO.get(do) if type(do) is str else None
    if kind is None:
        if do is None:
            raise FieldError("action-needs-do")
        if type(do) is str and do in board_notation.VERBS:
            raise FieldError("board-action-without-board", do=show(do))
        raise FieldError("unknown-action", do=show(do))
    return kind(*[_read(obj, kind.do, key) for key in KEYS[kind]])


def _read(obj: Obj, do: str, key: Key) -> Any:
    if obj.get(key.name) is None:  # an optional key whose value is null is an absent key
        if key.required:
            raise fields.fault(obj, key.name, Phrase(key.value.value))
        return key.default
    if key.value is Value.ACTIONS:
        where = _WHERE.get((do, key.name), Phrase("where-in-key", {"do": do, "key": key.name}))
        items = fields.objects(obj, key.name)
        return tuple(_nested(item, key.kinds, where) for item in items)
    return _READ[key.value](obj, key.name)


def _nested(obj: Obj, kinds: tuple[type[act.Action], ...], where: Phrase) -> act.Action:
    """An action inside a list. Refusing the kinds the rules refuse there also bounds
    how deep a line can nest (a resolve in a resolve in a resolve...)."""
    do = obj.get("do")
    if type(do) is str and do in act.BY_DO and act.BY_DO[do] not in kinds:
        allowed = tuple(kind.do for kind in kinds)
        raise MisplacedAction("action-misplaced", do=do, where=where, allowed=allowed)
    return parse_action(obj)


def read_action(obj: object, header: Header, *, board: bool = False) -> act.Action | BoardAction:
    """One record action object of a game with this header: the one parser for both
    vocabularies, for live play (one action at a time) and for replay alike.

    With `board=True` (a game whose header sets out a board), the board extension's
    verbs (`standard_move`, `chain_resolve`, the effects...) are read as board actions and
    the core's verbs as core actions; without, a board verb is an error. Either way a
    fault is worded the same (`gain: "points" must be a whole number, not true`).

    Raises `FieldError` for an object that is not a well-formed action (a missing or
    mistyped key, an unknown `do`), and a `RuleError` for a key this game cannot have:
    `ally_occupies` outside 2v2 or in a board game, even an empty list. What the rules
    decide from the game's state (a known player, a legal moment) is the engine's.
    """
    if board:
        # A turn whose `beginning` lists board verbs is a board turn: its `ally_occupies`
        # is refused here first, as any board turn's is, even an empty list.
        _check_ally_occupies(obj, header, board)
        try:
            board_action = board_notation.parse_action(obj, parse_action)
        except MalformedLine as error:
            raise FieldError(error.code, **error.params) from None
        if board_action is not None:
            return board_action
    action = parse_action(obj)
    if type(action) is act.Turn:
        _check_ally_occupies(obj, header, board)
    return action


def _check_ally_occupies(obj: object, header: Header, board: bool) -> None:
    """`ally_occupies` only in 2v2, never in a board game; null is no key (the spec)."""
    if type(obj) is not dict or obj.get("do") != "turn" or obj.get("ally_occupies") is None:
        return
    if board:
        raise ControlFollowsTheBoard("ally-occupies-in-board-game")
    if header.mode is not Mode.TWO_VS_TWO:
        raise NotAllowedInMode("ally-occupies-only-2v2", mode=header.mode.value)
