"""Cleanups, exactly as the seed orders them (319-324).

A cleanup becomes outstanding when something qualifies (319, noted by `Working.mark`);
none runs while a chain item resolves (321) and no item resolves while one runs (320).
A cleanup that changes anything is followed by another, until one changes nothing
(322). Each runs the tasks of 323 in order; a special cleanup (324) inserts its own
steps, and the cleanups that follow it are normal ones.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from riftscore.rules.board import chain, effects, movement
from riftscore.rules.board.errors import CleanupInProgress
from riftscore.rules.board.events import (
    ChoiceNeeded,
    CleanupEnded,
    CleanupStarted,
    CombatBegan,
    CombatStaged,
    CombatUnstaged,
    ContestEnded,
    DesignationChanged,
    HiddenCardRemoved,
    ShowdownBecameCombat,
    ShowdownBegan,
    ShowdownStaged,
    ShowdownUnstaged,
)
from riftscore.rules.board.state import (
    DEATHKNELL,
    Base,
    Battlefield,
    Choice,
    Combat,
    Designation,
    Gear,
    HiddenCard,
    Showdown,
    frozen,
    with_designation,
)
from riftscore.rules.board.working import Working
from riftscore.rules.errors import OneOf

Step = Callable[[Working], None]
_new = tuple.__new__  # a named tuple made without its Python-level __new__: every field given


class Special(NamedTuple):
    """A special cleanup (324.1): its name, the steps it inserts after 323.5, and the test
    that says its steps would find nothing to do on a board where no step of a normal
    cleanup would (`_at_rest`)."""

    kind: str
    steps: tuple[Step, ...]
    finds_nothing: Callable[[Working], bool]


def run(work: Working, special: Special | None = None) -> None:
    """Perform the outstanding cleanup, then one more after each that changed anything
    (322), the first of them `special` if given (324.2: the rest are normal).
    """
    if work.resolving is not None or work.choice is not None:
        return  # 321: it waits for the resolution; 320: one is already under way
    outstanding = work.outstanding
    while not work.game_over and (special is not None or outstanding):
        reasons = tuple(outstanding)
        outstanding.clear()
        changed = _cleanup(work, reasons, special)
        special = None
        if changed is None:
            return  # paused until the turn player chooses
        if changed:
            outstanding.insert(0, "322")


def _cleanup(work: Working, reasons: tuple[str, ...], special: Special | None) -> bool | None:
    """One cleanup: whether it changed anything, or None if it paused for a choice."""
    number = work.cleanups = work.cleanups + 1
    events = work.events
    events.append(_new(CleanupStarted, (number, special.kind if special else "normal", reasons)))
    if _at_rest(work) and (special is None or special.finds_nothing(work)):
        events.append(_new(CleanupEnded, (number, False)))
        return False  # what every step would find: nothing to do
    mark = len(events)
    steps = (*_BEFORE_SPECIAL, *special.steps, *_AFTER_SPECIAL) if special else _NORMAL
    if not _perform(work, steps):
        return None
    changed = len(events) > mark
    events.append(_new(CleanupEnded, (number, changed)))
    return changed


def _at_rest(work: Working) -> bool:
    """Whether each step of a normal cleanup would find nothing to do, by the test each
    makes first: no combat (323.2), no lethally damaged unit (323.4, 323.5), no
    controlled battlefield left empty in an Open state (323.6), no card 323.7 moves or
    removes, no contested battlefield (323.8, 323.9) and nothing staged (323.11-323.14).
    """
    if work.combat is not None or work.contested or work.staged_showdowns:
        return False
    cards = work.cards
    if work.staged_combats or cards.lethal():
        return False
    for card in cards.may_leave():
        if type(card) is not HiddenCard or not _hidden_card_stays(work, card):
            return False  # 323.7 moves every other card it may (`_recall_and_remove`)
    if work.chain:
        return True  # 323.6 waits for an Open state
    occupied = cards.occupied_battlefields()
    controller = work.game.controller
    for name in work.game.battlefields:
        if name not in occupied and controller(name) is not None and not under_way(work, name):
            return False  # 323.6 would find it empty
    return True


def _perform(work: Working, steps: tuple[Step, ...]) -> bool:
    """Run the steps in order; False if one left a choice to the turn player."""
    work.in_cleanup = True
    try:
        for step in steps:
            if work.game_over:
                break  # 323.1 found a winner: the game is over
            step(work)
            if work.choice is not None:
                return False
    finally:
        work.in_cleanup = False
    return True


def choose(work: Working, player: str, battlefield: str) -> None:
    """The turn player's answer to a paused cleanup (323.11 or 323.13): it begins there,
    the cleanup finishes, and the cleanups it calls for follow.
    """
    choice = work.choice
    if choice is None:
        raise CleanupInProgress("nothing-to-choose")
    if player != choice.player:
        raise CleanupInProgress("chooser-is-other", chooser=choice.player, player=player)
    if battlefield not in choice.battlefields:
        raise CleanupInProgress(
            "choice-elsewhere",
            kind=choice.kind,
            battlefields=OneOf(choice.battlefields),
            battlefield=battlefield,
        )
    work.choice = None
    if choice.kind == "showdown":
        steps: tuple[Step, ...] = (lambda w: _begin_showdown(w, battlefield), _begin_combat)
    else:
        steps = (lambda w: _begin_combat_showdown(w, battlefield),)
    if not _perform(work, steps):
        return
    work.emit(CleanupEnded(choice.cleanup, True))
    work.outstanding.insert(0, "322")
    run(work)


# ------------------------------------------------------------------ the steps


def _win_check(work: Working) -> None:
    """323.1. The scoring engine runs this check itself after every change to the scores,
    and the board changes no score any other way; `_perform` stops once it found a winner.
    """


def _designations(work: Working) -> None:
    """323.2: units at the combat take their controller's designation; others lose theirs."""
    combat = work.combat
    if combat is None:
        return
    name = combat.battlefield
    for unit in list(work.cards.units.values()):
        location = unit.location
        here = type(location) is Battlefield and location.name == name
        wanted = designation_of(work, combat, unit.controller) if here else None
        if here and wanted is None:
            continue  # a third player's unit: its controller has no designation
        if unit.designation is not wanted:
            work.put(with_designation(unit, wanted))
            work.emit(DesignationChanged(unit.id, wanted.value if wanted else None))


