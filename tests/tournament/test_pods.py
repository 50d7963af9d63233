"""Pods: skirmish (three seats) and war (four seats) tables formed from the standings,
seated without a repeat meeting whenever a seating without one exists (up to 12 to seat,
checked against every seating), with swaps that remove repeats beyond."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial
from itertools import combinations

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


def test_pods_avoid_a_repeat_meeting_whenever_a_seating_without_one_exists() -> None:
    # After two skirmish rounds: Ben 6; Eve, Ann, Cat, Gus 3; Hal, Dan, Fay, Ivy 0 (the
    # seed's order breaks the ties). Ben has met every 3-pointer, and any three of them
    # hold a pair that met (Ann and Gus, Eve and Cat): the 3-pointers split two and two,
    # Eve with Gus or Ann, and Ivy, who met Eve and Gus, can only sit with Ann and Cat.
    # Filling tables from the top, Eve's table took Ann and then Cat (each 3-pointer
    # left had met Eve or Ann), two met again, and Gus then sat with Ivy again.
    played = event(
        "Ann Ben Cat Dan Eve Fay Gus Hal Ivy",
        [
            "Ivy Dan Eve: Eve, Cat Hal Fay: Cat, Ben Gus Ann: Ben",
            "Eve Cat Ben: Ben, Ivy Hal Gus: Gus, Dan Fay Ann: Ann",
        ],
        seed="evening",
    )
    assert [r.name for r in standings(played)] == [
        "Ben",
        "Eve",
        "Ann",
        "Cat",
        "Gus",
        "Hal",
        "Dan",
        "Fay",
        "Ivy",
    ]
    pairing = pair_pods(played, seats=(3,))
    assert [t.entrants for t in pairing.round.tables] == [
        ("ben", "hal", "dan"),
        ("eve", "gus", "fay"),
        ("ann", "cat", "ivy"),
    ]
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


def fewest_repeats(facts: Facts, seated: Sequence[str], sizes: Sequence[int]) -> int:
    """The fewest repeat meetings of any seating of `seated` at tables of `sizes`, by
    trying them: the first entrant left sits at a table of each size still open, with
    every choice of the others."""
    best = [sum(facts.met.values()) + 1]

    def repeats(pod: Sequence[str]) -> int:
        return sum(facts.met[frozenset(pair)] for pair in combinations(pod, 2))

    def search(left: list[str], open_sizes: list[int], so_far: int) -> None:
        if so_far >= best[0]:
            return
        if not left:
            best[0] = so_far
            return
        first, rest = left[0], left[1:]
        for size in sorted(set(open_sizes)):
            fewer = list(open_sizes)
            fewer.remove(size)
            for others in combinations(rest, size - 1):
                remaining = [e for e in rest if e not in others]
                search(remaining, fewer, so_far + repeats((first, *others)))

    search(sorted(seated), list(sizes), 0)
    return best[0]


def test_pods_of_up_to_12_seat_the_fewest_repeat_meetings_of_any_seating() -> None:
    # Simulated events of 6 to 13 entrants (13 in fours seats 12 and gives a bye), five
    # rounds, so that repeats become first avoidable only by searching, then unavoidable.
    # Each round's repeats are the fewest of every seating; the events reach rounds
    # where consecutive slices of the standings would repeat a meeting though a seating
    # without one exists.
    avoided = 0

    def check(event_: Event, pairing: Pairing, seats: tuple[int, ...]) -> None:
        nonlocal avoided
        check_pods(event_, pairing, seats)
        byes = set(pairing.round.byes)
        order = [r.entrant for r in standings(event_) if r.entrant in pairing.round.entrants()]
        seated = [e for e in order if e not in byes]
        facts = Facts(event_, seated)
        sizes = [len(t.entrants) for t in pairing.round.tables]
        fewest = fewest_repeats(facts, seated, sizes)
        # Repeats count each earlier meeting of a pair seated together again.
        repeats = sum(
            facts.met[frozenset(pair)]
            for t in pairing.round.tables
            for pair in combinations(t.entrants, 2)
        )
        assert repeats == fewest
        start = 0
        slices_repeat = False
        for size in sizes:
            pod = seated[start : start + size]
            start += size
            slices_repeat |= any(facts.met[frozenset(pair)] for pair in combinations(pod, 2))
        if slices_repeat and fewest == 0:
            avoided += 1

    for players in range(6, 14):
        for seats in ((3,), (4, 3), (4,)):
            if sum(pod_sizes(players, seats)[0]) > 12:
                continue  # 13 in (4, 3) seats all 13: the heuristic's, tested below
            rng = random.Random(f"fewest-repeats-{players}-{seats}")
            simulate(
                players,
                5,
                rng,
                pair=partial(pair_pods, seats=seats),
                check=lambda e, p, seats=seats: check(e, p, seats),
                drop_chance=0,
                no_show_chance=0,
                late_entry=False,
            )
    assert avoided


@pytest.mark.parametrize("players", [14, 17, 22])
def test_larger_pod_events_leave_no_swap_that_removes_a_repeat_meeting(players: int) -> None:
    # Beyond 12 to seat the seating is greedy, then improved by swaps: no entrant at a
    # table with a repeat meeting can trade seats with one at another table to lower the
    # repeats (or keep them and lower the spread of match points).
    def check(event_: Event, pairing: Pairing) -> None:
        facts = Facts(event_, sorted(pairing.round.entrants()))
        pods = [list(t.entrants) for t in pairing.round.tables]

        def cost(pod: Sequence[str]) -> tuple[int, int]:
            pairs = list(combinations(pod, 2))
            return (
                sum(facts.met[frozenset(p)] for p in pairs),
                sum(abs(facts.points[a] - facts.points[b]) for a, b in pairs),
            )

        for a, pod in enumerate(pods):
            for i, mover in enumerate(pod):
                if not any(facts.met[frozenset((mover, o))] for o in pod if o != mover):
                    continue
                for b, other in enumerate(pods):
                    for j, partner in enumerate(other):
                        if b == a:
                            continue
                        here = [*pod[:i], partner, *pod[i + 1 :]]
                        there = [*other[:j], mover, *other[j + 1 :]]
                        before = tuple(map(sum, zip(cost(pod), cost(other), strict=True)))
                        after = tuple(map(sum, zip(cost(here), cost(there), strict=True)))
                        assert after >= before, (mover, partner)

    for seats in ((4, 3), (3,), (4,)):
        rng = random.Random(f"swaps-{players}-{seats}")
        simulate(players, 5, rng, pair=partial(pair_pods, seats=seats), check=check)
