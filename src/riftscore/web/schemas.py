"""JSON Schemas of what the API reads and writes, for its OpenAPI document.

Requests are checked by the record module (`riftscore.record`), whose messages name the
field or rule at fault; these schemas describe the same shapes for readers and for
generated tests. Keys they do not name are allowed: a record ignores keys it does not
know (tools may add their own).
"""

from __future__ import annotations

from typing import Any

NAME: dict[str, Any] = {"type": "string", "minLength": 1}
NAMES: dict[str, Any] = {"type": "array", "items": NAME}
COUNT: dict[str, Any] = {"type": "integer"}
TEXT: dict[str, Any] = {"type": "string"}
ANY_OBJECT: dict[str, Any] = {"type": "object"}


def _action(do: str, required: tuple[str, ...] = (), **properties: Any) -> dict[str, Any]:
    return {
        "type": "object",
        "title": do,
        "required": ["do", *required],
        "properties": {"do": {"const": do}, **properties},
    }


# Nested lists (`beginning`, `resolve`'s `actions`) hold actions of the same shapes; they
# are described loosely here, to keep the document free of recursion.
NESTED_ACTIONS: dict[str, Any] = {"type": "array", "items": {"type": "object", "required": ["do"]}}

ACTION: dict[str, Any] = {
    "description": "One record action (riftscore/1): a fact about what happened at the table.",
    "oneOf": [
        _action(
            "turn",
            ("player",),
            player=NAME,
            extra={"type": "boolean"},
            beginning=NESTED_ACTIONS,
            ally_occupies=NAMES,
        ),
        _action("control", ("player", "battlefield"), player=NAME, battlefield=NAME),
        _action("lose_control", ("battlefield",), battlefield=NAME),
        _action("gain", ("player", "points"), player=NAME, points=COUNT, source=TEXT),
        _action("burn_out", ("player", "opponents"), player=NAME, opponents=NAMES),
        _action("adjust", ("player", "points"), player=NAME, points=COUNT, reason=TEXT),
        _action("set_victory_score", ("points",), points=COUNT),
        _action("resolve", ("actions",), actions=NESTED_ACTIONS),
        _action("end_turn"),
        _action("time"),
        _action("game", ("battlefields", "first"), battlefields=NAMES, first=NAME),
        _action("concede", ("player",), player=NAME),
    ],
}

HEADER: dict[str, Any] = {
    "type": "object",
    "description": "A record header (riftscore/1): the game's mode, players and battlefields.",
    "required": ["format", "mode", "players", "battlefields"],
    "properties": {
        "format": {"const": "riftscore/1"},
        "mode": {"enum": ["duel", "match", "skirmish", "war", "2v2"]},
        "players": NAMES,
        "teams": {"type": "array", "items": NAMES},
        "battlefields": NAMES,
        "victory_score": COUNT,
        "round": {"enum": ["swiss", "single_elimination"]},
        "start": {
            "type": "object",
            "properties": {
                "scores": {"type": "object", "additionalProperties": COUNT},
                "control": {"type": "object", "additionalProperties": NAME},
            },
        },
    },
}

GATHERING_GAME_REQUEST: dict[str, Any] = {
    **HEADER,
    "description": "A record header, with an optional `table`: the organiser's label for it.",
    "properties": {**HEADER["properties"], "table": TEXT},
}

GATHERING_REQUEST: dict[str, Any] = {
    "type": "object",
    "required": ["name"],
    "properties": {"name": {"type": "string", "minLength": 1, "maxLength": 200}},
}

ERROR: dict[str, Any] = {
    "type": "object",
    "required": ["error"],
    "properties": {
        "error": {
            "type": "object",
            "required": ["code", "message"],
            "properties": {"code": TEXT, "message": TEXT},
        }
    },
}

PING: dict[str, Any] = {
    "type": "object",
    "required": ["ok"],
    "properties": {"ok": {"const": True}},
}

LINKS: dict[str, Any] = {"type": "object", "additionalProperties": TEXT}

CREATED_GAME: dict[str, Any] = {
    "type": "object",
    "required": ["id", "write_token", "version", "links"],
    "properties": {
        "id": TEXT,
        "write_token": TEXT,
        "version": COUNT,
        "table": {"type": ["string", "null"]},
        "links": LINKS,
    },
}