def designation_of(work: Working, combat: Combat, player: str) -> Designation | None:
    if not work.opposed(player, combat.attacker):
        return Designation.ATTACKER
    if not work.opposed(player, combat.defender):
        return Designation.DEFENDER
    return None


def _deathknells(work: Working) -> None:
    """323.4: lethally damaged units with Deathknell trigger, before any of them dies."""
    for unit in work.cards.lethal():
        if DEATHKNELL in unit.keywords:
            chain.trigger_deathknell(work, unit)


def _lethal_damage(work: Working) -> None:
    """323.5: lethally damaged units are killed, to their owners' trash."""
    for unit in work.cards.lethal():
        work.send_to_trash(unit)


def heal_all(work: Working) -> None:
    """The step combat and end-of-turn cleanups insert: all damage is removed."""
    for unit in work.cards.damaged():
        effects.heal(work, unit)


def nobody_damaged(work: Working) -> bool:
    """What `heal_all` would find: no damage. (The special cleanups' other steps act
    only on a combat, which no board at rest has.)"""
    return not work.cards.damaged()


def _empty_battlefields(work: Working) -> None:
    """323.6: in an Open state, a battlefield with no units, and no showdown or combat
    under way there, becomes uncontrolled.
    """
    if work.chain:
        return  # not an Open state
    cards = work.cards
    game = work.game
    for name in game.battlefields:
        if cards.occupied(name) or game.controller(name) is None or under_way(work, name):
            continue
        work.lose_control(name)


