"""A full hall over HTTP: many tables posting actions to one `riftscore serve`, on loopback.

The server runs in its own process (`riftscore serve` on SQLite in a fresh folder, and
with `--postgres URL` also on a scratch database of that PostgreSQL server). The client,
one asyncio process with httpx, plays one realistic game per table (bench/tables.py: legal
actions of every mode, sent as the tracker sends them, with If-Match and an
Idempotency-Key) and starts a new game when one ends. The tables are those of one
gathering with a timed round running (so every action also reads its table's clock), as
at an event; --no-gathering plays games on their own. Phases:

- paced: every table posts one action every few seconds (uniform in 0.5-1.5 x --interval),
  as a hall plays; then the same number of clients, same pacing, on GET /api/ping, the
  server's bare endpoint. This is the latency target: p99 <= 25 ms with 200 tables.
- burst: every table posts as fast as its answers come back, then the same on /api/ping.
  Throughput target: actions/s at least half the bare endpoint's requests/s (ratio >= 0.5).

Both run --rounds times, alternately (3 by default, 1 with --quick); every round is
printed, and the figures kept are the least disturbed round's (the lowest paced p99, with
its own ping baseline; the highest burst rates), as bench/replay.py keeps its fastest
run: on a shared machine the best round is the one least disturbed by other processes.
- memory: the server is filled to --live games (whole games imported, each one kept in
  the server's cache) and its resident memory read from /proc (VmRSS, VmHWM). Target: at
  most 300 MB with 1,000 games live.
- pauses: every answer's Server-Timing says how long garbage collections held it up
  (`gc;dur=`), and the server logs its collections when it stops: the longest, by
  generation, against the target of 10 ms (with 1,000 games live, as the imports pile
  them up). --no-settle runs the server without riftscore.web.heap's settling, as before.

CPU seconds used by the server and by this client during each phase are printed, so a
reader can see which side was the bottleneck, with the machine's load average; and next
to each latency the server's own (its Server-Timing header: from the request reaching
the app to the answer starting), so that time lost in this client or to other processes
on a shared machine shows as the difference. The last line is
`p99_ms=... ratio=... rss_mb=... gc_ms=...` for SQLite (and the same keys prefixed `pg_`
for PostgreSQL, when it ran).

    .venv/bin/python bench/serve.py --quick
    .venv/bin/python bench/serve.py --tables 200 --postgres postgresql://postgres@127.0.0.1:5432/postgres
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import os
import random
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx

try:
    from bench.harness import Server, machine, percentile, scratch_postgres, serving
    from bench.tables import TableGame, record_lines
except ImportError:  # run as a script: bench/ is on sys.path, not the repository root
    from harness import Server, machine, percentile, scratch_postgres, serving  # type: ignore[no-redef]
    from tables import TableGame, record_lines  # type: ignore[no-redef]

LATENCY_TARGET_MS = 25.0
RATIO_TARGET = 0.5
RSS_TARGET_MB = 300.0
GC_TARGET_MS = 10.0  # design.md: no collection pause over 10 ms


def cpu_seconds(pid: int | None = None) -> float:
    """User + system CPU time of a process (this one by default), from /proc."""
    if pid is None:
        times = os.times()
        return times.user + times.system
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


@dataclass
class Phase:
    name: str
    latencies: list[float] = field(default_factory=list)  # seconds, as the client saw them
    server_ms: list[float] = field(default_factory=list)  # the server's own time (Server-Timing)
    gc_ms: list[float] = field(default_factory=list)  # collections holding up a request (gc;dur)
    # Each answer's Server-Timing, by metric (app, queue, work, db, gc), in step with
    # `latencies`: where the server's time went (riftscore.web.timing).
    timings: list[dict[str, float]] = field(default_factory=list)
    refused: dict[int, int] = field(default_factory=dict)  # status -> count
    failed: int = 0  # transport errors (each retried once)
    seconds: float = 0.0
    server_cpu: float = 0.0
    client_cpu: float = 0.0
    load: float = 0.0  # the machine's load average (1 min) at the phase's end

    @property
    def rate(self) -> float:
        return len(self.latencies) / self.seconds if self.seconds else 0.0

    @property
    def server_cpu_us(self) -> float:
        """The server's CPU time per request answered, in µs: its own cost, which other
        processes on the machine do not inflate as they do the rates."""
        return self.server_cpu / len(self.latencies) * 1e6 if self.latencies else math.nan

    def ms(self, q: float) -> float:
        return percentile(self.latencies, q) * 1000

    def server(self, q: float) -> float:
        return percentile(self.server_ms, q)

    def took(self, answer: httpx.Response, elapsed: float) -> None:
        self.latencies.append(elapsed)
        timing = {}
        for metric in answer.headers.get("server-timing", "").split(","):
            name, _, duration = metric.strip().partition(";dur=")
            if duration:
                timing[name] = float(duration)
        self.timings.append(timing)
        if "app" in timing:
            self.server_ms.append(timing["app"])
        if "gc" in timing:
            self.gc_ms.append(timing["gc"])

    def tail(self, q: float = 99) -> str:
        """The requests slower than the q-th percentile, on average: the client's time,
        the server's own (and what it went to), and the rest, spent outside the app (this
        client, the kernel, the server's event loop before and after the app)."""
        cut = percentile(self.latencies, q)
        slow = [
            (t, parts) for t, parts in zip(self.latencies, self.timings, strict=True) if t >= cut
        ]
        if not slow:
            return "no requests"

        def mean(name: str) -> float:
            return sum(parts.get(name, 0.0) for _, parts in slow) / len(slow)

        client = sum(t for t, _ in slow) / len(slow) * 1000
        spent = ", ".join(f"{name} {mean(name):.1f}" for name in ("queue", "work", "db", "gc"))
        return (
            f"the slowest {100 - q:g} % ({len(slow)}): {client:.1f} ms on average, the app "
            f"{mean('app'):.1f} ms ({spent}), outside the app {client - mean('app'):.1f} ms"
        )

    def held_up(self) -> str:
        """The requests that a garbage collection held up, and for how long at most."""
        if not self.gc_ms:
            return "no request held up by a garbage collection"
        return (
            f"{len(self.gc_ms)} requests held up by garbage collections, "
            f"for {max(self.gc_ms):.1f} ms at most (all its collections together)"
        )

    def line(self) -> str:
        problems = ""
        if self.refused or self.failed:
            problems = f", refused {self.refused}, resent {self.failed}"
        return (
            f"{self.name:<22} {len(self.latencies):>7} in {self.seconds:5.1f} s  "
            f"{self.rate:8.1f}/s  p50 {self.ms(50):6.2f} ms  p99 {self.ms(99):7.2f} ms  "
            f"(server's own p99 {self.server(99):6.2f} ms)  "
            f"cpu server {self.server_cpu:5.1f} s ({self.server_cpu_us:4.0f} µs a request), "
            f"client {self.client_cpu:5.1f} s, load {self.load:.1f}{problems}; {self.held_up()}"
        )


