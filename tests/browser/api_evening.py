"""An evening set up through the API in a few seconds, for the tests of how its pages
look: players registered by the organiser, rounds paired and their results recorded by
hand (the higher-ranked player of each table wins 2-0), and the top cut to its final."""

from __future__ import annotations

from typing import Any

import httpx
from tests.browser.screens import LONG_NAMES
from tests.web.events import EventOrganiser


def names(count: int, *, all_long: bool = False) -> list[str]:
    """`count` different names: the four 40-character ones first, then "Player 005" and
    on, or (`all_long`) more 40-character names, one word each."""
    found = list(LONG_NAMES[:count])
    for number in range(len(found) + 1, count + 1):
        if all_long:
            stem = LONG_NAMES[number % len(LONG_NAMES)]
            found.append(f"{stem[: 40 - 3]}{number:03d}")
        else:
            found.append(f"Player {number:03d}")
    return found


class ApiEvening(EventOrganiser):
    """The organiser's device running an evening through the API."""

    def __init__(self, base_url: str, players: list[str], name: str = "Friday at the Lair"):
        super().__init__(httpx.Client(base_url=base_url, timeout=30), name)
        for player in players:
            self.registered(player)

    def paired(self, pairings: str = "swiss", *, start: bool = True, **body: Any) -> dict[str, Any]:
        """The next round paired and (`start`), as at a real evening once the players are
        seated, started: the pages are measured with its clock running."""
        result = super().paired(pairings, **body)
        if start:
            self.started(self.latest()["number"])
        return result

    def latest(self) -> dict[str, Any]:
        rounds: list[dict[str, Any]] = self.event()["rounds"]
        return rounds[-1]

    def play_round(self) -> None:
        """Every table of the latest round without a result: its first entrant wins 2-0."""
        latest = self.latest()
        for table in latest["tables"]:
            if table["result"] is None:
                recorded = self.result(table["game"], [2, 0])
                assert recorded.status_code == 200, recorded.text

    def to_the_champion(self) -> None:
        """The top cut's rounds paired and played until the event is over."""
        while not self.event()["over"]:
            self.play_round()
            if not self.event()["over"]:
                self.paired("top")

    def page(self) -> str:
        return f"/gathering/{self.id}"

    def close(self) -> None:
        self.client.close()
