"""JSON Schemas of what the API reads and writes, for its OpenAPI document.

Requests are checked by the record module (`riftscore.record`), whose messages name the
field or rule at fault; these schemas describe the same shapes for readers and for
generated tests. Keys they do not name are allowed: a record ignores keys it does not
know (tools may add their own).
"""

from __future__ import annotations

from typing import Any

import msgspec

from riftscore.record import WIRE_TYPES
from riftscore.rules.board import VERBS as BOARD_VERBS
from riftscore.service import fields
from riftscore.web.view import answers

NAME: dict[str, Any] = {"type": "string", "minLength": 1}
NAMES: dict[str, Any] = {"type": "array", "items": NAME}
COUNT: dict[str, Any] = {"type": "integer"}
TEXT: dict[str, Any] = {"type": "string"}
ANY_OBJECT: dict[str, Any] = {"type": "object"}


_REF = "#/$defs/"


def _inline(value: Any, parts: dict[str, Any], title: Any = None) -> Any:
    """A schema with every reference to `parts` written out in place (the document
    needs no shared parts, and no answer nor action refers to itself). `title(name)`
    titles each part written out, if given."""
    if isinstance(value, list):
        return [_inline(item, parts, title) for item in value]
    if not isinstance(value, dict):
        return value
    ref = value.get("$ref")
    if isinstance(ref, str) and ref.startswith(_REF):
        name = ref[len(_REF) :]
        part = _inline(parts[name], parts, title)
        return part if title is None else {**part, "title": title(name)}
    # A discriminator's mapping names the parts by reference: there are none left.
    return {
        key: _inline(item, parts, title) for key, item in value.items() if key != "discriminator"
    }


def answer_schema(answer: type[msgspec.Struct]) -> dict[str, Any]:
    """The JSON Schema of an answer body, generated from its struct
    (`riftscore.web.view.answers`): the document says what the code encodes."""
    (ref,), parts = msgspec.json.schema_components((answer,), ref_template=_REF + "{name}")
    schema: dict[str, Any] = _inline(ref, parts)
    return schema


def _wire_action_schemas() -> list[dict[str, Any]]:
    """One schema per verb of the record, generated from the record's wire structs (which
    follow the core's action classes), so that the vocabulary is declared once. Each is
    written out whole (titled with its verb), nested actions included: the document
    needs no shared parts, and the vocabulary has no cycle."""
    refs, parts = msgspec.json.schema_components(WIRE_TYPES, ref_template=_REF + "{name}")
    tags = {struct.__name__: str(struct.__struct_config__.tag) for struct in WIRE_TYPES}
    return [_inline(ref, parts, tags.__getitem__) for ref in refs]


_BOARD_ACTION: dict[str, Any] = {
    "title": "board verbs",
    "description": "A board game also takes the board's verbs (docs/board.md).",
    "type": "object",
    "required": ["do"],
    "properties": {"do": {"enum": sorted(BOARD_VERBS)}},
}

