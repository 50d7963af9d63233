"""Do imports hold up the tables' writes? (issue 14)

A real `riftscore serve` on SQLite. Four tables play, one action after another, the whole
time; for a first stretch alone (the baseline), then while two clients import a long
record in a loop, as fast as the server takes them. Printed: the tables' action latency
(p50, p99) in both stretches and the ratio of the p99s, and the imports done.

    .venv/bin/python -m bench.imports            # 20 s a stretch, records of 5,000 actions
    .venv/bin/python -m bench.imports --quick    # 6 s a stretch
    .venv/bin/python -m bench.imports --actions 38832   # the issue's 1 MB record

The creation limit per address is lifted for the run (the importers would otherwise be
told to wait after their first minute's share); the game-length limit is the server's.
"""

from __future__ import annotations

import argparse
import threading
import time

import httpx

from bench.harness import machine, percentile, serving
from bench.tables import TableGame, record_lines
from riftscore.rules import Mode

NDJSON = {"Content-Type": "application/x-ndjson"}
TABLES = 4
IMPORTERS = 2


def long_record(actions: int) -> bytes:
    twin = TableGame(11, Mode.DUEL, long=True)
    return record_lines(twin.header, [twin.next_action() or {} for _ in range(actions)])


class Table(threading.Thread):
    """A table that keeps playing; the latency of each action, by when it was sent."""

    def __init__(self, base: str, seed: int, stop: threading.Event) -> None:
        super().__init__(daemon=True)
        self.client = httpx.Client(base_url=base, timeout=30)
        self.stop = stop
        self.seed = seed
        self.timings: list[tuple[float, float]] = []

    def run(self) -> None:
        while not self.stop.is_set():
            twin = TableGame(self.seed, Mode.DUEL, long=True)
            self.seed += 1000
            created = self.client.post("/api/games", json=twin.header).json()
            url = f"/api/games/{created['id']}/actions"
            auth = {"Authorization": f"Bearer {created['write_token']}"}
            for _ in range(2000):
                action = twin.next_action()
                if action is None or self.stop.is_set():
                    break
                sent = time.perf_counter()
                answer = self.client.post(url, json=action, headers=auth)
                answer.raise_for_status()
                self.timings.append((sent, time.perf_counter() - sent))


class Importer(threading.Thread):
    def __init__(self, base: str, record: bytes, stop: threading.Event) -> None:
        super().__init__(daemon=True)
        self.client = httpx.Client(base_url=base, timeout=120)
        self.record = record
        self.stop = stop
        self.statuses: list[int] = []

    def run(self) -> None:
        while not self.stop.is_set():
            answer = self.client.post("/api/games/import", content=self.record, headers=NDJSON)
            self.statuses.append(answer.status_code)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="6 s a stretch instead of 20")
    parser.add_argument("--actions", type=int, default=5000, help="actions in each import")
    args = parser.parse_args()
    stretch = 6.0 if args.quick else 20.0
    record = long_record(args.actions)
    print(machine())
    print(f"record: {args.actions} actions, {len(record) / 1e6:.2f} MB")
    with serving(settings={"CREATIONS_BURST": "0"}) as server:
        stop = threading.Event()
        tables = [Table(server.base, seed, stop) for seed in range(TABLES)]
        for table in tables:
            table.start()
        time.sleep(1.0)  # warm up
        alone_from = time.perf_counter()
        time.sleep(stretch)
        importing_from = time.perf_counter()
        importers = [Importer(server.base, record, stop) for _ in range(IMPORTERS)]
        for importer in importers:
            importer.start()
        time.sleep(stretch)
        ended = time.perf_counter()
        stop.set()
        for thread in [*tables, *importers]:
            thread.join(120)
    timings = [t for table in tables for t in table.timings]
    alone = [took for sent, took in timings if alone_from <= sent < importing_from]
    importing = [took for sent, took in timings if importing_from <= sent < ended]
    statuses = [s for importer in importers for s in importer.statuses]
    done = statuses.count(201)
    print(
        f"{TABLES} tables alone:        {len(alone)} actions, p50 {percentile(alone, 50) * 1000:.1f} ms, "
        f"p99 {percentile(alone, 99) * 1000:.1f} ms"
    )
    print(
        f"while {IMPORTERS} clients import: {len(importing)} actions, "
        f"p50 {percentile(importing, 50) * 1000:.1f} ms, p99 {percentile(importing, 99) * 1000:.1f} ms; "
        f"{done} imports done ({len(statuses) - done} refused: {sorted(set(statuses) - {201})})"
    )
    ratio = percentile(importing, 99) / percentile(alone, 99)
    print(f"p99_ratio={ratio:.2f} p99_ms={percentile(importing, 99) * 1000:.1f}")


if __name__ == "__main__":
    main()
