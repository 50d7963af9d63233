"""Rule violations, each a class of its own, each said as a code with parameters.

Codes below, words above: a refusal holds a message code (`turn-not-yours`) and the
parameters its sentence needs (`player`, `next`), never the sentence. The sentences, in
every shipped language, are in the shell's catalogue (`riftscore.words`). The core
imports nothing from the shell, so it cannot render them itself; `str()` of a refusal
asks `say`, which the package's root (`riftscore/__init__.py`) points at the English
catalogue when the package is imported. Without it (the core copied out alone), `str()`
falls back to the code and its parameters, which still say exactly what was refused.

A parameter is a name or text (str), a number (int), a nested `Phrase` (a coded part of
a sentence, said in the same language: "drawn at time"), a `tuple` of names (a list,
said with the language's list separator), `OneOf` names ("A or B") or `AllOf` names
("A and B").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import NamedTuple


class Phrase(NamedTuple):
    """A coded part of a sentence: said by the catalogue in the sentence's language."""

    code: str
    params: Mapping[str, object] = {}


class OneOf(NamedTuple):
    """Names of which one is meant: said as alternatives ("Grove or Ruins")."""

    names: tuple[str, ...]


class AllOf(NamedTuple):
    """Names meant together: said as the language says "Ann and Cat"."""

    names: tuple[str, ...]


#: How a code and its parameters become words: (code, params) -> sentence.
Renderer = Callable[[str, Mapping[str, object]], str]


def by_code(code: str, params: Mapping[str, object]) -> str:
    """The core's own rendering, without a catalogue: the code and its parameters.

    >>> by_code("gain-below-one", {"points": 0})
    'gain-below-one(points=0)'
    """
    if not params:
        return code
    return f"{code}({', '.join(f'{key}={value!r}' for key, value in params.items())})"


_renderer: list[Renderer] = [by_code]


def speak_with(renderer: Renderer) -> None:
    """Say refusals with `renderer` from now on (the shell gives its English catalogue)."""
    _renderer[0] = renderer


def say(code: str, params: Mapping[str, object]) -> str:
    """A code and its parameters in words, as the installed renderer says them."""
    return _renderer[0](code, params)


def _rebuild(kind: type[Refusal], code: str, params: dict[str, object]) -> Refusal:
    return kind(code, **params)


class Refusal(ValueError):
    """Something refused, as a code and its parameters. Nothing was changed."""

    def __init__(self, code: str, /, **params: object) -> None:
        super().__init__(code, params)
        self.code = code
        self.params: dict[str, object] = params

    def __str__(self) -> str:
        return say(self.code, self.params)

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild, (type(self), self.code, self.params))


class RuleError(Refusal):
    """An action or header that the rules do not allow. Nothing was changed."""


class InvalidHeader(RuleError):
    """The header does not describe a game riftscore can keep."""


class UnknownPlayer(RuleError):
    """A name that is not one of the game's players."""


class UnknownBattlefield(RuleError):
    """A battlefield that is not in play in the current game."""


class InvalidPoints(RuleError):
    """A number of points the action does not allow (a gain of 0, say)."""


class NotAllowedInMode(RuleError):
    """An action or key that the game's mode does not have."""


class TurnOutOfOrder(RuleError):
    """A turn for the wrong player."""


class NoTurnInProgress(RuleError):
    """An action that needs a turn in progress, outside one."""


class ControlError(RuleError):
    """A control change that cannot happen (already controlled, or not controlled)."""


class GameOver(RuleError):
    """An action after the game (or the match) is over."""


class TimeAlreadyCalled(RuleError):
    """A second `time` in one record."""


class MatchError(RuleError):
    """A `game` action that the match does not allow."""


class NotAnOpponent(RuleError):
    """A burn out giving its point to the burning player or a teammate."""
