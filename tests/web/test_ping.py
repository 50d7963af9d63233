"""GET /api/ping: a load balancer (or a benchmark) asks whether the server is up."""

from __future__ import annotations

from collections.abc import Callable

import anyio.to_thread
from fastapi import FastAPI
from fastapi.testclient import TestClient

from riftscore.web.settings import Settings


def test_ping_answers_ok_without_touching_any_game(client: TestClient) -> None:
    answer = client.get("/api/ping")
    assert answer.status_code == 200
    assert answer.json() == {"ok": True}
    assert answer.headers["cache-control"] == "no-store"


def test_ping_only_reads(client: TestClient) -> None:
    answer = client.post("/api/ping")
    assert answer.status_code == 405
    assert answer.json()["error"]["code"] == "method_not_allowed"


def test_every_answer_says_how_long_the_server_took(client: TestClient) -> None:
    for answer in (client.get("/api/ping"), client.get("/api/games/nope")):
        # The app's time, then how long garbage collections held it up, if they did.
        metrics = [m.strip().partition(";dur=") for m in answer.headers["server-timing"].split(",")]
        assert [name for name, _, _ in metrics] in (["app"], ["app", "gc"])
        for _, _, duration in metrics:
            assert 0 <= float(duration) < 10_000


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
