"""What a page (or a bot) needs to show a game, as JSON: the view.

`view` is cheap (nothing in it grows with the game's length) and is what every write
answers with and every live update carries. `full_view` adds the whole game: the
`riftscore replay --json` object (every event), every announcement and the history of
the log, undone entries included; it is what `GET /api/games/{id}` returns.
"""

from __future__ import annotations

from typing import Any

from riftscore.announce import announce
from riftscore.record import summary
from riftscore.rules import ONGOING, Game, Mode
from riftscore.rules import events as ev
from riftscore.service import LiveGame, LoggedEntry


def view(live: LiveGame) -> dict[str, Any]:
    game = live.game
    last = live.last
    outcome = game.outcome
    out: dict[str, Any] = {
        "id": live.id,
        "version": live.version,
        "mode": game.mode.value,
        "players": list(game.players),
        "teams": None if game.header.teams is None else [list(t) for t in game.header.teams],
        "outcome": outcome.result,
        "winners": list(outcome.winners),
        "by": outcome.by,
        "scores": game.scores,
        "new_events": [] if last is None else [ev.to_dict(e) for e in last.events],
        "announcements": [] if last is None else list(last.announcements),
        "last_entry": None if last is None else _last_entry(live, last),
        "battlefields": [{"name": b, "controller": c} for b, c in game.controllers.items()],
        "turn": {
            "number": game.turn_number,
            "player": game.turn_player,
            "in_progress": game.turn_in_progress,
            "next_player": game.next_player(),
        },
        "scored_this_turn": {p: _ordered(game, game.scored_this_turn(p)) for p in game.players},
        "barred": {p: _ordered(game, game.barred(p)) for p in game.players},
        "final_point": _final_point(game),
        "holds_due": _holds_due(game),
        "victory_score": game.victory_score,
        "time": _time(game),
    }
    if game.mode is Mode.MATCH:
        out["game_number"] = game.game_number
        out["games"] = _games(game)
        out["game_wins"] = game.game_wins
        out["set_aside"] = _ordered_names(game.header.battlefields, game.set_aside)
    return out


def full_view(live: LiveGame) -> dict[str, Any]:
    """The `riftscore replay --json` object of the game, with the view's keys and history."""
    out = summary(live.game)
    out.update(view(live))
    out["announcements"] = announce(live.game.events)
    out["history"] = [_history_item(logged) for logged in live.log]
    return out


def gathering_game(live: LiveGame) -> dict[str, Any]:
    """One line of a gathering's list of games: where each table stands."""
    game = live.game
    out: dict[str, Any] = {
        "id": live.id,
        "table": live.info.table,
        "mode": game.mode.value,
        "players": list(game.players),
        "version": live.version,
        "outcome": game.outcome.result,
        "winners": list(game.outcome.winners),
        "scores": game.scores,
        "turn": game.turn_number,
        "links": game_links(live.id),
    }
    if game.mode is Mode.MATCH:
        out["game_wins"] = game.game_wins
    return out


def game_links(game_id: str) -> dict[str, str]:
    base = f"/api/games/{game_id}"
    return {
        "self": base,
        "actions": f"{base}/actions",
        "undo": f"{base}/undo",
        "record": f"{base}/record",
        "stream": f"{base}/stream",
    }


def _last_entry(live: LiveGame, last: LoggedEntry) -> dict[str, Any]:
    """The entry that made this version; for an undo, with what it took back."""
    entry = last.entry
    if entry.retracts is None:
        return {
            "seq": entry.seq,
            "kind": "action",
            "action": entry.action,
            "retracts": None,
            "announcements": list(last.announcements),
        }
    retracted = live.log[entry.retracts - 1]
    return {
        "seq": entry.seq,
        "kind": "undo",
        "action": retracted.entry.action,
        "retracts": entry.retracts,
        "announcements": list(retracted.announcements),
    }


def _history_item(logged: LoggedEntry) -> dict[str, Any]:
    entry = logged.entry
    return {
        "seq": entry.seq,
        "kind": "undo" if entry.is_undo else "action",
        "action": entry.action,
        "retracts": entry.retracts,
        "undone": logged.undone,
        "announcements": list(logged.announcements),
        "recorded_ms": entry.recorded_ms,
    }


def _ordered_names(order: tuple[str, ...], names: frozenset[str] | set[str]) -> list[str]:
    listed = [n for n in order if n in names]
    return listed + sorted(set(names) - set(listed))


def _ordered(game: Game, battlefields: frozenset[str]) -> list[str]:
    return _ordered_names(game.battlefields, battlefields)


def _playing(game: Game) -> bool:
    return game.game_outcome.result == ONGOING and game.turn_in_progress


def _final_point(game: Game) -> dict[str, list[str]]:
    """Where a Conquer now would draw a card instead of the final point, player by player."""
    if not _playing(game):
        return {p: [] for p in game.players}
    control = game.controllers
    return {
        p: [b for b in game.battlefields if control[b] != p and game.conquer_would_draw(p, b)]
        for p in game.players
    }


def _holds_due(game: Game) -> list[str]:
    """What the next regular turn's player will Hold at its scoring step, as things stand."""
    if game.game_outcome.result != ONGOING:
        return []
    player = game.next_player()
    return [b for b, owner in game.controllers.items() if owner == player]


def _time(game: Game) -> dict[str, Any]:
    time = game.time
    return {
        "called": time.called,
        "additional_turns": time.additional_turns,
        "additional_played": time.additional_played,
        "current_additional": time.current_additional,
        "additional_left": time.additional_left,
        "sudden_death": time.sudden_death,
    }


def _games(game: Game) -> list[dict[str, Any]]:
    return [
        {
            "number": g.number,
            "battlefields": list(g.battlefields),
            "first": g.first,
            "outcome": g.outcome.result,
            "winners": list(g.outcome.winners),
            "by": g.outcome.by,
            "scores": dict(g.scores),
        }
        for g in game.games
    ]
