"""Timed rounds through the API: an organiser starts, pauses and extends them; at zero each
table records `time` once and plays the end-of-round procedure of the round's type.

The server's clock is the test's (`StoreClock`): minutes pass without anybody sleeping.
Every test runs on SQLite and on PostgreSQL.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from riftscore.announce import procedure_summary, procedure_text
from riftscore.rules import Round
from riftscore.rules.match import end_of_round_procedure
from tests.web.helpers import DUEL
from tests.web.rounds import (
    END_TURN,
    MATCH,
    MINUTE_MS,
    START_MS,
    TIME,
    Organiser,
    Seat,
    StoreClock,
    concede,
    gain,
    next_game,
    table_of,
    time_entries,
    turn,
)

SINGLE_ELIMINATION = {**DUEL, "round": "single_elimination"}
THREE_ADDITIONAL_TURNS = (turn("Ben"), turn("Ann"), turn("Ben"), END_TURN)


@pytest.fixture
def client(server: Callable[[], FastAPI]) -> Iterator[TestClient]:
    with TestClient(server()) as client:
        yield client


@pytest.fixture
def organiser(client: TestClient) -> Organiser:
    return Organiser(client)


def error(response: Any) -> dict[str, str]:
    body = response.json()
    assert set(body) == {"error"}, body
    result: dict[str, str] = body["error"]
    return result


# ------------------------------------------------------------------ starting a round


def test_a_round_starts_an_hour_of_swiss_for_every_table(
    organiser: Organiser, clock: StoreClock
) -> None:
    one, two = organiser.table("Table 1"), organiser.table("Table 2", players=["Cy", "Di"])
    response = organiser.start()
    assert response.status_code == 201
    assert response.headers["location"] == f"{organiser.url}/rounds/1"
    started = response.json()
    assert (started["number"], started["type"], started["state"]) == (1, "swiss", "running")
    assert started["duration_ms"] == 60 * MINUTE_MS
    assert started["started_at"] == started["server_time"] == START_MS
    assert started["ends_at"] == START_MS + 60 * MINUTE_MS
    # Both tables were added in the same millisecond of the test's clock: either order.
    assert sorted(t["table"] for t in started["tables"]) == ["Table 1", "Table 2"]
    clock.advance(12.5)
    for seat in (one, two):
        table_clock = seat.read()["clock"]
        assert table_clock["state"] == "running"
        assert table_clock["server_time"] == START_MS + 12.5 * MINUTE_MS
        assert table_clock["remaining_ms"] == 47.5 * MINUTE_MS
        assert table_clock["ends_at"] == START_MS + 60 * MINUTE_MS
        assert table_clock["round"] == 1
    listing = organiser.client.get(organiser.url).json()
    assert [r["number"] for r in listing["rounds"]] == [1]
    assert all(g["clock"]["state"] == "running" for g in listing["games"])


def test_a_round_of_chosen_tables_with_its_own_length_and_type(organiser: Organiser) -> None:
    playing = organiser.table("Top 8, table 1", SINGLE_ELIMINATION)
    organiser.table("Top 8, table 2", SINGLE_ELIMINATION)
    started = organiser.start_round(minutes=50, type="single_elimination", games=[playing.id])
    assert [t["id"] for t in started["tables"]] == [playing.id]
    assert (started["type"], started["remaining_ms"]) == ("single_elimination", 50 * MINUTE_MS)
    second = organiser.start_round(type="single_elimination")  # the table left over
    assert second["number"] == 2
    assert [t["table"] for t in second["tables"]] == ["Top 8, table 2"]


def test_a_round_and_its_gathering_carry_the_core_s_end_of_round_procedure(
    organiser: Organiser,
) -> None:
    """What the organiser's page says each type of round does at time, and the round's
    own, come from the rules core's procedure, numbers and words alike."""
    organiser.table("Top 8, table 1", SINGLE_ELIMINATION)
    started = organiser.start_round(type="single_elimination")
    procedure = end_of_round_procedure(Round.SINGLE_ELIMINATION)
    assert started["procedure"] == {
        "type": "single_elimination",
        "additional_turns": procedure.additional_turns,
        "winning_lead": procedure.winning_lead,
        "tied": procedure.tied,
        "between_games": procedure.between_games,
        "additional_turns_in_new_game": procedure.additional_turns_in_new_game,
        "summary": procedure_summary(procedure),
        "text": procedure_text(procedure),
    }
    assert organiser.round(1)["procedure"] == started["procedure"]
    procedures = organiser.client.get(organiser.url).json()["procedures"]
    assert procedures["single_elimination"] == started["procedure"]
    swiss = end_of_round_procedure(Round.SWISS)
    assert (procedures["swiss"]["winning_lead"], procedures["swiss"]["text"]) == (
        swiss.winning_lead,
        procedure_text(swiss),
    )


