"""Standings and every tiebreaker (409), on events worked out by hand.

Match-win % = match points / (3 x rounds played); game-win % = (3 a game won + 1 a game
drawn) / (3 x games played); each at least 1/3. A bye is a match won 2-0 for its
entrant's own numbers and nobody's opponent. Each test's comment has the arithmetic.
"""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction as F

import pytest

from riftscore.tournament import Points, Standing, pair_pods, standings
from riftscore.tournament.draws import draw
from tests.tournament.helpers import event
from tests.tournament.oracle import independent_standings
from tests.tournament.simulate import play, simulate


def line(rows: tuple[Standing, ...], name: str) -> Standing:
    return next(row for row in rows if row.name == name)


def order(rows: tuple[Standing, ...]) -> list[str]:
    return [row.name for row in rows]


def seed_favouring(name: str, over: str) -> str:
    """A seed whose random order (the last tiebreaker) puts `name` ahead of `over`."""
    return next(
        seed
        for seed in (f"seed-{i}" for i in range(100))
        if draw(seed, "standings", name.lower()) < draw(seed, "standings", over.lower())
    )


# Five players, three rounds: a 2-1, a 2-0, a drawn game, a drawn match, two byes, and
# Dan dropping after round 2.
EVENING = [
    "Ann 2-1 Ben, Cat 2-0 Dan, bye Eve",
    "Ann 2-0 Eve, Ben 1-1-1 Cat, bye Dan",
    "Ann 1-1 Cat, Eve 2-1 Ben",
]


def evening() -> tuple[Standing, ...]:
    return standings(event("Ann Ben Cat Dan Eve", EVENING, dropped={"Dan": 2}))


def test_match_points_win_3_draw_1_loss_0_and_a_bye_scores_a_win() -> None:
    # Ann W W D = 3+3+1 = 7; Eve bye L W = 3+0+3 = 6; Cat W D D = 5;
    # Dan L, bye = 3; Ben L D L = 1.
    rows = evening()
    assert order(rows) == ["Ann", "Eve", "Cat", "Dan", "Ben"]
    assert [r.match_points for r in rows] == [7, 6, 5, 3, 1]
    assert [r.rank for r in rows] == [1, 2, 3, 4, 5]
    eve = line(rows, "Eve")
    assert (eve.won, eve.drawn, eve.lost, eve.byes, eve.rounds) == (1, 0, 1, 1, 3)
    cat = line(rows, "Cat")
    assert (cat.won, cat.drawn, cat.lost, cat.byes, cat.rounds) == (1, 2, 0, 0, 3)


def test_game_win_percentage_counts_a_drawn_game_1_and_a_bye_as_2_games_won() -> None:
    rows = evening()
    # Ann: 2-1, 2-0, 1-1 = 5 won of 7 games: 15 / 21.
    assert line(rows, "Ann").gw == float(F(15, 21))
    # Ben: 1 of 3, then 1 won + 1 drawn of 3, then 1 of 3: (9 + 1) / 27.
    assert line(rows, "Ben").gw == float(F(10, 27))
    # Cat: 2-0, then 1 won + 1 drawn of 3, then 1-1: (12 + 1) / 21.
    assert line(rows, "Cat").gw == float(F(13, 21))
    # Dan: 0-2, then the bye's 2-0: 6 / 12.
    assert line(rows, "Dan").gw == float(F(1, 2))
    # Eve: the bye's 2-0, 0-2, 2-1: 4 won of 7 games: 12 / 21.
    assert line(rows, "Eve").gw == float(F(4, 7))


def test_a_bye_counts_for_its_entrants_own_match_win_but_is_nobodys_opponent() -> None:
    rows = evening()
    # Dan: 3 points (the bye) in 2 rounds: 3 / 6. His only opponent is Cat (5 / 9), so
    # his OMW is 5/9 and his OGW Cat's 13/21: the bye adds no opponent.
    dan = line(rows, "Dan")
    assert (dan.omw, dan.gw, dan.ogw) == (float(F(5, 9)), float(F(1, 2)), float(F(13, 21)))
    # Eve met Ann (7/9) and Ben (1/9, counted 1/3): (7/9 + 3/9) / 2 = 5/9.
    assert line(rows, "Eve").omw == float(F(5, 9))


