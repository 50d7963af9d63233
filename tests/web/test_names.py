"""Names the tracker keeps (riftscore.service.fields), ids no tool mistakes, and exports a
spreadsheet never runs: at most 60 characters, composed (NFC), nothing invisible, no two
names of a game alike; the record format itself still takes any name."""

from __future__ import annotations

import csv
import io
import json
import unicodedata
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import given
from hypothesis import strategies as st

from riftscore.record import replay_bytes
from riftscore.service import new_id, new_token
from riftscore.store import GameInfo
from riftscore.web.api.results import formula_like
from tests.web.helpers import DUEL
from tests.web.rounds import Organiser

NDJSON = {"Content-Type": "application/x-ndjson"}


def refusal(answer: Any) -> dict[str, str]:
    assert answer.status_code == 422, answer.text
    error: dict[str, str] = answer.json()["error"]
    return error


@pytest.mark.parametrize(
    ("players", "code"),
    [
        (["A" * 61, "Ben"], "invalid_name"),
        (["Ann\u202eneB", "Ben"], "invalid_name"),  # a right-to-left override
        (["Ann\u200b", "Ben"], "invalid_name"),  # a zero-width space
        (["Ann\x07", "Ben"], "invalid_name"),
        (["Ann\ufeff", "Ben"], "invalid_name"),
        (["Ann\u034f", "Ben"], "invalid_name"),  # the combining grapheme joiner
        ([" Ann", "Ben"], "invalid_name"),
        (["Ann", "ANN"], "names_alike"),
        (["Ann", "Ａｎｎ"], "names_alike"),  # full-width
        (["Ann Lee", "Ann\u00a0Lee"], "names_alike"),  # a no-break space
    ],
)
def test_names_that_cannot_be_told_apart_or_seen_are_refused(
    client: TestClient, players: list[str], code: str
) -> None:
    error = refusal(client.post("/api/games", json={**DUEL, "players": players}))
    assert error["code"] == code
    record = json.dumps({**DUEL, "players": players}).encode() + b"\n"
    imported = client.post("/api/games/import", content=record, headers=NDJSON)
    assert refusal(imported)["code"] == code
    # The record format itself takes them: such a record still replays.
    assert replay_bytes(record).players == tuple(players)


def test_battlefields_and_a_matchs_next_battlefields_follow_the_same_rules(
    client: TestClient,
) -> None:
    error = refusal(client.post("/api/games", json={**DUEL, "battlefields": ["Grove", "grove"]}))
    assert error["code"] == "names_alike"
    match = {**DUEL, "mode": "match"}
    created = client.post("/api/games", json=match).json()
    auth = {"Authorization": f"Bearer {created['write_token']}"}
    url = f"/api/games/{created['id']}/actions"
    client.post(url, json={"do": "turn", "player": "Ann"}, headers=auth)
    client.post(url, json={"do": "concede", "player": "Ben"}, headers=auth)
    odd = {"do": "game", "battlefields": ["Spire\u200b", "Lake"], "first": "Ben"}
    assert refusal(client.post(url, json=odd, headers=auth))["code"] == "invalid_name"


def test_a_name_is_kept_composed_and_up_to_60_characters(client: TestClient) -> None:
    decomposed = "Zoe\u0301"  # e and a combining acute: é, as some keyboards send it
    created = client.post("/api/games", json={**DUEL, "players": [decomposed, "B" * 60]})
    assert created.status_code == 201
    game = client.get(f"/api/games/{created.json()['id']}").json()
    assert game["players"] == [unicodedata.normalize("NFC", decomposed), "B" * 60]
    # An import is taken composed too: its actions name the players as its header does.
    record = (
        json.dumps({**DUEL, "players": [decomposed, "Ben"]}, ensure_ascii=False)
        + "\n"
        + json.dumps({"do": "turn", "player": decomposed}, ensure_ascii=False)
        + "\n"
    ).encode()
    imported = client.post("/api/games/import", content=record, headers=NDJSON)
    assert imported.status_code == 201, imported.text
    game = client.get(f"/api/games/{imported.json()['id']}").json()
    assert game["players"][0] == "Zoé" and game["turn"]["player"] == "Zoé"


def test_labels_and_gathering_names_hold_nothing_invisible(client: TestClient) -> None:
    assert refusal(client.post("/api/gatherings", json={"name": "Friday\u202e"}))["code"] == (
        "invalid_name"
    )
    organiser = Organiser(client)
    answer = client.post(
        f"{organiser.url}/games", json={**DUEL, "table": "Table\n1"}, headers=organiser.auth()
    )
    assert refusal(answer)["code"] == "invalid_name"


# ------------------------------------------------------------------ ids and tokens


@given(st.integers(0, 10_000))
def test_ids_and_tokens_never_begin_with_a_dash(_: int) -> None:
    """A shell takes a leading "-" for an option, a spreadsheet for a formula."""
    assert new_id()[0].isalnum()
    assert new_token()[0].isalnum()


def test_the_export_writes_ids_verbatim_even_one_that_begins_with_a_dash(
    client: TestClient,
) -> None:
    """Games stored before ids were chosen so may begin with "-": still their own id."""
    organiser = Organiser(client)
    store = client.app.state.store  # type: ignore[attr-defined]
    info = GameInfo("-dashed_id12", DUEL, "0" * 64, organiser.id, "=Table 9", 1)
    store.create_game(info)
    rows = list(csv.DictReader(io.StringIO(client.get(f"{organiser.url}/results.csv").text)))
    (row,) = rows
    assert row["game_id"] == "-dashed_id12"
    assert row["table"] == "'=Table 9"


@pytest.mark.parametrize(
    "text",
    [
        "=1+1",
        "+1",
        "-1",
        "@SUM(A1)",
        " =1+1",
        "\u00a0=1+1",  # a no-break space
        "\u3000=1",  # an ideographic space
        "\ufeff=1+1",  # a byte order mark
        "\u200b=1",  # a zero-width space
        "\n=1+1",
        "\r=1",
        "\t=1",
        "＝1+1",  # the full-width equals sign
        "＋1",
        "－1",
        "＠A1",
        "\u2212" + "1",  # the minus sign
    ],
)
def test_the_csv_guard_catches_every_way_a_formula_can_start(text: str) -> None:
    assert formula_like(text)


@pytest.mark.parametrize("text", ["Ann", "Table 1", "1-0", "Zoë", "", " Ann"])
def test_the_csv_guard_leaves_plain_text_alone(text: str) -> None:
    assert not formula_like(text)