ACTION: dict[str, Any] = {
    "description": "One record action (riftscore/1): a fact about what happened at the table.",
    "oneOf": [*_wire_action_schemas(), _BOARD_ACTION],
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
        "victory_score": {"type": "integer", "minimum": 1, "maximum": fields.MAX_VICTORY_SCORE},
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

PING: dict[str, Any] = {
    "type": "object",
    "required": ["ok"],
    "properties": {"ok": {"const": True}},
}

LINKS: dict[str, Any] = {"type": "object", "additionalProperties": TEXT}

# ------------------------------------------------------------------ a game's answers
# Generated from the structs the routes encode (`riftscore.web.view.answers`).

VIEW = answer_schema(answers.View)
FULL_VIEW = answer_schema(answers.FullView)
HISTORY_PAGE = answer_schema(answers.HistoryPage)
EVENTS_PAGE = answer_schema(answers.EventsPage)
PREVIEW = answer_schema(answers.Preview)
CREATED_GAME = answer_schema(answers.CreatedGame)
CLOCK = answer_schema(answers.Clock)
TABLE_CLOCK = answer_schema(answers.TableClock)
ERROR = answer_schema(answers.Error)
CONFLICT = answer_schema(answers.VersionConflict)

_SCORES: dict[str, Any] = {"type": "object", "additionalProperties": COUNT}
_NULLABLE_TEXT: dict[str, Any] = {"type": ["string", "null"]}

CREATED_GATHERING: dict[str, Any] = {
    "type": "object",
    "required": ["id", "organiser_token", "recovery_code", "links"],
    "properties": {
        "id": TEXT,
        "organiser_token": TEXT,
        "recovery_code": {
            "type": "string",
            "description": "Shown once: gives a new organiser token if this one is lost "
            "(POST /api/gatherings/{id}/recovery).",
        },
        "links": LINKS,
    },
}

GAME_ACCESS: dict[str, Any] = {
    "type": "object",
    "required": ["id", "write"],
    "properties": {"id": TEXT, "write": {"type": "boolean"}},
}
GATHERING_ACCESS: dict[str, Any] = {
    "type": "object",
    "required": ["id", "organiser"],
    "properties": {"id": TEXT, "organiser": {"type": "boolean"}},
}
RECOVERY_REQUEST: dict[str, Any] = {
    "type": "object",
    "required": ["recovery_code"],
    "properties": {"recovery_code": TEXT},
}
RECOVERED: dict[str, Any] = {
    "type": "object",
    "required": ["id", "organiser_token", "recovery_code"],
    "properties": {"id": TEXT, "organiser_token": TEXT, "recovery_code": TEXT},
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

# ------------------------------------------------------------------ timed rounds

_MILLISECONDS: dict[str, Any] = {"type": "integer", "description": "milliseconds"}
_MOMENT: dict[str, Any] = {
    "type": ["integer", "null"],
    "description": "milliseconds since the epoch (UTC), by the server's clock",
}
_CLOCK_STATE: dict[str, Any] = {"enum": ["running", "paused", "expired"]}
_ROUND_TYPE: dict[str, Any] = {"enum": ["swiss", "single_elimination"]}

ROUND_REQUEST: dict[str, Any] = {
    "type": "object",
    "description": "All optional: 60 minutes, Swiss, every game of the gathering that is "
    "neither over nor in an earlier round.",
    "properties": {
        "minutes": {"type": "integer", "minimum": 1, "maximum": 1440},
        "type": _ROUND_TYPE,
        "games": {"type": "array", "items": TEXT, "minItems": 1},
    },
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

ROUND_TABLE: dict[str, Any] = {
    "type": "object",
    "required": ["id", "table", "outcome", "winners", "scores", "version", "clock", "time"],
    "properties": {
        "id": TEXT,
        "table": _NULLABLE_TEXT,
        "scores": _SCORES,
        "clock": CLOCK,
        "time": {"type": "object"},
        "result": _NULLABLE_TEXT,
    },
}

ROUND: dict[str, Any] = {
    "type": "object",
    "description": "A round and every table; `state`, `ends_at` and `remaining_ms` are the "
    "round's own clock, without any table's extension.",
    "required": [
        "gathering_id",
        "number",
        "type",
        "state",
        "server_time",
        "started_at",
        "duration_ms",
        "ends_at",
        "remaining_ms",
        "paused_ms",
        "pauses",
        "tables",
        "links",
    ],
    "properties": {
        "gathering_id": TEXT,
        "gathering": TEXT,
        "number": COUNT,
        "type": _ROUND_TYPE,
        "state": _CLOCK_STATE,
        "server_time": _MOMENT,
        "started_at": _MOMENT,
        "duration_ms": _MILLISECONDS,
        "ends_at": _MOMENT,
        "remaining_ms": _MILLISECONDS,
        "paused_ms": _MILLISECONDS,
        "pauses": {"type": "array", "items": ANY_OBJECT},
        "tables": {"type": "array", "items": ROUND_TABLE},
        "links": LINKS,
    },
}

_ROUND_SUMMARY: dict[str, Any] = {
    "type": "object",
    "required": ["number", "type", "started_at", "duration_ms", "games", "links"],
}

ROUNDS: dict[str, Any] = {
    "type": "object",
    "required": ["rounds"],
    "properties": {"rounds": {"type": "array", "items": _ROUND_SUMMARY}},
}

GATHERING["properties"]["rounds"] = {"type": "array", "items": _ROUND_SUMMARY}

ROUND_PROCEDURE: dict[str, Any] = {
    "type": "object",
    "description": "What a type of round does once time is called, as the rules core "
    "applies it: the additional turns, the lead that wins a game (1: the most points), "
    "the reason given when no side has it (`no_lead_of_two`: drawn; `tied`: sudden "
    "death), what a match does when time is called between its games (`no_new_game`, "
    "`one_more_game` with its additional turns), and the same in words.",
    "required": [
        "type",
        "additional_turns",
        "winning_lead",
        "tied",
        "between_games",
        "additional_turns_in_new_game",
        "summary",
        "text",
    ],
    "properties": {
        "type": _ROUND_TYPE,
        "additional_turns": COUNT,
        "winning_lead": COUNT,
        "tied": TEXT,
        "between_games": TEXT,
        "additional_turns_in_new_game": COUNT,
        "summary": TEXT,
        "text": TEXT,
    },
}
ROUND["required"].append("procedure")
ROUND["properties"]["procedure"] = ROUND_PROCEDURE
GATHERING["properties"]["procedures"] = {
    "type": "object",
    "description": "Every type of round's procedure, by type.",
    "additionalProperties": ROUND_PROCEDURE,
}

RESULTS: dict[str, Any] = {
    "type": "object",
    "required": ["id", "name", "games"],
    "properties": {
        "id": TEXT,
        "name": TEXT,
        "games": {
            "type": "array",
            "items": {
                "type": "object",
                "required": [
                    "id",
                    "table",
                    "round",
                    "mode",
                    "players",
                    "outcome",
                    "winners",
                    "game_wins",
                    "games_drawn",
                    "games",
                ],
            },
        },
    },
}