@dataclass
class Hall:
    """The gathering the tables play in, and its organiser's token."""

    id: str
    auth: dict[str, str]


class Table:
    """One table's phone: its game, its write token, the version it last saw."""

    def __init__(self, client: httpx.AsyncClient, seed: int, hall: Hall | None) -> None:
        self.client = client
        self.rng = random.Random(seed)
        self.seed = seed
        self.hall = hall
        self.games = 0
        self.id = ""
        self.auth: dict[str, str] = {}
        self.version = 0
        self.moves: list[bytes] = []  # the game's actions still to post, as JSON
        self.at = 0

    async def new_game(self) -> None:
        """Start the table's next game. Its actions are worked out now, whole, and kept as
        the JSON the phone will send, so that the rules and the encoding are no part of
        this client's time per request."""
        self.games += 1
        game = TableGame(self.seed * 1000 + self.games)
        self.moves = [json.dumps(move).encode() for move in game.actions(10_000)]
        self.at = 0
        if self.hall is None:
            answer = await self.client.post("/api/games", json=game.header)
        else:  # the organiser starts the table's game in the gathering
            answer = await self.client.post(
                f"/api/gatherings/{self.hall.id}/games",
                json={**game.header, "table": f"Table {self.seed + 1}"},
                headers=self.hall.auth,
            )
        answer.raise_for_status()
        body = answer.json()
        self.id, self.version = body["id"], body["version"]
        self.auth = {"Authorization": f"Bearer {body['write_token']}"}

    async def play_one(self, phase: Phase) -> None:
        """Post the game's next action (starting a new game first if it is over)."""
        if self.at == len(self.moves):
            await self.new_game()
        action = self.moves[self.at]
        self.at += 1
        headers = {
            **self.auth,
            "Content-Type": "application/json",
            "If-Match": f'"{self.version}"',
            "Idempotency-Key": secrets.token_urlsafe(12),
        }
        started = time.perf_counter()
        for attempt in (1, 2):
            try:
                answer = await self.client.post(
                    f"/api/games/{self.id}/actions", content=action, headers=headers
                )
                break
            except httpx.TransportError:
                # A connection the server closed while idle (keep-alive ran out): sent
                # again with the same key, as the tracker does, so it applies once.
                phase.failed += 1
                if attempt == 2:
                    raise
        elapsed = time.perf_counter() - started
        if answer.status_code == 200:
            phase.took(answer, elapsed)
            self.version = int(answer.headers["etag"].strip('"'))
        else:
            phase.refused[answer.status_code] = phase.refused.get(answer.status_code, 0) + 1

    async def ping(self, phase: Phase) -> None:
        started = time.perf_counter()
        for attempt in (1, 2):
            try:
                answer = await self.client.get("/api/ping")
                break
            except httpx.TransportError:
                phase.failed += 1
                if attempt == 2:
                    raise
        elapsed = time.perf_counter() - started
        if answer.status_code == 200:
            phase.took(answer, elapsed)
        else:
            phase.refused[answer.status_code] = phase.refused.get(answer.status_code, 0) + 1