def under_way(work: Working, battlefield: str) -> bool:
    showdown, combat = work.showdown, work.combat
    return (showdown is not None and showdown.battlefield == battlefield) or (
        combat is not None and combat.battlefield == battlefield
    )


def _recall_and_remove(work: Working) -> None:
    """323.7: unattached gear at battlefields and permanents and runes in another player's
    base go home; hidden cards at battlefields their controller does not control are trashed.
    """
    for card in work.cards.may_leave():  # the cards that might, in order
        if isinstance(card, HiddenCard):
            if not _hidden_card_stays(work, card):
                battlefield = card.location.name
                work.send_to_trash(card, HiddenCardRemoved(card.id, card.owner, battlefield))
        elif isinstance(card, Gear) and card.attached_to is not None:
            continue  # it goes where its unit goes
        elif isinstance(card.location, Battlefield):
            if isinstance(card, Gear):
                movement.recall(work, card)
        elif card.location != Base(card.controller):
            movement.recall(work, card)


def _hidden_card_stays(work: Working, card: HiddenCard) -> bool:
    """323.7 leaves a hidden card only where its controller controls the battlefield."""
    return work.controller_of(card.location.name) == card.controller


def _stage_showdowns(work: Working) -> None:
    """323.8: a showdown is staged at each contested battlefield, and stays staged only
    while the player who applied Contested has units there (323.8.a).
    """
    if not work.contested:
        return  # nothing to stage, nor to unstage: a staged showdown has its contest
    staged = work.staged_showdowns
    for battlefield, applier in work.contested.items():
        if under_way(work, battlefield):
            continue  # that showdown or combat is already being played out
        present = applier in work.cards.players_at(battlefield)
        if present and battlefield not in staged:
            staged = staged | {battlefield}
            work.emit(ShowdownStaged(battlefield))
        elif not present and battlefield in staged:
            staged = staged - {battlefield}
            work.emit(ShowdownUnstaged(battlefield))
    work.staged_showdowns = staged


def _stage_combats(work: Working) -> None:
    """323.9: a combat is staged at each contested battlefield with units of opposing
    players; it stays staged only while both are there, until it opens (323.9.a, 323.10).
    A contest that can no longer lead to a showdown or combat ends.
    """
    contested = work.contested
    if not contested:
        return  # nothing to stage, unstage or end: a staged combat has its contest
    staged = work.staged_combats
    combat = work.combat
    for battlefield in contested:
        if combat is not None and combat.battlefield == battlefield:
            continue
        opposed = work.any_opposed(work.cards.players_at(battlefield))
        if opposed and battlefield not in staged:
            staged = staged | {battlefield}
            work.emit(CombatStaged(battlefield))
        elif not opposed and battlefield in staged:
            staged = staged - {battlefield}
            work.emit(CombatUnstaged(battlefield))
    work.staged_combats = staged
    idle = [
        b
        for b in work.contested
        if not under_way(work, b) and b not in work.staged_showdowns and b not in staged
    ]
    for battlefield in idle:
        end_contest(work, battlefield)


def end_contest(work: Working, battlefield: str) -> None:
    contested = dict(work.contested)
    if contested.pop(battlefield, None) is not None:
        work.contested = frozen(contested)
        work.emit(ContestEnded(battlefield))


def _begin_showdowns(work: Working) -> None:
    """323.11: in a Neutral Open state, a showdown begins at a staged battlefield, the
    turn player's choice if there are several.
    """
    if work.chain or work.showdown is not None or not work.staged_showdowns:
        return  # not a Neutral Open state, or nothing staged
    options = _in_order(work, work.staged_showdowns)
    if len(options) == 1:
        _begin_showdown(work, options[0])
    else:
        _ask(work, "showdown", options)


