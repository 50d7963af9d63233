"""A game's live stream: Server-Sent Events, the view now and after every change.

Publishing to watchers happens on the event loop (`riftscore.web.live`); the first view
is read after the watcher is registered, so that no change falls in between.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

from fastapi import APIRouter, Request
from starlette.responses import Response, StreamingResponse

from riftscore.service import LiveGame
from riftscore.web.api.requests import call, hub, service, settings
from riftscore.web.api.responses import NOT_FOUND, UNLOADABLE
from riftscore.web.live import KEEPALIVE, Watcher, sse_frame
from riftscore.web.view import view

router = APIRouter()


def frame(live: LiveGame) -> tuple[int, bytes]:
    """The game's version and its view as one event."""
    return live.version, sse_frame(live.version, view(live))


async def _events(
    request: Request, first: bytes, watcher: Watcher, keepalive: float
) -> AsyncIterator[bytes]:
    watchers = hub(request)
    try:
        yield b"retry: 2000\n\n" + first
        while True:
            next_frame = await watcher.next(keepalive)
            yield KEEPALIVE if next_frame is None else next_frame
    finally:
        watchers.unwatch(watcher)


@router.get(
    "/games/{game_id}/stream",
    summary="Server-Sent Events: the view now, then after every change",
    response_class=StreamingResponse,
    responses={
        200: {
            "description": "An event stream; each event's data is a view (JSON), its id the "
            "version. Comments keep the stream alive.",
            "content": {"text/event-stream": {"schema": {"type": "string"}}},
        },
        **NOT_FOUND,
        **UNLOADABLE,
    },
)
async def stream(game_id: str, request: Request) -> Response:
    watchers = hub(request)
    watcher = watchers.watch(game_id)  # before reading, so that no change falls in between
    try:
        version, first = await call(service(request).games.read, game_id, frame)
    except BaseException:
        watchers.unwatch(watcher)
        raise
    watcher.version = max(watcher.version, version)
    return StreamingResponse(
        _events(request, first, watcher, settings(request).keepalive_seconds),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
    )
