"""The view's `options` (the rules core's, carried as they are) say what `POST
.../actions` with that action then does; and the keys the page still reads are filled
from them.
"""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from tests.web.helpers import Table

TWO_V_TWO: dict[str, Any] = {
    "format": "riftscore/1",
    "mode": "2v2",
    "players": ["Ann", "Ben", "Cat", "Dan"],
    "teams": [["Ann", "Cat"], ["Ben", "Dan"]],
    "battlefields": ["Grove", "Ruins", "Spire"],
    "start": {"scores": {"Ann": 10}, "control": {"Grove": "Cat"}},
}


def control(player: str, battlefield: str) -> dict[str, str]:
    return {"do": "control", "player": player, "battlefield": battlefield}


def what_posting_does(table: Table, action: dict[str, Any]) -> tuple[str, str | None]:
    """Post the action, say what it did (taking it back with an undo)."""
    response = table.post(action)
    if response.status_code == 422:
        return "refused", response.json()["error"]["message"]
    assert response.status_code == 200, response.text
    events = response.json()["new_events"]
    assert table.undo().status_code == 200
    taken = next(e for e in events if e["event"] in ("conquer", "control"))
    if taken["event"] == "control":
        return "no_point", None
    return ("draw" if taken.get("draw") else "point"), None


def check_view(table: Table) -> dict[str, Any]:
    view = table.read()
    options = view["options"]
    for player, row in options["conquer"].items():
        for battlefield, said in row.items():
            result, message = what_posting_does(table, control(player, battlefield))
            assert said["result"] == result, (player, battlefield, said)
            if result == "refused":
                assert said["reason"] == message
    assert view["final_point"] == {
        p: [b for b, o in row.items() if o["result"] == "draw"]
        for p, row in options["conquer"].items()
    }
    assert view["holds_due"] == options["holds"][view["turn"]["next_player"]]
    return view


def test_the_views_options_are_what_the_api_then_does(client: TestClient) -> None:
    table = Table(client, TWO_V_TWO)
    check_view(table)
    table.do({"do": "turn", "player": "Ann"})
    view = check_view(table)
    assert view["options"]["conquer"]["Ann"]["Grove"]["result"] == "no_point"  # barred
    # At 10 of 11, with Grove barred (Cat controlled it): each of the others draws a card
    # until the other one is scored.
    assert view["final_point"]["Ann"] == ["Ruins", "Spire"]
    table.do(control("Ann", "Ruins"))
    view = check_view(table)
    assert view["final_point"]["Ann"] == []
    assert view["options"]["burn_out_targets"]["Cat"] == ["Ben", "Dan"]
    table.do({"do": "turn", "player": "Ben"})
    check_view(table)
