"""A game's events as its answers list them, and a page of them."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from riftscore.rules.board import LogEvent, event_to_dict
from riftscore.service import LiveGame
from riftscore.web.view.answers import EventsPage, NextLink
from riftscore.web.view.links import events_link


def event_objects(events: Iterable[LogEvent]) -> list[dict[str, Any]]:
    """Events as `riftscore replay --json` lists them (a board game's board events too)."""
    return [event_to_dict(event) for event in events]


def events_page(live: LiveGame, start: int, limit: int) -> EventsPage:
    """The game's events from index `start`, at most `limit` of them (as `riftscore
    replay --json` lists them: a board game's board events too)."""
    events = live.engine.events
    page = events[start : start + limit]
    end = start + len(page)
    return EventsPage(
        id=live.id,
        version=live.version,
        start=start,
        total=len(events),
        events=event_objects(page),
        links=NextLink(next=events_link(live.id, end, limit) if end < len(events) else None),
    )
