"""The event's rules that a request, a view and a page all need, each decided here once.

The service checks requests with these, the views carry them as options (docs/events.md,
"Options"), and the organiser's page renders those options: nobody else declares how
many games win a match, until which round entry is open, the sizes a top cut may have,
what a no-show is awarded, which mode a table of so many seats plays, or what a bye
counts for. The numbers are answers of the rules, never copied: `GAMES_TO_WIN` is the
game core's own (a match's game ends it there, `riftscore.rules.match`).

Pure: no I/O, nothing of the shell. Seats are counted from 0 in the table's order.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from riftscore.rules.match import GAMES_TO_WIN
from riftscore.tournament.errors import InvalidEvent

#: A match (two seats) is best of three: no side wins more than this, nor both this many.
MATCH_GAMES_TO_WIN = GAMES_TO_WIN
#: A match's games drawn at most: every game but the one that would have decided it.
MATCH_GAMES_DRAWN_MOST = 2 * GAMES_TO_WIN - 1
#: A pod (three or four seats) plays one game: won by one seat, or drawn.
POD_GAMES = 1
#: A Swiss round's minutes unless the organiser sets others: the Tournament Rules' advice.
ROUND_MINUTES = 60
#: Late entry: a player registering starts in the next round until this round is paired.
LAST_ENTRY_ROUND = 2
#: The sizes a top cut may have (single elimination: 1, 2 or 3 rounds).
CUT_SIZES = (2, 4, 8)
#: A bye is a match won without playing: the win, and the games of a whole match.
BYE_GAME_WINS = GAMES_TO_WIN

#: The modes an event can pair its Swiss rounds in, as the request names them.
EVENT_MODES = ("match", "duel", "2v2", "skirmish", "war")
#: The mode of a pod by its number of seats.
POD_MODES: Mapping[int, str] = MappingProxyType({3: "skirmish", 4: "war"})
#: The seats of an event's pods by its mode, the size preferred first (a skirmish event
#: seats threes, and fours only where threes would leave a bye).
POD_SEATS: Mapping[str, tuple[int, ...]] = MappingProxyType(
    {mode: (seats, *(s for s in POD_MODES if s != seats)) for seats, mode in POD_MODES.items()}
)
#: A table seats two (a match, a duel, a 2v2 game) up to a war pod's four.
MIN_SEATS = 2
MAX_SEATS = max(POD_MODES)


def entry_open(rounds_paired: int) -> bool:
    """Whether a player can still register: until round `LAST_ENTRY_ROUND` is paired.

    >>> [entry_open(n) for n in (0, 1, 2)]
    [True, True, False]
    """
    return rounds_paired < LAST_ENTRY_ROUND


def is_pod(seats: int) -> bool:
    """Whether a table of `seats` is a pod (skirmish, war): one game, no match."""
    return seats in POD_MODES


def plays_pods(event_mode: str) -> bool:
    """Whether an event of `event_mode` seats pods (skirmish, war) rather than pairs."""
    return event_mode in POD_SEATS


def cut_sizes(event_mode: str, rounds_paired: int, cut: int | None, active: int) -> tuple[int, ...]:
    """The sizes the organiser may cut to now: after a Swiss round, before any cut, in an
    event of two-seat tables (a top cut plays 1v1 matches), no more than are still in.

    >>> cut_sizes("match", 3, None, 6), cut_sizes("war", 3, None, 9), cut_sizes("match", 0, None, 9)
    ((2, 4), (), ())
    """
    if cut is not None or rounds_paired == 0 or plays_pods(event_mode):
        return ()
    return tuple(size for size in CUT_SIZES if size <= active)


def cut_rounds(size: int) -> int:
    """The single-elimination rounds of a top cut of `size` (a top 8: 3)."""
    return size.bit_length() - 1


def table_mode(event_mode: str, seats: int) -> str:
    """The mode of a table of `seats` entrants in an event of `event_mode`: a pod's by its
    seats (a war event's table of three is a skirmish), else the event's."""
    if plays_pods(event_mode):
        return POD_MODES[seats]
    return event_mode


def game_wins_most(seats: int) -> int:
    """The game wins a seat can have at a table of `seats`: a match's, or a pod's one."""
    return POD_GAMES if is_pod(seats) else MATCH_GAMES_TO_WIN


def games_drawn_most(seats: int) -> int:
    """The games drawn a table of `seats` can have: a match's, or a pod's one."""
    return POD_GAMES if is_pod(seats) else MATCH_GAMES_DRAWN_MOST


def whole_table_games(mode: str) -> int:
    """The games of a whole table of `mode`, as a walkover awards them: a match's, else
    the one game a duel, a 2v2 game or a pod plays."""
    return MATCH_GAMES_TO_WIN if mode == "match" else 1


@dataclass(frozen=True, slots=True)
class Ruling:
    """A table's result as the organiser records it: game wins by seat, games drawn, and
    the seats that did not come."""

    game_wins: tuple[int, ...]
    games_drawn: int = 0
    absent: tuple[int, ...] = ()


def no_show_ruling(mode: str, seats: int, absent: Collection[int]) -> Ruling:
    """The ruling for a table of `mode` and `seats` where the seats `absent` did not come
    (each loses, and is dropped, 414): a lone seat that came is awarded the games of a
    whole table (2-0 in a match, 1-0 in a duel or 2v2 game, the pod's game); seats that
    came to a pod are awarded none, as they play their game without the absent (its
    result recorded by hand, the absent kept); where nobody came, nobody is awarded one.

    >>> no_show_ruling("match", 2, {1})
    Ruling(game_wins=(2, 0), games_drawn=0, absent=(1,))
    >>> no_show_ruling("war", 4, {0, 2}).game_wins
    (0, 0, 0, 0)
    >>> no_show_ruling("skirmish", 3, {0, 2}).game_wins
    (0, 1, 0)
    """
    gone = tuple(sorted(set(absent)))
    if not gone or any(not 0 <= seat < seats for seat in gone):
        raise InvalidEvent(f"a no-show names seats of the table's {seats}, not {list(absent)}")
    came = [seat for seat in range(seats) if seat not in gone]
    wins = [0] * seats
    if len(came) == 1:
        wins[came[0]] = whole_table_games(mode)
    return Ruling(tuple(wins), 0, gone)


def no_show_rulings(
    mode: str, seats: int, absent: Collection[int], *, played: bool, latest: bool
) -> dict[int, Ruling]:
    """What each seat's no-show would record at a table now, by seat: the seat joins
    those `absent` already. None at a table whose game gave its result (`played`: they
    came and played), nor outside the latest round (a player seated since cannot have
    missed it), nor for a seat already absent."""
    if played or not latest:
        return {}
    return {
        seat: no_show_ruling(mode, seats, {*absent, seat})
        for seat in range(seats)
        if seat not in absent
    }
