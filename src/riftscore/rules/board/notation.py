"""The board's record extension (docs/board.md): decoded JSON objects to board values.

The header's optional "board" object sets out the cards; the board verbs (`standard_move`,
`chain_add`, `combat_result`, the effects...) become board actions, each read and written
as `actions.VOCABULARY` declares it, and so does a `turn` whose `beginning` lists board
verbs (a `BoardTurn`). Lines with the core's verbs are left to the record parser, which a
board turn's `beginning` also calls on for the core's actions it lists. Every fault is a
`MalformedLine` (or the record parser's own), coded as the record parser codes its own:
`key-missing` or `key-wrong` (`damage: "amount" must be a whole number, not "2"`), with
what the key holds as a phrase (`value-count`). A line's keys are read in the order a
record writes them, so that of two faults the first is the one named.

Read as record-format.md reads every record object: an optional key whose value is null
is the same as an absent key, and names (ids, players, battlefields) are non-empty.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from typing import Any, cast

from riftscore.rules import actions as act
from riftscore.rules.board.actions import (
    EFFECT_VERBS,
    VOCABULARY,
    BeginningAction,
    BoardAction,
    BoardTurn,
    Effect,
    Key,
    NewItem,
    Value,
    Verb,
)
from riftscore.rules.board.errors import MalformedLine
from riftscore.rules.board.state import (
    Base,
    Battlefield,
    Card,
    Gear,
    HiddenCard,
    Location,
    Rune,
    Timing,
    Unit,
)
from riftscore.rules.errors import Phrase

Obj = Mapping[str, Any]

# ------------------------------------------------------------------ fields


def _where(o: Obj) -> Phrase:
    """Whose key it is: the verb's `do`, or the card's (a card names no verb)."""
    do, card = o.get("do"), o.get("id")
    if type(do) is str:
        return Phrase("where-action", {"do": do})
    if type(card) is str:
        return Phrase("where-card", {"card": card})
    return Phrase("where-some-card")


def show(value: object) -> str:
    """A value for a message, cut short: a string quoted as Python does, anything else as
    the record wrote it (JSON text). The record's own messages quote values with it too."""
    if isinstance(value, str):
        return repr(value) if len(value) <= 38 else repr(value[:35]) + "..."
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        text = "a value nested too deeply" if isinstance(value, list | dict) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _given(o: Obj, key: str) -> bool:
    """Whether an optional key is given: null is the same as absent."""
    return o.get(key) is not None


def _wrong(o: Obj, key: str, what: Phrase) -> MalformedLine:
    if not _given(o, key):
        return MalformedLine("key-missing", where=_where(o), key=key, what=what)
    return MalformedLine("key-wrong", where=_where(o), key=key, what=what, value=show(o[key]))


_A_NAME = Phrase("value-name")
_A_CARD_ID = Phrase("value-card-id")
_AN_ITEM_ID = Phrase("value-item-id")


def _text(o: Obj, key: str, what: Phrase = _A_NAME) -> str:
    value = o.get(key)
    if type(value) is str and value:
        return value
    raise _wrong(o, key, what)


def _optional_text(o: Obj, key: str) -> str:
    value = o.get(key)
    if value is None:
        return ""
    if type(value) is str:
        return value
    raise _wrong(o, key, Phrase("value-text"))


def _whole(o: Obj, key: str, default: int | None = None) -> int:
    value = o.get(key)
    if value is None:
        value = default
    if type(value) is int:
        return value
    raise _wrong(o, key, Phrase("value-count"))


def _flag(o: Obj, key: str) -> bool:
    value = o.get(key)
    if value is None:
        return False
    if type(value) is bool:
        return value
    raise _wrong(o, key, Phrase("value-flag"))


def _names(o: Obj, key: str) -> tuple[str, ...]:
    value = o.get(key)
    if type(value) is list and all(type(v) is str and v for v in value):
        return tuple(value)
    raise _wrong(o, key, Phrase("value-names"))


