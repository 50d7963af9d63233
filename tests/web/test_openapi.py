"""Generated requests from the OpenAPI document: whatever they send, no 5xx, and every
answer is one the document describes (status, content type, body shape).

Paths name a real game and gathering, with their tokens, so that generated actions reach
the rules and not only the 404 of an unknown id; the live stream alone keeps generated
ids, since a real one streams forever.
"""

from __future__ import annotations

import json
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
from riftscore.web.app import create_app
from riftscore.web.settings import Settings
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
    """A game in its first turn, and a gathering: what generated requests aim at."""
    client = TestClient(APP)
    game = client.post("/api/games", json=DUEL).json()
    client.post(
        f"/api/games/{game['id']}/actions",
        json={"do": "turn", "player": "Ann"},
        headers={"Authorization": f"Bearer {game['write_token']}"},
    )
    gathering = client.post("/api/gatherings", json={"name": "Generated"}).json()
    return {
        "game_id": game["id"],
        "write_token": game["write_token"],
        "gathering_id": gathering["id"],
        "organiser_token": gathering["organiser_token"],
    }


def aim(case: Any, table: dict[str, str]) -> None:
    parameters = case.path_parameters or {}
    token = None
    if "game_id" in parameters and not case.path.endswith("/stream"):
        parameters["game_id"] = table["game_id"]
        token = table["write_token"]
    if "gathering_id" in parameters:
        parameters["gathering_id"] = table["gathering_id"]
        token = table["organiser_token"]
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
