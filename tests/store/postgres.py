"""A scratch PostgreSQL database per test session, so that teammates and CI runs sharing
one server never see each other's tables.

The server is the one CI provides (127.0.0.1:5432, user postgres, trust auth), or the one
`RIFTSCORE_TEST_POSTGRES_URL` names. Where none answers, the tests that need it are
skipped, unless `CI` is set: there, a missing database is a failure, not a skip.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg
import pytest
from sqlalchemy.engine import make_url

ADMIN_URL = os.environ.get(
    "RIFTSCORE_TEST_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/test"
)


def _conninfo(url: str) -> str:
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


@contextmanager
def scratch_database() -> Iterator[str]:
    """The SQLAlchemy URL of a new, empty database, dropped afterwards."""
    try:
        admin = psycopg.connect(_conninfo(ADMIN_URL), autocommit=True, connect_timeout=3)
    except psycopg.OperationalError as error:
        message = f"PostgreSQL is not reachable at {ADMIN_URL}: {error}".strip()
        if os.environ.get("CI"):
            pytest.fail(f"{message} (CI is set, so the PostgreSQL tests must run)")
        pytest.skip(f"{message}; CI runs these tests against its own server")
    name = f"riftscore_test_{secrets.token_hex(6)}"
    with admin:
        admin.execute(f'CREATE DATABASE "{name}"')
        try:
            yield (
                make_url(ADMIN_URL)
                .set(drivername="postgresql+psycopg", database=name)
                .render_as_string(hide_password=False)
            )
        finally:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
