"""`riftscore replay --json` on a board record: the board's events in the summary's list,
each with a stable kind, around the scoring events, which stay exactly as they were.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, get_args

from typer.testing import CliRunner

from riftscore.cli import app
from riftscore.record import replay_bytes, summary
from riftscore.rules import events as ev
from riftscore.rules.board import board_of
from riftscore.rules.board.events import KIND, BoardEvent
from tests.conftest import record

ROOT = Path(__file__).parents[2]
DOCS_EXAMPLE = ROOT / "tests" / "records" / "board" / "docs_example_duel.jsonl"
MATCH = ROOT / "tests" / "records" / "board" / "match_best_of_three.jsonl"


def replay_json(path: Path) -> dict[str, Any]:
    result = CliRunner().invoke(app, ["replay", str(path), "--json"])
    assert result.exit_code == 0, result.output
    out: dict[str, Any] = json.loads(result.stdout)
    return out


def scoring_only(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    board_kinds = set(KIND.values())
    return [e for e in events if e["event"] not in board_kinds]


def test_every_board_event_has_its_own_kind_and_none_is_a_core_kind() -> None:
    classes = get_args(BoardEvent)
    assert set(KIND) == set(classes)
    assert len(set(KIND.values())) == len(classes)
    assert not set(KIND.values()) & set(ev.KIND.values())


def test_docs_board_md_lists_every_kind_with_its_keys() -> None:
    docs = (ROOT / "docs" / "board.md").read_text()
    table = docs.split("### `riftscore replay --json`", 1)[1].split("\n## ", 1)[0]
    listed = {}
    for line in table.splitlines():
        if line.startswith("| `"):
            kind, keys = line.split("|")[1:3]
            listed[kind.strip().strip("`")] = [k.strip().strip("`") for k in keys.split(",")]
    assert listed == {kind: list(cls._fields) for cls, kind in KIND.items()}


def test_the_docs_example_shows_the_showdown_that_made_the_conquest() -> None:
    events = replay_json(DOCS_EXAMPLE)["events"]
    conquest = events.index(
        {
            "event": "conquer",
            "turn": 1,
            "player": "Ann",
            "battlefield": "Grove",
            "points": 1,
            "score": 1,
        }
    )
    before = events[:conquest]
    assert before[-2:] == [
        {"event": "showdown_ended", "battlefield": "Grove"},
        {"event": "contest_ended", "battlefield": "Grove"},
    ]
    assert {
        "event": "unit_moved",
        "unit": "ann-yasuo",
        "origin": "Ann's base",
        "destination": "Grove",
        "standard": True,
    } in before
    assert {"event": "showdown_began", "battlefield": "Grove", "combat": False} in before
    assert {
        "event": "cleanup_started",
        "number": 6,
        "kind": "normal",
        "reasons": ["319.7", "319.8"],
    } in before


def test_the_combat_and_the_deathknell_of_the_docs_example_are_in_the_list() -> None:
    events = replay_json(DOCS_EXAMPLE)["events"]
    kinds = [e["event"] for e in events]
    assert {
        "event": "combat_began",
        "battlefield": "Grove",
        "attacker": "Ben",
        "defender": "Ann",
    } in events
    assert {"event": "killed", "card": "ben-garen", "owner": "Ben", "location": "Grove"} in events
    assert kinds.index("combat_ended") < kinds.index("lose_control")
    deathknell = {
        "event": "deathknell_triggered",
        "unit": "ben-sona",
        "item": "ben-sona-deathknell",
    }
    gain = next(e for e in events if e["event"] == "gain")
    assert events.index(deathknell) < events.index(gain)


def test_the_scoring_events_are_those_of_the_scoring_game_in_order() -> None:
    for path in (DOCS_EXAMPLE, MATCH):
        game = replay_bytes(path.read_bytes())
        out = replay_json(path)
        assert scoring_only(out["events"]) == [ev.to_dict(e) for e in game.events]
        board = board_of(game)
        assert board is not None and len(out["events"]) == len(board.events)


def test_a_designation_removed_is_written_as_null() -> None:
    data = record(
        {
            "format": "riftscore/1",
            "mode": "duel",
            "players": ["Ann", "Ben"],
            "battlefields": ["Grove", "Ruins"],
            "start": {"control": {"Ruins": "Ben"}},
            "board": {
                "units": [
                    {"id": "a1", "owner": "Ann", "might": 3},
                    {"id": "b1", "owner": "Ben", "might": 2, "at": "Ruins"},
                ]
            },
        },
        {"do": "turn", "player": "Ann"},
        {"do": "standard_move", "player": "Ann", "units": ["a1"], "to": "Ruins"},
        {"do": "combat_result", "damage": {"b1": 2}},
    )
    events = summary(replay_bytes(data))["events"]
    assert isinstance(events, list)
    assert {"event": "designation_changed", "unit": "a1", "designation": "attacker"} in events
    assert {"event": "designation_changed", "unit": "a1", "designation": None} in events
    assert {
        "event": "conquer",
        "turn": 1,
        "player": "Ann",
        "battlefield": "Ruins",
        "points": 1,
        "score": 1,
    } in events


def test_a_record_without_a_board_lists_only_scoring_events() -> None:
    data = record(
        {
            "format": "riftscore/1",
            "mode": "duel",
            "players": ["Ann", "Ben"],
            "battlefields": ["Grove", "Ruins"],
        },
        {"do": "turn", "player": "Ann"},
        {"do": "control", "player": "Ann", "battlefield": "Grove"},
    )
    events = summary(replay_bytes(data))["events"]
    assert events == [
        {
            "event": "turn",
            "turn": 1,
            "player": "Ann",
            "extra": False,
            "additional": 0,
            "additional_turns": 0,
        },
        {
            "event": "conquer",
            "turn": 1,
            "player": "Ann",
            "battlefield": "Grove",
            "points": 1,
            "score": 1,
        },
    ]
