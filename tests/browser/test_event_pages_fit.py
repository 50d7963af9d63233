"""The event's public pages fit every screen and phone they are shown on.

The projector, at 1280x720 and 1920x1080, with 9 players and with 100 (four of them with
40-character names): during round 1, between rounds, during the top cut and after the
final, it never scrolls and nothing of it is off the screen or cut, and as its pages turn
(the page's clock moved on) every player's pairing and standing comes by, each page
saying which lines of how many it shows; after the final it names the champion, not a
round that runs. A player's page and the join page, at each phone, with 40-character
names everywhere. The standings on a phone (on the organiser's page and the projector):
rank, name, points and record, the tie-breakers one tap away, nothing to pan sideways.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from tests.browser.api_evening import ApiEvening, names
from tests.browser.rounds import Hall
from tests.browser.screens import PHONES, SCREENS, assert_fits

REFRESH_MS = 5000  # the projector reads the event this often
PLAYER_REFRESH_MS = 8000  # a player's page, its player's evening
PAGE_MS = 12000  # a page of the projector stays this long
WALL_TITLES = "h1, h2, .projector-round, .champion"
PAGED = re.compile(r"^(\w+) (\d+)–(\d+) of (\d+) · page (\d+) of (\d+)$")

# What is on the projector's screen now: each part's heading, the names of its lines,
# and what of it is off the screen, below the part's place or past the document's size.
_SLIDE = """() => {
  const texts = (selector) => [...document.querySelectorAll(selector)].map((e) => e.textContent);
  const width = innerWidth, height = innerHeight, root = document.documentElement;
  const misfits = [];
  if (root.scrollWidth > width) misfits.push(`the page is ${root.scrollWidth} px wide`);
  if (root.scrollHeight > height) misfits.push(`the page is ${root.scrollHeight} px tall`);
  const body = document.getElementById('projector-body');
  if (body.scrollHeight > body.clientHeight + 1 || body.scrollWidth > body.clientWidth + 1)
    misfits.push(`the parts take ${body.scrollWidth}x${body.scrollHeight} px of ${body.clientWidth}x${body.clientHeight}`);
  const place = body.getBoundingClientRect();
  for (const line of body.querySelectorAll('tr, li, h2, h3')) {
    const r = line.getBoundingClientRect();
    if (r.bottom > place.bottom + 0.5 || r.right > place.right + 0.5 || r.left < place.left - 0.5)
      misfits.push(`"${line.textContent.slice(0, 40)}" is at ${Math.round(r.left)},${Math.round(r.bottom)}: off the screen`);
  }
  return {
    headings: texts('#projector-body h2'),
    pairings: texts('#pairings .who'),
    standings: texts('#standings tbody tr:not(.tie-breakers-line) td:nth-child(2)'),
    bracket: texts('#bracket .entrant'),
    misfits,
  };
}"""


@pytest.fixture
def evenings(server: str) -> Iterator[list[ApiEvening]]:
    made: list[ApiEvening] = []
    yield made
    for evening in made:
        evening.close()


def on_screen(wall: Page, size: dict[str, int]) -> None:
    """The projector's screen at this size, once the page has laid itself out for it."""
    wall.set_viewport_size(size)
    wall.wait_for_function(
        "screen => document.getElementById('projector-body').dataset.screen === screen",
        arg=f"{size['width']}x{size['height']}",
    )


def slides(wall: Page, where: str) -> list[dict[str, Any]]:
    """Every page the projector shows, from the one on the screen, turned one by one with
    its clock until that one comes back; each fits the screen."""
    seen: list[dict[str, Any]] = []
    while True:
        slide = wall.evaluate(_SLIDE)
        if seen and slide == seen[0]:
            return seen
        assert slide["misfits"] == [], f"{where}, page {len(seen) + 1}: {slide['misfits']}"
        assert_fits(wall, f"{where}, page {len(seen) + 1}", WALL_TITLES)
        seen.append(slide)
        assert len(seen) <= 20, f"{where}: the pages never come back to the first"
        wall.clock.fast_forward(PAGE_MS)  # each timer due fires once: the page turns


def check_pages(shown: list[dict[str, Any]], part: str, lines: list[str], where: str) -> None:
    """Each line of a part comes by once as the pages turn, in order from its page 1; a
    part on several pages says on each which lines of how many it shows."""
    pages = []  # (the part's heading, its lines) on each page that shows it
    for slide in shown:
        if slide[part]:
            (heading,) = [h for h in slide["headings"] if h.lower().startswith(part)]
            pages.append((heading, slide[part]))
    if len(pages) == 1:
        assert pages[0] == (part.capitalize(), lines), where
        return
    numbered = []
    for heading, names_shown in pages:
        match = PAGED.match(heading)
        assert match, f"{where}: {heading!r}"
        first, last, total, page, of = map(int, match.groups()[1:])
        assert names_shown == lines[first - 1 : last], f"{where}: {heading}"
        assert (total, of) == (len(lines), len(pages)), f"{where}: {heading}"
        numbered.append((page, first, last))
    numbered.sort()
    assert [page for page, _, _ in numbered] == list(range(1, len(pages) + 1)), where
    ranges = [(first, last) for _, first, last in numbered]
    assert [first for first, _ in ranges] == [1] + [last + 1 for _, last in ranges[:-1]], where
    assert ranges[-1][1] == len(lines), where


