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
    # The organiser token's own link to the table: the one it made the table with.
    assert answer.json()["write_token"] == seat.token
    # Another organiser token (from the recovery code) issues one of its own.
    recovered = client.post(f"{organiser.url}/recovery", json={"recovery_code": organiser.code})
    other = recovered.json()["organiser_token"]
    answer = client.post(f"/api/games/{seat.id}/tokens", headers=bearer(other))
    assert answer.status_code == 201, answer.text
    fresh = answer.json()["write_token"]
    assert fresh != seat.token and fresh[0].isalnum()
    again = client.post(f"/api/games/{seat.id}/tokens", headers=bearer(other))
    assert again.json()["write_token"] == fresh  # issued once, then given again
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


def test_every_device_of_the_organiser_is_given_the_same_join_link_and_table_links(
    client: TestClient,
) -> None:
    """The organiser's phone made the gathering and paired round 1; a judge's tablet opens
    the organiser link (the same organiser token) and is given the same join link and the
    same links to the tables, which work; nobody else is given any."""
    created = client.post("/api/gatherings", json={"name": "Friday"}).json()
    url = f"/api/gatherings/{created['id']}"
    organiser = bearer(created["organiser_token"])
    for name in ("Ann", "Ben", "Cat"):
        client.post(f"{url}/players", json={"name": name}, headers=organiser)
    paired = client.post(f"{url}/rounds", json={"pairings": "swiss"}, headers=organiser).json()
    by_hand = client.post(f"{url}/games", json={**DUEL, "table": "Side"}, headers=organiser)

    links = client.get(f"{url}/links", headers=organiser)
    assert links.status_code == 200, links.text
    assert links.headers["cache-control"] == "no-store"
    body = links.json()
    join_version = client.get(f"{url}/event").json()["join_link"]["version"]
    assert body["join"] == {
        "version": join_version,
        "token": created["join_token"],
        "page": f"/gathering/{created['id']}/join#j={created['join_token']}",
    }
    made = {t["game"]: t["write_token"] for t in paired["tables"]}
    made[by_hand.json()["id"]] = by_hand.json()["write_token"]
    assert {t["game"]: t["write_token"] for t in body["tables"]} == made
    assert client.get(f"{url}/links", headers=organiser).json() == body  # again, the same
    (table,) = paired["tables"]
    played = client.post(
        f"/api/games/{table['game']}/actions",
        json={"do": "turn", "player": table["players"][0]},
        headers=bearer(body["tables"][0]["write_token"]),
    )
    assert played.status_code == 200, played.text

    # A new join link: the event says which is current; every device is given the new one.
    issued = client.post(f"{url}/join-link", headers=organiser).json()["join_token"]
    now = client.get(f"{url}/links", headers=organiser).json()["join"]
    assert now["token"] == issued != created["join_token"]
    assert now["version"] == client.get(f"{url}/event").json()["join_link"]["version"]
    assert now["version"] > join_version

    # Another organiser token (from the recovery code) is given none of the links it did
    # not make, only that they exist; no other token is given anything.
    recovered = client.post(f"{url}/recovery", json={"recovery_code": created["recovery_code"]})
    other = client.get(f"{url}/links", headers=bearer(recovered.json()["organiser_token"]))
    assert other.json()["join"]["token"] is None
    assert [t["write_token"] for t in other.json()["tables"]] == [None, None]
    for token in (created["join_token"], issued, table["write_token"], "guess"):
        assert client.get(f"{url}/links", headers=bearer(token)).status_code == 403
    assert client.get(f"{url}/links").status_code == 401
    assert client.get("/api/gatherings/nope/links", headers=organiser).status_code == 404
