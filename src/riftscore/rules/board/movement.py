"""Movement, as the FAQ answers it: the standard move, moves by spells and abilities,
recalls (which are not moves), and Contested, which a unit applies on arriving.
"""

from __future__ import annotations

from collections.abc import Sequence

from riftscore.rules.board import chain
from riftscore.rules.board.actions import Move, StandardMove
from riftscore.rules.board.errors import IllegalMove, WrongTime
from riftscore.rules.board.events import Contested, Exhausted, Recalled, UnitMoved
from riftscore.rules.board.state import (
    GANKING,
    Base,
    Battlefield,
    Card,
    ChainItem,
    Gear,
    HiddenCard,
    Location,
    Phase,
    Timing,
    Unit,
    frozen,
    with_exhausted,
    with_location,
)
from riftscore.rules.board.working import Working

_JOINS_COMBAT = frozenset({Timing.ACTION, Timing.REACTION})


def location(work: Working, where: Location) -> Location:
    """The location, checked: a battlefield in play or a player's base."""
    if isinstance(where, Battlefield):
        work.battlefield(where.name)
    else:
        work.player(where.player)
    return where


def _distinct_units(work: Working, ids: Sequence[str], what: str) -> list[Unit]:
    if not ids:
        raise IllegalMove(f"{what} needs at least one unit")
    if len(set(ids)) != len(ids):
        raise IllegalMove(f"{what} names a unit twice")
    return [work.unit(i) for i in ids]


# ------------------------------------------------------------ the standard move


def standard_move(work: Working, move: StandardMove) -> None:
    """Exhaust the group, move it to its one destination, then put its move effects on
    the chain; a showdown, if one is needed, waits for the cleanup that follows.
    """
    player = work.player(move.player)
    turn_player = work.game.turn_player
    if player != turn_player:
        raise WrongTime(
            f"the standard move is only for the turn player, and this is {turn_player}'s turn"
        )
    if work.phase is not Phase.MAIN:
        raise WrongTime("the standard move is only in the Main phase")
    if work.showdown is not None:
        raise IllegalMove(
            f"no standard move during a showdown (one is under way at {work.showdown.battlefield})"
        )
    if work.chain:
        raise IllegalMove("the standard move waits until the chain is empty")
    units = _distinct_units(work, move.units, "a standard move")
    to = location(work, move.to)
    for unit in units:
        if unit.controller != player:
            raise IllegalMove(f"{unit.id} is {unit.controller}'s unit: {player} cannot move it")
        if unit.exhausted:
            raise IllegalMove(
                f"{unit.id} is exhausted: an exhausted unit cannot use the standard move"
            )
        _check_standard_route(unit, to)
    chain.check_new_items(work, move.triggers)
    for unit in units:  # the cost, paid for the whole group first
        work.put(with_exhausted(unit, True))
        work.emit(Exhausted(unit.id))
    work.mark("319.7")
    for unit in units:
        place(work, work.unit(unit.id), to, standard=True)
    work.mark("319.8")
    for item in move.triggers:
        chain.add(work, item)


def _check_standard_route(unit: Unit, to: Location) -> None:
    origin = unit.location
    if origin == to:
        raise IllegalMove(f"{unit.id} is already at {to}")
    home = Base(unit.controller)
    if isinstance(origin, Base):
        if origin != home:
            raise IllegalMove(
                f"{unit.id} is in {origin}: the standard move starts from its controller's "
                "base or a battlefield"
            )
        if not isinstance(to, Battlefield):
            raise IllegalMove(f"from base, the standard move of {unit.id} goes to a battlefield")
        return
    if isinstance(to, Base):
        if to != home:
            raise IllegalMove(f"{unit.id} can only move back to {home}, not to {to}")
        return
    if GANKING not in unit.keywords:
        raise IllegalMove(
            f"{unit.id} has no Ganking: its standard move goes between base and a battlefield, "
            f"not from {origin} to {to}"
        )


# ------------------------------------------------------ moves by spells and abilities


def effect_move(work: Working, move: Move, source: ChainItem | None) -> None:
    """Units moved by a spell or an ability (`source`, None outside any chain item): no
    cost and no exhausting (FAQ); a combat can only be joined once it has started, by an
    Action or Reaction during its showdown (FAQ).
    """
    units = _distinct_units(work, move.units, "a move")
    destinations = [location(work, move.to) if move.to else Base(u.controller) for u in units]
    for unit, to in zip(units, destinations, strict=True):
        if unit.location == to:
            raise IllegalMove(f"{unit.id} is already at {to}")
        if isinstance(to, Base) and to != Base(unit.controller):
            raise IllegalMove(f"{unit.id} can only go to its controller's base, not {to}")
    if isinstance(move.to, Battlefield):
        _check_joining_combat(work, move.to.name, source)
    for unit, to in zip(units, destinations, strict=True):
        place(work, work.unit(unit.id), to, standard=False)
    work.mark("319.8")


def _check_joining_combat(work: Working, battlefield: str, source: ChainItem | None) -> None:
    if battlefield in work.staged_combats:
        raise IllegalMove(
            f"a combat is about to start at {battlefield}: units can join it only as part of "
            "the standard move's group, or once it has started, by an Action or Reaction "
            "during its showdown"
        )
    combat = work.combat
    if combat is None or combat.battlefield != battlefield:
        return
    if source is None or source.timing not in _JOINS_COMBAT:
        what = "this" if source is None else f"{source.id} ({source.timing.value})"
        raise IllegalMove(
            f"a combat is under way at {battlefield}: only a spell or ability with Action or "
            f"Reaction can move units into it during its showdown, and {what} cannot"
        )


# ---------------------------------------------------------------- arriving


def place(work: Working, unit: Unit, to: Location, *, standard: bool) -> None:
    """The unit, with the gear attached to it, is now at `to`."""
    origin = unit.location
    work.put(with_location(unit, to))
    _carry_gear(work, unit.id, to)
    work.emit(UnitMoved(unit.id, str(origin), str(to), standard))
    if isinstance(to, Battlefield):
        arrive(work, unit.controller, to.name)


def _carry_gear(work: Working, unit_id: str, to: Location) -> None:
    for gear in work.cards.gear_on(unit_id):
        work.put(with_location(gear, to))


def arrive(work: Working, player: str, battlefield: str) -> None:
    """A unit of `player` became present at the battlefield: unless the player controls
    it, it becomes Contested by them (kept by an earlier player who is still there).
    """
    if work.controller_of(battlefield) == player:
        return
    applier = work.contested.get(battlefield)
    if applier == player:
        return
    if applier is not None and applier in work.cards.players_at(battlefield):
        return
    contested = dict(work.contested)
    contested[battlefield] = player
    work.contested = frozen(contested)
    work.emit(Contested(battlefield, player))
    work.mark("319.7")


# ------------------------------------------------------------------ recalls


def recall(work: Working, card: Card) -> None:
    """The card goes to its controller's base. Not a move: nothing is exhausted or
    contested, and no move effect triggers.
    """
    if isinstance(card, HiddenCard):
        raise IllegalMove(f"{card.id} is a hidden card: it cannot be recalled")
    home = Base(card.controller)
    if card.location == home:
        raise IllegalMove(f"{card.id} is already in {home}")
    if isinstance(card, Gear) and card.attached_to is not None:
        raise IllegalMove(
            f"{card.id} is attached to {card.attached_to}: it goes where its unit goes"
        )
    origin = card.location
    work.put(with_location(card, home))
    if isinstance(card, Unit):
        _carry_gear(work, card.id, home)
    work.emit(Recalled(card.id, str(origin), str(home)))
    work.mark("319.7")
