"""The start page in the reader's language: a French or Chinese browser gets the page in
French or Chinese (`<html lang>` says so); the picker switches it without a reload, the
choice is kept on the device and survives one; the words the page writes itself (a field
left empty) are said in the chosen language; and the page stays accessible in each.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from tests.browser.conftest import Api
from tests.browser.table import Table
from tests.browser.test_accessibility import violations

DUEL = {"mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}


@pytest.fixture
def open_in(browser: Browser, browser_context_args: dict[str, Any]) -> Iterator[Any]:
    """A tab of a browser whose languages are `locale` (its Accept-Language and
    navigator.languages), whose scripts must not fail."""
    contexts = []
    errors: list[str] = []

    def open_(locale: str) -> Page:
        context = browser.new_context(**browser_context_args, locale=locale)
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(f"{error.name}: {error.message}"))
        return page

    yield open_
    for context in contexts:
        context.close()
    assert errors == [], errors


def expect_language(page: Page, lang: str) -> None:
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(page.locator("#language-picker")).to_have_value(lang)


def test_a_french_browser_gets_the_start_page_in_french(open_in: Any) -> None:
    page = open_in("fr-FR")
    page.goto("/")
    expect_language(page, "fr")
    expect(page.get_by_role("button", name="Lancer la partie")).to_be_visible()
    expect(page.get_by_role("heading", name="Nouvelle partie")).to_be_visible()
    expect(page.get_by_label("Joueur 1", exact=True)).to_have_attribute("placeholder", "Nom")
    assert page.title() == "riftscore : lancer une partie"
    assert violations(page) == []


def test_a_chinese_browser_gets_the_start_page_in_simplified_chinese(open_in: Any) -> None:
    page = open_in("zh-CN")
    page.goto("/")
    expect_language(page, "zh-CN")
    expect(page.get_by_role("button", name="开始游戏")).to_be_visible()
    expect(page.get_by_role("button", name="开始赛事")).to_be_visible()
    assert violations(page) == []


def test_the_picker_switches_the_page_and_the_choice_survives_a_reload(open_in: Any) -> None:
    page = open_in("en-GB")
    page.goto("/")
    expect_language(page, "en")
    page.get_by_label("Player 1", exact=True).fill("Ann")  # a typed name is kept
    page.locator("#language-picker").select_option("fr")
    expect_language(page, "fr")
    expect(page.get_by_role("button", name="Lancer la partie")).to_be_visible()
    expect(page.get_by_label("Joueur 1", exact=True)).to_have_value("Ann")
    assert page.title() == "riftscore : lancer une partie"
    page.reload()
    # The server still hears an English browser; the device's choice wins.
    expect_language(page, "fr")
    expect(page.get_by_role("button", name="Lancer la partie")).to_be_visible()
    page.locator("#language-picker").select_option("zh-CN")
    expect_language(page, "zh-CN")
    expect(page.get_by_role("heading", name="新游戏")).to_be_visible()
    assert violations(page) == []


def test_the_form_says_what_is_wrong_in_the_chosen_language(open_in: Any) -> None:
    page = open_in("fr-FR")
    page.goto("/")
    page.get_by_label("Joueur 1", exact=True).fill("Ann")
    page.get_by_role("button", name="Lancer la partie").click()
    expect(page.locator("#player-2-error")).to_have_text("Le joueur 2 doit avoir un nom")
    # Said again in the language picked after it.
    page.locator("#language-picker").select_option("de")
    expect(page.locator("#player-2-error")).to_have_text("Spieler 2 braucht einen Namen")


def test_a_2v2_says_each_seats_team_in_the_chosen_language(open_in: Any) -> None:
    page = open_in("de-DE")
    page.goto("/")
    page.locator("#mode").select_option("2v2")
    expect(page.locator('label[for="player-3"]')).to_have_text("Spieler 3 · Team 1")
    page.locator("#language-picker").select_option("ko")
    expect(page.locator('label[for="player-4"]')).to_have_text("플레이어 4 · 2팀")


def test_the_picker_names_each_language_in_its_own_words(open_in: Any) -> None:
    page = open_in("it-IT")
    page.goto("/")
    expect_language(page, "it")
    names = page.locator("#language-picker option").all_text_contents()
    assert names == [
        "English",
        "简体中文",
        "Français",
        "Español",
        "Português (Brasil)",
        "Deutsch",
        "Italiano",
        "한국어",
        "繁體中文",
    ]


# The page's speech, written down with the language each sentence is given to the voice.
RECORD_SPEECH = """
window.__spoken = [];
const speech = window.speechSynthesis || {};
speech.speak = (utterance) => window.__spoken.push([utterance.text, utterance.lang]);
speech.cancel = () => {};
if (!window.speechSynthesis) window.speechSynthesis = speech;
if (!window.SpeechSynthesisUtterance) {
  window.SpeechSynthesisUtterance = function (text) { this.text = text; this.lang = ""; };
}
"""


def test_speech_is_given_the_language_its_sentences_are_in(open_in: Any, api: Api) -> None:
    """The game page still says its sentences in English (it is not yet translated), so a
    French phone's voice is told they are English, not left to read them as French."""
    page = open_in("fr-FR")
    page.add_init_script(RECORD_SPEECH)
    game_id, token = api.create(DUEL, {"do": "turn", "player": "Ann"})
    table = Table(page)
    table.open(game_id, token)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    table.tap("Speak: off")
    table.tap("Ann conquers Grove")
    page.wait_for_function("window.__spoken.length >= 2")
    spoken = page.evaluate("window.__spoken")
    assert spoken[0] == ["Announcements on", "en"]
    assert ["Turn 1, Ann: Conquer on Grove, that's 1", "en"] in spoken


