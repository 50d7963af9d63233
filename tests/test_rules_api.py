"""The rules core as a library: what a simulator or bot relies on.

A rejected action changes nothing; `preview` and `verify` change nothing; each kind of
rule violation has its own `RuleError` class; a game written back as a record replays to
the same state (the record "replays to exactly one state").
"""

from __future__ import annotations

import json
from pathlib import Path
from types import MappingProxyType

import pytest

from riftscore.record import RecordError, replay_bytes, summary
from riftscore.rules import (
    ControlError,
    Game,
    GameOver,
    Header,
    InvalidHeader,
    InvalidPoints,
    MatchError,
    Mode,
    NotAllowedInMode,
    NotAnOpponent,
    NoTurnInProgress,
    RuleError,
    TimeAlreadyCalled,
    TurnOutOfOrder,
    UnknownBattlefield,
    UnknownPlayer,
    events,
)
from riftscore.rules import actions as act
from tests.conftest import record

RECORDS = Path(__file__).parent / "records"


def duel(**start_scores: int) -> Game:
    header = Header(
        Mode.DUEL,
        ("Ann", "Ben"),
        ("Grove", "Ruins"),
        start_scores=MappingProxyType(start_scores),
        start_control=MappingProxyType({"Grove": "Ann"}),
    )
    return Game(header)


def state(game: Game) -> tuple[object, ...]:
    return (
        dict(game.scores),
        dict(game.controllers),
        game.scored_this_turn("Ann"),
        game.scored_this_turn("Ben"),
        tuple(game.events),
        game.outcome,
        game.victory_score,
        game.turn_in_progress,
        game.time,
    )


def test_hold_then_conquer_at_6_gains_the_final_point() -> None:
    game = duel(Ann=6)
    assert events.Hold(1, "Ann", "Grove", 1, 7) in game.apply(act.Turn("Ann"))
    assert events.Conquer(1, "Ann", "Ruins", 1, 8) in game.apply(act.Control("Ann", "Ruins"))
    assert game.outcome.result == "win"
    assert game.outcome.winners == ("Ann",)
    assert game.outcome.by == "cleanup"


def test_a_conquer_at_7_without_every_battlefield_draws_and_still_counts_as_scored() -> None:
    game = Game(Header(Mode.DUEL, ("Ann", "Ben"), ("Grove", "Ruins"), start_scores={"Ann": 7}))
    game.apply(act.Turn("Ann"))
    drawn = events.Conquer(1, "Ann", "Grove", 0, 7, True)
    assert drawn in game.apply(act.Control("Ann", "Grove"))
    assert game.scored_this_turn("Ann") == frozenset({"Grove"})
    assert game.score("Ann") == 7
    assert not game.is_over()


def test_a_rejected_resolve_changes_nothing_even_after_its_first_action() -> None:
    game = duel(Ann=5)
    game.apply(act.Turn("Ann"))
    before = state(game)
    with pytest.raises(ControlError):
        game.apply(act.Resolve((act.Gain("Ann", 2), act.Control("Ann", "Grove"))))
    assert state(game) == before


def test_a_rejected_turn_leaves_the_previous_turn_in_progress() -> None:
    game = duel()
    game.apply(act.Turn("Ann"))
    before = state(game)
    with pytest.raises(ControlError):
        game.apply(act.Turn("Ben", beginning=(act.Gain("Ben", 3), act.LoseControl("Ruins"))))
    assert state(game) == before
    conquered = game.apply(act.Control("Ben", "Ruins"))
    assert events.Conquer(1, "Ben", "Ruins", 1, 1) in conquered


def test_a_rejected_burn_out_gives_no_point_from_its_earlier_entries() -> None:
    game = Game(
        Header(
            Mode.TWO_VS_TWO,
            ("Ann", "Ben", "Cat", "Dan"),
            ("Grove", "Ruins", "Spire"),
            teams=(("Ann", "Cat"), ("Ben", "Dan")),
        )
    )
    game.apply(act.Turn("Ann"))
    before = state(game)
    with pytest.raises(NotAnOpponent):
        game.apply(act.BurnOut("Ann", ("Ben", "Dan", "Cat")))
    assert state(game) == before


def test_preview_returns_the_events_and_changes_nothing() -> None:
    game = duel(Ann=6)
    game.apply(act.Turn("Ann"))
    before = state(game)
    previewed = game.preview(act.Control("Ann", "Ruins"))
    assert events.Conquer(1, "Ann", "Ruins", 1, 8) in previewed
    assert state(game) == before
    assert game.apply(act.Control("Ann", "Ruins")) == previewed
    assert game.is_over()


