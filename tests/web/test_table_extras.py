"""What a table keeps beside its record: each player's XP, Energy and Power counters, and
who goes first (a coin or dice drawn by the server), pushed to every device's stream."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from riftscore.web.live import Hub, named_frame
from tests.web.helpers import DUEL, EventStream, Table, running
from tests.web.test_stream_caps import in_a_thread_of_its_own

SKIRMISH = {**DUEL, "mode": "skirmish", "players": ["Ann", "Ben", "Cat"],
            "battlefields": ["Grove", "Ruins", "Vault"]}  # fmt: skip
TWO_V_TWO = {
    **DUEL,
    "mode": "2v2",
    "players": ["Ann", "Ben", "Cat", "Dan"],
    "teams": [["Ann", "Cat"], ["Ben", "Dan"]],
    "battlefields": ["Grove", "Ruins", "Vault"],
}


def counters_of(content: dict[str, Any]) -> dict[str, dict[str, int]]:
    return {
        row["player"]: {k: v for k, v in row.items() if k != "player"} for row in content["players"]
    }


def change(table: Table, **body: Any) -> httpx.Response:
    response: httpx.Response = table.client.post(
        f"{table.url}/counters", json=body, headers=table.auth()
    )
    return response


def test_every_player_starts_with_no_xp_energy_or_power(client: TestClient, table: Table) -> None:
    content = client.get(f"{table.url}/counters").json()
    assert content["names"] == {"xp": "XP", "energy": "Energy", "power": "Power"}
    assert counters_of(content) == {
        "Ann": {"xp": 0, "energy": 0, "power": 0},
        "Ben": {"xp": 0, "energy": 0, "power": 0},
    }


def test_ann_gains_xp_and_floats_energy_outside_the_record(
    client: TestClient, table: Table
) -> None:
    assert change(table, player="Ann", counter="xp", add=1).status_code == 200
    assert change(table, player="Ann", counter="xp", add=2).status_code == 200
    answer = change(table, player="Ben", counter="energy", value=4)
    assert answer.status_code == 200, answer.text
    assert counters_of(answer.json())["Ann"]["xp"] == 3
    assert counters_of(answer.json())["Ben"] == {"xp": 0, "energy": 4, "power": 0}
    assert counters_of(client.get(f"{table.url}/counters").json())["Ann"]["xp"] == 3
    assert table.read()["version"] == 0  # the scoring record has no entry for it
    assert client.get(f"{table.url}/record").text.count("\n") == 1


@pytest.mark.parametrize(
    ("body", "code", "words"),
    [
        ({"player": "Ann", "counter": "xp", "add": -1}, "counter_out_of_range", "Ann's XP is 0"),
        ({"player": "Ann", "counter": "power", "value": 100}, "counter_out_of_range", "above 99"),
        ({"player": "Zed", "counter": "xp", "add": 1}, "unknown_player", "not a player"),
        ({"player": "Ann", "counter": "mana", "add": 1}, "unknown_counter", "no counter 'mana'"),
        ({"player": "Ann", "counter": "xp", "add": 1, "value": 2}, "invalid_counter", "either"),
        ({"player": "Ann", "counter": "xp"}, "invalid_counter", "either"),
        ({"player": "Ann", "counter": "xp", "add": 1.5}, "invalid_counter", "whole number"),
        ({"player": "Ann", "counter": "xp", "add": 1, "by": "me"}, "invalid_counter", "`by`"),
        ({"player": "Ann", "counter": {"xp": 1}, "add": 1}, "unknown_counter", "no counter"),
        ({"player": ["Ann"], "counter": "xp", "add": 1}, "unknown_player", "not a player"),
        ({"player": "Ann", "counter": "xp", "add": True}, "invalid_counter", "whole number"),
    ],
)
def test_a_counter_change_that_cannot_be_is_refused_and_changes_nothing(
    client: TestClient, table: Table, body: dict[str, Any], code: str, words: str
) -> None:
    answer = change(table, **body)
    assert answer.status_code == 422, answer.text
    assert answer.json()["error"]["code"] == code
    assert words in answer.json()["error"]["message"]
    assert all(
        v == 0
        for row in counters_of(client.get(f"{table.url}/counters").json()).values()
        for v in row.values()
    )


def test_a_counter_tap_sent_again_with_its_key_counts_once(
    client: TestClient, table: Table
) -> None:
    """A phone that had no answer sends its tap again with the same Idempotency-Key."""
    body = {"player": "Ann", "counter": "xp", "add": 1}
    first = client.post(
        f"{table.url}/counters", json=body, headers=table.auth(**{"Idempotency-Key": "xp-1"})
    )
    assert first.status_code == 200, first.text
    change(table, player="Ben", counter="power", add=1)  # the other phone, meanwhile
    again = client.post(
        f"{table.url}/counters", json=body, headers=table.auth(**{"Idempotency-Key": "xp-1"})
    )
    assert again.status_code == 200, again.text
    assert again.headers["idempotent-replayed"] == "true"
    assert counters_of(again.json())["Ann"]["xp"] == 1
    assert counters_of(again.json())["Ben"]["power"] == 1
    assert again.json()["revision"] == 2  # as they are now: newer than the first answer
    assert "idempotent-replayed" not in first.headers


def test_a_counter_key_used_for_another_change_is_refused_and_changes_nothing(
    client: TestClient, table: Table
) -> None:
    keyed = table.auth(**{"Idempotency-Key": "tap-3"})
    client.post(
        f"{table.url}/counters", json={"player": "Ann", "counter": "xp", "add": 1}, headers=keyed
    )
    other = {"player": "Ann", "counter": "xp", "add": -1}
    answer = client.post(f"{table.url}/counters", json=other, headers=keyed)
    assert answer.status_code == 422
    assert answer.json()["error"]["code"] == "idempotency_key_reused"
    assert counters_of(client.get(f"{table.url}/counters").json())["Ann"]["xp"] == 1


def test_a_refused_counter_tap_keeps_no_key_and_counts_once_it_can(
    client: TestClient, table: Table
) -> None:
    """Power at 0 cannot go down; once Ben's phone has added one, the same tap can."""
    keyed = table.auth(**{"Idempotency-Key": "power-down"})
    down = {"player": "Ann", "counter": "power", "add": -1}
    assert client.post(f"{table.url}/counters", json=down, headers=keyed).status_code == 422
    change(table, player="Ann", counter="power", add=1)
    answer = client.post(f"{table.url}/counters", json=down, headers=keyed)
    assert answer.status_code == 200, answer.text
    assert "idempotent-replayed" not in answer.headers
    assert counters_of(answer.json())["Ann"]["power"] == 0


