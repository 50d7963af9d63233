"""What a table keeps beside its record: resource counters and the draw for who goes
first (`riftscore.service.table_extras`). A change is pushed to every watcher of the game
as an event of its own kind (`event: counters`, `event: toss`) on its live stream; other
servers on the same PostgreSQL hear of it through the log's NOTIFY (`listen`)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from starlette.responses import Response

from riftscore.web.api.requests import (
    Credentials,
    IdempotencyKey,
    call,
    hub,
    json_body,
    service,
    settings,
    token,
)
from riftscore.web.api.responses import (
    AUTH,
    BAD_INPUT,
    NO_STORE,
    NOT_FOUND,
    UNLOADABLE,
    body_doc,
    error_doc,
    json_doc,
)
from riftscore.web.errors import JsonResponse

router = APIRouter()

_COUNT = {"type": "integer", "minimum": 0, "maximum": 99}
COUNTERS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["game_id", "revision", "names", "max", "players"],
    "properties": {
        "game_id": {"type": "string"},
        "revision": {
            "type": "integer",
            "description": "How many changes the counters have had: of two answers or events, "
            "the one with the higher revision is the newer.",
        },
        "names": {
            "type": "object",
            "description": "Each counter's key and how it is shown (`xp`: `XP`...).",
            "additionalProperties": {"type": "string"},
        },
        "max": {"type": "integer", "description": "The most a counter holds (the least is 0)."},
        "players": {
            "type": "array",
            "description": "Every player in turn order, with each counter's value.",
            "items": {
                "type": "object",
                "required": ["player", "xp", "energy", "power"],
                "properties": {
                    "player": {"type": "string"},
                    "xp": _COUNT,
                    "energy": _COUNT,
                    "power": _COUNT,
                },
            },
        },
    },
}
COUNTER_CHANGE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["player", "counter"],
    "additionalProperties": False,
    "properties": {
        "player": {"type": "string"},
        "counter": {"type": "string", "enum": ["xp", "energy", "power"]},
        "add": {"type": "integer", "description": "Added to the counter (negative: taken)."},
        "value": {"type": "integer", "minimum": 0, "maximum": 99},
    },
    "description": "Exactly one of `add` and `value`.",
}
TOSS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["kind", "sides", "first", "side", "players"],
    "properties": {
        "kind": {"type": "string", "enum": ["coin", "die"]},
        "face": {
            "type": "string",
            "enum": ["heads", "tails"],
            "description": "coin: heads is the first side's",
        },
        "faces": {"type": "integer", "description": "die: its faces"},
        "rolls": {
            "type": "array",
            "description": "die: each roll by side; the tied highest roll again",
            "items": {"type": "object", "additionalProperties": {"type": "integer"}},
        },
        "sides": {"type": "array", "items": {"type": "string"}},
        "side": {"type": "string", "description": "The side drawn to go first."},
        "first": {"type": "string", "description": "The player who takes the first turn."},
        "players": {
            "type": "array",
            "items": {"type": "string"},
            "description": "The header's players, in turn order from the first.",
        },
    },
}


@router.get(
    "/games/{game_id}/counters",
    summary="Each player's resource counters (XP, Energy, Power), kept beside the record",
    responses={200: json_doc(COUNTERS_SCHEMA, "The counters."), **NOT_FOUND, **UNLOADABLE},
)
async def read_counters(game_id: str, request: Request) -> Response:
    content = await call(service(request).extras.counters, game_id)
    return JsonResponse(content, headers=NO_STORE)


@router.post(
    "/games/{game_id}/counters",
    summary="Change one of a player's counters (0 to 99); every device's stream hears it",
    openapi_extra=body_doc(COUNTER_CHANGE_SCHEMA),
    responses={
        200: json_doc(
            COUNTERS_SCHEMA,
            "The counters after the change (for a repeated Idempotency-Key: as they are "
            "now, the change made once).",
        ),
        **NOT_FOUND,
        **AUTH,
        **UNLOADABLE,
        **BAD_INPUT,
    },
)
async def change_counter(
    game_id: str,
    request: Request,
    credentials: Credentials,
    idempotency_key: IdempotencyKey = None,
) -> Response:
    extras = service(request).extras
    writer = token(credentials)
    body = await json_body(
        request,
        settings(request).max_action_bytes,
        lambda: service(request).games.authorize(game_id, writer),
    )
    content, changed = await call(
        extras.change_counter, game_id, body, token=writer, idempotency_key=idempotency_key
    )
    headers = dict(NO_STORE)
    if changed:
        hub(request).publish_extra(game_id, "counters", content)
    else:
        headers["Idempotent-Replayed"] = "true"
    return JsonResponse(content, headers=headers)


@router.get(
    "/games/{game_id}/first-player",
    summary="How the first player was drawn (`toss` null: not drawn)",
    responses={
        200: json_doc(
            {"type": "object", "properties": {"toss": {"anyOf": [TOSS_SCHEMA, {"type": "null"}]}}},
            "The draw, if there was one.",
        ),
        **NOT_FOUND,
        **UNLOADABLE,
    },
)
async def read_first_player(game_id: str, request: Request) -> Response:
    drawn = await call(service(request).extras.toss, game_id)
    return JsonResponse({"toss": drawn}, headers=NO_STORE)


@router.post(
    "/games/{game_id}/first-player",
    summary="Draw who goes first (a coin for two sides, a d20 each for more) before the "
    "first turn; the header's turn order then starts with them",
    responses={
        200: json_doc(TOSS_SCHEMA, "The draw."),
        **NOT_FOUND,
        **AUTH,
        409: error_doc(
            "The game has begun (`game_begun`), or who goes first was drawn already "
            "(`already_drawn`): nothing changed."
        ),
    },
)
async def draw_first_player(game_id: str, request: Request, credentials: Credentials) -> Response:
    drawn = await call(service(request).extras.draw_first, game_id, token=token(credentials))
    hub(request).publish_extra(game_id, "toss", drawn)
    return JsonResponse(drawn, headers=NO_STORE)
