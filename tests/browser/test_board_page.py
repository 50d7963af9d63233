"""A board game on the game page: shown read only (the score, who controls each
battlefield, the history) until the page has board controls; no tap changes it."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect
from tests.browser.conftest import Api
from tests.browser.table import Table
from tests.conftest import RECORDS


def test_a_board_game_is_shown_read_only_with_its_score_control_and_history(
    page: Page, api: Api
) -> None:
    data = (RECORDS / "board" / "docs_example_duel.jsonl").read_bytes()
    created = api.client.post(
        "/api/games/import", content=data, headers={"Content-Type": "application/x-ndjson"}
    )
    assert created.status_code == 201, created.text
    game = created.json()
    expected = api.game(game["id"])

    table = Table(page)
    table.open(game["id"], game["write_token"])  # even with the write token
    expect(page.locator("#readonly-banner")).to_contain_text("Board game")
    table.expect_scores(**expected["scores"])
    for battlefield in expected["battlefields"]:
        controller = battlefield["controller"]
        if controller is not None:
            expect(table.battlefield(battlefield["name"])).to_contain_text(controller)
    expect(page.get_by_role("button", name="Undo")).to_have_count(0)
    expect(page.get_by_role("button", name=json.dumps("Ann conquers Grove")[1:-1])).to_have_count(0)
    page.locator("#history-section summary").click()
    expect(page.locator("#history-list li")).to_have_count(expected["version"])
