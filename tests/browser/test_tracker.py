"""The web tracker, played in a browser the way a table plays it.

Each test is a game (or part of one): taps on a phone-sized page in dark mode, and what
the table then reads and hears. Games that only need a starting position are set up
through the API, then played on the page.
"""

from __future__ import annotations

import re

from playwright.sync_api import BrowserContext, Page, expect
from tests.browser.conftest import Api
from tests.browser.table import Table

DUEL = {"mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}
ANN_BEGINS = {"do": "turn", "player": "Ann"}

# The page's speech goes to the browser's speechSynthesis; here it is written down
# instead of said, so that the test can read what the table would have heard.
RECORD_SPEECH = """
window.__spoken = [];
const speech = window.speechSynthesis || {};
speech.speak = (utterance) => window.__spoken.push(utterance.text);
speech.cancel = () => {};
if (!window.speechSynthesis) window.speechSynthesis = speech;
if (!window.SpeechSynthesisUtterance) {
  window.SpeechSynthesisUtterance = function (text) { this.text = text; };
}
"""


def test_a_duel_played_through_the_page_to_a_win(page: Page) -> None:
    page.add_init_script(RECORD_SPEECH)
    table = Table(page)
    table.start_game("Duel (1v1)", ["Ann", "Ben"], ["Grove", "Ruins"])
    table.tap("Speak: off")

    table.tap("Start: Ann")  # nobody controls anything yet: nothing to hold, no question
    table.tap("Ann conquers Grove")
    table.expect_said("Turn 1, Ann: Conquer on Grove, that's 1")
    table.expect_scores(Ann=1, Ben=0)

    table.tap("Next turn: Ben")
    table.tap("Ben conquers Ruins")
    table.expect_scores(Ann=1, Ben=1)

    table.tap("Next turn: Ann")  # Ann controls Grove: the page asks before scoring it
    expect(table.beginning_row("Grove")).to_contain_text("Ann holds it")
    table.confirm_beginning("Confirm: score 1 hold, start the turn")
    table.expect_said("Turn 3, Ann: Hold on Grove, that's 2")
    table.tap("Ann conquers Ruins")
    table.tap("+1 card: Ann")
    table.expect_scores(Ann=4, Ben=1)

    table.tap("Next turn: Ben")
    table.tap("Ben conquers Grove")
    table.tap("Ben conquers Ruins")
    table.tap("Burn out: Ben")  # a duel has one opponent: one tap
    table.expect_said("Turn 4, Ben: burns out, Ann gains 1, that's 5")
    table.expect_scores(Ann=5, Ben=3)

    table.tap("Next turn: Ann")
    table.tap("Ann conquers Grove")
    table.tap("+1 card: Ann")
    table.expect_scores(Ann=7, Ben=3)

    table.tap("Next turn: Ben")
    table.confirm_beginning("Confirm: score 1 hold, start the turn")
    table.tap("Ben conquers Grove")
    table.expect_scores(Ann=7, Ben=5)

    # Ann on 7 holds nothing: a conquer is her final point only once both have scored.
    table.tap("Next turn: Ann")
    expect(table.battlefield("Grove")).to_contain_text(
        "Ann: Ruins not scored this turn: a conquer here draws a card"
    )
    table.tap("Ann conquers Grove")
    table.expect_said(
        "Turn 7, Ann: Conquer on Grove: not every battlefield scored this turn, draw a card instead"
    )
    table.expect_scores(Ann=7)
    expect(table.outcome).to_be_hidden()
    table.tap("Ann conquers Ruins")

    table.expect_said("Ann wins the game")
    table.expect_scores(Ann=8, Ben=5)
    expect(table.outcome).to_contain_text("Ann wins")
    expect(page.locator("#next-turn-button")).to_be_disabled()
    spoken = page.evaluate("window.__spoken")
    assert spoken[0] == "Announcements on"
    assert "Turn 3, Ann: Hold on Grove, that's 2" in spoken
    assert spoken[-2:] == ["Turn 7, Ann: Conquer on Ruins, that's 8", "Ann wins the game"]


def test_beginning_phase_changes_are_recorded_before_holds_score(page: Page, api: Api) -> None:
    game_id, token = api.create(
        DUEL,
        ANN_BEGINS,
        {"do": "control", "player": "Ann", "battlefield": "Grove"},
        {"do": "turn", "player": "Ben"},
        {"do": "control", "player": "Ben", "battlefield": "Ruins"},
    )
    table = Table(page)
    table.open(game_id, token)

    table.tap("Next turn: Ann")
    expect(table.beginning).to_be_visible()
    expect(table.beginning_row("Grove")).to_contain_text("Ann holds it: scored at the scoring step")
    expect(table.beginning_row("Ruins")).to_contain_text("Ben controls it")
    # Nothing is recorded before the table confirms, so a forgotten loss cannot score.
    assert api.game(game_id)["version"] == 4

    table.tap("Grove lost in the Beginning phase")
    expect(table.beginning_row("Grove")).to_contain_text("Ann lost it: not held")
    table.confirm_beginning("Confirm: start the turn")
    expect(table.announcer).to_contain_text("Turn 3, Ann")
    table.expect_said("Turn 3, Ann: loses Grove, now uncontrolled")
    table.expect_scores(Ann=1, Ben=1)
    expect(table.battlefield("Grove")).to_contain_text("uncontrolled")
    assert api.game(game_id)["history"][-1]["action"] == {
        "do": "turn",
        "player": "Ann",
        "beginning": [{"do": "lose_control", "battlefield": "Grove"}],
    }

    # Ben's Beginning phase: a card's point first, then his hold of Ruins.
    table.tap("Next turn: Ben")
    table.beginning.get_by_text("Points from a card").click()
    table.beginning.get_by_label("Who").select_option("Ben")
    table.beginning.get_by_label("Card").fill("Dawn Tithe")
    table.tap("Add")
    expect(table.beginning.locator("#beginning-changes")).to_contain_text("Ben +1 from Dawn Tithe")
    table.confirm_beginning("Confirm: score 1 hold, start the turn")
    expect(table.announcer).to_contain_text("Turn 4, Ben: gains 1 from Dawn Tithe, that's 2")
    table.expect_said("Turn 4, Ben: Hold on Ruins, that's 3")
    table.expect_scores(Ann=1, Ben=3)


def test_an_extra_turn_scores_its_holds_and_leaves_the_turn_order(page: Page, api: Api) -> None:
    game_id, token = api.create(
        DUEL, ANN_BEGINS, {"do": "control", "player": "Ann", "battlefield": "Grove"}
    )
    table = Table(page)
    table.open(game_id, token)
    table.tap("Extra turn")
    expect(page.locator("#choose-title")).to_have_text("Extra turn")
    page.locator("#choose-options").get_by_role("button", name="Ann", exact=True).click()
    expect(table.beginning_row("Grove")).to_contain_text("Ann holds it")
    table.confirm_beginning("Confirm: score 1 hold, start the turn")
    expect(table.announcer).to_contain_text("Turn 2, Ann (an extra turn)")
    table.expect_said("Turn 2, Ann: Hold on Grove, that's 2")
    expect(page.locator("#next-turn-button")).to_have_text("Next turn: Ben")


def test_final_point_notice_and_the_table_ruling_otherwise(page: Page, api: Api) -> None:
    game_id, token = api.create(
        {**DUEL, "start": {"scores": {"Ann": 7}, "control": {"Ruins": "Ben"}}}, ANN_BEGINS
    )
    table = Table(page)
    table.open(game_id, token)

    expect(table.battlefield("Grove")).to_contain_text(
        "Ann: Ruins not scored this turn: a conquer here draws a card"
    )
    expect(table.battlefield("Ruins")).to_contain_text(
        "Ann: Grove not scored this turn: a conquer here draws a card"
    )
    table.tap("Ann conquers Grove")
    notice = page.locator(".final-point-after")
    expect(notice).to_contain_text(
        "Ann: Conquer on Grove draws a card instead of the final point "
        "(Ruins not scored this turn)."
    )
    table.expect_scores(Ann=7)
    expect(table.outcome).to_be_hidden()

    table.tap("Ruled otherwise: Ann scores Conquer on Grove")
    expect(table.announcer).to_contain_text(
        "Turn 1, Ann: adjusted +1 (the table ruled otherwise: Conquer on Grove scores), that's 8"
    )
    table.expect_said("Ann wins the game")
    expect(table.outcome).to_contain_text("Ann wins")
    expect(notice).to_have_count(0)
    assert api.game(game_id)["history"][-1]["action"] == {
        "do": "adjust",
        "player": "Ann",
        "points": 1,
        "reason": "the table ruled otherwise: Conquer on Grove scores",
    }


def test_undo_takes_the_last_tap_back_and_the_history_keeps_it(page: Page, api: Api) -> None:
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)

    table.tap("Ann conquers Grove")
    table.expect_scores(Ann=1)
    table.tap("Undo")
    # The score as it is after the undo, not as the undone announcement had it.
    table.expect_said("Undone: Ann takes Grove. Score: Ann 0, Ben 0 (8 to win)")
    table.expect_scores(Ann=0)
    expect(table.battlefield("Grove")).to_contain_text("uncontrolled")

    history = table.open_history()
    undone = history.locator(".entry.undone")
    expect(undone).to_have_count(1)
    expect(undone).to_contain_text("#2")
    expect(undone).to_contain_text("Ann takes Grove")
    expect(undone).to_contain_text("Turn 1, Ann: Conquer on Grove, that's 1")
    expect(undone.locator(".what")).to_have_css("text-decoration-line", "line-through")
    expect(history.locator(".entry.undo")).to_contain_text("undo of #2")

    table.tap("Ann conquers Ruins")  # play goes on from the state before the undone tap
    table.expect_said("Turn 1, Ann: Conquer on Ruins, that's 1")


