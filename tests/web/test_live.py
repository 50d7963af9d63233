"""Live updates: a watcher's stream gets the view at once and after every change, from
this server or, on PostgreSQL, from any server sharing the database."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import psycopg
import pytest
from fastapi import FastAPI

from riftscore.store import libpq_conninfo
from tests.web.helpers import EventStream, Table, running

TURN_ANN = {"do": "turn", "player": "Ann"}


def conquer(player: str, battlefield: str) -> dict[str, str]:
    return {"do": "control", "player": player, "battlefield": battlefield}


@pytest.fixture
def server(make_app: Callable[..., FastAPI]) -> Iterator[str]:
    with running(make_app(keepalive_seconds=0.3)) as url:
        yield url


def test_a_watcher_gets_the_view_at_once_and_after_every_change(server: str) -> None:
    with httpx.Client(base_url=server) as client:
        table = Table(client)
        with EventStream(f"{server}{table.url}/stream") as stream:
            assert stream.response.headers["content-type"].startswith("text/event-stream")
            event_id, view = stream.next()
            assert (event_id, view["version"], view["new_events"]) == ("0", 0, [])
            table.do(TURN_ANN)
            event_id, view = stream.next()
            assert (event_id, view["version"]) == ("1", 1)
            assert view["announcements"] == ["Turn 1, Ann"]
            table.do(conquer("Ann", "Grove"))
            assert stream.next()[1]["scores"] == {"Ann": 1, "Ben": 0}
            table.undo()
            _, view = stream.next()
            assert (view["version"], view["last_entry"]["kind"]) == (3, "undo")
            assert view["scores"] == {"Ann": 0, "Ben": 0}


def test_a_closed_stream_stops_watching(make_app: Callable[..., FastAPI]) -> None:
    app = make_app()
    with running(app) as server, httpx.Client(base_url=server) as client:
        table = Table(client)
        with EventStream(f"{server}{table.url}/stream") as stream:
            stream.next()
            assert app.state.hub.watcher_count() == 1
        deadline = time.monotonic() + 5
        while app.state.hub.watcher_count():
            assert time.monotonic() < deadline, "the closed stream is still watched"
            time.sleep(0.02)


def test_a_refused_action_sends_nothing(server: str) -> None:
    with httpx.Client(base_url=server) as client:
        table = Table(client)
        with EventStream(f"{server}{table.url}/stream") as stream:
            stream.next()
            assert table.post(conquer("Ann", "Grove")).status_code == 422
            table.do(TURN_ANN)
            assert stream.next()[1]["version"] == 1


def test_an_idle_stream_is_kept_alive_with_an_event_the_page_can_watch(server: str) -> None:
    with httpx.Client(base_url=server) as client:
        table = Table(client)
        with EventStream(f"{server}{table.url}/stream") as stream:
            # The first event says how often to expect one, before the view.
            assert stream.next_event()[0::2] == ("keepalive", {"seconds": 0.3})
            assert stream.next()[1]["version"] == 0
            started = time.monotonic()
            assert stream.next_keepalive() == {"seconds": 0.3}
            assert stream.next_keepalive() == {"seconds": 0.3}
            assert 0.4 < time.monotonic() - started < 3
            table.do(TURN_ANN)
            assert stream.next()[1]["version"] == 1  # a view between keep-alives is still read


def test_text_with_line_breaks_in_a_stream_stays_on_one_data_line(server: str) -> None:
    # Names hold no line break (the tracker refuses them); a card's name in `source` may.
    source = "Ann\ndata: forged\r\n\r\n<b>"
    with httpx.Client(base_url=server) as client:
        table = Table(client)
        with EventStream(f"{server}{table.url}/stream") as stream:
            stream.next()
            table.do({"do": "turn", "player": "Ann"})
            stream.next()
            table.do({"do": "gain", "player": "Ann", "points": 1, "source": source})
            _, view = stream.next()
            assert view["last_entry"]["action"]["source"] == source
            assert source in view["announcements"][0]


# ------------------------------------------------------------------ servers on PostgreSQL


def wait_until_listening(app: FastAPI) -> None:
    deadline = time.monotonic() + 10
    while not (app.state.listener and app.state.listener.listening.is_set()):
        assert time.monotonic() < deadline, "the server never started listening"
        time.sleep(0.02)


@pytest.fixture
def two_servers(make_app: Callable[..., FastAPI], postgres_url: str) -> Iterator[tuple[Any, ...]]:
    first, second = make_app(database_url=postgres_url), make_app(database_url=postgres_url)
    with running(first) as first_url, running(second) as second_url:
        wait_until_listening(first)
        wait_until_listening(second)
        yield first, first_url, second, second_url


def test_a_watcher_on_another_server_sees_the_change_within_a_second(
    two_servers: tuple[Any, ...],
) -> None:
    _, here, _, there = two_servers
    with httpx.Client(base_url=here) as phone, httpx.Client(base_url=there) as spectator:
        table = Table(phone)
        with EventStream(f"{there}{table.url}/stream") as stream:
            assert stream.next()[1]["version"] == 0
            posted = time.monotonic()
            table.do(TURN_ANN, conquer("Ann", "Grove"))
            view = stream.next()[1]
            while view["version"] < 2:
                view = stream.next()[1]
            assert time.monotonic() - posted < 1.0
            assert view["scores"] == {"Ann": 1, "Ben": 0}
        assert spectator.get(table.url).json()["version"] == 2


def test_two_servers_writing_the_same_version_one_wins_one_gets_409(
    two_servers: tuple[Any, ...],
) -> None:
    _, here, _, there = two_servers
    with httpx.Client(base_url=here) as ann_phone, httpx.Client(base_url=there) as ben_phone:
        table = Table(ann_phone)
        table.do(TURN_ANN)
        results: dict[str, int] = {}
        start = threading.Barrier(2)

        def tap(name: str, client: httpx.Client, battlefield: str) -> None:
            start.wait()
            response = client.post(
                f"{table.url}/actions",
                json=conquer("Ann", battlefield),
                headers=table.auth(**{"If-Match": '"1"'}),
            )
            results[name] = response.status_code

        threads = [
            threading.Thread(target=tap, args=("ann", ann_phone, "Grove")),
            threading.Thread(target=tap, args=("ben", ben_phone, "Ruins")),
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert sorted(results.values()) == [200, 409]
        game = ben_phone.get(table.url).json()
        assert game["version"] == 2
        assert sum(game["scores"].values()) == 1


def test_live_updates_come_back_after_the_database_drops_the_listener(
    two_servers: tuple[Any, ...], postgres_url: str
) -> None:
    _, here, second, there = two_servers
    with httpx.Client(base_url=here) as phone:
        table = Table(phone)
        with EventStream(f"{there}{table.url}/stream") as stream:
            stream.next()
            with psycopg.connect(libpq_conninfo(postgres_url), autocommit=True) as admin:
                dropped = admin.execute(
                    "SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) "
                    "FROM pg_stat_activity "
                    "WHERE datname = current_database() AND query LIKE 'LISTEN%%'"
                ).fetchone()
            assert dropped == (2,)  # both servers' listeners
            table.do(TURN_ANN)  # while nobody listens: caught up on reconnecting
            view = stream.next()[1]
            assert view["version"] == 1
            wait_until_listening(second)
            table.do(conquer("Ann", "Grove"))
            assert stream.next()[1]["version"] == 2
