from __future__ import annotations

import threading
from collections.abc import Iterator

import psycopg
import pytest

from riftscore.store import NOTIFY_CHANNEL, Entry, SqlStore
from tests.store.contract import StoreContract, action, new_game
from tests.store.postgres import scratch_database
from tests.store.sql_checks import SqlStoreChecks


def _libpq(url: str) -> str:
    return url.replace("postgresql+psycopg://", "postgresql://", 1)


class TestPostgresStore(StoreContract, SqlStoreChecks):
    @pytest.fixture
    def store(self, postgres_url: str) -> Iterator[SqlStore]:
        store = SqlStore.open(postgres_url)
        yield store
        store.close()

    def test_an_append_notifies_listeners_once_committed(
        self, store: SqlStore, postgres_url: str
    ) -> None:
        game_id = new_game(store)
        with psycopg.connect(_libpq(postgres_url), autocommit=True) as listener:
            listener.execute(f"LISTEN {NOTIFY_CHANNEL}")
            store.append(game_id, Entry(1, action("turn", player="Ann")))
            heard = [n.payload for n in listener.notifies(timeout=5, stop_after=1)]
        assert heard == [f"{game_id} 1"]

    def test_servers_starting_at_once_on_a_new_database_all_come_up(self) -> None:
        with scratch_database() as url:
            opened: list[SqlStore] = []
            failures: list[BaseException] = []

            def start() -> None:
                try:
                    opened.append(SqlStore.open(url))
                except BaseException as error:  # reported below, with the others
                    failures.append(error)

            threads = [threading.Thread(target=start) for _ in range(3)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            try:
                assert failures == []
                game_id = new_game(opened[0])
                assert opened[2].load_game(game_id).version == 0
            finally:
                for store in opened:
                    store.close()
