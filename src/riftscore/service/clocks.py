"""A table's clock: the round clock of a game that is a table of a timed round, read at
each request with the time now, and time called when it reaches zero.

The clock is computed from the stored round (`riftscore.clock`), never stored. The round
is read as the store knows it (`known_round_of_game`: from memory while nothing changed
it), and read again as stored before time is called on the strength of it. When a
request finds the clock at zero and time not yet called, the service records `time`
itself, once: the log's (game, seq) key and the rule that time is called once make every
other writer, in this process or another, find it done.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftscore.clock import ClockState, Pause, Reading, RoundClock, total_extension
from riftscore.rules import actions as act
from riftscore.store import AppendConflict, Entry, EventStore, StoredRound

if TYPE_CHECKING:
    from riftscore.service.live import LiveGame, LiveGames

TIME_ACTION: dict[str, Any] = {"do": "time"}


def now_ms() -> int:
    """The time now, in milliseconds since the epoch."""
    return time.time_ns() // 1_000_000


@dataclass(frozen=True, slots=True)
class TableClock:
    """A table's round and its clock, read at one moment."""

    round: StoredRound
    game_id: str
    now_ms: int
    extension_ms: int
    reading: Reading

    @classmethod
    def read(cls, stored: StoredRound, game_id: str, now_ms: int) -> TableClock:
        extension = total_extension(e.extension_ms for e in stored.extensions_of(game_id))
        reading = round_clock(stored).read(now_ms, extension)
        return cls(stored, game_id, now_ms, extension, reading)

    @property
    def expired(self) -> bool:
        return self.reading.state is ClockState.EXPIRED


def round_clock(stored: StoredRound) -> RoundClock:
    """The pure clock of a stored round."""
    info = stored.info
    pauses = tuple(Pause(p.paused_ms, p.resumed_ms) for p in stored.pauses)
    return RoundClock(info.started_ms, info.duration_ms, pauses)


class TableClocks:
    """Reads tables' clocks from the store at the time `now` gives (injectable, so that
    tests never sleep), and calls time at zero."""

    def __init__(self, store: EventStore, now: Callable[[], int]) -> None:
        self.store = store
        self.now = now

    def watch(
        self,
        live: LiveGame,
        games: LiveGames,
        stored: StoredRound | None = None,
        now: int | None = None,
    ) -> None:
        """Read the table's round clock into `live.clock`; at zero, call time (once).

        Call with the game open. A game outside a gathering is in no round, so it costs
        nothing here. `stored` and `now`: the round and the time already read (a round's
        tables are read together).
        """
        live.clock = None
        if live.info.gathering_id is None:
            return
        if stored is None:
            stored = self.store.known_round_of_game(live.id)
            if stored is None:
                return
        table = TableClock.read(stored, live.id, self.now() if now is None else now)
        live.clock = table
        if table.expired:
            self._call_time(live, games, table)

    def _call_time(self, live: LiveGame, games: LiveGames, table: TableClock) -> None:
        """Append `time` unless it is called or cannot be (the game or match is over).

        Another server may do the same at the same moment: the loser of the append catches
        up, finds time called, and stops, so time is recorded once.
        """
        call_time = act.CallTime()
        as_stored = False
        for _ in range(3):
            if live.game.time.called or not live.engine.can_apply(call_time):
                return
            if not as_stored:
                # Time is called on the round as stored, not as this process remembers it:
                # a pause or an extension may have come from another server just now.
                stored = self.store.round_of_game(live.id)
                live.clock = (
                    None if stored is None else TableClock.read(stored, live.id, table.now_ms)
                )
                if live.clock is None or not live.clock.expired:
                    return
                table, as_stored = live.clock, True
            seq = live.version + 1
            key = f"round:{table.round.info.id}:time:{seq}"
            entry = Entry(seq, dict(TIME_ACTION), None, key, table.now_ms)
            try:
                games.append(live, entry, call_time, own=True)
            except AppendConflict:
                continue
            return
