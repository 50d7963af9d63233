"""The JSON API under /api: games in the record format, their live stream, gatherings.

Bodies are read here (with a size limit) and handed to the service as decoded JSON, so
that the record module's messages reach the client unchanged. The service blocks (it
talks to the database), so it runs in the thread pool; publishing to watchers happens
back on the event loop.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import AsyncIterator, Callable
from typing import Annotated, Any, TypeVar

import msgspec
from fastapi import APIRouter, Depends, Header, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from starlette.concurrency import run_in_threadpool
from starlette.requests import ClientDisconnect
from starlette.responses import Response, StreamingResponse

from riftscore.record import RecordError, dumps, objects
from riftscore.service import Answer, Created, GameService, LiveGame, NotFound, RoundListing
from riftscore.store.tables import IDEMPOTENCY_KEY_LENGTH
from riftscore.web import schemas
from riftscore.web.errors import ApiError, JsonResponse
from riftscore.web.live import KEEPALIVE, Hub, sse_frame
from riftscore.web.settings import Settings
from riftscore.web.view import (
    clock_view,
    full_view,
    game_links,
    gathering_game,
    result_record,
    results_view,
    round_summary,
    round_table,
    round_view,
    view,
)

T = TypeVar("T")

router = APIRouter(prefix="/api")

_decode = msgspec.json.decode
_bearer = HTTPBearer(
    auto_error=False,
    scheme_name="write_token",
    description="A game's write token (or its gathering's organiser token).",
)
Credentials = Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]
IfMatch = Annotated[
    str | None,
    Header(
        description='The version the client saw (`"12"` or `12`): '
        "if the game has moved on since, nothing is applied and the answer is 409.",
        # Described, not enforced here: `_if_match` refuses anything else with its own words.
        json_schema_extra={"pattern": r'^\s*(\*|(W/)?"?[0-9]{1,15}"?)\s*$'},
    ),
]
IdempotencyKey = Annotated[
    str | None,
    Header(
        description="Any unique string: a retry with the same key and the same request "
        "gets the first answer and applies nothing.",
        json_schema_extra={"minLength": 1, "maxLength": IDEMPOTENCY_KEY_LENGTH},
    ),
]
NDJSON = "application/x-ndjson"


def _error(description: str) -> dict[str, Any]:
    return {
        "description": description,
        "content": {"application/json": {"schema": schemas.ERROR}},
    }


def _json(schema: dict[str, Any], description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def _body(schema: dict[str, Any], media_type: str = "application/json") -> dict[str, Any]:
    return {"requestBody": {"required": True, "content": {media_type: {"schema": schema}}}}


Responses = dict[int | str, dict[str, Any]]

NOT_FOUND: Responses = {404: _error("No such game (or gathering).")}
BAD_INPUT: Responses = {
    413: _error("The body is too large."),
    422: _error(
        "The body or a header is malformed, or the action breaks a rule; "
        "nothing was changed. The message names the field or the rule."
    ),
}
AUTH: Responses = {
    401: _error("No token: writing needs `Authorization: Bearer <write_token>`."),
    403: _error("A token that cannot write to this game."),
}
WRITE_RESPONSES: Responses = {
    200: {
        **_json(
            schemas.VIEW,
            "The view after the change (or, for a repeated Idempotency-Key, the first answer).",
        ),
        "headers": {"ETag": {"description": "The version, quoted.", "schema": {"type": "string"}}},
    },
    **NOT_FOUND,
    **AUTH,
    409: _json(
        schemas.CONFLICT,
        "The game moved on since the If-Match version; "
        "`view` is where it stands now. Nothing was changed.",
    ),
    **BAD_INPUT,
}


# ------------------------------------------------------------------ plumbing


def _service(request: Request) -> GameService:
    service: GameService = request.app.state.service
    return service


def _settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def _hub(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


async def _call(function: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    return await run_in_threadpool(function, *args, **kwargs)


async def _read_body(request: Request, limit: int) -> bytes:
    too_large = ApiError(413, "payload_too_large", f"the body must be at most {limit} bytes")
    length = request.headers.get("content-length", "")
    if length.isdigit() and int(length) > limit:
        raise too_large
    chunks, size = [], 0
    try:
        async for chunk in request.stream():
            size += len(chunk)
            if size > limit:
                raise too_large
            chunks.append(chunk)
    except ClientDisconnect:
        # The phone hung up halfway through its body: nothing to apply, nobody to answer.
        raise ApiError(
            400, "incomplete_body", "the connection closed before the body ended"
        ) from None
    return b"".join(chunks)


async def _json_body(
    request: Request, limit: int, authorize: Callable[[], None] | None = None
) -> object:
    """The body, decoded. If it is not JSON, `authorize` runs first: a request without the
    right token is refused as such (401, 403), whatever its body."""
    data = await _read_body(request, limit)
    try:
        if not data.strip():
            raise ApiError(422, "invalid_json", "the body is empty: it must be one JSON object")
        try:
            value = _decode(data)
        except msgspec.DecodeError as error:
            raise ApiError(422, "invalid_json", f"the body is not valid JSON ({error})") from None
        except RecursionError:
            raise ApiError(422, "invalid_json", "the body is nested too deeply") from None
        _check_values(value, "the body")
        return value
    except ApiError:
        if authorize is not None:
            await _call(authorize)
        raise


#: The largest whole number every JSON reader holds exactly (I-JSON, RFC 7493): 2^53 - 1.
MAX_SAFE_INTEGER = 2**53 - 1


def _check_values(value: object, where: str) -> None:
    """Refuse what no table writes and not every reader or database can hold: a number
    beyond 2^53 - 1 either way (a phone's JavaScript would round it), and text with the
    NUL character (PostgreSQL cannot store it)."""
    pending = [value]
    while pending:
        item = pending.pop()
        if type(item) is dict:
            pending.extend(item.keys())
            pending.extend(item.values())
        elif type(item) is list:
            pending.extend(item)
        elif type(item) is int and not -MAX_SAFE_INTEGER <= item <= MAX_SAFE_INTEGER:
            raise ApiError(
                422,
                "invalid_json",
                f"{where} has the number {str(item)[:30]}{'...' if len(str(item)) > 30 else ''}: "
                f"numbers must lie between -{MAX_SAFE_INTEGER} and {MAX_SAFE_INTEGER}",
            )
        elif type(item) is str and "\x00" in item:
            raise ApiError(422, "invalid_json", f"{where} has text with the NUL character (U+0000)")


def _token(credentials: HTTPAuthorizationCredentials | None) -> str | None:
    return None if credentials is None else credentials.credentials


_VERSION = re.compile(r'(?:W/)?"?([0-9]{1,15})"?')


def _if_match(value: str | None) -> int | None:
    if value is None or value.strip() == "*":
        return None
    found = _VERSION.fullmatch(value.strip())
    if found is None:
        raise ApiError(
            422, "invalid_if_match", f'If-Match must be a version such as "12", not {value!r}'
        )
    return int(found.group(1))


def _answer(request: Request, game_id: str, answer: Answer[dict[str, Any]]) -> Response:
    hub = _hub(request)
    if answer.changed and hub.watching(game_id):
        hub.publish(game_id, answer.version, sse_frame(answer.version, answer.value))
    headers = {"ETag": f'"{answer.value["version"]}"', "Cache-Control": "no-store"}
    if not answer.changed:
        headers["Idempotent-Replayed"] = "true"
    return JsonResponse(answer.value, headers=headers)


def _created_game(created: Created, table: str | None = None) -> Response:
    body: dict[str, Any] = {
        "id": created.id,
        "write_token": created.token,
        "version": created.version,
        "links": game_links(created.id),
    }
    if table is not None:
        body["table"] = table
    return JsonResponse(body, status_code=201, headers={"Location": f"/api/games/{created.id}"})


# ------------------------------------------------------------------ health


@router.get(
    "/ping",
    summary="The server is up: a tiny answer for load balancers and monitors",
    responses={200: _json(schemas.PING, "The server answers.")},
)
async def ping() -> Response:
    return JsonResponse({"ok": True}, headers={"Cache-Control": "no-store"})


# ------------------------------------------------------------------ games


@router.post(
    "/games",
    summary="Start a game from a record header",
    status_code=201,
    openapi_extra=_body(schemas.HEADER),
    responses={
        201: _json(schemas.CREATED_GAME, "The game, its write token and links."),
        **BAD_INPUT,
    },
)
async def create_game(request: Request) -> Response:
    header = await _json_body(request, _settings(request).max_action_bytes)
    return _created_game(await _call(_service(request).create_game, header))


@router.post(
    "/games/import",
    summary="Start a game from a whole record (JSON Lines)",
    status_code=201,
    openapi_extra=_body({"type": "string"}, NDJSON),
    responses={
        201: _json(schemas.CREATED_GAME, "The game, at the record's last action."),
        **BAD_INPUT,
    },
)
async def import_game(request: Request) -> Response:
    data = await _read_body(request, _settings(request).max_record_bytes)
    try:
        for number, value in objects(data):
            _check_values(value, f"line {number}")
    except (RecordError, RecursionError):
        pass  # a line that is not JSON: the replay below says which, and why
    return _created_game(await _call(_service(request).import_record, data))


@router.get(
    "/games/{game_id}",
    summary="The whole game: the replay --json object, the view, and the history",
    responses={200: _json(schemas.FULL_VIEW, "The game."), **NOT_FOUND},
)
async def read_game(game_id: str, request: Request) -> Response:
    body = await _call(_service(request).read, game_id, full_view)
    return JsonResponse(body, headers={"ETag": f'"{body["version"]}"', "Cache-Control": "no-store"})


@router.post(
    "/games/{game_id}/actions",
    summary="Apply one record action",
    openapi_extra=_body(schemas.ACTION),
    responses=WRITE_RESPONSES,
)
async def apply_action(
    game_id: str,
    request: Request,
    credentials: Credentials,
    if_match: IfMatch = None,
    idempotency_key: IdempotencyKey = None,
) -> Response:
    service, token, version = _service(request), _token(credentials), _if_match(if_match)
    action = await _json_body(
        request,
        _settings(request).max_action_bytes,
        lambda: service.authorize(game_id, token),
    )
    answer = await _call(
        service.apply,
        game_id,
        action,
        token=token,
        present=view,
        if_match=version,
        idempotency_key=idempotency_key,
    )
    return _answer(request, game_id, answer)


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
    answer = await _call(
        _service(request).undo,
        game_id,
        token=_token(credentials),
        present=view,
        if_match=_if_match(if_match),
        idempotency_key=idempotency_key,
    )
    return _answer(request, game_id, answer)


def _record(live: LiveGame) -> str:
    return dumps(live.game)


@router.get(
    "/games/{game_id}/record",
    summary="The game as a record: the header and every action in force (JSON Lines)",
    responses={
        200: {"description": "The record.", "content": {NDJSON: {"schema": {"type": "string"}}}},
        **NOT_FOUND,
    },
)
async def read_record(game_id: str, request: Request) -> Response:
    text = await _call(_service(request).read, game_id, _record)
    return Response(
        text,
        media_type=NDJSON,
        headers={"Content-Disposition": f'attachment; filename="{game_id}.jsonl"'},
    )


def _frame(live: LiveGame) -> tuple[int, bytes]:
    return live.version, sse_frame(live.version, view(live))


async def _events(
    request: Request, first: bytes, watcher: Any, keepalive: float
) -> AsyncIterator[bytes]:
    hub = _hub(request)
    try:
        yield b"retry: 2000\n\n" + first
        while True:
            frame = await watcher.next(keepalive)
            yield KEEPALIVE if frame is None else frame
    finally:
        hub.unwatch(watcher)


@router.get(
    "/games/{game_id}/stream",
    summary="Server-Sent Events: the view now, then after every change",
    response_class=StreamingResponse,
    responses={
        200: {
            "description": "An event stream; each event's data is a view (JSON), its id the "
            "version. Comments keep the stream alive.",
            "content": {"text/event-stream": {"schema": {"type": "string"}}},
        },
        **NOT_FOUND,
    },
)
async def stream(game_id: str, request: Request) -> Response:
    hub = _hub(request)
    watcher = hub.watch(game_id)  # before reading, so that no change falls in between
    try:
        version, first = await _call(_service(request).read, game_id, _frame)
    except BaseException:
        hub.unwatch(watcher)
        raise
    watcher.version = max(watcher.version, version)
    return StreamingResponse(
        _events(request, first, watcher, _settings(request).keepalive_seconds),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
    )


# ------------------------------------------------------------------ gatherings


def _gathering_links(gathering_id: str) -> dict[str, str]:
    base = f"/api/gatherings/{gathering_id}"
    return {
        "self": base,
        "games": f"{base}/games",
        "rounds": f"{base}/rounds",
        "results_csv": f"{base}/results.csv",
        "results_json": f"{base}/results.json",
    }


@router.post(
    "/gatherings",
    summary="Start a gathering (an event at a store); its organiser token adds games",
    status_code=201,
    openapi_extra=_body(schemas.GATHERING_REQUEST),
    responses={
        201: _json(schemas.CREATED_GATHERING, "The gathering and its organiser token."),
        **BAD_INPUT,
    },
)
async def create_gathering(request: Request) -> Response:
    body = await _json_body(request, _settings(request).max_action_bytes)
    name = body.get("name") if isinstance(body, dict) else None
    if isinstance(body, dict) and "name" not in body:
        raise ApiError(422, "invalid_field", 'a gathering needs "name"')
    created = await _call(_service(request).create_gathering, name)
    return JsonResponse(
        {"id": created.id, "organiser_token": created.token, "links": _gathering_links(created.id)},
        status_code=201,
        headers={"Location": f"/api/gatherings/{created.id}"},
    )


@router.post(
    "/gatherings/{gathering_id}/games",
    summary="Start a game in the gathering (organiser token)",
    status_code=201,
    openapi_extra=_body(schemas.GATHERING_GAME_REQUEST),
    responses={
        201: _json(schemas.CREATED_GAME, "The game, its write token and links."),
        **NOT_FOUND,
        **AUTH,
        **BAD_INPUT,
    },
)
async def add_gathering_game(
    gathering_id: str, request: Request, credentials: Credentials
) -> Response:
    service, token = _service(request), _token(credentials)
    body = await _json_body(
        request,
        _settings(request).max_action_bytes,
        lambda: service.authorize_organiser(gathering_id, token),
    )
    table = body.get("table") if isinstance(body, dict) else None
    created = await _call(
        service.create_game,
        body,
        gathering_id=gathering_id,
        organiser_token=token,
        table=table,
    )
    return _created_game(created, table if isinstance(table, str) else None)


@router.get(
    "/gatherings/{gathering_id}",
    summary="A gathering's games, with their scores and results",
    responses={200: _json(schemas.GATHERING, "The gathering."), **NOT_FOUND},
)
async def read_gathering(gathering_id: str, request: Request) -> Response:
    listing = await _call(_service(request).gathering, gathering_id, gathering_game)
    return JsonResponse(
        {
            "id": listing.info.id,
            "name": listing.info.name,
            "games": [line for _, line in listing.games],
            "rounds": [round_summary(r) for r in listing.rounds],
            "links": _gathering_links(listing.info.id),
        },
        headers={"Cache-Control": "no-store"},
    )


# ------------------------------------------------------------------ timed rounds

ROUND_RESPONSES: Responses = {
    200: _json(schemas.ROUND, "The round now, with every table."),
    **NOT_FOUND,
    **AUTH,
    **BAD_INPUT,
}


async def _optional_json_object(
    request: Request, limit: int, authorize: Callable[[], None]
) -> dict[str, Any]:
    """A body that may be left out (it is `{}` then), else one JSON object."""
    data = await _read_body(request, limit)
    if not data.strip():
        return {}
    try:
        body = _decode(data)
    except (msgspec.DecodeError, RecursionError):
        await _call(authorize)
        raise ApiError(422, "invalid_json", "the body is not valid JSON") from None
    if not isinstance(body, dict):
        await _call(authorize)
        raise ApiError(422, "invalid_json", "the body must be a JSON object")
    return body


def _round_answer(listing: RoundListing[dict[str, Any]], status_code: int = 200) -> Response:
    body = round_view(listing)
    headers = {"Cache-Control": "no-store"}
    if status_code == 201:
        headers["Location"] = body["links"]["self"]
    return JsonResponse(body, status_code=status_code, headers=headers)


@router.post(
    "/gatherings/{gathering_id}/rounds",
    summary="Start the gathering's next timed round (organiser token)",
    status_code=201,
    openapi_extra={
        "requestBody": {
            "required": False,
            "content": {"application/json": {"schema": schemas.ROUND_REQUEST}},
        }
    },
    responses={
        201: _json(schemas.ROUND, "The round, its clock running for every table."),
        **NOT_FOUND,
        **AUTH,
        **BAD_INPUT,
    },
)
async def start_round(gathering_id: str, request: Request, credentials: Credentials) -> Response:
    service, token = _service(request), _token(credentials)
    body = await _optional_json_object(
        request,
        _settings(request).max_action_bytes,
        lambda: service.authorize_organiser(gathering_id, token),
    )
    listing = await _call(
        service.start_round,
        gathering_id,
        organiser_token=token,
        present=round_table,
        minutes=body.get("minutes"),
        kind=body.get("type"),
        games=body.get("games"),
    )
    return _round_answer(listing, 201)


@router.get(
    "/gatherings/{gathering_id}/rounds",
    summary="The gathering's rounds, by number",
    responses={200: _json(schemas.ROUNDS, "The rounds."), **NOT_FOUND},
)
async def list_rounds(gathering_id: str, request: Request) -> Response:
    rounds = await _call(_service(request).rounds, gathering_id)
    return JsonResponse(
        {"rounds": [round_summary(r) for r in rounds]}, headers={"Cache-Control": "no-store"}
    )


@router.get(
    "/gatherings/{gathering_id}/rounds/{number}",
    summary="A round now: its clock, and every table's score, clock and result",
    responses={200: _json(schemas.ROUND, "The round."), **NOT_FOUND, **BAD_INPUT},
)
async def read_round(gathering_id: str, number: int, request: Request) -> Response:
    listing = await _call(_service(request).round, gathering_id, number, round_table)
    return _round_answer(listing)


@router.post(
    "/gatherings/{gathering_id}/rounds/{number}/pause",
    summary="Pause every clock of the round (organiser token)",
    responses=ROUND_RESPONSES,
)
async def pause_round(
    gathering_id: str, number: int, request: Request, credentials: Credentials
) -> Response:
    listing = await _call(
        _service(request).pause_round,
        gathering_id,
        number,
        organiser_token=_token(credentials),
        present=round_table,
    )
    return _round_answer(listing)


@router.post(
    "/gatherings/{gathering_id}/rounds/{number}/resume",
    summary="Start the round's clocks again where they stood (organiser token)",
    responses=ROUND_RESPONSES,
)
async def resume_round(
    gathering_id: str, number: int, request: Request, credentials: Credentials
) -> Response:
    listing = await _call(
        _service(request).resume_round,
        gathering_id,
        number,
        organiser_token=_token(credentials),
        present=round_table,
    )
    return _round_answer(listing)


@router.post(
    "/gatherings/{gathering_id}/rounds/{number}/extensions",
    summary="A judge gives one table more time (organiser token)",
    openapi_extra=_body(schemas.EXTENSION_REQUEST),
    responses=ROUND_RESPONSES,
)
async def extend_table(
    gathering_id: str,
    number: int,
    request: Request,
    credentials: Credentials,
    idempotency_key: IdempotencyKey = None,
) -> Response:
    service, token = _service(request), _token(credentials)
    body = await _json_body(
        request,
        _settings(request).max_action_bytes,
        lambda: service.authorize_organiser(gathering_id, token),
    )
    if not isinstance(body, dict):
        await _call(service.authorize_organiser, gathering_id, token)
        raise ApiError(422, "invalid_json", "the body must be a JSON object")
    listing = await _call(
        service.extend,
        gathering_id,
        number,
        organiser_token=token,
        present=round_table,
        game=body.get("game"),
        minutes=body.get("minutes"),
        reason=body.get("reason"),
        idempotency_key=idempotency_key,
    )
    return _round_answer(listing)


def _clock_of(live: LiveGame) -> dict[str, Any]:
    if live.clock is None:
        raise NotFound(f"game {live.id!r} is not a table of a timed round", "not_in_round")
    return {"id": live.id, "version": live.version, "clock": clock_view(live.clock)}


@router.get(
    "/games/{game_id}/clock",
    summary="A table's round clock alone: cheap to ask often; at zero, time is recorded",
    responses={
        200: _json(schemas.TABLE_CLOCK, "The clock, and the game's version."),
        404: _error("No such game, or it is not a table of a timed round."),
    },
)
async def read_clock(game_id: str, request: Request) -> Response:
    body = await _call(_service(request).read, game_id, _clock_of)
    return JsonResponse(body, headers={"Cache-Control": "no-store"})


# ------------------------------------------------------------------ results

#: Spreadsheets run a cell that starts with one of these as a formula.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
MAX_PLAYERS = 4
RESULTS_COLUMNS = [
    "table",
    "game_id",
    "round",
    "mode",
    *(f"player_{n}" for n in range(1, MAX_PLAYERS + 1)),
    "result",
    "winners",
    *(f"game_wins_{n}" for n in range(1, MAX_PLAYERS + 1)),
    "games_drawn",
    "game",
    "game_result",
    "game_winners",
    *(f"score_{n}" for n in range(1, MAX_PLAYERS + 1)),
]


def _cell(value: object) -> object:
    """A text cell a spreadsheet shows as text: a leading apostrophe defuses a formula."""
    if isinstance(value, str) and value.startswith(_FORMULA_STARTS):
        return "'" + value
    return value


def _padded(values: list[Any]) -> list[Any]:
    return values + [""] * (MAX_PLAYERS - len(values))


def results_csv(results: dict[str, Any]) -> str:
    """One row per game played (each game of a match), the match's columns repeated."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(RESULTS_COLUMNS)
    for record in results["games"]:
        players = record["players"]
        match_columns = [
            record["table"] or "",
            record["id"],
            "" if record["round"] is None else record["round"],
            record["mode"],
            *_padded(list(players)),
            record["outcome"],
            " & ".join(record["winners"]),
            *_padded([record["game_wins"][p] for p in players]),
            record["games_drawn"],
        ]
        for game in record["games"]:
            game_columns = [
                game["number"],
                game["outcome"],
                " & ".join(game["winners"]),
                *_padded([game["scores"][p] for p in players]),
            ]
            writer.writerow([_cell(v) for v in (*match_columns, *game_columns)])
    return out.getvalue()


async def _results(request: Request, gathering_id: str) -> dict[str, Any]:
    listing = await _call(_service(request).gathering, gathering_id, result_record)
    return results_view(listing)


@router.get(
    "/gatherings/{gathering_id}/results.json",
    summary="Results of every game of the gathering: players, match result, game wins, "
    "games drawn, each game's scores",
    responses={200: _json(schemas.RESULTS, "The results."), **NOT_FOUND},
)
async def results_json(gathering_id: str, request: Request) -> Response:
    return JsonResponse(
        await _results(request, gathering_id), headers={"Cache-Control": "no-store"}
    )


@router.get(
    "/gatherings/{gathering_id}/results.csv",
    summary="The same results as a spreadsheet: one row per game played",
    responses={
        200: {
            "description": "CSV with a header row; a text cell that a spreadsheet would run "
            "as a formula starts with an apostrophe.",
            "content": {"text/csv": {"schema": {"type": "string"}}},
        },
        **NOT_FOUND,
    },
)
async def results_in_csv(gathering_id: str, request: Request) -> Response:
    text = results_csv(await _results(request, gathering_id))
    return Response(
        text,
        media_type="text/csv; charset=utf-8",
        headers={
            "Content-Disposition": f'attachment; filename="results-{gathering_id}.csv"',
            "Cache-Control": "no-store",
        },
    )
