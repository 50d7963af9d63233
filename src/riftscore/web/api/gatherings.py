"""Gatherings under /api/gatherings: start one, add its games (organiser token), list them."""

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
    created_game,
    json_doc,
)
from riftscore.web.errors import ApiError, JsonResponse
from riftscore.web.event_view import event_links
from riftscore.web.ratelimit import limit_creations
from riftscore.web.view import gathering_game, round_procedures, round_summary
from riftscore.web.view.event_answers import CreatedGathering, Gathering

router = APIRouter()


def gathering_links(gathering_id: str) -> dict[str, str]:
    base = f"/api/gatherings/{gathering_id}"
    return {
        **event_links(gathering_id),
        "self": base,
        "event": f"{base}/event",
        "games": f"{base}/games",
        "rounds": f"{base}/rounds",
        "results_csv": f"{base}/results.csv",
        "results_json": f"{base}/results.json",
    }


@router.post(
    "/gatherings",
    summary="Start a gathering (an event at a store): its organiser token runs it, its join "
    "token lets players register themselves",
    status_code=201,
    openapi_extra=body_doc(event_schemas.GATHERING_REQUEST),
    responses={
        201: json_doc(
            schemas.CREATED_GATHERING,
            "The gathering, its organiser token and its join token.",
        ),
        **BAD_INPUT,
        **CREATION_LIMIT,
    },
)
async def create_gathering(request: Request) -> Response:
    body = await json_body(request, settings(request).max_action_bytes)
    limit_creations(request, "gatherings")
    name = body.get("name") if isinstance(body, dict) else None
    if isinstance(body, dict) and "name" not in body:
        raise ApiError(422, "invalid_field", 'a gathering needs "name"')
    event = {k: v for k, v in body.items() if k != "name"} if isinstance(body, dict) else {}
    created = await call(service(request).gatherings.create, name, event)
    recovery = await call(service(request).tokens.new_recovery_code, created.id)
    return JsonResponse(
        CreatedGathering(
            id=created.id,
            organiser_token=created.token,
            join_token=created.join_token,
            recovery_code=recovery,  # shown once: a new organiser token if it is lost
            links=gathering_links(created.id),
        ),
        status_code=201,
        headers={"Location": f"/api/gatherings/{created.id}"},
    )


@router.post(
    "/gatherings/{gathering_id}/games",
    summary="Start a game in the gathering (organiser token)",
    status_code=201,
    openapi_extra=body_doc(schemas.GATHERING_GAME_REQUEST),
    responses={
        201: json_doc(schemas.CREATED_GAME, "The game, its write token and links."),
        **NOT_FOUND,
        **AUTH,
        **BAD_INPUT,
        **CREATION_LIMIT,
    },
)
async def add_gathering_game(
    gathering_id: str, request: Request, credentials: Credentials
) -> Response:
    parts, organiser = service(request), token(credentials)
    body = await json_body(
        request,
        settings(request).max_action_bytes,
        lambda: parts.access.authorize_organiser(gathering_id, organiser),
    )
    table = body.get("table") if isinstance(body, dict) else None
    await call(parts.access.authorize_organiser, gathering_id, organiser)
    limit_creations(request, "games")
    created = await call(
        parts.games.create,
        body,
        gathering_id=gathering_id,
        organiser_token=organiser,
        table=table,
    )
    return created_game(created, table if isinstance(table, str) else None)


@router.get(
    "/gatherings/{gathering_id}",
    summary="A gathering's games, with their scores and results",
    responses={200: json_doc(schemas.GATHERING, "The gathering."), **NOT_FOUND, **UNLOADABLE},
)
async def read_gathering(gathering_id: str, request: Request) -> Response:
    listing = await call(service(request).gatherings.read, gathering_id, gathering_game)
    return JsonResponse(
        Gathering(
            id=listing.info.id,
            name=listing.info.name,
            games=[line for _, line in listing.games],
            rounds=[round_summary(r) for r in listing.rounds],
            procedures=round_procedures(),
            links=gathering_links(listing.info.id),
        ),
        headers=NO_STORE,
    )
