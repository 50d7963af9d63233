"""The page renders the rules core's answers: every final-point notice, button label and
choice comes from the view's `options` or from a preview of the action, never from the
page's own reckoning. Each test plays a position on the page (Chromium, a phone's size)
and compares what the table reads with what the core says through the API.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Locator, Page, Request, Route, expect
from tests.browser.conftest import Api
from tests.browser.table import Table

DUEL = {"mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}
TWO_V_TWO = {
    "mode": "2v2",
    "players": ["Ann", "Ben", "Cid", "Dee"],
    "teams": [["Ann", "Cid"], ["Ben", "Dee"]],
    "battlefields": ["Grove", "Ruins", "Vault"],
    "victory_score": 5,
}
SUB_LABELS = {"draw": "draws a card", "no_point": "no point"}


def turn(player: str, **more: Any) -> dict[str, Any]:
    return {"do": "turn", "player": player, **more}


def conquer_button(page: Page, player: str, battlefield: str) -> Locator:
    return page.get_by_role("button", name=f"{player} conquers {battlefield}", exact=True)


def expect_conquers_as_the_core_says(page: Page, api: Api, game_id: str) -> None:
    """Every conquer button says what `options.conquer` says that control would do."""
    view = api.game(game_id)
    controllers = {b["name"]: b["controller"] for b in view["battlefields"]}
    for player, row in view["options"]["conquer"].items():
        for battlefield, option in row.items():
            button = conquer_button(page, player, battlefield)
            if controllers[battlefield] == player:  # nothing to take from oneself
                expect(button).to_be_disabled()  # kept in its place, so no other moves
                continue
            label = SUB_LABELS.get(option["result"])
            if label is None:
                expect(button.locator(".sub")).to_have_count(0)
            else:  # the core's result first; a page may add why
                expect(button.locator(".sub")).to_have_attribute(
                    "data-note", re.compile(f"^{label}")
                )
            if option["result"] == "refused":
                expect(button).to_be_disabled()
            else:
                expect(button).to_be_enabled()


def test_a_duel_at_seven_shows_where_a_conquer_draws_a_card_as_the_core_says(
    page: Page, api: Api
) -> None:
    game_id, token = api.create(
        {**DUEL, "start": {"scores": {"Ann": 7}, "control": {"Ruins": "Ben"}}}, turn("Ann")
    )
    table = Table(page)
    table.open(game_id, token)
    expect(conquer_button(page, "Ann", "Grove").locator(".sub")).to_have_attribute(
        "data-note", "draws a card"
    )
    expect(table.battlefield("Grove")).to_contain_text(
        "Ann: Ruins not scored this turn: a conquer here draws a card"
    )
    expect_conquers_as_the_core_says(page, api, game_id)

    table.tap("Ann conquers Grove")  # a card, not the final point
    expect(page.locator(".final-point-after")).to_contain_text(
        "Ann: Conquer on Grove draws a card instead of the final point "
        "(Ruins not scored this turn)."
    )
    # Grove is scored now: taking Ruins is her final point, and nothing says otherwise.
    expect(conquer_button(page, "Ann", "Ruins").locator(".sub")).to_have_count(0)
    expect(page.locator(".final-point-before")).to_have_count(0)
    expect_conquers_as_the_core_says(page, api, game_id)

    table.tap("Ben conquers Grove")  # Ann scored Grove this turn: retaking it scores nothing
    expect(conquer_button(page, "Ann", "Grove").locator(".sub")).to_have_attribute(
        "data-note", re.compile("^no point")
    )
    expect_conquers_as_the_core_says(page, api, game_id)
    table.tap("Ann conquers Ruins")
    table.expect_said("Ann wins the game")


def test_a_house_victory_score_moves_the_final_point_with_it(page: Page, api: Api) -> None:
    game_id, token = api.create(
        {**DUEL, "victory_score": 5, "start": {"scores": {"Ann": 3}}}, turn("Ann")
    )
    table = Table(page)
    table.open(game_id, token)
    expect(page.locator(".final-point-before")).to_have_count(0)  # 3 of 5
    table.tap("+1 card: Ann")  # 4 of 5: the next point is the final one
    expect(table.battlefield("Grove")).to_contain_text(
        "Ann: Ruins not scored this turn: a conquer here draws a card"
    )
    expect_conquers_as_the_core_says(page, api, game_id)


def test_2v2_final_point_with_the_teammate_occupying_even_after_an_undo(
    page: Page, api: Api
) -> None:
    """Cid starts her turn saying Ann occupies Ruins; another device takes that turn back
    and starts it again without it. This page hears of it only through a 409 (its live
    stream is cut): it must show the final point as the core now says, not as the turn
    it recorded said."""
    game_id, token = api.create(
        {**TWO_V_TWO, "start": {"scores": {"Ann": 3}, "control": {"Grove": "Ann"}}},
        turn("Ann"),  # Ann holds Grove: 4 of 5
        turn("Ben"),
    )
    page.route("**/stream", lambda route: route.abort())
    table = Table(page)
    table.open(game_id, token)

    table.tap("Next turn: Cid")
    choices = page.locator("#ally-choices")
    offered = api.game(game_id)["options"]["ally_occupies"]["Cid"]
    assert offered == ["Ruins", "Vault"]  # Grove is Ann's own: barred for the team anyway
    expect(choices.get_by_role("checkbox")).to_have_count(len(offered))
    for battlefield in offered:
        expect(choices.get_by_label(battlefield)).to_have_count(1)
    choices.get_by_label("Ruins").check()
    table.confirm_beginning("Confirm: start the turn")
    # Ruins is out of the test: only Vault is missing for a Conquer of Ruins, and a
    # Conquer of Vault is the final point.
    expect(table.battlefield("Ruins")).to_contain_text(
        "Cid: Vault not scored this turn: a conquer here draws a card"
    )
    expect(conquer_button(page, "Cid", "Vault").locator(".sub")).to_have_count(0)
    expect_conquers_as_the_core_says(page, api, game_id)

    api.undo(game_id, token)  # another device: Cid's turn again, without Ruins
    api.act(game_id, token, turn("Cid"))
    api.act(game_id, token, {"do": "gain", "player": "Ben", "points": 1})
    # Tapped as the 1 point the button showed: the core now says it draws a card instead,
    # so it is not sent on the new game, and the page says why.
    table.tap("Cid conquers Vault")
    expect(table.toast).to_contain_text("Another device changed the game first")
    expect(table.toast).to_contain_text(
        "Not recorded: Cid conquers Vault (it now draws a card instead)"
    )
    assert api.game(game_id)["history"][-1]["action"] == {
        "do": "gain",
        "player": "Ben",
        "points": 1,
    }
    expect(table.battlefield("Vault")).to_contain_text(
        "Cid: Ruins not scored this turn: a conquer here draws a card"
    )
    expect(conquer_button(page, "Cid", "Vault").locator(".sub")).to_have_attribute(
        "data-note", "draws a card"
    )
    expect_conquers_as_the_core_says(page, api, game_id)


def previews(page: Page) -> list[Request]:
    """Every preview the page asks for, as it asks."""
    asked: list[Request] = []
    page.on(
        "request",
        lambda request: asked.append(request) if request.url.endswith("/preview") else None,
    )
    return asked


def test_the_beginning_sheet_previews_a_card_that_wins_and_a_refusal(page: Page, api: Api) -> None:
    game_id, token = api.create(
        {**DUEL, "start": {"scores": {"Ann": 6}, "control": {"Grove": "Ann"}}}
    )
    asked = previews(page)
    table = Table(page)
    table.open(game_id, token)
    table.tap("Start: Ann")
    preview = page.locator("#beginning-preview")
    expect(preview).to_contain_text("Ann: Hold on Grove, that's 7")
    expect(page.locator("#beginning-confirm")).to_have_text("Confirm: score 1 hold, start the turn")

    # A change the core refuses (here a draft kept on the device from before a reload):
    # the sheet says so before anything is sent.
    page.evaluate(
        """(key) => {
            const draft = JSON.parse(localStorage.getItem(key));
            draft.beginning.push({do: "set_victory_score", points: 0});
            localStorage.setItem(key, JSON.stringify(draft));
        }""",
        f"riftscore:draft:{game_id}",
    )
    page.reload()
    expect(preview).to_have_text(
        "The server would refuse this turn: the victory score must be at least 1, not 0"
    )
    assert api.game(game_id)["version"] == 0  # a preview records nothing
    table.beginning.locator("#beginning-changes .change").filter(
        has_text="victory score set to 0"
    ).get_by_role("button", name="Remove").click()
    expect(preview).to_contain_text("Ann: Hold on Grove, that's 7")

    table.beginning.get_by_text("Points from a card").click()
    table.beginning.get_by_label("Who").select_option("Ann")
    table.beginning.locator("#beginning-gain-form").get_by_label("Points").fill("2")
    table.beginning.get_by_label("Card").fill("Dawn Tithe")
    table.beginning.locator("#beginning-gain-form").get_by_role("button", name="Add").click()
    # Won in the Beginning phase: the Hold never comes.
    expect(preview).to_contain_text("Ann gains 2 from Dawn Tithe, that's 8")
    expect(preview).to_contain_text("Ann wins the game")
    expect(preview).not_to_contain_text("Hold on Grove")
    expect(page.locator("#beginning-confirm")).to_have_text("Confirm: start the turn")
    expect(table.beginning_row("Grove")).to_contain_text("Ann controls it")

    table.confirm_beginning("Confirm: start the turn")
    table.expect_said("Ann wins the game")
    expect(table.outcome).to_contain_text("Ann wins")
    assert asked and all("authorization" not in r.headers for r in asked)  # no token needed
    recorded = api.game(game_id)["history"][-1]["action"]
    assert recorded == turn(
        "Ann", beginning=[{"do": "gain", "player": "Ann", "points": 2, "source": "Dawn Tithe"}]
    )


def test_the_beginning_sheet_says_a_hold_only_once_the_core_has_answered(
    page: Page, api: Api
) -> None:
    """Ann controls Grove and Ruins; in her Beginning phase the table records that Ruins
    was lost. Until the server's preview of that turn comes, the sheet says it is being
    checked; with the server out of reach, that it cannot be checked; never a hold worked
    out on the page."""
    game_id, token = api.create(
        {**DUEL, "start": {"scores": {"Ann": 2}, "control": {"Grove": "Ann", "Ruins": "Ann"}}}
    )
    table = Table(page)
    table.open(game_id, token)
    table.tap("Start: Ann")
    expect(table.beginning_row("Grove")).to_contain_text("Ann holds it")  # the core's holds
    waiting: list[Route] = []
    page.route("**/preview", lambda route: waiting.append(route))  # on its way, and stays
    table.tap("Ruins lost in the Beginning phase")
    expect(table.beginning_row("Ruins").locator(".bb-status")).to_have_text("Ann lost it")
    expect(table.beginning_row("Grove")).to_contain_text(
        "Ann controls it: checking whether it is held…"
    )
    expect(page.locator("#beginning-preview")).to_have_text("Working out what this turn does…")
    expect(page.locator("#beginning-confirm")).to_have_text("Confirm")
    expect(page.locator(".beginning-battlefield.hold")).to_have_count(0)

    for _ in range(100):  # the page asks a moment after the change
        if waiting:
            break
        page.wait_for_timeout(50)
    assert len(waiting) == 1
    # The Wi-Fi drops: no answer will come, to this preview or to any the page asks again
    # (a handler routed later is asked first).
    page.route("**/preview", lambda route: route.abort())
    for route in waiting:
        route.abort()
    expect(table.beginning_row("Grove")).to_contain_text(
        "Ann controls it: whether it is held cannot be checked offline"
    )
    expect(page.locator("#beginning-preview")).to_have_text(
        "Cannot reach the server to preview this turn."
    )
    expect(page.locator(".beginning-battlefield.hold")).to_have_count(0)

    page.unroute("**/preview")  # back: the next change is previewed
    table.beginning.get_by_text("Points from a card").click()
    table.beginning.get_by_label("Who").select_option("Ben")
    table.beginning.locator("#beginning-gain-form").get_by_role("button", name="Add").click()
    expect(table.beginning_row("Grove")).to_contain_text("Ann holds it: scored at the scoring step")
    expect(table.beginning_row("Ruins").locator(".bb-status")).to_have_text("Ann lost it: not held")
    expect(page.locator("#beginning-preview")).to_contain_text("Ann: Hold on Grove, that's 3")
    table.confirm_beginning("Confirm: score 1 hold, start the turn")
    table.expect_scores(Ann=3, Ben=1)


def test_the_beginning_sheet_previews_a_2v2_turn_with_the_teammate_occupying(
    page: Page, api: Api
) -> None:
    game_id, token = api.create(
        {**TWO_V_TWO, "start": {"scores": {"Ann": 3}, "control": {"Vault": "Cid"}}},
        turn("Ann"),
        turn("Ben"),
    )
    asked = previews(page)
    table = Table(page)
    table.open(game_id, token)
    table.tap("Next turn: Cid")
    expect(table.beginning_row("Vault")).to_contain_text("Cid holds it")
    expect(page.locator("#ally-title")).to_have_text("Which battlefields does Ann occupy?")
    # Cid's Hold of Vault takes the team to 4 of 5; every battlefield is still in the
    # final point's test for Ann, who scores for herself: the core offers all three.
    offered = api.game(game_id)["options"]["ally_occupies"]["Cid"]
    assert offered == ["Grove", "Ruins", "Vault"]
    expect(page.locator("#ally-choices").get_by_role("checkbox")).to_have_count(3)
    expect(page.locator("#beginning-preview")).to_contain_text("Cid: Hold on Vault, that's 4")

    page.locator("#ally-choices").get_by_label("Ruins").check()
    expect(page.locator("#beginning-confirm")).to_have_text("Confirm: score 1 hold, start the turn")
    page.wait_for_function("() => true")  # let the last preview's request be seen
    bodies = [r.post_data_json for r in asked]
    assert turn("Cid", ally_occupies=["Ruins"]) in bodies  # previewed as composed
    table.confirm_beginning("Confirm: score 1 hold, start the turn")
    assert api.game(game_id)["history"][-1]["action"] == turn("Cid", ally_occupies=["Ruins"])

    # Ruins is Ann's: with Vault held, Cid's Conquer of Grove is the final point.
    expect(conquer_button(page, "Cid", "Grove").locator(".sub")).to_have_count(0)
    expect_conquers_as_the_core_says(page, api, game_id)
    table.tap("Cid conquers Grove")
    table.expect_said("Ann and Cid win the game")


def test_burn_out_in_2v2_offers_only_the_core_s_targets(page: Page, api: Api) -> None:
    game_id, token = api.create({**TWO_V_TWO, "victory_score": 11})
    table = Table(page)
    table.open(game_id, token)
    # Before the first turn nothing is accepted: no burn out, no card's point, no extra turn.
    expect(page.get_by_role("button", name="Burn out: Ben", exact=True)).to_be_disabled()
    expect(page.get_by_role("button", name="+1 card: Ann", exact=True)).to_be_disabled()
    expect(page.locator("#extra-turn-button")).to_be_disabled()

    table.tap("Start: Ann")
    expect(page.locator("#extra-turn-button")).to_be_enabled()
    targets = api.game(game_id)["options"]["burn_out_targets"]["Ben"]
    assert targets == ["Ann", "Cid"]
    table.tap("Burn out: Ben")
    offered = page.locator("#choose-options").get_by_role("button")
    expect(offered).to_have_text(targets)
    page.locator("#choose-options").get_by_role("button", name="Cid", exact=True).click()
    table.expect_said("Turn 1, Ben: burns out, Cid gains 1, that's 1")

    table.tap("More…")
    page.locator("#more-dialog").get_by_text("Several burn outs in a row").click()
    burn = page.locator("#burn-form")
    burn.get_by_label("Who burns out").select_option("Dee")
    expect(burn.locator("#burn-opponents").get_by_role("button")).to_have_text(["Ann +1", "Cid +1"])
    burn.get_by_role("button", name="Ann +1").click()
    burn.get_by_role("button", name="Cid +1").click()
    burn.get_by_role("button", name="Record").click()
    table.expect_scores(**{"Ann & Cid": 3, "Ben & Dee": 0})


def test_concede_is_offered_only_where_the_core_accepts_it(page: Page, api: Api) -> None:
    table = Table(page)
    concede = page.locator("#concede-section")

    skirmish, token = api.create(
        {
            "mode": "skirmish",
            "players": ["Ann", "Ben", "Cid"],
            "battlefields": ["Grove", "Ruins", "Vault"],
        },
        turn("Ann"),
    )
    table.open(skirmish, token)
    table.tap("More…")
    expect(concede).to_be_hidden()  # a skirmish has no concession

    match, token = api.create({**DUEL, "mode": "match"}, turn("Ann"))
    table.open(match, token)
    table.tap("More…")
    expect(concede).to_be_visible()
    concede.locator("summary").click()
    concede.get_by_label("Who concedes").select_option("Ben")
    concede.get_by_role("button", name="Concede the game").click()
    page.get_by_role("button", name="Yes: Ben concedes").click()
    expect(table.outcome).to_contain_text("Ann wins")
    table.tap("More…")
    expect(concede).to_be_hidden()  # between games: nothing to concede
    page.locator("#more-close").click()
    table.begin_next_game(["Mill", "Vault"], "Ben")
    table.expect_said("Game 2 on Mill and Vault: Ben goes first")
    table.tap("More…")
    expect(concede).to_be_visible()
