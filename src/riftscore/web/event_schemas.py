"""JSON Schemas of the event's part of the API (players, pairings, results by hand,
standings, the event summary), for its OpenAPI document; `schemas` has the rest."""

from __future__ import annotations

from typing import Any

from riftscore.tournament import (
    CUT_SIZES,
    EVENT_MODES,
    MATCH_GAMES_DRAWN_MOST,
    MATCH_GAMES_TO_WIN,
)
from riftscore.web.schemas import (
    ANY_OBJECT,
    COUNT,
    LINKS,
    NAMES,
    TEXT,
    VIEW,
)
from riftscore.web.schemas import ROUND as BASE_ROUND
from riftscore.web.schemas import ROUND_REQUEST as BASE_ROUND_REQUEST

_NULLABLE_TEXT: dict[str, Any] = {"type": ["string", "null"]}
_NULLABLE_COUNT: dict[str, Any] = {"type": ["integer", "null"]}
_PERCENT: dict[str, Any] = {
    "type": "number",
    "minimum": 0,
    "maximum": 1,
    "description": "from 0 to 1, to 4 decimals (at least 1/3: the rules' floor)",
}
_STAGE: dict[str, Any] = {"enum": ["swiss", "top_cut"]}
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

CREATED_GATHERING: dict[str, Any] = {
    "type": "object",
    "required": ["id", "organiser_token", "join_token", "links"],
    "properties": {"id": TEXT, "organiser_token": TEXT, "join_token": TEXT, "links": LINKS},
}

SETTINGS_REQUEST: dict[str, Any] = {"type": "object", "properties": _SETTINGS_PROPERTIES}

SETTINGS: dict[str, Any] = {
    "type": "object",
    "required": ["mode", "points", "rounds", "minutes"],
    "properties": {**_SETTINGS_PROPERTIES, "rounds": _NULLABLE_COUNT},
}

JOIN_LINK: dict[str, Any] = {
    "type": "object",
    "required": ["join_token", "links"],
    "properties": {"join_token": TEXT, "links": LINKS},
}

PLAYER_REQUEST: dict[str, Any] = {
    "type": "object",
    "description": "A player's name; in a 2v2 event, a team: its two `members` (and a "
    "`name`, by default theirs joined).",
    "properties": {
        "name": _PLAYER_NAME,
        "members": {"type": "array", "items": _PLAYER_NAME, "minItems": 2, "maxItems": 2},
    },
}

PLAYER: dict[str, Any] = {
    "type": "object",
    "required": ["id", "name", "joined_round", "dropped", "dropped_after", "no_show", "links"],
    "properties": {
        "id": TEXT,
        "name": TEXT,
        "members": NAMES,
        "joined_round": COUNT,
        "dropped": {"type": "boolean"},
        "dropped_after": _NULLABLE_COUNT,
        "no_show": _NULLABLE_COUNT,
        "registered_by": {"enum": ["organiser", "join"]},
        "links": LINKS,
    },
}

PLAYERS: dict[str, Any] = {
    "type": "object",
    "required": ["players"],
    "properties": {"players": {"type": "array", "items": PLAYER}},
}

ENTRANT: dict[str, Any] = {
    "type": "object",
    "required": ["id", "name"],
    "properties": {"id": TEXT, "name": TEXT, "members": NAMES},
}

STANDING: dict[str, Any] = {
    "type": "object",
    "required": [
        "rank",
        "id",
        "player",
        "match_points",
        "won",
        "drawn",
        "lost",
        "byes",
        "omw",
        "gw",
        "ogw",
        "dropped",
    ],
    "properties": {
        "rank": COUNT,
        "id": TEXT,
        "player": TEXT,
        "members": NAMES,
        "match_points": COUNT,
        "won": COUNT,
        "drawn": COUNT,
        "lost": COUNT,
        "byes": COUNT,
        "rounds": COUNT,
        "omw": _PERCENT,
        "gw": _PERCENT,
        "ogw": _PERCENT,
        "dropped": {"type": "boolean"},
    },
}

