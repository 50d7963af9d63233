"""A crafted link cannot disarm a device (issue 14): opening `/g/{id}#w=garbage` (or a
gathering's `#o=x`) leaves the device's working token as it was; a link with a token
that works is kept where the device has none; the organiser gets a lost organiser token
back from the recovery code shown once, and a table's lost link from the organiser."""

from __future__ import annotations

import httpx
from playwright.sync_api import BrowserContext, Page, expect
from tests.browser.conftest import Api
from tests.browser.table import Table

DUEL = {"mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}


def arrive(table: Table, game_id: str, token: str) -> None:
    """Open the link as a new visit (a link tapped elsewhere), not a jump in the page."""
    table.page.goto("about:blank")
    table.open(game_id, token)


def kept(page: Page, key: str) -> str | None:
    value: str | None = page.evaluate(f"localStorage.getItem({key!r})")
    return value


def test_a_crafted_link_leaves_the_devices_token_working(page: Page, api: Api) -> None:
    game_id, token = api.create(DUEL, {"do": "turn", "player": "Ann"})
    table = Table(page)
    table.open(game_id, token)
    expect(page.get_by_role("button", name="Ann conquers Grove")).to_be_visible()
    assert kept(page, f"riftscore:write:{game_id}") == token

    arrive(table, game_id, "garbage-from-a-crafted-link")
    assert "#" not in page.url  # the link's token is out of the address bar
    expect(page.get_by_text("Spectator view")).to_be_hidden()
    table.tap("Ann conquers Grove")  # the device still writes
    table.expect_scores(Ann=1)
    assert kept(page, f"riftscore:write:{game_id}") == token
    assert api.game(game_id)["version"] == 2


def test_a_link_with_a_working_token_arms_a_device_that_had_none(page: Page, api: Api) -> None:
    game_id, token = api.create(DUEL)
    table = Table(page)
    table.open(game_id, "not-a-token")
    expect(page.get_by_text("Spectator view")).to_be_visible()
    assert kept(page, f"riftscore:write:{game_id}") is None  # garbage is never kept
    arrive(table, game_id, token)
    expect(page.get_by_role("button", name="Start: Ann")).to_be_visible()
    assert kept(page, f"riftscore:write:{game_id}") == token


def test_a_crafted_link_leaves_the_organiser_token_and_the_recovery_code_restores_it(
    page: Page, new_context: BrowserContext, server: str
) -> None:
    page.goto("/")
    page.locator("#gathering-name").fill("Friday at the Lair")
    page.get_by_role("button", name="Start the gathering").click()
    page.wait_for_url("**/gathering/*")
    gathering_id = page.url.split("/gathering/", 1)[1].split("#", 1)[0]
    code_box = page.locator("#recovery-code .recovery-value")
    expect(code_box).to_be_visible()  # shown once, to be written down
    code = code_box.inner_text()
    assert "#" not in page.url  # neither the token nor the code stays in the address bar
    organiser = kept(page, f"riftscore:organiser:{gathering_id}")
    assert organiser

    page.goto("about:blank")
    page.goto(f"/gathering/{gathering_id}#o=x")
    expect(page.locator("#gathering-name")).to_have_text("Friday at the Lair")
    expect(page.locator("#setup-panel")).to_be_visible()  # the organiser's own panel
    expect(page.locator("#readonly-banner")).to_be_hidden()
    assert kept(page, f"riftscore:organiser:{gathering_id}") == organiser

    # Another device, without the organiser link: the recovery code makes it organiser.
    other = new_context().new_page()
    other.goto(f"/gathering/{gathering_id}")
    expect(other.locator("#readonly-banner")).to_be_visible()
    other.locator("#share-section summary").first.click()
    other.get_by_text("Lost the organiser link?").click()
    other.locator("#recovery-form input[name=code]").fill(code)
    other.get_by_role("button", name="Become the organiser").click()
    expect(other.locator("#readonly-banner")).to_be_hidden()
    expect(other.locator("#recovery-code .recovery-value")).not_to_have_text(code)
    recovered = kept(other, f"riftscore:organiser:{gathering_id}")
    access = httpx.get(
        f"{server}/api/gatherings/{gathering_id}/access",
        headers={"Authorization": f"Bearer {recovered}"},
    )
    assert access.json()["organiser"] is True
