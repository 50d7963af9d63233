"""The event's view carries the tournament rules' decisions as options, as a game's view
carries its own: each table's result limits and its no-shows with the exact request to
send (for a table of any number of seats), a round's bye, whether entry is open and the
cut sizes. A client that sends what the options say gets what the rules say."""

from __future__ import annotations

from typing import Any

import jsonschema_rs
from fastapi.testclient import TestClient

from riftscore.web import schemas
from tests.web.events import EventOrganiser, TableGame


def tables_of(organiser: EventOrganiser, number: int = -1) -> list[dict[str, Any]]:
    tables: list[dict[str, Any]] = organiser.event()["rounds"][number]["tables"]
    return tables


def send(organiser: EventOrganiser, request: dict[str, Any]) -> dict[str, Any]:
    """What a page does with a no-show option: POST its body to its link."""
    answer = organiser.client.post(
        request["href"],
        json=request["body"],
        headers={"Authorization": f"Bearer {organiser.token}"},
    )
    assert answer.status_code == 200, answer.text
    result: dict[str, Any] = answer.json()
    return result


def table_result(organiser: EventOrganiser) -> dict[str, Any]:
    result: dict[str, Any] = tables_of(organiser)[0]["result"]
    return result


def player(organiser: EventOrganiser, player_id: str) -> dict[str, Any]:
    found: dict[str, Any] = next(p for p in organiser.event()["players"] if p["id"] == player_id)
    return found


def test_a_pod_no_show_sent_as_offered_drops_the_player_and_the_others_play_on(
    client: TestClient,
) -> None:
    organiser = EventOrganiser(client, "Free for all", mode="war")
    for number in range(8):
        organiser.registered(f"Player {number + 1}")
    organiser.paired()
    pod = tables_of(organiser)[0]
    assert pod["options"]["result"]["game_wins"] == {"min": 0, "max": 1}
    assert pod["options"]["result"]["games_drawn"] == {"min": 0, "max": 1}
    ids = [e["id"] for e in pod["entrants"]]
    offered = {n["entrant"]: n for n in pod["options"]["no_shows"]}
    assert list(offered) == ids
    dan = ids[3]
    assert offered[dan]["body"] == {"game_wins": [0, 0, 0, 0], "games_drawn": 0, "absent": [dan]}
    send(organiser, offered[dan])
    gone = player(organiser, dan)
    assert (gone["dropped"], gone["no_show"]) == (True, 1)
    pod = tables_of(organiser)[0]
    assert pod["options"]["result"]["absent"] == [dan]
    # The three who came play their game; the organiser records it, Dan kept absent.
    assert [n["entrant"] for n in pod["options"]["no_shows"]] == ids[:3]
    recorded = organiser.result(pod["game"], [0, 1, 0, 0], absent=[dan])
    assert recorded.status_code == 200, recorded.text
    outcomes = tables_of(organiser)[0]["result"]["outcomes"]
    assert outcomes == ["loss", "win", "loss", "loss"]
    other = tables_of(organiser)[1]
    assert organiser.result(other["game"], [1, 0, 0, 0]).status_code == 200
    organiser.paired()
    seated = {e["id"] for t in tables_of(organiser) for e in t["entrants"]}
    assert dan not in seated
    assert dan not in {b["id"] for b in organiser.event()["rounds"][-1]["byes"]}


def test_a_match_no_show_offered_is_the_no_show_the_server_records(client: TestClient) -> None:
    offered, recorded = [], []
    for follow_the_options in (True, False):
        organiser = EventOrganiser(client)
        for name in ("Ann", "Ben"):
            organiser.registered(name)
        organiser.paired()
        (table,) = tables_of(organiser)
        assert table["options"]["result"]["game_wins"] == {"min": 0, "max": 2}
        assert table["options"]["result"]["games_drawn"] == {"min": 0, "max": 3}
        ben = table["entrants"][1]["id"]
        option = next(n for n in table["options"]["no_shows"] if n["entrant"] == ben)
        offered.append(option["body"])
        if follow_the_options:
            send(organiser, option)
        else:
            answer = organiser.no_show(ben)
            assert answer.status_code == 200, answer.text
        recorded.append(table_result(organiser)["game_wins"])
        (table,) = tables_of(organiser)
        assert table["result"]["absent"] == [ben]
        assert [n["entrant"] for n in table["options"]["no_shows"]] == [table["entrants"][0]["id"]]
    assert offered[0]["game_wins"] == offered[1]["game_wins"] == [2, 0]
    assert recorded == [[2, 0], [2, 0]]


def test_no_no_show_is_offered_once_the_table_played_nor_in_an_earlier_round(
    client: TestClient,
) -> None:
    organiser = EventOrganiser(client)
    for name in ("Ann", "Ben", "Cat", "Dan"):
        organiser.registered(name)
    pairings = organiser.paired()
    TableGame(client, pairings["tables"][0]).play_match(0, 0)
    played, ruled = tables_of(organiser)
    assert played["result"]["by"] == "game"
    assert played["options"]["no_shows"] == []
    assert len(ruled["options"]["no_shows"]) == 2
    assert organiser.result(ruled["game"], [2, 0]).status_code == 200
    organiser.paired()
    for table in tables_of(organiser, 0):
        assert table["options"]["no_shows"] == []
    assert all(len(t["options"]["no_shows"]) == 2 for t in tables_of(organiser))


def test_the_event_says_while_entry_is_open_and_the_cuts_offered(client: TestClient) -> None:
    organiser = EventOrganiser(client)
    for number in range(5):
        organiser.registered(f"Player {number + 1}")
    event = organiser.event()
    assert event["options"] == {"entry": {"open": True, "until_round": 2}, "cut_sizes": []}
    organiser.paired()
    for table in tables_of(organiser):
        assert organiser.result(table["game"], [2, 0]).status_code == 200
    event = organiser.event()
    assert event["options"]["cut_sizes"] == event["next"]["cut_sizes"] == [2, 4]
    assert event["rounds"][0]["options"] == {"bye": {"outcome": "win", "game_wins": 2}}
    organiser.paired()
    event = organiser.event()
    assert event["options"]["entry"]["open"] is False
    refused = organiser.register("Late Larry")
    assert refused.status_code == 409
    assert refused.json()["error"]["code"] == "entry_closed"


def test_the_event_with_its_options_fits_its_schema(client: TestClient) -> None:
    organiser = EventOrganiser(client, "Free for all", mode="skirmish")
    for number in range(7):
        organiser.registered(f"Player {number + 1}")
    organiser.paired()
    pod = tables_of(organiser)[0]
    send(organiser, pod["options"]["no_shows"][0])
    schema = jsonschema_rs.validator_for(schemas.EVENT)
    event = organiser.event()
    schema.validate(event)
    event["options"]["entry"]["open"] = "yes"
    assert not schema.is_valid(event)  # the schema is no blank cheque
