"""The end of a timed round, said with its reason, and where a table stands after time."""

from __future__ import annotations

from typing import Any

from riftscore import announce as announcer
from riftscore.announce import Announcer, announce, time_status
from riftscore.rules import Game, actions
from riftscore.rules import events as ev
from tests.conftest import play

DUEL: dict[str, Any] = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}
SINGLE_ELIMINATION = {**DUEL, "round": "single_elimination"}
MATCH = {**DUEL, "mode": "match"}
TIME = {"do": "time"}
END_TURN = {"do": "end_turn"}


def turn(player: str) -> dict[str, Any]:
    return {"do": "turn", "player": player}


def gain(player: str, points: int) -> dict[str, Any]:
    return {"do": "gain", "player": player, "points": points}


def concede(player: str) -> dict[str, Any]:
    return {"do": "concede", "player": player}


def next_game(first: str, *battlefields: str) -> dict[str, Any]:
    return {"do": "game", "battlefields": list(battlefields), "first": first}


THREE_ADDITIONAL_TURNS = (turn("Ben"), turn("Ann"), turn("Ben"), END_TURN)


def statements(game: Game) -> list[str]:
    return announcer.statements(game.events)


def test_swiss_a_lead_of_two_or_more_wins_the_game() -> None:
    game = play(DUEL, turn("Ann"), gain("Ann", 4), gain("Ben", 2), TIME, *THREE_ADDITIONAL_TURNS)
    assert statements(game) == ["Ann leads by 2: Ann wins the game"]


def test_swiss_a_lead_of_one_draws_the_game() -> None:
    game = play(DUEL, turn("Ann"), gain("Ann", 5), gain("Ben", 4), TIME, *THREE_ADDITIONAL_TURNS)
    assert statements(game) == ["Nobody leads by 2, 5–4: the game is drawn"]


def test_single_elimination_the_most_points_win_the_game() -> None:
    game = play(
        SINGLE_ELIMINATION,
        turn("Ann"),
        gain("Ann", 4),
        gain("Ben", 5),
        TIME,
        *THREE_ADDITIONAL_TURNS,
    )
    assert statements(game) == ["Ben has the most points, 5–4: Ben wins the game"]


def test_single_elimination_tied_on_points_goes_to_sudden_death_and_the_next_point_wins() -> None:
    tied = play(
        SINGLE_ELIMINATION,
        turn("Ann"),
        gain("Ann", 6),
        gain("Ben", 6),
        TIME,
        *THREE_ADDITIONAL_TURNS,
    )
    assert statements(tied) == ["Tied at 6: sudden death, the next point wins"]
    assert time_status(tied.state()) == "Sudden death: the next point wins"
    tied.apply(actions.Turn("Ann"))
    tied.apply(actions.Gain("Ann", 1))
    assert statements(tied)[-1] == "Ann wins the game: first to lead in sudden death"
    assert time_status(tied.state()) is None


def test_a_2v2_team_leads_together() -> None:
    header = {
        "format": "riftscore/1",
        "mode": "2v2",
        "players": ["Ann", "Ben", "Cat", "Dan"],
        "teams": [["Ann", "Cat"], ["Ben", "Dan"]],
        "battlefields": ["Grove", "Ruins", "Spire"],
    }
    game = play(
        header,
        turn("Ann"),
        gain("Cat", 5),
        gain("Dan", 3),
        TIME,
        turn("Ben"),
        turn("Cat"),
        turn("Dan"),
        END_TURN,
    )
    assert statements(game) == ["Ann and Cat lead by 2: Ann and Cat win the game"]


def test_the_status_counts_the_current_turn_then_each_additional_turn() -> None:
    lines = [turn("Ann"), gain("Ann", 1), TIME]
    assert time_status(play(DUEL, *lines).state()) == (
        "Time: the current turn finishes, then 3 additional turns"
    )
    lines.append(turn("Ben"))
    assert time_status(play(DUEL, *lines).state()) == "Time: additional turn 1 of 3"
    lines.append(END_TURN)
    assert time_status(play(DUEL, *lines).state()) == "Time: 2 additional turns to play"
    lines.append(turn("Ann"))
    assert time_status(play(DUEL, *lines).state()) == "Time: additional turn 2 of 3"
    assert time_status(play(DUEL, turn("Ann")).state()) is None
    assert time_status(play(DUEL, TIME).state()) == "Time: this game's first 3 turns are additional"


def test_swiss_match_time_in_game_two_goes_to_game_wins() -> None:
    game = play(
        MATCH,
        turn("Ann"),
        concede("Ben"),
        next_game("Ben", "Spire", "Lake"),
        turn("Ben"),
        gain("Ben", 3),
        gain("Ann", 2),
        TIME,
        turn("Ann"),
        turn("Ben"),
        turn("Ann"),
        END_TURN,
    )
    assert statements(game) == [
        "Nobody leads by 2, 3–2: the game is drawn",
        "Ann wins the match on game wins, 1–0",
    ]


