"""Games under /api/games: start one (from a header or a whole record), read it, apply an
action, undo, preview an action, and export its record."""

from __future__ import annotations

from typing import Annotated

import msgspec
from fastapi import APIRouter, Query, Request
from starlette.responses import Response

from riftscore.record import RecordError, dumps, objects, too_deep
from riftscore.service import Created, GameService, Kept, LiveGame, Phrase
from riftscore.web import schemas
from riftscore.web.api.requests import (
    RECORD_TYPES,
    WRITE_HEADERS_DOC,
    Credentials,
    IdempotencyKey,
    IfMatch,
    call,
    check_values,
    json_body,
    read_body,
    require_type,
    seen_version,
    service,
    settings,
    token,
    write_headers,
)
from riftscore.web.api.responses import (
    BAD_INPUT,
    CREATION_LIMIT,
    NDJSON,
    NO_STORE,
    NOT_FOUND,
    UNLOADABLE,
    WRITE_RESPONSES,
    body_doc,
    created_game,
    json_doc,
    written,
)
from riftscore.web.errors import JsonResponse
from riftscore.web.ratelimit import limit_creations
from riftscore.web.view import (
    EVENTS_PAGE_SIZE,
    HISTORY_PAGE_SIZE,
    event_objects,
    events_page,
    full_view,
    history_page,
    view,
)
from riftscore.web.view.answers import Preview, View

router = APIRouter()

#: The view, kept (as JSON) with an entry written with an Idempotency-Key: a retry is
#: answered with it from the store.
KEPT_VIEW = Kept(view, msgspec.json.Encoder().encode, msgspec.json.Decoder(View).decode)


@router.post(
    "/games",
    summary="Start a game from a record header (with a `board`, a board game)",
    status_code=201,
    openapi_extra=body_doc(schemas.HEADER),
    responses={
        201: json_doc(schemas.CREATED_GAME, "The game, its write token and links."),
        **BAD_INPUT,
        **CREATION_LIMIT,
    },
)
async def create_game(request: Request) -> Response:
    header = await json_body(request, settings(request).max_action_bytes)
    limit_creations(request, "games")
    return created_game(await call(service(request).games.create, header))


@router.post(
    "/games/import",
    summary="Start a game from a whole record (JSON Lines), a board game's too",
    status_code=201,
    openapi_extra=body_doc({"type": "string"}, NDJSON),
    responses={
        201: json_doc(schemas.CREATED_GAME, "The game, at the record's last action."),
        **BAD_INPUT,
        **CREATION_LIMIT,
    },
)
async def import_game(request: Request) -> Response:
    require_type(request, RECORD_TYPES)
    data = await read_body(request, settings(request).max_record_bytes)
    limit_creations(request, "games")
    # One import at a time, server-wide, in a worker thread: its checks and replay are
    # pure CPU, and two at once (or one on the event loop) would leave the tables'
    # requests little of Python's one interpreter lock. Waiting here holds no thread.
    async with request.app.state.import_slot:
        return created_game(await call(_imported, service(request), data))


def _imported(parts: GameService, data: bytes) -> Created:
    parts.games.refuse_long_record(data)  # before reading a line of it
    if not too_deep(data):  # a line nested too deeply: refused below, unread
        try:
            for number, value in objects(data):
                check_values(value, Phrase("where-line", {"line": number}))
        except RecordError:
            pass  # a line that is not JSON: the replay below says which, and why
    return parts.games.import_record(data)


@router.get(
    "/games/{game_id}",
    summary="The game: the replay --json keys, the view, and the latest page of its events "
    "and history (links to the earlier pages; every event is also in /events, every "
    "action in /record)",
    responses={200: json_doc(schemas.FULL_VIEW, "The game."), **NOT_FOUND, **UNLOADABLE},
)
async def read_game(game_id: str, request: Request) -> Response:
    content = await call(service(request).games.read, game_id, full_view)
    return JsonResponse(content, headers={"ETag": f'"{content.version}"', **NO_STORE})


#: The most entries or events one page carries, whatever a client asks.
MAX_PAGE = 1000
Before = Annotated[int, Query(ge=1, le=10**9, description="Entries numbered below this.")]
Start = Annotated[int, Query(ge=0, le=10**9, description="The first event's index, from 0.")]
Limit = Annotated[int, Query(ge=1, le=MAX_PAGE, description="At most this many.")]


