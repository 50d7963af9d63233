"""Live sync: 500 phones watching games, and how long a change takes to reach them all.

`--watchers` live streams (GET /api/games/{id}/stream, Server-Sent Events) are opened on
`--games` games, as many on each; then actions are posted to the games in turn, at
`--rate` posts a second (a hall where every table acts every few seconds). For each post,
the clock starts just before the POST is sent and stops, for each watcher of that game,
when its stream delivers the view of that version (or a later one). The POST's own answer
is timed too: the writer's latency is the baseline of the same run.

On SQLite everything runs on one `riftscore serve`. With --postgres URL, a second run
puts two servers on one scratch database: the watchers on one, the posts on the other,
so that every update crosses between servers through LISTEN/NOTIFY.

The last line is `p99_ms=...` (target: <= 100 ms from a POST to every watcher's update),
with `post_p99_ms=...` (and `pg_` figures when PostgreSQL ran).

    .venv/bin/python bench/watchers.py --quick
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import secrets
import time
from collections import defaultdict

import httpx

try:
    from bench.harness import machine, percentile, scratch_postgres, serving
    from bench.tables import TableGame
except ImportError:  # run as a script: bench/ is on sys.path, not the repository root
    from harness import machine, percentile, scratch_postgres, serving  # type: ignore[no-redef]
    from tables import TableGame  # type: ignore[no-redef]

from riftscore.rules import Mode

TARGET_MS = 100.0


class Board:
    """How many streams have opened."""

    def __init__(self) -> None:
        self.ready = 0


async def watch(client: httpx.AsyncClient, game_id: str, arrivals: list[float], board: Board,
                versions: list[int]) -> None:  # fmt: skip
    """One phone: read the stream, noting when each version arrives."""
    async with client.stream("GET", f"/api/games/{game_id}/stream") as response:
        response.raise_for_status()
        board.ready += 1
        version = -1
        async for line in response.aiter_lines():
            if line.startswith("id:"):
                version = int(line[3:])
            elif line.startswith("data:"):
                versions.append(version)
                arrivals.append(time.perf_counter())


async def bench(base_write: str, base_watch: str, args: argparse.Namespace) -> tuple[list[float], list[float], int]:  # fmt: skip
    timeout = httpx.Timeout(30.0)
    async with contextlib.AsyncExitStack() as stack:
        writer = await stack.enter_async_context(
            httpx.AsyncClient(base_url=base_write, timeout=timeout)
        )
        games = []
        for number in range(args.games):
            twin = TableGame(number, Mode.DUEL, long=True)
            answer = await writer.post("/api/games", json=twin.header)
            answer.raise_for_status()
            body = answer.json()
            games.append((body["id"], {"Authorization": f"Bearer {body['write_token']}"}, twin))
        board = Board()
        # Per watcher: the versions it received and when, in order.
        streams: dict[str, list[tuple[list[int], list[float]]]] = defaultdict(list)
        tasks = []
        per_game = args.watchers // args.games
        for game_id, _, _ in games:
            for _ in range(per_game):
                client = await stack.enter_async_context(
                    httpx.AsyncClient(base_url=base_watch, timeout=httpx.Timeout(None))
                )
                versions: list[int] = []
                arrivals: list[float] = []
                streams[game_id].append((versions, arrivals))
                tasks.append(asyncio.create_task(watch(client, game_id, arrivals, board, versions)))
        watchers = per_game * args.games
        deadline = time.monotonic() + 60
        while board.ready < watchers:
            if time.monotonic() > deadline:
                raise RuntimeError(f"only {board.ready} of {watchers} streams opened")
            await asyncio.sleep(0.05)
        await asyncio.sleep(0.5)  # every first frame (the view now) delivered
        print(f"{watchers} watchers on {args.games} games", flush=True)

        posts: list[tuple[str, int, float]] = []  # game, version, when sent
        post_latency: list[float] = []
        interval = 1 / args.rate
        start = time.perf_counter()
        for number in range(args.posts):
            game_id, auth, twin = games[number % len(games)]
            await asyncio.sleep(max(0.0, start + number * interval - time.perf_counter()))
            action = twin.next_action()
            headers = {**auth, "Idempotency-Key": secrets.token_urlsafe(12)}
            sent = time.perf_counter()
            answer = await writer.post(
                f"/api/games/{game_id}/actions", json=action, headers=headers
            )
            post_latency.append(time.perf_counter() - sent)
            answer.raise_for_status()
            posts.append((game_id, answer.json()["version"], sent))
        await asyncio.sleep(2.0)  # the last updates on their way
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    latencies: list[float] = []
    missing = 0
    for game_id, version, sent in posts:
        for versions, arrivals in streams[game_id]:
            arrived = next(
                (at for seen, at in zip(versions, arrivals, strict=True) if seen >= version),
                None,
            )
            if arrived is None:
                missing += 1
            else:
                latencies.append(arrived - sent)
    return latencies, post_latency, missing


def run(args: argparse.Namespace, database_url: str | None, backend: str) -> tuple[float, float]:
    with contextlib.ExitStack() as stack:
        watched = stack.enter_context(serving(database_url))
        written = watched
        where = "one server"
        if database_url:  # the posts go to another server on the same database
            written = stack.enter_context(serving(database_url))
            where = "posts on one server, watchers on another (LISTEN/NOTIFY)"
        print(f"--- {backend}: {where}, {args.posts} posts at {args.rate:g}/s")
        latencies, post_latency, missing = asyncio.run(bench(written.base, watched.base, args))
    ms = [s * 1000 for s in latencies]
    post_ms = [s * 1000 for s in post_latency]
    p99, post_p99 = percentile(ms, 99), percentile(post_ms, 99)
    print(
        f"POST to every watcher: {len(ms)} deliveries, p50 {percentile(ms, 50):.2f} ms, "
        f"p99 {p99:.2f} ms, max {max(ms):.2f} ms, {missing} missing"
    )
    print(
        f"POST answered:         {len(post_ms)} posts, p50 {percentile(post_ms, 50):.2f} ms, "
        f"p99 {post_p99:.2f} ms"
    )
    if missing:
        raise SystemExit(f"{missing} updates never reached their watcher")
    verdict = "met" if p99 <= TARGET_MS else "missed"
    print(f"{backend}: p99 {p99:.2f} ms (target <= {TARGET_MS:g} ms: {verdict})")
    return p99, post_p99


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer posts: under a minute")
    parser.add_argument("--watchers", type=int, default=500)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--posts", type=int, help="actions posted")
    parser.add_argument("--rate", type=float, default=20.0, help="posts a second")
    parser.add_argument("--postgres", metavar="URL", help="also run across two servers")
    args = parser.parse_args()
    if args.posts is None:
        args.posts = 300 if args.quick else 2000
    print(f"machine: {machine()}")
    p99, post_p99 = run(args, None, "sqlite")
    line = f"p99_ms={p99:.2f} post_p99_ms={post_p99:.2f}"
    if args.postgres:
        with scratch_postgres(args.postgres) as url:
            pg_p99, pg_post_p99 = run(args, url, "postgresql")
        line += f" pg_p99_ms={pg_p99:.2f} pg_post_p99_ms={pg_post_p99:.2f}"
    print(line)


if __name__ == "__main__":
    main()