def test_2v2_asks_where_the_teammate_is_only_one_point_from_winning(page: Page) -> None:
    table = Table(page)
    table.start_game(
        "2v2 (two teams)",
        ["Ann", "Ben", "Cid", "Dee"],
        ["Grove", "Ruins", "Vault"],
        victory_score=5,
    )
    table.tap("Start: Ann")  # the team has 0 of 5: no question
    expect(table.beginning).to_be_hidden()
    table.tap("Ann conquers Grove")
    table.tap("+1 card: Ann")
    table.tap("+1 card: Cid")  # the team shares one score
    table.expect_scores(**{"Ann & Cid": 3, "Ben & Dee": 0})

    table.tap("Next turn: Ben")
    expect(table.beginning).to_be_hidden()
    table.tap("Burn out: Ben")
    page.get_by_role("button", name="Cid", exact=True).click()  # which opponent gains it
    table.expect_said("Turn 2, Ben: burns out, Cid gains 1, that's 4")

    # Cid's team is one point from winning: now the page asks where Ann has units.
    table.tap("Next turn: Cid")
    expect(page.locator("#ally-title")).to_have_text("Which battlefields does Ann occupy?")
    choices = page.locator("#ally-choices")
    expect(choices.get_by_label("Grove")).to_have_count(0)  # Ann controls it: left out anyway
    choices.get_by_label("Ruins").check()
    table.confirm_beginning("Confirm: start the turn")

    expect(table.battlefield("Grove")).to_contain_text("Ann & Cid cannot score it this turn")
    expect(table.battlefield("Ruins")).to_contain_text(
        "Cid: Vault not scored this turn: a conquer here draws a card"
    )
    expect(table.battlefield("Vault").locator(".notice")).to_have_count(0)
    expect(table.outcome).to_be_hidden()
    table.tap("Cid conquers Vault")
    table.expect_said("Ann and Cid win the game")
    expect(table.outcome).to_contain_text("Ann and Cid win")
    table.expect_scores(**{"Ann & Cid": 5, "Ben & Dee": 0})
    history = table.open_history()
    expect(history).to_contain_text("Cid's turn · teammate occupies Ruins")


