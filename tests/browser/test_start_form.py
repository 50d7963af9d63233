"""The start page's form on every phone, and the game page's forms that could end a game.

The start form takes the longest names it allows and fits each phone; a field that is
wrong says so beside it, in a player's words (before anything is sent when the form can
tell: a name left empty, two names the same, a victory score past its field's bound; from
the server's answer otherwise: an invisible character inside a name), and still fits. An
emoji made of several code points is a name like any other. On the game page, a judge's
adjustment or a new victory score that would end the game (the server's preview says so)
is recorded only once the table confirms it; an ordinary one is recorded at once.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from playwright.sync_api import Locator, Page, Request, expect
from tests.browser.conftest import Api
from tests.browser.screens import LONG_BATTLEFIELDS, LONG_NAMES, PHONES, assert_fits
from tests.browser.table import Table

AXE = Path(__file__).parent / "vendor" / "axe.min.js"
DUEL = {"mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}
ANN_BEGINS = {"do": "turn", "player": "Ann"}
CODER = "\U0001f468\u200d\U0001f4bb"  # 👨‍💻: man, zero-width joiner, laptop
RAINBOW = "\U0001f3f3\ufe0f\u200d\U0001f308"  # 🏳️‍🌈: flag, emoji selector, joiner, rainbow


def games_created(page: Page) -> list[Request]:
    """Every request the page makes to start a game, as it makes them."""
    sent: list[Request] = []
    page.on(
        "request",
        lambda request: (
            sent.append(request)
            if request.method == "POST" and request.url.endswith("/api/games")
            else None
        ),
    )
    return sent


def fill_war(page: Page, players: list[str], battlefields: list[str]) -> None:
    page.locator("#mode").select_option(label="War (4 players)")
    page.locator("#battlefield-count").select_option("4")
    for seat, name in enumerate(players):
        page.get_by_label(f"Player {seat + 1}", exact=True).fill(name)
    for index, name in enumerate(battlefields):
        page.get_by_label(f"Battlefield {index + 1}", exact=True).fill(name)


def expect_wrong(field: Locator, says: str, error_id: str) -> None:
    """The field is marked wrong, and described by what is wrong with it."""
    expect(field).to_have_attribute("aria-invalid", "true")
    expect(field).to_have_attribute("aria-describedby", error_id)
    expect(field.page.locator(f"#{error_id}")).to_have_text(says)


def fits_every_phone(page: Page, where: str) -> None:
    for size in PHONES.values():
        page.set_viewport_size(size)
        assert_fits(page, where)


def violations(
    page: Page, impacts: tuple[str, ...] = ("moderate", "serious", "critical")
) -> list[str]:
    page.evaluate(AXE.read_text(encoding="utf-8") + "\n;undefined")
    found: list[dict[str, Any]] = page.evaluate(
        "async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
    )
    return [f"{v['id']} ({v['impact']}): {v['help']}" for v in found if v["impact"] in impacts]


def test_the_start_form_fits_every_phone_and_says_what_is_wrong_beside_each_field(
    page: Page,
) -> None:
    page.goto("/")
    sent = games_created(page)
    fill_war(page, LONG_NAMES, LONG_BATTLEFIELDS)
    page.get_by_text("House rules and tournament rounds").click()
    victory = page.locator("#victory-score")
    victory.fill("99")
    fits_every_phone(page, "the start form with the longest names")

    # Player 2 left empty; battlefields 1 and 2 the same but for case; a victory score of
    # 1000 in a field that says 99 at most.
    player_2 = page.get_by_label("Player 2", exact=True)
    battlefield_1 = page.get_by_label("Battlefield 1", exact=True)
    battlefield_2 = page.get_by_label("Battlefield 2", exact=True)
    player_2.fill("")
    battlefield_2.fill(LONG_BATTLEFIELDS[0].upper())
    victory.fill("1000")
    page.get_by_role("button", name="Start the game").click()

    expect_wrong(player_2, "Player 2 needs a name", "player-2-error")
    expect_wrong(battlefield_2, "Battlefields 1 and 2 have the same name", "battlefield-2-error")
    expect_wrong(battlefield_1, "Battlefields 1 and 2 have the same name", "battlefield-2-error")
    expect_wrong(
        victory,
        "The victory score is a whole number from 1 to 99",
        "victory-score-error",
    )
    expect(player_2).to_be_focused()  # the first field to put right, its error read out
    assert sent == []  # the form said it all before sending anything
    fits_every_phone(page, "the start form with its errors")
    assert violations(page) == []

    # Typing again clears a field's error (both of two names the same); what only the
    # server can tell comes back beside its field: an invisible character in a name.
    before = "Bartholomewsonhuntingtonwhitaker"
    player_2.fill(f"{before}\u200bfields")
    battlefield_2.fill(LONG_BATTLEFIELDS[1])
    victory.fill("")
    expect(battlefield_1).not_to_have_attribute("aria-invalid", "true")
    expect(page.locator("#battlefield-2-error")).to_be_hidden()
    page.get_by_role("button", name="Start the game").click()
    expect_wrong(
        player_2,
        f"Player 2's name has an invisible character after \u201c…{before[-20:]}\u201d "
        "(U+200B, zero width space): type it again with visible characters only",
        "player-2-error",
    )
    expect(player_2).to_be_focused()
    assert len(sent) == 1
    expect(page).to_have_url(re.compile(r"/$"))  # no game was started
    fits_every_phone(page, "the start form with the server's refusal")


def test_an_emoji_name_starts_a_game_and_shows_on_its_page(page: Page) -> None:
    table = Table(page)
    table.start_game("Duel (1v1)", [CODER, RAINBOW], ["Grove", "Ruins"])
    expect(table.heading(CODER)).to_be_visible()
    expect(table.heading(RAINBOW)).to_be_visible()
    table.tap(f"Start: {CODER}")
    table.tap(f"{CODER} conquers Grove")
    table.expect_said(f"Turn 1, {CODER}: Conquer on Grove, that's 1")
    table.expect_scores(**{CODER: 1, RAINBOW: 0})


def open_form(page: Page, summary: str) -> Locator:
    """More…, and one of its forms opened."""
    page.get_by_role("button", name="More…").click()
    section = page.locator("#more-dialog details").filter(has_text=summary)
    if section.get_attribute("open") is None:
        section.locator("summary").click()
    return section.locator("form")


def test_an_adjustment_that_ends_the_game_asks_first_an_ordinary_one_does_not(
    page: Page, api: Api
) -> None:
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)
    confirm = page.locator("#choose-dialog")

    adjust = open_form(page, "Judge's adjustment")
    adjust.get_by_label("Points (+/−)").fill("2")
    adjust.get_by_role("button", name="Record").click()
    table.expect_scores(Ann=2, Ben=0)  # at once: the game goes on
    expect(page.locator("#more-dialog")).to_be_hidden()

    adjust = open_form(page, "Judge's adjustment")
    adjust.get_by_label("Points (+/−)").fill("999")
    adjust.get_by_role("button", name="Record").click()
    expect(confirm.locator("#choose-title")).to_have_text(
        "This adjustment ends the game: Ann wins. Record it?"
    )
    confirm.get_by_role("button", name="Cancel").click()
    expect(confirm).to_be_hidden()
    expect(page.locator("#more-dialog")).to_be_visible()  # the adjustment, still to correct
    page.wait_for_timeout(300)  # time enough for a tap to land, if one were sent
    assert api.game(game_id)["version"] == 2
    table.expect_scores(Ann=2, Ben=0)

    adjust.get_by_role("button", name="Record").click()
    confirm.get_by_role("button", name="Yes, record it").click()
    expect(table.outcome).to_contain_text("Ann wins")
    assert api.game(game_id)["scores"] == {"Ann": 1001, "Ben": 0}


def test_a_victory_score_that_ends_the_game_asks_first(page: Page, api: Api) -> None:
    game_id, token = api.create({**DUEL, "start": {"scores": {"Ann": 5}}}, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)
    victory = open_form(page, "A card changes the victory score")
    victory.get_by_label("Points to win").fill("5")
    victory.get_by_role("button", name="Record").click()
    confirm = page.locator("#choose-dialog")
    expect(confirm.locator("#choose-title")).to_have_text(
        "This victory score ends the game: Ann wins. Record it?"
    )
    confirm.get_by_role("button", name="Yes, record it").click()
    expect(table.outcome).to_contain_text("Ann wins")
    assert api.game(game_id)["victory_score"] == 5