def test_verify_raises_what_apply_would_and_changes_nothing() -> None:
    game = duel()
    game.apply(act.Turn("Ann"))
    before = state(game)
    with pytest.raises(TurnOutOfOrder):
        game.verify(act.Turn("Ann"))
    assert game.can_apply(act.Turn("Ann")) is False
    assert game.can_apply(act.Turn("Ann", extra=True)) is True
    game.verify(act.Turn("Ben"))
    assert state(game) == before


def _game(mode: Mode = Mode.DUEL, **more: object) -> Game:
    players = {Mode.SKIRMISH: ("Ann", "Ben", "Cat")}.get(mode, ("Ann", "Ben"))
    fields = {Mode.SKIRMISH: ("Grove", "Ruins", "Spire")}.get(mode, ("Grove", "Ruins"))
    return Game(Header(mode, players, fields, **more))  # type: ignore[arg-type]


def _in_turn(game: Game) -> Game:
    game.apply(act.Turn("Ann"))
    return game


def _won(game: Game) -> Game:
    game.apply(act.Turn("Ann"))
    game.apply(act.Gain("Ann", 8))
    return game


def _timed(game: Game) -> Game:
    game.apply(act.CallTime())
    return game


CASES = [
    ("an unknown player", _in_turn(_game()), act.Gain("Eve", 1), UnknownPlayer),
    ("an unknown battlefield", _in_turn(_game()), act.Control("Ann", "Tower"), UnknownBattlefield),
    ("a gain of 0", _in_turn(_game()), act.Gain("Ann", 0), InvalidPoints),
    ("an adjust of 0", _in_turn(_game()), act.Adjust("Ann", 0), InvalidPoints),
    ("a victory score of 0", _game(), act.SetVictoryScore(0), InvalidPoints),
    ("concede in skirmish", _game(Mode.SKIRMISH), act.Concede("Ann"), NotAllowedInMode),
    ("a game in a duel", _won(_game()), act.NextGame(("Lake", "Forge"), "Ben"), NotAllowedInMode),
    ("a turn out of order", _in_turn(_game()), act.Turn("Ann"), TurnOutOfOrder),
    ("control before any turn", _game(), act.Control("Ann", "Grove"), NoTurnInProgress),
    ("lose_control of nothing", _in_turn(_game()), act.LoseControl("Grove"), ControlError),
    ("an action after the game", _won(_game()), act.EndTurn(), GameOver),
    ("a second time", _timed(_game()), act.CallTime(), TimeAlreadyCalled),
    ("a game too early", _in_turn(_game(Mode.MATCH)), act.NextGame(("Lake", "Forge"), "Ben"), MatchError),
    ("a reused battlefield", _won(_game(Mode.MATCH)), act.NextGame(("Grove", "Forge"), "Ben"), MatchError),
    ("a burn out to oneself", _in_turn(_game()), act.BurnOut("Ann", ("Ann",)), NotAnOpponent),
]  # fmt: skip


@pytest.mark.parametrize(("what", "game", "action", "error"), CASES, ids=[c[0] for c in CASES])
def test_each_rule_violation_has_its_own_error_class(
    what: str, game: Game, action: act.Action, error: type[RuleError]
) -> None:
    with pytest.raises(error):
        game.apply(action)
    assert issubclass(error, RuleError)
    assert issubclass(error, ValueError)


def test_a_header_that_does_not_fit_its_mode_is_an_invalid_header() -> None:
    with pytest.raises(InvalidHeader):
        Header(Mode.WAR, ("Ann", "Ben", "Cat", "Dan"), ("Grove", "Ruins"))
    with pytest.raises(InvalidHeader):
        Header(
            Mode.TWO_VS_TWO,
            ("Ann", "Ben", "Cat", "Dan"),
            ("Grove", "Ruins", "Spire"),
            teams=(("Ann", "Cat"), ("Ben", "Dan")),
            start_scores={"Ann": 1, "Cat": 1},
        )


def _replayable() -> list[Path]:
    out = []
    for expect in sorted(RECORDS.rglob("*.expect.json")):
        if "error_line" not in json.loads(expect.read_text()):
            out.append(expect.with_name(expect.name.removesuffix(".expect.json") + ".jsonl"))
    return out


