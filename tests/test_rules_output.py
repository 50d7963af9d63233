"""The `--json` object's shape, where the expectation files cannot say it.

The `.expect.json` comparison takes winners as a set and checks only the keys given;
these tests pin what the spec says beyond that: winners in header order, the exact keys
of each required event kind, `"draw": 1` only on a drawn Conquer, every player in
`scores`, `games` in a match.
"""

from __future__ import annotations

from typing import Any

from tests.conftest import played

DUEL = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}
TWO_V_TWO = {
    "format": "riftscore/1",
    "mode": "2v2",
    "players": ["Ann", "Ben", "Cat", "Dan"],
    "battlefields": ["Grove", "Ruins", "Spire"],
}
REQUIRED = {"conquer", "hold", "gain", "burn_out", "adjust", "win", "game_drawn"}


def turn(player: str, **more: object) -> dict[str, object]:
    return {"do": "turn", "player": player, **more}


def control(player: str, battlefield: str) -> dict[str, object]:
    return {"do": "control", "player": player, "battlefield": battlefield}


def gain(player: str, points: int) -> dict[str, object]:
    return {"do": "gain", "player": player, "points": points}


def scoring(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for e in out["events"] if e["event"] in REQUIRED]


def test_winners_are_both_teammates_in_header_order_whatever_the_teams_order() -> None:
    out = played(
        {**TWO_V_TWO, "teams": [["Dan", "Ben"], ["Cat", "Ann"]], "start": {"scores": {"Dan": 10}}},
        turn("Ann"),
        gain("Dan", 1),
    )
    assert out["outcome"] == "win"
    assert out["winners"] == ["Ben", "Dan"]
    assert scoring(out)[-1] == {"event": "win", "winners": ["Ben", "Dan"], "by": "cleanup"}


def test_winners_of_the_first_team_in_header_order() -> None:
    out = played(
        {**TWO_V_TWO, "teams": [["Cat", "Ann"], ["Ben", "Dan"]]},
        turn("Ann"),
        {"do": "concede", "player": "Ben"},
    )
    assert out["winners"] == ["Ann", "Cat"]


def test_winners_are_empty_unless_the_outcome_is_win() -> None:
    ongoing = played({**DUEL, "start": {"scores": {"Ann": 7}}}, turn("Ann"))
    drawn = played(
        DUEL, turn("Ann"), {"do": "time"}, turn("Ben"), turn("Ann"), turn("Ben"), {"do": "end_turn"}
    )
    assert (ongoing["outcome"], ongoing["winners"]) == ("ongoing", [])
    assert (drawn["outcome"], drawn["winners"]) == ("draw", [])


def test_scores_name_every_player_and_teammates_show_the_teams() -> None:
    out = played(
        {**TWO_V_TWO, "teams": [["Ann", "Cat"], ["Ben", "Dan"]]}, turn("Ann"), gain("Cat", 3)
    )
    assert out["scores"] == {"Ann": 3, "Ben": 0, "Cat": 3, "Dan": 0}


def test_a_conquer_that_gains_its_point_has_no_draw_key() -> None:
    out = played(DUEL, turn("Ann"), control("Ann", "Grove"))
    assert scoring(out) == [
        {
            "event": "conquer",
            "turn": 1,
            "player": "Ann",
            "battlefield": "Grove",
            "points": 1,
            "score": 1,
        }
    ]


def test_a_conquer_that_draws_a_card_says_draw_1_and_points_0() -> None:
    out = played({**DUEL, "start": {"scores": {"Ann": 7}}}, turn("Ann"), control("Ann", "Grove"))
    (event,) = scoring(out)
    assert event == {
        "event": "conquer",
        "turn": 1,
        "player": "Ann",
        "battlefield": "Grove",
        "points": 0,
        "score": 7,
        "draw": 1,
    }


