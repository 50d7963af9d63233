"""The game service: games played through it, on a store in memory and on SQLite."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from riftscore.record import dumps
from riftscore.service import (
    Forbidden,
    GameService,
    LiveGame,
    NotFound,
    Rejected,
    StaleVersion,
    Unauthorized,
    Unloadable,
)
from riftscore.store import Entry, EventStore, MemoryStore, SqlStore, StoredGame, sqlite_url
from tests.conftest import record

DUEL = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}
TURN_ANN = {"do": "turn", "player": "Ann"}
TURN_BEN = {"do": "turn", "player": "Ben"}


def conquer(player: str, battlefield: str) -> dict[str, str]:
    return {"do": "control", "player": player, "battlefield": battlefield}


def scores(live: LiveGame) -> dict[str, int]:
    return live.game.scores


def state(live: LiveGame) -> tuple[int, dict[str, int], list[str]]:
    return live.version, live.game.scores, [a for e in live.log for a in e.announcements]


@pytest.fixture(params=["memory", "sqlite"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[EventStore]:
    if request.param == "memory":
        yield MemoryStore()
        return
    sql = SqlStore.open(sqlite_url(tmp_path / "games.sqlite3"))
    yield sql
    sql.close()


@pytest.fixture
def service(store: EventStore) -> GameService:
    return GameService(store)


class Table:
    """One table's phone: a game and its write token."""

    def __init__(self, service: GameService, header: dict[str, Any] = DUEL) -> None:
        self.service = service
        created = service.games.create(header)
        self.id, self.token = created.id, created.token

    def do(self, action: dict[str, Any], **options: Any) -> Any:
        options.setdefault("present", state)
        return self.service.games.apply(self.id, action, token=self.token, **options).value

    def undo(self, **options: Any) -> Any:
        options.setdefault("present", state)
        return self.service.games.undo(self.id, token=self.token, **options).value

    def read(self) -> Any:
        return self.service.games.read(self.id, state)


def test_a_conquer_scores_and_each_entry_is_a_version(service: GameService) -> None:
    table = Table(service)
    assert table.read() == (0, {"Ann": 0, "Ben": 0}, [])
    table.do(TURN_ANN)
    version, points, said = table.do(conquer("Ann", "Grove"))
    assert (version, points) == (2, {"Ann": 1, "Ben": 0})
    assert said[-1] == "Turn 1, Ann: Conquer on Grove, that's 1"


def test_a_turn_out_of_order_is_refused_and_changes_nothing(
    service: GameService, store: EventStore
) -> None:
    table = Table(service)
    table.do(TURN_ANN)
    with pytest.raises(Rejected) as refused:
        table.do({"do": "turn", "player": "Ann"})
    assert refused.value.code == "turn_out_of_order"
    assert "Ben plays the next turn" in refused.value.message
    assert table.read()[0] == 1
    assert store.load_game(table.id).version == 1


def test_a_malformed_action_names_its_field(service: GameService) -> None:
    table = Table(service)
    table.do(TURN_ANN)
    with pytest.raises(Rejected) as refused:
        table.do({"do": "gain", "player": "Ann", "points": "two"})
    assert refused.value.code == "invalid_action"
    assert '"points"' in refused.value.message
    with pytest.raises(Rejected, match="unknown action"):
        table.do({"do": "flip_table"})


def test_writing_needs_the_game_s_own_token(service: GameService, store: EventStore) -> None:
    table, other = Table(service), Table(service)
    with pytest.raises(Unauthorized):
        service.games.apply(table.id, TURN_ANN, token=None, present=scores)
    with pytest.raises(Forbidden):
        service.games.apply(table.id, TURN_ANN, token=other.token, present=scores)
    with pytest.raises(Forbidden):
        service.games.undo(table.id, token="guess", present=scores)
    assert store.load_game(table.id).version == 0


def test_unknown_games_are_not_found(service: GameService) -> None:
    with pytest.raises(NotFound, match="no game 'nope'"):
        service.games.read("nope", scores)
    with pytest.raises(NotFound):
        service.games.apply("nope", TURN_ANN, token="x", present=scores)


