"""Where a request's time went, for its `Server-Timing` header: waiting for a worker
thread (`queue`), working in one (`work`: rules, views and the database), in the
database's statements alone (`db`: on PostgreSQL an action's one statement commits, so
its commit and the NOTIFY's lock are in it too), and held up by garbage collections
(`gc`, from `riftscore.web.heap`).

A benchmark reads them beside its own latency (bench/serve.py, bench/cluster.py): what
the server spent, and on what, against what the client and the machine added. The
figures are kept in a context variable per request, which the worker threads share
(Starlette's thread pool runs its functions in the request's context); outside a
request, nothing is measured.
"""

from __future__ import annotations

import asyncio
import time
from contextvars import ContextVar
from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import Engine, ExceptionContext

#: This request's seconds by what they went to; None outside a request.
REQUEST_TIMES: ContextVar[dict[str, float] | None] = ContextVar("request_times", default=None)
_STARTED = "riftscore_statement_started"


def add(name: str, seconds: float) -> None:
    """Count `seconds` to `name` for the request under way, if any."""
    times = REQUEST_TIMES.get()
    if times is not None:
        times[name] = times.get(name, 0.0) + seconds


def _statement_starts(connection: Any, *_: Any) -> None:
    if REQUEST_TIMES.get() is not None:
        connection.info[_STARTED] = time.perf_counter()


def _statement_ends(connection: Any, *_: Any) -> None:
    started = connection.info.pop(_STARTED, None)
    if started is not None:
        add("db", time.perf_counter() - started)


def _statement_fails(context: ExceptionContext) -> None:
    # Only the time: the error goes on to whoever handles it (a retry, a 503).
    if context.connection is not None:
        _statement_ends(context.connection)


def time_statements() -> None:
    """Count every SQL statement's time to the request that runs it (once a process)."""
    if not event.contains(Engine, "before_cursor_execute", _statement_starts):
        event.listen(Engine, "before_cursor_execute", _statement_starts)
        event.listen(Engine, "after_cursor_execute", _statement_ends)
        event.listen(Engine, "handle_error", _statement_fails)


class LoopLateness:
    """How late the event loop wakes a task that asked to sleep `period` seconds: time
    every request arriving then waits before the app even sees it (so before
    `Server-Timing` starts), while the loop runs other callbacks or waits for Python's
    lock. Logged as the server stops; bench/cluster.py prints it."""

    def __init__(self, period: float = 0.02) -> None:
        self.period = period
        self.late: list[float] = []  # seconds, one a period (a few MB over a weekend)
        self._task: asyncio.Task[None] | None = None

    async def _watch(self) -> None:
        while True:
            asked = time.perf_counter() + self.period
            await asyncio.sleep(self.period)
            self.late.append(time.perf_counter() - asked)

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._watch())

    def stop(self) -> str:
        if self._task is not None:
            self._task.cancel()
        late = sorted(self.late)
        if not late:
            return "the event loop was not watched"

        def at(share: float) -> float:
            return late[min(len(late) - 1, int(len(late) * share))] * 1000

        return (
            f"the event loop was late by p50 {at(0.5):.1f} ms, p99 {at(0.99):.1f} ms, "
            f"p99.9 {at(0.999):.1f} ms, at most {late[-1] * 1000:.1f} ms"
        )