def test_a_game_outside_a_round_has_no_clock(organiser: Organiser, client: TestClient) -> None:
    seat = organiser.table("Casual")
    assert "clock" not in seat.read()
    response = client.get(f"{seat.url}/clock")
    assert (response.status_code, error(response)["code"]) == (404, "not_in_round")


def test_a_table_knows_its_gathering_so_its_page_can_wait_for_the_round(
    organiser: Organiser, client: TestClient
) -> None:
    seat = organiser.table("Table 4")
    assert seat.read()["gathering"] == {"id": organiser.id, "table": "Table 4"}
    casual = Seat(client, "", client.post("/api/games", json=DUEL).json())
    assert "gathering" not in casual.read()


@pytest.mark.parametrize(
    ("body", "code", "words"),
    [
        ({"minutes": 0}, "invalid_field", '"minutes" must be a whole number from 1 to 1440'),
        ({"minutes": "60"}, "invalid_field", '"minutes"'),
        ({"minutes": True}, "invalid_field", '"minutes"'),
        ({"minutes": 1441}, "invalid_field", '"minutes"'),
        ({"type": "double_elimination"}, "invalid_field", '"type" must be "swiss"'),
        ({"games": []}, "invalid_field", '"games" must be a non-empty list'),
        ({"games": ["nope"]}, "invalid_field", "'nope', which is not a game of this gathering"),
        ({"type": "single_elimination"}, "round_type_mismatch", '"round": "single_elimination"'),
    ],
)
def test_a_round_that_cannot_start_is_refused_naming_why(
    organiser: Organiser, body: dict[str, Any], code: str, words: str
) -> None:
    organiser.table("Table 1")
    response = organiser.start(**body)
    assert response.status_code == 422
    assert error(response)["code"] == code
    assert words in error(response)["message"]
    assert organiser.client.get(f"{organiser.url}/rounds").json() == {"rounds": []}


def test_only_the_organiser_runs_rounds(organiser: Organiser, client: TestClient) -> None:
    seat = organiser.table("Table 1")
    url = f"{organiser.url}/rounds"
    assert client.post(url, json={}).status_code == 401
    as_a_table = {"Authorization": f"Bearer {seat.token}"}
    assert client.post(url, json={}, headers=as_a_table).status_code == 403
    assert client.post(url, content=b"{", headers=as_a_table).status_code == 403
    organiser.start_round()
    for path in ("pause", "resume"):
        assert client.post(f"{url}/1/{path}", headers=as_a_table).status_code == 403
    body = {"game": seat.id, "minutes": 3}
    assert client.post(f"{url}/1/extensions", json=body).status_code == 401
    assert organiser.round()["state"] == "running"
    assert client.get("/api/gatherings/nowhere/rounds/1").status_code == 404
    assert client.get(f"{url}/2").status_code == 404


