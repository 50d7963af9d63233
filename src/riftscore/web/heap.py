"""Garbage collection in a server that keeps a thousand games in memory: short pauses.

A full collection walks every object the collector tracks, and every request waits while
it runs. A live game holds about six tracked objects per action (its log entries, actions
and events), some 260,000 for 1,000 games, and one full collection over them took
140-290 ms on the project's machine. They live long and form no reference cycles (a game
that leaves the cache is freed by reference counting alone), so collecting them again and
again finds nothing.

`HeapKeeper` settles the heap: one full collection of what came since it last did (which
frees any cyclic garbage among it), then `gc.freeze()`, which moves what survived out of
every later collection's reach at no cost. Objects reach the oldest generation only
through a collection of the middle one, so the keeper settles after each of those (at
most every `interval` seconds): each settling walks what one such collection promoted, a
few thousand objects, and the interpreter's own full collections, rare after a settling,
walk no more. Neither ever walks the games already settled. The one thing frozen objects
cannot be is collected as cyclic garbage; a request, a stream or a game leaves none
behind (measured), and `stop` counts what a last collection of everything finds.

`PAUSES` measures every collection with `gc.callbacks`: each request's `Server-Timing`
says how long collections held it up (`gc;dur=`), and a pause over `SLOW_MS` is logged.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import time
from collections.abc import Callable
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
    # Told of each collection's generation when it ends (from the collecting thread).
    after: Callable[[int], None] | None = None
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
        if self.after is not None:
            self.after(generation)

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
    """Settles the heap after the collections that promote objects to the oldest
    generation, at most every `interval` seconds, on the event loop, while a server runs."""

    def __init__(self, interval: float) -> None:
        self.interval = interval
        self._loop: asyncio.AbstractEventLoop | None = None
        self._settling = False  # its own collection is no reason to settle again
        self._due = False  # a settling is scheduled
        self._last = 0.0
        self._later: asyncio.TimerHandle | None = None

    def settle(self) -> None:
        """Collect what came since the last settling, then set the survivors aside."""
        self._settling = True
        try:
            gc.collect()
            gc.freeze()
        finally:
            self._settling = False
            self._due = False
            self._last = time.monotonic()

    def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self.settle()
        PAUSES.after = self._collected

    def _collected(self, generation: int) -> None:
        # Called by the collector, in whichever thread allocated: only schedule here.
        if generation == 0 or self._settling or self._due or self._loop is None:
            return
        self._due = True
        with contextlib.suppress(RuntimeError):  # the loop has closed: the server stops
            self._loop.call_soon_threadsafe(self._settle_soon)

    def _settle_soon(self) -> None:
        wait = self._last + self.interval - time.monotonic()
        if wait > 0:
            assert self._loop is not None
            self._later = self._loop.call_later(wait, self._settle_and_report)
        else:
            self._settle_and_report()

    def _settle_and_report(self) -> None:
        self.settle()
        PAUSES.report_slow()

    async def stop(self) -> str:
        """Stop settling, and give every object back to the collector. Says how many were
        set aside, and how many of all a last collection finds unreachable."""
        PAUSES.after = None
        self._loop = None
        if self._later is not None:
            self._later.cancel()
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
