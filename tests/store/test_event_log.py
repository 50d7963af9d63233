"""The event log of a gathering, and rulings in a game's log, on every store (memory,
SQLite, PostgreSQL): numbered without gaps, the second writer of a number refused, and a
paired round stored with its games and its entry all at once or not at all."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import insert
from sqlalchemy.exc import IntegrityError

from riftscore.store import (
    DuplicateId,
    Entry,
    EventConflict,
    EventEntry,
    EventStore,
    GameInfo,
    MemoryStore,
    Rescoring,
    RoundInfo,
    Scoring,
    SqlStore,
    UnknownGame,
    UnknownGathering,
    sqlite_url,
)
from riftscore.store.tables import log
from tests.store.contract import DUEL, HOUR, action, new_game, new_gathering, new_id

ONGOING = Scoring("1", {"outcome": "ongoing", "winners": [], "scores": {"Ann": 0, "Ben": 0}})


def _sql_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[SqlStore]:
    if request.param == "sqlite":
        url = sqlite_url(tmp_path / "riftscore.sqlite3")
    else:
        url = request.getfixturevalue("postgres_url")
    store = SqlStore.open(url)
    yield store
    store.close()


@pytest.fixture(params=["memory", "sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[EventStore]:
    if request.param == "memory":
        yield MemoryStore()
    else:
        yield from _sql_store(request, tmp_path)


@pytest.fixture(params=["sqlite", "postgresql"])
def sql_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[SqlStore]:
    yield from _sql_store(request, tmp_path)


def settings(seq: int = 1) -> EventEntry:
    return EventEntry(seq, "settings", {"seed": "4f1c", "mode": "match"}, 1_700_000_000_000)


def player(seq: int, name: str) -> EventEntry:
    return EventEntry(seq, "player", {"id": name.lower(), "name": name})


def table_game(gathering_id: str, *players: str) -> tuple[GameInfo, Scoring]:
    header = {**DUEL, "mode": "match", "players": list(players)}
    return GameInfo(new_id(), header, "ab" * 32, gathering_id, "Table 1", 5), ONGOING


def paired_round(gathering_id: str, game_ids: tuple[str, ...], number: int = 1) -> RoundInfo:
    return RoundInfo(new_id(), gathering_id, number, "swiss", HOUR, 1_700_000_000_000, game_ids)


def test_a_new_gathering_has_an_empty_event_log(store: EventStore) -> None:
    assert store.event_log(new_gathering(store)) == []
    with pytest.raises(UnknownGathering):
        store.event_log("nope")


def test_registrations_come_back_in_order(store: EventStore) -> None:
    gathering_id = new_gathering(store)
    store.append_event(gathering_id, [settings(), player(2, "Ann")])
    store.append_event(gathering_id, [player(3, "Ben")])
    log = store.event_log(gathering_id)
    assert [e.seq for e in log] == [1, 2, 3]
    assert log[0] == settings()
    assert [e.data["name"] for e in log[1:]] == ["Ann", "Ben"]
    assert store.event_log(new_gathering(store)) == []  # each gathering its own log


def test_the_event_version_is_the_number_of_the_last_entry(store: EventStore) -> None:
    """What a writer's check of a slip reads at every write: one number, not the log."""
    gathering_id = new_gathering(store)
    assert store.event_version(gathering_id) == 0
    assert store.event_version("nope") == 0
    store.append_event(gathering_id, [settings(), player(2, "Ann")])
    assert store.event_version(gathering_id) == 2
    with pytest.raises(EventConflict):
        store.append_event(gathering_id, [player(2, "Ben")])
    assert store.event_version(gathering_id) == 2  # a refused write adds nothing
    store.append_event(gathering_id, [player(3, "Ben")])
    assert store.event_version(gathering_id) == 3
    assert store.event_version(new_gathering(store)) == 0


def test_the_second_writer_of_one_number_is_refused(store: EventStore) -> None:
    gathering_id = new_gathering(store)
    store.append_event(gathering_id, [settings()])
    store.append_event(gathering_id, [player(2, "Ann")])
    with pytest.raises(EventConflict):
        store.append_event(gathering_id, [player(2, "Ben")])
    with pytest.raises(EventConflict):
        store.append_event(gathering_id, [player(4, "Cat")])  # skips 3
    with pytest.raises(EventConflict):
        store.append_event(gathering_id, [player(3, "Cat"), player(5, "Dan")])
    assert [e.data.get("name") for e in store.event_log(gathering_id)] == [None, "Ann"]
    with pytest.raises(UnknownGathering):
        store.append_event("nope", [settings()])