STANDINGS: dict[str, Any] = {
    "type": "object",
    "required": ["round", "standings"],
    "properties": {
        "round": {"type": "integer", "description": "The last Swiss round they count."},
        "standings": {"type": "array", "items": STANDING},
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

GAME_VIEW: dict[str, Any] = {
    **VIEW,
    "properties": {
        **VIEW["properties"],
        "ruling": {
            "type": "object",
            "description": "The table's result as the organiser recorded it: it decides the "
            "table, whatever the game's own score says.",
            "required": ["seq", "game_wins", "games_drawn", "absent", "line"],
        },
    },
}

TABLE_RESULT: dict[str, Any] = {
    "type": ["object", "null"],
    "required": ["game_wins", "games_drawn", "absent", "by", "outcomes", "line"],
    "properties": {
        "game_wins": {"type": "array", "items": COUNT},
        "games_drawn": COUNT,
        "absent": {"type": "array", "items": TEXT},
        "by": {"enum": ["game", "organiser"]},
        "outcomes": {"type": "array", "items": {"enum": ["win", "draw", "loss"]}},
        "line": TEXT,
        "reason": TEXT,
    },
}

_RANGE: dict[str, Any] = {
    "type": "object",
    "required": ["min", "max"],
    "properties": {"min": COUNT, "max": COUNT},
}
_RESULT_BODY: dict[str, Any] = {
    "type": "object",
    "required": ["game_wins", "games_drawn", "absent"],
    "properties": {
        "game_wins": {"type": "array", "items": COUNT},
        "games_drawn": COUNT,
        "absent": {"type": "array", "items": TEXT},
    },
}

TABLE_OPTIONS: dict[str, Any] = {
    "type": "object",
    "description": "What the organiser may record at the table, as the tournament rules "
    "decide it (a page renders these and works none of them out).",
    "required": ["result", "no_shows"],
    "properties": {
        "result": {
            "type": "object",
            "description": "A result by hand (POST `href`): `game_wins` a seat and "
            "`games_drawn` within these limits (a match's, or a pod's one game), and the "
            "entrants recorded `absent` so far (the request keeps them absent by naming them).",
            "required": ["href", "game_wins", "games_drawn", "absent"],
            "properties": {
                "href": TEXT,
                "game_wins": _RANGE,
                "games_drawn": _RANGE,
                "absent": {"type": "array", "items": TEXT},
            },
        },
        "no_shows": {
            "type": "array",
            "description": "Each entrant's no-show, for a table of any number of seats: POST "
            "`body` to `href` and the entrant loses and is dropped (414), the others "
            "awarded what the rules give (a match's 2-0, a one-game table's 1-0; at a pod "
            "that others came to, nothing: their game is recorded by hand). Empty at a "
            "table whose game gave its result, and outside the latest round.",
            "items": {
                "type": "object",
                "required": ["entrant", "href", "body"],
                "properties": {"entrant": TEXT, "href": TEXT, "body": _RESULT_BODY},
            },
        },
    },
}

EVENT_TABLE: dict[str, Any] = {
    "type": "object",
    "required": ["number", "label", "game", "entrants", "sides", "result", "links"],
    "properties": {
        "number": COUNT,
        "label": TEXT,
        "game": TEXT,
        "entrants": {"type": "array", "items": ENTRANT},
        "sides": NAMES,
        "result": TABLE_RESULT,
        "options": TABLE_OPTIONS,
        "live": ANY_OBJECT,
        "links": LINKS,
    },
}

EVENT_ROUND: dict[str, Any] = {
    "type": "object",
    "required": ["number", "stage", "type", "started", "tables", "byes", "pending", "links"],
    "properties": {
        "number": COUNT,
        "stage": _STAGE,
        "type": {"enum": ["swiss", "single_elimination"]},
        "started": {
            "type": "boolean",
            "description": "Whether its clock has started (pairing does not start it).",
        },
        "minutes": {
            **_NULLABLE_COUNT,
            "description": "Its length as given when it was paired (null: the event's).",
        },
        "tables": {"type": "array", "items": EVENT_TABLE},
        "byes": {"type": "array", "items": ENTRANT},
        "pending": {"type": "array", "items": COUNT},
        "options": {
            "type": "object",
            "description": "What the rules make of the round's byes: a match won "
            "(`outcome`), with `game_wins` games.",
            "properties": {
                "bye": {
                    "type": "object",
                    "required": ["outcome", "game_wins"],
                    "properties": {"outcome": {"enum": ["win"]}, "game_wins": COUNT},
                }
            },
        },
        "links": LINKS,
    },
}

_ROUND_CLOCK: dict[str, Any] = {
    "type": ["object", "null"],
    "description": "The latest round's own clock, read at `server_time` (milliseconds "
    "since the epoch): count down from `ends_at`.",
    "properties": {
        "round": COUNT,
        "state": {"enum": ["running", "paused", "expired"]},
        "server_time": COUNT,
        "ends_at": _NULLABLE_COUNT,
        "remaining_ms": COUNT,
        "paused_ms": COUNT,
    },
}

BRACKET: dict[str, Any] = {
    "type": ["object", "null"],
    "required": [
        "size",
        "places",
        "seeds",
        "stages",
        "stages_total",
        "stage_names",
        "champion",
        "over",
    ],
    "properties": {
        "size": _CUT_SIZE,
        "places": {
            **COUNT,
            "description": "The places of the first round: a power of two; those beyond "
            "`size` are empty, and the seeds drawn against them have a bye.",
        },
        "seeds": {"type": "array", "items": ENTRANT},
        "stages": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["name", "matches"],
                "properties": {"name": TEXT, "matches": {"type": "array", "items": ANY_OBJECT}},
            },
        },
        "stages_total": COUNT,
        "stage_names": {
            "type": "array",
            "items": TEXT,
            "description": "Every stage's name, drawn or not, the final last.",
        },
        "champion": {"anyOf": [ENTRANT, {"type": "null"}]},
        "over": {"type": "boolean"},
    },
}

