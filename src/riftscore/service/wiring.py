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
from riftscore.store import EventStore, ExtraKind, PostgresListener, SqlStore


def open_store(database_url: str) -> EventStore:
    """The store on the database at `database_url` (SQLite or PostgreSQL), its schema
    brought up to date first: the one way an interface opens one (`GameService(store)`)."""
    return SqlStore.open(database_url)


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

    def close(self) -> None:
        """Release the store's connections."""
        self.store.close()

    def changes_listener(
        self,
        on_append: Callable[[str, int], None],
        on_connect: Callable[[], None],
        *,
        on_round: Callable[[str], None] | None = None,
        on_extra: Callable[[str, ExtraKind], None] | None = None,
    ) -> PostgresListener | None:
        """A listener (not started) for what other servers write to this store (PostgreSQL's
        NOTIFY), or None if none of them says so. The service hears first: an append moves
        the game in memory on (a write here reads the new entries first), a draw for who
        goes first forgets it (its turn order was rewritten); then the callbacks."""

        def appended(game_id: str, seq: int) -> None:
            self.live.stored(game_id, seq)
            on_append(game_id, seq)

        def extra(game_id: str, kind: ExtraKind) -> None:
            if kind == "toss":
                self.live.forget(game_id)
            if on_extra is not None:
                on_extra(game_id, kind)

        return self.store.changes_listener(appended, on_connect, on_round=on_round, on_extra=extra)

    @property
    def on_append(self) -> Callable[[str, int], None] | None:
        """Called with (game id, version) when the service wrote to a game on its own
        (time called by a round's clock), so that the game's watchers hear of it."""
        return self.live.on_append

    @on_append.setter
    def on_append(self, listener: Callable[[str, int], None] | None) -> None:
        self.live.on_append = listener
