"""One scenario for every numbered rule of the cleanup seed (319-324), named after it."""

from __future__ import annotations

import pytest

from riftscore.rules import GameOver
from riftscore.rules import actions as act
from riftscore.rules import events as ev
from riftscore.rules.board import (
    DEATHKNELL,
    Base,
    Battlefield,
    BoardGame,
    Choose,
    CleanupInProgress,
    CombatResult,
    Damage,
    Designation,
    EndShowdown,
    Enter,
    Gear,
    GiveControl,
    HiddenCard,
    Kill,
    MakeLegal,
    Move,
    RemoveFromChain,
    ResolveItem,
    Rune,
    SetMight,
    ShowdownError,
    StandardMove,
    Timing,
    UnknownCard,
)
from riftscore.rules.board.events import (
    ChoiceNeeded,
    CleanupStarted,
    CombatBegan,
    CombatStaged,
    CombatUnstaged,
    ContestEnded,
    DeathknellTriggered,
    DesignationChanged,
    Healed,
    HiddenCardRemoved,
    Killed,
    PhaseBegan,
    Recalled,
    ResolutionFinished,
    ResolutionStarted,
    ShowdownBecameCombat,
    ShowdownBegan,
    ShowdownStaged,
    ShowdownUnstaged,
)
from riftscore.rules.modes import Mode
from tests.board.helpers import (
    cleanups,
    ended,
    kinds,
    of,
    play,
    spell,
    started,
    table,
    trigger,
    unit,
)

GROVE, RUINS = Battlefield("Grove"), Battlefield("Ruins")


def index_of(events: list[object], wanted: object) -> int:
    return events.index(wanted)


# ------------------------------------------------------------------ 319


def test_319_a_qualifying_change_makes_one_cleanup_outstanding_after_the_action() -> None:
    board = started(unit("a1", "Ann", "Grove", might=3), control={"Grove": "Ann"})
    events = board.apply(Damage("a1", 1))
    assert kinds(events) == ["DamageMarked", "CleanupStarted", "CleanupEnded"]
    ((cleanup, inside),) = cleanups(events)
    assert cleanup.reasons == ("319.7",)
    assert inside == []


def test_319_1_the_chain_emptying_opens_the_state_and_an_empty_battlefield_is_lost() -> None:
    board = started(
        unit("a1", "Ann", "Grove", might=3),
        unit("b1", "Ben", "Ruins", might=2),
        control={"Grove": "Ann", "Ruins": "Ben"},
    )
    closing = board.apply(spell("Decree", "Ann"))
    assert "319.1" in cleanups(closing)[0][0].reasons
    board.apply(spell("Zap", "Ann", Timing.REACTION))
    killed = board.apply(ResolveItem("Zap", (Damage("b1", 2),)))
    assert of(Killed, killed) == [Killed("b1", "Ben", "Ruins")]
    assert board.controllers["Ruins"] == "Ben"  # Decree is still on the chain: Closed

    opening = board.apply(RemoveFromChain("Decree"))
    cleanup, inside = cleanups(opening)[0]
    assert {"319.1", "319.5"} <= set(cleanup.reasons)
    assert of(ev.ControlLost, inside) == [ev.ControlLost(1, "Ben", "Ruins")]


def test_319_2_every_phase_transition_is_followed_by_a_cleanup() -> None:
    board = table(unit("a1", "Ann", "Grove", exhausted=True), control={"Grove": "Ann"})
    events = board.apply(act.Turn("Ann"))
    phases = [i for i, e in enumerate(events) if isinstance(e, PhaseBegan)]
    assert [events[i].phase for i in phases] == ["awaken", "beginning", "channel", "draw", "main"]  # type: ignore[attr-defined]
    for i in phases:
        following = next(e for e in events[i:] if isinstance(e, CleanupStarted))
        assert "319.2" in following.reasons
    assert board.card("a1").exhausted is False  # type: ignore[union-attr]  # readied in Awaken

    ending = board.apply(act.EndTurn())
    assert of(PhaseBegan, ending) == [PhaseBegan("ending")]
    assert cleanups(ending)[0][0].reasons == ("319.2",)


