"""Games in play: created, read and written through the rules core, kept in the store.

The service is cut by job; a newcomer finds each part by its name:

- `access`: ids, tokens and their hashes, who may write.
- `engine`: the one door to the rules: an engine opened from a stored header, one action
  parsed for it, the result it computed.
- `live`: a game in memory (`LiveGame`), the bounded cache with per-game locks and
  catch-up from the store, and `LiveGames.open`, the one way in to a game.
- `games`: create and import a game (nothing stored half-built), read it, apply an
  action, undo, preview; idempotency and If-Match.
- `gatherings` and `rounds`: events, their timed rounds (start, pause, resume, extend).
- `events`: a gathering's event read from its log and games (`event_facts` folds the
  log; `tables` reads a paired table's game): standings, bracket, what comes next.
  `players` registers and drops, `pairings` pairs the next round, `rulings` records a
  table's result by hand (or a no-show).
- `clocks`: a table's round clock, and time called at zero.
- `table_extras`: what a table keeps beside its record: resource counters, and the draw
  for who goes first (which rewrites the header's turn order before the first entry).
- `check`: the games already stored that cannot be loaded, or that are scored otherwise.
- `errors`: what the service refuses, with stable codes.
- `wiring`: `GameService`, the parts wired on one store.

Besides its parts, the package gives what its answers hold: the store's `Rescoring` and
`RoundInfo`, and a table's sides and result (`side_names`, `sides_of`, `ruling_result`,
`TableResult`), so that an interface reads them from here and not from the store.
"""

from riftscore.service.access import hash_token, new_id, new_token
from riftscore.service.clocks import TableClock, round_clock
from riftscore.service.errors import (
    Conflict,
    Forbidden,
    NotFound,
    Rejected,
    ServiceError,
    StaleVersion,
    Unauthorized,
    Unloadable,
    rule_code,
)
from riftscore.service.games import Answer, Created, Kept, Preview
from riftscore.service.gatherings import GatheringListing
from riftscore.service.live import SAVE_EVERY, LiveGame, LoggedEntry
from riftscore.service.rounds import RoundListing
from riftscore.service.tables import TableResult, ruling_result, side_names, sides_of
from riftscore.service.wiring import GameService
from riftscore.store import Rescoring, RoundInfo

__all__ = [
    "SAVE_EVERY",
    "Answer",
    "Conflict",
    "Created",
    "Forbidden",
    "GameService",
    "GatheringListing",
    "Kept",
    "LiveGame",
    "LoggedEntry",
    "NotFound",
    "Preview",
    "Rejected",
    "Rescoring",
    "RoundInfo",
    "RoundListing",
    "ServiceError",
    "StaleVersion",
    "TableClock",
    "TableResult",
    "Unauthorized",
    "Unloadable",
    "hash_token",
    "new_id",
    "new_token",
    "round_clock",
    "rule_code",
    "ruling_result",
    "side_names",
    "sides_of",
]
