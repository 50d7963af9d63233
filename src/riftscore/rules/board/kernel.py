"""The board kernel: a Riftbound game driven by moves, chain items and combat results.

`BoardGame.apply(action)` takes a board action (`riftscore.rules.board.actions`) or a
scoring action of the core, and either raises a `RuleError` and changes nothing, or
returns what happened: board events and the scoring engine's events in order. Control
is never declared: the board decides it at the end of showdowns and combats and in
cleanups, and drives the scoring `Game` with `control` and `lose_control`, so Conquer,
Hold, the final point and 2v2 scoring are the engine's own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, NamedTuple, TypeAlias

from riftscore.rules import actions as act
from riftscore.rules.board import chain, cleanup, effects, movement, notation, setup, showdown
from riftscore.rules.board.actions import (
    EFFECT_VERBS,
    EFFECTS,
    AddToChain,
    BoardAction,
    BoardTurn,
    Choose,
    CombatResult,
    Effect,
    EndShowdown,
    MakeLegal,
    RemoveFromChain,
    ResolveItem,
    StandardMove,
)
from riftscore.rules.board.errors import (
    ChainError,
    CleanupInProgress,
    ControlFollowsTheBoard,
    WrongTime,
)
from riftscore.rules.board.events import (
    LogEvent,
    PhaseBegan,
    ResolutionFinished,
    ResolutionStarted,
    StepBegan,
)
from riftscore.rules.board.state import BoardState, Card, Phase
from riftscore.rules.board.working import Working
from riftscore.rules.errors import AllOf, GameOver, NoTurnInProgress, OneOf, Phrase, RuleError
from riftscore.rules.game import Game, Outcome
from riftscore.rules.modes import Header, Mode
from riftscore.rules.options import REFUSED, ConquerOption, Options

Action = BoardAction | act.Action
_CORE_ACTIONS = frozenset(act.ALL)
SCORING_STEP = "scoring"  # the Beginning phase's second step, where the turn player Holds
_TURNS = (act.Turn, BoardTurn)
#: What needs a turn in progress, as a refusal says it: a record verb or a phrase.
Doing: TypeAlias = str | Phrase
# What each handler names when it needs a turn: made once, not at every action.
_DOING_CHAIN_ITEM = Phrase("doing-chain-item")
_DOING_CHOICE = Phrase("doing-choice")
_DOING_COMBAT_RESULT = Phrase("doing-combat-result")
_DOING_END_SHOWDOWN = Phrase("doing-end-showdown")
_DOING_NEW_TURN = Phrase("doing-new-turn")
_DOING_REMOVE_ITEM = Phrase("doing-remove-item")
_DOING_RESOLVE_ITEM = Phrase("doing-resolve-item")
_DOING_SCORING_STEP = Phrase("doing-scoring-step")
_DOING_STANDARD_MOVE = Phrase("doing-standard-move")

# Events are values: those of a turn's phases and steps, the same every turn, are made
# once. Each phase goes with the event of its beginning.
_Entering: TypeAlias = tuple[Phase, PhaseBegan]
_AWAKEN, _BEGINNING, _CHANNEL, _DRAW, _MAIN, _ENDING = (
    (phase, PhaseBegan(phase.value))
    for phase in (
        Phase.AWAKEN,
        Phase.BEGINNING,
        Phase.CHANNEL,
        Phase.DRAW,
        Phase.MAIN,
        Phase.ENDING,
    )
)
_SCORING_STEP_BEGAN = StepBegan(SCORING_STEP)


def _as_written(action: Action) -> Action:
    """The action as a record reads it back: a turn whose `beginning` holds any of the
    board's actions is a `BoardTurn`, any other turn the core's (as `notation` parses)."""
    if not isinstance(action, _TURNS):
        return action
    beginning: tuple[Any, ...] = action.beginning
    if all(type(a) in _CORE_ACTIONS for a in beginning):
        return (
            action
            if isinstance(action, act.Turn)
            else act.Turn(action.player, action.extra, beginning)
        )
    return (
        action
        if isinstance(action, BoardTurn)
        else BoardTurn(action.player, action.extra, beginning)
    )


class _Checkpoint(NamedTuple):
    state: BoardState
    events: int
    actions: int
    game: Any  # the scoring game's own checkpoint


def board_of(game: Game) -> BoardGame | None:
    """The board that drives this scoring game, or None for a game without a board."""
    return game.driver if isinstance(game.driver, BoardGame) else None


class BoardGame:
    """A game whose control follows from the board.

    >>> from riftscore.rules import Header, Mode, actions
    >>> from riftscore.rules.board import BoardGame, StandardMove, EndShowdown, Unit, Base, Battlefield
    >>> board = BoardGame(
    ...     Header(Mode.DUEL, ("Ann", "Ben"), ("Grove", "Ruins")),
    ...     [Unit("yasuo", "Ann", "Ann", Base("Ann"), might=3)],
    ... )
    >>> _ = board.apply(actions.Turn("Ann"))
    >>> _ = board.apply(StandardMove("Ann", ("yasuo",), Battlefield("Grove")))
    >>> [e for e in board.apply(EndShowdown()) if type(e).__name__ == "Conquer"]
    [Conquer(turn=1, player='Ann', battlefield='Grove', points=1, score=1, draw=False)]
    """

    __slots__ = ("game", "_work", "_state", "_setup", "_events", "_actions")

    def __init__(self, header: Header, cards: Iterable[Card] = ()) -> None:
        self.game = Game(header, driver=self)
        if header.teams is not None:
            team_of = {p: i for i, team in enumerate(header.teams) for p in team}
            side: Mapping[str, int] = {p: team_of[p] for p in header.players}
        else:
            side = {p: i for i, p in enumerate(header.players)}
        self._work = Working(self.game, side)  # the board, changed in place by `apply`
        setup.lay_out(self._work, cards)
        self._work.end()
        self._state: BoardState | None = None  # the board as a value, once asked for
        self._setup = tuple(self._work.cards.values())  # as laid out: for `to_record`
        self._events: list[LogEvent] = []
        self._actions: list[Action] = []

    # ------------------------------------------------------------------ reading

    @property
    def header(self) -> Header:
        return self.game.header

    @property
    def scoring(self) -> Game:
        """The scoring game this board drives (`Engine.scoring`)."""
        return self.game

    @property
    def state(self) -> BoardState:
        """The board as it is now, as a value (made when first asked for after a change)."""
        if self._state is None:
            self._state = self._work.state()
        return self._state

    @property
    def events(self) -> Sequence[LogEvent]:
        """Everything that happened, board and scoring events interleaved."""
        return self._events

    @property
    def actions(self) -> Sequence[Action]:
        return self._actions

    @property
    def scores(self) -> dict[str, int]:
        return self.game.scores

    @property
    def controllers(self) -> dict[str, str | None]:
        return self.game.controllers

    @property
    def outcome(self) -> Outcome:
        return self.game.outcome

    def is_over(self) -> bool:
        return self.game.is_over()

    def options(self) -> Options:
        """What each action would do now (`Engine.options()`): the scoring game's answers,
        except that `control` and `lose_control` are never written in a board game,
        whatever the state (nor `ally_occupies`: the board knows where units are), and
        that a new turn waits for the board to come to rest (no chain, showdown, combat
        or cleanup choice under way), as the turn's own checks require."""
        refused = ConquerOption(REFUSED, str(_not_written("control")))
        game = self.game
        work = self._work
        at_rest = not (work.chain or work.showdown or work.combat or work.choice)
        return game.options_with(
            {p: dict.fromkeys(game.battlefields, refused) for p in game.players},
            board_at_rest=at_rest,
            declares_control=False,
        )

    def card(self, card_id: str) -> Card | None:
        return self._work.cards.get(card_id)

    # ----------------------------------------------------------------- applying

    def apply(self, action: Action) -> tuple[LogEvent, ...]:
        """Apply one action; return what it caused. A `RuleError` changes nothing."""
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise TypeError(f"not a board or scoring action: {action!r}")
        work = self._work
        work.begin()
        try:
            handler(work, action)
        except BaseException:
            work.undo()  # the board and the scoring game as they were
            raise
        events = work.end()
        self._state = None
        self._events.extend(events)
        self._actions.append(_as_written(action))
        return tuple(events)

    def preview(self, action: Action) -> tuple[LogEvent, ...]:
        """The events `apply(action)` would cause, without changing anything. Raises the
        `RuleError` that `apply` would raise.
        """
        checkpoint = self.checkpoint()
        try:
            return self.apply(action)
        finally:
            self.rollback(checkpoint)

    def checkpoint(self) -> object:
        """The whole board game as it is now (board, logs and scoring game), for
        `rollback`: the board as a value, the logs' lengths (they only grow)."""
        return _Checkpoint(
            self.state, len(self._events), len(self._actions), self.game.checkpoint()
        )

    def rollback(self, checkpoint: object) -> None:
        """Return to a `checkpoint` taken earlier from this board game (as often as wanted)."""
        assert isinstance(checkpoint, _Checkpoint)
        self.game.rollback(checkpoint.game)
        self._work.load(checkpoint.state)
        self._state = checkpoint.state
        del self._events[checkpoint.events :]
        del self._actions[checkpoint.actions :]

    def verify(self, action: Action) -> None:
        """Raise the `RuleError` that `apply(action)` would raise; change nothing."""
        self.preview(action)

    def can_apply(self, action: Action) -> bool:
        """Whether `apply(action)` would be accepted; changes nothing."""
        try:
            self.preview(action)
        except RuleError:
            return False
        return True

    # ---------------------------------------------------------------- writing

    def to_record(self) -> list[dict[str, object]]:
        """The header (with the starting board) and every applied action, as record
        objects: replayed (`riftscore.record.replay_bytes`), they give this game again.
        """
        header = self.game.header.to_dict()
        header["board"] = notation.board_to_dict(self._setup)
        return [header, *map(notation.action_to_dict, self._actions)]

    def declared_record(self) -> list[dict[str, object]]:
        """The same game as a plain record, for tools that know no board: the scoring
        game's own actions, with control declared (`control`, `lose_control`) as the
        board decided it. It scores the same; it says nothing of the board.
        """
        return self.game.own_record()


