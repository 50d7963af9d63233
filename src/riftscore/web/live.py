"""Live updates: the view after every change, to every watcher of a game.

In one process, a write publishes its view to the game's watchers directly. Between
processes sharing a PostgreSQL database, every append sends a NOTIFY (in the store's
transaction); each server LISTENs (`listen`: the store's listener, riftscore.store.notify,
through the service), and when a game that somebody watches here has moved on, it reads
the new entries and publishes the view. The same connection hears of every
change to a round's clock, so that a server can keep rounds in memory until then. A watcher keeps only the latest view
it has not sent yet: a slow phone skips versions rather than falling behind, and a page
that sees `version` jump can fetch the whole game.

A table of a timed round also gets `event: clock` (its clock, as `GET
/api/games/{id}/clock` answers) whenever the clock changes other than by counting down:
the round starts, pauses or resumes, the table gets an extension, time is called. Pauses
and extensions change no game, so they would otherwise reach a table only when it asks.
On PostgreSQL a change to a round made on another server comes by its NOTIFY: each
server reads again the clocks of the tables watched there (`ClockRefresher`). A watcher
keeps only the latest clock it has not sent, and skips one equal to the last it was
offered (the same change heard twice: from this server and by its NOTIFY).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import defaultdict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import msgspec
from starlette.concurrency import run_in_threadpool

from riftscore.service import ExtraKind, GameService
from riftscore.service import PostgresListener as Listener
from riftscore.web.view.answers import Clock, Closed, KeepAlive, TableClock, View
from riftscore.words import ENGLISH, say

log = logging.getLogger(__name__)
_encode = msgspec.json.Encoder().encode


def sse_frame(version: int, view: View) -> bytes:
    """One Server-Sent Event: the view as JSON (one line: JSON escapes every newline)."""
    return b"id: %d\ndata: %s\n\n" % (version, _encode(view))


def keepalive_frame(seconds: float) -> bytes:
    """The event an idle stream sends every `seconds` (and once as it opens):
    `event: keepalive`, data `{"seconds": N}`. Proxies keep the connection for it, and a
    page that hears nothing for a few periods knows its connection is gone."""
    return b"event: keepalive\ndata: %s\n\n" % _encode(KeepAlive(seconds=seconds))


#: What tells one clock from another beyond counting down (see `clock_key`).
ClockKey = tuple[Any, ...]


def clock_key(clock: Clock) -> ClockKey:
    """What changes in a table's clock (as `view.clock_view` shows it) when its round
    starts, pauses, resumes or is extended, or time is called; not as it counts down: a
    running clock's end, and a paused one's time left, stay put."""
    paused = clock.state == "paused"
    return (
        clock.round,
        clock.started_at,
        clock.state,
        clock.ends_at,
        clock.remaining_ms if paused else None,
        clock.extension_ms,
        clock.duration_ms,
    )


@dataclass(frozen=True, slots=True)
class ClockEvent:
    """A table's clock as one event (`event: clock`), and its key."""

    key: ClockKey
    frame: bytes


def clock_event(game_id: str, version: int, clock: Clock) -> ClockEvent:
    """The table's clock (a `view.clock_view`) as the event its watchers get: the data is
    what `GET /api/games/{id}/clock` answers."""
    data = TableClock(id=game_id, version=version, clock=clock)
    return ClockEvent(clock_key(clock), b"event: clock\ndata: %s\n\n" % _encode(data))


def named_frame(kind: str, data: dict[str, Any]) -> bytes:
    """An event of its own kind (`event: counters`), for what is kept beside the log: a
    page that does not read the kind skips it."""
    return b"event: %s\ndata: %s\n\n" % (kind.encode(), _encode(data))


