"""The kernel's index of the cards (`state.card_index`): what the cleanups look up in it
is what a scan of the cards finds, at every moment of seeded board games."""

from __future__ import annotations

from bench.board_corpus import generate, parse_board_record

from riftscore.rules.board import Base, Battlefield, BoardGame, Gear, HiddenCard, Unit
from riftscore.rules.board.state import BoardState, card_index


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


def test_the_card_index_finds_what_a_scan_of_the_cards_finds_throughout_board_games() -> None:
    checked = 0
    for record in generate(seed=5, actions=1_500):
        header, cards, actions = parse_board_record(record.board)
        board = BoardGame(header, cards)
        for action in actions:
            board.apply(action)
            state = board.state
            index = card_index(state.cards)
            assert {
                "units": index.units,
                "at_battlefield": index.at_battlefield,
                "lethal": index.lethal,
                "may_leave": index.may_leave,
            } == _scanned(state)
            for name in header.battlefields:
                assert state.controllers_at(name) == list(
                    dict.fromkeys(u.controller for u in index.at_battlefield.get(name, ()))
                )
            checked += bool(index.units)
    assert checked > 1_000, "the games put units on the board"
