"""A page that never moves under a finger, and says no more than the table needs.

Played at two phone sizes (390x844, 375x667) in Chromium: every action button's place on
the page is measured before and after each kind of tap, notice, error and announcement,
and must not change while the game goes on. Issue 11's story is played as the table
played it: the second of two quick taps on the same spot must not land on a button that
slid there.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import Api
from tests.browser.rounds import MATCH, ApiOrganiser, Hall
from tests.browser.table import Table
from tests.browser.test_tracker import RECORD_SPEECH

DUEL = {"mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}
TWO_V_TWO = {
    "mode": "2v2",
    "players": ["Ann", "Ben", "Cid", "Dee"],
    "teams": [["Ann", "Cid"], ["Ben", "Dee"]],
    "battlefields": ["Grove", "Ruins", "Vault"],
    "victory_score": 5,
}
# Every button a player taps during a game, by accessible name (the bar's by id, since
# their labels name whose turn is next), with its box on the page.
PLACES = """() => Object.fromEntries(
  [...document.querySelectorAll('#scores button, #battlefields button, #actionbar button')]
    .map((b) => {
      const r = b.getBoundingClientRect();
      const bar = b.closest('#actionbar');  // fixed to the screen: its place is on the screen
      const name = bar ? '#' + b.id : b.getAttribute('aria-label');
      return [name, [Math.round(r.left), Math.round(r.top + (bar ? 0 : window.scrollY)),
                     Math.round(r.width), Math.round(r.height)]];
    }))"""


def turn(player: str, **more: Any) -> dict[str, Any]:
    return {"do": "turn", "player": player, **more}


class Places:
    """The action buttons' places when the board was first measured; each later look must
    find every button where it was."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.first: dict[str, list[int]] = page.evaluate(PLACES)
        assert len(self.first) >= 11, self.first  # the duel's 4 + 6 + Lost... and the bar

    def unchanged(self, after: str) -> None:
        self.page.wait_for_timeout(50)  # a render that is still to come would show here
        now = self.page.evaluate(PLACES)
        moved = {
            name: (self.first[name], box)
            for name, box in now.items()
            if name in self.first and self.first[name] != box
        }
        assert moved == {}, f"after {after}, buttons moved: {moved}"
        assert set(now) == set(self.first), f"after {after}: {set(now) ^ set(self.first)}"


def assert_board_between_header_and_bar(page: Page) -> None:
    """Every button of the board is on the screen between the sticky header and the bar,
    and a tap at its middle reaches it."""
    covered = page.evaluate(
        """() => {
          const bar = document.getElementById('actionbar').getBoundingClientRect().top;
          const header = document.querySelector('.topbar').getBoundingClientRect().bottom;
          return [...document.querySelectorAll('#scores button, #battlefields button')]
            .filter((b) => {
              const r = b.getBoundingClientRect();
              const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
              return r.top < header || r.bottom > bar || !b.contains(hit);
            })
            .map((b) => b.getAttribute('aria-label'));
        }"""
    )
    assert covered == []


