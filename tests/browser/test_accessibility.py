"""No moderate, serious or critical accessibility violation on any page, as axe-core finds
them.

axe-core (vendor/axe.min.js, from its npm package, MPL-2.0: vendor/axe-core.LICENSE) is
injected into each page under test only; the pages never load it. Each page is checked
in the states a table sees: the start page, a duel and a 2v2 mid-game and won, the
spectator's view, one phone shared by the table, the organiser's gathering page with a
round running, and an evening's join page, player's page and projector, and with its top
cut's bracket, before and after the final.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from tests.browser.api_evening import ApiEvening, names
from tests.browser.conftest import Api, TrackerServer
from tests.browser.evening import EveningPage, join
from tests.browser.rounds import ApiOrganiser, Hall
from tests.browser.table import Table

AXE = Path(__file__).parent / "vendor" / "axe.min.js"
DUEL = {"mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}
TWO_V_TWO = {
    "mode": "2v2",
    "players": ["Ann", "Ben", "Cid", "Dee"],
    "teams": [["Ann", "Cid"], ["Ben", "Dee"]],
    "battlefields": ["Grove", "Ruins", "Vault"],
}
#: The impacts no page may have (axe-core's minor ones aside).
BAD = ("moderate", "serious", "critical")


def turn(player: str) -> dict[str, Any]:
    return {"do": "turn", "player": player}


def conquer(player: str, battlefield: str) -> dict[str, Any]:
    return {"do": "control", "player": player, "battlefield": battlefield}


def violations(page: Page) -> list[str]:
    """The moderate, serious and critical violations on the page as it stands, in a few
    words."""
    # Evaluated by the browser's tools, as a test does: the page's own policy allows no
    # script but its own, and rightly so.
    page.evaluate(AXE.read_text(encoding="utf-8") + "\n;undefined")
    found: list[dict[str, Any]] = page.evaluate(
        "async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
    )
    return [
        f"{v['id']} ({v['impact']}): {v['help']}: "
        + "; ".join(node["target"][0] for node in v["nodes"][:3])
        for v in found
        if v["impact"] in BAD
    ]


def test_the_start_page(page: Page) -> None:
    page.goto("/")
    expect(page.get_by_role("button", name="Start the game")).to_be_visible()
    assert violations(page) == []


@pytest.mark.parametrize("header", [DUEL, TWO_V_TWO], ids=["duel", "2v2"])
def test_a_game_mid_game_and_won(phone: Page, api: Api, header: dict[str, Any]) -> None:
    page = phone
    won = {**header, "victory_score": 1}
    # One point from winning: final-point warnings, "draws a card" on the buttons, and
    # the notice of a conquer that drew a card with its button.
    at_seven = {**header, "victory_score": 8, "start": {"scores": {"Ann": 7}}}
    game_id, token = api.create(at_seven, turn("Ann"))
    table = Table(page)
    table.open(game_id, token)
    expect(page.get_by_role("heading", level=1)).to_have_text("Turn 1 · Ann")
    expect(page.locator(".final-point-before").first).to_be_visible()
    expect(page.locator("button.conquer .sub").first).to_have_attribute("data-note", "draws a card")
    assert violations(page) == []
    api.act(game_id, token, conquer("Ann", "Grove"))  # another device: a card drawn
    expect(page.locator(".final-point-after")).to_be_visible()
    assert violations(page) == []

    game_id, token = api.create(won, turn("Ann"), {"do": "gain", "player": "Ann", "points": 1})
    table.open(game_id, token)
    expect(table.outcome).to_be_visible()
    assert violations(page) == []


def test_the_spectator_s_view(page: Page, api: Api) -> None:
    game_id, _ = api.create(DUEL, turn("Ann"), conquer("Ann", "Grove"))
    table = Table(page)
    table.open(game_id)
    expect(page.locator("#readonly-banner")).to_be_visible()
    assert violations(page) == []


def test_the_organiser_s_gathering_page(
    page: Page, new_context: Any, organiser: ApiOrganiser, tracker: TrackerServer
) -> None:
    organiser.table("Table 1", DUEL)
    organiser.start_round(minutes=50)
    link = f"/gathering/{organiser.id}#o={organiser.token}"
    page.goto(link)
    expect(page.locator("#round-clock")).not_to_be_empty()
    assert violations(page) == []

    # The organiser's phone as time passes (its clock moves with the server's, at once).
    hall = Hall(tracker)
    phone = hall.device(new_context().new_page())
    phone.goto(link)
    expect(phone.locator("#round-clock")).to_have_text("50:00")
    said = phone.locator("#round-said")  # the clock in words, for a screen reader
    expect(said).to_have_attribute("aria-live", "polite")
    expect(said).to_have_text("Round 1: running, 50:00 left")
    phone.get_by_role("button", name="Pause the round").click()
    expect(said).to_have_text("Round 1: paused, 50:00 left")
    phone.get_by_role("button", name="Resume the round").click()
    expect(said).to_have_text("Round 1: running, 50:00 left")
    hall.let_pass(50)
    expect(said).to_have_text("Round 1: time is called")
    phone.clock.resume()  # axe waits on timers of its own
    assert violations(phone) == []


def test_an_evening_s_join_player_and_projector_pages(page: Page, new_context: Any) -> None:
    organiser = EveningPage(page)
    gathering_id = organiser.start_gathering("Friday at the Lair")
    for name in ("Ann", "Ben", "Cat"):
        organiser.register(name)
    link = organiser.join_link()
    organiser.pair("Pair round 1 (Swiss)", 1)  # two at a table, one with the bye
    assert violations(page) == []

    phone = new_context().new_page()
    phone.goto(link)
    expect(phone.get_by_label("Your name")).to_be_visible()
    assert violations(phone) == []
    join(phone, link, "Dan")  # the player's own page, once registered
    assert violations(phone) == []

    phone.goto(f"/gathering/{gathering_id}/projector")
    expect(phone.get_by_role("heading", level=1)).to_be_visible()
    assert violations(phone) == []


def test_the_event_pages_with_the_top_cut(page: Page, new_context: Any, server: str) -> None:
    """The bracket on every page that shows it, and the champion after the final: the
    projector on a screen and on a phone, a player's page, the organiser's page."""
    evening = ApiEvening(server, names(9))
    try:
        evening.paired()
        evening.play_round()
        evening.paired("top", size=8)
        seeded = evening.latest()["tables"][0]["entrants"][0]["id"]
        wall = new_context().new_page()
        wall.set_viewport_size({"width": 1280, "height": 720})
        phone = new_context().new_page()
        for over in (False, True):
            if over:
                evening.to_the_champion()
            wall.goto(f"{evening.page()}/projector")
            expect(wall.locator("#bracket .bracket-match").first).to_be_visible()
            assert violations(wall) == []
            phone.goto(f"{evening.page()}/projector")  # the stages one under the other
            expect(phone.locator("#bracket .bracket-match").first).to_be_visible()
            assert violations(phone) == []
            phone.goto(f"{evening.page()}/players/{seeded}")
            expect(phone.locator("#my-champion")).to_be_visible(visible=over)
            assert violations(phone) == []
        page.goto(f"{evening.page()}#o={evening.token}")
        expect(page.locator("#bracket .champion")).to_be_visible()
        assert violations(page) == []
    finally:
        evening.close()


def test_one_phone_shared_by_the_table(phone: Page, api: Api) -> None:
    page = phone
    game_id, token = api.create(DUEL, turn("Ann"))
    Table(page).open(game_id, token)
    page.get_by_role("button", name="One phone for the table: off").click()
    expect(page.get_by_role("button", name="One phone for the table: on")).to_be_visible()
    assert violations(page) == []
    # A team's half, a column for each player (the device keeps the layout).
    game_id, token = api.create(TWO_V_TWO, turn("Ann"))
    Table(page).open(game_id, token)
    expect(page.locator('.member[data-player="Cid"] .counters-row')).to_be_visible()
    assert violations(page) == []


def test_the_organiser_s_evening_in_each_of_its_states(
    page: Page, new_context: Any, organiser: ApiOrganiser
) -> None:
    """The organiser's page with players and the join link, the new join link's sheet
    open, a round running with the standings and the Result sheet open; and the
    spectator's view of it: nothing moderate, serious or critical."""
    for name in ("Ann", "Ben", "Cat", "Dan"):
        organiser.post("players", {"name": name})
    evening = EveningPage(page)
    page.goto(f"/gathering/{organiser.id}#o={organiser.token}")
    expect(page.get_by_role("img", name="QR code of the join link")).to_be_visible()
    assert violations(page) == []
    evening.tap("Make a new join link…")
    expect(page.locator("#join-dialog")).to_be_visible()
    assert violations(page) == []
    evening.tap("Cancel")
    evening.pair("Pair round 1 (Swiss)", 1)
    evening.start(1)
    expect(page.locator("#standings-section")).to_be_visible()
    evening.tap("Result of Table 1, by hand")
    expect(page.locator("#result-dialog")).to_be_visible()
    assert violations(page) == []

    spectator = new_context().new_page()
    spectator.goto(f"/gathering/{organiser.id}")
    expect(spectator.locator("#readonly-banner")).to_be_visible()
    expect(spectator.locator("#standings-section")).to_be_visible()
    assert violations(spectator) == []
