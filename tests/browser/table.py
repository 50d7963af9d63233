"""One device at the table, as the tests drive it: what players tap and what they read."""

from __future__ import annotations

import re

from playwright.sync_api import Locator, Page, expect


class Table:
    def __init__(self, page: Page) -> None:
        self.page = page

    # ------------------------------------------------------------ getting there

    def start_game(
        self,
        mode_label: str,
        players: list[str],
        battlefields: list[str],
        *,
        victory_score: int | None = None,
    ) -> str:
        """Fill in the start page's form; the new game's id."""
        page = self.page
        page.goto("/")
        page.locator("#mode").select_option(label=mode_label)
        for seat, name in enumerate(players):
            page.locator("#players input").nth(seat).fill(name)
        for index, name in enumerate(battlefields):
            page.locator("#battlefields input").nth(index).fill(name)
        if victory_score is not None:
            page.get_by_text("House rules and tournament rounds").click()
            page.locator("#victory-score").fill(str(victory_score))
        page.get_by_role("button", name="Start the game").click()
        page.wait_for_url("**/g/*")
        self.wait_for_game()
        return page.url.rsplit("/", 1)[1]

    def open(self, game_id: str, token: str | None = None) -> None:
        """The write link (with the token in its fragment) or the spectator link."""
        self.page.goto(f"/g/{game_id}" + (f"#w={token}" if token else ""))
        self.wait_for_game()

    def wait_for_game(self) -> None:
        expect(self.page.locator(".side").first).to_be_visible()

    # ------------------------------------------------------------ tapping

    def tap(self, name: str) -> None:
        self.page.get_by_role("button", name=name, exact=True).click()

    def confirm_beginning(self, label: str) -> None:
        self.tap(label)
        expect(self.beginning).to_be_hidden()

    # ------------------------------------------------------------ reading

    def score(self, side: str) -> Locator:
        return self.page.locator(".side").filter(has=self.heading(side)).locator(".score")

    def score_of(self, side: str) -> Locator:
        """What the side's score is out of ("of 8"), with a match's game wins."""
        return self.page.locator(".side").filter(has=self.heading(side)).locator(".score-of")

    def expect_scores(self, **scores: int) -> None:
        for side, score in scores.items():
            expect(self.score(side)).to_have_text(str(score))

    def heading(self, name: str) -> Locator:
        return self.page.get_by_role("heading", name=name, exact=True)

    def battlefield(self, name: str) -> Locator:
        return self.page.locator(".battlefield").filter(has=self.heading(name))

    @property
    def said(self) -> Locator:
        """The latest announcement, as the table hears it."""
        return self.page.locator("#announcer .latest")

    def expect_said(self, sentence: str | re.Pattern[str]) -> None:
        expect(self.said).to_have_text(sentence)

    @property
    def announcer(self) -> Locator:
        return self.page.locator("#announcer")

    @property
    def outcome(self) -> Locator:
        return self.page.locator("#outcome")

    @property
    def beginning(self) -> Locator:
        return self.page.locator("#beginning-dialog")

    def beginning_row(self, battlefield: str) -> Locator:
        return self.beginning.locator(".beginning-battlefield").filter(
            has=self.page.locator("strong", has_text=battlefield)
        )

    @property
    def clock(self) -> Locator:
        """The round's countdown ("42:07"), or "Time"."""
        return self.page.locator("#clock-time")

    @property
    def clock_says(self) -> Locator:
        """What the clock strip says beside it: the round, then where time stands."""
        return self.page.locator("#clock-label")

    @property
    def next_game(self) -> Locator:
        return self.page.locator("#next-game")

    def begin_next_game(self, battlefields: list[str], first: str) -> None:
        form = self.page.locator("#next-game-form")
        for index, name in enumerate(battlefields):
            form.get_by_label(f"Battlefield {index + 1}").fill(name)
        form.get_by_label("Goes first").select_option(first)
        self.tap("Begin the next game")

    def end_turn(self) -> None:
        self.tap("More…")
        self.tap("End the turn")

    @property
    def toast(self) -> Locator:
        return self.page.locator("#toast")

    def open_history(self) -> Locator:
        self.page.locator("#history-section summary").click()
        return self.page.locator("#history-list")