# --------------------------------------------------------------------- checks


def _require_turn(work: Working, what: Doing) -> None:
    """`what` is what needs the turn, as its refusal says it: a record verb (`end_turn`,
    an effect's), or a phrase ("the standard move")."""
    game = work.game
    if work.game_over:
        if game.mode is Mode.MATCH and not game.is_over():
            raise GameOver(
                "board-match-game-over", game=game.game_number, outcome=_result(game.game_outcome)
            )
        if game.mode is Mode.MATCH:
            raise GameOver("match-over", outcome=_result(game.outcome))
        raise GameOver("game-over", outcome=_result(game.outcome))
    if not game.turn_in_progress:
        when = "before-first-turn" if game.turn_number == 0 else "between-turns"
        raise NoTurnInProgress("turn-needed", do=what, when=when)


def _result(outcome: Outcome) -> Phrase:
    """Who won, or a draw, as the board's refusals have always said it: without how."""
    if not outcome.winners:
        return Phrase("outcome-drawn", {"by": "none"})
    return Phrase("outcome-won", {"winners": AllOf(outcome.winners), "by": "none"})


def _require_play(work: Working, what: Doing) -> None:
    """A turn in progress, and no cleanup waiting for the turn player's choice (320)."""
    _require_turn(work, what)
    choice = work.choice
    if choice is not None:
        raise CleanupInProgress(
            "cleanup-waits-for-choice",
            player=choice.player,
            kind=choice.kind,
            battlefields=OneOf(choice.battlefields),
        )


