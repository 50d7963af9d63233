"""The facts of an event, as the service keeps them: entrants, rounds, tables, results.

Everything the organiser's pages show (standings, the next pairings, the bracket) is a
function of an `Event`; nothing else is remembered. Constructing an `Event` checks that
its facts fit together and raises `InvalidEvent` naming what does not, so the service
can build the event it would have after a request and refuse the request if it fails.

An entrant is whatever sits on one side of a table: a player, or a 2v2 team (who drops as
a whole, 603). A table seats two entrants (a duel, a best-of-three match, a 2v2 game) or
three or four (a skirmish or war pod).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING

from riftscore.tournament.errors import EntryClosed, InvalidEvent, PendingResults
from riftscore.tournament.event_rules import (
    CUT_SIZES,
    LAST_ENTRY_ROUND,
    MATCH_GAMES_TO_WIN,
    MAX_SEATS,
    MIN_SEATS,
    POD_GAMES,
    entry_open,
)

if TYPE_CHECKING:
    from collections.abc import Mapping


class Stage(enum.Enum):
    SWISS = "swiss"
    TOP_CUT = "top_cut"


class Outcome(enum.Enum):
    """What one entrant's table gave it: the match points follow from `Points`."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"


@dataclass(frozen=True, slots=True)
class Points:
    """Match points for a match won, drawn or lost (the organiser may change them).

    A bye scores a win. The defaults are the Tournament Rules' 3 / 1 / 0.
    """

    win: int = 3
    draw: int = 1
    loss: int = 0

    def __post_init__(self) -> None:
        if not self.win > self.draw >= self.loss >= 0:
            raise InvalidEvent(
                f"match points must give a win more than a draw and a draw at least as many "
                f"as a loss, none below 0: {self.win} / {self.draw} / {self.loss} does not"
            )

    def of(self, outcome: Outcome) -> int:
        if outcome is Outcome.WIN:
            return self.win
        if outcome is Outcome.DRAW:
            return self.draw
        return self.loss


@dataclass(frozen=True, slots=True)
class Entrant:
    """A player, or a 2v2 team with its `members`, in one event.

    `joined_round` is the first round the entrant can be paired in: 1, or 2 for a late
    entry (the round it missed is not a round played). `dropped_after` is the last round
    it was paired in before dropping (0: dropped before round 1); it is never paired
    again (414). A no-show at a table drops the entrant too, without setting this.
    """

    id: str
    name: str
    members: tuple[str, ...] = ()
    joined_round: int = 1
    dropped_after: int | None = None

    def __post_init__(self) -> None:
        if not self.id or not self.name:
            raise InvalidEvent("an entrant needs an id and a name")
        if any(not member for member in self.members) or len(set(self.members)) != len(
            self.members
        ):
            raise InvalidEvent(f"{self.name}'s members must be distinct, non-empty names")
        if not 1 <= self.joined_round <= LAST_ENTRY_ROUND:
            raise InvalidEvent(
                f"{self.name} cannot start in round {self.joined_round}: late entry is "
                f"open until round {LAST_ENTRY_ROUND} is paired"
            )
        if self.dropped_after is not None and self.dropped_after < self.joined_round - 1:
            raise InvalidEvent(
                f"{self.name} cannot drop after round {self.dropped_after}, before entering "
                f"in round {self.joined_round}"
            )


@dataclass(frozen=True, slots=True)
class Result:
    """How a table ended: each seat's game wins (in the table's order), the games drawn
    (no game win for anyone, 404.3), and the entrants who did not come (a no-show).

    A two-seat table is a match (best of three; a duel is a match of one game): more game
    wins takes it, equal game wins draws it (404.4-404.5). A pod of three or four plays
    one game: its winner takes the table, the others lose; a drawn game draws it for all.
    A no-show loses and is dropped; record the games its opponent is awarded (2-0 in a
    match, 1-0 in a duel), as for a bye.
    """

    game_wins: tuple[int, ...]
    games_drawn: int = 0
    absent: tuple[str, ...] = ()

    def games_played(self) -> int:
        return sum(self.game_wins) + self.games_drawn


