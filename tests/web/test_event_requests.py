"""The event's requests one by one: who may register, what a name may be, the join link,
settings, drops, no-shows and results by hand, and what each refuses and why (nothing is
changed by a refusal). Other modes: a 2v2 event pairs teams; a skirmish event, pods."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from tests.web.events import EventOrganiser, TableGame
from tests.web.rounds import MINUTE_MS, Organiser, StoreClock, concede, turn


@pytest.fixture
def organiser(client: TestClient) -> EventOrganiser:
    return EventOrganiser(client)


def error(response: Any, status: int) -> dict[str, str]:
    assert response.status_code == status, response.text
    result: dict[str, str] = response.json()["error"]
    return result


def names_of(organiser: EventOrganiser) -> list[str]:
    return [p["name"] for p in organiser.event()["players"]]


# ------------------------------------------------------------------ registering


def test_a_player_registers_with_the_join_link_and_it_does_nothing_else(
    organiser: EventOrganiser, client: TestClient
) -> None:
    ann = organiser.registered("Ann", join=True)
    assert (ann["name"], ann["registered_by"], ann["joined_round"]) == ("Ann", "join", 1)
    join = {"Authorization": f"Bearer {organiser.join_token}"}
    for method, path, body in (
        ("post", "rounds", {"pairings": "swiss"}),
        ("post", f"players/{ann['id']}/drop", None),
        ("post", f"players/{ann['id']}/no-show", None),
        ("post", "settings", {"rounds": 4}),
        ("post", "join-link", None),
        ("post", "games", {"format": "riftscore/1", "mode": "duel"}),
    ):
        answer = client.request(method, f"{organiser.url}/{path}", json=body, headers=join)
        assert error(answer, 403)["code"] == "forbidden", path
    assert error(organiser.register("Ben", "not a token"), 403)["code"] == "forbidden"
    nobody = client.post(f"{organiser.url}/players", json={"name": "Ben"})
    assert error(nobody, 401)["code"] == "unauthorized"
    assert names_of(organiser) == ["Ann"]


def test_a_new_join_link_replaces_the_old_one(
    organiser: EventOrganiser, client: TestClient
) -> None:
    old = organiser.join_token
    issued = organiser.post("join-link")
    assert issued.status_code == 201, issued.text
    organiser.join_token = issued.json()["join_token"]
    assert issued.json()["links"]["join"] == f"/gathering/{organiser.id}/join"
    assert error(organiser.register("Ann", old), 403)["code"] == "forbidden"
    assert organiser.registered("Ann", join=True)["name"] == "Ann"


def test_a_retried_registration_registers_once(
    organiser: EventOrganiser, client: TestClient
) -> None:
    headers = {"Authorization": f"Bearer {organiser.join_token}", "Idempotency-Key": "phone-1"}
    url = f"{organiser.url}/players"
    first = client.post(url, json={"name": "Ann"}, headers=headers)
    again = client.post(url, json={"name": "Ann"}, headers=headers)
    assert (first.status_code, again.status_code) == (201, 200)
    assert first.json()["id"] == again.json()["id"]
    other = client.post(url, json={"name": "Ben"}, headers=headers)
    assert error(other, 422)["code"] == "idempotency_key_reused"
    assert names_of(organiser) == ["Ann"]


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"name": ""}, 422, "invalid_field"),
        ({"name": "   "}, 422, "invalid_field"),
        ({"name": "A" * 41}, 422, "invalid_field"),
        ({"name": "Ann\u200b"}, 422, "invalid_name"),  # as a game's names are refused
        ({"name": "Ann\x07"}, 422, "invalid_name"),
        ({"name": 7}, 422, "invalid_field"),
        ({"name": "Ann", "deck": "Kai'Sa"}, 422, "invalid_field"),
        ({"members": ["Ann", "Cat"]}, 422, "invalid_field"),  # a match event: no teams
        ({"name": "ann"}, 409, "name_taken"),
        ({"name": " ANN "}, 409, "name_taken"),
    ],
)
def test_a_registration_that_names_nobody_new_is_refused(
    organiser: EventOrganiser, body: dict[str, Any], status: int, code: str
) -> None:
    organiser.registered("Ann")
    response = organiser.client.post(
        f"{organiser.url}/players", json=body, headers=organiser.auth()
    )
    assert error(response, status)["code"] == code
    assert names_of(organiser) == ["Ann"]


def test_names_are_kept_as_given_once_trimmed(organiser: EventOrganiser) -> None:
    assert organiser.registered("  Zoë   van  Dijk ")["name"] == "Zoë van Dijk"


# ------------------------------------------------------------------ settings


def test_settings_change_until_round_1_and_the_plan_at_any_time(
    organiser: EventOrganiser,
) -> None:
    points = {"win": 3, "draw": 1, "loss": 0}
    assert organiser.event()["settings"] == {
        "mode": "match",
        "points": points,
        "rounds": None,
        "minutes": 60,
        "teams": False,  # entrants are players, not teams of two (2v2)
    }
    for name in ("Ann", "Ben", "Cat"):
        organiser.registered(name)
    assert organiser.event()["next"]["swiss_rounds_planned"] == 3
    changed = organiser.post("settings", {"points": {"win": 2, "draw": 1, "loss": 0}})
    assert changed.status_code == 200, changed.text
    assert error(organiser.post("settings", {"points": {"win": 1, "draw": 1, "loss": 0}}), 422)[
        "message"
    ].startswith("match points must give a win more than a draw")
    organiser.paired()
    fixed = organiser.post("settings", {"mode": "duel"})
    assert error(fixed, 409)["code"] == "settings_fixed"
    assert organiser.post("settings", {"rounds": 5, "minutes": 45}).status_code == 200
    event = organiser.event()
    assert event["settings"]["points"]["win"] == 2
    assert (event["settings"]["minutes"], event["next"]["swiss_rounds_planned"]) == (45, 5)
    (bye,) = [line for line in event["standings"]["standings"] if line["byes"]]
    assert bye["match_points"] == 2  # a bye scores a win, at this event's 2 points


def test_a_gathering_refuses_settings_it_cannot_hold(client: TestClient) -> None:
    for body in (
        {"name": "Friday", "mode": "chess"},
        {"name": "Friday", "points": {"win": 3}},
        {"name": "Friday", "rounds": 0},
        {"name": "Friday", "seed": ""},
    ):
        assert error(client.post("/api/gatherings", json=body), 422)["code"] == "invalid_field"


# ------------------------------------------------------------------ drops, no-shows, results


def test_a_player_drops_between_rounds_not_during_one(organiser: EventOrganiser) -> None:
    players = [organiser.registered(name) for name in ("Ann", "Ben", "Cat", "Dan")]
    early = organiser.drop(players[3]["id"])
    assert (early.json()["dropped"], early.json()["dropped_after"]) == (True, 0)
    round_1 = organiser.paired()
    assert "Dan" not in [e["name"] for t in round_1["tables"] for e in t["entrants"]]
    (bye,) = round_1["byes"]
    playing = round_1["tables"][0]["entrants"][0]
    refused = error(organiser.drop(playing["id"]), 409)
    assert refused["code"] == "table_in_play"
    assert "record the table's result first" in refused["message"]
    assert organiser.drop(bye["id"]).status_code == 200  # a bye has no table to finish
    assert error(organiser.drop("nobody"), 404)["code"] == "not_found"


def test_a_no_show_loses_and_drops_and_a_double_no_show_gives_nobody_anything(
    organiser: EventOrganiser, client: TestClient
) -> None:
    for name in ("Ann", "Ben", "Cat", "Dan"):
        organiser.registered(name)
    round_1 = organiser.paired()
    (first, second), (third, fourth) = ([e for e in t["entrants"]] for t in round_1["tables"])
    assert organiser.no_show(first["id"]).json()["ruling"]["game_wins"] == {
        first["name"]: 0,
        second["name"]: 2,
    }
    assert error(organiser.no_show(first["id"]), 409)["code"] == "no_show_in"
    both = organiser.no_show(second["id"]).json()["ruling"]
    assert both["line"] == (
        f"{first['name']} and {second['name']} did not come: no result for anyone "
        "(recorded by the organiser)"
    )
    TableGame(client, round_1["tables"][1]).play_match(0, 0)
    assert error(organiser.no_show(third["id"]), 409)["code"] == "result_in"
    lines = {s["player"]: s for s in organiser.standings()["standings"]}
    assert [lines[p["name"]]["lost"] for p in (first, second)] == [1, 1]
    assert [lines[p["name"]]["dropped"] for p in (first, second, third, fourth)] == [
        True,
        True,
        False,
        False,
    ]
    round_2 = organiser.paired()
    assert [[e["name"] for e in t["entrants"]] for t in round_2["tables"]] == [
        [third["name"], fourth["name"]]
    ]


def test_a_result_by_hand_is_checked_before_it_is_recorded(
    organiser: EventOrganiser, client: TestClient
) -> None:
    for name in ("Ann", "Ben"):
        organiser.registered(name)
    (table,) = organiser.paired()["tables"]
    game = table["game"]
    for body, code in (
        ({"game_wins": [3, 0]}, "invalid_field"),
        ({"game_wins": [2, 2]}, "invalid_result"),
        ({"game_wins": [2]}, "invalid_field"),
        ({"game_wins": [2, 0], "absent": ["somebody"]}, "invalid_field"),
        ({"game_wins": [2, 0], "absent": [table["entrants"][0]["id"]]}, "invalid_result"),
        ({"game_wins": [2, 0], "winner": "Ann"}, "invalid_field"),
    ):
        answer = organiser.post(f"games/{game}/result", body)
        assert error(answer, 422)["code"] == code, body
    assert client.get(f"/api/games/{game}").json()["history"] == []
    recorded = organiser.result(game, [1, 2], reason="slip signed by both")
    assert recorded.json()["ruling"]["reason"] == "slip signed by both"
    assert (
        organiser.result(game, [1, 2], reason="slip signed by both").headers.get(
            "Idempotent-Replayed"
        )
        == "true"
    )
    corrected = organiser.result(game, [2, 1])  # a correction is another ruling, appended
    first, second = (e["name"] for e in table["entrants"])
    assert corrected.json()["ruling"]["game_wins"] == {first: 2, second: 1}
    kinds = [h["kind"] for h in client.get(f"/api/games/{game}").json()["history"]]
    assert kinds == ["ruling", "ruling"]
    hand_made = Organiser.table(organiser, "Side table")
    assert error(organiser.result(hand_made.id, [2, 0]), 404)["code"] == "not_found"


def test_a_top_cut_match_has_a_winner(organiser: EventOrganiser) -> None:
    for name in ("Ann", "Ben", "Cat", "Dan"):
        organiser.registered(name)
    for table in organiser.paired()["tables"]:
        organiser.result(table["game"], [2, 0])
    (final,) = organiser.paired("top", size=2)["tables"]
    refused = error(organiser.result(final["game"], [1, 1]), 422)
    assert "a top-cut match has a winner" in refused["message"]
    assert error(organiser.pair(pairings="top", size=4), 422)["code"] == "invalid_field"


# ------------------------------------------------------------------ rounds


def test_hand_made_rounds_and_paired_rounds_do_not_mix(client: TestClient) -> None:
    by_hand = EventOrganiser(client, "Tables by hand")
    side = Organiser.table(by_hand, "Table 1")
    by_hand.start_round(games=[side.id])
    by_hand.registered("Ann")
    by_hand.registered("Ben")
    assert error(by_hand.pair(pairings="swiss"), 409)["code"] == "hand_made_rounds"
    paired = EventOrganiser(client, "Paired")
    paired.registered("Ann")
    table = Organiser.table(paired, "Table 9")
    assert error(paired.start(games=[table.id]), 409)["code"] == "paired_event"
    odd = paired.pair(pairings="swiss", type="swiss")
    assert error(odd, 422)["code"] == "invalid_field"


def test_pairing_a_round_does_not_start_its_clock_and_starting_it_does(
    make_app: Callable[..., FastAPI], clock: StoreClock
) -> None:
    """The organiser pairs round 1, prints the slips and seats the players: no clock runs
    meanwhile, anywhere. Then they start it: it runs from that moment, for every table."""
    with TestClient(make_app(now=clock)) as client:
        organiser = EventOrganiser(client)
        for name in ("Ann", "Ben", "Cat", "Dan"):
            organiser.registered(name)
        answer = organiser.pair(pairings="swiss", minutes=50)
        assert answer.status_code == 201, answer.text
        paired = answer.json()
        assert (paired["number"], paired["state"], paired["minutes"]) == (1, "paired", 50)
        assert paired["links"]["start"] == f"{organiser.url}/rounds/1/start"
        event = organiser.event()
        assert (event["rounds"][0]["started"], event["next"]["start"], event["clock"]) == (
            False,
            1,
            None,
        )
        assert client.get(organiser.url).json()["rounds"] == []
        assert error(client.get(f"{organiser.url}/rounds/1"), 404)["code"] == "not_found"
        for table in paired["tables"]:
            tables_clock = client.get(f"/api/games/{table['game']}/clock")
            assert error(tables_clock, 404)["code"] == "not_in_round"

        clock.advance(12)  # slips printed, players seated
        started = organiser.started(1)
        assert (started["state"], started["remaining_ms"]) == ("running", 50 * MINUTE_MS)
        assert started["started_at"] == clock()
        clock.advance(10)
        event = organiser.event()
        assert (event["rounds"][0]["started"], event["next"]["start"]) == (True, None)
        assert (event["clock"]["state"], event["clock"]["remaining_ms"]) == (
            "running",
            40 * MINUTE_MS,
        )
        for table in paired["tables"]:
            tables_clock = client.get(f"/api/games/{table['game']}/clock").json()["clock"]
            assert tables_clock["remaining_ms"] == 40 * MINUTE_MS


def test_starting_a_round_refuses_what_cannot_start(organiser: EventOrganiser) -> None:
    for name in ("Ann", "Ben", "Cat", "Dan"):
        organiser.registered(name)
    assert error(organiser.start_paired(1), 404)["code"] == "not_found"  # nothing paired
    tables = organiser.paired()["tables"]
    join = {"Authorization": f"Bearer {organiser.join_token}"}
    refused = organiser.client.post(f"{organiser.url}/rounds/1/start", headers=join)
    assert error(refused, 403)["code"] == "forbidden"
    assert error(organiser.start_paired(1, minutes=0), 422)["code"] == "invalid_field"
    assert error(organiser.start_paired(1, pairings="swiss"), 422)["code"] == "invalid_field"
    assert error(organiser.start_paired(2), 404)["code"] == "not_found"
    assert organiser.event()["next"]["start"] == 1  # nothing refused changed anything
    # Every result came in before its clock started (two no-shows, say), and round 2 is
    # paired: round 1 needs no clock any more.
    for table in tables:
        organiser.result(table["game"], [2, 0])
    assert organiser.event()["next"]["start"] is None  # nothing left to time
    organiser.paired()
    assert error(organiser.start_paired(1), 409)["code"] == "round_superseded"
    organiser.started(2)
    assert error(organiser.start_paired(2), 409)["code"] == "round_started"
    assert [r["number"] for r in organiser.client.get(organiser.url).json()["rounds"]] == [2]


def test_pairing_with_start_true_starts_the_clock_at_once_as_before(
    organiser: EventOrganiser,
) -> None:
    organiser.registered("Ann")
    organiser.registered("Ben")
    answer = organiser.pair(pairings="swiss", minutes=30, start=True)
    assert answer.status_code == 201, answer.text
    body = answer.json()
    assert (body["state"], body["duration_ms"]) == ("running", 30 * MINUTE_MS)
    assert body["tables"][0]["clock"]["state"] == "running"
    assert organiser.event()["next"]["start"] is None
    assert error(organiser.start_paired(1), 409)["code"] == "round_started"


def test_pairing_refuses_what_cannot_be_paired(organiser: EventOrganiser) -> None:
    assert error(organiser.pair(pairings="swiss"), 409)["code"] == "cannot_pair"
    organiser.registered("Ann")
    organiser.registered("Ben")
    assert error(organiser.pair(pairings="top", size=2), 409)["code"] == "cannot_pair"  # no Swiss
    assert error(organiser.pair(pairings="swiss", size=4), 422)["code"] == "invalid_field"
    assert error(organiser.pair(pairings="random"), 422)["code"] == "invalid_field"
    assert error(organiser.pair(pairings="swiss", minutes=0), 422)["code"] == "invalid_field"
    assert error(organiser.pair(pairings="swiss", start="yes"), 422)["code"] == "invalid_field"
    assert organiser.paired(minutes=45)["round"] == 1
    assert organiser.started(1)["duration_ms"] == 45 * 60_000  # as it was paired


# ------------------------------------------------------------------ reading


def test_a_player_sees_their_table_opponent_and_standing(
    organiser: EventOrganiser, client: TestClient
) -> None:
    players = {n: organiser.registered(n, join=True) for n in ("Ann", "Ben", "Cat")}
    round_1 = organiser.paired()
    (table,) = round_1["tables"]
    (bye,) = round_1["byes"]
    sitting = table["entrants"][0]
    mine = client.get(f"{organiser.url}/players/{sitting['id']}").json()
    assert (mine["player"]["name"], mine["round"]["number"]) == (sitting["name"], 1)
    assert mine["table"]["label"] == "Table 1" and mine["bye"] is False
    assert mine["round"]["started"] is False  # paired: the players take their seats
    assert mine["opponents"] == [table["entrants"][1]]
    assert mine["standing"]["rank"] in (1, 2, 3)
    theirs = client.get(f"{organiser.url}/players/{bye['id']}").json()
    assert (theirs["table"], theirs["bye"], theirs["standing"]["match_points"]) == (None, True, 3)
    assert client.get(f"{organiser.url}/players/nobody").status_code == 404
    assert sorted(players) == sorted(
        p["name"] for p in client.get(f"{organiser.url}/players").json()["players"]
    )
    organiser.started(1)
    mine = client.get(f"{organiser.url}/players/{sitting['id']}").json()
    assert mine["round"]["started"] is True and mine["clock"]["round"] == 1


def test_the_event_says_when_it_is_over_and_who_won_it(
    organiser: EventOrganiser, client: TestClient
) -> None:
    """The event's pages show the champion once the server says the event is over: the
    event and every player's evening carry it, not only the bracket."""

    def ending(player_id: str) -> list[tuple[bool, Any]]:
        event = organiser.event()
        mine = client.get(f"{organiser.url}/players/{player_id}").json()
        return [(event["over"], event["champion"]), (mine["over"], mine["champion"])]

    players = [organiser.registered(name) for name in ("Ann", "Ben", "Cat", "Dan")]
    anyone = players[3]["id"]
    assert ending(anyone) == [(False, None)] * 2  # nothing paired yet
    for number in (1, 2):  # Swiss rounds, all played: another could still be paired
        for table in organiser.paired()["tables"]:
            organiser.result(table["game"], [2, 0])
        assert ending(anyone) == [(False, None)] * 2, number
    (final,) = organiser.paired("top", size=2)["tables"]
    assert ending(anyone) == [(False, None)] * 2  # the final is being played
    organiser.result(final["game"], [1, 2])
    winner = final["entrants"][1]
    assert ending(anyone) == [(True, winner)] * 2
    assert organiser.event()["bracket"]["champion"] == winner


