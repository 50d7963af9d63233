"""`riftscore serve` sets its startup objects aside from the garbage collector."""

from __future__ import annotations

import gc

from riftscore.cli import settle_heap


def test_a_started_server_leaves_its_startup_objects_out_of_every_collection() -> None:
    tracked_before = len(gc.get_objects())
    try:
        settle_heap()
        frozen = gc.get_freeze_count()
        assert frozen > 0
        assert len(gc.get_objects()) < tracked_before - frozen // 2
    finally:
        gc.unfreeze()  # the rest of the test session collects as usual
    assert gc.get_freeze_count() == 0
