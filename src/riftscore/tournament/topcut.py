"""The top cut: single elimination among the best of the Swiss standings.

Seeds are the top 2 to 16 entrants (`CUT_SIZES`) still in the event after the Swiss
rounds (an entrant who dropped does not make the cut; the next one does). The bracket
pairs 1 v 8, 4 v 5, 2 v 7, 3 v 6 (1 v 4, 2 v 3 in a top 4; 1 v 16, 8 v 9, ... in a top 16)
and keeps its order: the winner of 1 v 8 meets the winner of 4 v 5. A size that is not a
power of two leaves places of its first round empty, and the best seeds drawn against
them go through without playing (a top 6: seeds 1 and 2 wait for the semi-finals;
`event_rules.bracket_order`, `cut_byes`). At every table the higher seed sits first and
chooses who goes first in game 1 (407.2.a). An entrant who drops after the cut is not
replaced: its opponent advances without playing (414.6), and a match whose two entrants
are both gone sends nobody on.

The seeds are worked out from the facts each time, so the service records the cut (its
size, `Event.cut`) together with the cut's first round: an entrant seated there who drops
later keeps its seed, and nobody can slip in between.
"""

from __future__ import annotations

from dataclasses import dataclass

from riftscore.tournament.errors import CannotPair, CutLargerThanField, InvalidEvent
from riftscore.tournament.event_rules import CUT_SIZES, bracket_order, largest_cut
from riftscore.tournament.facts import Event, Round, Stage, Table
from riftscore.tournament.standings import ranked
from riftscore.tournament.swiss import Pairing

_SIZES = f"{CUT_SIZES[0]} to {CUT_SIZES[-1]}"


@dataclass(frozen=True, slots=True)
class BracketMatch:
    """One match of the bracket: its two entrants (higher seed first; None where nobody
    came through) and their seeds, and whether it is `decided`, with its `winner` (None
    when neither entrant is left). `walkover`: the winner advanced without playing;
    `bye`: because the bracket drew nobody against it (a first-round place left empty).
    `round` is the event's round that seats it (None: not paired yet, or not played)."""

    entrants: tuple[str | None, str | None]
    seeds: tuple[int | None, int | None]
    decided: bool = False
    winner: str | None = None
    walkover: bool = False
    round: int | None = None
    bye: bool = False


@dataclass(frozen=True, slots=True)
class Bracket:
    """The top cut as far as it goes: the seeds (seed 1 first), each stage of the bracket
    (from the round of 16 to the final) with its matches in bracket order, and the
    champion once the final is decided."""

    size: int
    seeds: tuple[str, ...]
    stages: tuple[tuple[BracketMatch, ...], ...]
    champion: str | None

    @property
    def over(self) -> bool:
        """Whether the final is decided (won, or nobody came through to it)."""
        return len(self.stages[-1]) == 1 and self.stages[-1][0].decided


def cut_seeds(event: Event, size: int) -> tuple[str, ...]:
    """The `size` best entrants still in the event after its Swiss rounds, seed 1 first.

    Raises `CutLargerThanField` (with the largest cut there is) when fewer are still in."""
    if size not in CUT_SIZES:
        raise CannotPair(f"a top cut is to the top {_SIZES}, not {size}")
    swiss = event.swiss_rounds()
    last = swiss[-1].number if swiss else 0
    seeds = tuple(
        row.entrant for row in ranked(event, last) if event.is_active(row.entrant, last + 1)
    )[:size]
    if len(seeds) < size:
        largest = largest_cut(len(seeds))
        if largest is None:
            raise CannotPair(
                f"a top {size} needs {size} entrants still in the event; {len(seeds)} are"
            )
        raise CutLargerThanField(
            "cut-larger-than-field", size=size, left=len(seeds), largest=largest
        )
    return seeds


def _gone(event: Event, entrant: str | None, number: int) -> bool:
    """Whether the entrant is out of the event before round `number`."""
    if entrant is None:
        return True
    dropped = event.dropped_after(entrant)
    return dropped is not None and dropped < number