def standings_names(evening: ApiEvening) -> list[str]:
    return [line["player"] for line in evening.event()["standings"]["standings"]]


def pairings_names(evening: ApiEvening) -> list[str]:
    latest = evening.latest()
    seated = [e["name"] for t in latest["tables"] for e in t["entrants"]]
    return sorted(seated + [e["name"] for e in latest["byes"]], key=str.casefold)


def read_again(wall: Page, says: str) -> None:
    """The projector's next read of the event, which brings `says` to its round line."""
    wall.clock.run_for(REFRESH_MS)
    expect(wall.locator("#projector-round")).to_contain_text(says)


@pytest.mark.parametrize("players", [9, 100])
def test_the_projector_fits_its_screen_all_evening(
    page: Page, hall: Hall, evenings: list[ApiEvening], players: int
) -> None:
    evening = ApiEvening(hall.tracker.url, names(players))
    evenings.append(evening)
    evening.paired()
    wall = hall.device(page)
    wall.goto(f"{evening.page()}/projector")
    expect(wall.locator("#projector-round")).to_contain_text("Round 1 · Swiss")

    # Round 1 is played: where each player sits, and the standings so far.
    for name, size in SCREENS.items():
        on_screen(wall, size)
        where = f"round 1 of {players} players at {name}"
        shown = slides(wall, where)
        check_pages(shown, "pairings", pairings_names(evening), where)
        check_pages(shown, "standings", standings_names(evening), where)

    # Every result is in: the standings, the pairings of a round over gone.
    evening.play_round()
    read_again(wall, "every result is in")
    for name, size in SCREENS.items():
        on_screen(wall, size)
        where = f"after round 1 of {players} players at {name}"
        shown = slides(wall, where)
        assert not any(s["pairings"] for s in shown), where
        check_pages(shown, "standings", standings_names(evening), where)

    # The top 8's quarter-finals: their pairings, the bracket and the standings.
    evening.paired("top", size=8)
    read_again(wall, "Round 2 · Top cut · 4 tables")
    seeds = [e["name"] for e in evening.event()["bracket"]["seeds"]]
    for name, size in SCREENS.items():
        on_screen(wall, size)
        where = f"the quarter-finals of {players} players at {name}"
        shown = slides(wall, where)
        check_pages(shown, "pairings", pairings_names(evening), where)
        (bracket,) = [s["bracket"] for s in shown if s["bracket"]]
        assert sorted(bracket[:8]) == sorted(seeds), where
        check_pages(shown, "standings", standings_names(evening), where)

    # After the final: the champion, and no round running any more.
    evening.to_the_champion()
    read_again(wall, "the event is over")
    champion = evening.event()["champion"]["name"]
    for name, size in SCREENS.items():
        on_screen(wall, size)
        where = f"after the final of {players} players at {name}"
        expect(wall.locator(".champion")).to_have_text(f"Champion: {champion}")
        expect(wall.locator("#projector-clock")).to_be_hidden()
        expect(wall.get_by_text("The round is running")).to_have_count(0)
        shown = slides(wall, where)
        assert not any(s["pairings"] for s in shown), where
        assert any(s["bracket"] for s in shown), where
        check_pages(shown, "standings", standings_names(evening), where)


def fits_every_phone(page: Page, where: str) -> None:
    for name, size in PHONES.items():
        page.set_viewport_size(size)
        assert_fits(page, f"{where} on the {name} phone")


def test_a_player_s_page_and_the_join_page_fit_every_phone(
    page: Page, hall: Hall, evenings: list[ApiEvening]
) -> None:
    """Every name of the evening is 40 characters long, one word; the player who joins
    from their phone too."""
    everyone = names(9, all_long=True)
    evening = ApiEvening(hall.tracker.url, everyone[:8])
    evenings.append(evening)
    phone = hall.device(page)
    phone.goto(f"{evening.page()}/join#j={evening.join_token}")
    expect(phone.get_by_role("button", name="Register")).to_be_enabled()
    fits_every_phone(phone, "the join page")
    phone.get_by_label("Your name").fill(everyone[8])
    fits_every_phone(phone, "the join page with a name typed")
    phone.get_by_role("button", name="Register").click()
    phone.wait_for_url("**/players/*")
    expect(phone.get_by_role("heading", level=1)).to_have_text(everyone[8])
    fits_every_phone(phone, "the player's page before round 1")
    player_page = phone.url

    phone.goto(f"{evening.page()}/join#j={evening.join_token}")
    expect(phone.locator("#joined")).to_contain_text(f"This device registered {everyone[8]}")
    fits_every_phone(phone, "the join page of a device that registered")

    evening.paired(start=False)
    phone.goto(player_page)
    expect(phone.locator("#my-table-line")).to_have_text(re.compile(r"^(Table \d|Bye)"))
    if phone.locator("#my-table-line").text_content() != "Bye":
        # Paired, not started: a seat to take, and no clock yet.
        expect(phone.locator("#my-waiting")).to_contain_text("take your seat")
        expect(phone.locator("#my-clock")).to_be_hidden()
        fits_every_phone(phone, "the player's page in round 1, before it starts")
    evening.started(1)
    phone.clock.run_for(PLAYER_REFRESH_MS)
    expect(phone.locator("#my-waiting")).to_be_hidden()
    fits_every_phone(phone, "the player's page in round 1")
    evening.play_round()
    phone.clock.run_for(PLAYER_REFRESH_MS)
    expect(phone.locator("#standing-summary")).to_contain_text(" of 9 · ")
    fits_every_phone(phone, "the player's page after round 1")

    evening.paired("top", size=8)
    evening.to_the_champion()
    phone.clock.run_for(PLAYER_REFRESH_MS)
    champion = evening.event()["champion"]["name"]
    expect(phone.locator("#my-champion")).to_have_text(f"Champion: {champion}")
    expect(phone.locator("#my-clock")).to_be_hidden()
    fits_every_phone(phone, "the player's page after the final")


