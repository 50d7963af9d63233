"""An evening on the server, 64 to 256 players: pairing the next round and reading the
standings and the whole event, against the tournament package alone on the same facts.

For each size, an event is run through the service on a fresh SQLite file (or, with
`--postgres`, a scratch database made on that PostgreSQL server and dropped afterwards)
to round 4: the players registered, each round
paired, every table's result recorded by hand from seeded random results (none of this is
timed). Then, timed:

- **pair**: `Pairings.pair` for round 5: the event read back from its log and its
  games, the pairing, a game created for every table, all of it stored (one event run
  per `--repeat` at 64 players, since a round is paired once);
- **standings** and **event**: `Events.standings` and `Events.state` (what
  `GET .../standings.json` and `GET .../event` answer from), warm (the games in the
  server's memory) and cold (a new server on the same database: every game read back);
- **baseline**: `riftscore.tournament`'s `pair_swiss` and `standings` alone, on the very
  facts the service built: what no service can do faster.

Reads are timed `--repeat` times and the best counts. The last line is the ratio at 64
players: (pair + warm standings) over the baseline's (pair_swiss + standings).

    .venv/bin/python bench/evening.py                  # 64, 128, 256 on SQLite
    .venv/bin/python bench/evening.py --sizes 64 --postgres postgresql://postgres@127.0.0.1/test
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from riftscore.service import GameService
from riftscore.store import SqlStore, sqlite_url
from riftscore.tournament import pair_swiss, standings
from riftscore.web.view import round_table

try:
    from bench.harness import scratch_postgres
except ImportError:  # run as a script: bench/ is on sys.path, not the repository root
    from harness import scratch_postgres  # type: ignore[no-redef]

T = TypeVar("T")
TARGET_SECONDS = 1.0  # "well under a second on the server", at 64 players
ROUNDS_BEFORE = 4
RESULTS = ([2, 0], [2, 1], [1, 2], [0, 2], [1, 1])


def timed(run: Callable[[], T]) -> tuple[float, T]:
    gc.collect()
    start = time.perf_counter()
    answer = run()
    return time.perf_counter() - start, answer


def best_of(repeat: int, run: Callable[[], T]) -> tuple[float, T]:
    runs = [timed(run) for _ in range(repeat)]
    return min(t for t, _ in runs), runs[-1][1]


def played_evening(service: GameService, players: int, seed: int) -> tuple[str, str]:
    """A gathering played to round ROUNDS_BEFORE: (its id, the organiser's token)."""
    rng = random.Random(seed)
    created = service.gatherings.create(f"Bench {players}", {"seed": str(seed)})
    for number in range(players):
        service.players.register(
            created.id, token=created.token, body={"name": f"Player {number + 1}"}
        )
    for _ in range(ROUNDS_BEFORE):
        paired = service.pairings.pair(
            created.id, organiser_token=created.token, present=lambda live: None, pairings="swiss"
        )
        for table in paired.paired.tables:
            service.rulings.record_result(
                created.id,
                table.game,
                organiser_token=created.token,
                body={"game_wins": rng.choice(RESULTS)},
                present=lambda live: None,
            )
    return created.id, created.token


def pair_round_5(service: GameService, gathering_id: str, token: str) -> Any:
    # Paired and started at once, as the figures measured before pairing and starting
    # were two steps.
    return service.pairings.pair(
        gathering_id, organiser_token=token, present=round_table, pairings="swiss", start=True
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[64, 128, 256])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--postgres",
        metavar="ADMIN_URL",
        help="run on a scratch database of this PostgreSQL server (default: SQLite files)",
    )
    args = parser.parse_args()
    print(
        f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}, "
        f"load {os.getloadavg()[0]:.2f}; store: {'PostgreSQL' if args.postgres else 'SQLite'}"
    )
    with tempfile.TemporaryDirectory() as folder:
        if args.postgres:
            with scratch_postgres(args.postgres) as url:
                ratio = run(args, lambda size: url)
        else:
            ratio = run(args, lambda size: sqlite_url(Path(folder) / f"bench-{size}.sqlite3"))
    print(f"ratio {ratio:.2f}")


def run(args: argparse.Namespace, url_of: Callable[[int], str]) -> float:
    """Every size's figures printed; the ratio at the smallest."""
    ratios = [measure(args, size, url_of(size)) for size in args.sizes]
    return ratios[0]


def measure(args: argparse.Namespace, size: int, url: str) -> float:
    """One size's figures printed; its ratio."""
    store = SqlStore.open(url)
    service = GameService(store)
    pairs, baselines = [], []
    for run in range(args.repeat if size == min(args.sizes) else 1):
        gathering_id, token = played_evening(service, size, args.seed + run)
        before = service.events.state(gathering_id).event
        baselines.append(best_of(args.repeat, partial(pair_swiss, before))[0])
        pairs.append(timed(partial(pair_round_5, service, gathering_id, token))[0])
    pair, baseline_pair = min(pairs), min(baselines)
    warm, _ = best_of(args.repeat, lambda: service.events.standings(gathering_id))
    event_read, _ = best_of(args.repeat, lambda: service.events.state(gathering_id, round_table))
    after = service.events.state(gathering_id)
    baseline_standings, _ = best_of(args.repeat, lambda: standings(after.event))
    restarted = GameService(SqlStore.open(url))
    cold, _ = timed(lambda: restarted.events.standings(gathering_id))
    restarted.store.close()
    store.close()
    target = f" (target < {TARGET_SECONDS:.0f} s)" if size == 64 else ""
    print(
        f"{size} players, round 5, {len(after.facts.game_ids())} games: pair {pair:.3f} s{target}, "
        f"standings {warm:.3f} s warm, {cold:.3f} s cold, the whole event {event_read:.3f} s; "
        f"baseline pair_swiss {baseline_pair:.3f} s, standings {baseline_standings:.3f} s"
    )
    return (pair + warm) / (baseline_pair + baseline_standings)


if __name__ == "__main__":
    main()
