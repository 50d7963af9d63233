"""The table's extras, played on a phone-sized page: resource counters below the board,
who goes first, one phone shared by the table, and the small things players ask for
(a score tapped for the judge's adjustment, a rematch, names and games remembered on the
device, a buzz and a beep when time is called)."""

from __future__ import annotations

import re
from collections.abc import Callable

from playwright.sync_api import BrowserContext, FloatRect, Locator, Page, expect
from tests.browser.conftest import Api
from tests.browser.table import Table

DUEL = {"mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}
WAR = {
    "mode": "war",
    "players": ["Ann", "Ben", "Cat", "Dan"],
    "battlefields": ["Grove", "Ruins", "Vault"],
}
SKIRMISH = {
    "mode": "skirmish",
    "players": ["Ann", "Ben", "Cat"],
    "battlefields": ["Grove", "Ruins", "Vault"],
}
TWO_V_TWO = {
    "mode": "2v2",
    "players": ["Ann", "Ben", "Cid", "Dee"],
    "teams": [["Ann", "Cid"], ["Ben", "Dee"]],
    "battlefields": ["Grove", "Ruins", "Vault"],
}
ANN_BEGINS = {"do": "turn", "player": "Ann"}
HALF_TURN = re.compile(r"matrix\(-1, [-0-9.e]+, [-0-9.e]+, -1, 0, 0\)")


def side(page: Page, name: str) -> Locator:
    return page.locator(".side").filter(has=page.get_by_role("heading", name=name, exact=True))


def box_of(locator: Locator) -> FloatRect:
    box = locator.bounding_box()
    assert box is not None
    return box


def resources(page: Page, name: str) -> Locator:
    """A player's counters, below the board."""
    return page.locator(f'.counters-row[data-player="{name}"]')


# What a player taps on one phone shared by the table: their points and their counters.
COUNTERS = ("XP", "Energy", "Power")


def player_buttons(player: str) -> list[str]:
    steps = [f"{player} {counter} {step}1" for counter in COUNTERS for step in "−+"]
    return [f"+1 card: {player}", f"Burn out: {player}", *steps]


# Every button of the score cards (a score opens the judge's adjustment: it is one too),
# with its box on the screen, whether a tap at its middle reaches it, and the boxes of
# the header, the bar, each card and each player's part of a team's card.
SHARED_PHONE = """() => {
  const box = (e) => {
    const r = e.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right};
  };
  const buttons = [...document.querySelectorAll('#scores button, #scores [role=button]')];
  return {
    viewport: {width: innerWidth, height: innerHeight},
    header: box(document.querySelector('.topbar')),
    bar: box(document.getElementById('actionbar')),
    cards: Object.fromEntries([...document.querySelectorAll('#scores .side')]
      .map((card) => [card.dataset.side, box(card)])),
    parts: Object.fromEntries([...document.querySelectorAll('#scores .member')]
      .map((part) => [part.dataset.player, box(part)])),
    buttons: buttons.map((b) => {
      const r = b.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const name = b.classList.contains('score')
        ? 'score: ' + b.closest('.side').dataset.side : b.getAttribute('aria-label');
      return {name, box: box(b), reached: b.contains(hit)};
    }),
  };
}"""


def assert_every_button_on_screen_in_its_players_card(page: Page, sides: list[list[str]]) -> None:
    """Every button of every player's half on the screen at once: within the viewport,
    below the header (with the clock strip every game keeps), above the bar, inside its
    own player's card (and, in a team's card, that player's own part of it), reached by
    a tap at its middle, and at least 40 px each way. Each failure names the button and
    where it is."""
    expect(page.locator("#clock-strip")).to_be_visible()
    seen = page.evaluate(SHARED_PHONE)
    width, height = seen["viewport"]["width"], seen["viewport"]["height"]
    header, bar = seen["header"]["bottom"], seen["bar"]["top"]
    assert 0 < header < bar < height
    card_of = {player: " & ".join(side) for side in sides for player in side}
    expected = {f"score: {' & '.join(side)}" for side in sides}
    expected |= {name for player in card_of for name in player_buttons(player)}
    found = [button["name"] for button in seen["buttons"]]
    assert sorted(found) == sorted(expected)
    teams = len(card_of) > len(sides)
    wrong = []
    for button in seen["buttons"]:
        name, box = button["name"], button["box"]
        if name.startswith("score: "):
            player, card = None, seen["cards"][name.removeprefix("score: ")]
        else:
            player = next(p for p in card_of if name.endswith(f": {p}") or name.startswith(f"{p} "))
            card = seen["cards"][card_of[player]]
        screen = {"top": 0, "bottom": height, "left": 0, "right": width}
        within = [
            ("the viewport", screen),
            ("below the header, above the bar", {**screen, "top": header, "bottom": bar}),
            ("its player's card", card),
        ]
        if teams and player is not None:
            if player in seen["parts"]:
                within.append(("its player's part of the card", seen["parts"][player]))
            else:
                wrong.append(f"{name}: {player} has no part of the card of their own")
        for where, outer in within:
            if not (
                outer["top"] - 0.5 <= box["top"]
                and box["bottom"] <= outer["bottom"] + 0.5
                and outer["left"] - 0.5 <= box["left"]
                and box["right"] <= outer["right"] + 0.5
            ):
                wrong.append(f"{name} {box} is not within {where} {outer}")
        if not button["reached"]:
            wrong.append(f"{name} {box}: a tap at its middle lands elsewhere")
        if box["bottom"] - box["top"] < 40 or box["right"] - box["left"] < 40:
            wrong.append(f"{name} {box} is smaller than 40 px")
    assert wrong == [], f"bar at y={bar}, header down to y={header}: " + "; ".join(wrong)


def test_xp_and_energy_kept_beside_the_score_reach_the_other_phone(
    page: Page, new_context: Callable[..., BrowserContext], api: Api
) -> None:
    game_id, token = api.create(DUEL, ANN_BEGINS)
    Table(page).open(game_id, token)
    other = new_context().new_page()
    try:
        Table(other).open(game_id)  # a spectator's phone: it sees the counters, no buttons
        expect(resources(other, "Ann")).to_contain_text("XP 0")
        page.get_by_role("button", name="Ann XP +1").click()
        page.get_by_role("button", name="Ann XP +1").click()
        page.get_by_role("button", name="Ben Energy +1").click()
        expect(resources(page, "Ann").locator(".counter-xp")).to_contain_text("XP 2")
        expect(resources(other, "Ann").locator(".counter-xp")).to_contain_text("XP 2")
        expect(resources(other, "Ben").locator(".counter-energy")).to_contain_text("Energy 1")
        expect(other.get_by_role("button", name="Ann XP +1")).to_have_count(0)
        # Nothing to take away: the button is off, and the score never moved.
        expect(page.get_by_role("button", name="Ann Power −1")).to_be_disabled()
        Table(page).expect_scores(Ann=0, Ben=0)
        assert api.game(game_id)["version"] == 1
    finally:
        other.close()


def test_a_coin_toss_shown_on_every_phone_decides_who_takes_turn_1(
    page: Page, new_context: Callable[..., BrowserContext], api: Api
) -> None:
    game_id, token = api.create(DUEL)
    Table(page).open(game_id, token)
    other = new_context().new_page()
    try:
        Table(other).open(game_id)
        expect(other.locator("#draw-first")).to_have_count(0)  # a spectator draws nothing
        page.get_by_role("button", name="Toss a coin for who goes first").click()
        result = page.locator(".toss-result")
        expect(result).to_have_text(
            re.compile(r"Coin toss: (heads|tails)\. (Ann|Ben) goes first\.")
        )
        first = re.search(r"(Ann|Ben) goes first", result.inner_text())
        assert first is not None
        expect(other.locator(".toss-result")).to_have_text(result.inner_text())
        for phone in (page, other):
            expect(phone.locator("#turn-label")).to_have_text(
                f"Before turn 1 · {first.group(1)} goes first"
            )
        assert api.game(game_id)["players"][0] == first.group(1)
        expect(page.get_by_role("button", name="Toss a coin for who goes first")).to_have_count(0)
        # Once the first turn is over, the draw is no longer news.
        second = "Ben" if first.group(1) == "Ann" else "Ann"
        api.act(game_id, token, {"do": "turn", "player": first.group(1)})
        expect(other.locator("#turn-label")).to_have_text(f"Turn 1 · {first.group(1)}")
        expect(other.locator(".toss-result")).to_be_visible()
        api.act(game_id, token, {"do": "turn", "player": second})
        expect(other.locator(".toss-result")).to_have_count(0)
    finally:
        other.close()


def test_a_die_roll_shown_on_every_phone_decides_who_of_three_takes_turn_1(
    page: Page, new_context: Callable[..., BrowserContext], api: Api
) -> None:
    game_id, token = api.create(SKIRMISH)
    Table(page).open(game_id, token)
    other = new_context().new_page()
    try:
        Table(other).open(game_id)
        expect(other.locator("#draw-first")).to_have_count(0)  # a spectator rolls nothing
        page.get_by_role("button", name="Roll dice for who goes first").click()
        result = page.locator(".toss-result")
        expect(result).to_have_text(
            re.compile(
                r"^Dice \(d20\): Ann \d+, Ben \d+, Cat \d+(; then [^.]+)*\. (Ann|Ben|Cat) goes first\.$"
            )
        )
        # The page says the server's roll as it was drawn: each roll, then who goes first
        # (the highest of the last roll: the tied ones roll again).
        toss = api.client.get(f"/api/games/{game_id}/first-player").json()["toss"]
        rolls = "; then ".join(
            ", ".join(f"{player} {number}" for player, number in roll.items())
            for roll in toss["rolls"]
        )
        expect(result).to_have_text(f"Dice (d20): {rolls}. {toss['first']} goes first.")
        last = toss["rolls"][-1]
        assert [p for p, n in last.items() if n == max(last.values())] == [toss["first"]]
        expect(other.locator(".toss-result")).to_have_text(result.inner_text())
        for phone in (page, other):
            expect(phone.locator("#turn-label")).to_have_text(
                f"Before turn 1 · {toss['first']} goes first"
            )
        # The turn order goes on around the table from the one who goes first.
        seat = SKIRMISH["players"].index(toss["first"])
        around = SKIRMISH["players"][seat:] + SKIRMISH["players"][:seat]
        assert api.game(game_id)["players"] == around
        expect(page.get_by_role("button", name="Roll dice for who goes first")).to_have_count(0)
        expect(page.get_by_role("button", name=f"Start: {toss['first']}")).to_be_enabled()
    finally:
        other.close()


def test_two_players_facing_each_other_share_one_phone(phone: Page, api: Api) -> None:
    page = phone
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)
    toggle = page.get_by_role("button", name=re.compile("One phone for the table"))
    expect(toggle).to_have_attribute("aria-pressed", "false")
    expect(side(page, "Ben")).to_have_css("transform", "none")
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    ann, ben = side(page, "Ann"), side(page, "Ben")
    # Ben sits across the table: his half is turned to him, on the far edge, with his
    # own buttons; Ann's half stays the right way up for her, below his.
    expect(ben).to_have_css("transform", HALF_TURN)
    expect(ann).to_have_css("transform", "none")
    ann_box, ben_box = ann.bounding_box(), ben.bounding_box()
    assert ann_box is not None and ben_box is not None
    assert ben_box["y"] + ben_box["height"] <= ann_box["y"] + 1
    # The phone shows the far half from its top, whatever was scrolled before.
    width, height = page.evaluate("[window.innerWidth, window.innerHeight]")
    assert page.evaluate("window.scrollY") == 0 and ben_box["y"] < height
    battlefield = table.battlefield("Grove").bounding_box()
    assert battlefield is not None and ann_box["y"] < battlefield["y"]
    for player, box in (("Ann", ann_box), ("Ben", ben_box)):
        button = page.get_by_role("button", name=f"+1 card: {player}")
        inside = button.bounding_box()
        assert inside is not None
        assert (
            box["y"] <= inside["y"] and inside["y"] + inside["height"] <= box["y"] + box["height"]
        )
    assert ann_box["width"] <= width and ben_box["width"] <= width
    # Both halves' buttons are on the screen at once, above the bottom bar.
    assert_every_button_on_screen_in_its_players_card(page, [["Ann"], ["Ben"]])
    # Each taps their own: Ben's button, upside down for Ann, still records Ben's point
    # (a moment after the layout changed: the tap guard takes no tap on a board that moved).
    page.wait_for_timeout(600)
    page.get_by_role("button", name="+1 card: Ben").click()
    table.expect_scores(Ann=0, Ben=1)
    page.reload()  # the device remembers the layout
    table.wait_for_game()
    expect(side(page, "Ben")).to_have_css("transform", HALF_TURN)
    page.get_by_role("button", name=re.compile("One phone for the table")).click()
    expect(side(page, "Ben")).to_have_css("transform", "none")