CREATED_GATHERING: dict[str, Any] = {
    "type": "object",
    "required": ["id", "organiser_token", "links"],
    "properties": {"id": TEXT, "organiser_token": TEXT, "links": LINKS},
}

_PER_PLAYER_BATTLEFIELDS: dict[str, Any] = {
    "type": "object",
    "additionalProperties": {"type": "array", "items": TEXT},
}
_SCORES: dict[str, Any] = {"type": "object", "additionalProperties": COUNT}
_EVENTS: dict[str, Any] = {
    "type": "array",
    "items": {"type": "object", "required": ["event"], "properties": {"event": TEXT}},
}
_SENTENCES: dict[str, Any] = {"type": "array", "items": TEXT}
_NULLABLE_TEXT: dict[str, Any] = {"type": ["string", "null"]}

VIEW: dict[str, Any] = {
    "type": "object",
    "description": "Where the game stands, and what the last entry of its log did.",
    "required": [
        "id",
        "version",
        "mode",
        "players",
        "teams",
        "outcome",
        "winners",
        "by",
        "scores",
        "new_events",
        "announcements",
        "last_entry",
        "battlefields",
        "turn",
        "scored_this_turn",
        "barred",
        "final_point",
        "holds_due",
        "victory_score",
        "time",
    ],
    "properties": {
        "id": TEXT,
        "version": {"type": "integer", "minimum": 0},
        "mode": TEXT,
        "players": {"type": "array", "items": TEXT},
        "teams": {"type": ["array", "null"]},
        "outcome": {"enum": ["win", "draw", "ongoing"]},
        "winners": {"type": "array", "items": TEXT},
        "by": _NULLABLE_TEXT,
        "scores": _SCORES,
        "new_events": _EVENTS,
        "announcements": _SENTENCES,
        "last_entry": {
            "type": ["object", "null"],
            "properties": {
                "seq": COUNT,
                "kind": {"enum": ["action", "undo"]},
                "action": {"type": ["object", "null"]},
                "retracts": {"type": ["integer", "null"]},
                "announcements": _SENTENCES,
            },
        },
        "battlefields": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["name", "controller"],
                "properties": {"name": TEXT, "controller": _NULLABLE_TEXT},
            },
        },
        "turn": {
            "type": "object",
            "required": ["number", "player", "in_progress", "next_player"],
            "properties": {
                "number": COUNT,
                "player": _NULLABLE_TEXT,
                "in_progress": {"type": "boolean"},
                "next_player": TEXT,
            },
        },
        "scored_this_turn": _PER_PLAYER_BATTLEFIELDS,
        "barred": _PER_PLAYER_BATTLEFIELDS,
        "final_point": _PER_PLAYER_BATTLEFIELDS,
        "holds_due": {"type": "array", "items": TEXT},
        "victory_score": COUNT,
        "time": {
            "type": "object",
            "required": [
                "called",
                "additional_turns",
                "additional_played",
                "current_additional",
                "additional_left",
                "sudden_death",
            ],
        },
        "game_number": COUNT,
        "games": {"type": "array", "items": ANY_OBJECT},
        "game_wins": _SCORES,
        "set_aside": {"type": "array", "items": TEXT},
    },
}

FULL_VIEW: dict[str, Any] = {
    **VIEW,
    "description": "The `riftscore replay --json` object (every event), the view's keys, "
    "every announcement, and the whole log (undone entries marked).",
    "required": [*VIEW["required"], "events", "history"],
    "properties": {
        **VIEW["properties"],
        "events": _EVENTS,
        "history": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["seq", "kind", "action", "retracts", "undone", "announcements"],
            },
        },
    },
}

CONFLICT: dict[str, Any] = {
    "type": "object",
    "required": ["error", "view"],
    "properties": {**ERROR["properties"], "view": VIEW},
}

GATHERING: dict[str, Any] = {
    "type": "object",
    "required": ["id", "name", "games"],
    "properties": {
        "id": TEXT,
        "name": TEXT,
        "games": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["id", "table", "outcome", "winners", "scores", "version"],
            },
        },
    },
}