@pytest.mark.parametrize("path", _replayable(), ids=lambda p: str(p.relative_to(RECORDS)))
def test_a_game_written_back_as_a_record_replays_to_the_same_state(path: Path) -> None:
    game = replay_bytes(path.read_bytes())
    try:
        again = replay_bytes(record(*game.to_record()))
    except RecordError as error:
        pytest.fail(f"{path.name}: the written record does not replay: {error}")
    assert summary(again) == summary(game)


def _ann_wins_by_bens_burn_out() -> list[act.Action]:
    return [
        act.Turn("Ann"),
        act.Control("Ann", "Ruins"),
        act.Gain("Ann", 5, "Fiery Insight"),
        act.EndTurn(),
        act.Turn("Ben"),
        act.Control("Ben", "Grove"),
        act.BurnOut("Ben", ("Ann",)),  # Ann's eighth point
    ]


def test_a_game_that_defers_its_events_gives_the_live_games_events_when_asked() -> None:
    live, deferred = duel(Ben=1), Game(duel(Ben=1).header, events=False)
    for action in _ann_wins_by_bens_burn_out():
        live.apply(action)
    deferred.push_all(_ann_wins_by_bens_burn_out())
    assert live.outcome.result == "win"
    assert state(deferred) == state(live)
    assert deferred.to_record() == live.to_record()


def test_a_replayed_game_previews_and_applies_with_its_earlier_events_kept() -> None:
    live = duel()
    for action in _ann_wins_by_bens_burn_out()[:5]:
        live.apply(action)
    replayed = replay_bytes(record(*live.to_record()))
    conquer = act.Control("Ben", "Grove")
    assert replayed.preview(conquer) == live.preview(conquer)
    assert replayed.apply(conquer) == live.apply(conquer)
    assert tuple(replayed.events) == tuple(live.events)


def test_a_replayed_game_rolled_back_to_a_checkpoint_keeps_its_events() -> None:
    live = duel()
    for action in _ann_wins_by_bens_burn_out()[:5]:
        live.apply(action)
    replayed = replay_bytes(record(*live.to_record()))
    checkpoint = replayed.checkpoint()
    replayed.apply(act.Control("Ben", "Grove"))
    replayed.rollback(checkpoint)
    assert state(replayed) == state(live)


def test_leaders_tied_at_the_victory_score_play_on_and_the_core_says_at_what() -> None:
    game = duel(Ann=5, Ben=7)
    game.apply(act.Turn("Ann"))  # Ann holds Grove: 6
    assert game.tied_at_victory() is None  # Ben leads, below 8
    game.apply(act.Resolve((act.Gain("Ann", 2), act.Gain("Ben", 1))))
    assert (game.outcome.result, game.tied_at_victory()) == ("ongoing", 8)
    game.apply(act.Resolve((act.Gain("Ann", 1), act.Gain("Ben", 1))))
    assert game.tied_at_victory() == 9
    game.apply(act.Gain("Ben", 1))  # a card's point breaks the tie: Ben wins
    assert (game.outcome.winners, game.tied_at_victory()) == (("Ben",), None)


def test_controller_names_who_holds_one_battlefield_as_controllers_does() -> None:
    game = duel()
    game.apply(act.Turn("Ann"))
    game.apply(act.Control("Ann", "Ruins"))
    game.apply(act.LoseControl("Grove"))
    assert game.controller("Ruins") == "Ann"
    assert game.controller("Grove") is None
    assert {b: game.controller(b) for b in game.battlefields} == game.controllers


def test_every_slot_of_a_game_is_saved_for_a_rollback_or_never_changes() -> None:
    from riftscore.rules import game as engine

    kinds = (engine._FIXED, engine._PLAIN_SLOTS, engine._CHANGED_IN_PLACE, engine._LOGS)
    named = [name for kind in kinds for name in kind]
    assert len(set(named)) == len(named)  # each slot in one kind, saved one way
    # What a whole game leaves of the slots fixed when it was made: what they were.
    played_any = False
    for path in sorted((RECORDS / "scenarios").rglob("*.jsonl")):
        try:
            played = replay_bytes(path.read_bytes())
        except RecordError:
            continue
        fresh = Game(played.header)
        for name in engine._FIXED:
            assert getattr(played, name) == getattr(fresh, name), (path.name, name)
        played_any = True
    assert played_any


def test_the_tests_on_the_compiled_core_run_the_compiled_core() -> None:
    import os

    import riftscore.rules

    # build_support/compiled.py sets it for the core's tests on the compiled build
    expected = os.environ.get("RIFTSCORE_EXPECT_COMPILED") == "1"
    assert expected == riftscore.rules.COMPILED
