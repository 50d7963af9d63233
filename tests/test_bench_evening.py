"""bench/evening.py runs an evening through the service and prints its figures and ratio;
here on eight players, so that the benchmark cannot rot unnoticed."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from bench import evening

from riftscore.store import sqlite_url


def test_the_evening_benchmark_pairs_round_5_and_reads_the_standings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = argparse.Namespace(sizes=[8], repeat=1, seed=3)
    ratio = evening.measure(args, 8, sqlite_url(tmp_path / "bench.sqlite3"))
    printed = capsys.readouterr().out
    assert printed.startswith("8 players, round 5, 20 games: pair ")
    assert "standings" in printed and "baseline pair_swiss" in printed
    assert ratio > 0