def test_standings_as_a_spreadsheet_keep_a_name_as_text(
    organiser: EventOrganiser, client: TestClient
) -> None:
    organiser.registered("=SUM(A1)")
    organiser.registered("Ben")
    (table,) = organiser.paired()["tables"]
    organiser.result(table["game"], [2, 1] if table["entrants"][0]["name"] == "Ben" else [1, 2])
    response = client.get(f"{organiser.url}/standings.csv")
    assert response.headers["content-type"] == "text/csv; charset=utf-8"
    rows = list(csv.DictReader(io.StringIO(response.text)))
    assert [(r["rank"], r["player"], r["match_points"], r["dropped"]) for r in rows] == [
        ("1", "Ben", "3", "no"),
        ("2", "'=SUM(A1)", "0", "no"),
    ]
    assert rows[0]["gw"] == "0.6667"
    results = list(csv.DictReader(io.StringIO(client.get(f"{organiser.url}/results.csv").text)))
    assert [(r["result"], r["winners"], r["by"]) for r in results] == [("win", "Ben", "organiser")]
    assert error(client.get(f"{organiser.url}/standings.json?round=2"), 422)["code"] == (
        "invalid_field"
    )


# ------------------------------------------------------------------ other modes


def test_a_2v2_event_pairs_teams_who_play_as_one(client: TestClient) -> None:
    organiser = EventOrganiser(client, "Doubles", mode="2v2", seed="doubles")
    organiser.registered("Rift Raiders", members=["Ann", "Cat"])
    organiser.registered("Nexus", members=["Ben", "Dan"])
    assert organiser.registered(None, members=["Eve", "Fay"])["name"] == "Eve & Fay"  # type: ignore[arg-type]
    assert error(organiser.register("Solo"), 422)["code"] == "invalid_field"
    assert error(organiser.register("Again", members=["Ann", "Gus"]), 409)["code"] == "name_taken"
    round_1 = organiser.paired()
    (table,) = round_1["tables"]
    game = client.get(f"/api/games/{table['game']}").json()
    first, second = (e["members"] for e in table["entrants"])
    assert game["mode"] == "2v2"
    assert game["players"] == [first[0], second[0], first[1], second[1]]  # the teams alternate
    assert game["teams"] == [first, second]
    assert [b["name"] for b in game["battlefields"]] == [
        f"{p}'s battlefield"
        for p in game["players"][1:]  # the first player's are not used
    ]
    TableGame(client, table).do(turn(game["players"][0]), concede(second[0]))
    lines = organiser.standings()["standings"]
    winner = next(line for line in lines if line["id"] == table["entrants"][0]["id"])
    assert (winner["match_points"], winner["members"]) == (3, first)
    assert organiser.event()["rounds"][0]["tables"][0]["result"]["line"] == (
        f"{' & '.join(first)} wins 1–0"
    )
    (bye,) = round_1["byes"]
    dropped = organiser.drop(bye["id"]).json()
    assert (dropped["dropped"], dropped["members"]) == (True, bye["members"])  # as a whole


