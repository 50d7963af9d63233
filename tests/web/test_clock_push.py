"""The round clock pushed: a table's live stream gets `event: clock` as soon as the
organiser starts, pauses or resumes the round, or gives the table more time, and when
time is called; on PostgreSQL, also when the organiser does it on another server."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from tests.web.helpers import EventStream, running
from tests.web.rounds import MINUTE_MS, Organiser, StoreClock, turn
from tests.web.test_live import wait_until_listening


@pytest.fixture
def clock() -> StoreClock:
    return StoreClock()


@pytest.fixture
def server(make_app: Callable[..., FastAPI], clock: StoreClock) -> Iterator[str]:
    with running(make_app(now=clock)) as url:
        yield url


def test_start_pause_and_resume_reach_every_table_as_they_happen(
    server: str, clock: StoreClock
) -> None:
    with httpx.Client(base_url=server) as client:
        organiser = Organiser(client)
        first, second = organiser.table("Table 1"), organiser.table("Table 2")
        with (
            EventStream(f"{server}{first.url}/stream") as one,
            EventStream(f"{server}{second.url}/stream") as two,
        ):
            assert "clock" not in one.next()[1]  # no round yet
            two.next()
            organiser.start_round(minutes=50)
            for stream, seat in ((one, first), (two, second)):
                started = stream.next_of("clock")
                assert (started["id"], started["clock"]["state"]) == (seat.id, "running")
                assert started["clock"]["remaining_ms"] == 50 * MINUTE_MS
            clock.advance(20)
            assert organiser.pause().status_code == 200
            for stream in (one, two):
                paused = stream.next_of("clock")["clock"]
                assert (paused["state"], paused["remaining_ms"]) == ("paused", 30 * MINUTE_MS)
            clock.advance(5)
            assert organiser.resume().status_code == 200
            for stream in (one, two):
                resumed = stream.next_of("clock")["clock"]
                assert resumed["state"] == "running"
                assert resumed["ends_at"] == clock() + 30 * MINUTE_MS


def test_an_extension_reaches_its_table_and_only_its_table(server: str) -> None:
    with httpx.Client(base_url=server) as client:
        organiser = Organiser(client)
        first, second = organiser.table("Table 1"), organiser.table("Table 2")
        organiser.start_round(minutes=50)
        with (
            EventStream(f"{server}{first.url}/stream") as one,
            EventStream(f"{server}{second.url}/stream") as two,
        ):
            assert one.next()[1]["clock"]["extension_ms"] == 0
            two.next()
            assert organiser.extend(first, 4, reason="a long ruling").status_code == 200
            extended = one.next_of("clock")["clock"]
            assert (extended["extension_ms"], extended["remaining_ms"]) == (
                4 * MINUTE_MS,
                54 * MINUTE_MS,
            )
            # The other table's next clock is the pause: it had none for the extension.
            assert organiser.pause().status_code == 200
            assert two.next_of("clock")["clock"]["state"] == "paused"


def test_reading_the_round_again_sends_no_clock_that_did_not_change(server: str) -> None:
    with httpx.Client(base_url=server) as client:
        organiser = Organiser(client)
        seat = organiser.table("Table 1")
        organiser.start_round(minutes=50)
        with EventStream(f"{server}{seat.url}/stream") as stream:
            stream.next()
            organiser.round()  # the organiser's page reads the round: nothing changed
            seat.do(turn("Ann"))  # a view, whose clock is the same
            assert stream.next()[1]["version"] == 1
            assert organiser.pause().status_code == 200
            assert stream.next_of("clock")["clock"]["state"] == "paused"
            assert [kind for kind, _ in stream.others] == []


def test_a_table_back_on_its_stream_gets_the_pause_it_missed(server: str) -> None:
    with httpx.Client(base_url=server) as client:
        organiser = Organiser(client)
        seat = organiser.table("Table 1")
        organiser.start_round(minutes=50)
        with EventStream(f"{server}{seat.url}/stream") as stream:
            event_id, view = stream.next()
            assert event_id is not None and view["clock"]["state"] == "running"
        assert organiser.pause().status_code == 200  # while the phone was in a tunnel
        # Back with the version it has: no view (the game has not moved on), the clock.
        with EventStream(f"{server}{seat.url}/stream", **{"Last-Event-ID": event_id}) as stream:
            assert stream.next_of("clock")["clock"]["state"] == "paused"
            assert organiser.resume().status_code == 200
            assert stream.next_of("clock")["clock"]["state"] == "running"
            assert stream.others == []


def test_time_called_at_zero_reaches_the_table_as_a_clock_and_a_view(
    server: str, clock: StoreClock
) -> None:
    with httpx.Client(base_url=server) as client:
        organiser = Organiser(client)
        seat = organiser.table("Table 1")
        organiser.start_round(minutes=50)
        with EventStream(f"{server}{seat.url}/stream") as stream:
            stream.next()
            clock.advance(50)
            organiser.round()  # the organiser's page at zero: time is recorded
            assert stream.next_of("clock")["clock"]["state"] == "expired"
            assert stream.next()[1]["time"]["called"] is True


# ------------------------------------------------------------------ servers on PostgreSQL


@pytest.fixture
def two_servers(make_app: Callable[..., FastAPI], postgres_url: str) -> Iterator[tuple[str, str]]:
    first, second = make_app(database_url=postgres_url), make_app(database_url=postgres_url)
    with running(first) as first_url, running(second) as second_url:
        wait_until_listening(first)
        wait_until_listening(second)
        yield first_url, second_url


def test_a_pause_on_one_server_reaches_a_table_watched_on_another_within_a_second(
    two_servers: tuple[str, str],
) -> None:
    here, there = two_servers
    with httpx.Client(base_url=here) as client:
        organiser = Organiser(client)
        seat = organiser.table("Table 1")
        organiser.start_round(minutes=50)
        with EventStream(f"{there}{seat.url}/stream") as stream:
            assert stream.next()[1]["clock"]["state"] == "running"
            asked = time.monotonic()
            assert organiser.pause().status_code == 200
            paused: dict[str, Any] = stream.next_of("clock")
            assert paused["clock"]["state"] == "paused"
            assert time.monotonic() - asked < 1.0
            assert organiser.resume().status_code == 200
            assert stream.next_of("clock")["clock"]["state"] == "running"
