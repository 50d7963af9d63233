"""Timed rounds in the browser: an organiser runs a round from the gathering page, and the
tables of the round play on to time and through the end-of-round procedure.

Time stands still until a test lets minutes pass (`Hall.let_pass`): the server's clock and
every device's clock move on together, so a countdown reads exactly ("40:00") and nobody
waits for a round to run out. The pages count down from the server's time, which the
devices whose clocks are set wrong show.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable

import httpx
from playwright.sync_api import BrowserContext, Page, Route, expect
from tests.browser.conftest import MINUTE_MS, TrackerServer
from tests.browser.rounds import MATCH, ApiOrganiser, Hall, OrganiserPage
from tests.browser.table import Table

DUEL = {"mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}


def test_an_organiser_runs_a_timed_round_from_the_gathering_page(
    page: Page, new_context: BrowserContext, hall: Hall, server: str
) -> None:
    organiser = OrganiserPage(hall.device(page))
    gathering_id = organiser.start_gathering("Friday at the Lair")
    organiser.add_table("Table 1", "Match (1v1, best of three)", ["Ann", "Ben"], ["Grove", "Ruins"])
    organiser.add_table("Table 2", "Duel (1v1)", ["Cid", "Dee"], ["Peak", "Shore"])
    expect(organiser.table("Table 1")).to_contain_text("Game wins: Ann 0 – Ben 0")
    # What each type of round does at time, as the server says the rules core applies it.
    procedures = httpx.get(f"{server}/api/gatherings/{gathering_id}").json()["procedures"]
    hint = page.locator("#round-type-hint")
    for round_type in ("single_elimination", "swiss"):
        page.locator("#round-type").select_option(round_type)
        expect(hint).to_have_text(
            f"{procedures[round_type]['text']} Tables added here are for this type of round."
        )

    page.locator("#round-minutes").fill("50")
    organiser.tap("Start round 1: 2 tables, 50 min, Swiss")
    expect(organiser.round_clock).to_have_text("50:00")
    expect(organiser.round_state).to_have_text("Running")
    expect(organiser.table_clock("Table 1")).to_have_text("50:00 left")
    expect(organiser.table_clock("Table 2")).to_have_text("50:00 left")

    hall.let_pass(10)
    expect(organiser.round_clock).to_have_text("40:00")
    organiser.tap("Pause the round")
    expect(organiser.round_state).to_have_text("Paused")
    hall.let_pass(5)  # a dispute on the floor: every clock waits
    expect(organiser.round_clock).to_have_text("40:00")
    expect(organiser.table_clock("Table 2")).to_have_text("Paused · 40:00 left")
    organiser.tap("Resume the round")
    expect(organiser.round_state).to_have_text("Running")

    organiser.tap("Extension for Table 2")
    sheet = page.locator("#extension-dialog")
    sheet.get_by_label("Minutes").fill("90")
    organiser.tap("Give the extension")
    expect(sheet.locator("#extension-error")).to_have_text(
        '"minutes" must be a whole number from 1 to 60'
    )
    organiser.tap("Cancel")
    organiser.give_extension("Table 2", 3, "a judge call of four minutes")
    expect(organiser.table_clock("Table 2")).to_have_text("43:00 left")
    expect(organiser.table("Table 2")).to_contain_text("Extension: +3 minutes")
    expect(organiser.table_clock("Table 1")).to_have_text("40:00 left")

    # A spectator's phone, its clock five minutes slow, shows the server's time all the same.
    spectator = OrganiserPage(hall.device(new_context().new_page(), minutes_wrong=-5))
    spectator.page.goto(f"/gathering/{gathering_id}")
    expect(spectator.round_clock).to_have_text("40:00")
    expect(spectator.page.get_by_text("Spectator view")).to_be_visible()
    expect(spectator.page.locator("#pause-button")).to_be_hidden()
    expect(spectator.page.locator("#setup-panel")).to_be_hidden()
    expect(spectator.table("Table 2").get_by_role("button")).to_have_count(0)

    hall.let_pass(40)
    expect(organiser.round_clock).to_have_text("Time")
    expect(organiser.round_state).to_have_text("Time")
    expect(organiser.page.locator("#round-detail")).to_contain_text("1 table still on an extension")
    # Reading the round at zero recorded time at Table 1: its first turns are now additional.
    expect(organiser.table_clock("Table 1")).to_have_text("Time")
    expect(organiser.table("Table 1")).to_contain_text(
        "Time: this game's first 3 turns are additional"
    )
    expect(organiser.table_clock("Table 2")).to_have_text("3:00 left")
    expect(spectator.table_clock("Table 2")).to_have_text("3:00 left")

    # Table 2 plays on its extension to a result, on the link the organiser handed out.
    organiser.tap("QR code of Table 2's link")
    qr = page.locator("#qr-dialog")
    link = organiser.table("Table 2").get_by_role(
        "link", name="Open the table: Table 2 (can record)"
    )
    game_id, token = link.get_attribute("href").removeprefix("/g/").split("#w=")
    expect(qr.get_by_label("The table's link (can record)")).to_have_value(
        f"{server}/g/{game_id}#w={token}"
    )
    expect(qr.get_by_role("img")).to_have_attribute("src", re.compile(r"^blob:"))
    organiser.tap("Close")
    with httpx.Client(base_url=server) as client:
        for action in (
            {"do": "turn", "player": "Cid"},
            {"do": "gain", "player": "Cid", "points": 8, "source": "Overwhelming Tide"},
        ):
            answer = client.post(
                f"/api/games/{game_id}/actions",
                json=action,
                headers={"Authorization": f"Bearer {token}"},
            )
            assert answer.status_code == 200, answer.text
        hall.let_pass(5 / 60)  # the next refresh of the organiser's page
        expect(organiser.table("Table 2").locator(".table-result")).to_have_text(
            "Cid wins the game"
        )
        expect(organiser.table("Table 2").locator(".table-score .points")).to_have_text(["8", "0"])
        expect(page.get_by_role("button", name="Extension for Table 2")).to_have_count(0)

        csv_link = page.get_by_role("link", name="Results (CSV)")
        expect(csv_link).to_have_attribute("href", f"/api/gatherings/{gathering_id}/results.csv")
        expect(page.get_by_role("link", name="Results (JSON)")).to_have_attribute(
            "href", f"/api/gatherings/{gathering_id}/results.json"
        )
        rows = list(csv.DictReader(io.StringIO(client.get(csv_link.get_attribute("href")).text)))
    by_table = {row["table"]: row for row in rows}
    assert by_table["Table 2"]["winners"] == "Cid"
    assert (by_table["Table 2"]["score_1"], by_table["Table 2"]["score_2"]) == ("8", "0")
    assert by_table["Table 1"]["result"] == "ongoing"

    # Round 2: an hour of single elimination by default; round 1 stays a tap away.
    page.locator("#setup-panel > summary").click()
    page.locator("#round-type").select_option(label="Single elimination")
    page.locator("#round-minutes").fill("60")
    organiser.add_table("Table 3", "Duel (1v1)", ["Eve", "Fay"], ["Dunes", "Falls"])
    organiser.tap("Start round 2: 1 table, 60 min, Single elimination")
    expect(organiser.round_clock).to_have_text("60:00")
    expect(page.locator("#round-title")).to_have_text("Round 2 · Single elimination")
    expect(page.locator(".table-card")).to_have_count(1)
    organiser.tap("Round 1")
    expect(page.locator("#round-title")).to_have_text("Round 1 · Swiss")
    expect(organiser.table("Table 2").locator(".table-result")).to_have_text("Cid wins the game")


def test_at_its_own_zero_the_organiser_s_page_waits_for_the_server_to_call_time(
    page: Page, hall: Hall, organiser: ApiOrganiser
) -> None:
    """The organiser's phone jumps half an hour ahead (somebody changed its settings), so
    its count reaches zero long before the server's, and its look at the round is lost on
    the way: the round and its table say 0:00 and that they wait for the server, not
    "Time". The next look brings the server's time back; once the server's clock reaches
    zero, its answer says time is called."""
    organiser.table("Table 1", DUEL)
    organiser.start_round(minutes=30)
    gathering = OrganiserPage(hall.device(page))
    page.goto(f"/gathering/{organiser.id}#o={organiser.token}")
    expect(gathering.round_clock).to_have_text("30:00")
    expect(gathering.table_clock("Table 1")).to_have_text("30:00 left")
    said = page.locator("#round-said")
    expect(said).to_have_text("Round 1: running, 30:00 left")

    page.route("**/rounds/1", lambda route: route.abort())
    page.clock.set_system_time((hall.tracker.now_ms + 30 * MINUTE_MS) / 1000)
    page.clock.run_for(1000)  # the page's timers see it
    expect(gathering.round_clock).to_have_text("0:00")
    expect(gathering.round_state).to_have_text("Waiting")
    expect(page.locator("#round-detail")).to_contain_text(
        "0:00 on this device: waiting for the server to call time"
    )
    expect(said).to_have_text("Round 1: 0:00, waiting for the server to call time")
    expect(gathering.table_clock("Table 1")).to_have_text(
        "0:00 · waiting for the server to call time"
    )
    expect(gathering.table_clock("Table 1")).to_have_class(re.compile(r"\bwaiting\b"))
    expect(page.get_by_text("Time", exact=True)).to_have_count(0)

    page.unroute("**/rounds/1")
    page.clock.run_for(5000)  # the page looks again: the server's round has 30 minutes left
    # (the answer may arrive while run_for still moves the clock, which then counts down)
    expect(gathering.round_clock).to_have_text(re.compile(r"^(30:00|29:5[5-9])$"))
    expect(gathering.round_state).to_have_text("Running")
    expect(gathering.table_clock("Table 1")).to_have_text(re.compile(r"^(30:00|29:5[5-9]) left$"))

    hall.tracker.advance(30)  # the server's zero; the phone's clock stays where it was
    page.clock.run_for(5000)  # its next look records time, and the answer says so
    expect(gathering.round_clock).to_have_text("Time")
    expect(gathering.round_state).to_have_text("Time")
    expect(gathering.table_clock("Table 1")).to_have_text("Time")
    expect(said).to_have_text("Round 1: time is called")
    expect(page.locator("#round-detail")).not_to_contain_text("waiting")


def test_at_their_own_zero_the_player_s_page_and_the_projector_wait_for_the_server(
    page: Page, new_context: Callable[..., BrowserContext], hall: Hall, organiser: ApiOrganiser
) -> None:
    """Ann's phone and the projector's computer jump half an hour ahead, and their looks
    at the event are lost on the way: at their own zero they say 0:00 and that they wait
    for the server, not "Time" or "Time is called". The next look brings the server's
    30:00 back; once the server's clock reaches zero, its answer says time is called."""
    ann = organiser.post("players", {"name": "Ann"})["id"]
    organiser.post("players", {"name": "Ben"})
    organiser.post("rounds", {"pairings": "swiss", "minutes": 30})
    organiser.post("rounds/1/start")
    phone = hall.device(page)
    phone.goto(f"/gathering/{organiser.id}/players/{ann}")
    wall = hall.device(new_context().new_page())
    wall.goto(f"/gathering/{organiser.id}/projector")
    screens = ((phone, phone.locator("#my-clock")), (wall, wall.locator("#projector-clock")))
    for screen, clock in screens:
        expect(clock).to_have_text("30:00")
        expect(screen.locator("#clock-news")).to_have_text("Round 1: The round is running.")

    lost: list[str] = []  # the looks at the event lost on the way

    def lose(route: Route) -> None:
        lost.append(route.request.url)
        route.abort()

    for screen, _ in screens:
        screen.route("**/api/gatherings/**", lose)
        screen.clock.set_system_time((hall.tracker.now_ms + 30 * MINUTE_MS) / 1000)
        screen.clock.run_for(1000)  # the page's timers see it
    for screen, clock in screens:
        expect(clock).to_have_text("0:00")
        expect(clock).to_have_class(re.compile(r"\bwaiting\b"))
        expect(screen.locator("#clock-news")).to_have_text(
            "0:00 on this device: waiting for the server to call time."
        )
        expect(screen.get_by_text(re.compile(r"^Time( is called\.)?$"))).to_have_count(0)
        # It looked at once at its zero (its next regular look is seconds away): lost.
        expect(screen.locator("#status-line")).to_have_text(
            "Cannot reach the server: what shows may be out of date."
        )
    assert sorted(url.rsplit("/", 1)[1] for url in lost) == sorted([ann, "event"])

    for screen, _ in screens:
        screen.unroute("**/api/gatherings/**")
        screen.clock.run_for(8000)  # the page looks again: the server has 30 minutes left
    for screen, clock in screens:
        # The answer may arrive while run_for is still moving the device's clock, which
        # then counts down from it: the server's 30:00 less at most the 8 s just run.
        expect(clock).to_have_text(re.compile(r"^(30:00|29:5[2-9])$"))
        expect(clock).not_to_have_class(re.compile(r"\bwaiting\b"))
        expect(screen.locator("#clock-news")).to_have_text("The round is running.")

    hall.tracker.advance(30)  # the server's zero; the devices' clocks stay where they were
    for screen, _ in screens:
        screen.clock.run_for(8000)  # the next look finds time called, and says so
    for screen, clock in screens:
        expect(clock).to_have_text("Time")
        expect(clock).to_have_class(re.compile(r"\bstate-expired\b"))
        expect(screen.locator("#clock-news")).to_have_text("Time is called.")


