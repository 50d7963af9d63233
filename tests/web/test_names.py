"""Names the tracker keeps (riftscore.service.fields), ids no tool mistakes, and exports a
spreadsheet never runs: a player's at most 40 characters and a battlefield's 60 (an emoji
made of several code points counted as one), composed (NFC), nothing invisible outside an
emoji sequence, no two names of a game alike; a refusal names the field as the start form
does; the record format itself still takes any name."""

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
from riftscore.service.fields import MAX_BATTLEFIELD_NAME_LENGTH, MAX_PLAYER_NAME_LENGTH
from riftscore.store import GameInfo
from riftscore.web.api.results import formula_like
from tests.web.events import EventOrganiser
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
        (["A" * 41, "Ben"], "invalid_name"),
        (["Ann\u202eneB", "Ben"], "invalid_name"),  # a right-to-left override
        (["Ann\u200b", "Ben"], "invalid_name"),  # a zero-width space
        (["Ann\u2800", "Ben"], "invalid_name"),  # the blank Braille pattern (issue 22, 6)
        (["\u3164Ann", "Ben"], "invalid_name"),  # a Hangul filler
        (["An\u200bn", "Ben"], "invalid_name"),  # ... between letters
        (["An\u200dn", "Ben"], "invalid_name"),  # a zero-width joiner between letters
        (["A\u200d\U0001f4bb", "Ben"], "invalid_name"),  # ... between a letter and an emoji
        (["Ann\ufe0f", "Ben"], "invalid_name"),  # an emoji's selector after a letter
        (["Ann\U000e0041", "Ben"], "invalid_name"),  # a tag, outside a flag
        (["\U0001f3f4\U000e0061\U000e007f", "Ben"], "invalid_name"),  # a flag no one has
        (["Ann\x07", "Ben"], "invalid_name"),
        (["Ann\ufeff", "Ben"], "invalid_name"),
        (["Ann\u034f", "Ben"], "invalid_name"),  # the combining grapheme joiner
        ([" Ann", "Ben"], "invalid_name"),
        (["Ann", "ANN"], "names_alike"),
        (["Ann", "Ａｎｎ"], "names_alike"),  # full-width
        (["Ann Lee", "Ann\u00a0Lee"], "names_alike"),  # a no-break space
        (["\U0001f468\u200d\U0001f4bb", "\U0001f468\U0001f4bb"], "names_alike"),  # joined or not
        (["\u2764\ufe0f", "\u2764"], "names_alike"),  # ❤️ and ❤
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


def test_a_name_is_kept_composed_a_player_s_up_to_40_characters_a_battlefield_s_60(
    client: TestClient,
) -> None:
    decomposed = "Zoe\u0301"  # e and a combining acute: é, as some keyboards send it
    longest = {
        **DUEL,
        "players": [decomposed, "B" * MAX_PLAYER_NAME_LENGTH],
        "battlefields": ["G" * MAX_BATTLEFIELD_NAME_LENGTH, "Ruins"],
    }
    created = client.post("/api/games", json=longest)
    assert created.status_code == 201, created.text
    game = client.get(f"/api/games/{created.json()['id']}").json()
    assert game["players"] == [unicodedata.normalize("NFC", decomposed), "B" * 40]
    assert game["battlefields"][0]["name"] == "G" * 60
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


@pytest.mark.parametrize(
    ("header", "field", "message"),
    [
        (
            {**DUEL, "players": ["Ann", "B" * 41]},
            "/players/1",
            "Player 2's name is 41 characters long: a name has at most 40",
        ),
        (
            {**DUEL, "battlefields": ["G" * 61, "Ruins"]},
            "/battlefields/0",
            "Battlefield 1's name is 61 characters long: a name has at most 60",
        ),
        ({**DUEL, "players": ["Ann", ""]}, "/players/1", "Player 2 needs a name"),
        (
            {**DUEL, "battlefields": ["Grove", "Grove"]},
            "/battlefields/1",
            "Battlefield 1 and 2 have the same name: give them names players can tell apart",
        ),
        (
            {**DUEL, "players": ["Ann", "ANN"]},
            "/players/1",
            "Player 1 and 2 have the same name (\u201cAnn\u201d and \u201cANN\u201d differ only "
            "by case, width, spacing or an invisible joiner): give them names players can "
            "tell apart",
        ),
        (
            {**DUEL, "players": ["Ann", "Be\u200bn"]},
            "/players/1",
            "Player 2's name has an invisible character after \u201cBe\u201d (U+200B, zero "
            "width space): type it again with visible characters only",
        ),
    ],
)
def test_a_refused_name_is_named_as_the_start_form_names_it(
    client: TestClient, header: dict[str, Any], field: str, message: str
) -> None:
    error = refusal(client.post("/api/games", json=header))
    assert (error["field"], error["message"]) == (field, message)
    assert "\\u" not in error["message"]  # no code a player cannot read


EMOJI_NAMES = [
    "\U0001f468\u200d\U0001f4bb",  # 👨‍💻: man, joiner, laptop
    "\U0001f3f3\ufe0f\u200d\U0001f308",  # 🏳️‍🌈: flag, emoji selector, joiner, rainbow
    "\U0001f469\U0001f3fd\u200d\U0001f4bb",  # 👩🏽‍💻: with a skin tone
    "\U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f",  # Scotland
    "1\ufe0f\u20e3 Ann",  # 1️⃣: a keycap
    "Ann \u2764\ufe0f",  # ❤️
]


@pytest.mark.parametrize("name", EMOJI_NAMES)
def test_an_emoji_made_of_several_code_points_is_a_name(client: TestClient, name: str) -> None:
    header = {**DUEL, "players": [name, "Ben"], "battlefields": ["Grove", name]}
    created = client.post("/api/games", json=header)
    assert created.status_code == 201, created.text
    game = client.get(f"/api/games/{created.json()['id']}").json()
    assert game["players"] == [name, "Ben"]
    assert game["battlefields"][1]["name"] == name
    record = json.dumps({**header, "format": "riftscore/1"}, ensure_ascii=False) + "\n"
    imported = client.post("/api/games/import", content=record.encode(), headers=NDJSON)
    assert imported.status_code == 201, imported.text


def test_an_emoji_counts_as_one_character_of_a_name(client: TestClient) -> None:
    coder = "\U0001f468\u200d\U0001f4bb"  # three code points, one character
    created = client.post("/api/games", json={**DUEL, "players": [coder * 40, "Ben"]})
    assert created.status_code == 201, created.text
    error = refusal(client.post("/api/games", json={**DUEL, "players": [coder * 41, "Ben"]}))
    assert error["message"] == "Player 1's name is 41 characters long: a name has at most 40"


def test_a_gathering_s_longest_names_and_emoji_names_play_at_its_tables(
    client: TestClient,
) -> None:
    """A gathering names each player's battlefield after them: the longest player's name
    makes a battlefield's name that a game still keeps."""
    organiser = EventOrganiser(client)
    longest, coder = "W" * MAX_PLAYER_NAME_LENGTH, "\U0001f468\u200d\U0001f4bb"
    organiser.registered(longest)
    organiser.registered(coder, join=True)
    too_long = organiser.register("W" * (MAX_PLAYER_NAME_LENGTH + 1))
    assert refusal(too_long)["code"] == "invalid_field"
    (table,) = organiser.paired()["tables"]
    game = client.get(f"/api/games/{table['game']}").json()
    assert sorted(game["players"]) == sorted([longest, coder])
    assert f"{longest}'s battlefield" in [b["name"] for b in game["battlefields"]]


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
        "\u2800=1",  # the blank Braille pattern (issue 22, 9)
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
