"""What a screen may offer, as the core says it (`Game.options()`), is what the action
then does: for random games of every mode, with and without time, at every state reached.
And each answer in words, as a player reads it.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from riftscore.record import parse_header
from riftscore.rules import ConquerOption, Game, NextGameOption
from riftscore.rules import actions as act
from tests.conftest import play
from tests.options_check import check_options
from tests.strategies import MODES, NEXT, PROFILE, Line, headers, lines
from tests.test_properties import attempts

DUEL: dict[str, Any] = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}
TWO_V_TWO: dict[str, Any] = {
    "format": "riftscore/1",
    "mode": "2v2",
    "players": ["Ann", "Ben", "Cat", "Dan"],
    "teams": [["Ann", "Cat"], ["Ben", "Dan"]],
    "battlefields": ["Grove", "Ruins", "Spire"],
}
MATCH = {**DUEL, "mode": "match"}


def turn(player: str, **more: object) -> dict[str, object]:
    return {"do": "turn", "player": player, **more}


def control(player: str, battlefield: str) -> dict[str, object]:
    return {"do": "control", "player": player, "battlefield": battlefield}


def concede(player: str) -> dict[str, object]:
    return {"do": "concede", "player": player}


# ---------------------------------------------------------------------- properties


def table_lines(header: Line) -> st.SearchStrategy[list[Line]]:
    """Lines as a table plays them: its own players and battlefields, the next turn, the
    points a game is won by; so that games reach what random lines rarely do (a Conquer
    at the final point, a battlefield retaken or barred, a match's next game after time)."""
    players = list(header["players"])
    in_play = list(header["battlefields"])
    who, where = st.sampled_from(players), st.sampled_from(in_play)
    next_games = st.builds(
        lambda b, p: {"do": "game", "battlefields": list(b), "first": p},
        st.permutations([*in_play, "Lake", "Peak", "Vale"]).map(lambda b: b[:2]),
        who,
    )
    kinds = {
        "turn": st.just({"do": "turn", "player": NEXT}),
        "extra": st.builds(lambda p: {"do": "turn", "player": p, "extra": True}, who),
        "control": st.builds(control, who, where),
        "lose_control": st.builds(lambda b: {"do": "lose_control", "battlefield": b}, where),
        "gain": st.builds(
            lambda p, n: {"do": "gain", "player": p, "points": n}, who, st.integers(1, 3)
        ),
        "burn_out": st.builds(
            lambda p, o: {"do": "burn_out", "player": p, "opponents": [o]}, who, who
        ),
        "end_turn": st.just({"do": "end_turn"}),
        "time": st.just({"do": "time"}),
        "game": next_games,
        "concede": st.builds(concede, who),
    }
    menu = [
        *["turn"] * 8,
        "extra",
        *["control"] * 14,
        *["lose_control"] * 4,
        *["gain"] * 3,
        "burn_out",
        *["end_turn"] * 2,
        "time",
        *["game"] * (8 if header["mode"] == "match" else 1),
        "concede",
    ]
    line = st.sampled_from(menu).flatmap(lambda kind: kinds[kind])
    return st.lists(line, min_size=20, max_size=90)


@st.composite
def every_mode(draw: st.DrawFn) -> tuple[Line, list[Line]]:
    """A game of any mode, battlefield count and round, time called somewhere or not; its
    lines drawn at random (tests/strategies.py) or as a table plays them."""
    mode = draw(st.sampled_from(sorted(MODES)))
    fields = draw(st.sampled_from(MODES[mode][1]))
    header = draw(headers(mode, fields))
    if draw(st.booleans()):
        tried = draw(lines(header, min_size=20, max_size=80))
    else:
        tried = draw(table_lines(header))
    if draw(st.booleans()):
        tried.insert(draw(st.integers(0, len(tried))), {"do": "time"})
    return header, tried


@PROFILE
@given(every_mode())
def test_the_options_are_what_each_action_then_does(game_lines: tuple[Line, list[Line]]) -> None:
    """For each state reached and every player and battlefield: `control` does what
    `options.conquer` says (refused with the same message); a turn Holds `options.holds`;
    a burn out is accepted for `burn_out_targets` only; a concession iff `can_concede`; a
    match's next game iff `next_game`, numbered and timed as it says."""
    header, tried = game_lines
    game = Game(parse_header(header))
    check_options(game)
    for _ in attempts(game, header, tried):
        check_options(game)


# ------------------------------------------------------------- in words, by example


def test_a_conquer_at_the_final_point_names_what_is_not_yet_scored() -> None:
    game = play({**DUEL, "start": {"scores": {"Ann": 7}}}, turn("Ann"))
    assert game.options().conquer["Ann"]["Grove"] == ConquerOption(
        "draw", "not every battlefield scored this turn (Ruins not yet): draw a card instead"
    )
    skirmish = play(
        {
            **DUEL,
            "mode": "skirmish",
            "players": ["Ann", "Ben", "Cat"],
            "battlefields": ["Grove", "Ruins", "Spire"],
        },
        turn("Ann"),
        {"do": "gain", "player": "Ann", "points": 7},
    )
    assert skirmish.options().conquer["Ann"]["Ruins"].reason == (
        "not every battlefield scored this turn (Grove and Spire not yet): draw a card instead"
    )


def test_a_conquer_worth_a_point_says_the_score_it_makes() -> None:
    game = play(DUEL, turn("Ann"))
    assert game.options().conquer["Ben"]["Ruins"] == ConquerOption(
        "point", "a Conquer: 1 point, that's 1"
    )


def test_no_point_says_why() -> None:
    game = play(DUEL, turn("Ann"), control("Ann", "Grove"), control("Ben", "Grove"))
    assert game.options().conquer["Ann"]["Grove"] == ConquerOption(
        "no_point", "Ann already scored Grove this turn: control changes, no point"
    )
    barred = play({**TWO_V_TWO, "start": {"control": {"Grove": "Cat"}}}, turn("Ann"))
    assert barred.options().conquer["Ann"]["Grove"] == ConquerOption(
        "no_point",
        "Cat controlled Grove at Ann's scoring step: the team cannot score it this turn, "
        "control changes, no point",
    )
    assert barred.options().conquer["Cat"]["Grove"] == ConquerOption(
        "refused", "Cat already controls Grove"
    )
    assert barred.options().conquer["Ben"]["Grove"].result == "point"


def test_a_refusal_is_the_actions_own_message() -> None:
    game = Game(parse_header(DUEL))
    assert game.options().conquer["Ann"]["Grove"] == ConquerOption(
        "refused", "control needs a turn in progress, and this is before the first turn"
    )
    game.apply(act.Turn("Ann"))
    game.apply(act.Concede("Ben"))
    assert game.options().conquer["Ann"]["Grove"] == ConquerOption(
        "refused", "the game is over: Ann won by concede"
    )


def test_holds_are_what_the_next_turn_would_hold_or_nothing_if_it_would_not_begin() -> None:
    game = play({**DUEL, "start": {"control": {"Grove": "Ann", "Ruins": "Ben"}}})
    assert dict(game.options().holds) == {"Ann": ("Grove",), "Ben": ("Ruins",)}
    starts_won = play({**DUEL, "start": {"scores": {"Ann": 8}, "control": {"Grove": "Ann"}}})
    assert dict(starts_won.options().holds) == {"Ann": (), "Ben": ()}  # the first cleanup wins
    ends_at_time = play(
        {**DUEL, "start": {"scores": {"Ann": 4}, "control": {"Grove": "Ann"}}},
        turn("Ann"),
        {"do": "time"},
        turn("Ben"),
        turn("Ann"),
        turn("Ben"),
    )
    # Ben's turn is the last additional one: the next turn ends it, and Ann's lead of 6 the game.
    assert ends_at_time.options().holds["Ann"] == ()


def test_burn_out_targets_and_concede_follow_the_mode_and_the_moment() -> None:
    game = play(TWO_V_TWO, turn("Ann"))
    options = game.options()
    assert options.burn_out_targets["Ann"] == ("Ben", "Dan")
    assert options.burn_out_targets["Dan"] == ("Ann", "Cat")
    assert options.can_concede
    skirmish = play(
        {
            **DUEL,
            "mode": "skirmish",
            "players": ["Ann", "Ben", "Cat"],
            "battlefields": ["Grove", "Ruins", "Spire"],
        },
        turn("Ann"),
    )
    assert not skirmish.options().can_concede
    assert Game(parse_header(DUEL)).options().burn_out_targets["Ann"] == ()


def test_a_match_between_games_offers_its_next_game() -> None:
    game = play(MATCH, turn("Ann"), concede("Ben"))
    assert game.options().next_game == NextGameOption(
        number=2,
        chooser="Ben",
        battlefields_allowed=(),
        set_aside=("Grove", "Ruins"),
        battlefields_needed=2,
        additional_turns=0,
    )
    game = play(
        {**MATCH, "round": "single_elimination"},
        turn("Ann"),
        concede("Ben"),
        {"do": "game", "battlefields": ["Spire", "Lake"], "first": "Ben"},
        turn("Ben"),
        concede("Ann"),
        {"do": "time"},
    )
    assert game.options().next_game == NextGameOption(
        3, "Ann", (), ("Grove", "Ruins", "Spire", "Lake"), 2, 5
    )
    assert play(MATCH, turn("Ann")).options().next_game is None
    assert play(DUEL, turn("Ann"), concede("Ben")).options().next_game is None


def test_the_json_shape() -> None:
    game = play({**DUEL, "start": {"control": {"Grove": "Ann"}}}, turn("Ann"))
    assert json.loads(json.dumps(game.options().to_dict())) == {
        "conquer": {
            "Ann": {
                "Grove": {"result": "refused", "reason": "Ann already controls Grove"},
                "Ruins": {"result": "point", "reason": "a Conquer: 1 point, that's 2"},
            },
            "Ben": {
                "Grove": {"result": "point", "reason": "a Conquer: 1 point, that's 1"},
                "Ruins": {"result": "point", "reason": "a Conquer: 1 point, that's 1"},
            },
        },
        "holds": {"Ann": ["Grove"], "Ben": []},
        "burn_out_targets": {"Ann": ["Ben"], "Ben": ["Ann"]},
        "can_concede": True,
        "next_game": None,
    }