@dataclass(frozen=True, slots=True)
class Table:
    """The entrants seated at one table, the higher-ranked (or higher seed) first."""

    entrants: tuple[str, ...]
    result: Result | None = None

    def __post_init__(self) -> None:
        if not MIN_SEATS <= len(self.entrants) <= MAX_SEATS:
            raise InvalidEvent(
                f"a table seats {MIN_SEATS} to {MAX_SEATS} entrants, not {len(self.entrants)}"
            )
        if len(set(self.entrants)) != len(self.entrants):
            raise InvalidEvent(f"a table seats {_first_repeat(self.entrants)!r} twice")
        if self.result is not None:
            self._check_result(self.result)

    def _check_result(self, result: Result) -> None:
        seats = len(self.entrants)
        if len(result.game_wins) != seats:
            raise InvalidEvent(
                f"a result gives game wins for {len(result.game_wins)} entrants, "
                f"but the table seats {seats}"
            )
        if min(result.game_wins) < 0 or result.games_drawn < 0:
            raise InvalidEvent("game wins and games drawn are never below 0")
        for absent in result.absent:
            if absent not in self.entrants:
                raise InvalidEvent(f"a result names {absent!r} absent, who is not at the table")
            if result.game_wins[self.entrants.index(absent)]:
                raise InvalidEvent(f"{absent!r} did not come, so won no game")
        if len(set(result.absent)) != len(result.absent):
            raise InvalidEvent(f"a result names {_first_repeat(result.absent)!r} absent twice")
        if seats == MIN_SEATS:
            most = MATCH_GAMES_TO_WIN
            if max(result.game_wins) > most or min(result.game_wins) == most:
                raise InvalidEvent(
                    f"a match ends once an entrant has won {most} games: "
                    f"{result.game_wins[0]}-{result.game_wins[1]} is no result"
                )
        elif result.games_played() > POD_GAMES:
            raise InvalidEvent(
                f"a skirmish or war table plays one game: give its winner {POD_GAMES} game "
                f"win, or {POD_GAMES} game drawn"
            )

    def outcomes(self) -> tuple[Outcome, ...] | None:
        """Each seat's outcome, or None while the table has no result."""
        if self.result is None:
            return None
        result = self.result
        present = [i for i, e in enumerate(self.entrants) if e not in result.absent]
        outcomes = [Outcome.LOSS] * len(self.entrants)
        if len(present) == 1:
            outcomes[present[0]] = Outcome.WIN
        elif present:
            most = max(result.game_wins[i] for i in present)
            leaders = [i for i in present if result.game_wins[i] == most]
            for i in leaders:
                outcomes[i] = Outcome.WIN if len(leaders) == 1 else Outcome.DRAW
        return tuple(outcomes)

    def winner(self) -> str | None:
        """The entrant who won the table, if one did."""
        outcomes = self.outcomes()
        if outcomes is None or Outcome.WIN not in outcomes:
            return None
        return self.entrants[outcomes.index(Outcome.WIN)]


@dataclass(frozen=True, slots=True)
class Round:
    """One round's tables and byes. A bye is a match won 2-0 in Swiss; in the top cut,
    `byes` lists whoever advances without playing (the opponent dropped, 414.6)."""

    number: int
    tables: tuple[Table, ...]
    byes: tuple[str, ...] = ()
    stage: Stage = Stage.SWISS

    def __post_init__(self) -> None:
        if self.number < 1:
            raise InvalidEvent(f"rounds are numbered from 1, not {self.number}")
        seated = [e for table in self.tables for e in table.entrants] + list(self.byes)
        if len(set(seated)) != len(seated):
            raise InvalidEvent(
                f"round {self.number} seats {_first_repeat(seated)!r} more than once"
            )

    def entrants(self) -> tuple[str, ...]:
        """Everyone in the round: at a table or with a bye."""
        return tuple(e for table in self.tables for e in table.entrants) + self.byes

    def pending(self) -> tuple[int, ...]:
        """The numbers (from 1) of the tables still without a result."""
        return tuple(i for i, table in enumerate(self.tables, 1) if table.result is None)