def test_three_players_around_one_phone(phone: Page, api: Api) -> None:
    """Cat sits across the phone from Ann and Ben: her card is turned to her at the top,
    the width of the phone; theirs sit below, side by side. Every button of each card is
    on the screen within that card, none under the header or the bar, on the small phone
    too."""
    page = phone
    game_id, token = api.create(SKIRMISH, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)
    page.get_by_role("button", name=re.compile("One phone for the table")).click()
    cat, ann, ben = (side(page, p) for p in ("Cat", "Ann", "Ben"))
    expect(cat).to_have_css("transform", HALF_TURN)
    for card in (ann, ben):
        expect(card).to_have_css("transform", "none")
    cat_box, ann_box, ben_box = (box_of(card) for card in (cat, ann, ben))
    width = page.evaluate("window.innerWidth")
    assert cat_box["y"] + cat_box["height"] <= ann_box["y"] + 1
    assert ann_box["y"] == ben_box["y"] and ann_box["x"] + ann_box["width"] <= ben_box["x"]
    assert cat_box["width"] >= ann_box["width"] + ben_box["width"]
    assert cat_box["x"] >= 0 and ben_box["x"] + ben_box["width"] <= width
    assert_every_button_on_screen_in_its_players_card(page, [["Ann"], ["Ben"], ["Cat"]])
    page.wait_for_timeout(600)  # the tap guard takes no tap just after the layout changed
    page.get_by_role("button", name="+1 card: Cat").click()  # upside down for Ann and Ben
    table.expect_scores(Ann=0, Ben=0, Cat=1)


