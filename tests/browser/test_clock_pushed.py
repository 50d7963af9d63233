"""The round clock pushed to every table: the organiser starts, pauses, resumes or extends
the round, and every table's page shows it within a second, without waiting for its own
look at the clock (time stands still on every device here: a page that polls never would).

A change arrives in milliseconds; the tests allow a few seconds' margin for a shared,
loaded machine (a garbage collection alone can hold the server up for 0.4 s there). The
pages' clocks stand still meanwhile, so nothing but the push can bring it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import BrowserContext, Page, expect
from tests.browser.conftest import TrackerServer
from tests.browser.rounds import ApiOrganiser, Hall
from tests.browser.table import Table

DUEL = {"mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}
AT_ONCE_MS = 3000  # see above: about a second, with a margin


@pytest.fixture
def hall(tracker: TrackerServer) -> Hall:
    return Hall(tracker)


@pytest.fixture
def organiser(server: str) -> Iterator[ApiOrganiser]:
    organiser = ApiOrganiser(server)
    yield organiser
    organiser.close()


def test_a_pause_resume_and_extension_reach_every_table_page_within_a_second(
    page: Page, new_context: BrowserContext, hall: Hall, organiser: ApiOrganiser
) -> None:
    first_id, first_token = organiser.table("Table 5", DUEL)
    second_id, second_token = organiser.table("Table 6", DUEL)
    first = Table(hall.device(page))
    first.open(first_id, first_token)
    second = Table(hall.device(new_context().new_page()))
    second.open(second_id, second_token)
    expect(first.clock_says).to_have_text("Table 5 · No round clock yet")

    organiser.start_round(minutes=30)
    for table in (first, second):
        expect(table.clock).to_have_text("30:00", timeout=AT_ONCE_MS)

    hall.let_pass(10)
    organiser.post("rounds/1/pause")
    for table in (first, second):
        expect(table.clock_says).to_contain_text("Paused by the organiser", timeout=AT_ONCE_MS)
        expect(table.clock).to_have_text("20:00")

    hall.let_pass(5)  # a dispute on the floor: every clock waits
    organiser.post("rounds/1/resume")
    for table in (first, second):
        expect(table.clock_says).not_to_contain_text("Paused", timeout=AT_ONCE_MS)
        expect(table.clock).to_have_text("20:00")

    organiser.post("rounds/1/extensions", {"game": second_id, "minutes": 3, "reason": "judge call"})
    expect(second.clock_says).to_have_text(
        "Table 6 · Round 1 · Swiss · +3 minutes extension", timeout=AT_ONCE_MS
    )
    expect(second.clock).to_have_text("23:00")
    expect(first.clock).to_have_text("20:00")
    expect(first.clock_says).to_have_text("Table 5 · Round 1 · Swiss")


def test_with_its_live_stream_down_a_table_still_asks_for_its_clock(
    page: Page, hall: Hall, organiser: ApiOrganiser
) -> None:
    game_id, token = organiser.table("Table 7", DUEL)
    organiser.start_round(minutes=30)
    page.route("**/stream", lambda route: route.abort())  # a proxy that drops the stream
    table = Table(hall.device(page))
    table.open(game_id, token)
    expect(table.clock).to_have_text("30:00")  # the game's view carries the clock
    organiser.post("rounds/1/pause")
    page.clock.fast_forward(12_000)  # the page asks for its clock: no stream brought it
    expect(table.clock_says).to_contain_text("Paused by the organiser")
