"""The view's `options`, for random games of every mode, are what `POST .../actions` then
does. At every state a game reaches, one of each kind of question is drawn and asked of
the API: a `control` by a player of a battlefield, a turn by a player (regular, or extra
if it is not theirs next) and what it Holds, a gain, a burn out to a target, a
concession, a `lose_control`, and between games of a match the next game. Each action
that is applied is taken back with an undo, so the game goes on from the state the view
described. (tests/test_options.py asks every question at every state, of the core.)"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riftscore.store import MemoryStore
from riftscore.web.app import create_app
from riftscore.web.settings import Settings
from tests.strategies import MODES, TurnOrder, headers, lines
from tests.test_options import table_lines
from tests.web.helpers import Table
from tests.web.test_view_options import accepted, what_posting_does

Line = dict[str, Any]


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    app = create_app(Settings(check_store=False, creations_burst=0), store=MemoryStore())
    with TestClient(app) as client:
        yield client


def check(table: Table, data: st.DataObject) -> None:
    view = table.read()
    options, players = view["options"], view["players"]
    battlefields = [b["name"] for b in view["battlefields"]]
    player = data.draw(st.sampled_from(players), label="player")
    battlefield = data.draw(st.sampled_from(battlefields), label="battlefield")
    target = data.draw(st.sampled_from(players), label="burn-out target")

    said = options["conquer"][player][battlefield]
    control = {"do": "control", "player": player, "battlefield": battlefield}
    result, message = what_posting_does(table, control)
    assert said["result"] == result, (player, battlefield, said)
    if result == "refused":
        assert said["reason"] == message

    burn_out = {"do": "burn_out", "player": player, "opponents": [target]}
    assert accepted(table, burn_out) == (target in options["burn_out_targets"][player])
    assert accepted(table, {"do": "concede", "player": player}) == options["can_concede"]
    assert accepted(table, {"do": "gain", "player": player, "points": 1}) == options["can_gain"]
    lose = {"do": "lose_control", "battlefield": battlefield}
    assert accepted(table, lose) == (battlefield in options["lose_control"])

    regular = {"do": "turn", "player": player}
    assert accepted(table, regular) == (player == options["next_turn"])
    own = {**regular, "extra": player != view["turn"]["next_player"]}
    answer = table.post(own)
    if answer.status_code == 200:
        assert table.undo().status_code == 200
        held = [e["battlefield"] for e in answer.json()["new_events"] if e["event"] == "hold"]
        assert held == options["holds"][player]
    elif view["outcome"] != "ongoing" or options["next_game"] is not None:
        assert options["holds"][player] == []  # no game in progress holds nothing

    if view["mode"] == "match":
        check_next_game(table, options["next_game"], players)


def check_next_game(table: Table, next_game: Line | None, players: list[str]) -> None:
    """A game on battlefields never used is accepted iff `next_game` is offered; a game on
    a battlefield it sets aside, never."""
    # Names the generated games never use (theirs are the header's, Lake, Peak and Vale:
    # a game of them may already have been won and set them aside).
    fresh = {"do": "game", "battlefields": ["Unseen Marsh", "Unseen Dunes"], "first": players[0]}
    assert accepted(table, fresh) == (next_game is not None), next_game
    if next_game is not None and next_game["set_aside"]:
        reused = {**fresh, "battlefields": [next_game["set_aside"][0], "Unseen Marsh"]}
        assert not accepted(table, reused)


@pytest.mark.parametrize("mode", sorted(MODES))
@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_the_views_options_are_what_the_api_then_does_in_random_games(
    client: TestClient, mode: str, data: st.DataObject
) -> None:
    header = data.draw(headers(mode, tracker=True), label="header")
    as_a_table_plays = data.draw(st.booleans())
    tried = data.draw(
        table_lines(header) if as_a_table_plays else lines(header, min_size=10, max_size=40)
    )
    if data.draw(st.booleans()):
        tried.insert(data.draw(st.integers(0, len(tried))), {"do": "time"})
    table, order = Table(client, header), TurnOrder(header)
    check(table, data)
    for line in tried[:40]:
        line = order.fill(line)
        if table.post(line).status_code == 200:
            order.saw(line)
            check(table, data)
