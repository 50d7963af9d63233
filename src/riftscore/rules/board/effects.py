"""Effects: the changes a chain item's resolution (or anything outside the chain) makes
to cards. Each checks itself, applies, and makes its cleanup outstanding (319.6, 319.7).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from riftscore.rules import actions as act
from riftscore.rules.board import chain, movement
from riftscore.rules.board.actions import (
    AddToChain,
    Attach,
    Damage,
    Detach,
    Effect,
    Enter,
    Exhaust,
    GiveControl,
    Heal,
    Kill,
    Move,
    Ready,
    Recall,
    SetMight,
)
from riftscore.rules.board.errors import IllegalMove, UnknownCard, location_phrase
from riftscore.rules.board.events import (
    CardEntered,
    ControlOfCardChanged,
    DamageMarked,
    Exhausted,
    GearAttached,
    GearDetached,
    Healed,
    MightSet,
    Readied,
)
from riftscore.rules.board.state import (
    DEATHKNELL,
    Battlefield,
    Card,
    ChainItem,
    Gear,
    HiddenCard,
    Unit,
    kind_of,
    with_damage,
    with_exhausted,
)
from riftscore.rules.board.working import Working
from riftscore.rules.errors import InvalidPoints


def apply(work: Working, effect: Effect, source: ChainItem | None, gains: list[act.Gain]) -> None:
    """Apply one effect. `source` is the resolving chain item (None outside the chain);
    points gained are collected in `gains` for the scoring engine.
    """
    if isinstance(effect, act.Gain):
        work.player(effect.player)
        if effect.points < 1:
            raise InvalidPoints("gain-below-one", points=effect.points)
        gains.append(effect)
    elif isinstance(effect, Move):
        movement.effect_move(work, effect, source)
    else:
        _APPLY[type(effect)](work, effect)


def check_card(work: Working, card: Card) -> None:
    """A card about to be put on the board: known names, a free id, sensible numbers."""
    if not card.id:
        raise UnknownCard("card-no-id")
    if card.id in work.cards:
        raise UnknownCard("card-already-on-board", card=card.id)
    work.player(card.owner)
    work.player(card.controller)
    movement.location(work, card.location)
    if isinstance(card, Unit):
        if card.might < 0 or card.damage < 0:
            raise IllegalMove("unit-numbers-negative", unit=card.id)
        if card.designation is not None:
            raise IllegalMove("unit-enters-designated", unit=card.id)
    elif isinstance(card, Gear) and card.attached_to is not None:
        unit = work.unit(card.attached_to)
        if unit.location != card.location:
            raise IllegalMove(
                "gear-away-from-unit",
                gear=card.id,
                unit=unit.id,
                place=location_phrase(unit.location),
            )
    elif isinstance(card, HiddenCard) and not isinstance(card.location, Battlefield):
        raise IllegalMove("hidden-card-not-at-battlefield", card=card.id)


def normalised(card: Card) -> Card:
    """The card as the board keeps it: keywords in lower case, as a record writes them."""
    if isinstance(card, Unit) and any(k != k.lower() for k in card.keywords):
        return card._replace(keywords=frozenset(k.lower() for k in card.keywords))
    return card


def _enter(work: Working, effect: Enter) -> None:
    card = normalised(effect.card)
    check_card(work, card)
    if isinstance(card, HiddenCard) and work.controller_of(card.location.name) != card.controller:
        raise IllegalMove(
            "hide-where-not-controlled", player=card.controller, battlefield=card.location.name
        )
    work.put(card)
    work.emit(CardEntered(card.id, kind_of(card), card.controller, str(card.location)))
    work.mark("319.6")
    if isinstance(card, Unit) and isinstance(card.location, Battlefield):
        movement.arrive(work, card.controller, card.location.name)


def _recall(work: Working, effect: Recall) -> None:
    if len(set(effect.cards)) != len(effect.cards):
        raise IllegalMove("recall-card-twice")
    if not effect.cards:
        raise IllegalMove("recall-no-cards")
    for card_id in effect.cards:
        movement.recall(work, work.card(card_id))


def _damage(work: Working, effect: Damage) -> None:
    unit = work.unit(effect.unit)
    if effect.amount < 1:
        raise IllegalMove("damage-below-one", amount=effect.amount)
    mark_damage(work, unit, effect.amount)


def mark_damage(work: Working, unit: Unit, amount: int) -> None:
    damaged = with_damage(unit, unit.damage + amount)
    work.put(damaged)
    work.emit(DamageMarked(unit.id, amount, damaged.damage))
    work.mark("319.7")


def _heal(work: Working, effect: Heal) -> None:
    heal(work, work.unit(effect.unit))


def heal(work: Working, unit: Unit) -> None:
    """Remove the unit's damage; an undamaged unit is left as it is."""
    if unit.damage:
        work.put(with_damage(unit, 0))
        work.emit(Healed(unit.id))
        work.mark("319.7")