def test_a_hold_at_the_final_point_never_draws() -> None:
    out = played(
        {**DUEL, "start": {"scores": {"Ann": 7}, "control": {"Grove": "Ann"}}}, turn("Ann")
    )
    hold = scoring(out)[0]
    assert hold == {
        "event": "hold",
        "turn": 1,
        "player": "Ann",
        "battlefield": "Grove",
        "points": 1,
        "score": 8,
    }


def test_gain_burn_out_and_adjust_events_carry_the_spec_keys() -> None:
    out = played(
        {**DUEL, "start": {"scores": {"Ben": 1}}},
        turn("Ann"),
        {"do": "gain", "player": "Ann", "points": 2, "source": "Called Shot"},
        {"do": "burn_out", "player": "Ann", "opponents": ["Ben"]},
        {"do": "adjust", "player": "Ben", "points": -5, "reason": "judge call"},
    )
    gained, burned, adjusted = scoring(out)
    assert {k: gained[k] for k in ("turn", "player", "points", "score")} == {
        "turn": 1,
        "player": "Ann",
        "points": 2,
        "score": 2,
    }
    assert {k: burned[k] for k in ("turn", "player", "opponent", "score")} == {
        "turn": 1,
        "player": "Ann",
        "opponent": "Ben",
        "score": 2,
    }
    # adjust: `points` as written, `score` after, never below 0
    assert {k: adjusted[k] for k in ("turn", "player", "points", "score")} == {
        "turn": 1,
        "player": "Ben",
        "points": -5,
        "score": 0,
    }


def test_game_drawn_is_by_time() -> None:
    out = played(
        DUEL, turn("Ann"), {"do": "time"}, turn("Ben"), turn("Ann"), turn("Ben"), {"do": "end_turn"}
    )
    # `by` as the spec says; the rest, keys a tool may add, carry the core's reason.
    assert scoring(out) == [
        {
            "event": "game_drawn",
            "by": "time",
            "procedure": "swiss",
            "tally": [0, 0],
            "reason": "no_lead_of_two",
        }
    ]


def test_a_game_won_at_time_carries_the_procedure_the_tally_and_the_lead() -> None:
    out = played(
        {**TWO_V_TWO, "teams": [["Ann", "Cat"], ["Ben", "Dan"]], "round": "single_elimination"},
        turn("Ann"),
        gain("Cat", 4),
        gain("Ben", 3),
        {"do": "time"},
        turn("Ben"),
        turn("Cat"),
        turn("Dan"),
        {"do": "end_turn"},
    )
    assert scoring(out)[-1] == {
        "event": "win",
        "winners": ["Ann", "Cat"],
        "by": "time",
        "procedure": "single_elimination",
        "tally": [4, 3],
        "lead": 1,
    }


def test_match_lists_every_game_begun_with_outcome_winners_and_scores() -> None:
    out = played(
        {**DUEL, "mode": "match"},
        turn("Ann"),
        gain("Ben", 8),
        {"do": "game", "battlefields": ["Forge", "Lake"], "first": "Ann"},
        turn("Ann"),
        control("Ann", "Lake"),
    )
    assert out["outcome"] == "ongoing"
    assert out["games"] == [
        {"outcome": "win", "winners": ["Ben"], "scores": {"Ann": 0, "Ben": 8}},
        {"outcome": "ongoing", "winners": [], "scores": {"Ann": 1, "Ben": 0}},
    ]
    assert out["scores"] == {"Ann": 1, "Ben": 0}


def test_match_result_is_outcome_and_winners_with_one_win_event_per_game() -> None:
    out = played(
        {**DUEL, "mode": "match"},
        turn("Ann"),
        gain("Ben", 8),
        {"do": "game", "battlefields": ["Forge", "Lake"], "first": "Ann"},
        {"do": "concede", "player": "Ann"},
    )
    assert (out["outcome"], out["winners"]) == ("win", ["Ben"])
    wins = [e for e in out["events"] if e["event"] == "win"]
    assert wins == [
        {"event": "win", "winners": ["Ben"], "by": "cleanup"},
        {"event": "win", "winners": ["Ben"], "by": "concede"},
    ]
