"""POST /api/games/{id}/preview answers as the action then does: for random games of every
mode, each line is previewed, then applied, and the preview said exactly what happened
(the events, as the write's `new_events` lists them, and the scores after), or gave the
same refusal (the same 422 code and message). A preview changes nothing: not the game's
version, not its stored entries; and it needs no token."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from riftscore.store import MemoryStore
from riftscore.web.app import create_app
from riftscore.web.settings import Settings
from tests.conftest import RECORDS
from tests.strategies import MODES, PROFILE, Line, TurnOrder, headers, lines
from tests.web.helpers import DUEL, Table

STORE = MemoryStore()
# Hundreds of games from one client: no limit on creating them here.
CLIENT = TestClient(create_app(Settings(check_store=False, creations_burst=0), store=STORE))


def preview(table: Table, action: Any) -> Any:
    return table.client.post(f"{table.url}/preview", json=action)  # no token


def stored(table: Table) -> tuple[Any, ...]:
    return STORE.load_game(table.id).entries


def previewed_as_applied(table: Table, action: Any) -> Any:
    """Preview the action, check that nothing changed, apply it, compare; the answer."""
    before = stored(table)
    foreseen = preview(table, action)
    assert stored(table) == before
    applied = table.post(action)
    if applied.status_code == 200:
        assert foreseen.status_code == 200, foreseen.text
        view = applied.json()
        assert foreseen.json() == {"events": view["new_events"], "scores": view["scores"]}
    else:
        assert applied.status_code == 422, applied.text
        assert (foreseen.status_code, foreseen.json()) == (422, applied.json())
        assert stored(table) == before
    return applied


@pytest.mark.parametrize("mode", sorted(MODES))
@settings(parent=PROFILE, max_examples=12)
@given(data=st.data())
def test_a_preview_says_what_the_action_then_does(mode: str, data: st.DataObject) -> None:
    header: Line = data.draw(headers(mode, tracker=True))
    assume(not any("\x00" in name for name in header["players"]))  # the API refuses NUL
    table = Table(CLIENT, header)
    order = TurnOrder(header)
    for line in data.draw(lines(header, min_size=10, max_size=40)):
        line = order.fill(line)
        if previewed_as_applied(table, line).status_code == 200:
            order.saw(line)


def test_a_preview_of_a_malformed_action_is_the_same_refusal() -> None:
    table = Table(CLIENT, DUEL)
    for action in (
        {"do": "gain", "player": "Ann", "points": "two"},
        {"do": "flip_table"},
        ["not", "an", "object"],
        {"do": "turn", "player": "Ben"},
    ):
        assert previewed_as_applied(table, action).status_code == 422


def test_a_preview_of_a_board_action_says_what_the_board_then_does() -> None:
    record = (RECORDS / "board" / "docs_example_duel.jsonl").read_text().splitlines()
    header, *actions = [json.loads(line) for line in record if line.strip()]
    table = Table(CLIENT, header)
    kinds = set()
    for action in actions:
        answer = previewed_as_applied(table, action)
        assert answer.status_code == 200, answer.text
        kinds.update(event["event"] for event in answer.json()["new_events"])
    assert {"conquer", "unit_moved"} <= kinds  # board events and scoring events alike
    assert previewed_as_applied(table, {"do": "end_showdown"}).status_code == 422


def test_a_preview_of_an_unknown_game_is_not_found() -> None:
    response = CLIENT.post("/api/games/nope/preview", json={"do": "end_turn"})
    assert response.status_code == 404