def test_four_players_around_one_phone(phone: Page, api: Api) -> None:
    """Cat and Dan sit across the phone from Ann and Ben, each turned to face them; every
    button of the four cards is on the screen at once, Ann's and Ben's last counters
    above the bar (they were under it: y=627 against 601 on the small phone)."""
    page = phone
    game_id, token = api.create(WAR, ANN_BEGINS)
    Table(page).open(game_id, token)
    page.get_by_role("button", name=re.compile("One phone for the table")).click()
    near = [side(page, p) for p in ("Ann", "Ben")]
    far = [side(page, p) for p in ("Cat", "Dan")]
    for card in far:
        expect(card).to_have_css("transform", HALF_TURN)
    for card in near:
        expect(card).to_have_css("transform", "none")
    near_top = min(box["y"] for box in (card.bounding_box() for card in near) if box)
    for card in far:
        box = card.bounding_box()
        assert box is not None and box["y"] + box["height"] <= near_top + 1
        assert box["x"] >= 0 and box["x"] + box["width"] <= page.evaluate("window.innerWidth")
    assert_every_button_on_screen_in_its_players_card(page, [["Ann"], ["Ben"], ["Cat"], ["Dan"]])
    page.wait_for_timeout(600)  # the tap guard takes no tap just after the layout changed
    page.get_by_role("button", name="Ann Power +1").click()  # the lowest, once under the bar
    expect(resources(page, "Ann").locator(".counter-power")).to_contain_text("Power 1")


