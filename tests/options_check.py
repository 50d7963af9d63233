"""The one check that `Engine.options()` says what each action then does, for any engine.

Used by the property tests of the scoring game (tests/test_options.py) and of the board
(tests/board/test_options.py): each answer is compared with what applying the action
does (`preview`, which the core's answers never use), so the two cannot drift apart.
"""

from __future__ import annotations

from riftscore.rules import ONGOING, Engine, RuleError
from riftscore.rules import actions as act
from riftscore.rules import events as ev
from riftscore.rules.options import DRAW, NO_POINT, POINT, REFUSED

FRESH = ("Fresh Meadow", "Fresh Hollow")  # battlefields no test header ever names


def what_control_does(engine: Engine, player: str, battlefield: str) -> tuple[str, str | None]:
    """`control` applied now: its result, and for a refusal the message (for no point, the
    reason the event gives)."""
    try:
        events = engine.preview(act.Control(player, battlefield))
    except RuleError as error:
        return REFUSED, str(error)
    taken = next(e for e in events if isinstance(e, ev.Conquer | ev.ControlTaken))
    assert (taken.player, taken.battlefield) == (player, battlefield)
    if isinstance(taken, ev.ControlTaken):
        return NO_POINT, taken.reason
    return (DRAW if taken.draw else POINT), None


def check_options(engine: Engine) -> None:
    """Every answer of `engine.options()` against the action it is about."""
    options = engine.options()
    game = engine.scoring
    players, battlefields = game.players, game.battlefields
    assert list(options.conquer) == list(players)
    for player in players:
        assert list(options.conquer[player]) == list(battlefields)
        for battlefield in battlefields:
            said = options.conquer[player][battlefield]
            result, detail = what_control_does(engine, player, battlefield)
            assert said.result == result, (player, battlefield, said, detail)
            if result == REFUSED:
                assert said.reason == detail
            elif result == NO_POINT:  # the reason says which: scored already, or barred
                assert ("already scored" in said.reason) == (detail == "already_scored"), said
    for player in players:
        held = options.holds[player]
        if game.game_outcome.result != ONGOING:
            assert held == (), held
        turn = act.Turn(player, extra=player != game.next_player())
        try:
            events = engine.preview(turn)
        except RuleError:
            continue  # a turn nobody may play now: nothing to compare
        holds = tuple(e.battlefield for e in events if isinstance(e, ev.Hold))
        assert held == holds, (turn, held, holds)
        assert all(e.player == player for e in events if isinstance(e, ev.Hold))
    for player in players:
        targets = options.burn_out_targets[player]
        for target in players:
            accepted = engine.can_apply(act.BurnOut(player, (target,)))
            assert accepted == (target in targets), (player, target, targets)
        assert list(targets) == [p for p in players if p in targets]  # in turn order
    for player in players:
        assert engine.can_apply(act.Concede(player)) == options.can_concede
    _check_next_game(engine)


def _check_next_game(engine: Engine) -> None:
    game = engine.scoring
    next_game = engine.options().next_game
    fresh = act.NextGame(FRESH, game.players[-1])
    assert engine.can_apply(fresh) == (next_game is not None)
    if next_game is None:
        return
    (started,) = [e for e in engine.preview(fresh) if isinstance(e, ev.GameStarted)]
    assert (started.game, started.additional_turns) == (
        next_game.number,
        next_game.additional_turns,
    )
    assert next_game.battlefields_needed == len(game.header.battlefields)
    last = game.games[-1].outcome
    assert last.result == "win" and next_game.chooser not in last.winners
    assert set(next_game.set_aside) == game.set_aside
    assert not set(next_game.set_aside) & set(next_game.battlefields_allowed)
    for battlefield in next_game.set_aside:
        assert not engine.can_apply(act.NextGame((battlefield, FRESH[0]), game.players[0]))
    allowed = next_game.battlefields_allowed
    if len(allowed) >= 2:
        assert engine.can_apply(act.NextGame(allowed[:2], game.players[0]))