def test_a_reload_resumes_where_the_table_was(phone: Page, api: Api, server: str) -> None:
    page = phone
    game_id, token = api.create(
        DUEL, ANN_BEGINS, {"do": "control", "player": "Ann", "battlefield": "Grove"}
    )
    table = Table(page)
    table.open(game_id, token)
    # The token is kept by the browser, and leaves the address bar.
    expect(page).to_have_url(f"{server}/g/{game_id}")

    table.tap("Next turn: Ben")
    table.tap("Ben conquers Grove")
    table.tap("Next turn: Ann")  # Ann holds nothing now; straight into her turn
    table.tap("Ann conquers Ruins")
    table.tap("Next turn: Ben")
    table.tap("Grove lost in the Beginning phase")

    page.reload()  # or a phone that was locked and reopened the tab
    expect(table.beginning).to_be_visible()
    expect(table.beginning_row("Grove")).to_contain_text("Ben lost it: not held")
    table.confirm_beginning("Confirm: start the turn")
    table.expect_said("Turn 4, Ben: loses Grove, now uncontrolled")
    table.expect_scores(Ann=2, Ben=1)


def test_share_links_for_the_table_and_for_spectators(
    page: Page, new_context: BrowserContext, api: Api, server: str
) -> None:
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)
    page.get_by_role("link", name="Share").click()
    expect(page.locator("#write-link")).to_have_value(f"{server}/g/{game_id}#w={token}")
    expect(page.locator("#read-link")).to_have_value(f"{server}/g/{game_id}")
    for qr in ("#write-qr", "#read-qr"):
        expect(page.locator(qr)).to_have_attribute("src", re.compile(r"^blob:"))
        assert page.locator(qr).evaluate("image => image.decode().then(() => image.naturalWidth)")

    spectator = Table(new_context().new_page())
    spectator.open(game_id)
    expect(spectator.page.get_by_text("Spectator view")).to_be_visible()
    expect(spectator.page.locator("#actionbar")).to_be_hidden()
    expect(spectator.page.locator("button.conquer")).to_have_count(0)
    expect(spectator.page.locator("#share-write")).to_be_hidden()

    table.tap("Ann conquers Grove")
    spectator.expect_scores(Ann=1)


