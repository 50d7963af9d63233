"""Every record under tests/records/ with an .expect.json replays as expected.

The spec's examples are copied into tests/records/spec_examples/ so the suite runs
without ../shared; when ../shared is there, the copies must still match it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from riftscore.record import RecordError, replay_bytes, summary
from tests.expectations import mismatches

RECORDS = Path(__file__).parent / "records"
SHARED = Path(__file__).parents[1].parent / "shared" / "spec" / "examples"
CASES = sorted(RECORDS.rglob("*.expect.json"))


@pytest.mark.parametrize("expect", CASES, ids=lambda p: str(p.relative_to(RECORDS)))
def test_record_replays_as_expected(expect: Path) -> None:
    expected = json.loads(expect.read_text())
    data = expect.with_name(expect.name.removesuffix(".expect.json") + ".jsonl").read_bytes()
    if "error_line" in expected:
        with pytest.raises(RecordError) as error:
            replay_bytes(data)
        assert error.value.line == expected["error_line"], str(error.value)
        return
    assert mismatches(summary(replay_bytes(data)), expected) == []


def test_spec_examples_are_all_copied() -> None:
    if not SHARED.is_dir():
        pytest.skip("../shared is not beside this checkout")
    copies = RECORDS / "spec_examples"
    for original in SHARED.iterdir():
        assert (copies / original.name).read_bytes() == original.read_bytes(), original.name