def _require_stable(work: Working, moment: str) -> None:
    """A Neutral Open state with nothing under way: where a turn can end. `moment` is
    what waits for it: "turn-end" or "scoring-step"."""
    if work.chain:
        raise WrongTime("chain-not-empty", moment=moment, items=tuple(i.id for i in work.chain))
    under_way = work.combat or work.showdown
    if under_way is not None:
        raise WrongTime("showdown-under-way", moment=moment, battlefield=under_way.battlefield)


# ---------------------------------------------------------------- handlers


def _effect(work: Working, effect: Effect) -> None:
    _require_play(work, _EFFECT_NAMES[type(effect)])
    effects.apply(work, effect, None, [])
    cleanup.run(work)


def _standard_move(work: Working, move: StandardMove) -> None:
    _require_play(work, _DOING_STANDARD_MOVE)
    movement.standard_move(work, move)
    cleanup.run(work)


def _add_to_chain(work: Working, add: AddToChain) -> None:
    _require_turn(work, _DOING_CHAIN_ITEM)  # 320.1: new items may be added during a cleanup
    chain.check_new_items(work, (add.item,))
    chain.add(work, add.item)
    cleanup.run(work)


def _make_legal(work: Working, legal: MakeLegal) -> None:
    _require_turn(work, _DOING_CHAIN_ITEM)
    chain.make_legal(work, legal.item)
    cleanup.run(work)