def test_a_timed_match_from_its_first_turn_to_the_result(
    page: Page, hall: Hall, organiser: ApiOrganiser
) -> None:
    game_id, token = organiser.table(
        "Table 7",
        {**MATCH, "round": "single_elimination", "start": {"scores": {"Ann": 7}}},
    )
    organiser.start_round(minutes=50, type="single_elimination")
    table = Table(hall.device(page, minutes_wrong=7))  # the table's phone is seven minutes fast
    table.open(game_id, token)
    expect(table.clock).to_have_text("50:00")
    expect(table.clock_says).to_have_text("Table 7 · Round 1 · Single elimination")

    # Game 1: Ann, on 7, takes her eighth point.
    table.tap("Start: Ann")
    table.tap("+1 card: Ann")
    table.expect_said("Ann wins the game")
    expect(table.outcome).to_contain_text("Ann wins")
    expect(table.outcome).to_contain_text("game 1")
    expect(table.score("Ann").locator("xpath=..")).to_contain_text("1 game win")

    # Game 2: the battlefields of game 1 are set aside; Ben lost, so Ben chooses.
    expect(table.next_game).to_contain_text("Game 2 of the match")
    expect(table.next_game).to_contain_text(
        "Set aside for the rest of the match (used in a game somebody won): Grove and Ruins"
    )
    expect(table.next_game).to_contain_text("Ben lost game 1, so Ben chooses who goes first.")
    expect(page.locator("#next-game-first")).to_have_value("Ben")
    table.begin_next_game(["Grove", "Vault"], "Ben")
    expect(page.locator("#next-game-error")).to_have_text(
        "Grove is set aside for the rest of the match (used in a game somebody won): "
        "choose another battlefield."
    )
    expect(page.get_by_label("Battlefield 1")).to_have_attribute("aria-invalid", "true")
    assert organiser.round()["tables"][0]["version"] == 2  # nothing was sent
    table.begin_next_game(["Mill", "Vault"], "Ben")
    table.expect_said("Game 2 on Mill and Vault: Ben goes first")
    table.expect_scores(Ann=0, Ben=0)
    expect(page.locator("#meta-label")).to_contain_text("game 2 · game wins: Ann 1 – Ben 0")

    table.tap("Start: Ben")
    table.tap("Ben conquers Mill")
    table.tap("Next turn: Ann")
    table.tap("Ann conquers Vault")
    table.expect_scores(Ann=1, Ben=1)
    hall.let_pass(10)
    page.reload()  # a phone locked and reopened mid-round: the same time left
    expect(table.clock).to_have_text("40:00")
    table.tap("Next turn: Ben")
    table.confirm_beginning("Confirm: score 1 hold, start the turn")
    table.tap("Ben conquers Vault")
    table.expect_scores(Ann=1, Ben=3)

    # Zero, in the middle of Ben's turn: the page says so, and the server records time.
    hall.let_pass(40)
    expect(table.clock).to_have_text("Time")
    expect(table.clock_says).to_contain_text(
        "Time: the current turn finishes, then 3 additional turns"
    )
    table.expect_said("Time is called: the turn in progress finishes, then 3 additional turns")
    expect(page.locator("#time-button")).to_be_hidden()  # the clock calls time, not a tap

    table.tap("Next turn: Ann")
    expect(table.clock_says).to_contain_text("Time: additional turn 1 of 3")
    table.tap("Ann conquers Mill")
    table.tap("Next turn: Ben")
    table.confirm_beginning("Confirm: score 1 hold, start the turn")
    expect(table.clock_says).to_contain_text("Time: additional turn 2 of 3")
    table.tap("Next turn: Ann")
    table.confirm_beginning("Confirm: score 1 hold, start the turn")
    expect(table.clock_says).to_contain_text("Time: additional turn 3 of 3")
    table.expect_scores(Ann=3, Ben=4)
    table.end_turn()

    # Single elimination: the most points wins the game; 1-1 in games, so one more game.
    table.expect_said("Ben has the most points, 4–3: Ben wins the game")
    expect(table.outcome).to_contain_text("Ben wins")
    expect(table.outcome.locator(".why")).to_have_text(
        "Ben has the most points, 4–3: Ben wins the game"
    )
    expect(table.clock_says).to_contain_text("Time: one more game, its first 5 turns additional")
    expect(table.next_game).to_contain_text("Game 3 of the match")
    expect(table.next_game).to_contain_text(
        "Time has been called: this game's first 5 turns are additional turns."
    )
    expect(table.next_game).to_contain_text("Grove, Ruins, Mill and Vault")
    expect(table.next_game).to_contain_text("Ann lost game 2, so Ann chooses who goes first.")
    expect(page.locator("#next-game-first")).to_have_value("Ann")
    table.begin_next_game(["Peak", "Shore"], "Ann")
    table.expect_said(
        "Game 3 on Peak and Shore: Ann goes first; its first 5 turns are additional turns"
    )

    table.tap("Start: Ann")
    expect(table.clock_says).to_contain_text("Time: additional turn 1 of 5")
    table.tap("Ann conquers Peak")
    for player, turn in (("Ben", 2), ("Ann", 3), ("Ben", 4), ("Ann", 5)):
        table.tap(f"Next turn: {player}")
        if player == "Ann":
            table.confirm_beginning("Confirm: score 1 hold, start the turn")
        expect(table.clock_says).to_contain_text(f"Time: additional turn {turn} of 5")
    table.expect_scores(Ann=3, Ben=0)
    table.end_turn()

    table.expect_said("Ann wins the match on game wins, 2–1")
    expect(table.outcome.locator(".outcome-main")).to_have_text("Ann wins")
    expect(table.outcome).to_contain_text("the match · game wins Ann 2 – Ben 1")
    expect(table.outcome.locator(".why li")).to_have_text(
        [
            "Ben has the most points, 4–3: Ben wins the game",
            "Ann has the most points, 3–0: Ann wins the game",
            "Ann wins the match on game wins, 2–1",
        ]
    )
    expect(table.next_game).to_be_hidden()
    expect(page.locator("#next-turn-button")).to_have_text("Game over")
    (line,) = organiser.round()["tables"]
    assert line["result"] == "Ann wins the match, 2–1"
    assert line["game_wins"] == {"Ann": 2, "Ben": 1}
    page.get_by_role("link", name="The gathering's rounds and tables").click()
    expect(page.locator(".table-card .table-result")).to_have_text("Ann wins the match, 2–1")