def _objects(o: Obj, key: str, what: Phrase) -> list[Obj]:
    value = o.get(key)
    if value is None:
        return []
    if type(value) is list and all(type(v) is dict for v in value):
        return value
    raise _wrong(o, key, what)


def _destination(o: Obj, key: str) -> Location | None:
    """A battlefield's name, {"base": player}, or "base" (None: whose base is not said)."""
    value = o.get(key)
    if value == "base":
        return None
    if type(value) is str and value:
        return Battlefield(value)
    if (
        type(value) is dict
        and list(value) == ["base"]
        and type(value["base"]) is str
        and value["base"]
    ):
        return Base(value["base"])
    raise _wrong(o, key, Phrase("value-place"))


def _location(o: Obj, key: str, player: str) -> Location:
    """The same, where "base" is `player`'s base."""
    return _destination(o, key) or Base(player)


def _timing(o: Obj, default: Timing) -> Timing:
    value = o.get("timing")
    if value is None:
        return default
    try:
        return Timing(value)
    except ValueError:
        raise _wrong(o, "timing", Phrase("value-timing")) from None


# ------------------------------------------------------------------ the header


def parse_setup(board: object) -> tuple[Card, ...]:
    """The header's "board": `units`, `gear`, `runes` and `hidden`, each a list of cards."""
    if type(board) is not dict:
        raise MalformedLine("board-not-object", value=show(board))
    unknown = set(board) - {"units", "gear", "runes", "hidden"}
    if unknown:
        raise MalformedLine("board-unknown-lists", keys=str(sorted(unknown)))
    units = tuple(_unit(u) for u in _objects(board, "units", Phrase("value-units")))
    where = {u.id: u.location for u in units}
    gear = tuple(_gear(g, where) for g in _objects(board, "gear", Phrase("value-gear-list")))
    runes = tuple(_rune(r) for r in _objects(board, "runes", Phrase("value-runes")))
    hidden = tuple(_hidden(h) for h in _objects(board, "hidden", Phrase("value-hidden-cards")))
    return (*units, *gear, *runes, *hidden)


def _owner_and_controller(o: Obj) -> tuple[str, str]:
    owner = _text(o, "owner")
    controller = _text(o, "controller") if _given(o, "controller") else owner
    return owner, controller


def _unit(o: Obj) -> Unit:
    card_id = _text(o, "id", _A_CARD_ID)
    owner, controller = _owner_and_controller(o)
    at = _location(o, "at", controller) if _given(o, "at") else Base(controller)
    might, damage, exhausted = _whole(o, "might"), _whole(o, "damage", 0), _flag(o, "exhausted")
    keywords = o.get("keywords")
    if keywords is None:
        keywords = []
    if not (type(keywords) is list and all(type(k) is str for k in keywords)):
        raise _wrong(o, "keywords", Phrase("value-keywords"))
    return Unit(
        card_id,
        owner,
        controller,
        at,
        might,
        damage,
        exhausted,
        frozenset(k.lower() for k in keywords),
    )


def _gear(o: Obj, where: Mapping[str, Location]) -> Gear:
    card_id = _text(o, "id", _A_CARD_ID)
    owner, controller = _owner_and_controller(o)
    at = _location(o, "at", controller) if _given(o, "at") else None
    attached = (
        _text(o, "attached_to", Phrase("value-unit-id")) if _given(o, "attached_to") else None
    )
    if at is None and attached is not None and attached in where:
        at = where[attached]
    if at is None:
        raise _wrong(o, "at", Phrase("value-gear-place"))
    return Gear(card_id, owner, controller, at, attached)


def _rune(o: Obj) -> Rune:
    card_id = _text(o, "id", _A_CARD_ID)
    owner, controller = _owner_and_controller(o)
    at = _location(o, "at", controller) if _given(o, "at") else Base(controller)
    return Rune(card_id, owner, controller, at)


def _hidden(o: Obj) -> HiddenCard:
    card_id = _text(o, "id", _A_CARD_ID)
    owner, controller = _owner_and_controller(o)
    at = _location(o, "at", controller)
    if not isinstance(at, Battlefield):
        raise _wrong(o, "at", Phrase("value-hidden-place"))
    return HiddenCard(card_id, owner, controller, at)


