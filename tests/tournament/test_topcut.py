"""The top cut: seeds from the Swiss standings, 1 v 8, 4 v 5, 2 v 7, 3 v 6, the higher seed
first, winners advance in bracket order, a drop after the cut is not replaced (414.6)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pytest

from riftscore.tournament import (
    CannotPair,
    CutLargerThanField,
    Event,
    InvalidEvent,
    PendingResults,
    Result,
    Round,
    Stage,
    Table,
    bracket,
    cut_seeds,
    pair_top_cut,
    standings,
)
from tests.tournament.simulate import simulate


def swiss(players: int = 10, seed: str = "cut") -> Event:
    """Four Swiss rounds of `players`, nobody dropping."""
    return simulate(
        players, 4, random.Random(seed), drop_chance=0, no_show_chance=0, late_entry=False
    )


def seed_of(event: Event) -> dict[str, int]:
    return {entrant: i for i, entrant in enumerate(bracket(event).seeds, 1)}


def play(event: Event, winner: Callable[[Table], str]) -> Event:
    """Pair the cut's next round and play it: `winner` picks each table's winner 2-1."""
    pairing = pair_top_cut(event).round
    tables = tuple(
        Table(t.entrants, Result((2, 1) if winner(t) == t.entrants[0] else (1, 2)))
        for t in pairing.tables
    )
    return replace(event, rounds=(*event.rounds, replace(pairing, tables=tables)))


def higher_seed(table: Table) -> str:
    return table.entrants[0]


def lower_seed(table: Table) -> str:
    return table.entrants[1]


def with_drop(event: Event, entrant: str, after: int) -> Event:
    return replace(
        event,
        entrants=tuple(
            replace(e, dropped_after=after) if e.id == entrant else e for e in event.entrants
        ),
    )


def test_the_cut_takes_the_best_of_the_swiss_standings_as_seeds() -> None:
    event = replace(swiss(), cut=8)
    assert cut_seeds(event, 8) == tuple(row.entrant for row in standings(event)[:8])


@pytest.mark.parametrize(
    ("size", "pairs"),
    [(8, [(1, 8), (4, 5), (2, 7), (3, 6)]), (4, [(1, 4), (2, 3)]), (2, [(1, 2)])],
)
def test_the_bracket_pairs_1_v_8_4_v_5_2_v_7_3_v_6_with_the_higher_seed_first(
    size: int, pairs: list[tuple[int, int]]
) -> None:
    event = replace(swiss(), cut=size)
    seeds = seed_of(event)
    first = pair_top_cut(event).round
    assert first.stage is Stage.TOP_CUT
    assert first.number == 5
    assert [(seeds[t.entrants[0]], seeds[t.entrants[1]]) for t in first.tables] == pairs
    assert first.byes == ()


def test_winners_advance_in_bracket_order_and_the_higher_seed_sits_first() -> None:
    event = replace(swiss(), cut=8)
    seeds = seed_of(event)
    # The lower seed wins every quarter-final: 8 beats 1, 5 beats 4, 7 beats 2, 6 beats 3.
    event = play(event, lower_seed)
    semis = pair_top_cut(event).round
    # The winner of 1 v 8 meets the winner of 4 v 5: 5 v 8, seed 5 first.
    assert [(seeds[a], seeds[b]) for a, b in (t.entrants for t in semis.tables)] == [(5, 8), (6, 7)]
    event = play(event, higher_seed)  # 5 and 6 win
    final = pair_top_cut(event).round
    assert [(seeds[a], seeds[b]) for a, b in (t.entrants for t in final.tables)] == [(5, 6)]
    event = play(event, lower_seed)  # 6 wins
    result = bracket(event)
    assert result.champion == result.seeds[5]
    assert result.over
    assert [len(stage) for stage in result.stages] == [4, 2, 1]
    with pytest.raises(CannotPair, match=r"the top cut is over: .* won it"):
        pair_top_cut(event)


def test_a_player_who_drops_after_the_cut_is_not_replaced_and_the_opponent_advances() -> None:
    event = play(replace(swiss(), cut=8), higher_seed)  # seeds 1 to 4 win
    seeds = bracket(event).seeds
    # Seed 4 drops after the quarter-finals (round 5): seed 1 advances without playing;
    # seed 9 is not brought in.
    event = with_drop(event, seeds[3], after=5)
    semis = pair_top_cut(event).round
    assert semis.byes == (seeds[0],)
    assert [t.entrants for t in semis.tables] == [(seeds[1], seeds[2])]
    match = bracket(event).stages[1][0]
    assert (match.entrants, match.winner, match.walkover) == ((seeds[0], seeds[3]), seeds[0], True)
    # The final: seed 1 against the winner of 2 v 3.
    event = play(event, lower_seed)
    assert [t.entrants for t in pair_top_cut(event).round.tables] == [(seeds[0], seeds[2])]


def test_a_no_show_in_the_top_cut_loses_and_the_opponent_advances() -> None:
    event = replace(swiss(), cut=4)
    seeds = bracket(event).seeds
    first = pair_top_cut(event).round
    played = (
        Table(first.tables[0].entrants, Result((2, 0), absent=(first.tables[0].entrants[1],))),
        Table(first.tables[1].entrants, Result((0, 2))),
    )
    event = replace(event, rounds=(*event.rounds, replace(first, tables=played)))
    assert [t.entrants for t in pair_top_cut(event).round.tables] == [(seeds[0], seeds[2])]


def test_a_match_whose_two_players_dropped_sends_nobody_on() -> None:
    event = play(replace(swiss(), cut=8), higher_seed)  # seeds 1 to 4 win
    seeds = bracket(event).seeds
    # Seeds 2 and 3 both drop after the quarter-finals: their semi-final sends nobody on,
    # and the winner of 1 v 4 takes the final without playing it.
    event = with_drop(with_drop(event, seeds[1], after=5), seeds[2], after=5)
    semis = pair_top_cut(event).round
    assert [t.entrants for t in semis.tables] == [(seeds[0], seeds[3])]
    assert semis.byes == ()
    empty = bracket(event).stages[1][1]
    assert (empty.entrants, empty.decided, empty.winner) == ((seeds[1], seeds[2]), True, None)
    event = play(event, lower_seed)  # 4 beats 1
    final = bracket(event).stages[2][0]
    assert (final.entrants, final.winner, final.walkover) == ((seeds[3], None), seeds[3], True)
    assert bracket(event).champion == seeds[3]
    with pytest.raises(CannotPair, match="won it"):
        pair_top_cut(event)


def test_a_double_no_show_in_the_top_cut_sends_nobody_on() -> None:
    event = replace(swiss(), cut=4)
    seeds = bracket(event).seeds
    first = pair_top_cut(event).round
    played = (
        Table(first.tables[0].entrants, Result((2, 0))),
        Table(first.tables[1].entrants, Result((0, 0), absent=first.tables[1].entrants)),
    )
    event = replace(event, rounds=(*event.rounds, replace(first, tables=played)))
    final = bracket(event).stages[-1][0]
    assert (final.entrants, final.winner, final.walkover) == ((seeds[0], None), seeds[0], True)
    assert bracket(event).champion == seeds[0]


def test_who_dropped_before_the_cut_does_not_make_it_and_the_next_one_does() -> None:
    event = swiss()
    best = standings(event)[0].entrant
    event = replace(with_drop(event, best, after=4), cut=4)
    assert best not in cut_seeds(event, 4)
    assert cut_seeds(event, 4) == tuple(row.entrant for row in standings(event)[1:5])


def test_the_top_cut_does_not_change_the_swiss_standings() -> None:
    event = replace(swiss(), cut=8)
    before = standings(event)
    assert standings(play(event, lower_seed)) == before


def test_the_cut_waits_for_every_swiss_result() -> None:
    event = swiss()
    last = event.rounds[-1]
    unfinished = replace(last, tables=(Table(last.tables[0].entrants), *last.tables[1:]))
    with pytest.raises(PendingResults, match="round 4, table 1"):
        pair_top_cut(replace(event, rounds=(*event.rounds[:-1], unfinished), cut=8))


def test_a_cut_larger_than_the_players_still_in_is_refused_with_the_largest_allowed() -> None:
    with pytest.raises(CutLargerThanField) as refused:
        pair_top_cut(replace(swiss(6), cut=8))
    assert (refused.value.code, refused.value.params) == (
        "cut-larger-than-field",
        {"size": 8, "left": 6, "largest": 6},
    )
    assert isinstance(refused.value, CannotPair)
    assert str(refused.value) == (
        "a top 8 needs 8 players still in the event, and only 6 are left: "
        "the largest cut now is a top 6"
    )


def test_a_cut_larger_than_sixteen_players_is_refused_with_a_top_16() -> None:
    with pytest.raises(CutLargerThanField) as refused:
        cut_seeds(with_drop(swiss(16), "e000", 4), 16)
    assert refused.value.params["largest"] == 15


def test_no_cut_is_left_when_one_player_is_still_in() -> None:
    event = swiss(2)
    alone = with_drop(event, event.entrants[0].id, 4)
    with pytest.raises(CannotPair, match="a top 2 needs 2 entrants still in the event; 1 are"):
        cut_seeds(alone, 2)


@pytest.mark.parametrize("size", [0, 1, 17, 32])
def test_a_cut_is_to_the_top_2_to_16(size: int) -> None:
    with pytest.raises(InvalidEvent, match=f"top 2 to 16, not {size}"):
        replace(swiss(), cut=size)


def test_a_top_cut_match_has_a_winner() -> None:
    event = replace(swiss(), cut=2)
    first = pair_top_cut(event).round
    drawn = replace(first, tables=(Table(first.tables[0].entrants, Result((1, 1))),))
    with pytest.raises(InvalidEvent, match="a top-cut match has a winner"):
        replace(event, rounds=(*event.rounds, drawn))


def test_a_cut_round_that_is_not_the_brackets_is_refused() -> None:
    event = replace(swiss(), cut=4)
    seeds = bracket(event).seeds
    wrong = Round(
        5, (Table((seeds[0], seeds[1])), Table((seeds[2], seeds[3]))), stage=Stage.TOP_CUT
    )
    with pytest.raises(InvalidEvent, match="round 5 does not seat the bracket's matches"):
        bracket(replace(event, rounds=(*event.rounds, wrong)))


def test_no_top_cut_before_the_organiser_cuts() -> None:
    with pytest.raises(CannotPair, match="has not cut"):
        pair_top_cut(swiss())
