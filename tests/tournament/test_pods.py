"""Pods: skirmish (three seats) and war (four seats) tables formed from the standings."""

from __future__ import annotations

import random
from functools import partial

import pytest

from riftscore.tournament import CannotPair, Event, Pairing, pair_pods, pod_sizes, standings
from tests.tournament.helpers import event
from tests.tournament.oracle import Facts
from tests.tournament.simulate import simulate


@pytest.mark.parametrize(
    ("count", "seats", "sizes", "byes"),
    [
        (8, (4, 3), (4, 4), 0),
        (9, (4, 3), (3, 3, 3), 0),  # 4 + 4 leaves a bye; three threes leave none
        (10, (4, 3), (4, 3, 3), 0),
        (11, (4, 3), (4, 4, 3), 0),
        (5, (4, 3), (4,), 1),  # no split of 5 into threes and fours
        (9, (3, 4), (3, 3, 3), 0),
        (10, (3, 4), (3, 3, 4), 0),
        (10, (4,), (4, 4), 2),
        (7, (3,), (3, 3), 1),
        (2, (4, 3), (), 2),
    ],
)
def test_pod_sizes_leave_the_fewest_byes_then_favour_the_first_size(
    count: int, seats: tuple[int, ...], sizes: tuple[int, ...], byes: int
) -> None:
    assert pod_sizes(count, seats) == (sizes, byes)


@pytest.mark.parametrize("seats", [(2,), (5,), (4, 4), ()])
def test_a_pod_seats_three_or_four(seats: tuple[int, ...]) -> None:
    with pytest.raises(CannotPair, match=r"pods seat 3 \(skirmish\) or 4 \(war\)"):
        pod_sizes(8, seats)


def test_without_earlier_meetings_pods_are_consecutive_slices_of_the_standings() -> None:
    played = event(
        "Ann Ben Cat Dan Eve Fay Gus Hal",
        ["Ann 2-0 Ben, Cat 2-1 Dan, Eve 2-0 Fay, Gus 1-1 Hal"],
    )
    order = [row.entrant for row in standings(played)]
    # After a round of duels, the first four (Ann, Cat, Eve, and Gus or Hal, who drew)
    # and the last four hold no pair that met: the pods are the two slices.
    pairing = pair_pods(played, seats=(4,))
    assert [list(t.entrants) for t in pairing.round.tables] == [order[:4], order[4:]]
    assert pairing.rematches == ()


def test_a_pod_takes_a_new_opponent_over_one_already_met() -> None:
    # Round 1 was three skirmish tables. In round 2 the three winners share the top pod;
    # each other pod is headed by the best-ranked entrant left, who takes the best-ranked
    # entrants not met rather than a former tablemate ranked just below: every new pod
    # holds one entrant from each old one.
    old = [{"ann", "ben", "cat"}, {"dan", "eve", "fay"}, {"gus", "hal", "ivy"}]

    def round_1(seed: str) -> Event:
        names = "Ann Ben Cat Dan Eve Fay Gus Hal Ivy"
        return event(names, ["Ann Ben Cat: Ann, Dan Eve Fay: Dan, Gus Hal Ivy: Gus"], seed=seed)

    def tablemates_after_the_winners(seed: str) -> bool:
        fourth, fifth = (row.entrant for row in standings(round_1(seed))[3:5])
        return any({fourth, fifth} <= pod for pod in old)

    # A seed whose random order ranks two former tablemates 4th and 5th, so that slices
    # of the standings would seat them together again.
    played = round_1(
        next(s for s in (f"pods-{i}" for i in range(100)) if tablemates_after_the_winners(s))
    )
    pairing = pair_pods(played, seats=(3,))
    tables = [set(t.entrants) for t in pairing.round.tables]
    assert tables[0] == {"ann", "dan", "gus"}
    assert all(len(table & pod) == 1 for table in tables for pod in old)
    assert pairing.rematches == ()


def test_the_byes_of_a_pod_round_go_to_the_lowest_ranked_without_one() -> None:
    played = event("Ann Ben Cat Dan Eve", ["Ann Ben Cat Dan: Ann, bye Eve"])
    pairing = pair_pods(played, seats=(4,))
    order = [r.entrant for r in standings(played)]
    # Eve had the bye: the lowest-ranked of the others gets this one.
    expected = next(e for e in reversed(order) if e != "eve")
    assert pairing.round.byes == (expected,)


def test_pods_need_three_entrants() -> None:
    with pytest.raises(CannotPair, match="a pod needs 3 entrants still in the event; 2 are"):
        pair_pods(event("Ann Ben"))


def check_pods(event_: Event, pairing: Pairing, seats: tuple[int, ...]) -> None:
    number = event_.next_round
    active = sorted(e.id for e in event_.entrants if event_.is_active(e.id, number))
    assert sorted(pairing.round.entrants()) == active
    sizes, byes = pod_sizes(len(active), seats)
    assert tuple(len(t.entrants) for t in pairing.round.tables) == sizes
    assert len(pairing.round.byes) == byes
    facts = Facts(event_, active)
    # Every repeat meeting is reported.
    repeats = [
        (a, b)
        for t in pairing.round.tables
        for i, a in enumerate(t.entrants)
        for b in t.entrants[i + 1 :]
        if facts.met[frozenset((a, b))]
    ]
    assert len(repeats) == len(pairing.rematches)
    # A bye goes to someone with the fewest byes among the active entrants.
    least = min(facts.byes[a] for a in active)
    fewest = sorted(facts.byes[a] for a in active)
    assert sorted(facts.byes[b] for b in pairing.round.byes) == fewest[: len(pairing.round.byes)]
    assert all(facts.byes[b] == least or len(pairing.round.byes) > 1 for b in pairing.round.byes)


@pytest.mark.parametrize("players", [5, 7, 10, 13, 24, 41])
@pytest.mark.parametrize("seats", [(4, 3), (3, 4), (4,), (3,)])
def test_simulated_pod_events_seat_every_active_entrant_once(
    players: int, seats: tuple[int, ...]
) -> None:
    rng = random.Random(f"pods-{players}-{seats}")
    simulate(
        players,
        5,
        rng,
        pair=partial(pair_pods, seats=seats),
        check=lambda e, p: check_pods(e, p, seats),
    )