def test_319_3_adding_a_pending_item_makes_a_cleanup_outstanding() -> None:
    board = started(unit("a1", "Ann"))
    events = board.apply(spell("Charm", "Ann", pending=True))
    ((cleanup, _),) = cleanups(events)
    assert cleanup.reasons == ("319.3", "319.1")
    assert board.state.chain[-1].legal is False


def test_319_4_a_pending_item_becoming_legal_makes_a_cleanup_outstanding() -> None:
    board = started(unit("a1", "Ann"))
    board.apply(spell("Charm", "Ann", pending=True))
    events = board.apply(MakeLegal("Charm"))
    ((cleanup, _),) = cleanups(events)
    assert cleanup.reasons == ("319.4",)
    assert board.state.chain[-1].legal is True


def test_319_5_an_item_leaving_the_chain_makes_a_cleanup_outstanding() -> None:
    board = started(unit("b1", "Ben", "Ruins", might=2), control={"Ruins": "Ben"})
    board.apply(spell("Zap", "Ann"))
    events = board.apply(ResolveItem("Zap", (Damage("b1", 2),)))
    cleanup, inside = cleanups(events)[0]
    assert "319.5" in cleanup.reasons
    assert of(Killed, inside) == [Killed("b1", "Ben", "Ruins")]
    assert of(ev.ControlLost, inside) == [ev.ControlLost(1, "Ben", "Ruins")]


def test_319_6_cards_entering_or_leaving_the_board_make_a_cleanup_outstanding() -> None:
    board = started(unit("b1", "Ben", "Ruins"), control={"Ruins": "Ben"})
    leaving = board.apply(Kill("b1"))
    cleanup, inside = cleanups(leaving)[0]
    assert cleanup.reasons == ("319.6",)
    assert of(ev.ControlLost, inside) == [ev.ControlLost(1, "Ben", "Ruins")]

    entering = board.apply(Enter(unit("a2", "Ann")))
    assert cleanups(entering)[0][0].reasons == ("319.6",)


def test_319_7_a_change_of_status_makes_a_cleanup_outstanding() -> None:
    board = started(unit("b1", "Ben", "Ruins", might=3, damage=1), control={"Ruins": "Ben"})
    events = board.apply(SetMight("b1", 1))  # its one damage is now lethal
    cleanup, inside = cleanups(events)[0]
    assert cleanup.reasons == ("319.7",)
    assert of(Killed, inside) == [Killed("b1", "Ben", "Ruins")]


def test_319_8_a_completed_move_makes_a_cleanup_outstanding() -> None:
    board = started(unit("a1", "Ann", "Grove"), control={"Grove": "Ann"})
    events = board.apply(Move(("a1",), Base("Ann")))  # an ability sends it home
    cleanup, inside = cleanups(events)[0]
    assert cleanup.reasons == ("319.8",)
    assert of(ev.ControlLost, inside) == [ev.ControlLost(1, "Ann", "Grove")]


# ------------------------------------------------------------- 320 and 321


def two_showdowns_staged() -> BoardGame:
    """Ann's spell sends one unit to each battlefield: a cleanup waits for her choice."""
    board = started(unit("a1", "Ann"), unit("a2", "Ann"))
    board.apply(spell("Rally", "Ann"))
    board.apply(ResolveItem("Rally", (Move(("a1",), GROVE), Move(("a2",), RUINS))))
    return board


def test_320_no_chain_item_resolves_while_a_cleanup_is_under_way() -> None:
    board = two_showdowns_staged()
    assert board.state.choice is not None and board.state.choice.player == "Ann"
    board.apply(spell("Quick", "Ben", Timing.REACTION))
    before = board.state
    with pytest.raises(CleanupInProgress, match="Ann must first choose"):
        board.apply(ResolveItem("Quick"))
    assert board.state == before


def test_320_1_new_pending_items_can_be_added_during_a_cleanup() -> None:
    board = two_showdowns_staged()
    paused = board.state.choice
    assert paused is not None
    added = board.apply(spell("Quick", "Ben", Timing.REACTION, pending=True))
    assert of(CleanupStarted, added) == []  # the cleanup under way comes first
    assert board.state.outstanding == ("319.3", "319.1")

    chosen = board.apply(Choose("Ann", "Grove"))
    assert ended(chosen)[0].number == paused.cleanup and ended(chosen)[0].changed
    assert {"322", "319.3"} <= set(of(CleanupStarted, chosen)[0].reasons)


