"""Replay throughput against the parse floor, measured in the same run (issue 2).

The corpus is bench/corpus.py's seeded random legal records, every mode, at least
1,000,000 actions (100,000 with --quick), each record one bytes blob as if read from its
file. Two things are timed over the whole corpus:

- the parse floor: split every record into lines and decode each line into plain Python
  objects with msgspec, and nothing else: no replay can be faster than this;
- replay: `riftscore.record.replay_bytes` on every record (decode, parse the actions,
  apply them, the engine's events), then its outcome.

Each is run several times, alternately, and the best time kept: this machine is shared
and noisy, and the best run is the one least disturbed. The last line is
`ratio X.XX` = replay time / parse-floor time (the target is at most 4.0). The line
before gives the same ratio by the process's CPU time (the best of each), which other
processes holding the cores disturb far less than the clock: compare that one between
runs on a busy machine.

    .venv/bin/python bench/replay.py            # the 1,000,000-action corpus
    .venv/bin/python bench/replay.py --quick    # 100,000 actions
"""

from __future__ import annotations

import argparse
import gc
import os
import time
from collections.abc import Callable

import msgspec

from riftscore.record import replay_bytes

try:
    from bench.corpus import action_count, load_corpus
except ModuleNotFoundError:  # run as `python bench/replay.py`: bench/ itself is on the path
    from corpus import action_count, load_corpus  # type: ignore[no-redef]

FULL_ACTIONS = 1_000_000
QUICK_ACTIONS = 100_000
TARGET_RATIO = 4.0


def parse_floor(records: list[bytes]) -> None:
    """Decode every line of every record into dicts, and nothing else."""
    decode = msgspec.json.Decoder().decode
    for record in records:
        for line in record.split(b"\n"):
            # The corpus has no whitespace-only lines: an empty test is the cheapest
            # way to skip the blank line after the final newline.
            if line:
                decode(line)


def replay_all(records: list[bytes]) -> None:
    """Replay every record through riftscore, down to its outcome."""
    for record in records:
        replay_bytes(record).outcome  # noqa: B018  # reading the outcome is part of the job


def best_times(
    contenders: dict[str, Callable[[list[bytes]], None]], records: list[bytes], repeat: int
) -> tuple[dict[str, float], dict[str, float]]:
    """The best of `repeat` runs of each, alternating so noise hits both alike: by the
    clock, and by the process's CPU time."""
    best = dict.fromkeys(contenders, float("inf"))
    best_cpu = dict.fromkeys(contenders, float("inf"))
    for _ in range(repeat):
        for name, run in contenders.items():
            # Start every run from the same heap: the previous run's garbage collected.
            gc.collect()
            cpu = time.process_time()
            started = time.perf_counter()
            run(records)
            best[name] = min(best[name], time.perf_counter() - started)
            best_cpu[name] = min(best_cpu[name], time.process_time() - cpu)
    return best, best_cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a 100,000-action corpus")
    parser.add_argument("--seed", type=int, default=1, help="the corpus's seed (default 1)")
    parser.add_argument("--repeat", type=int, default=5, help="runs of each (default 5)")
    args = parser.parse_args()

    actions = QUICK_ACTIONS if args.quick else FULL_ACTIONS
    started = time.perf_counter()
    records = load_corpus(args.seed, actions)
    loaded = time.perf_counter() - started
    action_total = sum(map(action_count, records))
    line_total = action_total + len(records)  # every record's header is a line too
    size = sum(map(len, records))
    print(
        f"corpus: seed {args.seed}, {len(records):,} records, {action_total:,} actions, "
        f"{line_total:,} lines, {size / 1e6:.1f} MB (ready in {loaded:.1f} s)"
    )

    # A busy machine slows both passes, but not always alike: say how busy it was.
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} at start")
    best, best_cpu = best_times(
        {"floor": parse_floor, "replay": replay_all}, records, repeat=max(1, args.repeat)
    )
    floor, replay = best["floor"], best["replay"]
    print(
        f"parse floor: {floor:.3f} s, {line_total / floor:,.0f} lines/s "
        f"({action_total / floor:,.0f} actions/s), best of {args.repeat}"
    )
    print(
        f"replay:      {replay:.3f} s, {action_total / replay:,.0f} actions/s "
        f"({replay / action_total * 1e6:.2f} µs an action), best of {args.repeat}"
    )
    cpu_floor, cpu_replay = best_cpu["floor"], best_cpu["replay"]
    print(
        f"by CPU time: parse floor {cpu_floor:.3f} s, replay {cpu_replay:.3f} s "
        f"({cpu_replay / action_total * 1e6:.2f} µs an action), cpu_ratio {cpu_replay / cpu_floor:.2f}"
    )
    print(f"target: ratio <= {TARGET_RATIO:.1f}")
    print(f"ratio {replay / floor:.2f}")


if __name__ == "__main__":
    main()