def test_a_paired_round_is_stored_with_its_games_and_entry(store: EventStore) -> None:
    gathering_id = new_gathering(store)
    store.append_event(gathering_id, [settings(), player(2, "Ann"), player(3, "Ben")])
    game = table_game(gathering_id, "Ann", "Ben")
    round_info = paired_round(gathering_id, (game[0].id,))
    entry = EventEntry(4, "round", {"number": 1, "tables": [{"game": game[0].id}]})
    store.append_event(gathering_id, [entry], round_info=round_info, games=[game])
    assert store.event_log(gathering_id)[-1] == entry
    assert store.gathering_rounds(gathering_id) == [round_info]
    stored = store.load_game(game[0].id)
    assert (stored.info, stored.entries, stored.scoring) == (game[0], (), ONGOING)
    assert store.gathering_games(gathering_id) == [game[0]]
    round_of_game = store.round_of_game(game[0].id)
    assert round_of_game is not None and round_of_game.info == round_info


def test_two_devices_pairing_at_once_leave_one_round_and_no_stray_game(
    store: EventStore,
) -> None:
    gathering_id = new_gathering(store)
    store.append_event(gathering_id, [settings()])
    first, second = table_game(gathering_id, "Ann", "Ben"), table_game(gathering_id, "Ann", "Ben")
    for game, expected in ((first, None), (second, EventConflict)):
        entry = EventEntry(2, "round", {"number": 1, "tables": [{"game": game[0].id}]})
        round_info = paired_round(gathering_id, (game[0].id,))
        if expected is None:
            store.append_event(gathering_id, [entry], round_info=round_info, games=[game])
        else:
            with pytest.raises(expected):
                store.append_event(gathering_id, [entry], round_info=round_info, games=[game])
    assert [g.id for g in store.gathering_games(gathering_id)] == [first[0].id]
    assert len(store.gathering_rounds(gathering_id)) == 1
    with pytest.raises(UnknownGame):
        store.load_game(second[0].id)


def test_a_round_whose_number_is_taken_stores_nothing(store: EventStore) -> None:
    gathering_id = new_gathering(store)
    store.append_event(gathering_id, [settings()])
    hand_made = new_game(store, gathering_id=gathering_id)
    store.create_round(paired_round(gathering_id, (hand_made,)))
    game = table_game(gathering_id, "Ann", "Ben")
    entry = EventEntry(2, "round", {"number": 1, "tables": [{"game": game[0].id}]})
    with pytest.raises(DuplicateId):
        store.append_event(
            gathering_id,
            [entry],
            round_info=paired_round(gathering_id, (game[0].id,)),
            games=[game],
        )
    assert len(store.event_log(gathering_id)) == 1
    assert [g.id for g in store.gathering_games(gathering_id)] == [hand_made]


def test_a_ruling_is_an_entry_of_its_own_kind(store: EventStore) -> None:
    game_id = new_game(store)
    ruling = {"game_wins": [2, 0], "games_drawn": 0, "absent": [1], "reason": "Ben did not come"}
    store.append(game_id, Entry(1, action("turn", player="Ann")))
    store.append(game_id, Entry(2, ruling=ruling, idempotency_key="k", recorded_ms=7))
    entries = store.load_game(game_id).entries
    assert [e.is_ruling for e in entries] == [False, True]
    assert entries[1] == Entry(2, None, None, "k", 7, ruling)
    assert store.entries_after(game_id, 1) == [entries[1]]


def test_an_entry_is_exactly_one_kind() -> None:
    for kinds in ({}, {"action": {"do": "end_turn"}, "ruling": {"game_wins": [1, 0]}}):
        with pytest.raises(ValueError, match="either an action"):
            Entry(1, **kinds)
    with pytest.raises(ValueError, match="one of"):
        EventEntry(1, "rename", {})


def test_the_database_itself_refuses_a_log_row_of_two_kinds(sql_store: SqlStore) -> None:
    store = sql_store
    game_id = new_game(store)
    row = {"game_id": game_id, "seq": 1, "recorded_ms": 0, "ruling": '{"game_wins": [1, 0]}'}
    with pytest.raises(IntegrityError), store.engine.begin() as connection:
        connection.execute(insert(log).values(**row, action='{"do": "end_turn"}'))
    with store.engine.begin() as connection:
        connection.execute(insert(log).values(**row))
    assert store.load_game(game_id).entries[0].ruling == {"game_wins": [1, 0]}


def test_many_games_read_at_once_are_each_as_read_alone(store: EventStore) -> None:
    """A gathering's tables read back together (a server just started) are the very
    games read one by one: header, every entry, scoring and rescorings; ids of no game
    are left out."""
    played, fresh = new_game(store), new_game(store)
    store.append(played, Entry(1, action("turn", player="Ann"), recorded_ms=3), ONGOING)
    store.append(played, Entry(2, ruling={"game_wins": [2, 0], "games_drawn": 0, "absent": []}))
    later = Scoring("2", {"outcome": "win", "winners": ["Ann"], "scores": {"Ann": 8}})
    store.note_rescoring(Rescoring(played, 2, ONGOING, later, 9))
    together = {g.info.id: g for g in store.load_games([played, "nope", fresh, played])}
    assert set(together) == {played, fresh}
    assert together[played] == store.load_game(played)
    assert together[fresh] == store.load_game(fresh)
    assert store.load_games([]) == []