def test_a_bad_header_is_refused_with_its_reason(service: GameService) -> None:
    with pytest.raises(Rejected) as refused:
        service.games.create({**DUEL, "players": ["Ann"]})
    assert refused.value.code == "invalid_header"
    assert "duel is played by 2 players" in refused.value.message
    with pytest.raises(Rejected) as refused:
        service.games.create({**DUEL, "players": ["Ann", "Ann"]})
    assert refused.value.code == "names_alike"
    assert "Player 1 and 2 have the same name" in refused.value.message
    assert refused.value.field == "/players/1"  # what a form marks
    with pytest.raises(Rejected, match='"format"'):
        service.games.create({"mode": "duel"})


def test_undo_retracts_the_last_action_and_the_history_keeps_it(
    service: GameService, store: EventStore
) -> None:
    table = Table(service)
    table.do(TURN_ANN)
    table.do(conquer("Ann", "Grove"))
    table.do({"do": "gain", "player": "Ann", "points": 2, "source": "wrong card"})
    version, points, _ = table.undo()
    assert (version, points) == (4, {"Ann": 1, "Ben": 0})
    version, points, _ = table.undo()
    assert (version, points) == (5, {"Ann": 0, "Ben": 0})
    log = service.games.read(table.id, lambda live: [(e.entry.seq, e.undone) for e in live.log])
    assert log == [(1, False), (2, True), (3, True), (4, False), (5, False)]
    assert [e.retracts for e in store.load_game(table.id).entries[3:]] == [3, 2]
    table.do(conquer("Ann", "Ruins"))
    assert service.games.read(table.id, scores) == {"Ann": 1, "Ben": 0}


def test_undo_can_take_back_the_winning_conquer(service: GameService) -> None:
    table = Table(service, {**DUEL, "start": {"scores": {"Ann": 7}}})
    table.do(TURN_ANN)
    table.do(conquer("Ann", "Grove"))  # 7 with one of two scored: a card, not the point
    table.do(conquer("Ann", "Ruins"))
    assert service.games.read(table.id, lambda live: live.game.outcome.winners) == ("Ann",)
    table.undo()
    assert service.games.read(table.id, lambda live: live.game.outcome.result) == "ongoing"
    assert service.games.read(table.id, scores) == {"Ann": 7, "Ben": 0}


def test_there_is_nothing_to_undo_in_a_new_game_or_after_undoing_everything(
    service: GameService,
) -> None:
    table = Table(service)
    with pytest.raises(Rejected) as refused:
        table.undo()
    assert refused.value.code == "nothing_to_undo"
    table.do(TURN_ANN)
    table.undo()
    with pytest.raises(Rejected):
        table.undo()
    assert table.read()[0] == 2


def test_a_stale_version_is_refused_with_the_current_state(service: GameService) -> None:
    table = Table(service)
    table.do(TURN_ANN, if_match=0)
    with pytest.raises(StaleVersion) as stale:
        table.do(conquer("Ann", "Grove"), if_match=0)
    assert stale.value.version == 1
    assert stale.value.current == (1, {"Ann": 0, "Ben": 0}, ["Turn 1, Ann"])
    with pytest.raises(StaleVersion):
        table.undo(if_match=0)
    assert table.do(conquer("Ann", "Grove"), if_match=1)[0] == 2


def test_a_repeated_request_gets_the_first_answer_and_applies_nothing(
    service: GameService,
) -> None:
    table = Table(service)
    table.do(TURN_ANN)
    first = service.games.apply(
        table.id, conquer("Ann", "Grove"), token=table.token, present=state, idempotency_key="t1"
    )
    table.do({"do": "gain", "player": "Ann", "points": 1})
    again = service.games.apply(
        table.id,
        conquer("Ann", "Grove"),
        token=table.token,
        present=state,
        idempotency_key="t1",
        if_match=1,  # what the phone saw before its first try: stale now, but a repeat
    )
    assert (again.value, again.changed) == (first.value, False)
    assert first.changed
    assert table.read()[0] == 3


