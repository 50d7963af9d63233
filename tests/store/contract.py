"""What every event store promises, run against each of them (memory, SQLite, PostgreSQL).

A subclass provides the `store` fixture; every test here then runs on that backend.
"""

from __future__ import annotations

import secrets
import threading
from typing import Any

import pytest

from riftscore.store import (
    AppendConflict,
    DuplicateId,
    Entry,
    EventStore,
    GameInfo,
    GatheringInfo,
    UnknownGame,
    UnknownGathering,
)

DUEL = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}


def new_id() -> str:
    return secrets.token_urlsafe(9)


def action(do: str, **keys: Any) -> dict[str, Any]:
    return {"do": do, **keys}


def new_game(store: EventStore, header: dict[str, Any] = DUEL, **info: Any) -> str:
    game_id = new_id()
    store.create_game(GameInfo(game_id, header, "ab" * 32, **info))
    return game_id


class StoreContract:
    @pytest.fixture
    def store(self) -> EventStore:
        raise NotImplementedError

    def test_a_new_game_has_its_header_and_an_empty_log(self, store: EventStore) -> None:
        game_id = new_game(store)
        loaded = store.load_game(game_id)
        assert loaded.info == GameInfo(game_id, DUEL, "ab" * 32)
        assert loaded.entries == ()
        assert loaded.version == 0

    def test_a_turn_and_a_conquer_come_back_in_order(self, store: EventStore) -> None:
        game_id = new_game(store)
        turn = Entry(1, action("turn", player="Ann"), recorded_ms=1_700_000_000_000)
        conquer = Entry(2, action("control", player="Ann", battlefield="Grove"), None, "tap-1")
        store.append(game_id, turn)
        store.append(game_id, conquer)
        assert store.load_game(game_id).entries == (turn, conquer)
        assert store.entries_after(game_id, 1) == [conquer]
        assert store.entries_after(game_id, 2) == []

    def test_an_undo_is_an_entry_that_keeps_what_it_retracts(self, store: EventStore) -> None:
        game_id = new_game(store)
        store.append(game_id, Entry(1, action("turn", player="Ann")))
        store.append(game_id, Entry(2, action("gain", player="Ann", points=3, source="Typo")))
        store.append(game_id, Entry(3, retracts=2))
        entries = store.load_game(game_id).entries
        assert [e.is_undo for e in entries] == [False, False, True]
        assert entries[1].action == {"do": "gain", "player": "Ann", "points": 3, "source": "Typo"}
        assert entries[2].retracts == 2

    def test_the_second_writer_of_one_version_is_refused(self, store: EventStore) -> None:
        game_id = new_game(store)
        store.append(game_id, Entry(1, action("turn", player="Ann")))
        ann_phone = Entry(2, action("control", player="Ann", battlefield="Grove"))
        ben_phone = Entry(2, action("control", player="Ann", battlefield="Ruins"))
        store.append(game_id, ann_phone)
        with pytest.raises(AppendConflict):
            store.append(game_id, ben_phone)
        assert store.load_game(game_id).entries[1] == ann_phone

    def test_an_entry_that_skips_a_number_is_refused(self, store: EventStore) -> None:
        game_id = new_game(store)
        with pytest.raises(AppendConflict):
            store.append(game_id, Entry(2, action("turn", player="Ann")))
        assert store.load_game(game_id).entries == ()

    def test_an_idempotency_key_is_used_once_per_game(self, store: EventStore) -> None:
        game_id, other_id = new_game(store), new_game(store)
        store.append(game_id, Entry(1, action("turn", player="Ann"), idempotency_key="k1"))
        with pytest.raises(AppendConflict):
            store.append(game_id, Entry(2, action("end_turn"), idempotency_key="k1"))
        store.append(other_id, Entry(1, action("turn", player="Ann"), idempotency_key="k1"))
        assert store.load_game(game_id).version == 1
        assert store.load_game(other_id).version == 1

    def test_unknown_games_are_named(self, store: EventStore) -> None:
        with pytest.raises(UnknownGame, match="nope"):
            store.load_game("nope")
        with pytest.raises(UnknownGame):
            store.append("nope", Entry(1, action("turn", player="Ann")))
        with pytest.raises(UnknownGame):
            store.append("nope", Entry(3, action("turn", player="Ann")))
        assert store.entries_after("nope", 0) == []

    def test_a_game_id_is_taken_once(self, store: EventStore) -> None:
        game_id = new_game(store)
        with pytest.raises(DuplicateId):
            store.create_game(GameInfo(game_id, {**DUEL, "players": ["Cy", "Di"]}, "cd" * 32))
        assert store.load_game(game_id).info.header == DUEL

    def test_an_imported_record_is_stored_whole_or_not_at_all(self, store: EventStore) -> None:
        game_id = new_id()
        lines = [
            Entry(1, action("turn", player="Ann")),
            Entry(2, action("control", player="Ann", battlefield="Grove")),
        ]
        store.create_game(GameInfo(game_id, DUEL, "ab" * 32), lines)
        assert store.load_game(game_id).entries == tuple(lines)
        broken_id = new_id()
        with pytest.raises(AppendConflict):
            store.create_game(GameInfo(broken_id, DUEL, "ab" * 32), [lines[0], lines[0]])
        with pytest.raises(UnknownGame):
            store.load_game(broken_id)

    def test_names_survive_the_trip_exactly(self, store: EventStore) -> None:
        header = {**DUEL, "players": ['Zoë "Z" </script>', "李雷\n😀"]}
        game_id = new_game(store, header)
        source = "Ruination ' OR 1=1; --"
        store.append(game_id, Entry(1, action("turn", player='Zoë "Z" </script>')))
        store.append(game_id, Entry(2, action("gain", player="李雷\n😀", points=2, source=source)))
        loaded = store.load_game(game_id)
        assert loaded.info.header == header
        assert loaded.entries[1].action == {
            "do": "gain",
            "player": "李雷\n😀",
            "points": 2,
            "source": source,
        }

    def test_a_gathering_lists_its_games_oldest_first(self, store: EventStore) -> None:
        gathering_id = new_id()
        store.create_gathering(GatheringInfo(gathering_id, "Friday at the Lair", "ef" * 32, 5))
        assert store.load_gathering(gathering_id).name == "Friday at the Lair"
        assert store.gathering_games(gathering_id) == []
        second = new_game(store, gathering_id=gathering_id, table="Table 2", created_ms=20)
        first = new_game(store, gathering_id=gathering_id, table="Table 1", created_ms=10)
        new_game(store)  # a game outside the gathering
        listed = store.gathering_games(gathering_id)
        assert [(g.id, g.table) for g in listed] == [(first, "Table 1"), (second, "Table 2")]

    def test_gathering_mistakes_are_named(self, store: EventStore) -> None:
        gathering_id = new_id()
        store.create_gathering(GatheringInfo(gathering_id, "Week 1", "ef" * 32))
        with pytest.raises(DuplicateId):
            store.create_gathering(GatheringInfo(gathering_id, "Week 2", "ef" * 32))
        assert store.load_gathering(gathering_id).name == "Week 1"
        for read in (store.load_gathering, store.gathering_games):
            with pytest.raises(UnknownGathering):
                read("nowhere")
        game_id = new_id()
        with pytest.raises(UnknownGathering):
            store.create_game(GameInfo(game_id, DUEL, "ab" * 32, gathering_id="nowhere"))
        with pytest.raises(UnknownGame):
            store.load_game(game_id)

    def test_phones_racing_on_one_game_lose_nothing_and_double_nothing(
        self, store: EventStore
    ) -> None:
        game_id = new_game(store)
        phones, taps = 4, 15
        written: list[list[int]] = [[] for _ in range(phones)]

        def phone(number: int) -> None:
            for tap in range(taps):
                while True:
                    seq = len(store.entries_after(game_id, 0)) + 1
                    entry = Entry(seq, action("gain", player="Ann", points=1, source=f"{number}"))
                    try:
                        store.append(game_id, entry)
                    except AppendConflict:
                        continue
                    written[number].append(tap)
                    break

        threads = [threading.Thread(target=phone, args=(n,)) for n in range(phones)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        entries = store.load_game(game_id).entries
        assert [e.seq for e in entries] == list(range(1, phones * taps + 1))
        for number in range(phones):
            mine = [e for e in entries if e.action and e.action["source"] == str(number)]
            assert len(mine) == taps
