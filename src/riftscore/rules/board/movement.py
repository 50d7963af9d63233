"""Movement, as the FAQ answers it: the standard move, moves by spells and abilities,
recalls (which are not moves), and Contested, which a unit applies on arriving.
"""

from __future__ import annotations

from collections.abc import Sequence

from riftscore.rules.board import chain
from riftscore.rules.board.actions import Move, StandardMove
from riftscore.rules.board.errors import IllegalMove, WrongTime, location_phrase
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


def _distinct_units(work: Working, ids: Sequence[str], move: str) -> list[Unit]:
    """The units a move names; `move` is "standard" or "effect", as its refusals say it."""
    if not ids:
        raise IllegalMove("move-no-units", move=move)
    if len(set(ids)) != len(ids):
        raise IllegalMove("move-unit-twice", move=move)
    return [work.unit(i) for i in ids]


# ------------------------------------------------------------ the standard move


def standard_move(work: Working, move: StandardMove) -> None:
    """Exhaust the group, move it to its one destination, then put its move effects on
    the chain; a showdown, if one is needed, waits for the cleanup that follows.
    """
    player = work.player(move.player)
    turn_player = work.game.turn_player
    if player != turn_player:
        raise WrongTime("standard-move-not-your-turn", player=turn_player)
    if work.phase is not Phase.MAIN:
        raise WrongTime("standard-move-not-main-phase")
    if work.showdown is not None:
        raise IllegalMove("standard-move-in-showdown", battlefield=work.showdown.battlefield)
    if work.chain:
        raise IllegalMove("standard-move-chain-not-empty")
    units = _distinct_units(work, move.units, "standard")
    to = location(work, move.to)
    for unit in units:
        if unit.controller != player:
            raise IllegalMove(
                "unit-of-another", unit=unit.id, controller=unit.controller, player=player
            )
        if unit.exhausted:
            raise IllegalMove("unit-exhausted-no-standard-move", unit=unit.id)
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
        raise IllegalMove("unit-already-there", unit=unit.id, place=location_phrase(to))
    home = Base(unit.controller)
    if isinstance(origin, Base):
        if origin != home:
            raise IllegalMove(
                "standard-move-from-other-base", unit=unit.id, place=location_phrase(origin)
            )
        if not isinstance(to, Battlefield):
            raise IllegalMove("standard-move-from-base", unit=unit.id)
        return
    if isinstance(to, Base):
        if to != home:
            raise IllegalMove(
                "standard-move-other-base",
                unit=unit.id,
                home=location_phrase(home),
                place=location_phrase(to),
            )
        return
    if GANKING not in unit.keywords:
        raise IllegalMove(
            "no-ganking", unit=unit.id, origin=location_phrase(origin), place=location_phrase(to)
        )


# ------------------------------------------------------ moves by spells and abilities


def effect_move(work: Working, move: Move, source: ChainItem | None) -> None:
    """Units moved by a spell or an ability (`source`, None outside any chain item): no
    cost and no exhausting (FAQ); a combat can only be joined once it has started, by an
    Action or Reaction during its showdown (FAQ).
    """
    units = _distinct_units(work, move.units, "effect")
    destinations = [location(work, move.to) if move.to else Base(u.controller) for u in units]
    for unit, to in zip(units, destinations, strict=True):
        if unit.location == to:
            raise IllegalMove("unit-already-there", unit=unit.id, place=location_phrase(to))
        if isinstance(to, Base) and to != Base(unit.controller):
            raise IllegalMove("move-to-other-base", unit=unit.id, place=location_phrase(to))
    if isinstance(move.to, Battlefield):
        _check_joining_combat(work, move.to.name, source)
    for unit, to in zip(units, destinations, strict=True):
        place(work, work.unit(unit.id), to, standard=False)
    work.mark("319.8")


def _check_joining_combat(work: Working, battlefield: str, source: ChainItem | None) -> None:
    if battlefield in work.staged_combats:
        raise IllegalMove("combat-about-to-start", battlefield=battlefield)
    combat = work.combat
    if combat is None or combat.battlefield != battlefield:
        return
    if source is None or source.timing not in _JOINS_COMBAT:
        if source is None:
            raise IllegalMove("combat-joined-outside-chain", battlefield=battlefield)
        raise IllegalMove(
            "combat-joined-too-slow",
            battlefield=battlefield,
            item=source.id,
            timing=source.timing.value,
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
        raise IllegalMove("hidden-card-recalled", card=card.id)
    home = Base(card.controller)
    if card.location == home:
        raise IllegalMove("card-already-home", card=card.id, place=location_phrase(home))
    if isinstance(card, Gear) and card.attached_to is not None:
        raise IllegalMove("gear-goes-with-unit", gear=card.id, unit=card.attached_to)
    origin = card.location
    work.put(with_location(card, home))
    if isinstance(card, Unit):
        _carry_gear(work, card.id, home)
    work.emit(Recalled(card.id, str(origin), str(home)))
    work.mark("319.7")