class Watcher:
    """One open stream: the newest view not yet sent, if any; or, once closed by the
    server (`close`), the last event to send."""

    __slots__ = (
        "_clock",
        "_named",
        "_pending",
        "_wake",
        "address",
        "clock_key",
        "closed",
        "game_id",
        "lang",
        "table",
        "version",
    )

    def __init__(self, game_id: str, address: str = "", lang: str = ENGLISH) -> None:
        self.game_id = game_id
        self.address = address
        self.lang = lang  # the stream's request's language: a closing event's words
        self.version = -1  # the newest version offered
        self.closed = False  # the server closed it: `next` gives its last event, then None
        self.table = False  # the game is a table of a gathering: it may get a clock
        self.clock_key: ClockKey | None = None  # the last clock offered (or in a view sent)
        self._pending: bytes | None = None
        self._clock: bytes | None = None
        # The newest event of each other kind not sent yet, with its rank (`offer_named`).
        self._named: dict[str, tuple[int, bytes]] = {}
        self._wake = asyncio.Event()

    def offer(self, version: int, frame: bytes) -> None:
        if self.closed or version <= self.version:
            return  # an older view that arrived late: the watcher has seen better
        self.version = version
        self._pending = frame
        self._wake.set()

    def offer_clock(self, clock: ClockEvent) -> None:
        """The table's clock changed: send it, unless it is the one last offered."""
        if self.closed or clock.key == self.clock_key:
            return
        self.clock_key = clock.key
        self._clock = clock.frame
        self._wake.set()

    def offer_named(self, kind: str, frame: bytes, rank: int = 0) -> None:
        """An event of another kind than the view (`named_frame`): only the newest of each
        kind is kept until sent, like the view; of two offered out of order, the one of
        the higher `rank` (the counters' revision)."""
        if self.closed:
            return
        pending = self._named.get(kind)
        if pending is not None and pending[0] > rank:
            return
        self._named[kind] = (rank, frame)
        self._wake.set()

    def close(self, last: bytes) -> None:
        """End the stream with this event (why it was closed), in place of any view."""
        self.closed = True
        self._pending = last
        self._clock = None
        self._named.clear()
        self._wake.set()

    async def next(self, timeout: float) -> bytes | None:
        """What to send next (the clock, the view, then other kinds, whichever changed), or
        None if nothing changed within `timeout` seconds."""
        try:
            await asyncio.wait_for(self._wake.wait(), timeout)
        except TimeoutError:
            return None
        self._wake.clear()
        ready = [self._clock, self._pending, *(event for _, event in self._named.values())]
        self._clock, self._pending, self._named = None, None, {}
        return b"".join(event for event in ready if event is not None) or None


def closing_frame(reason: str, message: str) -> bytes:
    """The event that ends a stream the server closed: `event: closed`, with why (`reason`
    a stable code, `message` in the stream's language)."""
    return b"event: closed\ndata: %s\n\n" % _encode(Closed(reason=reason, message=message))


class Hub:
    """This process's watchers, by game. Used from the event loop only.

    Streams are capped in all, per game and per client address: a new one past a cap
    closes the oldest stream under it (`closing_frame` says why), so a phone that opens
    its stream again always gets one, and a flood of streams holds no more than the caps.
    Caps of 0: none."""

    def __init__(self, *, max_streams: int = 0, per_game: int = 0, per_address: int = 0) -> None:
        # Streams in the order they opened (a dict keeps it): the oldest first.
        self._watchers: defaultdict[str, dict[Watcher, None]] = defaultdict(dict)
        self._by_address: defaultdict[str, dict[Watcher, None]] = defaultdict(dict)
        self._all: dict[Watcher, None] = {}
        self.max_streams = max_streams
        self.per_game = per_game
        self.per_address = per_address

    def watch(self, game_id: str, address: str = "", lang: str = ENGLISH) -> Watcher:
        watcher = Watcher(game_id, address, lang)
        self._make_room(self._by_address.get(address), self.per_address, "address")
        self._make_room(self._watchers.get(game_id), self.per_game, "game")
        self._make_room(self._all, self.max_streams, "server")
        self._watchers[game_id][watcher] = None
        self._by_address[address][watcher] = None
        self._all[watcher] = None
        return watcher

    def _make_room(self, streams: dict[Watcher, None] | None, cap: int, whose: str) -> None:
        """Close the oldest of `streams` until a new one fits under `cap`."""
        if not cap or streams is None or len(streams) < cap:
            return
        for watcher in list(streams)[: len(streams) - cap + 1]:
            self.unwatch(watcher)
            why = say("stream-closed", {"whose": whose}, watcher.lang)
            watcher.close(closing_frame(f"too_many_streams_per_{whose}", why))

    def unwatch(self, watcher: Watcher) -> None:
        self._all.pop(watcher, None)
        for index, key in ((self._by_address, watcher.address), (self._watchers, watcher.game_id)):
            streams = index.get(key)
            if streams is not None:
                streams.pop(watcher, None)
                if not streams:
                    del index[key]

    def watching(self, game_id: str) -> bool:
        return game_id in self._watchers

    def watched_games(self) -> list[str]:
        return list(self._watchers)

    def watcher_count(self) -> int:
        return sum(len(w) for w in self._watchers.values())

    def seen(self, game_id: str) -> int:
        """The oldest version that this game's watchers have been offered."""
        return min((w.version for w in self._watchers.get(game_id, ())), default=-1)

    def publish(
        self, game_id: str, version: int, frame: bytes, clock: ClockEvent | None = None
    ) -> None:
        """The game's view at `version`, and (a table of a timed round) its clock."""
        for watcher in self._watchers.get(game_id, ()):
            if clock is not None:
                watcher.offer_clock(clock)
            watcher.offer(version, frame)

    def publish_clock(self, game_id: str, clock: ClockEvent) -> None:
        for watcher in self._watchers.get(game_id, ()):
            watcher.offer_clock(clock)

    def publish_named(self, game_id: str, kind: str, frame: bytes, rank: int = 0) -> None:
        for watcher in self._watchers.get(game_id, ()):
            watcher.offer_named(kind, frame, rank)

    def publish_extra(self, game_id: str, kind: str, content: dict[str, Any]) -> None:
        """What the table keeps beside its log (`counters`, `toss`) as an event of its
        kind, ranked by its `revision` where it has one (the counters)."""
        rank = int(content.get("revision", 0))
        self.publish_named(game_id, kind, named_frame(kind, content), rank)

    def watched_tables(self) -> list[str]:
        """The games watched here that are tables of a gathering (may be in a round)."""
        return [g for g, streams in self._watchers.items() if any(w.table for w in streams)]


