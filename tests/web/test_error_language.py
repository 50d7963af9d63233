"""An API refusal speaks the reader's language: the same refusal, asked for in English,
French, German and Simplified Chinese (Accept-Language), has the same `code`,
`message_id` and `params` in each, and its `message` in that language. English when the
header asks for nothing riftscore speaks."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.web.helpers import DUEL, Table

ENGLISH = {"Accept-Language": "en-GB,en;q=0.9"}
FRENCH = {"Accept-Language": "fr-FR,fr;q=0.9,en;q=0.5"}
GERMAN = {"Accept-Language": "de-DE"}
CHINESE = {"Accept-Language": "zh-Hans-CN,zh;q=0.9"}
LANGUAGES = {"en": ENGLISH, "fr": FRENCH, "de": GERMAN, "zh-CN": CHINESE}

LONG_NAME = "Bartholomew Fitzwilliam the Unhurried of Ravenholme"  # 51 characters


def errors_by_language(ask: Any) -> dict[str, dict[str, Any]]:
    """The refusal `ask(headers)` gets in each language, with its status checked alike."""
    answers = {lang: ask(headers) for lang, headers in LANGUAGES.items()}
    statuses = {response.status_code for response in answers.values()}
    assert len(statuses) == 1 and statuses.pop() >= 400, statuses
    return {lang: response.json()["error"] for lang, response in answers.items()}


def same_refusal(errors: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """What every language's refusal shares (all but its message), checked to be shared."""
    shared = [{k: v for k, v in error.items() if k != "message"} for error in errors.values()]
    assert all(each == shared[0] for each in shared), shared
    messages = [error["message"] for error in errors.values()]
    assert len(set(messages)) == len(messages), messages  # four languages, four sentences
    return shared[0]


def test_a_name_too_long_is_refused_in_each_readers_language(client: TestClient) -> None:
    header = {**DUEL, "players": ["Ann", LONG_NAME]}
    errors = errors_by_language(lambda h: client.post("/api/games", json=header, headers=h))
    assert same_refusal(errors) == {
        "code": "invalid_name",
        "message_id": "name-too-long",
        "params": {
            "who": {"message_id": "named-in-list", "params": {"list": "players", "number": 2}},
            "length": 51,
            "limit": 40,
        },
        "field": "/players/1",
    }
    assert errors["en"]["message"] == (
        "Player 2's name is 51 characters long: a name has at most 40"
    )
    assert errors["fr"]["message"] == (
        "le nom de Joueur 2 fait 51 caractères : un nom en a au plus 40"
    )
    assert errors["de"]["message"] == (
        "der Name von Spieler 2 ist 51 Zeichen lang: ein Name hat höchstens 40"
    )
    assert errors["zh-CN"]["message"] == "玩家 2 的名字有 51 个字符：名字最多 40 个字符"


def test_an_unknown_game_is_not_found_in_each_readers_language(client: TestClient) -> None:
    errors = errors_by_language(lambda h: client.get("/api/games/nosuchgame00", headers=h))
    assert same_refusal(errors) == {
        "code": "not_found",
        "message_id": "no-such-game",
        "params": {"game": "nosuchgame00"},
    }
    assert errors["en"]["message"] == "there is no game 'nosuchgame00'"
    assert errors["fr"]["message"] == "il n'y a pas de partie « nosuchgame00 »"
    assert errors["de"]["message"] == "es gibt keine Partie „nosuchgame00“"
    assert errors["zh-CN"]["message"] == "没有对局“nosuchgame00”"


def test_a_validation_error_of_fastapi_is_said_in_each_readers_language(
    client: TestClient,
) -> None:
    """A round number past the path's limit: FastAPI's own check, not the service's."""
    errors = errors_by_language(
        lambda h: client.get("/api/gatherings/someid/rounds/100000", headers=h)
    )
    shared = same_refusal(errors)
    assert shared["code"] == "invalid_request"
    assert shared["message_id"] == "invalid-request"
    assert shared["params"]["fault"] == {
        "message_id": "invalid-value-limit",
        "params": {"limit": "le", "number": 10000},
    }
    assert "must be at most 10,000" in errors["en"]["message"]
    assert "doit valoir au plus 10 000" in errors["fr"]["message"].replace("\u202f", " ")
    assert "darf höchstens 10.000 sein" in errors["de"]["message"]
    assert "不能大于 10,000" in errors["zh-CN"]["message"]


