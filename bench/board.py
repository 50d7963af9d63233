"""Board kernel throughput against the scoring engine on the same games (issue 13).

The corpus is bench/board_corpus.py's seeded board games, every mode: units played,
standard moves, showdowns and combats, spells and abilities on the chain with their
effects, Deathknells, the cleanups all of this sets off, and the scoring it drives. Each
game has a declared twin (`BoardGame.declared_record()`): the plain record, with control
declared where the board decided it, that scores the same. Timed over the whole corpus:

- kernel: a fresh `BoardGame` for each game and `apply` on each of its actions, as a
  simulator or a bot drives it (the actions are parsed from the records beforehand);
- scoring: a fresh `Game` for each declared twin and `apply` on each of its actions: the
  same games, scored without a board. The baseline;
- and, for the record path, `riftscore.record.replay_bytes` on each board record and on
  each declared twin, from its bytes.

Each is run several times, alternately, and the best time kept (a run too short to time
well repeats its pass until it lasts 0.2 s). Then one more kernel pass runs under
cProfile, and the functions that took the most time of their own are listed (over the first
20,000 actions' worth of games). The last
line is `board_actions_per_s=N ratio=R`: board actions a second through the kernel, and
the kernel's time over the scoring engine's on the twins (the target: at least 400,000
actions a second, python-chess's rate; on this machine, a ratio of at most 4.0).

    .venv/bin/python bench/board.py            # 200,000 board actions
    .venv/bin/python bench/board.py --quick    # 20,000, within a minute
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import math
import os
import pstats
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from riftscore.record import replay_bytes
from riftscore.rules import Game
from riftscore.rules.board import BoardGame
from riftscore.rules.board import events as board_events

try:
    from bench.board_corpus import (
        BoardRecord,
        ParsedBoardGame,
        ParsedGame,
        action_count,
        load_board_corpus,
        parse_board_record,
        parse_plain_record,
        verbs,
    )
except ModuleNotFoundError:  # run as `python bench/board.py`: bench/ itself is on the path
    from board_corpus import (  # type: ignore[no-redef]
        BoardRecord,
        ParsedBoardGame,
        ParsedGame,
        action_count,
        load_board_corpus,
        parse_board_record,
        parse_plain_record,
        verbs,
    )

FULL_ACTIONS = 200_000
QUICK_ACTIONS = 20_000
TARGET_ACTIONS_PER_S = 400_000
TARGET_RATIO = 4.0
SHORTEST_TIMING = 0.2  # seconds: a pass shorter than this is repeated within one timing
PROFILE_ROWS = 15


def run_kernel(games: Sequence[ParsedBoardGame]) -> None:
    """Every board game through a fresh kernel, one `apply` an action."""
    for header, cards, actions in games:
        apply = BoardGame(header, cards).apply
        for action in actions:
            apply(action)


def run_scoring(games: Sequence[ParsedGame]) -> None:
    """Every declared twin through a fresh scoring engine, one `apply` an action."""
    for header, actions in games:
        apply = Game(header).apply
        for action in actions:
            apply(action)


def replay_records(records: Sequence[bytes]) -> None:
    for record in records:
        replay_bytes(record).outcome  # noqa: B018  # reading the outcome is part of the job


def best_times(
    contenders: dict[str, Callable[[], None]], repeat: int
) -> tuple[dict[str, float], dict[str, float]]:
    """The best of `repeat` timings of each contender's pass, alternating so that noise
    hits all alike: by the clock, and by the process's CPU time. A pass shorter than
    SHORTEST_TIMING is run several times per timing (as often as its first run says it
    needs), and its time is the timing's share.
    """
    loops = {}
    for name, run in contenders.items():  # a first, untimed run: warms up and calibrates
        started = time.perf_counter()
        run()
        once = time.perf_counter() - started
        loops[name] = max(1, math.ceil(SHORTEST_TIMING / max(once, 1e-9)))
    best = dict.fromkeys(contenders, math.inf)
    best_cpu = dict.fromkeys(contenders, math.inf)
    for _ in range(repeat):
        for name, run in contenders.items():
            gc.collect()  # every timing starts from the same heap
            cpu = time.process_time()
            started = time.perf_counter()
            for _ in range(loops[name]):
                run()
            best[name] = min(best[name], (time.perf_counter() - started) / loops[name])
            best_cpu[name] = min(best_cpu[name], (time.process_time() - cpu) / loops[name])
    return best, best_cpu


def describe(records: Sequence[BoardRecord], games: Sequence[ParsedBoardGame]) -> list[str]:
    """What the corpus holds: its modes, its actions and what one replay of it sets off."""
    modes = Counter(g.header.mode.value for g in games)
    mix = Counter(v for r in records for v in verbs(r.board) if not v.startswith("effect:"))
    effects = sum(1 for r in records for v in verbs(r.board) if v.startswith("effect:"))
    happened: Counter[str] = Counter()
    for header, cards, actions in games:
        board = BoardGame(header, cards)
        for action in actions:
            board.apply(action)
        happened.update(board_events.to_dict(e)["event"] for e in board.events)
    total = sum(mix.values())
    return [
        "modes: " + ", ".join(f"{mode} {n}" for mode, n in modes.most_common()),
        "actions: "
        + ", ".join(f"{verb} {n / total:.0%}" for verb, n in mix.most_common(9))
        + f"; {effects:,} effects resolved",
        "they set off: "
        + ", ".join(
            f"{happened[kind]:,} {kind}"
            for kind in (
                "cleanup_started",
                "showdown_began",
                "combat_began",
                "conquer",
                "hold",
                "killed",
                "deathknell_triggered",
                "choice_needed",
            )
        ),
    ]


def profile(games: Sequence[ParsedBoardGame]) -> list[str]:
    """A kernel pass under cProfile (over the first QUICK_ACTIONS actions' worth of games:
    enough for the shares, and quick): the functions with the most time of their own.
    """
    some: list[ParsedBoardGame] = []
    for game in games:
        some.append(game)
        if sum(len(g.actions) for g in some) >= QUICK_ACTIONS:
            break
    profiler = cProfile.Profile(
        time.process_time
    )  # CPU time: what other processes take is not ours
    profiler.runcall(run_kernel, some)
    stats: Any = pstats.Stats(profiler)
    total = sum(row[2] for row in stats.stats.values())
    rows = sorted(stats.stats.items(), key=lambda item: item[1][2], reverse=True)
    lines = [f"{'own %':>6} {'own s':>7} {'calls':>10}  function (under cProfile: {total:.2f} s)"]
    for (path, line, name), (_, calls, own, _, _) in rows[:PROFILE_ROWS]:
        where = _short(path, line, name)
        lines.append(f"{own / total:6.1%} {own:7.3f} {calls:10,}  {where}")
    return lines


def _short(path: str, line: int, name: str) -> str:
    if path == "~":  # a built-in: its name without the address of its type
        if " at 0x" in name:
            return name.split(" of type object at 0x")[0].split(" at 0x")[0] + ">"
        return name
    marker = "riftscore/"
    if marker in path:
        place = path[path.rindex(marker) + len(marker) :]
    else:
        place = "/".join(path.split(os.sep)[-2:])
    return f"{name} ({place}:{line})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a 20,000-action corpus")
    parser.add_argument("--seed", type=int, default=1, help="the corpus's seed (default 1)")
    parser.add_argument("--repeat", type=int, help="timings of each (default 5, 3 with --quick)")
    parser.add_argument("--no-profile", action="store_true", help="skip the cProfile pass")
    args = parser.parse_args()
    repeat = max(1, args.repeat or (3 if args.quick else 5))

    actions = QUICK_ACTIONS if args.quick else FULL_ACTIONS
    started = time.perf_counter()
    records = load_board_corpus(args.seed, actions)
    boards = [parse_board_record(r.board) for r in records]
    twins = [parse_plain_record(r.declared) for r in records]
    ready = time.perf_counter() - started
    board_actions = sum(len(g.actions) for g in boards)
    twin_actions = sum(len(g.actions) for g in twins)
    assert board_actions == sum(action_count(r.board) for r in records)
    print(
        f"corpus: seed {args.seed}, {len(records):,} board games, {board_actions:,} board "
        f"actions; declared twins {twin_actions:,} actions (ready in {ready:.1f} s)"
    )
    for line in describe(records, boards):
        print(f"  {line}")

    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} at start")
    board_bytes = [r.board for r in records]
    twin_bytes = [r.declared for r in records]
    best, best_cpu = best_times(
        {
            "kernel": lambda: run_kernel(boards),
            "scoring": lambda: run_scoring(twins),
            "board records": lambda: replay_records(board_bytes),
            "twin records": lambda: replay_records(twin_bytes),
        },
        repeat,
    )
    kernel, scoring = best["kernel"], best["scoring"]
    rate = board_actions / kernel
    print(
        f"kernel:  {kernel:.3f} s, {rate:,.0f} board actions/s "
        f"({kernel / board_actions * 1e6:.1f} µs an action), best of {repeat}"
    )
    print(
        f"scoring: {scoring:.4f} s for the declared twins, {twin_actions / scoring:,.0f} "
        f"actions/s ({scoring / twin_actions * 1e6:.2f} µs an action), best of {repeat}"
    )
    board_replay, twin_replay = best["board records"], best["twin records"]
    print(
        f"records from bytes (replay_bytes): board {board_replay:.3f} s, "
        f"{board_actions / board_replay:,.0f} actions/s; twins {twin_replay:.4f} s; "
        f"ratio {board_replay / twin_replay:.1f}"
    )
    # Other processes holding the cores move the clock's figures far more than these.
    cpu_kernel, cpu_scoring = best_cpu["kernel"], best_cpu["scoring"]
    print(
        f"by CPU time: kernel {board_actions / cpu_kernel:,.0f} board actions/s, scoring "
        f"{twin_actions / cpu_scoring:,.0f} actions/s, cpu_ratio {cpu_kernel / cpu_scoring:.2f}"
    )
    if not args.no_profile:
        print("where the kernel's time goes (one pass under cProfile, by own time):")
        for line in profile(boards):
            print(f"  {line}")
    print(f"target: board_actions_per_s >= {TARGET_ACTIONS_PER_S:,}, ratio <= {TARGET_RATIO:.1f}")
    print(f"board_actions_per_s={rate:.0f} ratio={kernel / scoring:.2f}")


if __name__ == "__main__":
    main()
