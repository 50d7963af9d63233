"""An event store in a process's memory: for tests and for trying the service out.

It keeps the same promises as the SQL store (the shared test case checks both), so
anything that works on it works on a database, except surviving a restart.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Callable, Sequence
from typing import Any

from riftscore.store.base import (
    AppendConflict,
    Counters,
    DuplicateId,
    Entry,
    EventConflict,
    EventEntry,
    EventStore,
    Extension,
    GameInfo,
    GameInRound,
    GatheringInfo,
    IssuedToken,
    NotInRound,
    RequestSeen,
    Rescoring,
    RoundInfo,
    RoundPause,
    Scoring,
    StoredGame,
    StoredRound,
    UnknownGame,
    UnknownGathering,
    UnknownRound,
)


class MemoryStore(EventStore):
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._games: dict[str, GameInfo] = {}
        self._logs: dict[str, list[Entry]] = {}
        self._keys: dict[str, set[str]] = {}
        self._scorings: dict[str, Scoring] = {}
        self._rescorings: dict[str, list[Rescoring]] = {}
        self._gatherings: dict[str, GatheringInfo] = {}
        self._rounds: dict[str, RoundInfo] = {}
        self._round_of_game: dict[str, str] = {}
        self._pauses: dict[str, list[RoundPause]] = {}
        self._extensions: dict[str, list[Extension]] = {}
        self._event_logs: dict[str, list[EventEntry]] = {}
        self._answers: dict[tuple[str, int], bytes] = {}
        self._tokens: dict[str, IssuedToken] = {}  # by hash
        self._used: set[str] = set()  # recovery codes used up
        self._counters: dict[str, dict[tuple[str, str], int]] = {}  # by game
        self._counter_changes: dict[str, int] = {}  # by game
        self._counter_requests: dict[tuple[str, str], str] = {}  # (game, key) -> asked
        self._tosses: dict[str, dict[str, Any]] = {}  # by game

    def create_game(
        self, info: GameInfo, entries: Sequence[Entry] = (), scoring: Scoring | None = None
    ) -> None:
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
            self._rescorings[info.id] = []
            if scoring is not None:
                self._scorings[info.id] = scoring

    @staticmethod
    def _check_next(game_id: str, log: list[Entry], keys: set[str], entry: Entry) -> None:
        if entry.seq != len(log) + 1 or entry.idempotency_key in keys:
            raise AppendConflict(game_id, entry.seq)

    def append(
        self,
        game_id: str,
        entry: Entry,
        scoring: Scoring | None = None,
        *,
        turn_order: Sequence[str] | None = None,
    ) -> None:
        with self._lock:
            log = self._logs.get(game_id)
            if log is None:
                raise UnknownGame(game_id)
            stored_order = self._games[game_id].header.get("players")
            if turn_order is not None and list(turn_order) != stored_order:
                raise AppendConflict(game_id, entry.seq)
            keys = self._keys[game_id]
            self._check_next(game_id, log, keys, entry)
            log.append(entry)
            if entry.idempotency_key is not None:
                keys.add(entry.idempotency_key)
            if entry.answer is not None:
                self._answers[game_id, entry.seq] = entry.answer
            if scoring is not None:
                self._scorings[game_id] = scoring

    def load_game(self, game_id: str) -> StoredGame:
        with self._lock:
            info = self._games.get(game_id)
            if info is None:
                raise UnknownGame(game_id)
            return StoredGame(
                info,
                tuple(self._logs[game_id]),
                self._scorings.get(game_id),
                tuple(self._rescorings[game_id]),
            )

    def entries_after(self, game_id: str, seq: int) -> list[Entry]:
        with self._lock:
            return list(self._logs.get(game_id, ())[max(seq, 0) :])

    def game_ids(self, after: str | None = None, limit: int = 500) -> list[str]:
        with self._lock:
            ids = sorted(i for i in self._games if after is None or i > after)
        return ids[:limit]

    def note_rescoring(self, note: Rescoring) -> bool:
        with self._lock:
            notes = self._rescorings.get(note.game_id)
            if notes is None:
                raise UnknownGame(note.game_id)
            key = (note.seq, note.after.engine_version)
            if any((n.seq, n.after.engine_version) == key for n in notes):
                return False
            notes.append(note)
            return True

    def answer(self, game_id: str, seq: int) -> bytes | None:
        with self._lock:
            return self._answers.get((game_id, seq))

    def counters(self, game_id: str) -> Counters:
        with self._lock:
            if game_id not in self._games:
                raise UnknownGame(game_id)
            return Counters(
                dict(self._counters.get(game_id, {})), self._counter_changes.get(game_id, 0)
            )

    def change_counter(
        self,
        game_id: str,
        player: str,
        counter: str,
        change: Callable[[int], int],
        updated_ms: int,
        request: tuple[str, str] | None = None,
    ) -> int:
        with self._lock:
            if game_id not in self._games:
                raise UnknownGame(game_id)
            if request is not None and (game_id, request[0]) in self._counter_requests:
                raise RequestSeen(game_id, self._counter_requests[(game_id, request[0])])
            kept = self._counters.setdefault(game_id, {})
            value = change(kept.get((player, counter), 0))
            kept[(player, counter)] = value
            self._counter_changes[game_id] = self._counter_changes.get(game_id, 0) + 1
            if request is not None:
                self._counter_requests[(game_id, request[0])] = request[1]
            return value

    def toss(self, game_id: str) -> dict[str, Any] | None:
        with self._lock:
            if game_id not in self._games:
                raise UnknownGame(game_id)
            found = self._tosses.get(game_id)
            return None if found is None else dict(found)

    def record_toss(
        self,
        game_id: str,
        header: dict[str, Any],
        scoring: Scoring,
        toss: dict[str, Any],
        drawn_ms: int,
    ) -> bool:
        with self._lock:
            info = self._games.get(game_id)
            if info is None:
                raise UnknownGame(game_id)
            if self._logs[game_id] or game_id in self._tosses:
                return False
            self._games[game_id] = dataclasses.replace(info, header=header)
            self._scorings[game_id] = scoring
            self._tosses[game_id] = dict(toss)
            return True

    def issue_token(self, token: IssuedToken) -> None:
        with self._lock:
            if token.kind == "write" and token.owner_id not in self._games:
                raise UnknownGame(token.owner_id)
            if token.kind != "write" and token.owner_id not in self._gatherings:
                raise UnknownGathering(token.owner_id)
            if token.token_hash in self._tokens:
                raise DuplicateId("this token was issued already")
            self._tokens[token.token_hash] = token

    def token_hashes(self, kind: str, owner_id: str) -> list[str]:
        with self._lock:
            return [
                t.token_hash
                for t in self._tokens.values()
                if (t.kind, t.owner_id) == (kind, owner_id) and t.token_hash not in self._used
            ]

    def use_recovery(self, used_hash: str, issued: list[IssuedToken], used_ms: int) -> bool:
        with self._lock:
            code = self._tokens.get(used_hash)
            if code is None or code.kind != "recovery" or used_hash in self._used:
                return False
            self._used.add(used_hash)
            for token in issued:
                self._tokens[token.token_hash] = token
            return True

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

    # ------------------------------------------------------------ rounds

    def create_round(self, info: RoundInfo) -> None:
        with self._lock:
            self._check_new_round(info)
            self._add_round(info)

    def _check_new_round(self, info: RoundInfo, new_games: frozenset[str] = frozenset()) -> None:
        if info.gathering_id not in self._gatherings:
            raise UnknownGathering(info.gathering_id)
        taken = any(
            r.id == info.id or (r.gathering_id, r.number) == (info.gathering_id, info.number)
            for r in self._rounds.values()
        )
        if taken:
            raise DuplicateId(f"round {info.number} of this gathering already exists")
        for game_id in info.games:
            if game_id in new_games:
                continue
            game = self._games.get(game_id)
            if game is None or game.gathering_id != info.gathering_id:
                raise UnknownGame(game_id)
            if game_id in self._round_of_game:
                raise GameInRound(game_id)
        if len(set(info.games)) != len(info.games):
            raise GameInRound(next(g for g in info.games if info.games.count(g) > 1))

    def _add_round(self, info: RoundInfo) -> None:
        self._rounds[info.id] = info
        self._pauses[info.id] = []
        self._extensions[info.id] = []
        for game_id in info.games:
            self._round_of_game[game_id] = info.id

    def _stored_round(self, round_id: str) -> StoredRound:
        return StoredRound(
            self._rounds[round_id],
            tuple(self._pauses[round_id]),
            tuple(self._extensions[round_id]),
        )

    def load_round(self, gathering_id: str, number: int) -> StoredRound:
        with self._lock:
            for info in self._rounds.values():
                if (info.gathering_id, info.number) == (gathering_id, number):
                    return self._stored_round(info.id)
        raise UnknownRound(f"{number} in gathering {gathering_id!r}")

    def gathering_rounds(self, gathering_id: str) -> list[RoundInfo]:
        with self._lock:
            if gathering_id not in self._gatherings:
                raise UnknownGathering(gathering_id)
            found = [r for r in self._rounds.values() if r.gathering_id == gathering_id]
        return sorted(found, key=lambda r: r.number)

    def round_of_game(self, game_id: str) -> StoredRound | None:
        with self._lock:
            round_id = self._round_of_game.get(game_id)
            return None if round_id is None else self._stored_round(round_id)

    def pause_round(self, round_id: str, pause: RoundPause) -> bool:
        with self._lock:
            pauses = self._pauses.get(round_id)
            if pauses is None:
                raise UnknownRound(repr(round_id))
            if pause.seq != len(pauses) + 1 or (pauses and pauses[-1].resumed_ms is None):
                return False
            pauses.append(RoundPause(pause.seq, pause.paused_ms))
            return True

    def resume_round(self, round_id: str, resumed_ms: int) -> bool:
        with self._lock:
            pauses = self._pauses.get(round_id)
            if pauses is None:
                raise UnknownRound(repr(round_id))
            if not pauses or pauses[-1].resumed_ms is not None:
                return False
            pauses[-1] = RoundPause(pauses[-1].seq, pauses[-1].paused_ms, resumed_ms)
            return True

    def add_extension(self, extension: Extension) -> None:
        with self._lock:
            extensions = self._extensions.get(extension.round_id)
            if extensions is None:
                raise UnknownRound(repr(extension.round_id))
            if self._round_of_game.get(extension.game_id) != extension.round_id:
                raise NotInRound(extension.game_id)
            if any(e.id == extension.id for rows in self._extensions.values() for e in rows):
                raise DuplicateId(f"an extension with the id {extension.id!r} already exists")
            extensions.append(extension)

    # ------------------------------------------------------------ event logs

    def event_log(self, gathering_id: str) -> list[EventEntry]:
        with self._lock:
            if gathering_id not in self._gatherings:
                raise UnknownGathering(gathering_id)
            return list(self._event_logs.get(gathering_id, ()))

    def event_version(self, gathering_id: str) -> int:
        with self._lock:
            return len(self._event_logs.get(gathering_id, ()))

    def append_event(
        self,
        gathering_id: str,
        entries: Sequence[EventEntry],
        *,
        round_info: RoundInfo | None = None,
        games: Sequence[tuple[GameInfo, Scoring]] = (),
    ) -> None:
        if not entries:
            return
        with self._lock:
            if gathering_id not in self._gatherings:
                raise UnknownGathering(gathering_id)
            log = self._event_logs.setdefault(gathering_id, [])
            for number, entry in enumerate(entries, len(log) + 1):
                if entry.seq != number:
                    raise EventConflict(gathering_id, entries[0].seq)
            new_games = [info for info, _ in games]
            ids = [info.id for info in new_games]
            if len(set(ids)) != len(ids) or any(i in self._games for i in ids):
                raise DuplicateId("a game id of the round is taken")
            if any(info.gathering_id != gathering_id for info in new_games):
                raise ValueError("a round's new games are games of its gathering")
            if round_info is not None:
                self._check_new_round(round_info, frozenset(ids))
            for info, scoring in games:
                self._games[info.id] = info
                self._logs[info.id] = []
                self._keys[info.id] = set()
                self._rescorings[info.id] = []
                self._scorings[info.id] = scoring
            if round_info is not None:
                self._add_round(round_info)
            log.extend(entries)