#: A game's version, its view as one event, and its clock if it is a table of a round.
Frames = tuple[int, bytes, ClockEvent | None]
ReadFrame = Callable[[str], Awaitable[Frames]]
ReadClock = Callable[[str], Awaitable[ClockEvent | None]]


class Refresher:
    """Publishes a game's latest view here when another server has changed it."""

    def __init__(self, hub: Hub, read_frame: ReadFrame) -> None:
        self.hub = hub
        self._read_frame = read_frame
        self._running: set[str] = set()
        self._again: set[str] = set()
        self._tasks: set[asyncio.Task[None]] = set()

    def changed(self, game_id: str, version: int | None = None) -> None:
        """Game `game_id` is now at `version` (None: may have changed, look)."""
        if not self.hub.watching(game_id):
            return
        if version is not None and self.hub.seen(game_id) >= version:
            return  # this server published it already
        if game_id in self._running:
            self._again.add(game_id)  # one more read once the current one is done
            return
        task = asyncio.get_running_loop().create_task(self._refresh(game_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def changed_all(self) -> None:
        for game_id in self.hub.watched_games():
            self.changed(game_id)

    async def _refresh(self, game_id: str) -> None:
        self._running.add(game_id)
        try:
            while True:
                self._again.discard(game_id)
                try:
                    version, frame, clock = await self._read_frame(game_id)
                except Exception:
                    log.exception("cannot refresh the view of game %s", game_id)
                    return
                self.hub.publish(game_id, version, frame, clock)
                if game_id not in self._again:
                    return
        finally:
            self._running.discard(game_id)

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)


class ClockRefresher:
    """Sends the clocks of the tables watched here again once some round changed on
    another server (heard by its NOTIFY): a watcher gets the clock only if it changed.
    One pass at a time, over the tables watched now; a change heard meanwhile makes one
    more pass after it."""

    def __init__(self, hub: Hub, read_clock: ReadClock) -> None:
        self.hub = hub
        self._read_clock = read_clock
        self._task: asyncio.Task[None] | None = None
        self._again = False

    def round_changed(self) -> None:
        if self._task is not None and not self._task.done():
            self._again = True
            return
        self._again = False
        self._task = asyncio.get_running_loop().create_task(self._refresh())

    async def _refresh(self) -> None:
        while True:
            for game_id in self.hub.watched_tables():
                if not self.hub.watching(game_id):
                    continue  # its last watcher went meanwhile
                try:
                    clock = await self._read_clock(game_id)
                except Exception:
                    log.exception("cannot read the clock of game %s", game_id)
                    continue
                if clock is not None:
                    self.hub.publish_clock(game_id, clock)
            if not self._again:
                return
            self._again = False

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task


def listen(service: GameService, refresher: Refresher, clocks: ClockRefresher) -> Listener | None:
    """What this server hears from the others on its database (None: they say nothing,
    as on SQLite), not started: an append (the game's watchers here get the new view), a
    change to a round (the clocks of the tables watched here are sent if they changed),
    and a change to what a table keeps beside its log (its watchers here get the
    counters, or the draw for who goes first). The service hears each first."""

    def extra(game_id: str, kind: ExtraKind) -> None:
        if refresher.hub.watching(game_id):
            asyncio.get_running_loop().create_task(publish_extra(game_id, kind))

    async def publish_extra(game_id: str, kind: ExtraKind) -> None:
        extras = service.extras
        content: dict[str, Any] | None
        try:
            if kind == "counters":
                content = await run_in_threadpool(extras.counters, game_id)
            else:
                content = await run_in_threadpool(extras.toss, game_id)
        except Exception:
            log.exception("cannot read the %s of game %s", kind, game_id)
            return
        if content is not None:
            refresher.hub.publish_extra(game_id, kind, content)

    return service.changes_listener(
        refresher.changed,
        refresher.changed_all,
        on_round=lambda _round_id: clocks.round_changed(),
        on_extra=extra,
    )
