"""Reliability tests run real servers (and a scratch PostgreSQL database); all are slow."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.store.postgres import scratch_database


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    with scratch_database() as url:
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest) -> str | None:
    """None for SQLite in the test's folder, else the session's PostgreSQL database."""
    if request.param == "sqlite":
        return None
    url: str = request.getfixturevalue("postgres_url")
    return url
