"""Games as they lie in the store, on SQLite and on PostgreSQL: a request that fails leaves
no row; a game that this engine cannot load is a clear 409 on every read and is listed by
`riftscore check --store`; a game that this engine scores otherwise than the result stored
with it says so, in its view and in the check, and the note outlives the next write."""

from __future__ import annotations

import json
import logging
import os
import secrets
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from typer.testing import CliRunner

from riftscore.cli import app as cli
from riftscore.record import replay_bytes, summary
from riftscore.rules.version import ENGINE_VERSION
from riftscore.service import GameService, hash_token
from riftscore.service.check import StoreCheck
from riftscore.store import Entry, GameInfo, Scoring, SqlStore, sqlite_url
from riftscore.store.tables import games
from riftscore.web.app import create_app
from riftscore.web.settings import Settings
from tests.conftest import RECORDS, record
from tests.store.postgres import scratch_database

DUEL = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}
TURN_ANN = {"do": "turn", "player": "Ann"}
NDJSON = {"Content-Type": "application/x-ndjson"}
TOKEN = "a table's write token"


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A new, empty database: the check reads every game stored in it."""
    if request.param == "sqlite":
        yield sqlite_url(tmp_path / "riftscore.sqlite3")
        return
    with scratch_database() as postgres_url:
        yield postgres_url


@pytest.fixture
def store(url: str) -> Iterator[SqlStore]:
    opened = SqlStore.open(url)
    yield opened
    opened.close()


@pytest.fixture
def client(store: SqlStore) -> TestClient:
    return TestClient(create_app(Settings(check_store=False), store=store))


def rows(store: SqlStore) -> int:
    with store.engine.connect() as connection:
        counted: int = connection.scalar(select(func.count()).select_from(games))
    return counted


def stored_game(
    store: SqlStore,
    header: dict[str, Any],
    *actions: dict[str, Any],
    scoring: Scoring | None = None,
) -> str:
    """A game written straight into the store, as an older server (or a hand) left it."""
    game_id = "stored-" + secrets.token_hex(4)
    entries = [Entry(n, a) for n, a in enumerate(actions, 1)]
    store.create_game(GameInfo(game_id, header, hash_token(TOKEN)), entries, scoring)
    return game_id


def check_store(url: str) -> Any:
    return CliRunner().invoke(cli, ["check", "--store", "--database", url])


# ------------------------------------------------------------------ nothing half-stored


def test_a_request_that_fails_leaves_no_row(client: TestClient, store: SqlStore) -> None:
    board = (RECORDS / "board" / "error_exhausted_unit_cannot_standard_move.jsonl").read_bytes()
    board_header = next(json.loads(line) for line in board.splitlines() if line[:1] == b"{")
    before = rows(store)
    failing = [
        client.post("/api/games", json={**DUEL, "players": ["Ann", "Ann"]}),
        client.post("/api/games", json={**board_header, "board": {"units": [{"id": "x"}]}}),
        client.post("/api/games/import", content=board, headers=NDJSON),
        client.post("/api/games/import", content=record(DUEL, TURN_ANN, TURN_ANN), headers=NDJSON),
        client.post("/api/games/import", content=b"[" * 100_000, headers=NDJSON),
    ]
    assert [r.status_code for r in failing] == [422] * len(failing)
    assert rows(store) == before
    assert client.post("/api/games", json=board_header).status_code == 201
    assert rows(store) == before + 1


# ------------------------------------------------------------------ a game that cannot load


def test_a_stored_game_this_engine_cannot_load_is_a_409_on_every_read(
    client: TestClient, store: SqlStore
) -> None:
    game_id = stored_game(store, DUEL, TURN_ANN, {"do": "standard_move", "player": "Ann"})
    for path in ("", "/record", "/stream", "/clock"):
        response = client.get(f"/api/games/{game_id}{path}")
        assert response.status_code == 409, (path, response.text)
        error = response.json()["error"]
        assert error["code"] == "unloadable_game"
        assert error["message"] == (
            f"game {game_id!r} is stored but cannot be loaded: entry 2 of its log: "
            "unknown action 'standard_move': a board action, and this game has no board "
            '(its header has no "board")'
        )
    written = client.post(
        f"/api/games/{game_id}/actions", json=TURN_ANN, headers={"Authorization": f"Bearer {TOKEN}"}
    )
    assert written.status_code == 409
    assert client.post(f"/api/games/{game_id}/preview", json=TURN_ANN).status_code == 409
    page = client.get(f"/g/{game_id}")
    assert page.status_code == 409
    assert "unknown action" in page.text
    assert store.load_game(game_id).version == 2  # nothing added


def test_check_store_lists_every_game_that_cannot_load_with_its_entry_and_why(
    store: SqlStore, url: str
) -> None:
    good = stored_game(store, DUEL, TURN_ANN)
    bad_entry = stored_game(store, DUEL, TURN_ANN, TURN_ANN)
    bad_header = stored_game(store, {**DUEL, "mode": "chess"})
    result = check_store(url)
    assert result.exit_code == 1, result.output
    lines = result.output.splitlines()
    assert f"game {bad_entry}: entry 2: turn out of order: Ben plays the next turn" in "\n".join(
        lines
    )
    assert any(line.startswith(f"game {bad_header}: header: ") for line in lines)
    assert not any(good in line for line in lines)
    assert lines[-1] == "3 stored games: 1 load, 2 cannot be loaded, 0 rescored"


def test_check_store_passes_a_store_whose_games_all_load(client: TestClient, url: str) -> None:
    for path in sorted((RECORDS / "board").glob("[!e]*.jsonl"))[:3]:
        response = client.post("/api/games/import", content=path.read_bytes(), headers=NDJSON)
        assert response.status_code == 201
    result = check_store(url)
    assert result.exit_code == 0, result.output
    assert result.output == "3 stored games: 3 load, 0 cannot be loaded, 0 rescored\n"


# ------------------------------------------------------------------ which rules scored it


def test_every_write_keeps_this_engine_s_result(client: TestClient, store: SqlStore) -> None:
    data = (RECORDS / "board" / "faq_1v1_at_6_conquer_both.jsonl").read_bytes()
    game = client.post("/api/games/import", content=data, headers=NDJSON).json()
    expected = summary(replay_bytes(data))
    scoring = store.load_game(game["id"]).scoring
    assert scoring is not None and scoring.engine_version == ENGINE_VERSION
    assert scoring.result == {k: expected[k] for k in ("outcome", "winners", "scores")}
    table = client.post("/api/games", json=DUEL).json()
    auth = {"Authorization": f"Bearer {table['write_token']}"}
    client.post(f"/api/games/{table['id']}/actions", json=TURN_ANN, headers=auth)
    conquer = {"do": "control", "player": "Ann", "battlefield": "Grove"}
    client.post(f"/api/games/{table['id']}/actions", json=conquer, headers=auth)
    assert store.load_game(table["id"]).scoring == Scoring(
        ENGINE_VERSION, {"outcome": "ongoing", "winners": [], "scores": {"Ann": 1, "Ben": 0}}
    )
    client.post(f"/api/games/{table['id']}/undo", headers=auth)
    assert store.load_game(table["id"]).scoring == Scoring(
        ENGINE_VERSION, {"outcome": "ongoing", "winners": [], "scores": {"Ann": 0, "Ben": 0}}
    )


OLD_RESULT = {"outcome": "win", "winners": ["Ben"], "scores": {"Ann": 0, "Ben": 8}}
NEW_RESULT = {"outcome": "ongoing", "winners": [], "scores": {"Ann": 1, "Ben": 0}}


def rescored_game(store: SqlStore) -> str:
    """A game whose stored result, from an engine "0", is not what this engine computes."""
    conquer = {"do": "control", "player": "Ann", "battlefield": "Grove"}
    return stored_game(store, DUEL, TURN_ANN, conquer, scoring=Scoring("0", OLD_RESULT))


def test_a_game_scored_otherwise_says_so_in_its_view_and_keeps_saying_it(
    store: SqlStore,
) -> None:
    game_id = rescored_game(store)
    client = TestClient(create_app(Settings(check_store=False), store=store))
    view = client.get(f"/api/games/{game_id}").json()
    assert view["scores"] == NEW_RESULT["scores"]  # the rules now in force score it
    (note,) = view["rescored"]
    assert note["seq"] == 2
    assert note["before"] == {"engine": "0", "result": OLD_RESULT}
    assert note["after"] == {"engine": ENGINE_VERSION, "result": NEW_RESULT}
    # The next write stores this engine's result; the note stays, on every server.
    service = GameService(store)
    service.games.apply(game_id, {"do": "end_turn"}, token=TOKEN, present=lambda live: None)
    assert store.load_game(game_id).scoring == Scoring(ENGINE_VERSION, NEW_RESULT)
    again = TestClient(create_app(Settings(check_store=False), store=store))
    (kept,) = again.get(f"/api/games/{game_id}").json()["rescored"]
    assert kept == note
    assert service.games.read(game_id, lambda live: len(live.rescorings)) == 1


def test_check_store_says_which_games_are_scored_otherwise(store: SqlStore, url: str) -> None:
    game_id = rescored_game(store)
    result = check_store(url)
    assert result.exit_code == 0, result.output
    assert result.output.splitlines() == [
        f"game {game_id}: rescored at entry 2: engine 0 said win (Ben), scores Ann 0, Ben 8; "
        f"engine {ENGINE_VERSION} says ongoing, scores Ann 1, Ben 0",
        "1 stored game: 1 load, 0 cannot be loaded, 1 rescored",
    ]
    assert store.load_game(game_id).rescorings == ()  # the check itself changes nothing


def test_a_server_checks_the_store_at_startup_and_keeps_what_it_finds(
    store: SqlStore, caplog: pytest.LogCaptureFixture
) -> None:
    rescored = rescored_game(store)
    broken = stored_game(store, DUEL, TURN_ANN, TURN_ANN)
    check = StoreCheck(store)
    with caplog.at_level(logging.WARNING, logger="riftscore.service.check"):
        check.start()
        assert check.done.wait(30)
        check.stop()
    (note,) = store.load_game(rescored).rescorings
    assert (note.before.engine_version, note.after.engine_version) == ("0", ENGINE_VERSION)
    said = caplog.text
    assert f"game {rescored}: rescored at entry 2" in said
    assert f"game {broken}: entry 2: turn out of order" in said


def test_a_started_server_runs_the_check(store: SqlStore) -> None:
    rescored = rescored_game(store)
    with TestClient(create_app(Settings(), store=store)):
        deadline = time.monotonic() + 30
        while not store.load_game(rescored).rescorings:
            assert time.monotonic() < deadline, "the startup check kept no note"
            time.sleep(0.05)


def test_check_store_reads_the_store_riftscore_serve_uses_by_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("RIFTSCORE_DATABASE_URL", raising=False)
    monkeypatch.setenv("RIFTSCORE_DATA_DIR", str(tmp_path / "data"))
    (tmp_path / "data").mkdir()
    store = SqlStore.open(sqlite_url(tmp_path / "data" / "riftscore.sqlite3"))
    try:
        broken = stored_game(store, DUEL, TURN_ANN, TURN_ANN)
    finally:
        store.close()
    result = CliRunner().invoke(cli, ["check", "--store"])
    assert result.exit_code == 1, result.output
    assert result.output.startswith(f"game {broken}: entry 2: turn out of order")


def test_check_store_finds_its_database_without_the_web_server(tmp_path: Path) -> None:
    """Where the games are kept is read from riftscore.settings, shared by every command:
    checking the store loads nothing of riftscore.web (docs/layers.md)."""
    program = (
        "import sys\n"
        "from typer.testing import CliRunner\n"
        "from riftscore.cli import app\n"
        "result = CliRunner().invoke(app, ['check', '--store'])\n"
        "print(result.output.splitlines()[-1])\n"
        "print(sorted(name for name in sys.modules if name.startswith('riftscore.web')))\n"
    )
    environment = {**os.environ, "RIFTSCORE_DATA_DIR": str(tmp_path / "data")}
    environment.pop("RIFTSCORE_DATABASE_URL", None)
    ran = subprocess.run(
        [sys.executable, "-c", program],
        env=environment,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    assert ran.stdout.splitlines() == [
        "0 stored games: 0 load, 0 cannot be loaded, 0 rescored",
        "[]",
    ]
    assert (tmp_path / "data" / "riftscore.sqlite3").is_file()


def test_check_needs_records_or_the_store() -> None:
    runner = CliRunner()
    assert runner.invoke(cli, ["check"]).exit_code == 2
    assert runner.invoke(cli, ["check", "--database", "sqlite://"]).exit_code == 2
    assert runner.invoke(cli, ["check", "--store", "some.jsonl"]).exit_code == 2
