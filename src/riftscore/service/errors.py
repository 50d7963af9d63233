"""What the service refuses, each with a stable `code` and a message for people."""

from __future__ import annotations

import re
from typing import Generic, TypeVar

from riftscore.rules import RuleError
from riftscore.tournament import CutLargerThanField

T = TypeVar("T")


class ServiceError(Exception):
    """A request the service refuses; `code` is stable, the message is for people."""

    code = "error"

    def __init__(self, message: str, code: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code


class NotFound(ServiceError):
    code = "not_found"


class Unauthorized(ServiceError):
    """No token was given where one is needed."""

    code = "unauthorized"


class Forbidden(ServiceError):
    """A token was given, but not one that may write here."""

    code = "forbidden"


class Rejected(ServiceError):
    """The request breaks a rule or a field is wrong: nothing was changed.

    `field`, when the refusal is about one field of the request, points at it (a JSON
    Pointer into the body: `/players/1`, `/victory_score`), so that a form can say what
    is wrong beside the field a person typed it in.
    """

    code = "rejected"

    def __init__(self, message: str, code: str | None = None, *, field: str | None = None) -> None:
        super().__init__(message, code)
        self.field = field


class Conflict(ServiceError):
    """The request is well formed but the gathering's state does not allow it now (a table
    without a result, entry closed, a round paired by another device): nothing was
    changed."""

    code = "conflict"


class CutTooLarge(Conflict):
    """A top cut larger than the players still in the event. `params` are the tournament
    rules' (`size` asked, `left` still in, `largest` allowed), for a page to offer the
    largest. Nothing was changed."""

    code = "cut_too_large"

    def __init__(self, refusal: CutLargerThanField) -> None:
        super().__init__(str(refusal))
        self.params: dict[str, object] = dict(refusal.params)


class StaleVersion(ServiceError, Generic[T]):
    """The writer saw an older version than the one now stored: nothing was changed."""

    code = "version_conflict"

    def __init__(self, message: str, version: int, current: T) -> None:
        super().__init__(message)
        self.version = version
        self.current = current


class Unloadable(ServiceError):
    """A stored game that this engine cannot load: its header (entry 0) or one of its
    log entries is refused. Nothing can be read or written until somebody repairs it;
    `riftscore check --store` lists every such game."""

    code = "unloadable_game"

    def __init__(self, game_id: str, entry: int, reason: str) -> None:
        where = "its header" if entry == 0 else f"entry {entry} of its log"
        super().__init__(f"game {game_id!r} is stored but cannot be loaded: {where}: {reason}")
        self.game_id = game_id
        self.entry = entry
        self.reason = reason


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def rule_code(error: RuleError) -> str:
    """A stable code for a rule error: its class name, in snake case.

    >>> from riftscore.rules import TurnOutOfOrder
    >>> rule_code(TurnOutOfOrder("turn out of order: Ben plays the next turn"))
    'turn_out_of_order'
    """
    return _snake(type(error).__name__)
