"""A pod table with a player who did not come, settled from the organiser's page: the
result sheet offers each seat's no-show as the table's options give it (the request the
server takes for a table of any number of seats, `absent` included), the player who did
not come leaves the event (dropped, never paired again), and the three who came play
their game, recorded by hand with the absent player kept absent.

The page works nothing out: the sheet's limits, its "did not come" buttons and its absent
boxes are the event view's `options`, decided by `riftscore.tournament`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from playwright.sync_api import Page, expect
from tests.browser.evening import EveningPage
from tests.browser.rounds import Hall
from tests.web.events import EventOrganiser


@pytest.fixture
def war_night(server: str) -> Iterator[EventOrganiser]:
    """A war event of eight players, round 1 paired (two pods of four) and started."""
    with httpx.Client(base_url=server, timeout=30) as client:
        organiser = EventOrganiser(client, "War night", mode="war")
        for number in range(8):
            organiser.registered(f"Player {number + 1}")
        organiser.paired()
        organiser.started(1)
        yield organiser


def first_pod(organiser: EventOrganiser) -> dict[str, Any]:
    table: dict[str, Any] = organiser.event()["rounds"][-1]["tables"][0]
    return table


def test_a_pod_player_who_did_not_come_leaves_the_event_from_the_organisers_page(
    page: Page, hall: Hall, war_night: EventOrganiser
) -> None:
    organiser = EveningPage(hall.device(page))
    pod = first_pod(war_night)
    label = pod["label"]
    absent, *came = pod["entrants"]
    page.goto(f"/gathering/{war_night.id}#o={war_night.token}")
    expect(organiser.table(label)).to_be_visible()

    organiser.tap(f"Result of {label}, by hand")
    sheet = page.locator("#result-dialog")
    wins = sheet.locator("input[name=wins]")
    expect(wins).to_have_count(4)
    expect(wins.first).to_have_attribute("max", "1")  # a pod plays one game
    expect(sheet.locator("input[name=drawn]")).to_have_attribute("max", "1")
    for entrant in pod["entrants"]:
        expect(sheet.get_by_role("button", name=f"{entrant['name']} did not come")).to_be_visible()
    sheet.get_by_role("button", name=f"{absent['name']} did not come").click()
    expect(sheet).to_be_hidden()
    expect(page.locator("#toast")).to_contain_text(f"{absent['name']} did not come")
    expect(organiser.player(absent["name"])).to_have_class("player-row dropped")
    expect(organiser.player(absent["name"])).to_contain_text("did not come to round 1")

    player = next(p for p in war_night.event()["players"] if p["id"] == absent["id"])
    assert (player["dropped"], player["no_show"]) == (True, 1)
    assert first_pod(war_night)["result"]["absent"] == [absent["id"]]

    # The three who came play their game; the sheet keeps the absent player absent.
    organiser.tap(f"Result of {label}, by hand")
    expect(sheet.get_by_role("checkbox", name=f"{absent['name']}: absent")).to_be_checked()
    expect(sheet.get_by_role("button", name=f"{absent['name']} did not come")).to_have_count(0)
    wins.nth(2).fill("1")
    organiser.tap("Record the result")
    expect(sheet).to_be_hidden()
    result = first_pod(war_night)["result"]
    assert result["absent"] == [absent["id"]]
    assert result["outcomes"] == ["loss", "loss", "win", "loss"]
    assert [e["id"] for e in came][1] == first_pod(war_night)["entrants"][2]["id"]

    other = war_night.event()["rounds"][-1]["tables"][1]
    assert war_night.result(other["game"], [1, 0, 0, 0]).status_code == 200
    war_night.paired()
    round_2 = war_night.event()["rounds"][-1]
    seated = {e["id"] for table in round_2["tables"] for e in table["entrants"]}
    assert absent["id"] not in seated | {e["id"] for e in round_2["byes"]}
