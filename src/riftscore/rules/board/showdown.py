"""The end of a showdown or a combat, where control is established (or lost) and so
Conquer is scored, through the scoring engine's own `control` and `lose_control`.
"""

from __future__ import annotations

from riftscore.rules.board import cleanup, effects, movement
from riftscore.rules.board.actions import CombatResult
from riftscore.rules.board.errors import ShowdownError
from riftscore.rules.board.events import CombatEnded, DesignationChanged, ShowdownEnded
from riftscore.rules.board.state import Battlefield, Designation, with_designation
from riftscore.rules.board.working import Working


def end_showdown(work: Working) -> None:
    """Every player passed with the chain empty: the non-combat showdown ends. If only
    one player's units remain and that player does not control the battlefield, they
    establish control.
    """
    showdown = work.showdown
    if showdown is None:
        raise ShowdownError("no-showdown-to-end")
    if showdown.combat:
        raise ShowdownError("showdown-opens-combat", battlefield=showdown.battlefield)
    if work.chain:
        raise ShowdownError("showdown-chain-not-empty")
    battlefield = showdown.battlefield
    work.showdown = None
    work.emit(ShowdownEnded(battlefield))
    cleanup.end_contest(work, battlefield)
    work.mark("319.7")
    _establish_control(work, battlefield, attacker=None)
    cleanup.run(work)


def combat_result(work: Working, result: CombatResult) -> None:
    """The combat's showdown ended with every player passing; this damage is dealt, and
    the combat cleanup (324) resolves the combat.
    """
    combat = work.combat
    if combat is None:
        raise ShowdownError("no-combat-under-way")
    if work.chain:
        raise ShowdownError("combat-chain-not-empty")
    here = Battlefield(combat.battlefield)
    units = [unit_id for unit_id, _ in result.damage]
    if len(set(units)) != len(units):
        raise ShowdownError("combat-result-unit-twice")
    damaged = []
    for unit_id, amount in result.damage:
        unit = work.unit(unit_id)
        if unit.location != here:
            raise ShowdownError("unit-not-in-combat", unit=unit_id, battlefield=here.name)
        if amount < 0:
            raise ShowdownError("combat-damage-negative", unit=unit_id, amount=amount)
        damaged.append((unit, amount))
    work.showdown = None
    work.emit(ShowdownEnded(combat.battlefield))
    for unit, amount in damaged:
        if amount:
            effects.mark_damage(work, unit, amount)
    work.mark("319.7")
    cleanup.run(work, COMBAT)


def _recall_attackers(work: Working) -> None:
    """Combat cleanup: if any defender survived, the attackers are recalled."""
    combat = work.combat
    if combat is None:
        return
    here = work.cards.units_at(combat.battlefield)
    if any(u.designation is Designation.DEFENDER for u in here):
        for unit in here:
            if unit.designation is Designation.ATTACKER:
                movement.recall(work, unit)


def _conclude_combat(work: Working) -> None:
    """Combat cleanup: the combat ends, and the side left standing establishes control."""
    combat = work.combat
    if combat is None:
        return
    for unit in list(work.cards.units.values()):
        if unit.designation is not None:
            work.put(with_designation(unit, None))
            work.emit(DesignationChanged(unit.id, None))
    work.combat = None
    work.emit(CombatEnded(combat.battlefield))
    cleanup.end_contest(work, combat.battlefield)
    _establish_control(work, combat.battlefield, attacker=combat.attacker)


def _establish_control(work: Working, battlefield: str, attacker: str | None) -> None:
    """The player whose units remain takes control, unless they have it already (keeping
    control is never a Conquer). With no units left, 323.6 makes it uncontrolled once the
    state is Open; with opposing units left, nobody establishes anything.
    """
    present = work.cards.controllers_at(battlefield)
    if not present or work.controller_of(battlefield) in present:
        return
    if any(work.opposed(present[0], other) for other in present):
        return
    if len(present) == 1:
        work.take_control(present[0], battlefield)
    elif attacker is not None and attacker in present:
        work.take_control(attacker, battlefield)  # 2v2: the attacker, beside a teammate


COMBAT = cleanup.Special(
    "combat", (cleanup.heal_all, _recall_attackers, _conclude_combat), cleanup.nobody_damaged
)
