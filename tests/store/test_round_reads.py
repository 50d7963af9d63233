"""A table's clock is read at every action: what that costs must not grow with the hall.

The round's facts (its tables included) never change once it is created, so the store
reads them once; each later read of a table's round costs its pauses and extensions only,
whether the hall has 4 tables or 200. Paused and extended rounds still read as they are.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import event

from riftscore.store import GameInfo, GatheringInfo, SqlStore, sqlite_url
from riftscore.store.base import Extension, RoundInfo, RoundPause


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[SqlStore]:
    if request.param == "sqlite":
        url = sqlite_url(tmp_path / "hall.sqlite3")
    else:
        url = request.getfixturevalue("postgres_url")
    opened = SqlStore.open(url)
    try:
        yield opened
    finally:
        opened.close()


def hall(store: SqlStore, tables: int) -> tuple[str, list[str]]:
    """A gathering with `tables` games and a round of all of them; the round's id."""
    tag = f"{tables}-{id(store)}"
    store.create_gathering(GatheringInfo(f"hall-{tag}", "Store night", "hash"))
    games = [f"t{n}-{tag}" for n in range(tables)]
    for game_id in games:
        header = {"format": "riftscore/1", "mode": "duel"}
        store.create_game(GameInfo(game_id, header, "hash", f"hall-{tag}"))
    round_id = f"round-{tag}"
    store.create_round(
        RoundInfo(round_id, f"hall-{tag}", 1, "swiss", 3_000_000, 1_000, tuple(games))
    )
    return round_id, games


def statements(store: SqlStore) -> list[str]:
    seen: list[str] = []
    event.listen(store.engine, "before_cursor_execute", lambda *a: seen.append(a[2]))
    return seen


@pytest.mark.parametrize("tables", [4, 200])
def test_reading_a_tables_round_costs_the_same_in_a_small_or_a_full_hall(
    store: SqlStore, tables: int
) -> None:
    _, games = hall(store, tables)
    first = store.round_of_game(games[0])
    assert first is not None and first.info.games == tuple(games)
    seen = statements(store)
    for game_id in games[1:4]:
        again = store.round_of_game(game_id)
        assert again is not None and again.info == first.info
    assert len(seen) == 3 * 2  # pauses and extensions, per read: no row per table


def test_a_round_read_from_memory_still_shows_its_pauses_and_extensions(store: SqlStore) -> None:
    round_id, games = hall(store, 3)
    assert store.round_of_game(games[1]) is not None  # its facts now read once
    assert store.pause_round(round_id, RoundPause(1, 60_000, None))
    store.add_extension(Extension("ext-1", round_id, games[1], 120_000, 61_000, "judge call"))
    stored = store.round_of_game(games[1])
    assert stored is not None
    assert stored.pauses == (RoundPause(1, 60_000, None),)
    assert [e.id for e in stored.extensions_of(games[1])] == ["ext-1"]
    assert store.round_of_game("no-such-game") is None