async def run_phase(
    server: Server,
    tables: list[Table],
    name: str,
    *,
    ping: bool,
    seconds: float,
    interval: float | None,
) -> Phase:
    """Every table acts (or pings) for `seconds`: paced every ~`interval`, or back to back."""
    phase = Phase(name)
    deadline = time.perf_counter() + seconds

    async def one_table(table: Table) -> None:
        step = table.ping if ping else table.play_one
        if interval is None:
            while time.perf_counter() < deadline:
                await step(phase)
            return
        await asyncio.sleep(table.rng.uniform(0, interval))  # tables do not start in step
        while time.perf_counter() < deadline:
            await step(phase)
            await asyncio.sleep(interval * table.rng.uniform(0.5, 1.5))

    server_cpu, client_cpu = cpu_seconds(server.pid), cpu_seconds()
    started = time.perf_counter()
    await asyncio.gather(*(one_table(t) for t in tables))
    phase.seconds = time.perf_counter() - started
    phase.server_cpu = cpu_seconds(server.pid) - server_cpu
    phase.client_cpu = cpu_seconds() - client_cpu
    phase.load = os.getloadavg()[0]
    print(phase.line(), flush=True)
    return phase


async def fill(client: httpx.AsyncClient, count: int, seed: int, phase: Phase) -> int:
    """Import `count` whole games (the server keeps each one live); return the actions.
    Each import is timed in `phase`: as the games pile up, so does the collectors' work."""
    actions = 0
    semaphore = asyncio.Semaphore(8)

    async def one(number: int) -> None:
        nonlocal actions
        game = TableGame(seed + number)
        moves = game.actions(10_000)
        record = record_lines(game.header, moves)
        async with semaphore:
            started = time.perf_counter()
            answer = await client.post(
                "/api/games/import",
                content=record,
                headers={"Content-Type": "application/x-ndjson"},
            )
            phase.took(answer, time.perf_counter() - started)
        answer.raise_for_status()
        actions += len(moves)

    started = time.perf_counter()
    await asyncio.gather(*(one(n) for n in range(count)))
    phase.seconds = time.perf_counter() - started
    return actions


