"""A watcher's clock (riftscore.web.live): only the latest one not yet sent is kept, one
equal to the last offered is not sent again, it goes before the view that came with it,
and a clock refresher sends the clocks of the tables watched here, once a pass."""

from __future__ import annotations

import asyncio
from typing import Literal

import msgspec

from riftscore.web.live import ClockEvent, ClockRefresher, Hub, clock_event
from riftscore.web.view.answers import Clock
from tests.web.test_stream_caps import in_a_thread_of_its_own

MINUTE_MS = 60_000


def clock(
    state: Literal["running", "paused", "expired"] = "running",
    remaining: int = 40 * MINUTE_MS,
    extension: int = 0,
) -> Clock:
    ends_at = None if state == "paused" else 1_000 + remaining
    return Clock(
        round=1,
        type="swiss",
        state=state,
        server_time=1_000,
        ends_at=ends_at,
        remaining_ms=remaining,
        started_at=0,
        duration_ms=50 * MINUTE_MS,
        extension_ms=extension,
        paused_ms=0,
        links={"round": "/api/gatherings/e/rounds/1"},
    )


def test_a_pause_then_a_resume_before_the_phone_reads_sends_only_the_resume() -> None:
    async def play() -> None:
        hub = Hub()
        watcher = hub.watch("g")
        hub.publish_clock("g", clock_event("g", 3, clock("paused")))
        hub.publish_clock("g", clock_event("g", 3, clock()))
        sent = await watcher.next(1)
        assert sent is not None and sent.count(b"event: clock") == 1
        assert b'"state":"running"' in sent
        assert await watcher.next(0.05) is None  # nothing else waits

    in_a_thread_of_its_own(play)


def test_the_same_clock_heard_twice_is_sent_once_and_the_clock_goes_before_its_view() -> None:
    async def play() -> None:
        hub = Hub()
        watcher = hub.watch("g")
        paused = clock_event("g", 3, clock("paused"))
        hub.publish("g", 4, b"data: view 4\n\n", paused)
        hub.publish_clock("g", paused)  # the round's NOTIFY, heard after this server's own
        sent = await watcher.next(1)
        assert sent is not None
        assert sent.index(b"event: clock") < sent.index(b"data: view 4")
        assert sent.count(b"event: clock") == 1
        hub.publish_clock("g", paused)
        assert await watcher.next(0.05) is None
        # Counting down changes nothing that is sent: a running clock read later.
        running = clock_event("g", 3, clock())
        read = clock()
        later = msgspec.structs.replace(
            read, server_time=1_000 + MINUTE_MS, remaining_ms=read.remaining_ms - MINUTE_MS
        )
        hub.publish_clock("g", running)
        assert await watcher.next(1) is not None
        hub.publish_clock("g", clock_event("g", 3, later))
        assert await watcher.next(0.05) is None

    in_a_thread_of_its_own(play)


def test_a_closed_stream_sends_its_last_event_and_no_clock() -> None:
    async def play() -> None:
        hub = Hub(per_game=1)
        first = hub.watch("g")
        hub.publish_clock("g", clock_event("g", 3, clock("paused")))
        hub.watch("g")  # closes the first, which keeps only why
        sent = await first.next(1)
        assert sent is not None and sent.startswith(b"event: closed")
        assert b"event: clock" not in sent

    in_a_thread_of_its_own(play)


def test_a_round_changed_elsewhere_sends_the_clocks_of_the_tables_watched_here() -> None:
    async def play() -> None:
        hub = Hub()
        table, other = hub.watch("t1"), hub.watch("casual")
        table.table = True  # a table of a gathering; "casual" is not
        asked: list[str] = []

        async def read_clock(game_id: str) -> ClockEvent | None:
            asked.append(game_id)
            await asyncio.sleep(0)
            return clock_event(game_id, 2, clock(extension=3 * MINUTE_MS))

        refresher = ClockRefresher(hub, read_clock)
        refresher.round_changed()
        refresher.round_changed()  # heard during the pass: one more pass after it
        sent = await table.next(1)
        assert sent is not None and b'"extension_ms":180000' in sent
        assert await other.next(0.05) is None
        await refresher.close()
        assert asked == ["t1", "t1"]

    in_a_thread_of_its_own(play)