@dataclass(frozen=True, slots=True)
class Event:
    """Every fact of one event: its entrants, its rounds in order, the seed it recorded
    (for the first round's draw and the last tiebreaker), its match points, and the size
    of its top cut once the organiser cut."""

    entrants: tuple[Entrant, ...]
    seed: str
    rounds: tuple[Round, ...] = ()
    points: Points = Points()
    cut: int | None = None
    _by_id: Mapping[str, Entrant] = field(init=False, repr=False, compare=False)
    _no_show: Mapping[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_id: dict[str, Entrant] = {}
        for entrant in self.entrants:
            if entrant.id in by_id:
                raise InvalidEvent(f"two entrants have the id {entrant.id!r}")
            by_id[entrant.id] = entrant
        object.__setattr__(self, "_by_id", MappingProxyType(by_id))
        if not self.seed:
            raise InvalidEvent("an event needs the seed it recorded for its draws")
        if self.cut is not None and self.cut not in CUT_SIZES:
            raise InvalidEvent(
                f"a top cut is to the top {CUT_SIZES[0]} to {CUT_SIZES[-1]}, not {self.cut}"
            )
        self._check_members()
        object.__setattr__(self, "_no_show", MappingProxyType(self._check_rounds()))

    def _check_members(self) -> None:
        team_of: dict[str, str] = {}
        for entrant in self.entrants:
            for member in entrant.members:
                if member in team_of:
                    raise InvalidEvent(
                        f"{member} plays for both {team_of[member]} and {entrant.name}"
                    )
                team_of[member] = entrant.name

    def _check_rounds(self) -> dict[str, int]:
        """Check the rounds in order; return each no-show's round, by entrant."""
        gone: dict[str, int] = {}
        stage = Stage.SWISS
        for expected, round_ in enumerate(self.rounds, 1):
            if round_.number != expected:
                raise InvalidEvent(f"round {round_.number} comes where round {expected} should")
            if round_.stage is Stage.SWISS and stage is Stage.TOP_CUT:
                raise InvalidEvent(f"round {expected} is Swiss, after the top cut began")
            stage = round_.stage
            if stage is Stage.TOP_CUT:
                self._check_cut_round(round_)
            for entrant_id in round_.entrants():
                self._check_in_round(entrant_id, round_.number, gone)
            for table in round_.tables:
                if table.result is not None:
                    for absent in table.result.absent:
                        gone[absent] = round_.number
        return gone

    def _check_cut_round(self, round_: Round) -> None:
        if self.cut is None:
            raise InvalidEvent(f"round {round_.number} is a top-cut round, but nobody cut")
        for number, table in enumerate(round_.tables, 1):
            if len(table.entrants) != MIN_SEATS:
                raise InvalidEvent(
                    f"round {round_.number}, table {number}: a top-cut match seats two"
                )
            nobody_came = table.result is not None and len(table.result.absent) == MIN_SEATS
            if table.result is not None and table.winner() is None and not nobody_came:
                raise InvalidEvent(
                    f"round {round_.number}, table {number}: a top-cut match has a winner "
                    "(single elimination plays on until one)"
                )

    def _check_in_round(self, entrant_id: str, number: int, gone: Mapping[str, int]) -> None:
        entrant = self._by_id.get(entrant_id)
        if entrant is None:
            raise InvalidEvent(f"round {number} seats {entrant_id!r}, who is not an entrant")
        if number < entrant.joined_round:
            raise InvalidEvent(
                f"round {number} seats {entrant.name}, who entered in round {entrant.joined_round}"
            )
        if entrant.dropped_after is not None and number > entrant.dropped_after:
            raise InvalidEvent(
                f"round {number} seats {entrant.name}, who dropped after round "
                f"{entrant.dropped_after}"
            )
        if entrant_id in gone:
            raise InvalidEvent(
                f"round {number} seats {entrant.name}, who did not come to round "
                f"{gone[entrant_id]} and was dropped"
            )

    # ------------------------------------------------------------------ queries

    def entrant(self, entrant_id: str) -> Entrant:
        try:
            return self._by_id[entrant_id]
        except KeyError:
            raise InvalidEvent(f"{entrant_id!r} is not an entrant of this event") from None

    def name(self, entrant_id: str) -> str:
        return self.entrant(entrant_id).name

    @property
    def next_round(self) -> int:
        return len(self.rounds) + 1

    def swiss_rounds(self) -> tuple[Round, ...]:
        return tuple(r for r in self.rounds if r.stage is Stage.SWISS)

    def cut_rounds(self) -> tuple[Round, ...]:
        return tuple(r for r in self.rounds if r.stage is Stage.TOP_CUT)

    def dropped_after(self, entrant_id: str) -> int | None:
        """The last round the entrant is paired in: its drop, or the round it did not
        come to (a no-show drops, 414); None while it is still in."""
        dropped = self.entrant(entrant_id).dropped_after
        no_show = self._no_show.get(entrant_id)
        if dropped is None or no_show is None:
            return no_show if dropped is None else dropped
        return min(dropped, no_show)

    def is_active(self, entrant_id: str, number: int) -> bool:
        """Whether the entrant can be paired in round `number`: entered, not dropped."""
        entrant = self.entrant(entrant_id)
        dropped = self.dropped_after(entrant_id)
        return entrant.joined_round <= number and (dropped is None or dropped >= number)

    def entry_round(self) -> int:
        """The round a player registering now starts in; `EntryClosed` once round 2 is
        paired (late entry is open before round 2 only)."""
        if not entry_open(len(self.rounds)):
            raise EntryClosed(
                f"entry is closed: round {LAST_ENTRY_ROUND} has been paired "
                "(a player can join until then)"
            )
        return self.next_round

    def check_results_in(self) -> None:
        """Raise `PendingResults` naming every table of every round without a result."""
        missing = [
            f"round {round_.number}, table {number} ({self._names(round_.tables[number - 1])})"
            for round_ in self.rounds
            for number in round_.pending()
        ]
        if missing:
            raise PendingResults(
                "a table has no result yet: "
                + "; ".join(missing)
                + " (record it by hand if the game was not kept)"
            )

    def _names(self, table: Table) -> str:
        return " v ".join(self.name(e) for e in table.entrants)


def _first_repeat(items: tuple[str, ...] | list[str]) -> str:
    seen: set[str] = set()
    for item in items:
        if item in seen:
            return item
        seen.add(item)
    raise AssertionError("no repeat")  # pragma: no cover - called only after a repeat