def _kill(work: Working, effect: Kill) -> None:
    card = work.card(effect.card)
    if isinstance(card, Unit) and DEATHKNELL in card.keywords:
        chain.trigger_deathknell(work, card)
    work.send_to_trash(card)


def _exhaust(work: Working, effect: Exhaust) -> None:
    unit = work.unit(effect.unit)
    if unit.exhausted:
        raise IllegalMove("unit-already-exhausted", unit=unit.id)
    work.put(with_exhausted(unit, True))
    work.emit(Exhausted(unit.id))
    work.mark("319.7")


def _ready(work: Working, effect: Ready) -> None:
    unit = work.unit(effect.unit)
    if not unit.exhausted:
        raise IllegalMove("unit-already-ready", unit=unit.id)
    ready(work, unit)


def ready(work: Working, unit: Unit) -> None:
    work.put(with_exhausted(unit, False))
    work.emit(Readied(unit.id))
    work.mark("319.7")


def _set_might(work: Working, effect: SetMight) -> None:
    unit = work.unit(effect.unit)
    if effect.might < 0:
        raise IllegalMove("might-below-zero", might=effect.might)
    work.put(unit._replace(might=effect.might))
    work.emit(MightSet(unit.id, effect.might))
    work.mark("319.7")


def _give_control(work: Working, effect: GiveControl) -> None:
    card = work.card(effect.card)
    player = work.player(effect.player)
    if card.controller == player:
        raise IllegalMove("already-controls-card", player=player, card=card.id)
    work.put(card._replace(controller=player))
    work.emit(ControlOfCardChanged(card.id, player))
    work.mark("319.7")
    if isinstance(card, Unit) and isinstance(card.location, Battlefield):
        movement.arrive(work, player, card.location.name)


def _attach(work: Working, effect: Attach) -> None:
    gear = work.gear(effect.gear)
    unit = work.unit(effect.unit)
    if gear.attached_to is not None:
        raise IllegalMove("gear-already-attached", gear=gear.id, unit=gear.attached_to)
    if gear.controller != unit.controller:
        raise IllegalMove("gear-for-own-units", gear=gear.id, player=gear.controller)
    work.put(gear._replace(attached_to=unit.id, location=unit.location))
    work.emit(GearAttached(gear.id, unit.id))
    work.mark("319.7")


def _detach(work: Working, effect: Detach) -> None:
    gear = work.gear(effect.gear)
    if gear.attached_to is None:
        raise IllegalMove("gear-not-attached", gear=gear.id)
    work.put(gear._replace(attached_to=None))
    work.emit(GearDetached(gear.id))
    work.mark("319.7")


def _add_to_chain(work: Working, effect: AddToChain) -> None:
    chain.check_new_items(work, (effect.item,))
    chain.add(work, effect.item)


#: Every effect but the two `apply` takes itself (checked by tests/board/test_vocabulary.py).
_APPLY: dict[type, Callable[[Working, Any], None]] = {
    Enter: _enter,
    Recall: _recall,
    Damage: _damage,
    Heal: _heal,
    Kill: _kill,
    Exhaust: _exhaust,
    Ready: _ready,
    SetMight: _set_might,
    GiveControl: _give_control,
    Attach: _attach,
    Detach: _detach,
    AddToChain: _add_to_chain,
}
