"""Running an event: entrants, Swiss pairings, standings, drops and the top cut.

Pure functions of an event's facts (no I/O, no clock, no randomness but the seed the
event recorded), so the service recomputes everything from its stored log and every
server, restart and export agrees::

    from riftscore.tournament import Entrant, Event, Result, pair_swiss, standings

    event = Event(tuple(Entrant(i, name) for i, name in ...), seed="4f1c...")
    round_1 = pair_swiss(event).round          # tables, the bye
    event = Event(event.entrants, event.seed, (played_round_1,))  # with the results
    standings(event)                           # rank, points, omw, gw, ogw, ...

See docs/events.md for the rules as applied and the pairing cost.
"""

from riftscore.tournament.errors import (
    CannotPair,
    EntryClosed,
    InvalidEvent,
    PendingResults,
    TournamentError,
)
from riftscore.tournament.facts import (
    CUT_SIZES,
    Entrant,
    Event,
    Outcome,
    Points,
    Result,
    Round,
    Stage,
    Table,
)
from riftscore.tournament.pods import pair_pods, pod_sizes
from riftscore.tournament.standings import Standing, standings
from riftscore.tournament.swiss import PairCost, Pairing, pair_swiss, suggested_rounds
from riftscore.tournament.topcut import Bracket, BracketMatch, bracket, cut_seeds, pair_top_cut

__all__ = [
    "CUT_SIZES",
    "Bracket",
    "BracketMatch",
    "CannotPair",
    "Entrant",
    "EntryClosed",
    "Event",
    "InvalidEvent",
    "Outcome",
    "PairCost",
    "Pairing",
    "PendingResults",
    "Points",
    "Result",
    "Round",
    "Stage",
    "Standing",
    "Table",
    "TournamentError",
    "bracket",
    "cut_seeds",
    "pair_pods",
    "pair_swiss",
    "pair_top_cut",
    "pod_sizes",
    "standings",
    "suggested_rounds",
]
