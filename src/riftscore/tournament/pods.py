"""Swiss rounds of pods: skirmish (three seats) and war (four seats) tables.

How a pod round is formed, in order:

1. Table sizes: as few byes as possible, then as many tables of the first size asked for
   as possible (with sizes (4, 3), 10 entrants sit 4 + 3 + 3; with (4,) alone, 10 sit
   4 + 4 and two get a bye). Tables of the first size come first.
2. Byes go to the lowest-ranked entrants with the fewest byes so far.
3. Each table in turn, from the top of the standings: the best-ranked entrant not yet
   seated heads it; each further seat goes to the entrant who has met the fewest of those
   already seated, then whose match points are nearest the head's, then the best-ranked.
   Without earlier meetings, tables are consecutive slices of the standings.

This is a greedy choice, not an optimum: grouping into threes and fours is not a matching
problem, and repeats it cannot avoid are listed in the `Pairing` for the organiser.
A pod's result, match points and percentages are those of `Result` and `standings`: the
winner takes the win, the others the loss, a drawn game a draw for all; every other
entrant at the table is an opponent.
"""

from __future__ import annotations

from riftscore.tournament.errors import CannotPair
from riftscore.tournament.facts import Event, Round, Stage, Table
from riftscore.tournament.swiss import Contender, Pairing, check_can_pair_swiss, contenders

POD_SEATS = (3, 4)


def pod_sizes(count: int, seats: tuple[int, ...]) -> tuple[tuple[int, ...], int]:
    """The sizes of the tables for `count` entrants, largest share of `seats[0]` first,
    and the number of byes: fewest byes, then most tables of the first size."""
    if not seats or len(set(seats)) != len(seats) or any(s not in POD_SEATS for s in seats):
        raise CannotPair(f"pods seat 3 (skirmish) or 4 (war), not {', '.join(map(str, seats))}")
    first = seats[0]
    second = seats[1] if len(seats) > 1 else 0
    best: tuple[int, int, int] | None = None  # (byes, tables of the first size, of the second)
    for firsts in range(count // first, -1, -1):  # most tables of the first size first
        rest = count - firsts * first
        seconds = rest // second if second else 0
        byes = rest - seconds * second
        if best is None or byes < best[0]:
            best = (byes, firsts, seconds)
    assert best is not None  # firsts = 0 is always a candidate
    byes, firsts, seconds = best
    return (first,) * firsts + (second,) * seconds, byes


def _met(contender: Contender, seated: list[Contender]) -> int:
    return sum(contender.met.get(other.entrant, 0) for other in seated)


def pair_pods(event: Event, seats: tuple[int, ...] = (4, 3)) -> Pairing:
    """The next Swiss round of `event` in pods of the sizes `seats` allows, the first
    preferred. Raises like `pair_swiss`, and `CannotPair` when no table can be filled."""
    check_can_pair_swiss(event)
    number = event.next_round
    players = contenders(event, number)
    sizes, bye_count = pod_sizes(len(players), seats)
    if not sizes:
        raise CannotPair(
            f"a pod needs {min(seats)} entrants still in the event; {len(players)} are"
        )
    rank = {c.entrant: i for i, c in enumerate(players)}
    by_fewest_byes_lowest_first = sorted(players, key=lambda c: (c.byes, -rank[c.entrant]))
    byes = sorted(by_fewest_byes_lowest_first[:bye_count], key=lambda c: rank[c.entrant])
    bye_ids = {c.entrant for c in byes}
    left = [c for c in players if c.entrant not in bye_ids]
    tables: list[Table] = []
    rematches: list[tuple[str, str]] = []
    pair_downs: list[tuple[str, str]] = []
    for size in sizes:
        head = left.pop(0)
        seated = [head]
        while len(seated) < size:
            chosen = min(
                left,
                key=lambda c: (
                    _met(c, seated),
                    abs(c.match_points - head.match_points),
                    rank[c.entrant],
                ),
            )
            left.remove(chosen)
            rematches.extend(
                (s.entrant, chosen.entrant) for s in seated if chosen.met.get(s.entrant)
            )
            if chosen.match_points != head.match_points:
                pair_downs.append((head.entrant, chosen.entrant))
            seated.append(chosen)
        seated.sort(key=lambda c: rank[c.entrant])
        tables.append(Table(tuple(c.entrant for c in seated)))
    return Pairing(
        Round(number, tuple(tables), tuple(c.entrant for c in byes), Stage.SWISS),
        tuple(rematches),
        tuple(c.entrant for c in byes if c.byes),
        tuple(pair_downs),
    )
