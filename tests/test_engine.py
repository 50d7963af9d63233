"""Both engines, the scoring `Game` and the board's `BoardGame`, behind one interface.

`rules/engine.py` holds the two to the `Engine` protocol under mypy --strict (`./dev test`
runs it); here the same code drives each through that interface alone.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from riftscore.record import replay_bytes, summary
from riftscore.rules import Engine, Game, Header, Mode, Options, RuleError, open_engine
from riftscore.rules import actions as act
from riftscore.rules.board import Base, BoardGame, Kill, Unit, board_of

HEADER = Header(Mode.DUEL, ("Ann", "Ben"), ("Grove", "Ruins"))
ANN = Unit("ann-1", "Ann", "Ann", Base("Ann"), 2)

ENGINES: dict[str, Callable[[], Engine]] = {
    "game": lambda: open_engine(HEADER),
    "board": lambda: open_engine(HEADER, [ANN]),
}
SCORING = [
    act.Turn("Ann"),
    act.Gain("Ann", 3, "a card"),
    act.Turn("Ben"),
    act.BurnOut("Ben", ("Ann",)),
    act.EndTurn(),
    act.Turn("Ann", extra=False),
]


def written(engine: Engine) -> bytes:
    return "".join(json.dumps(line) + "\n" for line in engine.to_record()).encode()


def state(engine: Engine) -> tuple[object, ...]:
    return (
        dict(engine.scores),
        dict(engine.controllers),
        list(engine.events),
        list(engine.actions),
        engine.outcome,
        engine.to_record(),
        engine.options(),
    )


def test_open_engine_gives_a_game_or_with_a_board_a_board_game() -> None:
    game, board = open_engine(HEADER), open_engine(HEADER, [])
    assert type(game) is Game and type(board) is BoardGame
    assert isinstance(game, Engine) and isinstance(board, Engine)
    assert game.scoring is game and board.scoring is board.game  # type: ignore[attr-defined]
    assert game.header is HEADER and board.header is HEADER


@pytest.mark.parametrize("kind", ENGINES)
def test_each_engine_plays_and_reads_through_the_interface(kind: str) -> None:
    engine = ENGINES[kind]()
    caused = [engine.apply(action) for action in SCORING]
    assert [e for events in caused for e in events] == list(engine.events)
    assert engine.scores == {"Ann": 4, "Ben": 0}
    assert list(engine.scoring.actions) == SCORING
    assert not engine.is_over() and engine.outcome.result == "ongoing"
    assert isinstance(engine.options(), Options)
    again = replay_bytes(written(engine))
    assert summary(again) == summary(engine.scoring)
    assert (board_of(again) is None) == (kind == "game")


@pytest.mark.parametrize("kind", ENGINES)
def test_asking_changes_nothing_and_answers_as_apply_would(kind: str) -> None:
    engine = ENGINES[kind]()
    engine.apply(act.Turn("Ann"))
    before = state(engine)
    assert engine.preview(act.Gain("Ann", 8)) == engine.preview(act.Gain("Ann", 8))
    assert engine.can_apply(act.Concede("Ben")) and not engine.can_apply(act.Turn("Ann"))
    with pytest.raises(RuleError, match="turn out of order"):
        engine.verify(act.Turn("Ann"))
    assert state(engine) == before
    with pytest.raises(RuleError, match="turn out of order"):
        engine.apply(act.Turn("Ann"))
    assert state(engine) == before


@pytest.mark.parametrize("kind", ENGINES)
def test_a_checkpoint_takes_the_whole_engine_back_as_often_as_wanted(kind: str) -> None:
    engine = ENGINES[kind]()
    engine.apply(act.Turn("Ann"))
    saved, before = engine.checkpoint(), state(engine)
    for _ in range(2):
        for action in SCORING[1:]:
            engine.apply(action)
        engine.apply(act.Concede("Ben"))
        assert engine.is_over()
        engine.rollback(saved)
        assert state(engine) == before


def test_a_board_checkpoint_takes_back_the_board_too() -> None:
    board = BoardGame(HEADER, [ANN])
    board.apply(act.Turn("Ann"))
    saved = board.checkpoint()
    board.apply(Kill("ann-1"))
    assert "ann-1" not in board.state.cards
    board.rollback(saved)
    assert board.state.cards["ann-1"] == ANN


def test_a_game_refuses_a_board_action_as_no_action_of_its_own() -> None:
    with pytest.raises(TypeError, match="not a riftscore action"):
        open_engine(HEADER).apply(Kill("ann-1"))
