"""`riftscore check` streams: its peak memory over 10,000 records against over 100.

Writes `--records` legal records (bench/tables.py, every mode, one file each) to a
scratch folder, then runs `riftscore check` as its own process over the first 100 and
over all of them, alternately (`--repeat` times each), and reads each run's peak
resident memory (ru_maxrss, from wait4). A command that streams holds one record at a
time, so its peak should not grow with the number of records.

The last line is `rss_100_mb=... rss_10000_mb=... ratio=...` (ratio: the large run's
peak over the small run's; flat means close to 1).

    .venv/bin/python bench/check_memory.py --quick
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

try:
    from bench.harness import machine
    from bench.tables import TableGame, record_lines
except ImportError:  # run as a script: bench/ is on sys.path, not the repository root
    from harness import machine  # type: ignore[no-redef]
    from tables import TableGame, record_lines  # type: ignore[no-redef]

SMALL = 100


def write_records(folder: Path, count: int) -> int:
    """One record file per game; returns the number of actions written."""
    actions = 0
    for number in range(count):
        game = TableGame(number)
        moves = game.actions(10_000)
        actions += len(moves)
        (folder / f"{number:05d}.jsonl").write_bytes(record_lines(game.header, moves))
    return actions


def peak_rss_mb(paths: list[Path]) -> tuple[float, float, str]:
    """Run `riftscore check` on the paths: its peak RSS in MB, seconds, and last line."""
    program = [sys.executable, "-c", "from riftscore.cli import main; main()", "check"]
    started = time.perf_counter()
    process = subprocess.Popen(
        [*program, *map(str, paths)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    )
    assert process.stdout is not None
    output = process.stdout.read().decode()
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise RuntimeError(f"riftscore check failed: {output[-2000:]}")
    return usage.ru_maxrss * 1024 / 1e6, seconds, output.strip().splitlines()[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="one run each: under a minute")
    parser.add_argument("--records", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, help="runs of each size")
    args = parser.parse_args()
    repeat = args.repeat or (1 if args.quick else 3)
    print(f"machine: {machine()}")
    with tempfile.TemporaryDirectory(prefix="riftscore-check-") as scratch:
        large, small = Path(scratch) / "all", Path(scratch) / "few"
        large.mkdir()
        small.mkdir()
        started = time.perf_counter()
        actions = write_records(large, args.records)
        for path in sorted(large.iterdir())[:SMALL]:
            (small / path.name).symlink_to(path)
        print(
            f"{args.records:,} records ({actions:,} actions) written in "
            f"{time.perf_counter() - started:.1f} s"
        )
        peaks: dict[str, list[float]] = {"small": [], "large": []}
        for _ in range(repeat):
            for name, folder in (("small", small), ("large", large)):
                rss, seconds, last = peak_rss_mb([folder])
                peaks[name].append(rss)
                print(f"check {folder.name:<4} peak RSS {rss:6.1f} MB in {seconds:5.1f} s: {last}")
    rss_small, rss_large = min(peaks["small"]), min(peaks["large"])
    ratio = rss_large / rss_small
    print(f"peak RSS over {args.records:,} records against {SMALL}: ratio {ratio:.2f}")
    print(f"rss_{SMALL}_mb={rss_small:.1f} rss_{args.records}_mb={rss_large:.1f} ratio={ratio:.2f}")


if __name__ == "__main__":
    main()