def test_a_swiss_table_keeps_its_clock_through_a_reload_and_a_server_crash(
    page: Page, hall: Hall, organiser: ApiOrganiser, tracker: TrackerServer
) -> None:
    game_id, token = organiser.table("Table 3", DUEL)
    table = Table(hall.device(page))
    table.open(game_id, token)  # before the round: its place kept, no clock yet
    expect(table.clock_says).to_have_text("Table 3 · No round clock yet")
    table.tap("Start: Ann")
    table.tap("+1 card: Ann")
    table.expect_scores(Ann=1)

    organiser.start_round(minutes=30)  # the live stream brings the clock: no waiting
    expect(table.clock).to_have_text("30:00")
    expect(table.clock_says).to_have_text("Table 3 · Round 1 · Swiss")

    hall.let_pass(10)
    expect(table.clock).to_have_text("20:00")
    tracker.crash_and_restart()
    hall.let_pass(5)
    expect(table.clock).to_have_text("15:00")
    page.reload()
    expect(table.clock).to_have_text("15:00")
    table.tap("+1 card: Ann")  # the live page writes to the new server
    table.expect_scores(Ann=2)

    organiser.post("rounds/1/pause")
    hall.let_pass(0.25)  # the live stream brought the pause: the clock stood still
    expect(table.clock_says).to_contain_text("Paused by the organiser")
    expect(table.clock).to_have_text("15:00")
    organiser.post("rounds/1/resume")
    organiser.post("rounds/1/extensions", {"game": game_id, "minutes": 2, "reason": "judge call"})
    hall.let_pass(0.25)
    expect(table.clock_says).to_have_text("Table 3 · Round 1 · Swiss · +2 minutes extension")
    expect(table.clock).to_have_text("16:45")

    # Zero on the server, before this phone has looked at its clock: Ann's tap arrives
    # after time, which the server records first, so the tap is refused and says why.
    tracker.advance(16.75)
    table.tap("+1 card: Ann")
    expect(table.toast).to_contain_text("The round's time ran out first: time is called")
    expect(table.clock).to_have_text("Time")
    expect(table.clock_says).to_contain_text(
        "Time: the current turn finishes, then 3 additional turns"
    )
    table.expect_scores(Ann=2)
    table.tap("Next turn: Ben")
    table.tap("Next turn: Ann")
    table.tap("Next turn: Ben")
    expect(table.clock_says).to_contain_text("Time: additional turn 3 of 3")
    table.end_turn()
    table.expect_said("Ann leads by 2: Ann wins the game")
    expect(table.outcome).to_contain_text("Ann wins")
    expect(table.outcome.locator(".why")).to_have_text("Ann leads by 2: Ann wins the game")


