"""Another page (a judge's desk, a projector) renders a game's state with the game page's
render modules alone: it imports them, hands them a view and, to take taps, a callback of
its own. No page state, no queue of taps, no live stream comes with them, and nothing is
read from the server but the modules themselves."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page, Request, expect
from tests.browser.conftest import Api
from tests.browser.table import Table
from tests.browser.test_page_scripts import GAME_WIRING

DUEL = {"mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}
ANN_BEGINS = {"do": "turn", "player": "Ann"}
ANN_GROVE = {"do": "control", "player": "Ann", "battlefield": "Grove"}

DESK = "/judges-desk"

# The parts of the game page a desk shows, by the ids the render modules draw into.
DESK_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Judge's desk</title></head>
<body>
<header class="topbar">
  <h1 id="turn-label"></h1><p id="meta-label"></p>
  <div id="clock-strip" hidden><p id="clock-label"></p><p id="clock-time"></p></div>
</header>
<main>
  <p id="readonly-banner" hidden></p>
  <section id="outcome" hidden></section>
  <div id="message-box"><section id="announcer"></section><div id="notices"></div>
    <div id="toast" hidden></div></div>
  <p id="scores-said"></p>
  <section id="scores"></section>
  <section id="battlefields"></section>
  <ol id="history-list"></ol>
</main>
<script type="application/json" id="the-game">GAME</script>
<script type="module">
  import {renderBattlefields, renderDrawnCards} from "/static/game/battlefields.js";
  import {renderHistory} from "/static/game/history.js";
  import {latestSentences, showSentences} from "/static/game/messages.js";
  import {renderClock} from "/static/game/round-clock.js";
  import {renderScores} from "/static/game/scores.js";
  import {renderOutcome, renderTop} from "/static/game/top.js";
  import {shownGame} from "/static/game/view.js";

  const view = JSON.parse(document.getElementById("the-game").textContent);
  // The desk's own hands: a tap is written down here, never sent anywhere.
  window.recorded = [];
  const acts = {record: async (action) => window.recorded.push(action)};

  function render(game) {
    renderTop(game);
    renderClock(game);
    renderOutcome(game);
    showSentences(latestSentences(game.view));
    renderDrawnCards(game, acts);
    renderScores(game, acts);
    renderBattlefields(game, acts);
    renderHistory(game);
  }
  render(shownGame(view, {history: view.history}));
  window.takeTaps = () => render({...shownGame(view), writable: true});
  window.rendered = true;
</script>
</body></html>
"""


def desk_page(view: dict[str, Any]) -> str:
    # As text in the page: "<" escaped so that no name can close the script element.
    return DESK_PAGE.replace("GAME", json.dumps(view).replace("<", "\\u003c"))


def test_a_judges_desk_renders_a_game_from_the_render_modules_alone(page: Page, api: Api) -> None:
    game_id, _ = api.create(DUEL, ANN_BEGINS, ANN_GROVE)
    view = api.game(game_id)
    asked: list[str] = []

    def note(request: Request) -> None:
        asked.append(request.url.removeprefix(str(api.client.base_url).rstrip("/")))

    page.on("request", note)
    page.route(
        f"**{DESK}", lambda route: route.fulfill(content_type="text/html", body=desk_page(view))
    )
    page.goto(DESK)
    page.wait_for_function("() => window.rendered === true", timeout=5000)

    table = Table(page)
    table.expect_scores(Ann=1, Ben=0)
    expect(page.locator("#turn-label")).to_have_text("Turn 1 · Ann")
    expect(page.locator("#meta-label")).to_have_text("Duel · 8 to win")
    expect(page.locator("#clock-label")).to_have_text("No round clock · time is not called")
    expect(table.battlefield("Grove")).to_contain_text("Ann controls it")
    expect(table.battlefield("Ruins")).to_contain_text("uncontrolled")
    expect(table.said).to_have_text(view["last_entry"]["announcements"][-1])
    expect(page.locator("#history-list li")).to_have_count(2)
    # Read only, as given: no button a finger could record with.
    expect(page.locator("#scores button, #battlefields button")).to_have_count(0)

    # Given hands of its own, the desk takes a tap: the action comes to its callback.
    page.evaluate("window.takeTaps()")
    table.tap("Ann conquers Ruins")
    assert page.evaluate("window.recorded") == [
        {"do": "control", "player": "Ann", "battlefield": "Ruins"}
    ]

    scripts = sorted({url.split("?")[0] for url in asked if url.startswith("/static/")})
    assert {"/static/game/scores.js", "/static/game/battlefields.js"} <= set(scripts)
    assert [s for s in scripts if s.removeprefix("/static/") in GAME_WIRING] == []
    # Nothing read from the game's API, no live stream opened: the desk gave the view.
    assert [url for url in asked if url.startswith("/api/")] == []
    assert api.game(game_id)["version"] == view["version"]
