"""Games as tables play them, for the load benchmarks: one action at a time, each legal.

A `TableGame` is a seeded game of one mode that hands out its next record action as a
JSON object. Legality comes from the rules core: a candidate action is applied to a local
`Game` first, and one that breaks a rule is dropped, so the server is only ever sent what
a table could really record (turns in order, conquests and holds, lost control, gains,
the odd burn out, adjustment or extra turn, and in a match the next game).

`long=True` keeps a game going for as long as it is asked: when somebody nears the
victory score, a judge's adjustment takes points back, as a table would record it. The
growth benchmark uses it to reach action 5,000 of one game.
"""

from __future__ import annotations

import json
import random
from typing import Any

from riftscore.record import parse_header
from riftscore.rules import Game, Mode, RuleError
from riftscore.rules import actions as act

PLAYERS = ("Ann", "Ben", "Chloé", "Dmitri")
BATTLEFIELDS = ("Grove", "Ruins", "Bridge", "Obelisk", "Forge", "Reef", "Vault", "Reef Gate")

# The modes a hall plays, in rough proportions (duels and matches above all).
MODES = (
    (Mode.DUEL, 35),
    (Mode.MATCH, 30),
    (Mode.TWO_VS_TWO, 15),
    (Mode.SKIRMISH, 10),
    (Mode.WAR, 10),
)


def header_for(mode: Mode, rng: random.Random) -> dict[str, Any]:
    players = {Mode.SKIRMISH: 3, Mode.WAR: 4, Mode.TWO_VS_TWO: 4}.get(mode, 2)
    fields = {Mode.SKIRMISH: 3, Mode.WAR: rng.choice((3, 4)), Mode.TWO_VS_TWO: 3}.get(mode, 2)
    header: dict[str, Any] = {
        "format": "riftscore/1",
        "mode": mode.value,
        "players": list(PLAYERS[:players]),
        "battlefields": rng.sample(BATTLEFIELDS, fields),
    }
    if mode is Mode.TWO_VS_TWO:  # players alternate teams
        header["teams"] = [[PLAYERS[0], PLAYERS[2]], [PLAYERS[1], PLAYERS[3]]]
    return header


class TableGame:
    """One table's game: `next_action()` until it returns None (the game is over)."""

    def __init__(self, seed: int, mode: Mode | None = None, *, long: bool = False) -> None:
        self.rng = random.Random(seed)
        if mode is None:
            modes, weights = zip(*MODES, strict=True)
            mode = self.rng.choices(modes, weights)[0]
        self.header = header_for(mode, self.rng)
        self.game = Game(parse_header(self.header))
        self.long = long
        self.count = 0

    @property
    def over(self) -> bool:
        return self.game.outcome.result != "ongoing"

    def next_action(self) -> dict[str, Any] | None:
        """The next legal action as a record object (already applied locally), or None."""
        if self.over:
            return None
        for _ in range(200):
            candidate = self._candidate()
            try:
                self.game.apply(candidate)
            except RuleError:
                continue
            self.count += 1
            return act.to_dict(candidate)
        raise RuntimeError(f"no legal action found after {self.count} actions: {self.header}")

    def undo(self) -> None:
        """Take back the last action, as the tracker's undo does (the game is replayed)."""
        kept = self.game.actions[:-1]
        self.game = Game(self.game.header)
        for action in kept:
            self.game.apply(action)
        self.count -= 1

    def record(self) -> list[dict[str, Any]]:
        """The actions in force, as record objects."""
        return [act.to_dict(action) for action in self.game.actions]

    def actions(self, count: int) -> list[dict[str, Any]]:
        """The next `count` actions (fewer if the game ends first)."""
        out = []
        while len(out) < count:
            action = self.next_action()
            if action is None:
                break
            out.append(action)
        return out

    def _candidate(self) -> Any:
        game, rng = self.game, self.rng
        if game.game_outcome.result != "ongoing":  # a match between games
            return self._next_game()
        players, fields = game.players, game.battlefields
        if self.long:
            leader = max(players, key=game.score)
            if game.score(leader) >= game.victory_score - 2 and game.turn_in_progress:
                return act.Adjust(leader, -3, "judge ruling")
        if not game.turn_in_progress:
            if rng.random() < 0.03:
                return act.Turn(rng.choice(players), extra=True)
            return act.Turn(game.next_player())
        roll = rng.random()
        player = game.turn_player if rng.random() < 0.7 else rng.choice(players)
        assert player is not None
        if roll < 0.45:
            return act.Control(player, rng.choice(fields))
        if roll < 0.60:
            return act.LoseControl(rng.choice(fields))
        if roll < 0.66:
            return act.Gain(player, 1, rng.choice(("Fiery Insight", "Victory Token", None)))
        if roll < 0.68:
            opponents = [p for p in players if p != player][:1]
            return act.BurnOut(player, tuple(opponents))
        if roll < 0.70:
            return act.Adjust(player, rng.choice((-1, 1)), "missed Hold")
        if roll < 0.85:
            return act.EndTurn()
        return act.Turn(game.next_player())

    def _next_game(self) -> act.NextGame:
        game = self.game
        free = [b for b in BATTLEFIELDS if b not in game.set_aside]
        loser = min(game.players, key=lambda p: game.game_wins[p])
        return act.NextGame(tuple(self.rng.sample(free, 2)), loser)


def record_lines(header: dict[str, Any], actions: list[dict[str, Any]]) -> bytes:
    """A whole record (JSON Lines) of a header and actions, as `/api/games/import` takes it."""
    lines = [header, *actions]
    return "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines).encode()
