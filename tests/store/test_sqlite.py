from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text

from riftscore.store import SqlStore, sqlite_url
from tests.store.contract import StoreContract
from tests.store.sql_checks import SqlStoreChecks


class TestSqliteStore(StoreContract, SqlStoreChecks):
    @pytest.fixture
    def store(self, tmp_path: Path) -> Iterator[SqlStore]:
        store = SqlStore.open(sqlite_url(tmp_path / "riftscore.sqlite3"))
        yield store
        store.close()

    def test_the_file_is_in_write_ahead_log_mode(self, store: SqlStore) -> None:
        with store.engine.connect() as connection:
            assert connection.execute(text("PRAGMA journal_mode")).scalar() == "wal"
            assert connection.execute(text("PRAGMA foreign_keys")).scalar() == 1

    def test_a_new_file_needs_nothing_but_a_folder(self, tmp_path: Path) -> None:
        path = tmp_path / "fresh.sqlite3"
        SqlStore.open(sqlite_url(path)).close()
        assert path.exists()
