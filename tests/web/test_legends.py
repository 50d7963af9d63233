"""Each player in a game may carry their legend (issue 21, item 5; the record's legends
extension, docs/record-extensions.md): a game created with legends shows them in its view
and keeps them in its exported record; a legend for somebody who is not a player is
refused with the record's words for it."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from fastapi.testclient import TestClient

from tests.web.events import EventOrganiser

DUEL: dict[str, Any] = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}


def test_a_game_s_view_and_record_carry_its_players_legends(client: TestClient) -> None:
    created = client.post("/api/games", json={**DUEL, "legends": {"Ann": "Jinx", "Ben": "Viktor"}})
    assert created.status_code == 201, created.text
    game = created.json()["id"]
    assert client.get(f"/api/games/{game}").json()["legends"] == {"Ann": "Jinx", "Ben": "Viktor"}
    header = client.get(f"/api/games/{game}/record").text.splitlines()[0]
    assert '"legends":{"Ann":"Jinx","Ben":"Viktor"}' in header


def test_a_game_without_legends_has_none_in_its_view(client: TestClient) -> None:
    game = client.post("/api/games", json=DUEL).json()["id"]
    assert "legends" not in client.get(f"/api/games/{game}").json()


def test_a_legend_for_somebody_who_is_not_a_player_is_refused(client: TestClient) -> None:
    refused = client.post("/api/games", json={**DUEL, "legends": {"Cat": "Jinx"}})
    assert refused.status_code == 422, refused.text
    assert "Cat" in refused.json()["error"]["message"]


def test_an_event_s_players_carry_their_legends_to_tables_standings_and_exports(
    client: TestClient,
) -> None:
    """Issue 21, 5: each player in an event may carry their legend; the tables' records
    take them in their header, and the standings (JSON and CSV) show them."""
    organiser = EventOrganiser(client, seed="legends")
    ann = organiser.registered("Ann", legend="Jinx")
    assert ann["legends"] == {"Ann": "Jinx"}
    organiser.registered("Ben", legend="Viktor", join=True)
    organiser.registered("Cat")  # a legend is optional
    organiser.registered("Dan", legend="Ahri")
    tables = organiser.paired()["tables"]
    for table in tables:
        by_name = {e["name"]: e for e in table["entrants"]}
        header = client.get(f"/api/games/{table['game']}/record").text.splitlines()[0]
        legends = json.loads(header).get("legends", {})
        for name, entrant in by_name.items():
            assert legends.get(name) == entrant.get("legends", {}).get(name)
        assert client.get(f"/api/games/{table['game']}").json().get("legends", {}) == legends
    standings = organiser.standings()["standings"]
    assert {line["player"]: line.get("legends") for line in standings} == {
        "Ann": {"Ann": "Jinx"},
        "Ben": {"Ben": "Viktor"},
        "Cat": None,
        "Dan": {"Dan": "Ahri"},
    }
    rows = list(csv.DictReader(io.StringIO(client.get(f"{organiser.url}/standings.csv").text)))
    assert {row["player"]: row["legends"] for row in rows} == {
        "Ann": "Jinx",
        "Ben": "Viktor",
        "Cat": "",
        "Dan": "Ahri",
    }


def test_a_legend_for_somebody_not_in_the_entry_is_refused_and_nothing_kept(
    client: TestClient,
) -> None:
    organiser = EventOrganiser(client)
    refused = organiser.register("Ann", legends={"Ben": "Jinx"})
    assert refused.status_code == 422, refused.text
    assert refused.json()["error"]["message_id"] == "legend-not-in-entry"
    assert organiser.register("Ann", legend=7).status_code == 422
    assert client.get(f"{organiser.url}/players").json()["players"] == []
