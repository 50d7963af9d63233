"""Undo in a long game: the state after any undo is the state of the actions still in
force, replayed from scratch; and an undo at action 5,000 replays a few dozen actions
from a saved state, never the whole game."""

from __future__ import annotations

import random
from typing import Any

import pytest
from bench.tables import TableGame, record_lines

from riftscore.announce import statements
from riftscore.record import parse_action, parse_header
from riftscore.rules import Game, Mode
from riftscore.rules import events as ev
from riftscore.service import SAVE_EVERY, GameService, LiveGame
from riftscore.store import MemoryStore


def state(live: LiveGame) -> dict[str, Any]:
    """What a page shows of the game: scores, control, events said, the record."""
    return {
        "record": live.game.to_record(),
        "events": [ev.to_dict(e) for e in live.game.events],
        "scores": live.game.scores,
        "controllers": live.game.controllers,
        "outcome": live.game.outcome,
        "turn": (live.game.turn_number, live.game.turn_player),
        "statements": statements(live.game.events),
    }


def replayed(header: dict[str, Any], record: list[dict[str, Any]]) -> dict[str, Any]:
    """The same, for the header and the actions in force applied to a new game."""
    game = Game(parse_header(header))
    for entry in record:
        game.apply(parse_action(entry))
    return {
        "record": game.to_record(),
        "events": [ev.to_dict(e) for e in game.events],
        "scores": game.scores,
        "controllers": game.controllers,
        "outcome": game.outcome,
        "turn": (game.turn_number, game.turn_player),
        "statements": statements(game.events),
    }


@pytest.mark.parametrize("mode", [Mode.DUEL, Mode.MATCH, Mode.TWO_VS_TWO, Mode.WAR])
def test_after_any_undo_the_game_is_its_actions_in_force_replayed(mode: Mode) -> None:
    service = GameService(MemoryStore())
    rng = random.Random(mode.value)
    twin = TableGame(7, mode, long=mode is not Mode.MATCH)
    created = service.games.create(twin.header)
    played: list[dict[str, Any]] = []  # the actions in force, as the table sees them
    for _ in range(400):
        if played and rng.random() < 0.25:
            # One undo, or a run of them back past one or two saved states.
            for _ in range(rng.choice((1, 1, 1, 3, SAVE_EVERY + 5))):
                if not played:
                    break
                service.games.undo(created.id, token=created.token, present=lambda live: None)
                played.pop()
            twin.game = Game(twin.game.header)  # the table's twin follows the undos
            for action in played:
                twin.game.apply(parse_action(action))
        else:
            action = twin.next_action()
            if action is None:
                break
            service.games.apply(created.id, action, token=created.token, present=lambda live: None)
            played.append(action)
        assert service.games.read(created.id, state) == replayed(twin.header, played)


def test_an_undo_at_action_5000_replays_a_few_actions_not_the_game(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    service = GameService(MemoryStore(), max_entries=10_000)  # longer than a game may be
    twin = TableGame(3, Mode.DUEL, long=True)
    created = service.games.import_record(record_lines(twin.header, twin.actions(5_000)))
    applied = 0
    apply = Game.apply

    def counting(game: Game, action: Any) -> Any:
        nonlocal applied
        applied += 1
        return apply(game, action)

    monkeypatch.setattr(Game, "apply", counting)
    for _ in range(3):
        applied = 0
        service.games.undo(created.id, token=created.token, present=lambda live: None)
        assert applied <= SAVE_EVERY
    assert service.games.version(created.id) == 5_003


def test_undoing_back_to_a_saved_state_twice_finds_it_as_it_was() -> None:
    service = GameService(MemoryStore())
    twin = TableGame(11, Mode.DUEL, long=True)
    created = service.games.create(twin.header)
    actions = twin.actions(2 * SAVE_EVERY)

    def play(moves: list[dict[str, Any]]) -> None:
        for action in moves:
            service.games.apply(created.id, action, token=created.token, present=lambda live: None)

    def undo(times: int) -> None:
        for _ in range(times):
            service.games.undo(created.id, token=created.token, present=lambda live: None)

    play(actions[: 2 * SAVE_EVERY])
    undo(SAVE_EVERY)  # exactly back to the first saved state
    expected = replayed(twin.header, actions[:SAVE_EVERY])
    assert service.games.read(created.id, state) == expected
    # Other turns played from there (the table changed its mind), then taken back too.
    other = TableGame(12, Mode.DUEL, long=True)
    other.game = Game(parse_header(twin.header))
    for action in actions[:SAVE_EVERY]:
        other.game.apply(parse_action(action))
    play(other.actions(8))
    undo(8)
    assert service.games.read(created.id, state) == expected
