"""One key of a record object, read as record-format.md says ("Reading a record, to the
letter"), and the words for everything wrong with it.

- An optional key whose value is `null` is the same as an absent key: `optional` says so
  once, for every optional key of the header and of every action.
- Names are non-empty strings; counts are JSON integers (`true` and `1.0` are not);
  `extra` is a boolean; lists are JSON arrays; free text is a string.

Every fault is a `FieldError` coded the same way whatever the key: `key-missing` (in
English `gain needs "player" (a name)`) when it is missing (or null), `key-wrong` (`gain:
"points" must be a whole number, not true`) when it is there but wrong. The board extension's notation words its faults the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from riftscore.record.errors import FieldError
from riftscore.record.vocabulary import Value
from riftscore.rules.board.notation import show as show
from riftscore.rules.errors import Phrase

Obj = Mapping[str, Any]
T = TypeVar("T")

NAME, NAMES, COUNT = Phrase(Value.NAME.value), Phrase(Value.NAMES.value), Phrase(Value.COUNT.value)
TEXT, FLAG, ACTIONS = (
    Phrase(Value.TEXT.value),
    Phrase(Value.FLAG.value),
    Phrase(Value.ACTIONS.value),
)


def where(obj: Obj) -> Phrase:
    """Whose key it is: the action's `do`, or the header."""
    do = obj.get("do")
    return Phrase("where-action", {"do": do}) if type(do) is str else Phrase("where-header")


def fault(obj: Obj, key: str, what: Phrase) -> FieldError:
    """The fault of `obj[key]`: missing (absent or null), or not `what`."""
    value = obj.get(key)
    if value is None:
        return FieldError("key-missing", where=where(obj), key=key, what=what)
    return FieldError("key-wrong", where=where(obj), key=key, what=what, value=show(value))


def name(obj: Obj, key: str) -> str:
    value = obj.get(key)
    if type(value) is str and value:
        return value
    raise fault(obj, key, NAME)


def names(obj: Obj, key: str) -> tuple[str, ...]:
    value = obj.get(key)
    if type(value) is list and all(type(v) is str and v for v in value):
        return tuple(value)
    raise fault(obj, key, NAMES)


def count(obj: Obj, key: str) -> int:
    value = obj.get(key)
    if type(value) is int:  # never a bool: type(True) is bool
        return value
    raise fault(obj, key, COUNT)


def text(obj: Obj, key: str) -> str:
    value = obj.get(key)
    if type(value) is str:
        return value
    raise fault(obj, key, TEXT)


def flag(obj: Obj, key: str) -> bool:
    value = obj.get(key)
    if type(value) is bool:
        return value
    raise fault(obj, key, FLAG)


def objects(obj: Obj, key: str, what: Phrase = ACTIONS) -> list[Obj]:
    value = obj.get(key)
    if type(value) is list and all(type(v) is dict for v in value):
        return value
    raise fault(obj, key, what)


def optional(obj: Obj, key: str, read: Callable[[Obj, str], T], default: T) -> T:
    """An optional key: `default` when it is absent or null, else read as `read` says."""
    return default if obj.get(key) is None else read(obj, key)
