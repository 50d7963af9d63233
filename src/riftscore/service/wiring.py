"""The service's parts wired on one store: what the app (or a test) holds."""

from __future__ import annotations

from collections.abc import Callable

from riftscore.service.access import Access
from riftscore.service.clocks import TableClocks, now_ms
from riftscore.service.events import Events
from riftscore.service.games import MAX_ENTRIES, Games
from riftscore.service.gatherings import Gatherings
from riftscore.service.live import LiveGames
from riftscore.service.pairings import Pairings
from riftscore.service.players import Players
from riftscore.service.rounds import Rounds
from riftscore.service.rulings import Rulings
from riftscore.service.table_extras import TableExtras
from riftscore.service.tokens import Tokens
from riftscore.store import EventStore


class GameService:
    """Thread-safe: requests on one game run one at a time, other games in parallel.

    `games` creates, reads, writes and previews games; `gatherings` and `rounds` run
    events: `events` reads their standings and bracket, `players` registers and drops,
    `pairings` pairs their rounds, `rulings` records results by hand; `access` checks tokens; `extras` keeps a table's counters and draws who goes first; `live` holds the games in play; `clocks` reads the
    tables' round clocks. `clock` gives the time now in milliseconds since the epoch.
    """

    def __init__(
        self,
        store: EventStore,
        *,
        capacity: int = 1000,
        clock: Callable[[], int] | None = None,
        max_entries: int = MAX_ENTRIES,
    ) -> None:
        now = clock or now_ms
        self.store = store
        self.access = Access(store)
        self.clocks = TableClocks(store, now)
        self.live = LiveGames(store, self.access, self.clocks, capacity=capacity, now=now)
        self.games = Games(self.live, store, self.access, now, max_entries=max_entries)
        self.rounds = Rounds(store, self.live, self.access, self.clocks, now)
        self.events = Events(store, self.live, self.access, self.clocks, self.rounds, now)
        self.players = Players(self.events)
        self.rulings = Rulings(self.events)
        self.pairings = Pairings(self.events)
        self.gatherings = Gatherings(store, self.games, self.players, now)
        self.tokens = Tokens(store, self.live, self.access, now)
        self.extras = TableExtras(self.live, store, now)

    @property
    def on_append(self) -> Callable[[str, int], None] | None:
        """Called with (game id, version) when the service wrote to a game on its own
        (time called by a round's clock), so that the game's watchers hear of it."""
        return self.live.on_append

    @on_append.setter
    def on_append(self, listener: Callable[[str, int], None] | None) -> None:
        self.live.on_append = listener
