"""The JSON API under /api, one router per resource.

- `games`: start a game (header or whole record), read it, apply, undo, preview, record.
- `stream`: a game's live stream (Server-Sent Events).
- `gatherings`: events and their games.
- `rounds`: timed rounds, and a table's clock.
- `results`: a gathering's results as JSON and CSV, and a table's result by hand.
- `players`: a gathering's players (registration, drops, no-shows), its event settings
  and join link.
- `standings`: a gathering's event in one read, and its standings as JSON and CSV.
- `table_extras`: a table's resource counters and its draw for who goes first.
- `tokens`: whether a token may write, a table's token issued again, the organiser
  token from a recovery code.
- `health`: ping.
- `requests` and `responses`: what every router shares (bodies read within their limit,
  tokens, If-Match; answers and their OpenAPI descriptions).
"""

from fastapi import APIRouter

from riftscore.web.api import (
    games,
    gatherings,
    health,
    players,
    results,
    rounds,
    standings,
    stream,
    table_extras,
    tokens,
)
from riftscore.web.api.responses import Responses, error_doc

router = APIRouter(prefix="/api")
# Every route refuses a malformed parameter or header in the API's error shape (errors.py):
# so the document says, rather than FastAPI's own validation error, which it never sends.
_MALFORMED: Responses = {422: error_doc("A parameter or header is malformed; nothing was changed.")}
for _resource in (
    health,
    games,
    stream,
    table_extras,
    gatherings,
    players,
    rounds,
    results,
    standings,
    tokens,
):
    router.include_router(_resource.router, responses=_MALFORMED)

__all__ = ["router"]