def test_a_rule_refusal_of_the_core_keeps_its_code_and_speaks_each_language(
    client: TestClient,
) -> None:
    """Ben cannot take the first turn of a game whose header seats Ann first: the core's
    refusal, through POST actions, with the core's message id and parameters."""
    table = Table(client)
    errors = errors_by_language(lambda h: table.post({"do": "turn", "player": "Ben"}, **h))
    shared = same_refusal(errors)
    assert shared["message_id"] == "first-turn-not-yours"
    assert shared["params"] == {"first": "Ann", "player": "Ben"}
    assert errors["en"]["message"] == "the game's first turn is Ann's, not Ben's"
    for lang in ("fr", "de", "zh-CN"):
        message = errors[lang]["message"]
        assert "Ann" in message and "Ben" in message and message != errors["en"]["message"]
    assert table.read()["version"] == 0  # refused in every language: nothing was written


def test_a_route_that_does_not_exist_is_said_in_each_readers_language(
    client: TestClient,
) -> None:
    errors = errors_by_language(lambda h: client.get("/api/nothing-here", headers=h))
    assert same_refusal(errors) == {
        "code": "not_found",
        "message_id": "http-refusal",
        "params": {"status": 404},
    }
    assert errors["fr"]["message"] == "il n'y a rien à cette adresse"
    assert errors["de"]["message"] == "unter dieser Adresse gibt es nichts"


def test_a_retried_idempotency_key_is_refused_in_the_retrys_language(
    client: TestClient,
) -> None:
    """A phone sent an action with a key in English; a second phone (its browser in
    French) reuses the key for another action: the refusal is worded for the second."""
    table = Table(client)
    first = table.post({"do": "turn", "player": "Ann"}, **{"Idempotency-Key": "k1", **ENGLISH})
    assert first.status_code == 200, first.text
    reused = table.post(
        {"do": "gain", "player": "Ann", "points": 1}, **{"Idempotency-Key": "k1", **FRENCH}
    )
    assert reused.status_code == 422
    error = reused.json()["error"]
    assert error["code"] == "idempotency_key_reused"
    assert error["params"] == {"key": "k1", "do": "turn", "entry": 1}
    assert error["message"] == (
        "l'Idempotency-Key « k1 » a déjà servi dans cette partie pour une action « turn » "
        "(entrée 1) ; une autre requête demande une nouvelle clé"
    )


def test_a_refused_request_retried_with_its_key_is_refused_again_in_the_new_language(
    client: TestClient,
) -> None:
    """Nothing of a refusal is kept: the retry (same key, same action) is decided again,
    and worded in the retry's language."""
    table = Table(client)
    action = {"do": "turn", "player": "Ben"}
    english = table.post(action, **{"Idempotency-Key": "k2", **ENGLISH}).json()["error"]
    german = table.post(action, **{"Idempotency-Key": "k2", **GERMAN}).json()["error"]
    assert english["message_id"] == german["message_id"] == "first-turn-not-yours"
    assert english["message"] == "the game's first turn is Ann's, not Ben's"
    assert german["message"] != english["message"] and "Ben" in german["message"]


@pytest.mark.parametrize("accept_language", [None, "nl-NL,nl;q=0.9", "*", "x" * 600, "fr;q=abc"])
def test_english_is_said_when_no_shipped_language_is_asked_for(
    client: TestClient, accept_language: str | None
) -> None:
    headers = {} if accept_language is None else {"Accept-Language": accept_language}
    refused = client.get("/api/games/nosuchgame00", headers=headers)
    assert refused.status_code == 404
    assert refused.json()["error"]["message"] == "there is no game 'nosuchgame00'"


def test_a_body_that_is_not_json_is_refused_in_each_readers_language(
    client: TestClient,
) -> None:
    """The HTTP layer's own refusal (ApiError), before the service reads anything."""
    errors = errors_by_language(
        lambda h: client.post(
            "/api/games", content=b'{"mode": }', headers={**h, "Content-Type": "application/json"}
        )
    )
    assert same_refusal(errors) == {
        "code": "invalid_json",
        "message_id": "body-not-json-at",
        "params": {"byte": 9},
    }
    assert errors["en"]["message"] == "the body is not valid JSON (at byte 9)"
    assert errors["de"]["message"] == ("der Rumpf der Anfrage ist kein gültiges JSON (bei Byte 9)")


def test_a_method_a_route_does_not_take_is_refused_in_each_readers_language(
    client: TestClient,
) -> None:
    errors = errors_by_language(lambda h: client.delete("/api/games", headers=h))
    assert same_refusal(errors) == {
        "code": "method_not_allowed",
        "message_id": "http-refusal",
        "params": {"status": 405},
    }
    assert errors["zh-CN"]["message"] == "这个地址不接受这种方法"
