"""Swiss rounds of pods: skirmish (three seats) and war (four seats) tables.

How a pod round is formed, in order:

1. Table sizes: as few byes as possible, then as many tables of the first size asked for
   as possible (with sizes (4, 3), 10 entrants sit 4 + 3 + 3; with (4,) alone, 10 sit
   4 + 4 and two get a bye). Tables of the first size come first.
2. Byes go to entrants who did not have the bye in the round before (nobody has it twice
   in a row while another can take it), then to those with the fewest byes so far, then
   to the lowest-ranked.
3. Seats: of the ways to sit the others at tables of those sizes, the one with, most
   important first, (a) the fewest repeat meetings (each pair at a table counts the
   times it met before), (b) the smallest spread of match points (each pair at a table
   counts the difference of its match points), (c) the best-ranked together: the first
   when tables are filled from the top of the standings (the best-ranked entrant not
   yet seated heads a table, of the first size while one is open, with the best-ranked
   companions first). Without earlier meetings and with equal points, tables are
   consecutive slices of the standings.

Up to `SEARCH_MOST` entrants to seat, every way is tried (15,400 for twelve in threes),
so a seating without a repeat meeting is found whenever one exists. Beyond, grouping into
threes and fours is not a matching problem and the ways grow too fast (13 in a four and
three threes make 200,200; 16 in fours 2.6 million): a greedy seating (each table in turn
from the top of the standings: the best-ranked entrant not yet seated heads it, each
further seat goes to the entrant who has met the fewest of those already seated, then
whose match points are nearest the head's, then the best-ranked) is improved by swapping
two entrants of different tables while that lowers (a), then (b). Repeats left are listed
in the `Pairing` for the organiser.

A pod's result, match points and percentages are those of `Result` and `standings`: the
winner takes the win, the others the loss, a drawn game a draw for all; every other
entrant at the table is an opponent.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from riftscore.tournament.errors import CannotPair
from riftscore.tournament.event_rules import POD_MODES
from riftscore.tournament.facts import Event, Round, Stage, Table
from riftscore.tournament.swiss import Contender, Pairing, check_can_pair_swiss, contenders

# Twelve to seat is 15,400 ways at most (four threes), tried in well under a second; 13
# would be 200,200 (a four and three threes).
SEARCH_MOST = 12

Pod = tuple[Contender, ...]
SeatingCost = tuple[int, int]  # (repeat meetings, spread of match points)


def pod_sizes(count: int, seats: tuple[int, ...]) -> tuple[tuple[int, ...], int]:
    """The sizes of the tables for `count` entrants, largest share of `seats[0]` first,
    and the number of byes: fewest byes, then most tables of the first size."""
    if not seats or len(set(seats)) != len(seats) or any(s not in POD_MODES for s in seats):
        allowed = " or ".join(f"{n} ({mode})" for n, mode in POD_MODES.items())
        raise CannotPair(f"pods seat {allowed}, not {', '.join(map(str, seats))}")
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


def _joining_cost(newcomer: Contender, seated: Sequence[Contender]) -> SeatingCost:
    """What seating `newcomer` with `seated` adds: its repeat meetings and spread."""
    return (
        sum(newcomer.met.get(other.entrant, 0) for other in seated),
        sum(abs(newcomer.match_points - other.match_points) for other in seated),
    )


def _pod_cost(pod: Pod) -> SeatingCost:
    repeats = spread = 0
    for i, newcomer in enumerate(pod):
        more_repeats, more_spread = _joining_cost(newcomer, pod[:i])
        repeats += more_repeats
        spread += more_spread
    return repeats, spread


def _numbered(pods: Sequence[Pod], seats: tuple[int, ...], rank: dict[str, int]) -> list[Pod]:
    """The pods in table order: by size as `pod_sizes` lists them, each size from the
    top of the standings; each pod's entrants best-ranked first."""
    ordered = [tuple(sorted(pod, key=lambda c: rank[c.entrant])) for pod in pods]
    return sorted(ordered, key=lambda pod: (seats.index(len(pod)), rank[pod[0].entrant]))


