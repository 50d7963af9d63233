"""The record's action vocabulary, read once from the core's action classes.

`rules/actions.py` declares every action: its `do` tag and its fields, with their types
and defaults. This module turns each field's annotation into what a record holds there,
so that the careful parser (`record.actions`) and the fast decoder's structs
(`record.wire`) are both derived from it: an action or a field added to the core needs no
second edit here. The reading of a field type follows from record-format.md:

| annotation | in a record | |
|---|---|---|
| `str` | a name: a non-empty string | `player`, `battlefield`, `first` |
| `str \\| None` | free text, optional | `source`, `reason` |
| `int` | a JSON integer (a count) | `points` |
| `bool` | `true` or `false` | `extra` |
| `tuple[str, ...]` | a list of names | `opponents`, `ally_occupies`, `battlefields` |
| `tuple[A \\| B ..., ...]` | a list of actions of those kinds | `beginning`, `actions` |

A field with a default is optional (absent or `null` means the default); one without is
required. An annotation outside this table is a `TypeError` at import: the record would
not know how to read it.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from dataclasses import dataclass

from riftscore.rules import actions as act


class Value(enum.Enum):
    """What a record holds in one key; its value is the code of its words ("a name")."""

    NAME = "value-name"
    NAMES = "value-names"
    COUNT = "value-count"
    TEXT = "value-text"
    FLAG = "value-flag"
    ACTIONS = "value-actions"


REQUIRED = dataclasses.MISSING


@dataclass(frozen=True, slots=True)
class Key:
    """One key of an action object."""

    name: str
    value: Value
    default: object  # REQUIRED when the key must be there
    kinds: tuple[type[act.Action], ...] = ()  # Value.ACTIONS: the kinds the list may hold

    @property
    def required(self) -> bool:
        return self.default is REQUIRED


def _value(owner: type, field: str, hint: object) -> tuple[Value, tuple[type[act.Action], ...]]:
    if hint is str:
        return Value.NAME, ()
    if hint is int:
        return Value.COUNT, ()
    if hint is bool:
        return Value.FLAG, ()
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType) and set(args) == {str, type(None)}:
        return Value.TEXT, ()
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        if args[0] is str:
            return Value.NAMES, ()
        members = typing.get_args(args[0]) or (args[0],)
        if all(member in act.ALL for member in members):
            return Value.ACTIONS, members
    raise TypeError(f"a record cannot hold {owner.__name__}.{field} ({hint})")


def _keys(kind: type) -> tuple[Key, ...]:
    hints = typing.get_type_hints(kind)
    keys = []
    for field in dataclasses.fields(kind):
        value, kinds = _value(kind, field.name, hints[field.name])
        default = field.default
        if field.default_factory is not dataclasses.MISSING:
            default = field.default_factory()
        keys.append(Key(field.name, value, default, kinds))
    return tuple(keys)


#: Every action kind of the core, in `actions.ALL`'s order, with its keys in field order.
KEYS: dict[type, tuple[Key, ...]] = {kind: _keys(kind) for kind in act.ALL}
