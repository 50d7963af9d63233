"""What a screen may offer now, as the rules core decides it: `Engine.options()`.

Every value is immutable and says, for the state it was read from, what an action would
do: a `control` (a Conquer worth a point, a card drawn instead, no point, or refused), who
may begin a turn (regular or extra), the Holds it would score and, in 2v2, which
battlefields its `ally_occupies` would take out of the final point, whether a `gain` or a
`lose_control` is accepted, who may gain a burn-out point, whether a concession is
accepted, and a match's next game. `Options.to_dict()` is its JSON shape, which the
tracker's view carries under `options`: a page shows these answers and works out none.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

#: `ConquerOption.result`: what `control` by that player there would do now.
POINT = "point"  # a Conquer worth a point
DRAWS_A_CARD = "draw"  # a Conquer that draws a card instead of the final point
NO_POINT = "no_point"  # control changes, no Conquer (scored already this turn, or barred)
REFUSED = "refused"  # the action would be refused; the reason is its error message


class ConquerOption(NamedTuple):
    result: str  # POINT, DRAWS_A_CARD, NO_POINT or REFUSED
    reason: str  # in words a player understands
    #: for DRAWS_A_CARD, the battlefields (in order) the player has yet to score this turn, this
    #: one aside, for the Conquer to gain the final point; empty otherwise
    unscored: tuple[str, ...] = ()


class NextGameOption(NamedTuple):
    """Between games of a match that goes on: what the next `game` action may say."""

    number: int
    chooser: str  # the loser of the previous game, who chooses who goes first
    #: battlefields seen in the match (the header's, then each game's) that a game may
    #: still use; a battlefield never seen before is allowed too
    battlefields_allowed: tuple[str, ...]
    set_aside: tuple[str, ...]  # used in a game somebody won: no later game may use them
    battlefields_needed: int  # how many battlefields a game is played on
    additional_turns: int  # 5 for the game a single-elimination match plays after time


class Options(NamedTuple):
    #: player -> battlefield in play -> what `control` there would do now
    conquer: Mapping[str, Mapping[str, ConquerOption]]
    #: player -> what they would Hold if their turn (regular or extra) began now, in
    #: battlefield order; empty once the game is over
    holds: Mapping[str, tuple[str, ...]]
    #: player -> who may gain that player's burn-out point now, in turn order
    burn_out_targets: Mapping[str, tuple[str, ...]]
    can_concede: bool  # whether a `concede` would be accepted now
    next_game: NextGameOption | None  # a match between games, not decided; else None
    #: whose regular turn a `turn` would begin now; None when it would be refused
    next_turn: str | None
    #: who may begin an extra turn (`"extra": true`) now, in turn order
    extra_turns: tuple[str, ...]
    #: player -> 2v2: the battlefields, in order, that a turn of theirs begun now (as for
    #: `holds`) may list as `ally_occupies` to change what a Conquer by their team would
    #: do; empty when no listing would change it (the final point is not within a
    #: Conquer's reach after its Holds), outside 2v2, or when that turn would be refused
    ally_occupies: Mapping[str, tuple[str, ...]]
    can_gain: bool  # whether a `gain` (of 1 point or more, by any player) is accepted now
    #: the battlefields, in order, whose `lose_control` would be accepted now
    lose_control: tuple[str, ...]

    def to_dict(self) -> dict[str, object]:
        """The JSON shape: mappings as objects, sequences as lists."""
        next_game = self.next_game
        return {
            "conquer": {
                player: {b: _conquer_dict(o) for b, o in row.items()}
                for player, row in self.conquer.items()
            },
            "holds": {player: list(held) for player, held in self.holds.items()},
            "burn_out_targets": {
                player: list(targets) for player, targets in self.burn_out_targets.items()
            },
            "can_concede": self.can_concede,
            "next_game": None
            if next_game is None
            else {
                "number": next_game.number,
                "chooser": next_game.chooser,
                "battlefields_allowed": list(next_game.battlefields_allowed),
                "set_aside": list(next_game.set_aside),
                "battlefields_needed": next_game.battlefields_needed,
                "additional_turns": next_game.additional_turns,
            },
            "next_turn": self.next_turn,
            "extra_turns": list(self.extra_turns),
            "ally_occupies": {player: list(b) for player, b in self.ally_occupies.items()},
            "can_gain": self.can_gain,
            "lose_control": list(self.lose_control),
        }


def _conquer_dict(option: ConquerOption) -> dict[str, object]:
    out: dict[str, object] = {"result": option.result, "reason": option.reason}
    if option.result == DRAWS_A_CARD:
        out["unscored"] = list(option.unscored)
    return out


def names(items: tuple[str, ...] | list[str]) -> str:
    """ "Grove", "Grove and Ruins", "Grove, Ruins and Spire"."""
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