def bracket(event: Event) -> Bracket:
    """The bracket of `event`'s top cut, from its seeds and the results so far."""
    if event.cut is None:
        raise CannotPair(f"the organiser has not cut to a top {_SIZES}")
    seeds = cut_seeds(event, event.cut)
    seed_of = {entrant: i for i, entrant in enumerate(seeds, 1)}
    played = list(event.cut_rounds())
    number = len(event.swiss_rounds()) + 1  # the event's round a stage with a table uses
    slots = [None if s is None else seeds[s - 1] for s in bracket_order(event.cut)]
    stages: list[tuple[BracketMatch, ...]] = []
    while len(slots) > 1:
        pairs = [_ordered(slots[i], slots[i + 1], seed_of) for i in range(0, len(slots), 2)]
        to_play = [
            p for p in pairs if not _gone(event, p[0], number) and not _gone(event, p[1], number)
        ]
        round_ = played.pop(0) if to_play and played else None
        if round_ is not None:
            _check_round_plays(event, round_, to_play)
        first = not stages  # only the first round has places the bracket left empty
        stage = tuple(_match(event, pair, number, round_, seed_of, first) for pair in pairs)
        stages.append(stage)
        if not all(m.decided for m in stage):
            break
        if to_play:
            number += 1
        slots = [m.winner for m in stage]
    if played:
        raise InvalidEvent(
            f"round {played[0].number} is a top-cut round, but the bracket has no match left"
        )
    champion = slots[0] if len(slots) == 1 else None
    return Bracket(event.cut, seeds, tuple(stages), champion)


def _ordered(
    a: str | None, b: str | None, seed_of: dict[str, int]
) -> tuple[str | None, str | None]:
    """The higher seed first; an empty slot last."""
    if a is None or (b is not None and seed_of[b] < seed_of[a]):
        return b, a
    return a, b


def _match(
    event: Event,
    pair: tuple[str | None, str | None],
    number: int,
    round_: Round | None,
    seed_of: dict[str, int],
    first: bool,
) -> BracketMatch:
    seeds = (seed_of.get(pair[0]) if pair[0] else None, seed_of.get(pair[1]) if pair[1] else None)
    a_gone, b_gone = _gone(event, pair[0], number), _gone(event, pair[1], number)
    if a_gone or b_gone:
        winner = None if a_gone and b_gone else (pair[1] if a_gone else pair[0])
        bye = first and None in pair and winner is not None
        return BracketMatch(pair, seeds, True, winner, walkover=winner is not None, bye=bye)
    if round_ is None:
        return BracketMatch(pair, seeds)
    table = next(t for t in round_.tables if set(t.entrants) == set(pair))
    # A result with no winner in the cut is a double no-show: both out.
    decided = table.result is not None
    return BracketMatch(pair, seeds, decided, table.winner(), round=round_.number)


def _check_round_plays(
    event: Event, round_: Round, to_play: list[tuple[str | None, str | None]]
) -> None:
    expected = {frozenset(pair) for pair in to_play}
    seated = {frozenset(table.entrants) for table in round_.tables}
    if seated != expected:
        wanted = "; ".join(
            " v ".join(event.name(e) for e in pair if e is not None) for pair in to_play
        )
        raise InvalidEvent(f"round {round_.number} does not seat the bracket's matches ({wanted})")


def pair_top_cut(event: Event) -> Pairing:
    """The next round of the top cut: a table for each match whose two entrants are still
    in (the higher seed first), and a bye for each who advances without playing.

    Raises `PendingResults` while a table has no result, `CannotPair` before the cut or
    once it is over.
    """
    event.check_results_in()
    current = bracket(event)
    if current.over:
        raise CannotPair(
            f"the top cut is over: {event.name(current.champion)} won it"
            if current.champion
            else "the top cut is over: nobody is left in it"
        )
    stage = current.stages[-1]
    tables = []
    for match in stage:
        if not match.decided:
            higher, lower = match.entrants
            assert higher is not None and lower is not None  # undecided: both still in
            tables.append(Table((higher, lower)))
    byes = tuple(m.winner for m in stage if m.walkover and m.winner is not None)
    return Pairing(Round(event.next_round, tuple(tables), byes, Stage.TOP_CUT))
