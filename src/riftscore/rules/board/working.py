"""The board in play, changed in place, and what the action under way has done so far.

A `Working` is the board a `BoardGame` plays on: its cards (`state.Cards`), the chain,
the showdown and combat, the staged and contested battlefields, the outstanding
cleanups. Each action changes it in place, between `begin` and `end`; an action that is
refused is undone (`undo`): the board's other values as `begin` saved them, the cards as
they were before the action's first change to them, and the scoring `Game` rolled back
to a checkpoint taken before the action's first change to it. The game is only changed
through the methods here (`score`, `take_control`, `start_turn`...), so that this
checkpoint is taken whenever it is needed, and only then.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from operator import attrgetter
from types import MappingProxyType

from riftscore.rules import actions as act
from riftscore.rules.board.errors import UnknownCard, card_kind
from riftscore.rules.board.events import GearDetached, Killed, LogEvent
from riftscore.rules.board.state import (
    BoardState,
    Card,
    Cards,
    ChainItem,
    Choice,
    Combat,
    Gear,
    Phase,
    Showdown,
    Unit,
    empty_trash,
    frozen,
)
from riftscore.rules.errors import UnknownBattlefield, UnknownPlayer
from riftscore.rules.game import IN_PROGRESS, Game

#: The board's values that actions replace (never change in place): `begin` saves them
#: as they are. The cards, changed in place, and `outstanding`, a list, are saved apart.
_REPLACED = (
    "phase",
    "trash",
    "chain",
    "resolving",
    "contested",
    "staged_showdowns",
    "staged_combats",
    "showdown",
    "combat",
    "choice",
    "cleanups",
)
_replaced = attrgetter(*_REPLACED)


class Working:
    """The board in play (a `BoardGame` keeps one for its whole life), and the action under
    way: its events so far, and what undoes it (see the module's docstring)."""

    __slots__ = (
        "game",
        "side",
        # the board
        "cards",
        *_REPLACED,
        "outstanding",
        # the action under way
        "events",
        "in_cleanup",
        "game_over",
        "_saved",
        "_saved_cards",
        "_saved_game",
    )

    def __init__(self, game: Game, side: Mapping[str, int]) -> None:
        self.game = game
        self.side = side  # player -> team (2v2) or seat: who is opposed to whom
        self.cards = Cards()
        self.phase: Phase | None = None  # None before the first turn and between turns
        self.trash = empty_trash(game.players)  # each player's trash: ids of cards put there
        self.chain: tuple[ChainItem, ...] = ()  # bottom first; the last is the top
        self.resolving: str | None = None  # the chain item whose resolution is under way
        self.contested: Mapping[str, str] = frozen({})  # battlefield -> who applied Contested
        self.staged_showdowns: frozenset[str] = frozenset()
        self.staged_combats: frozenset[str] = frozenset()
        self.showdown: Showdown | None = None
        self.combat: Combat | None = None
        self.choice: Choice | None = None  # a cleanup paused for the turn player's choice
        self.outstanding: list[str] = []  # reasons (rule numbers) for a cleanup not yet run
        self.cleanups = 0  # how many cleanups have run: numbers them in the event log
        self.begin()

    # ------------------------------------------------------------ an action

    def begin(self) -> None:
        """An action begins: from here, what it changes can be undone."""
        self.events: list[LogEvent] = []
        self.in_cleanup = False
        self.game_over = self.game.game_outcome is not IN_PROGRESS
        self._saved = (_replaced(self), tuple(self.outstanding))
        self._saved_cards: dict[str, Card] | None = None  # taken at the first change
        self._saved_game: object | None = None  # likewise

    def end(self) -> list[LogEvent]:
        """The action is done: what it caused."""
        self._saved_cards = self._saved_game = None
        return self.events

    def undo(self) -> None:
        """The action was refused: the board and the scoring game as `begin` found them."""
        replaced, outstanding = self._saved
        for name, value in zip(_REPLACED, replaced, strict=True):
            setattr(self, name, value)
        self.outstanding = list(outstanding)
        if self._saved_cards is not None:
            self.cards.reset(self._saved_cards.values())
        if self._saved_game is not None:
            self.game.rollback(self._saved_game)
        self.end()

    def state(self) -> BoardState:
        """The board as a value."""
        return BoardState(
            self.phase,
            MappingProxyType(dict(self.cards.by_id)),
            self.trash,
            self.chain,
            self.resolving,
            self.contested,
            self.staged_showdowns,
            self.staged_combats,
            self.showdown,
            self.combat,
            self.choice,
            tuple(self.outstanding),
            self.cleanups,
        )

    def load(self, state: BoardState) -> None:
        """The board as `state` has it (a checkpoint's)."""
        self.cards.reset(state.cards.values())
        for name, value in zip(_REPLACED, _replaced(state), strict=True):
            setattr(self, name, value)
        self.outstanding = list(state.outstanding)

    def clear(self) -> None:
        """An empty board, for a match's next game: nothing carries over but the
        cleanups' numbers (they run through the whole record)."""
        self._save_cards()
        self.cards.reset(())
        self.phase = None
        self.trash = empty_trash(self.game.players)
        self.chain = ()
        self.resolving = None
        self.contested = frozen({})
        self.staged_showdowns = self.staged_combats = frozenset()
        self.showdown = self.combat = None
        self.choice = None
        self.outstanding.clear()

    # ------------------------------------------------------------------ log

    def emit(self, event: LogEvent) -> None:
        self.events.append(event)

    def mark(self, reason: str) -> None:
        """A cleanup becomes an outstanding task, for the rule numbered `reason` (319.x).

        Inside a cleanup nothing is noted: any change there calls for the next cleanup
        anyway (322). While an item resolves, the cleanup waits for it (321.1).
        """
        if self.in_cleanup:
            return
        outstanding = self.outstanding
        if reason not in outstanding:
            outstanding.append(reason)
        if self.resolving is not None and "321.1" not in outstanding:
            outstanding.append("321.1")

    # ---------------------------------------------------------------- names

    def player(self, name: str) -> str:
        if name not in self.side:
            raise UnknownPlayer("unknown-player", player=name, players=tuple(self.game.players))
        return name

    def battlefield(self, name: str) -> str:
        if name not in self.game.battlefields:
            raise UnknownBattlefield(
                "unknown-battlefield", battlefield=name, battlefields=tuple(self.game.battlefields)
            )
        return name

    def opposed(self, one: str, other: str) -> bool:
        return self.side[one] != self.side[other]

    def any_opposed(self, players: Collection[str]) -> bool:
        """Whether any two of the players are opposed: more than one side among them."""
        if len(players) < 2:
            return False
        side = self.side
        return len({side[p] for p in players}) > 1

    # ---------------------------------------------------------------- state

    @property
    def open(self) -> bool:
        """An Open state: nothing on the chain."""
        return not self.chain

    @property
    def neutral(self) -> bool:
        """A Neutral state: no showdown in progress."""
        return self.showdown is None

    def item(self, item_id: str) -> ChainItem | None:
        for item in self.chain:
            if item.id == item_id:
                return item
        return None

    # ---------------------------------------------------------------- cards

    def card(self, card_id: str) -> Card:
        card = self.cards.get(card_id)
        if card is None:
            raise UnknownCard("unknown-card", card=card_id)
        return card

    def unit(self, unit_id: str) -> Unit:
        card = self.card(unit_id)
        if not isinstance(card, Unit):
            raise UnknownCard("card-not-a-unit", card=unit_id, kind=card_kind(card))
        return card

    def gear(self, gear_id: str) -> Gear:
        card = self.card(gear_id)
        if not isinstance(card, Gear):
            raise UnknownCard("card-not-gear", card=gear_id, kind=card_kind(card))
        return card

    def put(self, card: Card) -> None:
        """Place the card (new, or changed) on the board."""
        if self._saved_cards is None:
            self._save_cards()
        self.cards.put(card)

    def put_all(self, cards: Iterable[Card]) -> None:
        for card in cards:
            self.put(card)

    def send_to_trash(self, card: Card, event: LogEvent | None = None) -> None:
        """The card leaves the board for its owner's trash: killed, unless `event` says
        otherwise (323.7 removes hidden cards).
        """
        if self._saved_cards is None:
            self._save_cards()
        cards = self.cards
        cards.remove(card)
        if isinstance(card, Unit):
            for gear in cards.gear_on(card.id):
                cards.put(gear._replace(attached_to=None))
                self.emit(GearDetached(gear.id))
        trash = dict(self.trash)
        trash[card.owner] = (*trash[card.owner], card.id)
        self.trash = MappingProxyType(trash)  # a copy of our own
        self.emit(event if event is not None else Killed(card.id, card.owner, str(card.location)))
        self.mark("319.6")

    def _save_cards(self) -> None:
        if self._saved_cards is None:
            self._saved_cards = dict(self.cards.by_id)

    # -------------------------------------------------------------- scoring

    def controller_of(self, battlefield: str) -> str | None:
        return self.game.controller(battlefield)

    def score(self, action: act.Action) -> None:
        """A scoring action, applied to the scoring engine; its events join the log."""
        self._save_game()
        self.events.extend(self.game.apply(action))
        self.game_over = self.game.game_outcome is not IN_PROGRESS

    def take_control(self, player: str, battlefield: str) -> None:
        """The player establishes control: the scoring engine's Conquer, as in `control`."""
        self.score(act.Control(player, battlefield))

    def lose_control(self, battlefield: str) -> None:
        self.score(act.LoseControl(battlefield))

    def start_turn(self, player: str, extra: bool) -> None:
        """The scoring engine's turn begins (`Game.start_turn`), up to its Beginning phase."""
        self._save_game()
        self.events.extend(self.game.start_turn(player, extra))
        self.game_over = self.game.game_outcome is not IN_PROGRESS

    def scoring_step(self, ally_occupies: Sequence[str]) -> None:
        """The scoring engine's scoring step (`Game.scoring_step`): the turn player Holds."""
        self._save_game()
        self.events.extend(self.game.scoring_step(ally_occupies))
        self.game_over = self.game.game_outcome is not IN_PROGRESS

    def _save_game(self) -> None:
        if self._saved_game is None:
            self._saved_game = self.game.checkpoint()