def test_the_issue_story_the_second_quick_tap_lands_on_no_other_button(
    phone: Page, api: Api
) -> None:
    """Ben conquers both battlefields on turn 2; Ann takes +1 card six times to 7, then
    conquers Grove (a card, not the final point: a notice and a long announcement), and
    the same spot is tapped again 250 ms later."""
    page = phone
    table = Table(page)
    game_id, token = api.create(DUEL)
    table.open(game_id, token)
    places = Places(page)

    table.tap("Start: Ann")
    places.unchanged("Ann's turn began")
    table.tap("Ann conquers Grove")
    table.expect_said("Turn 1, Ann: Conquer on Grove, that's 1")
    places.unchanged("a conquer")
    table.tap("Next turn: Ben")
    table.tap("Ben conquers Grove")
    table.tap("Ben conquers Ruins")
    table.expect_scores(Ann=1, Ben=2)
    places.unchanged("Ben conquered both")
    table.tap("Next turn: Ann")
    for score in range(2, 8):
        table.tap("+1 card: Ann")
        table.expect_scores(Ann=score)
        places.unchanged(f"+1 card to {score}")
    expect(table.battlefield("Grove")).to_contain_text(
        "Ann: Ruins not scored this turn: a conquer here draws a card"
    )
    places.unchanged("the final-point warnings")

    box = page.get_by_role("button", name="Ann conquers Grove", exact=True).bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.click(x, y)
    page.wait_for_timeout(250)
    page.mouse.click(x, y)  # the same spot again

    expect(page.locator(".final-point-after")).to_contain_text(
        "Ann: Conquer on Grove draws a card instead of the final point"
    )
    table.expect_said(
        "Turn 3, Ann: Conquer on Grove: not every battlefield scored this turn, draw a card instead"
    )
    places.unchanged("the notice and the long announcement")
    page.wait_for_timeout(500)  # time enough for a second tap to have been recorded
    table.expect_scores(Ann=7, Ben=2)
    actions = [entry["action"] for entry in api.game(game_id)["history"]]
    assert actions[-1] == {"do": "control", "player": "Ann", "battlefield": "Grove"}
    assert [a["do"] for a in actions].count("burn_out") == 0
    # Under the finger is Ann's own conquer of Grove, disabled now that she controls it.
    under = page.evaluate(
        "([x, y]) => { const b = document.elementFromPoint(x, y).closest('button');"
        " return b && [b.getAttribute('aria-label'), b.disabled]; }",
        [x, y],
    )
    assert under == ["Ann conquers Grove", True]


def test_errors_and_a_409_lie_over_the_board_without_moving_it(phone: Page, api: Api) -> None:
    page = phone
    game_id, token = api.create(DUEL, turn("Ann"))
    table = Table(page)
    page.route("**/stream", lambda route: route.abort())  # hears of others only by a 409
    table.open(game_id, token)
    places = Places(page)

    api.act(game_id, token, {"do": "control", "player": "Ann", "battlefield": "Grove"})
    table.tap("Ben conquers Grove")  # tapped on Grove uncontrolled: now Ann's, not sent
    expect(table.toast).to_contain_text("Another device changed the game first")
    expect(table.battlefield("Grove")).to_contain_text("Ann controls it")
    places.unchanged("a 409 and its message")

    page.route("**/actions", lambda route: route.abort())
    table.tap("Lost: Grove, no units left")
    page.wait_for_timeout(1500)  # the tap waits on the device, sent again and again
    places.unchanged("a tap that has not reached the server yet")
    page.unroute("**/actions")
    expect(table.battlefield("Grove")).to_contain_text("uncontrolled", timeout=15_000)
    places.unchanged("the waiting tap, applied once it could be")

    table.tap("Undo")  # takes the Lost back: Ann controls Grove again, her point kept
    expect(table.battlefield("Grove")).to_contain_text("Ann controls it")
    table.expect_scores(Ann=1)
    places.unchanged("an undo")
    table.tap("Burn out: Ben")
    table.expect_said("Turn 1, Ben: burns out, Ann gains 1, that's 2")
    places.unchanged("a burn out")


def test_the_battlefield_buttons_are_all_above_the_bar(phone: Page, api: Api) -> None:
    """On the smaller phone too, a duel's buttons sit between the header and the bar:
    none hides behind the bar, where a tap would land on "Next turn"."""
    page = phone
    game_id, token = api.create(DUEL, turn("Ann"))
    Table(page).open(game_id, token)
    assert_board_between_header_and_bar(page)


