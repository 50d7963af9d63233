"""Taps at a table whose connection is slow, drops, or loses an answer: every tap is
applied once, in the order it was made, and the page never calls a tap lost while its
fate is unknown. The status line says "Offline" when the page cannot hear the server.

Network conditions are Chromium's own (the DevTools protocol's emulateNetworkConditions,
which Playwright's set_offline also uses), or routes that drop a request or its answer.
"""

from __future__ import annotations

import os
import re
import signal
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, Route, expect
from tests.browser.conftest import Api, TrackerServer
from tests.browser.table import Table

DUEL = {"mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}
ANN_BEGINS = {"do": "turn", "player": "Ann"}
ANN_CARD = {"do": "gain", "player": "Ann", "points": 1}
ANN_GROVE = {"do": "control", "player": "Ann", "battlefield": "Grove"}
PLUS_ONE_ANN = "+1 card: Ann"
LOST_WORDS = re.compile("not recorded|tap again|Cannot reach", re.IGNORECASE)


# Everything the page ever said in its toast and error boxes, however briefly.
RECORD_SAID = """
window.__said = [];
new MutationObserver(() => {
  for (const box of document.querySelectorAll("#toast, .error")) {
    const text = box.textContent.trim();
    if (text && !box.hidden && window.__said[window.__said.length - 1] !== text) window.__said.push(text);
  }
}).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
"""


def never_said_lost(page: Page) -> None:
    said = page.evaluate("window.__said")
    assert [text for text in said if LOST_WORDS.search(text)] == []


def actions_after_the_first_turn(api: Api, game_id: str) -> list[dict[str, Any]]:
    return [entry["action"] for entry in api.game(game_id)["history"]][1:]


def finger(page: Page, name: str, taps: int = 1, apart_ms: int = 0) -> None:
    """A finger on the button's spot, `taps` times: whatever is there then takes the tap
    (no waiting until the button would take it, as a test runner's click does)."""
    button = page.get_by_role("button", name=name, exact=True)
    box = button.bounding_box()
    for _ in range(20):  # a render may have replaced the button as it was measured
        if box is not None:
            break
        page.wait_for_timeout(25)
        box = button.bounding_box()
    assert box is not None, f"no {name!r} button to put a finger on"
    for tap in range(taps):
        if tap:
            page.wait_for_timeout(apart_ms)
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def slow_network(page: Page, latency_ms: int) -> None:
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": latency_ms, "downloadThroughput": -1, "uploadThroughput": -1},
    )


def status(page: Page) -> Any:
    return page.locator("#status-line")


def expect_all_sent(page: Page) -> None:
    """No tap waits on the phone any more. Its status line alone could say so too soon: a
    tap under half a second old is not counted aloud while the page is live."""
    page.wait_for_function(
        "() => !Object.keys(localStorage).some((key) => key.startsWith('riftscore:queue:'))",
        timeout=15000,
    )
    expect(status(page)).not_to_contain_text("waiting")


def test_three_quick_taps_on_a_slow_network_record_three_points_in_order(
    phone: Page, api: Api
) -> None:
    page = phone
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)
    expect(status(page)).to_have_text(re.compile("^Live"))
    slow_network(page, 400)

    finger(page, PLUS_ONE_ANN)
    page.wait_for_timeout(150)
    finger(page, "Ann conquers Grove")
    page.wait_for_timeout(150)
    finger(page, PLUS_ONE_ANN)
    # While they travel, the taps are shown waiting, not applied.
    expect(status(page)).to_contain_text(re.compile(r"\d taps? waiting to send"))

    table.expect_scores(Ann=3)
    expect(status(page)).to_have_text(re.compile("^Live"))
    expect(page.locator("button.waiting")).to_have_count(0)
    assert actions_after_the_first_turn(api, game_id) == [ANN_CARD, ANN_GROVE, ANN_CARD]
    expect(table.toast).to_be_hidden()


