"""Simulated events through the API, judged by an independent computation: random results
(recorded at the tables by hand), drops, no-shows and a late entry; each round's pairing
must be as good as the best possible one (tests/tournament/oracle.py tries them with
networkx's blossom, with no code of the package's), and the standings must be the
oracle's, worked out again from the rounds as the API paired them."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from riftscore.tournament import Result, Table
from tests.tournament.oracle import Facts, independent_standings
from tests.web.events import EventOrganiser, Ledger

ROUNDS = 5


def random_result(table: Table, rng: random.Random) -> tuple[list[int], int]:
    """A best-of-three's game wins by seat, and games drawn."""
    return rng.choice(
        [([2, 0], 0), ([2, 1], 0), ([0, 2], 0), ([1, 2], 0), ([1, 1], 0), ([0, 0], 1)]
    )


@pytest.mark.parametrize("players", [9, 14])
def test_a_simulated_event_pairs_and_ranks_as_an_independent_judge_does(
    make_app: Callable[..., FastAPI], players: int
) -> None:
    # Those who join with the link do so from their own phones: no device's share binds.
    with TestClient(make_app(registrations_burst=0)) as client:
        simulate(client, players)


def simulate(client: TestClient, players: int) -> None:
    rng = random.Random(players)
    organiser = EventOrganiser(client, seed=f"simulated-{players}")
    ledger = Ledger(f"simulated-{players}")
    for number in range(players):
        ledger.registered(organiser.registered(f"Player {number + 1}", join=number % 2 == 1))
    for round_number in range(1, ROUNDS + 1):
        before = ledger.event()
        active = [e.id for e in before.entrants if before.is_active(e.id, round_number)]
        pairings = organiser.paired()
        ledger.paired(pairings)
        paired = ledger.event().rounds[-1]
        assert sorted(paired.entrants()) == sorted(active)
        judge = Facts(before, active)
        assert judge.judge(paired) == judge.blossom_best()

        if round_number == 1:  # a late entry, before round 2 is paired
            ledger.registered(organiser.registered("Latecomer", join=True))
        for number, table in enumerate(pairings["tables"], 1):
            ids = [e["id"] for e in table["entrants"]]
            if rng.random() < 0.08:  # somebody does not come
                gone = rng.choice(ids)
                assert organiser.no_show(gone).status_code == 200
                winner = [2 if e != gone else 0 for e in ids]
                ledger.played(round_number, number, Result(tuple(winner), absent=(gone,)))
                continue
            wins, drawn = random_result(paired.tables[number - 1], rng)
            answer = organiser.result(table["game"], wins, games_drawn=drawn)
            assert answer.status_code == 200, answer.text
            ledger.played(round_number, number, Result(tuple(wins), drawn))
        if round_number in (2, 3):  # somebody still in goes home
            event = ledger.event()
            still_in = [e.id for e in event.entrants if event.is_active(e.id, round_number + 1)]
            leaver = rng.choice(still_in)
            assert organiser.drop(leaver).status_code == 200
            ledger.dropped(leaver)

        expected = independent_standings(ledger.event())
        answered = organiser.standings()["standings"]
        assert [s["id"] for s in answered] == [line.entrant for line in expected]
        assert [(s["match_points"], s["omw"], s["gw"], s["ogw"]) for s in answered] == [
            (
                line.points,
                round(float(line.omw), 4),
                round(float(line.gw), 4),
                round(float(line.ogw), 4),
            )
            for line in expected
        ]
