"""What every router of the API reads from a request: the app's parts, a body read within
its size limit and decoded, the bearer token, If-Match and Idempotency-Key.

Bodies are read here and handed to the service as decoded JSON, so that the record
module's messages reach the client unchanged. The service blocks (it talks to the
database), so it runs in the thread pool (`call`).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import Annotated, Any, TypeVar

import msgspec
from fastapi import Depends, Header, Path, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from starlette.concurrency import run_in_threadpool
from starlette.requests import ClientDisconnect

from riftscore.record import too_deep
from riftscore.service import GameService, OneOf, Phrase, fields
from riftscore.web import timing
from riftscore.web.errors import ApiError
from riftscore.web.live import Hub
from riftscore.web.settings import Settings

T = TypeVar("T")

_decode = msgspec.json.decode
_bearer = HTTPBearer(
    auto_error=False,
    scheme_name="write_token",
    description="A game's write token (or its gathering's organiser token).",
)
IF_MATCH_DOC = (
    'The version the client saw (`"12"` or `12`): '
    "if the game has moved on since, nothing is applied and the answer is 409."
)
# Described, not enforced here: `seen_version` refuses anything else with its own words.
IF_MATCH_SCHEMA: dict[str, Any] = {"pattern": r'^\s*(\*|(W/)?"?[0-9]{1,15}"?)\s*$'}
IDEMPOTENCY_KEY_DOC = (
    "Any unique string: a retry with the same key and the same request "
    "gets the first answer and applies nothing."
)
IDEMPOTENCY_KEY_SCHEMA: dict[str, Any] = {
    "minLength": 1,
    "maxLength": fields.IDEMPOTENCY_KEY_LENGTH,
}
Credentials = Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]
IfMatch = Annotated[str | None, Header(description=IF_MATCH_DOC, json_schema_extra=IF_MATCH_SCHEMA)]
IdempotencyKey = Annotated[
    str | None,
    Header(description=IDEMPOTENCY_KEY_DOC, json_schema_extra=IDEMPOTENCY_KEY_SCHEMA),
]
#: The OpenAPI words for what `write_headers` reads, for a route that reads them itself.
WRITE_HEADERS_DOC: dict[str, Any] = {
    "security": [{_bearer.scheme_name: []}],
    "parameters": [
        {
            "name": name,
            "in": "header",
            "required": False,
            "description": description,
            "schema": {"type": "string", **schema},
        }
        for name, description, schema in (
            ("if-match", IF_MATCH_DOC, IF_MATCH_SCHEMA),
            ("idempotency-key", IDEMPOTENCY_KEY_DOC, IDEMPOTENCY_KEY_SCHEMA),
        )
    ],
}

#: The most rounds a gathering numbers: a path's number past it names no round, and never
#: reaches a database (2^63 overflows SQLite's integers, 2^31 PostgreSQL's).
MAX_ROUND_NUMBER = 10_000
RoundNumber = Annotated[
    int, Path(ge=1, le=MAX_ROUND_NUMBER, description="The round's number, from 1.")
]

#: The largest whole number every JSON reader holds exactly (I-JSON, RFC 7493): 2^53 - 1.
MAX_SAFE_INTEGER = 2**53 - 1


def service(request: Request) -> GameService:
    found: GameService = request.app.state.service
    return found


def settings(request: Request) -> Settings:
    found: Settings = request.app.state.settings
    return found


def hub(request: Request) -> Hub:
    found: Hub = request.app.state.hub
    return found


async def call(function: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Run the service's (blocking) function in the thread pool; the time it waited for a
    thread and the time it ran count to the request (`queue`, `work`: Server-Timing)."""
    queued = time.perf_counter()

    def timed() -> T:
        started = time.perf_counter()
        timing.add("queue", started - queued)
        try:
            return function(*args, **kwargs)
        finally:
            timing.add("work", time.perf_counter() - started)

    return await run_in_threadpool(timed)


async def read_body(request: Request, limit: int) -> bytes:
    """The whole body, refused (413) as soon as it grows past `limit` bytes."""
    too_large = ApiError(413, "payload_too_large", "body-too-large", limit=limit)
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
        raise ApiError(400, "incomplete_body", "body-incomplete") from None
    return b"".join(chunks)


#: What the JSON endpoints take, and what the record import takes (JSON Lines).
JSON_TYPES = ("application/json",)
RECORD_TYPES = ("application/x-ndjson", "application/jsonl")


def media_type(request: Request) -> str:
    """The body's declared type, without its parameters (`; charset=utf-8`)."""
    return request.headers.get("content-type", "").partition(";")[0].strip().lower()


