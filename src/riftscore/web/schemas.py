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
from riftscore.rules.board import notation as board_notation
from riftscore.service import fields

NAME: dict[str, Any] = {"type": "string", "minLength": 1}
NAMES: dict[str, Any] = {"type": "array", "items": NAME}
COUNT: dict[str, Any] = {"type": "integer"}
TEXT: dict[str, Any] = {"type": "string"}
ANY_OBJECT: dict[str, Any] = {"type": "object"}


_REF = "#/$defs/"


def _wire_action_schemas() -> list[dict[str, Any]]:
    """One schema per verb of the record, generated from the record's wire structs (which
    follow the core's action classes), so that the vocabulary is declared once. Each is
    written out whole (titled with its verb), nested actions included: the document
    needs no shared parts, and the vocabulary has no cycle."""
    refs, parts = msgspec.json.schema_components(WIRE_TYPES, ref_template=_REF + "{name}")
    tags = {struct.__name__: str(struct.__struct_config__.tag) for struct in WIRE_TYPES}

    def inlined(value: Any) -> Any:
        if isinstance(value, list):
            return [inlined(item) for item in value]
        if not isinstance(value, dict):
            return value
        ref = value.get("$ref")
        if isinstance(ref, str) and ref.startswith(_REF):
            name = ref[len(_REF) :]
            return {**inlined(parts[name]), "title": tags[name]}
        # A discriminator's mapping names the parts by reference: there are none left.
        return {key: inlined(item) for key, item in value.items() if key != "discriminator"}

    return [inlined(ref) for ref in refs]


