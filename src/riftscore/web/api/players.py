"""A gathering's players: register (organiser or join link), list, read one player's
evening, drop, mark a no-show; the event's settings and its join link."""

from __future__ import annotations

from fastapi import APIRouter, Request
from starlette.responses import Response

from riftscore.service import Answer
from riftscore.web import event_schemas, schemas
from riftscore.web.api.requests import (
    Credentials,
    IdempotencyKey,
    call,
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
    REGISTRATION_LIMIT,
    UNLOADABLE,
    Responses,
    body_doc,
    error_doc,
    json_doc,
    written,
)
from riftscore.web.errors import JsonResponse
from riftscore.web.event_view import event_links, my_view, player_view, settings_view
from riftscore.web.ratelimit import limit_registrations
from riftscore.web.view import round_table, view
from riftscore.web.view.event_answers import JoinLink, Players

router = APIRouter()

CONFLICT: Responses = {
    409: error_doc(
        "The gathering's state does not allow it now (entry closed, a table without a "
        "result, dropped already...): the message says why; nothing was changed."
    )
}


@router.post(
    "/gatherings/{gathering_id}/players",
    summary="Register a player (a 2v2 event: a team), with the organiser token or the join token",
    status_code=201,
    openapi_extra=body_doc(event_schemas.PLAYER_REQUEST),
    responses={
        201: json_doc(schemas.PLAYER, "The player, with their id."),
        200: json_doc(schemas.PLAYER, "A retry with the same Idempotency-Key: the same player."),
        **NOT_FOUND,
        **AUTH,
        **CONFLICT,
        **BAD_INPUT,
        **REGISTRATION_LIMIT,
    },
)
async def register_player(
    gathering_id: str,
    request: Request,
    credentials: Credentials,
    idempotency_key: IdempotencyKey = None,
) -> Response:
    parts, given = service(request), token(credentials)

    def authorize() -> None:
        parts.players.registrar(gathering_id, given)

    body = await json_body(request, settings(request).max_action_bytes, authorize)
    if await call(parts.players.registrar, gathering_id, given) == "join":
        limit_registrations(request)  # a join link passed around fills no event
    player, new = await call(
        parts.players.register,
        gathering_id,
        token=given,
        body=body,
        idempotency_key=idempotency_key,
    )
    content = player_view(gathering_id, player)
    headers = {"Location": content.links["self"], **NO_STORE}
    return JsonResponse(content, status_code=201 if new else 200, headers=headers)


@router.get(
    "/gatherings/{gathering_id}/players",
    summary="The gathering's players, in the order they registered",
    responses={200: json_doc(schemas.PLAYERS, "The players."), **NOT_FOUND, **UNLOADABLE},
)
async def list_players(gathering_id: str, request: Request) -> Response:
    state = await call(service(request).events.state, gathering_id)
    players = [player_view(gathering_id, p, state.event) for p in state.facts.players]
    return JsonResponse(Players(players=players), headers=NO_STORE)


@router.get(
    "/gatherings/{gathering_id}/players/{player_id}",
    summary="One player's evening: their table and opponents in the latest round, their standing",
    responses={200: json_doc(schemas.MY_EVENING, "The player's view."), **NOT_FOUND, **UNLOADABLE},
)
async def read_player(gathering_id: str, player_id: str, request: Request) -> Response:
    state, player = await call(
        service(request).events.player_state, gathering_id, player_id, round_table
    )
    return JsonResponse(my_view(state, player), headers=NO_STORE)


@router.post(
    "/gatherings/{gathering_id}/players/{player_id}/drop",
    summary="The player drops: never paired again (organiser token)",
    responses={
        200: json_doc(schemas.PLAYER, "The player, dropped."),
        **NOT_FOUND,
        **AUTH,
        **CONFLICT,
        **UNLOADABLE,
    },
)
async def drop_player(
    gathering_id: str, player_id: str, request: Request, credentials: Credentials
) -> Response:
    player = await call(
        service(request).players.drop,
        gathering_id,
        player_id,
        organiser_token=token(credentials),
    )
    return JsonResponse(player_view(gathering_id, player), headers=NO_STORE)


@router.post(
    "/gatherings/{gathering_id}/players/{player_id}/no-show",
    summary="The player did not come to their table of the latest round: a loss, then "
    "dropped; recorded in the table's game (organiser token)",
    responses={
        200: json_doc(schemas.VIEW, "The table's game, with the ruling."),
        **NOT_FOUND,
        **AUTH,
        **CONFLICT,
        **BAD_INPUT,
        **UNLOADABLE,
    },
)
async def no_show(
    gathering_id: str, player_id: str, request: Request, credentials: Credentials
) -> Response:
    game_id, shown = await call(
        service(request).rulings.no_show,
        gathering_id,
        player_id,
        organiser_token=token(credentials),
        present=view,
    )
    return written(request, game_id, Answer(shown, shown.version, changed=True))


@router.post(
    "/gatherings/{gathering_id}/settings",
    summary="Change the event's settings: rounds and minutes at any time, mode and points "
    "until round 1 is paired (organiser token)",
    openapi_extra=body_doc(event_schemas.SETTINGS_REQUEST),
    responses={
        200: json_doc(schemas.SETTINGS, "The settings now."),
        **NOT_FOUND,
        **AUTH,
        **CONFLICT,
        **BAD_INPUT,
    },
)
async def change_settings(
    gathering_id: str, request: Request, credentials: Credentials
) -> Response:
    parts, organiser = service(request), token(credentials)
    body = await json_body(
        request,
        settings(request).max_action_bytes,
        lambda: parts.access.authorize_organiser(gathering_id, organiser),
    )
    changed = await call(
        parts.players.change_settings, gathering_id, organiser_token=organiser, body=body
    )
    return JsonResponse(settings_view(changed.to_data()), headers=NO_STORE)


@router.post(
    "/gatherings/{gathering_id}/join-link",
    summary="A new join link for players to register themselves; the old one stops working "
    "(organiser token)",
    status_code=201,
    responses={
        201: json_doc(schemas.JOIN_LINK, "The join token, and the page it opens."),
        **NOT_FOUND,
        **AUTH,
        **CONFLICT,
    },
)
async def new_join_link(gathering_id: str, request: Request, credentials: Credentials) -> Response:
    join_token = await call(
        service(request).players.issue_join_link, gathering_id, organiser_token=token(credentials)
    )
    links = event_links(gathering_id)
    return JsonResponse(
        JoinLink(join_token=join_token, links={"join": links["join"]}),
        status_code=201,
        headers=NO_STORE,
    )