def require_type(request: Request, accepted: tuple[str, ...]) -> None:
    """Refuse (415) a body of any other declared type. A web page elsewhere can send
    `text/plain` or a form without asking the browser first; it cannot send these."""
    if media_type(request) not in accepted:
        declared = request.headers.get("content-type")
        if declared:
            raise ApiError(
                415,
                "unsupported_media_type",
                "body-media-type-wrong",
                accepted=OneOf(tuple(accepted)),
                declared=declared[:80],
            )
        raise ApiError(
            415,
            "unsupported_media_type",
            "body-media-type-missing",
            accepted=OneOf(tuple(accepted)),
        )


def _has_body(request: Request) -> bool:
    length = request.headers.get("content-length")
    return "transfer-encoding" in request.headers or (length is not None and length != "0")


async def json_body(
    request: Request, limit: int, authorize: Callable[[], None] | None = None
) -> object:
    """The body, decoded. If it is not JSON, `authorize` runs first: a request without the
    right token is refused as such (401, 403), whatever its body."""
    try:
        require_type(request, JSON_TYPES)
    except ApiError:
        if authorize is not None:
            await call(authorize)
        raise
    data = await read_body(request, limit)
    try:
        if not data.strip():
            raise ApiError(422, "invalid_json", "body-empty")
        if too_deep(data):
            raise ApiError(422, "invalid_json", "body-too-deep")
        try:
            value = _decode(data)
        except msgspec.DecodeError as error:
            raise _not_json(error) from None
        check_values(value, Phrase("where-body"))
        return value
    except ApiError:
        if authorize is not None:
            await call(authorize)
        raise


async def optional_json_object(
    request: Request, limit: int, authorize: Callable[[], None]
) -> dict[str, Any]:
    """A body that may be left out (it is `{}` then), else one JSON object."""
    if _has_body(request):
        try:
            require_type(request, JSON_TYPES)
        except ApiError:
            await call(authorize)
            raise
    data = await read_body(request, limit)
    if not data.strip():
        return {}
    try:
        if too_deep(data):
            raise msgspec.DecodeError("nested too deeply")
        body = _decode(data)
    except msgspec.DecodeError:
        await call(authorize)
        raise ApiError(422, "invalid_json", "body-not-json") from None
    if not isinstance(body, dict):
        await call(authorize)
        raise ApiError(422, "invalid_json", "body-not-object")
    return body


def _not_json(error: msgspec.DecodeError) -> ApiError:
    """A body that is not JSON, and where its reader stopped (msgspec's own English is
    not passed on: its byte, or that the body ended early, is)."""
    found = _AT_BYTE.search(str(error))
    if found is not None:
        return ApiError(422, "invalid_json", "body-not-json-at", byte=int(found.group(1)))
    if "truncated" in str(error):
        return ApiError(422, "invalid_json", "body-json-ends-early")
    return ApiError(422, "invalid_json", "body-not-json")


_AT_BYTE = re.compile(r"\(byte ([0-9]{1,12})\)")


def check_values(value: object, where: Phrase) -> None:
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
            written = str(item)
            raise ApiError(
                422,
                "invalid_json",
                "json-number-unsafe",
                where=where,
                number=written[:30] + ("..." if len(written) > 30 else ""),
                limit=MAX_SAFE_INTEGER,
            )
        elif type(item) is str and "\x00" in item:
            raise ApiError(422, "invalid_json", "json-text-with-nul", where=where)


def token(credentials: HTTPAuthorizationCredentials | None) -> str | None:
    return None if credentials is None else credentials.credentials


_VERSION = re.compile(r'(?:W/)?"?([0-9]{1,15})"?')


def seen_version(value: str | None) -> int | None:
    """The version an If-Match header names; None for none (or `*`)."""
    if value is None or value.strip() == "*":
        return None
    found = _VERSION.fullmatch(value.strip())
    if found is None:
        raise ApiError(422, "invalid_if_match", "if-match-not-version", value=value[:80])
    return int(found.group(1))


async def write_headers(request: Request) -> tuple[str | None, int | None, str | None]:
    """A write's bearer token, the version its If-Match names and its Idempotency-Key, read
    as the `Credentials`, `IfMatch` and `IdempotencyKey` parameters read them, but without
    FastAPI's dependency machinery, which costs a table's action more than its rules do
    (a route that calls this documents them with `WRITE_HEADERS_DOC`)."""
    credentials = await _bearer(request)
    version = seen_version(request.headers.get("if-match"))
    return token(credentials), version, request.headers.get("idempotency-key")
