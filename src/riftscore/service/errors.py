"""What the service refuses: each refusal a stable API `code`, and a message id (a key of
the catalogue, `riftscore.words`) with the parameters its sentence needs.

Codes below, words above: the service never makes a sentence. A refusal is put into
words by whoever shows it, in the reader's language (`said(lang)`: the API's `message`
follows the request's Accept-Language); `str()` and `message` are its English sentence,
for logs and the command. A refusal that carries a core refusal (a `RuleError`, a `RecordError`) keeps
the core's message id and parameters, and only adds the API's `code`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Generic, TypeVar

from riftscore.record import RecordError
from riftscore.rules import RuleError
from riftscore.rules.errors import AllOf, OneOf, Phrase, Refusal
from riftscore.store import StoreError, UnknownGame, UnknownGathering
from riftscore.tournament import CutLargerThanField
from riftscore.words import ENGLISH, say

T = TypeVar("T")
E = TypeVar("E", bound="ServiceError")


class ServiceError(Exception):
    """A request the service refuses: `code` is the API's stable code, `message_id` and
    `params` the catalogue's message for it (`said(lang)` puts it into words)."""

    code = "error"

    def __init__(self, message_id: str, /, code: str | None = None, **params: object) -> None:
        super().__init__(message_id, params)
        self.message_id = message_id
        self.params: dict[str, object] = params
        if code is not None:
            self.code = code

    @classmethod
    def saying(cls: type[E], phrase: Phrase, /, code: str | None = None) -> E:
        """A refusal whose words are a phrase made elsewhere (a core refusal's): its
        message id and parameters are kept as they are, whatever their names (a core
        parameter named `code` or `field` is a parameter here, not the API's)."""
        refusal = cls.__new__(cls)
        ServiceError.__init__(refusal, phrase.code, code)
        refusal.params = dict(phrase.params)
        return refusal

    def said(self, lang: str = ENGLISH) -> str:
        """The refusal in `lang` (a shipped language; English where it lacks the message)."""
        return say(self.message_id, self.params, lang)

    @property
    def message(self) -> str:
        """The refusal in English (logs, the command, the default language)."""
        return self.said(ENGLISH)

    def __str__(self) -> str:
        return self.message


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
    field: str | None = None

    def __init__(
        self,
        message_id: str,
        /,
        code: str | None = None,
        *,
        field: str | None = None,
        **params: object,
    ) -> None:
        super().__init__(message_id, code, **params)
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
        super().__init__(refusal.code)
        self.params = dict(refusal.params)


class StaleVersion(ServiceError, Generic[T]):
    """The writer saw an older version than the one now stored: nothing was changed.
    `version` is the stored one, `current` the answer as it stands now."""

    code = "version_conflict"

    def __init__(self, message_id: str, /, *, version: int, current: T, **params: object) -> None:
        super().__init__(message_id)
        self.params = params
        self.version = version
        self.current = current


class Unloadable(ServiceError):
    """A stored game that this engine cannot load: its header (entry 0) or one of its
    log entries is refused. Nothing can be read or written until somebody repairs it;
    `riftscore check --store` lists every such game."""

    code = "unloadable_game"

    def __init__(self, game_id: str, entry: int, refusal: Exception) -> None:
        self.refusal = refusal_phrase(refusal)
        said = Phrase(
            "unloadable-game",
            {"game": game_id, "where": entry_phrase(entry), "reason": self.refusal},
        )
        super().__init__(said.code)
        self.params = dict(said.params)
        self.game_id = game_id
        self.entry = entry

    @property
    def reason(self) -> str:
        """Why the engine refuses it, in English (`riftscore check --store`)."""
        return say(self.refusal.code, self.refusal.params, ENGLISH)


def entry_phrase(entry: int) -> Phrase:
    """Where in a stored game: its header (entry 0), or an entry of its log."""
    return Phrase("stored-header") if entry == 0 else Phrase("stored-entry", {"entry": entry})


def refusal_phrase(refusal: Exception) -> Phrase:
    """A core refusal as a phrase: a rule's code, or a record's `line N: reason`. Anything
    else the engine raised on a stored entry (a fault of this engine's, not the game's) is
    named by its Python class, with Python's own text for the organiser to report."""
    if isinstance(refusal, RecordError):
        return refusal.phrase
    if isinstance(refusal, Refusal):
        return Phrase(refusal.code, refusal.params)
    return Phrase("engine-fault", {"kind": type(refusal).__name__, "detail": str(refusal)})


def refused(error: Refusal, code: str | None = None) -> Rejected:
    """A core refusal, as the service's: the core's words; the rule's API code (a record
    object's fault gives its own `code`)."""
    if code is None:
        assert isinstance(error, RuleError)
        code = rule_code(error)
    return Rejected.saying(refusal_phrase(error), code)


def record_refused(error: RecordError, code: str) -> Rejected:
    """A record the reader refuses (`line N: reason`), as the service's."""
    return Rejected.saying(error.phrase, code)


def not_found(error: StoreError) -> NotFound:
    """What the store does not hold, said by what it is."""
    if isinstance(error, UnknownGame):
        return NotFound("no-such-game", game=error.game_id)
    if isinstance(error, UnknownGathering):
        return NotFound("no-such-gathering", gathering=error.gathering_id)
    raise error


def tournament_words(error: Exception) -> str:
    """A refusal of the tournament package (`riftscore.tournament`), in its own English.

    The tournament package does not give codes yet (issue 20 leaves it for later): its
    sentence is carried as a parameter (`tournament-refusal`, `event-inconsistent`) so
    that the service's own words around it are in the reader's language, and this one
    function is where it comes in, for the day the package gives a code and parameters."""
    return str(error)


def json_params(params: Mapping[str, object]) -> dict[str, Any]:
    """A refusal's parameters as JSON: a name or number as it is, a nested phrase as its
    `message_id` and `params`, a list of names as a list."""
    return {name: _json_value(value) for name, value in params.items()}


def _json_value(value: object) -> Any:
    if isinstance(value, Phrase):
        return {"message_id": value.code, "params": json_params(value.params)}
    if isinstance(value, OneOf | AllOf):
        return list(value.names)
    if isinstance(value, tuple | list):
        return [_json_value(item) for item in value]
    if isinstance(value, bool | int | float | str) or value is None:
        return value
    return str(value)


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def rule_code(error: RuleError) -> str:
    """A stable code for a rule error: its class name, in snake case.

    >>> from riftscore.rules import TurnOutOfOrder
    >>> rule_code(TurnOutOfOrder("turn-out-of-order", next="Ben", player="Ann"))
    'turn_out_of_order'
    """
    return _snake(type(error).__name__)
