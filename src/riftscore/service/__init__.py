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
- `events`: a gathering"s event read from its log and games (`event_facts` folds the
  log; `tables` reads a paired table"s game): standings, bracket, what comes next.
  `players` registers and drops, `pairings` pairs the next round, `rulings` records a
  table"s result by hand (or a no-show).
- `clocks`: a table"s round clock, and time called at zero.
- `table_extras`: what a table keeps beside its record: resource counters, and the draw
  for who goes first (which rewrites the header"s turn order before the first entry).
- `check`: the games already stored that cannot be loaded, or that are scored otherwise.
- `errors`: what the service refuses, with stable codes.
- `wiring`: `GameService`, the parts wired on one store (`open_store` opens one on a
  database), and what it hears of other servers" writes (`changes_listener`).

Besides its parts, the package gives what its answers hold: the store"s `Rescoring` and
`RoundInfo`, and a table"s sides and result (`side_names`, `sides_of`, `ruling_result`,
`TableResult`), so that an interface reads them from here and not from the store.
The web interface uses this package"s names only, never its modules nor the store:
the import contract in tests/test_layers.py holds it to that.
"""

from riftscore.rules.errors import OneOf, Phrase
from riftscore.service import fields
from riftscore.service.access import hash_token, new_id, new_token
from riftscore.service.check import StoreCheck
from riftscore.service.clocks import TableClock, round_clock
from riftscore.service.errors import (
    Conflict,
    CutTooLarge,
    Forbidden,
    NotFound,
    Rejected,
    ServiceError,
    StaleVersion,
    Unauthorized,
    Unloadable,
    json_params,
    rule_code,
)
from riftscore.service.event_facts import EventFacts, PairedRound
from riftscore.service.event_facts import Player as EventPlayer
from riftscore.service.events import EventState, NextRound, TableState
from riftscore.service.games import MAX_ENTRIES, Answer, Created, Kept, Preview
from riftscore.service.gatherings import GatheringListing
from riftscore.service.live import SAVE_EVERY, LiveGame, LoggedEntry
from riftscore.service.pairings import Paired
from riftscore.service.rounds import RoundListing
from riftscore.service.tables import TableResult, ruling_result, side_names, sides_of
from riftscore.service.wiring import GameService, open_store
from riftscore.store import EventStore, ExtraKind, PostgresListener, Rescoring, RoundInfo

__all__ = [
    "MAX_ENTRIES",
    "SAVE_EVERY",
    "Answer",
    "Conflict",
    "Created",
    "CutTooLarge",
    "EventFacts",
    "EventPlayer",
    "EventState",
    "EventStore",
    "ExtraKind",
    "Forbidden",
    "GameService",
    "GatheringListing",
    "Kept",
    "LiveGame",
    "LoggedEntry",
    "NextRound",
    "NotFound",
    "OneOf",
    "Paired",
    "PairedRound",
    "Phrase",
    "PostgresListener",
    "Preview",
    "Rejected",
    "Rescoring",
    "RoundInfo",
    "RoundListing",
    "ServiceError",
    "StaleVersion",
    "StoreCheck",
    "TableClock",
    "TableResult",
    "TableState",
    "Unauthorized",
    "Unloadable",
    "fields",
    "hash_token",
    "json_params",
    "new_id",
    "new_token",
    "open_store",
    "round_clock",
    "rule_code",
    "ruling_result",
    "side_names",
    "sides_of",
]
