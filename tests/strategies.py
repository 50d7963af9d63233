"""Hypothesis strategies for records: headers of every mode and lines drawn from the vocabulary.

The lines are drawn without asking the engine what is legal: random players, battlefields
and points, some of them wrong on purpose (an unknown name, a gain of 0, a turn out of
order). Whoever plays them keeps what the engine accepts and checks what it rejects.

Two settings profiles: "dev" (the default, quick) and "ci" (more examples). Pick one with
RIFTSCORE_HYPOTHESIS=ci; they decorate our tests only, not the whole session.
"""

from __future__ import annotations

import os
import unicodedata
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from riftscore.rules import FORMAT
from riftscore.service.fields import invisible, likeness

settings.register_profile(
    "riftscore-dev",
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "riftscore-ci",
    parent=settings.get_profile("riftscore-dev"),
    max_examples=1000,
)
PROFILE = settings.get_profile(f"riftscore-{os.environ.get('RIFTSCORE_HYPOTHESIS', 'dev')}")

Line = dict[str, Any]

#: mode: (players, battlefield counts allowed)
MODES: dict[str, tuple[int, tuple[int, ...]]] = {
    "duel": (2, (2,)),
    "match": (2, (2,)),
    "skirmish": (3, (3,)),
    "war": (4, (3, 4)),
    "2v2": (4, (3,)),
}
NAMES = ("Ann", "Ben", "Cat", "Dan")
FIELDS = ("Grove", "Ruins", "Altar", "Bridge", "Canyon", "Dunes", "Falls")
STRANGER = "Zed"  # never a player
NOWHERE = "Nowhere"  # never a battlefield
#: A turn line's player to fill in when the line is tried: whoever the players at the
#: table would say plays next (see `TurnOrder`), so that games get somewhere.
NEXT = "<next>"

odd_names = st.text(min_size=1, max_size=6).filter(lambda s: s not in (STRANGER, NOWHERE, NEXT))
#: Odd names that the tracker still keeps (riftscore.service.fields): visible characters,
#: composed, no space at either end.
tracker_names = (
    st.text(st.characters(categories=("L", "M", "N", "P", "S", "Zs")), min_size=1, max_size=6)
    .map(lambda s: unicodedata.normalize("NFC", s))
    .filter(lambda s: s == s.strip() and s and not any(invisible(c) for c in s))
    .filter(lambda s: s not in (STRANGER, NOWHERE, NEXT))
)


@st.composite
def headers(
    draw: st.DrawFn, mode: str | None = None, fields: int | None = None, *, tracker: bool = False
) -> Line:
    """A valid header of the mode (any mode if None), sometimes with house rules and a start.
    `tracker`: with names the tracker keeps (any the record format takes, otherwise)."""
    mode = mode or draw(st.sampled_from(sorted(MODES)))
    count, field_counts = MODES[mode]
    if draw(st.integers(0, 9)) == 0:
        names = tracker_names if tracker else odd_names
        players = draw(
            st.lists(names, min_size=count, max_size=count, unique_by=likeness if tracker else str)
        )
    else:
        players = list(draw(st.permutations(NAMES))[:count])
    fields = fields or draw(st.sampled_from(field_counts))
    in_play = list(draw(st.permutations(FIELDS))[:fields])
    header: Line = {"format": FORMAT, "mode": mode, "players": players, "battlefields": in_play}
    if mode == "2v2":
        teams = [[players[0], players[2]], [players[1], players[3]]]
        header["teams"] = draw(st.permutations([draw(st.permutations(t)) for t in teams]))
    if draw(st.booleans()):
        header["victory_score"] = draw(st.integers(1, 12))
    if draw(st.booleans()):
        header["round"] = draw(st.sampled_from(["swiss", "single_elimination"]))
    if draw(st.integers(0, 3)) == 0:
        scored = draw(st.lists(st.sampled_from(players), unique=True, max_size=count))
        if mode == "2v2":  # one name per team at most
            scored = [p for p in scored if p in players[::2]][:1] + [
                p for p in scored if p in players[1::2]
            ][:1]
        control = draw(
            st.dictionaries(st.sampled_from(in_play), st.sampled_from(players), max_size=3)
        )
        header["start"] = {
            "scores": {p: draw(st.integers(0, 7)) for p in scored},
            "control": control,
        }
    return header


def _weighted(**weights: int) -> list[str]:
    return [kind for kind, weight in weights.items() for _ in range(weight)]