def test_two_teams_facing_each_other_share_one_phone(phone: Page, api: Api) -> None:
    """2v2 at one phone: Ben & Dee's half is turned to them at the top, Ann & Cid's below;
    in each half a column for each player, with their own buttons and counters, all on
    the screen at once (the near team's were all under the bar)."""
    page = phone
    game_id, token = api.create(TWO_V_TWO, ANN_BEGINS)
    Table(page).open(game_id, token)
    page.get_by_role("button", name=re.compile("One phone for the table")).click()
    expect(side(page, "Ben & Dee")).to_have_css("transform", HALF_TURN)
    expect(side(page, "Ann & Cid")).to_have_css("transform", "none")
    assert_every_button_on_screen_in_its_players_card(page, [["Ann", "Cid"], ["Ben", "Dee"]])
    # Teammates side by side: Ann's column to the left of Cid's, each with its counters.
    ann = page.locator('.member[data-player="Ann"]')
    cid = page.locator('.member[data-player="Cid"]')
    assert box_of(ann)["x"] + box_of(ann)["width"] <= box_of(cid)["x"]
    expect(ann.locator(".counters-row")).to_have_attribute("data-player", "Ann")
    expect(cid.locator(".counters-row")).to_have_attribute("data-player", "Cid")
    page.wait_for_timeout(600)  # the tap guard takes no tap just after the layout changed
    page.get_by_role("button", name="Cid Energy +1").click()
    expect(resources(page, "Cid").locator(".counter-energy")).to_contain_text("Energy 1")


