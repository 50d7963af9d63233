"""The database connection cut under a server in full play: PostgreSQL's backends for the
server are terminated (pg_terminate_backend, as a failover or a restarted database does)
several times while tables keep writing.

Tables retry what failed in transit with the same Idempotency-Key, as the tracker does.
The server must come back by itself on fresh connections, answer no request with a 500
(a 503 would at least say "try again"), and after the storm every acknowledged action is
in its place, none applied twice, and the record of each game is exactly what its table
holds.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

import httpx
import psycopg
import pytest
from fastapi.testclient import TestClient
from sqlalchemy.engine import make_url

from riftscore.store.sql import SqlStore, create_store_engine
from riftscore.web.app import create_app
from riftscore.web.settings import Settings
from tests.reliability.phones import Phone, check_history
from tests.reliability.servers import Server
from tests.web.helpers import DUEL

pytestmark = pytest.mark.slow

TABLES = 6
CUTS = 6


def terminate_backends(url: str) -> int:
    """End every connection to the database but this one; how many there were."""
    database = make_url(url).database
    conninfo = make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)
    with psycopg.connect(conninfo, autocommit=True) as admin:
        rows = admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = %s AND pid <> pg_backend_pid()",
            (database,),
        ).fetchall()
    return len(rows)


def test_connections_cut_mid_play_lose_no_acknowledged_action(
    tmp_path: Path, postgres_url: str
) -> None:
    server = Server(tmp_path, postgres_url).start()
    try:
        phones = [Phone(server.base, seed, retry_5xx=True) for seed in range(TABLES)]
        stop = threading.Event()
        failures: list[BaseException] = []

        def keep_playing(phone: Phone) -> None:
            try:
                while not stop.is_set():
                    phone.step(attempts=20)
            except BaseException as error:
                failures.append(error)

        players = [threading.Thread(target=keep_playing, args=(p,)) for p in phones]
        for player in players:
            player.start()
        cut = 0
        for _ in range(CUTS):
            time.sleep(0.4)
            cut += terminate_backends(postgres_url)
        time.sleep(0.5)
        stop.set()
        for player in players:
            player.join(30)
        assert not failures, failures[0]
        assert cut >= CUTS, "the server held no connection to cut"

        acknowledged = sum(len(t.acknowledged) for p in phones for t in p.games)
        assert acknowledged > 50, "the tables hardly played"
        with httpx.Client(base_url=server.base, timeout=10) as reader:
            for phone in phones:
                for table in phone.games:
                    game = check_history(reader, table)
                    assert len(game["history"]) == table.version, "an action applied twice"
                    in_force = [
                        entry["action"]
                        for entry in game["history"]
                        if entry["kind"] == "action" and not entry["undone"]
                    ]
                    assert in_force == table.twin.record()
                phone.close()
        server_errors = sum(p.server_errors for p in phones)
        log = server.log()
        assert " 500 " not in log, "a request got a 500"
        assert server_errors == 0 or "503" in log, server_errors
    finally:
        server.stop()


def test_a_database_out_of_reach_is_a_503_that_says_try_again() -> None:
    # Nothing listens on port 1: every connection is refused, as while PostgreSQL restarts.
    store = SqlStore(create_store_engine("postgresql://postgres@127.0.0.1:1/riftscore"))
    with TestClient(create_app(Settings(), store=store)) as client:
        for answer in (
            client.get("/api/games/abcdefghijkl"),
            client.post("/api/games", json=DUEL),
            client.post(
                "/api/games/abcdefghijkl/actions",
                json={"do": "end_turn"},
                headers={"Authorization": "Bearer x"},
            ),
        ):
            assert answer.status_code == 503, answer.text
            assert answer.json()["error"]["code"] == "database_unavailable"
            assert answer.headers["retry-after"] == "1"
        assert client.get("/api/ping").status_code == 200  # the server itself is up
