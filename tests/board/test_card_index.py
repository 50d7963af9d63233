"""The kernel's cards (`state.Cards`), kept up to date as each card changes: what the
cleanups look up in them is what a scan of the board finds, at every moment of seeded
board games, after a preview and after an action refused halfway through as well."""

from __future__ import annotations

import pytest
from bench.board_corpus import generate, parse_board_record

from riftscore.rules import RuleError
from riftscore.rules.board import (
    Base,
    Battlefield,
    BoardGame,
    Gear,
    HiddenCard,
    Kill,
    ResolveItem,
    Unit,
)
from riftscore.rules.board.state import BoardState


def _scanned(state: BoardState) -> dict[str, object]:
    cards = list(state.cards.values())
    units = [c for c in cards if isinstance(c, Unit)]
    return {
        "units": tuple(units),
        "at_battlefield": {
            name: tuple(u for u in units if u.location == Battlefield(name))
            for name in dict.fromkeys(
                u.location.name for u in units if isinstance(u.location, Battlefield)
            )
        },
        "lethal": tuple(u for u in units if u.lethally_damaged),
        # 323.7: hidden cards, unattached gear at battlefields, and anything at a base
        # that is not its controller's
        "may_leave": tuple(
            c
            for c in cards
            if isinstance(c, HiddenCard)
            or (
                isinstance(c, Gear)
                and c.attached_to is None
                and isinstance(c.location, Battlefield)
            )
            or (
                not isinstance(c.location, Battlefield)
                and c.location != Base(c.controller)
                and not (isinstance(c, Gear) and c.attached_to is not None)
            )
        ),
    }


def _looked_up(board: BoardGame) -> dict[str, object]:
    cards = board._work.cards  # the kernel's own, which `board.state` is a copy of
    battlefields = board.game.battlefields
    return {
        "units": tuple(cards.units.values()),
        "at_battlefield": {
            name: tuple(cards.units_at(name)) for name in battlefields if cards.occupied(name)
        },
        "lethal": tuple(cards.lethal()),
        "may_leave": tuple(cards.may_leave()),
    }


def _check(board: BoardGame) -> None:
    state = board.state
    scanned = _scanned(state)
    assert _looked_up(board) == scanned
    cards = board._work.cards
    assert list(cards.values()) == list(state.cards.values())  # the order too
    for name in board.game.battlefields:
        assert cards.controllers_at(name) == state.controllers_at(name)
        assert set(cards.players_at(name)) == set(state.controllers_at(name))
        assert cards.occupied(name) == bool(state.units_at(Battlefield(name)))


def test_the_cards_give_what_a_scan_of_the_board_finds_throughout_board_games() -> None:
    checked = 0
    for record in generate(seed=5, actions=1_500):
        header, cards, actions = parse_board_record(record.board)
        board = BoardGame(header, cards)
        _check(board)
        for action in actions:
            if isinstance(action, ResolveItem) and action.effects:
                # The effects applied, then one refused: the whole action is undone.
                with pytest.raises(RuleError):
                    board.apply(action._replace(effects=(*action.effects, Kill("nobody"))))
                _check(board)
            board.preview(action)
            _check(board)
            board.apply(action)
            _check(board)
            checked += bool(board._work.cards.units)
    assert checked > 1_000, "the games put units on the board"
