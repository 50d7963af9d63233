"""One interface for both engines: the scoring `Game` and the board kernel's `BoardGame`.

Whoever keeps a game (the service, the store, the API, a replay) holds an `Engine` and
never asks which one it is: `open_engine` builds the right one from a header (and a
starting board, for a board game).

>>> from riftscore.rules import Header, Mode, actions, open_engine
>>> engine = open_engine(Header(Mode.DUEL, ("Ann", "Ben"), ("Grove", "Ruins")))
>>> _ = engine.apply(actions.Turn("Ann"))
>>> engine.options().conquer["Ann"]["Grove"]
ConquerOption(result='point', reason="a Conquer: 1 point, that's 1")
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias, runtime_checkable

from riftscore.rules import actions as act
from riftscore.rules.board.actions import BoardAction
from riftscore.rules.board.events import LogEvent
from riftscore.rules.board.kernel import BoardGame
from riftscore.rules.board.state import Card
from riftscore.rules.game import Game, Outcome
from riftscore.rules.modes import Header
from riftscore.rules.options import Options

#: Anything an engine may be given: the core's actions (any engine), board actions (a
#: board game only; a `Game` refuses them with a `TypeError`).
EngineAction: TypeAlias = act.Action | BoardAction


@runtime_checkable
class Engine(Protocol):
    """A game from its header to its outcome, changed only by `apply`.

    `apply` either raises a `RuleError` and changes nothing, or applies the action and
    returns the events it caused (a board game's include its board events). `preview`,
    `verify`, `can_apply` and `options` change nothing.
    """

    @property
    def header(self) -> Header: ...

    @property
    def scoring(self) -> Game:
        """The scoring game: the engine itself, or the one a board drives."""
        ...

    # `Any`: each engine takes its own vocabulary (`EngineAction`), and a `Game` given a
    # board action raises `TypeError`, as for any value that is not an action.
    def apply(self, action: Any) -> tuple[LogEvent, ...]: ...

    def preview(self, action: Any) -> tuple[LogEvent, ...]: ...

    def verify(self, action: Any) -> None: ...

    def can_apply(self, action: Any) -> bool: ...

    @property
    def events(self) -> Sequence[LogEvent]: ...

    @property
    def actions(self) -> Sequence[EngineAction]: ...

    @property
    def scores(self) -> Mapping[str, int]: ...

    @property
    def controllers(self) -> Mapping[str, str | None]: ...

    @property
    def outcome(self) -> Outcome: ...

    def is_over(self) -> bool: ...

    def to_record(self) -> list[dict[str, object]]:
        """The header and every applied action, as record objects that replay to this."""
        ...

    def checkpoint(self) -> object:
        """Everything the engine's actions can change, for `rollback`."""
        ...

    def rollback(self, checkpoint: object) -> None:
        """Return to a checkpoint taken earlier from this engine (as often as wanted)."""
        ...

    def options(self) -> Options:
        """What each action would do now (`riftscore.rules.options`)."""
        ...


def open_engine(header: Header, board: Sequence[Card] | None = None) -> Engine:
    """The engine for a header: a `Game`, or with a starting board (even an empty one),
    a `BoardGame`."""
    if board is None:
        return Game(header)
    return BoardGame(header, board)


if TYPE_CHECKING:  # mypy --strict holds both engines to the protocol here

    def _both_are_engines(game: Game, board: BoardGame) -> tuple[Engine, Engine]:
        return game, board