def test_a_round_that_starts_mid_game_moves_no_button(
    phone: Page, hall: Hall, organiser: ApiOrganiser
) -> None:
    """A match at a table of the gathering is under way before its round starts (Ann on
    7, a final-point warning on each battlefield); the organiser starts the round, pauses
    and resumes it, and time runs out while Ann is on turn: the round clock comes and says
    each of these in the place kept for it, and no button of the board moves."""
    page = phone
    game_id, token = organiser.table("Table 4", {**MATCH, "start": {"scores": {"Ann": 6}}})
    table = Table(hall.device(page))
    table.open(game_id, token)
    expect(table.clock_says).to_have_text("Table 4 · No round clock yet")
    table.tap("Start: Ann")
    table.tap("+1 card: Ann")
    table.expect_scores(Ann=7)
    places = Places(page)

    organiser.start_round(minutes=30)
    expect(table.clock).to_have_text("30:00")
    expect(table.clock_says).to_have_text("Table 4 · Round 1 · Swiss")
    places.unchanged("the round started")
    organiser.post("rounds/1/pause")
    expect(table.clock_says).to_contain_text("Paused by the organiser")
    places.unchanged("the round paused")
    organiser.post("rounds/1/resume")
    expect(table.clock_says).not_to_contain_text("Paused")
    hall.let_pass(30)
    expect(table.clock).to_have_text("Time")
    expect(table.clock_says).to_contain_text(
        "Time: the current turn finishes, then 3 additional turns"
    )
    places.unchanged("time was called")
    table.tap("Ann conquers Grove")
    expect(page.locator(".final-point-after")).to_contain_text(
        "Ann: Conquer on Grove draws a card instead of the final point"
    )
    places.unchanged("a conquer after time, and its notice")
    assert_board_between_header_and_bar(page)


def test_time_called_by_the_table_itself_moves_no_button(phone: Page, api: Api) -> None:
    """A duel outside any gathering, with no round clock: the table calls time itself
    (More…, "Time is called") during Ann's turn, then plays its three additional turns.
    Where time stands appears in the strip's place, kept from the first render (it said
    there was no round clock), and no button of the board or the bar moves; the board
    still fits between the header and the bar."""
    page = phone
    game_id, token = api.create({**DUEL, "start": {"scores": {"Ann": 5, "Ben": 4}}}, turn("Ann"))
    table = Table(page)
    table.open(game_id, token)
    expect(table.clock_says).to_have_text("No round clock · time is not called")
    places = Places(page)

    table.tap("More…")
    table.tap("Time is called")
    expect(page.locator("#more-dialog")).to_be_hidden()
    expect(table.clock).to_have_text("Time")
    expect(table.clock_says).to_have_text(
        "Time: the current turn finishes, then 3 additional turns"
    )
    places.unchanged("time was called")
    table.tap("Next turn: Ben")
    expect(table.clock_says).to_have_text("Time: additional turn 1 of 3")
    places.unchanged("the first additional turn began")
    table.tap("Ben conquers Grove")
    table.expect_scores(Ann=5, Ben=5)
    places.unchanged("a conquer in an additional turn")
    table.tap("Next turn: Ann")
    expect(table.clock_says).to_have_text("Time: additional turn 2 of 3")
    table.tap("+1 card: Ann")
    table.expect_scores(Ann=6, Ben=5)
    places.unchanged("the second additional turn and a point")
    table.tap("Next turn: Ben")
    table.confirm_beginning("Confirm: score 1 hold, start the turn")  # Ben holds Grove
    expect(table.clock_says).to_have_text("Time: additional turn 3 of 3")
    table.expect_scores(Ann=6, Ben=6)
    places.unchanged("the last additional turn, with a hold")
    assert_board_between_header_and_bar(page)


def test_a_tap_just_after_the_board_moved_is_not_taken(phone: Page, api: Api) -> None:
    page = phone
    game_id, token = api.create(DUEL, turn("Ann"))
    table = Table(page)
    table.open(game_id, token)
    page.wait_for_timeout(500)
    # Something pushes the board down (a banner); the finger lands on what slid there.
    page.evaluate(
        "() => document.getElementById('game')"
        ".before(Object.assign(document.createElement('p'), {style: 'height: 120px'}))"
    )
    table.tap("+1 card: Ann")
    expect(table.toast).to_contain_text("The board moved as you tapped: nothing was recorded")
    page.wait_for_timeout(600)
    assert api.game(game_id)["version"] == 1
    table.tap("+1 card: Ann")  # a moment later: taken
    table.expect_scores(Ann=1)


