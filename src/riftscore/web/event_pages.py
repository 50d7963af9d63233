"""The event's pages beside the organiser's: the projector view, the join page a player
opens from the join link, and a player's own page. Each is a template and an ES module
that reads the event's JSON (`/api/gatherings/{id}/event`, or one player's evening) and
draws it; nothing here decides a rule.
"""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from riftscore.service import GameService, NotFound
from riftscore.web.pages import missing_page, page

router = APIRouter(include_in_schema=False)


def _gathering_name(request: Request, gathering_id: str) -> str | None:
    service: GameService = request.app.state.service
    try:
        return service.store.load_gathering(gathering_id).name
    except LookupError:
        return None


@router.get("/gathering/{gathering_id}/projector", response_class=HTMLResponse)
def projector(request: Request, gathering_id: str) -> HTMLResponse:
    """Pairings by player name, the round's clock and the standings, in large type for a
    screen on the wall; it follows the evening by itself."""
    name = _gathering_name(request, gathering_id)
    if name is None:
        return missing_page(request, "gathering", gathering_id)
    return page(request, "projector.html", {"gathering_id": gathering_id, "name": name})


@router.get("/gathering/{gathering_id}/join", response_class=HTMLResponse)
def join(request: Request, gathering_id: str) -> HTMLResponse:
    """A player registers with the join link (its token in the fragment, `#j=...`)."""
    name = _gathering_name(request, gathering_id)
    if name is None:
        return missing_page(request, "gathering", gathering_id)
    return page(request, "join.html", {"gathering_id": gathering_id, "name": name})


@router.get("/gathering/{gathering_id}/players/{player_id}", response_class=HTMLResponse)
def player(request: Request, gathering_id: str, player_id: str) -> HTMLResponse:
    """A player's evening: their table and opponent this round, and their standing."""
    service: GameService = request.app.state.service
    try:
        facts = service.events.facts(gathering_id)
    except NotFound:
        return missing_page(request, "gathering", gathering_id)
    if facts.player(player_id) is None:
        return missing_page(request, "player", player_id)
    return page(request, "player.html", {"gathering_id": gathering_id, "player_id": player_id})
