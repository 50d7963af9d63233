"""A gathering's results, as JSON and as a spreadsheet: every game, its players, the match
result, game wins, games drawn and each game's scores; names that a spreadsheet would run
as formulas are kept as text."""

from __future__ import annotations

import csv
import io
from typing import Any

import pytest
from fastapi.testclient import TestClient

from riftscore.web.api.results import RESULTS_COLUMNS
from tests.web.helpers import DUEL
from tests.web.rounds import (
    END_TURN,
    MATCH,
    TIME,
    Organiser,
    StoreClock,
    concede,
    gain,
    next_game,
    turn,
)

PLAYER_WITH_A_FORMULA = '=HYPERLINK("http://x","win")'
PLAYER_WITH_EVERYTHING = 'Zoë "Z", of Lyon'


@pytest.fixture
def client(make_app: Any) -> Any:
    with TestClient(make_app(now=StoreClock())) as client:
        yield client


@pytest.fixture
def friday(client: TestClient) -> dict[str, Any]:
    """Three tables: a match won 2–1 in round 1, a duel drawn at time, a game still on."""
    organiser = Organiser(client)
    match = organiser.table(
        "+Table 1", MATCH, players=[PLAYER_WITH_A_FORMULA, PLAYER_WITH_EVERYTHING]
    )
    drawn = organiser.table("Table 2", players=["-Cy", "@Di"])
    playing = organiser.table("Table 3", players=["Eve", "Fay"])
    organiser.start_round(games=[match.id, drawn.id])
    ann, zoe = PLAYER_WITH_A_FORMULA, PLAYER_WITH_EVERYTHING
    match.do(turn(ann), gain(ann, 8))
    match.do(next_game(ann, "Spire", "Lake"), turn(ann), concede(ann))
    match.do(next_game(ann, "Peak", "Marsh"), turn(ann), gain(ann, 3), gain(zoe, 2), concede(zoe))
    drawn.do(turn("-Cy"), gain("-Cy", 4), gain("@Di", 3), TIME)
    drawn.do(turn("@Di"), turn("-Cy"), turn("@Di"), END_TURN)
    playing.do(turn("Eve"), gain("Eve", 2))
    return {"organiser": organiser, "match": match, "drawn": drawn, "playing": playing}


def test_results_as_json_list_every_game_with_its_match_result(
    client: TestClient, friday: dict[str, Any]
) -> None:
    organiser = friday["organiser"]
    response = client.get(f"{organiser.url}/results.json")
    assert response.status_code == 200
    body = response.json()
    assert body["name"] == "Friday at the Lair"
    games = {g["id"]: g for g in body["games"]}
    match = games[friday["match"].id]
    assert match["table"] == "+Table 1"
    assert match["round"] == 1
    assert (match["mode"], match["outcome"]) == ("match", "win")
    assert match["players"] == [PLAYER_WITH_A_FORMULA, PLAYER_WITH_EVERYTHING]
    assert match["winners"] == [PLAYER_WITH_A_FORMULA]
    assert match["game_wins"] == {PLAYER_WITH_A_FORMULA: 2, PLAYER_WITH_EVERYTHING: 1}
    assert match["games_drawn"] == 0
    assert [g["scores"] for g in match["games"]] == [
        {PLAYER_WITH_A_FORMULA: 8, PLAYER_WITH_EVERYTHING: 0},
        {PLAYER_WITH_A_FORMULA: 0, PLAYER_WITH_EVERYTHING: 0},
        {PLAYER_WITH_A_FORMULA: 3, PLAYER_WITH_EVERYTHING: 2},
    ]
    assert [g["by"] for g in match["games"]] == ["cleanup", "concede", "concede"]
    drawn = games[friday["drawn"].id]
    assert (drawn["outcome"], drawn["winners"], drawn["by"]) == ("draw", [], "time")
    assert (drawn["game_wins"], drawn["games_drawn"]) == ({"-Cy": 0, "@Di": 0}, 1)
    playing = games[friday["playing"].id]
    assert (playing["outcome"], playing["round"]) == ("ongoing", None)
    assert playing["games"][0]["scores"] == {"Eve": 2, "Fay": 0}


def test_results_as_csv_are_one_row_per_game_played_with_formulas_defused(
    client: TestClient, friday: dict[str, Any]
) -> None:
    organiser = friday["organiser"]
    response = client.get(f"{organiser.url}/results.csv")
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/csv; charset=utf-8"
    assert "attachment" in response.headers["content-disposition"]
    rows = list(csv.DictReader(io.StringIO(response.text)))
    assert list(rows[0]) == RESULTS_COLUMNS
    match_rows = [r for r in rows if r["game_id"] == friday["match"].id]
    assert [r["game"] for r in match_rows] == ["1", "2", "3"]
    first = match_rows[0]
    assert first["table"] == "'+Table 1"
    assert first["round"] == "1"
    assert first["player_1"] == "'" + PLAYER_WITH_A_FORMULA
    assert first["player_2"] == PLAYER_WITH_EVERYTHING  # quoted, comma and all
    assert (first["player_3"], first["player_4"]) == ("", "")
    assert (first["result"], first["winners"]) == ("win", "'" + PLAYER_WITH_A_FORMULA)
    assert (first["game_wins_1"], first["game_wins_2"], first["games_drawn"]) == ("2", "1", "0")
    assert [(r["score_1"], r["score_2"]) for r in match_rows] == [
        ("8", "0"),
        ("0", "0"),
        ("3", "2"),
    ]
    assert [r["game_winners"] for r in match_rows] == [
        "'" + PLAYER_WITH_A_FORMULA,
        PLAYER_WITH_EVERYTHING,
        "'" + PLAYER_WITH_A_FORMULA,
    ]
    (drawn,) = [r for r in rows if r["game_id"] == friday["drawn"].id]
    assert (drawn["player_1"], drawn["player_2"]) == ("'-Cy", "'@Di")
    assert (drawn["result"], drawn["game_result"], drawn["games_drawn"]) == ("draw", "draw", "1")
    assert (drawn["score_1"], drawn["score_2"]) == ("4", "3")
    (playing,) = [r for r in rows if r["game_id"] == friday["playing"].id]
    assert (playing["round"], playing["result"]) == ("", "ongoing")
    assert len(rows) == 5


def test_a_gathering_with_no_games_has_a_header_row_only(client: TestClient) -> None:
    organiser = Organiser(client, "Empty Tuesday")
    assert client.get(f"{organiser.url}/results.json").json()["games"] == []
    text = client.get(f"{organiser.url}/results.csv").text
    assert text == ",".join(RESULTS_COLUMNS) + "\r\n"


@pytest.mark.parametrize("name", ["results.json", "results.csv"])
def test_results_of_no_gathering_are_not_found(client: TestClient, name: str) -> None:
    response = client.get(f"/api/gatherings/nowhere/{name}")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_a_duel_outside_a_match_counts_its_win_as_a_game_win(client: TestClient) -> None:
    organiser = Organiser(client)
    seat = organiser.table("Table 1", DUEL)
    seat.do(turn("Ann"), concede("Ben"))
    (game,) = client.get(f"{organiser.url}/results.json").json()["games"]
    assert (game["winners"], game["game_wins"]) == (["Ann"], {"Ann": 1, "Ben": 0})
