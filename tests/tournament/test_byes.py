"""Byes: nobody has the bye in two rounds in a row while somebody else could take it.

A bye right after a bye is worse than a rematch (docs/events.md, the order of costs):
the evenings of issue 21 where three and five players gave the same player the bye in
rounds 3 and 4, then simulated events of 3 to 64 players, in matches and in pods.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from riftscore.tournament import Event, Pairing, pair_pods, pair_swiss
from tests.tournament.helpers import event
from tests.tournament.simulate import simulate


def test_three_players_never_sit_out_two_rounds_in_a_row() -> None:
    # Round 1: Ben 2-1 Ann, Cat's bye; round 2: Cat 2-0 Ben, Ann's bye; round 3:
    # Ann 2-0 Cat, Ben's bye. Every pair has met and everyone has had a bye: round 4 gave
    # Ben the bye again, a second round in a row sitting out. Now Ben plays (a rematch,
    # unavoidable among three) and the bye goes to one of the other two.
    played = event(
        "Ann Ben Cat",
        ["Ben 2-1 Ann, bye Cat", "Cat 2-0 Ben, bye Ann", "Ann 2-0 Cat, bye Ben"],
    )
    pairing = pair_swiss(played)
    assert pairing.round.byes != ("ben",)
    assert pairing.byes_in_a_row == ()
    assert "ben" in pairing.round.tables[0].entrants
    assert len(pairing.rematches) == 1  # three players have nobody new to meet


def test_five_players_give_a_second_bye_to_one_who_played_the_round_before() -> None:
    # After three rounds Cat (9) and Ann (6) had their byes in rounds 1 and 2, Dan (3)
    # in round 3; Eve and Ben, without one, each leave only pairings with a rematch. A
    # second bye is due: it went to Dan, the lowest-ranked with one, though he had just
    # sat out. Now Ann, who played round 3, takes it, and still nobody meets again.
    played = event(
        "Ann Ben Cat Dan Eve",
        [
            "Eve 2-1 Ann, Dan 0-2 Ben, bye Cat",
            "Ben 1-2 Cat, Eve 2-0 Dan, bye Ann",
            "Cat 2-0 Eve, Ann 2-0 Ben, bye Dan",
        ],
    )
    pairing = pair_swiss(played)
    assert pairing.round.byes == ("ann",)
    assert (pairing.repeat_byes, pairing.byes_in_a_row, pairing.rematches) == (("ann",), (), ())
    assert [t.entrants for t in pairing.round.tables] == [("cat", "dan"), ("eve", "ben")]


def test_five_players_after_a_round_robin_do_not_sit_out_rounds_5_and_6() -> None:
    # Five rounds: everyone has met everyone once and had one bye, Dan in round 5. Every
    # round 6 meets two pairs again; the bye went to Dan, the lowest-ranked, a second
    # round running. Now one who played round 5 takes it.
    played = event(
        "Ann Ben Cat Dan Eve",
        [
            "Eve 0-2 Ann, Dan 2-1 Ben, bye Cat",
            "Ann 1-2 Dan, Cat 0-2 Eve, bye Ben",
            "Dan 0-2 Cat, Ben 2-0 Ann, bye Eve",
            "Cat 2-0 Ben, Dan 0-2 Eve, bye Ann",
            "Eve 0-2 Ben, Cat 0-2 Ann, bye Dan",
        ],
    )
    pairing = pair_swiss(played)
    assert "dan" not in pairing.round.byes
    assert pairing.byes_in_a_row == ()
    assert len(pairing.rematches) == 2  # no pairing of a sixth round has fewer


def test_a_pod_round_gives_its_byes_to_those_who_played_the_round_before() -> None:
    # Five in war pods (four seats): one bye a round. Eve had it in round 1: in round 2
    # it goes to one of those who played.
    played = event("Ann Ben Cat Dan Eve", ["Ann Ben Cat Dan: Ann, bye Eve"])
    second = pair_pods(played, seats=(4,))
    (had_it,) = second.round.byes
    assert had_it != "eve"
    assert second.byes_in_a_row == ()


# ---------------------------------------------------------------- simulated events


def check_no_bye_in_a_row_while_avoidable(event_: Event, pairing: Pairing) -> None:
    """Whoever has the bye now after having it in the round just played: only if every
    entrant seated at a table now had the bye then too (nobody else could take it)."""
    if not event_.rounds:
        return
    just_had = set(event_.rounds[-1].byes)
    again = set(pairing.round.byes) & just_had
    seated = {e for table in pairing.round.tables for e in table.entrants}
    if again:
        assert seated <= just_had, (event_.next_round, sorted(again), sorted(seated - just_had))
    assert set(pairing.byes_in_a_row) == again


def war_pods(event_: Event) -> Pairing:
    """War pods of four only: 1 to 3 byes a round."""
    return pair_pods(event_, seats=(4,))


@settings(max_examples=100, deadline=None)
@given(
    players=st.integers(3, 64),
    rounds=st.integers(2, 7),
    seed=st.integers(0, 2**32),
    drops=st.sampled_from((0.0, 0.1)),
)
def test_no_bye_in_a_row_while_another_player_could_take_it(
    players: int, rounds: int, seed: int, drops: float
) -> None:
    # Drops and no-shows only where they cannot leave fewer than two to pair.
    lasting = players >= 12
    simulate(
        players,
        rounds,
        random.Random(seed),
        check=check_no_bye_in_a_row_while_avoidable,
        drop_chance=drops if lasting else 0,
        no_show_chance=0.03 if lasting else 0,
    )


@settings(max_examples=25, deadline=None)
@given(
    players=st.integers(5, 40),
    rounds=st.integers(2, 6),
    seed=st.integers(0, 2**32),
    pair=st.sampled_from((war_pods, lambda e: pair_pods(e, seats=(3, 4)))),
)
def test_pod_events_give_no_bye_in_a_row_while_another_player_could_take_it(
    players: int, rounds: int, seed: int, pair: Callable[[Event], Pairing]
) -> None:
    simulate(
        players,
        rounds,
        random.Random(seed),
        pair=pair,
        check=check_no_bye_in_a_row_while_avoidable,
        drop_chance=0,
        no_show_chance=0,
    )
