"""Every refusal as `{"error": {"code", "message", "message_id", "params"}}`, with the
status it deserves (and `"field"`, a JSON Pointer to the field of the request it is about,
when the service names one). `code` is the API's stable code; `message_id` and `params`
are the catalogue's message for this refusal (a core refusal's own, when the core refused
it), and `message` is that message in the request's language (Accept-Language, English
when none of the shipped languages fits).

Nothing a client sends may produce a 500: the service's refusals, FastAPI's own
validation errors and Starlette's (unknown route, wrong method) all come out here in one
shape, with a message that names what was wrong.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import msgspec
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from msgspec import UNSET
from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError
from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.responses import Response
from starlette.types import Scope

from riftscore.service import (
    Conflict,
    CutTooLarge,
    Forbidden,
    NotFound,
    Phrase,
    Rejected,
    ServiceError,
    StaleVersion,
    Unauthorized,
    Unloadable,
    json_params,
)
from riftscore.web.view.answers import Error, Refusal, VersionConflict
from riftscore.words import ENGLISH, negotiate, say

log = logging.getLogger(__name__)
_encode = msgspec.json.Encoder().encode

STATUS: dict[type[ServiceError], int] = {
    NotFound: 404,
    Unauthorized: 401,
    Forbidden: 403,
    Rejected: 422,
    StaleVersion: 409,
    Conflict: 409,  # the gathering's state refuses it now (a table without a result, ...)
    CutTooLarge: 409,  # fewer players are still in: `params` has the largest cut
    Unloadable: 409,  # stored, but this engine refuses it: `riftscore check --store` lists it
}

_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    409: "version_conflict",
    408: "request_timeout",
    413: "payload_too_large",
    415: "unsupported_media_type",
    422: "invalid_request",
    429: "too_many_requests",
    431: "headers_too_large",
    503: "database_unavailable",
}


class ApiError(Exception):
    """A refusal decided by the HTTP layer itself (a body too large, a bad header): its
    API `code`, and the catalogue's `message_id` with its `params`."""

    def __init__(
        self,
        status: int,
        code: str,
        message_id: str,
        /,
        *,
        headers: Mapping[str, str] | None = None,
        **params: object,
    ) -> None:
        super().__init__(message_id, params)
        self.status, self.code, self.message_id, self.params = status, code, message_id, params
        self.headers = headers

    @property
    def message(self) -> str:
        return say(self.message_id, self.params, ENGLISH)


class JsonResponse(Response):
    media_type = "application/json"

    def render(self, content: Any) -> bytes:
        return _encode(content)


def request_language(headers: Mapping[str, str] | Headers) -> str:
    """The shipped language a request asks for (Accept-Language), English if none fits."""
    return negotiate(headers.get("accept-language"))


def scope_language(scope: Scope) -> str:
    """`request_language` for middleware, which has the ASGI scope and no request."""
    return request_language(Headers(scope=scope))


def refusal(
    lang: str,
    code: str,
    message_id: str,
    params: Mapping[str, object] | None = None,
    field: str | None = None,
) -> Refusal:
    """A refusal's answer: its code, its message in `lang`, its message id and params."""
    given = params or {}
    return Refusal(
        code=code,
        message=say(message_id, given, lang),
        message_id=message_id,
        params=json_params(given),
        field=UNSET if field is None else field,
    )


def error_response(
    status: int,
    code: str,
    message_id: str,
    params: Mapping[str, object] | None = None,
    *,
    lang: str = ENGLISH,
    headers: Mapping[str, str] | None = None,
    field: str | None = None,
) -> JsonResponse:
    answer = Error(error=refusal(lang, code, message_id, params, field))
    return JsonResponse(answer, status_code=status, headers=headers)


def _service_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, ServiceError)
    lang = request_language(request.headers)
    status = STATUS.get(type(error), 422)
    if isinstance(error, StaleVersion):
        conflict = VersionConflict(
            error=refusal(lang, error.code, error.message_id, error.params), view=error.current
        )
        return JsonResponse(conflict, status_code=409, headers={"ETag": f'"{error.version}"'})
    headers = {"WWW-Authenticate": "Bearer"} if status == 401 else None
    field = error.field if isinstance(error, Rejected) else None
    return error_response(
        status,
        error.code,
        error.message_id,
        error.params,
        lang=lang,
        headers=headers,
        field=field,
    )


def _api_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, ApiError)
    return error_response(
        error.status,
        error.code,
        error.message_id,
        error.params,
        lang=request_language(request.headers),
        headers=error.headers,
    )


def _validation_error(request: Request, error: Exception) -> Response:
    """FastAPI's own checks (a path's number out of range, a header too long): where the
    first fault is, and its kind (Pydantic's `type` and the limit in its `ctx`), said by the
    catalogue. Pydantic's English `msg` is not passed on."""
    assert isinstance(error, RequestValidationError)
    problems = error.errors()
    first: Mapping[str, Any] = problems[0] if problems else {}
    return error_response(
        422,
        "invalid_request",
        "invalid-request",
        {"where": ".".join(str(part) for part in first.get("loc", ())), "fault": _fault(first)},
        lang=request_language(request.headers),
    )


def _fault(problem: Mapping[str, Any]) -> Phrase:
    """Pydantic's kind of fault, with its limit when it names one."""
    context = problem.get("ctx") or {}
    for name in ("le", "ge", "lt", "gt", "max_length", "min_length"):
        limit = context.get(name)
        if isinstance(limit, int) and not isinstance(limit, bool):
            return Phrase("invalid-value-limit", {"limit": name, "number": limit})
    if problem.get("type") == "missing":
        return Phrase("invalid-value-missing")
    return Phrase("invalid-value")


def _http_error(request: Request, error: Exception) -> Response:
    """Starlette's refusals (no such route, a method the route does not take): said by
    their status. A `detail` Starlette wrote in English is not passed on."""
    assert isinstance(error, HTTPException)
    code = _CODES.get(error.status_code, "error")
    return error_response(
        error.status_code,
        code,
        "http-refusal",
        {"status": error.status_code},
        lang=request_language(request.headers),
        headers=error.headers,
    )


def _database_error(request: Request, error: Exception) -> Response:
    """The database is out of reach (cut off, restarting, failing over): say so, and when
    to try again, rather than a bare 500. What else the database refuses is a bug: a 500."""
    assert isinstance(error, DBAPIError)
    if not (error.connection_invalidated or isinstance(error, (OperationalError, InterfaceError))):
        raise error
    log.warning("database unavailable: %s", error.orig)
    return error_response(
        503,
        "database_unavailable",
        "database-unavailable",
        lang=request_language(request.headers),
        headers={"Retry-After": "1"},
    )


def _unexpected(request: Request, error: Exception) -> Response:
    """A bug: the server's log has its traceback; the client gets the error shape, and
    nothing about the server's insides."""
    return error_response(
        500, "internal_error", "internal-error", lang=request_language(request.headers)
    )


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(ServiceError, _service_error)
    app.add_exception_handler(ApiError, _api_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(HTTPException, _http_error)
    app.add_exception_handler(DBAPIError, _database_error)
    app.add_exception_handler(Exception, _unexpected)  # 500, in the error shape