@dataclass
class Result:
    paced: Phase
    paced_ping: Phase
    burst: Phase
    burst_ping: Phase
    rss_mb: float
    hwm_mb: float
    live: int
    filling: Phase
    collections: dict[int, tuple[int, float, float]] = field(default_factory=dict)

    @property
    def ratio(self) -> float:
        return self.burst.rate / self.burst_ping.rate

    @property
    def gc_ms(self) -> float:
        """The longest garbage collection in the server, as it logged them (NaN: unknown)."""
        return max((longest for _, longest, _ in self.collections.values()), default=math.nan)

    @property
    def gc_cpu_ms(self) -> float:
        """The same, by the collector's CPU time (without other processes' turns)."""
        return max((cpu for _, _, cpu in self.collections.values()), default=math.nan)


async def bench(server: Server, args: argparse.Namespace) -> Result:
    # One client (one connection) per table, as each table has its own phone; one pool
    # shared by 200 connections costs httpx several ms of CPU a request, more than the server.
    timeout = httpx.Timeout(30.0)
    async with contextlib.AsyncExitStack() as stack:
        clients = [
            await stack.enter_async_context(
                httpx.AsyncClient(base_url=server.base, timeout=timeout)
            )
            for _ in range(args.tables + 1)
        ]
        client = clients.pop()
        hall = None
        if not args.no_gathering:
            answer = await client.post("/api/gatherings", json={"name": "Bench hall"})
            answer.raise_for_status()
            body = answer.json()
            hall = Hall(body["id"], {"Authorization": f"Bearer {body['organiser_token']}"})
        tables = [Table(c, seed, hall) for seed, c in enumerate(clients)]
        semaphore = asyncio.Semaphore(16)

        async def start(table: Table) -> None:
            async with semaphore:
                await table.new_game()

        await asyncio.gather(*(start(t) for t in tables))
        if hall is not None:  # a timed round for every table: each action reads its clock
            answer = await client.post(
                f"/api/gatherings/{hall.id}/rounds", json={"minutes": 180}, headers=hall.auth
            )
            answer.raise_for_status()
        warm = Phase("warm-up")
        for _ in range(3):  # every table's connection open, every code path run once
            await asyncio.gather(*(t.play_one(warm) for t in tables))
            await asyncio.gather(*(t.ping(warm) for t in tables))

        paced_rounds: list[tuple[Phase, Phase]] = []
        bursts: list[Phase] = []
        pings: list[Phase] = []
        for round_ in range(1, args.rounds + 1):
            paced = await run_phase(
                server,
                tables,
                f"paced actions #{round_}",
                ping=False,
                seconds=args.paced,
                interval=args.interval,
            )
            paced_ping = await run_phase(
                server,
                tables,
                f"paced ping #{round_}",
                ping=True,
                seconds=args.paced_ping,
                interval=args.interval,
            )
            paced_rounds.append((paced, paced_ping))
            pings.append(
                await run_phase(
                    server,
                    tables,
                    f"burst ping #{round_}",
                    ping=True,
                    seconds=args.burst,
                    interval=None,
                )
            )
            bursts.append(
                await run_phase(
                    server,
                    tables,
                    f"burst actions #{round_}",
                    ping=False,
                    seconds=args.burst,
                    interval=None,
                )
            )
        games = sum(t.games for t in tables)
        filling = Phase("imports")
        imported = await fill(client, max(0, args.live - games), 10_000_000, filling)
        print(
            f"memory: {games} games played, {max(0, args.live - games)} imported "
            f"({imported:,} actions) in {filling.seconds:.1f} s; "
            f"imports p99 {filling.ms(99):.1f} ms; {filling.held_up()}",
            flush=True,
        )
        rss, hwm = server.memory_mb()
    if len(paced_rounds) > 1:
        p99s = sorted(round_[0].ms(99) for round_ in paced_rounds)
        print(f"paced p99 of each round, lowest first: {', '.join(f'{p:.2f}' for p in p99s)} ms")
    paced, paced_ping = min(paced_rounds, key=lambda round_: round_[0].ms(99))
    return Result(
        paced,
        paced_ping,
        max(bursts, key=lambda p: p.rate),
        max(pings, key=lambda p: p.rate),
        rss,
        hwm,
        max(args.live, games),
        filling,
    )


