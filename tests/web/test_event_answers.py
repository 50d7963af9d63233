"""A gathering's and an event's answers are declared once, as structs
(`riftscore.web.view.event_answers`): the OpenAPI document describes each route's answer
by exactly the schema generated from its struct, the CSV columns are the row structs'
fields, and every answer of a real evening decodes into its struct strictly (a key it
does not declare, or a value of another type, fails) and encodes back to the very bytes
the server sent (the same keys, in the same order, no null where a key was left out)."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from typing import Any

import httpx
import msgspec
import pytest
from fastapi.testclient import TestClient

from riftscore.store import MemoryStore
from riftscore.web.api.results import RESULTS_COLUMNS
from riftscore.web.api.standings import STANDINGS_COLUMNS
from riftscore.web.app import create_app
from riftscore.web.schemas import answer_schema
from riftscore.web.settings import Settings
from riftscore.web.view import answers
from riftscore.web.view import event_answers as event
from tests.web.events import EventOrganiser, TableGame

APP = create_app(Settings(check_store=False, creations_burst=0), store=MemoryStore())

#: Each gathering route's answer when it succeeds, by path, method and status.
SUCCESS: dict[tuple[str, str, str], type[msgspec.Struct]] = {
    ("/api/gatherings", "post", "201"): event.CreatedGathering,
    ("/api/gatherings/{gathering_id}", "get", "200"): event.Gathering,
    ("/api/gatherings/{gathering_id}/games", "post", "201"): answers.CreatedGame,
    ("/api/gatherings/{gathering_id}/players", "post", "201"): event.Player,
    ("/api/gatherings/{gathering_id}/players", "post", "200"): event.Player,
    ("/api/gatherings/{gathering_id}/players", "get", "200"): event.Players,
    ("/api/gatherings/{gathering_id}/players/{player_id}", "get", "200"): event.MyEvening,
    ("/api/gatherings/{gathering_id}/players/{player_id}/drop", "post", "200"): event.Player,
    ("/api/gatherings/{gathering_id}/players/{player_id}/no-show", "post", "200"): answers.View,
    ("/api/gatherings/{gathering_id}/settings", "post", "200"): event.EventSettings,
    ("/api/gatherings/{gathering_id}/join-link", "post", "201"): event.JoinLink,
    ("/api/gatherings/{gathering_id}/rounds", "get", "200"): event.Rounds,
    ("/api/gatherings/{gathering_id}/rounds/{number}", "get", "200"): event.RoundAnswer,
    ("/api/gatherings/{gathering_id}/rounds/{number}/start", "post", "200"): event.RoundAnswer,
    ("/api/gatherings/{gathering_id}/rounds/{number}/pause", "post", "200"): event.RoundAnswer,
    ("/api/gatherings/{gathering_id}/rounds/{number}/resume", "post", "200"): event.RoundAnswer,
    (
        "/api/gatherings/{gathering_id}/rounds/{number}/extensions",
        "post",
        "200",
    ): event.RoundAnswer,
    ("/api/gatherings/{gathering_id}/games/{game_id}/result", "post", "200"): answers.View,
    ("/api/gatherings/{gathering_id}/results.json", "get", "200"): event.Results,
    ("/api/gatherings/{gathering_id}/standings.json", "get", "200"): event.Standings,
    ("/api/gatherings/{gathering_id}/event", "get", "200"): event.Event,
    ("/api/gatherings/{gathering_id}/access", "get", "200"): event.GatheringAccess,
    ("/api/gatherings/{gathering_id}/links", "get", "200"): event.OrganiserLinks,
    ("/api/gatherings/{gathering_id}/recovery", "post", "200"): event.Recovered,
    ("/api/games/{game_id}/access", "get", "200"): event.GameAccess,
    ("/api/games/{game_id}/tokens", "post", "201"): answers.CreatedGame,
}


def _json_schema(response: dict[str, Any]) -> Any:
    return response["content"]["application/json"]["schema"]


def test_the_document_describes_every_gathering_answer_by_the_schema_of_its_struct() -> None:
    paths = APP.openapi()["paths"]
    for (path, method, status), struct in SUCCESS.items():
        documented = paths[path][method]["responses"][status]
        assert _json_schema(documented) == answer_schema(struct), (path, method, status)
    # Starting or pairing a round: a round of hand-made tables (or paired and started at
    # once), or a round paired and not started.
    created = paths["/api/gatherings/{gathering_id}/rounds"]["post"]["responses"]["201"]
    assert _json_schema(created) == {
        "anyOf": [answer_schema(event.RoundAnswer), answer_schema(event.PairedRound)]
    }
    # Every JSON answer of a gathering's route is one of these; a CSV is documented as
    # text/csv alone.
    gathering_routes = [path for path in paths if path.startswith("/api/gatherings")]
    for path in gathering_routes:
        for method, operation in paths[path].items():
            for status, documented in operation["responses"].items():
                if status.startswith("2") and "application/json" in documented["content"]:
                    assert (path, method, status) in SUCCESS or path.endswith("/rounds"), path
                if path.endswith(".csv"):
                    assert list(documented["content"]) in (["text/csv"], ["application/json"])


def test_a_gathering_s_recovery_code_is_in_its_answer_s_schema() -> None:
    """The drift that started it: the recovery code was answered, but documented nowhere."""
    created = answer_schema(event.CreatedGathering)
    assert "recovery_code" in created["required"]
    assert "recovery" in created["description"]


def test_the_spreadsheets_columns_are_their_row_structs_fields() -> None:
    assert list(event.ResultsRow.__struct_fields__) == RESULTS_COLUMNS
    assert RESULTS_COLUMNS[:6] == ["table", "game_id", "round", "mode", "player_1", "player_2"]
    assert [
        field
        for field in event.StandingLine.__struct_fields__
        if field not in ("id", "rounds", "members")
    ] == STANDINGS_COLUMNS


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(APP) as client:
        yield client


def exactly(struct: type[msgspec.Struct], response: httpx.Response, status: int = 200) -> Any:
    """The answer decoded strictly into its struct, which encodes back to the same bytes."""
    assert response.status_code == status, response.text
    decoded = msgspec.json.decode(response.content, type=struct, strict=True)
    assert msgspec.json.encode(decoded) == response.content
    return decoded


def test_a_whole_evening_answers_exactly_what_its_structs_declare(client: TestClient) -> None:
    """Five players of a match event: registration (one by the join link), round 1
    paired then started, paused, resumed and extended; one table played to its end, the
    other's first player a no-show; round 2 paired and started at once; a top cut of two
    played to its champion; along the way every read of the gathering and the event."""
    created = client.post("/api/gatherings", json={"name": "Friday at the Lair"})
    made = exactly(event.CreatedGathering, created, 201)
    assert made.recovery_code
    organiser = EventOrganiser.__new__(EventOrganiser)
    organiser.client, organiser.id, organiser.token = client, made.id, made.organiser_token
    organiser.join_token, organiser.recovery_code = made.join_token, made.recovery_code
    organiser.url = f"/api/gatherings/{made.id}"
    url = organiser.url

    ann = exactly(event.Player, organiser.register("Ann"), 201)
    for name in ("Ben", "Cat", "Dan"):
        exactly(event.Player, organiser.register(name), 201)
    eve = exactly(event.Player, organiser.register("Eve", organiser.join_token), 201)
    assert eve.registered_by == "join"
    exactly(event.Players, client.get(f"{url}/players"))
    settings = exactly(event.EventSettings, organiser.post("settings", {"minutes": 50}))
    assert settings.minutes == 50
    exactly(event.JoinLink, organiser.post("join-link"), 201)
    links = exactly(event.OrganiserLinks, client.get(f"{url}/links", headers=organiser.auth()))
    assert links.join.token is not None
    exactly(event.GatheringAccess, client.get(f"{url}/access", headers=organiser.auth()))

    paired = exactly(event.PairedRound, organiser.pair(pairings="swiss"), 201)
    assert paired.state == "paired" and paired.bye is not None
    exactly(event.Event, client.get(f"{url}/event"))
    exactly(event.MyEvening, client.get(f"{url}/players/{paired.bye.id}"))
    started = exactly(event.RoundAnswer, organiser.start_paired(1))
    first, second = started.tables
    exactly(event.RoundAnswer, organiser.pause())
    exactly(event.RoundAnswer, organiser.resume())
    extended = organiser.post("rounds/1/extensions", {"game": first.id, "minutes": 5})
    exactly(event.RoundAnswer, extended)
    exactly(event.Rounds, client.get(f"{url}/rounds"))
    exactly(event.Gathering, client.get(url))
    exactly(answers.TableClock, client.get(f"/api/games/{first.id}/clock"))
    evening = exactly(event.MyEvening, client.get(f"{url}/players/{ann.id}"))
    assert evening.player.id == ann.id

    tables = {t.game: t for t in paired.tables}
    TableGame(client, msgspec.to_builtins(tables[first.id])).play_match(0, 0)
    no_show = organiser.no_show(tables[second.id].entrants[0].id)
    shown = exactly(answers.View, no_show)
    assert isinstance(shown.ruling, answers.RecordedResult)
    after_round_1 = exactly(event.Event, client.get(f"{url}/event"))
    (round_1,) = after_round_1.rounds
    assert [t.result is not None for t in round_1.tables] == [True, True]
    assert isinstance(round_1.tables[0].live, event.RoundTable)

    round_2 = exactly(event.RoundAnswer, organiser.pair(pairings="swiss", start=True), 201)
    assert isinstance(round_2.pairings, event.Pairings)
    assert all(isinstance(t.write_token, str) for t in round_2.tables)
    for line in round_2.tables:
        ruled = organiser.result(line.id, [2, 1])
        exactly(answers.View, ruled)
    exactly(event.Standings, client.get(f"{url}/standings.json"))
    exactly(event.Standings, client.get(f"{url}/standings.json", params={"round": 1}))

    cut = exactly(event.PairedRound, organiser.pair(pairings="top", size=2), 201)
    (final,) = cut.tables
    exactly(answers.View, organiser.result(final.game, [2, 0]))
    over = exactly(event.Event, client.get(f"{url}/event"))
    assert over.over and over.champion == final.entrants[0]
    assert isinstance(over.bracket, event.Bracket)
    champion = exactly(event.MyEvening, client.get(f"{url}/players/{final.entrants[0].id}"))
    assert champion.champion == final.entrants[0]

    results = exactly(event.Results, client.get(f"{url}/results.json"))
    ruled = [record for record in results.games if record.by == "organiser"]
    assert ruled and all(isinstance(record.ruling, answers.RecordedResult) for record in ruled)
    rows = list(csv.reader(io.StringIO(client.get(f"{url}/results.csv").text)))
    assert rows[0] == RESULTS_COLUMNS
    assert len(rows) - 1 == sum(len(record.games) for record in results.games)
    standings = list(csv.reader(io.StringIO(client.get(f"{url}/standings.csv").text)))
    assert standings[0] == STANDINGS_COLUMNS

    reissued = client.post(f"/api/games/{final.game}/tokens", headers=organiser.auth())
    exactly(answers.CreatedGame, reissued, 201)
    exactly(event.GameAccess, client.get(f"/api/games/{final.game}/access"))
    recovered = client.post(f"{url}/recovery", json={"recovery_code": made.recovery_code})
    assert exactly(event.Recovered, recovered).recovery_code != made.recovery_code


def test_a_team_event_answers_with_its_members(client: TestClient) -> None:
    """2v2: a team's `members`, which only a team has, in its registration, its standing
    and each table's entrants."""
    organiser = EventOrganiser(client, "Teams night", mode="2v2")
    teams = [
        exactly(event.Player, organiser.register(name, members=members), 201)
        for name, members in (("Red", ["Ann", "Ben"]), ("Blue", ["Cat", "Dan"]))
    ]
    assert [team.members for team in teams] == [["Ann", "Ben"], ["Cat", "Dan"]]
    paired = exactly(event.PairedRound, organiser.pair(pairings="swiss"), 201)
    winner, loser = paired.tables[0].entrants
    assert isinstance(winner.members, list) and isinstance(loser.members, list)
    exactly(answers.View, organiser.result(paired.tables[0].game, [1, 0]))
    standings = exactly(event.Standings, client.get(f"{organiser.url}/standings.json"))
    assert [line.members for line in standings.standings] == [winner.members, loser.members]
    exactly(event.Event, client.get(f"{organiser.url}/event"))
