"""The games already stored, checked against this engine: those it cannot load (which
entry, and why), and those it scores otherwise than the result stored with them.

`riftscore check --store` prints what `check_store` finds, and a server runs it once at
startup (`StoreCheck`), logging the same and keeping each new rescoring as a note, so that
the game's next write, which stores this engine's result, cannot hide the old one.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from riftscore.service.clocks import now_ms
from riftscore.service.errors import Unloadable
from riftscore.service.live import LiveGame, rescoring
from riftscore.store import EventStore, Rescoring, UnknownGame

log = logging.getLogger(__name__)

PAGE = 200  # games read from the store at a time


@dataclass(frozen=True, slots=True)
class GameCheck:
    """One stored game as this engine loads it: `unloadable` if it cannot (the entry it
    refuses, and why); else every rescoring (the notes kept, and one found now)."""

    game_id: str
    unloadable: Unloadable | None = None
    rescorings: tuple[Rescoring, ...] = ()

    def findings(self) -> list[Unloadable | Rescoring]:
        return [self.unloadable] if self.unloadable is not None else list(self.rescorings)


def check_store(
    store: EventStore,
    *,
    keep_notes: bool = False,
    now: Callable[[], int] = now_ms,
    stop: threading.Event | None = None,
) -> Iterator[GameCheck]:
    """Every stored game loaded by this engine, one at a time, in the order of their ids.

    `keep_notes`: store a rescoring found now, as a server's load of the game would.
    `stop`: set, the check ends after the game it is at.
    """
    after: str | None = None
    while True:
        ids = store.game_ids(after, PAGE)
        if not ids:
            return
        for game_id in ids:
            if stop is not None and stop.is_set():
                return
            try:
                stored = store.load_game(game_id)
            except UnknownGame:
                continue
            try:
                live = LiveGame.load(stored)
            except Unloadable as error:
                yield GameCheck(game_id, unloadable=error)
                continue
            note = rescoring(stored, live, now())
            if note is not None and keep_notes:
                store.note_rescoring(note)
            found = stored.rescorings if note is None else (*stored.rescorings, note)
            yield GameCheck(game_id, rescorings=found)
        after = ids[-1]


def describe(found: Unloadable | Rescoring) -> str:
    """One line for a person: the game, and what is wrong with it or what changed."""
    if isinstance(found, Unloadable):
        where = "header" if found.entry == 0 else f"entry {found.entry}"
        return f"game {found.game_id}: {where}: {found.reason}"
    before, after = found.before, found.after
    return (
        f"game {found.game_id}: rescored at entry {found.seq}: engine "
        f"{before.engine_version} said {_said(before.result)}; engine "
        f"{after.engine_version} says {_said(after.result)}"
    )


def _said(result: dict[str, Any]) -> str:
    """A stored result in words: "win (Ann), scores Ann 8, Ben 5"."""
    winners = " and ".join(result.get("winners", []))
    scores = ", ".join(f"{player} {points}" for player, points in result["scores"].items())
    out = f"{result['outcome']}{f' ({winners})' if winners else ''}, scores {scores}"
    if "games" in result:
        out += f", {len(result['games'])} games"
    return out


class StoreCheck:
    """The check a server runs at startup, in a thread of its own so that it serves
    meanwhile; it logs each finding, keeps new rescoring notes, and stops when told."""

    def __init__(self, store: EventStore, now: Callable[[], int] = now_ms) -> None:
        self.store = store
        self.now = now
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="riftscore-store-check")
        self.done = threading.Event()

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()

    def _run(self) -> None:
        try:
            checks = check_store(self.store, keep_notes=True, now=self.now, stop=self._stop)
            for checked in checks:
                for found in checked.findings():
                    log.warning("stored %s", describe(found))
        except Exception:
            if not self._stop.is_set():
                log.exception("the check of the stored games stopped")
        finally:
            self.done.set()
