"""Cost as a game grows: the latency of action 5,000 of one game against action 10.

The server must never replay a whole game per request: a table's 5,000th action should
cost what its 10th does. One long game is brought to action ~4,900 by importing its
record (a duel kept going by the table's own judge adjustments: bench/tables.py), and
`--samples` short games to action 9. Then, alternately, the next action of a short game
(its 10th) and the next action of the long game (4,901st on, so the samples centre on
5,000) are posted and timed, as the tracker posts them (If-Match, Idempotency-Key). An
undo costs the same comparison: undo at action 10 against undo at action ~5,000 (each
followed, untimed, by the action again).

The server runs as `riftscore serve` in its own process on SQLite (and, with --postgres
URL, on a scratch database of that server too). The last line is `ratio=... undo_ratio=...`:
median latency at ~5,000 over median at 10 (target: ratio <= 1.2).

    .venv/bin/python bench/growth.py --quick
"""

from __future__ import annotations

import argparse
import secrets
import time
from typing import Any

import httpx

try:
    from bench.harness import machine, percentile, scratch_postgres, serving
    from bench.tables import TableGame, record_lines
except ImportError:  # run as a script: bench/ is on sys.path, not the repository root
    from harness import machine, percentile, scratch_postgres, serving  # type: ignore[no-redef]
    from tables import TableGame, record_lines  # type: ignore[no-redef]

from riftscore.rules import Mode

TARGET = 1.2
LONG = 5_000
SHORT = 10


class Game:
    """A game on the server, its local twin (which picks the legal actions) and its token."""

    def __init__(self, client: httpx.Client, seed: int, actions_before: int) -> None:
        self.client = client
        self.twin = TableGame(seed, Mode.DUEL, long=True)
        moves = self.twin.actions(actions_before)
        answer = client.post(
            "/api/games/import",
            content=record_lines(self.twin.header, moves),
            headers={"Content-Type": "application/x-ndjson"},
        )
        answer.raise_for_status()
        body = answer.json()
        self.id, self.version = body["id"], body["version"]
        assert self.version == actions_before, body
        self.auth = {"Authorization": f"Bearer {body['write_token']}"}
        self.last: dict[str, Any] | None = None

    def _post(self, path: str, action: dict[str, Any] | None) -> float:
        headers = {
            **self.auth,
            "If-Match": f'"{self.version}"',
            "Idempotency-Key": secrets.token_urlsafe(12),
        }
        started = time.perf_counter()
        answer = self.client.post(f"/api/games/{self.id}/{path}", json=action, headers=headers)
        elapsed = time.perf_counter() - started
        if answer.status_code != 200:
            raise RuntimeError(f"{path} refused: {answer.status_code} {answer.text}")
        self.version = answer.json()["version"]
        return elapsed

    def act(self) -> float:
        """Post the next action; its latency in seconds."""
        action = self.twin.next_action()
        assert action is not None, "a long game never ends"
        self.last = action
        return self._post("actions", action)

    def undo_and_redo(self) -> float:
        """Undo the last action (timed), then post it again (not timed)."""
        assert self.last is not None
        elapsed = self._post("undo", None)
        self._post("actions", self.last)
        return elapsed


def summary(name: str, seconds: list[float]) -> str:
    ms = [s * 1000 for s in seconds]
    return (
        f"{name:<26} {len(ms):>4} samples  median {percentile(ms, 50):6.2f} ms  "
        f"p90 {percentile(ms, 90):6.2f} ms  p99 {percentile(ms, 99):6.2f} ms"
    )


def run(args: argparse.Namespace, database_url: str | None, backend: str) -> tuple[float, float]:
    samples, undos = args.samples, args.undos
    prefix = LONG - samples // 2
    print(f"--- {backend}: action {SHORT} of {samples} games against actions "
          f"{prefix + 1}-{prefix + samples} of one game")  # fmt: skip
    with serving(database_url) as server, httpx.Client(base_url=server.base, timeout=30) as client:
        started = time.perf_counter()
        long = Game(client, 1, prefix)
        shorts = [Game(client, 100 + n, SHORT - 1) for n in range(samples)]
        undo_shorts = [Game(client, 10_000 + n, SHORT) for n in range(undos)]
        print(f"set up in {time.perf_counter() - started:.1f} s")
        for _ in range(20):  # warm the connection and the code paths, on another game
            undo_shorts[0].act()
            undo_shorts[0].undo_and_redo()
        at_short: list[float] = []
        at_long: list[float] = []
        for number, short in enumerate(shorts):
            if number % 2:
                at_short.append(short.act())
                at_long.append(long.act())
            else:
                at_long.append(long.act())
                at_short.append(short.act())
        assert long.version == prefix + samples
        undo_short: list[float] = []
        undo_long: list[float] = []
        for number, short in enumerate(undo_shorts):
            short.act() if number else None  # its last action is the 10th (the warm-up's)
            if number % 2:
                undo_short.append(short.undo_and_redo())
                undo_long.append(long.undo_and_redo())
            else:
                undo_long.append(long.undo_and_redo())
                undo_short.append(short.undo_and_redo())
    print(summary(f"action {SHORT}", at_short))
    print(summary(f"action ~{LONG:,}", at_long))
    print(summary(f"undo at {SHORT}", undo_short))
    print(summary(f"undo at ~{LONG:,}", undo_long))
    ratio = percentile(at_long, 50) / percentile(at_short, 50)
    undo_ratio = percentile(undo_long, 50) / percentile(undo_short, 50)
    verdict = "met" if ratio <= TARGET else "missed"
    print(
        f"{backend}: ratio {ratio:.2f} (target <= {TARGET}: {verdict}), undo ratio {undo_ratio:.2f}"
    )
    return ratio, undo_ratio


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer samples: under a minute")
    parser.add_argument("--samples", type=int, help="actions timed at each end")
    parser.add_argument("--undos", type=int, help="undos timed at each end")
    parser.add_argument("--postgres", metavar="URL", help="also run on a scratch database")
    args = parser.parse_args()
    if args.samples is None:
        args.samples = 100 if args.quick else 400
    if args.undos is None:
        args.undos = 30 if args.quick else 100
    print(f"machine: {machine()}")
    ratio, undo_ratio = run(args, None, "sqlite")
    line = f"ratio={ratio:.2f} undo_ratio={undo_ratio:.2f}"
    if args.postgres:
        with scratch_postgres(args.postgres) as url:
            pg_ratio, pg_undo_ratio = run(args, url, "postgresql")
        line += f" pg_ratio={pg_ratio:.2f} pg_undo_ratio={pg_undo_ratio:.2f}"
    print(line)


if __name__ == "__main__":
    main()
