"""The JSON API, endpoint by endpoint, as phones at a table and an organiser use it."""

from __future__ import annotations

import json
from html.parser import HTMLParser
from typing import Any

import pytest
from fastapi.testclient import TestClient

from riftscore.record import replay_bytes, summary
from riftscore.service.fields import MAX_GAME_NUMBER, MAX_VICTORY_SCORE
from tests.web.helpers import DUEL, Table

JSON = {"Content-Type": "application/json"}
JSON_UTF8 = {"Content-Type": "application/json; charset=utf-8"}
NDJSON = {"Content-Type": "application/x-ndjson"}

TURN_ANN = {"do": "turn", "player": "Ann"}
TURN_BEN = {"do": "turn", "player": "Ben"}

VIEW_KEYS = {
    "id",
    "version",
    "mode",
    "players",
    "teams",
    "outcome",
    "winners",
    "by",
    "scores",
    "new_events",
    "announcements",
    "said",
    "last_entry",
    "battlefields",
    "turn",
    "scored_this_turn",
    "barred",
    "final_point",
    "holds_due",
    "victory_score",
    "tied_at_victory",
    "time",
    "options",
}


def conquer(player: str, battlefield: str) -> dict[str, str]:
    return {"do": "control", "player": player, "battlefield": battlefield}


def error_of(response: Any) -> dict[str, str]:
    body = response.json()
    assert set(body) >= {"error"}, body
    error: dict[str, str] = body["error"]
    assert set(error) - {"field"} == {
        "code",
        "message",
        "message_id",
        "params",
    }  # "field": its field
    return error


# ------------------------------------------------------------------ POST /api/games


def test_a_header_starts_a_game_with_a_token_and_links(client: TestClient) -> None:
    response = client.post("/api/games", json=DUEL)
    assert response.status_code == 201
    body = response.json()
    assert set(body) == {"id", "write_token", "version", "links"}
    assert body["version"] == 0
    assert response.headers["location"] == f"/api/games/{body['id']}"
    assert body["links"]["actions"] == f"/api/games/{body['id']}/actions"
    assert len(body["id"]) >= 12 and len(body["write_token"]) >= 32


@pytest.mark.parametrize(
    ("header", "code", "words"),
    [
        ({**DUEL, "players": ["Ann"]}, "invalid_header", "duel is played by 2 players"),
        ({**DUEL, "mode": "chess"}, "invalid_header", '"mode" must be one of'),
        ({**DUEL, "victory_score": 1.5}, "invalid_header", '"victory_score"'),
        ({**DUEL, "teams": [["Ann"], ["Ben"]]}, "invalid_header", "teams are only for 2v2"),
        (["not", "an", "object"], "invalid_header", "must be a JSON object"),
    ],
)
def test_a_bad_header_is_refused_naming_the_problem(
    client: TestClient, header: Any, code: str, words: str
) -> None:
    response = client.post("/api/games", json=header)
    assert response.status_code == 422
    error = error_of(response)
    assert error["code"] == code
    assert words in error["message"]


@pytest.mark.parametrize("body", [b"", b"{", b"\xff\xfe", b'{"a": 1e999}', b"[" * 5000])
def test_a_body_that_is_not_json_is_refused(client: TestClient, body: bytes) -> None:
    response = client.post("/api/games", content=body, headers=JSON)
    assert response.status_code == 422
    assert error_of(response)["code"] == "invalid_json"


@pytest.mark.parametrize(
    "content_type",
    [None, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "text/json"],
)
def test_a_body_not_declared_as_json_is_refused_whatever_it_holds(
    client: TestClient, content_type: str | None
) -> None:
    """What a web page elsewhere can send without asking the browser first (text/plain, a
    form) never reaches the service: nothing is created."""
    headers = {} if content_type is None else {"Content-Type": content_type}
    for url in ("/api/games", "/api/gatherings"):
        body = json.dumps(DUEL if url == "/api/games" else {"name": "Friday"})
        response = client.post(url, content=body, headers=headers)
        assert response.status_code == 415, response.text
        assert error_of(response)["code"] == "unsupported_media_type"
    response = client.post("/api/games/import", content=json.dumps(DUEL), headers=headers)
    assert response.status_code == 415
    ok = client.post("/api/games", content=json.dumps(DUEL), headers=JSON_UTF8)
    assert ok.status_code == 201


