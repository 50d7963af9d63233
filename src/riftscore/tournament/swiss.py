"""Swiss pairings: every active entrant paired, as a minimum-cost perfect matching.

The cost of a pairing is compared level by level, most important first (`PairCost`):

1. a bye in a row: 1 if the entrant with the bye had the bye in the round before (0 for
   a table);
2. rematches: how often the two met before (0 for the bye);
3. repeat byes: how many byes the entrant with the bye has had (0 for a table);
4. the bye's place: how many entrants ranked below the one with the bye have had no
   more byes than it (0 for the lowest-ranked entrant without a bye);
5. pair-downs: 1 if the two have different match points (one entrant paired down);
6. the pair-down's size: the difference in match points;
7. the pair-down's spread: the square of that difference, so that at an equal total two
   small pair-downs go before a small one and a large one;
8. the seeded draw, which decides between pairings equal on every level above.

So nobody has the bye in two rounds in a row while anybody else can take it, even at the
price of a rematch (a second bye in a row is worse than meeting again); then no two
entrants meet again while any other pairing exists, even at the price of a second bye; the bye goes to the lowest-ranked entrant without one unless that forces a
rematch (and a second bye, when every pairing without a rematch needs one, to the
lowest-ranked of those with the fewest byes who can take it without one); then the
fewest entrants are paired down, then by the smallest total difference. Round 1 has no
points and no history: the draw alone pairs it.
"""

from __future__ import annotations

from dataclasses import dataclass

from riftscore.tournament.draws import DRAW_BITS, draw
from riftscore.tournament.errors import CannotPair
from riftscore.tournament.facts import Event, Round, Stage, Table
from riftscore.tournament.matching import min_cost_perfect_matching
from riftscore.tournament.standings import Record, ranked

DRAW_LEVEL_BITS = 20  # enough to make ties rare, small enough to keep the weights small


@dataclass(frozen=True, slots=True)
class PairCost:
    """What one table (or the bye) costs, level by level, most important first."""

    bye_in_a_row: int = 0
    rematches: int = 0
    repeat_byes: int = 0
    bye_place: int = 0
    pair_down: int = 0
    pair_down_size: int = 0
    pair_down_spread: int = 0
    draw: int = 0

    def levels(self) -> tuple[int, int, int, int, int, int, int, int]:
        return (
            self.bye_in_a_row,
            self.rematches,
            self.repeat_byes,
            self.bye_place,
            self.pair_down,
            self.pair_down_size,
            self.pair_down_spread,
            self.draw,
        )


@dataclass(frozen=True, slots=True)
class Pairing:
    """A round to start, and what it could not avoid.

    `round` has the tables (the higher-ranked entrant first, table 1 for the best-ranked
    pair) and the byes, without results. `rematches` lists pairs meeting again,
    `repeat_byes` entrants given a second bye, `byes_in_a_row` those given the bye again
    right after the round they had it in, `pair_downs` the tables whose entrants have
    different match points: a page can show the organiser why.
    """

    round: Round
    rematches: tuple[tuple[str, str], ...] = ()
    repeat_byes: tuple[str, ...] = ()
    pair_downs: tuple[tuple[str, str], ...] = ()
    byes_in_a_row: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Contender:
    """An entrant to pair: its id, match points and past meetings, in standings order;
    `bye_last_round`: it had the bye in the round just before the one to pair."""

    entrant: str
    match_points: int
    byes: int
    met: dict[str, int]
    bye_last_round: bool = False


def contenders(event: Event, number: int) -> list[Contender]:
    """The entrants who can be paired in round `number`, best-ranked first."""
    last_byes = set(event.rounds[number - 2].byes) if number >= 2 else set()
    out = []
    for row in ranked(event, number - 1):
        if event.is_active(row.entrant, number):
            out.append(_contender(row.entrant, row.record, row.entrant in last_byes))
    return out


def _contender(entrant: str, record: Record, bye_last_round: bool) -> Contender:
    met: dict[str, int] = {}
    for opponent in record.opponents:
        met[opponent] = met.get(opponent, 0) + 1
    return Contender(entrant, record.match_points, record.byes, met, bye_last_round)


