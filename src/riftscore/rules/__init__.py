"""The rules core: Riftbound scoring as a pure state machine (standard library only, no I/O).

from riftscore.rules import Game, Header, Mode, actions
game = Game(Header(Mode.DUEL, ("Ann", "Ben"), ("Grove", "Ruins")))
game.apply(actions.Turn("Ann"))
game.apply(actions.Control("Ann", "Grove"))   # -> (events.Conquer(...),)
game.options().conquer["Ann"]["Ruins"]        # -> ConquerOption("point", ...)
game.state()                                  # -> GameState(scores=..., turn=..., ...)

`open_engine(header, board)` gives the `Engine` for any header: a `Game`, or with a
starting board, a `BoardGame` (`riftscore.rules.board`).
"""

from riftscore.rules import actions, events
from riftscore.rules import game as _game
from riftscore.rules.engine import Engine, EngineAction, open_engine
from riftscore.rules.errors import (
    ControlError,
    GameOver,
    InvalidHeader,
    InvalidPoints,
    MatchError,
    NotAllowedInMode,
    NotAnOpponent,
    NoTurnInProgress,
    RuleError,
    TimeAlreadyCalled,
    TurnOutOfOrder,
    UnknownBattlefield,
    UnknownPlayer,
)
from riftscore.rules.game import DRAW, ONGOING, WIN, Game, GameResult, Outcome, TimeState, replay
from riftscore.rules.match import EndOfRound, end_of_round_procedure
from riftscore.rules.modes import FORMAT, MODE_RULES, Header, Mode, ModeRules, Round
from riftscore.rules.options import ConquerOption, NextGameOption, Options
from riftscore.rules.state import GameState, MatchState, TurnState

#: Whether the scoring engine runs compiled (a wheel built with mypyc, docs/performance.md)
#: rather than from its Python source: the same rules either way.
COMPILED: bool = not (_game.__file__ or "").endswith(".py")

__all__ = [
    "COMPILED",
    "DRAW",
    "FORMAT",
    "MODE_RULES",
    "ONGOING",
    "WIN",
    "ConquerOption",
    "ControlError",
    "EndOfRound",
    "Engine",
    "EngineAction",
    "Game",
    "GameOver",
    "GameResult",
    "GameState",
    "Header",
    "InvalidHeader",
    "InvalidPoints",
    "MatchError",
    "MatchState",
    "Mode",
    "ModeRules",
    "NextGameOption",
    "NoTurnInProgress",
    "NotAllowedInMode",
    "NotAnOpponent",
    "Options",
    "Outcome",
    "Round",
    "RuleError",
    "TimeAlreadyCalled",
    "TimeState",
    "TurnOutOfOrder",
    "TurnState",
    "UnknownBattlefield",
    "UnknownPlayer",
    "actions",
    "end_of_round_procedure",
    "events",
    "open_engine",
    "replay",
]
