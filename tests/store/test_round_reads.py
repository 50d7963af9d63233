"""A table's clock is read at every action: what that costs must not grow with the hall.

The round's facts (its tables included) never change once it is created, so the store
reads them once; each later read of a table's round costs its pauses and extensions only,
whether the hall has 4 tables or 200. Paused and extended rounds still read as they are.

A table's round is kept in memory (`known_round_of_game`) while the store can tell that no
round changed: a change made through it, a commit by another process on the same SQLite
file, or on PostgreSQL a change that the listener has not passed on (or no listener at
all) has it read as stored.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from sqlalchemy import event

from riftscore.store import (
    ROUND_CHANNEL,
    GameInfo,
    GatheringInfo,
    SqlStore,
    libpq_conninfo,
    sqlite_url,
)
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


# ------------------------------------------------------------------ rounds kept in memory


def round_reads(seen: list[str]) -> int:
    """How many times a round's clock facts (its pauses, its extensions) were read."""
    return sum("FROM round_extensions" in statement for statement in seen)


def test_a_table_s_round_is_kept_until_a_round_changes(tmp_path: Path) -> None:
    store = SqlStore.open(sqlite_url(tmp_path / "hall.sqlite3"))
    try:
        round_id, games = hall(store, 3)
        first = store.known_round_of_game(games[0])
        assert first is not None and first.pauses == ()
        seen = statements(store)
        for _ in range(5):
            assert store.known_round_of_game(games[0]) == first
        assert round_reads(seen) == 0
        assert store.pause_round(round_id, RoundPause(1, 60_000, None))
        paused = store.known_round_of_game(games[0])
        assert paused is not None and paused.pauses == (RoundPause(1, 60_000, None),)
        assert round_reads(seen) == 1
    finally:
        store.close()


def test_a_round_changed_by_another_process_on_the_sqlite_file_is_read_again(
    tmp_path: Path,
) -> None:
    url = sqlite_url(tmp_path / "hall.sqlite3")
    here, there = SqlStore.open(url), SqlStore.open(url)
    try:
        round_id, games = hall(here, 3)
        assert here.known_round_of_game(games[1]).pauses == ()  # type: ignore[union-attr]
        assert there.pause_round(round_id, RoundPause(1, 60_000, None))
        assert here.known_round_of_game(games[1]).pauses == (  # type: ignore[union-attr]
            RoundPause(1, 60_000, None),
        )
        assert there.resume_round(round_id, 90_000)
        there.add_extension(Extension("ext-1", round_id, games[1], 120_000, 91_000, None))
        resumed = here.known_round_of_game(games[1])
        assert resumed is not None
        assert resumed.pauses == (RoundPause(1, 60_000, 90_000),)
        assert [e.id for e in resumed.extensions_of(games[1])] == ["ext-1"]
        # A game in no round is remembered as such, until a round starts elsewhere.
        gathering = f"hall-3-{id(here)}"
        here.create_game(GameInfo("late", {"format": "riftscore/1"}, "hash", gathering))
        assert here.known_round_of_game("late") is None
        there.create_round(RoundInfo("round-2", gathering, 2, "swiss", 600_000, 95_000, ("late",)))
        late = here.known_round_of_game("late")
        assert late is not None and late.info.id == "round-2"
    finally:
        here.close()
        there.close()


def test_on_postgresql_rounds_are_kept_only_while_a_listener_passes_on_their_changes(
    postgres_url: str,
) -> None:
    here, there = SqlStore.open(postgres_url), SqlStore.open(postgres_url)
    try:
        round_id, games = hall(here, 3)
        seen = statements(here)
        for _ in range(2):  # nobody passes changes on: read as stored every time
            assert here.known_round_of_game(games[0]).pauses == ()  # type: ignore[union-attr]
        assert round_reads(seen) == 2
        here.hear_round_changes(True)
        kept = here.known_round_of_game(games[0])
        with psycopg.connect(libpq_conninfo(postgres_url), autocommit=True) as listener:
            listener.execute(f"LISTEN {ROUND_CHANNEL}")
            assert there.pause_round(round_id, RoundPause(1, 60_000, None))
            notices = [n.payload for n in listener.notifies(timeout=5, stop_after=1)]
        assert notices == [round_id]
        assert here.known_round_of_game(games[0]) == kept  # not yet told
        here.rounds_changed()  # what the listener does with the NOTIFY
        paused = here.known_round_of_game(games[0])
        assert paused is not None and paused.pauses == (RoundPause(1, 60_000, None),)
        assert round_reads(seen) == 4
        here.hear_round_changes(False)  # the listener was cut off: read as stored again
        assert there.resume_round(round_id, 90_000)
        resumed = here.known_round_of_game(games[0])
        assert resumed is not None and resumed.pauses == (RoundPause(1, 60_000, 90_000),)
    finally:
        here.close()
        there.close()


def test_a_table_s_round_is_read_without_waiting_for_a_long_write(tmp_path: Path) -> None:
    store = SqlStore.open(sqlite_url(tmp_path / "hall.sqlite3"))
    try:
        round_id, games = hall(store, 3)
        assert store.pause_round(round_id, RoundPause(1, 60_000, None))
        writing, done = threading.Event(), threading.Event()

        def long_write() -> None:  # an import, say, holding SQLite's one writer
            with store._writing():  # the store's own writer, held on purpose
                writing.set()
                done.wait(10)

        writer = threading.Thread(target=long_write)
        writer.start()
        try:
            assert writing.wait(5)
            started = time.monotonic()
            read = store.known_round_of_game(games[2])
            assert time.monotonic() - started < 5.0  # the write holds on for 10 s
            assert read is not None and read.pauses == (RoundPause(1, 60_000, None),)
        finally:
            done.set()
            writer.join(10)
    finally:
        store.close()