def test_a_game_is_a_table_of_one_round_and_a_finished_game_of_none(organiser: Organiser) -> None:
    first = organiser.table("Table 1")
    organiser.start_round()
    response = organiser.start(games=[first.id])
    assert (response.status_code, error(response)["code"]) == (422, "game_in_round")
    assert "table 'Table 1' is already a table of round 1" in error(response)["message"]
    over = organiser.table("Table 2")
    over.do(turn("Ann"), concede("Ben"))
    response = organiser.start(games=[over.id])
    assert (response.status_code, error(response)["code"]) == (422, "game_over")
    assert error(organiser.start())["code"] == "no_tables"


# ------------------------------------------------------------------ pause, resume, extend


def test_a_paused_round_stands_still_at_every_table(
    organiser: Organiser, clock: StoreClock
) -> None:
    one, two = organiser.table("Table 1"), organiser.table("Table 2")
    organiser.start_round()
    clock.advance(20)
    paused = organiser.pause()
    assert paused.status_code == 200
    assert (paused.json()["state"], paused.json()["ends_at"]) == ("paused", None)
    clock.advance(7)
    for seat in (one, two):
        table_clock = seat.read()["clock"]
        assert (table_clock["state"], table_clock["remaining_ms"]) == ("paused", 40 * MINUTE_MS)
        assert table_clock["ends_at"] is None
    again = organiser.pause()
    assert (again.status_code, error(again)["code"]) == (422, "round_paused")
    resumed = organiser.resume()
    assert resumed.status_code == 200
    assert resumed.json()["ends_at"] == START_MS + 67 * MINUTE_MS
    assert resumed.json()["pauses"] == [
        {"paused_at": START_MS + 20 * MINUTE_MS, "resumed_at": START_MS + 27 * MINUTE_MS}
    ]
    assert error(organiser.resume())["code"] == "round_not_paused"
    clock.advance(10)
    assert one.read()["clock"]["remaining_ms"] == 30 * MINUTE_MS


def test_a_judge_gives_one_table_an_extension(organiser: Organiser, clock: StoreClock) -> None:
    slow, other = organiser.table("Table 1"), organiser.table("Table 2")
    organiser.start_round()
    clock.advance(40)
    response = organiser.extend(slow, 3, reason="judge call: Ruination timing")
    assert response.status_code == 200
    line = table_of(response.json(), slow)
    assert line["clock"]["extension_ms"] == 3 * MINUTE_MS
    assert line["clock"]["ends_at"] == START_MS + 63 * MINUTE_MS
    assert table_of(response.json(), other)["clock"]["ends_at"] == START_MS + 60 * MINUTE_MS
    clock.advance(21)
    assert slow.read()["clock"]["state"] == "running"
    assert other.read()["clock"]["state"] == "expired"


def test_a_retried_extension_is_given_once(organiser: Organiser) -> None:
    seat = organiser.table("Table 1")
    organiser.start_round()
    key = {"headers": {"Idempotency-Key": "judge-7"}}
    for _ in range(2):
        assert organiser.extend(seat, 2, **key).status_code == 200
    assert seat.read()["clock"]["extension_ms"] == 2 * MINUTE_MS
    reused = organiser.extend(seat, 5, **key)
    assert (reused.status_code, error(reused)["code"]) == (422, "idempotency_key_reused")


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"minutes": 3}, "invalid_field"),
        ({"game": "nope", "minutes": 3}, "not_in_round"),
        ({"minutes": 0, "seat": True}, "invalid_field"),
        ({"minutes": 61, "seat": True}, "invalid_field"),
        ({"minutes": 3, "reason": 7, "seat": True}, "invalid_field"),
    ],
)
def test_an_extension_that_cannot_be_given_changes_nothing(
    organiser: Organiser, body: dict[str, Any], code: str
) -> None:
    seat = organiser.table("Table 1")
    organiser.start_round()
    body = dict(body)  # the parameters are shared by the SQLite and PostgreSQL runs
    if body.pop("seat", False):
        body["game"] = seat.id
    response = organiser.post("rounds/1/extensions", body)
    assert (response.status_code, error(response)["code"]) == (422, code)
    assert seat.read()["clock"]["extension_ms"] == 0


