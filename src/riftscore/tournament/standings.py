"""Standings (409): match points, then opponents' match-win %, game-win %, opponents'
game-win %, then the event's seeded random order.

The percentages are exact fractions while they are compared, so two entrants whose
tiebreakers are equal go to the random order, never to a rounding error; `Standing`
gives them as floats from 0 to 1.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import NamedTuple

from riftscore.tournament.draws import draw
from riftscore.tournament.event_rules import BYE_GAME_WINS
from riftscore.tournament.facts import Event, Outcome

FLOOR = Fraction(1, 3)  # no percentage counts for less
GAME_WON_POINTS = 3
GAME_DRAWN_POINTS = 1


@dataclass(slots=True)
class Record:
    """One entrant's Swiss rounds so far, as the percentages need them."""

    match_points: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    byes: int = 0
    game_points: int = 0
    games: int = 0
    # Everyone met at a table, once per round met (a pod gives two or three); a bye adds
    # nobody.
    opponents: list[str] = field(default_factory=list)

    @property
    def rounds(self) -> int:
        return self.won + self.drawn + self.lost + self.byes


def records(event: Event, through_round: int | None = None) -> dict[str, Record]:
    """Every entrant's record over the Swiss rounds up to `through_round` (all by
    default), counting the tables with a result and the byes."""
    out = {entrant.id: Record() for entrant in event.entrants}
    win = event.points.win
    for round_ in event.swiss_rounds():
        if through_round is not None and round_.number > through_round:
            break
        for entrant_id in round_.byes:
            record = out[entrant_id]
            record.byes += 1
            record.match_points += win
            record.game_points += BYE_GAME_WINS * GAME_WON_POINTS
            record.games += BYE_GAME_WINS
        for table in round_.tables:
            outcomes = table.outcomes()
            if outcomes is None or table.result is None:
                continue
            result = table.result
            for seat, (entrant_id, outcome) in enumerate(
                zip(table.entrants, outcomes, strict=True)
            ):
                record = out[entrant_id]
                record.match_points += event.points.of(outcome)
                if outcome is Outcome.WIN:
                    record.won += 1
                elif outcome is Outcome.DRAW:
                    record.drawn += 1
                else:
                    record.lost += 1
                record.game_points += (
                    GAME_WON_POINTS * result.game_wins[seat]
                    + GAME_DRAWN_POINTS * result.games_drawn
                )
                record.games += result.games_played()
                record.opponents.extend(e for e in table.entrants if e != entrant_id)
    return out


def match_win(record: Record, win_points: int) -> Fraction:
    """Match points over the most the rounds played could give, at least 1/3."""
    if record.rounds == 0:
        return FLOOR
    return max(FLOOR, Fraction(record.match_points, win_points * record.rounds))


def game_win(record: Record) -> Fraction:
    """Game points (3 a game won, 1 a game drawn) over 3 a game played, at least 1/3."""
    if record.games == 0:
        return FLOOR
    return max(FLOOR, Fraction(record.game_points, GAME_WON_POINTS * record.games))


def _mean(values: list[Fraction]) -> Fraction:
    return sum(values, Fraction(0)) / len(values) if values else FLOOR


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of the standings. `won`, `drawn` and `lost` count tables; `byes` apart
    (a bye scores a win's points); `rounds` is every round played, byes included."""

    rank: int
    entrant: str
    name: str
    match_points: int
    won: int
    drawn: int
    lost: int
    byes: int
    rounds: int
    omw: float
    gw: float
    ogw: float
    dropped: bool


class Ranked(NamedTuple):
    """An entrant's record and exact tiebreakers, as the standings order them."""

    entrant: str
    record: Record
    omw: Fraction
    gw: Fraction
    ogw: Fraction


def ranked(event: Event, through_round: int | None = None) -> list[Ranked]:
    """Every entrant with its record and exact tiebreakers, best first (409)."""
    recs = records(event, through_round)
    win = event.points.win
    mw = {e: match_win(r, win) for e, r in recs.items()}
    gw = {e: game_win(r) for e, r in recs.items()}
    rows = [
        Ranked(
            entrant.id,
            recs[entrant.id],
            _mean([mw[o] for o in recs[entrant.id].opponents]),
            gw[entrant.id],
            _mean([gw[o] for o in recs[entrant.id].opponents]),
        )
        for entrant in event.entrants
    ]
    rows.sort(
        key=lambda row: (
            -row.record.match_points,
            -row.omw,
            -row.gw,
            -row.ogw,
            draw(event.seed, "standings", row.entrant),
            row.entrant,  # two equal 64-bit draws: never seen, but still one order
        )
    )
    return rows


def standings(event: Event, through_round: int | None = None) -> tuple[Standing, ...]:
    """The standings after the Swiss rounds up to `through_round` (all by default).

    Tables without a result yet are left out; top-cut rounds never count. Entrants who
    dropped keep their line (marked `dropped`) and still count as opponents.
    """
    last = len(event.rounds) if through_round is None else through_round
    out = []
    for rank, (entrant_id, record, omw, gw, ogw) in enumerate(ranked(event, through_round), 1):
        dropped = event.dropped_after(entrant_id)
        out.append(
            Standing(
                rank=rank,
                entrant=entrant_id,
                name=event.name(entrant_id),
                match_points=record.match_points,
                won=record.won,
                drawn=record.drawn,
                lost=record.lost,
                byes=record.byes,
                rounds=record.rounds,
                omw=float(omw),
                gw=float(gw),
                ogw=float(ogw),
                dropped=dropped is not None and dropped <= last,
            )
        )
    return tuple(out)