def table_cost(event: Event, number: int, a: Contender, b: Contender) -> PairCost:
    difference = abs(a.match_points - b.match_points)
    first, second = sorted((a.entrant, b.entrant))
    return PairCost(
        rematches=a.met.get(b.entrant, 0),
        pair_down=1 if difference else 0,
        pair_down_size=difference,
        pair_down_spread=difference * difference,
        draw=draw(event.seed, "table", number, first, second) >> (DRAW_BITS - DRAW_LEVEL_BITS),
    )


def bye_cost(event: Event, number: int, ranked_: list[Contender], index: int) -> PairCost:
    mine = ranked_[index]
    # Only entrants with no more byes count: among those with as many byes as the one
    # with the bye, each place up the standings costs one more.
    below = sum(1 for other in ranked_[index + 1 :] if other.byes <= mine.byes)
    return PairCost(
        bye_in_a_row=1 if mine.bye_last_round else 0,
        repeat_byes=mine.byes,
        bye_place=below,
        draw=draw(event.seed, "bye", number, mine.entrant) >> (DRAW_BITS - DRAW_LEVEL_BITS),
    )


def check_can_pair_swiss(event: Event) -> None:
    """Raise unless a Swiss round can be paired now."""
    if event.cut is not None or event.cut_rounds():
        raise CannotPair("the Swiss rounds are over: the top cut has begun")
    event.check_results_in()


def pair_swiss(event: Event) -> Pairing:
    """The next Swiss round of `event`: every active entrant at a table or with the bye.

    Raises `PendingResults` while a table of an earlier round has no result, and
    `CannotPair` once the top cut has begun or fewer than two entrants are left.
    The same facts give the same pairing on any machine.
    """
    check_can_pair_swiss(event)
    number = event.next_round
    players = contenders(event, number)
    if len(players) < 2:
        raise CannotPair(
            f"round {number} needs two entrants still in the event; "
            f"{len(players)} {'is' if len(players) == 1 else 'are'}"
        )
    nodes = len(players) + len(players) % 2
    bye_node = len(players) if len(players) % 2 else None
    costs: dict[tuple[int, int], tuple[int, ...]] = {}
    for i, a in enumerate(players):
        for j in range(i + 1, len(players)):
            costs[i, j] = table_cost(event, number, a, players[j]).levels()
        if bye_node is not None:
            costs[i, bye_node] = bye_cost(event, number, players, i).levels()
    tables: list[Table] = []
    byes: list[str] = []
    rematches: list[tuple[str, str]] = []
    repeat_byes: list[str] = []
    byes_in_a_row: list[str] = []
    pair_downs: list[tuple[str, str]] = []
    for i, j in min_cost_perfect_matching(nodes, costs):
        a = players[i]
        if j == bye_node:
            byes.append(a.entrant)
            if a.byes:
                repeat_byes.append(a.entrant)
            if a.bye_last_round:
                byes_in_a_row.append(a.entrant)
            continue
        b = players[j]
        tables.append(Table((a.entrant, b.entrant)))
        if a.met.get(b.entrant):
            rematches.append((a.entrant, b.entrant))
        if a.match_points != b.match_points:
            pair_downs.append((a.entrant, b.entrant))
    return Pairing(
        Round(number, tuple(tables), tuple(byes), Stage.SWISS),
        tuple(rematches),
        tuple(repeat_byes),
        tuple(pair_downs),
        tuple(byes_in_a_row),
    )


def suggested_rounds(entrants: int) -> int:
    """Swiss rounds to suggest for an event of `entrants` (the organiser may change it):
    3 for 3 to 8, 4 for 9 to 16, 5 for 17 to 32, 6 beyond; below 3, one round for each
    possible opponent."""
    if entrants < 0:
        raise ValueError(f"an event has no fewer than 0 entrants, not {entrants}")
    if entrants < 3:
        return max(entrants - 1, 0)
    for most, rounds in ((8, 3), (16, 4), (32, 5)):
        if entrants <= most:
            return rounds
    return 6
