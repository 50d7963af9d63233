"""The game page fits every phone, in every mode, with the longest names the start form
takes (40 characters, one word each): the document is no wider than the screen, the
bottom bar is on it, the title and the meta line say whole what they say, and every
button of an open sheet can be reached (screens.assert_fits).

Each state is loaded once and tried at each phone's size in turn (the page is resized,
not reloaded): before the first turn, a turn with the final-point warnings and the
notice of a conquer that drew a card, each sheet open (More…, the choice of a player,
the Beginning phase), a won game's banner, a match between games and in its second
game, one phone shared by the table (2, 3 and 4 players, and 2v2), and the spectator's
read-only view.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import Api
from tests.browser.screens import LONG_BATTLEFIELDS, LONG_NAMES, PHONES, misfits
from tests.browser.table import Table

ANN, BEN, CAT, DAN = LONG_NAMES
GROVE, RUINS, VAULT, WALL = LONG_BATTLEFIELDS
HEADERS: dict[str, dict[str, Any]] = {
    "duel": {"mode": "duel", "players": [ANN, BEN], "battlefields": [GROVE, RUINS]},
    "match": {"mode": "match", "players": [ANN, BEN], "battlefields": [GROVE, RUINS]},
    "skirmish": {
        "mode": "skirmish",
        "players": [ANN, BEN, CAT],
        "battlefields": [GROVE, RUINS, VAULT],
    },
    # The casual all-four variant: the most battlefields a game has.
    "war": {"mode": "war", "players": [ANN, BEN, CAT, DAN], "battlefields": LONG_BATTLEFIELDS},
    "2v2": {
        "mode": "2v2",
        "players": [ANN, BEN, CAT, DAN],
        "teams": [[ANN, CAT], [BEN, DAN]],
        "battlefields": [GROVE, RUINS, VAULT],
    },
}
VICTORY = {"duel": 8, "match": 8, "skirmish": 8, "war": 8, "2v2": 11}


def turn(player: str) -> dict[str, Any]:
    return {"do": "turn", "player": player}


def conquer(player: str, battlefield: str) -> dict[str, Any]:
    return {"do": "control", "player": player, "battlefield": battlefield}


def one_point_from_winning(mode: str, **start: Any) -> dict[str, Any]:
    """The mode's game with Ann a point from the victory score: final-point warnings."""
    scores = {"scores": {ANN: VICTORY[mode] - 1}}
    return {**HEADERS[mode], "start": {**scores, **start}}


def fits_every_phone(page: Page, where: str) -> None:
    """The page as it stands fits each phone: what does not, at every size, in one list."""
    found = {}
    for size, viewport in PHONES.items():
        page.set_viewport_size(viewport)
        # A frame for what follows a resize (a title fitted to its new width).
        page.evaluate(
            "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"
        )
        if misfit := misfits(page):
            found[size] = misfit
    assert found == {}, f"{where}: {found}"


def open_all_forms(page: Page, sheet: str) -> None:
    """Every fold of an open sheet unfolded, so that each of its buttons is checked."""
    page.locator(f"{sheet} details").evaluate_all(
        "(folds) => folds.forEach((d) => { d.open = true; })"
    )


@pytest.mark.parametrize("mode", ["duel", "skirmish", "war", "2v2"])
def test_a_game_fits_every_phone_from_its_first_turn_to_its_win(
    page: Page, api: Api, mode: str
) -> None:
    table = Table(page)
    players = HEADERS[mode]["players"]
    # Before turn 1: the bar says who starts.
    game_id, token = api.create(HEADERS[mode])
    table.open(game_id, token)
    expect(page.locator("#next-turn-button")).to_contain_text("Start:")
    fits_every_phone(page, f"{mode} before turn 1")

    # Ann a point from winning, Ben holding a battlefield: the final-point warnings on
    # every battlefield, then (another device) a conquer that draws a card, its notice.
    game_id, token = api.create(one_point_from_winning(mode, control={RUINS: BEN}), turn(ANN))
    table.open(game_id, token)
    expect(page.locator(".final-point-before").first).to_be_visible()
    fits_every_phone(page, f"{mode}, a turn with final-point warnings")
    api.act(game_id, token, conquer(ANN, GROVE))
    expect(page.locator(".final-point-after")).to_be_visible()
    fits_every_phone(page, f"{mode}, the notice of a conquer that drew a card")

    # The sheets, open: every fold of More…, a choice among the players, and the
    # Beginning phase of the next player's turn (a battlefield they would hold).
    table.tap("More…")
    open_all_forms(page, "#more-dialog")
    fits_every_phone(page, f"{mode}, More… open")
    page.locator("#more-close").click()
    table.tap("Extra turn")
    expect(page.locator("#choose-options button")).to_have_count(len(players))
    fits_every_phone(page, f"{mode}, the choice of the extra turn's player")
    page.locator("#choose-cancel").click()
    page.locator("#next-turn-button").click()
    expect(table.beginning).to_be_visible()
    expect(table.beginning_row(RUINS)).to_contain_text(f"{BEN} holds it")
    open_all_forms(page, "#beginning-dialog")
    fits_every_phone(page, f"{mode}, the Beginning phase")
    page.locator("#beginning-cancel").click()

    # Won: the banner, the rematch.
    game_id, token = api.create(
        one_point_from_winning(mode), turn(ANN), {"do": "gain", "player": ANN, "points": 1}
    )
    table.open(game_id, token)
    expect(table.outcome.locator(".outcome-main")).to_have_text(re.compile(r" wins?$"))
    fits_every_phone(page, f"{mode}, won")


def test_a_match_fits_every_phone_between_games_and_in_its_second_game(
    page: Page, api: Api
) -> None:
    table = Table(page)
    game_id, token = api.create(
        one_point_from_winning("match"), turn(ANN), {"do": "gain", "player": ANN, "points": 1}
    )
    table.open(game_id, token)
    expect(table.next_game).to_be_visible()
    for index, name in enumerate([VAULT, WALL]):
        page.get_by_label(f"Battlefield {index + 1}").fill(name)
    fits_every_phone(page, "a match after its first game, the next game's form filled in")

    api.act(game_id, token, {"do": "game", "battlefields": [VAULT, WALL], "first": BEN})
    api.act(game_id, token, turn(BEN))
    table.open(game_id, token)
    expect(page.locator("#meta-label")).to_contain_text("game 2")
    expect(table.score_of(ANN)).to_have_text("of 8 · 1 game win")
    fits_every_phone(page, "a match's second game")


@pytest.mark.parametrize("mode", ["duel", "skirmish", "war", "2v2"])
def test_one_phone_for_the_table_fits_every_phone(page: Page, api: Api, mode: str) -> None:
    table = Table(page)
    game_id, token = api.create(one_point_from_winning(mode), turn(ANN))
    table.open(game_id, token)
    page.locator("#shared-phone-toggle").click()
    expect(page.locator("#shared-phone-toggle")).to_have_text("One phone for the table: on")
    expect(page.locator(".side .counters-row").first).to_be_visible()
    fits_every_phone(page, f"{mode} on one phone for the table")


@pytest.mark.parametrize("mode", list(HEADERS))
def test_the_spectator_s_view_fits_every_phone(page: Page, api: Api, mode: str) -> None:
    table = Table(page)
    game_id, _ = api.create(one_point_from_winning(mode), turn(ANN), conquer(ANN, GROVE))
    table.open(game_id)
    expect(page.locator("#readonly-banner")).to_be_visible()
    fits_every_phone(page, f"the spectator's view of a {mode}")
