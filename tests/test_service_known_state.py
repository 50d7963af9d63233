"""A write acts on the game as this server last knew it, without reading the store first.

The store appends an entry only right after the last one stored, so a server that has not
yet seen another server's entries cannot store out of turn: the store refuses, the server
reads the game again and tries once more on top. And nothing is refused on the strength of
an old state: a version, an action or an undo that is right for the game as stored is
applied, wherever its earlier entries were written. Likewise a table's round, kept in
memory: time is called at zero only of the round as stored.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from riftscore.service import GameService, LiveGame, Rejected, StaleVersion
from riftscore.store import AppendConflict, Entry, MemoryStore, Scoring, StoredRound

DUEL = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}
TURN_ANN = {"do": "turn", "player": "Ann"}
TURN_BEN = {"do": "turn", "player": "Ben"}
END_TURN = {"do": "end_turn"}
MINUTE_MS = 60_000


def conquer(player: str, battlefield: str) -> dict[str, str]:
    return {"do": "control", "player": player, "battlefield": battlefield}


def where(live: LiveGame) -> tuple[int, dict[str, int]]:
    return live.version, live.game.scores


class WatchedStore(MemoryStore):
    """The store both servers share, counting what they ask of it."""

    def __init__(self) -> None:
        super().__init__()
        self.catch_up_reads = 0
        self.full_loads = 0
        self.refused_appends = 0

    def entries_after(self, game_id: str, seq: int) -> list[Entry]:
        self.catch_up_reads += 1
        return super().entries_after(game_id, seq)

    def load_game(self, game_id: str) -> Any:
        self.full_loads += 1
        return super().load_game(game_id)

    def append(
        self,
        game_id: str,
        entry: Entry,
        scoring: Scoring | None = None,
        *,
        turn_order: Sequence[str] | None = None,
    ) -> None:
        try:
            super().append(game_id, entry, scoring, turn_order=turn_order)
        except AppendConflict:
            self.refused_appends += 1
            raise


class Phone:
    """A table's phone, talking to one server."""

    def __init__(self, service: GameService, game_id: str, token: str) -> None:
        self.service, self.game_id, self.token = service, game_id, token

    def do(self, action: dict[str, Any], **options: Any) -> Any:
        return self.service.games.apply(
            self.game_id, action, token=self.token, present=where, **options
        )

    def undo(self, **options: Any) -> Any:
        return self.service.games.undo(self.game_id, token=self.token, present=where, **options)

    def read(self) -> tuple[int, dict[str, int]]:
        return self.service.games.read(self.game_id, where)


@pytest.fixture
def store() -> WatchedStore:
    return WatchedStore()


def two_servers(store: WatchedStore) -> tuple[Phone, Phone]:
    """The same table's game on two servers of one store, each with it in memory."""
    here, there = GameService(store), GameService(store)
    created = here.games.create(DUEL)
    phones = Phone(here, created.id, created.token), Phone(there, created.id, created.token)
    phones[1].read()  # the second server has the game in memory too
    return phones


def test_a_table_s_actions_are_stored_without_reading_the_store_first(
    store: WatchedStore,
) -> None:
    phone, _ = two_servers(store)
    reads, loads = store.catch_up_reads, store.full_loads
    for action in (TURN_ANN, conquer("Ann", "Grove"), END_TURN, TURN_BEN, conquer("Ben", "Ruins")):
        phone.do(action)
    phone.undo()
    assert phone.do(conquer("Ben", "Grove")).value == (7, {"Ann": 1, "Ben": 1})
    assert (store.catch_up_reads, store.full_loads) == (reads, loads)


def test_the_version_another_server_stored_is_the_one_a_phone_names(store: WatchedStore) -> None:
    here, there = two_servers(store)
    here.do(TURN_ANN)
    there.read()
    there.do(conquer("Ann", "Grove"))  # version 2, which `here` has not seen
    answer = here.do(conquer("Ann", "Ruins"), if_match=2)
    assert answer.value == (3, {"Ann": 2, "Ben": 0})
    with pytest.raises(StaleVersion) as stale:
        there.do(END_TURN, if_match=2)  # this phone really is behind
    assert stale.value.version == 3
    assert store.load_game(here.game_id).version == 3


def test_an_action_legal_after_another_server_s_turn_is_applied(store: WatchedStore) -> None:
    here, there = two_servers(store)
    here.do(TURN_ANN)
    here.do(END_TURN)
    there.do(TURN_BEN)  # `here` still has no turn in progress
    assert here.do(conquer("Ben", "Grove")).value == (4, {"Ann": 0, "Ben": 1})
    assert [e.action for e in store.load_game(here.game_id).entries] == [
        TURN_ANN,
        END_TURN,
        TURN_BEN,
        conquer("Ben", "Grove"),
    ]


def test_an_undo_takes_back_what_another_server_stored(store: WatchedStore) -> None:
    here, there = two_servers(store)
    there.do(TURN_ANN)
    there.do(conquer("Ann", "Grove"))  # `here` knows of nothing to undo
    assert here.undo().value == (3, {"Ann": 0, "Ben": 0})
    assert store.load_game(here.game_id).entries[-1].retracts == 2


