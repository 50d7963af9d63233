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
    check_turns_and_points(table, view)
    return view


def accepted(table: Table, action: dict[str, Any]) -> bool:
    """Whether the API applies the action (taken back with an undo if it does)."""
    response = table.post(action)
    if response.status_code == 422:
        return False
    assert response.status_code == 200, response.text
    assert table.undo().status_code == 200
    return True


def team_conquers_after(table: Table, turn: dict[str, Any], team: list[str]) -> Any:
    """What each `control` by the team would do once the turn has begun (then undone)."""
    response = table.post(turn)
    assert response.status_code == 200, response.text
    conquer = response.json()["options"]["conquer"]
    assert table.undo().status_code == 200
    return [conquer[member] for member in team]


def check_turns_and_points(table: Table, view: dict[str, Any]) -> None:
    """`next_turn`, `extra_turns`, `can_gain`, `lose_control` and `ally_occupies` are what
    posting those actions then does."""
    options = view["options"]
    for player in view["players"]:
        turn = {"do": "turn", "player": player}
        assert accepted(table, turn) == (player == options["next_turn"]), player
        extra = {**turn, "extra": True}
        assert accepted(table, extra) == (player in options["extra_turns"]), player
        gain = {"do": "gain", "player": player, "points": 1}
        assert accepted(table, gain) == options["can_gain"], player
    for battlefield in (b["name"] for b in view["battlefields"]):
        lose = {"do": "lose_control", "battlefield": battlefield}
        assert accepted(table, lose) == (battlefield in options["lose_control"]), battlefield
    for player in view["players"]:
        offered = options["ally_occupies"][player]
        own = {"do": "turn", "player": player, "extra": player != view["turn"]["next_player"]}
        if view["teams"] is None or not accepted(table, own):
            assert offered == [], player  # outside 2v2, never asked
            continue
        team = next(t for t in view["teams"] if player in t)
        before = team_conquers_after(table, own, team)
        for battlefield in (b["name"] for b in view["battlefields"]):
            listed = {**own, "ally_occupies": [battlefield]}
            changes = team_conquers_after(table, listed, team) != before
            assert changes == (battlefield in offered), (player, battlefield, offered)


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
    view = check_view(table)
    # Cat's turn next, her team at 10 of 11: Grove is Cat's own (she Holds it, 11: the
    # team wins at once), so no listing changes a Conquer; Ann's team is at 10 too.
    assert view["options"]["next_turn"] == "Cat"
    assert view["options"]["ally_occupies"]["Cat"] == []


def test_2v2_offers_ally_occupies_where_listing_changes_a_conquer(client: TestClient) -> None:
    table = Table(
        client, {**TWO_V_TWO, "start": {"scores": {"Cat": 9}, "control": {"Grove": "Ann"}}}
    )
    table.do({"do": "turn", "player": "Ann"})  # Ann holds Grove: 10 of 11
    table.do({"do": "turn", "player": "Ben"})
    view = check_view(table)
    # Cat's turn: Grove is Ann's (barred); Ruins and Spire are in the final point's test.
    assert view["options"]["ally_occupies"]["Cat"] == ["Ruins", "Spire"]
