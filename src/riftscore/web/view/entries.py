"""A game's log in its answers: the entry that made a version, and pages of the log."""

from __future__ import annotations

import msgspec

from riftscore import words
from riftscore.service import LiveGame, LoggedEntry
from riftscore.web.view.answers import EarlierLink, HistoryItem, HistoryPage, LastEntry, Said
from riftscore.web.view.links import history_link


def said(logged: LoggedEntry) -> list[Said]:
    """What an entry's announcer said, as codes with parameters."""
    return [msgspec.convert(words.coded(phrase), Said) for phrase in logged.said]


def last_entry(live: LiveGame, last: LoggedEntry) -> LastEntry:
    """The entry that made this version; for an undo, with what it took back."""
    entry = last.entry
    if entry.ruling is not None:
        return LastEntry(
            seq=entry.seq,
            kind="ruling",
            action=None,
            retracts=None,
            ruling=entry.ruling,
            announcements=[],
            said=[],
        )
    if entry.retracts is None:
        return LastEntry(
            seq=entry.seq,
            kind="action",
            action=entry.action,
            retracts=None,
            announcements=list(last.announcements),
            said=said(last),
        )
    retracted = live.log[entry.retracts - 1]
    return LastEntry(
        seq=entry.seq,
        kind="undo",
        action=retracted.entry.action,
        retracts=entry.retracts,
        announcements=list(retracted.announcements),
        said=said(retracted),
    )


def history_item(logged: LoggedEntry) -> HistoryItem:
    entry = logged.entry
    return HistoryItem(
        seq=entry.seq,
        kind="undo" if entry.is_undo else "ruling" if entry.is_ruling else "action",
        ruling=entry.ruling,
        action=entry.action,
        retracts=entry.retracts,
        undone=logged.undone,
        announcements=list(logged.announcements),
        said=said(logged),
        recorded_ms=entry.recorded_ms,
    )


def history_page(live: LiveGame, before: int, limit: int) -> HistoryPage:
    """The log entries numbered below `before`, the last `limit` of them, oldest first."""
    end = min(max(before - 1, 0), live.version)
    page = live.log[max(0, end - limit) : end]
    first = page[0].entry.seq if page else end + 1
    return HistoryPage(
        id=live.id,
        version=live.version,
        history=[history_item(logged) for logged in page],
        links=EarlierLink(earlier=history_link(live.id, first, limit) if first > 1 else None),
    )