def _resolve(work: Working, resolve: ResolveItem) -> None:
    """320: only outside a cleanup; 321: no cleanup until the item has finished."""
    _require_play(work, _DOING_RESOLVE_ITEM)
    if not work.chain:
        raise ChainError("chain-empty")
    top = work.chain[-1]
    if top.id != resolve.item:
        on_chain = "yes" if work.item(resolve.item) else "no"
        raise ChainError("item-not-on-top", item=resolve.item, on_chain=on_chain, top=top.id)
    if not top.legal:
        raise ChainError("item-still-pending", item=top.id)
    work.resolving = top.id
    work.emit(ResolutionStarted(top.id))
    gains: list[act.Gain] = []
    for effect in resolve.effects:
        if type(effect) not in EFFECTS:
            raise ChainError("not-a-resolution-effect", kind=type(effect).__name__)
        effects.apply(work, effect, top, gains)
    scoring = act.Resolve(tuple(gains))
    if gains:
        work.game.verify(scoring)
    work.resolving = None
    work.emit(ResolutionFinished(top.id))
    chain.remove(work, top.id, resolved=True)
    if gains:
        work.score(scoring)
    cleanup.run(work)


def _remove(work: Working, remove: RemoveFromChain) -> None:
    _require_play(work, _DOING_REMOVE_ITEM)
    chain.remove(work, remove.item, resolved=False)
    cleanup.run(work)


def _choose(work: Working, choose: Choose) -> None:
    _require_turn(work, _DOING_CHOICE)
    work.player(choose.player)
    cleanup.choose(work, choose.player, choose.battlefield)


def _end_showdown(work: Working, _: EndShowdown) -> None:
    _require_play(work, _DOING_END_SHOWDOWN)
    showdown.end_showdown(work)


def _combat_result(work: Working, result: CombatResult) -> None:
    _require_play(work, _DOING_COMBAT_RESULT)
    showdown.combat_result(work, result)


# ------------------------------------------------------------------ turns


def _turn(work: Working, turn: act.Turn | BoardTurn) -> None:
    """A turn in the rules' order (scoring-across-turns): the previous turn's Ending
    phase; the scoring engine's turn start; Awaken (the turn player readies); the
    Beginning phase: its Beginning step (the turn's `beginning` actions, each followed
    by its cleanup, so that a battlefield left empty becomes uncontrolled) and then the
    scoring step (the turn player Holds what they still control; in 2v2, barring and
    the teammate's occupation are judged from the board at that moment); then Channel,
    Draw and Main. Each phase change is followed by a cleanup (319.2).
    """
    game = work.game
    if isinstance(turn, act.Turn) and turn.ally_occupies:
        raise ControlFollowsTheBoard("ally-occupies-in-board-game")
    for sub in turn.beginning:
        _check_beginning(sub)
    if game.turn_in_progress:
        _require_play(work, _DOING_NEW_TURN)
        _require_stable(work, "turn-end")
        _ending_phase(work)
    work.start_turn(turn.player, turn.extra)  # refused: all undone
    work.phase = None
    if not work.game_over:
        _phase(work, _AWAKEN)
        for unit in list(work.cards.units.values()):
            if unit.controller == turn.player and unit.exhausted:
                effects.ready(work, unit)
        cleanup.run(work)
    if not work.game_over:
        _phase(work, _BEGINNING)
        cleanup.run(work)
        for sub in turn.beginning:
            if work.game_over:
                break  # won in the Beginning phase: the rest does not happen
            _HANDLERS[type(sub)](work, sub)
    ally: tuple[str, ...] = ()
    if not work.game_over:
        _require_play(work, _DOING_SCORING_STEP)
        _require_stable(work, "scoring-step")
        work.emit(_SCORING_STEP_BEGAN)
        if game.mode is Mode.TWO_VS_TWO:
            ally = _ally_occupies(work, turn.player)
    work.scoring_step(ally)  # ends the Beginning phase, game over or not
    for entering in (_CHANNEL, _DRAW, _MAIN):
        if work.game_over:
            return
        _phase(work, entering)
        cleanup.run(work)


