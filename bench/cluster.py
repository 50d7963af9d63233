"""Many machines: app servers on one PostgreSQL, a hall of 2,000 tables, and a watcher of each
table on another server than the one its phone writes to.

`--servers` (4) `riftscore serve` processes share a scratch database of the PostgreSQL
server given (dropped afterwards), each with its own cache of games and its own LISTEN
connection. One gathering has `--tables` (2,000) tables; each table's phone writes to one
server (table n to server n mod 4; the game is created there), and the round is started
(a timed round, so every action reads its table's clock). Each table has one watcher, a
live stream (`/stream`, Server-Sent Events) on another server than its writer's, spread
evenly over the other three: every update a watcher gets has crossed between servers
through PostgreSQL's NOTIFY. Every phone and watcher is a client of its own, from its own
loopback address (127.1.x.y), as phones on a store's network each have their own.

Measured (paced, as a hall plays: every table posts an action every `--interval` seconds,
uniform in 0.5-1.5 x, sent as the tracker sends it, with If-Match and an Idempotency-Key):

- the action: from the POST being sent to its answer; the server's own time too (its
  Server-Timing). Target: p99 <= 50 ms.
- fan-out: from the POST being sent to the watcher's stream delivering that version (or a
  later one), for every post. Target: p99 <= 100 ms.
- baselines of the same run: the same phones, same pace, on `GET /api/ping` (what any
  request costs on this machine under this load), and the POST's own answer for the
  fan-out (an update cannot reach a watcher before the write is done).

Everything runs on one machine: the servers, PostgreSQL and this client share its cores.
The CPU seconds of each side are printed for each phase (the servers', PostgreSQL's, this
client's), with the load average: the client's own work is time the servers did not get.

The last line is `p99_ms=N fanout_p99_ms=M`; the line before it gives the baselines.

    .venv/bin/python bench/cluster.py --quick          # within three minutes
    .venv/bin/python bench/cluster.py --postgres postgresql://postgres@127.0.0.1:5432/postgres
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import contextlib
import gc
import math
import os
import re
import ssl
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import psycopg

try:
    from bench.harness import Server, machine, percentile, scratch_postgres, serving
    from bench.serve import Hall, Phase, Table, cpu_seconds
    from bench.watchers import Board, watch
except ImportError:  # run as a script: bench/ is on sys.path, not the repository root
    from harness import Server, machine, percentile, scratch_postgres, serving  # type: ignore[no-redef]
    from serve import Hall, Phase, Table, cpu_seconds  # type: ignore[no-redef]
    from watchers import Board, watch  # type: ignore[no-redef]

from riftscore.store import Entry, GameInfo, SqlStore, libpq_conninfo

ACTION_TARGET_MS = 50.0
FANOUT_TARGET_MS = 100.0
ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/postgres"


def phone_address(number: int) -> str:
    """A loopback address of its own for each phone and watcher (127.1.0.1 onwards)."""
    return f"127.1.{number // 250}.{number % 250 + 1}"


class Phones:
    """httpx clients, each with one connection from its own address. They share one TLS
    context (unused on plain HTTP): building one each costs 25 ms and a megabyte."""

    def __init__(self, stack: contextlib.AsyncExitStack) -> None:
        self._stack = stack
        self._tls = ssl.create_default_context()
        self._made = 0

    async def client(self, base: str, timeout: float | None = 30.0) -> httpx.AsyncClient:
        transport = httpx.AsyncHTTPTransport(
            local_address=phone_address(self._made), verify=self._tls
        )
        self._made += 1
        return await self._stack.enter_async_context(
            httpx.AsyncClient(
                base_url=base,
                transport=transport,
                timeout=httpx.Timeout(timeout),
                trust_env=False,
            )
        )


def postgres_cpu() -> dict[int, float]:
    """CPU seconds used so far by each of the machine's PostgreSQL processes (its server
    is shared with whatever else uses it: an upper bound for this benchmark's share)."""
    used = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                if (entry / "comm").read_text().strip() == "postgres":
                    used[int(entry.name)] = cpu_seconds(int(entry.name))
    return used


@dataclass
class Load:
    """Who used the machine's CPU during a phase."""

    servers: list[float]
    postgres: float
    client: float
    load: float = field(default_factory=lambda: os.getloadavg()[0])

    def line(self) -> str:
        servers = " + ".join(f"{s:.1f}" for s in self.servers)
        return (
            f"cpu: servers {servers} s, postgres {self.postgres:.1f} s, "
            f"client {self.client:.1f} s; load {self.load:.1f}"
        )


