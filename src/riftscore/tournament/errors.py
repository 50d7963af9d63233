"""What an event's facts or an organiser's request can get wrong, each a class of its own.

Every message names the entrant, round or table concerned in words an organiser reads
at the counter; nothing is changed by a rejected request (the functions here are pure).
"""

from __future__ import annotations

from riftscore.rules.errors import Refusal


class TournamentError(ValueError):
    """A request or a set of facts that the tournament rules do not allow."""


class InvalidEvent(TournamentError):
    """The facts contradict each other: an unknown entrant, a table seated twice, a
    result that no match can end with, a round numbered out of order."""


class PendingResults(TournamentError):
    """The next round cannot be paired while a table of an earlier round has no result."""


class CannotPair(TournamentError):
    """No round can be paired: too few entrants left, the Swiss part is over, the cut is
    over, or a top cut larger than the entrants still in the event."""


class EntryClosed(TournamentError):
    """Late entry is open until round 2 is paired, not after."""


class CutLargerThanField(Refusal, CannotPair):
    """A top cut larger than the entrants still in the event, said as a code with its
    parameters (`size` asked, `largest` allowed), in the reader's language."""