def test_321_no_cleanup_occurs_while_a_chain_item_resolves() -> None:
    board = started(unit("b1", "Ben", "Ruins", might=2), control={"Ruins": "Ben"})
    board.apply(spell("Trial", "Ann"))
    events = board.apply(ResolveItem("Trial", (Damage("b1", 2), SetMight("b1", 3))))
    during = events[
        index_of(events, ResolutionStarted("Trial")) : index_of(events, ResolutionFinished("Trial"))
    ]
    assert of(CleanupStarted, during) == []
    assert board.card("b1") is not None  # lethally damaged for a moment, seen by no cleanup

    board.apply(Damage("b1", 1))  # the same kind of change outside a resolution
    assert board.card("b1") is None


def test_321_1_a_change_during_a_resolution_makes_a_cleanup_outstanding_for_after_it() -> None:
    board = started(unit("b1", "Ben", "Ruins", might=2), control={"Ruins": "Ben"})
    board.apply(spell("Zap", "Ann"))
    events = board.apply(ResolveItem("Zap", (Damage("b1", 2),)))
    cleanup, inside = cleanups(events)[0]
    assert index_of(events, cleanup) > index_of(events, ResolutionFinished("Zap"))
    assert {"319.7", "321.1", "319.5"} <= set(cleanup.reasons)
    assert of(Killed, inside) == [Killed("b1", "Ben", "Ruins")]


# ------------------------------------------------------------------ 322


def attack_on_ruins() -> tuple[BoardGame, list[object]]:
    board = started(
        unit("a1", "Ann", might=3),
        unit("a2", "Ann", might=1),
        unit("b1", "Ben", "Ruins", might=2),
        unit("b2", "Ben", might=1),
        control={"Ruins": "Ben"},
    )
    return board, list(board.apply(StandardMove("Ann", ("a1",), RUINS)))


def test_322_cleanups_repeat_until_one_changes_nothing() -> None:
    _, events = attack_on_ruins()
    assert [e.changed for e in ended(events)] == [True, True, False]
    first, second, third = cleanups(events)
    assert of(CombatBegan, first[1]) == [CombatBegan("Ruins", "Ann", "Ben")]
    assert len(of(DesignationChanged, second[1])) == 2
    assert third[1] == []


def test_322_1_the_cleanups_that_follow_are_outstanding_tasks_of_their_own() -> None:
    board = two_showdowns_staged()
    assert board.state.choice is not None
    paused = board.state.choice.cleanup
    assert of(CleanupStarted, board.events)[-1].number == paused  # none has followed it yet
    assert paused not in [e.number for e in ended(list(board.events))]
    chosen = board.apply(Choose("Ann", "Ruins"))  # the paused cleanup changed something...
    follow_up = of(CleanupStarted, chosen)[0]
    assert follow_up.reasons == ("322",)  # ...so another is outstanding, and runs now
    assert follow_up.kind == "normal"


# ------------------------------------------------------------------ 323


def test_323_the_tasks_of_a_cleanup_run_in_the_order_described() -> None:
    board = started(
        unit("a1", "Ann", "Grove", might=3),
        unit("b1", "Ben", "Ruins", might=2, keywords=[DEATHKNELL]),
        Gear("g1", "Ben", "Ben", RUINS, "b1"),
        control={"Grove": "Ann", "Ruins": "Ben"},
    )
    board.apply(spell("Zap", "Ann"))
    events = board.apply(ResolveItem("Zap", (Damage("b1", 2),)))
    _, inside = cleanups(events)[0]
    order = kinds(inside)
    assert order.index("DeathknellTriggered") < order.index("Killed") < order.index("Recalled")
    assert board.controllers["Ruins"] == "Ben"  # 323.6 waits: the Deathknell is on the chain


def test_323_1_a_player_at_the_victory_score_with_more_points_than_anyone_wins() -> None:
    board = started(unit("a1", "Ann"), scores={"Ann": 7})
    board.apply(spell("Tribute", "Ann"))
    events = board.apply(ResolveItem("Tribute", (act.Gain("Ann", 1),)))
    assert of(ev.Win, events) == [ev.Win(("Ann",), "cleanup")]
    assert index_of(events, ev.Win(("Ann",), "cleanup")) > index_of(
        events, ResolutionFinished("Tribute")
    )
    with pytest.raises(GameOver):
        board.apply(StandardMove("Ann", ("a1",), GROVE))


