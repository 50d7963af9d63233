"""A table's clock on one server after the organiser pauses, resumes or extends the round on
another: each server keeps the round in memory for its tables' requests, and reads it again
once it has changed anywhere.

On SQLite the second server sees it at its next request (it looks for another process's
commit first); on PostgreSQL, once its listener has heard the round's NOTIFY, a few
milliseconds after the change. Every test runs on SQLite and on PostgreSQL.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from tests.web.rounds import MINUTE_MS, Organiser, Seat, StoreClock, turn

HEARD_WITHIN_S = 5.0  # a NOTIFY crosses in milliseconds; this bounds a slow, shared machine


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest) -> dict[str, Any]:
    if request.param == "postgresql":
        return {"database_url": request.getfixturevalue("postgres_url")}
    return {}


@pytest.fixture
def clock() -> StoreClock:
    return StoreClock()


@pytest.fixture
def servers(
    make_app: Callable[..., FastAPI], database: dict[str, Any], clock: StoreClock
) -> Iterator[tuple[TestClient, TestClient]]:
    """The organiser's server and the table's, on one database."""
    with (
        TestClient(make_app(now=clock, **database)) as first,
        TestClient(make_app(now=clock, **database)) as second,
    ):
        yield first, second


def table_clock(client: TestClient, seat: Seat) -> dict[str, Any]:
    response = client.get(f"{seat.url}/clock")
    assert response.status_code == 200, response.text
    clock: dict[str, Any] = response.json()["clock"]
    return clock


def seen_within(read: Callable[[], dict[str, Any]], wanted: Callable[[dict[str, Any]], bool],
                database: dict[str, Any]) -> dict[str, Any]:  # fmt: skip
    """What the table's server shows: at once on SQLite, within a NOTIFY's time otherwise."""
    deadline = time.monotonic() + (HEARD_WITHIN_S if database else 0.0)
    while True:
        shown = read()
        if wanted(shown) or time.monotonic() >= deadline:
            return shown
        time.sleep(0.01)


def test_a_table_on_another_server_stops_with_the_round_and_runs_again_with_it(
    servers: tuple[TestClient, TestClient], clock: StoreClock, database: dict[str, Any]
) -> None:
    first, second = servers
    organiser = Organiser(first)
    seat = organiser.table("Table 1")
    organiser.start_round(minutes=50)
    clock.advance(10)
    assert table_clock(second, seat)["state"] == "running"  # its server keeps the round now
    assert organiser.pause().status_code == 200
    paused = seen_within(
        lambda: table_clock(second, seat), lambda c: c["state"] == "paused", database
    )
    assert (paused["state"], paused["remaining_ms"]) == ("paused", 40 * MINUTE_MS)
    clock.advance(7)  # the table's clock stands still, on either server
    assert table_clock(second, seat)["remaining_ms"] == 40 * MINUTE_MS
    assert organiser.resume().status_code == 200
    running = seen_within(
        lambda: table_clock(second, seat), lambda c: c["state"] == "running", database
    )
    assert running["remaining_ms"] == 40 * MINUTE_MS
    assert organiser.extend(seat, 3).status_code == 200
    extended = seen_within(
        lambda: table_clock(second, seat), lambda c: c["extension_ms"] > 0, database
    )
    assert extended["remaining_ms"] == 43 * MINUTE_MS


def test_a_table_whose_server_remembers_the_round_gets_time_only_at_its_extended_zero(
    servers: tuple[TestClient, TestClient], clock: StoreClock, database: dict[str, Any]
) -> None:
    first, second = servers
    organiser = Organiser(first)
    seat = organiser.table("Table 1")
    response = second.post(f"{seat.url}/actions", json=turn("Ann"), headers=seat.auth())
    assert response.status_code == 200
    organiser.start_round(minutes=30)
    clock.advance(29)
    assert table_clock(second, seat)["remaining_ms"] == MINUTE_MS
    assert organiser.extend(seat, 5).status_code == 200
    clock.advance(1)  # zero as the table's server last read the round, and not as stored
    answer = second.post(f"{seat.url}/actions", json={"do": "end_turn"}, headers=seat.auth())
    assert answer.status_code == 200, answer.text
    assert not answer.json()["time"]["called"]
    assert answer.json()["clock"]["remaining_ms"] == 5 * MINUTE_MS
    clock.advance(5)
    assert table_clock(second, seat)["state"] == "expired"
    history = [h["action"] for h in first.get(seat.url).json()["history"]]
    assert history == [turn("Ann"), {"do": "end_turn"}, {"do": "time"}]
