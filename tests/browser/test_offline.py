"""Installable and offline-capable: a web app manifest, and a service worker that keeps the
pages a phone opened and their files, so that a reload with the server out of reach still
opens the game (and says it is offline) instead of the browser's error page.

The other browser tests block service workers (their routes would not see the requests
it answers); these let it in."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import Api, TrackerServer
from tests.browser.screens import PHONES, assert_fits
from tests.browser.table import Table

DUEL = {"mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}
KEPT_WITHIN_S = 10


#: These tests' phones let the service worker in.
pytestmark = pytest.mark.browser_context_args(service_workers="allow")


def wait_until_kept(page: Page) -> None:
    """The service worker controls the page, and keeps the page itself."""
    deadline = time.monotonic() + KEPT_WITHIN_S
    while not page.evaluate(
        """async () => navigator.serviceWorker.controller !== null
          && Boolean(await caches.match(location.href.split('#')[0]))"""
    ):
        assert time.monotonic() < deadline, "the service worker never kept the page"
        time.sleep(0.1)


@pytest.fixture
def stopped(tracker: TrackerServer) -> Iterator[TrackerServer]:
    """The server, which the test stops; started again after it, for the other tests."""
    try:
        yield tracker
    finally:
        if tracker.process is None:
            tracker.start()


def test_a_game_page_opened_once_opens_again_with_the_server_down(
    page: Page, api: Api, stopped: TrackerServer
) -> None:
    game_id, token = api.create(DUEL, {"do": "turn", "player": "Ann"})
    other_id, _ = api.create(DUEL)
    table = Table(page)
    table.open(game_id, token)
    wait_until_kept(page)
    table.tap("+1 card: Ann")
    table.expect_scores(Ann=1)

    stopped.stop()  # the server is gone: a reload reaches nothing
    page.reload()
    expect(page.locator("#turn-label")).to_have_text("Cannot reach the server")
    expect(page.locator("#status-line")).to_contain_text("Offline")
    expect(page.locator(".topbar")).to_be_visible()  # the page's own shell, styled

    # A game this phone never opened: an honest page, not the browser's error page.
    page.goto(f"/g/{other_id}")
    expect(page.get_by_role("heading", name="Offline")).to_be_visible()
    expect(page.get_by_role("status")).to_contain_text("Reload it when the connection is back")

    # Nothing of the API was kept, and no page was kept with its write token.
    kept = page.evaluate(
        """async () => {
          const urls = [];
          for (const name of await caches.keys()) {
            for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
          }
          return urls;
        }"""
    )
    assert any(url.endswith(f"/g/{game_id}") for url in kept)
    assert any("/static/game/main.js" in url for url in kept)
    assert not [url for url in kept if "/api/" in url or "#" in url or token in url]

    stopped.start()
    page.goto(f"/g/{game_id}#w={token}")
    table.expect_scores(Ann=1)  # back online: the page is live again


def test_the_bar_of_a_page_with_no_game_loaded_records_nothing_and_says_why(
    page: Page, api: Api, stopped: TrackerServer
) -> None:
    """A reload with the server out of reach: the page this device kept, with no game in
    it. Each button of the bar is tapped: nothing is recorded, nothing fails (the page
    fixture fails the test on any error the page did not catch), and the toast says why;
    the title says whole, at every phone's size, that the server cannot be reached."""
    game_id, token = api.create(DUEL, {"do": "turn", "player": "Ann"})
    table = Table(page)
    table.open(game_id, token)
    wait_until_kept(page)

    stopped.stop()
    page.reload()
    expect(page.locator("#turn-label")).to_have_text("Cannot reach the server")
    for button in ("#next-turn-button", "#extra-turn-button", "#undo-button", "#more-button"):
        page.locator("#toast").evaluate("(toast) => { toast.hidden = true; }")
        page.locator(button).click()
        expect(table.toast).to_have_text(
            "Cannot reach the server: the game is not loaded, so nothing can be recorded yet. "
            "It loads by itself once the connection is back."
        )
    expect(page.locator("dialog[open]")).to_have_count(0)
    for size in PHONES.values():
        page.set_viewport_size(size)
        assert_fits(page, "a reload offline")

    stopped.start()
    expect(page.locator(".side")).to_have_count(2)  # the page looks again, and loads it
    assert api.game(game_id)["version"] == 1


def test_the_page_is_installable_from_its_manifest(page: Page, api: Api) -> None:
    game_id, _ = api.create(DUEL)
    page.goto(f"/g/{game_id}")
    href = page.locator("link[rel=manifest]").get_attribute("href")
    manifest = page.evaluate("async (href) => (await fetch(href)).json()", href)
    assert (manifest["start_url"], manifest["display"], manifest["scope"]) == (
        "/",
        "standalone",
        "/",
    )
    icon = manifest["icons"][0]
    assert page.evaluate("async (src) => (await fetch(src)).status", icon["src"]) == 200
    assert manifest["theme_color"] == page.locator("meta[name=theme-color]").get_attribute(
        "content"
    )


def test_a_new_worker_deletes_the_caches_of_older_versions(page: Page, api: Api) -> None:
    game_id, _ = api.create(DUEL)
    page.goto(f"/g/{game_id}")
    wait_until_kept(page)
    caches = page.evaluate(
        """async () => {
          await caches.open("riftscore-assets-0000000000000000");  // an older version's
          // Another script URL: a new worker, as when the server's assets changed.
          const fresh = await navigator.serviceWorker.register("/sw.js?update=1", {scope: "/"});
          const worker = fresh.installing || fresh.waiting || fresh.active;
          if (worker.state !== "activated") {
            await new Promise((done) => worker.addEventListener("statechange", () => {
              if (worker.state === "activated") done();
            }));
          }
          return caches.keys();
        }"""
    )
    assert "riftscore-assets-0000000000000000" not in caches
    (assets,) = [name for name in caches if name.startswith("riftscore-assets-")]
    assert "riftscore-pages" in caches
    assert assets != "riftscore-assets-0000000000000000"
