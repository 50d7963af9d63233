"""A hall in full play when the server is killed (SIGKILL), then started again.

Complements tests/web/test_serve.py's single table: a dozen tables play realistic games
(undos included) in parallel, the server dies without warning in the middle, and after
the restart every acknowledged action is where it was acknowledged, every game replays
from its record to the state the server shows, and the request each table had in flight
is sent again with its Idempotency-Key and lands exactly once.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

import httpx
import pytest

from riftscore.record import replay_bytes, summary
from tests.reliability.phones import Phone, check_history
from tests.reliability.servers import Server

pytestmark = pytest.mark.slow

TABLES = 12
ACKNOWLEDGED_BEFORE_THE_KILL = 300


def test_a_hall_killed_mid_load_keeps_every_acknowledged_action(
    tmp_path: Path, database: str | None
) -> None:
    server = Server(tmp_path, database).start()
    try:
        phones = [Phone(server.base, seed) for seed in range(TABLES)]
        stop = threading.Event()

        def keep_playing(phone: Phone) -> None:
            while not stop.is_set():
                try:
                    phone.step()
                except httpx.TransportError:
                    return  # the server died with this request in flight

        players = [threading.Thread(target=keep_playing, args=(p,)) for p in phones]
        for player in players:
            player.start()
        deadline = time.monotonic() + 60
        while (
            sum(len(t.acknowledged) for p in phones for t in p.games) < ACKNOWLEDGED_BEFORE_THE_KILL
        ):
            assert time.monotonic() < deadline, "the tables could not play"
            time.sleep(0.01)
        server.kill()
        stop.set()
        for player in players:
            player.join(15)
            assert not player.is_alive()

        server.start()
        in_flight = 0
        with httpx.Client(base_url=server.base, timeout=10) as reader:
            for phone in phones:
                for table in phone.games:
                    game = check_history(reader, table)
                    record = reader.get(f"/api/games/{table.id}/record")
                    assert record.status_code == 200
                    replayed = summary(replay_bytes(record.content))
                    assert replayed["scores"] == game["scores"]
                    assert replayed["outcome"] == game["outcome"]
                # The request in flight when the server died: sent again, same key.
                sent = phone.in_flight
                if sent is not None:
                    in_flight += 1
                    version = phone.table.version
                    phone.send(sent, attempts=3)
                    assert phone.table.version == version + 1
                    game = check_history(reader, phone.table)
                    assert len(game["history"]) == version + 1, "applied more than once"
                    assert phone.table.twin.record() == [
                        entry["action"]
                        for entry in game["history"]
                        if entry["kind"] == "action" and not entry["undone"]
                    ]
                phone.close()
        assert in_flight >= 1, "no table had a request in flight: the kill came between loads"
    finally:
        server.stop()