def resize(page: Page, size: dict[str, int]) -> None:
    """The phone at this size; the projector, once it has laid itself out for it."""
    if page.url.endswith("/projector"):
        on_screen(page, size)
    else:
        page.set_viewport_size(size)


def tie_breakers(line: dict[str, Any]) -> str:
    """A line's tie-breakers as the page writes them (percentages to a tenth)."""
    shares = " · ".join(f"{key.upper()} {line[key] * 100:.1f}%" for key in ("omw", "gw", "ogw"))
    return f"Byes {line['byes']} · {shares}"


# What of the standings does not fit: wider than the screen, a table wider than its place
# (to scroll sideways), a caption cut.
_STANDINGS_MISFITS = """() => {
  const standings = document.getElementById('standings');
  const found = [];
  const r = standings.getBoundingClientRect();
  if (r.right > innerWidth + 0.5 || r.left < -0.5) found.push(`the standings reach ${r.left}-${r.right}`);
  for (const e of [standings, ...standings.querySelectorAll('*')]) {
    if (e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0)
      found.push(`${e.tagName.toLowerCase()}.${e.className} is ${e.scrollWidth} px wide in ${e.clientWidth}`);
  }
  return found;
}"""

# Of each line of the standings: its cells shown, and how far right the rightmost reaches.
_STANDINGS = """() => [...document.querySelectorAll('#standings tbody tr:not(.tie-breakers-line)')].map((row) => {
  const cells = [...row.cells].filter((c) => c.getClientRects().length > 0);
  return {shown: cells.map((c) => c.textContent), right: Math.max(...cells.map((c) => c.getBoundingClientRect().right))};
})"""


def test_the_standings_on_a_phone_keep_the_tie_breakers_a_tap_away(
    page: Page, evenings: list[ApiEvening], server: str
) -> None:
    evening = ApiEvening(server, names(9, all_long=True))
    evenings.append(evening)
    evening.paired()
    evening.play_round()
    lines = evening.event()["standings"]["standings"]
    record = [
        [
            str(n["rank"]),
            n["player"],
            str(n["match_points"]),
            f"{n['won']}–{n['drawn']}–{n['lost']}",
        ]
        for n in lines
    ]
    for where, address in (
        ("the organiser's page", f"{evening.page()}#o={evening.token}"),
        ("the projector", f"{evening.page()}/projector"),
    ):
        page.goto(address)
        toggle = page.get_by_role("button", name="Show tie-breakers")
        expect(toggle).to_have_attribute("aria-pressed", "false")
        for name, size in PHONES.items():
            resize(page, size)
            assert page.evaluate(_STANDINGS_MISFITS) == [], f"{where} at {name}"
            if where == "the projector":  # the organiser's page is another test's
                assert_fits(page, f"{where} on the {name} phone", "h1, h2, caption")
            rows = page.evaluate(_STANDINGS)
            assert [row["shown"] for row in rows] == record, f"{where} at {name}"
            assert max(row["right"] for row in rows) <= size["width"], f"{where} at {name}"
            expect(page.locator("#standings .tie-breakers-line")).to_have_count(0)

        toggle.click()
        expect(toggle).to_have_attribute("aria-pressed", "true")
        shown = page.locator("#standings .tie-breakers-line td:nth-child(2)")
        expect(shown).to_have_text([tie_breakers(line) for line in lines])
        for name, size in PHONES.items():
            resize(page, size)
            assert page.evaluate(_STANDINGS_MISFITS) == [], f"{where} at {name}, tie-breakers"
            if where == "the projector":
                assert_fits(page, f"{where} on the {name} phone, tie-breakers", "h1, h2, caption")
            for line in shown.all():
                box = line.bounding_box()
                assert box and box["x"] + box["width"] <= size["width"], f"{where} at {name}"
        toggle.click()
        expect(toggle).to_have_attribute("aria-pressed", "false")
        expect(shown).to_have_count(0)
