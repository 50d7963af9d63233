"""An independent judge of Swiss pairings and standings, from the event's facts alone.

It does not use the package's cost code: it counts byes in a row, rematches, repeat byes,
the bye's place, pair-downs and their size from the rounds as written, and finds the best
possible pairing by trying every one (small events) or with networkx's blossom (larger
ones). A pairing is judged by the tuple (byes in a row, rematches, repeat byes, the bye's
place, pair-downs, total pair-down difference, sum of squared pair-down differences),
smaller is better, in that order: a bye right after a bye is worse than a rematch, a
rematch worse than a second bye, a second bye worse than the bye further up the
standings, and the fewest pair-downs come before their smallest total.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

import networkx as nx

from riftscore.tournament import Event, Round, standings
from riftscore.tournament.draws import draw

Judgement = tuple[int, int, int, int, int, int, int]
LEVELS = 7
THIRD = Fraction(1, 3)


class Facts:
    """What a judge needs to know about the entrants to pair in the next round."""

    def __init__(self, event: Event, active: Sequence[str]) -> None:
        self.event = event
        rows = standings(event)
        self.points = {row.entrant: row.match_points for row in rows}
        rank = {row.entrant: row.rank for row in rows}
        self.active = sorted(active, key=rank.__getitem__)  # best-ranked first
        self.met: Counter[frozenset[str]] = Counter()
        self.byes: Counter[str] = Counter()
        # Who had the bye in the round just played (the round before the one to pair).
        self.just_had_bye = set(event.rounds[-1].byes) if event.rounds else set()
        for round_ in event.swiss_rounds():
            self.byes.update(round_.byes)
            for table in round_.tables:
                seats = table.entrants
                for i, a in enumerate(seats):
                    for b in seats[i + 1 :]:
                        self.met[frozenset((a, b))] += 1

    def table(self, a: str, b: str) -> Judgement:
        difference = abs(self.points[a] - self.points[b])
        met = self.met[frozenset((a, b))]
        return (0, met, 0, 0, int(difference > 0), difference, difference * difference)

    def bye(self, a: str) -> Judgement:
        below = self.active[self.active.index(a) + 1 :]
        place = sum(1 for b in below if self.byes[b] <= self.byes[a])
        return (int(a in self.just_had_bye), 0, self.byes[a], place, 0, 0, 0)

    def judge(self, round_: Round) -> Judgement:
        parts = [self.table(*t.entrants) for t in round_.tables]
        parts += [self.bye(a) for a in round_.byes]
        return _total(parts)

    # ------------------------------------------------------------ the best possible

    def pairings(self, left: list[str] | None = None) -> Iterator[list[Judgement]]:
        """Every way to pair the active entrants (one bye when they are odd)."""
        if left is None:
            left = list(self.active)
            if len(left) % 2:
                for a in left:
                    rest = [b for b in left if b != a]
                    for others in self.pairings(rest):
                        yield [self.bye(a), *others]
                return
        if not left:
            yield []
            return
        a, rest = left[0], left[1:]
        for b in rest:
            remaining = [c for c in rest if c != b]
            for others in self.pairings(remaining):
                yield [self.table(a, b), *others]

    def brute_force_best(self) -> Judgement:
        return min(_total(parts) for parts in self.pairings())

    def blossom_best(self) -> Judgement:
        """The best judgement, by networkx's blossom over weights that keep the order."""
        graph = nx.Graph()
        nodes: list[str | None] = list(self.active)
        if len(nodes) % 2:
            nodes.append(None)  # the bye
        judged: dict[tuple[int, int], Judgement] = {}
        for i, a in enumerate(nodes):
            for j in range(i + 1, len(nodes)):
                b = nodes[j]
                assert a is not None
                judged[i, j] = self.bye(a) if b is None else self.table(a, b)
        # Each level's total over a matching is below `base`, so a base-`base` number
        # ordered by level compares as the tuples do.
        base = len(nodes) * max(max(j) for j in judged.values()) + 1
        cost = {
            e: sum(v * base ** (LEVELS - 1 - k) for k, v in enumerate(j)) for e, j in judged.items()
        }
        top = max(cost.values()) + 1
        for (i, j), c in cost.items():
            graph.add_edge(i, j, weight=top - c)
        matching = nx.max_weight_matching(graph, maxcardinality=True)
        assert len(matching) * 2 == len(nodes)
        return _total([judged[min(e), max(e)] for e in matching])

    def pairs_without_rematch(self, bye: str | None = None) -> bool:
        """Whether the active entrants can all be paired with no two meeting again, the
        bye (when they are odd) going to `bye` if named, otherwise to anyone who did not
        have it in the round just played (if anyone else is left), whatever byes they
        had before."""
        graph = nx.Graph()
        players = [a for a in self.active if a != bye]
        graph.add_nodes_from(players)
        for i, a in enumerate(players):
            graph.add_edges_from(
                (a, b) for b in players[i + 1 :] if not self.met[frozenset((a, b))]
            )
        if len(players) % 2:
            graph.add_node("<bye>")
            fresh = [a for a in players if a not in self.just_had_bye] or players
            graph.add_edges_from((a, "<bye>") for a in fresh)
        matching = nx.max_weight_matching(graph, maxcardinality=True)
        return len(matching) * 2 == graph.number_of_nodes()


