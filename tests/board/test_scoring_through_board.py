"""Games played through the board score exactly as the same games declared with `control`.

Every record under tests/records/board/ that has a twin among the spec's examples is the
same game, played with moves and combat results instead of declared control: both must
give the same outcome, scores and scoring events, one for one.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from riftscore.record import dumps, replay_bytes, summary
from riftscore.rules import actions as act
from riftscore.rules import events as ev
from riftscore.rules.board import (
    Base,
    Battlefield,
    EndShowdown,
    Move,
    ResolveItem,
    StandardMove,
    board_of,
)
from riftscore.rules.events import REQUIRED_KINDS
from tests.board.helpers import play, spell, started, unit
from tests.conftest import record

RECORDS = Path(__file__).parents[1] / "records"
TWINS = sorted(
    p.name.removesuffix(".jsonl")
    for p in (RECORDS / "board").glob("*.jsonl")
    if (RECORDS / "spec_examples" / p.name).exists()
)


def scoring(out: dict[str, object]) -> dict[str, object]:
    events = out["events"]
    assert isinstance(events, list)
    return {
        "outcome": out["outcome"],
        "winners": out["winners"],
        "scores": out["scores"],
        "events": [e for e in events if e["event"] in REQUIRED_KINDS],
    }


def test_every_board_twin_is_found() -> None:
    assert len(TWINS) >= 9


@pytest.mark.parametrize("name", TWINS)
def test_a_board_game_scores_as_the_declared_game(name: str) -> None:
    board = summary(replay_bytes((RECORDS / "board" / f"{name}.jsonl").read_bytes()))
    declared = summary(replay_bytes((RECORDS / "spec_examples" / f"{name}.jsonl").read_bytes()))
    assert scoring(board) == scoring(declared)


@pytest.mark.parametrize("name", TWINS)
def test_the_control_a_board_decided_replays_as_a_plain_record(name: str) -> None:
    """A board game's declared record has `control` and `lose_control` where the board
    decided them; replayed with no board at all, that record scores the same.
    """
    game = replay_bytes((RECORDS / "board" / f"{name}.jsonl").read_bytes())
    board = board_of(game)
    assert board is not None
    header, *lines = board.declared_record()
    assert "board" not in header
    assert {line["do"] for line in lines} <= set(act.BY_DO)  # the core's verbs only
    declared = record(header, *lines)
    assert scoring(summary(replay_bytes(declared))) == scoring(summary(game))


@pytest.mark.parametrize("name", TWINS)
def test_a_board_game_written_out_is_its_board_record(name: str) -> None:
    """`dumps` of the scoring game a board drove writes the board's record, which
    replays to the same summary, board events included.
    """
    game = replay_bytes((RECORDS / "board" / f"{name}.jsonl").read_bytes())
    written = dumps(game)
    assert '"board"' in written and '"do":"control"' not in written
    assert summary(replay_bytes(written.encode())) == summary(game)


# -------------------------------------------------------- the FAQ on scoring


def test_faq_conquer_scores_a_battlefield_you_take_and_have_not_scored_this_turn() -> None:
    board = started(unit("a1", "Ann"), unit("a2", "Ann"))
    events = play(board, StandardMove("Ann", ("a1",), Battlefield("Grove")), EndShowdown())
    assert ev.Conquer(1, "Ann", "Grove", 1, 1) in events
    board.apply(spell("Recall Order", "Ann"))
    board.apply(ResolveItem("Recall Order", (Move(("a1",), Base("Ann")),)))
    assert board.controllers["Grove"] is None
    again = play(board, StandardMove("Ann", ("a2",), Battlefield("Grove")), EndShowdown())
    assert ev.ControlTaken(1, "Ann", "Grove", "already_scored") in again  # no second point
    assert board.scores["Ann"] == 1


def test_faq_hold_scores_a_battlefield_you_control_at_the_start_of_your_turn() -> None:
    board = started(unit("a1", "Ann"), unit("b1", "Ben"))
    play(board, StandardMove("Ann", ("a1",), Battlefield("Grove")), EndShowdown())
    play(board, act.Turn("Ben"))
    events = board.apply(act.Turn("Ann"))
    assert ev.Hold(3, "Ann", "Grove", 1, 2) in events


def test_the_example_in_docs_board_md_is_the_tested_record() -> None:
    docs = (Path(__file__).parents[2] / "docs" / "board.md").read_text()
    example = docs.split("```jsonl\n", 1)[1].split("```", 1)[0]
    assert example == (RECORDS / "board" / "docs_example_duel.jsonl").read_text()


def test_the_python_example_in_docs_board_md_runs() -> None:
    docs = (Path(__file__).parents[2] / "docs" / "board.md").read_text()
    code = docs.split("```python\n", 1)[1].split("```", 1)[0]
    namespace: dict[str, object] = {}
    exec(code, namespace)
    board = namespace["board"]
    assert board.scores == {"Ann": 1, "Ben": 0}  # type: ignore[attr-defined]
    assert board.state.cards["garen"].damage == 2  # type: ignore[attr-defined]
