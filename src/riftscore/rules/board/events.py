"""What happens on the board, in order. The kernel's log interleaves these with the
scoring engine's events (`riftscore.rules.events`): a Conquer follows the combat that
caused it. Locations are written as players read them ("Grove", "Ann's base").
"""

from __future__ import annotations

from typing import NamedTuple, TypeAlias, cast

from riftscore.rules import events as ev


class PhaseBegan(NamedTuple):
    phase: str


class StepBegan(NamedTuple):
    """A step within a phase: the Beginning phase's "scoring" step, after its Beginning
    step's effects, where the turn player Holds."""

    step: str


class CardEntered(NamedTuple):
    card: str
    kind: str  # unit, gear, rune or hidden card
    controller: str
    location: str


class UnitMoved(NamedTuple):
    unit: str
    origin: str
    destination: str
    standard: bool  # the standard move (exhausting), or a spell's or ability's move


class Recalled(NamedTuple):
    card: str
    origin: str
    destination: str


class Exhausted(NamedTuple):
    unit: str


class Readied(NamedTuple):
    unit: str


class DamageMarked(NamedTuple):
    unit: str
    amount: int
    damage: int  # marked on the unit now


class Healed(NamedTuple):
    unit: str


class MightSet(NamedTuple):
    unit: str
    might: int


class ControlOfCardChanged(NamedTuple):
    card: str
    controller: str


class GearAttached(NamedTuple):
    gear: str
    unit: str


class GearDetached(NamedTuple):
    gear: str


class Killed(NamedTuple):
    card: str
    owner: str  # whose trash it went to
    location: str


class HiddenCardRemoved(NamedTuple):
    """323.7: a hidden card at a battlefield its controller does not control, trashed."""

    card: str
    owner: str
    battlefield: str


class Contested(NamedTuple):
    battlefield: str
    player: str  # who applied it


class ContestEnded(NamedTuple):
    battlefield: str


class ItemAdded(NamedTuple):
    item: str
    player: str
    label: str
    pending: bool


class ItemLegal(NamedTuple):
    item: str


class ResolutionStarted(NamedTuple):
    item: str


class ResolutionFinished(NamedTuple):
    item: str


class ItemRemoved(NamedTuple):
    item: str
    resolved: bool  # False: it left the chain without resolving


class DeathknellTriggered(NamedTuple):
    unit: str
    item: str


class CleanupStarted(NamedTuple):
    number: int
    kind: str  # "normal", or a special cleanup: "combat", "end_of_turn"
    reasons: tuple[str, ...]  # the rules that made it outstanding (319.x, 321.1, 322)


class CleanupEnded(NamedTuple):
    number: int
    changed: bool  # False ends a sequence of cleanups (322)


class DesignationChanged(NamedTuple):
    unit: str
    designation: str | None  # "attacker", "defender", or None when removed


class ShowdownStaged(NamedTuple):
    battlefield: str


class ShowdownUnstaged(NamedTuple):
    battlefield: str


class CombatStaged(NamedTuple):
    battlefield: str


class CombatUnstaged(NamedTuple):
    battlefield: str


class ChoiceNeeded(NamedTuple):
    player: str
    kind: str  # "showdown" or "combat"
    battlefields: tuple[str, ...]


class ShowdownBegan(NamedTuple):
    battlefield: str
    combat: bool


class ShowdownBecameCombat(NamedTuple):
    """323.14: a combat was staged where a non-combat showdown is under way."""

    battlefield: str


class CombatBegan(NamedTuple):
    battlefield: str
    attacker: str
    defender: str


class ShowdownEnded(NamedTuple):
    battlefield: str


class CombatEnded(NamedTuple):
    battlefield: str


BoardEvent: TypeAlias = (
    PhaseBegan
    | StepBegan
    | CardEntered
    | UnitMoved
    | Recalled
    | Exhausted
    | Readied
    | DamageMarked
    | Healed
    | MightSet
    | ControlOfCardChanged
    | GearAttached
    | GearDetached
    | Killed
    | HiddenCardRemoved
    | Contested
    | ContestEnded
    | ItemAdded
    | ItemLegal
    | ResolutionStarted
    | ResolutionFinished
    | ItemRemoved
    | DeathknellTriggered
    | CleanupStarted
    | CleanupEnded
    | DesignationChanged
    | ShowdownStaged
    | ShowdownUnstaged
    | CombatStaged
    | CombatUnstaged
    | ChoiceNeeded
    | ShowdownBegan
    | ShowdownBecameCombat
    | CombatBegan
    | ShowdownEnded
    | CombatEnded
)

#: Anything in the kernel's log: a board event or a scoring event.
LogEvent: TypeAlias = BoardEvent | ev.Event

#: Each board event's kind in `riftscore replay --json` (docs/board.md lists them). The
#: spec lets tools add kinds beyond its required ones; none of these is a core kind.
KIND: dict[type, str] = {
    PhaseBegan: "phase_began",
    StepBegan: "step_began",
    CardEntered: "card_entered",
    UnitMoved: "unit_moved",
    Recalled: "recalled",
    Exhausted: "exhausted",
    Readied: "readied",
    DamageMarked: "damage_marked",
    Healed: "healed",
    MightSet: "might_set",
    ControlOfCardChanged: "card_control_changed",
    GearAttached: "gear_attached",
    GearDetached: "gear_detached",
    Killed: "killed",
    HiddenCardRemoved: "hidden_card_removed",
    Contested: "contested",
    ContestEnded: "contest_ended",
    ItemAdded: "item_added",
    ItemLegal: "item_legal",
    ResolutionStarted: "resolution_started",
    ResolutionFinished: "resolution_finished",
    ItemRemoved: "item_removed",
    DeathknellTriggered: "deathknell_triggered",
    CleanupStarted: "cleanup_started",
    CleanupEnded: "cleanup_ended",
    DesignationChanged: "designation_changed",
    ShowdownStaged: "showdown_staged",
    ShowdownUnstaged: "showdown_unstaged",
    CombatStaged: "combat_staged",
    CombatUnstaged: "combat_unstaged",
    ChoiceNeeded: "choice_needed",
    ShowdownBegan: "showdown_began",
    ShowdownBecameCombat: "showdown_became_combat",
    CombatBegan: "combat_began",
    ShowdownEnded: "showdown_ended",
    CombatEnded: "combat_ended",
}


def to_dict(event: LogEvent) -> dict[str, object]:
    """Any event of the kernel's log in the summary's JSON shape: a scoring event as the
    core writes it, a board event as `{"event": kind, ...its fields}` (None kept as null:
    a designation removed).
    """
    kind = KIND.get(type(event))
    if kind is None:
        return ev.to_dict(cast(ev.Event, event))
    out: dict[str, object] = {"event": kind}
    for key, value in event._asdict().items():
        out[key] = list(value) if isinstance(value, tuple) else value
    return out