def test_only_the_table_s_token_changes_its_counters(client: TestClient, table: Table) -> None:
    body = {"player": "Ann", "counter": "xp", "add": 1}
    assert client.post(f"{table.url}/counters", json=body).status_code == 401
    other = Table(client)
    assert client.post(f"{table.url}/counters", json=body, headers=other.auth()).status_code == 403
    assert client.get("/api/games/nowhere/counters").status_code == 404


@pytest.fixture
def live_server(make_app: Callable[..., FastAPI]) -> Iterator[str]:
    with running(make_app(keepalive_seconds=0.3)) as url:
        yield url


def test_every_watching_device_hears_a_counter_change(live_server: str) -> None:
    with httpx.Client(base_url=live_server) as client:
        table = Table(client)
        with EventStream(f"{live_server}{table.url}/stream") as stream:
            assert stream.next()[1]["version"] == 0
            change(table, player="Ben", counter="power", add=2)
            pushed = stream.next_of("counters")
            assert counters_of(pushed)["Ben"]["power"] == 2
            # A view after it still comes as the default event.
            table.do({"do": "turn", "player": "Ann"})
            assert stream.next()[1]["version"] == 1


def test_a_watcher_on_another_server_hears_a_counter_change(
    make_app: Callable[..., FastAPI], postgres_url: str
) -> None:
    first, second = make_app(database_url=postgres_url), make_app(database_url=postgres_url)
    with running(first) as one, running(second) as two, httpx.Client(base_url=one) as client:
        table = Table(client)
        with EventStream(f"{two}{table.url}/stream") as stream:
            stream.next()
            started = time.monotonic()
            change(table, player="Ann", counter="energy", add=3)
            assert counters_of(stream.next_of("counters"))["Ann"]["energy"] == 3
            assert time.monotonic() - started < 1


# ------------------------------------------------------------------ who goes first


def draw(table: Table) -> httpx.Response:
    response: httpx.Response = table.client.post(f"{table.url}/first-player", headers=table.auth())
    return response


def test_a_coin_decides_who_of_two_goes_first_and_the_turn_order_says_so(
    client: TestClient, table: Table
) -> None:
    assert client.get(f"{table.url}/first-player").json() == {"toss": None}
    answer = draw(table)
    assert answer.status_code == 200, answer.text
    toss = answer.json()
    assert toss["kind"] == "coin" and toss["face"] in ("heads", "tails")
    first = "Ann" if toss["face"] == "heads" else "Ben"
    assert toss["first"] == first and toss["sides"] == ["Ann", "Ben"]
    order = ["Ann", "Ben"] if first == "Ann" else ["Ben", "Ann"]
    assert client.get(f"{table.url}/first-player").json()["toss"] == toss
    record_header = client.get(f"{table.url}/record").text.splitlines()[0]
    assert f'"players":{order}'.replace("'", '"').replace(", ", ",") in record_header
    # The first turn is the drawn player's; the other's is refused.
    other = order[1]
    assert table.post({"do": "turn", "player": other}).status_code == 422
    table.do({"do": "turn", "player": first})


