"""An event's facts: how a table's result gives each entrant its outcome, and the facts
that cannot go together, each refused with a message naming what is wrong."""

from __future__ import annotations

import pytest

from riftscore.tournament import (
    Entrant,
    EntryClosed,
    Event,
    InvalidEvent,
    Outcome,
    Points,
    Result,
    Round,
    Table,
    pair_swiss,
    standings,
)
from tests.tournament.helpers import event, table

W, D, L = Outcome.WIN, Outcome.DRAW, Outcome.LOSS


@pytest.mark.parametrize(
    ("slip", "outcomes"),
    [
        ("Ann 2-1 Ben", (W, L)),  # best of three won 2-1
        ("Ann 0-2 Ben", (L, W)),
        ("Ann 1-1 Ben", (D, D)),  # time: equal game wins draw the match (404.5)
        ("Ann 1-0-1 Ben", (W, L)),  # time: more game wins takes it; a drawn game is no win
        ("Ann 0-0-1 Ben", (D, D)),  # a duel whose one game was drawn
        ("Ann 1-0 Ben", (W, L)),  # a duel: a win is a match won with one game
        ("Ann 2-0 Ben (Ben no-show)", (W, L)),
        ("Ann Ben Cat Dan: Cat", (L, L, W, L)),  # war: one game, one winner
        ("Ann Ben Cat: draw", (D, D, D)),
    ],
)
def test_a_tables_result_gives_each_seat_its_outcome(
    slip: str, outcomes: tuple[Outcome, ...]
) -> None:
    assert table(slip).outcomes() == outcomes


def test_a_table_without_a_result_has_no_outcome_yet() -> None:
    assert table("Ann v Ben").outcomes() is None
    assert table("Ann v Ben").winner() is None


def test_a_double_no_show_is_a_loss_for_both() -> None:
    both = Table(("ann", "ben"), Result((0, 0), absent=("ann", "ben")))
    assert both.outcomes() == (L, L)


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda: Table(("ann",)), "a table seats 2 to 4 entrants, not 1"),
        (
            lambda: Table(("ann", "ben", "cat", "dan", "eve")),
            "a table seats 2 to 4 entrants, not 5",
        ),
        (lambda: Table(("ann", "ann")), "a table seats 'ann' twice"),
        (
            lambda: Table(("ann", "ben"), Result((2, 1, 0))),
            "game wins for 3 entrants, but the table seats 2",
        ),
        (lambda: Table(("ann", "ben"), Result((-1, 2))), "never below 0"),
        (lambda: Table(("ann", "ben"), Result((3, 0))), "3-0 is no result"),
        (lambda: Table(("ann", "ben"), Result((2, 2))), "2-2 is no result"),
        (
            lambda: Table(("ann", "ben"), Result((2, 0), absent=("cat",))),
            "'cat' absent, who is not at the table",
        ),
        (
            lambda: Table(("ann", "ben"), Result((2, 0), absent=("ann",))),
            "'ann' did not come, so won no game",
        ),
        (
            lambda: Table(("ann", "ben", "cat"), Result((1, 1, 0))),
            "a skirmish or war table plays one game",
        ),
        (lambda: Points(3, 3, 0), "3 / 3 / 0 does not"),
        (lambda: Points(3, 0, 1), "3 / 0 / 1 does not"),
        (lambda: Entrant("", "Ann"), "an entrant needs an id and a name"),
        (
            lambda: Entrant("a", "Ann", joined_round=3),
            "Ann cannot start in round 3: late entry is open until round 2",
        ),
        (
            lambda: Entrant("a", "Ann", joined_round=2, dropped_after=0),
            "cannot drop after round 0, before entering",
        ),
        (
            lambda: Entrant("t", "Team A", members=("Ann", "Ann")),
            "Team A's members must be distinct",
        ),
        (lambda: Round(0, ()), "rounds are numbered from 1, not 0"),
        (
            lambda: Round(1, (table("Ann 2-0 Ben"),), byes=("ann",)),
            "round 1 seats 'ann' more than once",
        ),
    ],
)
def test_facts_that_cannot_be_are_refused_with_what_is_wrong(build: object, message: str) -> None:
    with pytest.raises(InvalidEvent, match=message.replace("(", r"\(")):
        build()  # type: ignore[operator]


