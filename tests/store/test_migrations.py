"""A database made by an earlier version of the tracker: migrated at startup, its games
load as they were, and their first new entry records the engine that scores them."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config

from riftscore.rules.version import ENGINE_VERSION
from riftscore.service import GameService, hash_token
from riftscore.store import SqlStore, sqlite_url
from riftscore.store import migrate as migrations
from riftscore.store.sql import create_store_engine
from tests.store.postgres import scratch_database

DUEL = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield sqlite_url(tmp_path / "riftscore.sqlite3")
        return
    with scratch_database() as postgres_url:
        yield postgres_url


def test_a_store_of_revision_0002_keeps_its_games_and_scores_them_at_the_next_entry(
    url: str,
) -> None:
    engine = create_store_engine(url)
    with engine.connect() as connection, connection.begin():
        config = Config()
        config.set_main_option("script_location", str(migrations.MIGRATIONS))
        config.attributes["connection"] = connection
        command.upgrade(config, "0002")
        connection.exec_driver_sql(
            "INSERT INTO games (id, header, write_token_hash, created_ms) VALUES "
            f"('old', '{json.dumps(DUEL)}', '{hash_token('t')}', 0)"
        )
        connection.exec_driver_sql(
            "INSERT INTO log (game_id, seq, action, recorded_ms) VALUES "
            """('old', 1, '{"do": "turn", "player": "Ann"}', 0)"""
        )
    migrations.upgrade(engine)
    store = SqlStore(engine)
    try:
        stored = store.load_game("old")
        assert (stored.version, stored.scoring, stored.rescorings) == (1, None, ())
        service = GameService(store)
        conquer = {"do": "control", "player": "Ann", "battlefield": "Grove"}
        scores = service.games.apply(
            "old", conquer, token="t", present=lambda live: live.game.scores
        )
        assert scores.value == {"Ann": 1, "Ben": 0}
        scoring = store.load_game("old").scoring
        assert scoring is not None and scoring.engine_version == ENGINE_VERSION
        assert scoring.result["scores"] == {"Ann": 1, "Ben": 0}
    finally:
        store.close()
