"""A server with a thousand games in memory never makes a request wait for a garbage
collection that walks them all: settled games are out of every collection's reach, and
each answer says how long collections held it up."""

from __future__ import annotations

import gc
import time
from collections.abc import Iterator

import pytest
from bench.tables import TableGame, record_lines
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse
from starlette.routing import Route
from starlette.testclient import TestClient

from riftscore.service import GameService
from riftscore.store import MemoryStore
from riftscore.web.app import ServerTiming, create_app
from riftscore.web.heap import PAUSES, HeapKeeper
from riftscore.web.settings import Settings
from tests.web.helpers import DUEL


@pytest.fixture
def collector() -> Iterator[None]:
    """The test process's collector, as it was before the test (nothing left frozen)."""
    PAUSES.install()
    try:
        yield
    finally:
        gc.unfreeze()


def games_in_memory(count: int) -> tuple[GameService, list[str]]:
    service, ids = GameService(MemoryStore()), []
    for number in range(count):
        twin = TableGame(5_000_000 + number)
        ids.append(service.games.import_record(record_lines(twin.header, twin.actions(200))).id)
    return service, ids


def test_settled_games_are_out_of_every_later_collection_s_reach(collector: None) -> None:
    gc.collect()
    before = len(gc.get_objects())
    service, ids = games_in_memory(100)
    held = len(gc.get_objects()) - before
    assert held > 100 * 20  # each game's log, actions and events: tracked objects
    HeapKeeper(0.05).settle()
    assert len(gc.get_objects()) < before // 10 + 1_000  # what a collection walks now
    assert gc.get_freeze_count() >= held
    # A settled game still plays, and its new entries are walked until the next settling.
    assert service.games.read(ids[0], lambda live: live.version) > 0


def test_the_pause_clock_times_every_collection_by_generation(collector: None) -> None:
    total, full = PAUSES.total_s, PAUSES.count[2]
    gc.collect()
    assert PAUSES.count[2] == full + 1
    assert PAUSES.total_s > total
    assert PAUSES.longest_ms[2] > 0


def test_an_answer_says_how_long_a_collection_held_it_up(collector: None) -> None:
    def collecting(request: Request) -> PlainTextResponse:
        gc.collect()
        return PlainTextResponse("collected")

    def quiet(request: Request) -> PlainTextResponse:
        return PlainTextResponse("nothing")

    app = ServerTiming(Starlette(routes=[Route("/gc", collecting), Route("/quiet", quiet)]))
    with TestClient(app) as client:
        timing = client.get("/gc").headers["server-timing"]
        assert timing.startswith("app;dur=")
        assert ", gc;dur=" in timing
        assert float(timing.rpartition("gc;dur=")[2]) > 0
        gc.disable()  # so that nothing else collects during the quiet request
        try:
            assert "gc;dur" not in client.get("/quiet").headers["server-timing"]
        finally:
            gc.enable()


def test_a_server_settles_its_heap_while_it_runs_and_says_what_collections_cost(
    collector: None, caplog: pytest.LogCaptureFixture
) -> None:
    app = create_app(Settings(settle_heap_seconds=0.05, check_store=False), store=MemoryStore())
    with TestClient(app) as client:
        assert client.post("/api/games", json=DUEL).status_code == 201
        settled = gc.get_freeze_count()
        assert settled > 0
        # Long-lived objects reach the oldest generation through collections of the middle
        # one; each of those has the server settle them too, soon after. The test makes
        # those collections itself: whether the interpreter makes one after the last of
        # these objects depends on what else allocates, and a settling that ran while they
        # were still being made leaves the rest to the next one.
        kept = [[n] for n in range(50_000)]
        deadline = time.monotonic() + 5
        while gc.get_freeze_count() < settled + len(kept) and time.monotonic() < deadline:
            gc.collect(1)
            time.sleep(0.01)
        assert gc.get_freeze_count() >= settled + len(kept)
    assert gc.get_freeze_count() == 0  # the stopped server leaves the collector as it was
    said = [r.getMessage() for r in caplog.records if r.name == "riftscore.web.heap"]
    assert said[-1].startswith("garbage collections while serving: generation 0: ")


@pytest.mark.parametrize(
    ("value", "seconds"),
    [(None, 0.05), ("", 0.05), ("5", 5.0), ("0.5", 0.5), ("0", None), ("-1", None), ("x", 0.05)],
)
def test_riftscore_serve_settles_at_most_every_50_ms_unless_told_otherwise(
    value: str | None, seconds: float | None
) -> None:
    environ = {} if value is None else {"RIFTSCORE_SETTLE_HEAP_SECONDS": value}
    assert Settings.from_env(environ).settle_heap_seconds == seconds
    assert Settings().settle_heap_seconds is None  # an app in another program: left alone
