from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.store.postgres import scratch_database


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    with scratch_database() as url:
        yield url