def test_tapping_a_score_opens_the_judge_s_adjustment_for_that_side(page: Page, api: Api) -> None:
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)
    table.score("Ben").click()
    dialog = page.locator("#more-dialog")
    expect(dialog).to_be_visible()
    expect(page.locator("#adjust-form select[name=player]")).to_have_value("Ben")
    page.locator("#adjust-form input[name=points]").fill("2")
    page.locator("#adjust-form").get_by_role("button", name="Record").click()
    table.expect_scores(Ann=0, Ben=2)


def test_a_rematch_starts_a_new_game_with_the_same_players_and_battlefields(
    page: Page, api: Api
) -> None:
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)
    rematch = page.get_by_role("button", name=re.compile("Rematch"))
    expect(rematch).to_be_hidden()
    api.act(game_id, token, {"do": "concede", "player": "Ben"})
    expect(rematch).to_be_visible()
    rematch.click()
    page.wait_for_url(re.compile(r"/g/(?!" + re.escape(game_id) + r")"))
    table.wait_for_game()
    new_id = page.url.rsplit("/", 1)[1]
    new = api.game(new_id)
    battlefields = [b["name"] for b in new["battlefields"]]
    assert (new["players"], battlefields, new["version"]) == (
        ["Ann", "Ben"],
        ["Grove", "Ruins"],
        0,
    )
    # This phone may record in the new game.
    expect(page.get_by_role("button", name="Toss a coin for who goes first")).to_be_visible()


def test_the_home_page_remembers_names_and_lists_games_with_scores(page: Page) -> None:
    table = Table(page)
    game_id = table.start_game("Duel (1v1)", ["Ivy", "Jo"], ["Grove", "Ruins"])
    table.tap("Start: Ivy")
    table.tap("Ivy conquers Grove")
    table.expect_scores(Ivy=1, Jo=0)
    page.goto("/")
    expect(page.locator("#players input").nth(0)).to_have_value("Ivy")
    expect(page.locator("#players input").nth(1)).to_have_value("Jo")
    entry = page.locator("#recent-list li").filter(has=page.locator(f"a[href='/g/{game_id}']"))
    expect(entry).to_contain_text("Ivy 1 – Jo 0 · turn 1")


# navigator.vibrate and WebAudio, written down instead of felt and heard.
RECORD_ALERTS = """
window.__buzzes = [];
navigator.vibrate = (pattern) => { window.__buzzes.push(pattern); return true; };
window.__tones = 0;
const Real = window.AudioContext;
window.AudioContext = function () {
  const context = new Real();
  const make = context.createOscillator.bind(context);
  context.createOscillator = () => {
    const tone = make();
    const start = tone.start.bind(tone);
    tone.start = (...args) => { window.__tones += 1; return start(...args); };
    return tone;
  };
  return context;
};
"""


def test_the_phone_buzzes_and_beeps_once_when_time_is_called(page: Page, api: Api) -> None:
    page.add_init_script(RECORD_ALERTS)
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)
    assert page.evaluate("window.__buzzes.length") == 0
    api.act(game_id, token, {"do": "time"})  # another device calls time
    expect(page.locator("#announcer")).to_contain_text("Time is called")
    page.wait_for_function("window.__buzzes.length > 0")
    api.act(game_id, token, {"do": "control", "player": "Ann", "battlefield": "Grove"})
    table.expect_scores(Ann=1, Ben=0)
    assert page.evaluate("window.__buzzes.length") == 1
    assert page.evaluate("window.__tones") == 1
    page.reload()  # a page opened after time was called stays quiet
    table.wait_for_game()
    assert page.evaluate("window.__buzzes.length") == 0
