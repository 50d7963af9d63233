"""The organiser's page on every phone, run from more than one device, in two steps.

Four players whose names are as long as the form takes (40 characters, no space to break
at), on a gathering whose name is one such word: at each of the five phones, with the
players registered and the join link shown, round 1 paired and not started, round 1
running, the "Result…" sheet open, the sheets that ask about a new join link and show a
table's QR code, and the standings after the results, nothing is wider than the screen,
no title is cut, and every button of an open sheet can be reached and tapped. The page is
loaded once; the phone's size changes under it.

Two devices of the organiser (the phone that started the gathering, a tablet opened
with the organiser link) show the same join link and the same tables' links and QR codes
(the slips the tablet prints carry them too); a new join link made on the tablet warns
first that the old one stops working, and the phone then shows the new one and says so.

Pairing a round does not start its clock: the organiser prints the slips and seats the
players, then starts it, for the minutes they set, which the page keeps.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
from playwright.sync_api import BrowserContext, Page, expect
from tests.browser import screens
from tests.browser.evening import EveningPage
from tests.browser.rounds import ApiOrganiser, Hall

A_READ = 10 / 60  # minutes: long enough for every page's next read of the server
#: What the organiser's page must never cut: its title, headings, and every name on it.
TITLES = ", ".join(
    [
        "h1",
        ".meta-label",
        "h2",
        "h3",
        ".event-status",
        "#round-detail",
        ".table-entrants",
        ".table-score",
        ".table-wins",
        ".player-row",
        ".result-side span",
        ".group-title",
    ]
)


def fits_every_phone(page: Page, where: str) -> None:
    for size in screens.PHONES.values():
        page.set_viewport_size(size)
        screens.assert_fits(page, where, TITLES)


@pytest.fixture
def gathering(server: str) -> Iterator[ApiOrganiser]:
    """A gathering named with one 40-character word, and four players as long."""
    organiser = ApiOrganiser(server, name=screens.LONG_BATTLEFIELDS[1])
    for name in screens.LONG_NAMES:
        organiser.post("players", {"name": name})
    yield organiser
    organiser.close()


def test_the_organiser_s_page_fits_every_phone_with_the_longest_names(
    page: Page, hall: Hall, gathering: ApiOrganiser
) -> None:
    organiser = EveningPage(hall.device(page))
    page.goto(f"/gathering/{gathering.id}#o={gathering.token}")
    expect(page.locator("#players-list .player-row")).to_have_count(4)
    expect(page.get_by_role("img", name="QR code of the join link")).to_be_visible()
    fits_every_phone(page, "the players registered, the join link shown")
    organiser.tap("Make a new join link…")
    expect(page.locator("#join-dialog")).to_be_visible()
    fits_every_phone(page, "the sheet that asks before a new join link")
    organiser.tap("Cancel")

    organiser.pair("Pair round 1 (Swiss)", 1)
    expect(organiser.round_state).to_have_text("Not started")
    expect(page.locator(".table-card")).to_have_count(2)
    fits_every_phone(page, "round 1 paired, not started")

    organiser.start(1)
    expect(organiser.round_clock).to_have_text("60:00")
    fits_every_phone(page, "round 1 running")
    organiser.tap("QR code of Table 1's link")
    expect(page.locator("#qr-dialog")).to_be_visible()
    fits_every_phone(page, "a table's QR code")
    page.locator("#qr-close").click()

    for label in ("Table 1", "Table 2"):
        organiser.tap(f"Result of {label}, by hand")
        sheet = page.locator("#result-dialog")
        expect(sheet).to_be_visible()
        fits_every_phone(page, f"the Result… sheet of {label}")
        sheet.locator("input[name=wins]").first.fill("2")
        organiser.tap("Record the result")  # tapped where it stands on the last phone
        expect(sheet).to_be_hidden()
    expect(page.locator(".table-card.outstanding")).to_have_count(0)
    standings = page.locator("#standings tbody tr")
    expect(standings).to_have_count(4)
    expect(standings.first.locator("td").nth(2)).to_have_text("3")
    fits_every_phone(page, "the standings")


def organiser_link(page: Page) -> str:
    link = page.locator("#organiser-link").input_value()
    assert "#o=" in link, link
    return link


def test_two_organiser_devices_show_the_same_join_link_and_table_codes(
    page: Page, new_context: Callable[..., BrowserContext], hall: Hall, server: str
) -> None:
    phone = EveningPage(hall.device(page))
    gathering_id = phone.start_gathering("Friday at the Lair")
    link = organiser_link(page)
    token = link.rsplit("#o=", 1)[1]
    with httpx.Client(base_url=server) as http:
        for name in ("Ann", "Ben", "Cat", "Dan"):
            http.post(
                f"/api/gatherings/{gathering_id}/players",
                json={"name": name},
                headers={"Authorization": f"Bearer {token}"},
            )
    tablet_page = hall.device(new_context().new_page())
    tablet_page.set_viewport_size(screens.PHONES["412x915"])
    tablet = EveningPage(tablet_page)
    tablet_page.goto(link)
    hall.let_pass(A_READ)
    expect(tablet_page.locator("#players-list .player-row")).to_have_count(4)
    join_link = phone.join_link()
    expect(tablet_page.locator("#join-link")).to_have_value(join_link)
    expect(tablet_page.get_by_role("img", name="QR code of the join link")).to_have_attribute(
        "src", re.compile(r"^blob:")
    )

    # The phone pairs round 1; the tablet shows the same links to its tables.
    phone.pair("Pair round 1 (Swiss)", 1)
    hall.let_pass(A_READ)
    for device in (phone, tablet):
        expect(device.page.locator(".table-card")).to_have_count(2)
    table_links = {}
    for label in ("Table 1", "Table 2"):
        shown = []
        for device in (phone, tablet):
            device.tap(f"QR code of {label}'s link")
            expect(device.page.locator("#table-qr")).to_have_attribute("src", re.compile(r"^blob:"))
            shown.append(device.page.locator("#table-link").input_value())
            device.page.locator("#qr-close").click()
        assert shown[0] == shown[1] and "#w=" in shown[0], shown
        table_links[label] = shown[0]

    # The slips the tablet prints carry each table's code: the same links.
    encoded: list[str] = []
    tablet_page.on(
        "request",
        lambda request: (
            encoded.append(request.post_data_json["text"])
            if request.url.endswith("/qr.svg")
            else None
        ),
    )
    tablet.tap("Print result slips")
    tablet_page.emulate_media(media="print")
    codes = tablet_page.locator("#print-slips img.slip-qr")
    expect(codes).to_have_count(2)
    for code in codes.all():
        expect(code).to_be_visible()
        expect(code).to_have_attribute("src", re.compile(r"^blob:"))
    assert sorted(encoded) == sorted(table_links.values())
    tablet_page.emulate_media(media="screen")

    # The tablet makes a new join link: it warns first; then the phone shows the new one.
    tablet.tap("Make a new join link…")
    sheet = tablet_page.locator("#join-dialog")
    expect(sheet).to_contain_text("The old link and QR code stop working")
    tablet.tap("Make the new link")
    expect(sheet).to_be_hidden()
    expect(tablet_page.locator("#join-link")).not_to_have_value(join_link)
    new_link = tablet.join_link()
    hall.let_pass(A_READ)
    expect(page.locator("#join-link")).to_have_value(new_link)
    expect(page.locator("#toast")).to_contain_text(
        "Another organiser device made a new join link: the old link and QR code no longer work."
    )
    with httpx.Client(base_url=server) as http:
        for old_or_new, status in ((join_link, 403), (new_link, 201)):
            answer = http.post(
                f"/api/gatherings/{gathering_id}/players",
                json={"name": f"Eve {status}"},
                headers={"Authorization": f"Bearer {old_or_new.rsplit('#j=', 1)[1]}"},
            )
            assert answer.status_code == status, answer.text


def test_pairing_does_not_start_the_clock_and_starting_does_for_the_organiser_s_minutes(
    page: Page, hall: Hall, organiser: ApiOrganiser, server: str
) -> None:
    for name in ("Ann", "Ben", "Cat", "Dan"):
        organiser.post("players", {"name": name})
    gathering = EveningPage(hall.device(page))
    page.goto(f"/gathering/{organiser.id}#o={organiser.token}")
    minutes = page.get_by_label("Minutes a round")
    expect(minutes).to_have_value("60")
    minutes.fill("45")
    minutes.press("Tab")  # the organiser moves on: the page keeps their value
    organiser.post("players", {"name": "Eve"})  # a late registration: seen at the next read
    hall.let_pass(A_READ)
    expect(page.locator("#players-list .player-row")).to_have_count(5)
    expect(minutes).to_have_value("45")

    gathering.pair("Pair round 1 (Swiss)", 1)
    hall.let_pass(5)  # slips printed, players seated: no clock ran meanwhile
    expect(gathering.round_state).to_have_text("Not started")
    expect(gathering.round_clock).to_be_hidden()
    expect(page.locator(".table-clock")).to_have_count(0)
    event: dict[str, Any] = organiser.client.get(f"{organiser.url}/event").json()
    assert (event["clock"], event["rounds"][0]["started"]) == (None, False)
    expect(minutes).to_have_value("45")

    gathering.start(1)
    expect(gathering.round_clock).to_have_text("45:00")
    expect(gathering.round_state).to_have_text("Running")
    expect(gathering.table_clock("Table 1")).to_have_text("45:00 left")
    expect(page.get_by_role("button", name="Start round 1")).to_be_hidden()
    hall.let_pass(5)
    expect(gathering.round_clock).to_have_text("40:00")
    page.reload()
    expect(page.get_by_label("Minutes a round")).to_have_value("45")