def test_a_tap_retried_on_another_server_is_applied_once(store: WatchedStore) -> None:
    here, there = two_servers(store)
    first = here.do(TURN_ANN, idempotency_key="tap-1")
    again = there.do(TURN_ANN, idempotency_key="tap-1")  # `there` had not seen it
    assert (again.value, again.changed) == (first.value, False)
    assert store.load_game(here.game_id).version == 1
    assert store.refused_appends == 1  # the store refused the second, and `there` looked


def test_what_the_stored_game_refuses_is_refused_after_one_look(store: WatchedStore) -> None:
    here, there = two_servers(store)
    here.do(TURN_ANN)
    there.read()
    there.do(conquer("Ann", "Grove"))
    reads = store.catch_up_reads
    with pytest.raises(Rejected) as refused:
        here.do(TURN_ANN)  # Ben plays the next turn, as `here` knew it and as stored
    assert refused.value.code == "turn_out_of_order"
    assert store.catch_up_reads == reads + 1
    assert store.refused_appends == 0
    assert here.read() == (2, {"Ann": 1, "Ben": 0})


def test_a_server_told_of_another_s_entry_reads_it_before_writing(store: WatchedStore) -> None:
    here, there = two_servers(store)
    here.do(TURN_ANN)
    there.do(conquer("Ann", "Grove"))
    here.service.live.stored(here.game_id, 2)  # PostgreSQL's NOTIFY, as the listener passes it
    assert here.do(END_TURN).value == (3, {"Ann": 1, "Ben": 0})
    assert store.refused_appends == 0


class RememberingStore(MemoryStore):
    """A table's round as a server first read it, as it knows it before the NOTIFY of a
    change made elsewhere has reached it."""

    def __init__(self) -> None:
        super().__init__()
        self.remembered: dict[str, StoredRound] = {}

    def known_round_of_game(self, game_id: str) -> StoredRound | None:
        if game_id not in self.remembered:
            stored = self.round_of_game(game_id)
            if stored is None:
                return None
            self.remembered[game_id] = stored
        return self.remembered[game_id]


def test_time_is_called_at_zero_of_the_round_as_stored_not_as_remembered() -> None:
    now = [1_760_000_000_000]
    store = RememberingStore()
    here = GameService(store, clock=lambda: now[0])
    judge = GameService(store, clock=lambda: now[0])  # the organiser's server
    gathering = here.gatherings.create("Friday")
    game = here.games.create(DUEL, gathering_id=gathering.id, organiser_token=gathering.token)
    here.games.apply(game.id, TURN_ANN, token=game.token, present=where)
    here.rounds.start(gathering.id, organiser_token=gathering.token, minutes=30, present=where)

    def table(live: LiveGame) -> tuple[int, bool, int | None]:
        assert live.clock is not None
        return live.version, live.game.time.called, live.clock.reading.remaining

    now[0] += 29 * MINUTE_MS
    assert here.games.read(game.id, table) == (1, False, MINUTE_MS)
    judge.rounds.extend(
        gathering.id, 1, organiser_token=gathering.token, present=where, game=game.id, minutes=5
    )
    now[0] += MINUTE_MS  # zero of the round `here` remembers
    assert here.games.read(game.id, table) == (1, False, 5 * MINUTE_MS)
    now[0] += 5 * MINUTE_MS
    assert here.games.read(game.id, table) == (2, True, 0)
    assert [e.action for e in store.load_game(game.id).entries] == [TURN_ANN, {"do": "time"}]


def test_time_said_at_a_timed_table_after_another_server_recorded_it_is_no_refusal() -> None:
    store = WatchedStore()
    here, there = GameService(store), GameService(store)
    gathering = here.gatherings.create("Friday")
    game = here.games.create(DUEL, gathering_id=gathering.id, organiser_token=gathering.token)
    here.games.apply(game.id, TURN_ANN, token=game.token, present=where)
    here.rounds.start(gathering.id, organiser_token=gathering.token, minutes=30, present=where)
    there.games.apply(game.id, {"do": "time"}, token=game.token, present=where)  # a judge's call
    answer = here.games.apply(game.id, {"do": "time"}, token=game.token, present=where)
    assert (answer.value, answer.changed) == ((2, {"Ann": 0, "Ben": 0}), False)
    assert [e.action for e in store.load_game(game.id).entries] == [TURN_ANN, {"do": "time"}]


def test_a_first_turn_on_the_order_another_server_s_draw_rewrote_is_not_stored(
    store: WatchedStore,
) -> None:
    # This server still has Ann first in memory when the other draws Ben first: her turn,
    # checked against the old order, is refused by the store and checked again on the new.
    there, here = two_servers(store)
    toss = here.service.extras.draw_first(here.game_id, token=here.token, draw=lambda _: 1)
    assert toss["first"] == "Ben"  # tails: the second side
    with pytest.raises(Rejected):
        there.do({"do": "turn", "player": "Ann"})
    assert store.load_game(there.game_id).entries == ()
    there.do({"do": "turn", "player": "Ben"})
    assert store.load_game(there.game_id).info.header["players"] == ["Ben", "Ann"]
