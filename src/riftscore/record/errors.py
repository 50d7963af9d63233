"""What a record reader raises: a fault in one object, and a fault at a line of a record."""

from __future__ import annotations

from riftscore.rules import RuleError


class RecordError(ValueError):
    """A record that cannot be replayed, at a line (counted from 1, every line counted)."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}")
        self.line = line
        self.reason = reason


class FieldError(ValueError):
    """A record object with a missing or mistyped key (the line is added by the caller)."""


class MisplacedAction(FieldError, RuleError):
    """An action nested where the rules never allow one (a turn in a Beginning phase):
    a line the record cannot hold, and a rule broken, so it is caught as either."""