def test_an_idempotency_key_reused_for_another_request_is_refused(
    service: GameService,
) -> None:
    table = Table(service)
    table.do(TURN_ANN, idempotency_key="k")
    with pytest.raises(Rejected) as refused:
        table.do(conquer("Ann", "Grove"), idempotency_key="k")
    assert refused.value.code == "idempotency_key_reused"
    with pytest.raises(Rejected):
        table.undo(idempotency_key="k")
    undone = table.undo(idempotency_key="u")
    assert table.undo(idempotency_key="u") == undone
    assert table.read()[0] == 2


def test_another_server_s_entries_are_read_before_each_request(store: EventStore) -> None:
    here, there = GameService(store), GameService(store)
    table = Table(here)
    table.do(TURN_ANN)
    there.games.apply(table.id, conquer("Ann", "Grove"), token=table.token, present=scores)
    assert here.games.read(table.id, scores) == {"Ann": 1, "Ben": 0}
    there.games.undo(table.id, token=table.token, present=scores)
    assert here.games.read(table.id, scores) == {"Ann": 0, "Ben": 0}


class SlowReader(MemoryStore):
    """A store whose reads lag one write behind, as a second server's cache would."""

    def __init__(self) -> None:
        super().__init__()
        self.lag = False
        self.full_loads = 0

    def load_game(self, game_id: str) -> StoredGame:
        self.full_loads += 1
        return super().load_game(game_id)

    def entries_after(self, game_id: str, seq: int) -> list[Any]:
        entries = super().entries_after(game_id, seq)
        if self.lag and entries:
            self.lag = False
            return entries[:-1]
        return entries


def test_a_writer_who_came_second_is_retried_once_on_top_of_the_first() -> None:
    store = SlowReader()
    service = GameService(store)
    table = Table(service)
    table.do(TURN_ANN)
    other = GameService(store)
    other.games.apply(table.id, conquer("Ann", "Grove"), token=table.token, present=scores)
    store.lag = True  # this server has not seen the conquer when it tries to write
    version, points, _ = table.do(conquer("Ann", "Ruins"))
    assert (version, points) == (3, {"Ann": 2, "Ben": 0})
    other.games.apply(table.id, {"do": "end_turn"}, token=table.token, present=scores)
    store.lag = True
    with pytest.raises(StaleVersion) as stale:
        table.do(TURN_BEN, if_match=3)  # what this phone saw; the store is at 4
    assert stale.value.version == 4
    assert store.load_game(table.id).version == 4


def test_one_action_never_replays_the_game() -> None:
    store = SlowReader()
    service = GameService(store)
    table = Table(service)
    for turn in range(30):
        table.do(TURN_ANN if turn % 2 == 0 else TURN_BEN)
    assert store.full_loads == 0
    GameService(store).games.read(table.id, scores)
    assert store.full_loads == 1


def test_a_game_comes_back_the_same_from_the_store(store: EventStore) -> None:
    service = GameService(store)
    table = Table(service)
    for action in (TURN_ANN, conquer("Ann", "Grove"), TURN_BEN, conquer("Ben", "Grove")):
        table.do(action)
    table.undo()
    table.do(conquer("Ben", "Ruins"))
    before = table.read()
    assert GameService(store).games.read(table.id, state) == before
    assert GameService(store).games.read(
        table.id, lambda live: dumps(live.game)
    ) == service.games.read(table.id, lambda live: dumps(live.game))


def test_forgotten_games_are_loaded_again(store: EventStore) -> None:
    service = GameService(store, capacity=2)
    tables = [Table(service) for _ in range(3)]
    for table in tables:
        table.do(TURN_ANN)
        table.do(conquer("Ann", "Grove"))
    assert [service.games.read(t.id, scores)["Ann"] for t in tables] == [1, 1, 1]


