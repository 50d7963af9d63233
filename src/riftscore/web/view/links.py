"""Where a game's (and a round's) resources are: the links answers carry."""

from __future__ import annotations

#: What `GET /api/games/{id}` carries of a long game: its latest log entries and events;
#: the pages before them are at `links.earlier_history` and `links.earlier_events`.
HISTORY_PAGE_SIZE = 100
EVENTS_PAGE_SIZE = 200


def game_links(game_id: str) -> dict[str, str]:
    base = f"/api/games/{game_id}"
    return {
        "self": base,
        "actions": f"{base}/actions",
        "undo": f"{base}/undo",
        "record": f"{base}/record",
        "stream": f"{base}/stream",
    }


def history_link(game_id: str, before: int, limit: int = HISTORY_PAGE_SIZE) -> str:
    return f"/api/games/{game_id}/history?before={before}&limit={limit}"


def events_link(game_id: str, start: int, limit: int = EVENTS_PAGE_SIZE) -> str:
    return f"/api/games/{game_id}/events?start={start}&limit={limit}"


def round_links(gathering_id: str, number: int) -> dict[str, str]:
    base = f"/api/gatherings/{gathering_id}/rounds/{number}"
    return {
        "self": base,
        "pause": f"{base}/pause",
        "resume": f"{base}/resume",
        "extensions": f"{base}/extensions",
    }
