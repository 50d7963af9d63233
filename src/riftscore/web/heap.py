"""Garbage collection in a server that keeps a thousand games in memory: short pauses.

A full collection walks every object the collector tracks, and every request waits while
it runs. A live game holds about six tracked objects per action (its log entries, actions
and events), some 260,000 for 1,000 games, and one full collection over them took
140-290 ms on the project's machine. They live long and form no reference cycles (a game
that leaves the cache is freed by reference counting alone), so collecting them again and
again finds nothing.

`HeapKeeper` settles the heap every few seconds: one full collection of what was allocated
since it last did (which frees any cyclic garbage among it), then `gc.freeze()`, which
moves what survived out of every later collection's reach at no cost. Collections, the
interpreter's own or the keeper's, then walk only what came since the last settling, never
the games already settled. The one thing frozen objects cannot be is collected as cyclic
garbage; a request, a stream or a game leaves none behind (measured), and `stop` counts
what a last collection of everything finds.

`PAUSES` measures every collection with `gc.callbacks`: each request's `Server-Timing`
says how long collections held it up (`gc;dur=`), and a pause over `SLOW_MS` is logged.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import time
from dataclasses import dataclass, field
from typing import Any

log = logging.getLogger(__name__)

SLOW_MS = 10.0  # design.md: no collection pause over 10 ms


@dataclass
class PauseClock:
    """How long garbage collections have held up this process, from `gc.callbacks`."""

    total_s: float = 0.0  # every pause so far, added up
    count: list[int] = field(default_factory=lambda: [0, 0, 0])  # collections by generation
    longest_ms: list[float] = field(default_factory=lambda: [0.0, 0.0, 0.0])
    # The same by the collecting thread's CPU time: what the collector itself did, without
    # the time another process had the core (on a shared machine, the two differ).
    longest_cpu_ms: list[float] = field(default_factory=lambda: [0.0, 0.0, 0.0])
    slow: list[tuple[int, float]] = field(default_factory=list)  # (generation, ms) to log
    _started: float = 0.0
    _started_cpu: float = 0.0

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        # Called by the collector itself: only arithmetic here, no logging, no locks.
        if phase == "start":
            self._started, self._started_cpu = time.perf_counter(), time.thread_time()
            return
        took = time.perf_counter() - self._started
        took_cpu_ms = (time.thread_time() - self._started_cpu) * 1000
        generation = info["generation"]
        self.total_s += took
        self.count[generation] += 1
        took_ms = took * 1000
        self.longest_ms[generation] = max(self.longest_ms[generation], took_ms)
        self.longest_cpu_ms[generation] = max(self.longest_cpu_ms[generation], took_cpu_ms)
        if took_ms > SLOW_MS and len(self.slow) < 100:
            self.slow.append((generation, took_ms))

    def install(self) -> None:
        """Measure from now on (once for the process, however many apps it runs)."""
        if self not in gc.callbacks:
            gc.callbacks.append(self)

    def report_slow(self) -> None:
        """Log the pauses over SLOW_MS since the last report."""
        slow, self.slow = self.slow, []
        for generation, took_ms in slow:
            log.warning(
                "a garbage collection (generation %d) held up every request for %.1f ms",
                generation,
                took_ms,
            )

    def summary(self) -> str:
        return ", ".join(
            f"generation {n}: {self.count[n]} (longest {self.longest_ms[n]:.1f} ms, "
            f"{self.longest_cpu_ms[n]:.1f} ms of CPU)"
            for n in range(3)
        )


#: This process's pauses (one collector, one clock).
PAUSES = PauseClock()


class HeapKeeper:
    """Settles the heap every `interval` seconds, on the event loop, while a server runs."""

    def __init__(self, interval: float) -> None:
        self.interval = interval
        self._task: asyncio.Task[None] | None = None

    @staticmethod
    def settle() -> None:
        """Collect what came since the last settling, then set the survivors aside."""
        gc.collect()
        gc.freeze()

    def start(self) -> None:
        self.settle()
        self._task = asyncio.get_running_loop().create_task(self._keep())

    async def _keep(self) -> None:
        while True:
            await asyncio.sleep(self.interval)
            self.settle()
            PAUSES.report_slow()

    async def stop(self) -> str:
        """Stop settling, and give every object back to the collector. Says how many were
        set aside, and how many of all a last collection finds unreachable."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        frozen = gc.get_freeze_count()
        gc.unfreeze()
        unreachable = gc.collect()
        return (
            f"{frozen} objects were set aside; a collection of everything as the server "
            f"stops finds {unreachable} unreachable"
        )


async def report(keeper: HeapKeeper | None) -> None:
    """Log what collections cost while the server ran, then stop the keeper, if any (and
    say what settling did)."""
    PAUSES.report_slow()
    summary = PAUSES.summary()
    settled = "" if keeper is None else "; " + await keeper.stop()
    log.warning("garbage collections while serving: %s%s", summary, settled)
