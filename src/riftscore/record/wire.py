"""The fast decoder's structs: one msgspec struct per core action, derived from it.

A record line is decoded straight into one of these: msgspec checks the types as it goes
(a count is never `true` or `1.0`, a name never empty), faster than decoding a dict and
checking it by hand. Each carries its core action's `do` tag (as the JSON tag, and as a
class attribute) and its field names in the same order, so the engine applies it as it
is (`Game.push` reads only `do` and the field names) and `actions.from_values` turns it
into the core action. They are derived from `rules/actions.py` through
`record.vocabulary`, as the careful parser is; tests/test_record.py keeps the two in step.

A line they refuse is not an error by itself: it goes to the careful parser, which says
what is wrong, or accepts it (a `null` for an optional key, say, which these structs do
not take so that the engine never sees a `None` where the core has a default).

`WIRE_TYPES` is the vocabulary as msgspec types, in `actions.ALL`'s order: the record's
action objects as JSON Schema come from `msgspec.json.schema_components(WIRE_TYPES)`, or
with the spec's null rule written in, from `action_schemas()`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Union

import msgspec

from riftscore.record.vocabulary import KEYS, Key, Value
from riftscore.rules import Mode
from riftscore.rules import actions as act

Name = Annotated[str, msgspec.Meta(min_length=1)]

_SIMPLE: dict[Value, Any] = {
    Value.NAME: Name,
    Value.NAMES: tuple[Name, ...],
    Value.COUNT: int,
    Value.TEXT: str | None,
    Value.FLAG: bool,
}


_STRUCTS: dict[tuple[type, bool], type[msgspec.Struct]] = {}  # (kind, ally_occupies dropped)


def _wire(kind: type, *, ally_occupies: bool = True) -> type[msgspec.Struct]:
    """The struct for one core action. Without `ally_occupies` (a turn outside 2v2), the
    struct has no such field and refuses every key it does not know, so that a turn
    naming `ally_occupies` at all, even `[]`, goes to the careful parser, which refuses
    it; a turn with a tool's own key goes there too, and is accepted there."""
    keys = [key for key in KEYS[kind] if ally_occupies or key.name != "ally_occupies"]
    dropped = len(keys) < len(KEYS[kind])
    made = _STRUCTS.get((kind, dropped))
    if made is not None:
        return made
    do: str = getattr(kind, "do")  # noqa: B009  # every action class has its tag
    namespace: dict[str, Any] = {"do": do, "__doc__": kind.__doc__, "__module__": __name__}
    if dropped:
        namespace["ally_occupies"] = ()
    made = _STRUCTS[kind, dropped] = msgspec.defstruct(
        kind.__name__,
        [_field(key) for key in keys],
        tag_field="do",
        tag=do,
        frozen=True,
        forbid_unknown_fields=dropped,
        namespace=namespace,
    )
    return made


def _field(key: Key) -> tuple[Any, ...]:
    if key.value is Value.ACTIONS:
        members = tuple(_wire(kind) for kind in key.kinds)
        annotation: Any = tuple[Union[members], ...]  # type: ignore[valid-type]  # noqa: UP007  # built at run time
    else:
        annotation = _SIMPLE[key.value]
    return (key.name, annotation) if key.required else (key.name, annotation, key.default)


#: The record's actions as msgspec structs, one per core action, in `actions.ALL`'s order.
WIRE_TYPES: tuple[type[msgspec.Struct], ...] = tuple(_wire(kind) for kind in act.ALL)

_TWO_VS_TWO = msgspec.json.Decoder(Union[WIRE_TYPES])  # noqa: UP007
_OTHER_MODES = msgspec.json.Decoder(
    Union[tuple(_wire(kind, ally_occupies=False) for kind in act.ALL)]  # noqa: UP007
)


def decoder(mode: Mode) -> msgspec.json.Decoder[Any]:
    """The decoder of one action line in a game of this mode (`ally_occupies` is 2v2's)."""
    return _TWO_VS_TWO if mode is Mode.TWO_VS_TWO else _OTHER_MODES


decode_action: Callable[[bytes], Any] = _TWO_VS_TWO.decode


class Start(msgspec.Struct, frozen=True):
    """A header's `start`, its types checked (`null` is an absent key here too)."""

    scores: dict[str, int] | None = None
    control: dict[str, Name] | None = None


class HeaderLine(msgspec.Struct, frozen=True):
    """A header line, its types checked; the rules' checks are `Header`'s. Unknown keys
    are ignored, as the careful reader ignores them. `board` is only looked at: a header
    with a board goes to the careful reader (docs/board.md)."""

    format: str
    mode: str
    players: tuple[Name, ...]
    battlefields: tuple[Name, ...]
    teams: tuple[tuple[Name, ...], ...] | None = None
    victory_score: int | None = None
    round: str | None = None
    start: Start | None = None
    legends: dict[str, Name] | None = None
    board: msgspec.Raw | None = None


decode_header: Callable[[bytes], HeaderLine] = msgspec.json.Decoder(HeaderLine).decode


def action_schemas() -> tuple[tuple[dict[str, Any], ...], dict[str, Any]]:
    """The JSON Schemas of `WIRE_TYPES` (`msgspec.json.schema_components`), with the
    spec's null rule: an optional key may also be `null`."""
    schemas, components = msgspec.json.schema_components(WIRE_TYPES)
    for component in components.values():
        required = set(component.get("required", ()))
        properties = component.get("properties", {})
        for key, schema in properties.items():
            if key in required or key == "do" or {"type": "null"} in schema.get("anyOf", ()):
                continue
            properties[key] = {"anyOf": [schema, {"type": "null"}]}
    return schemas, components
