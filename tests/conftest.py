"""Shared helpers: records written inline, as players would write them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from riftscore.record import replay_bytes, summary
from riftscore.rules import Game

RECORDS = Path(__file__).parent / "records"


def record(*lines: dict[str, object] | str) -> bytes:
    """A record from header and action objects (or raw lines), one per line."""
    return "".join(
        (line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines
    ).encode()


def play(*lines: dict[str, object] | str) -> Game:
    return replay_bytes(record(*lines))


def played(*lines: dict[str, object] | str) -> dict[str, object]:
    return summary(play(*lines))


@pytest.fixture
def records_dir() -> Path:
    return RECORDS
