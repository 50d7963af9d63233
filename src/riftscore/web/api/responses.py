"""What the routers answer, and how the OpenAPI document describes it."""

from __future__ import annotations

from typing import Any

from fastapi import Request
from msgspec import UNSET
from starlette.responses import Response

from riftscore.service import Answer, Created
from riftscore.web import schemas
from riftscore.web.api.requests import hub
from riftscore.web.errors import JsonResponse
from riftscore.web.live import sse_frame
from riftscore.web.view import game_links
from riftscore.web.view.answers import CreatedGame, View

NDJSON = "application/x-ndjson"
NO_STORE = {"Cache-Control": "no-store"}


def error_doc(description: str) -> dict[str, Any]:
    return {
        "description": description,
        "content": {"application/json": {"schema": schemas.ERROR}},
    }


def json_doc(schema: dict[str, Any], description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def body_doc(schema: dict[str, Any], media_type: str = "application/json") -> dict[str, Any]:
    return {"requestBody": {"required": True, "content": {media_type: {"schema": schema}}}}


Responses = dict[int | str, dict[str, Any]]

NOT_FOUND: Responses = {404: error_doc("No such game (or gathering).")}
UNLOADABLE: Responses = {
    409: error_doc(
        "The game is stored but this server's engine cannot load it (`unloadable_game`): "
        "the message names the entry it refuses and why. `riftscore check --store` lists "
        "every such game."
    )
}
BAD_INPUT: Responses = {
    413: error_doc("The body is too large."),
    415: error_doc(
        "The body is not declared as the type the endpoint takes (`Content-Type`): "
        "`application/json`, or for a record `application/x-ndjson`."
    ),
    422: error_doc(
        "The body or a header is malformed, or the action breaks a rule; "
        "nothing was changed. The message names the field or the rule."
    ),
}
CREATION_LIMIT: Responses = {
    429: error_doc(
        "This client address has created many games, gatherings or imports in a short "
        "time (a burst, then so many a minute): `Retry-After` says when the next one can be."
    )
}
REGISTRATION_LIMIT: Responses = {
    429: error_doc(
        "This client address has registered many players with the join link in a short "
        "time (a burst, then so many a minute): `Retry-After` says when the next one can."
    )
}
AUTH: Responses = {
    401: error_doc("No token: writing needs `Authorization: Bearer <write_token>`."),
    403: error_doc("A token that cannot write to this game."),
}
WRITE_RESPONSES: Responses = {
    200: {
        **json_doc(
            schemas.VIEW,
            "The view after the change (or, for a repeated Idempotency-Key, the first answer).",
        ),
        "headers": {"ETag": {"description": "The version, quoted.", "schema": {"type": "string"}}},
    },
    **NOT_FOUND,
    **AUTH,
    409: json_doc(
        {"anyOf": [schemas.CONFLICT, schemas.ERROR]},
        "The game moved on since the If-Match version; `view` is where it stands now. "
        "Nothing was changed. (Or the stored game cannot be loaded: `unloadable_game`.)",
    ),
    **BAD_INPUT,
}


def written(request: Request, game_id: str, answer: Answer[View]) -> Response:
    """A write's answer, published first to the game's watchers if it changed the game."""
    watchers = hub(request)
    if answer.changed and watchers.watching(game_id):
        watchers.publish(game_id, answer.version, sse_frame(answer.version, answer.value))
    headers = {"ETag": f'"{answer.value.version}"', **NO_STORE}
    if not answer.changed:
        headers["Idempotent-Replayed"] = "true"
    return JsonResponse(answer.value, headers=headers)


def created_game(created: Created, table: str | None = None) -> Response:
    content = CreatedGame(
        id=created.id,
        write_token=created.token,
        version=created.version,
        links=game_links(created.id),
        table=UNSET if table is None else table,
    )
    return JsonResponse(content, status_code=201, headers={"Location": f"/api/games/{created.id}"})
