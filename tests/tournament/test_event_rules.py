"""The event's rules as `riftscore.tournament.event_rules` decides them once: what a
no-show is awarded at a table of any number of seats, when entry closes, the cut sizes
offered, a table's mode by its seats, and what the facts accept, each checked against
the `Event` that holds the rules (an award it would refuse, or a size it would not cut
to, is a rule stated twice and differently)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from riftscore.rules import MODE_RULES, Mode
from riftscore.rules.match import GAMES_TO_WIN
from riftscore.tournament import (
    BYE_GAME_WINS,
    CUT_SIZES,
    EVENT_MODES,
    LAST_ENTRY_ROUND,
    POD_SEATS,
    Entrant,
    EntryClosed,
    Event,
    InvalidEvent,
    Outcome,
    Result,
    Round,
    Table,
    cut_sizes,
    entry_open,
    game_wins_most,
    games_drawn_most,
    no_show_ruling,
    no_show_rulings,
    standings,
    table_mode,
)
from riftscore.tournament.event_rules import MAX_SEATS, MIN_SEATS

SEATS_OF = {"match": 2, "duel": 2, "2v2": 2, "skirmish": 3, "war": 4}


def seated(mode: str, seats: int) -> tuple[str, ...]:
    return tuple(f"{mode}-{seat}" for seat in range(seats))


def test_a_match_opponent_who_does_not_come_gives_a_2_0_win() -> None:
    assert no_show_ruling("match", 2, {1}) == no_show_ruling("match", 2, [1])
    ruling = no_show_ruling("match", 2, {1})
    assert (ruling.game_wins, ruling.games_drawn, ruling.absent) == ((2, 0), 0, (1,))


@pytest.mark.parametrize("mode", ["duel", "2v2"])
def test_a_one_game_tables_no_show_gives_a_1_0_win(mode: str) -> None:
    assert no_show_ruling(mode, 2, {0}).game_wins == (0, 1)


def test_a_pod_player_who_does_not_come_leaves_the_others_to_play_their_game() -> None:
    ruling = no_show_ruling("war", 4, {2})
    assert ruling.game_wins == (0, 0, 0, 0)
    assert ruling.absent == (2,)


def test_the_last_player_who_came_to_a_pod_wins_its_game() -> None:
    assert no_show_ruling("skirmish", 3, {0, 2}).game_wins == (0, 1, 0)


def test_a_table_nobody_came_to_awards_nobody_a_game() -> None:
    assert no_show_ruling("match", 2, {0, 1}).game_wins == (0, 0)
    assert no_show_ruling("war", 4, range(4)).game_wins == (0, 0, 0, 0)


@pytest.mark.parametrize("absent", [set(), {2}, {-1}])
def test_a_no_show_names_seats_of_the_table(absent: set[int]) -> None:
    with pytest.raises(InvalidEvent):
        no_show_ruling("match", 2, absent)


@given(
    mode=st.sampled_from(EVENT_MODES),
    seats=st.integers(MIN_SEATS, MAX_SEATS),
    data=st.data(),
)
def test_every_no_show_ruling_is_a_result_the_event_takes_and_drops_the_absent(
    mode: str, seats: int, data: st.DataObject
) -> None:
    """Whatever the table and whoever did not come, the ruling is a result the facts
    accept; the absent lose and are out of the next round; a lone seat that came wins."""
    if (seats == MIN_SEATS) != (SEATS_OF[mode] == MIN_SEATS):
        seats = SEATS_OF[mode]
    absent = data.draw(st.sets(st.integers(0, seats - 1), min_size=1))
    ruling = no_show_ruling(table_mode(mode, seats), seats, absent)
    entrants = seated(mode, seats)
    result = Result(ruling.game_wins, ruling.games_drawn, tuple(entrants[s] for s in ruling.absent))
    table = Table(entrants, result)
    event = Event(tuple(Entrant(e, e) for e in entrants), "seed", (Round(1, (table,)),))
    outcomes = table.outcomes()
    assert outcomes is not None
    for seat in absent:
        assert outcomes[seat] is Outcome.LOSS
        assert event.dropped_after(entrants[seat]) == 1
        assert not event.is_active(entrants[seat], 2)
    came = [seat for seat in range(seats) if seat not in absent]
    if len(came) == 1:
        assert outcomes[came[0]] is Outcome.WIN


def test_no_show_choices_add_each_seat_to_those_absent_already() -> None:
    choices = no_show_rulings("war", 4, {1}, played=False, latest=True)
    assert sorted(choices) == [0, 2, 3]
    assert choices[3].absent == (1, 3)


def test_no_no_show_at_a_table_that_played_or_in_an_earlier_round() -> None:
    assert no_show_rulings("match", 2, (), played=True, latest=True) == {}
    assert no_show_rulings("match", 2, (), played=False, latest=False) == {}


@pytest.mark.parametrize("seats", range(MIN_SEATS, MAX_SEATS + 1))
def test_the_result_limits_are_those_the_table_accepts(seats: int) -> None:
    entrants = seated("t", seats)
    most = game_wins_most(seats)
    drawn = games_drawn_most(seats)
    if seats == MIN_SEATS:
        Table(entrants, Result((most, most - 1)))
        Table(entrants, Result((0, 0), drawn))
        with pytest.raises(InvalidEvent):
            Table(entrants, Result((most + 1, 0)))
    else:
        Table(entrants, Result((most,) + (0,) * (seats - 1)))
        Table(entrants, Result((0,) * seats, drawn))
        with pytest.raises(InvalidEvent):
            Table(entrants, Result((most + 1,) + (0,) * (seats - 1)))
        with pytest.raises(InvalidEvent):
            Table(entrants, Result((most,) + (0,) * (seats - 1), drawn))


def test_a_match_is_won_with_the_game_cores_games_to_win() -> None:
    assert game_wins_most(2) == GAMES_TO_WIN


def test_a_bye_counts_the_games_of_a_match_won() -> None:
    event = Event((Entrant("ann", "Ann"),), "seed", (Round(1, (), ("ann",)),))
    (line,) = standings(event)
    assert line.byes == 1
    assert BYE_GAME_WINS == GAMES_TO_WIN
    assert line.gw == 1.0


@given(st.integers(0, 5))
def test_entry_is_open_exactly_while_the_event_lets_a_newcomer_in(rounds: int) -> None:
    ann = Entrant("ann", "Ann")
    event = Event((ann,), "seed", tuple(Round(n, (), ("ann",)) for n in range(1, rounds + 1)))
    try:
        event.entry_round()
        admitted = True
    except EntryClosed:
        admitted = False
    assert entry_open(rounds) is admitted
    assert entry_open(rounds) is (rounds < LAST_ENTRY_ROUND)


@given(
    mode=st.sampled_from(EVENT_MODES),
    rounds=st.integers(0, 4),
    cut=st.sampled_from((None, *CUT_SIZES)),
    active=st.integers(0, 40),
)
def test_the_cut_sizes_offered_are_cuts_the_event_takes(
    mode: str, rounds: int, cut: int | None, active: int
) -> None:
    offered = cut_sizes(mode, rounds, cut, active)
    assert all(size <= active for size in offered)
    for size in offered:
        Event((Entrant("ann", "Ann"),), "seed", cut=size)
    if cut is not None or rounds == 0 or mode in POD_SEATS:
        assert offered == ()
    else:
        assert offered == tuple(s for s in CUT_SIZES if s <= active)


@pytest.mark.parametrize("mode", EVENT_MODES)
def test_a_tables_mode_seats_as_many_as_the_rules_core_plays(mode: str) -> None:
    """A pod event's table is the mode of its seats; a table of two is the event's."""
    for seats in POD_SEATS.get(mode, (2,)):
        rules = MODE_RULES[Mode(table_mode(mode, seats))]
        sides = rules.players // 2 if rules.teams else rules.players
        assert sides == seats


def test_an_event_refuses_a_cut_size_not_offered() -> None:
    with pytest.raises(InvalidEvent, match="top 2 to 16, not 17"):
        Event((Entrant("ann", "Ann"),), "seed", cut=17)
