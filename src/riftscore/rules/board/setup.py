"""The starting board: the cards on the table before the first turn, checked against the
header (players, battlefields, and `start.control`).
"""

from __future__ import annotations

from collections.abc import Iterable

from riftscore.rules.board import effects
from riftscore.rules.board.errors import InvalidBoard
from riftscore.rules.board.state import (
    Card,
    Gear,
    HiddenCard,
    Rune,
    Unit,
)
from riftscore.rules.board.working import Working
from riftscore.rules.errors import Phrase, RuleError

_KINDS: tuple[type, ...] = (Unit, Gear, Rune, HiddenCard)


def lay_out(work: Working, cards: Iterable[Card]) -> None:
    """Put the cards on the board. Control and units must agree: a controlled battlefield
    has units of its controller, and units at a battlefield belong to its controller (an
    uncontrolled or contested battlefield is the result of play, not a starting position).
    """
    cards = [effects.normalised(c) for c in cards]
    # Kind by kind, as a record's header lists them: units first (gear may be attached to
    # them), then gear, runes and hidden cards, each in the order given.
    in_order = sorted(cards, key=lambda c: _KINDS.index(type(c)))
    for card in in_order:
        try:
            effects.check_card(work, card)
        except RuleError as error:
            raise InvalidBoard(
                "board-card-refused", reason=Phrase(error.code, error.params)
            ) from None
        if isinstance(card, Gear) and card.attached_to is not None:
            owner = work.unit(card.attached_to).controller
            if owner != card.controller:
                raise InvalidBoard(
                    "board-gear-on-other-unit",
                    gear=card.id,
                    controller=card.controller,
                    owner=owner,
                )
        work.put(card)
    for name in work.game.battlefields:
        controller = work.controller_of(name)
        present = work.cards.controllers_at(name)
        strangers = [p for p in present if p != controller]
        if strangers and controller is None:
            raise InvalidBoard("board-units-uncontrolled", player=strangers[0], battlefield=name)
        if strangers:
            raise InvalidBoard(
                "board-units-controlled-by-other",
                player=strangers[0],
                battlefield=name,
                controller=controller,
            )
        if controller is not None and not present:
            raise InvalidBoard("board-control-without-units", battlefield=name, player=controller)
