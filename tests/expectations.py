"""How the spec compares `riftscore replay --json` with an `.expect.json` file."""

from __future__ import annotations

from typing import Any

from riftscore.rules.events import REQUIRED_KINDS


def mismatches(out: dict[str, Any], expected: dict[str, Any]) -> list[str]:
    """What differs, on the keys the expectation gives (winners as a set, events one for one)."""
    problems = []
    if "outcome" in expected and out["outcome"] != expected["outcome"]:
        problems.append(f"outcome {out['outcome']!r} != {expected['outcome']!r}")
    if "winners" in expected and set(out["winners"]) != set(expected["winners"]):
        problems.append(f"winners {out['winners']} != {expected['winners']}")
    for player, score in expected.get("scores", {}).items():
        if out["scores"].get(player) != score:
            problems.append(f"{player}'s score {out['scores'].get(player)} != {score}")
    if "games" in expected:
        games = out.get("games", [])
        if len(games) != len(expected["games"]):
            problems.append(f"{len(games)} games != {len(expected['games'])}")
        for i, (got, want) in enumerate(zip(games, expected["games"], strict=False), 1):
            problems += [f"game {i}: {p}" for p in mismatches({"events": [], **got}, want)]
    if "events" in expected:
        events = [e for e in out["events"] if e["event"] in REQUIRED_KINDS]
        if len(events) != len(expected["events"]):
            problems.append(f"{len(events)} scoring events != {len(expected['events'])}: {events}")
        for i, (got, want) in enumerate(zip(events, expected["events"], strict=False)):
            wrong = {k: got.get(k) for k, v in want.items() if got.get(k) != v}
            if wrong:
                problems.append(f"event {i}: {wrong} where {want} was expected")
    return problems