def test_taps_made_offline_wait_and_are_applied_once_in_order_when_back(
    phone: Page, api: Api
) -> None:
    page = phone
    page.add_init_script(RECORD_SAID)
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)
    expect(status(page)).to_have_text(re.compile("^Live"))

    grove = page.get_by_role("button", name="Ann conquers Grove", exact=True)
    where_grove_was = grove.bounding_box()

    page.context.set_offline(True)
    expect(status(page)).to_have_text(re.compile("^Offline"))
    finger(page, "Ann conquers Grove")
    finger(page, PLUS_ONE_ANN)
    expect(status(page)).to_have_text(re.compile("^Offline: 2 taps waiting to send"))
    assert grove.bounding_box() == where_grove_was  # the status and the marks move nothing
    page.wait_for_timeout(1500)  # retries, with the network still down
    table.expect_scores(Ann=0)  # waiting, not shown as applied
    expect(page.locator("button.waiting")).to_have_count(2)
    expect(table.toast).to_be_hidden()

    page.context.set_offline(False)
    table.expect_scores(Ann=2)
    expect(status(page)).to_have_text(re.compile("^Live"), timeout=8000)
    expect(page.locator("button.waiting")).to_have_count(0)
    assert actions_after_the_first_turn(api, game_id) == [ANN_GROVE, ANN_CARD]
    never_said_lost(page)


def test_a_tap_whose_answer_was_lost_is_reconciled_by_its_key_and_counted_once(
    phone: Page, api: Api
) -> None:
    page = phone
    page.add_init_script(RECORD_SAID)
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)
    sent: list[str] = []

    def lose_answers(route: Route) -> None:
        sent.append(route.request.headers.get("idempotency-key", ""))
        if len(sent) == 1:
            route.fetch()  # the server applies it; its answer never comes back
            route.abort()
        elif len(sent) <= 3:
            route.abort()  # and the network stays down for a while
        else:
            route.continue_()

    page.route("**/actions", lose_answers)
    finger(page, PLUS_ONE_ANN)
    # The live stream shows the point; the page waits for the tap's own answer.
    table.expect_scores(Ann=1)
    expect(status(page)).to_contain_text("1 tap waiting to send")
    expect(status(page)).not_to_contain_text("waiting", timeout=10000)
    never_said_lost(page)
    expect(table.toast).to_be_hidden()
    table.expect_scores(Ann=1)
    assert len(sent) >= 4 and len(set(sent)) == 1  # sent again with the same key
    assert actions_after_the_first_turn(api, game_id) == [ANN_CARD]


def test_a_reload_keeps_the_taps_waiting_and_sends_them(phone: Page, api: Api) -> None:
    page = phone
    page.add_init_script(RECORD_SAID)
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)
    # The server is reachable but none of the taps gets through before the reload.
    page.route("**/actions", lambda route: route.abort())
    finger(page, "Ann conquers Grove")
    finger(page, PLUS_ONE_ANN)
    expect(status(page)).to_contain_text("2 taps waiting to send")

    page.reload()
    table.wait_for_game()
    expect(status(page)).to_contain_text("2 taps waiting to send")
    table.expect_scores(Ann=0)
    page.unroute("**/actions")
    table.expect_scores(Ann=2)
    expect(status(page)).not_to_contain_text("waiting", timeout=10000)
    assert actions_after_the_first_turn(api, game_id) == [ANN_GROVE, ANN_CARD]
    never_said_lost(page)
    expect(table.toast).to_be_hidden()