@router.get(
    "/games/{game_id}/history",
    summary="A page of the game's log: the entries numbered below `before`, oldest first",
    responses={
        200: json_doc(schemas.HISTORY_PAGE, "The entries, and the link to the page before."),
        **NOT_FOUND,
        **UNLOADABLE,
        **BAD_INPUT,
    },
)
async def read_history(
    game_id: str, request: Request, before: Before = 10**9, limit: Limit = HISTORY_PAGE_SIZE
) -> Response:
    content = await call(
        service(request).games.read, game_id, lambda live: history_page(live, before, limit)
    )
    return JsonResponse(content, headers=NO_STORE)


@router.get(
    "/games/{game_id}/events",
    summary="A page of the game's events (as replay --json lists them), from `start`",
    responses={
        200: json_doc(schemas.EVENTS_PAGE, "The events, and the link to the next page."),
        **NOT_FOUND,
        **UNLOADABLE,
        **BAD_INPUT,
    },
)
async def read_events(
    game_id: str, request: Request, start: Start = 0, limit: Limit = EVENTS_PAGE_SIZE
) -> Response:
    content = await call(
        service(request).games.read, game_id, lambda live: events_page(live, start, limit)
    )
    return JsonResponse(content, headers=NO_STORE)


@router.post(
    "/games/{game_id}/actions",
    summary="Apply one record action (a board game also takes the board verbs)",
    openapi_extra={**body_doc(schemas.ACTION), **WRITE_HEADERS_DOC},
    responses=WRITE_RESPONSES,
)
async def apply_action(game_id: str, request: Request) -> Response:
    # Every table's every action comes here: its headers are read directly (write_headers).
    games = service(request).games
    writer, version, idempotency_key = await write_headers(request)
    action = await json_body(
        request,
        settings(request).max_action_bytes,
        lambda: games.authorize(game_id, writer),
    )
    answer = await call(
        games.apply,
        game_id,
        action,
        token=writer,
        present=KEPT_VIEW,
        if_match=version,
        idempotency_key=idempotency_key,
    )
    return written(request, game_id, answer)


@router.post(
    "/games/{game_id}/undo",
    summary="Retract the last action in force (the history keeps it)",
    responses=WRITE_RESPONSES,
)
async def undo(
    game_id: str,
    request: Request,
    credentials: Credentials,
    if_match: IfMatch = None,
    idempotency_key: IdempotencyKey = None,
) -> Response:
    answer = await call(
        service(request).games.undo,
        game_id,
        token=token(credentials),
        present=KEPT_VIEW,
        if_match=seen_version(if_match),
        idempotency_key=idempotency_key,
    )
    return written(request, game_id, answer)


@router.post(
    "/games/{game_id}/preview",
    summary="What one action would do now: its events and the scores after; "
    "nothing is changed or stored, and no token is needed",
    openapi_extra=body_doc(schemas.ACTION),
    responses={
        200: json_doc(
            schemas.PREVIEW,
            "The events the action would cause (as a write's `new_events` lists them) and "
            "the scores after it.",
        ),
        **NOT_FOUND,
        **UNLOADABLE,
        **BAD_INPUT,
    },
)
async def preview(game_id: str, request: Request) -> Response:
    action = await json_body(request, settings(request).max_action_bytes)
    previewed = await call(service(request).games.preview, game_id, action)
    content = Preview(events=event_objects(previewed.events), scores=dict(previewed.scores))
    return JsonResponse(content, headers=NO_STORE)


def _record(live: LiveGame) -> str:
    return dumps(live.game)


@router.get(
    "/games/{game_id}/record",
    summary="The game as a record: the header and every action in force (JSON Lines)",
    responses={
        200: {"description": "The record.", "content": {NDJSON: {"schema": {"type": "string"}}}},
        **NOT_FOUND,
        **UNLOADABLE,
    },
)
async def read_record(game_id: str, request: Request) -> Response:
    text = await call(service(request).games.read, game_id, _record)
    return Response(
        text,
        media_type=NDJSON,
        headers={"Content-Disposition": f'attachment; filename="{game_id}.jsonl"'},
    )
