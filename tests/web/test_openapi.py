"""Generated requests from the OpenAPI document: whatever they send, no 5xx, and every
answer is one the document describes (status, content type, body shape).

Paths name a real game and a real evening, with their tokens, so that generated requests
reach the rules and not only the 404 of an unknown id: a game in its first turn for the
game's routes; for the gathering's routes an event with players, its round 1 paired and
started (`number` 1), a player of it and a table of that round (whose game a gathering's
`game_id`, a table's clock and a reissued token name). The live stream alone keeps
generated ids: a real one streams until the server closes it, and the test client reads
an answer to its end (its 404 is checked, its 200 by tests/web/test_live.py).
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
import schemathesis
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, Phase, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from riftscore.store import MemoryStore
from riftscore.web.api.requests import MAX_ROUND_NUMBER
from riftscore.web.app import create_app
from riftscore.web.settings import Settings
from tests.web.events import EventOrganiser
from tests.web.helpers import DUEL

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
]


@schemathesis.serializer("application/x-ndjson")
def _ndjson(_context: Any, value: Any) -> bytes:
    if isinstance(value, bytes):
        return value
    if isinstance(value, str):
        return value.encode("utf-8", "surrogatepass")
    return json.dumps(value).encode()


# The document needs an app; the app's store is in memory, shared by this module's tests.
# Each generated request gets a new game (`table`): no limit on creating them here.
APP = create_app(Settings(creations_burst=0), store=MemoryStore())
schema = schemathesis.openapi.from_asgi("/openapi.json", APP)


@pytest.fixture
def table() -> dict[str, str]:
    """A game in its first turn, and an evening in its first round: what generated
    requests aim at."""
    client = TestClient(APP)
    game = client.post("/api/games", json=DUEL).json()
    client.post(
        f"/api/games/{game['id']}/actions",
        json={"do": "turn", "player": "Ann"},
        headers={"Authorization": f"Bearer {game['write_token']}"},
    )
    organiser = EventOrganiser(client, "Generated")
    players = [organiser.registered(name) for name in ("Ann", "Ben", "Cat", "Dan", "Eve")]
    recovery_code = organiser.recovery_code
    first_table = organiser.paired()["tables"][0]
    organiser.started(1)
    return {
        "game_id": game["id"],
        "write_token": game["write_token"],
        "gathering_id": organiser.id,
        "organiser_token": organiser.token,
        "player_id": players[0]["id"],
        "table_game_id": first_table["game"],
        "table_write_token": first_table["write_token"],
        "recovery_code": recovery_code,
    }


#: The game's routes that are about its place in an evening: aimed at a table's game.
TABLE_ROUTES = ("/clock", "/tokens")


def aim(case: Any, table: dict[str, str]) -> None:
    parameters = case.path_parameters or {}
    token = None
    if "game_id" in parameters and not case.path.endswith("/stream"):
        if case.path.endswith(TABLE_ROUTES):
            parameters["game_id"] = table["table_game_id"]
            token = table["organiser_token"] if case.path.endswith("/tokens") else None
        else:
            parameters["game_id"] = table["game_id"]
            token = table["write_token"]
    if "gathering_id" in parameters:
        parameters["gathering_id"] = table["gathering_id"]
        token = table["organiser_token"]
        if "game_id" in parameters:
            parameters["game_id"] = table["table_game_id"]
    if "player_id" in parameters:
        parameters["player_id"] = table["player_id"]
    # A round number the document allows names the real round; one it refuses is kept,
    # for the coverage phase's refusals.
    number = parameters.get("number")
    if type(number) is int and 1 <= number <= MAX_ROUND_NUMBER:
        parameters["number"] = 1
    # A body that names a table (an extension) or the recovery code names the real one.
    body = getattr(case, "body", None)
    if isinstance(body, dict) and "gathering_id" in parameters:
        if isinstance(body.get("game"), str):
            body["game"] = table["table_game_id"]
        if isinstance(body.get("recovery_code"), str):
            body["recovery_code"] = table["recovery_code"]
    headers = case.headers if case.headers is not None else {}
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    case.headers = headers


@schema.parametrize()
@settings(deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
def test_requests_at_the_edges_of_the_document_get_documented_answers(
    case: Any, table: dict[str, str]
) -> None:
    """Schemathesis's coverage phase: each field missing, mistyped, out of range, and so on."""
    aim(case, table)
    case.call_and_validate(checks=CHECKS)


@schema.parametrize()
@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    phases=[Phase.generate],
    derandomize=True,
)
def test_generated_requests_get_documented_answers(case: Any, table: dict[str, str]) -> None:
    aim(case, table)
    case.call_and_validate(checks=CHECKS)


@pytest.mark.slow
@schema.parametrize()
@settings(
    max_examples=400,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    phases=[Phase.generate],
)
def test_many_more_generated_requests_get_documented_answers(
    case: Any, table: dict[str, str]
) -> None:
    aim(case, table)
    case.call_and_validate(checks=CHECKS)


def test_every_route_that_reads_is_aimed_at_something_that_is_there(
    table: dict[str, str],
) -> None:
    """The aim is real: each route that reads (but the live stream) answers 200 for the
    ids and round number generated requests are given, so that their answers' shapes,
    not only their 404s, are checked against the document."""
    client = TestClient(APP)
    reads = [
        path
        for path, operations in APP.openapi()["paths"].items()
        if "get" in operations and "{" in path and not path.endswith("/stream")
    ]
    assert "/api/gatherings/{gathering_id}/players/{player_id}" in reads
    for path in reads:
        names = re.findall(r"{(\w+)}", path)
        case = schema[path]["GET"].Case(
            path_parameters={name: 1 if name == "number" else "unknown" for name in names}
        )
        aim(case, table)
        response = client.get(case.formatted_path, headers=case.headers)
        assert response.status_code == 200, (path, response.text)