def test_opponents_match_win_is_the_mean_over_each_opponent_met() -> None:
    rows = evening()
    # Ann met Ben (1/3, floored), Eve (6/9) and Cat (5/9): (3 + 6 + 5) / 27 = 14/27.
    assert line(rows, "Ann").omw == float(F(14, 27))
    # Cat met Dan (3/6), Ben (1/3) and Ann (7/9): (9/18 + 6/18 + 14/18) / 3 = 29/54.
    assert line(rows, "Cat").omw == float(F(29, 54))
    # Ben met Ann (7/9), Cat (5/9) and Eve (6/9): 18/27.
    assert line(rows, "Ben").omw == float(F(2, 3))


def test_opponents_game_win_is_the_mean_of_their_game_win() -> None:
    rows = evening()
    # Ann: Ben 10/27, Eve 4/7, Cat 13/21 = (70 + 108 + 117) / 189 / 3 = 295/567.
    assert line(rows, "Ann").ogw == float(F(295, 567))
    # Ben: Ann 15/21, Cat 13/21, Eve 12/21: 40/63.
    assert line(rows, "Ben").ogw == float(F(40, 63))


def test_percentages_are_at_least_one_third() -> None:
    rows = evening()
    # Ben: 1 point in 3 rounds is 1/9, counted 1/3 (in his OMW for Ann above, too).
    ben = line(rows, "Ben")
    assert ben.match_points == 1
    # A player who lost 0-2 twice has game-win 0, counted 1/3.
    lost = standings(
        event("Ann Ben Cat Dan", ["Ann 2-0 Ben, Cat 2-0 Dan", "Ann 2-0 Dan, Cat 2-0 Ben"])
    )
    assert line(lost, "Ben").gw == float(F(1, 3))
    # Ann met Ben and Dan, both at 0 match points: (1/3 + 1/3) / 2, not 0.
    assert line(lost, "Ann").omw == float(F(1, 3))


def test_a_player_who_dropped_keeps_a_line_and_still_counts_as_an_opponent() -> None:
    rows = evening()
    dan = line(rows, "Dan")
    assert dan.dropped
    assert dan.rounds == 2  # round 3 was not played, and does not count
    assert not any(r.dropped for r in rows if r.name != "Dan")
    # Cat's OMW includes Dan's 1/2 (worked out above as 29/54).
    assert line(rows, "Cat").omw == float(F(29, 54))


def test_a_dropped_player_is_not_marked_dropped_in_the_standings_before_the_drop() -> None:
    rows = standings(event("Ann Ben Cat Dan Eve", EVENING, dropped={"Dan": 2}), through_round=1)
    assert not line(rows, "Dan").dropped
    assert line(rows, "Dan").rounds == 1


# Six players, two rounds, to see each tiebreaker decide against the ones after it.
#   R1: Ann 2-1 Cat, Ben 2-0 Dan, Eve 2-0 Fay
#   R2: Eve 2-0 Ann, Fay 2-0 Ben, Cat 2-0 Dan
# Match-win: Eve 6/6, Ann Ben Cat Fay 3/6, Dan 0 (1/3).
# Game-win: Ann 2 of 5 games = 6/15 = 2/5, Ben 2 of 4 = 1/2, Cat 3 of 5 = 3/5,
#           Fay 2 of 4 = 1/2, Eve 4 of 4 = 1, Dan 0 (1/3).
# OMW: Ann (Cat 1/2 + Eve 1) / 2 = 3/4; Fay (Eve 1 + Ben 1/2) / 2 = 3/4;
#      Ben (Dan 1/3 + Fay 1/2) / 2 = 5/12; Cat (Ann 1/2 + Dan 1/3) / 2 = 5/12.
# OGW: Ann (Cat 3/5 + Eve 1) / 2 = 4/5; Fay (Eve 1 + Ben 1/2) / 2 = 3/4;
#      Ben (Dan 1/3 + Fay 1/2) / 2 = 5/12; Cat (Ann 2/5 + Dan 1/3) / 2 = 11/30.
TIEBREAKS = ["Ann 2-1 Cat, Ben 2-0 Dan, Eve 2-0 Fay", "Eve 2-0 Ann, Fay 2-0 Ben, Cat 2-0 Dan"]


def test_opponents_match_win_breaks_a_tie_on_match_points_before_game_win() -> None:
    rows = standings(event("Ann Ben Cat Dan Eve Fay", TIEBREAKS))
    # Ann (OMW 3/4, GW 2/5) is ahead of Cat (OMW 5/12, GW 3/5): OMW comes first.
    assert order(rows).index("Ann") < order(rows).index("Cat")
    assert line(rows, "Ann").omw == 0.75
    assert line(rows, "Cat").omw == float(F(5, 12))


