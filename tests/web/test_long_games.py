"""A long game read in pages, and retried writes answered from the store (issue 14): a
spectator's GET of a game of thousands of actions carries its latest page, not the whole
game; every entry and event is still there, page by page, and in the record; a request
retried with its Idempotency-Key is answered with what was stored, nothing replayed."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from bench.tables import TableGame, record_lines
from fastapi.testclient import TestClient

from riftscore.record import replay_bytes, summary
from riftscore.rules import Game, Mode
from riftscore.web.view import EVENTS_PAGE_SIZE, HISTORY_PAGE_SIZE
from tests.web.helpers import DUEL, Table

NDJSON = {"Content-Type": "application/x-ndjson"}
LENGTH = 4_000


@pytest.fixture(scope="module")
def long_game() -> Iterator[tuple[TestClient, dict[str, Any], bytes]]:
    from riftscore.store import MemoryStore
    from riftscore.web.app import create_app
    from riftscore.web.settings import Settings

    twin = TableGame(7, Mode.DUEL, long=True)
    record = record_lines(twin.header, twin.actions(LENGTH))
    app = create_app(Settings(check_store=False), store=MemoryStore())
    with TestClient(app) as client:
        created = client.post("/api/games/import", content=record, headers=NDJSON)
        assert created.status_code == 201, created.text
        yield client, created.json(), record


def test_a_long_games_read_carries_its_latest_page_only(
    long_game: tuple[TestClient, dict[str, Any], bytes],
) -> None:
    client, game, record = long_game
    started = time.perf_counter()
    answer = client.get(game["links"]["self"])
    took = time.perf_counter() - started
    body = answer.json()
    assert len(answer.content) < 200_000, len(answer.content)
    assert took < 0.5, took
    assert body["version"] == LENGTH
    assert [e["seq"] for e in body["history"]] == list(
        range(LENGTH - HISTORY_PAGE_SIZE + 1, LENGTH + 1)
    )
    expected = summary(replay_bytes(record))
    events: list[Any] = expected["events"]  # type: ignore[assignment]
    assert body["events"] == events[-EVENTS_PAGE_SIZE:]
    assert body["page"] == {
        "history_from": LENGTH - HISTORY_PAGE_SIZE + 1,
        "events_from": len(events) - EVENTS_PAGE_SIZE,
        "events_total": len(events),
    }
    for key in ("outcome", "winners", "scores"):  # the replay --json keys, as they were
        assert body[key] == expected[key]


def test_every_entry_and_event_is_there_page_by_page(
    long_game: tuple[TestClient, dict[str, Any], bytes],
) -> None:
    client, game, record = long_game
    body = client.get(game["links"]["self"]).json()
    history, link = body["history"], body["links"]["earlier_history"]
    while link is not None:
        page = client.get(link).json()
        history = page["history"] + history
        link = page["links"]["earlier"]
    assert [e["seq"] for e in history] == list(range(1, LENGTH + 1))
    actions = [e["action"] for e in history]
    assert actions == [line for line in record_lines_of(record)[1:]]
    events, link = [], f"{game['links']['self']}/events?start=0&limit=1000"
    while link is not None:
        page = client.get(link).json()
        events += page["events"]
        link = page["links"]["next"]
    assert events == summary(replay_bytes(record))["events"]
    for query in ("?before=0", "?limit=1001", "?limit=0", "?before=-1", f"?before={2**63}"):
        assert client.get(f"{game['links']['self']}/history{query}").status_code == 422
    assert client.get(f"{game['links']['self']}/events?start={2**63}").status_code == 422


def record_lines_of(record: bytes) -> list[Any]:
    import json

    return [json.loads(line) for line in record.splitlines() if line.strip()]


def test_a_retried_write_is_answered_from_the_store_with_nothing_replayed(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = Table(client, DUEL)
    table.do({"do": "turn", "player": "Ann"})
    first = table.post(
        {"do": "control", "player": "Ann", "battlefield": "Grove"}, **{"Idempotency-Key": "tap-1"}
    )
    table.do({"do": "end_turn"}, {"do": "turn", "player": "Ben"})
    applied = 0
    apply = Game.apply

    def counting(game: Game, action: Any) -> Any:
        nonlocal applied
        applied += 1
        return apply(game, action)

    monkeypatch.setattr(Game, "apply", counting)
    again = table.post(
        {"do": "control", "player": "Ann", "battlefield": "Grove"}, **{"Idempotency-Key": "tap-1"}
    )
    assert again.status_code == 200
    assert again.headers["idempotent-replayed"] == "true"
    assert again.json() == first.json()  # the first answer, as it was (version 2)
    assert again.json()["version"] == 2
    assert applied == 0  # nothing replayed
    assert table.read()["version"] == 4