def test_323_1_tied_leaders_play_on() -> None:
    board = started(unit("a1", "Ann"), scores={"Ann": 7, "Ben": 7})
    board.apply(spell("Accord", "Ann"))
    board.apply(ResolveItem("Accord", (act.Gain("Ann", 1), act.Gain("Ben", 1))))
    assert board.game.outcome.result == "ongoing"
    assert board.scores == {"Ann": 8, "Ben": 8}


def test_323_2_units_at_the_combat_take_their_controllers_designations() -> None:
    board, _ = attack_on_ruins()
    assert board.card("a1").designation is Designation.ATTACKER  # type: ignore[union-attr]
    assert board.card("b1").designation is Designation.DEFENDER  # type: ignore[union-attr]
    assert board.card("a2").designation is None  # type: ignore[union-attr]


def test_323_2_a_a_unit_that_joins_a_combat_gains_its_controllers_designation() -> None:
    board, _ = attack_on_ruins()
    board.apply(spell("Reinforce", "Ben", Timing.REACTION))
    events = board.apply(ResolveItem("Reinforce", (Move(("b2",), RUINS),)))
    assert DesignationChanged("b2", "defender") in events
    assert board.card("b2").designation is Designation.DEFENDER  # type: ignore[union-attr]


def test_323_2_b_a_unit_that_changes_sides_takes_its_new_controllers_designation() -> None:
    board, _ = attack_on_ruins()
    board.apply(spell("Possess", "Ben", Timing.REACTION))
    events = board.apply(ResolveItem("Possess", (GiveControl("a1", "Ben"),)))
    assert DesignationChanged("a1", "defender") in events
    assert board.card("a1").designation is Designation.DEFENDER  # type: ignore[union-attr]


def test_323_2_c_a_unit_that_leaves_the_combat_loses_its_designation() -> None:
    board, _ = attack_on_ruins()
    board.apply(spell("Retreat", "Ann", Timing.ACTION))
    events = board.apply(ResolveItem("Retreat", (Move(("a1",), Base("Ann")),)))
    assert DesignationChanged("a1", None) in events
    assert board.card("a1").designation is None  # type: ignore[union-attr]


def test_323_3_board_state_is_handled_after_designations() -> None:
    board, _ = attack_on_ruins()
    board.apply(spell("Last Stand", "Ben", Timing.REACTION))
    events = board.apply(ResolveItem("Last Stand", (Move(("b2",), RUINS), Damage("b2", 1))))
    _, inside = cleanups(events)[0]
    assert index_of(inside, DesignationChanged("b2", "defender")) < index_of(
        inside, Killed("b2", "Ben", "Ruins")
    )


def test_323_4_deathknell_triggers_noting_the_unit_as_it_was() -> None:
    board = started(
        unit("b1", "Ben", "Ruins", might=2, keywords=[DEATHKNELL]),
        unit("b2", "Ben", "Ruins", might=1),
        control={"Ruins": "Ben"},
    )
    events = board.apply(Damage("b1", 3))
    (item,) = board.state.chain
    assert of(DeathknellTriggered, events) == [DeathknellTriggered("b1", item.id)]
    assert (item.controller, item.timing, item.legal) == ("Ben", Timing.TRIGGERED, False)
    assert item.source is not None
    assert (item.source.location, item.source.might, item.source.damage) == (RUINS, 2, 3)


def test_323_5_lethal_damage_kills_after_deathknell() -> None:
    board = started(
        unit("b1", "Ann", "Ruins", might=2, owner="Ben", keywords=[DEATHKNELL]),
        control={"Ruins": "Ann"},
    )
    events = board.apply(Damage("b1", 2))
    assert index_of(events, DeathknellTriggered("b1", "b1-deathknell")) < index_of(
        events, Killed("b1", "Ben", "Ruins")
    )
    assert board.state.trash["Ben"] == ("b1",)  # its owner's trash, not its controller's


