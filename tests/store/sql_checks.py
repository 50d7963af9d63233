"""Checks that only a SQL store has: its schema, as migrated, is the one the code queries."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext

from riftscore.store import Entry, SqlStore
from riftscore.store import migrate as migrations
from riftscore.store.tables import metadata
from tests.store.contract import DUEL, action, new_game


class SqlStoreChecks:
    def test_the_migrated_schema_is_the_one_the_queries_expect(self, store: SqlStore) -> None:
        with store.engine.connect() as connection:
            context = MigrationContext.configure(connection)
            assert compare_metadata(context, metadata) == []
            assert migrations.current_revision(connection) == migrations.head_revision()

    def test_migrating_again_changes_nothing(self, store: SqlStore) -> None:
        game_id = new_game(store)
        migrations.upgrade(store.engine)
        assert store.load_game(game_id).info.header == DUEL

    def test_a_second_server_on_the_same_database_sees_every_entry(self, store: SqlStore) -> None:
        other = SqlStore.open(store.engine.url.render_as_string(hide_password=False))
        try:
            game_id = new_game(store)
            other.append(game_id, Entry(1, action("turn", player="Ann")))
            assert store.load_game(game_id).version == 1
        finally:
            other.close()
