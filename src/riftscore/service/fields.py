"""Checks of the request fields that no record covers: labels, counts, idempotency keys."""

from __future__ import annotations

from riftscore.service.errors import Rejected
from riftscore.store.tables import IDEMPOTENCY_KEY_LENGTH

MAX_NAME_LENGTH = 200


def optional_text(value: object, name: str, what: str = "text") -> str | None:
    """An optional text field (a table's label, a reason) of at most MAX_NAME_LENGTH
    characters; `what` says what it must be."""
    if value is None:
        return None
    if type(value) is not str or len(value) > MAX_NAME_LENGTH:
        raise Rejected(
            f'"{name}" must be {what} of at most {MAX_NAME_LENGTH} characters', "invalid_field"
        )
    return value


def whole_number(value: object, name: str, default: int | None, most: int) -> int:
    if value is None and default is not None:
        return default
    if type(value) is not int or not 1 <= value <= most:
        raise Rejected(f'"{name}" must be a whole number from 1 to {most}', "invalid_field")
    return value


def check_idempotency_key(key: str | None) -> None:
    if key is not None and not 0 < len(key) <= IDEMPOTENCY_KEY_LENGTH:
        raise Rejected(
            f"an Idempotency-Key must be 1 to {IDEMPOTENCY_KEY_LENGTH} characters",
            "invalid_idempotency_key",
        )