def test_single_elimination_tied_at_time_goes_to_sudden_death(
    page: Page, hall: Hall, organiser: ApiOrganiser
) -> None:
    game_id, token = organiser.table(
        "Table 9",
        {**DUEL, "round": "single_elimination", "start": {"scores": {"Ann": 6, "Ben": 6}}},
    )
    organiser.start_round(minutes=1, type="single_elimination")
    table = Table(hall.device(page))
    table.open(game_id, token)
    table.tap("Start: Ann")
    table.expect_said("Turn 1, Ann")
    hall.let_pass(1)
    expect(table.clock_says).to_contain_text("Time: the current turn finishes")
    for player in ("Ben", "Ann", "Ben"):
        table.tap(f"Next turn: {player}")
        table.expect_said(re.compile(f", {player} \\(additional turn"))
    table.end_turn()

    table.expect_said("Tied at 6: sudden death, the next point wins")
    expect(table.clock_says).to_contain_text("Sudden death: the next point wins")
    expect(table.outcome).to_contain_text("The end of the round so far")
    expect(table.outcome.locator(".why")).to_have_text(
        "Tied at 6: sudden death, the next point wins"
    )
    table.tap("Next turn: Ann")
    table.tap("Ann conquers Grove")
    table.expect_said("Ann wins the game: first to lead in sudden death")
    expect(table.outcome.locator(".outcome-main")).to_have_text("Ann wins")
    expect(table.outcome.locator(".why li")).to_have_text(
        [
            "Tied at 6: sudden death, the next point wins",
            "Ann wins the game: first to lead in sudden death",
        ]
    )