# ------------------------------------------------------------------ time called


def test_at_zero_every_table_records_time_once(organiser: Organiser, clock: StoreClock) -> None:
    one, two = organiser.table("Table 1"), organiser.table("Table 2")
    one.do(turn("Ann"), gain("Ann", 2))
    organiser.start_round(minutes=30)
    clock.advance(29.9)
    assert not one.read()["time"]["called"]
    clock.advance(0.1)
    round_view = organiser.round()
    assert round_view["state"] == "expired"
    assert round_view["remaining_ms"] == 0
    line = table_of(round_view, one)
    assert line["clock"]["state"] == "expired"
    assert line["time"]["called"]
    assert line["time"]["status"] == "Time: the current turn finishes, then 3 additional turns"
    assert table_of(round_view, two)["time"]["status"] == (
        "Time: this game's first 3 turns are additional"
    )
    for _ in range(3):
        organiser.round()
        one.read()
    assert len(time_entries(one)) == len(time_entries(two)) == 1
    # A page that says "time" too is told where the game stands; nothing more is written.
    answer = one.post(TIME)
    assert answer.status_code == 200
    assert answer.headers["idempotent-replayed"] == "true"
    assert answer.json()["version"] == one.read()["version"]
    assert len(time_entries(one)) == 1


def test_time_is_recorded_once_when_devices_on_two_servers_all_ask_at_zero(
    server: Callable[[], FastAPI], clock: StoreClock
) -> None:
    with TestClient(server()) as first, TestClient(server()) as second:
        organiser = Organiser(first)
        seats = [organiser.table(f"Table {n}") for n in range(1, 4)]
        for seat in seats:
            seat.do(turn("Ann"))
        organiser.start_round(minutes=1)
        clock.advance(1)
        answers: list[int] = []

        def device(client: TestClient, seat: Seat, posts: bool) -> None:
            url = f"/api/games/{seat.id}"
            if posts:
                response = client.post(f"{url}/actions", json=TIME, headers=seat.auth())
            else:
                response = client.get(f"{url}/clock")
            answers.append(response.status_code)

        devices = [
            threading.Thread(target=device, args=(client, seat, posts))
            for seat in seats
            for client in (first, second)
            for posts in (True, False)
        ]
        devices.append(threading.Thread(target=organiser.round))
        for thread in devices:
            thread.start()
        for thread in devices:
            thread.join()
        assert answers == [200] * 12
        for seat in seats:
            assert len(time_entries(seat)) == 1
            assert seat.read()["time"]["called"]


def test_time_called_by_the_clock_is_not_undone_by_a_table(
    organiser: Organiser, clock: StoreClock
) -> None:
    seat = organiser.table("Table 1")
    seat.do(turn("Ann"), gain("Ann", 1))
    organiser.start_round()
    clock.advance(60)
    assert seat.view()["time"]["called"]
    response = seat.undo()
    assert (response.status_code, error(response)["code"]) == (422, "time_called_by_clock")
    assert "a judge's extension gives the table its time back" in error(response)["message"]
    assert seat.read()["time"]["called"]