def test_323_5_only_non_zero_damage_is_lethal() -> None:
    board = started(unit("a1", "Ann", "Grove", might=0), control={"Grove": "Ann"})
    board.apply(Enter(unit("a2", "Ann")))
    assert board.card("a1") is not None  # Might 0, no damage: it lives
    board.apply(Damage("a1", 1))
    assert board.card("a1") is None


def test_323_6_an_empty_battlefield_becomes_uncontrolled_only_in_an_open_state() -> None:
    board = started(unit("b1", "Ben", "Ruins", keywords=[DEATHKNELL]), control={"Ruins": "Ben"})
    board.apply(Kill("b1"))
    assert board.controllers["Ruins"] == "Ben"  # its Deathknell is on the chain: Closed
    board.apply(MakeLegal("b1-deathknell"))
    events = board.apply(ResolveItem("b1-deathknell"))
    assert of(ev.ControlLost, events) == [ev.ControlLost(1, "Ben", "Ruins")]


def test_323_6_not_while_a_combat_is_under_way_there() -> None:
    board, _ = attack_on_ruins()
    board.apply(spell("Purge", "Ann", Timing.ACTION))
    board.apply(ResolveItem("Purge", (Kill("b1"), Move(("a1",), Base("Ann")))))
    assert board.state.units_at(RUINS) == []
    assert board.controllers["Ruins"] == "Ben"  # the combat there is still going on
    events = board.apply(CombatResult(()))
    assert of(ev.ControlLost, events) == [ev.ControlLost(1, "Ben", "Ruins")]


def test_323_7_unattached_gear_at_a_battlefield_is_recalled() -> None:
    board = started(
        unit("b1", "Ben", "Ruins"),
        unit("b2", "Ben", "Ruins"),
        Gear("g1", "Ben", "Ben", RUINS, "b1"),
        control={"Ruins": "Ben"},
    )
    events = board.apply(Kill("b1"))
    assert Recalled("g1", "Ruins", "Ben's base") in events
    assert board.card("g1") == Gear("g1", "Ben", "Ben", Base("Ben"))


def test_323_7_permanents_and_runes_in_another_players_base_are_recalled() -> None:
    board = started(unit("b1", "Ben"), Rune("r1", "Ben", "Ben", Base("Ben")))
    board.apply(spell("Seize", "Ann"))
    events = board.apply(ResolveItem("Seize", (GiveControl("b1", "Ann"), GiveControl("r1", "Ann"))))
    assert Recalled("b1", "Ben's base", "Ann's base") in events
    assert Recalled("r1", "Ben's base", "Ann's base") in events
    assert board.card("b1").location == Base("Ann")  # type: ignore[union-attr]


def test_323_7_hidden_cards_where_their_controller_lost_control_are_trashed() -> None:
    board = started(
        unit("a1", "Ann", "Grove", might=1),
        HiddenCard("h1", "Ann", "Ann", GROVE),
        unit("b1", "Ben", might=3),
        control={"Grove": "Ann"},
    )
    play(board, act.Turn("Ben"), StandardMove("Ben", ("b1",), GROVE))
    assert board.card("h1") is not None  # the battlefield is contested, still Ann's
    events = board.apply(CombatResult((("a1", 3), ("b1", 1))))
    assert ev.Conquer(2, "Ben", "Grove", 1, 1) in events
    assert HiddenCardRemoved("h1", "Ann", "Grove") in events
    assert board.state.trash["Ann"] == ("a1", "h1")


def rushed_into(battlefield: str, *cards: object, **header_keys: object) -> BoardGame:
    """Ann moves a1 in with a move effect, which goes on the chain before any showdown."""
    board = started(unit("a1", "Ann", might=3), *cards, **header_keys)  # type: ignore[arg-type]
    board.apply(StandardMove("Ann", ("a1",), Battlefield(battlefield), (trigger("Rush", "Ann"),)))
    return board


def test_323_8_a_showdown_is_staged_where_contested_was_applied() -> None:
    board = rushed_into("Grove")
    assert ShowdownStaged("Grove") in board.events
    assert board.state.staged_showdowns == {"Grove"}
    assert board.state.showdown is None  # Closed: the move effect resolves first


