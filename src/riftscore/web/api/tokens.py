"""Tokens: whether one may write (asked before a page keeps it, changing nothing), a
table's write token issued again by its organiser, the links every device of the
organiser shows (the join link, the tables' write links), and the organiser token from
the gathering's recovery code."""

from __future__ import annotations

from fastapi import APIRouter, Request
from starlette.responses import Response

from riftscore.web import event_schemas, schemas
from riftscore.web.api.requests import Credentials, call, json_body, service, settings, token
from riftscore.web.api.responses import (
    AUTH,
    BAD_INPUT,
    CREATION_LIMIT,
    NO_STORE,
    NOT_FOUND,
    UNLOADABLE,
    body_doc,
    error_doc,
    json_doc,
)
from riftscore.web.errors import JsonResponse
from riftscore.web.ratelimit import limit_creations
from riftscore.web.view import game_links
from riftscore.web.view.answers import CreatedGame
from riftscore.web.view.event_answers import (
    GameAccess,
    GatheringAccess,
    JoinPage,
    OrganiserLinks,
    Recovered,
    TableLink,
)

router = APIRouter()


@router.get(
    "/games/{game_id}/access",
    summary="Whether the bearer token may write to the game (nothing is written): a page "
    "asks before it keeps a token from a link",
    responses={
        200: json_doc(schemas.GAME_ACCESS, "`write`: true if the token may write."),
        **NOT_FOUND,
        **UNLOADABLE,
    },
)
async def game_access(game_id: str, request: Request, credentials: Credentials) -> Response:
    may = await call(service(request).tokens.may_write, game_id, token(credentials))
    return JsonResponse(GameAccess(id=game_id, write=may), headers=NO_STORE)


@router.post(
    "/games/{game_id}/tokens",
    summary="Issue the table's write token again (its gathering's organiser token): the "
    "tokens issued before keep working",
    status_code=201,
    responses={
        201: json_doc(schemas.CREATED_GAME, "The game and its new write token."),
        **NOT_FOUND,
        **AUTH,
        **UNLOADABLE,
        **BAD_INPUT,  # a body is read by nobody, but bounded all the same
    },
)
async def reissue_write_token(game_id: str, request: Request, credentials: Credentials) -> Response:
    parts = service(request)
    fresh = await call(parts.tokens.reissue_write_token, game_id, token(credentials))
    version = await call(parts.games.version, game_id)
    return JsonResponse(
        CreatedGame(id=game_id, write_token=fresh, version=version, links=game_links(game_id)),
        status_code=201,
        headers=NO_STORE,
    )


@router.get(
    "/gatherings/{gathering_id}/access",
    summary="Whether the bearer token is the gathering's organiser token (nothing changes)",
    responses={
        200: json_doc(schemas.GATHERING_ACCESS, "`organiser`: true if it is."),
        **NOT_FOUND,
    },
)
async def gathering_access(
    gathering_id: str, request: Request, credentials: Credentials
) -> Response:
    mine = await call(service(request).tokens.is_organiser, gathering_id, token(credentials))
    return JsonResponse(GatheringAccess(id=gathering_id, organiser=mine), headers=NO_STORE)


@router.get(
    "/gatherings/{gathering_id}/links",
    summary="The join link and every table's write link, the same on each device of the "
    "organiser (organiser token)",
    responses={
        200: json_doc(
            schemas.ORGANISER_LINKS,
            "The join link in force and each table's write token, as this organiser token "
            "made them (null: made with another organiser token of the gathering).",
        ),
        **NOT_FOUND,
        **AUTH,
    },
)
async def organiser_links(
    gathering_id: str, request: Request, credentials: Credentials
) -> Response:
    found = await call(service(request).tokens.links, gathering_id, token(credentials))
    join_page = f"/gathering/{gathering_id}/join"
    return JsonResponse(
        OrganiserLinks(
            id=gathering_id,
            join=JoinPage(
                version=found.join_version,
                token=found.join_token,
                page=None if found.join_token is None else f"{join_page}#j={found.join_token}",
            ),
            tables=[
                TableLink(
                    game=table.game_id,
                    table=table.label,
                    write_token=table.write_token,
                    page=None
                    if table.write_token is None
                    else f"/g/{table.game_id}#w={table.write_token}",
                )
                for table in found.tables
            ],
        ),
        headers=NO_STORE,
    )


@router.post(
    "/gatherings/{gathering_id}/recovery",
    summary="A new organiser token for the gathering's recovery code (shown once when it "
    "was created); the code is used up, and the answer carries the next one",
    openapi_extra=body_doc(event_schemas.RECOVERY_REQUEST),
    responses={
        200: json_doc(schemas.RECOVERED, "The new organiser token and the next recovery code."),
        403: error_doc("Not the gathering's recovery code, or one used already."),
        **NOT_FOUND,
        **BAD_INPUT,
        **CREATION_LIMIT,
    },
)
async def recover(gathering_id: str, request: Request) -> Response:
    body = await json_body(request, settings(request).max_action_bytes)
    limit_creations(request, "tokens")  # a guess costs a try
    code = body.get("recovery_code") if isinstance(body, dict) else None
    recovered = await call(service(request).tokens.recover, gathering_id, code)
    return JsonResponse(
        Recovered(
            id=gathering_id,
            organiser_token=recovered.organiser_token,
            recovery_code=recovered.recovery_code,
        ),
        headers=NO_STORE,
    )
