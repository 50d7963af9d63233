"""Through the API, an evening of three or five players: nobody has the bye two rounds
running (issue 21: three players gave one player the byes of rounds 3 and 4), and the
round's pairings say who had one anyway (nobody)."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from fastapi.testclient import TestClient

from tests.web.events import EventOrganiser


@pytest.mark.parametrize("players", [3, 5])
def test_nobody_sits_out_two_rounds_running(client: TestClient, players: int) -> None:
    organiser = EventOrganiser(client, f"{players} at the table")
    for number in range(players):
        organiser.registered(f"Player {number + 1}")
    rng = random.Random(f"byes-{players}")
    byes: list[list[str]] = []
    for _ in range(players + 1):  # past a round robin: rematches come, byes repeat
        paired = organiser.paired()
        assert paired["byes_in_a_row"] == []
        byes.append([e["id"] for e in paired["byes"]])
        for table in paired["tables"]:
            result = organiser.result(table["game"], rng.choice([[2, 0], [0, 2], [2, 1], [1, 2]]))
            assert result.status_code == 200, result.text
    assert all(len(round_byes) == 1 for round_byes in byes)
    for before, after in pairwise(byes):
        assert before != after