MATCH_AT_GAME_POINT = (
    {**MATCH, "start": {"scores": {"Ann": 7}}},
    turn("Ann"),
    {"do": "gain", "player": "Ann", "points": 1},  # game 1: Ann
    {"do": "game", "battlefields": ["Mill", "Vault"], "first": "Ben"},
    turn("Ben"),
    turn("Ann"),
    {"do": "gain", "player": "Ann", "points": 6},
    {"do": "control", "player": "Ann", "battlefield": "Mill"},  # 7: Vault is the final point
)
WINS_LOW_ON_THE_PAGE = {
    # 2v2: Ann holds Grove (4 of 5), only Vault is missing: Cid's conquer of it wins.
    "2v2": (
        (
            {**TWO_V_TWO, "start": {"scores": {"Ann": 3}, "control": {"Grove": "Ann"}}},
            turn("Ann"),
            turn("Ben"),
            turn("Cid", ally_occupies=["Ruins"]),
        ),
        "Cid conquers Vault",
        "Ann and Cid win",
    ),
    # A match: Ann won game 1, and her conquer of Vault is the final point of game 2.
    "match": (MATCH_AT_GAME_POINT, "Ann conquers Vault", "Ann wins"),
}


@pytest.mark.parametrize("kind", list(WINS_LOW_ON_THE_PAGE))
def test_the_win_banner_is_brought_into_view_when_the_winning_tap_was_low(
    phone: Page, api: Api, kind: str
) -> None:
    """The table had scrolled down (to its counters, say) and taps the last battlefield's
    conquer, which wins: the banner above the board comes into view below the header."""
    page = phone
    (header, *actions), winning_tap, winners = WINS_LOW_ON_THE_PAGE[kind]
    game_id, token = api.create(header, *actions)
    table = Table(page)
    table.open(game_id, token)
    button = page.get_by_role("button", name=winning_tap, exact=True)
    page.evaluate(
        """(button) => {
          const bar = document.getElementById('actionbar').getBoundingClientRect().top;
          const bottom = button.getBoundingClientRect().bottom + window.scrollY;
          window.scrollTo(0, Math.max(250, bottom - bar + 8));
        }""",
        button.element_handle(),
    )
    assert page.evaluate("window.scrollY") >= 200  # the tap is low on the page
    reachable = page.evaluate(
        """(button) => {
          const r = button.getBoundingClientRect();
          const header = document.querySelector('.topbar').getBoundingClientRect().bottom;
          const bar = document.getElementById('actionbar').getBoundingClientRect().top;
          return header <= r.top && r.bottom <= bar;
        }""",
        button.element_handle(),
    )
    assert reachable  # on the screen, to be tapped
    button.click()
    expect(table.outcome).to_contain_text(winners)
    page.wait_for_timeout(100)
    top, bottom, header_bottom, height = page.evaluate(
        """() => {
          const r = document.getElementById('outcome').getBoundingClientRect();
          return [r.top, r.bottom, document.querySelector('.topbar').getBoundingClientRect().bottom,
                  window.innerHeight];
        }"""
    )
    assert header_bottom <= top and bottom <= height, (top, bottom, header_bottom, height)
    if kind == "match":
        expect(table.outcome).to_contain_text("the match · game wins Ann 2 – Ben 0")


