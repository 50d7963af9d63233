"""A board game as a simulator author drives it: `preview`, `verify` and `can_apply` ask
without changing anything, a refused action changes nothing, and `to_record()` writes a
record that replays (through `riftscore.record.replay_bytes`) to the same game.

The random games here are played blind: each step draws one of the verbs, with names
from the table (its players, battlefields, cards, a few chain item ids), never asking the
engine what is legal; whatever is accepted is kept.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
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
    Attach,
    Base,
    Battlefield,
    BoardGame,
    BoardTurn,
    Card,
    ChainError,
    Choose,
    CombatResult,
    Damage,
    Detach,
    EndShowdown,
    Enter,
    Exhaust,
    Gear,
    GiveControl,
    Heal,
    HiddenCard,
    IllegalMove,
    Kill,
    MakeLegal,
    Move,
    NewItem,
    Ready,
    Recall,
    RemoveFromChain,
    ResolveItem,
    Rune,
    SetMight,
    StandardMove,
    Timing,
    Unit,
    board_of,
)
from riftscore.rules.board.events import CombatBegan, ShowdownBegan
from tests.board.helpers import header, play, spell, started, table, unit
from tests.conftest import record

GROVE, RUINS = Battlefield("Grove"), Battlefield("Ruins")
RECORDS = Path(__file__).parents[1] / "records" / "board"


def everything(board: BoardGame) -> tuple[object, ...]:
    """All a caller can see of the game: board, log, actions and the scoring game."""
    game = board.game
    return (
        board.state,
        tuple(board.events),
        tuple(board.actions),
        tuple(game.events),
        game.to_record(),
        game.scores,
        game.controllers,
        game.outcome,
        game.turn_in_progress,
    )


def replayed(board: BoardGame) -> BoardGame:
    """The board game that the record `board` writes replays to."""
    again = board_of(replay_bytes(record(*board.to_record())))
    assert again is not None
    return again


# ------------------------------------------------------- preview, verify, can_apply


def test_preview_shows_a_combat_without_starting_it() -> None:
    board = started(
        unit("a1", "Ann", might=3), unit("b1", "Ben", "Ruins", might=2), control={"Ruins": "Ben"}
    )
    before = everything(board)
    attack = StandardMove("Ann", ("a1",), RUINS)
    preview = board.preview(attack)
    assert CombatBegan("Ruins", "Ann", "Ben") in preview
    assert everything(board) == before
    assert board.card("a1") == unit("a1", "Ann", might=3)  # not even exhausted
    assert board.apply(attack) == preview


def test_preview_of_a_conquest_leaves_the_score_alone() -> None:
    board = started(unit("a1", "Ann"))
    board.apply(StandardMove("Ann", ("a1",), GROVE))
    events = board.preview(EndShowdown())
    assert ev.Conquer(1, "Ann", "Grove", 1, 1) in events
    assert board.scores == {"Ann": 0, "Ben": 0}
    assert board.controllers["Grove"] is None
    assert board.state.showdown is not None


def test_verify_raises_what_apply_would_and_changes_nothing() -> None:
    board = started(unit("a1", "Ann", exhausted=True), unit("a2", "Ann"))
    board.apply(Exhaust("a2"))
    before = everything(board)
    move = StandardMove("Ann", ("a2",), GROVE)
    with pytest.raises(IllegalMove) as verified:
        board.verify(move)
    assert everything(board) == before
    with pytest.raises(IllegalMove) as applied:
        board.apply(move)
    assert str(verified.value) == str(applied.value)
    assert everything(board) == before
    board.verify(Ready("a2"))  # accepted: nothing raised, nothing changed
    assert everything(board) == before


def test_can_apply_answers_who_may_choose() -> None:
    board = started(unit("a1", "Ann"), unit("a2", "Ann"))
    board.apply(spell("Rally", "Ann"))
    board.apply(ResolveItem("Rally", (Move(("a1",), GROVE), Move(("a2",), RUINS))))
    before = everything(board)
    assert board.can_apply(Choose("Ann", "Grove"))
    assert not board.can_apply(Choose("Ben", "Grove"))
    assert not board.can_apply(StandardMove("Ann", ("a1",), RUINS))  # a cleanup is paused
    assert everything(board) == before
    assert ShowdownBegan("Grove", False) in board.apply(Choose("Ann", "Grove"))


def test_verify_of_a_winning_resolution_does_not_end_the_game() -> None:
    board = started(unit("a1", "Ann"), scores={"Ann": 7})
    board.apply(spell("Tribute", "Ann"))
    tribute = ResolveItem("Tribute", (act.Gain("Ann", 1),))
    assert ev.Win(("Ann",), "cleanup") in board.preview(tribute)
    assert board.game.outcome.result == "ongoing"
    assert board.state.chain[-1].id == "Tribute"
    assert ev.Win(("Ann",), "cleanup") in board.apply(tribute)


def test_a_resolution_refused_halfway_takes_back_what_it_did_first() -> None:
    board = started(unit("a1", "Ann"), unit("b1", "Ben", "Ruins"), control={"Ruins": "Ben"})
    board.apply(spell("Chaos", "Ann"))
    before = everything(board)
    with pytest.raises(ChainError, match="not something a resolution does"):
        board.apply(ResolveItem("Chaos", (Kill("b1"), act.Gain("Ann", 1), EndShowdown())))  # type: ignore[arg-type]
    assert everything(board) == before
    assert board.card("b1") is not None


# ------------------------------------------------------------------ to_record


def test_a_record_written_by_hand_dumps_back_to_itself() -> None:
    lines = (RECORDS / "docs_example_duel.jsonl").read_text().splitlines()
    data = "\n".join(lines).encode() + b"\n"
    board = board_of(replay_bytes(data))
    assert board is not None
    assert record(*board.to_record()) == data


@pytest.mark.parametrize(
    "path",
    sorted(p for p in RECORDS.glob("*.jsonl") if not p.name.startswith("error_")),
    ids=lambda p: p.stem,
)
def test_every_board_record_dumps_to_a_record_of_the_same_game(path: Path) -> None:
    board = board_of(replay_bytes(path.read_bytes()))
    assert board is not None
    again = replayed(board)
    assert again.state == board.state
    assert list(again.events) == list(board.events)
    assert summary(again.game) == summary(board.game)


def test_every_kind_of_card_and_action_survives_the_record() -> None:
    board = table(
        unit("a1", "Ann", "Grove", might=3, keywords=["Ganking"], damage=1),
        unit("b1", "Ann", "Ruins", owner="Ben", exhausted=True),
        Rune("r1", "Ben", "Ann", Base("Ben")),
        Gear("g1", "Ann", "Ann", GROVE, "a1"),
        HiddenCard("h1", "Ann", "Ann", RUINS),
        Gear("g2", "Ben", "Ben", Base("Ben")),
        control={"Grove": "Ann", "Ruins": "Ann"},
    )
    play(
        board,
        act.Turn("Ann", beginning=(act.Gain("Ann", 1, "a card"),)),
        Enter(unit("a2", "Ann", keywords=[DEATHKNELL])),
        Enter(HiddenCard("h2", "Ann", "Ann", GROVE)),
        Enter(Gear("g3", "Ann", "Ann", Base("Ann"))),
        Attach("g3", "a2"),
        Detach("g3"),
        AddToChain(NewItem("Shove", "Ben", "Move a unit", Timing.ACTION, pending=True)),
        MakeLegal("Shove"),
        ResolveItem("Shove", (Move(("a2",), RUINS), SetMight("a2", 1), Heal("a1"))),
        StandardMove("Ann", ("a1",), RUINS, (NewItem("Rush", "Ann"),)),
        RemoveFromChain("Rush"),
        Damage("a1", 1),
        Recall(("a1",)),
        GiveControl("r1", "Ben"),
        spell("Return", "Ann", Timing.REACTION),
        ResolveItem("Return", (Move(("b1",), None), Kill("a2"), act.Gain("Ben", 2))),
        MakeLegal("a2-deathknell"),
        ResolveItem("a2-deathknell", (AddToChain(NewItem("Echo", "Ann", "", Timing.TRIGGERED)),)),
        ResolveItem("Echo"),
        act.EndTurn(),
        act.Turn("Ben"),
        act.Adjust("Ben", -1, "a misread card"),
        act.BurnOut("Ben", ("Ann",)),
    )
    assert board.card("a1").keywords == {GANKING}  # type: ignore[union-attr]
    again = replayed(board)
    assert again.state == board.state
    assert list(again.actions) == list(board.actions)
    assert list(again.events) == list(board.events)
    assert again.to_record() == board.to_record()


# ------------------------------------------------------- random games, played blind

TABLES: dict[Mode, tuple[tuple[str, ...], tuple[str, ...], Any]] = {
    Mode.DUEL: (("Ann", "Ben"), ("Grove", "Ruins"), None),
    Mode.MATCH: (("Ann", "Ben"), ("Grove", "Ruins"), None),
    Mode.SKIRMISH: (("Ann", "Ben", "Cat"), ("Grove", "Ruins", "Spire"), None),
    Mode.TWO_VS_TWO: (
        ("Ann", "Ben", "Cat", "Dan"),
        ("Grove", "Ruins", "Spire"),
        (("Ann", "Cat"), ("Ben", "Dan")),
    ),
}


@st.composite
def tables(draw: st.DrawFn) -> BoardGame:
    """A starting board that agrees with the header: each battlefield given to a player
    has that player's unit; units, gear, runes and hidden cards anywhere they may be.
    """
    mode = draw(st.sampled_from(sorted(TABLES, key=lambda m: m.value)))
    players, battlefields, teams = TABLES[mode]
    control = {b: draw(st.sampled_from(players)) for b in battlefields if draw(st.booleans())}
    cards: list[Card] = []
    for player in players:
        for n in range(draw(st.integers(1, 2))):
            cards.append(
                Unit(
                    f"{player}-{n}",
                    draw(st.sampled_from(players)) if n else player,
                    player,
                    Base(player),
                    draw(st.integers(0, 4)),
                    0,
                    draw(st.booleans()),
                    frozenset(draw(st.sets(st.sampled_from([GANKING, DEATHKNELL])))),
                )
            )
    for battlefield, player in control.items():
        cards.append(Unit(f"{player}-{battlefield}", player, player, Battlefield(battlefield), 2))
        if draw(st.booleans()):
            cards.append(HiddenCard(f"h-{battlefield}", player, player, Battlefield(battlefield)))
    first = cards[0]
    if draw(st.booleans()):
        cards.append(Gear("blade", first.owner, first.controller, first.location, first.id))
    if draw(st.booleans()):
        cards.append(Rune("rune", players[-1], players[-1], Base(players[-1])))
    scorers = [team[0] for team in teams] if teams else players
    scores = {p: draw(st.integers(0, 6)) for p in scorers if draw(st.booleans())}
    return BoardGame(
        header(mode, players, battlefields, scores=scores, control=control, teams=teams), cards
    )


class BlindPlayer:
    """Draws any verb, with names from the table: its players and battlefields, the
    starting cards, two units that may enter, three chain item ids and the Deathknell
    items of the cards. It never looks at the board, so most of what it tries is refused.
    Points are rare, so that games last long enough to fight over the battlefields.
    """

    ITEMS = ("i1", "i2", "i3")
    BATTLEFIELDS = ("Grove", "Ruins", "Spire", "Peak", "Vale", "Dunes")  # for a match's games

    def __init__(self, board: BoardGame, rng: random.Random) -> None:
        self.rng = rng
        self.players = board.game.players
        self.battlefields = board.game.battlefields
        self.cards = [*sorted(board.state.cards), "new-1", "new-2"]
        self.verbs: list[tuple[float, Callable[[], Any]]] = [
            (6, lambda: act.Turn(self.player())),
            (2, self.board_turn),
            (1, act.EndTurn),
            (10, self.standard_move),
            (2, lambda: AddToChain(self.item())),
            (2, lambda: MakeLegal(self.item_id())),
            (8, lambda: ResolveItem(self.item_id(), self.effects())),
            (4, lambda: ResolveItem(self.item_id())),
            (2, lambda: RemoveFromChain(self.item_id())),
            (3, lambda: Choose(self.player(), rng.choice(self.battlefields))),
            (4, EndShowdown),
            (4, lambda: CombatResult(tuple((u, rng.randint(0, 4)) for u in self.units()))),
            (6, self.effect),
            (0.5, lambda: act.Adjust(self.player(), rng.choice((-1, 1)))),
            (0.5, lambda: act.BurnOut(self.player(), (self.player(),))),
            (0.1, lambda: act.Concede(self.player())),
            (0.2, act.CallTime),
            (3, self.next_game),
        ]
        self.effect_verbs: list[tuple[float, Callable[[], Any]]] = [
            (2, lambda: Enter(self.new_unit())),
            (1, lambda: Enter(HiddenCard("new-h", *self.two_players(), self.field()))),
            (6, lambda: Move(self.units(), rng.choice([None, self.field(), self.base()]))),
            (1, lambda: Recall(self.units())),
            (2, lambda: Damage(self.unit(), rng.randint(1, 3))),
            (1, lambda: Heal(self.unit())),
            (1, lambda: Kill(self.unit())),
            (1, lambda: Exhaust(self.unit())),
            (1, lambda: Ready(self.unit())),
            (1, lambda: SetMight(self.unit(), rng.randint(0, 4))),
            (1, lambda: GiveControl(self.unit(), self.player())),
            (1, lambda: Attach("blade", self.unit())),
            (1, lambda: Detach("blade")),
            (1, lambda: AddToChain(self.item())),
            (1, lambda: act.Gain(self.player(), rng.randint(1, 2))),
        ]

    def saw(self, action: Any) -> None:
        """An action was accepted: a new game of a match is played on its battlefields."""
        if isinstance(action, act.NextGame):
            self.battlefields = action.battlefields

    def next_game(self) -> act.NextGame:
        battlefields = tuple(self.rng.sample(self.BATTLEFIELDS, 2))
        return act.NextGame(battlefields, self.player())

    def pick(self, verbs: list[tuple[float, Callable[[], Any]]]) -> Any:
        weights = [weight for weight, _ in verbs]
        return self.rng.choices([make for _, make in verbs], weights)[0]()

    def action(self) -> Any:
        return self.pick(self.verbs)

    def effect(self) -> Any:
        return self.pick(self.effect_verbs)

    def effects(self) -> tuple[Any, ...]:
        return tuple(self.effect() for _ in range(self.rng.randint(0, 3)))

    def board_turn(self) -> BoardTurn:
        """A turn whose Beginning phase does things on the board (and perhaps scores)."""
        beginning = (
            *self.effects(),
            self.effect(),
            self.rng.choice((EndShowdown(), *self.effects())),
        )
        return BoardTurn(self.player(), self.rng.random() < 0.2, beginning)

    def standard_move(self) -> StandardMove:
        """A player moves some of the units named after them (the table's naming, which
        control changes may have made wrong), with a move effect now and then.
        """
        player = self.player()
        theirs = [c for c in self.cards if c.startswith(f"{player}-")] or self.cards
        group = tuple(self.rng.sample(theirs, self.rng.randint(1, len(theirs))))
        triggers = (self.item(),) if self.rng.random() < 0.2 else ()
        return StandardMove(player, group, self.place(), triggers)

    def player(self) -> str:
        return self.rng.choice(self.players)

    def two_players(self) -> tuple[str, str]:
        return self.player(), self.player()

    def field(self) -> Battlefield:
        return Battlefield(self.rng.choice(self.battlefields))

    def base(self) -> Base:
        return Base(self.player())

    def place(self) -> Battlefield | Base:
        return self.field() if self.rng.random() < 0.7 else self.base()

    def unit(self) -> str:
        return self.rng.choice([*self.cards, "nobody"])

    def units(self) -> tuple[str, ...]:
        return tuple(self.rng.sample(self.cards, self.rng.choice((1, 1, 2, 3))))

    def item_id(self) -> str:
        if self.rng.random() < 0.85:
            return self.rng.choice(self.ITEMS)
        return f"{self.unit()}-deathknell"

    def item(self) -> NewItem:
        timing = self.rng.choice(list(Timing))
        label = self.rng.choice(("", "a spell"))
        return NewItem(
            self.rng.choice(self.ITEMS), self.player(), label, timing, self.rng.random() < 0.3
        )

    def new_unit(self) -> Unit:
        rng = self.rng
        keywords = frozenset(k for k in (GANKING, DEATHKNELL) if rng.random() < 0.3)
        owner, controller = self.two_players()
        where = self.place()
        return Unit(
            rng.choice(("new-1", "new-2")),
            owner,
            controller,
            where,
            rng.randint(0, 3),
            rng.choice((0, 0, 1)),
            rng.random() < 0.3,
            keywords,
        )


def step(board: BoardGame, action: Any) -> bool:
    """Ask first (preview, verify, can_apply), then apply; check that asking changed
    nothing, that the answers were apply's own, and that a refusal changed nothing.
    """
    before = everything(board)
    try:
        previewed: tuple[object, ...] | RuleError = board.preview(action)
    except RuleError as error:
        previewed = error
    assert everything(board) == before, f"preview({action!r}) changed the game"
    assert board.can_apply(action) is not isinstance(previewed, RuleError)
    assert everything(board) == before, f"can_apply({action!r}) changed the game"
    try:
        events = board.apply(action)
    except RuleError as error:
        assert isinstance(previewed, RuleError), f"preview accepted {action!r}, apply refused"
        assert (type(error), str(error)) == (type(previewed), str(previewed))
        with pytest.raises(type(error)):
            board.verify(action)
        assert everything(board) == before, f"{action!r} was refused but changed the game"
        return False
    assert events == previewed, f"apply({action!r}) did not do what preview said"
    return True


@settings(max_examples=80, deadline=None)
@given(tables(), st.randoms(use_true_random=True), st.integers(100, 400))
def test_live_play_equals_the_replay_of_the_dumped_record(
    board: BoardGame, rng: random.Random, steps: int
) -> None:
    player = BlindPlayer(board, rng)
    accepted = step(board, act.Turn(board.game.players[0]))  # the rules' first turn
    for _ in range(steps):
        if board.game.is_over():
            break
        action = player.action()
        if step(board, action):
            accepted += 1
            player.saw(action)
    again = replayed(board)
    assert again.state == board.state
    assert list(again.events) == list(board.events)
    assert list(again.actions) == list(board.actions)
    out = summary(board.game)
    assert summary(again.game) == out
    assert len(board.actions) == accepted
    events = out["events"]  # the board's too: the scoring ones are the scoring game's
    assert isinstance(events, list)
    scoring_kinds = set(ev.KIND.values())
    assert [e for e in events if e["event"] in scoring_kinds] == list(
        map(ev.to_dict, board.game.events)
    )