def test_a_round_of_more_tables_than_memory_holds_pushes_out_no_game_in_play(
    store: EventStore,
) -> None:
    """Three tables play on a server that keeps three games; the organiser starts and
    reads a round of eight (another server's tables among them): the three are not read
    from the store again, and the round's tables are each read as they stand."""
    service = GameService(store, capacity=3)
    gathering = service.gatherings.create("Friday")

    def table() -> Any:
        return service.games.create(
            DUEL, gathering_id=gathering.id, organiser_token=gathering.token
        )

    playing = [table() for _ in range(3)]
    elsewhere = GameService(store)  # the other tables were started on another server
    others = [
        elsewhere.games.create(DUEL, gathering_id=gathering.id, organiser_token=gathering.token)
        for _ in range(5)
    ]
    for game in playing:
        service.games.apply(game.id, TURN_ANN, token=game.token, present=scores)
    loaded = service.live.loads
    started = service.rounds.start(
        gathering.id, organiser_token=gathering.token, present=lambda live: live.version
    )
    assert sorted(started.tables) == [0, 0, 0, 0, 0, 1, 1, 1]
    assert service.rounds.read(gathering.id, 1, lambda live: live.id)
    # Read in passing each time: the start's two looks and the read after it.
    assert service.live.loads == loaded + 3 * len(others)
    for game in playing:
        service.games.apply(game.id, TURN_BEN, token=game.token, present=scores)
    assert service.live.loads == loaded + 3 * len(others)  # still in memory
    assert service.live.evictions == 0


def test_a_game_read_in_passing_is_kept_in_the_room_there_is_and_goes_first(
    store: EventStore,
) -> None:
    service = GameService(store, capacity=3)
    gathering = service.gatherings.create("Friday")
    elsewhere = GameService(store)
    games = [
        elsewhere.games.create(DUEL, gathering_id=gathering.id, organiser_token=gathering.token)
        for _ in range(2)
    ]
    service.rounds.start(gathering.id, organiser_token=gathering.token, present=lambda _: None)
    loaded = service.live.loads
    service.rounds.read(gathering.id, 1, lambda _: None)
    assert service.live.loads == loaded  # both were kept: there was room
    mine = [Table(service) for _ in range(2)]  # the first read in passing makes room
    assert service.live.evictions == 1
    for table in mine:
        table.do(TURN_ANN)
    # The round reads its tables in their order: the last read goes first.
    first_read = store.gathering_games(gathering.id)[0].id
    assert first_read in {g.id for g in games}
    assert service.games.read(first_read, scores) == {"Ann": 0, "Ben": 0}
    assert service.live.loads == loaded  # still there


def test_an_imported_record_is_a_game_with_every_action_in_the_log(
    service: GameService,
) -> None:
    data = record(DUEL, "# a comment", TURN_ANN, conquer("Ann", "Grove"), TURN_BEN)
    created = service.games.import_record(data)
    assert created.version == 3
    assert service.games.read(created.id, scores) == {"Ann": 1, "Ben": 0}
    service.games.apply(created.id, conquer("Ben", "Ruins"), token=created.token, present=scores)
    with pytest.raises(Rejected) as refused:
        service.games.import_record(record(DUEL, TURN_ANN, TURN_ANN))
    assert refused.value.message.startswith("line 3: turn out of order")


def test_a_gathering_adds_games_with_its_organiser_token(service: GameService) -> None:
    gathering = service.gatherings.create("Friday <b>Night</b>")
    with pytest.raises(Unauthorized):
        service.games.create(DUEL, gathering_id=gathering.id)
    with pytest.raises(Forbidden):
        service.games.create(DUEL, gathering_id=gathering.id, organiser_token="guess")
    with pytest.raises(NotFound):
        service.games.create(DUEL, gathering_id="nowhere", organiser_token=gathering.token)
    game = service.games.create(
        DUEL, gathering_id=gathering.id, organiser_token=gathering.token, table="Table 1"
    )
    # The organiser (a judge, say) may write to the gathering's games too.
    service.games.apply(game.id, TURN_ANN, token=gathering.token, present=scores)
    listing = service.gatherings.read(gathering.id, lambda live: live.version)
    assert listing.info.name == "Friday <b>Night</b>"
    assert [(g.id, g.table, version) for g, version in listing.games] == [(game.id, "Table 1", 1)]
    with pytest.raises(Rejected):
        service.gatherings.create("")


