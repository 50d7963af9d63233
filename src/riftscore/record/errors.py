"""What a record reader raises: a fault in one object, and a fault at a line of a record.

Both are codes with parameters (`riftscore.rules.errors` says why); `str()` of a
`RecordError` is `line N: <reason>` in English, as `riftscore replay` prints it.
"""

from __future__ import annotations

from collections.abc import Mapping

from riftscore.rules import RuleError
from riftscore.rules.errors import Phrase, Refusal, say


class RecordError(ValueError):
    """A record that cannot be replayed, at a line (counted from 1, every line counted):
    the reason is a code (`code`) with its parameters (`params`)."""

    def __init__(self, line: int, code: str, /, **params: object) -> None:
        super().__init__(line, code, params)
        self.line = line
        self.code = code
        self.params: dict[str, object] = params

    @classmethod
    def at(cls, line: int, refusal: Refusal) -> RecordError:
        """The refusal of one line's object or action, at that line."""
        return cls(line, refusal.code, **refusal.params)

    @property
    def phrase(self) -> Phrase:
        """The whole message, `line N: <reason>`, as a phrase to put into words."""
        return Phrase("record-line", {"line": self.line, "reason": self.reason_phrase})

    @property
    def reason_phrase(self) -> Phrase:
        """The reason alone, as a phrase to put into words."""
        return Phrase(self.code, self.params)

    @property
    def reason(self) -> str:
        """The reason, in English."""
        return say(self.code, self.params)

    def __str__(self) -> str:
        return say("record-line", {"line": self.line, "reason": self.reason_phrase})

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild, (self.line, self.code, self.params))


def _rebuild(line: int, code: str, params: Mapping[str, object]) -> RecordError:
    return RecordError(line, code, **params)


class FieldError(Refusal):
    """A record object with a missing or mistyped key (the line is added by the caller)."""


class MisplacedAction(FieldError, RuleError):
    """An action nested where the rules never allow one (a turn in a Beginning phase):
    a line the record cannot hold, and a rule broken, so it is caught as either."""