def test_who_goes_first_is_drawn_once_and_never_after_the_first_turn(
    client: TestClient,
) -> None:
    drawn = Table(client)
    first = draw(drawn).json()["first"]
    again = draw(drawn)
    assert again.status_code == 409 and again.json()["error"]["code"] == "already_drawn"
    assert first in again.json()["error"]["message"]
    begun = Table(client)
    begun.do({"do": "turn", "player": "Ann"})
    refused = draw(begun)
    assert refused.status_code == 409 and refused.json()["error"]["code"] == "game_begun"
    assert begun.read()["version"] == 1
    assert client.post(f"{begun.url}/first-player").status_code == 401


def test_three_players_roll_a_die_and_the_highest_goes_first(client: TestClient) -> None:
    table = Table(client, SKIRMISH)
    toss = draw(table).json()
    assert toss["kind"] == "die" and toss["faces"] == 20
    last = toss["rolls"][-1]
    assert max(last.values()) == last[toss["first"]]
    assert sorted(last.values()).count(last[toss["first"]]) == 1  # no tie in the last roll
    players = toss["players"]
    assert players[0] == toss["first"] and sorted(players) == ["Ann", "Ben", "Cat"]
    # The turn order goes on round the table as before, from the first player.
    start = ["Ann", "Ben", "Cat"].index(toss["first"])
    assert players == (["Ann", "Ben", "Cat"] * 2)[start : start + 3]
    table.do({"do": "turn", "player": toss["first"]})


def test_in_2v2_the_coin_is_between_teams(client: TestClient) -> None:
    table = Table(client, TWO_V_TWO)
    toss = draw(table).json()
    assert toss["sides"] == ["Ann & Cat", "Ben & Dan"]
    assert toss["first"] == ("Ann" if toss["face"] == "heads" else "Ben")
    table.do({"do": "turn", "player": toss["first"]})


def test_every_watching_device_hears_who_goes_first(live_server: str) -> None:
    with httpx.Client(base_url=live_server) as client:
        table = Table(client)
        with EventStream(f"{live_server}{table.url}/stream") as stream:
            stream.next()
            toss = draw(table).json()
            assert stream.next_of("toss") == toss


def test_another_server_hears_who_goes_first_and_plays_the_new_turn_order(
    make_app: Callable[..., FastAPI], postgres_url: str
) -> None:
    first, second = make_app(database_url=postgres_url), make_app(database_url=postgres_url)
    with (
        running(first) as one,
        running(second) as two,
        httpx.Client(base_url=one) as client_one,
        httpx.Client(base_url=two) as client_two,
    ):
        # Tables toss until Ben wins one: then the turn order is no longer the header's.
        for _ in range(40):
            table = Table(client_one)
            with EventStream(f"{two}{table.url}/stream") as stream:
                assert stream.next()[1]["players"] == ["Ann", "Ben"]  # server two has it
                toss = draw(table).json()
                assert stream.next_of("toss") == toss
            if toss["first"] == "Ben":
                break
        assert toss["first"] == "Ben", "forty coins in a row came up Ann"
        # Server two reads the game again: its turn order is the drawn one, Ben first.
        seen = client_two.get(table.url).json()
        assert seen["players"] == ["Ben", "Ann"]
        answer = client_two.post(
            f"{table.url}/actions", json={"do": "turn", "player": "Ben"}, headers=table.auth()
        )
        assert answer.status_code == 200, answer.text


def test_each_change_raises_the_counters_revision(client: TestClient, table: Table) -> None:
    assert client.get(f"{table.url}/counters").json()["revision"] == 0
    revisions = [
        change(table, player="Ann", counter="xp", add=1).json()["revision"],
        change(table, player="Ben", counter="power", add=1).json()["revision"],
        change(table, player="Ann", counter="xp", add=1).json()["revision"],
    ]
    assert revisions == [1, 2, 3]
    change(table, player="Ann", counter="xp", add=-5)  # refused: no change, no revision
    assert client.get(f"{table.url}/counters").json()["revision"] == 3


def test_a_stream_keeps_the_newest_counters_when_two_changes_cross() -> None:
    """Two devices' changes answered out of order: the watcher sends the higher revision."""

    async def play() -> None:
        hub = Hub()
        watcher = hub.watch("g1")
        hub.publish_named("g1", "counters", named_frame("counters", {"revision": 5}), 5)
        hub.publish_named("g1", "counters", named_frame("counters", {"revision": 4}), 4)
        hub.publish_named("g1", "toss", named_frame("toss", {"first": "Ben"}))
        frame = await watcher.next(1)
        assert frame is not None
        assert frame.count(b"event: counters") == 1 and b'"revision":5' in frame
        assert b"event: toss" in frame
        assert await watcher.next(0.05) is None  # nothing more pending

    in_a_thread_of_its_own(play)
