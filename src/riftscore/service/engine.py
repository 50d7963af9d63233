"""The service's one door to the rules: open an engine from a stored header, parse one
action for it, and say what it computed.

A game is played by one of two engines: the scoring `Game`, or a `BoardGame` whose board
decides control (a header with `"board"`, docs/board.md). Everything else in the service
holds an `Engine` and never asks which one it is.

Two functions here stand in for the rules core's and the record module's own, which
are being written on other branches: `open_engine` (for
`riftscore.rules.engine.open_engine`) and `parse_engine_action` (for the record's one
action parser of both vocabularies). Each is the only place the service does its job,
so that swapping in the shared one changes nothing else; `ScoringEngine` and
`BoardEngine` then go too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, cast

from riftscore.record import FieldError, parse_action, parse_header
from riftscore.rules import Game, Header, Mode, Outcome
from riftscore.rules.board import Action, BoardGame, BoardState, board_of
from riftscore.rules.board import notation as board_notation
from riftscore.rules.board.errors import MalformedLine
from riftscore.rules.board.events import LogEvent
from riftscore.rules.version import ENGINE_VERSION

__all__ = [
    "ENGINE_VERSION",
    "Action",
    "BoardEngine",
    "Engine",
    "LogEvent",
    "MalformedAction",
    "ScoringEngine",
    "action_record",
    "open_engine",
    "parse_engine_action",
    "result_of",
]

#: What a malformed record object raises: a missing or mistyped key, in either vocabulary.
MalformedAction = (FieldError, MalformedLine)


class Engine(Protocol):
    """What the service needs of an engine; both the scoring game and a board meet it."""

    @property
    def header(self) -> Header: ...

    @property
    def scoring(self) -> Game:
        """The scoring game: scores, turn, time, match; the board's own for a board game."""
        ...

    @property
    def events(self) -> Sequence[LogEvent]: ...

    @property
    def scores(self) -> dict[str, int]: ...

    @property
    def outcome(self) -> Outcome: ...

    def apply(self, action: Any) -> tuple[LogEvent, ...]: ...

    def preview(self, action: Any) -> tuple[LogEvent, ...]: ...

    def verify(self, action: Any) -> None: ...

    def can_apply(self, action: Any) -> bool: ...

    def is_over(self) -> bool: ...

    def to_record(self) -> list[dict[str, object]]: ...

    def checkpoint(self) -> object: ...

    def rollback(self, checkpoint: object) -> None: ...


class ScoringEngine(Game):
    """The scoring game as an engine: it is its own scoring game."""

    __slots__ = ()

    @property
    def scoring(self) -> Game:
        return self


class BoardEngine(BoardGame):
    """A board game as an engine: the scoring game it drives, and checkpoints of both."""

    __slots__ = ()

    @property
    def header(self) -> Header:
        return self.game.header

    @property
    def scoring(self) -> Game:
        return self.game

    @property
    def outcome(self) -> Outcome:
        return self.game.outcome

    def is_over(self) -> bool:
        return self.game.is_over()

    def checkpoint(self) -> object:
        """The board as it stands (its state is immutable; its logs only grow) and a
        checkpoint of the scoring game: as `BoardGame.preview` saves them."""
        return (self._state, len(self._events), len(self._actions), self.game.checkpoint())

    def rollback(self, checkpoint: object) -> None:
        """Return to a checkpoint taken earlier from this board (as often as wanted)."""
        state, events, actions, scoring = cast(tuple[BoardState, int, int, object], checkpoint)
        self.game.rollback(scoring)
        self._state = state
        del self._events[events:]
        del self._actions[actions:]


def open_engine(header: object) -> Engine:
    """The engine of a record header object: a board game if it sets out a `"board"`.

    Raises `FieldError` or a `RuleError` (`InvalidHeader`, `InvalidBoard`, ...) naming
    what is wrong with the header.
    """
    parsed = parse_header(header)
    assert isinstance(header, dict)  # parse_header refuses anything else
    if "board" in header:
        return BoardEngine(parsed, board_notation.parse_setup(header["board"]))
    return ScoringEngine(parsed)


def parse_engine_action(engine: Engine, obj: object) -> Action:
    """One record action object for this engine: a board game also takes the board verbs.

    Raises `FieldError` or `MalformedLine` (both in `MalformedAction`) naming the key.
    """
    if board_of(engine.scoring) is not None:
        board_action = board_notation.parse_action(obj)
        if board_action is not None:
            return board_action
    return parse_action(obj)


def action_record(action: Action) -> dict[str, Any]:
    """The action as the record writes it (and the log stores it): only the keys it needs."""
    return board_notation.action_to_dict(action)


def result_of(engine: Engine) -> dict[str, Any]:
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
    game = engine.scoring
    outcome = game.outcome
    result: dict[str, Any] = {
        "outcome": outcome.result,
        "winners": list(outcome.winners),
        "scores": game.scores,
    }
    if game.mode is Mode.MATCH:
        result["games"] = [
            {
                "outcome": g.outcome.result,
                "winners": list(g.outcome.winners),
                "scores": dict(g.scores),
            }
            for g in game.games
        ]
    return result
