"""Replay throughput against the parse floor, measured in the same run (issue 2).

The corpus is bench/corpus.py's seeded random legal records, every mode, at least
1,000,000 actions (100,000 with --quick), each record one bytes blob as if read from its
file. Two things are timed over the whole corpus:

- the parse floor: split every record into lines and decode each line into plain Python
  objects with msgspec, and nothing else: no replay can be faster than this;
- replay: `riftscore.record.replay_bytes` on every record (decode, parse the actions,
  apply them, the engine's events), then its outcome.

Each is run several times, alternately, and the best time kept: this machine is shared
and noisy, and the best run is the one least disturbed. Both rules cores are measured,
each in a process of its own with its own parse floor: the Python source (what
developers run) and the wheel's build compiled with mypyc (what `pip install` gives a
user, where a C compiler is at hand; build_support/compiled.py builds it, once per
source). Each says its ratio = replay time / parse-floor time, and the same by the
process's CPU time, which other processes holding the cores disturb far less than the
clock: compare that one between runs on a busy machine. The target (at most 4.0) is for
the compiled core: the last lines are `pure_ratio X.XX` and `ratio X.XX` (the compiled
core's, or the pure core's when no compiled build can be made).

    .venv/bin/python bench/replay.py            # the 1,000,000-action corpus
    .venv/bin/python bench/replay.py --quick    # 100,000 actions
    .venv/bin/python bench/replay.py --core pure    # one core only
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec

import riftscore.rules
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


def measure(args: argparse.Namespace) -> dict[str, float]:
    """This process's figures for its own rules core: the best times of each pass."""
    records = load_corpus(args.seed, QUICK_ACTIONS if args.quick else FULL_ACTIONS)
    best, best_cpu = best_times(
        {"floor": parse_floor, "replay": replay_all}, records, repeat=max(1, args.repeat)
    )
    return {
        "floor": best["floor"],
        "replay": best["replay"],
        "cpu_floor": best_cpu["floor"],
        "cpu_replay": best_cpu["replay"],
        "compiled": float(riftscore.rules.COMPILED),
    }


def measure_core(core: str, args: argparse.Namespace) -> dict[str, float] | None:
    """The figures of one core, measured in a process of its own: the source, or the
    wheel's compiled build (None if it cannot be built here)."""
    environ = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    if core == "compiled":
        try:
            environ["PYTHONPATH"] = str(build_support_compiled().build_for_tests())
        except (SystemExit, subprocess.CalledProcessError) as error:
            print(f"compiled core: not measured, it could not be built here ({error})")
            return None
    command = [sys.executable, str(Path(__file__).resolve()), "--measure", "--seed", str(args.seed)]
    command += ["--repeat", str(args.repeat), *(["--quick"] if args.quick else [])]
    ran = subprocess.run(command, env=environ, capture_output=True, text=True, check=True)
    figures: dict[str, float] = json.loads(ran.stdout)
    assert figures["compiled"] == (core == "compiled"), f"the {core} core was not the one run"
    return figures


def build_support_compiled() -> Any:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "build_support"))
    import compiled

    return compiled


def report(name: str, figures: dict[str, float], action_total: int, line_total: int) -> None:
    floor, replay = figures["floor"], figures["replay"]
    cpu_floor, cpu_replay = figures["cpu_floor"], figures["cpu_replay"]
    print(f"{name}:")
    print(
        f"  parse floor: {floor:.3f} s, {line_total / floor:,.0f} lines/s "
        f"({action_total / floor:,.0f} actions/s)"
    )
    print(
        f"  replay:      {replay:.3f} s, {action_total / replay:,.0f} actions/s "
        f"({replay / action_total * 1e6:.2f} µs an action)"
    )
    print(
        f"  by CPU time: parse floor {cpu_floor:.3f} s, replay {cpu_replay:.3f} s "
        f"({cpu_replay / action_total * 1e6:.2f} µs an action), cpu_ratio {cpu_replay / cpu_floor:.2f}"
    )
    print(f"  ratio {replay / floor:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a 100,000-action corpus")
    parser.add_argument("--seed", type=int, default=1, help="the corpus's seed (default 1)")
    parser.add_argument("--repeat", type=int, default=5, help="runs of each (default 5)")
    parser.add_argument(
        "--core",
        choices=("both", "pure", "compiled"),
        default="both",
        help="which rules core: the Python source, the wheel's compiled build, or both (default)",
    )
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:  # a child's run: its own core, figures as JSON
        print(json.dumps(measure(args)))
        return

    actions = QUICK_ACTIONS if args.quick else FULL_ACTIONS
    started = time.perf_counter()
    records = load_corpus(args.seed, actions)  # made here once, for the children to read
    loaded = time.perf_counter() - started
    action_total = sum(map(action_count, records))
    line_total = action_total + len(records)  # every record's header is a line too
    size = sum(map(len, records))
    print(
        f"corpus: seed {args.seed}, {len(records):,} records, {action_total:,} actions, "
        f"{line_total:,} lines, {size / 1e6:.1f} MB (ready in {loaded:.1f} s)"
    )
    del records

    # A busy machine slows both passes, but not always alike: say how busy it was.
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} at start")
    print(f"each pass: the best of {args.repeat} runs, alternating")
    cores = ("pure", "compiled") if args.core == "both" else (args.core,)
    measured: dict[str, dict[str, float]] = {}
    for core in cores:
        figures = measure_core(core, args)
        if figures is not None:
            measured[core] = figures
            report(CORE_NAMES[core], figures, action_total, line_total)
    if not measured:
        raise SystemExit("no core was measured")
    print(f"target: ratio <= {TARGET_RATIO:.1f}, for the core a wheel installs (compiled)")
    if "pure" in measured and "compiled" in measured:
        figures = measured["pure"]
        print(f"pure_ratio {figures['replay'] / figures['floor']:.2f}")
    last = measured.get("compiled", measured.get("pure"))
    assert last is not None
    print(f"ratio {last['replay'] / last['floor']:.2f}")


CORE_NAMES = {
    "pure": "pure-Python core (the source, as developers run it)",
    "compiled": "compiled core (mypyc, as a wheel installs it)",
}


if __name__ == "__main__":
    main()