def test_a_body_too_large_is_refused(client: TestClient) -> None:
    header = {**DUEL, "notes": "x" * 70_000}
    response = client.post("/api/games", json=header)
    assert response.status_code == 413
    assert error_of(response)["code"] == "payload_too_large"


# ------------------------------------------------------------------ POST .../actions


def test_a_conquer_answers_with_the_view(table: Table) -> None:
    table.do(TURN_ANN)
    response = table.post(conquer("Ann", "Grove"))
    assert response.status_code == 200
    assert response.headers["etag"] == '"2"'
    view = response.json()
    assert set(view) == VIEW_KEYS
    assert view["version"] == 2
    assert view["scores"] == {"Ann": 1, "Ben": 0}
    assert view["new_events"] == [
        {
            "event": "conquer",
            "turn": 1,
            "player": "Ann",
            "battlefield": "Grove",
            "points": 1,
            "score": 1,
        }
    ]
    assert view["announcements"] == ["Turn 1, Ann: Conquer on Grove, that's 1"]
    # The same sentence as the catalogue's code and parameters, to be said in any language.
    assert view["said"] == [
        {
            "code": "announce-conquer",
            "params": {
                "who": {"code": "announce-prefix", "params": {"turn": 1, "player": "Ann"}},
                "battlefield": "Grove",
                "score": 1,
            },
        }
    ]
    assert view["battlefields"] == [
        {"name": "Grove", "controller": "Ann"},
        {"name": "Ruins", "controller": None},
    ]
    assert view["turn"] == {"number": 1, "player": "Ann", "in_progress": True, "next_player": "Ben"}
    assert view["scored_this_turn"] == {"Ann": ["Grove"], "Ben": []}
    assert view["last_entry"]["kind"] == "action"
    assert view["outcome"] == "ongoing" and view["winners"] == []


def test_writing_without_the_token_is_refused_and_changes_nothing(table: Table) -> None:
    table.do(TURN_ANN)
    url = f"{table.url}/actions"
    missing = table.client.post(url, json=conquer("Ann", "Grove"))
    assert missing.status_code == 401
    assert error_of(missing)["code"] == "unauthorized"
    assert missing.headers["www-authenticate"] == "Bearer"
    not_bearer = table.client.post(
        url, json=conquer("Ann", "Grove"), headers={"Authorization": f"Basic {table.token}"}
    )
    assert not_bearer.status_code == 401
    wrong = table.client.post(
        url, json=conquer("Ann", "Grove"), headers={"Authorization": "Bearer guessed"}
    )
    assert wrong.status_code == 403
    assert error_of(wrong)["code"] == "forbidden"
    garbage_without_token = table.client.post(url, content=b"{oops")
    assert garbage_without_token.status_code == 401
    assert table.read()["version"] == 1
    assert table.read()["scores"] == {"Ann": 0, "Ben": 0}


def test_another_game_s_token_cannot_write_here(client: TestClient) -> None:
    ours, theirs = Table(client), Table(client)
    response = client.post(
        f"{ours.url}/actions", json=TURN_ANN, headers={"Authorization": f"Bearer {theirs.token}"}
    )
    assert response.status_code == 403
    assert ours.read()["version"] == 0


@pytest.mark.parametrize(
    ("action", "code", "words"),
    [
        (TURN_ANN, "turn_out_of_order", "Ben plays the next turn"),
        ({"do": "time"}, "time_already_called", "time was already called"),
        (conquer("Ann", "Moon"), "unknown_battlefield", "'Moon' is not a battlefield"),
        ({"do": "gain", "player": "Ann", "points": 0}, "invalid_points", "at least 1"),
        ({"do": "gain", "player": "Ann", "points": "2"}, "invalid_action", '"points"'),
        ({"do": "gain", "player": "Ann", "points": True}, "invalid_action", '"points"'),
        ({"do": "teleport"}, "invalid_action", "unknown action 'teleport'"),
        ({"player": "Ann"}, "invalid_action", 'needs "do"'),
        ([TURN_BEN], "invalid_action", "must be a JSON object"),
        ("turn", "invalid_action", "must be a JSON object"),
    ],
)
def test_a_rule_violation_is_refused_and_changes_nothing(
    table: Table, action: Any, code: str, words: str
) -> None:
    table.do(TURN_ANN, {"do": "time"}, conquer("Ann", "Grove"))
    before = table.read()
    response = table.post(action)
    assert response.status_code == 422
    error = error_of(response)
    assert error["code"] == code
    assert words in error["message"]
    after = table.read()
    assert after == before


