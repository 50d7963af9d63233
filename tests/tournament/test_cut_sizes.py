"""A top cut of any size from 2 to 16: the bracket keeps the standard order (1 v 8, 4 v 5,
2 v 7, 3 v 6), the places a size leaves empty are byes for the best seeds, and the cut
is played to one champion in as many rounds as its bracket has stages."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pytest

from riftscore.tournament import (
    CUT_SIZES,
    Event,
    Result,
    Table,
    bracket,
    bracket_order,
    bracket_places,
    cut_byes,
    cut_rounds,
    pair_top_cut,
)
from tests.tournament.simulate import simulate

EVERY_SIZE = list(range(2, 17))


def swiss(players: int) -> Event:
    return simulate(
        players,
        4,
        random.Random(f"cut-{players}"),
        drop_chance=0,
        no_show_chance=0,
        late_entry=False,
    )


def play_cut(event: Event, winner: Callable[[Table], str]) -> Event:
    """Pair and play every round of the cut, `winner` taking each table 2-1."""
    while not (event.cut_rounds() and bracket(event).over):
        pairing = pair_top_cut(event).round
        tables = tuple(
            Table(t.entrants, Result((2, 1) if winner(t) == t.entrants[0] else (1, 2)))
            for t in pairing.tables
        )
        event = replace(event, rounds=(*event.rounds, replace(pairing, tables=tables)))
    return event


def test_the_sizes_are_2_to_16() -> None:
    assert tuple(EVERY_SIZE) == CUT_SIZES


@pytest.mark.parametrize(
    ("size", "order"),
    [
        (2, (1, 2)),
        (3, (1, None, 2, 3)),
        (4, (1, 4, 2, 3)),
        (5, (1, None, 4, 5, 2, None, 3, None)),
        (6, (1, None, 4, 5, 2, None, 3, 6)),
        (7, (1, None, 4, 5, 2, 7, 3, 6)),
        (8, (1, 8, 4, 5, 2, 7, 3, 6)),
        (16, (1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11)),
    ],
)
def test_the_bracket_order_is_the_standard_one_with_byes_where_no_seed_is(
    size: int, order: tuple[int | None, ...]
) -> None:
    assert bracket_order(size) == order


@pytest.mark.parametrize("size", EVERY_SIZE)
def test_every_size_seats_each_seed_once_and_seed_1_meets_seed_2_only_in_the_final(
    size: int,
) -> None:
    order = bracket_order(size)
    places = bracket_places(size)
    assert len(order) == places and places // 2 < size <= places
    assert sorted(s for s in order if s is not None) == list(range(1, size + 1))
    # Each first-round pair adds up to one more than the places; the halves split 1 and 2.
    for upper, lower in zip(order[::2], order[1::2], strict=True):
        assert upper is not None
        assert upper + (lower or places + 1 - upper) == places + 1
    assert 1 in order[: places // 2] and 2 in order[places // 2 :]
    # The byes are the best seeds, drawn against the empty places.
    byes = tuple(
        upper for upper, lower in zip(order[::2], order[1::2], strict=True) if lower is None
    )
    assert sorted(byes) == list(cut_byes(size)) == list(range(1, places - size + 1))
    assert cut_rounds(size) == places.bit_length() - 1


@pytest.mark.parametrize("size", EVERY_SIZE)
def test_every_size_plays_to_one_champion_with_byes_for_the_top_seeds(size: int) -> None:
    event = replace(swiss(max(size, 9)), cut=size)
    seeds = bracket(event).seeds
    first = pair_top_cut(event).round
    assert {seeds.index(e) + 1 for e in first.byes} == set(cut_byes(size))
    assert len(first.tables) == (size - len(cut_byes(size))) // 2
    higher_wins = play_cut(event, lambda table: table.entrants[0])
    drawn = bracket(higher_wins)
    assert drawn.champion == seeds[0]
    assert len(higher_wins.cut_rounds()) == cut_rounds(size) == len(drawn.stages)
    # Single elimination: every table sends one player home, and all but the champion go.
    assert sum(len(r.tables) for r in higher_wins.cut_rounds()) == size - 1
    # Nobody plays a match after losing one, and every bye was a top seed's, in round 1.
    assert all(not r.byes for r in higher_wins.cut_rounds()[1:])
    lower_wins = play_cut(event, lambda table: table.entrants[1])
    assert bracket(lower_wins).champion is not None
    assert sum(len(r.tables) for r in lower_wins.cut_rounds()) == size - 1


def test_a_top_6_gives_seeds_1_and_2_byes_to_the_semi_finals() -> None:
    event = replace(swiss(10), cut=6)
    s = bracket(event).seeds
    first = pair_top_cut(event).round
    assert first.byes == (s[0], s[1])
    assert [t.entrants for t in first.tables] == [(s[3], s[4]), (s[2], s[5])]
    quarter = bracket(event).stages[0]
    assert [(m.seeds, m.bye) for m in quarter] == [
        ((1, None), True),
        ((4, 5), False),
        ((2, None), True),
        ((3, 6), False),
    ]
    # 5 beats 4, 3 beats 6: the semi-finals are 1 v 5 and 2 v 3.
    event = replace(
        event,
        rounds=(
            *event.rounds,
            replace(
                first,
                tables=(
                    Table((s[3], s[4]), Result((1, 2))),
                    Table((s[2], s[5]), Result((2, 0))),
                ),
            ),
        ),
    )
    semis = pair_top_cut(event).round
    assert semis.byes == ()
    assert [t.entrants for t in semis.tables] == [(s[0], s[4]), (s[1], s[2])]
