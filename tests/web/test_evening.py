"""A whole evening through the API, on SQLite and on PostgreSQL: players registered by the
organiser and with the join link, a late entry, Swiss rounds played to their results at
the tables (by posting actions to each table's game), a no-show, a drop, a result
recorded by hand, a top 4 seeded and played to its champion, and a restart.

After every round the API's standings are checked against `riftscore.tournament` on the
facts as the test itself saw them (who registered when, who dropped, the pairings the
API answered, the results the tables played), not as the server stored them.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from riftscore.tournament import Result, standings
from tests.web.events import EventOrganiser, Ledger, TableGame, api_rows, package_rows

SEED = "friday-the-13th"


@pytest.fixture
def client(server: Callable[[], FastAPI]) -> Iterator[TestClient]:
    with TestClient(server()) as client:
        yield client


def error(response: Any, status: int) -> dict[str, str]:
    assert response.status_code == status, response.text
    body = response.json()
    assert set(body) == {"error"}, body
    result: dict[str, str] = body["error"]
    return result


def check_standings(organiser: EventOrganiser, ledger: Ledger) -> list[dict[str, Any]]:
    """The API's standings are the package's on the test's own facts; they are returned."""
    answered = organiser.standings()
    expected = standings(ledger.event())
    assert api_rows(answered["standings"]) == package_rows(expected)
    assert answered["round"] == len(ledger.event().swiss_rounds())
    lines: list[dict[str, Any]] = answered["standings"]
    return lines


def seated(pairings: dict[str, Any]) -> list[str]:
    entrants = [e["name"] for t in pairings["tables"] for e in t["entrants"]]
    return entrants + [e["name"] for e in pairings["byes"]]


def test_a_whole_evening_through_the_api(client: TestClient, server: Callable[[], FastAPI]) -> None:
    organiser = EventOrganiser(client, seed=SEED)
    ledger = Ledger(SEED)
    players: dict[str, dict[str, Any]] = {}
    for name in ("Ann", "Ben", "Cat", "Dan"):
        players[name] = organiser.registered(name)
    for name in ("Eve", "Fay", "Gus"):  # with the join link, on their own phones
        players[name] = organiser.registered(name, join=True)
    for player in players.values():
        ledger.registered(player)
    assert [p["registered_by"] for p in organiser.event()["players"]] == ["organiser"] * 4 + [
        "join"
    ] * 3

    # The join link registers players, and nothing else.
    join = {"Authorization": f"Bearer {organiser.join_token}"}
    refused = client.post(f"{organiser.url}/rounds", json={"pairings": "swiss"}, headers=join)
    assert error(refused, 403)["code"] == "forbidden"
    refused = client.post(f"{organiser.url}/players/{players['Ann']['id']}/drop", headers=join)
    assert error(refused, 403)["code"] == "forbidden"

    # Round 1: seven players, three tables and a bye; each table's game is ready to play.
    round_1 = organiser.paired()
    ledger.paired(round_1)
    assert sorted(seated(round_1)) == sorted(players)
    assert (len(round_1["tables"]), len(round_1["byes"])) == (3, 1)
    for number, table in enumerate(round_1["tables"], 1):
        game = client.get(f"/api/games/{table['game']}").json()
        names = [e["name"] for e in table["entrants"]]
        assert (table["label"], game["gathering"]["table"]) == (f"Table {number}",) * 2
        assert (game["mode"], game["players"], table["players"]) == ("match", names, names)
        assert [b["name"] for b in game["battlefields"]] == [f"{n}'s battlefield" for n in names]

    # A latecomer registers once round 1 is paired: they start in round 2.
    hal = organiser.registered("Hal", join=True)
    assert hal["joined_round"] == 2
    ledger.registered(hal)
    players["Hal"] = hal

    tables = [TableGame(client, t) for t in round_1["tables"]]
    tables[0].play_match(0, 0)
    ledger.played(1, 1, Result((2, 0)))
    tables[1].play_match(1, 0, 0)
    ledger.played(1, 2, Result((2, 1)))

    # Table 3 is still on: round 2 cannot be paired, and the refusal names the table.
    refused = error(organiser.pair(pairings="swiss"), 409)
    names = " v ".join(e["name"] for e in round_1["tables"][2]["entrants"])
    assert refused["code"] == "pending_results"
    assert f"round 1, table 3 ({names})" in refused["message"]
    assert [p["label"] for p in organiser.event()["next"]["pending"]] == ["Round 1, table 3"]

    # Its second player never came: a no-show, recorded in the table's own game.
    absent = round_1["tables"][2]["entrants"][1]
    marked = organiser.no_show(absent["id"])
    assert marked.status_code == 200, marked.text
    assert marked.json()["ruling"]["line"] == (
        f"{absent['name']} did not come: "
        f"{round_1['tables'][2]['entrants'][0]['name']} wins 2–0 (recorded by the organiser)"
    )
    ledger.played(1, 3, Result((2, 0), absent=(absent["id"],)))
    history = client.get(f"/api/games/{tables[2].id}").json()["history"]
    assert [h["kind"] for h in history] == ["ruling"]
    lines = check_standings(organiser, ledger)
    assert [line["dropped"] for line in lines if line["id"] == absent["id"]] == [True]

    # Between rounds, the player with the bye drops.
    leaver = round_1["byes"][0]
    dropped = organiser.drop(leaver["id"])
    assert dropped.status_code == 200, dropped.text
    assert (dropped.json()["dropped"], dropped.json()["dropped_after"]) == (True, 1)
    ledger.dropped(leaver["id"])
    assert error(organiser.drop(leaver["id"]), 409)["code"] == "dropped"

    # Round 2: six players left (the late entry in, the leaver and the no-show out).
    round_2 = organiser.paired()
    ledger.paired(round_2)
    still_in = set(players) - {absent["name"], leaver["name"]}
    assert sorted(seated(round_2)) == sorted(still_in)
    assert round_2["byes"] == [] and round_2["rematches"] == []
    tables = [TableGame(client, t) for t in round_2["tables"]]
    tables[0].draw_at_time()
    ledger.played(2, 1, Result((0, 0), games_drawn=1))
    tables[1].play_match(0, 1, 1)
    ledger.played(2, 2, Result((1, 2)))
    # Table 3's phones went flat: the organiser records its result by hand.
    ruled = organiser.result(tables[2].id, [2, 1], reason="result slip")
    assert ruled.status_code == 200, ruled.text
    ledger.played(2, 3, Result((2, 1)))
    check_standings(organiser, ledger)

    # Late entry closes once round 2 is paired.
    assert error(organiser.register("Ivy"), 409)["code"] == "entry_closed"

    round_3 = organiser.paired()
    ledger.paired(round_3)
    assert round_3["rematches"] == []
    for number, table in enumerate(round_3["tables"], 1):
        TableGame(client, table).play_match(0, 1, 0)
        ledger.played(3, number, Result((2, 1)))
    lines = check_standings(organiser, ledger)

    # The top 4 of those still in, seeded 1 v 4 and 2 v 3, the higher seed first.
    seeds = [line for line in lines if not line["dropped"]][:4]
    cut = organiser.paired("top", size=4)
    ledger.paired(cut)
    assert [[e["id"] for e in t["entrants"]] for t in cut["tables"]] == [
        [seeds[0]["id"], seeds[3]["id"]],
        [seeds[1]["id"], seeds[2]["id"]],
    ]
    for table in cut["tables"]:
        game = client.get(f"/api/games/{table['game']}").json()
        assert game["players"][0] == table["entrants"][0]["name"]  # plays first in game 1
        assert client.get(f"/api/games/{table['game']}/record").text.startswith(
            '{"format":"riftscore/1","mode":"match"'
        )
    out_of_cut = next(line for line in lines if not line["dropped"] and line not in seeds)
    refused = error(organiser.drop(out_of_cut["id"]), 409)
    assert refused["code"] == "not_in_cut"
    assert error(organiser.pair(pairings="swiss"), 409)["code"] == "cannot_pair"

    semis = [TableGame(client, t) for t in cut["tables"]]
    semis[0].play_match(1, 0, 0)  # seed 1 wins 2-1
    ledger.played(4, 1, Result((2, 1)))
    semis[1].play_match(1, 1)  # seed 3 wins 2-0
    ledger.played(4, 2, Result((0, 2)))
    final = organiser.paired("top")
    ledger.paired(final)
    assert [[e["id"] for e in t["entrants"]] for t in final["tables"]] == [
        [seeds[0]["id"], seeds[2]["id"]]
    ]
    TableGame(client, final["tables"][0]).play_match(1, 1)
    ledger.played(5, 1, Result((0, 2)))
    event = organiser.event()
    assert event["bracket"]["champion"]["id"] == seeds[2]["id"]
    assert [s["name"] for s in event["bracket"]["stages"]] == ["Semi-finals", "Final"]
    assert event["next"]["stage"] == "over"
    assert "over" in error(organiser.pair(pairings="top"), 409)["message"]
    assert check_standings(organiser, ledger) == lines  # the cut never counts

    # Another server on the same database (or this one after a restart) reads the same.
    with TestClient(server()) as again:
        other = again.get(f"{organiser.url}/event").json()
    assert other["standings"] == event["standings"]
    assert other["bracket"] == event["bracket"]
    assert other["rounds"] == event["rounds"]