def test_swiss_match_time_between_games_with_game_wins_tied_draws_the_match() -> None:
    game = play(
        MATCH,
        turn("Ann"),
        concede("Ben"),
        next_game("Ben", "Spire", "Lake"),
        turn("Ben"),
        concede("Ann"),
        TIME,
    )
    assert statements(game) == [
        "Time is called between games: no new game starts",
        "Game wins tied 1–1: the match is drawn",
    ]
    assert time_status(game.state()) is None


def test_single_elimination_match_tied_between_games_plays_a_five_turn_game() -> None:
    lines = [
        {**MATCH, "round": "single_elimination"},
        turn("Ann"),
        concede("Ben"),
        next_game("Ben", "Spire", "Lake"),
        turn("Ben"),
        concede("Ann"),
        TIME,
    ]
    game = play(*lines)
    assert statements(game) == [
        "Time is called between games, game wins tied 1–1: one more game, "
        "its first 5 turns additional"
    ]
    assert time_status(game.state()) == "Time: one more game, its first 5 turns additional"
    lines.append(next_game("Ann", "Peak", "Marsh"))
    assert time_status(play(*lines).state()) == "Time: this game's first 5 turns are additional"
    lines += [turn("Ann"), gain("Ann", 3)]
    assert time_status(play(*lines).state()) == "Time: additional turn 1 of 5"
    lines += [turn("Ben"), turn("Ann"), turn("Ben"), turn("Ann"), END_TURN]
    assert statements(play(*lines))[-2:] == [
        "Ann has the most points, 3–0: Ann wins the game",
        "Ann wins the match on game wins, 2–1",
    ]


def test_single_elimination_tied_game_with_game_wins_apart_is_drawn_and_the_leader_wins() -> None:
    game = play(
        {**MATCH, "round": "single_elimination"},
        turn("Ann"),
        concede("Ben"),
        next_game("Ben", "Spire", "Lake"),
        turn("Ben"),
        gain("Ben", 2),
        gain("Ann", 2),
        TIME,
        turn("Ann"),
        turn("Ben"),
        turn("Ann"),
        END_TURN,
    )
    assert statements(game) == [
        "Tied at 2, with game wins not tied: the game is drawn",
        "Ann wins the match on game wins, 1–0",
    ]


def test_a_game_won_during_the_additional_turns_is_a_statement_too() -> None:
    game = play(DUEL, turn("Ann"), gain("Ann", 7), TIME, turn("Ben"), turn("Ann"), gain("Ann", 1))
    assert statements(game) == ["Ann wins the game"]


def test_the_end_of_round_is_said_from_its_event_alone() -> None:
    game = play(DUEL, turn("Ann"), gain("Ann", 4), TIME, *THREE_ADDITIONAL_TURNS)
    win = game.events[-1]
    assert win == ev.Win(("Ann",), "time", "swiss", (4, 0), 4)
    assert announce([win]) == ["Ann leads by 4: Ann wins the game"]
    assert announce(game.events, game.header) == announce(game.events)


def test_an_additional_turn_is_said_with_its_count_from_its_event_alone() -> None:
    game = play(
        {**MATCH, "round": "single_elimination"},
        turn("Ann"),
        concede("Ben"),
        next_game("Ben", "Spire", "Lake"),
        turn("Ben"),
        concede("Ann"),
        TIME,
        next_game("Ann", "Peak", "Marsh"),
        turn("Ann"),
        turn("Ben"),
    )
    assert announce(game.events[-1:]) == ["Turn 2, Ben (additional turn 2 of 5)"]
    assert announce([ev.TurnStarted(4, "Ann", True, 3, 3)]) == [
        "Turn 4, Ann (an extra turn, additional turn 3 of 3)"
    ]


def test_the_announcer_keeps_nothing_between_sentences() -> None:
    """Any announcer says any event the same, whatever it said before (an undo's replay)."""
    game = play(
        {**MATCH, "round": "single_elimination"},
        turn("Ann"),
        gain("Ann", 2),
        gain("Ben", 2),
        TIME,
        *THREE_ADDITIONAL_TURNS,
        turn("Ann"),
        gain("Ben", 1),
    )
    assert statements(game)[-1] == "Ben wins the match on game wins, 1–0"
    fresh = [Announcer().say(e) for e in game.events]
    assert list(Announcer(game.header).lines(game.events)) == [s for s in fresh if s]
    assert Announcer.__slots__ == ()  # an announcer has nowhere to keep a score