def lines(
    header: Line, *, min_size: int = 30, max_size: int = 120
) -> st.SearchStrategy[list[Line]]:
    """Action lines for a game under this header: mostly plausible, sometimes wrong."""
    players = list(header["players"])
    mode = header["mode"]
    in_play = list(header["battlefields"])
    pool = in_play + [f for f in FIELDS if f not in in_play][: 4 if mode == "match" else 1]

    who = st.one_of(*([st.sampled_from(players)] * 12), st.just(STRANGER))
    where = st.one_of(*([st.sampled_from(in_play)] * 6), st.sampled_from(pool), st.just(NOWHERE))
    gain_points = st.one_of(st.integers(1, 3), st.sampled_from([0, -1, 5]))
    adjust_points = st.one_of(st.integers(-3, 3), st.sampled_from([-20, 4]))

    control = st.builds(lambda p, b: {"do": "control", "player": p, "battlefield": b}, who, where)
    lose = st.builds(lambda b: {"do": "lose_control", "battlefield": b}, where)
    gain = st.builds(
        lambda p, n, s: {"do": "gain", "player": p, "points": n} | ({"source": s} if s else {}),
        who,
        gain_points,
        st.sampled_from([None, "Ancient Ruins", "a spell"]),
    )
    burn_out = st.builds(
        lambda p, o: {"do": "burn_out", "player": p, "opponents": o},
        who,
        st.lists(who, min_size=1, max_size=3) | st.just([]),
    )
    adjust = st.builds(
        lambda p, n: {"do": "adjust", "player": p, "points": n, "reason": "judge call"},
        who,
        adjust_points,
    )
    victory = st.builds(lambda n: {"do": "set_victory_score", "points": n}, st.integers(-1, 12))
    resolvable = st.one_of(control, control, lose, gain, burn_out, adjust)
    resolve = st.builds(
        lambda a: {"do": "resolve", "actions": a},
        st.lists(resolvable | st.just({"do": "end_turn"}), max_size=4),
    )
    ally_chance = 3 if mode == "2v2" else 30

    @st.composite
    def turn(draw: st.DrawFn) -> Line:
        line: Line = {"do": "turn", "player": draw(st.sampled_from([NEXT] * 6) | who)}
        if draw(st.integers(0, 9)) == 0:
            line["extra"] = True
        if draw(st.integers(0, 7)) == 0:
            beginning = st.one_of(resolvable, victory, resolve, st.just({"do": "end_turn"}))
            line["beginning"] = draw(st.lists(beginning, min_size=1, max_size=3))
        if draw(st.integers(0, ally_chance)) == 0:
            line["ally_occupies"] = draw(st.lists(where, max_size=3))
        return line

    next_game = st.builds(
        lambda b, p: {"do": "game", "battlefields": b, "first": p},
        st.one_of(
            *([st.permutations(pool).map(lambda b: b[:2])] * 5),
            st.lists(st.sampled_from(pool), max_size=3),  # too few, too many, twice
        ),
        who,
    )
    kinds = {
        "turn": turn(),
        "control": control,
        "lose_control": lose,
        "gain": gain,
        "burn_out": burn_out,
        "adjust": adjust,
        "set_victory_score": victory,
        "resolve": resolve,
        "end_turn": st.just({"do": "end_turn"}),
        "time": st.just({"do": "time"}),
        "game": next_game,
        "concede": st.builds(lambda p: {"do": "concede", "player": p}, who),
    }
    menu = _weighted(
        turn=16,
        control=20,
        end_turn=10,
        lose_control=5,
        gain=6,
        burn_out=3,
        adjust=3,
        resolve=3,
        set_victory_score=1,
        time=1,
        game=8 if mode == "match" else 1,
        concede=1,
    )
    line = st.sampled_from(menu).flatmap(lambda kind: kinds[kind])
    return st.lists(line, min_size=min_size, max_size=max_size)


class TurnOrder:
    """Whose turn comes next, as the table sees it: the seat after the last regular turn."""

    def __init__(self, header: Line) -> None:
        self.players = list(header["players"])
        self.first = self.players[0]
        self.last: str | None = None

    def fill(self, line: Line) -> Line:
        if line["do"] == "turn" and line["player"] == NEXT:
            return {**line, "player": self.next()}
        return line

    def next(self) -> str:
        if self.last is None:
            return self.first
        return self.players[(self.players.index(self.last) + 1) % len(self.players)]

    def saw(self, line: Line) -> None:
        """An accepted line."""
        if line["do"] == "game":
            self.first, self.last = line["first"], None
        elif line["do"] == "turn" and not line.get("extra"):
            self.last = line["player"]


@st.composite
def games(draw: st.DrawFn) -> tuple[Line, list[Line]]:
    """A header of any mode and the lines tried after it."""
    header = draw(headers())
    return header, draw(lines(header))
