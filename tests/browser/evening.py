"""An evening in the browser: the organiser's page as the organiser taps it, a phone
joining from the join link, and the tables' play posted through the API with the write
tokens the organiser's device holds."""

from __future__ import annotations

from typing import Any

import httpx
from playwright.sync_api import Locator, Page, expect
from tests.browser.rounds import OrganiserPage
from tests.web.events import TableGame


class EveningPage(OrganiserPage):
    """The organiser's phone running an evening on the gathering page."""

    @property
    def gathering_id(self) -> str:
        return self.page.url.split("/gathering/", 1)[1].split("#", 1)[0].split("?", 1)[0]

    def register(self, name: str, legend: str | None = None) -> None:
        form = self.page.locator("#player-form")
        form.get_by_label("Player's name").fill(name)
        if legend is not None:
            form.get_by_label("Legend (optional)").fill(legend)
        form.get_by_role("button", name="Register the player").click()
        expect(self.player(name)).to_be_visible()
        if legend is not None:
            expect(self.player(name)).to_contain_text(legend)

    def player(self, name: str) -> Locator:
        return self.page.locator("#players-list .player-row").filter(
            has=self.page.get_by_role("link", name=name, exact=True)
        )

    def drop(self, name: str) -> None:
        self.tap(f"Drop {name}")
        self.tap(f"Confirm: drop {name}")
        expect(self.player(name)).to_have_class("player-row dropped")

    def pair(self, button: str, number: int) -> None:
        """Tap the pairing button; round `number` is paired once the page says so (its
        clock waits for `start`)."""
        self.tap(button)
        expect(self.page.locator("#toast")).to_contain_text(f"Round {number} is paired")

    def start(self, number: int) -> None:
        """Tap "Start round N" (the players are seated): its clock runs once the page says so."""
        self.tap(f"Start round {number}")
        expect(self.page.locator("#toast")).to_have_text(
            f"Round {number} has started: every table's clock is running."
        )

    def record_by_hand(self, table: str, wins: list[int]) -> None:
        self.tap(f"Result of {table}, by hand")
        sheet = self.page.locator("#result-dialog")
        for seat, won in enumerate(wins):
            sheet.locator("input[name=wins]").nth(seat).fill(str(won))
        self.tap("Record the result")
        expect(sheet).to_be_hidden()

    def join_link(self) -> str:
        link = self.page.locator("#join-link").input_value()
        assert "/join#j=" in link, link
        return link

    def write_token(self, game_id: str) -> str:
        token = self.page.evaluate(f"localStorage.getItem('riftscore:write:{game_id}')")
        assert token, f"the organiser's device holds no write token for {game_id}"
        return str(token)

    def standings_names(self) -> Locator:
        return self.page.locator("#standings tbody tr td:nth-child(2)")


def join(phone: Page, link: str, name: str, legend: str | None = None) -> str:
    """A player scans the join link and registers (with the legend they play, if given);
    the id of their page."""
    phone.goto(link)
    phone.get_by_label("Your name").fill(name)
    if legend is not None:
        phone.get_by_label("Your legend (optional)").fill(legend)
    phone.get_by_role("button", name="Register").click()
    phone.wait_for_url("**/players/*")
    expect(phone.get_by_role("heading", name=name)).to_be_visible()
    return phone.url.rsplit("/", 1)[1]


class Floor:
    """The tables of the hall, playing through the API with their own write tokens."""

    def __init__(self, base_url: str, organiser: EveningPage) -> None:
        self.client = httpx.Client(base_url=base_url, timeout=10)
        self.organiser = organiser

    def event(self) -> dict[str, Any]:
        answer = self.client.get(f"/api/gatherings/{self.organiser.gathering_id}/event")
        assert answer.status_code == 200, answer.text
        result: dict[str, Any] = answer.json()
        return result

    def table(self, table: dict[str, Any]) -> TableGame:
        """A table of the latest round, as its phones would play it."""
        return TableGame(
            self.client,
            {
                "game": table["game"],
                "write_token": self.organiser.write_token(table["game"]),
                "players": table["sides"],
                "entrants": table["entrants"],
            },
        )

    def play_round(self, winners: list[tuple[int, ...]]) -> dict[str, Any]:
        """Each table of the latest round plays its match: game by game, who wins."""
        latest = self.event()["rounds"][-1]
        for table, games in zip(latest["tables"], winners, strict=False):
            self.table(table).play_match(*games)
        return latest

    def close(self) -> None:
        self.client.close()
