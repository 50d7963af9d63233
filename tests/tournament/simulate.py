"""Simulated events: random results, drops, no-shows and a late entry, from a seeded rng."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from riftscore.tournament import Entrant, Event, Pairing, Result, Round, Table, pair_swiss

MATCH_RESULTS = [(2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0), (1, 1, 0), (1, 1, 1), (1, 0, 1)]


def random_result(table: Table, rng: random.Random, no_show_chance: float = 0.03) -> Result:
    seats = table.entrants
    if len(seats) > 2:  # a pod: one game, a winner or a draw
        if rng.random() < 0.1:
            return Result((0,) * len(seats), 1)
        winner = rng.randrange(len(seats))
        return Result(tuple(int(i == winner) for i in range(len(seats))))
    if rng.random() < no_show_chance:
        absent = rng.randrange(2)
        return Result((0, 2) if absent == 0 else (2, 0), absent=(seats[absent],))
    a, b, drawn = rng.choice(MATCH_RESULTS)
    return Result((a, b), drawn)


def play(round_: Round, rng: random.Random, no_show_chance: float = 0.03) -> Round:
    return replace(
        round_,
        tables=tuple(
            Table(t.entrants, random_result(t, rng, no_show_chance)) for t in round_.tables
        ),
    )


def simulate(
    players: int,
    rounds: int,
    rng: random.Random,
    *,
    pair: Callable[[Event], Pairing] = pair_swiss,
    check: Callable[[Event, Pairing], None] | None = None,
    drop_chance: float = 0.05,
    no_show_chance: float = 0.03,
    late_entry: bool = True,
) -> Event:
    """Pair and play `rounds` rounds of `players` entrants; `check` sees each pairing
    with the event it was paired from."""
    entrants = [Entrant(f"e{i:03d}", f"Player {i}") for i in range(players)]
    event = Event(tuple(entrants), seed=f"sim-{rng.random()}")
    for number in range(1, rounds + 1):
        if number == 2 and late_entry:
            entrants.append(Entrant(f"late{players}", "Late Comer", joined_round=2))
        if number > 1:  # drops between rounds
            entrants = [
                replace(e, dropped_after=number - 1)
                if e.dropped_after is None
                and e.joined_round < number
                and rng.random() < drop_chance
                and event.is_active(e.id, number - 1)
                else e
                for e in entrants
            ]
            event = replace(event, entrants=tuple(entrants))
        pairing = pair(event)
        if check is not None:
            check(event, pairing)
        event = replace(event, rounds=(*event.rounds, play(pairing.round, rng, no_show_chance)))
    return event
