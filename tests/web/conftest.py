"""Apps on a fresh SQLite folder (or the session's scratch PostgreSQL) and their clients."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from riftscore.web.app import create_app
from riftscore.web.settings import Settings
from tests.store.postgres import scratch_database
from tests.web.helpers import Table
from tests.web.rounds import StoreClock


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    with scratch_database() as url:
        yield url


@pytest.fixture
def make_app(tmp_path: Path) -> Callable[..., FastAPI]:
    def make(**settings: Any) -> FastAPI:
        settings.setdefault("data_dir", tmp_path / "data")
        return create_app(Settings(**settings))

    return make


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest) -> dict[str, Any]:
    """Each test that asks for it runs twice: on SQLite, and on PostgreSQL."""
    if request.param == "postgresql":
        return {"database_url": request.getfixturevalue("postgres_url")}
    return {}


@pytest.fixture
def clock() -> StoreClock:
    return StoreClock()


@pytest.fixture
def server(
    make_app: Callable[..., FastAPI], database: dict[str, Any], clock: StoreClock
) -> Callable[[], FastAPI]:
    """A new server process on the same database and the same clock, each time it is called."""
    return lambda: make_app(now=clock, **database)


@pytest.fixture
def client(make_app: Callable[..., FastAPI]) -> Iterator[TestClient]:
    with TestClient(make_app()) as client:
        yield client


@pytest.fixture
def table(client: TestClient) -> Table:
    return Table(client)
