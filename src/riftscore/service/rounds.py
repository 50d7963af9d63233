"""A gathering's timed rounds: start one (its clock runs for every table), read it, pause
and resume it, and give one table more time.

A game plays the end-of-round procedure its header names (`round`), so a round refuses a
game whose header names another type. Each table's clock, and calling time at zero, are
`clocks`' job: reading a round reads every table's clock on the way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from riftscore.clock import Reading
from riftscore.service.access import Access, hash_token, new_id
from riftscore.service.clocks import TableClock, TableClocks, round_clock
from riftscore.service.errors import Conflict, NotFound, Rejected, not_found
from riftscore.service.fields import check_idempotency_key, optional_text, whole_number
from riftscore.service.live import LiveGame, LiveGames, LoggedEntry, label
from riftscore.store import (
    ROUND_KINDS,
    AppendConflict,
    DuplicateId,
    Entry,
    EventStore,
    Extension,
    GameInfo,
    GameInRound,
    GatheringInfo,
    NotInRound,
    RoundInfo,
    RoundPause,
    StoredRound,
    UnknownGame,
    UnknownGathering,
    UnknownRound,
)
from riftscore.tournament import ROUND_MINUTES

T = TypeVar("T")

MINUTE_MS = 60_000
MAX_ROUND_MINUTES = 24 * 60
MAX_EXTENSION_MINUTES = 60


@dataclass(frozen=True, slots=True)
class RoundListing(Generic[T]):
    """A round as read at `now_ms`: its stored facts, its clock, and each table."""

    gathering: GatheringInfo
    round: StoredRound
    now_ms: int
    reading: Reading  # the round's own clock, without any table's extension
    tables: list[T]


class Rounds:
    def __init__(
        self,
        store: EventStore,
        live: LiveGames,
        access: Access,
        clocks: TableClocks,
        now: Callable[[], int],
    ) -> None:
        self.store = store
        self.live = live
        self.access = access
        self.clocks = clocks
        self._now = now

    def start(
        self,
        gathering_id: str,
        *,
        organiser_token: str | None,
        present: Callable[[LiveGame], T],
        minutes: object = None,
        kind: object = None,
        games: object = None,
    ) -> RoundListing[T]:
        """Start the gathering's next round: its clock runs from now for every table.

        `games` lists the tables (game ids); by default, every game of the gathering that
        is neither over nor in an earlier round.
        """
        self.access.authorize_organiser(gathering_id, organiser_token)
        duration = whole_number(minutes, "minutes", ROUND_MINUTES, MAX_ROUND_MINUTES)
        if any(e.kind == "player" for e in self.store.event_log(gathering_id)):
            raise Conflict("rounds-are-paired", code="paired_event")
        if kind is None:
            kind = ROUND_KINDS[0]
        if kind not in ROUND_KINDS:
            raise Rejected("round-type-unknown", code="invalid_field", kind=repr(kind)[:40])
        for attempt in (1, 2):
            listed = self.store.gathering_games(gathering_id)
            rounds = self.store.gathering_rounds(gathering_id)
            chosen = self._tables(listed, rounds, games)
            for game in chosen:
                declared = game.header.get("round", ROUND_KINDS[0])
                if declared != kind:
                    raise Rejected(
                        "round-type-mismatch",
                        code="round_type_mismatch",
                        table=label(game),
                        declared=str(declared),
                        kind=kind,
                    )
            number = len(rounds) + 1
            info = RoundInfo(
                new_id(),
                gathering_id,
                number,
                str(kind),
                duration * MINUTE_MS,
                self._now(),
                tuple(g.id for g in chosen),
            )
            try:
                self.store.create_round(info)
            except DuplicateId:
                if attempt == 1:
                    continue  # another organiser's device started a round just now: look again
                raise Rejected("round-started-meanwhile", code="round_conflict") from None
            except GameInRound as error:
                raise Rejected(
                    "game-in-other-round", code="game_in_round", game=error.game_id
                ) from None
            except UnknownGame as error:
                raise Rejected(
                    "game-not-in-gathering", code="invalid_field", game=error.game_id
                ) from None
            return self.read(gathering_id, number, present)
        raise AssertionError("unreachable: the second attempt returns or raises")

    def _is_over(self, game_id: str) -> bool:
        with self.live.open(game_id, make_room=False) as live:
            return live.game.is_over()

    def _tables(
        self, listed: list[GameInfo], rounds: list[RoundInfo], games: object
    ) -> list[GameInfo]:
        in_round = {game_id: r.number for r in rounds for game_id in r.games}
        by_id = {g.id: g for g in listed}
        if games is None:
            chosen = [g for g in listed if g.id not in in_round and not self._is_over(g.id)]
            if not chosen:
                raise Rejected("no-game-to-time", code="no_tables")
            return chosen
        if type(games) is not list or not games or any(type(g) is not str for g in games):
            raise Rejected("round-games-list", code="invalid_field")
        if len(set(games)) != len(games):
            raise Rejected("round-games-twice", code="invalid_field")
        chosen = []
        for game_id in games:
            info = by_id.get(game_id)
            if info is None:
                raise Rejected("round-games-unknown", code="invalid_field", game=str(game_id)[:40])
            if game_id in in_round:
                raise Rejected(
                    "game-in-round",
                    code="game_in_round",
                    table=label(info),
                    round=in_round[game_id],
                )
            if self._is_over(game_id):
                raise Rejected("game-over-no-clock", code="game_over", table=label(info))
            chosen.append(info)
        return chosen

    def read(
        self, gathering_id: str, number: int, present: Callable[[LiveGame], T]
    ) -> RoundListing[T]:
        """The round now: its clock, and each table as `present` shows it (with its clock).

        Any table whose clock has reached zero gets its `time` recorded on the way.
        """
        try:
            gathering = self.store.load_gathering(gathering_id)
        except UnknownGathering as error:
            raise not_found(error) from None
        stored = self._load(gathering_id, number)
        now = self._now()
        tables = []
        for game_id in stored.info.games:  # every table, each time: pushing no game out
            with self.live.open(game_id, watch=False, make_room=False) as live:
                self.clocks.watch(live, self.live, stored, now)  # the round read once
                tables.append(present(live))
        return RoundListing(gathering, stored, now, round_clock(stored).read(now), tables)

    def list(self, gathering_id: str) -> list[RoundInfo]:
        try:
            return self.store.gathering_rounds(gathering_id)
        except UnknownGathering as error:
            raise not_found(error) from None

    def pause(
        self,
        gathering_id: str,
        number: int,
        *,
        organiser_token: str | None,
        present: Callable[[LiveGame], T],
    ) -> RoundListing[T]:
        """Stop every table's clock of the round, until it is resumed."""
        self.access.authorize_organiser(gathering_id, organiser_token)
        stored = self._load(gathering_id, number)
        clock = round_clock(stored)
        if clock.paused:
            raise Rejected("round-paused", code="round_paused", round=number)
        paused = clock.pause(self._now()).pauses[-1]
        pause = RoundPause(len(stored.pauses) + 1, paused.start)
        if not self.store.pause_round(stored.info.id, pause):
            raise Rejected("round-paused-meanwhile", code="round_paused", round=number)
        return self.read(gathering_id, number, present)

    def resume(
        self,
        gathering_id: str,
        number: int,
        *,
        organiser_token: str | None,
        present: Callable[[LiveGame], T],
    ) -> RoundListing[T]:
        """Start the round's clocks again where they stood."""
        self.access.authorize_organiser(gathering_id, organiser_token)
        stored = self._load(gathering_id, number)
        clock = round_clock(stored)
        if not clock.paused:
            raise Rejected("round-not-paused", code="round_not_paused", round=number)
        resumed = clock.resume(self._now()).pauses[-1]
        assert resumed.end is not None
        if not self.store.resume_round(stored.info.id, resumed.end):
            raise Rejected("round-resumed-meanwhile", code="round_not_paused", round=number)
        return self.read(gathering_id, number, present)

    def extend(
        self,
        gathering_id: str,
        number: int,
        *,
        organiser_token: str | None,
        present: Callable[[LiveGame], T],
        game: object,
        minutes: object,
        reason: object = None,
        idempotency_key: str | None = None,
    ) -> RoundListing[T]:
        """A judge gives one table of the round more time (the organiser's token).

        If the table's time had been called by its clock, and nothing was played since,
        an extension that gives it time again takes that `time` back (an undo entry).
        """
        check_idempotency_key(idempotency_key)
        self.access.authorize_organiser(gathering_id, organiser_token)
        stored = self._load(gathering_id, number)
        if type(game) is not str:
            raise Rejected("extension-game-needed", code="invalid_field")
        if game not in stored.info.games:
            raise Rejected(
                "extension-game-not-in-round", code="not_in_round", game=game, round=number
            )
        extension_ms = whole_number(minutes, "minutes", None, MAX_EXTENSION_MINUTES) * MINUTE_MS
        reason = optional_text(reason, "reason")
        round_id = stored.info.id
        extension_id = (
            new_id()
            if idempotency_key is None
            else "key-" + hash_token(f"{round_id} {idempotency_key}")[:40]
        )
        seen = next((e for e in stored.extensions if e.id == extension_id), None)
        if seen is not None:
            if (seen.game_id, seen.extension_ms, seen.reason) != (game, extension_ms, reason):
                raise Rejected(
                    "key-used-in-round", code="idempotency_key_reused", key=idempotency_key
                )
            return self.read(gathering_id, number, present)  # a retry: given once
        # The clock is read only once the extension is in: time at zero now may be given
        # back by it, and must not be called first.
        with self.live.open(game, watch=False) as live:
            if live.game.is_over():
                raise Rejected("game-over-no-time", code="game_over", table=label(live.info))
            now = self._now()
            before = TableClock.read(stored, game, now)
            extension = Extension(extension_id, round_id, game, extension_ms, now, reason)
            extended = StoredRound(stored.info, stored.pauses, (*stored.extensions, extension))
            after = TableClock.read(extended, game, now)
            called = live.time_entry_in_force()
            if called is not None and before.expired and not after.expired:
                if live.last_in_force() is not called:
                    raise Rejected(
                        "time-called-play-went-on",
                        code="time_already_called",
                        table=label(live.info),
                    )
                self._retract_time(live, called, f"round:{round_id}:extension:{extension_id}")
            try:
                self.store.add_extension(extension)
            except DuplicateId:
                pass  # the same retried request, from another server: given once
            except UnknownRound:
                raise NotFound("no-such-round", round=number) from None
            except NotInRound:
                raise NotFound("extension-game-not-in-round", game=game, round=number) from None
            self.clocks.watch(live, self.live)
        return self.read(gathering_id, number, present)

    def _retract_time(self, live: LiveGame, called: LoggedEntry, key: str) -> None:
        entry = Entry(live.version + 1, None, called.entry.seq, key, self._now())
        try:
            self.live.append(live, entry, own=True)
        except AppendConflict:
            raise Rejected(
                "table-wrote-meanwhile", code="version_conflict", table=label(live.info)
            ) from None

    def _load(self, gathering_id: str, number: int) -> StoredRound:
        try:
            return self.store.load_round(gathering_id, number)
        except UnknownRound:
            raise NotFound("no-such-round", round=number) from None
