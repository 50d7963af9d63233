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
#: The sizes a top cut may have (single elimination: 1 to 4 rounds); a size that is not a
#: power of two gives its top seeds byes to the second round (`cut_byes`).
CUT_SIZES = tuple(range(2, 17))
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
    ((2, 3, 4, 5, 6), (), ())
    """
    if cut is not None or rounds_paired == 0 or plays_pods(event_mode):
        return ()
    return tuple(size for size in CUT_SIZES if size <= active)


def largest_cut(active: int) -> int | None:
    """The largest top cut of `active` entrants still in the event (None below two).

    >>> largest_cut(6), largest_cut(40), largest_cut(1)
    (6, 16, None)
    """
    fitting = [size for size in CUT_SIZES if size <= active]
    return fitting[-1] if fitting else None


def cut_rounds(size: int) -> int:
    """The single-elimination rounds of a top cut of `size`: a top 8 plays 3, and so does
    a top 6 (its seeds 1 and 2 wait out the first).

    >>> [cut_rounds(size) for size in (2, 3, 4, 6, 8, 9, 16)]
    [1, 2, 2, 3, 3, 4, 4]
    """
    return (size - 1).bit_length()


def bracket_places(size: int) -> int:
    """The places of a top cut's first round: the power of two that holds `size` seeds,
    the places beyond them empty (a bye for the seed drawn there).

    >>> bracket_places(6), bracket_places(8), bracket_places(9)
    (8, 8, 16)
    """
    return 1 << cut_rounds(size)


def bracket_order(size: int) -> tuple[int | None, ...]:
    """The seeds in bracket order, in pairs of the first round: each seed meets the one
    that adds up with it to one more than the places, so 1 and 2 meet only in the final;
    None where the seed would be beyond `size` (its opponent has a bye).

    >>> bracket_order(8)
    (1, 8, 4, 5, 2, 7, 3, 6)
    >>> bracket_order(6)
    (1, None, 4, 5, 2, None, 3, 6)
    """
    if size not in CUT_SIZES:
        raise InvalidEvent(f"a top cut is to the top {CUT_SIZES[0]} to {CUT_SIZES[-1]}, not {size}")
    order = [1]
    while len(order) < bracket_places(size):
        places = 2 * len(order) + 1
        order = [seed for upper in order for seed in (upper, places - upper)]
    return tuple(seed if seed <= size else None for seed in order)


def cut_byes(size: int) -> tuple[int, ...]:
    """The seeds of a top cut of `size` who go through its first round without playing:
    the best, as many as the bracket has empty places.

    >>> cut_byes(6), cut_byes(8), cut_byes(3)
    ((1, 2), (), (1,))
    """
    return tuple(range(1, bracket_places(size) - size + 1))


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
