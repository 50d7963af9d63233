"""Events written as an organiser reads them off the result slips.

    event("Ann Ben Cat Dan Eve", [
        "Ann 2-1 Ben, Cat 2-0 Dan, bye Eve",     # round 1
        "Ann 1-1-1 Cat, Eve 2-0 Ben (Ben no-show), bye Dan",
    ])

A table is `A w-l B` (game wins), `A w-l-d B` (and games drawn), `(X no-show)` marks an
absent entrant; a pod is `A B C D: A` (A won its one game) or `A B C: draw`. An entrant's
id is its name in lower case.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from riftscore.tournament import Entrant, Event, Points, Result, Round, Stage, Table

MATCH = re.compile(r"^(\w+) (\d+)-(\d+)(?:-(\d+))? (\w+)(?: \((\w+) no-show\))?$")
POD = re.compile(r"^([\w ]+): (\w+)$")


def eid(name: str) -> str:
    return name.lower()


def table(text: str) -> Table:
    text = text.strip()
    if found := MATCH.match(text):
        a, wins_a, wins_b, drawn, b, absent = found.groups()
        return Table(
            (eid(a), eid(b)),
            Result(
                (int(wins_a), int(wins_b)),
                int(drawn or 0),
                (eid(absent),) if absent else (),
            ),
        )
    if found := POD.match(text):
        seats = tuple(eid(n) for n in found.group(1).split())
        outcome = found.group(2)
        if outcome == "draw":
            return Table(seats, Result((0,) * len(seats), 1))
        return Table(seats, Result(tuple(int(s == eid(outcome)) for s in seats)))
    return Table(tuple(eid(n) for n in text.split(" v ")))  # paired, no result yet


def round_(number: int, text: str, stage: Stage = Stage.SWISS) -> Round:
    tables: list[Table] = []
    byes: list[str] = []
    for part in (p.strip() for p in text.split(",") if p.strip()):
        if part.startswith("bye "):
            byes.append(eid(part.removeprefix("bye ")))
        else:
            tables.append(table(part))
    return Round(number, tuple(tables), tuple(byes), stage)


def event(
    names: str | Iterable[str],
    rounds: Sequence[str] = (),
    *,
    seed: str = "test",
    points: Points | None = None,
    dropped: dict[str, int] | None = None,
    joined: dict[str, int] | None = None,
    cut: int | None = None,
    cut_rounds: Sequence[str] = (),
) -> Event:
    """An event of the named entrants (`dropped`: name -> the last round played;
    `joined`: name -> its first round) and its rounds, Swiss then top cut."""
    dropped = dropped or {}
    joined = joined or {}
    listed = names.split() if isinstance(names, str) else list(names)
    entrants = tuple(
        Entrant(eid(n), n, joined_round=joined.get(n, 1), dropped_after=dropped.get(n))
        for n in listed
    )
    played = [round_(i, text) for i, text in enumerate(rounds, 1)]
    played += [round_(len(rounds) + i, text, Stage.TOP_CUT) for i, text in enumerate(cut_rounds, 1)]
    return Event(entrants, seed, tuple(played), points or Points(), cut)


def names(event_: Event, ids: Iterable[str | None]) -> list[str | None]:
    return [None if i is None else event_.name(i) for i in ids]
