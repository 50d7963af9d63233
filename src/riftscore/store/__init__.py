"""Where games live: an append-only log per game, in SQLite or PostgreSQL (or memory)."""

from riftscore.store.base import (
    AppendConflict,
    DuplicateId,
    Entry,
    EventStore,
    GameInfo,
    GatheringInfo,
    StoredGame,
    StoreError,
    UnknownGame,
    UnknownGathering,
)
from riftscore.store.memory import MemoryStore
from riftscore.store.sql import NOTIFY_CHANNEL, SqlStore, normalise_url, sqlite_url

__all__ = [
    "NOTIFY_CHANNEL",
    "AppendConflict",
    "DuplicateId",
    "Entry",
    "EventStore",
    "GameInfo",
    "GatheringInfo",
    "MemoryStore",
    "SqlStore",
    "StoreError",
    "StoredGame",
    "UnknownGame",
    "UnknownGathering",
    "normalise_url",
    "sqlite_url",
]
