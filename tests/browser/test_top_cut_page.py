"""A top 6 on the organiser's page, in Chromium: the page offers the cuts the rules allow
(up to the players left), cuts to a top 6, and draws its bracket of three stages, seeds
1 and 2 through the quarter-finals on byes beside an empty place; the cut is then paired
round by round from the page and played to its champion.

The page works nothing out: the sizes offered are the event's `options`, the stages,
their names and the byes are the bracket the server sends (`riftscore.tournament`).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect
from tests.browser.api_evening import ApiEvening
from tests.browser.evening import EveningPage
from tests.browser.rounds import Hall

A_READ = 10 / 60  # minutes: long enough for every page's next read of the server
PLAYERS = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]


@pytest.fixture
def three_rounds_played(server: str) -> Iterator[ApiEvening]:
    """Eight players, three Swiss rounds paired and played through the API."""
    evening = ApiEvening(server, PLAYERS, "Top six night")
    for _ in range(3):
        evening.paired()
        evening.play_round()
    yield evening
    evening.close()


def test_a_top_6_bracket_gives_seeds_1_and_2_byes_on_the_organisers_page(
    page: Page, hall: Hall, three_rounds_played: ApiEvening
) -> None:
    evening = three_rounds_played
    organiser = EveningPage(hall.device(page))
    page.goto(f"{evening.page()}#o={evening.token}")
    offered = page.locator("#cut-size option")
    expect(offered).to_have_text([f"Top {size}" for size in range(2, 9)])

    seeds = [line["player"] for line in evening.event()["standings"]["standings"]][:6]
    page.locator("#cut-size").select_option(label="Top 6")
    organiser.pair("Cut and pair the top cut", 4)
    organiser.start(4)
    bracket = page.locator("#bracket")
    for name in ("Quarter-finals", "Semi-finals", "Final"):
        expect(bracket.get_by_role("heading", name=name, exact=True)).to_be_visible()
    expect(bracket.locator(".bracket-match")).to_have_count(4 + 2 + 1)
    quarters = bracket.locator(".bracket-stage").first.locator(".bracket-match")
    expect(quarters.nth(0).locator("li")).to_have_text([f"{seeds[0]} (bye)seed 1", "bye"])
    expect(quarters.nth(1).locator("li")).to_have_text([f"{seeds[3]}seed 4", f"{seeds[4]}seed 5"])
    expect(quarters.nth(2).locator("li")).to_have_text([f"{seeds[1]} (bye)seed 2", "bye"])
    expect(quarters.nth(3).locator("li")).to_have_text([f"{seeds[2]}seed 3", f"{seeds[5]}seed 6"])
    # Only the two quarter-finals with two players are tables; the byes sit out.
    expect(page.locator(".table-card")).to_have_count(2)

    evening.play_round()  # seeds 4 and 3 win
    hall.let_pass(A_READ)
    organiser.pair("Pair the top cut's next round", 5)
    organiser.start(5)
    semis = bracket.locator(".bracket-stage").nth(1).locator(".bracket-match")
    expect(semis.nth(0)).to_contain_text(f"{seeds[0]}seed 1")
    expect(semis.nth(0)).to_contain_text(f"{seeds[3]}seed 4")
    expect(semis.nth(1)).to_contain_text(f"{seeds[1]}seed 2")
    expect(semis.nth(1)).to_contain_text(f"{seeds[2]}seed 3")

    evening.play_round()  # seeds 1 and 2 win
    hall.let_pass(A_READ)
    organiser.pair("Pair the top cut's next round", 6)
    organiser.start(6)
    evening.play_round()  # seed 1 wins the final
    hall.let_pass(A_READ)
    expect(bracket.locator(".champion")).to_have_text(f"Champion: {seeds[0]}")
    assert evening.event()["champion"]["name"] == seeds[0]