def test_a_tap_whose_battlefield_another_device_took_first_is_not_recorded_alone(
    page: Page, api: Api
) -> None:
    """The phone hears of the other device only by the server's 409: the first tap is
    checked against the game as it now stands, and the tap after it still goes."""
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    page.route("**/stream", lambda route: route.abort())  # this phone hears nothing
    table.open(game_id, token)
    api.act(game_id, token, {"do": "control", "player": "Ben", "battlefield": "Grove"})
    slow_network(page, 300)  # the second tap is made before the first one's answer

    finger(page, "Ann conquers Grove")
    finger(page, PLUS_ONE_ANN)

    expect(table.toast).to_contain_text("Another device changed the game first")
    expect(table.toast).to_contain_text(
        "Not recorded: Ann conquers Grove (Ben controls Grove now)."
    )
    table.expect_scores(Ann=1, Ben=1)
    expect_all_sent(page)
    expect(page.locator("button.waiting")).to_have_count(0)
    expect(table.toast).not_to_contain_text(PLUS_ONE_ANN)
    assert actions_after_the_first_turn(api, game_id) == [
        {"do": "control", "player": "Ben", "battlefield": "Grove"},
        ANN_CARD,
    ]


# ------------------------------------------------------------------ two phones, one offline


def counters(api: Api, game_id: str) -> dict[str, dict[str, int]]:
    players = api.client.get(f"/api/games/{game_id}/counters").json()["players"]
    return {row.pop("player"): row for row in players}


def other_phone(new_context: Callable[..., BrowserContext], game_id: str, token: str) -> Table:
    """Phone B at the same table: online, with the write link."""
    other = Table(new_context().new_page())
    other.open(game_id, token)
    return other


def test_taps_made_offline_all_land_in_order_after_another_phone_changed_something_else(
    page: Page, new_context: Callable[..., BrowserContext], api: Api
) -> None:
    page.add_init_script(RECORD_SAID)
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)
    other = other_phone(new_context, game_id, token)

    page.context.set_offline(True)
    expect(status(page)).to_have_text(re.compile("^Offline"))
    table.tap("Ann conquers Grove")
    table.tap(PLUS_ONE_ANN)
    table.tap("Ann XP +1")
    table.tap("Next turn: Ben")
    table.tap("+1 card: Ben")  # in the turn the tap before it starts
    expect(status(page)).to_have_text(re.compile("^Offline: 5 taps waiting to send"))

    # Meanwhile phone B: a counter of Ben's, a card of Ben's, a conquer elsewhere.
    other.tap("Ben Power +1")
    other.tap("+1 card: Ben")
    other.tap("Ben conquers Ruins")
    other.expect_scores(Ann=0, Ben=2)

    page.context.set_offline(False)
    expect_all_sent(page)
    b_then_a = [
        {"do": "gain", "player": "Ben", "points": 1},
        {"do": "control", "player": "Ben", "battlefield": "Ruins"},
        ANN_GROVE,
        ANN_CARD,
        {"do": "turn", "player": "Ben"},
        {"do": "gain", "player": "Ben", "points": 1},
    ]
    assert actions_after_the_first_turn(api, game_id) == b_then_a  # each once, in order
    assert counters(api, game_id)["Ann"]["xp"] == 1
    assert counters(api, game_id)["Ben"]["power"] == 1
    table.expect_scores(Ann=2, Ben=4)  # Ben's turn held Ruins
    other.expect_scores(Ann=2, Ben=4)
    expect(page.locator("button.waiting")).to_have_count(0)
    never_said_lost(page)


def test_an_offline_tap_another_phone_changed_the_meaning_of_is_the_only_one_not_recorded(
    page: Page, new_context: Callable[..., BrowserContext], api: Api
) -> None:
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)
    other = other_phone(new_context, game_id, token)

    page.context.set_offline(True)
    expect(status(page)).to_have_text(re.compile("^Offline"))
    table.tap("Ann conquers Grove")  # Grove uncontrolled, on this phone's board
    table.tap(PLUS_ONE_ANN)
    table.tap("Ann Energy +1")
    other.tap("Ben conquers Grove")  # phone B took Grove first
    other.expect_scores(Ben=1)

    page.context.set_offline(False)
    expect(table.toast).to_contain_text(
        "Another device changed the game first, shown here. "
        "Not recorded: Ann conquers Grove (Ben controls Grove now)."
    )
    expect_all_sent(page)
    expect(table.toast).not_to_contain_text(PLUS_ONE_ANN)
    expect(table.toast).not_to_contain_text("Energy")
    assert actions_after_the_first_turn(api, game_id) == [
        {"do": "control", "player": "Ben", "battlefield": "Grove"},
        ANN_CARD,
    ]
    assert counters(api, game_id)["Ann"]["energy"] == 1
    table.expect_scores(Ann=1, Ben=1)
    expect(table.battlefield("Grove")).to_contain_text("Ben controls it")