def test_only_the_turn_player_gets_final_point_warnings(phone: Page, api: Api) -> None:
    page = phone
    game_id, token = api.create(
        {**DUEL, "start": {"scores": {"Ann": 7, "Ben": 7}, "control": {"Ruins": "Ben"}}},
        turn("Ann"),
    )
    conquer = api.game(game_id)["options"]["conquer"]
    assert conquer["Ben"]["Grove"]["result"] == "draw"  # Ben's would draw too, on his turn
    table = Table(page)
    table.open(game_id, token)
    warnings = page.locator(".final-point-before")
    expect(warnings).to_have_text(
        [
            "Ann: Ruins not scored this turn: a conquer here draws a card",
            "Ann: Grove not scored this turn: a conquer here draws a card",
        ]
    )
    # The button still says what the core says Ben's conquer would do.
    expect(
        page.get_by_role("button", name="Ben conquers Grove", exact=True).locator(".sub")
    ).to_have_attribute("data-note", "draws a card")


def test_a_tie_at_the_victory_score_says_play_on(phone: Page, api: Api) -> None:
    page = phone
    both_gain = {
        "do": "resolve",
        "actions": [
            {"do": "gain", "player": "Ann", "points": 1},
            {"do": "gain", "player": "Ben", "points": 1},
        ],
    }
    game_id, token = api.create(
        {**DUEL, "start": {"scores": {"Ann": 7, "Ben": 7}}}, turn("Ann"), both_gain
    )
    table = Table(page)
    table.open(game_id, token)
    table.expect_scores(Ann=8, Ben=8)
    expect(page.locator("#notices")).to_have_text("Tied at 8: play on")
    table.tap("+1 card: Ann")
    table.expect_said("Ann wins the game")
    expect(page.locator("#notices")).to_have_text("")


def test_undo_says_the_score_as_it_is_after_the_undo(phone: Page, api: Api) -> None:
    page = phone
    page.add_init_script(RECORD_SPEECH)
    game_id, token = api.create(
        DUEL, turn("Ann"), {"do": "control", "player": "Ann", "battlefield": "Grove"}
    )
    table = Table(page)
    table.open(game_id, token)
    table.tap("Speak: off")
    table.tap("Ann conquers Ruins")
    table.expect_scores(Ann=2)
    table.tap("Undo")
    table.expect_scores(Ann=1)
    expected = "Undone: Ann takes Ruins. Score: Ann 1, Ben 0 (8 to win)"
    table.expect_said(expected)
    assert page.evaluate("window.__spoken")[-1] == expected
    expect(page.locator("#scores-said")).to_have_text("Score: Ann 1, Ben 0 (8 to win)")


def test_2v2_buttons_keep_their_places_through_a_tie_a_loss_and_barred_battlefields(
    phone: Page, api: Api
) -> None:
    page = phone
    both_gain = {
        "do": "resolve",
        "actions": [
            {"do": "gain", "player": "Ann", "points": 1},
            {"do": "gain", "player": "Ben", "points": 1},
        ],
    }
    game_id, token = api.create(
        {**TWO_V_TWO, "start": {"scores": {"Ann": 3, "Ben": 3}, "control": {"Grove": "Ann"}}},
        turn("Ann"),  # Ann holds Grove: 4 of 5
    )
    table = Table(page)
    table.open(game_id, token)
    places = Places(page)
    table.tap("Next turn: Ben")
    table.tap("Ben conquers Ruins")
    places.unchanged("Ben's turn and conquer")
    api.act(game_id, token, both_gain)  # another device: 5 all
    expect(page.locator("#notices")).to_have_text("Tied at 5: play on")
    places.unchanged("the tie line")
    table.tap("Lost: Grove, no units left")
    expect(table.battlefield("Grove")).to_contain_text("uncontrolled")
    places.unchanged("a battlefield lost")
    table.tap("Next turn: Cid")
    table.confirm_beginning("Confirm: start the turn")
    expect(page.locator("#notices")).to_have_text("Tied at 5: play on")
    places.unchanged("Cid's turn with its warnings")
    table.tap("+1 card: Dee")
    table.expect_said("Ben and Dee win the game")
    expect(page.locator("#notices")).to_have_text("")
