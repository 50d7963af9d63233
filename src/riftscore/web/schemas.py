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
from riftscore.web.view import answers, event_answers

NAME: dict[str, Any] = {"type": "string", "minLength": 1}
NAMES: dict[str, Any] = {"type": "array", "items": NAME}
COUNT: dict[str, Any] = {"type": "integer"}
TEXT: dict[str, Any] = {"type": "string"}


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

PING: dict[str, Any] = {
    "type": "object",
    "required": ["ok"],
    "properties": {"ok": {"const": True}},
}


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

# ------------------------------------------------------------------ a gathering's answers
# Generated from the structs the routes encode (`riftscore.web.view.event_answers`).

CREATED_GATHERING = answer_schema(event_answers.CreatedGathering)
GATHERING = answer_schema(event_answers.Gathering)
ROUNDS = answer_schema(event_answers.Rounds)
ROUND = answer_schema(event_answers.RoundAnswer)
PAIRED_ROUND = answer_schema(event_answers.PairedRound)
PLAYER = answer_schema(event_answers.Player)
PLAYERS = answer_schema(event_answers.Players)
MY_EVENING = answer_schema(event_answers.MyEvening)
SETTINGS = answer_schema(event_answers.EventSettings)
JOIN_LINK = answer_schema(event_answers.JoinLink)
STANDINGS = answer_schema(event_answers.Standings)
EVENT = answer_schema(event_answers.Event)
RESULTS = answer_schema(event_answers.Results)
GAME_ACCESS = answer_schema(event_answers.GameAccess)
GATHERING_ACCESS = answer_schema(event_answers.GatheringAccess)
ORGANISER_LINKS = answer_schema(event_answers.OrganiserLinks)
RECOVERED = answer_schema(event_answers.Recovered)
