"""A server killed in the middle of a round comes back with every clock right: the clock is
computed from stored timestamps and the server's own time, never kept in memory."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx

from tests.web.rounds import MINUTE_MS
from tests.web.test_serve import free_port, serving, wait_for

TOLERANCE_MS = 1_000  # two readings of a real clock, a restart apart


def tables(round_view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {t["table"]: t["clock"] for t in round_view["tables"]}


def test_a_server_killed_mid_round_comes_back_with_every_clock_right(tmp_path: Path) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with serving(tmp_path, "--port", str(port)) as process:
        wait_for(f"{base}/openapi.json")
        with httpx.Client(base_url=base, timeout=10) as client:
            rounds = {}
            for name in ("Running", "Paused"):
                created = client.post("/api/gatherings", json={"name": name}).json()
                auth = {"Authorization": f"Bearer {created['organiser_token']}"}
                url = f"/api/gatherings/{created['id']}"
                game = {"format": "riftscore/1", "mode": "duel", "battlefields": ["Grove", "Ruins"]}
                for table in ("Table 1", "Table 2"):
                    body = {**game, "players": ["Ann", "Ben"], "table": table}
                    assert client.post(f"{url}/games", json=body, headers=auth).status_code == 201
                started = client.post(f"{url}/rounds", json={"minutes": 50}, headers=auth).json()
                slow = next(t["id"] for t in started["tables"] if t["table"] == "Table 2")
                extension = {"game": slow, "minutes": 4}
                client.post(f"{url}/rounds/1/extensions", json=extension, headers=auth)
                client.post(f"{url}/rounds/1/pause", headers=auth)
                if name == "Running":
                    client.post(f"{url}/rounds/1/resume", headers=auth)
                rounds[name] = (url, auth)
            before = {
                name: client.get(f"{url}/rounds/1").json() for name, (url, _) in rounds.items()
            }
        process.kill()  # no shutdown, nothing flushed on the way out
        process.wait(10)
    with serving(tmp_path, "--port", str(port)):
        wait_for(f"{base}/openapi.json")
        with httpx.Client(base_url=base, timeout=10) as client:
            after = {
                name: client.get(f"{url}/rounds/1").json() for name, (url, _) in rounds.items()
            }
            running_before, running_after = tables(before["Running"]), tables(after["Running"])
            passed = after["Running"]["server_time"] - before["Running"]["server_time"]
            assert passed >= 0
            for table in ("Table 1", "Table 2"):
                clock = running_after[table]
                assert clock["state"] == "running"
                assert clock["ends_at"] == running_before[table]["ends_at"]
                expected = running_before[table]["remaining_ms"] - passed
                assert abs(clock["remaining_ms"] - expected) <= TOLERANCE_MS
            assert running_after["Table 2"]["ends_at"] - running_after["Table 1"]["ends_at"] == (
                4 * MINUTE_MS
            )
            paused_before, paused_after = tables(before["Paused"]), tables(after["Paused"])
            for table in ("Table 1", "Table 2"):
                assert paused_after[table]["state"] == "paused"
                assert paused_after[table]["remaining_ms"] == paused_before[table]["remaining_ms"]
            url, auth = rounds["Paused"]
            resumed = client.post(f"{url}/rounds/1/resume", headers=auth).json()
            clocks = tables(resumed)
            # It runs again from where it stood (resumed a moment before the answer's reading).
            ends_at = resumed["server_time"] + paused_before["Table 1"]["remaining_ms"]
            assert abs(clocks["Table 1"]["ends_at"] - ends_at) <= TOLERANCE_MS
            assert clocks["Table 1"]["state"] == "running"