def test_an_offline_undo_lands_only_when_it_still_takes_back_the_same_entry(
    page: Page, new_context: Callable[..., BrowserContext], api: Api
) -> None:
    game_id, token = api.create(DUEL, ANN_BEGINS, ANN_CARD)
    table = Table(page)
    table.open(game_id, token)
    other = other_phone(new_context, game_id, token)

    page.context.set_offline(True)
    expect(status(page)).to_have_text(re.compile("^Offline"))
    table.tap("Undo")  # Ann's card, on this phone's board
    table.tap("Ann conquers Grove")
    table.tap("Undo")  # the conquer just tapped
    other.tap("+1 card: Ben")
    other.expect_scores(Ann=1, Ben=1)

    page.context.set_offline(False)
    expect(table.toast).to_contain_text("Not recorded: Undo (it would now undo another entry).")
    expect_all_sent(page)
    expect(table.toast).not_to_contain_text("Ann conquers Grove")
    history = api.game(game_id)["history"]
    assert [(e["seq"], e["action"], e["retracts"], e["undone"]) for e in history[2:]] == [
        (3, {"do": "gain", "player": "Ben", "points": 1}, None, False),
        (4, ANN_GROVE, None, True),
        (5, None, 4, False),  # the undo of this phone's own conquer
    ]
    table.expect_scores(Ann=1, Ben=1)


def test_counter_taps_made_offline_wait_in_line_and_land_once(phone: Page, api: Api) -> None:
    page = phone
    page.add_init_script(RECORD_SAID)
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)
    xp = page.locator('#resources .counters-row[data-player="Ann"] .counter-xp')

    page.context.set_offline(True)
    expect(status(page)).to_have_text(re.compile("^Offline"))
    table.tap("Ann XP +1")
    table.tap("Ann conquers Grove")
    table.tap("Ann XP +1")
    expect(status(page)).to_have_text(re.compile("^Offline: 3 taps waiting to send"))
    expect(xp).to_contain_text("XP 0")  # waiting, not shown as counted
    expect(page.get_by_role("button", name="Ann XP +1")).to_have_attribute("data-waiting", "2")
    expect(page.locator("button.waiting")).to_have_count(2)

    sent: list[str] = []

    def lose_first_answer(route: Route) -> None:
        if route.request.method != "POST":
            route.continue_()
            return
        sent.append(route.request.headers.get("idempotency-key", ""))
        if len(sent) == 1:
            route.fetch()  # the server counts it; its answer never comes back
            route.abort()
        else:
            route.continue_()

    page.route("**/counters", lose_first_answer)
    page.context.set_offline(False)
    expect(xp).to_contain_text("XP 2")
    expect_all_sent(page)
    assert counters(api, game_id)["Ann"]["xp"] == 2  # the first sent twice, counted once
    assert len(sent) == 3 and sent[0] == sent[1] != sent[2]
    assert actions_after_the_first_turn(api, game_id) == [ANN_GROVE]
    expect(page.locator("button.waiting")).to_have_count(0)
    never_said_lost(page)


