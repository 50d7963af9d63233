"""The round clock: how long a table has left, from what was stored and the time now.

Pure: standard library only, no I/O, and it never reads the time itself. Every function
takes `now`, so a server that restarts computes the same clock from the same stored
timestamps, and tests move time by passing a bigger number. Times are milliseconds since
the epoch (UTC); durations are milliseconds.

A round starts at `started` and lasts `duration` of running time. The organiser may pause
it (every table at once) and resume it; a paused stretch does not count. A judge may give
one table an extension: more running time for that table alone, wherever in the round it
is entered, so an extension entered after a table's time ran out brings its clock back
only if the extended end is still to come.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass


class ClockError(ValueError):
    """A pause or resume that does not fit the clock as it stands."""


class ClockState(enum.Enum):
    RUNNING = "running"
    PAUSED = "paused"
    EXPIRED = "expired"  # the table's time has run out: time is called there


@dataclass(frozen=True, slots=True)
class Pause:
    """A stretch during which the round's clock stood still; `end` None: still paused."""

    start: int
    end: int | None = None

    def __post_init__(self) -> None:
        if self.end is not None and self.end < self.start:
            raise ClockError(f"a pause cannot end ({self.end}) before it starts ({self.start})")


@dataclass(frozen=True, slots=True)
class Reading:
    """A table's clock at one moment."""

    state: ClockState
    remaining: int  # running time left, never below 0
    ends_at: int | None  # when it reaches (or reached) zero; None while paused
    elapsed: int  # running time used so far
    paused_total: int  # time spent paused so far


@dataclass(frozen=True, slots=True)
class RoundClock:
    """A round's clock as stored: when it started, for how long, and its pauses in order."""

    started: int
    duration: int
    pauses: tuple[Pause, ...] = ()

    def __post_init__(self) -> None:
        if self.duration <= 0:
            raise ClockError(f"a round lasts a positive time, not {self.duration} ms")
        previous_end: int | None = self.started
        for pause in self.pauses:
            if previous_end is None:
                raise ClockError("only the last pause of a round can still be open")
            if pause.start < previous_end:
                raise ClockError("pauses are in order, each after the previous one ended")
            previous_end = pause.end

    @property
    def paused(self) -> bool:
        """Whether the last pause is still open (as stored, whatever the time now)."""
        return bool(self.pauses) and self.pauses[-1].end is None

    def _last_moment(self) -> int:
        """The latest timestamp the clock knows of: a pause or resume is never before it."""
        if not self.pauses:
            return self.started
        last = self.pauses[-1]
        return last.start if last.end is None else last.end

    def pause(self, now: int) -> RoundClock:
        """The clock paused at `now` (or at its last resume, if `now` is earlier: another
        server's clock may run a little behind)."""
        if self.paused:
            raise ClockError("the round is already paused")
        at = max(now, self._last_moment())
        return RoundClock(self.started, self.duration, (*self.pauses, Pause(at)))

    def resume(self, now: int) -> RoundClock:
        """The clock running again from `now` (or from the pause, if `now` is earlier)."""
        if not self.paused:
            raise ClockError("the round is not paused")
        last = self.pauses[-1]
        resumed = Pause(last.start, max(now, last.start))
        return RoundClock(self.started, self.duration, (*self.pauses[:-1], resumed))

    def read(self, now: int, extension: int = 0) -> Reading:
        """The clock of a table with `extension` more time than the round, at `now`.

        Only what had happened by `now` counts: a pause stored with a later start is not
        yet under way, so reading the past gives the clock as it was then.
        """
        allowed = self.duration + max(0, extension)
        paused_total = sum(end - start for start, end in _pauses_by(self.pauses, self.started, now))
        end = _end(self.started, allowed, self.pauses, now)
        if end is not None and end <= now:
            return Reading(ClockState.EXPIRED, 0, end, allowed, paused_total)
        elapsed = max(0, now - self.started) - paused_total
        if end is None:  # a pause begun before the time ran out is still open
            return Reading(ClockState.PAUSED, allowed - elapsed, None, elapsed, paused_total)
        return Reading(ClockState.RUNNING, allowed - elapsed, end, elapsed, paused_total)


def total_extension(extensions: Iterable[int]) -> int:
    """A table's extensions added up (each is more time, never less)."""
    return sum(max(0, e) for e in extensions)


def _pauses_by(pauses: tuple[Pause, ...], started: int, now: int) -> list[tuple[int, int]]:
    """The stretches paused between the start and `now`, each cut at `now`."""
    known = []
    for pause in pauses:
        start = max(pause.start, started)
        if start >= now:
            break
        known.append((start, now if pause.end is None else min(pause.end, now)))
    return known


def _end(started: int, allowed: int, pauses: tuple[Pause, ...], now: int) -> int | None:
    """When `allowed` running time from `started` runs out, given the pauses begun by
    `now`; None if a pause begun before then is still open at `now` (the clock stands
    still, so nobody knows when it will end)."""
    moment, left = started, allowed
    for pause in pauses:
        start = max(pause.start, started)
        if start > now or start >= moment + left:
            break  # not begun yet, or begun after the time ran out: it changes nothing
        if pause.end is None or pause.end > now:
            return None
        left -= start - moment
        moment = pause.end
    return moment + left
