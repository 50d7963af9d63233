"""Running an event: entrants, Swiss pairings, standings, drops and the top cut.

Pure functions of an event's facts (no I/O, no clock, no randomness but the seed the
event recorded), so the service recomputes everything from its stored log and every
server, restart and export agrees::

    from riftscore.tournament import Entrant, Event, Result, pair_swiss, standings

    event = Event(tuple(Entrant(i, name) for i, name in ...), seed="4f1c...")
    round_1 = pair_swiss(event).round          # tables, the bye
    event = Event(event.entrants, event.seed, (played_round_1,))  # with the results
    standings(event)                           # rank, points, omw, gw, ogw, ...

The event's rules that requests, views and pages need (games to win, late entry, cut
sizes, a no-show's award, a table's mode by its seats, byes) are in `event_rules`, once.
See docs/events.md for the rules as applied and the pairing cost.
"""

from riftscore.tournament.errors import (
    CannotPair,
    CutLargerThanField,
    EntryClosed,
    InvalidEvent,
    PendingResults,
    TournamentError,
)
from riftscore.tournament.event_rules import (
    BYE_GAME_WINS,
    CUT_SIZES,
    EVENT_MODES,
    LAST_ENTRY_ROUND,
    MATCH_GAMES_DRAWN_MOST,
    MATCH_GAMES_TO_WIN,
    POD_SEATS,
    ROUND_MINUTES,
    Ruling,
    bracket_order,
    bracket_places,
    cut_byes,
    cut_rounds,
    cut_sizes,
    entry_open,
    game_wins_most,
    games_drawn_most,
    is_pod,
    largest_cut,
    no_show_ruling,
    no_show_rulings,
    plays_pods,
    table_mode,
)
from riftscore.tournament.facts import (
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
    "BYE_GAME_WINS",
    "CUT_SIZES",
    "EVENT_MODES",
    "LAST_ENTRY_ROUND",
    "MATCH_GAMES_DRAWN_MOST",
    "MATCH_GAMES_TO_WIN",
    "POD_SEATS",
    "ROUND_MINUTES",
    "Bracket",
    "BracketMatch",
    "CannotPair",
    "CutLargerThanField",
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
    "Ruling",
    "Stage",
    "Standing",
    "Table",
    "TournamentError",
    "bracket",
    "bracket_order",
    "bracket_places",
    "cut_byes",
    "cut_rounds",
    "cut_seeds",
    "cut_sizes",
    "entry_open",
    "game_wins_most",
    "games_drawn_most",
    "is_pod",
    "largest_cut",
    "no_show_ruling",
    "no_show_rulings",
    "pair_pods",
    "pair_swiss",
    "pair_top_cut",
    "plays_pods",
    "pod_sizes",
    "standings",
    "suggested_rounds",
    "table_mode",
]