def test_323_8_a_it_stays_staged_only_while_the_contesting_player_has_units_there() -> None:
    board = rushed_into("Grove")
    board.apply(spell("Snipe", "Ben", Timing.REACTION))
    events = board.apply(ResolveItem("Snipe", (Kill("a1"),)))
    assert ShowdownUnstaged("Grove") in events and ContestEnded("Grove") in events
    after = board.apply(ResolveItem("Rush"))
    assert of(ShowdownBegan, after) == []
    assert board.controllers["Grove"] is None


def test_323_9_a_combat_is_staged_where_opposing_units_meet_at_a_contested_battlefield() -> None:
    board = rushed_into("Ruins", unit("b1", "Ben", "Ruins"), control={"Ruins": "Ben"})
    assert board.state.staged_showdowns == {"Ruins"}
    assert board.state.staged_combats == {"Ruins"}
    assert of(CombatBegan, board.events) == []


def test_323_9_a_the_combat_stays_staged_while_both_players_are_there() -> None:
    board = rushed_into("Ruins", unit("b1", "Ben", "Ruins"), control={"Ruins": "Ben"})
    events = board.apply(ResolveItem("Rush", (Damage("b1", 1),)))
    assert of(CombatUnstaged, events) == []
    assert CombatBegan("Ruins", "Ann", "Ben") in events


def test_323_10_a_staged_combat_ceases_when_one_side_is_gone_before_it_opens() -> None:
    board = rushed_into("Ruins", unit("b1", "Ben", "Ruins"), control={"Ruins": "Ben"})
    events = board.apply(ResolveItem("Rush", (Kill("b1"),)))
    assert CombatUnstaged("Ruins") in events
    assert ShowdownBegan("Ruins", False) in events  # the showdown alone remains
    conquered = board.apply(EndShowdown())
    assert ev.Conquer(1, "Ann", "Ruins", 1, 1) in conquered


def test_323_11_the_turn_player_chooses_which_staged_showdown_begins() -> None:
    board = two_showdowns_staged()
    assert ChoiceNeeded("Ann", "showdown", ("Grove", "Ruins")) in board.events
    with pytest.raises(CleanupInProgress, match="Ann chooses"):
        board.apply(Choose("Ben", "Grove"))
    with pytest.raises(CleanupInProgress, match="Grove or Ruins"):
        board.apply(Choose("Ann", "Peak"))
    assert ShowdownBegan("Ruins", False) in board.apply(Choose("Ann", "Ruins"))
    events = board.apply(EndShowdown())
    assert ev.Conquer(1, "Ann", "Ruins", 1, 1) in events
    assert ShowdownBegan("Grove", False) in events  # the other one, in the next cleanup
    assert ev.Conquer(1, "Ann", "Grove", 1, 2) in board.apply(EndShowdown())


def test_323_12_a_showdown_and_combat_staged_together_open_as_a_combat_showdown() -> None:
    _, events = attack_on_ruins()
    assert ShowdownBegan("Ruins", True) in events
    assert CombatBegan("Ruins", "Ann", "Ben") in events


def test_323_13_a_staged_combat_begins_in_a_neutral_open_state() -> None:
    board = rushed_into(
        "Peak",
        unit("c1", "Cat", "Peak"),
        mode=Mode.SKIRMISH,
        players=("Ann", "Ben", "Cat"),
        battlefields=("Grove", "Ruins", "Peak"),
        control={"Peak": "Cat"},
    )
    board.apply(spell("Ambush", "Ben", Timing.REACTION))
    board.apply(ResolveItem("Ambush", (Enter(unit("b1", "Ben", "Peak")),)))
    events = board.apply(ResolveItem("Rush", (Kill("a1"),)))
    assert ShowdownUnstaged("Peak") in events  # Ann, who contested it, is gone
    assert CombatBegan("Peak", "Ben", "Cat") in events  # Ben and Cat still meet there


def test_323_14_a_combat_staged_during_a_showdown_makes_it_a_combat_showdown() -> None:
    board = started(unit("a1", "Ann", might=3), unit("b1", "Ben", might=2))
    board.apply(StandardMove("Ann", ("a1",), GROVE))
    assert board.state.showdown is not None and not board.state.showdown.combat
    board.apply(spell("Charge", "Ben", Timing.ACTION))
    events = board.apply(ResolveItem("Charge", (Move(("b1",), GROVE),)))
    assert CombatStaged("Grove") in events
    assert ShowdownBecameCombat("Grove") in events
    assert CombatBegan("Grove", "Ann", "Ben") in events
    assert board.state.showdown is not None and board.state.showdown.combat


