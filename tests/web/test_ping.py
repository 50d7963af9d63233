"""GET /api/ping: a load balancer (or a benchmark) asks whether the server is up."""

from __future__ import annotations

from collections.abc import Callable

import anyio.to_thread
import httpx
from fastapi import FastAPI
from fastapi.testclient import TestClient

from riftscore.web.settings import Settings
from tests.web.helpers import Table


def test_ping_answers_ok_without_touching_any_game(client: TestClient) -> None:
    answer = client.get("/api/ping")
    assert answer.status_code == 200
    assert answer.json() == {"ok": True}
    assert answer.headers["cache-control"] == "no-store"


def test_ping_only_reads(client: TestClient) -> None:
    answer = client.post("/api/ping")
    assert answer.status_code == 405
    assert answer.json()["error"]["code"] == "method_not_allowed"


def timings(answer: httpx.Response) -> dict[str, float]:
    metrics = [m.strip().partition(";dur=") for m in answer.headers["server-timing"].split(",")]
    found = {name: float(duration) for name, _, duration in metrics}
    assert len(found) == len(metrics)  # each named once
    for duration in found.values():
        assert 0 <= duration < 10_000
    return found


def test_every_answer_says_how_long_the_server_took(client: TestClient) -> None:
    # The app's time, then how long garbage collections held it up, if they did.
    assert set(timings(client.get("/api/ping"))) in ({"app"}, {"app", "gc"})


def test_an_answer_says_where_its_time_went(client: TestClient, table: Table) -> None:
    """Waiting for a worker thread, in it, and in the database's statements within."""
    answer = table.post({"do": "turn", "player": "Ann"})
    assert answer.status_code == 200
    spent = timings(answer)
    assert {"app", "queue", "work", "db"} <= set(spent) <= {"app", "queue", "work", "db", "gc"}
    assert spent["db"] <= spent["work"] <= spent["app"]
    unknown = timings(client.get("/api/games/nope"))  # refused in the worker thread
    assert {"app", "queue", "work"} <= set(unknown)


def test_the_service_runs_on_as_many_threads_as_the_settings_say(
    make_app: Callable[..., FastAPI],
) -> None:
    with TestClient(make_app(threads=3)) as client:
        limiter = client.portal.call(anyio.to_thread.current_default_thread_limiter)
        assert limiter.total_tokens == 3
        assert client.get("/api/ping").status_code == 200


def test_the_number_of_threads_comes_from_the_environment() -> None:
    assert Settings.from_env({}).threads == 8
    assert Settings.from_env({"RIFTSCORE_THREADS": "16"}).threads == 16
    assert Settings.from_env({"RIFTSCORE_THREADS": "none"}).threads == 8