def _phase(work: Working, entering: _Entering) -> None:
    work.phase, began = entering
    work.emit(began)
    work.mark("319.2")


def _check_beginning(action: object) -> None:
    """What a turn's `beginning` may list: board actions, and the core's actions that a
    Beginning phase may hold (`control` and `lose_control` aside: the board decides)."""
    if isinstance(action, act.Turn | BoardTurn):
        raise RuleError("not-in-beginning-phase", do="turn")
    if type(action) in _CORE_ACTIONS:
        do = action.do  # type: ignore[attr-defined]  # every core action has its `do`
        if do not in act.IN_TURN:
            raise RuleError("not-in-beginning-phase", do=do)
        _check_scoring_only(action)  # type: ignore[arg-type]
    elif type(action) not in _HANDLERS:
        raise TypeError(f"not a board or scoring action: {action!r}")


def _ally_occupies(work: Working, player: str) -> tuple[str, ...]:
    """2v2: where the turn player's teammate has units without controlling the battlefield."""
    ally = work.game.teammate(player)
    return tuple(
        b
        for b in work.game.battlefields
        if work.controller_of(b) != ally and ally in work.cards.players_at(b)
    )


def _end_turn(work: Working, end: act.EndTurn) -> None:
    _require_play(work, "end_turn")
    _require_stable(work, "turn-end")
    work.game.verify(end)
    _ending_phase(work)
    work.score(end)
    work.phase = None


def _ending_phase(work: Working) -> None:
    """317 via 324: the Ending phase's cleanup is an End of Turn Cleanup (all damage goes)."""
    _phase(work, _ENDING)
    cleanup.run(work, cleanup.END_OF_TURN)


def _next_game(work: Working, next_game: act.NextGame) -> None:
    """A match's next game: the scoring engine's `game` (its checks, set-aside
    battlefields, a fresh score), then an empty board. The cards of the game that ended
    leave the table with it; the new game's cards come in with `enter`, as they are played.
    """
    work.score(next_game)
    work.clear()


# ------------------------------------------------------------- the core's own


def _not_written(do: str) -> ControlFollowsTheBoard:
    """Why `control` or `lose_control` is refused in a board game, whatever the moment."""
    return ControlFollowsTheBoard("control-not-written", do=do)


def _check_scoring_only(action: act.Action) -> None:
    if isinstance(action, act.Control | act.LoseControl):
        raise _not_written(action.do)
    if isinstance(action, act.Resolve):
        for sub in action.actions:
            _check_scoring_only(sub)


def _scoring(work: Working, action: act.Action) -> None:
    """Points, corrections, the clock and concessions go straight to the scoring engine."""
    _check_scoring_only(action)
    work.score(action)


#: Each effect's verb, as a refusal names it (`set_might needs a turn in progress`).
_EFFECT_NAMES = {verb.kind: verb.do for verb in EFFECT_VERBS}

#: A handler for every class of the board's vocabulary (`actions.VOCABULARY`, as
#: tests/board/test_vocabulary.py checks), for both kinds of turn, and for the core's actions.
_HANDLERS: dict[type, Callable[[Working, Any], None]] = {
    **dict.fromkeys(EFFECTS - {act.Gain, AddToChain}, _effect),
    AddToChain: _add_to_chain,
    StandardMove: _standard_move,
    MakeLegal: _make_legal,
    ResolveItem: _resolve,
    RemoveFromChain: _remove,
    Choose: _choose,
    EndShowdown: _end_showdown,
    CombatResult: _combat_result,
    act.Turn: _turn,
    BoardTurn: _turn,
    act.EndTurn: _end_turn,
    act.NextGame: _next_game,
    **dict.fromkeys(
        (
            act.Control,
            act.LoseControl,
            act.Gain,
            act.BurnOut,
            act.Adjust,
            act.SetVictoryScore,
            act.Resolve,
            act.CallTime,
            act.Concede,
        ),
        _scoring,
    ),
}
