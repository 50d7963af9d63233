"""A record's lines, read as record-format.md says ("Reading a record, to the letter").

- Lines are separated by `\\n` alone: a `\\r` right before it belongs to the line ending
  (it is JSON whitespace); a `\\r` anywhere else is inside its line and ends nothing.
- A UTF-8 byte order mark at the very start of the file is ignored; anywhere else it is
  a character like any other (so not whitespace).
- Whitespace is JSON's only: space, tab, `\\r`, `\\n`. A line of whitespace is blank, a line
  whose first other character is `#` is a comment; both are skipped. A form feed,
  vertical tab, U+0085 or U+2028 is not whitespace: a line holding one is not blank.
- Every other line holds exactly one JSON value and nothing else but whitespace: two
  objects on one line, or one object spread over two lines, is invalid JSON at that
  line; so are `NaN`, `Infinity` and strings with lone surrogate escapes (`"\\ud800"`).
  (Whether the value is an object is for the parsers to say.)

Faults are `RecordError`s at their line, each a code with its parameters.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import msgspec

from riftscore.record.errors import RecordError
from riftscore.record.fields import show
from riftscore.rules.errors import Phrase

BOM = b"\xef\xbb\xbf"
WHITESPACE = b" \t\r\n"
NOT_UTF8 = "line-not-utf8"
TOO_DEEP = "line-too-deep"
SKIP = object()  # a blank or comment line

#: How deep a line's JSON may nest before it is refused unread, where that is checked
#: (a request's body, an import): a record's deepest value (a card's place in an effect of
#: a chain item) is a few levels down. Far deeper, the decoder recurses near the
#: interpreter's limit, and whatever else runs then (a collection's finalizers) fails.
MAX_DEPTH = 64
_STRINGS = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")

# float_hook: a number too large for a float (1e999) is still JSON, read as infinity;
# no count can be a float, so it is refused wherever a key is read.
decode_json = msgspec.json.Decoder(float_hook=float).decode


def split(data: bytes) -> tuple[list[bytes], int]:
    """The record's lines (a leading byte order mark left out), and the number of the
    first line that is not UTF-8 (0 if none).

    The whole record is checked at once because the fast decoder skips the values of
    keys it does not know without reading them.
    """
    if data.startswith(BOM):
        data = data[len(BOM) :]
    try:
        data.decode()
        bad_line = 0
    except UnicodeDecodeError as error:
        bad_line = data.count(b"\n", 0, error.start) + 1
    return data.split(b"\n"), bad_line


def skipped(raw: bytes) -> bool:
    """Whether a line is blank or a comment."""
    line = raw.strip(WHITESPACE)
    return not line or line[0] == 35  # 35: "#"


def value(number: int, raw: bytes) -> object:
    """The JSON value on a line, or SKIP for a blank or comment line."""
    if skipped(raw):
        return SKIP
    try:
        return decode_json(raw)
    except RecursionError:
        raise RecordError(number, TOO_DEEP) from None
    except msgspec.DecodeError as error:
        wrong = problem(raw, error)
        raise RecordError(number, wrong.code, **wrong.params) from None


def too_deep(data: bytes, most: int = MAX_DEPTH) -> int:
    """The number of the first line of `data` whose JSON nests deeper than `most` (its
    strings aside), or 0 if none does. Cheap unless the data opens that many brackets.

    >>> too_deep(b'{"a": [[1]]}'), too_deep(b'{}\\n' + b'[' * 65), too_deep(b'"' + b'[' * 65 + b'"')
    (0, 2, 0)
    """
    if data.count(b"[") + data.count(b"{") <= most:
        return 0
    for number, raw in enumerate(data.split(b"\n"), 1):
        if raw.count(b"[") + raw.count(b"{") <= most:
            continue
        depth = 0
        for bracket in _STRINGS.sub(b"", raw).translate(None, _NOT_BRACKETS):
            depth += 1 if bracket in b"[{" else -1
            if depth > most:
                return number
    return 0


def objects(data: bytes) -> Iterator[tuple[int, object]]:
    """(line number, decoded JSON value) for every line that is not blank or a comment."""
    lines, bad_line = split(data)
    for number, raw in enumerate(lines[: bad_line or None], 1):
        if number == bad_line:
            raise RecordError(number, NOT_UTF8)
        decoded = value(number, raw)
        if decoded is not SKIP:
            yield number, decoded


# ------------------------------------------------------------------ what is wrong

#: Characters that Python or Unicode call whitespace and JSON does not, by the `char`
#: their message names (`json-not-whitespace`).
_NOT_WHITESPACE = {
    "\x0b": "vertical-tab",
    "\x0c": "form-feed",
    "\x1c": "file-separator",
    "\x1d": "group-separator",
    "\x1e": "record-separator",
    "\x1f": "unit-separator",
    "\x85": "next-line",
    "\xa0": "no-break-space",
    "\u2028": "line-separator",
    "\u2029": "paragraph-separator",
}

#: The standard library's JSON faults, by the `fault` their message names
#: (`json-fault-at`); another is said as Python words it (`json-other-fault-at`).
_JSON_FAULTS = {
    "Expecting ',' delimiter": "comma",
    "Expecting ':' delimiter": "colon",
    "Expecting property name enclosed in double quotes": "property-name",
    "Invalid control character at": "control-character",
    "Invalid \\escape": "escape",
    "Invalid \\uXXXX escape": "unicode-escape",
    "Illegal trailing comma before end of object": "trailing-comma-object",
    "Illegal trailing comma before end of array": "trailing-comma-array",
}


class _NotANumber(Exception):
    pass


def _refuse_constant(name: str) -> object:
    raise _NotANumber(name)


def problem(raw: bytes, error: msgspec.DecodeError) -> Phrase:
    """What is wrong with a line msgspec could not decode, as a code and its parameters.

    The standard library's reader, asked again, says where and how (msgspec's messages
    are terse), and finds what it accepts and JSON does not: a NaN, a lone surrogate.
    """
    message = str(error)
    if "out of range" in message:
        return Phrase("json-number-too-long")
    try:
        text = raw.decode()
        found = json.loads(text, parse_constant=_refuse_constant)
    except UnicodeDecodeError:
        return Phrase(NOT_UTF8)
    except _NotANumber as constant:
        return Phrase("json-not-a-number", {"constant": str(constant)})
    except json.JSONDecodeError as wrong:
        return _where_it_goes_wrong(text, wrong)
    except (ValueError, RecursionError):
        return Phrase("json-invalid", {"detail": message})
    surrogate = _lone_surrogate(found)
    if surrogate is not None:
        return Phrase("json-lone-surrogate", {"escape": f"\\u{ord(surrogate):04x}"})
    return Phrase("json-invalid", {"detail": message})


def _where_it_goes_wrong(text: str, wrong: json.JSONDecodeError) -> Phrase:
    if wrong.msg == "Extra data":
        return Phrase("json-extra-data")
    if wrong.pos >= len(text.rstrip(" \t\r\n")) or wrong.msg.startswith("Unterminated string"):
        return Phrase("json-line-ends-early")
    char, column = text[wrong.pos], wrong.pos + 1
    if char == "\ufeff":
        return Phrase("json-byte-order-mark", {"column": column})
    if char in _NOT_WHITESPACE:
        return Phrase("json-not-whitespace", {"char": _NOT_WHITESPACE[char], "column": column})
    if wrong.msg == "Expecting value":
        return Phrase("json-unexpected", {"char": show(char), "column": column})
    fault = _JSON_FAULTS.get(wrong.msg)
    if fault is not None:
        return Phrase("json-fault-at", {"fault": fault, "column": column})
    said = f"{wrong.msg[:1].lower()}{wrong.msg[1:]}"
    return Phrase("json-other-fault-at", {"fault": said, "column": column})


def _lone_surrogate(found: object) -> str | None:
    """The first lone surrogate in any string (key or value) of a decoded value."""
    stack = [found]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            for char in item:
                if "\ud800" <= char <= "\udfff":
                    return char
        elif isinstance(item, list):
            stack.extend(reversed(item))
        elif isinstance(item, dict):
            for key, inner in reversed(item.items()):
                stack.extend((inner, key))
    return None
