"""A gathering with timed rounds, as the browser tests run it: the organiser's device, the
server's clock and every device's clock moving together, and the API for quick set-ups."""

from __future__ import annotations

from typing import Any

import httpx
from playwright.sync_api import Locator, Page, expect
from tests.browser.conftest import MINUTE_MS, TrackerServer

CLOCK_LEAD_SECONDS = 10
MATCH = {"mode": "match", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}


class Hall:
    """The room: the server's clock and the clock of every device in it. Time stands still
    until `let_pass` moves them all on together, as if the minutes had been played."""

    def __init__(self, tracker: TrackerServer) -> None:
        self.tracker = tracker
        self.devices: list[Page] = []

    def device(self, page: Page, *, minutes_wrong: float = 0) -> Page:
        """A device whose clock stands still with the server's, or is some minutes wrong
        (phones are): the page must count down from the server's time either way."""
        start = (self.tracker.now_ms + round(minutes_wrong * MINUTE_MS)) / 1000  # in seconds
        # Installed a little before, then paused at the time: an installed clock runs, and
        # pausing it at a time it has already passed fails (a busy machine is slow).
        page.clock.install(time=start - CLOCK_LEAD_SECONDS)
        page.clock.pause_at(start)
        self.devices.append(page)
        return page

    def let_pass(self, minutes: float) -> None:
        self.tracker.advance(minutes)
        for page in self.devices:
            page.clock.fast_forward(round(minutes * MINUTE_MS))


class OrganiserPage:
    """The organiser's phone on the gathering page: what the organiser taps and reads."""

    def __init__(self, page: Page) -> None:
        self.page = page

    def start_gathering(self, name: str) -> str:
        """From the start page; the new gathering's id."""
        page = self.page
        page.goto("/")
        page.get_by_label("Name of the event").fill(name)
        page.get_by_role("button", name="Start the gathering").click()
        page.wait_for_url("**/gathering/*")
        expect(page.get_by_role("heading", name=name)).to_be_visible()
        return page.url.rsplit("/", 1)[1]

    def add_table(self, label: str, mode: str, players: list[str], battlefields: list[str]) -> None:
        form = self.page.locator("#table-form")
        if not form.is_visible():
            self.page.locator("#table-details summary").click()
        form.get_by_label("Table", exact=True).fill(label)
        form.get_by_label("Mode").select_option(label=mode)
        for seat, name in enumerate(players):
            form.locator("input[name=player]").nth(seat).fill(name)
        for index, name in enumerate(battlefields):
            form.locator("input[name=battlefield]").nth(index).fill(name)
        form.get_by_role("button", name="Add the table").click()
        expect(self.table(label)).to_be_visible()

    def tap(self, name: str) -> None:
        self.page.get_by_role("button", name=name, exact=True).click()

    def table(self, label: str) -> Locator:
        return self.page.locator(".table-card").filter(
            has=self.page.get_by_role("heading", name=label, exact=True)
        )

    def table_clock(self, label: str) -> Locator:
        return self.table(label).locator(".table-clock")

    @property
    def round_clock(self) -> Locator:
        return self.page.locator("#round-clock")

    @property
    def round_state(self) -> Locator:
        return self.page.locator("#round-state")

    def give_extension(self, label: str, minutes: int, reason: str) -> None:
        self.tap(f"Extension for {label}")
        sheet = self.page.locator("#extension-dialog")
        sheet.get_by_label("Minutes").fill(str(minutes))
        sheet.get_by_label("Reason").fill(reason)
        self.tap("Give the extension")
        expect(sheet).to_be_hidden()


class ApiOrganiser:
    """An organiser setting a gathering up through the API, for tests about the tables."""

    def __init__(self, base_url: str, name: str = "Friday at the Lair") -> None:
        self.client = httpx.Client(base_url=base_url, timeout=10)
        created = self.client.post("/api/gatherings", json={"name": name})
        assert created.status_code == 201, created.text
        self.id: str = created.json()["id"]
        self.token: str = created.json()["organiser_token"]
        self.url = f"/api/gatherings/{self.id}"

    def post(self, path: str, body: Any = None) -> dict[str, Any]:
        answer = self.client.post(
            f"{self.url}/{path}", json=body, headers={"Authorization": f"Bearer {self.token}"}
        )
        assert answer.status_code in (200, 201), answer.text
        result: dict[str, Any] = answer.json()
        return result

    def table(self, label: str, header: dict[str, Any]) -> tuple[str, str]:
        """A table of the gathering: (game id, write token)."""
        created = self.post("games", {"format": "riftscore/1", **header, "table": label})
        return created["id"], created["write_token"]

    def start_round(self, **body: Any) -> dict[str, Any]:
        return self.post("rounds", body)

    def round(self, number: int = 1) -> dict[str, Any]:
        answer = self.client.get(f"{self.url}/rounds/{number}")
        assert answer.status_code == 200, answer.text
        result: dict[str, Any] = answer.json()
        return result

    def results(self) -> dict[str, Any]:
        answer = self.client.get(f"{self.url}/results.json")
        assert answer.status_code == 200, answer.text
        result: dict[str, Any] = answer.json()
        return result

    def close(self) -> None:
        self.client.close()