def test_an_extension_after_time_gives_the_table_its_time_back(
    organiser: Organiser, clock: StoreClock
) -> None:
    seat = organiser.table("Table 1")
    seat.do(turn("Ann"))
    organiser.start_round()
    clock.advance(61)
    assert seat.view()["time"]["called"]
    too_short = organiser.extend(seat, 1)  # it would have ended a minute ago
    assert too_short.status_code == 200
    assert seat.read()["time"]["called"]
    back = organiser.extend(seat, 4)
    line = table_of(back.json(), seat)
    assert (line["clock"]["state"], line["clock"]["remaining_ms"]) == ("running", 4 * MINUTE_MS)
    assert not line["time"]["called"]
    history = seat.read()["history"]
    assert (history[-1]["kind"], history[-2]["action"]) == ("undo", TIME)
    seat.do(turn("Ben"))
    clock.advance(4)
    view = seat.view()
    assert view["time"]["called"]
    assert view["time"]["status"] == "Time: the current turn finishes, then 3 additional turns"
    seat.do(turn("Ann"))
    late = organiser.extend(seat, 10)
    assert (late.status_code, error(late)["code"]) == (422, "time_already_called")
    assert seat.read()["clock"]["extension_ms"] == 5 * MINUTE_MS


def test_a_restarted_server_shows_every_clock_as_it_was(
    server: Callable[[], FastAPI], clock: StoreClock
) -> None:
    with TestClient(server()) as client:
        organiser = Organiser(client)
        one, two = organiser.table("Table 1"), organiser.table("Table 2")
        organiser.start_round()
        clock.advance(10)
        organiser.extend(two, 3)
        organiser.pause()
        clock.advance(5)
        organiser.resume()
        clock.advance(5)
        before = organiser.round()
    with TestClient(server()) as client:
        after = client.get(f"{organiser.url}/rounds/1").json()
        assert after == before
        assert table_of(after, one)["clock"]["remaining_ms"] == 45 * MINUTE_MS
        assert table_of(after, two)["clock"]["remaining_ms"] == 48 * MINUTE_MS


# ------------------------------------------------------------------ the end of the round


def expire(organiser: Organiser, clock: StoreClock, minutes: int = 60) -> None:
    clock.advance(minutes)
    organiser.round()


def test_swiss_a_lead_of_two_wins_the_game(organiser: Organiser, clock: StoreClock) -> None:
    seat = organiser.table("Table 1")
    organiser.start_round()
    seat.do(turn("Ann"), gain("Ann", 5), gain("Ben", 3))
    expire(organiser, clock)
    view = seat.do(*THREE_ADDITIONAL_TURNS)
    assert (view["outcome"], view["winners"], view["by"]) == ("win", ["Ann"], "time")
    assert view["time"]["statements"] == ["Ann leads by 2: Ann wins the game"]
    line = table_of(organiser.round(), seat)
    assert line["result"] == "Ann wins the game"
    assert line["time"]["statements"] == ["Ann leads by 2: Ann wins the game"]


def test_swiss_a_lead_of_one_is_a_draw(organiser: Organiser, clock: StoreClock) -> None:
    seat = organiser.table("Table 1")
    organiser.start_round()
    seat.do(turn("Ann"), gain("Ann", 5), gain("Ben", 4))
    expire(organiser, clock)
    view = seat.do(*THREE_ADDITIONAL_TURNS)
    assert view["outcome"] == "draw"
    assert view["time"]["statements"] == ["Nobody leads by 2, 5–4: the game is drawn"]
    assert table_of(organiser.round(), seat)["result"] == "The game is drawn"


def test_single_elimination_the_most_points_win(organiser: Organiser, clock: StoreClock) -> None:
    seat = organiser.table("Top 8", SINGLE_ELIMINATION)
    organiser.start_round(type="single_elimination")
    seat.do(turn("Ann"), gain("Ann", 4), gain("Ben", 5))
    expire(organiser, clock)
    view = seat.do(*THREE_ADDITIONAL_TURNS)
    assert (view["winners"], view["by"]) == (["Ben"], "time")
    assert view["time"]["statements"] == ["Ben has the most points, 5–4: Ben wins the game"]


