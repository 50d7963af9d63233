"""A table for board scenarios: players, battlefields and cards set out as at a real game.

Ann and Ben play a duel on Grove and Ruins unless a test says otherwise; Ann plays first.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from types import MappingProxyType
from typing import Any, TypeVar

from riftscore.rules import Header, Mode
from riftscore.rules import actions as act
from riftscore.rules.board import (
    AddToChain,
    Base,
    Battlefield,
    BoardGame,
    Card,
    Location,
    NewItem,
    Timing,
    Unit,
)
from riftscore.rules.board.events import CleanupEnded, CleanupStarted, LogEvent

T = TypeVar("T")

PLAYERS = ("Ann", "Ben")
BATTLEFIELDS = ("Grove", "Ruins")


def place(where: str, player: str) -> Location:
    """ "base" (the player's own base) or a battlefield's name."""
    return Base(player) if where == "base" else Battlefield(where)


def unit(
    unit_id: str,
    controller: str,
    at: str = "base",
    might: int = 2,
    *,
    owner: str | None = None,
    keywords: Iterable[str] = (),
    damage: int = 0,
    exhausted: bool = False,
) -> Unit:
    return Unit(
        unit_id,
        owner or controller,
        controller,
        place(at, controller),
        might,
        damage,
        exhausted,
        frozenset(keywords),
    )


def header(
    mode: Mode = Mode.DUEL,
    players: Sequence[str] = PLAYERS,
    battlefields: Sequence[str] = BATTLEFIELDS,
    *,
    scores: dict[str, int] | None = None,
    control: dict[str, str] | None = None,
    teams: Any = None,
    victory_score: int | None = None,
) -> Header:
    return Header(
        mode,
        tuple(players),
        tuple(battlefields),
        teams=teams,
        victory_score=victory_score,
        start_scores=MappingProxyType(scores or {}),
        start_control=MappingProxyType(control or {}),
    )


def table(*cards: Card, **header_keys: Any) -> BoardGame:
    """A duel (or the header given) set out with the cards, before the first turn."""
    return BoardGame(header(**header_keys), cards)


def started(*cards: Card, **header_keys: Any) -> BoardGame:
    """The same, with Ann's first turn under way (in her Main phase)."""
    board = table(*cards, **header_keys)
    board.apply(act.Turn(PLAYERS[0] if "players" not in header_keys else header_keys["players"][0]))
    return board


def spell(
    item: str, player: str, timing: Timing = Timing.NORMAL, *, pending: bool = False
) -> AddToChain:
    return AddToChain(NewItem(item, player, item, timing, pending))


def trigger(item: str, player: str) -> NewItem:
    return NewItem(item, player, item, Timing.TRIGGERED)


def play(board: BoardGame, *actions: Any) -> list[LogEvent]:
    """Apply the actions in order; everything they caused."""
    out: list[LogEvent] = []
    for action in actions:
        out += board.apply(action)
    return out


def of(kind: type[T], events: Iterable[object]) -> list[T]:
    return [e for e in events if isinstance(e, kind)]


def cleanups(events: Sequence[object]) -> list[tuple[CleanupStarted, list[object]]]:
    """Each cleanup that started, with what happened inside it (up to its end)."""
    out = []
    for i, event in enumerate(events):
        if isinstance(event, CleanupStarted):
            inside = []
            for later in events[i + 1 :]:
                if isinstance(later, CleanupEnded) and later.number == event.number:
                    break
                inside.append(later)
            out.append((event, inside))
    return out


def ended(events: Sequence[object]) -> list[CleanupEnded]:
    return of(CleanupEnded, events)


def kinds(events: Iterable[object]) -> list[str]:
    return [type(e).__name__ for e in events]
