"""A phone at a table that keeps playing a realistic game, as the tracker page does.

Each action is sent with the version the phone last saw (If-Match) and a fresh
Idempotency-Key; a request that fails in transit (or, where the test allows it, with a
5xx) is sent again with the same key. The phone keeps what the server acknowledged, so
that a test can check every acknowledged action against the server's history later.
The legal actions come from bench/tables.py, which asks the rules core.
"""

from __future__ import annotations

import random
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

import httpx
from bench.tables import TableGame


@dataclass
class Sent:
    """A request whose answer has not come back: the key says it may be sent again."""

    path: str  # "actions" or "undo"
    action: dict[str, Any] | None
    key: str
    if_match: int


@dataclass
class TableLog:
    """One game as the phone knows it."""

    id: str
    token: str
    twin: TableGame
    version: int = 0
    acknowledged: list[tuple[int, str, dict[str, Any] | None]] = field(default_factory=list)


class Phone:
    def __init__(self, base: str, seed: int, *, retry_5xx: bool = False) -> None:
        self.client = httpx.Client(base_url=base, timeout=10)
        self.rng = random.Random(seed)
        self.seed = seed
        self.retry_5xx = retry_5xx
        self.games: list[TableLog] = []
        self.in_flight: Sent | None = None
        self.server_errors = 0  # 5xx answers seen
        self.new_game()

    @property
    def table(self) -> TableLog:
        return self.games[-1]

    def new_game(self) -> None:
        twin = TableGame(self.seed * 100 + len(self.games))
        answer = self.client.post("/api/games", json=twin.header)
        assert answer.status_code == 201, answer.text
        body = answer.json()
        self.games.append(TableLog(body["id"], body["write_token"], twin))

    def step(self, attempts: int = 1) -> None:
        """Record the next thing that happens at the table (now and then, an undo)."""
        table = self.table
        if table.twin.over:
            self.new_game()
            return
        last = table.acknowledged[-1] if table.acknowledged else None
        if last is not None and last[1] == "action" and self.rng.random() < 0.05:
            self.send(Sent("undo", None, secrets.token_urlsafe(12), table.version), attempts)
            return
        action = table.twin.next_action()
        assert action is not None
        self.send(Sent("actions", action, secrets.token_urlsafe(12), table.version), attempts)

    def send(self, sent: Sent, attempts: int = 1) -> httpx.Response:
        """POST it; on a transport error (or an allowed 5xx) send it again, same key."""
        table = self.table
        headers = {
            "Authorization": f"Bearer {table.token}",
            "If-Match": f'"{sent.if_match}"',
            "Idempotency-Key": sent.key,
        }
        self.in_flight = sent
        for attempt in range(1, attempts + 1):
            try:
                answer = self.client.post(
                    f"/api/games/{table.id}/{sent.path}", json=sent.action, headers=headers
                )
            except httpx.TransportError:
                if attempt == attempts:
                    raise
                time.sleep(0.05 * attempt)
                continue
            if answer.status_code >= 500:
                self.server_errors += 1
                if self.retry_5xx and attempt < attempts:
                    time.sleep(0.05 * attempt)
                    continue
            break
        assert answer.status_code == 200, f"{sent}: {answer.status_code} {answer.text}"
        self.in_flight = None
        if sent.path == "undo":
            table.twin.undo()
        table.version = answer.json()["version"]
        kind = "undo" if sent.path == "undo" else "action"
        table.acknowledged.append((table.version, kind, sent.action))
        return answer

    def close(self) -> None:
        self.client.close()


def check_history(client: httpx.Client, table: TableLog) -> dict[str, Any]:
    """Every acknowledged entry is in the server's history, where it was acknowledged;
    the game's record is what the phone's twin holds in force. Returns the game, its
    history whole (read page by page)."""
    answer = client.get(f"/api/games/{table.id}")
    assert answer.status_code == 200, answer.text
    game: dict[str, Any] = answer.json()
    history, link = game["history"], game["links"]["earlier_history"]
    while link is not None:
        page = client.get(link).json()
        history = page["history"] + history
        link = page["links"]["earlier"]
    game["history"] = history
    for version, kind, action in table.acknowledged:
        entry = history[version - 1]
        assert entry["seq"] == version
        assert entry["kind"] == kind, (table.id, version, entry)
        if kind == "action":
            assert entry["action"] == action, (table.id, version, entry)
    return game
