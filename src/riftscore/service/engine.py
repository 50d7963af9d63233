"""The service's one door to the rules: open an engine from a stored header, parse one
action for it, and say what it computed.

A game is played by one of two engines: the scoring `Game`, or a `BoardGame` whose board
decides control (a header with `"board"`, docs/board.md). Both meet the rules core's
`Engine` protocol; everything else in the service holds an `Engine` and never asks which
one it is. Opening and parsing are the record module's (`engine_from_header`,
`read_action`), so that a stored game is read exactly as `riftscore replay` reads it.
"""

from __future__ import annotations

from typing import Any

from riftscore.record import FieldError, engine_from_header, read_action
from riftscore.record.output import result
from riftscore.rules import Engine, EngineAction
from riftscore.rules.board import BoardGame
from riftscore.rules.board import notation as board_notation
from riftscore.rules.board.events import LogEvent
from riftscore.rules.version import ENGINE_VERSION

__all__ = [
    "ENGINE_VERSION",
    "Action",
    "Engine",
    "LogEvent",
    "MalformedAction",
    "action_record",
    "open_engine",
    "parse_engine_action",
    "result_of",
]

Action = EngineAction

#: What a malformed record object raises: a missing or mistyped key, in either vocabulary.
MalformedAction = (FieldError,)


def open_engine(header: object) -> Engine:
    """The engine of a record header object: a board game if it sets out a `"board"`.

    Raises `FieldError` or a `RuleError` (`InvalidHeader`, `InvalidBoard`, ...) naming
    what is wrong with the header.
    """
    return engine_from_header(header)


def parse_engine_action(engine: Engine, obj: object) -> Action:
    """One record action object for this engine: a board game also takes the board verbs.

    Raises `FieldError` naming the key, or a `RuleError` for a key this game cannot have
    (`ally_occupies` outside 2v2 or in a board game).
    """
    return read_action(obj, engine.header, board=isinstance(engine, BoardGame))


def action_record(action: Action) -> dict[str, Any]:
    """The action as the record writes it (and the log stores it): only the keys it needs."""
    return board_notation.action_to_dict(action)


def result_of(engine: Engine) -> dict[str, object]:
    """What the engine computed, as stored beside the log: the outcome, winners and
    scores, and in a match each game's (the `riftscore replay --json` keys, no events).

    >>> engine = open_engine(
    ...     {"format": "riftscore/1", "mode": "duel", "players": ["Ann", "Ben"],
    ...      "battlefields": ["Grove", "Ruins"], "start": {"scores": {"Ben": 7}}}
    ... )
    >>> for line in ({"do": "turn", "player": "Ann"}, {"do": "end_turn"},
    ...              {"do": "turn", "player": "Ben"},
    ...              {"do": "control", "player": "Ben", "battlefield": "Grove"}):
    ...     _ = engine.apply(parse_engine_action(engine, line))
    >>> result_of(engine)
    {'outcome': 'ongoing', 'winners': [], 'scores': {'Ann': 0, 'Ben': 7}}
    """
    return result(engine.scoring)