def at_once(devices: list[EventOrganiser], tap: Callable[[EventOrganiser], Any]) -> list[Any]:
    """What each device was answered, all of them tapping at the same moment."""
    start = threading.Barrier(len(devices))
    answers: list[Any] = [None] * len(devices)

    def press(index: int) -> None:
        start.wait()
        answers[index] = tap(devices[index])

    threads = [threading.Thread(target=press, args=(i,)) for i in range(len(devices))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


def test_two_organiser_devices_pairing_at_once_pair_one_round_and_starting_at_once_start_it_once(
    server: Callable[[], FastAPI],
) -> None:
    """Two servers on one database (two devices on two app servers) pair the same round at
    the same moment: one round is paired, the other device is told so, and no table is
    left behind by the refused one. Then both start it at the same moment: its clock
    starts once, and the other device is told so."""
    with TestClient(server()) as first, TestClient(server()) as second:
        organiser = EventOrganiser(first, seed=SEED)
        for name in ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay"):
            organiser.registered(name)
        devices = [organiser, organiser.on(second)]
        answers = at_once(devices, lambda device: device.pair(pairings="swiss"))
        statuses = sorted(a.status_code for a in answers)
        assert statuses == [201, 409], [a.text for a in answers]
        refused = next(a for a in answers if a.status_code == 409).json()["error"]
        assert refused["code"] in ("round_conflict", "pending_results")
        gathering = first.get(organiser.url).json()
        assert [r["number"] for r in organiser.event()["rounds"]] == [1]
        assert gathering["rounds"] == []  # paired: its clock waits for the organiser
        assert len(gathering["games"]) == 3  # the winner's tables, and nothing else

        answers = at_once(devices, lambda device: device.start_paired(1, minutes=40))
        statuses = sorted(a.status_code for a in answers)
        assert statuses == [200, 409], [a.text for a in answers]
        refused = next(a for a in answers if a.status_code == 409).json()["error"]
        assert refused["code"] == "round_started"
        (started,) = second.get(organiser.url).json()["rounds"]
        assert (started["number"], started["duration_ms"]) == (1, 40 * 60_000)
