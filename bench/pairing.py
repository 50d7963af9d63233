"""Swiss pairing time, 64 to 256 entrants, against networkx's blossom on the same graph.

For each size, an event is played to round 4 with seeded random results (not timed), so
that round 5 has score groups, pair-downs and meetings to avoid. Then, alternately:

- **pair_swiss**: the whole of `riftscore.tournament.pair_swiss` on that event: the
  standings, every table's cost, the matching (rustworkx), the round;
- **networkx**: `networkx.max_weight_matching(maxcardinality=True)` alone, on the very
  graph and integer weights pair_swiss's matching solves: the pure-Python blossom the
  brief named, as the baseline.

Each is timed `--repeat` times (networkx once above 128 entrants: it takes tens of
seconds there), the best run counts. Both find a matching of the same total weight (the
optimum is checked equal). The last line is the ratio at the largest size: pair_swiss's
time over networkx's.

    .venv/bin/python bench/pairing.py            # 64, 128, 256
    .venv/bin/python bench/pairing.py --sizes 64 --repeat 9
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import TypeVar

import networkx as nx

from riftscore.tournament import Entrant, Event, Result, Table, pair_swiss
from riftscore.tournament.matching import lexicographic_weights
from riftscore.tournament.swiss import bye_cost, contenders, table_cost

T = TypeVar("T")
TARGETS = {64: 1.0, 256: 5.0}  # seconds: "well under a second", "a few seconds at most"


def played_event(players: int, rounds: int, seed: int) -> Event:
    rng = random.Random(seed)
    event = Event(
        tuple(Entrant(f"e{i:04d}", f"Player {i}") for i in range(players)), seed=str(seed)
    )
    results = [(2, 0), (2, 1), (1, 2), (0, 2), (1, 1)]
    for _ in range(rounds):
        paired = pair_swiss(event).round
        tables = tuple(Table(t.entrants, Result(rng.choice(results))) for t in paired.tables)
        event = replace(event, rounds=(*event.rounds, replace(paired, tables=tables)))
    return event


def weighted_graph(event: Event) -> nx.Graph:
    """The graph and weights pair_swiss hands its matching, for networkx."""
    number = event.next_round
    players = contenders(event, number)
    bye = len(players) if len(players) % 2 else None
    costs = {}
    for i, a in enumerate(players):
        for j in range(i + 1, len(players)):
            costs[i, j] = table_cost(event, number, a, players[j]).levels()
        if bye is not None:
            costs[i, bye] = bye_cost(event, number, players, i).levels()
    nodes = len(players) + (bye is not None)
    weights = lexicographic_weights(list(costs.values()), nodes // 2)
    total = {
        e: sum(w * c for w, c in zip(weights, level, strict=True)) for e, level in costs.items()
    }
    ceiling = max(total.values()) + 1
    graph = nx.Graph()
    graph.add_weighted_edges_from((i, j, ceiling - cost) for (i, j), cost in total.items())
    return graph


def weight(graph: nx.Graph, edges: Iterable[tuple[int, int]]) -> int:
    return sum(graph.edges[i, j]["weight"] for i, j in edges)


def best_of(repeat: int, run: Callable[[], T]) -> tuple[float, T]:
    """The best time of `repeat` runs, and the last run's answer."""
    times = []
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        answer = run()
        times.append(time.perf_counter() - start)
    return min(times), answer


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[64, 128, 256])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(
        f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}, load {os.getloadavg()[0]:.2f}"
    )
    ratio = 0.0
    for size in args.sizes:
        event = played_event(size, 4, args.seed)
        graph = weighted_graph(event)
        ours, pairing = best_of(args.repeat, lambda e=event: pair_swiss(e))
        theirs, matching = best_of(
            args.repeat if size <= 128 else 1,
            lambda g=graph: nx.max_weight_matching(g, maxcardinality=True),
        )
        index = {c.entrant: i for i, c in enumerate(contenders(event, event.next_round))}
        bye_node = len(index)
        ours_edges = [(index[t.entrants[0]], index[t.entrants[1]]) for t in pairing.round.tables]
        ours_edges += [(index[b], bye_node) for b in pairing.round.byes]
        if weight(graph, ours_edges) != weight(graph, matching):
            raise SystemExit(f"{size} entrants: pair_swiss's matching is not networkx's optimum")
        ratio = ours / theirs
        target = f" (target < {TARGETS[size]:.0f} s)" if size in TARGETS else ""
        print(
            f"{size} entrants, round 5, {graph.number_of_edges():,} edges: "
            f"pair_swiss {ours:.3f} s{target}, networkx matching alone {theirs:.3f} s"
        )
    print(f"ratio {ratio:.4f}")


if __name__ == "__main__":
    main()