def test_the_page_words_the_views_coded_announcements_as_the_server_does(
    open_in: Any, api: Api
) -> None:
    """What the view says as codes (`said`) is worded by the page's catalogue exactly as
    the announcer words it: in French, and in English as the view's `announcements`."""
    game_id, _ = api.create(
        {**DUEL, "mode": "2v2", "players": ["Ann", "Ben", "Cid", "Dee"]}
        | {"teams": [["Ann", "Cid"], ["Ben", "Dee"]], "battlefields": ["Grove", "Ruins", "Vault"]}
        | {"victory_score": 2},
        {"do": "turn", "player": "Ann"},
        {"do": "control", "player": "Ann", "battlefield": "Grove"},
        {"do": "gain", "player": "Ann", "points": 1, "source": "Fiery Insight"},
    )
    view = api.game(game_id)
    page = open_in("fr-FR")
    page.goto("/")
    expect_language(page, "fr")
    worded = """async (said) => {
        const words = await import("/static/shared/words.js");
        await words.ready;
        return said.map(words.spoken);
    }"""
    assert page.evaluate(worded, view["said"]) == [
        "Tour 1, Ann",
        "Tour 1, Ann : conquête de Grove, ça fait 1",
        "Tour 1, Ann : gagne 1 grâce à Fiery Insight, ça fait 2",
        "Ann et Cid gagnent la partie",
    ]
    page.locator("#language-picker").select_option("en")
    expect_language(page, "en")
    assert page.evaluate(worded, view["said"]) == view["announcements"]


def test_a_catalogue_that_never_arrives_leaves_the_page_working_in_the_servers_words(
    open_in: Any,
) -> None:
    page = open_in("fr-FR")
    held: list[Any] = []
    page.route("**/words/**", lambda route: held.append(route))  # asked, never answered
    page.goto("/")
    expect_language(page, "fr")
    page.get_by_label("Joueur 1", exact=True).fill("Ann")
    page.get_by_label("Joueur 2", exact=True).fill("Ben")
    page.get_by_label("Champ de bataille 1", exact=True).fill("Grove")
    page.get_by_label("Champ de bataille 2", exact=True).fill("Ruins")
    page.get_by_role("button", name="Lancer la partie").click()
    expect(page).to_have_url(re.compile(r"/g/[^/#]+"))
    assert held  # the page did ask for its catalogue