# ------------------------------------------------------------------ lines
#
# Each board verb is read as `actions.VOCABULARY` declares it: its keys in order, each by
# what it holds (`_READ`). An optional key (its field has a default) that is absent or
# null is its default.


def _new_item(o: Obj, default: Timing) -> NewItem:
    return NewItem(
        _text(o, "item", _AN_ITEM_ID),
        _text(o, "player"),
        _optional_text(o, "label"),
        _timing(o, default),
        _flag(o, "pending"),
    )


_CARDS: dict[str, Callable[[Obj], Card]] = {
    "unit": _unit,
    "gear": lambda o: _gear(o, {}),
    "rune": _rune,
    "hidden": _hidden,
}


def _read_card(o: Obj, key: str) -> Card:
    """A card, under the key of its kind (`unit`, `gear`...) rather than `key`."""
    kinds = [kind for kind in _CARDS if _given(o, kind)]
    if len(kinds) != 1 or type(o[kinds[0]]) is not dict:
        raise MalformedLine("card-kind-needed", where=_where(o))
    return _CARDS[kinds[0]](o[kinds[0]])


def _read_damage(o: Obj, key: str) -> tuple[tuple[str, int], ...]:
    damage = o.get(key)
    if damage is None:
        return ()
    if type(damage) is not dict or any(type(v) is not int for v in damage.values()):
        raise _wrong(o, key, Phrase("value-damage"))
    return tuple(damage.items())


_READ: dict[Value, Callable[[Obj, str], Any]] = {
    Value.NAME: _text,
    Value.ITEM: lambda o, key: _text(o, key, _AN_ITEM_ID),
    Value.COUNT: _whole,
    Value.NAMES: _names,
    # The verb's "player" is read before (`actions._verb` checks it): "base" is theirs.
    Value.PLACE: lambda o, key: _location(o, key, o["player"]),
    Value.DESTINATION: _destination,
    Value.CARD: _read_card,
    Value.NEW_ITEM: lambda o, key: _new_item(o, Timing.NORMAL),
    Value.TRIGGERS: lambda o, key: tuple(
        _new_item(t, Timing.TRIGGERED) for t in _objects(o, key, Phrase("value-items"))
    ),
    Value.EFFECTS: lambda o, key: tuple(
        parse_effect(e) for e in _objects(o, key, Phrase("value-effects"))
    ),
    Value.DAMAGE: _read_damage,
}


def _reader(verb: Verb) -> Callable[[Obj], Any]:
    """The reading of `verb`'s objects into its class, key by key in the declared order
    (the first fault found is the one a message names)."""
    kind = verb.kind
    keys = tuple((key.name, _key_reader(key)) for key in verb.keys)

    def read(o: Obj) -> Any:
        return kind(*[read_key(o, name) for name, read_key in keys])

    return read


def _key_reader(key: Key) -> Callable[[Obj, str], Any]:
    read = _READ[key.value]
    if key.required:
        return read
    default = key.default
    return lambda o, name: default if o.get(name) is None else read(o, name)


_ACTIONS: dict[str, Callable[[Obj], BoardAction]] = {verb.do: _reader(verb) for verb in VOCABULARY}
_EFFECTS: dict[str, Callable[[Obj], Effect]] = {verb.do: _reader(verb) for verb in EFFECT_VERBS}

#: The `do` verbs a board record adds to the core's.
VERBS = frozenset(_ACTIONS)


#: The record parser's reading of one of the core's actions (`riftscore.record.parse_action`).
CoreParser = Callable[[object], act.Action]


def parse_action(obj: object, core: CoreParser | None = None) -> BoardAction | None:
    """The board action on a line, or None if the line is the core's (for the record
    parser). With `core`, the record parser, a `turn` whose `beginning` lists board verbs
    is a `BoardTurn` (its other keys and the core's actions in its `beginning` read by
    `core`); without it, every `turn` is left to the record parser.
    """
    if type(obj) is not dict:
        return None
    do = obj.get("do")
    if do == "turn" and core is not None:
        return _board_turn(obj, core)
    parser = _ACTIONS.get(do) if type(do) is str else None
    return parser(obj) if parser is not None else None


