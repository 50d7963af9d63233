"""The one check that `Engine.options()` says what each action then does, for any engine.

Used by the property tests of the scoring game (tests/test_options.py) and of the board
(tests/board/test_options.py): each answer is compared with what applying the action
does (`preview`, which the core's answers never use), so the two cannot drift apart.
"""

from __future__ import annotations

from riftscore.rules import ONGOING, Engine, RuleError
from riftscore.rules import actions as act
from riftscore.rules import events as ev
from riftscore.rules.options import DRAWS_A_CARD, NO_POINT, POINT, REFUSED

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
    return (DRAWS_A_CARD if taken.draw else POINT), None


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
            if result == DRAWS_A_CARD:
                _check_unscored(engine, player, battlefield, said.unscored)
            else:
                assert said.unscored == (), said
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
    _check_turns(engine)
    _check_ally_occupies(engine)
    for player in players:
        assert engine.can_apply(act.Gain(player, 1)) == options.can_gain
    for battlefield in battlefields:
        accepted = engine.can_apply(act.LoseControl(battlefield))
        assert accepted == (battlefield in options.lose_control), (battlefield, accepted)
    assert list(options.lose_control) == [b for b in battlefields if b in options.lose_control]
    _check_next_game(engine)


def _check_unscored(
    engine: Engine, player: str, battlefield: str, unscored: tuple[str, ...]
) -> None:
    """A Conquer that draws a card names, in order, what the player has yet to score: with
    any one of those left unscored (the player conquers the others, each a card drawn), it
    still draws a card; once the player has conquered them all, the final point is gained,
    by this Conquer or already by the one that completed them (when this battlefield is
    not in the test itself: 2v2, the teammate occupies it)."""
    game = engine.scoring
    assert unscored, "a Conquer draws a card only while something is not yet scored"
    assert battlefield not in unscored
    assert list(unscored) == [b for b in game.battlefields if b in unscored]
    if any(game.controllers[b] == player for b in unscored):
        return  # the player cannot conquer what they control: nothing to play out
    for left_out in (None, *unscored):
        saved = engine.checkpoint()
        try:
            points = []
            for other in unscored:
                if other != left_out:
                    events = engine.apply(act.Control(player, other))
                    points += [e.points for e in events if isinstance(e, ev.Conquer)]
            result, _ = what_control_does(engine, player, battlefield)
            won = game.game_outcome.result != ONGOING
        finally:
            engine.rollback(saved)
        if left_out is not None:
            assert not any(points) and result == DRAWS_A_CARD, (
                player,
                battlefield,
                left_out,
                result,
            )
        elif any(points):  # the last of them gained the final point: the game is won
            assert points[-1] and not any(points[:-1]) and won, (player, battlefield)
        else:
            assert result == POINT, (player, battlefield, result)


def _check_turns(engine: Engine) -> None:
    """A regular turn is accepted for `next_turn` only; an extra one for `extra_turns`."""
    options = engine.options()
    players = engine.scoring.players
    for player in players:
        regular = engine.can_apply(act.Turn(player))
        assert regular == (player == options.next_turn), (player, options.next_turn)
        extra = engine.can_apply(act.Turn(player, extra=True))
        assert extra == (player in options.extra_turns), (player, options.extra_turns)
    assert list(options.extra_turns) == [p for p in players if p in options.extra_turns]


def _team_conquers_after(engine: Engine, turn: act.Turn, team: tuple[str, ...]) -> object:
    """What every `control` by the team would do once the turn has begun."""
    saved = engine.checkpoint()
    try:
        engine.apply(turn)
        conquer = engine.options().conquer
        return [dict(conquer[member]) for member in team]
    finally:
        engine.rollback(saved)


def _check_ally_occupies(engine: Engine) -> None:
    """2v2: a battlefield is offered for `ally_occupies` iff listing it in the turn (as
    `holds` is about) changes what some `control` by the turn player's team would then
    do; outside 2v2, nothing is offered and `ally_occupies` is refused."""
    game = engine.scoring
    options = engine.options()
    for player in game.players:
        offered = options.ally_occupies[player]
        assert list(offered) == [b for b in game.battlefields if b in offered]
        extra = player != game.next_player()
        plain = act.Turn(player, extra)
        if not engine.can_apply(plain):
            assert offered == (), (player, offered)
            continue
        if game.header.teams is None:
            assert offered == ()
            assert not engine.can_apply(act.Turn(player, extra, (), (game.battlefields[0],)))
            continue
        teammate = game.teammate(player)
        team = (player,) if teammate is None else (player, teammate)
        before = _team_conquers_after(engine, plain, team)
        for battlefield in game.battlefields:
            listed = act.Turn(player, extra, (), (battlefield,))
            if not engine.can_apply(listed):
                assert battlefield not in offered, (player, battlefield)
                continue
            changes = _team_conquers_after(engine, listed, team) != before
            assert changes == (battlefield in offered), (player, battlefield, offered)


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