def test_numbers_up_to_a_million_are_points_like_any_other(table: Table) -> None:
    table.do(TURN_ANN, {"do": "set_victory_score", "points": MAX_VICTORY_SCORE})
    view = table.do({"do": "gain", "player": "Ann", "points": MAX_GAME_NUMBER, "source": "a bug"})
    assert view["scores"]["Ann"] == MAX_GAME_NUMBER
    assert view["winners"] == ["Ann"]


@pytest.mark.parametrize(
    "action",
    [
        {"do": "gain", "player": "Ann", "points": MAX_GAME_NUMBER + 1},
        {"do": "adjust", "player": "Ann", "points": MAX_GAME_NUMBER + 1},
        {"do": "adjust", "player": "Ann", "points": -MAX_GAME_NUMBER - 1},
        {"do": "set_victory_score", "points": 2**53 - 1},
        {"do": "resolve", "actions": [{"do": "gain", "player": "Ann", "points": 2**40}]},
    ],
)
def test_numbers_beyond_a_million_are_refused_so_no_score_passes_what_a_phone_holds(
    table: Table, action: dict[str, Any]
) -> None:
    """Victory score, gain and adjust together once reached past 2^53 - 1: each number of
    a game is now at most a million, and a game at most MAX_ENTRIES entries long."""
    table.do(TURN_ANN)
    response = table.post(action)
    assert response.status_code == 422
    assert error_of(response)["code"] == "number_too_large"
    assert "1,000,000" in error_of(response)["message"]
    assert table.read()["version"] == 1
    header = {**DUEL, "victory_score": 2**53 - 1}
    assert error_of(table.client.post("/api/games", json=header))["code"] == "number_too_large"


def test_a_victory_score_past_99_is_refused_in_a_header(client: TestClient) -> None:
    refused = client.post("/api/games", json={**DUEL, "victory_score": 1000})
    assert refused.status_code == 422
    assert refused.json()["error"] == {
        "code": "victory_score_too_large",
        "message": "the victory score is at most 99 points, not 1000",
        "message_id": "victory-score-too-large",
        "params": {"points": 1000, "limit": 99},
        "field": "/victory_score",
    }
    created = client.post("/api/games", json={**DUEL, "victory_score": MAX_VICTORY_SCORE})
    assert created.status_code == 201, created.text


def test_a_victory_score_past_99_is_refused_by_a_card_and_in_a_preview(table: Table) -> None:
    table.do(TURN_ANN, {"do": "end_turn"})
    before = table.read()
    for action, field in [
        ({"do": "set_victory_score", "points": 1000}, "/points"),
        (
            {
                "do": "turn",
                "player": "Ben",
                "beginning": [
                    {"do": "gain", "player": "Ben", "points": 1},
                    {"do": "set_victory_score", "points": 100},
                ],
            },
            "/beginning/1/points",
        ),
    ]:
        for answer in (table.post(action), table.client.post(f"{table.url}/preview", json=action)):
            assert answer.status_code == 422, answer.text
            error = error_of(answer)
            assert (error["code"], error["field"]) == ("victory_score_too_large", field)
            assert error["message"].startswith("the action sets the victory score to 1")
            assert error["message"].endswith(": a victory score is at most 99 points")
    assert table.read() == before
    assert table.do({"do": "set_victory_score", "points": 99})["victory_score"] == 99


def test_an_imported_record_keeps_to_the_victory_score_a_game_is_played_to(
    client: TestClient,
) -> None:
    """The record format takes any victory score; the tracker imports the records a
    table plays, and refuses the others by line."""
    ann_begins = json.dumps(DUEL) + "\n" + json.dumps(TURN_ANN) + "\n"
    played = ann_begins + json.dumps({"do": "set_victory_score", "points": 12}) + "\n"
    assert client.post("/api/games/import", content=played, headers=NDJSON).status_code == 201
    header = json.dumps({**DUEL, "victory_score": 150}) + "\n"
    card = ann_begins + json.dumps({"do": "set_victory_score", "points": 500}) + "\n"
    for record, message in [
        (header, "the victory score is at most 99 points, not 150"),
        (card, "action 2 sets the victory score to 500: a victory score is at most 99 points"),
    ]:
        assert replay_bytes(record.encode())  # a record as the format has it
        answer = client.post("/api/games/import", content=record, headers=NDJSON)
        assert answer.status_code == 422
        assert error_of(answer)["message"] == message