class CpuMeter:
    def __init__(self, servers: list[Server]) -> None:
        self.servers = servers
        self._start = self._now()

    def _now(self) -> tuple[list[float], dict[int, float], float]:
        return [cpu_seconds(s.pid) for s in self.servers], postgres_cpu(), cpu_seconds()

    def used(self, phase: Phase) -> Load:
        """What each side used since the meter started; the phase gets the totals. (A
        PostgreSQL process that ended meanwhile is not counted: backends live as long as
        the servers' pooled connections.)"""
        (servers, pg, client), (servers0, pg0, client0) = self._now(), self._start
        postgres = sum(cpu - pg0.get(pid, 0.0) for pid, cpu in pg.items())
        load = Load(
            [a - b for a, b in zip(servers, servers0, strict=True)], postgres, client - client0
        )
        phase.server_cpu, phase.client_cpu, phase.load = sum(load.servers), load.client, load.load
        return load


class LoopLag:
    """How late this client's event loop wakes a task that asked to sleep 10 ms: time
    every phone and watcher here waits before its answer is even read."""

    def __init__(self) -> None:
        self.lags: list[float] = []
        self._task: asyncio.Task[None] | None = None

    async def _run(self) -> None:
        while True:
            asked = time.perf_counter() + 0.01
            await asyncio.sleep(0.01)
            self.lags.append(time.perf_counter() - asked)

    def start(self) -> None:
        self.lags = []
        self._task = asyncio.create_task(self._run())

    async def stop(self) -> str:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
        lags = [lag * 1000 for lag in self.lags]
        return (
            f"this client's event loop late by p50 {percentile(lags, 50):.1f} ms, p99 "
            f"{percentile(lags, 99):.1f} ms, at most {max(lags, default=math.nan):.1f} ms"
        )


@dataclass
class Post:
    game_id: str
    version: int
    sent: float


@dataclass
class Watched:
    """One watcher's stream: the versions it received and when."""

    versions: list[int] = field(default_factory=list)
    arrivals: list[float] = field(default_factory=list)

    def arrival_of(self, version: int) -> float | None:
        """When the stream first delivered this version or a later one."""
        # Versions only grow on a stream (a watcher skips, never goes back).
        at = bisect.bisect_left(self.versions, version)
        return self.arrivals[at] if at < len(self.arrivals) else None


async def paced(tables: list[Table], phase: Phase, seconds: float, interval: float,
                ping: bool, posts: list[Post] | None = None) -> None:  # fmt: skip
    """Every table acts (or pings) every ~`interval` s for `seconds`; each post is noted."""
    deadline = time.perf_counter() + seconds

    async def pause(seconds: float) -> None:  # until the next action, or the phase's end
        await asyncio.sleep(max(0.0, min(seconds, deadline - time.perf_counter())))

    async def one(table: Table) -> None:
        await pause(table.rng.uniform(0, interval))  # tables do not start in step
        while time.perf_counter() < deadline:
            if ping:
                await table.ping(phase)
            else:
                sent = time.perf_counter()
                before = len(phase.latencies)
                await table.play_one(phase)
                if posts is not None and len(phase.latencies) > before:
                    posts.append(Post(table.id, table.version, sent))
            await pause(interval * table.rng.uniform(0.5, 1.5))

    started = time.perf_counter()
    await asyncio.gather(*(one(t) for t in tables))
    phase.seconds = time.perf_counter() - started


def fanout(posts: list[Post], streams: dict[str, Watched]) -> tuple[list[float], int]:
    """From each post to its watcher's update: the latencies (s), and how many never came."""
    latencies, missing = [], 0
    for post in posts:
        arrived = streams[post.game_id].arrival_of(post.version)
        if arrived is None:
            missing += 1
        else:
            latencies.append(arrived - post.sent)
    return latencies, missing


def append_capacity(url: str, seconds: float, writers: int = 8) -> tuple[float, float]:
    """How many appends a second this PostgreSQL takes from `writers` threads: through the
    store (the order check and the NOTIFY, as every action), and the same rows inserted
    plainly (no check, no NOTIFY), for comparison. Every NOTIFY takes a lock that the
    database's committing transactions queue for, one at a time."""
    store = SqlStore.open(url)
    conninfo = libpq_conninfo(url)

    def through_store(writer: int, deadline: float) -> int:
        game_id = f"capacity-{writer}"
        store.create_game(GameInfo(game_id, {"format": "riftscore/1"}, "hash"))
        seq = 0
        while time.perf_counter() < deadline:
            seq += 1
            store.append(game_id, Entry(seq, {"do": "end_turn"}, recorded_ms=seq))
        return seq

    def plainly(writer: int, deadline: float) -> int:
        game_id = f"plain-{writer}"
        store.create_game(GameInfo(game_id, {"format": "riftscore/1"}, "hash"))
        seq = 0
        with psycopg.connect(conninfo, autocommit=True) as connection:
            while time.perf_counter() < deadline:
                seq += 1
                connection.execute(
                    "INSERT INTO log (game_id, seq, action, recorded_ms) VALUES (%s, %s, %s, %s)",
                    (game_id, seq, '{"do": "end_turn"}', seq),
                )
        return seq

    rates = []
    try:
        for write in (through_store, plainly):
            deadline = time.perf_counter() + seconds
            with ThreadPoolExecutor(writers) as pool:
                done = sum(pool.map(write, range(writers), [deadline] * writers))
            rates.append(done / seconds)
    finally:
        store.close()
    return rates[0], rates[1]