def _board_turn(o: Obj, core: CoreParser) -> BoardTurn | None:
    beginning = o.get("beginning")
    if type(beginning) is not list or not any(_is_board_verb(e) for e in beginning):
        return None  # the core's own turn
    turn = core({key: value for key, value in o.items() if key != "beginning"})
    assert isinstance(turn, act.Turn)  # a `turn` line, read by the core's parser
    if turn.ally_occupies:
        raise MalformedLine("ally-occupies-in-board-game")
    return BoardTurn(turn.player, turn.extra, tuple(_beginning_action(e, core) for e in beginning))


def _is_board_verb(obj: object) -> bool:
    if type(obj) is not dict:
        return False
    do = obj.get("do")
    return type(do) is str and do in VERBS


def _beginning_action(obj: object, core: CoreParser) -> BeginningAction:
    """One entry of a board turn's `beginning`: a board verb, or one of the core's that a
    Beginning phase may hold."""
    do = obj.get("do") if type(obj) is dict else None
    if type(do) is str and do in VERBS:
        action = parse_action(obj)
        assert action is not None and not isinstance(action, BoardTurn)  # a board verb
        return action
    if type(do) is str and do in act.BY_DO and do not in act.IN_TURN:
        raise MalformedLine("not-in-beginning-phase", do=do)
    return cast(act.InTurnAction, core(obj))  # an in-turn kind, as just checked


def parse_effect(obj: object) -> Effect:
    """One entry of `chain_resolve`'s "effects": a board effect, or a `gain`."""
    if type(obj) is not dict:
        raise MalformedLine("effect-not-object", value=show(obj))
    do = obj.get("do")
    if do == "gain":
        player, points = _text(obj, "player"), _whole(obj, "points")
        source = obj.get("source")
        if source is not None and type(source) is not str:
            raise _wrong(obj, "source", Phrase("value-text"))
        return act.Gain(player, points, source)
    parser = _EFFECTS.get(do) if type(do) is str else None
    if parser is None:
        raise MalformedLine(
            "not-an-effect", do=show(do), effects=tuple(sorted([*_EFFECTS, "gain"]))
        )
    return parser(obj)


# ------------------------------------------------------------------ writing
#
# The inverse of the parsers above: board values as record objects, with only the keys a
# reader needs (defaults left out). Parsed again, each gives back an equal value.


def _place(where: Location | None, home: str | None) -> object:
    """A battlefield's name, "base" (None, or `home`'s base), or {"base": player}."""
    if where is None or (isinstance(where, Base) and where.player == home):
        return "base"
    if isinstance(where, Base):
        return {"base": where.player}
    return where.name


def card_to_dict(card: Card) -> dict[str, object]:
    out: dict[str, object] = {"id": card.id, "owner": card.owner}
    if card.controller != card.owner:
        out["controller"] = card.controller
    if isinstance(card, Unit):
        if card.location != Base(card.controller):
            out["at"] = _place(card.location, card.controller)
        out["might"] = card.might
        if card.damage:
            out["damage"] = card.damage
        if card.exhausted:
            out["exhausted"] = True
        if card.keywords:
            out["keywords"] = sorted(card.keywords)
    elif isinstance(card, Gear):
        out["at"] = _place(card.location, card.controller)
        if card.attached_to is not None:
            out["attached_to"] = card.attached_to
    elif isinstance(card, Rune):
        if card.location != Base(card.controller):
            out["at"] = _place(card.location, card.controller)
    else:
        out["at"] = card.location.name
    return out


_KEY = {Unit: "units", Gear: "gear", Rune: "runes", HiddenCard: "hidden"}
_CARD = {Unit: "unit", Gear: "gear", Rune: "rune", HiddenCard: "hidden"}