def test_another_device_sees_each_change_within_a_second(
    new_context: BrowserContext, api: Api
) -> None:
    game_id, token = api.create(DUEL, ANN_BEGINS)
    phone = Table(new_context().new_page())
    tablet = Table(new_context().new_page())
    phone.open(game_id, token)
    tablet.open(game_id, token)

    phone.tap("Ann conquers Grove")
    expect(tablet.score("Ann")).to_have_text("1", timeout=1000)
    expect(tablet.said).to_have_text("Turn 1, Ann: Conquer on Grove, that's 1", timeout=1000)
    tablet.tap("Ben conquers Ruins")
    expect(phone.score("Ben")).to_have_text("1", timeout=1000)
    expect(phone.battlefield("Ruins")).to_contain_text("Ben controls it", timeout=1000)


def test_two_devices_tapping_at_once(new_context: BrowserContext, api: Api) -> None:
    game_id, token = api.create(DUEL, ANN_BEGINS)
    phone = Table(new_context().new_page())
    tablet = Table(new_context().new_page())
    # The tablet has not heard of the phone's tap yet when it taps: its stream is cut.
    tablet.page.route("**/stream", lambda route: route.abort())
    phone.open(game_id, token)
    tablet.open(game_id, token)

    phone.tap("Ann conquers Grove")
    phone.expect_scores(Ann=1)
    tablet.expect_scores(Ann=0)
    tablet.tap("Ben conquers Grove")

    expect(tablet.toast).to_contain_text("Another device changed the game first")
    tablet.expect_scores(Ann=1)
    expect(tablet.battlefield("Grove")).to_contain_text("Ann controls it")
    tablet.page.wait_for_timeout(500)  # time enough for a re-sent tap to land, if one were sent
    actions = [entry["action"] for entry in api.game(game_id)["history"]]
    assert actions == [ANN_BEGINS, {"do": "control", "player": "Ann", "battlefield": "Grove"}]


def test_names_and_sources_are_shown_as_written(page: Page) -> None:
    scripts_ran: list[str] = []
    page.on("dialog", lambda dialog: (scripts_ran.append(dialog.message), dialog.dismiss()))
    table = Table(page)
    sly = "<img src=x onerror=alert(1)>"
    table.start_game("Duel (1v1)", [sly, "<b>Ben</b>"], ["<i>Grove</i>", "Ruins & Co"])
    table.tap(f"Start: {sly}")
    table.tap(f"{sly} conquers <i>Grove</i>")
    table.expect_said(f"Turn 1, {sly}: Conquer on <i>Grove</i>, that's 1")
    table.expect_scores(**{sly: 1, "<b>Ben</b>": 0})
    expect(table.battlefield("<i>Grove</i>")).to_contain_text(f"{sly} controls it")

    table.tap("More…")
    gain = page.locator("#gain-form")
    page.locator("#more-dialog").get_by_text("Points from a card").click()
    gain.get_by_label("Who").select_option("<b>Ben</b>")
    gain.get_by_label("Card").fill("<script>alert(2)</script>")
    gain.get_by_role("button", name="Record").click()
    table.expect_said("Turn 1, <b>Ben</b>: gains 1 from <script>alert(2)</script>, that's 1")
    history = table.open_history()
    expect(history).to_contain_text("<b>Ben</b> +1 from <script>alert(2)</script>")

    assert page.locator("#game b, #game i, #game img:not(.qr), #game script").count() == 0
    page.goto("/")  # the start page lists the games this device has opened
    expect(page.locator("#recent-list")).to_contain_text(f"{sly}, <b>Ben</b>")
    assert page.locator("#recent-list img, #recent-list b").count() == 0
    assert scripts_ran == []


