"""The rules core: Riftbound scoring as a pure state machine (standard library only, no I/O).

from riftscore.rules import Game, Header, Mode, actions
game = Game(Header(Mode.DUEL, ("Ann", "Ben"), ("Grove", "Ruins")))
game.apply(actions.Turn("Ann"))
game.apply(actions.Control("Ann", "Grove"))   # -> (events.Conquer(...),)
"""

from riftscore.rules import actions, events
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
from riftscore.rules.modes import FORMAT, MODE_RULES, Header, Mode, ModeRules, Round

__all__ = [
    "DRAW",
    "FORMAT",
    "MODE_RULES",
    "ONGOING",
    "WIN",
    "ControlError",
    "Game",
    "GameOver",
    "GameResult",
    "Header",
    "InvalidHeader",
    "InvalidPoints",
    "MatchError",
    "Mode",
    "ModeRules",
    "NoTurnInProgress",
    "NotAllowedInMode",
    "NotAnOpponent",
    "Outcome",
    "Round",
    "RuleError",
    "TimeAlreadyCalled",
    "TimeState",
    "TurnOutOfOrder",
    "UnknownBattlefield",
    "UnknownPlayer",
    "actions",
    "events",
    "replay",
]