def report(result: Result, backend: str, tables: int) -> list[str]:
    p99 = result.paced.ms(99)
    lines = [
        f"{backend}: paced p99 {p99:.2f} ms against {result.paced_ping.ms(99):.2f} ms "
        f"for the bare endpoint (target <= {LATENCY_TARGET_MS:g} ms with {tables} tables: "
        f"{'met' if p99 <= LATENCY_TARGET_MS else 'missed'}); the server's own p99 "
        f"{result.paced.server(99):.2f} ms against {result.paced_ping.server(99):.2f} ms",
        f"{backend}: burst {result.burst.rate:.0f} actions/s against "
        f"{result.burst_ping.rate:.0f} pings/s, ratio {result.ratio:.2f} "
        f"(target >= {RATIO_TARGET}: {'met' if result.ratio >= RATIO_TARGET else 'missed'}); "
        f"the server's CPU: {result.burst.server_cpu_us:.0f} µs an action, "
        f"{result.burst_ping.server_cpu_us:.0f} µs a ping",
        f"{backend}: resident memory {result.rss_mb:.0f} MB (peak {result.hwm_mb:.0f} MB) with "
        f"{result.live} games live (target <= {RSS_TARGET_MB:g} MB: "
        f"{'met' if result.rss_mb <= RSS_TARGET_MB else 'missed'})",
        f"{backend}: garbage collections in the server, by generation: "
        + ", ".join(
            f"{n}: {count} (longest {longest:.1f} ms, {cpu:.1f} ms of CPU)"
            for n, (count, longest, cpu) in sorted(result.collections.items())
        )
        + f"; the longest {result.gc_ms:.1f} ms ({result.gc_cpu_ms:.1f} ms of CPU; target "
        f"<= {GC_TARGET_MS:g} ms: {'met' if result.gc_ms <= GC_TARGET_MS else 'missed'})",
    ]
    for line in lines:
        print(line)
    return lines


def figures(result: Result, prefix: str = "") -> str:
    return (
        f"{prefix}p99_ms={result.paced.ms(99):.2f} {prefix}ratio={result.ratio:.2f} "
        f"{prefix}rss_mb={result.rss_mb:.0f} {prefix}gc_ms={result.gc_ms:.1f} "
        f"{prefix}gc_cpu_ms={result.gc_cpu_ms:.1f}"
    )


def run(args: argparse.Namespace, database_url: str | None, backend: str) -> Result:
    print(f"--- {backend}: {args.tables} tables, one action every ~{args.interval:g} s each")
    settings = {"SETTLE_HEAP_SECONDS": "0"} if args.no_settle else None
    with serving(database_url, settings=settings) as server:
        result = asyncio.run(bench(server, args))
    result.collections = server.collections()
    report(result, backend, args.tables)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="short phases: under a minute")
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--interval", type=float, default=3.0, help="seconds between actions")
    parser.add_argument("--paced", type=float, help="seconds of paced actions")
    parser.add_argument("--paced-ping", type=float, help="seconds of paced pings")
    parser.add_argument("--burst", type=float, help="seconds of each burst")
    parser.add_argument("--rounds", type=int, help="burst rounds (ping, then actions)")
    parser.add_argument("--live", type=int, default=1000, help="games live for the memory figure")
    parser.add_argument(
        "--no-gathering",
        action="store_true",
        help="games on their own, not tables of a gathering in a timed round",
    )
    parser.add_argument(
        "--no-settle",
        action="store_true",
        help="the server never settles its heap (RIFTSCORE_SETTLE_HEAP_SECONDS=0): "
        "its collections walk every game in memory, as before riftscore.web.heap",
    )
    parser.add_argument(
        "--postgres", metavar="URL", help="also run on a scratch database of this server"
    )
    args = parser.parse_args()
    quick = {"paced": 15.0, "paced_ping": 6.0, "burst": 3.0, "rounds": 1}
    full = {"paced": 30.0, "paced_ping": 10.0, "burst": 10.0, "rounds": 3}
    for key, value in (quick if args.quick else full).items():
        if getattr(args, key) is None:
            setattr(args, key, value)
    print(f"machine: {machine()}")
    sqlite = run(args, None, "sqlite")
    line = figures(sqlite)
    if args.postgres:
        with scratch_postgres(args.postgres) as url:
            postgres = run(args, url, "postgresql")
        line += " " + figures(postgres, "pg_")
    print(line)


if __name__ == "__main__":
    main()