def test_a_reload_keeps_a_counter_tap_waiting_and_a_refused_one_is_said_alone(
    page: Page, api: Api
) -> None:
    game_id, token = api.create(DUEL, ANN_BEGINS)
    api.client.post(
        f"/api/games/{game_id}/counters",
        json={"player": "Ann", "counter": "power", "value": 99},
        headers={"Authorization": f"Bearer {token}"},
    )
    table = Table(page)
    table.open(game_id, token)

    def hold_counter_taps(route: Route) -> None:
        if route.request.method == "POST":
            route.abort()
        else:
            route.continue_()

    page.route("**/counters", hold_counter_taps)
    table.tap("Ann Power −1")
    table.tap("Ann XP +1")
    expect(status(page)).to_contain_text("2 taps waiting to send")
    page.reload()
    table.wait_for_game()
    expect(status(page)).to_contain_text("2 taps waiting to send")
    # Meanwhile another phone sets Ann's Power back to 0: the −1 is refused there.
    api.client.post(
        f"/api/games/{game_id}/counters",
        json={"player": "Ann", "counter": "power", "value": 0},
        headers={"Authorization": f"Bearer {token}"},
    )
    page.unroute("**/counters")
    expect(table.toast).to_contain_text(
        "Not recorded: Ann Power −1 (Ann's Power is 0: it cannot go below 0)."
    )
    expect_all_sent(page)
    expect(table.toast).not_to_contain_text("XP")
    assert counters(api, game_id)["Ann"] == {"xp": 1, "energy": 0, "power": 0}


@pytest.fixture(scope="module")
def brisk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TrackerServer]:
    """A server of its own whose idle streams send a keep-alive every half second."""
    server = TrackerServer(Path(tmp_path_factory.mktemp("brisk")))
    os.environ["RIFTSCORE_KEEPALIVE_SECONDS"] = "0.5"
    try:
        server.start()
    finally:
        del os.environ["RIFTSCORE_KEEPALIVE_SECONDS"]
    try:
        yield server
    finally:
        if server.process is not None:
            os.kill(server.process.pid, signal.SIGCONT)
        server.stop()


def test_a_server_gone_silent_is_shown_offline_and_live_again_once_heard(
    page: Page, brisk: TrackerServer
) -> None:
    api = Api(brisk.url)
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    page.goto(f"{brisk.url}/g/{game_id}#w={token}")
    table.wait_for_game()
    expect(status(page)).to_have_text(re.compile("^Live"))
    assert brisk.process is not None
    os.kill(brisk.process.pid, signal.SIGSTOP)  # its sockets stay open, and say nothing
    try:
        # 2.5 keep-alive periods of silence (1.25 s), with the browser still online.
        expect(status(page)).to_have_text(re.compile("^Offline"), timeout=4000)
        assert page.evaluate("navigator.onLine") is True
        finger(page, PLUS_ONE_ANN)
        expect(status(page)).to_have_text(re.compile("^Offline: 1 tap waiting to send"))
        table.expect_scores(Ann=0)
    finally:
        os.kill(brisk.process.pid, signal.SIGCONT)
    expect(status(page)).to_have_text(re.compile("^Live"), timeout=8000)
    table.expect_scores(Ann=1)
    expect(status(page)).not_to_contain_text("waiting", timeout=8000)
    assert actions_after_the_first_turn(api, game_id) == [ANN_CARD]
    api.client.close()


def test_a_bounce_on_next_turn_starts_one_turn_and_the_card_tap_after_it_counts(
    page: Page, api: Api
) -> None:
    game_id, token = api.create(DUEL, ANN_BEGINS, {"do": "end_turn"})
    table = Table(page)
    table.open(game_id, token)
    expect(status(page)).to_have_text(re.compile("^Live"))
    slow_network(page, 1500)  # the bounce comes well before the first tap's answer

    # The finger bounced: the live stream may already have shown Ben's turn begun, and the
    # button under it may say "Next turn: Ann" by then.
    finger(page, "Next turn: Ben", taps=2, apart_ms=80)
    page.wait_for_timeout(150)
    finger(page, "+1 card: Ben")

    table.expect_scores(Ann=0, Ben=1)
    expect(status(page)).not_to_contain_text("waiting", timeout=10000)
    assert actions_after_the_first_turn(api, game_id) == [
        {"do": "end_turn"},
        {"do": "turn", "player": "Ben"},
        {"do": "gain", "player": "Ben", "points": 1},
    ]


