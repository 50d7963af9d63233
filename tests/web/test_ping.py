"""GET /api/ping: a load balancer (or a benchmark) asks whether the server is up."""

from __future__ import annotations

from fastapi.testclient import TestClient


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
        name, _, duration = answer.headers["server-timing"].partition(";dur=")
        assert name == "app"
        assert 0 <= float(duration) < 10_000