def board_to_dict(cards: Iterable[Card]) -> dict[str, object]:
    """The header's "board" for these cards (only the kinds there are)."""
    out: dict[str, list[dict[str, object]]] = {}
    for card in cards:
        out.setdefault(_KEY[type(card)], []).append(card_to_dict(card))
    return {key: out[key] for key in _KEY.values() if key in out}


def _item_to_dict(new: NewItem, default: Timing) -> dict[str, object]:
    out: dict[str, object] = {"item": new.item, "player": new.player}
    if new.label:
        out["label"] = new.label
    if new.timing is not default:
        out["timing"] = new.timing.value
    if new.pending:
        out["pending"] = True
    return out


# Each board verb is written as `actions.VOCABULARY` declares it: its keys in order, each
# by what it holds (`_WRITE`, which puts it in the object), an optional key left out at
# its default.


def _write_as_is(out: dict[str, Any], key: str, value: object) -> None:
    out[key] = value


def _write_list(out: dict[str, Any], key: str, names: tuple[str, ...]) -> None:
    out[key] = list(names)


def _write_place(out: dict[str, Any], key: str, where: Location) -> None:
    out[key] = _place(where, out["player"])  # written before, as it is read before


def _write_destination(out: dict[str, Any], key: str, where: Location | None) -> None:
    out[key] = _place(where, None)


def _write_card(out: dict[str, Any], key: str, card: Card) -> None:
    out[_CARD[type(card)]] = card_to_dict(card)


def _write_new_item(out: dict[str, Any], key: str, new: NewItem) -> None:
    out.update(_item_to_dict(new, Timing.NORMAL))


def _write_triggers(out: dict[str, Any], key: str, items: tuple[NewItem, ...]) -> None:
    out[key] = [_item_to_dict(t, Timing.TRIGGERED) for t in items]


def _write_effects(out: dict[str, Any], key: str, effects: tuple[Effect, ...]) -> None:
    out[key] = [action_to_dict(e) for e in effects]


def _write_damage(out: dict[str, Any], key: str, damage: tuple[tuple[str, int], ...]) -> None:
    out[key] = dict(damage)


_WRITE: dict[Value, Callable[[dict[str, Any], str, Any], None]] = {
    Value.NAME: _write_as_is,
    Value.ITEM: _write_as_is,
    Value.COUNT: _write_as_is,
    Value.NAMES: _write_list,
    Value.PLACE: _write_place,
    Value.DESTINATION: _write_destination,
    Value.CARD: _write_card,
    Value.NEW_ITEM: _write_new_item,
    Value.TRIGGERS: _write_triggers,
    Value.EFFECTS: _write_effects,
    Value.DAMAGE: _write_damage,
}


def _writer(verb: Verb) -> Callable[[Any], dict[str, object]]:
    """The writing of `verb`'s values as record objects."""
    do = verb.do
    keys = tuple((key.name, _key_writer(key)) for key in verb.keys)

    def write(action: Any) -> dict[str, object]:
        out: dict[str, Any] = {"do": do}
        # Not `strict`: the declaration checked that its keys are the class's fields.
        for (name, write_key), value in zip(keys, action, strict=False):
            write_key(out, name, value)
        return out

    return write


def _key_writer(key: Key) -> Callable[[dict[str, Any], str, Any], None]:
    write = _WRITE[key.value]
    if key.required:
        return write
    default = key.default

    def unless_default(out: dict[str, Any], name: str, value: object) -> None:
        if value != default:
            write(out, name, value)

    return unless_default


def action_to_dict(action: BoardAction | act.Action) -> dict[str, object]:
    """A board action, or one of the core's, as a record line's object."""
    if isinstance(action, BoardTurn):
        turn: dict[str, object] = {"do": "turn", "player": action.player}
        if action.extra:
            turn["extra"] = True
        turn["beginning"] = [action_to_dict(sub) for sub in action.beginning]
        return turn
    write = _WRITERS.get(type(action))
    return write(action) if write is not None else act.to_dict(action)  # the core's own


_WRITERS: dict[type, Callable[[Any], dict[str, object]]] = {
    verb.kind: _writer(verb) for verb in VOCABULARY
}
