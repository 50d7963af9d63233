"""A replayed game as `riftscore replay --json` prints it, and as a record again."""

from __future__ import annotations

import msgspec

from riftscore.rules import Game, Mode
from riftscore.rules import events as ev
from riftscore.rules.board import board_of
from riftscore.rules.board import events as board_events

_encode = msgspec.json.Encoder().encode


def result(game: Game) -> dict[str, object]:
    """The result part of the `riftscore replay --json` object: `outcome`, `winners`,
    `scores`, and in a match each game's (`games`)."""
    outcome = game.outcome
    out: dict[str, object] = {
        "outcome": outcome.result,
        "winners": list(outcome.winners),
        "scores": game.scores,
    }
    if game.mode is Mode.MATCH:
        out["games"] = [
            {
                "outcome": g.outcome.result,
                "winners": list(g.outcome.winners),
                "scores": dict(g.scores),
            }
            for g in game.games
        ]
    return out


def summary(game: Game, *, events_from: int = 0) -> dict[str, object]:
    """The object `riftscore replay --json` prints (record-format.md, last section).
    `events_from`: only the events from that index on (a page of a long game's)."""
    out = result(game)
    if game.header.legends:  # the legends extension, as the header gave it
        out["legends"] = dict(game.header.legends)
    board = board_of(game)
    if board is not None:  # a board game: the board's events too, in order (docs/board.md)
        out["events"] = [board_events.to_dict(e) for e in board.events[events_from:]]
    else:
        out["events"] = [ev.to_dict(e) for e in game.events[events_from:]]
    return out


def dumps(game: Game) -> str:
    """The game as a record: its header and every applied action, one JSON object a line."""
    return "".join(_encode(obj).decode() + "\n" for obj in game.to_record())


def encode(obj: object) -> bytes:
    return _encode(obj)
