"""The round clock pushed to every table: the organiser starts, pauses, resumes or extends
the round, and time is called, and every table's page shows it within a second, without
waiting for its own look at the clock (time stands still on every device here: a page
that polls never would).

Each change is timed from the organiser's request to the moment each page shows it (the
pages are looked at every 20 ms), and must take under a second, as issue 11 asks.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import Any

from playwright.sync_api import BrowserContext, Page, expect
from tests.browser.conftest import MINUTE_MS
from tests.browser.rounds import ApiOrganiser, Hall
from tests.browser.table import Table

DUEL = {"mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}
WITHIN_S = 1.0  # issue 11: "a pause reaching a second table's page within a second"
LOOK_EVERY_MS = 20
# The clock strip shows what a change should bring: the text (and not what it replaced),
# and the digits.
SHOWS = """([says, gone, digits]) => {
  const label = document.getElementById('clock-label').textContent;
  const shown = document.getElementById('clock-time').textContent;
  return label.includes(says) && !(gone && label.includes(gone)) && shown === digits;
}"""


def seconds_to_reach(
    tables: list[Table],
    change: Callable[[], Any],
    says: str,
    digits: str,
    gone: str | None = None,
) -> list[float]:
    """Make the change, and time it from the request to each table's clock strip."""
    started = time.monotonic()
    change()
    took = []
    for table in tables:
        table.page.wait_for_function(
            SHOWS, arg=[says, gone, digits], polling=LOOK_EVERY_MS, timeout=5_000
        )
        took.append(round(time.monotonic() - started, 3))
    return took


def test_a_pause_resume_extension_and_time_reach_every_table_page_within_a_second(
    phone: Page, new_context: BrowserContext, hall: Hall, organiser: ApiOrganiser
) -> None:
    page = phone
    first_id, first_token = organiser.table("Table 5", DUEL)
    second_id, second_token = organiser.table("Table 6", DUEL)
    first = Table(hall.device(page))
    first.open(first_id, first_token)
    second = Table(hall.device(new_context().new_page()))
    second.open(second_id, second_token)
    both = [first, second]
    for table in both:
        table.tap("Start: Ann")
    expect(first.clock_says).to_have_text("Table 5 · No round clock yet")

    took = {
        "start": seconds_to_reach(
            both, lambda: organiser.start_round(minutes=30), "Round 1 · Swiss", "30:00"
        )
    }
    hall.let_pass(10)
    took["pause"] = seconds_to_reach(
        both, lambda: organiser.post("rounds/1/pause"), "Paused by the organiser", "20:00"
    )
    hall.let_pass(5)  # a dispute on the floor: every clock waits
    took["resume"] = seconds_to_reach(
        both, lambda: organiser.post("rounds/1/resume"), "Round 1 · Swiss", "20:00", "Paused"
    )
    took["extension"] = seconds_to_reach(
        [second],
        lambda: organiser.post(
            "rounds/1/extensions", {"game": second_id, "minutes": 3, "reason": "judge call"}
        ),
        "+3 minutes extension",
        "23:00",
    )
    expect(first.clock).to_have_text("20:00")
    expect(first.clock_says).to_have_text("Table 5 · Round 1 · Swiss")

    # Time on the server only: the phones' own clocks still show 20:00 and 23:00 left, so
    # only the push can tell them. The organiser's look at the round records it.
    hall.tracker.advance(20)
    took["time"] = seconds_to_reach(
        [first],
        organiser.round,
        "Time: the current turn finishes, then 3 additional turns",
        "Time",
    )
    expect(second.clock).to_have_text("23:00")  # its extension runs on
    expect(first.announcer).to_contain_text("Time is called")
    late = {what: s for what, s in took.items() if max(s) >= WITHIN_S}
    assert late == {}, f"not within {WITHIN_S} s (all: {took})"


def test_at_its_own_zero_a_table_waits_for_the_server_to_call_time(
    page: Page, hall: Hall, organiser: ApiOrganiser
) -> None:
    """The phone's own clock jumps half an hour ahead (somebody changed its settings), so
    its count reaches zero long before the server's, and its look at the clock is lost on
    the way: it says 0:00 and that it waits for the server, not "Time", until the server
    says time is called."""
    game_id, token = organiser.table("Table 8", DUEL)
    table = Table(hall.device(page))
    table.open(game_id, token)
    table.tap("Start: Ann")
    expect(page.locator("#turn-label")).to_have_text("Turn 1 · Ann")
    organiser.start_round(minutes=30)
    expect(table.clock).to_have_text("30:00")
    page.route("**/clock", lambda route: route.abort())
    page.clock.set_system_time((hall.tracker.now_ms + 30 * MINUTE_MS) / 1000)
    page.clock.run_for(1000)  # the page's timers see it
    expect(table.clock).to_have_text("0:00")
    expect(table.clock_says).to_contain_text("Waiting for the server to call time")
    expect(table.clock_says).not_to_contain_text("Time:")
    expect(page.locator("#clock-strip")).not_to_have_class(re.compile(r"\btime\b"))

    hall.tracker.advance(30)
    organiser.round()  # the server's zero: its look at the round records time
    expect(table.clock).to_have_text("Time")
    expect(table.clock_says).to_contain_text(
        "Time: the current turn finishes, then 3 additional turns"
    )
    expect(table.clock_says).not_to_contain_text("Waiting")


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