def showdowns_at_both_and_a_combat_at_ruins() -> BoardGame:
    """Ann's spell sends a1 to empty Grove and a2 to Ruins, where Ben's b1 stands."""
    board = started(
        unit("a1", "Ann", might=2),
        unit("a2", "Ann", might=3),
        unit("b1", "Ben", "Ruins", might=2),
        control={"Ruins": "Ben"},
    )
    board.apply(spell("Rally", "Ann"))
    events = board.apply(ResolveItem("Rally", (Move(("a1",), GROVE), Move(("a2",), RUINS))))
    assert board.state.staged_showdowns == {"Grove", "Ruins"}
    assert board.state.staged_combats == {"Ruins"}
    assert ChoiceNeeded("Ann", "showdown", ("Grove", "Ruins")) in events
    return board


def test_323_12_choosing_the_showdown_where_a_combat_is_staged_opens_a_combat_showdown() -> None:
    board = showdowns_at_both_and_a_combat_at_ruins()
    events = board.apply(Choose("Ann", "Ruins"))
    assert ShowdownBegan("Ruins", True) in events
    assert CombatBegan("Ruins", "Ann", "Ben") in events
    assert board.state.staged_showdowns == {"Grove"}  # it waits for the combat to end
    assert board.state.staged_combats == frozenset()

    after = board.apply(CombatResult((("a2", 2), ("b1", 3))))
    assert ev.Conquer(1, "Ann", "Ruins", 1, 1) in after
    assert ShowdownBegan("Grove", False) in after
    assert ev.Conquer(1, "Ann", "Grove", 1, 2) in board.apply(EndShowdown())


def test_323_11_a_showdown_chosen_elsewhere_leaves_the_staged_combat_waiting() -> None:
    board = showdowns_at_both_and_a_combat_at_ruins()
    events = board.apply(Choose("Ann", "Grove"))
    assert ShowdownBegan("Grove", False) in events
    assert of(CombatBegan, events) == []  # 323.13 needs a Neutral state
    assert of(ShowdownBecameCombat, events) == []  # 323.14: only where the showdown is
    assert board.state.staged_combats == {"Ruins"}
    with pytest.raises(ShowdownError, match="no combat under way"):
        board.apply(CombatResult((("a2", 1),)))  # no combat is under way yet

    ended_grove = board.apply(EndShowdown())
    assert ev.Conquer(1, "Ann", "Grove", 1, 1) in ended_grove
    assert ShowdownBegan("Ruins", True) in ended_grove  # 323.12, with nothing to choose
    assert CombatBegan("Ruins", "Ann", "Ben") in ended_grove


def combats_staged_at_grove_and_ruins() -> BoardGame:
    """A skirmish: Ann rushes Ben's Grove and Cat's Ruins while her Decree holds the chain;
    Ben's and Cat's reinforcements arrive at each other's battlefield, then Ann's units
    fall. Only combats are left staged, one at each battlefield, when the chain empties.
    """
    board = started(
        unit("a1", "Ann"),
        unit("a2", "Ann"),
        unit("b1", "Ben", "Grove", might=3),
        unit("c1", "Cat", "Ruins", might=3),
        mode=Mode.SKIRMISH,
        players=("Ann", "Ben", "Cat"),
        battlefields=("Grove", "Ruins", "Peak"),
        control={"Grove": "Ben", "Ruins": "Cat"},
    )
    play(
        board,
        spell("Decree", "Ann"),
        spell("Rally", "Ann", Timing.ACTION),
        ResolveItem("Rally", (Move(("a1",), GROVE), Move(("a2",), RUINS))),
        spell("Ambush", "Ben", Timing.REACTION),
        ResolveItem("Ambush", (Enter(unit("b2", "Ben", "Ruins")),)),
        spell("Muster", "Cat", Timing.REACTION),
        ResolveItem("Muster", (Enter(unit("c2", "Cat", "Grove")),)),
        spell("Purge", "Ben", Timing.REACTION),
        ResolveItem("Purge", (Kill("a1"), Kill("a2"))),
    )
    assert board.state.staged_showdowns == frozenset()  # Ann, who contested, is gone
    assert board.state.staged_combats == {"Grove", "Ruins"}
    return board