def _begin_showdown(work: Working, battlefield: str) -> None:
    """323.12: with a combat staged there too, it opens as a combat showdown."""
    if battlefield in work.staged_combats:
        _begin_combat_showdown(work, battlefield)
        return
    work.staged_showdowns = work.staged_showdowns - {battlefield}
    work.showdown = Showdown(battlefield, combat=False)
    work.emit(ShowdownBegan(battlefield, False))


def _begin_combat(work: Working) -> None:
    """323.13: in a Neutral Open state, a combat begins at a staged battlefield (the turn
    player's choice). 323.14: in a Showdown Open state, a combat staged where a non-combat
    showdown is under way makes it a combat showdown.
    """
    if work.chain or not work.staged_combats:
        return  # not an Open state, or nothing staged
    if work.showdown is None:  # a Neutral state
        options = _in_order(work, work.staged_combats)
        if len(options) == 1:
            _begin_combat_showdown(work, options[0])
        else:
            _ask(work, "combat", options)
        return
    showdown = work.showdown
    if showdown is not None and not showdown.combat and showdown.battlefield in work.staged_combats:
        work.emit(ShowdownBecameCombat(showdown.battlefield))
        _begin_combat_showdown(work, showdown.battlefield, opening=False)


def _begin_combat_showdown(work: Working, battlefield: str, *, opening: bool = True) -> None:
    """The combat begins, its showdown opening now (or, 323.14, already open)."""
    attacker, defender = _sides_of_combat(work, battlefield)
    work.staged_showdowns = work.staged_showdowns - {battlefield}
    work.staged_combats = work.staged_combats - {battlefield}
    work.showdown = Showdown(battlefield, combat=True)
    work.combat = Combat(battlefield, attacker, defender)
    if opening:
        work.emit(ShowdownBegan(battlefield, True))
    work.emit(CombatBegan(battlefield, attacker, defender))


def _sides_of_combat(work: Working, battlefield: str) -> tuple[str, str]:
    """The attacker applied Contested (if still there); the defender is the controller, or
    else the first opposing player there in turn order. If the player who applied
    Contested has gone, a controller who is there still defends, against the first
    opposing player there in turn order (a battlefield's controller never attacks it).
    """
    present = work.cards.controllers_at(battlefield)
    seated = [p for p in _turn_order(work) if p in present]
    applier = work.contested.get(battlefield)
    controller = work.controller_of(battlefield)
    if applier is not None and applier in seated:
        attacker = applier
    elif controller is not None and controller in seated:
        attacker = next(p for p in seated if work.opposed(p, controller))
    else:
        attacker = seated[0]
    opponents = [p for p in seated if work.opposed(p, attacker)]
    defender = controller if controller is not None and controller in opponents else opponents[0]
    return attacker, defender


def _turn_order(work: Working) -> list[str]:
    players = list(work.game.players)
    turn_player = work.game.turn_player
    start = players.index(turn_player) if turn_player in players else 0
    return players[start:] + players[:start]


def _in_order(work: Working, battlefields: frozenset[str]) -> tuple[str, ...]:
    return tuple(b for b in work.game.battlefields if b in battlefields)


def _ask(work: Working, kind: str, options: tuple[str, ...]) -> None:
    player = work.game.turn_player
    assert player is not None, "cleanups run only during a turn"
    work.choice = Choice(player, kind, options, work.cleanups)
    work.emit(ChoiceNeeded(player, kind, options))


_BEFORE_SPECIAL: tuple[Step, ...] = (_win_check, _designations, _deathknells, _lethal_damage)
_AFTER_SPECIAL: tuple[Step, ...] = (
    _empty_battlefields,
    _recall_and_remove,
    _stage_showdowns,
    _stage_combats,
    _begin_showdowns,
    _begin_combat,
)

_NORMAL = _BEFORE_SPECIAL + _AFTER_SPECIAL

END_OF_TURN = Special("end_of_turn", (heal_all,), nobody_damaged)
