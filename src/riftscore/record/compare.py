"""Two records of one game compared: where they part, and how each goes on from there.

Each device keeps its own record of a table's game (its export); when two disagree, a
judge needs the first entry where they differ, not a line-by-line diff of the files: a
comment, a blank line, spacing or the order of an object's keys changes nothing in a
record, so records are compared object by object, each written canonically (keys sorted,
JSON's own forms: `true` is not `1`). Pure: the command and the judge's desk say it.
"""

from __future__ import annotations

from dataclasses import dataclass

import msgspec

from riftscore.record.lines import objects

_canonical = msgspec.json.Encoder(order="sorted").encode


@dataclass(frozen=True, slots=True)
class Difference:
    """Where two records part. `entry`: the number of the first object they do not share
    (1 is the header, then each action); `line_first` and `line_second`: that object's
    line in each file (None: that record ends before it); `agreed`: the objects both have
    before it; `rest_first` and `rest_second`: each record's objects from there on."""

    entry: int
    line_first: int | None
    line_second: int | None
    agreed: tuple[object, ...]
    rest_first: tuple[object, ...]
    rest_second: tuple[object, ...]


def first_difference(first: bytes, second: bytes) -> Difference | None:
    """None if both records hold the same objects in the same order. Raises
    `RecordError` for a line that is not JSON (or not UTF-8) in either: it names the line
    of the record it is in; which record is the caller's to say."""
    ones = list(objects(first))
    others = list(objects(second))
    for index in range(max(len(ones), len(others))):
        one = ones[index] if index < len(ones) else None
        other = others[index] if index < len(others) else None
        if one is None or other is None or _canonical(one[1]) != _canonical(other[1]):
            return Difference(
                entry=index + 1,
                line_first=None if one is None else one[0],
                line_second=None if other is None else other[0],
                agreed=tuple(value for _, value in ones[:index]),
                rest_first=tuple(value for _, value in ones[index:]),
                rest_second=tuple(value for _, value in others[index:]),
            )
    return None
