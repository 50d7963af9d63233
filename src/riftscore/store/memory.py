"""An event store in a process's memory: for tests and for trying the service out.

It keeps the same promises as the SQL store (the shared test case checks both), so
anything that works on it works on a database, except surviving a restart.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from riftscore.store.base import (
    AppendConflict,
    DuplicateId,
    Entry,
    EventStore,
    GameInfo,
    GatheringInfo,
    StoredGame,
    UnknownGame,
    UnknownGathering,
)


class MemoryStore(EventStore):
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._games: dict[str, GameInfo] = {}
        self._logs: dict[str, list[Entry]] = {}
        self._keys: dict[str, set[str]] = {}
        self._gatherings: dict[str, GatheringInfo] = {}

    def create_game(self, info: GameInfo, entries: Sequence[Entry] = ()) -> None:
        with self._lock:
            if info.id in self._games:
                raise DuplicateId(f"a game with the id {info.id!r} already exists")
            if info.gathering_id is not None and info.gathering_id not in self._gatherings:
                raise UnknownGathering(info.gathering_id)
            log: list[Entry] = []
            keys: set[str] = set()
            for entry in entries:
                self._check_next(info.id, log, keys, entry)
                log.append(entry)
                if entry.idempotency_key is not None:
                    keys.add(entry.idempotency_key)
            self._games[info.id] = info
            self._logs[info.id] = log
            self._keys[info.id] = keys

    @staticmethod
    def _check_next(game_id: str, log: list[Entry], keys: set[str], entry: Entry) -> None:
        if entry.seq != len(log) + 1 or entry.idempotency_key in keys:
            raise AppendConflict(game_id, entry.seq)

    def append(self, game_id: str, entry: Entry) -> None:
        with self._lock:
            log = self._logs.get(game_id)
            if log is None:
                raise UnknownGame(game_id)
            keys = self._keys[game_id]
            self._check_next(game_id, log, keys, entry)
            log.append(entry)
            if entry.idempotency_key is not None:
                keys.add(entry.idempotency_key)

    def load_game(self, game_id: str) -> StoredGame:
        with self._lock:
            info = self._games.get(game_id)
            if info is None:
                raise UnknownGame(game_id)
            return StoredGame(info, tuple(self._logs[game_id]))

    def entries_after(self, game_id: str, seq: int) -> list[Entry]:
        with self._lock:
            return list(self._logs.get(game_id, ())[max(seq, 0) :])

    def create_gathering(self, info: GatheringInfo) -> None:
        with self._lock:
            if info.id in self._gatherings:
                raise DuplicateId(f"a gathering with the id {info.id!r} already exists")
            self._gatherings[info.id] = info

    def load_gathering(self, gathering_id: str) -> GatheringInfo:
        with self._lock:
            info = self._gatherings.get(gathering_id)
            if info is None:
                raise UnknownGathering(gathering_id)
            return info

    def gathering_games(self, gathering_id: str) -> list[GameInfo]:
        with self._lock:
            if gathering_id not in self._gatherings:
                raise UnknownGathering(gathering_id)
            found = [g for g in self._games.values() if g.gathering_id == gathering_id]
            return sorted(found, key=lambda g: (g.created_ms, g.id))
