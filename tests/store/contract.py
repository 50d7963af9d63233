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
    Counters,
    DuplicateId,
    Entry,
    EventStore,
    Extension,
    GameInfo,
    GameInRound,
    GatheringInfo,
    NotInRound,
    RequestSeen,
    Rescoring,
    RoundInfo,
    RoundPause,
    Scoring,
    UnknownGame,
    UnknownGathering,
    UnknownRound,
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


HOUR = 3_600_000
MINUTE = 60_000


def new_gathering(store: EventStore, name: str = "Friday at the Lair") -> str:
    gathering_id = new_id()
    store.create_gathering(GatheringInfo(gathering_id, name, "ef" * 32))
    return gathering_id


def new_round(
    store: EventStore, gathering_id: str, games: tuple[str, ...], number: int = 1, **info: Any
) -> RoundInfo:
    fields: dict[str, Any] = {
        "kind": "swiss",
        "duration_ms": HOUR,
        "started_ms": 1_700_000_000_000,
        **info,
    }
    round_info = RoundInfo(new_id(), gathering_id, number, games=games, **fields)
    store.create_round(round_info)
    return round_info


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

    def test_each_entry_keeps_the_engine_and_result_that_scored_it(self, store: EventStore) -> None:
        game_id = new_id()
        first = Scoring("7", {"outcome": "ongoing", "winners": [], "scores": {"Ann": 0}})
        store.create_game(GameInfo(game_id, DUEL, "ab" * 32), (), first)
        assert store.load_game(game_id).scoring == first
        later = Scoring("8", {"outcome": "win", "winners": ["Ann"], "scores": {"Ann": 8}})
        store.append(game_id, Entry(1, action("turn", player="Ann")), later)
        assert store.load_game(game_id).scoring == later
        refused = Scoring("9", {"outcome": "draw", "winners": [], "scores": {}})
        with pytest.raises(AppendConflict):
            store.append(game_id, Entry(1, action("end_turn")), refused)
        assert store.load_game(game_id).scoring == later  # a refused entry scores nothing
        assert store.load_game(new_game(store)).scoring is None

    def test_a_rescoring_is_kept_once_and_for_good(self, store: EventStore) -> None:
        game_id = new_game(store)
        before = Scoring("1", {"outcome": "win", "winners": ["Ann"], "scores": {"Ann": 8}})
        after = Scoring("2", {"outcome": "ongoing", "winners": [], "scores": {"Ann": 7}})
        note = Rescoring(game_id, 0, before, after, 1_700_000_000_000)
        assert store.note_rescoring(note)
        assert not store.note_rescoring(note)  # another server found it first
        store.append(game_id, Entry(1, action("turn", player="Ann")), after)
        assert store.load_game(game_id).rescorings == (note,)
        with pytest.raises(UnknownGame):
            store.note_rescoring(Rescoring("nope", 0, before, after))

    def test_game_ids_come_in_pages(self, store: EventStore) -> None:
        made = sorted(new_game(store) for _ in range(5))
        listed, after = [], None
        while page := store.game_ids(after, 2):
            assert len(page) <= 2
            listed += page
            after = page[-1]
        assert len(listed) == len(set(listed))  # each game once, in the database's order
        assert sorted(set(listed) & set(made)) == made

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

    # ------------------------------------------------------------ rounds

    def test_a_round_keeps_its_tables_in_the_organiser_s_order(self, store: EventStore) -> None:
        gathering_id = new_gathering(store)
        table_1 = new_game(store, gathering_id=gathering_id, table="Table 1")
        table_2 = new_game(store, gathering_id=gathering_id, table="Table 2")
        started = new_round(
            store, gathering_id, (table_2, table_1), kind="single_elimination", duration_ms=HOUR
        )
        loaded = store.load_round(gathering_id, 1)
        assert loaded.info == started
        assert loaded.pauses == loaded.extensions == ()
        assert store.round_of_game(table_1) == loaded
        assert store.round_of_game(new_game(store)) is None
        assert store.gathering_rounds(gathering_id) == [started]

    def test_rounds_are_numbered_once_per_gathering(self, store: EventStore) -> None:
        friday, saturday = new_gathering(store), new_gathering(store, "Saturday")
        first = new_round(store, friday, (new_game(store, gathering_id=friday),))
        with pytest.raises(DuplicateId):
            new_round(store, friday, (new_game(store, gathering_id=friday),))
        new_round(store, saturday, (new_game(store, gathering_id=saturday),))
        second = new_round(store, friday, (new_game(store, gathering_id=friday),), number=2)
        assert store.gathering_rounds(friday) == [first, second]

    def test_a_game_is_a_table_of_one_round_at_most(self, store: EventStore) -> None:
        gathering_id = new_gathering(store)
        game_id = new_game(store, gathering_id=gathering_id)
        other_id = new_game(store, gathering_id=gathering_id)
        new_round(store, gathering_id, (game_id,))
        with pytest.raises(GameInRound, match=game_id):
            new_round(store, gathering_id, (other_id, game_id), number=2)
        with pytest.raises(GameInRound):
            new_round(store, gathering_id, (other_id, other_id), number=2)
        with pytest.raises(UnknownRound):
            store.load_round(gathering_id, 2)
        assert store.round_of_game(other_id) is None

    def test_round_mistakes_are_named_and_store_nothing(self, store: EventStore) -> None:
        gathering_id = new_gathering(store)
        elsewhere = new_game(store)  # not in the gathering
        with pytest.raises(UnknownGame, match=elsewhere):
            new_round(store, gathering_id, (elsewhere,))
        with pytest.raises(UnknownGathering):
            new_round(store, "nowhere", ())
        with pytest.raises(UnknownRound):
            store.load_round(gathering_id, 1)
        with pytest.raises(UnknownGathering):
            store.gathering_rounds("nowhere")
        assert store.gathering_rounds(gathering_id) == []

    def test_the_organiser_pauses_and_resumes_a_round(self, store: EventStore) -> None:
        gathering_id = new_gathering(store)
        started = new_round(store, gathering_id, (new_game(store, gathering_id=gathering_id),))
        assert store.pause_round(started.id, RoundPause(1, 20 * MINUTE))
        assert not store.pause_round(started.id, RoundPause(1, 21 * MINUTE))  # paused first
        assert not store.pause_round(started.id, RoundPause(2, 21 * MINUTE))  # still paused
        assert store.resume_round(started.id, 25 * MINUTE)
        assert not store.resume_round(started.id, 26 * MINUTE)
        assert store.pause_round(started.id, RoundPause(2, 40 * MINUTE))
        assert store.load_round(gathering_id, 1).pauses == (
            RoundPause(1, 20 * MINUTE, 25 * MINUTE),
            RoundPause(2, 40 * MINUTE),
        )
        with pytest.raises(UnknownRound):
            store.pause_round("nowhere", RoundPause(1, 0))
        with pytest.raises(UnknownRound):
            store.resume_round("nowhere", 0)

    def test_a_judge_s_extensions_belong_to_one_table(self, store: EventStore) -> None:
        gathering_id = new_gathering(store)
        table_1 = new_game(store, gathering_id=gathering_id)
        table_2 = new_game(store, gathering_id=gathering_id)
        started = new_round(store, gathering_id, (table_1, table_2))
        first = Extension(new_id(), started.id, table_1, 3 * MINUTE, 10, "judge call: Ruination")
        second = Extension(new_id(), started.id, table_1, 2 * MINUTE, 20)
        store.add_extension(first)
        store.add_extension(second)
        with pytest.raises(DuplicateId):
            store.add_extension(first)  # a retried request
        loaded = store.load_round(gathering_id, 1)
        assert loaded.extensions_of(table_1) == (first, second)
        assert loaded.extensions_of(table_2) == ()
        outsider = new_game(store, gathering_id=gathering_id)
        with pytest.raises(NotInRound):
            store.add_extension(Extension(new_id(), started.id, outsider, MINUTE, 30))
        with pytest.raises(UnknownRound):
            store.add_extension(Extension(new_id(), "nowhere", table_1, MINUTE, 30))
        assert store.load_round(gathering_id, 1).extensions == (first, second)

    def test_two_organisers_pausing_at_once_pause_once(self, store: EventStore) -> None:
        gathering_id = new_gathering(store)
        started = new_round(store, gathering_id, (new_game(store, gathering_id=gathering_id),))
        results: list[bool] = []

        def organiser(minute: int) -> None:
            results.append(store.pause_round(started.id, RoundPause(1, minute * MINUTE)))

        threads = [threading.Thread(target=organiser, args=(m,)) for m in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert sorted(results) == [False, False, False, True]
        assert len(store.load_round(gathering_id, 1).pauses) == 1

    # ------------------------------------------------------------ counters and tosses

    def test_a_player_s_counters_are_kept_beside_the_log(self, store: EventStore) -> None:
        game_id = new_game(store)
        assert store.counters(game_id) == Counters({}, 0)
        assert store.change_counter(game_id, "Ann", "xp", lambda v: v + 1, 10) == 1
        assert store.change_counter(game_id, "Ann", "xp", lambda v: v + 2, 20) == 3
        assert store.change_counter(game_id, "Ben", "energy", lambda v: 4, 30) == 4
        # Three changes in all: a read with a higher revision is the newer.
        assert store.counters(game_id) == Counters({("Ann", "xp"): 3, ("Ben", "energy"): 4}, 3)
        assert store.load_game(game_id).entries == ()  # never part of the record
        with pytest.raises(UnknownGame):
            store.counters("nowhere")
        with pytest.raises(UnknownGame):
            store.change_counter("nowhere", "Ann", "xp", lambda v: v + 1, 40)

    def test_a_counter_change_kept_with_its_key_is_made_once(self, store: EventStore) -> None:
        game_id = new_game(store)
        asked = ("tap-1", '{"add": 1}')
        assert store.change_counter(game_id, "Ann", "xp", lambda v: v + 1, 10, asked) == 1
        with pytest.raises(RequestSeen) as seen:
            store.change_counter(game_id, "Ann", "xp", lambda v: v + 1, 20, ("tap-1", "other"))
        assert seen.value.asked == '{"add": 1}'
        # The same key on another game is another request.
        other = new_game(store)
        assert store.change_counter(other, "Ann", "xp", lambda v: v + 1, 30, asked) == 1
        assert store.counters(game_id) == Counters({("Ann", "xp"): 1}, 1)

    def test_a_refused_keyed_counter_change_keeps_no_key(self, store: EventStore) -> None:
        game_id = new_game(store)

        def refused(value: int) -> int:
            raise ValueError("below 0")

        with pytest.raises(ValueError, match="below 0"):
            store.change_counter(game_id, "Ann", "power", refused, 10, ("tap-2", "down"))
        assert (
            store.change_counter(game_id, "Ann", "power", lambda v: 0, 20, ("tap-2", "down")) == 0
        )

    def test_a_refused_counter_change_leaves_the_counter(self, store: EventStore) -> None:
        game_id = new_game(store)
        store.change_counter(game_id, "Ann", "power", lambda v: 2, 10)

        def below_zero(value: int) -> int:
            raise ValueError(f"{value} - 3 is below 0")

        with pytest.raises(ValueError, match="below 0"):
            store.change_counter(game_id, "Ann", "power", below_zero, 20)
        with pytest.raises(ValueError, match="below 0"):
            store.change_counter(game_id, "Ben", "power", below_zero, 20)
        assert store.counters(game_id) == Counters({("Ann", "power"): 2}, 1)

    def test_two_devices_adding_at_once_both_count(self, store: EventStore) -> None:
        game_id = new_game(store)

        def device() -> None:
            for _ in range(5):
                store.change_counter(game_id, "Ann", "xp", lambda v: v + 1, 10)

        threads = [threading.Thread(target=device) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert store.counters(game_id) == Counters({("Ann", "xp"): 20}, 20)

    def test_a_toss_rewrites_the_turn_order_once_before_the_first_entry(
        self, store: EventStore
    ) -> None:
        game_id = new_game(store)
        assert store.toss(game_id) is None
        ben_first = {**DUEL, "players": ["Ben", "Ann"]}
        drawn = {"kind": "coin", "face": "tails", "first": "Ben"}
        scoring = Scoring("test", {"scores": {"Ben": 0, "Ann": 0}})
        assert store.record_toss(game_id, ben_first, scoring, drawn, 10)
        loaded = store.load_game(game_id)
        assert loaded.info.header["players"] == ["Ben", "Ann"]
        assert loaded.scoring == scoring
        assert store.toss(game_id) == drawn
        # A second draw, hoping for another result, changes nothing.
        assert not store.record_toss(game_id, DUEL, scoring, {"kind": "coin"}, 20)
        assert store.load_game(game_id).info.header["players"] == ["Ben", "Ann"]
        assert store.toss(game_id) == drawn

    def test_a_first_turn_taken_on_the_order_a_draw_rewrote_is_refused(
        self, store: EventStore
    ) -> None:
        # Another server drew Ben first while this one still had Ann first: Ann's turn,
        # checked against the old order, must not be stored.
        game_id = new_game(store)
        scoring = Scoring("test", {})
        assert store.record_toss(game_id, {**DUEL, "players": ["Ben", "Ann"]}, scoring, {}, 1)
        with pytest.raises(AppendConflict):
            store.append(
                game_id, Entry(1, action=action("turn", player="Ann")), turn_order=["Ann", "Ben"]
            )
        assert store.load_game(game_id).entries == ()
        store.append(
            game_id, Entry(1, action=action("turn", player="Ben")), turn_order=["Ben", "Ann"]
        )
        assert [e.seq for e in store.load_game(game_id).entries] == [1]

    def test_no_toss_once_the_game_has_begun(self, store: EventStore) -> None:
        game_id = new_game(store)
        store.append(game_id, Entry(1, action=action("turn", player="Ann")))
        scoring = Scoring("test", {})
        assert not store.record_toss(game_id, {**DUEL, "players": ["Ben", "Ann"]}, scoring, {}, 1)
        assert store.load_game(game_id).info.header == DUEL
        assert store.toss(game_id) is None
        with pytest.raises(UnknownGame):
            store.record_toss("nowhere", DUEL, scoring, {}, 1)
        with pytest.raises(UnknownGame):
            store.toss("nowhere")
