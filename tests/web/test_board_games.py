"""Board games through the API: every board record of tests/records/board/ imports, reads,
streams, exports and replays as `riftscore replay --json` says; a board game is played one
action at a time, undo included; a record or an action the board refuses is a 422 that
names the problem and stores nothing."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from riftscore.record import dumps, replay_bytes, summary
from riftscore.service import SAVE_EVERY
from riftscore.store import MemoryStore
from riftscore.web.app import create_app
from riftscore.web.settings import Settings
from tests.conftest import RECORDS
from tests.web.helpers import EventStream, Table, running

BOARD_RECORDS = sorted((RECORDS / "board").glob("*.jsonl"))
PLAYABLE = [p for p in BOARD_RECORDS if not p.name.startswith("error_")]
REFUSED = [p for p in BOARD_RECORDS if p.name.startswith("error_")]
NDJSON = {"Content-Type": "application/x-ndjson"}


def replay_json(data: bytes) -> dict[str, Any]:
    """What `riftscore replay --json` prints for the record."""
    printed: dict[str, Any] = json.loads(json.dumps(summary(replay_bytes(data))))
    return printed


def summary_of(client: Any, full_view: dict[str, Any]) -> dict[str, Any]:
    """The `replay --json` keys of a game read with GET /api/games/{id} (in a match, the
    view's `games` carry each game's number and battlefields too); a long game's events
    before its latest page read page by page from /events."""
    out = {key: full_view[key] for key in ("outcome", "winners", "scores", "events")}
    if full_view["page"]["events_from"] > 0:
        earlier: list[Any] = []
        link = f"/api/games/{full_view['id']}/events?start=0&limit=1000"
        while link is not None and len(earlier) < full_view["page"]["events_from"]:
            page = client.get(link).json()
            earlier += page["events"]
            link = page["links"]["next"]
        out["events"] = earlier[: full_view["page"]["events_from"]] + out["events"]
    if "game_wins" in full_view:
        out["games"] = [
            {key: game[key] for key in ("outcome", "winners", "scores")}
            for game in full_view["games"]
        ]
    return out


def lines(path: Path) -> list[dict[str, Any]]:
    return [
        json.loads(line)
        for line in path.read_text().splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]


@pytest.fixture(scope="module")
def app() -> FastAPI:
    return create_app(Settings(check_store=False), store=MemoryStore())


@pytest.fixture(scope="module")
def server(app: FastAPI) -> Iterator[str]:
    with running(app) as url:
        yield url


@pytest.fixture
def client(app: FastAPI) -> TestClient:
    return TestClient(app)


def stored_games(app: FastAPI) -> int:
    return len(app.state.store.game_ids(limit=10_000))


@pytest.mark.parametrize("path", PLAYABLE, ids=lambda p: p.stem)
def test_a_board_record_imports_reads_streams_and_exports_as_it_replays(
    path: Path, client: TestClient, server: str
) -> None:
    data = path.read_bytes()
    expected = replay_json(data)
    created = client.post("/api/games/import", content=data, headers=NDJSON)
    assert created.status_code == 201, created.text
    game = created.json()
    read = client.get(game["links"]["self"])
    assert read.status_code == 200, read.text
    full = read.json()
    assert full["board"] is True
    assert summary_of(client, full) == expected
    assert full["version"] == len(lines(path)) - 1
    exported = client.get(game["links"]["record"])
    assert exported.status_code == 200
    assert "board" in json.loads(exported.text.splitlines()[0])
    assert exported.text == dumps(replay_bytes(data))
    assert replay_json(exported.content) == expected
    with EventStream(f"{server}{game['links']['stream']}") as stream:
        event_id, view = stream.next()
    assert (event_id, view["board"], view["scores"]) == (
        str(full["version"]),
        True,
        expected["scores"],
    )
    page = client.get(f"/g/{game['id']}")
    assert page.status_code == 200


@pytest.mark.parametrize("path", REFUSED, ids=lambda p: p.stem)
def test_a_board_record_the_board_refuses_is_a_422_at_its_line_and_stores_nothing(
    path: Path, client: TestClient, app: FastAPI
) -> None:
    expected_line = json.loads(path.with_suffix("").with_suffix(".expect.json").read_text())
    before = stored_games(app)
    for _ in range(2):  # a retry stores nothing either
        response = client.post("/api/games/import", content=path.read_bytes(), headers=NDJSON)
        assert response.status_code == 422, response.text
        error = response.json()["error"]
        assert error["code"] == "invalid_record"
        assert error["message"].startswith(f"line {expected_line['error_line']}: ")
    assert stored_games(app) == before


@pytest.mark.parametrize("path", PLAYABLE, ids=lambda p: p.stem)
def test_a_board_game_played_one_action_at_a_time_ends_as_its_record(
    path: Path, client: TestClient
) -> None:
    header, *actions = lines(path)
    table = Table(client, header)
    for action in actions:
        table.do(action)
    full = table.read()
    assert summary_of(client, full) == replay_json(path.read_bytes())
    record = client.get(f"{table.url}/record").text
    assert "board" in json.loads(record.splitlines()[0])
    assert replay_json(record.encode()) == replay_json(path.read_bytes())


def test_a_board_header_keeps_its_board(client: TestClient) -> None:
    header, *_ = lines(RECORDS / "board" / "docs_example_duel.jsonl")
    table = Table(client, header)
    first = json.loads(client.get(f"{table.url}/record").text.splitlines()[0])
    assert [unit["id"] for unit in first["board"]["units"]] == [
        unit["id"] for unit in header["board"]["units"]
    ]
    assert table.read()["board"] is True


def test_undo_takes_back_board_actions_one_by_one(client: TestClient) -> None:
    path = RECORDS / "board" / "docs_example_duel.jsonl"
    header, *actions = lines(path)
    table = Table(client, header)
    for action in actions:
        table.do(action)
    for kept in range(len(actions) - 1, len(actions) - 6, -1):
        response = table.undo()
        assert response.status_code == 200, response.text
        prefix = "".join(json.dumps(line) + "\n" for line in [header, *actions[:kept]])
        assert summary_of(client, table.read()) == replay_json(prefix.encode())
    table.do(actions[len(actions) - 5])
    prefix = "".join(json.dumps(line) + "\n" for line in [header, *actions[: len(actions) - 4]])
    assert summary_of(client, table.read()) == replay_json(prefix.encode())


def test_a_board_action_the_board_refuses_is_a_422_naming_the_problem(
    client: TestClient, app: FastAPI
) -> None:
    path = RECORDS / "board" / "error_exhausted_unit_cannot_standard_move.jsonl"
    header, *actions = lines(path)
    table = Table(client, header)
    table.do(*actions[:-1])
    stored = app.state.store.load_game(table.id).version
    refused = table.post(actions[-1])
    assert refused.status_code == 422
    error = refused.json()["error"]
    assert error["code"] == "illegal_move"
    assert "exhausted" in error["message"]
    assert app.state.store.load_game(table.id).version == stored
    # The same verb with a key missing: the field is named.
    malformed = table.post({"do": "standard_move", "player": "Ann", "to": "Grove"})
    assert malformed.status_code == 422
    assert malformed.json()["error"]["code"] == "invalid_action"
    assert '"units"' in malformed.json()["error"]["message"]
    # Control is never declared in a board game: the board decides it.
    declared = table.post({"do": "control", "player": "Ann", "battlefield": "Grove"})
    assert declared.status_code == 422
    assert declared.json()["error"]["code"] == "control_follows_the_board"
    assert app.state.store.load_game(table.id).version == stored


def test_a_board_verb_in_a_game_without_a_board_is_an_unknown_action(
    client: TestClient,
) -> None:
    header, *_ = lines(RECORDS / "board" / "docs_example_duel.jsonl")
    table = Table(client, {key: value for key, value in header.items() if key != "board"})
    table.do({"do": "turn", "player": "Ann"})
    response = table.post({"do": "end_showdown"})
    assert response.status_code == 422
    assert response.json()["error"] == {
        "code": "invalid_action",
        "message": "unknown action 'end_showdown': a board action, and this game has no "
        'board (its header has no "board")',
        "message_id": "board-action-without-board",
        "params": {"do": "'end_showdown'"},
    }


def test_a_board_header_the_board_refuses_is_a_422_and_stores_nothing(
    client: TestClient, app: FastAPI
) -> None:
    header, *_ = lines(RECORDS / "board" / "docs_example_duel.jsonl")
    before = stored_games(app)
    unit = {"id": "twin", "owner": "Ann", "might": 1}
    for board, code in (
        ({"units": [unit, unit]}, "invalid_board"),  # one id twice
        ({"units": [{"id": "x", "owner": "Ann"}]}, "invalid_header"),  # no might
    ):
        response = client.post("/api/games", json={**header, "board": board})
        assert response.status_code == 422, response.text
        assert response.json()["error"]["code"] == code
    assert stored_games(app) == before


def test_the_page_of_a_board_game_opens(server: str) -> None:
    header, *actions = lines(RECORDS / "board" / "docs_example_duel.jsonl")
    with httpx.Client(base_url=server) as http:
        table = Table(http, header)
        table.do(*actions[:3])
        assert http.get(f"/g/{table.id}").status_code == 200


def test_undo_in_a_long_board_game_returns_to_each_state_before(client: TestClient) -> None:
    """Past SAVE_EVERY actions, an undo starts from a saved checkpoint of the board."""
    header, *played = lines(RECORDS / "board" / "docs_example_duel.jsonl")
    quiet = [
        line
        for turn in range(SAVE_EVERY)
        for line in ({"do": "turn", "player": ("Ann", "Ben")[turn % 2]}, {"do": "end_turn"})
    ]
    actions = quiet + played
    table = Table(client, header)
    table.do(*actions)
    for kept in range(len(actions) - 1, len(quiet) - SAVE_EVERY // 2, -1):
        assert table.undo().status_code == 200
        prefix = "".join(json.dumps(line) + "\n" for line in [header, *actions[:kept]])
        assert summary_of(client, table.read()) == replay_json(prefix.encode()), kept
    table.do(*actions[kept:])
    assert summary_of(client, table.read()) == replay_json(
        "".join(json.dumps(line) + "\n" for line in [header, *actions]).encode()
    )


def test_a_board_game_s_view_offers_no_control_its_engine_refuses(client: TestClient) -> None:
    """Control follows from the board: the view's options are the board engine's, which
    refuse every `control` and `lose_control`, not the scoring game's, which would offer
    a Conquer that the API then refuses."""
    header = {
        "format": "riftscore/1",
        "mode": "duel",
        "players": ["Ann", "Ben"],
        "battlefields": ["Grove", "Ruins"],
        "board": {"units": [{"id": "ann-1", "owner": "Ann", "might": 2}]},
    }
    created = client.post("/api/games", json=header)
    assert created.status_code == 201, created.text
    table = Table.__new__(Table)
    table.client, table.id, table.token = (
        client,
        created.json()["id"],
        created.json()["write_token"],
    )
    table.url = f"/api/games/{table.id}"
    view = table.do({"do": "turn", "player": "Ann"})
    offered = {
        said["result"] for row in view["options"]["conquer"].values() for said in row.values()
    }
    assert offered == {"refused"}
    assert view["options"]["lose_control"] == []
    refused = table.post({"do": "control", "player": "Ann", "battlefield": "Grove"})
    assert refused.status_code == 422
    assert (
        refused.json()["error"]["message"] == view["options"]["conquer"]["Ann"]["Grove"]["reason"]
    )
