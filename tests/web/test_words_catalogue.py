"""The pages' catalogue: `GET /words/{lang}.json` serves each shipped language's Fluent
source, kept by its fingerprint; any other tag is refused in the API's envelope; every
message a page says is in every language; the start page is served in the language its
reader's browser asks for, and says so in `<html lang>`."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent

from riftscore import words
from riftscore.web.caching import IMMUTABLE, REVALIDATE
from riftscore.web.catalogue import catalogue_url
from tests.words.page_keys import page_keys


def messages_in(source: str) -> set[str]:
    resource = FluentParser(with_spans=False).parse(source)
    return {entry.id.name for entry in resource.body if isinstance(entry, fluent.Message)}


@pytest.mark.parametrize("lang", words.LANGUAGES)
def test_each_language_is_served_as_its_fluent_source(client: TestClient, lang: str) -> None:
    answer = client.get(f"/words/{lang}.json")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("application/json")
    catalogue = answer.json()
    assert catalogue["lang"] == lang
    assert catalogue["locale"] == words.locale_tag(lang)
    assert catalogue["source"] == words.source(lang)
    assert "home-start" in messages_in(catalogue["source"])


def test_the_french_catalogue_says_the_start_button_in_french(client: TestClient) -> None:
    source = client.get("/words/fr.json").json()["source"]
    assert re.search(r"^home-start = Lancer la partie$", source, re.MULTILINE)


def test_a_page_that_asks_by_the_fingerprint_keeps_the_catalogue_a_year(
    client: TestClient,
) -> None:
    answer = client.get(catalogue_url("de"))
    assert answer.headers["cache-control"] == IMMUTABLE
    assert answer.headers["etag"].strip('"') in catalogue_url("de")


def test_an_old_fingerprint_or_none_is_checked_again_before_use(client: TestClient) -> None:
    assert client.get("/words/de.json").headers["cache-control"] == REVALIDATE
    assert client.get("/words/de.json?v=0123456789abcdef").headers["cache-control"] == REVALIDATE


def test_a_catalogue_the_browser_holds_is_not_sent_again(client: TestClient) -> None:
    first = client.get("/words/ko.json")
    again = client.get("/words/ko.json", headers={"If-None-Match": first.headers["etag"]})
    assert again.status_code == 304
    assert again.content == b""
    assert again.headers["etag"] == first.headers["etag"]


def test_a_stale_etag_gets_the_catalogue_whole(client: TestClient) -> None:
    answer = client.get("/words/ko.json", headers={"If-None-Match": '"not-this-one"'})
    assert answer.status_code == 200
    assert answer.json()["lang"] == "ko"


def test_each_language_has_its_own_etag(client: TestClient) -> None:
    tags = {client.get(f"/words/{lang}.json").headers["etag"] for lang in words.LANGUAGES}
    assert len(tags) == len(words.LANGUAGES)


@pytest.mark.parametrize("tag", ["nl", "fr-FR", "zh-Hans", "EN", "..", "x" * 300])
def test_a_tag_that_is_no_shipped_language_is_refused(client: TestClient, tag: str) -> None:
    answer = client.get(f"/words/{tag}.json")
    assert answer.status_code == 404
    error = answer.json()["error"]
    assert error["code"] == "unknown_language"
    assert "zh-CN" in error["message"]  # it names the tags there are
    assert len(error["message"]) < 200  # and not the whole of what was asked


def test_every_message_a_page_says_is_in_every_language() -> None:
    keys = page_keys()
    assert "home-start" in keys and "page-language" in keys  # the scan finds the pages'
    missing = {
        lang: sorted(key for key in keys if key not in messages_in(words.source(lang)))
        for lang in words.LANGUAGES
    }
    assert missing == {lang: [] for lang in words.LANGUAGES}


@pytest.mark.parametrize(
    ("accept", "lang", "start"),
    [
        ("fr-FR,fr;q=0.9,en;q=0.8", "fr", "Lancer la partie"),
        ("zh-Hans-CN,zh;q=0.9", "zh-CN", "开始游戏"),
        ("zh-HK", "zh-TW", "開始遊戲"),
        ("de-AT", "de", "Spiel beginnen"),
        ("nl-NL", "en", "Start the game"),
    ],
)
def test_the_start_page_speaks_the_language_the_browser_asks_for(
    client: TestClient, accept: str, lang: str, start: str
) -> None:
    page = client.get("/", headers={"Accept-Language": accept})
    assert f'<html lang="{lang}">' in page.text
    assert re.search(rf'id="start-button" data-l10n-id="home-start">{start}<', page.text)
    assert "Accept-Language" in page.headers["vary"]
    assert f'value="{lang}" lang="{lang}"' in page.text  # the picker shows it chosen
    assert re.search(rf'<option value="{lang}"[^>]* selected>', page.text)


def test_the_start_page_says_the_rounds_procedure_in_the_readers_language(
    client: TestClient,
) -> None:
    page = client.get("/", headers={"Accept-Language": "fr"}).text
    assert "Ronde suisse : une avance de 2 l&#39;emporte, sinon match nul" in page
    assert "Élimination directe : le plus de points l&#39;emporte" in page


def test_a_page_not_yet_translated_claims_english_only(client: TestClient) -> None:
    game_id = client.post(
        "/api/games",
        json={"format": "riftscore/1", "mode": "duel", "players": ["Ann", "Ben"]}
        | {"battlefields": ["Grove", "Ruins"]},
    ).json()["id"]
    page = client.get(f"/g/{game_id}", headers={"Accept-Language": "fr-FR"})
    assert '<html lang="en">' in page.text
    assert 'id="language-picker"' not in page.text  # no picker for words it cannot say
