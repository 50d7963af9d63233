"""What the board refuses, each a class of its own; every one is a `RuleError`."""

from __future__ import annotations

from riftscore.rules.errors import RuleError


class InvalidBoard(RuleError):
    """A starting board (the header's "board") that cannot be set up."""


class UnknownCard(RuleError):
    """A card id that is not on the board, or not the kind of card the action needs."""


class IllegalMove(RuleError):
    """A move the rules (or the FAQ's answers on movement) do not allow."""


class ChainError(RuleError):
    """A chain item that cannot be added, made legal, resolved or removed now."""


class CleanupInProgress(RuleError):
    """An action that must wait until the cleanup under way has finished (320)."""


class ShowdownError(RuleError):
    """Ending a showdown or reporting a combat that is not there to end."""


class WrongTime(RuleError):
    """An action outside the phase, turn or state it needs."""


class ControlFollowsTheBoard(RuleError):
    """`control` or `lose_control` in a board game: the board decides control."""


class MalformedLine(RuleError):
    """A board record line (or the header's "board") with a missing or mistyped key."""