def _total(parts: Sequence[Judgement]) -> Judgement:
    return (
        sum(p[0] for p in parts),
        sum(p[1] for p in parts),
        sum(p[2] for p in parts),
        sum(p[3] for p in parts),
        sum(p[4] for p in parts),
        sum(p[5] for p in parts),
        sum(p[6] for p in parts),
    )


@dataclass
class Line:
    """One entrant's line as the independent standings count it."""

    entrant: str
    points: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    byes: int = 0
    game_points: int = 0
    games: int = 0
    opponents: list[str] = field(default_factory=list)
    omw: Fraction = THIRD
    gw: Fraction = THIRD
    ogw: Fraction = THIRD


def independent_standings(event: Event) -> list[Line]:
    """The standings worked out again from the rounds as written, with the formulas of
    docs/events.md, for comparison with `standings`: best first."""
    points = event.points
    lines = {e.id: Line(e.id) for e in event.entrants}
    for round_ in event.swiss_rounds():
        for bye in round_.byes:
            line = lines[bye]
            line.byes += 1
            line.points += points.win
            line.game_points += 6  # 2 games won
            line.games += 2
        for table in round_.tables:
            if table.result is None:
                continue
            wins, drawn, absent = (
                table.result.game_wins,
                table.result.games_drawn,
                table.result.absent,
            )
            present = [seat for seat, e in enumerate(table.entrants) if e not in absent]
            best = max((wins[seat] for seat in present), default=0)
            leaders = [seat for seat in present if wins[seat] == best]
            for seat, entrant in enumerate(table.entrants):
                line = lines[entrant]
                if seat not in leaders:
                    line.lost += 1
                    line.points += points.loss
                elif len(leaders) == 1:
                    line.won += 1
                    line.points += points.win
                else:
                    line.drawn += 1
                    line.points += points.draw
                line.game_points += 3 * wins[seat] + drawn
                line.games += sum(wins) + drawn
                line.opponents += [e for e in table.entrants if e != entrant]

    def match_win(line: Line) -> Fraction:
        played = line.won + line.drawn + line.lost + line.byes
        return max(THIRD, Fraction(line.points, points.win * played)) if played else THIRD

    def game_win(line: Line) -> Fraction:
        return max(THIRD, Fraction(line.game_points, 3 * line.games)) if line.games else THIRD

    def mean(values: list[Fraction]) -> Fraction:
        return sum(values, Fraction(0)) / len(values) if values else THIRD

    for line in lines.values():
        line.omw = mean([match_win(lines[o]) for o in line.opponents])
        line.gw = game_win(line)
        line.ogw = mean([game_win(lines[o]) for o in line.opponents])
    return sorted(
        lines.values(),
        key=lambda x: (-x.points, -x.omw, -x.gw, -x.ogw, draw(event.seed, "standings", x.entrant)),
    )
