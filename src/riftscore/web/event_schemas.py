"""JSON Schemas of what the gathering's and the event's routes read (a gathering, its
settings, a player, a result by hand, a round, a table's extension, a recovery), for the
OpenAPI document. What they answer is generated from their structs
(`riftscore.web.view.event_answers`, in `schemas`); a game's requests are in `schemas`.
"""

from __future__ import annotations

from typing import Any

from riftscore.tournament import (
    CUT_SIZES,
    EVENT_MODES,
    MATCH_GAMES_DRAWN_MOST,
    MATCH_GAMES_TO_WIN,
)
from riftscore.web.schemas import TEXT

_MODE: dict[str, Any] = {"enum": list(EVENT_MODES)}
_CUT_SIZE: dict[str, Any] = {"enum": list(CUT_SIZES)}
_PLAYER_NAME: dict[str, Any] = {"type": "string", "minLength": 1, "maxLength": 40}

POINTS: dict[str, Any] = {
    "type": "object",
    "required": ["win", "draw", "loss"],
    "properties": {
        "win": {"type": "integer", "minimum": 0, "maximum": 100},
        "draw": {"type": "integer", "minimum": 0, "maximum": 100},
        "loss": {"type": "integer", "minimum": 0, "maximum": 100},
    },
    "description": "Match points for a match won, drawn, lost (default 3 / 1 / 0; a bye "
    "scores a win); win > draw >= loss.",
}

_SETTINGS_PROPERTIES: dict[str, Any] = {
    "mode": {
        **_MODE,
        "description": "The tables' mode (default match). skirmish and war seat pods of 3 "
        "and 4 (the first preferred); 2v2 registers teams.",
    },
    "points": POINTS,
    "rounds": {
        "type": ["integer", "null"],
        "minimum": 1,
        "maximum": 20,
        "description": "The Swiss rounds planned; null: as suggested for the players.",
    },
    "minutes": {"type": "integer", "minimum": 1, "maximum": 1440},
}

GATHERING_REQUEST: dict[str, Any] = {
    "type": "object",
    "required": ["name"],
    "properties": {
        "name": {"type": "string", "minLength": 1, "maxLength": 200},
        **_SETTINGS_PROPERTIES,
        "seed": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64,
            "description": "The seed of the event's draws (round 1's pairings, the last "
            "tiebreaker); by default a random one, recorded.",
        },
    },
}

SETTINGS_REQUEST: dict[str, Any] = {"type": "object", "properties": _SETTINGS_PROPERTIES}

PLAYER_REQUEST: dict[str, Any] = {
    "type": "object",
    "description": "A player's name; in a 2v2 event, a team: its two `members` (and a "
    "`name`, by default theirs joined). Optionally the legend each plays: `legend` (a "
    "player's), or `legends` (a team's, by member name); the tables' records carry them "
    "(the record's legends extension).",
    "properties": {
        "name": _PLAYER_NAME,
        "members": {"type": "array", "items": _PLAYER_NAME, "minItems": 2, "maxItems": 2},
        "legend": _PLAYER_NAME,
        "legends": {"type": "object", "additionalProperties": _PLAYER_NAME},
    },
}

RESULT_REQUEST: dict[str, Any] = {
    "type": "object",
    "required": ["game_wins"],
    "description": "A table's result, in the order of its entrants (the event's `entrants` "
    "of the table): a match's game wins (a duel or a skirmish/war game: 1 for its winner), "
    "games drawn, and the entrants who did not come.",
    "properties": {
        "game_wins": {
            "type": "array",
            "items": {"type": "integer", "minimum": 0, "maximum": MATCH_GAMES_TO_WIN},
        },
        "games_drawn": {"type": "integer", "minimum": 0, "maximum": MATCH_GAMES_DRAWN_MOST},
        "absent": {"type": "array", "items": TEXT},
        "reason": {"type": "string", "maxLength": 200},
    },
}

ROUND_REQUEST: dict[str, Any] = {
    "type": "object",
    "description": "Either tables made by hand (all optional: 60 minutes, Swiss, every game "
    "of the gathering that is neither over nor in an earlier round), or a round paired "
    'from the players: `"pairings": "swiss"`, or `"top"` for the top cut (with its `size` '
    "when it begins), and `minutes` (default: the event's). A paired round's clock starts "
    'in a second step (`POST .../rounds/{n}/start`), or at once with `"start": true`.',
    "properties": {
        "minutes": {"type": "integer", "minimum": 1, "maximum": 1440},
        "type": {"enum": ["swiss", "single_elimination"]},
        "games": {"type": "array", "items": TEXT, "minItems": 1},
        "pairings": {"enum": ["swiss", "top"]},
        "size": _CUT_SIZE,
        "start": {"type": "boolean"},
    },
}

START_REQUEST: dict[str, Any] = {
    "type": "object",
    "description": "Optional: the round's `minutes` (default: as given when it was paired, "
    "else the event's).",
    "properties": {"minutes": {"type": "integer", "minimum": 1, "maximum": 1440}},
}

EXTENSION_REQUEST: dict[str, Any] = {
    "type": "object",
    "required": ["game", "minutes"],
    "properties": {
        "game": TEXT,
        "minutes": {"type": "integer", "minimum": 1, "maximum": 60},
        "reason": {"type": "string", "maxLength": 200},
    },
}

RECOVERY_REQUEST: dict[str, Any] = {
    "type": "object",
    "required": ["recovery_code"],
    "properties": {"recovery_code": TEXT},
}
