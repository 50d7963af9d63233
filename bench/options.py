"""The cost of the view's `options` (`Game.options()`), against the same without the 2v2
`ally_occupies` query (which begins each player's turn on a saved copy of the game), on
states of the seeded corpus.

    .venv/bin/python bench/options.py              # 20,000 actions of the corpus
    .venv/bin/python bench/options.py --actions 100000

Every 4th state of every record is kept (as a replay of the record's first actions);
both passes time `options()` on each, best of `--repeat`. The last line is the ratio:
options with the query / options without it (its answer replaced by nothing).
"""

from __future__ import annotations

import argparse
import gc
import time
from unittest.mock import patch

from riftscore.record import objects, parse_action, parse_header
from riftscore.rules import Game, Mode, replay

try:
    from bench.corpus import load_corpus
except ModuleNotFoundError:  # run as `python bench/options.py`: bench/ itself is on the path
    from corpus import load_corpus  # type: ignore[no-redef]


def states(actions: int, every: int) -> list[Game]:
    games = []
    for data in load_corpus(seed=1, actions=actions):
        lines = [value for _, value in objects(data)]
        header = parse_header(lines[0])
        moves = [parse_action(line) for line in lines[1:]]
        for cut in range(0, len(moves) + 1, every):
            games.append(replay(header, moves[:cut]))
    return games


def best(games: list[Game], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        for game in games:
            game.options()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=20_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    games = states(args.actions, every=4)
    two_v_two = [g for g in games if g.mode is Mode.TWO_VS_TWO]
    print(f"states: {len(games):,} ({len(two_v_two):,} of 2v2)")
    with_query = best(games, args.repeat)
    with_query_2v2 = best(two_v_two, args.repeat)
    with patch.object(Game, "ally_occupies", lambda self, player: ()):
        without = best(games, args.repeat)
        without_2v2 = best(two_v_two, args.repeat)
    per = 1e6 / len(games)
    per_2v2 = 1e6 / len(two_v_two)
    print(
        f"options(), every state: {with_query * per:.1f} µs; without the query {without * per:.1f} µs"
    )
    print(
        f"options(), 2v2 states:  {with_query_2v2 * per_2v2:.1f} µs; "
        f"without the query {without_2v2 * per_2v2:.1f} µs (ratio {with_query_2v2 / without_2v2:.2f})"
    )
    print(f"ratio {with_query / without:.2f}")


if __name__ == "__main__":
    main()
