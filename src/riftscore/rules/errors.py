"""Rule violations, each a class of its own, each message readable at the table."""

from __future__ import annotations


class RuleError(ValueError):
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