_OVER: dict[str, Any] = {
    "type": "boolean",
    "description": "Whether the event is over: its top cut's final is decided (won, or "
    "nobody came through to it). A Swiss event without a cut is never over.",
}
_CHAMPION: dict[str, Any] = {
    "anyOf": [ENTRANT, {"type": "null"}],
    "description": "Who won the event, once it is over (null before, or if nobody won it).",
}

NEXT: dict[str, Any] = {
    "type": "object",
    "description": "What the organiser can do next, as the rules allow it now.",
    "required": ["round", "stage", "pending", "blocked", "active", "cut_sizes", "entry_open"],
    "properties": {
        "round": COUNT,
        "stage": {"enum": ["swiss", "top_cut", "over"]},
        "swiss_rounds_played": COUNT,
        "swiss_rounds_planned": COUNT,
        "pending": {"type": "array", "items": ANY_OBJECT},
        "blocked": _NULLABLE_TEXT,
        "active": COUNT,
        "cut_sizes": {"type": "array", "items": COUNT},
        "entry_open": {"type": "boolean"},
        "start": {
            **_NULLABLE_COUNT,
            "description": "The round paired last, while its clock has not started and a "
            "table of it has no result yet.",
        },
    },
}

EVENT: dict[str, Any] = {
    "type": "object",
    "required": [
        "id",
        "name",
        "version",
        "settings",
        "players",
        "rounds",
        "clock",
        "standings",
        "bracket",
        "over",
        "champion",
        "next",
        "links",
    ],
    "properties": {
        "id": TEXT,
        "name": TEXT,
        "version": COUNT,
        "settings": SETTINGS,
        "players": {"type": "array", "items": PLAYER},
        "rounds": {"type": "array", "items": EVENT_ROUND},
        "clock": _ROUND_CLOCK,
        "standings": STANDINGS,
        "bracket": BRACKET,
        "bracket_problem": _NULLABLE_TEXT,
        "over": _OVER,
        "champion": _CHAMPION,
        "next": NEXT,
        "options": {
            "type": "object",
            "description": "What the event allows now, as the tournament rules decide it: "
            "`entry` (`open`: a player can register; `until_round`: entry closes once that "
            "round is paired) and the `cut_sizes` the organiser may cut to now.",
            "required": ["entry", "cut_sizes"],
            "properties": {
                "entry": {
                    "type": "object",
                    "required": ["open", "until_round"],
                    "properties": {"open": {"type": "boolean"}, "until_round": COUNT},
                },
                "cut_sizes": {"type": "array", "items": _CUT_SIZE},
            },
        },
        "join_link": {
            "type": "object",
            "description": "Which join link is current: `version`, the number of its entry "
            "in the event log (never the link itself: `GET .../links`, organiser token).",
            "properties": {"version": _NULLABLE_COUNT},
        },
        "links": LINKS,
    },
}

MY_EVENING: dict[str, Any] = {
    "type": "object",
    "required": [
        "gathering",
        "player",
        "round",
        "table",
        "opponents",
        "bye",
        "standing",
        "over",
        "champion",
    ],
    "properties": {
        "gathering": {"type": "object", "required": ["id", "name"]},
        "player": PLAYER,
        "round": {
            "type": ["object", "null"],
            "required": ["number", "stage", "started"],
            "properties": {
                "number": {"type": "integer"},
                "stage": _STAGE,
                "started": {"type": "boolean"},
            },
        },
        "table": {"anyOf": [EVENT_TABLE, {"type": "null"}]},
        "opponents": {"type": "array", "items": ENTRANT},
        "bye": {"type": "boolean"},
        "standing": {"anyOf": [STANDING, {"type": "null"}]},
        "players": COUNT,
        "clock": _ROUND_CLOCK,
        "over": _OVER,
        "champion": _CHAMPION,
        "links": LINKS,
    },
}