def test_a_skirmish_event_seats_pods_of_three_and_four(client: TestClient) -> None:
    organiser = EventOrganiser(client, "Free for all", mode="skirmish")
    for number in range(7):
        organiser.registered(f"Player {number + 1}")
    pairings = organiser.paired()
    assert sorted(len(t["entrants"]) for t in pairings["tables"]) == [3, 4]
    for table in pairings["tables"]:
        game = client.get(f"/api/games/{table['game']}").json()
        pod = len(table["entrants"])
        assert game["mode"] == {3: "skirmish", 4: "war"}[pod]
        used = game["players"] if pod == 3 else game["players"][1:]
        assert [b["name"] for b in game["battlefields"]] == [f"{p}'s battlefield" for p in used]
    three = next(t for t in pairings["tables"] if len(t["entrants"]) == 3)
    refused = error(organiser.no_show(three["entrants"][0]["id"]), 409)
    assert refused["code"] == "pod_table"
    absent = three["entrants"][2]["id"]
    recorded = organiser.result(three["game"], [1, 0, 0], absent=[absent])
    assert recorded.status_code == 200, recorded.text
    assert error(organiser.pair(pairings="top", size=2), 409)["code"] == "cannot_pair"


def test_a_finalist_who_drops_is_not_replaced(organiser: EventOrganiser) -> None:
    """414.6: after the cut, nobody takes a dropped player's place; their opponent goes
    through without playing."""
    for name in ("Ann", "Ben", "Cat", "Dan", "Eve"):
        organiser.registered(name)
    round_1 = organiser.paired()
    for table in round_1["tables"]:
        organiser.result(table["game"], [2, 0])
    semis = organiser.paired("top", size=4)
    for table in semis["tables"]:
        organiser.result(table["game"], [2, 1])
    finalists = [t["entrants"][0] for t in semis["tables"]]
    out_in_semis = semis["tables"][0]["entrants"][1]
    assert error(organiser.drop(out_in_semis["id"]), 409)["code"] == "not_in_cut"
    assert organiser.drop(finalists[1]["id"]).status_code == 200
    refused = error(organiser.pair(pairings="top"), 409)  # no final to play: it is won
    assert refused["message"] == f"the top cut is over: {finalists[0]['name']} won it"
    event = organiser.event()
    assert event["bracket"]["champion"] == finalists[0]
    (match,) = event["bracket"]["stages"][-1]["matches"]
    assert (match["walkover"], match["winner"]) == (True, finalists[0])
    assert event["next"]["stage"] == "over"


def test_a_paired_round_answers_each_table_with_its_game_players_and_write_token(
    organiser: EventOrganiser, client: TestClient
) -> None:
    for name in ("Ann", "Ben", "Cat"):
        organiser.registered(name)
    answer = organiser.pair(pairings="swiss")
    assert answer.status_code == 201, answer.text
    body = answer.json()
    (table,) = body["tables"]
    assert (table["game"], table["table"], table["number"]) == (table["id"], "Table 1", 1)
    assert table["players"] == [e["name"] for e in table["entrants"]]
    assert body["bye"] == body["byes"][0] and body["bye"]["name"] not in table["players"]
    played = TableGame(client, table)
    assert played.do(turn(table["players"][0]))["turn"]["number"] == 1  # its token writes
    assert body["pairings"]["tables"][0]["write_token"] == table["write_token"]
