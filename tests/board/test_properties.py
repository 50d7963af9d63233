"""Properties of random board games: cleanups always end, none runs while an item
resolves, refused actions change nothing, and the scores are those of the same game
declared with `control` records.

A game is played by a table of random players: each step, Hypothesis picks among the
things a player could try at that moment (some of them illegal on purpose).
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from riftscore.record import replay_bytes, summary
from riftscore.rules import Mode, RuleError
from riftscore.rules import actions as act
from riftscore.rules import events as ev
from riftscore.rules.board import (
    DEATHKNELL,
    GANKING,
    AddToChain,
    Base,
    Battlefield,
    BoardGame,
    BoardTurn,
    Choose,
    CombatResult,
    Damage,
    EndShowdown,
    Kill,
    MakeLegal,
    Move,
    NewItem,
    RemoveFromChain,
    ResolveItem,
    SetMight,
    StandardMove,
    Timing,
    Unit,
)
from riftscore.rules.board.events import (
    CleanupEnded,
    CleanupStarted,
    ResolutionFinished,
    ResolutionStarted,
    StepBegan,
)
from riftscore.rules.events import REQUIRED_KINDS
from tests.board.helpers import header
from tests.conftest import record

TABLES = {
    Mode.DUEL: (("Ann", "Ben"), ("Grove", "Ruins")),
    Mode.SKIRMISH: (("Ann", "Ben", "Cat"), ("Grove", "Ruins", "Spire")),
}


@st.composite
def tables(draw: st.DrawFn) -> BoardGame:
    mode = draw(st.sampled_from(sorted(TABLES, key=lambda m: m.value)))
    players, battlefields = TABLES[mode]
    cards = []
    for player in players:
        for n in range(draw(st.integers(1, 3))):
            keywords = draw(st.sets(st.sampled_from([GANKING, DEATHKNELL]), max_size=2))
            might = draw(st.integers(0, 4))
            cards.append(
                Unit(
                    f"{player}-{n}",
                    player,
                    player,
                    Base(player),
                    might,
                    0,
                    False,
                    frozenset(keywords),
                )
            )
    scores = {p: draw(st.integers(0, 7)) for p in players if draw(st.booleans())}
    return BoardGame(header(mode, players, battlefields, scores=scores), cards)


class Table:
    """Plays one random game and checks every step."""

    def __init__(self, board: BoardGame, data: st.DataObject) -> None:
        self.board = board
        self.data = data
        self.items = 0

    def pick(self, options: list[Any]) -> Any:
        return self.data.draw(st.sampled_from(options))

    # ---------------------------------------------------------- what to try

    def next_action(self) -> Any:
        board = self.board
        state, game = board.state, board.game
        units = sorted(u.id for u in state.units()) or ["nobody"]
        if not game.turn_in_progress:
            return self.pick([act.Turn(game.next_player()), self.board_turn(units)])
        choice = state.choice
        if choice is not None:
            return self.pick(
                [
                    Choose(choice.player, self.pick(list(choice.battlefields))),
                    self.new_item(Timing.REACTION),
                    ResolveItem(state.chain[-1].id if state.chain else "nothing"),
                ]
            )
        options: list[Any] = [self.effect(units), self.new_item(self.pick(list(Timing)))]
        if state.chain:
            top = state.chain[-1]
            options += [ResolveItem(top.id, self.effects(units)), ResolveItem(top.id)] * 3
            options += [MakeLegal(top.id), RemoveFromChain(top.id)]
        elif state.combat is not None:
            here = Battlefield(state.combat.battlefield)
            fighters = [u.id for u in state.units_at(here)]
            damage = tuple((u, self.data.draw(st.integers(0, 4))) for u in fighters)
            options += [CombatResult(damage)] * 4
        elif state.showdown is not None:
            options += [EndShowdown()] * 4
        else:
            player = game.turn_player
            assert player is not None
            mine = [u.id for u in state.units() if u.controller == player] or ["nobody"]
            group = tuple(self.data.draw(st.lists(st.sampled_from(mine), min_size=1, max_size=3)))
            triggers = (
                (NewItem(f"move-{self.items}", player),) if self.data.draw(st.booleans()) else ()
            )
            options += [StandardMove(player, group, self.place(player), triggers)] * 4
            options += [act.EndTurn(), act.Turn(game.next_player()), self.board_turn(units)]
        return self.pick(options)

    def board_turn(self, units: list[str]) -> BoardTurn:
        """The next turn, with things happening on the board in its Beginning phase (a
        showdown they start ended there too, now and then)."""
        beginning = [self.effect(units) for _ in range(self.data.draw(st.integers(1, 2)))]
        if self.data.draw(st.booleans()):
            beginning.append(EndShowdown())
        return BoardTurn(self.board.game.next_player(), False, tuple(beginning))

    def place(self, player: str) -> Base | Battlefield:
        return self.pick([Base(player), *(Battlefield(b) for b in self.board.game.battlefields)])

    def new_item(self, timing: Timing) -> AddToChain:
        self.items += 1
        player = self.pick(list(self.board.game.players))
        return AddToChain(
            NewItem(f"item-{self.items}", player, "", timing, self.data.draw(st.booleans()))
        )

    def effect(self, units: list[str]) -> Any:
        unit = self.pick(units)
        moving = tuple(self.data.draw(st.lists(st.sampled_from(units), min_size=1, max_size=2)))
        players = list(self.board.game.players)
        destinations = [None, *(Battlefield(b) for b in self.board.game.battlefields)]
        return self.pick(
            [
                Damage(unit, self.data.draw(st.integers(1, 3))),
                Kill(unit),
                SetMight(unit, self.data.draw(st.integers(0, 4))),
                Move(moving, self.pick(destinations)),
                Move(moving, self.pick(destinations)),
                act.Gain(self.pick(players), 1),
            ]
        )

    def effects(self, units: list[str]) -> tuple[Any, ...]:
        count = self.data.draw(st.integers(1, 3))
        return tuple(self.effect(units) for _ in range(count))

    # ------------------------------------------------------------- playing

    def step(self) -> None:
        board = self.board
        action = self.next_action()
        before = (board.state, len(board.events), board.scores, board.controllers)
        try:
            events = board.apply(action)
        except RuleError:
            after = (board.state, len(board.events), board.scores, board.controllers)
            assert after == before, f"{action!r} was refused but changed the game"
            return
        check_cleanups_end(board, list(events))
        check_settled(board)


def check_cleanups_end(board: BoardGame, events: list[object]) -> None:
    """Every cleanup an action started ended, and the last one changed nothing (322),
    unless one waits for the turn player's choice or the game is over.
    """
    started = [e.number for e in events if isinstance(e, CleanupStarted)]
    finished = {e.number: e.changed for e in events if isinstance(e, CleanupEnded)}
    waiting = board.state.choice is not None
    if waiting or board.game.is_over():
        return
    assert set(started) <= set(finished), "a cleanup began and never ended"
    if started:
        last = max(finished)
        assert finished[last] is False, "the cleanups stopped while the last still changed things"


def check_settled(board: BoardGame) -> None:
    """Once the cleanups are done, the board is as a cleanup that changed nothing leaves it."""
    state = board.state
    assert state.resolving is None
    if state.choice is not None or board.game.is_over():
        return
    assert not any(u.lethally_damaged for u in state.units())
    if state.open:
        for battlefield, controller in board.controllers.items():
            busy = any(
                x is not None and x.battlefield == battlefield
                for x in (state.showdown, state.combat)
            )
            assert controller is None or busy or state.units_at(Battlefield(battlefield))
    combat = state.combat
    for unit in state.units():
        if unit.designation is not None:
            assert combat is not None and unit.location == Battlefield(combat.battlefield)


def play_out(board: BoardGame, data: st.DataObject) -> BoardGame:
    table = Table(board, data)
    for _ in range(data.draw(st.integers(10, 60))):
        if board.game.is_over():
            break
        table.step()
    return board


@settings(max_examples=40, deadline=None)
@given(tables(), st.data())
def test_a_cleanup_sequence_always_ends(board: BoardGame, data: st.DataObject) -> None:
    play_out(board, data)  # each step checks that its cleanups ended


@settings(max_examples=40, deadline=None)
@given(tables(), st.data())
def test_no_cleanup_runs_while_an_item_resolves(board: BoardGame, data: st.DataObject) -> None:
    play_out(board, data)
    resolving = False
    cleaning = False
    for event in board.events:
        if isinstance(event, ResolutionStarted):
            assert not cleaning, "an item resolved during a cleanup (320)"
            resolving = True
        elif isinstance(event, ResolutionFinished):
            resolving = False
        elif isinstance(event, CleanupStarted):
            assert not resolving, "a cleanup ran while an item resolved (321)"
            cleaning = True
        elif isinstance(event, CleanupEnded):
            cleaning = False


def declared(board: BoardGame) -> bytes:
    """The same game as a plain record: its turns, and control as the board decided it.
    What happened between a turn's start and its scoring step is that turn's `beginning`
    (the scoring step, `step_began`, is where its Holds come)."""
    lines: list[dict[str, object] | str] = [board.game.header.to_dict()]  # type: ignore[list-item]
    out: list[dict[str, Any]] = []  # where the next line goes: the record, or a beginning
    after_resolution = False
    for event in board.events:
        if isinstance(event, ev.TurnStarted):
            line: dict[str, Any] = {"do": "turn", "player": event.player, "beginning": []}
            if event.extra:
                line["extra"] = True
            lines.append(line)
            out = line["beginning"]
        elif isinstance(event, StepBegan):
            out = lines  # type: ignore[assignment]
        elif isinstance(event, ev.Conquer | ev.ControlTaken):
            out.append({"do": "control", "player": event.player, "battlefield": event.battlefield})
        elif isinstance(event, ev.ControlLost):
            out.append({"do": "lose_control", "battlefield": event.battlefield})
        elif isinstance(event, ev.Gain):
            gain = {"do": "gain", "player": event.player, "points": event.points}
            last = out[-1] if out else None
            if after_resolution and isinstance(last, dict) and last["do"] == "resolve":
                last["actions"].append(gain)
            else:
                out.append({"do": "resolve", "actions": [gain]})
            after_resolution = True
            continue
        after_resolution = isinstance(event, ResolutionFinished) or (
            after_resolution and not isinstance(event, CleanupStarted)
        )
    return record(*lines)


def scoring(out: dict[str, Any]) -> dict[str, Any]:
    return {
        "outcome": out["outcome"],
        "winners": out["winners"],
        "scores": out["scores"],
        "events": [e for e in out["events"] if e["event"] in REQUIRED_KINDS],
    }


@settings(max_examples=40, deadline=None)
@given(tables(), st.data())
def test_a_board_game_scores_as_the_same_game_declared_with_control(
    board: BoardGame, data: st.DataObject
) -> None:
    play_out(board, data)
    assert scoring(summary(replay_bytes(declared(board)))) == scoring(summary(board.game))