def test_game_win_breaks_a_tie_on_opponents_match_win_before_opponents_game_win() -> None:
    rows = standings(event("Ann Ben Cat Dan Eve Fay", TIEBREAKS))
    # Fay and Ann: 3 points and OMW 3/4 each; Fay's GW 1/2 beats Ann's 2/5, though Ann's
    # OGW (4/5) beats Fay's (3/4). Cat and Ben: OMW 5/12 each; Cat's GW 3/5 beats Ben's
    # 1/2, though Ben's OGW (5/12) beats Cat's (11/30).
    assert order(rows) == ["Eve", "Fay", "Ann", "Cat", "Ben", "Dan"]
    assert (line(rows, "Fay").gw, line(rows, "Ann").gw) == (0.5, 0.4)
    assert line(rows, "Ann").ogw == 0.8
    assert line(rows, "Ben").ogw == float(F(5, 12))
    assert line(rows, "Cat").ogw == float(F(11, 30))


# Six players, two rounds, Ann and Cat winning 2-0 twice without meeting:
#   R1: Ann 2-0 Ben, Cat 2-0 Dan, Eve 2-1 Fay
#   R2: Ann 2-0 Fay, Cat 2-0 Eve, Ben 2-0 Dan
# Ann and Cat: 6 points, GW 1. Match-win: Ben 1/2, Dan 0 (1/3), Eve 1/2, Fay 0 (1/3).
# OMW: Ann (Ben 1/2 + Fay 1/3) / 2 = 5/12 = Cat (Dan 1/3 + Eve 1/2) / 2.
# Game-win: Ben 2 of 4 = 1/2; Fay 1 of 5 = 1/5 (1/3); Dan 0 (1/3); Eve 2 of 5 = 2/5.
# OGW: Ann (1/2 + 1/3) / 2 = 5/12; Cat (1/3 + 2/5) / 2 = 11/30.
OGW_TIE = ["Ann 2-0 Ben, Cat 2-0 Dan, Eve 2-1 Fay", "Ann 2-0 Fay, Cat 2-0 Eve, Ben 2-0 Dan"]


def test_opponents_game_win_breaks_a_tie_on_game_win_before_the_random_order() -> None:
    seed = seed_favouring("Cat", over="Ann")
    rows = standings(event("Ann Ben Cat Dan Eve Fay", OGW_TIE, seed=seed))
    ann, cat = line(rows, "Ann"), line(rows, "Cat")
    assert (ann.match_points, ann.omw, ann.gw) == (cat.match_points, cat.omw, cat.gw)
    assert (ann.ogw, cat.ogw) == (float(F(5, 12)), float(F(11, 30)))
    assert order(rows)[:2] == ["Ann", "Cat"]


# Four players, two rounds: Ben and Cat equal on everything.
#   R1: Ann 2-0 Ben, Cat 2-0 Dan; R2: Ann 2-0 Cat, Ben 2-0 Dan
# Ben and Cat: 3 points, GW 2 of 4 = 1/2, OMW (Ann 1 + Dan 1/3) / 2 = 2/3,
# OGW (Ann 1 + Dan 1/3) / 2 = 2/3.
FULL_TIE = ["Ann 2-0 Ben, Cat 2-0 Dan", "Ann 2-0 Cat, Ben 2-0 Dan"]


@pytest.mark.parametrize(("ahead", "behind"), [("Ben", "Cat"), ("Cat", "Ben")])
def test_a_tie_on_every_tiebreaker_goes_to_the_events_seeded_random_order(
    ahead: str, behind: str
) -> None:
    seed = seed_favouring(ahead, over=behind)
    rows = standings(event("Ann Ben Cat Dan", FULL_TIE, seed=seed))
    b, c = line(rows, "Ben"), line(rows, "Cat")
    assert (b.match_points, b.omw, b.gw, b.ogw) == (c.match_points, c.omw, c.gw, c.ogw)
    assert order(rows) == ["Ann", ahead, behind, "Dan"]
    # Drawn once per event: recomputing, or adding a later round, keeps the same order
    # between players still tied.
    assert order(standings(event("Ann Ben Cat Dan", FULL_TIE, seed=seed))) == order(rows)


def test_the_point_values_are_the_organisers_and_match_win_divides_by_a_wins_points() -> None:
    # Win 2, draw 1: Ann W D = 3 of 4 possible; Ben L D = 1 of 4, counted 1/3.
    rows = standings(
        event(
            "Ann Ben Cat Dan",
            ["Ann 2-0 Ben, Cat 1-1 Dan", "Ann 1-1 Cat, Ben 1-1 Dan"],
            points=Points(2, 1, 0),
        )
    )
    assert line(rows, "Ann").match_points == 3
    # Ann met Ben (1 of 4: 1/3) and Cat (D D = 2 of 4 = 1/2): OMW (1/3 + 1/2) / 2 = 5/12.
    assert line(rows, "Ann").omw == float(F(5, 12))


