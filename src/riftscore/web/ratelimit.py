"""How much one client may create: a token bucket per client address.

Creating a game, a gathering or an import costs the server (a row, a place in the cache
of live games, a replay); playing one does not count here. Each address has a bucket of
`burst` creations that refills at `per_minute`: an organiser adds a hall's tables at
once, a script looping on `POST /api/games` is told to wait (429, `Retry-After`).
Registrations with an event's join link have buckets of their own, smaller: a join link
passed around cannot fill an event's places from one device.

The buckets live in this server's memory (one process); several servers behind a proxy
each keep their own, and see the proxy's address unless it is the one that limits. The
table of addresses is bounded: past `MAX_ADDRESSES`, the ones whose buckets are full again
(they have nothing to remember) are forgotten first, then the oldest.
"""

from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict
from collections.abc import Callable

from fastapi import Request

from riftscore.web.errors import ApiError

MAX_ADDRESSES = 10_000


class Buckets:
    """Token buckets by address. Thread-safe. `burst` 0: no limit."""

    def __init__(
        self,
        burst: int,
        per_minute: float,
        *,
        clock: Callable[[], float] = time.monotonic,
        max_addresses: int = MAX_ADDRESSES,
    ) -> None:
        self.burst = burst
        self.rate = per_minute / 60.0  # tokens a second
        self._clock = clock
        self._max_addresses = max_addresses
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()  # tokens, when
        self._lock = threading.Lock()

    def take(self, address: str) -> float:
        """Take one token for the address: 0.0 if it had one, else the seconds until it
        will."""
        if self.burst <= 0:
            return 0.0
        now = self._clock()
        with self._lock:
            tokens, then = self._buckets.pop(address, (float(self.burst), now))
            tokens = min(float(self.burst), tokens + (now - then) * self.rate)
            wait = 0.0
            if tokens >= 1.0:
                tokens -= 1.0
            else:
                wait = (1.0 - tokens) / self.rate if self.rate > 0 else math.inf
            self._buckets[address] = (tokens, now)
            if len(self._buckets) > self._max_addresses:
                self._forget(now)
            return wait

    def _forget(self, now: float) -> None:
        full = [
            a
            for a, (tokens, then) in self._buckets.items()
            if tokens + (now - then) * self.rate >= self.burst
        ]
        for address in full:
            del self._buckets[address]
        while len(self._buckets) > self._max_addresses:
            self._buckets.popitem(last=False)


def client_address(request: Request) -> str:
    return request.client.host if request.client is not None else ""


def limit_creations(request: Request, what: str) -> None:
    """Refuse (429) a creation beyond the client's share; `what` names it."""
    wait = _wait(request.app.state.creations, request)
    if wait is not None:
        raise ApiError(
            429,
            "too_many_creations",
            f"this device has created many {what} in a short time: the next one can be "
            f"created in {wait} s",
            headers={"Retry-After": str(wait)},
        )


def limit_registrations(request: Request) -> None:
    """Refuse (429) a registration with a join link beyond the client's share."""
    wait = _wait(request.app.state.registrations, request)
    if wait is not None:
        raise ApiError(
            429,
            "too_many_registrations",
            "this device has registered many players with the join link in a short time: "
            f"the next one can register in {wait} s",
            headers={"Retry-After": str(wait)},
        )


def _wait(buckets: Buckets, request: Request) -> int | None:
    """Take a token from the client's bucket: None if it had one, else the whole seconds
    until it will (an hour when it never will)."""
    wait = buckets.take(client_address(request))
    if wait <= 0:
        return None
    return max(1, math.ceil(wait)) if math.isfinite(wait) else 3600
