"""A whole evening through the pages, in Chromium: seven players (four registered by the
organiser, three from their own phones with the join link), three Swiss rounds, a drop,
a result recorded by hand, a top 4 played to its champion; the organiser's page, the
projector and a player's page followed all along.

The tables' own play goes through the API with the write tokens the organiser's device
received when it paired the round; everything on screen is checked against what the
server answers. Time stands still until the test lets it pass (`Hall`), so the pages'
own reads (every few seconds) happen when the test says.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import httpx
import pytest
from playwright.sync_api import BrowserContext, Page, expect
from tests.browser.evening import EveningPage, Floor, join
from tests.browser.rounds import Hall

A_READ = 10 / 60  # minutes: long enough for every page's next read of the server
WALL = {"width": 1600, "height": 900}


@pytest.fixture
def floor(server: str, page: Page, hall: Hall) -> Iterator[Floor]:
    organiser = EveningPage(hall.device(page))
    tables = Floor(server, organiser)
    yield tables
    tables.close()


def standings_names(floor: Floor) -> list[str]:
    """The standings' names as the server ranks them, marked as the page marks a drop,
    with the legends their players registered after them."""
    return [
        line["player"]
        + (" (dropped)" if line["dropped"] else "")
        + (f" ({', '.join(line['legends'].values())})" if line.get("legends") else "")
        for line in floor.event()["standings"]["standings"]
    ]


def test_an_evening_through_the_pages(
    page: Page, new_context: BrowserContext, hall: Hall, floor: Floor
) -> None:
    organiser = floor.organiser
    organiser.start_gathering("Friday at the Lair")
    for name in ("Ann", "Ben", "Cat", "Dan"):
        organiser.register(name, legend="Viktor" if name == "Ben" else None)
    link = organiser.join_link()
    expect(page.get_by_role("img", name="QR code of the join link")).to_have_attribute(
        "src", re.compile(r"^blob:")
    )
    phones = {}
    for name, legend in (("Eve", "Jinx"), ("Fay", None), ("Gus", None)):
        phone = hall.device(new_context().new_page())
        phones[name] = (phone, join(phone, link, name, legend))
    hall.let_pass(A_READ)
    expect(page.locator("#players-list .player-row")).to_have_count(7)
    gathering = link.split("/gathering/", 1)[1].split("/", 1)[0]
    registered = httpx.get(f"{hall.tracker.url}/api/gatherings/{gathering}/players").json()
    legends = {p["name"]: p.get("legends") for p in registered["players"]}
    assert legends["Eve"] == {"Eve": "Jinx"} and legends["Fay"] is None  # optional
    expect(organiser.player("Gus")).to_contain_text("registered with the join link")

    # Round 1: three tables and a bye, each table outstanding until its result is in. Its
    # clock starts once the players are seated.
    organiser.pair("Pair round 1 (Swiss)", 1)
    expect(page.locator(".table-card")).to_have_count(3)
    expect(page.locator(".table-card.outstanding")).to_have_count(3)
    expect(organiser.round_state).to_have_text("Not started")
    organiser.start(1)
    expect(organiser.round_clock).to_have_text("60:00")
    round_1 = floor.event()["rounds"][0]
    (bye,) = round_1["byes"]
    for table in round_1["tables"]:
        names = " v ".join(e["name"] for e in table["entrants"])
        expect(organiser.table(table["label"]).locator(".table-entrants")).to_have_text(names)

    # The projector: pairings by player name, the round's clock, in large type.
    wall = hall.device(new_context().new_page())
    wall.set_viewport_size(WALL)
    wall.goto(f"/gathering/{organiser.gathering_id}/projector")
    expect(wall.locator("#projector-round")).to_have_text("Round 1 · Swiss · 3 tables")
    expect(wall.get_by_role("timer")).to_have_text("60:00")
    lines = wall.locator(".pairings-by-name li")
    expect(lines).to_have_count(7)
    expect(lines.filter(has_text=bye["name"])).to_contain_text("Bye")
    first_table = round_1["tables"][0]
    seat = first_table["entrants"][0]["name"]
    expect(lines.filter(has=wall.get_by_text(seat, exact=True))).to_contain_text(
        f"Table 1against {first_table['entrants'][1]['name']}"
    )

    # Gus's own page: his table and opponent (or his bye), from his phone.
    hall.let_pass(A_READ)
    gus_phone, gus_id = phones["Gus"]
    gus = floor.client.get(f"/api/gatherings/{organiser.gathering_id}/players/{gus_id}").json()
    if gus["bye"]:
        expect(gus_phone.locator("#my-table-line")).to_have_text("Bye")
    else:
        expect(gus_phone.locator("#my-table-line")).to_have_text(gus["table"]["label"])
        expect(gus_phone.locator("#my-opponents")).to_have_text(
            f"You play {gus['opponents'][0]['name']}"
        )
        expect(gus_phone.get_by_role("timer")).to_have_text("59:50")

    # Two tables play on their phones; the third's result is recorded by hand.
    for table, games in zip(round_1["tables"][:2], [(0, 0), (1, 0, 0)], strict=True):
        floor.table(table).play_match(*games)
    organiser.record_by_hand("Table 3", [0, 2])
    third = round_1["tables"][2]["entrants"]
    expect(organiser.table("Table 3").locator(".table-result")).to_have_text(
        f"{third[1]['name']} wins 2–0 (recorded by the organiser)"
    )
    hall.let_pass(A_READ)
    expect(page.locator(".table-card.outstanding")).to_have_count(0)
    expect(organiser.standings_names()).to_have_text(standings_names(floor))

    # Between rounds, the player with the bye goes home.
    organiser.drop(bye["name"])
    for number in (2, 3):
        organiser.pair(f"Pair round {number} (Swiss)", number)
        organiser.start(number)
        expect(page.locator(".table-card")).to_have_count(3)
        played = floor.play_round([(0, 0), (1, 0, 1), (0, 1, 0)])
        assert bye["id"] not in [e["id"] for t in played["tables"] for e in t["entrants"]]
        hall.let_pass(A_READ)
        expect(page.locator(".table-card.outstanding")).to_have_count(0)
        expect(organiser.standings_names()).to_have_text(standings_names(floor))
    expect(page.locator("#event-status")).to_contain_text("Round 3 · Swiss paired")

    # The top 4, seeded from the standings of those still in.
    seeds = [
        line["player"] for line in floor.event()["standings"]["standings"] if not line["dropped"]
    ][:4]
    page.locator("#cut-size").select_option(label="Top 4")
    organiser.pair("Cut and pair the top cut", 4)
    organiser.start(4)
    semis = floor.event()["rounds"][-1]
    assert [[e["name"] for e in t["entrants"]] for t in semis["tables"]] == [
        [seeds[0], seeds[3]],
        [seeds[1], seeds[2]],
    ]
    bracket = page.locator("#bracket")
    expect(bracket.get_by_role("heading", name="Semi-finals")).to_be_visible()
    expect(bracket.locator(".bracket-match").first).to_contain_text(f"{seeds[0]}seed 1")
    floor.play_round([(0, 0), (1, 1)])  # seeds 1 and 3 go through
    hall.let_pass(A_READ)
    organiser.pair("Pair the top cut's next round", 5)
    organiser.start(5)
    floor.play_round([(1, 0, 1)])  # the final: seed 3 wins 2-1
    hall.let_pass(A_READ)
    expect(bracket.locator(".champion")).to_have_text(f"Champion: {seeds[2]}")
    expect(page.locator("#event-status")).to_have_text(
        "Round 5 · Top cut paired. The top cut is over."
    )
    expect(wall.locator(".champion")).to_have_text(f"Champion: {seeds[2]}")
    expect(wall.get_by_role("heading", name="Standings")).to_be_visible()
    expect(wall.locator("#standings tbody tr")).to_have_count(7)

    # Gus's page keeps his standing up to date.
    gus = floor.client.get(f"/api/gatherings/{organiser.gathering_id}/players/{gus_id}").json()
    rank = gus["standing"]["rank"]
    expect(gus_phone.locator("#standing-summary")).to_contain_text(
        f"of 7 · {gus['standing']['match_points']} point"
    )
    assert rank in range(1, 8)

    # Printing the pairings prints them alone.
    organiser.tap("Print pairings")
    page.emulate_media(media="print")
    expect(page.locator("#print-pairings")).to_be_visible()
    expect(page.locator("#print-pairings h1")).to_have_text(
        "Friday at the Lair: Round 5 · Top cut, pairings"
    )
    expect(page.locator("#gathering")).to_be_hidden()
    page.emulate_media(media="screen")


def test_the_event_pages_run_only_their_own_fingerprinted_scripts(
    server: str, floor: Floor
) -> None:
    with httpx.Client(base_url=server) as http:
        created = http.post("/api/gatherings", json={"name": "Friday"}).json()
        base = f"/gathering/{created['id']}"
        headers = {"Authorization": f"Bearer {created['organiser_token']}"}
        player = http.post(
            f"/api/gatherings/{created['id']}/players", json={"name": "Ann"}, headers=headers
        ).json()
        for path in (base, f"{base}/projector", f"{base}/join", f"{base}/players/{player['id']}"):
            page = http.get(path)
            assert page.status_code == 200, path
            assert "script-src 'self'" in page.headers["content-security-policy"]
            assert "<script>" not in page.text
            assets = re.findall(r'(?:src|href|data-event-module)="(/static/[^"]+)"', page.text)
            assert any(a.startswith("/static/event.js?v=") for a in assets), path
            for asset in assets:
                assert "?v=" in asset
                assert http.get(asset).status_code == 200, asset
        assert http.get(f"{base}/players/nobody").status_code == 404
        assert http.get("/gathering/nowhere/projector").status_code == 404


def test_the_rounds_result_slips_print_each_table_with_its_players_and_qr_code(
    server: str, page: Page, floor: Floor
) -> None:
    organiser = floor.organiser
    organiser.start_gathering("Slips at the Lair")
    for name in ("Ann", "Ben", "Cat", "Dan", "Eve"):
        organiser.register(name)
    organiser.pair("Pair round 1 (Swiss)", 1)
    round_1 = floor.event()["rounds"][0]
    (bye,) = round_1["byes"]
    # Each slip's code is its table's link with the write token this device holds: the
    # QR codes are drawn from what the page asks /qr.svg to encode.
    encoded: list[str] = []
    page.on(
        "request",
        lambda request: (
            encoded.append(request.post_data_json["text"])
            if request.url.endswith("/qr.svg")
            else None
        ),
    )
    slips = page.locator("#print-slips")
    expect(slips).to_be_hidden()  # on screen, nothing of the print areas shows

    organiser.tap("Print result slips")
    page.emulate_media(media="print")
    expect(slips).to_be_visible()
    expect(page.locator("#gathering")).to_be_hidden()
    expect(page.locator("#print-pairings")).to_be_hidden()
    title = "Slips at the Lair: Round 1 · Swiss"
    expect(slips.locator("h1")).to_have_text(f"{title}, result slips")
    expect(slips.locator(".slip")).to_have_count(len(round_1["tables"]))
    for slip, table in zip(slips.locator(".slip").all(), round_1["tables"], strict=True):
        names = [e["name"] for e in table["entrants"]]
        expect(slip.locator("h2")).to_have_text(f"{title} · {table['label']}")
        expect(slip.locator("p")).to_contain_text(" v ".join(names))
        # One line per player to write their games won and sign, then the games drawn.
        expect(slip.locator(".slip-line > span:first-child")).to_have_text([*names, "Games drawn"])
        # The print areas are hidden from assistive technology (the page itself reads
        # out the same), so the code is found by its class, not its role.
        code = slip.locator("img.slip-qr")
        expect(code).to_have_attribute("alt", f"QR code of {table['label']}'s link")
        expect(code).to_be_visible()
        expect(code).to_have_attribute("src", re.compile(r"^blob:"))
        assert code.evaluate("image => image.complete && image.naturalWidth > 0")
    expect(slips).not_to_contain_text(bye["name"])  # the bye plays no table
    assert sorted(encoded) == sorted(
        f"{server}/g/{table['game']}#w={organiser.write_token(table['game'])}"
        for table in round_1["tables"]
    )
    page.emulate_media(media="screen")
    expect(slips).to_be_hidden()