def test_a_late_entrants_missed_round_is_not_a_round_played() -> None:
    # Gus joins for round 2 and wins 2-0: 3 points in 1 round = match-win 1, not 1/2.
    # Ann, whom Gus beat, has one opponent per round she played: Ben (0 points, 1/3)
    # and Gus (3/3): (1/3 + 1) / 2 = 2/3.
    rows = standings(
        event(
            "Ann Ben Cat Dan Gus",
            ["Ann 2-0 Ben, Cat 2-0 Dan", "Gus 2-0 Ann, Cat 2-1 Ben, bye Dan"],
            joined={"Gus": 2},
        )
    )
    gus = line(rows, "Gus")
    assert (gus.match_points, gus.rounds, gus.gw) == (3, 1, 1.0)
    assert line(rows, "Ann").omw == float(F(2, 3))


def test_a_no_show_is_a_loss_and_a_drop() -> None:
    # Ben does not come to round 2: Ann wins 2-0, Ben loses and is dropped, and he is
    # still Ann's opponent (0 points: 1/3).
    rows = standings(
        event(
            "Ann Ben Cat Dan",
            ["Ann 2-1 Cat, Ben 2-0 Dan", "Ann 2-0 Ben (Ben no-show), Cat 2-0 Dan"],
        )
    )
    ben = line(rows, "Ben")
    assert (ben.match_points, ben.won, ben.lost, ben.dropped) == (3, 1, 1, True)
    # Ann met Cat (3/6) and Ben (3/6): OMW 1/2.
    assert line(rows, "Ann").omw == 0.5


def test_a_pod_gives_its_winner_the_win_and_every_other_seat_an_opponent() -> None:
    # A war table: Ann wins the game. Ann 3 points, 1 game of 1: GW 1; the others lose,
    # GW 0 (1/3). Ann's opponents are Ben, Cat and Dan (1/3 each): OMW 1/3; Ben's are
    # Ann (3/3 = 1), Cat and Dan (1/3): (1 + 1/3 + 1/3) / 3 = 5/9.
    rows = standings(event("Ann Ben Cat Dan", ["Ann Ben Cat Dan: Ann"]))
    ann, ben = line(rows, "Ann"), line(rows, "Ben")
    assert (ann.rank, ann.match_points, ann.won, ann.gw, ann.omw) == (1, 3, 1, 1.0, float(F(1, 3)))
    assert (ben.lost, ben.gw, ben.omw) == (1, float(F(1, 3)), float(F(5, 9)))


def test_a_drawn_pod_gives_every_seat_a_draw() -> None:
    # A skirmish whose one game is drawn: 1 point each, GW 1/3 (1 game point of 3).
    rows = standings(event("Ann Ben Cat", ["Ann Ben Cat: draw"]))
    assert [(r.match_points, r.drawn, r.gw) for r in rows] == [(1, 1, float(F(1, 3)))] * 3


def test_a_table_without_a_result_yet_is_left_out() -> None:
    rows = standings(event("Ann Ben Cat Dan", ["Ann 2-0 Ben, Cat v Dan"]))
    assert line(rows, "Cat").rounds == 0
    assert line(rows, "Ann").rounds == 1


@pytest.mark.parametrize("players", [5, 9, 16, 33])
def test_simulated_standings_match_an_independent_computation(players: int) -> None:
    # Random results with draws, byes, drops, no-shows, a late entry, and a round of pods:
    # every line and the order agree with tests/tournament/oracle.py's own arithmetic.
    rng = random.Random(f"standings-{players}")
    played = simulate(players, 4, rng)
    pods = pair_pods(played, seats=(4, 3)).round
    played = replace(played, rounds=(*played.rounds, play(pods, rng)))
    for custom in (Points(), Points(2, 1, 0)):
        event_ = replace(played, points=custom)
        mine = standings(event_)
        theirs = independent_standings(event_)
        assert [r.entrant for r in mine] == [t.entrant for t in theirs]
        for row, line in zip(mine, theirs, strict=True):
            assert (row.match_points, row.won, row.drawn, row.lost, row.byes) == (
                line.points,
                line.won,
                line.drawn,
                line.lost,
                line.byes,
            )
            assert (row.omw, row.gw, row.ogw) == (float(line.omw), float(line.gw), float(line.ogw))
            assert min(row.omw, row.gw, row.ogw) >= 1 / 3 and max(row.omw, row.gw, row.ogw) <= 1