def test_323_13_the_turn_player_chooses_which_staged_combat_begins() -> None:
    board = combats_staged_at_grove_and_ruins()
    opening = board.apply(RemoveFromChain("Decree"))  # a Neutral Open state at last
    assert ChoiceNeeded("Ann", "combat", ("Grove", "Ruins")) in opening
    assert of(CombatBegan, opening) == []
    with pytest.raises(CleanupInProgress, match="Ann chooses, not Ben"):
        board.apply(Choose("Ben", "Grove"))
    with pytest.raises(CleanupInProgress, match="Grove or Ruins, not at Peak"):
        board.apply(Choose("Ann", "Peak"))

    chosen = board.apply(Choose("Ann", "Ruins"))
    assert ShowdownBegan("Ruins", True) in chosen
    assert CombatBegan("Ruins", "Ben", "Cat") in chosen  # Cat controls Ruins: she defends
    assert board.state.staged_combats == {"Grove"}

    after = board.apply(CombatResult((("b2", 2), ("c1", 1))))
    assert board.controllers["Ruins"] == "Cat"  # her defender held: b2 is dead
    assert CombatBegan("Grove", "Cat", "Ben") in after  # the other one, nothing to choose
    final = board.apply(CombatResult((("b1", 3),)))
    assert ev.Conquer(1, "Cat", "Grove", 1, 1) in final


# ------------------------------------------------------------------ 324


def test_324_a_combat_cleanup_heals_and_recalls_the_attackers_when_defenders_remain() -> None:
    board = started(
        unit("a1", "Ann", might=2), unit("b1", "Ben", "Ruins", might=3), control={"Ruins": "Ben"}
    )
    board.apply(StandardMove("Ann", ("a1",), RUINS))
    events = board.apply(CombatResult((("a1", 1), ("b1", 2))))
    combat, inside = cleanups(events)[0]
    assert combat.kind == "combat"
    assert {Healed("a1"), Healed("b1"), Recalled("a1", "Ruins", "Ann's base")} <= set(inside)
    assert board.controllers["Ruins"] == "Ben"
    assert of(ev.Conquer, events) == []  # keeping control is never a Conquer


def test_324_1_an_end_of_turn_cleanup_inserts_its_own_step() -> None:
    board = started(unit("a1", "Ann", "Grove", might=3), control={"Grove": "Ann"})
    board.apply(Damage("a1", 1))
    assert board.card("a1").damage == 1  # type: ignore[union-attr]  # it lasts the turn
    events = board.apply(act.EndTurn())
    cleanup, inside = cleanups(events)[0]
    assert cleanup.kind == "end_of_turn"
    assert Healed("a1") in inside
    assert board.card("a1").damage == 0  # type: ignore[union-attr]


def test_324_1_a_combat_cleanup_inserts_its_steps_after_the_kills() -> None:
    board = started(
        unit("a1", "Ann", might=3), unit("b1", "Ben", "Ruins", might=2), control={"Ruins": "Ben"}
    )
    board.apply(StandardMove("Ann", ("a1",), RUINS))
    events = board.apply(CombatResult((("a1", 2), ("b1", 3))))
    _, inside = cleanups(events)[0]
    assert index_of(inside, Killed("b1", "Ben", "Ruins")) < index_of(inside, Healed("a1"))
    assert ev.Conquer(1, "Ann", "Ruins", 1, 1) in inside


def test_324_2_cleanups_after_a_special_cleanup_are_normal_ones() -> None:
    board = started(
        unit("a1", "Ann", might=3), unit("b1", "Ben", "Ruins", might=2), control={"Ruins": "Ben"}
    )
    board.apply(StandardMove("Ann", ("a1",), RUINS))
    events = board.apply(CombatResult((("a1", 2), ("b1", 3))))
    assert [c.kind for c in of(CleanupStarted, events)] == ["combat", "normal"]
    assert of(CleanupStarted, events)[1].reasons == ("322",)


def test_a_refused_action_changes_nothing() -> None:
    board, _ = attack_on_ruins()
    before, log = board.state, list(board.events)
    with pytest.raises(UnknownCard):
        board.apply(CombatResult((("a1", 1), ("nobody", 2))))
    assert board.state == before and list(board.events) == log
