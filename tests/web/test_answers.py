"""A game's answers are declared once, as structs (`riftscore.web.view.answers`): the
OpenAPI document describes each game route's answers by exactly the schema generated
from its struct, and what the routes answer in random games decodes into those structs,
strictly (a key the struct does not declare, or a value of another type, fails)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riftscore.store import MemoryStore
from riftscore.web.app import create_app
from riftscore.web.schemas import answer_schema
from riftscore.web.settings import Settings
from riftscore.web.view import answers
from tests.strategies import TurnOrder, games
from tests.web.events import EventOrganiser

APP = create_app(Settings(check_store=False, creations_burst=0), store=MemoryStore())

#: Each game route's answer when it succeeds, by path, method and status.
SUCCESS: dict[tuple[str, str, str], type[msgspec.Struct]] = {
    ("/api/games", "post", "201"): answers.CreatedGame,
    ("/api/games/import", "post", "201"): answers.CreatedGame,
    ("/api/games/{game_id}", "get", "200"): answers.FullView,
    ("/api/games/{game_id}/history", "get", "200"): answers.HistoryPage,
    ("/api/games/{game_id}/events", "get", "200"): answers.EventsPage,
    ("/api/games/{game_id}/actions", "post", "200"): answers.View,
    ("/api/games/{game_id}/undo", "post", "200"): answers.View,
    ("/api/games/{game_id}/preview", "post", "200"): answers.Preview,
    ("/api/games/{game_id}/clock", "get", "200"): answers.TableClock,
}
#: A write that finds the game moved on answers where it stands now.
CONFLICTS = {("/api/games/{game_id}/actions", "post"), ("/api/games/{game_id}/undo", "post")}


def _json_schema(response: dict[str, Any]) -> dict[str, Any]:
    schema: dict[str, Any] = response["content"]["application/json"]["schema"]
    return schema


def test_the_document_describes_every_game_answer_by_the_schema_of_its_struct() -> None:
    paths = APP.openapi()["paths"]
    for (path, method, status), struct in SUCCESS.items():
        documented = paths[path][method]["responses"][status]
        assert _json_schema(documented) == answer_schema(struct), (path, method)
    error = answer_schema(answers.Error)
    conflict = answer_schema(answers.VersionConflict)
    game_routes = [path for path in paths if path.startswith("/api/games")]
    for path in game_routes:
        for method, operation in paths[path].items():
            for status, documented in operation["responses"].items():
                if not status.startswith("4"):
                    continue
                expected = error
                if status == "409" and (path, method) in CONFLICTS:
                    expected = {"anyOf": [conflict, error]}
                assert _json_schema(documented) == expected, (path, method, status)


def test_a_ruling_is_a_last_entry_the_document_allows() -> None:
    """The drift that started it: a ruling's `last_entry.kind` is "ruling", which the
    hand-written schema did not allow."""
    last_entry = answer_schema(answers.View)["properties"]["last_entry"]
    kinds = next(part for part in last_entry["anyOf"] if part.get("type") == "object")
    assert set(kinds["properties"]["kind"]["enum"]) == {"action", "undo", "ruling"}
    assert "ruling" in kinds["properties"]


def _strictly(struct: type[msgspec.Struct], body: bytes) -> Any:
    return msgspec.json.decode(body, type=struct, strict=True)


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(APP) as client:
        yield client


def _decoded(response: Any, struct: type[msgspec.Struct]) -> Any:
    """The answer as its struct when it succeeded, as an error when it was refused."""
    if response.status_code >= 400:
        return _strictly(answers.Error, response.content)
    return _strictly(struct, response.content)


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(game=games(), data=st.data())
def test_every_answer_of_a_random_game_decodes_into_its_struct(
    client: TestClient, game: tuple[dict[str, Any], list[dict[str, Any]]], data: st.DataObject
) -> None:
    header, lines = game
    created = client.post("/api/games", json=header)
    if created.status_code != 201:
        _strictly(answers.Error, created.content)
        return
    game_id = _strictly(answers.CreatedGame, created.content).id
    url = f"/api/games/{game_id}"
    auth = {"Authorization": f"Bearer {created.json()['write_token']}"}
    order = TurnOrder(header)
    for line in lines:
        line = order.fill(line)
        _decoded(client.post(f"{url}/preview", json=line), answers.Preview)
        answer = client.post(f"{url}/actions", json=line, headers=auth)
        _decoded(answer, answers.View)
        if answer.status_code == 200:
            order.saw(line)
            if data.draw(st.booleans(), label="undo and redo"):
                _decoded(client.post(f"{url}/undo", headers=auth), answers.View)
                _decoded(client.post(f"{url}/actions", json=line, headers=auth), answers.View)
    stale = client.post(
        f"{url}/actions", json={"do": "end_turn"}, headers={**auth, "If-Match": '"0"'}
    )
    if stale.status_code == 409 and "view" in stale.json():
        _strictly(answers.VersionConflict, stale.content)
    else:
        _strictly(answers.Error, stale.content)
    _strictly(answers.FullView, client.get(f"/api/games/{game_id}").content)
    history = client.get(f"/api/games/{game_id}/history", params={"limit": 3})
    _strictly(answers.HistoryPage, history.content)
    events = client.get(f"/api/games/{game_id}/events", params={"start": 1, "limit": 2})
    _strictly(answers.EventsPage, events.content)


def test_a_ruled_table_s_answers_decode_into_their_structs(client: TestClient) -> None:
    """A table whose result the organiser recorded: its view carries `ruling`, and its
    last entry is a ruling."""
    organiser = EventOrganiser(client)
    for name in ("Ann", "Ben"):
        organiser.registered(name)
    (table,) = organiser.paired()["tables"]
    game_id = table["game"]
    ruled = organiser.result(game_id, [2, 0])
    assert ruled.status_code == 200, ruled.text
    shown = _strictly(answers.View, ruled.content)
    assert shown.last_entry is not None and shown.last_entry.kind == "ruling"
    assert isinstance(shown.ruling, answers.RecordedResult)
    full = _strictly(answers.FullView, client.get(f"/api/games/{game_id}").content)
    assert [item.kind for item in full.history] == ["ruling"]
