"""The event's random choices, drawn from the seed it recorded, the same on every machine.

Each draw is a SHA-256 of the seed and what it is for, so no Python version, platform or
hash randomisation can change it, and recomputing an event from its facts draws the same.
"""

from __future__ import annotations

import hashlib

DRAW_BITS = 64


def draw(seed: str, *purpose: str | int) -> int:
    """A number in [0, 2**64) fixed by the seed and the purpose (say "standings", an id)."""
    text = "\x1f".join([seed, *(str(part) for part in purpose)])
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[: DRAW_BITS // 8], "big")
