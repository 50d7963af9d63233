"""A game's live stream: Server-Sent Events, the view now and after every change.

Publishing to watchers happens on the event loop (`riftscore.web.live`); the first view
is read after the watcher is registered, so that no change falls in between.

Streams are bounded: in number (the hub closes the oldest past its caps, with an event
`closed` that says why), and in what each one holds. A watcher keeps only the newest view
it has not sent; a reader that has not taken the last one within `stream_send_seconds` is
dropped, and its page reconnects with the version it has (`Last-Event-ID`): it is sent
the view only if the game has moved on since.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import anyio
from fastapi import APIRouter, Request
from msgspec import UnsetType
from starlette.responses import Response, StreamingResponse
from starlette.types import Send

from riftscore.service import LiveGame
from riftscore.web.api.requests import call, hub, service, settings
from riftscore.web.api.responses import NOT_FOUND, UNLOADABLE
from riftscore.web.errors import request_language
from riftscore.web.limits import STREAM_CONTROL, StreamControl
from riftscore.web.live import (
    ClockEvent,
    Frames,
    Watcher,
    clock_event,
    keepalive_frame,
    sse_frame,
)
from riftscore.web.ratelimit import client_address
from riftscore.web.view import clock_view, view

router = APIRouter()

#: What may wait in a stream's send buffer before its writes wait: a few views.
STREAM_BUFFER_BYTES = 32 * 1024


def frame(live: LiveGame) -> Frames:
    """The game's version, its view as one event, and its clock as another if it is a
    table of a timed round."""
    shown = view(live)
    clock = shown.clock
    event = None if isinstance(clock, UnsetType) else clock_event(live.id, live.version, clock)
    return live.version, sse_frame(live.version, shown), event


def clock_of(live: LiveGame) -> ClockEvent | None:
    """The table's clock as an event (None: the game is in no timed round)."""
    return (
        None if live.clock is None else clock_event(live.id, live.version, clock_view(live.clock))
    )


def _opening(live: LiveGame) -> tuple[Frames, bool]:
    return frame(live), live.info.gathering_id is not None


async def _events(
    request: Request, first: bytes, watcher: Watcher, keepalive: float
) -> AsyncIterator[bytes]:
    watchers = hub(request)
    alive = keepalive_frame(keepalive)
    try:
        # The keep-alive first, so that the page knows at once how often to expect one.
        yield b"retry: 2000\n\n" + alive + first
        while True:
            next_frame = await watcher.next(keepalive)
            yield alive if next_frame is None else next_frame
            if watcher.closed:
                return  # the hub closed it to make room: its last event said why
    finally:
        watchers.unwatch(watcher)


class EventStream(StreamingResponse):
    """A stream whose reader must keep up: a send that waits longer than `send_seconds`
    (the reader takes nothing) drops the connection."""

    def __init__(self, events: AsyncIterator[bytes], send_seconds: float, **kwargs: Any) -> None:
        super().__init__(events, media_type="text/event-stream", **kwargs)
        self.send_seconds = send_seconds
        self.control: StreamControl | None = None

    async def stream_response(self, send: Send) -> None:
        if self.control is not None:
            self.control.limit_buffer(STREAM_BUFFER_BYTES)
        await send({"type": "http.response.start", "status": 200, "headers": self.raw_headers})
        events = self.body_iterator
        try:
            async for chunk in events:
                with anyio.move_on_after(self.send_seconds) as waited:
                    await send({"type": "http.response.body", "body": chunk, "more_body": True})
                if waited.cancelled_caught:
                    await self._drop(send)
                    return
            # The end (a stream closed to make room) waits for its reader no longer either:
            # what it still has to send must go within the same time.
            with anyio.move_on_after(self.send_seconds) as waited:
                await send({"type": "http.response.body", "body": b"", "more_body": False})
            if waited.cancelled_caught:
                await self._drop(send)
        finally:
            await events.aclose()  # type: ignore[attr-defined]

    async def _drop(self, send: Send) -> None:
        """The reader fell behind: close its connection; it reconnects and catches up."""
        if self.control is None:
            return
        self.control.drop()
        # Returns once the server has seen the connection go (nothing is sent).
        await send({"type": "http.response.body", "body": b"", "more_body": False})


def _last_event_version(request: Request) -> int | None:
    seen = request.headers.get("last-event-id", "")
    return int(seen) if seen.isdigit() and len(seen) < 16 else None


@router.get(
    "/games/{game_id}/stream",
    summary="Server-Sent Events: the view now, then after every change",
    response_class=StreamingResponse,
    responses={
        200: {
            "description": "An event stream; each event's data is a view (JSON), its id the "
            'version. An event `keepalive` (data `{"seconds": N}`) comes first and then '
            "every N seconds while nothing changes: a client that hears nothing for a few "
            "periods can tell its connection is gone. A stream the server closes to make "
            "room for newer ones ends with an event `closed` whose data says why "
            '(`{"reason", "message"}`). A client that reconnects with `Last-Event-ID` set '
            "to the version it has is sent the view only once the game has moved on. A table of "
            "a timed round also gets an event `clock` (data as `GET .../clock` answers) when "
            "its round starts, pauses or resumes, it gets more time, or time is called.",
            "content": {"text/event-stream": {"schema": {"type": "string"}}},
        },
        **NOT_FOUND,
        **UNLOADABLE,
    },
)
async def stream(game_id: str, request: Request) -> Response:
    watchers = hub(request)
    # Before reading, so that no change falls in between.
    watcher = watchers.watch(game_id, client_address(request), request_language(request.headers))
    try:
        (version, first, clock), table = await call(service(request).games.read, game_id, _opening)
    except BaseException:
        watchers.unwatch(watcher)
        raise
    watcher.version = max(watcher.version, version)
    watcher.table = table
    if clock is not None and watcher.clock_key is None:
        watcher.clock_key = clock.key  # the first view carries it
    if _last_event_version(request) == version:
        # The page has this view: it is sent the next one. Its clock may have changed
        # meanwhile (a pause changes no version): that is sent now.
        first = b"" if clock is None else clock.frame
    configured = settings(request)
    response = EventStream(
        _events(request, first, watcher, configured.keepalive_seconds),
        configured.stream_send_seconds,
        # A stream ends only when the server closes it (to make room for newer ones):
        # its connection goes with it rather than idling on, one of the server's
        # connections held for nothing while a flood of streams goes on.
        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no", "Connection": "close"},
    )
    response.control = request.scope.get("extensions", {}).get(STREAM_CONTROL)
    return response
