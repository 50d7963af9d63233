"""Every refusal as `{"error": {"code", "message"}}`, with the status it deserves (and
`"field"`, a JSON Pointer to the field of the request it is about, when the service names
one).

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
from starlette.exceptions import HTTPException
from starlette.responses import Response

from riftscore.service import (
    Conflict,
    CutTooLarge,
    Forbidden,
    NotFound,
    Rejected,
    ServiceError,
    StaleVersion,
    Unauthorized,
    Unloadable,
)
from riftscore.web.view.answers import Error, Refusal, VersionConflict

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
    """A refusal decided by the HTTP layer itself (a body too large, a bad header)."""

    def __init__(
        self, status: int, code: str, message: str, *, headers: Mapping[str, str] | None = None
    ) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message
        self.headers = headers


class JsonResponse(Response):
    media_type = "application/json"

    def render(self, content: Any) -> bytes:
        return _encode(content)


def error_response(
    status: int,
    code: str,
    message: str,
    *,
    headers: Mapping[str, str] | None = None,
    field: str | None = None,
    params: dict[str, int] | None = None,
) -> JsonResponse:
    refusal = Refusal(
        code=code,
        message=message,
        field=UNSET if field is None else field,
        params=UNSET if params is None else params,
    )
    return JsonResponse(Error(error=refusal), status_code=status, headers=headers)


def _service_error(_request: Request, error: Exception) -> Response:
    assert isinstance(error, ServiceError)
    status = STATUS.get(type(error), 422)
    if isinstance(error, StaleVersion):
        conflict = VersionConflict(
            error=Refusal(code=error.code, message=error.message), view=error.current
        )
        return JsonResponse(conflict, status_code=409, headers={"ETag": f'"{error.version}"'})
    headers = {"WWW-Authenticate": "Bearer"} if status == 401 else None
    field = error.field if isinstance(error, Rejected) else None
    params = (
        {key: value for key, value in error.params.items() if isinstance(value, int)}
        if isinstance(error, CutTooLarge)
        else None
    )
    return error_response(
        status, error.code, error.message, headers=headers, field=field, params=params
    )


def _api_error(_request: Request, error: Exception) -> Response:
    assert isinstance(error, ApiError)
    return error_response(error.status, error.code, error.message, headers=error.headers)


def _validation_error(_request: Request, error: Exception) -> Response:
    assert isinstance(error, RequestValidationError)
    problems = []
    for problem in error.errors()[:3]:
        where = ".".join(str(part) for part in problem.get("loc", ()))
        problems.append(f"{where}: {problem.get('msg', 'invalid')}")
    return error_response(422, "invalid_request", "; ".join(problems) or "invalid request")


def _http_error(_request: Request, error: Exception) -> Response:
    assert isinstance(error, HTTPException)
    code = _CODES.get(error.status_code, "error")
    message = error.detail if isinstance(error.detail, str) else code.replace("_", " ")
    return error_response(error.status_code, code, message, headers=error.headers)


def _database_error(_request: Request, error: Exception) -> Response:
    """The database is out of reach (cut off, restarting, failing over): say so, and when
    to try again, rather than a bare 500. What else the database refuses is a bug: a 500."""
    assert isinstance(error, DBAPIError)
    if not (error.connection_invalidated or isinstance(error, (OperationalError, InterfaceError))):
        raise error
    log.warning("database unavailable: %s", error.orig)
    return error_response(
        503,
        "database_unavailable",
        "the database cannot be reached just now; nothing was changed unless a retry with "
        "the same Idempotency-Key says so: try again in a moment",
        headers={"Retry-After": "1"},
    )


def _unexpected(_request: Request, error: Exception) -> Response:
    """A bug: the server's log has its traceback; the client gets the error shape, and
    nothing about the server's insides."""
    return error_response(
        500,
        "internal_error",
        "the server failed to answer this request (the organiser's log says why); a retry "
        "with the same Idempotency-Key applies nothing twice",
    )


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(ServiceError, _service_error)
    app.add_exception_handler(ApiError, _api_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(HTTPException, _http_error)
    app.add_exception_handler(DBAPIError, _database_error)
    app.add_exception_handler(Exception, _unexpected)  # 500, in the error shape
