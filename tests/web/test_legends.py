"""Each player in a game may carry their legend (issue 21, item 5; the record's legends
extension, docs/record-extensions.md): a game created with legends shows them in its view
and keeps them in its exported record; a legend for somebody who is not a player is
refused with the record's words for it."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

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