def test_a_tap_during_a_database_restart_is_sent_again_and_applied_once(
    page: Page, api: Api
) -> None:
    page.add_init_script(RECORD_SAID)
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)
    answered: list[int] = []

    def restarting_database(route: Route) -> None:
        if len(answered) < 2:
            answered.append(503)  # as the server answers while its database is away
            route.fulfill(
                status=503,
                headers={"Retry-After": "1"},
                json={"error": {"code": "database_unavailable", "message": "try again"}},
            )
        else:
            answered.append(200)
            route.continue_()

    page.route("**/actions", restarting_database)
    finger(page, "Ann conquers Grove")
    expect(status(page)).to_contain_text("1 tap waiting to send")
    table.expect_scores(Ann=1)
    expect(status(page)).not_to_contain_text("waiting", timeout=8000)
    assert answered == [503, 503, 200]
    assert actions_after_the_first_turn(api, game_id) == [ANN_GROVE]
    never_said_lost(page)
    expect(table.toast).to_be_hidden()


def test_a_live_stream_refused_while_the_server_restarts_is_opened_again(
    page: Page, api: Api
) -> None:
    game_id, token = api.create(DUEL, ANN_BEGINS)
    refused: list[int] = []

    def restarting(route: Route) -> None:
        if not refused:
            refused.append(503)  # a browser does not reopen a stream answered so
            route.fulfill(status=503, headers={"Retry-After": "1"}, body="")
        else:
            route.continue_()

    page.route("**/stream", restarting)
    table = Table(page)
    table.open(game_id, token)
    expect(status(page)).to_have_text(re.compile("^Offline"))
    expect(status(page)).to_have_text(re.compile("^Live"), timeout=8000)
    api.act(game_id, token, ANN_GROVE)  # another device's tap, heard on the stream
    table.expect_scores(Ann=1)
    assert refused == [503]


def test_a_live_stream_closed_to_make_room_is_opened_again_by_itself(page: Page, api: Api) -> None:
    """Issue 22, 7: a page whose stream the server closed (too many streams) used to stay
    stopped until reloaded. It opens the stream again by itself, after 5 s the first time."""
    game_id, token = api.create(DUEL, ANN_BEGINS)
    closings: list[str] = []
    why = "the server has as many live streams open as it keeps: this one was closed"

    def crowded(route: Route) -> None:
        if not closings:
            closings.append(route.request.url)
            frame = 'event: closed\ndata: {"reason": "too_many_streams_per_server", '
            frame += f'"message": "{why}"}}\n\n'
            route.fulfill(status=200, headers={"Content-Type": "text/event-stream"}, body=frame)
        else:
            route.continue_()

    page.route("**/stream", crowded)
    table = Table(page)
    table.open(game_id, token)
    expect(status(page)).to_contain_text(why)
    expect(status(page)).to_have_text(re.compile("^Live"), timeout=9000)
    api.act(game_id, token, ANN_GROVE)  # another device's tap, heard on the stream
    table.expect_scores(Ann=1)
    assert len(closings) == 1


def test_a_page_reloaded_while_the_server_is_out_of_reach_keeps_its_taps_and_sends_them(
    page: Page, api: Api
) -> None:
    # The page itself still loads (as a browser's cache would give it), but no request to
    # the server gets through: the game and its taps wait until it is back.
    game_id, token = api.create(DUEL, ANN_BEGINS)
    table = Table(page)
    table.open(game_id, token)
    page.route("**/api/**", lambda route: route.abort())
    finger(page, "Ann conquers Grove")
    finger(page, PLUS_ONE_ANN)
    expect(status(page)).to_contain_text("2 taps waiting to send")

    page.reload()
    expect(page.locator("#turn-label")).to_have_text("Cannot reach the server")
    expect(status(page)).to_have_text(re.compile("^Offline: 2 taps waiting to send"))
    page.unroute("**/api/**")
    table.wait_for_game()
    table.expect_scores(Ann=2)
    expect(status(page)).to_have_text(re.compile("^Live"), timeout=10000)
    assert actions_after_the_first_turn(api, game_id) == [ANN_GROVE, ANN_CARD]