_BOARD_ACTION: dict[str, Any] = {
    "title": "board verbs",
    "description": "A board game also takes the board's verbs (docs/board.md).",
    "type": "object",
    "required": ["do"],
    "properties": {"do": {"enum": sorted(board_notation.VERBS)}},
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

ERROR: dict[str, Any] = {
    "type": "object",
    "required": ["error"],
    "properties": {
        "error": {
            "type": "object",
            "required": ["code", "message"],
            "properties": {
                "code": TEXT,
                "message": TEXT,
                "field": {
                    "type": "string",
                    "description": "The field of the request the refusal is about, when it "
                    "is about one: a JSON Pointer into the body (`/players/1`).",
                },
            },
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
_SCORING: dict[str, Any] = {
    "type": "object",
    "required": ["engine", "result"],
    "properties": {
        "engine": TEXT,
        "result": {
            "type": "object",
            "required": ["outcome", "winners", "scores"],
            "properties": {
                "outcome": {"enum": ["win", "draw", "ongoing"]},
                "winners": {"type": "array", "items": TEXT},
                "scores": _SCORES,
                "games": {"type": "array", "items": ANY_OBJECT},
            },
        },
    },
}

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
        "options",
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
        "board": {
            "type": "boolean",
            "description": "Only on a board game (true): control follows from its board "
            "(docs/board.md).",
        },
        "rescored": {
            "type": "array",
            "description": "Only when an engine scored this game otherwise than the engine "
            "that stored it: both results, of the game's first `seq` entries.",
            "items": {
                "type": "object",
                "required": ["seq", "found_at", "before", "after"],
                "properties": {
                    "seq": COUNT,
                    "found_at": COUNT,
                    "before": _SCORING,
                    "after": _SCORING,
                },
            },
        },
    },
}

PREVIEW: dict[str, Any] = {
    "type": "object",
    "required": ["events", "scores"],
    "properties": {"events": _EVENTS, "scores": _SCORES},
}

FULL_VIEW: dict[str, Any] = {
    **VIEW,
    "description": "The `riftscore replay --json` keys, the view's keys, and the latest "
    "page of the game: its last 200 events (`events`, from index `page.events_from` of "
    "`page.events_total`), its last 100 log entries (`history`, undone entries marked, "
    "from entry `page.history_from`) and their announcements; `links.earlier_history` "
    "and `links.earlier_events` give the pages before (null: none). A short game is all "
    "there.",
    "required": [*VIEW["required"], "events", "history", "page"],
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

HISTORY_PAGE: dict[str, Any] = {
    "type": "object",
    "required": ["id", "version", "history", "links"],
    "properties": {
        "id": TEXT,
        "version": COUNT,
        "history": FULL_VIEW["properties"]["history"],
        "links": {"type": "object", "properties": {"earlier": {"type": ["string", "null"]}}},
    },
}

EVENTS_PAGE: dict[str, Any] = {
    "type": "object",
    "required": ["id", "version", "start", "total", "events", "links"],
    "properties": {
        "id": TEXT,
        "version": COUNT,
        "start": COUNT,
        "total": COUNT,
        "events": _EVENTS,
        "links": {"type": "object", "properties": {"next": {"type": ["string", "null"]}}},
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

# ------------------------------------------------------------------ timed rounds

_MILLISECONDS: dict[str, Any] = {"type": "integer", "description": "milliseconds"}
_MOMENT: dict[str, Any] = {
    "type": ["integer", "null"],
    "description": "milliseconds since the epoch (UTC), by the server's clock",
}
_CLOCK_STATE: dict[str, Any] = {"enum": ["running", "paused", "expired"]}
_ROUND_TYPE: dict[str, Any] = {"enum": ["swiss", "single_elimination"]}

CLOCK: dict[str, Any] = {
    "type": "object",
    "description": "A table's round clock, read by the server at `server_time`: count down "
    "from `ends_at` against the server's time, not the device's. `ends_at` is null while "
    "paused; once expired, it is when the clock reached 0.",
    "required": [
        "round",
        "type",
        "state",
        "server_time",
        "ends_at",
        "remaining_ms",
        "started_at",
        "duration_ms",
        "extension_ms",
        "paused_ms",
    ],
    "properties": {
        "round": COUNT,
        "type": _ROUND_TYPE,
        "state": _CLOCK_STATE,
        "server_time": _MOMENT,
        "ends_at": _MOMENT,
        "remaining_ms": _MILLISECONDS,
        "started_at": _MOMENT,
        "duration_ms": _MILLISECONDS,
        "extension_ms": _MILLISECONDS,
        "paused_ms": _MILLISECONDS,
        "links": LINKS,
    },
}

_CONQUER_OPTION: dict[str, Any] = {
    "type": "object",
    "required": ["result", "reason"],
    "properties": {
        "result": {"enum": ["point", "draw", "no_point", "refused"]},
        "reason": TEXT,
        "unscored": {
            "type": "array",
            "items": TEXT,
            "description": "Only for `draw`: the battlefields, in order, the player has yet "
            "to score this turn (this one aside) for the Conquer to gain the final point.",
        },
    },
}
VIEW["properties"]["options"] = {
    "type": "object",
    "description": "What each action would do now, as the rules core decides it: "
    "`conquer[player][battlefield]` (a `control`: `point`, `draw` a card instead of the "
    "final point, `no_point`, or `refused` with the action's error message), `holds[player]` "
    "(what a turn of theirs begun now would Hold), `burn_out_targets[player]`, "
    "`can_concede`, `next_game` (a match between games: `number`, `chooser`, "
    "`battlefields_allowed`, `set_aside`, `battlefields_needed`, `additional_turns`; else "
    "null), `next_turn` (whose regular turn a `turn` would begin; null: refused), "
    "`extra_turns` (who may begin an extra turn), `ally_occupies[player]` (2v2: what a turn "
    "of theirs begun now may list as `ally_occupies` to change a Conquer by their team), "
    "`can_gain` and `lose_control` (the battlefields whose `lose_control` is accepted).",
    "required": [
        "conquer",
        "holds",
        "burn_out_targets",
        "can_concede",
        "next_game",
        "next_turn",
        "extra_turns",
        "ally_occupies",
        "can_gain",
        "lose_control",
    ],
    "properties": {
        "conquer": {
            "type": "object",
            "additionalProperties": {"type": "object", "additionalProperties": _CONQUER_OPTION},
        },
        "holds": _PER_PLAYER_BATTLEFIELDS,
        "burn_out_targets": _PER_PLAYER_BATTLEFIELDS,
        "can_concede": {"type": "boolean"},
        "next_game": {"type": ["object", "null"]},
        "next_turn": _NULLABLE_TEXT,
        "extra_turns": {"type": "array", "items": TEXT},
        "ally_occupies": _PER_PLAYER_BATTLEFIELDS,
        "can_gain": {"type": "boolean"},
        "lose_control": {"type": "array", "items": TEXT},
    },
}
VIEW["properties"]["clock"] = CLOCK
VIEW["properties"]["next_game"] = {
    "type": ["object", "null"],
    "description": "Between games of a match: the next game's number, who chooses its first "
    "player (`chooser`, the loser of the last game) and how many of its first turns are "
    "additional (5 after time in single elimination, else 0); null otherwise.",
}
VIEW["properties"]["time"]["properties"] = {
    "status": _NULLABLE_TEXT,
    "statements": _SENTENCES,
}
VIEW["properties"]["gathering"] = {
    "type": "object",
    "description": "Only on a game of a gathering: the gathering's `id` and the organiser's "
    "label of the `table` (or null).",
    "properties": {"id": TEXT, "table": {"type": ["string", "null"]}},
}
FULL_VIEW["properties"]["clock"] = CLOCK
FULL_VIEW["properties"]["gathering"] = VIEW["properties"]["gathering"]

TABLE_CLOCK: dict[str, Any] = {
    "type": "object",
    "required": ["id", "version", "clock"],
    "properties": {"id": TEXT, "version": COUNT, "clock": CLOCK},
}

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
