"""Two (or eight) phones editing one game at once, on one server or on two servers that
share the database.

Each round, every phone has seen the same version and sends a different action with it
(If-Match): exactly one is applied, every other gets 409 with the game as it now stands,
and the log grows by exactly one entry. Retries of one request with one Idempotency-Key,
sent at once from every phone (the same tap sent again by a flaky network), are applied
once and all answered with the first answer.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.reliability.servers import Server
from tests.web.helpers import DUEL

pytestmark = pytest.mark.slow

PHONES = 8
ROUNDS = 12


@contextmanager
def servers(folder: Path, database: str | None, count: int) -> Iterator[list[Server]]:
    """`count` servers on one database: the same SQLite file, or the same PostgreSQL."""
    with ExitStack() as stack:
        started = []
        for _ in range(count):
            server = Server(folder, database).start()
            stack.callback(server.stop)
            started.append(server)
        yield started


def at_once(calls: list[Callable[[], httpx.Response]]) -> list[httpx.Response]:
    """Run the calls in parallel threads, released together by a barrier."""
    barrier = threading.Barrier(len(calls))

    def run(call: Callable[[], httpx.Response]) -> httpx.Response:
        barrier.wait()
        return call()

    with ThreadPoolExecutor(len(calls)) as pool:
        return list(pool.map(run, calls))


def start_game(base: str) -> tuple[str, dict[str, str]]:
    created = httpx.post(f"{base}/api/games", json=DUEL).json()
    return created["id"], {"Authorization": f"Bearer {created['write_token']}"}


@pytest.mark.parametrize("server_count", [1, 2], ids=["one server", "two servers"])
def test_phones_that_saw_the_same_version_one_wins_the_rest_get_409(
    tmp_path: Path, database: str | None, server_count: int
) -> None:
    with servers(tmp_path, database, server_count) as running:
        game_id, auth = start_game(running[0].base)
        clients = [
            httpx.Client(base_url=running[n % server_count].base, timeout=10) for n in range(PHONES)
        ]
        first: dict[str, Any] = {"do": "turn", "player": "Ann"}
        assert clients[0].post(f"/api/games/{game_id}/actions", json=first, headers=auth).is_success
        applied: list[dict[str, Any]] = [first]
        turn_player, next_regular = "Ann", "Ben"
        for round_number in range(1, ROUNDS + 1):
            version = round_number
            if round_number % 2 == 0:
                # A new turn: half the phones start the next regular turn, the others
                # an extra turn (a card's) for one player or the other: all legal now.
                candidates = [
                    {"do": "turn", "player": next_regular}
                    if n % 2 == 0
                    else {"do": "turn", "player": DUEL["players"][n // 2 % 2], "extra": True}
                    for n in range(PHONES)
                ]
            else:
                # Each phone scores a different thing for the turn player.
                candidates = [
                    {"do": "gain", "player": turn_player, "points": 1, "source": f"phone {n}"}
                    for n in range(PHONES)
                ]
            answers = at_once(
                [
                    lambda c=client, a=action, v=version: c.post(
                        f"/api/games/{game_id}/actions",
                        json=a,
                        headers={**auth, "If-Match": f'"{v}"'},
                    )
                    for client, action in zip(clients, candidates, strict=True)
                ]
            )
            statuses = sorted(a.status_code for a in answers)
            assert statuses == [200] + [409] * (PHONES - 1), [a.text for a in answers]
            winner = next(n for n, a in enumerate(answers) if a.status_code == 200)
            applied.append(candidates[winner])
            for answer in answers:
                if answer.status_code == 409:
                    body = answer.json()
                    assert body["error"]["code"] == "version_conflict"
                    assert body["view"]["version"] == version + 1  # the game as it stands
                    assert answer.headers["etag"] == f'"{version + 1}"'
            if round_number % 2 == 0:
                turn_player = str(candidates[winner]["player"])
                if not candidates[winner].get("extra"):
                    next_regular = "Ann" if turn_player == "Ben" else "Ben"
        for client in clients:
            client.close()
        history = httpx.get(f"{running[-1].base}/api/games/{game_id}").json()["history"]
        assert [entry["action"] for entry in history] == applied  # nothing lost or doubled


@pytest.mark.parametrize("server_count", [1, 2], ids=["one server", "two servers"])
def test_one_tap_retried_from_every_side_at_once_is_applied_once(
    tmp_path: Path, database: str | None, server_count: int
) -> None:
    with servers(tmp_path, database, server_count) as running:
        game_id, auth = start_game(running[0].base)
        clients = [
            httpx.Client(base_url=running[n % server_count].base, timeout=10) for n in range(PHONES)
        ]
        script = [
            {"do": "turn", "player": "Ann"},
            {"do": "control", "player": "Ann", "battlefield": "Grove"},
            {"do": "gain", "player": "Ann", "points": 1},
            {"do": "turn", "player": "Ben"},
            {"do": "burn_out", "player": "Ben", "opponents": ["Ann"]},
        ]
        for number, action in enumerate(script):
            key = f"tap-{number}"
            # Half the retries carry the version the phone saw, half carry none.
            answers = at_once(
                [
                    lambda c=client, n=n, a=action, k=key, v=number: c.post(
                        f"/api/games/{game_id}/actions",
                        json=a,
                        headers={
                            **auth,
                            "Idempotency-Key": k,
                            **({"If-Match": f'"{v}"'} if n % 2 else {}),
                        },
                    )
                    for n, client in enumerate(clients)
                ]
            )
            assert [a.status_code for a in answers] == [200] * PHONES, [a.text for a in answers]
            assert {a.json()["version"] for a in answers} == {number + 1}
            replayed = [a.headers.get("idempotent-replayed") == "true" for a in answers]
            assert replayed.count(False) == 1, "exactly one of the retries applied it"
            firsts = {a.content for a in answers}
            assert len(firsts) == 1, "every retry gets the first answer"
        for client in clients:
            client.close()
        game = httpx.get(f"{running[-1].base}/api/games/{game_id}").json()
        assert [entry["action"] for entry in game["history"]] == script
        assert game["scores"] == {"Ann": 3, "Ben": 0}
