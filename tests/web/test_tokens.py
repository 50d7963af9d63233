"""Tokens a link cannot take away (issue 14): a page asks whether a token may write before
it keeps it; the organiser issues a table's write token again; the organiser token itself
comes back from the recovery code shown once."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.web.helpers import DUEL, Table
from tests.web.rounds import Organiser


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_asking_whether_a_token_may_write_writes_nothing(client: TestClient) -> None:
    table = Table(client)
    url = f"{table.url}/access"
    assert client.get(url, headers=bearer(table.token)).json() == {"id": table.id, "write": True}
    assert client.get(url, headers=bearer("garbage")).json()["write"] is False
    assert client.get(url).json()["write"] is False
    assert table.read()["version"] == 0
    assert client.get("/api/games/nope/access").status_code == 404


def test_the_organiser_issues_a_tables_write_token_again_and_the_old_one_still_works(
    client: TestClient,
) -> None:
    organiser = Organiser(client)
    seat = organiser.table("Table 1")
    answer = client.post(f"/api/games/{seat.id}/tokens", headers=organiser.auth())
    assert answer.status_code == 201, answer.text
    fresh = answer.json()["write_token"]
    assert fresh != seat.token and fresh[0].isalnum()
    for token in (fresh, seat.token):
        played = client.post(
            f"/api/games/{seat.id}/actions",
            json={"do": "turn", "player": "Ann"} if token == fresh else {"do": "end_turn"},
            headers=bearer(token),
        )
        assert played.status_code == 200, played.text
    # Nobody else may: not the table's own token, not a stranger, not outside a gathering.
    assert client.post(f"/api/games/{seat.id}/tokens", headers=bearer(fresh)).status_code == 403
    assert client.post(f"/api/games/{seat.id}/tokens").status_code == 401
    loose = Table(client)
    refused = client.post(f"/api/games/{loose.id}/tokens", headers=organiser.auth())
    assert refused.status_code == 403
    assert refused.json()["error"]["code"] == "not_in_gathering"


def test_the_recovery_code_gives_a_new_organiser_token_once(client: TestClient) -> None:
    created = client.post("/api/gatherings", json={"name": "Friday"}).json()
    gathering, code = created["id"], created["recovery_code"]
    assert code != created["organiser_token"]
    url = f"/api/gatherings/{gathering}"
    assert client.get(f"{url}/access", headers=bearer(code)).json()["organiser"] is False
    recovered = client.post(f"{url}/recovery", json={"recovery_code": code})
    assert recovered.status_code == 200, recovered.text
    token, following = recovered.json()["organiser_token"], recovered.json()["recovery_code"]
    assert client.get(f"{url}/access", headers=bearer(token)).json()["organiser"] is True
    added = client.post(f"{url}/games", json=DUEL, headers=bearer(token))
    assert added.status_code == 201  # the new token runs the gathering
    again = client.post(f"{url}/recovery", json={"recovery_code": code})
    assert again.status_code == 403  # used up
    assert again.json()["error"]["code"] == "invalid_recovery_code"
    wrong = client.post(f"{url}/recovery", json={"recovery_code": "guess"})
    assert wrong.status_code == 403
    assert client.post(f"{url}/recovery", json={"recovery_code": following}).status_code == 200
    assert (
        client.post("/api/gatherings/nope/recovery", json={"recovery_code": code}).status_code
        == 404
    )