class Fields(HTMLParser):
    """A page's fields, by id or else by form and name: their attributes."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.form = ""
        self.found: dict[str, dict[str, str]] = {}
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = {key: value or "" for key, value in attrs}
        if tag == "form":
            self.form = named.get("id", "")
        if tag in ("input", "div") and ("id" in named or "name" in named):
            self.found[named.get("id") or f"{self.form} {named['name']}"] = named


def test_the_pages_fields_take_what_the_server_keeps(client: TestClient) -> None:
    """Each limit a page's field shows (maxlength, max) is the server's: a value at the
    limit is kept, one past it refused."""
    start = Fields(client.get("/").text).found
    longest_player = int(start["player-1"]["maxlength"])
    longest_battlefield = int(start["battlefield-1"]["maxlength"])
    highest = int(start["victory-score"]["max"])

    def header(player: str, battlefield: str, victory: int) -> dict[str, Any]:
        names = {"players": [player, "Ben"], "battlefields": [battlefield, "Ruins"]}
        return {**DUEL, **names, "victory_score": victory}

    kept = header("A" * longest_player, "G" * longest_battlefield, highest)
    created = client.post("/api/games", json=kept)
    assert created.status_code == 201, created.text
    for refused in (
        header("A" * (longest_player + 1), "Grove", 8),
        header("Ann", "G" * (longest_battlefield + 1), 8),
        header("Ann", "Grove", highest + 1),
    ):
        assert client.post("/api/games", json=refused).status_code == 422

    table = Table(client)
    table.do(TURN_ANN)
    game = Fields(client.get(f"/g/{table.id}").text).found
    assert int(game["next-game-battlefields"]["data-maxlength"]) == longest_battlefield
    for form in ("victory-form", "beginning-victory-form"):
        assert int(game[f"{form} points"]["max"]) == highest
    most = int(game["gain-form points"]["max"])
    assert int(game["adjust-form points"]["min"]) == -most
    assert int(game["adjust-form points"]["max"]) == most
    for action in (
        {"do": "set_victory_score", "points": highest + 1},
        {"do": "gain", "player": "Ann", "points": most + 1},
        {"do": "adjust", "player": "Ann", "points": -most - 1},
    ):
        assert table.post(action).status_code == 422
    table.do({"do": "adjust", "player": "Ben", "points": -most})
    table.do({"do": "set_victory_score", "points": highest})
    assert table.do({"do": "gain", "player": "Ann", "points": most})["scores"]["Ann"] == most


def test_numbers_beyond_what_a_phone_holds_are_refused(table: Table) -> None:
    table.do(TURN_ANN)
    before = table.read()["version"]
    response = table.post({"do": "gain", "player": "Ann", "points": 10**30})
    assert response.status_code == 422
    assert error_of(response)["code"] == "invalid_json"
    assert "9007199254740991" in error_of(response)["message"]
    assert table.read()["version"] == before


def test_an_unknown_game_is_not_found(client: TestClient) -> None:
    for response in (
        client.get("/api/games/nope"),
        client.get("/api/games/nope/record"),
        client.get("/api/games/nope/stream"),
        client.post(
            "/api/games/nope/actions", json=TURN_ANN, headers={"Authorization": "Bearer x"}
        ),
        client.post("/api/games/nope/undo", headers={"Authorization": "Bearer x"}),
    ):
        assert response.status_code == 404
        assert error_of(response)["code"] == "not_found"
        assert "'nope'" in error_of(response)["message"]


def test_a_stale_version_gets_409_and_the_current_view(table: Table) -> None:
    table.do(TURN_ANN)
    ann = table.post(conquer("Ann", "Grove"), **{"If-Match": '"1"'})
    assert ann.status_code == 200
    ben = table.post(conquer("Ann", "Ruins"), **{"If-Match": '"1"'})
    assert ben.status_code == 409
    body = ben.json()
    assert body["error"]["code"] == "version_conflict"
    assert body["view"]["version"] == 2
    assert body["view"]["scores"] == {"Ann": 1, "Ben": 0}
    assert ben.headers["etag"] == '"2"'
    assert table.read()["version"] == 2


@pytest.mark.parametrize("if_match", ['"2"', "2", 'W/"2"', "*"])
def test_if_match_takes_a_quoted_or_bare_version(table: Table, if_match: str) -> None:
    table.do(TURN_ANN, conquer("Ann", "Grove"))
    assert table.post({"do": "end_turn"}, **{"If-Match": if_match}).status_code == 200


def test_a_malformed_if_match_is_refused(table: Table) -> None:
    response = table.post(TURN_ANN, **{"If-Match": "yesterday"})
    assert response.status_code == 422
    assert error_of(response)["code"] == "invalid_if_match"
    assert table.read()["version"] == 0


def test_a_retried_request_gets_the_first_answer_and_applies_nothing(table: Table) -> None:
    table.do(TURN_ANN)
    first = table.post(conquer("Ann", "Grove"), **{"Idempotency-Key": "tap-7"})
    table.do({"do": "gain", "player": "Ann", "points": 1})
    retry = table.post(conquer("Ann", "Grove"), **{"Idempotency-Key": "tap-7", "If-Match": "1"})
    assert retry.status_code == 200
    assert retry.json() == first.json()
    assert retry.headers["idempotent-replayed"] == "true"
    assert table.read()["version"] == 3
    assert table.read()["scores"]["Ann"] == 2


def test_an_idempotency_key_reused_for_another_action_is_refused(table: Table) -> None:
    table.post(TURN_ANN, **{"Idempotency-Key": "k"})
    response = table.post(conquer("Ann", "Grove"), **{"Idempotency-Key": "k"})
    assert response.status_code == 422
    assert error_of(response)["code"] == "idempotency_key_reused"
    assert table.read()["version"] == 1


# ------------------------------------------------------------------ POST .../undo


def test_undo_retracts_the_last_action_and_the_history_keeps_it(table: Table) -> None:
    table.do(TURN_ANN, conquer("Ann", "Grove"))
    response = table.undo(**{"If-Match": '"2"'})
    assert response.status_code == 200
    view = response.json()
    assert view["version"] == 3
    assert view["scores"] == {"Ann": 0, "Ben": 0}
    assert view["new_events"] == []
    assert view["last_entry"] == {
        "seq": 3,
        "kind": "undo",
        "action": conquer("Ann", "Grove"),
        "retracts": 2,
        "announcements": ["Turn 1, Ann: Conquer on Grove, that's 1"],
        "said": [
            {
                "code": "announce-conquer",
                "params": {
                    "who": {"code": "announce-prefix", "params": {"turn": 1, "player": "Ann"}},
                    "battlefield": "Grove",
                    "score": 1,
                },
            }
        ],
    }
    history = table.read()["history"]
    assert [(h["seq"], h["kind"], h["undone"]) for h in history] == [
        (1, "action", False),
        (2, "action", True),
        (3, "undo", False),
    ]
    assert history[1]["announcements"] == ["Turn 1, Ann: Conquer on Grove, that's 1"]


def test_undo_needs_the_token_a_fresh_version_and_something_to_undo(table: Table) -> None:
    assert table.client.post(f"{table.url}/undo").status_code == 401
    forbidden = table.client.post(f"{table.url}/undo", headers={"Authorization": "Bearer no"})
    assert forbidden.status_code == 403
    nothing = table.undo()
    assert nothing.status_code == 422
    assert error_of(nothing)["code"] == "nothing_to_undo"
    table.do(TURN_ANN)
    stale = table.undo(**{"If-Match": "0"})
    assert stale.status_code == 409
    assert stale.json()["view"]["version"] == 1
    assert table.read()["version"] == 1


def test_a_retried_undo_undoes_once(table: Table) -> None:
    table.do(TURN_ANN, conquer("Ann", "Grove"), conquer("Ann", "Ruins"))
    first = table.undo(**{"Idempotency-Key": "u1"})
    again = table.undo(**{"Idempotency-Key": "u1"})
    assert again.json() == first.json()
    assert table.read()["scores"] == {"Ann": 1, "Ben": 0}


# ------------------------------------------------------------------ GET /api/games/{id}


def test_anyone_reads_the_whole_game_as_replay_would(table: Table) -> None:
    table.do(TURN_ANN, conquer("Ann", "Grove"), TURN_BEN, conquer("Ben", "Grove"))
    table.undo()
    table.do(conquer("Ben", "Ruins"))
    game = table.client.get(table.url)  # no token: spectators read
    assert game.status_code == 200
    body = game.json()
    record = table.client.get(f"{table.url}/record").content
    replayed = summary(replay_bytes(record))
    assert {k: body[k] for k in replayed} == replayed
    assert set(body) >= VIEW_KEYS | {"events", "history"}
    assert body["announcements"] == [
        "Turn 1, Ann",
        "Turn 1, Ann: Conquer on Grove, that's 1",
        "Turn 2, Ben",
        "Turn 2, Ben: Conquer on Ruins, that's 1",
    ]
    assert len(body["history"]) == 6


# ------------------------------------------------------------------ record and import


def test_the_record_is_json_lines_of_the_actions_in_force(table: Table) -> None:
    table.do(TURN_ANN, conquer("Ann", "Grove"), {"do": "gain", "player": "Ann", "points": 5})
    table.undo()
    response = table.client.get(f"{table.url}/record")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("application/x-ndjson")
    lines = [json.loads(line) for line in response.text.splitlines()]
    assert lines == [DUEL, TURN_ANN, conquer("Ann", "Grove")]


def test_an_exported_record_imports_as_a_new_game(table: Table) -> None:
    table.do(TURN_ANN, conquer("Ann", "Grove"), TURN_BEN)
    record = table.client.get(f"{table.url}/record").content
    response = table.client.post(
        "/api/games/import", content=record, headers={"Content-Type": "application/x-ndjson"}
    )
    assert response.status_code == 201
    copy = response.json()
    assert copy["id"] != table.id
    assert copy["version"] == 3
    view = table.client.get(f"/api/games/{copy['id']}").json()
    assert view["scores"] == table.read()["scores"]
    assert view["turn"]["player"] == "Ben"


@pytest.mark.parametrize(
    ("record", "message"),
    [
        (b"", "line 1: the record is empty"),
        (b'{"format": "riftscore/1"}\n', "line 1: "),
        (json.dumps(DUEL).encode() + b'\n{"do": "turn", "player": "Ben"}\n', "line 2: "),
        (json.dumps(DUEL).encode() + b"\n\n# ok\n{not json\n", "line 4: not valid JSON"),
        (json.dumps(DUEL).encode() + b"\n" + b"[" * 3000, "nested too deeply"),
    ],
)
def test_an_import_that_breaks_a_rule_names_its_line(
    client: TestClient, record: bytes, message: str
) -> None:
    response = client.post("/api/games/import", content=record, headers=NDJSON)
    assert response.status_code == 422
    assert error_of(response)["code"] == "invalid_record"
    assert message in error_of(response)["message"]


def test_an_import_too_large_is_refused(client: TestClient) -> None:
    line = json.dumps({"do": "end_turn", "pad": "x" * 1000}).encode() + b"\n"
    response = client.post("/api/games/import", content=line * 1100, headers=NDJSON)
    assert response.status_code == 413


# ------------------------------------------------------------------ what the view tells a page


def test_the_view_warns_when_a_conquer_would_draw_instead_of_winning(client: TestClient) -> None:
    table = Table(client, {**DUEL, "start": {"scores": {"Ann": 7}, "control": {"Ruins": "Ben"}}})
    view = table.do(TURN_ANN)
    assert view["final_point"] == {"Ann": ["Grove", "Ruins"], "Ben": []}
    view = table.do(conquer("Ann", "Grove"))
    assert view["new_events"][0]["draw"] == 1
    assert view["final_point"] == {"Ann": [], "Ben": []}
    assert view["holds_due"] == ["Ruins"]  # Ben's turn is next, and Ben holds Ruins


def test_the_view_says_when_the_leaders_are_tied_at_the_victory_score(client: TestClient) -> None:
    table = Table(client, {**DUEL, "start": {"scores": {"Ann": 7, "Ben": 7}}})
    view = table.do(TURN_ANN)
    assert view["tied_at_victory"] is None  # tied, but below 8
    both_gain = {
        "do": "resolve",
        "actions": [
            {"do": "gain", "player": "Ann", "points": 1},
            {"do": "gain", "player": "Ben", "points": 1},
        ],
    }
    view = table.do(both_gain)
    assert (view["outcome"], view["tied_at_victory"]) == ("ongoing", 8)  # play on
    view = table.do({"do": "gain", "player": "Ann", "points": 1})
    assert (view["outcome"], view["tied_at_victory"]) == ("win", None)


def test_the_view_shows_what_a_2v2_team_is_barred_from(client: TestClient) -> None:
    header = {
        "format": "riftscore/1",
        "mode": "2v2",
        "players": ["Ann", "Cy", "Ben", "Di"],
        "teams": [["Ann", "Ben"], ["Cy", "Di"]],
        "battlefields": ["Grove", "Ruins", "Peak"],
        "start": {"control": {"Grove": "Ben"}},
    }
    table = Table(client, header)
    view = table.do(TURN_ANN)
    assert view["teams"] == [["Ann", "Ben"], ["Cy", "Di"]]
    assert view["barred"] == {"Ann": ["Grove"], "Cy": [], "Ben": ["Grove"], "Di": []}
    assert view["victory_score"] == 11


def test_the_view_of_a_match_lists_its_games(client: TestClient) -> None:
    table = Table(client, {**DUEL, "mode": "match"})
    view = table.do(TURN_ANN, {"do": "concede", "player": "Ben"})
    assert view["games"] == [
        {
            "number": 1,
            "battlefields": ["Grove", "Ruins"],
            "first": "Ann",
            "outcome": "win",
            "winners": ["Ann"],
            "by": "concede",
            "scores": {"Ann": 0, "Ben": 0},
        }
    ]
    assert view["game_wins"] == {"Ann": 1, "Ben": 0}
    assert view["set_aside"] == ["Grove", "Ruins"]
    assert view["outcome"] == "ongoing"


def test_the_view_counts_the_additional_turns_after_time(table: Table) -> None:
    view = table.do(TURN_ANN, {"do": "time"}, TURN_BEN)
    assert view["time"] == {
        "called": True,
        "additional_turns": 3,
        "additional_played": 1,
        "current_additional": 1,
        "additional_left": 2,
        "sudden_death": False,
        "status": "Time: additional turn 1 of 3",
        "statements": [],
    }


def test_names_and_sources_come_back_exactly_and_never_as_a_page(client: TestClient) -> None:
    villain = '<script>alert("x")</script>'
    table = Table(client, {**DUEL, "players": [villain, "Ben & co"]})
    table.do({"do": "turn", "player": villain})
    response = table.post(
        {"do": "gain", "player": villain, "points": 1, "source": "<img src=x onerror=alert(1)>"}
    )
    assert response.headers["content-type"] == "application/json"
    assert response.headers["x-content-type-options"] == "nosniff"
    view = response.json()
    assert view["players"] == [villain, "Ben & co"]
    assert view["announcements"] == [
        f"Turn 1, {villain}: gains 1 from <img src=x onerror=alert(1)>, that's 1"
    ]


# ------------------------------------------------------------------ gatherings


def test_an_organiser_runs_a_gathering_of_tables(client: TestClient) -> None:
    created = client.post("/api/gatherings", json={"name": "Friday at the Lair"})
    assert created.status_code == 201
    gathering = created.json()
    organiser = {"Authorization": f"Bearer {gathering['organiser_token']}"}
    games_url = f"/api/gatherings/{gathering['id']}/games"
    one = client.post(games_url, json={**DUEL, "table": "Table 1"}, headers=organiser)
    two = client.post(games_url, json={**DUEL, "players": ["Cy", "Di"]}, headers=organiser)
    assert one.status_code == two.status_code == 201
    assert one.json()["table"] == "Table 1"
    first = one.json()
    client.post(
        f"/api/games/{first['id']}/actions",
        json={"do": "turn", "player": "Ann"},
        headers={"Authorization": f"Bearer {first['write_token']}"},
    )
    client.post(  # the organiser, as judge, may correct a table's game
        f"/api/games/{first['id']}/actions",
        json={"do": "concede", "player": "Ben"},
        headers=organiser,
    )
    listing = client.get(f"/api/gatherings/{gathering['id']}")
    assert listing.status_code == 200
    body = listing.json()
    assert body["name"] == "Friday at the Lair"
    games = {g["id"]: g for g in body["games"]}
    assert games[first["id"]]["outcome"] == "win"
    assert games[first["id"]]["winners"] == ["Ann"]
    assert games[first["id"]]["table"] == "Table 1"
    assert games[two.json()["id"]]["scores"] == {"Cy": 0, "Di": 0}
    assert "write_token" not in json.dumps(body)


def test_only_the_organiser_adds_games_to_a_gathering(client: TestClient) -> None:
    gathering = client.post("/api/gatherings", json={"name": "Week 3"}).json()
    url = f"/api/gatherings/{gathering['id']}/games"
    assert client.post(url, json=DUEL).status_code == 401
    assert client.post(url, json=DUEL, headers={"Authorization": "Bearer no"}).status_code == 403
    assert client.post(url, content=b"{", headers={"Authorization": "Bearer no"}).status_code == 403
    assert client.get(f"/api/gatherings/{gathering['id']}").json()["games"] == []
    unknown = client.post(
        "/api/gatherings/nowhere/games",
        json=DUEL,
        headers={"Authorization": f"Bearer {gathering['organiser_token']}"},
    )
    assert unknown.status_code == 404
    assert client.get("/api/gatherings/nowhere").status_code == 404


@pytest.mark.parametrize("body", [{}, {"name": ""}, {"name": 7}, {"name": "x" * 201}, []])
def test_a_gathering_needs_a_name(client: TestClient, body: Any) -> None:
    response = client.post("/api/gatherings", json=body)
    assert response.status_code == 422
    assert error_of(response)["code"] == "invalid_field"


def test_a_table_label_must_be_text(client: TestClient) -> None:
    gathering = client.post("/api/gatherings", json={"name": "Week 4"}).json()
    response = client.post(
        f"/api/gatherings/{gathering['id']}/games",
        json={**DUEL, "table": ["1"]},
        headers={"Authorization": f"Bearer {gathering['organiser_token']}"},
    )
    assert response.status_code == 422
    assert '"table"' in error_of(response)["message"]


# ------------------------------------------------------------------ the rest of HTTP


def test_unknown_routes_and_methods_answer_in_the_error_shape(client: TestClient) -> None:
    assert error_of(client.get("/api/nothing"))["code"] == "not_found"
    wrong_method = client.delete("/api/games")
    assert wrong_method.status_code == 405
    assert error_of(wrong_method)["code"] == "method_not_allowed"


def test_the_openapi_document_describes_every_endpoint(client: TestClient) -> None:
    document = client.get("/openapi.json").json()
    paths = document["paths"]
    assert set(paths) == {
        "/api/games",
        "/api/games/import",
        "/api/games/{game_id}",
        "/api/games/{game_id}/actions",
        "/api/games/{game_id}/undo",
        "/api/games/{game_id}/preview",
        "/api/games/{game_id}/record",
        "/api/games/{game_id}/stream",
        "/api/games/{game_id}/history",
        "/api/games/{game_id}/events",
        "/api/games/{game_id}/access",
        "/api/games/{game_id}/tokens",
        "/api/gatherings/{gathering_id}/access",
        "/api/gatherings/{gathering_id}/recovery",
        "/api/gatherings/{gathering_id}/links",
        "/api/gatherings",
        "/api/gatherings/{gathering_id}/games",
        "/api/gatherings/{gathering_id}",
        "/api/gatherings/{gathering_id}/rounds",
        "/api/gatherings/{gathering_id}/rounds/{number}",
        "/api/gatherings/{gathering_id}/rounds/{number}/start",
        "/api/gatherings/{gathering_id}/rounds/{number}/pause",
        "/api/gatherings/{gathering_id}/rounds/{number}/resume",
        "/api/gatherings/{gathering_id}/rounds/{number}/extensions",
        "/api/gatherings/{gathering_id}/results.json",
        "/api/gatherings/{gathering_id}/results.csv",
        "/api/gatherings/{gathering_id}/games/{game_id}/result",
        "/api/gatherings/{gathering_id}/players",
        "/api/gatherings/{gathering_id}/players/{player_id}",
        "/api/gatherings/{gathering_id}/players/{player_id}/drop",
        "/api/gatherings/{gathering_id}/players/{player_id}/no-show",
        "/api/gatherings/{gathering_id}/settings",
        "/api/gatherings/{gathering_id}/join-link",
        "/api/gatherings/{gathering_id}/event",
        "/api/gatherings/{gathering_id}/standings.json",
        "/api/gatherings/{gathering_id}/standings.csv",
        "/api/games/{game_id}/clock",
        "/api/games/{game_id}/counters",
        "/api/games/{game_id}/first-player",
        "/api/ping",
    }
    actions = paths["/api/games/{game_id}/actions"]["post"]
    assert set(actions["responses"]) >= {"200", "401", "403", "404", "409", "413", "422"}
    body_schema = actions["requestBody"]["content"]["application/json"]["schema"]
    assert {option["title"] for option in body_schema["oneOf"]} >= {"turn", "control", "resolve"}