def best_seating(
    left: Sequence[Contender], sizes: tuple[int, ...], seats: tuple[int, ...]
) -> list[Pod]:
    """Of every way to sit `left` (best-ranked first) at tables of `sizes`, the one
    with the fewest repeat meetings, then the smallest spread, then the first found;
    in table order.

    Each way is found once, in this order: the best-ranked entrant left heads a table,
    of the first size in `seats` while one is open, its companions the best-ranked
    possible first. So among equal costs the best-ranked sit together, and without
    earlier meetings or different points tables are consecutive slices. A partial
    seating that costs as much as the best found is abandoned: costs only grow as
    tables are added, and a later seating must cost less to be kept."""
    best: SeatingCost | None = None
    chosen: list[Pod] = []

    def search(
        unseated: Sequence[Contender], open_: dict[int, int], pods: list[Pod], cost: SeatingCost
    ) -> None:
        nonlocal best, chosen
        if best is not None and cost >= best:
            return
        if not unseated:
            best, chosen = cost, list(pods)
            return
        head, rest = unseated[0], unseated[1:]
        for size, count in open_.items():
            if not count:
                continue
            fewer = {**open_, size: count - 1}
            for companions in combinations(rest, size - 1):
                pod = (head, *companions)
                taken = {c.entrant for c in companions}
                remaining = [c for c in rest if c.entrant not in taken]
                pods.append(pod)
                search(remaining, fewer, pods, _add(cost, _pod_cost(pod)))
                pods.pop()

    search(left, {size: sizes.count(size) for size in seats if size in sizes}, [], (0, 0))
    rank = {c.entrant: i for i, c in enumerate(left)}
    return _numbered(chosen, seats, rank)


def greedy_seating(left: Sequence[Contender], sizes: tuple[int, ...]) -> list[list[Contender]]:
    """Each table in turn from the top: the best-ranked entrant not yet seated heads it;
    each further seat goes to the entrant who has met the fewest of those already
    seated, then whose match points are nearest the head's, then the best-ranked."""
    rank = {c.entrant: i for i, c in enumerate(left)}
    unseated = list(left)
    pods: list[list[Contender]] = []
    for size in sizes:
        head = unseated.pop(0)
        seated = [head]
        while len(seated) < size:
            chosen = min(
                unseated,
                key=lambda c: (
                    _joining_cost(c, seated)[0],
                    abs(c.match_points - head.match_points),
                    rank[c.entrant],
                ),
            )
            unseated.remove(chosen)
            seated.append(chosen)
        pods.append(seated)
    return pods


def improve_by_swaps(pods: list[list[Contender]]) -> None:
    """Swap two entrants of different tables while that lowers the repeat meetings, or
    keeps them and lowers the spread: each swap lowers the cost, so it ends. Only an
    entrant at a table with a repeat meeting is moved, so a seating without one is left
    as it is."""
    improved = True
    while improved:
        improved = False
        for a, pod in enumerate(pods):
            for i, mover in enumerate(pod):
                mates = pod[:i] + pod[i + 1 :]
                if not _joining_cost(mover, mates)[0]:
                    continue
                if _try_swaps(pods, a, i, mates):
                    improved = True
                    break
            if improved:
                break


def _try_swaps(pods: list[list[Contender]], a: int, i: int, mates: list[Contender]) -> bool:
    """Swap `pods[a][i]` with the first entrant of another table that lowers the cost."""
    mover = pods[a][i]
    stay = _joining_cost(mover, mates)
    for b, other in enumerate(pods):
        if b == a:
            continue
        for j, partner in enumerate(other):
            partners_mates = other[:j] + other[j + 1 :]
            before = _add(stay, _joining_cost(partner, partners_mates))
            after = _add(_joining_cost(partner, mates), _joining_cost(mover, partners_mates))
            if after < before:
                pods[a][i], pods[b][j] = partner, mover
                return True
    return False


def _add(x: SeatingCost, y: SeatingCost) -> SeatingCost:
    return x[0] + y[0], x[1] + y[1]


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
    next_in_line = sorted(players, key=lambda c: (c.bye_last_round, c.byes, -rank[c.entrant]))
    byes = sorted(next_in_line[:bye_count], key=lambda c: rank[c.entrant])
    bye_ids = {c.entrant for c in byes}
    left = [c for c in players if c.entrant not in bye_ids]
    if len(left) <= SEARCH_MOST:
        pods = best_seating(left, sizes, seats)
    else:
        greedy = greedy_seating(left, sizes)
        improve_by_swaps(greedy)
        pods = _numbered([tuple(pod) for pod in greedy], seats, rank)
    tables: list[Table] = []
    rematches: list[tuple[str, str]] = []
    pair_downs: list[tuple[str, str]] = []
    for pod in pods:
        head = pod[0]
        for i, later in enumerate(pod):
            rematches.extend(
                (earlier.entrant, later.entrant)
                for earlier in pod[:i]
                if later.met.get(earlier.entrant)
            )
            if later.match_points != head.match_points:
                pair_downs.append((head.entrant, later.entrant))
        tables.append(Table(tuple(c.entrant for c in pod)))
    return Pairing(
        Round(number, tuple(tables), tuple(c.entrant for c in byes), Stage.SWISS),
        tuple(rematches),
        tuple(c.entrant for c in byes if c.byes),
        tuple(pair_downs),
        tuple(c.entrant for c in byes if c.bye_last_round),
    )