def test_the_server_refusal_is_shown_to_the_table(page: Page, api: Api) -> None:
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)
    table.tap("More…")
    page.get_by_text("Judge's adjustment").click()
    adjust = page.locator("#adjust-form")
    adjust.get_by_label("Points (+/−)").fill("0")
    adjust.get_by_role("button", name="Record").click()
    expect(page.locator("#more-error")).to_have_text(
        "an adjustment must change the score: points cannot be 0"
    )
    assert api.game(game_id)["version"] == 1


def test_a_match_goes_on_to_its_next_game(page: Page, api: Api) -> None:
    game_id, token = api.create(
        {
            "mode": "match",
            "players": ["Ann", "Ben"],
            "battlefields": ["Grove", "Ruins"],
            "start": {"scores": {"Ann": 7}},
        },
        ANN_BEGINS,
    )
    table = Table(page)
    table.open(game_id, token)
    table.tap("+1 card: Ann")
    expect(table.outcome).to_contain_text("Ann wins")
    expect(table.outcome).to_contain_text("game 1")
    expect(page.locator("#meta-label")).to_contain_text("game wins: Ann 1 – Ben 0")

    table.tap("Next game…")
    form = page.locator("#next-game-form")
    expect(form.get_by_label("Goes first")).to_have_value("Ben")  # the loser's usual choice
    # Only battlefields that are not set aside: the page says so before sending anything.
    table.begin_next_game(["Grove", "Vault"], "Ben")
    expect(page.locator("#next-game-error")).to_have_text(
        "Grove is set aside for the rest of the match (used in a game somebody won): "
        "choose another battlefield."
    )
    expect(page.get_by_label("Battlefield 1")).to_have_attribute("aria-invalid", "true")
    table.begin_next_game(["Vault", "Vault"], "Ben")  # what the server refuses, it says why
    expect(page.locator("#next-game-error")).to_have_text(
        "Battlefield 1 and 2 have the same name: give them names players can tell apart"
    )
    assert api.game(game_id)["version"] == 2
    form.get_by_label("Battlefield 1").fill("Mill")
    table.tap("Begin the next game")
    table.expect_said("Game 2 on Mill and Vault: Ben goes first")
    table.expect_scores(Ann=0, Ben=0)
    table.tap("Start: Ben")
    table.tap("Ben conquers Mill")
    table.expect_said("Turn 1, Ben: Conquer on Mill, that's 1")


def test_the_screen_is_kept_awake_where_the_browser_allows_it(page: Page, api: Api) -> None:
    game_id, token = api.create(DUEL)
    Table(page).open(game_id, token)  # on localhost, where browsers grant the wake lock
    expect(page.locator("#status-line")).to_have_text("Live · screen kept awake")
    expect(page.locator("#awake-hint")).to_be_hidden()


def test_where_the_screen_cannot_be_kept_awake_the_page_says_what_to_do(
    page: Page, api: Api
) -> None:
    page.add_init_script("delete Navigator.prototype.wakeLock;")  # as over plain HTTP
    game_id, token = api.create(DUEL)
    Table(page).open(game_id, token)
    expect(page.locator("#awake-hint")).to_contain_text("set the screen timeout to its longest")


def test_two_devices_starting_the_same_turn_score_its_holds_once(
    new_context: BrowserContext, api: Api
) -> None:
    game_id, token = api.create(
        DUEL,
        ANN_BEGINS,
        {"do": "control", "player": "Ann", "battlefield": "Grove"},
        {"do": "turn", "player": "Ben"},
    )
    phone = Table(new_context().new_page())
    tablet = Table(new_context().new_page())
    tablet.page.route("**/stream", lambda route: route.abort())
    phone.open(game_id, token)
    tablet.open(game_id, token)

    phone.tap("Next turn: Ann")
    tablet.tap("Next turn: Ann")
    phone.confirm_beginning("Confirm: score 1 hold, start the turn")
    phone.expect_scores(Ann=2)
    tablet.tap("Confirm: score 1 hold, start the turn")

    expect(tablet.beginning).to_be_hidden()  # that turn has begun: the draft is dropped
    expect(tablet.toast).to_contain_text("Another device changed the game first")
    tablet.expect_scores(Ann=2)
    tablet.expect_said("Turn 3, Ann: Hold on Grove, that's 2")
    turns = [e["action"] for e in api.game(game_id)["history"] if e["action"]["do"] == "turn"]
    assert turns == [ANN_BEGINS, {"do": "turn", "player": "Ben"}, ANN_BEGINS]
