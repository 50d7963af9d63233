"""A table's slip writes only until its result is final (issue 21, item 7): once the
event's next round is paired, the round-1 slip's link is refused with `result_final`, so
whoever photographed it can neither undo the result the pairing stands on nor flip it.
The organiser's token still corrects it, and the next round's slips write as before."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from tests.web.events import EventOrganiser, TableGame


def _evening(client: TestClient) -> tuple[EventOrganiser, TableGame, TableGame]:
    organiser = EventOrganiser(client, seed="slips")
    for name in ("Ann", "Ben", "Cat", "Dan"):
        organiser.registered(name)
    first, second = (TableGame(client, t) for t in organiser.paired()["tables"])
    first.play_match(0, 0)
    second.play_match(1, 1)
    return organiser, first, second


def _write(client: TestClient, table: TableGame, token: str) -> tuple[int, dict[str, Any]]:
    """Undo the table's last action (the slip's holder taking back the result)."""
    response = client.post(
        f"/api/games/{table.id}/undo", headers={"Authorization": f"Bearer {token}"}
    )
    return response.status_code, response.json()


def _may_write(client: TestClient, table: TableGame, token: str) -> bool:
    response = client.get(
        f"/api/games/{table.id}/access", headers={"Authorization": f"Bearer {token}"}
    )
    assert response.status_code == 200, response.text
    return bool(response.json()["write"])


def test_a_slip_writes_until_the_next_round_is_paired(client: TestClient) -> None:
    """Before round 2 is paired, the table's own slip may still correct its result."""
    _, first, _ = _evening(client)
    assert _may_write(client, first, first.token)
    status, body = _write(client, first, first.token)
    assert status == 200, body


def test_a_round_1_slip_after_round_2_is_paired_is_refused_and_changes_nothing(
    client: TestClient,
) -> None:
    organiser, first, _ = _evening(client)
    before = client.get(f"/api/games/{first.id}").json()
    round_2 = organiser.paired()
    assert round_2["round"] == 2

    status, body = _write(client, first, first.token)
    assert status == 403
    assert body["error"]["code"] == "result_final"
    assert "final" in body["error"]["message"]
    assert client.get(f"/api/games/{first.id}").json()["version"] == before["version"]
    assert not _may_write(client, first, first.token)

    # The organiser's token still may (a judge's correction); round 2's slips write.
    assert _may_write(client, first, organiser.token)
    next_table = TableGame(client, round_2["tables"][0])
    assert _may_write(client, next_table, next_table.token)
    next_table.play_match(0, 0)


def test_a_slip_issued_again_is_final_too(client: TestClient) -> None:
    """A write token the organiser issued again for the table is no way around it."""
    organiser, first, _ = _evening(client)
    issued = client.post(
        f"/api/games/{first.id}/tokens", headers={"Authorization": f"Bearer {organiser.token}"}
    )
    assert issued.status_code == 201, issued.text
    organiser.paired()
    status, body = _write(client, first, issued.json()["write_token"])
    assert (status, body["error"]["code"]) == (403, "result_final")