@pytest.mark.parametrize(
    ("names", "rounds", "kwargs", "message"),
    [
        ("Ann Ben", ["Ann 2-0 Cat"], {}, "round 1 seats 'cat', who is not an entrant"),
        (
            "Ann Ben Cat Dan",
            ["Ann 2-0 Ben, Cat 2-0 Dan", "Ann 2-0 Cat"],
            {"dropped": {"Cat": 1}},
            "round 2 seats Cat, who dropped after round 1",
        ),
        (
            "Ann Ben Cat",
            ["Ann 2-0 Ben, bye Cat"],
            {"joined": {"Cat": 2}},
            "round 1 seats Cat, who entered in round 2",
        ),
        (
            "Ann Ben Cat Dan",
            ["Ann 2-0 Ben (Ben no-show), Cat 2-0 Dan", "Ben 2-0 Cat"],
            {},
            "round 2 seats Ben, who did not come to round 1 and was dropped",
        ),
        (
            "Ann Ben",
            [],
            {"cut_rounds": ["Ann 2-0 Ben"]},
            "round 1 is a top-cut round, but nobody cut",
        ),
        (
            "Ann Ben Cat",
            [],
            {"cut": 2, "cut_rounds": ["Ann Ben Cat: Ann"]},
            "a top-cut match seats two",
        ),
    ],
)
def test_an_event_whose_rounds_contradict_its_entrants_is_refused(
    names: str, rounds: list[str], kwargs: dict[str, object], message: str
) -> None:
    with pytest.raises(InvalidEvent, match=message):
        event(names, rounds, **kwargs)  # type: ignore[arg-type]


def test_no_swiss_round_comes_after_the_top_cut_began() -> None:
    cut = event("Ann Ben", cut=2, cut_rounds=["Ann 2-0 Ben"])
    with pytest.raises(InvalidEvent, match="round 2 is Swiss, after the top cut began"):
        Event(cut.entrants, cut.seed, (*cut.rounds, Round(2, ())), cut=2)


def test_rounds_are_numbered_in_order() -> None:
    with pytest.raises(InvalidEvent, match="round 2 comes where round 1 should"):
        Event(
            (Entrant("ann", "Ann"), Entrant("ben", "Ben")),
            "s",
            (Round(2, (table("Ann 2-0 Ben"),)),),
        )


def test_two_entrants_cannot_share_an_id_nor_two_teams_a_player() -> None:
    with pytest.raises(InvalidEvent, match="two entrants have the id 'a'"):
        Event((Entrant("a", "Ann"), Entrant("a", "Ben")), "s")
    with pytest.raises(InvalidEvent, match="Cat plays for both Team A and Team B"):
        Event((Entrant("a", "Team A", ("Ann", "Cat")), Entrant("b", "Team B", ("Ben", "Cat"))), "s")


def test_an_event_needs_its_recorded_seed() -> None:
    with pytest.raises(InvalidEvent, match="needs the seed it recorded"):
        Event((), seed="")


def test_late_entry_is_open_until_round_2_is_paired() -> None:
    assert event("Ann Ben").entry_round() == 1
    assert event("Ann Ben", ["Ann 2-0 Ben"]).entry_round() == 2
    with pytest.raises(EntryClosed, match="entry is closed: round 2 has been paired"):
        event("Ann Ben", ["Ann 2-0 Ben", "Ben 2-0 Ann"]).entry_round()


def test_a_2v2_team_is_one_entrant_and_drops_as_a_whole() -> None:
    # Four teams of two (603): paired, scored and dropped as entrants.
    teams = tuple(
        Entrant(f"t{i}", f"Team {i}", (f"P{2 * i}", f"P{2 * i + 1}")) for i in range(1, 5)
    )
    round_1 = pair_swiss(Event(teams, seed="2v2")).round
    assert len(round_1.tables) == 2
    played = Round(1, tuple(Table(t.entrants, Result((2, 1))) for t in round_1.tables))
    first_winner = round_1.tables[0].entrants[0]
    dropped = tuple(
        Entrant(t.id, t.name, t.members, dropped_after=1) if t.id == first_winner else t
        for t in teams
    )
    event_ = Event(dropped, "2v2", (played,))
    round_2 = pair_swiss(event_).round
    assert first_winner not in round_2.entrants()
    assert len(round_2.byes) == 1
    assert next(r for r in standings(event_) if r.entrant == first_winner).dropped
