"""A minimum-cost perfect matching whose costs are compared level by level.

Each edge carries a tuple of costs, most important first. `lexicographic_weights` turns
the tuples into single integers such that, between any two perfect matchings, the one
with the smaller total integer cost is the one whose level totals are smaller in
lexicographic order. The blossom algorithm (rustworkx's `max_weight_matching`, Edmonds'
primal-dual method in compiled code, with integer weights so no rounding can reorder two
matchings) then finds the best perfect matching.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import rustworkx

Edge = tuple[int, int]

# rustworkx reads weights as 128-bit integers; its dual variables and slacks reach a few
# times the largest weight, so weights stay well below 2**127.
MAX_WEIGHT = 2**120


def lexicographic_weights(levels: Sequence[Sequence[int]], edges_in_matching: int) -> list[int]:
    """One integer a level: the weight of a level is one more than the most that every
    lower level can add up to over a whole matching, so a difference of 1 at a level
    outweighs any difference below it.

    `levels` holds each edge's costs (non-negative, the same number each);
    `edges_in_matching` is the number of edges of a perfect matching (half the nodes).
    """
    if not levels:
        return []
    depth = len(levels[0])
    maxima = [max(edge[level] for edge in levels) for level in range(depth)]
    weights = [1] * depth
    below = 0  # the most the levels under the current one add up to over a matching
    for level in range(depth - 2, -1, -1):
        below += weights[level + 1] * edges_in_matching * maxima[level + 1]
        weights[level] = below + 1
    return weights


def min_cost_perfect_matching(nodes: int, costs: Mapping[Edge, Sequence[int]]) -> list[Edge]:
    """The perfect matching of `nodes` nodes (0 to nodes - 1, an even number) with the
    lexicographically smallest level totals, over the edges in `costs` (i < j each).

    Returns its edges as (i, j), i < j, sorted. Raises `ValueError` if the edges given
    admit no perfect matching.
    """
    if nodes % 2:
        raise ValueError(f"a perfect matching needs an even number of nodes, not {nodes}")
    if nodes == 0:
        return []
    edges = sorted(costs)
    weights = lexicographic_weights([costs[edge] for edge in edges], nodes // 2)
    total = [sum(w * c for w, c in zip(weights, costs[edge], strict=True)) for edge in edges]
    ceiling = max(total) + 1  # a maximum-weight matching of (ceiling - cost) is of least cost
    if ceiling > MAX_WEIGHT:
        raise ValueError(
            f"the costs weigh up to {ceiling}, more than the {MAX_WEIGHT} the matching "
            "can compare exactly"
        )
    graph: rustworkx.PyGraph[None, int] = rustworkx.PyGraph()
    graph.add_nodes_from([None] * nodes)
    graph.add_edges_from(
        [(i, j, ceiling - cost) for (i, j), cost in zip(edges, total, strict=True)]
    )
    mates = rustworkx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
    matching = sorted((min(i, j), max(i, j)) for i, j in mates)
    if len(matching) * 2 != nodes:
        raise ValueError("the edges given admit no perfect matching")
    return matching
