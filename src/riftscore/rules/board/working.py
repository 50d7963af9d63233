"""The board while one action is applied: the state so far, the log, outstanding cleanups.

An action is checked while it is applied to a `Working` copy; the kernel keeps the copy
only if nothing was refused. The scoring `Game` is the one mutable thing touched, and
only once nothing can be refused any more (control changes inside cleanups, which
follow from the board and cannot fail).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from riftscore.rules import actions as act
from riftscore.rules.board.errors import UnknownCard
from riftscore.rules.board.events import GearDetached, Killed, LogEvent
from riftscore.rules.board.state import BoardState, Card, Gear, Unit, kind_of
from riftscore.rules.errors import UnknownBattlefield, UnknownPlayer
from riftscore.rules.game import IN_PROGRESS, Game


class Working:
    __slots__ = ("state", "game", "side", "events", "outstanding", "in_cleanup")

    def __init__(self, state: BoardState, game: Game, side: Mapping[str, int]) -> None:
        self.state = state
        self.game = game
        self.side = side  # player -> team (2v2) or seat: who is opposed to whom
        self.events: list[LogEvent] = []
        self.outstanding: list[str] = list(state.outstanding)
        self.in_cleanup = False

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
        if reason not in self.outstanding:
            self.outstanding.append(reason)
        if self.state.resolving is not None and "321.1" not in self.outstanding:
            self.outstanding.append("321.1")

    # ---------------------------------------------------------------- names

    def player(self, name: str) -> str:
        if name not in self.side:
            players = ", ".join(self.game.players)
            raise UnknownPlayer(f"{name!r} is not a player in this game (players: {players})")
        return name

    def battlefield(self, name: str) -> str:
        if name not in self.game.battlefields:
            raise UnknownBattlefield(
                f"{name!r} is not a battlefield in play "
                f"(battlefields: {', '.join(self.game.battlefields)})"
            )
        return name

    def opposed(self, one: str, other: str) -> bool:
        return self.side[one] != self.side[other]

    # ---------------------------------------------------------------- cards

    def card(self, card_id: str) -> Card:
        card = self.state.cards.get(card_id)
        if card is None:
            raise UnknownCard(f"there is no card {card_id!r} on the board")
        return card

    def unit(self, unit_id: str) -> Unit:
        card = self.card(unit_id)
        if not isinstance(card, Unit):
            raise UnknownCard(f"{unit_id} is a {kind_of(card)}, not a unit")
        return card

    def gear(self, gear_id: str) -> Gear:
        card = self.card(gear_id)
        if not isinstance(card, Gear):
            raise UnknownCard(f"{gear_id} is a {kind_of(card)}, not gear")
        return card

    def put(self, card: Card) -> None:
        """Place the card (new, or changed) on the board."""
        cards = dict(self.state.cards)
        cards[card.id] = card
        self.state = self.state._replace(cards=MappingProxyType(cards))  # a copy of our own

    def trash(self, card: Card, event: LogEvent | None = None) -> None:
        """The card leaves the board for its owner's trash: killed, unless `event` says
        otherwise (323.7 removes hidden cards).
        """
        cards = dict(self.state.cards)
        del cards[card.id]
        if isinstance(card, Unit):
            for other in list(cards.values()):
                if isinstance(other, Gear) and other.attached_to == card.id:
                    cards[other.id] = other._replace(attached_to=None)
                    self.emit(GearDetached(other.id))
        trash = dict(self.state.trash)
        trash[card.owner] = (*trash[card.owner], card.id)
        self.state = self.state._replace(
            cards=MappingProxyType(cards), trash=MappingProxyType(trash)
        )  # copies of our own
        self.emit(event if event is not None else Killed(card.id, card.owner, str(card.location)))
        self.mark("319.6")

    # -------------------------------------------------------------- scoring

    @property
    def game_over(self) -> bool:
        return self.game.game_outcome is not IN_PROGRESS

    def controller_of(self, battlefield: str) -> str | None:
        return self.game.controller(battlefield)

    def take_control(self, player: str, battlefield: str) -> None:
        """The player establishes control: the scoring engine's Conquer, as in `control`."""
        self.events.extend(self.game.apply(act.Control(player, battlefield)))

    def lose_control(self, battlefield: str) -> None:
        self.events.extend(self.game.apply(act.LoseControl(battlefield)))