PAIRINGS: dict[str, Any] = {
    "type": "object",
    "description": "The round just paired: each table's entrants (the higher-ranked, or "
    "higher seed, first: it plays first in game 1), its game and write token, the byes.",
    "required": [
        "round",
        "stage",
        "tables",
        "byes",
        "rematches",
        "repeat_byes",
        "byes_in_a_row",
        "pair_downs",
    ],
    "properties": {
        "round": COUNT,
        "stage": _STAGE,
        "tables": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["number", "label", "game", "entrants", "players", "write_token"],
                "properties": {
                    "number": COUNT,
                    "label": TEXT,
                    "game": TEXT,
                    "entrants": {"type": "array", "items": ENTRANT},
                    "players": NAMES,
                    "write_token": TEXT,
                    "links": LINKS,
                },
            },
        },
        "byes": {"type": "array", "items": ENTRANT},
        "cut": _NULLABLE_COUNT,
        "rematches": {"type": "array", "items": NAMES},
        "repeat_byes": NAMES,
        "byes_in_a_row": {
            **NAMES,
            "description": "Who has the bye again right after the round they had it in: "
            "nobody, unless nobody else could take it.",
        },
        "pair_downs": {"type": "array", "items": NAMES},
    },
}

ROUND_REQUEST: dict[str, Any] = {
    **BASE_ROUND_REQUEST,
    "description": "Either tables made by hand (all optional: 60 minutes, Swiss, every game "
    "of the gathering that is neither over nor in an earlier round), or a round paired "
    'from the players: `"pairings": "swiss"`, or `"top"` for the top cut (with its `size` '
    "when it begins), and `minutes` (default: the event's). A paired round's clock starts "
    'in a second step (`POST .../rounds/{n}/start`), or at once with `"start": true`.',
    "properties": {
        **BASE_ROUND_REQUEST["properties"],
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

ORGANISER_LINKS: dict[str, Any] = {
    "type": "object",
    "required": ["id", "join", "tables"],
    "properties": {
        "id": TEXT,
        "join": {
            "type": "object",
            "required": ["version", "token", "page"],
            "properties": {
                "version": _NULLABLE_COUNT,
                "token": _NULLABLE_TEXT,
                "page": _NULLABLE_TEXT,
            },
        },
        "tables": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["game", "table", "write_token", "page"],
                "properties": {
                    "game": TEXT,
                    "table": _NULLABLE_TEXT,
                    "write_token": _NULLABLE_TEXT,
                    "page": _NULLABLE_TEXT,
                },
            },
        },
    },
}

ROUND: dict[str, Any] = {
    **BASE_ROUND,
    "properties": {
        **BASE_ROUND["properties"],
        "pairings": PAIRINGS,
        "byes": {"type": "array", "items": ENTRANT},
        "bye": {"anyOf": [ENTRANT, {"type": "null"}]},
    },
}

PAIRED_ROUND: dict[str, Any] = {
    "type": "object",
    "description": "A round just paired, its clock not started: its tables (each game, its "
    "entrants and write token), the bye, the `pairings`, and `links.start`.",
    "required": ["number", "type", "stage", "state", "tables", "byes", "bye", "pairings", "links"],
    "properties": {
        "gathering_id": TEXT,
        "number": COUNT,
        "type": {"enum": ["swiss", "single_elimination"]},
        "stage": _STAGE,
        "state": {"enum": ["paired"]},
        "minutes": _NULLABLE_COUNT,
        "tables": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["id", "game", "table", "number", "entrants", "players", "write_token"],
                "properties": {
                    "id": TEXT,
                    "game": TEXT,
                    "table": TEXT,
                    "number": COUNT,
                    "entrants": {"type": "array", "items": ENTRANT},
                    "players": NAMES,
                    "write_token": TEXT,
                },
            },
        },
        "byes": {"type": "array", "items": ENTRANT},
        "bye": {"anyOf": [ENTRANT, {"type": "null"}]},
        "pairings": PAIRINGS,
        "links": LINKS,
    },
}
