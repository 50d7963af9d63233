"""The matching keeps its levels strict: one unit at a level outweighs everything below.

Hypothesis draws small complete graphs whose edges carry cost tuples, lower levels often
far larger than higher ones, and the matching found must have the lexicographically
smallest level totals of all perfect matchings, found by trying every one.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from riftscore.tournament.matching import lexicographic_weights, min_cost_perfect_matching

Costs = dict[tuple[int, int], tuple[int, ...]]


def perfect_matchings(nodes: list[int]) -> Iterator[list[tuple[int, int]]]:
    if not nodes:
        yield []
        return
    a, rest = nodes[0], nodes[1:]
    for b in rest:
        for others in perfect_matchings([c for c in rest if c != b]):
            yield [(a, b), *others]


def totals(costs: Costs, matching: list[tuple[int, int]]) -> tuple[int, ...]:
    depth = len(next(iter(costs.values())))
    return tuple(sum(costs[e][level] for e in matching) for level in range(depth))


@st.composite
def graphs(draw: st.DrawFn) -> tuple[int, Costs]:
    nodes = draw(st.sampled_from([2, 4, 6, 8]))
    depth = draw(st.integers(1, 5))
    # A level's values range up to a bound drawn per level: often small at the top and
    # huge below, the case where weights that are not strict would go wrong.
    bounds = [draw(st.sampled_from([1, 2, 9, 1000, 10**6])) for _ in range(depth)]
    costs = {
        (i, j): tuple(draw(st.integers(0, bound)) for bound in bounds)
        for i in range(nodes)
        for j in range(i + 1, nodes)
    }
    return nodes, costs


@settings(max_examples=300, deadline=None)
@given(graphs())
def test_the_matching_has_the_lexicographically_least_level_totals(
    graph: tuple[int, Costs],
) -> None:
    nodes, costs = graph
    found = min_cost_perfect_matching(nodes, costs)
    assert sorted(v for e in found for v in e) == list(range(nodes))
    best = min(totals(costs, m) for m in perfect_matchings(list(range(nodes))))
    assert totals(costs, found) == best


def test_a_unit_at_a_level_outweighs_the_most_the_levels_below_can_add_up_to() -> None:
    # Three levels with maxima 1, 5, 7 over matchings of 4 edges: the last weighs 1; the
    # middle 4 x 7 x 1 + 1 = 29; the first 4 x 5 x 29 + 29 = 609 (580 for the middle
    # level's most, 28 for the last's, plus 1).
    assert lexicographic_weights([(1, 5, 7), (0, 0, 0)], 4) == [609, 29, 1]


def test_an_odd_number_of_nodes_has_no_perfect_matching() -> None:
    with pytest.raises(ValueError, match="even number of nodes, not 3"):
        min_cost_perfect_matching(3, {(0, 1): (0,), (1, 2): (0,), (0, 2): (0,)})


def test_edges_that_cannot_cover_every_node_are_refused() -> None:
    with pytest.raises(ValueError, match="no perfect matching"):
        min_cost_perfect_matching(4, {(0, 1): (0,), (0, 2): (0,), (0, 3): (0,)})


def test_costs_too_large_to_weigh_exactly_are_refused() -> None:
    # Four levels of values up to 10**12 over a matching of 2 edges weigh past 2**160.
    costs = {(i, j): (10**12,) * 4 for i in range(4) for j in range(i + 1, 4)}
    with pytest.raises(ValueError, match=r"more than the \d+ the matching can compare exactly"):
        min_cost_perfect_matching(4, costs)