def test_at_zero_the_service_calls_time_itself_once_and_says_so(store: EventStore) -> None:
    now = [1_760_000_000_000]
    service = GameService(store, clock=lambda: now[0])
    heard: list[tuple[str, int]] = []
    service.on_append = lambda game_id, version: heard.append((game_id, version))
    gathering = service.gatherings.create("Friday")
    game = service.games.create(DUEL, gathering_id=gathering.id, organiser_token=gathering.token)
    service.games.apply(game.id, TURN_ANN, token=game.token, present=scores)
    started = service.rounds.start(
        gathering.id, organiser_token=gathering.token, minutes=30, present=lambda live: live.id
    )
    assert started.tables == [game.id]
    now[0] += 30 * 60_000 - 1
    assert not service.games.read(game.id, lambda live: live.game.time.called)
    assert heard == []
    now[0] += 1
    for _ in range(3):
        assert service.games.read(game.id, lambda live: live.game.time.called)
    assert heard == [(game.id, 2)]
    # Another server on the same store, with its own memory of the game, finds it done.
    other = GameService(store, clock=lambda: now[0])
    assert other.games.read(game.id, lambda live: live.version) == 2
    entries = store.load_game(game.id).entries
    assert [e.action for e in entries] == [TURN_ANN, {"do": "time"}]
    assert entries[1].idempotency_key == f"round:{started.round.info.id}:time:2"


def test_an_undo_the_store_refuses_reads_the_game_again_and_is_retried_on_top() -> None:
    store = SlowReader()
    service = GameService(store)
    table = Table(service)
    table.do(TURN_ANN)
    table.do(conquer("Ann", "Grove"))
    other = GameService(store)
    gain = {"do": "gain", "player": "Ann", "points": 2}
    other.games.apply(table.id, gain, token=table.token, present=scores)
    store.lag = True  # this server has not seen the gain when it undoes
    version, points, _ = table.undo()
    assert (version, points) == (4, {"Ann": 1, "Ben": 0})  # the gain, last in force, undone
    assert store.load_game(table.id).entries[-1].retracts == 3
    assert GameService(store).games.read(table.id, scores) == {"Ann": 1, "Ben": 0}


def test_an_entry_this_engine_refuses_leaves_the_game_unloadable_not_half_loaded(
    store: EventStore,
) -> None:
    service = GameService(store)
    table = Table(service)
    table.do(TURN_ANN)
    store.append(table.id, Entry(2, {"do": "standard_move", "player": "Ann"}))  # by hand
    for _ in range(2):
        with pytest.raises(Unloadable) as refused:
            table.read()
        assert (refused.value.entry, refused.value.reason) == (
            2,
            "unknown action 'standard_move': a board action, and this game has no board "
            '(its header has no "board")',
        )
    with pytest.raises(Unloadable):
        table.do(conquer("Ann", "Grove"))
    assert store.load_game(table.id).version == 2


def test_time_at_zero_on_a_game_another_server_just_called_it_on_applies_once() -> None:
    """This server has not yet seen the `time` another server stored: its own is refused
    by the store, it reads the game again, and the table's `time` is answered as called."""
    store = SlowReader()
    now = [1_760_000_000_000]
    here, there = GameService(store, clock=lambda: now[0]), GameService(store, clock=lambda: now[0])
    gathering = here.gatherings.create("Friday")
    game = here.games.create(DUEL, gathering_id=gathering.id, organiser_token=gathering.token)
    here.games.apply(game.id, TURN_ANN, token=game.token, present=scores)
    here.rounds.start(
        gathering.id, organiser_token=gathering.token, minutes=30, present=lambda live: None
    )
    now[0] += 30 * 60_000
    assert there.games.read(game.id, lambda live: live.version) == 2  # time called there
    store.lag = True  # here, the catch-up misses it
    answer = here.games.apply(
        game.id, {"do": "time"}, token=game.token, present=lambda live: live.version
    )
    assert (answer.value, answer.changed) == (2, False)
    assert [e.action for e in store.load_game(game.id).entries] == [TURN_ANN, {"do": "time"}]
