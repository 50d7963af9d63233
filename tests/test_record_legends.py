"""The legends extension of riftscore/1 (docs/record-extensions.md): a header may give
each player's legend (champion). No rule reads it: the game scores as it would without
it; the record keeps it, `replay --json` shows it, and a legend for somebody who is not a
player, or a value that is not a legend's name, is refused at line 1. Both of the reader's
paths agree."""

from __future__ import annotations

import json
from typing import Any

import pytest

from riftscore.record import RecordError, dumps, replay_bytes, summary
from riftscore.record.replay import replay_fast, replay_line_by_line
from riftscore.words import say_phrase

DUEL: dict[str, Any] = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}
GAME = [
    {"do": "turn", "player": "Ann"},
    {"do": "control", "player": "Ann", "battlefield": "Grove"},
    {"do": "gain", "player": "Ann", "points": 7},
]


def record(header: dict[str, Any], actions: list[dict[str, Any]] = GAME) -> bytes:
    return b"".join(json.dumps(obj).encode() + b"\n" for obj in [header, *actions])


def refusal(data: bytes) -> RecordError:
    assert replay_fast(data) is None
    with pytest.raises(RecordError) as caught:
        replay_line_by_line(data)
    return caught.value


def test_a_game_with_legends_scores_as_the_same_game_without_them() -> None:
    with_legends = {**DUEL, "legends": {"Ann": "Jinx", "Ben": "Viktor"}}
    plain = summary(replay_bytes(record(DUEL)))
    shown = summary(replay_bytes(record(with_legends)))
    assert shown.pop("legends") == {"Ann": "Jinx", "Ben": "Viktor"}
    assert shown == plain
    assert "legends" not in plain  # an optional key: absent when the header has none
    assert plain["winners"] == ["Ann"]  # the conquer and 7 points: 8, won in the cleanup


def test_both_paths_read_legends_alike_and_the_record_keeps_them() -> None:
    data = record({**DUEL, "legends": {"Ben": "Viktor"}})  # one player's alone
    fast = replay_fast(data)
    assert fast is not None
    careful = replay_line_by_line(data)
    assert fast.header == careful.header
    assert dict(careful.header.legends) == {"Ben": "Viktor"}
    exported = dumps(careful).splitlines()[0]
    assert json.loads(exported)["legends"] == {"Ben": "Viktor"}


def test_null_legends_are_no_legends() -> None:
    game = replay_bytes(record({**DUEL, "legends": None}))
    assert dict(game.header.legends) == {}


def test_a_legend_for_somebody_who_is_not_a_player_is_refused_at_line_1() -> None:
    error = refusal(record({**DUEL, "legends": {"Ann": "Jinx", "Cat": "Viktor"}}))
    assert error.line == 1
    assert error.code == "legends-unknown-player"
    assert error.params["player"] == "Cat"
    assert str(error) == (
        "line 1: legends gives 'Cat' the legend 'Viktor', but 'Cat' is not a player"
    )
    assert "Viktor" in say_phrase(error.phrase, "de")


@pytest.mark.parametrize(
    "legends", [["Jinx", "Viktor"], {"Ann": ""}, {"Ann": 3}, {"Ann": ["Jinx"]}, "Jinx"]
)
def test_legends_that_are_not_names_of_legends_are_refused_at_line_1(legends: object) -> None:
    error = refusal(record({**DUEL, "legends": legends}))
    assert error.line == 1
    assert error.code == "key-wrong"
    assert str(error).startswith('line 1: the header: "legends" must be an object of player names')
