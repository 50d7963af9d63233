"""A paired table's game: the header it starts with, its sides, and the result it gives
the event (the game's own once it is over, or the organiser's ruling).

A side is whatever the event pairs: a player, or a 2v2 team (its two members). A game
lists its players in turn order; a 2v2 game alternates the teams' members, so its sides
are the header's `teams`, in order. A ruling keeps its game wins and absent seats by
side, in that order.

The battlefields policy (docs/events.md): each player brings a battlefield named after
them ("Ann's battlefield"), and a game uses those its mode uses: both in a duel or match,
all three in a skirmish, and in war and 2v2 all but the first player's (the first
player's are not used). A match's later games name theirs with the `game` action.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from riftscore.rules import DRAW, ONGOING, Game, Header, Mode
from riftscore.service.errors import Rejected
from riftscore.service.fields import optional_text
from riftscore.store import Entry
from riftscore.tournament import MATCH_GAMES_DRAWN_MOST, MATCH_GAMES_TO_WIN, no_show_ruling

TEAM_JOINER = " & "


@dataclass(frozen=True, slots=True)
class TableResult:
    """How a table ended, by side (in the game's order of sides): game wins, games drawn,
    the sides that did not come, and whether the organiser recorded it by hand."""

    game_wins: tuple[int, ...]
    games_drawn: int = 0
    absent: tuple[int, ...] = ()
    ruled: bool = False
    reason: str | None = None


def sides_of(header: Header) -> tuple[tuple[str, ...], ...]:
    """The game's sides, each the players who play it: the teams in 2v2, else each player."""
    if header.teams is not None:
        return tuple(tuple(team) for team in header.teams)
    return tuple((player,) for player in header.players)


def side_names(header: Header) -> tuple[str, ...]:
    """How each side is named: a player, or a team's members ("Ann & Cat")."""
    return tuple(TEAM_JOINER.join(side) for side in sides_of(header))


def table_header(
    mode: str,
    sides: Sequence[tuple[str, ...]],
    round_kind: str,
    legends: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """The record header of a paired table: its sides' players in seat order (the first
    side plays first in game 1), their battlefields by the policy, the round's type, and
    the players' legends as they registered them (the record's legends extension)."""
    if mode == "2v2":
        first, second = sides
        players = [first[0], second[0], first[1], second[1]]  # the teams alternate
    else:
        players = [player for side in sides for player in side]
    contributing = players[1:] if mode in ("war", "2v2") else players
    header: dict[str, Any] = {
        "format": "riftscore/1",
        "mode": mode,
        "players": players,
        "battlefields": [battlefield_of(player) for player in contributing],
    }
    if mode == "2v2":
        header["teams"] = [list(side) for side in sides]
    if round_kind != "swiss":
        header["round"] = round_kind
    if legends:
        header["legends"] = {player: legends[player] for player in players if player in legends}
    return header


def battlefield_of(player: str) -> str:
    return f"{player}'s battlefield"


def table_result(game: Game, ruling: Entry | None) -> TableResult | None:
    """The table's result: the last ruling if the organiser recorded one, else the game's
    own once it is over; None while it is being played."""
    if ruling is not None:
        assert ruling.ruling is not None
        return ruling_result(ruling.ruling)
    return played_result(game)


def ruling_result(ruling: dict[str, Any]) -> TableResult:
    return TableResult(
        tuple(ruling["game_wins"]),
        ruling.get("games_drawn", 0),
        tuple(ruling.get("absent", ())),
        ruled=True,
        reason=ruling.get("reason"),
    )


def played_result(game: Game) -> TableResult | None:
    """The result of a game that is over, by side: a match's game wins and drawn games; a
    single game (duel, 2v2, skirmish, war) is one game won by its winners' side, or drawn."""
    outcome = game.outcome
    if outcome.result == ONGOING:
        return None
    sides = sides_of(game.header)
    if game.mode is Mode.MATCH:
        drawn = sum(1 for g in game.games if g.outcome.result == DRAW)
        return TableResult(tuple(game.game_wins[player] for (player,) in sides), drawn)
    if outcome.result == DRAW:
        return TableResult((0,) * len(sides), 1)
    winners = set(outcome.winners)
    return TableResult(tuple(int(bool(winners & set(side))) for side in sides))


def no_show_result(header: Header, absent: Sequence[int]) -> dict[str, Any]:
    """The ruling, as the game log keeps it, for the table where the sides `absent` did
    not come: as the tournament rules award it (`tournament.no_show_ruling`)."""
    ruling = no_show_ruling(header.mode.value, len(sides_of(header)), absent)
    return ruling_data(ruling.game_wins, ruling.games_drawn, ruling.absent)


def ruling_data(game_wins: Sequence[int], drawn: int, absent: Sequence[int]) -> dict[str, Any]:
    return {"game_wins": list(game_wins), "games_drawn": drawn, "absent": sorted(absent)}


def parse_ruling(body: object, names: Sequence[str], ids: Sequence[str]) -> dict[str, Any]:
    """A ruling from a request: `game_wins` (one whole number a side, in the table's
    order), `games_drawn` (default 0), `absent` (entrant ids; default none), `reason`.
    Raises `Rejected` naming the field; whether the numbers make a result is the event's
    to say."""
    if not isinstance(body, dict):
        raise Rejected("body-not-object", code="invalid_json")
    unknown = sorted(set(body) - {"game_wins", "games_drawn", "absent", "reason"})
    if unknown:
        raise Rejected("result-field-unknown", code="invalid_field", key=unknown[0])
    wins = body.get("game_wins")
    order = tuple(names)  # the sides, in the table's order: a list the catalogue joins
    if (
        type(wins) is not list
        or len(wins) != len(names)
        or any(type(w) is not int or not 0 <= w <= MATCH_GAMES_TO_WIN for w in wins)
    ):
        raise Rejected(
            "result-game-wins",
            code="invalid_field",
            sides=len(names),
            limit=MATCH_GAMES_TO_WIN,
            order=order,
        )
    drawn = body.get("games_drawn", 0)
    if type(drawn) is not int or not 0 <= drawn <= MATCH_GAMES_DRAWN_MOST:
        raise Rejected("result-games-drawn", code="invalid_field", limit=MATCH_GAMES_DRAWN_MOST)
    absent = body.get("absent", [])
    if type(absent) is not list or any(type(a) is not str for a in absent):
        raise Rejected("result-absent-list", code="invalid_field")
    seats = []
    for entrant in absent:
        if entrant not in ids:
            raise Rejected(
                "result-absent-unknown", code="invalid_field", entrant=entrant[:40], order=order
            )
        seats.append(ids.index(entrant))
    if len(set(seats)) != len(seats):
        raise Rejected("result-absent-twice", code="invalid_field")
    ruling: dict[str, Any] = {"game_wins": wins, "games_drawn": drawn, "absent": sorted(seats)}
    reason = optional_text(body.get("reason"), "reason")
    if reason:
        ruling["reason"] = reason
    return ruling
