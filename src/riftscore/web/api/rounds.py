"""A gathering's timed rounds: start (hand-made tables) or pair one (from the players;
its clock started in a second step), list, read, pause, resume, extend one table; and a
table's clock alone, cheap to ask often."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from starlette.responses import Response

from riftscore.service import LiveGame, NotFound, RoundListing
from riftscore.web import event_schemas, schemas
from riftscore.web.api.requests import (
    Credentials,
    IdempotencyKey,
    RoundNumber,
    call,
    hub,
    json_body,
    optional_json_object,
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
    Responses,
    body_doc,
    error_doc,
    json_doc,
)
from riftscore.web.errors import ApiError, JsonResponse
from riftscore.web.event_view import paired_round_view
from riftscore.web.live import clock_event
from riftscore.web.view import round_summary, round_table, round_view, table_clock
from riftscore.web.view.answers import Clock, TableClock
from riftscore.web.view.event_answers import Rounds, RoundTable

router = APIRouter()

ROUND_RESPONSES: Responses = {
    200: json_doc(schemas.ROUND, "The round now, with every table."),
    **NOT_FOUND,
    **AUTH,
    **BAD_INPUT,
}


def announce_clocks(request: Request, tables: list[RoundTable]) -> None:
    """Send each table's clock (as read for the answer) to its watchers on this server:
    a start, pause, resume or extension reaches every table at once. (Other servers on
    the database hear of it by the round's NOTIFY: `live.ClockRefresher`.)"""
    watchers = hub(request)
    for table in tables:
        clock = table.clock
        if isinstance(clock, Clock) and watchers.watching(table.id):
            watchers.publish_clock(table.id, clock_event(table.id, table.version, clock))


def _round_answer(
    request: Request, listing: RoundListing[RoundTable], status_code: int = 200
) -> Response:
    announce_clocks(request, listing.tables)
    content = round_view(listing)
    headers = dict(NO_STORE)
    if status_code == 201:
        headers["Location"] = content.links["self"]
    return JsonResponse(content, status_code=status_code, headers=headers)


@router.post(
    "/gatherings/{gathering_id}/rounds",
    summary="Start the gathering's next timed round of hand-made tables, or pair it from the "
    "players (organiser token)",
    status_code=201,
    openapi_extra={
        "requestBody": {
            "required": False,
            "content": {"application/json": {"schema": event_schemas.ROUND_REQUEST}},
        }
    },
    responses={
        201: json_doc(
            {"anyOf": [schemas.ROUND, schemas.PAIRED_ROUND]},
            "A round of hand-made tables, its clock running for every table. A paired "
            'round: paired, its clock not started (`state` "paired"; `POST '
            '.../rounds/{n}/start` starts it), or started at once with `"start": true`; '
            "with its `pairings` either way.",
        ),
        **NOT_FOUND,
        **AUTH,
        409: error_doc(
            "The round cannot be paired now: a table of an earlier round has no result "
            "(`pending_results`, naming the tables), too few players or the cut is over "
            "(`cannot_pair`), another device paired it just now (`round_conflict`)."
        ),
        **BAD_INPUT,
    },
)
async def start_round(gathering_id: str, request: Request, credentials: Credentials) -> Response:
    parts, organiser = service(request), token(credentials)
    body = await optional_json_object(
        request,
        settings(request).max_action_bytes,
        lambda: parts.access.authorize_organiser(gathering_id, organiser),
    )
    if "pairings" in body:
        return await _pair_round(request, gathering_id, organiser, body)
    listing = await call(
        parts.rounds.start,
        gathering_id,
        organiser_token=organiser,
        present=round_table,
        minutes=body.get("minutes"),
        kind=body.get("type"),
        games=body.get("games"),
    )
    return _round_answer(request, listing, 201)


async def _pair_round(
    request: Request, gathering_id: str, organiser: str | None, body: dict[str, Any]
) -> Response:
    """The next round paired from the players: the round, and its pairings with each
    table's write token (the organiser's to hand out). Its clock starts in a second step
    (`start_paired_round`), unless `"start": true` asks for both at once."""
    parts = service(request)
    unknown = sorted(set(body) - {"pairings", "size", "minutes", "start"})
    start = body.get("start", False)
    if unknown or type(start) is not bool:
        await call(parts.access.authorize_organiser, gathering_id, organiser)
        if unknown:
            raise ApiError(
                422,
                "invalid_field",
                f'a paired round takes "pairings", "size", "minutes" and "start", not '
                f"{unknown[0]!r} (its tables and type follow from the pairings)",
            )
        raise ApiError(
            422,
            "invalid_field",
            '"start" must be true (start the round\'s clock at once) or false (pair it only)',
        )
    paired = await call(
        parts.pairings.pair,
        gathering_id,
        organiser_token=organiser,
        present=round_table,
        pairings=body.get("pairings"),
        size=body.get("size"),
        minutes=body.get("minutes"),
        start=start,
    )
    if paired.listing is not None:
        announce_clocks(request, paired.listing.tables)
    content = paired_round_view(paired)
    headers = {**NO_STORE, "Location": content.links["self"]}
    return JsonResponse(content, status_code=201, headers=headers)


@router.post(
    "/gatherings/{gathering_id}/rounds/{number}/start",
    summary="Start a paired round's clock: it runs from now for every table (organiser token)",
    openapi_extra={
        "requestBody": {
            "required": False,
            "content": {"application/json": {"schema": event_schemas.START_REQUEST}},
        }
    },
    responses={
        **ROUND_RESPONSES,
        409: error_doc(
            "The round has started already (`round_started`), or a later round is paired "
            "(`round_superseded`)."
        ),
    },
)
async def start_paired_round(
    gathering_id: str, number: RoundNumber, request: Request, credentials: Credentials
) -> Response:
    parts, organiser = service(request), token(credentials)
    body = await optional_json_object(
        request,
        settings(request).max_action_bytes,
        lambda: parts.access.authorize_organiser(gathering_id, organiser),
    )
    unknown = sorted(set(body) - {"minutes"})
    if unknown:
        await call(parts.access.authorize_organiser, gathering_id, organiser)
        raise ApiError(
            422,
            "invalid_field",
            f'starting a round takes "minutes" only, not {unknown[0]!r}',
        )
    listing = await call(
        parts.pairings.start,
        gathering_id,
        number,
        organiser_token=organiser,
        present=round_table,
        minutes=body.get("minutes"),
    )
    return _round_answer(request, listing)


@router.get(
    "/gatherings/{gathering_id}/rounds",
    summary="The gathering's rounds, by number",
    responses={200: json_doc(schemas.ROUNDS, "The rounds."), **NOT_FOUND},
)
async def list_rounds(gathering_id: str, request: Request) -> Response:
    rounds = await call(service(request).rounds.list, gathering_id)
    return JsonResponse(Rounds(rounds=[round_summary(r) for r in rounds]), headers=NO_STORE)


@router.get(
    "/gatherings/{gathering_id}/rounds/{number}",
    summary="A round now: its clock, and every table's score, clock and result",
    responses={
        200: json_doc(schemas.ROUND, "The round."),
        **NOT_FOUND,
        **UNLOADABLE,
        **BAD_INPUT,
    },
)
async def read_round(gathering_id: str, number: RoundNumber, request: Request) -> Response:
    listing = await call(service(request).rounds.read, gathering_id, number, round_table)
    return _round_answer(request, listing)


@router.post(
    "/gatherings/{gathering_id}/rounds/{number}/pause",
    summary="Pause every clock of the round (organiser token)",
    responses=ROUND_RESPONSES,
)
async def pause_round(
    gathering_id: str, number: RoundNumber, request: Request, credentials: Credentials
) -> Response:
    listing = await call(
        service(request).rounds.pause,
        gathering_id,
        number,
        organiser_token=token(credentials),
        present=round_table,
    )
    return _round_answer(request, listing)


@router.post(
    "/gatherings/{gathering_id}/rounds/{number}/resume",
    summary="Start the round's clocks again where they stood (organiser token)",
    responses=ROUND_RESPONSES,
)
async def resume_round(
    gathering_id: str, number: RoundNumber, request: Request, credentials: Credentials
) -> Response:
    listing = await call(
        service(request).rounds.resume,
        gathering_id,
        number,
        organiser_token=token(credentials),
        present=round_table,
    )
    return _round_answer(request, listing)


@router.post(
    "/gatherings/{gathering_id}/rounds/{number}/extensions",
    summary="A judge gives one table more time (organiser token)",
    openapi_extra=body_doc(event_schemas.EXTENSION_REQUEST),
    responses=ROUND_RESPONSES,
)
async def extend_table(
    gathering_id: str,
    number: RoundNumber,
    request: Request,
    credentials: Credentials,
    idempotency_key: IdempotencyKey = None,
) -> Response:
    parts, organiser = service(request), token(credentials)
    body = await json_body(
        request,
        settings(request).max_action_bytes,
        lambda: parts.access.authorize_organiser(gathering_id, organiser),
    )
    if not isinstance(body, dict):
        await call(parts.access.authorize_organiser, gathering_id, organiser)
        raise ApiError(422, "invalid_json", "the body must be a JSON object")
    listing = await call(
        parts.rounds.extend,
        gathering_id,
        number,
        organiser_token=organiser,
        present=round_table,
        game=body.get("game"),
        minutes=body.get("minutes"),
        reason=body.get("reason"),
        idempotency_key=idempotency_key,
    )
    return _round_answer(request, listing)


def _clock_of(live: LiveGame) -> TableClock:
    clock = table_clock(live)
    if clock is None:
        raise NotFound(f"game {live.id!r} is not a table of a timed round", "not_in_round")
    return clock


@router.get(
    "/games/{game_id}/clock",
    summary="A table's round clock alone: cheap to ask often; at zero, time is recorded",
    responses={
        200: json_doc(schemas.TABLE_CLOCK, "The clock, and the game's version."),
        404: error_doc("No such game, or it is not a table of a timed round."),
        **UNLOADABLE,
    },
)
async def read_clock(game_id: str, request: Request) -> Response:
    content = await call(service(request).games.read, game_id, _clock_of)
    return JsonResponse(content, headers=NO_STORE)