def test_single_elimination_tied_goes_to_sudden_death(
    organiser: Organiser, clock: StoreClock
) -> None:
    seat = organiser.table("Top 8", SINGLE_ELIMINATION)
    organiser.start_round(type="single_elimination")
    seat.do(turn("Ann"), gain("Ann", 6), gain("Ben", 6))
    expire(organiser, clock)
    view = seat.do(*THREE_ADDITIONAL_TURNS)
    assert view["outcome"] == "ongoing"
    assert view["time"]["sudden_death"]
    assert view["time"]["status"] == "Sudden death: the next point wins"
    assert view["time"]["statements"] == ["Tied at 6: sudden death, the next point wins"]
    view = seat.do(turn("Ann"), gain("Ann", 1))
    assert (view["winners"], view["by"]) == (["Ann"], "sudden_death")
    assert view["time"]["statements"][-1] == "Ann wins the game: first to lead in sudden death"


def test_swiss_match_time_between_games_starts_no_new_game(
    organiser: Organiser, clock: StoreClock
) -> None:
    seat = organiser.table("Table 1", MATCH)
    organiser.start_round()
    seat.do(turn("Ann"), concede("Ben"))
    view = seat.read()
    assert view["next_game"] == {"number": 2, "chooser": "Ben", "additional_turns": 0}
    expire(organiser, clock)
    view = seat.read()
    assert (view["outcome"], view["winners"], view["game_wins"]) == (
        "win",
        ["Ann"],
        {"Ann": 1, "Ben": 0},
    )
    assert view["time"]["statements"] == [
        "Time is called between games: no new game starts",
        "Ann wins the match on game wins, 1–0",
    ]
    assert view["next_game"] is None
    refused = seat.post(next_game("Ben", "Spire", "Lake"))
    assert (refused.status_code, error(refused)["code"]) == (422, "game_over")
    assert table_of(organiser.round(), seat)["result"] == "Ann wins the match, 1–0"


def test_swiss_match_time_in_a_game_goes_to_game_wins(
    organiser: Organiser, clock: StoreClock
) -> None:
    seat = organiser.table("Table 1", MATCH)
    organiser.start_round()
    seat.do(turn("Ann"), concede("Ben"), next_game("Ben", "Spire", "Lake"))
    seat.do(turn("Ben"), gain("Ben", 3), gain("Ann", 2))
    expire(organiser, clock)
    view = seat.do(turn("Ann"), turn("Ben"), turn("Ann"), END_TURN)
    assert (view["outcome"], view["winners"]) == ("win", ["Ann"])
    assert view["time"]["statements"] == [
        "Nobody leads by 2, 3–2: the game is drawn",
        "Ann wins the match on game wins, 1–0",
    ]


def test_single_elimination_tied_between_games_plays_a_five_turn_game(
    organiser: Organiser, clock: StoreClock
) -> None:
    seat = organiser.table("Final", {**MATCH, "round": "single_elimination"})
    organiser.start_round(type="single_elimination")
    seat.do(turn("Ann"), concede("Ben"), next_game("Ben", "Spire", "Lake"))
    seat.do(turn("Ben"), concede("Ann"))
    expire(organiser, clock)
    view = seat.read()
    assert view["outcome"] == "ongoing"
    assert view["time"]["statements"] == [
        "Time is called between games, game wins tied 1–1: one more game, "
        "its first 5 turns additional"
    ]
    assert view["next_game"]["additional_turns"] == 5
    assert view["next_game"]["chooser"] == "Ann"  # she lost game 2
    seat.do(next_game("Ann", "Peak", "Marsh"), turn("Ann"), gain("Ann", 3))
    view = seat.read()
    assert view["time"]["status"] == "Time: additional turn 1 of 5"
    view = seat.do(turn("Ben"), turn("Ann"), turn("Ben"), turn("Ann"), END_TURN)
    assert (view["outcome"], view["winners"], view["game_wins"]) == (
        "win",
        ["Ann"],
        {"Ann": 2, "Ben": 1},
    )
    assert view["time"]["statements"][-2:] == [
        "Ann has the most points, 3–0: Ann wins the game",
        "Ann wins the match on game wins, 2–1",
    ]