def connections(url: str) -> str:
    """The servers' connections to their database now, by what they are doing."""
    with psycopg.connect(libpq_conninfo(url)) as connection:
        rows = connection.execute(
            "SELECT coalesce(state, 'other'), count(*) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid() GROUP BY 1"
        ).fetchall()
    states = ", ".join(f"{count} {state}" for state, count in sorted(rows))
    return f"connections to the database: {sum(count for _, count in rows)} ({states})"


def database_size(url: str) -> str:
    """How big the log is, per entry: what a weekend of events will need."""
    with psycopg.connect(libpq_conninfo(url)) as connection:
        entries, size = connection.execute(
            "SELECT count(*), pg_total_relation_size('log') FROM log"
        ).fetchone() or (0, 0)
        database = connection.execute("SELECT pg_database_size(current_database())").fetchone()
    per_entry = size / entries if entries else float("nan")
    return (
        f"database: {database[0] / 1e6 if database else float('nan'):.1f} MB; the log "
        f"{size / 1e6:.1f} MB for {entries:,} entries ({per_entry:.0f} bytes an entry, "
        "with its indexes)"
    )


@dataclass
class Result:
    actions: Phase
    pings: Phase
    fanout_ms: list[float]
    missing: int


async def bench(servers: list[Server], args: argparse.Namespace) -> Result:
    count = len(servers)
    async with contextlib.AsyncExitStack() as stack:
        phones = Phones(stack)
        organiser = await phones.client(servers[0].base)
        answer = await organiser.post("/api/gatherings", json={"name": "Regional hall"})
        answer.raise_for_status()
        body = answer.json()
        hall = Hall(body["id"], {"Authorization": f"Bearer {body['organiser_token']}"})
        tables = [
            Table(await phones.client(servers[n % count].base), n, hall) for n in range(args.tables)
        ]
        started = time.perf_counter()
        semaphore = asyncio.Semaphore(32)

        async def create(table: Table) -> None:
            async with semaphore:
                await table.new_game()  # on the table's own server

        await asyncio.gather(*(create(t) for t in tables))
        created = time.perf_counter() - started
        answer = await organiser.post(
            f"/api/gatherings/{hall.id}/rounds",
            json={"minutes": 180},
            headers=hall.auth,
            timeout=120,
        )
        answer.raise_for_status()
        print(
            f"{args.tables} tables created on {count} servers in {created:.1f} s; "
            f"the round started with {len(answer.json()['tables'])} tables in "
            f"{time.perf_counter() - started - created:.1f} s",
            flush=True,
        )

        # Each table's watcher, on another server than its writer's: the other servers in turn.
        streams: dict[str, Watched] = {}
        board = Board()
        tasks = []
        opening = asyncio.Semaphore(64)

        async def open_stream(table: Table, server: Server) -> None:
            watched = Watched()
            streams[table.id] = watched
            client = await phones.client(server.base, timeout=None)
            async with opening:  # a burst of 2,000 first reads would queue for seconds
                task = asyncio.create_task(
                    watch(client, table.id, watched.arrivals, board, watched.versions)
                )
                tasks.append(task)
                while not watched.arrivals and not task.done():  # its first frame
                    await asyncio.sleep(0.01)

        started = time.perf_counter()
        await asyncio.gather(
            *(
                open_stream(t, servers[(n % count + 1 + (n // count) % (count - 1)) % count])
                for n, t in enumerate(tables)
            )
        )
        if board.ready < len(tables):
            raise RuntimeError(f"only {board.ready} of {len(tables)} streams opened")
        await asyncio.sleep(1.0)  # every first frame delivered
        print(
            f"{len(tables)} watchers open in {time.perf_counter() - started:.1f} s, "
            "each on another server than its table's writer",
            flush=True,
        )
        warm = Phase("warm-up")
        await asyncio.gather(*(t.play_one(warm) for t in tables))  # every writer's cache
        # This client holds 4,000 connections' worth of objects: set aside from its
        # collector, or a full collection stalls every phone and watcher at once (the
        # server does the same with its games, riftscore.web.heap).
        gc.collect()
        gc.freeze()

        meter, lag = CpuMeter(servers), LoopLag()
        actions, posts = Phase("actions"), []
        lag.start()
        await paced(tables, actions, args.seconds, args.interval, ping=False, posts=posts)
        used = meter.used(actions)
        print(f"{actions.line()}\n    {used.line()}", flush=True)
        print(f"    {actions.tail()}\n    {await lag.stop()}", flush=True)
        print(f"    {await asyncio.to_thread(connections, args.database_url)}", flush=True)
        await asyncio.sleep(2.0)  # the last updates on their way
        meter = CpuMeter(servers)
        pings = Phase("ping")
        lag.start()
        await paced(tables, pings, args.ping_seconds, args.interval, ping=True)
        used = meter.used(pings)
        print(f"{pings.line()}\n    {used.line()}", flush=True)
        print(f"    {pings.tail()}\n    {await lag.stop()}", flush=True)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    latencies, missing = fanout(posts, streams)
    return Result(actions, pings, [s * 1000 for s in latencies], missing)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="short phases: within 3 minutes")
    parser.add_argument("--servers", type=int, default=4)
    parser.add_argument("--tables", type=int, default=2000)
    parser.add_argument(
        "--interval", type=float, default=10.0, help="seconds between a table's actions"
    )
    parser.add_argument("--seconds", type=float, help="seconds of paced actions")
    parser.add_argument("--ping-seconds", type=float, help="seconds of paced pings")
    parser.add_argument(
        "--capacity",
        type=float,
        help="seconds of each append-capacity probe of PostgreSQL alone (0: none)",
    )
    parser.add_argument(
        "--postgres",
        metavar="URL",
        default=ADMIN_URL,
        help=f"the PostgreSQL server to make the scratch database on (default {ADMIN_URL})",
    )
    args = parser.parse_args()
    if args.servers < 2:
        parser.error("--servers must be at least 2: every watcher is on another server")
    if args.seconds is None:
        args.seconds = 40.0 if args.quick else 120.0
    if args.ping_seconds is None:
        args.ping_seconds = 20.0 if args.quick else 40.0
    if args.capacity is None:
        args.capacity = 3.0 if args.quick else 10.0
    pace = args.tables / args.interval
    print(f"machine: {machine()}")
    print(
        f"--- {args.servers} servers on one PostgreSQL, {args.tables} tables (about "
        f"{pace:.0f} actions/s: one every ~{args.interval:g} s each), one watcher each"
    )
    if args.capacity:
        with scratch_postgres(args.postgres) as url:  # a database of its own
            notified, plain = append_capacity(url, args.capacity)
        print(
            f"PostgreSQL alone, 8 writers: {notified:.0f} appends/s through the store "
            f"(each with its NOTIFY), {plain:.0f} plain inserts/s",
            flush=True,
        )
    with scratch_postgres(args.postgres) as url:
        args.database_url = url
        with contextlib.ExitStack() as stack:
            servers = [stack.enter_context(serving(url)) for _ in range(args.servers)]
            result = asyncio.run(bench(servers, args))
        for number, server in enumerate(servers):  # as each logged them when it stopped
            collections = ", ".join(
                f"generation {generation}: {count} (longest {longest:.1f} ms, {cpu:.1f} ms of CPU)"
                for generation, (count, longest, cpu) in sorted(server.collections().items())
            )
            print(f"server {number + 1}'s garbage collections: {collections}")
            cache = re.search(r"games in memory: .*", server.output)
            print(f"    {cache.group(0) if cache else 'games in memory: not said'}")
        print(database_size(url), flush=True)
    actions, pings, fanout_ms = result.actions, result.pings, result.fanout_ms
    p99, fanout_p99 = actions.ms(99), percentile(fanout_ms, 99)
    print(
        f"action: p50 {actions.ms(50):.2f} ms, p99 {p99:.2f} ms (the server's own p99 "
        f"{actions.server(99):.2f} ms); GET /api/ping at the same pace: p99 {pings.ms(99):.2f} "
        f"ms (target <= {ACTION_TARGET_MS:g} ms: {'met' if p99 <= ACTION_TARGET_MS else 'missed'})"
    )
    print(
        f"fan-out: {len(fanout_ms)} updates, p50 {percentile(fanout_ms, 50):.2f} ms, p99 "
        f"{fanout_p99:.2f} ms, max {max(fanout_ms, default=float('nan')):.2f} ms, "
        f"{result.missing} missing (target <= {FANOUT_TARGET_MS:g} ms: "
        f"{'met' if fanout_p99 <= FANOUT_TARGET_MS else 'missed'})"
    )
    if result.missing:
        raise SystemExit(f"{result.missing} updates never reached their watcher")
    print(f"ping_p99_ms={pings.ms(99):.2f} post_p99_ms={p99:.2f}")
    print(f"p99_ms={p99:.2f} fanout_p99_ms={fanout_p99:.2f}")


if __name__ == "__main__":
    main()
