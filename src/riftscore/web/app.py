"""The tracker's web application: `create_app(settings)` builds it, ready for Uvicorn.

Pages and static files (another module's work) plug in the same way as the API:
`app.include_router(pages.router)` and `app.mount("/static", StaticFiles(...))`, reading
the service from `request.app.state.service`.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import anyio.to_thread
from fastapi import FastAPI
from starlette.concurrency import run_in_threadpool
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from riftscore import __version__
from riftscore.service import EventStore, GameService, StoreCheck, open_store
from riftscore.web import api, catalogue, heap, pages
from riftscore.web.api.stream import clock_of, frame
from riftscore.web.errors import error_response, install_error_handlers, scope_language
from riftscore.web.heap import PAUSES, HeapKeeper
from riftscore.web.limits import stream_caps
from riftscore.web.live import ClockEvent, ClockRefresher, Frames, Hub, Refresher, listen
from riftscore.web.middleware import (
    BoundedBodies,
    HeadAsGet,
    SecurityHeaders,
    TrustedHosts,
    machine_names,
)
from riftscore.web.ratelimit import Buckets
from riftscore.web.settings import Settings
from riftscore.web.timing import REQUEST_TIMES, LoopLateness, time_statements

DESCRIPTION = """\
Scorekeeping for Riftbound that applies the scoring rules. Games are written and read in
the `riftscore/1` record format: a header starts a game, each action is one record
line. Every refusal is `{"error": {"code", "message", "message_id", "params"}}`, with
`"field"` (a JSON Pointer into the request, `/players/1`) when it is about one field:
`code` is stable, `message_id` and `params` the catalogue's key and what it names, and
`message` the sentence in the request's language (Accept-Language: en, zh-CN, fr, es,
pt-BR, de, it, ko, zh-TW; English by default). Not endorsed by Riot Games."""


class ServerTiming:
    """Says how long the app took to start its answer (`Server-Timing: app;dur=1.23`, in
    ms), so that a client (a browser's developer tools, a benchmark) can tell the
    server's time from the network's and its own; what it went to (`queue`, `work`,
    `db`: riftscore.web.timing); and how long garbage collections held it up meanwhile,
    if they did (`gc;dur=`)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started, paused = time.perf_counter(), PAUSES.total_s
        times: dict[str, float] = {}
        REQUEST_TIMES.set(times)  # the request's context: its worker threads add to it

        async def send_with_timing(message: Message) -> None:
            if message["type"] == "http.response.start":
                took = (time.perf_counter() - started) * 1000
                timing = b"app;dur=%.2f" % took
                for name, seconds in times.items():
                    timing += b", %s;dur=%.2f" % (name.encode(), seconds * 1000)
                held_up = (PAUSES.total_s - paused) * 1000  # by garbage collections
                if held_up > 0:
                    timing += b", gc;dur=%.2f" % held_up
                message["headers"] = [*message.get("headers", []), (b"server-timing", timing)]
            await send(message)

        await self.app(scope, receive, send_with_timing)


class NoNulInPaths:
    """A path with the NUL character names nothing here: 404 before any lookup, since
    PostgreSQL cannot even compare text that holds it."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and "\x00" in scope["path"]:
            response = error_response(404, "not_found", "path-with-nul", lang=scope_language(scope))
            await response(scope, receive, send)
            return
        await self.app(scope, receive, send)


def create_app(settings: Settings | None = None, *, store: EventStore | None = None) -> FastAPI:
    """The app on the settings' database (migrated now), or on the store given."""
    settings = settings or Settings.from_env()
    if store is None:
        store = open_store(settings.resolved_database_url())
    time_statements()
    service = GameService(
        store, capacity=settings.cache_size, clock=settings.now, max_entries=settings.max_entries
    )
    caps = stream_caps(settings)
    hub = Hub(max_streams=caps.total, per_game=caps.per_game, per_address=caps.per_address)

    async def read_frame(game_id: str) -> Frames:
        return await run_in_threadpool(service.games.read, game_id, frame)

    async def read_clock(game_id: str) -> ClockEvent | None:
        return await run_in_threadpool(service.games.read, game_id, clock_of)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        anyio.to_thread.current_default_thread_limiter().total_tokens = settings.threads
        refresher = Refresher(hub, read_frame)
        clocks = ClockRefresher(hub, read_clock)
        listener = listen(service, refresher, clocks)
        if listener is not None:
            listener.start()
        app.state.listener = listener
        loop = asyncio.get_running_loop()

        def appended(game_id: str, version: int) -> None:
            # From a worker thread: the service itself wrote (time called by a clock).
            loop.call_soon_threadsafe(refresher.changed, game_id, version)

        service.on_append = appended
        PAUSES.install()
        keeper = None
        if settings.settle_heap_seconds is not None:
            keeper = HeapKeeper(settings.settle_heap_seconds)
            keeper.start()
        check = StoreCheck(service.store, service.clocks.now) if settings.check_store else None
        if check is not None:
            check.start()  # logs the stored games this engine cannot load, or rescores
        lateness = LoopLateness()
        lateness.start()
        try:
            yield
        finally:
            if check is not None:
                check.stop()
            await heap.report(keeper)
            cached = service.live
            logging.getLogger(__name__).warning(
                "games in memory: %d read whole from the store, %d pushed out (at most %d "
                "kept); %s",
                cached.loads,
                cached.evictions,
                cached.capacity,
                lateness.stop(),
            )
            service.on_append = None
            if listener is not None:
                await listener.stop()
            await refresher.close()
            await clocks.close()
            service.close()

    app = FastAPI(
        title="riftscore",
        version=__version__,
        description=DESCRIPTION,
        lifespan=lifespan,
        # No documentation pages: FastAPI's load Swagger UI and ReDoc from a CDN, on the
        # origin whose storage holds the tokens. The document itself is /openapi.json.
        docs_url=None,
        redoc_url=None,
    )
    app.state.settings = settings
    app.state.store = service.store
    app.state.service = service
    app.state.hub = hub
    app.state.listener = None
    app.state.creations = Buckets(settings.creations_burst, settings.creations_per_minute)
    app.state.registrations = Buckets(
        settings.registrations_burst, settings.registrations_per_minute
    )
    app.state.import_slot = asyncio.Semaphore(1)  # imports one at a time (api/games.py)
    install_error_handlers(app)
    app.include_router(api.router)
    pages.install(app)  # the tracker pages at / and /g/{id}, and /static
    app.include_router(catalogue.router)  # the pages' words: /words/{lang}.json
    # The last added runs first: timing, headers, then who may ask, then what they send.
    app.add_middleware(NoNulInPaths)
    app.add_middleware(
        BoundedBodies,
        small=settings.max_action_bytes,
        large=settings.max_record_bytes,
        large_paths=["/api/games/import"],
    )
    app.add_middleware(HeadAsGet)
    allowed = settings.allowed_hosts
    app.add_middleware(
        TrustedHosts, names=None if "*" in allowed else machine_names() | frozenset(allowed)
    )
    app.add_middleware(SecurityHeaders, hsts_seconds=settings.hsts_seconds)
    app.add_middleware(ServerTiming)
    return app
