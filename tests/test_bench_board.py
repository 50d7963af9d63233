"""bench/board_corpus.py's seeded board games: legal, varied, the same for the same seed,
and scored as their declared twins score; bench/board.py prints its figures.
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from bench import board, board_corpus
from bench.board_corpus import generate, parse_board_record, parse_plain_record

from riftscore.record import replay_bytes, summary
from riftscore.rules import Game
from riftscore.rules.board import BoardGame, board_of
from riftscore.rules.board import events as board_events
from riftscore.rules.events import REQUIRED_KINDS

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def corpus() -> list[board_corpus.BoardRecord]:
    return generate(seed=11, actions=4_000)


def scoring(out: dict[str, object]) -> dict[str, object]:
    events = out["events"]
    assert isinstance(events, list)
    return {
        "outcome": out["outcome"],
        "winners": out["winners"],
        "scores": out["scores"],
        "games": out.get("games"),
        "events": [e for e in events if e["event"] in REQUIRED_KINDS],
    }


def test_every_generated_board_game_replays_and_scores_as_its_declared_twin(
    corpus: list[board_corpus.BoardRecord],
) -> None:
    for record in corpus:
        played = replay_bytes(record.board)
        assert board_of(played) is not None, "a board record replays through the board"
        twin = replay_bytes(record.declared)
        assert board_of(twin) is None
        assert scoring(summary(played)) == scoring(summary(twin))


def test_the_benchmark_s_parsed_games_drive_the_kernel_to_the_replayed_scores(
    corpus: list[board_corpus.BoardRecord],
) -> None:
    """What bench/board.py times (the kernel and the scoring engine fed parsed actions)
    reaches the same game as the record replay does."""
    for record in corpus[:20]:
        header, cards, actions = parse_board_record(record.board)
        kernel = BoardGame(header, cards)
        for action in actions:
            kernel.apply(action)
        twin_header, twin_actions = parse_plain_record(record.declared)
        scoring_only = Game(twin_header)
        for action in twin_actions:
            scoring_only.apply(action)
        replayed = replay_bytes(record.board)
        assert kernel.scores == scoring_only.scores == replayed.scores
        assert kernel.game.outcome == scoring_only.outcome == replayed.outcome


def test_the_games_are_varied_boards_not_only_turns(
    corpus: list[board_corpus.BoardRecord],
) -> None:
    modes = Counter(parse_board_record(r.board).header.mode.value for r in corpus)
    assert set(modes) == {"duel", "match", "skirmish", "war", "2v2"}
    happened: Counter[str] = Counter()
    for record in corpus:
        found = board_of(replay_bytes(record.board))
        assert found is not None
        happened.update(board_events.to_dict(e)["event"] for e in found.events)
    for kind in (
        "card_entered",
        "unit_moved",
        "showdown_began",
        "showdown_ended",
        "combat_began",
        "combat_ended",
        "damage_marked",
        "killed",
        "deathknell_triggered",
        "resolution_finished",
        "item_removed",
        "cleanup_started",
        "conquer",
        "hold",
        "win",
        "match",
    ):
        assert happened[kind] > 0, f"no {kind} in the corpus"
    verbs = Counter(v for r in corpus for v in board_corpus.verbs(r.board))
    assert verbs["standard_move"] > verbs["turn"] / 4, "units move most turns"
    assert verbs["combat_result"] > 0 and verbs["end_showdown"] > 0


def test_a_seed_gives_the_same_games_in_any_interpreter(
    corpus: list[board_corpus.BoardRecord],
) -> None:
    """Byte for byte, even with another string hash seed (set order differs)."""
    assert generate(seed=11, actions=4_000) == corpus
    assert generate(seed=12, actions=4_000) != corpus
    program = (
        "import hashlib; from bench.board_corpus import generate; "
        "print(hashlib.sha256(b''.join(b + d for b, d in generate(11, 1_000))).hexdigest())"
    )
    digests = {
        subprocess.run(
            [sys.executable, "-c", program],
            cwd=ROOT,
            env={"PYTHONHASHSEED": seed, "PATH": ""},
            capture_output=True,
            check=True,
            text=True,
        ).stdout
        for seed in ("1", "2")
    }
    in_process = generate(seed=11, actions=1_000)
    expected = hashlib.sha256(b"".join(b + d for b, d in in_process)).hexdigest() + "\n"
    assert digests == {expected}


def test_the_benchmark_ends_with_its_figures(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(board_corpus, "CACHE_DIR", tmp_path)
    monkeypatch.setattr(board, "QUICK_ACTIONS", 600)
    monkeypatch.setattr(board, "SHORTEST_TIMING", 0.01)
    monkeypatch.setattr(sys, "argv", ["board.py", "--quick", "--repeat", "1"])
    board.main()
    lines = capsys.readouterr().out.splitlines()
    assert any("where the kernel's time goes" in line for line in lines)
    last = dict(pair.split("=") for pair in lines[-1].split())
    assert set(last) == {"board_actions_per_s", "ratio"}
    assert int(last["board_actions_per_s"]) > 0 and float(last["ratio"]) > 0
    assert list(tmp_path.glob("board-v*-seed1-600.msgpack")), "the corpus is cached"
