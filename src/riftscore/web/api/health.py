"""The server is up: a tiny answer for load balancers and monitors."""

from __future__ import annotations

from fastapi import APIRouter
from starlette.responses import Response

from riftscore.web import schemas
from riftscore.web.api.responses import NO_STORE, json_doc
from riftscore.web.errors import JsonResponse

router = APIRouter()


@router.get(
    "/ping",
    summary="The server is up: a tiny answer for load balancers and monitors",
    responses={200: json_doc(schemas.PING, "The server answers.")},
)
async def ping() -> Response:
    return JsonResponse({"ok": True}, headers=NO_STORE)
