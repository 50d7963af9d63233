"""A gathering's event: its facts (the event log folded, each table's result read from
its game), and what the tournament rules make of them: standings, the top cut's bracket,
what comes next. `players`, `rulings` and `pairings` write to it.

The facts are the gathering's event log (`event_facts`) and its tables' games: each
read folds the log, reads each table's result from its game (or the organiser's ruling
in it) and asks `riftscore.tournament` for the rest (pairings, standings, bracket).
Nothing derived is stored, so a restart, a second server or an export always agree. A
write builds the event it would lead to first, and is refused, changing nothing, if the
tournament's rules refuse that event; it is then appended after the last entry the
request read (`Events.write`), and if another writer came first, the request is read and
checked again.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Generic, TypeVar

from riftscore.clock import Reading
from riftscore.service.access import Access
from riftscore.service.clocks import TableClocks, round_clock
from riftscore.service.errors import Conflict, NotFound, Rejected, not_found, tournament_words
from riftscore.service.event_facts import (
    EventFacts,
    EventSettings,
    PairedRound,
    PairedTable,
    Player,
    fold,
)
from riftscore.service.live import LiveGame, LiveGames
from riftscore.service.rounds import Rounds
from riftscore.service.tables import TableResult, side_names, table_result
from riftscore.store import (
    EventConflict,
    EventEntry,
    EventStore,
    GameInfo,
    GatheringInfo,
    RoundInfo,
    Scoring,
    UnknownGathering,
    UnknownRound,
)
from riftscore.tournament import (
    Bracket,
    Event,
    InvalidEvent,
    PendingResults,
    Standing,
    bracket,
    cut_sizes,
    entry_open,
    standings,
)

T = TypeVar("T")

#: Writers who came first in a row before a request gives up (a queue at the join link).
WRITE_ATTEMPTS = 12


@dataclass(frozen=True, slots=True)
class TableState(Generic[T]):
    """One table of a paired round: its entrants, its sides as the game names them, its
    result (None while it is played), and its game as `present` showed it."""

    round: int
    number: int
    paired: PairedTable
    sides: tuple[str, ...]
    result: TableResult | None
    shown: T | None


@dataclass(frozen=True, slots=True)
class NextRound:
    """What the organiser can do next, as the rules allow it now: start the round paired
    last (`start`), pair Swiss round `number`, cut (to one of `cut_sizes`), pair the cut's
    next round, or nothing (`over`).
    `blocked` says why no round can be paired now (a table without a result, too few
    players); `pending` lists those tables as (round, table, game id)."""

    number: int
    stage: str  # "swiss", "top_cut" or "over"
    pending: tuple[tuple[int, int, str], ...]
    blocked: str | None
    active: int
    cut_sizes: tuple[int, ...]
    entry_open: bool
    start: int | None = None  # the latest paired round, while its clock has not started
    # and a table of it has no result yet


@dataclass(frozen=True, slots=True)
class EventState(Generic[T]):
    """The event as read now: its facts, each table with its result, the tournament's
    event, standings and bracket (or what keeps the bracket from being drawn), the
    latest round's clock, and what comes next."""

    gathering: GatheringInfo
    facts: EventFacts
    tables: tuple[TableState[T], ...]
    event: Event
    standings: tuple[Standing, ...]
    bracket: Bracket | None
    bracket_problem: str | None
    next: NextRound
    now_ms: int
    clock: Reading | None  # the latest round's own clock (None until it starts)
    started: frozenset[int] = frozenset()  # the paired rounds whose clock has started

    def table_of_game(self, game_id: str) -> TableState[T] | None:
        return next((t for t in self.tables if t.paired.game == game_id), None)

    def rounds(self) -> list[tuple[PairedRound, list[TableState[T]]]]:
        return [
            (paired, [t for t in self.tables if t.round == paired.number])
            for paired in self.facts.rounds
        ]


@dataclass(frozen=True, slots=True)
class EventWrite:
    """What a write appends: entries, and with a paired round, the round and its games."""

    entries: list[EventEntry]
    round_info: RoundInfo | None = None
    games: tuple[tuple[GameInfo, Scoring], ...] = ()


class Events:
    def __init__(
        self,
        store: EventStore,
        live: LiveGames,
        access: Access,
        clocks: TableClocks,
        rounds: Rounds,
        now: Callable[[], int],
    ) -> None:
        self.store = store
        self.live = live
        self.access = access
        self.clocks = clocks
        self.rounds = rounds
        self.now = now

    # ------------------------------------------------------------------ reading

    def facts(self, gathering_id: str) -> EventFacts:
        try:
            return fold(gathering_id, self.store.event_log(gathering_id))
        except UnknownGathering as error:
            raise not_found(error) from None

    def state(
        self, gathering_id: str, present: Callable[[LiveGame], T] | None = None
    ) -> EventState[T]:
        """The event now. `present` shows each table's game (None: not shown). Reading
        the tables reads their round clocks, and records time at zero."""
        try:
            gathering = self.store.load_gathering(gathering_id)
        except UnknownGathering as error:
            raise not_found(error) from None
        facts = self.facts(gathering_id)
        self.live.preload(facts.game_ids())
        now = self.now()
        stored = None
        started = set()
        tables: list[TableState[T]] = []
        for paired in facts.rounds:
            try:
                stored = self.store.load_round(gathering_id, paired.number)
                started.add(paired.number)
            except UnknownRound:  # paired, its clock not started yet
                stored = None
            for number, table in enumerate(paired.tables, 1):  # pushing no game out
                with self.live.open(table.game, watch=False, make_room=False) as live:
                    if stored is not None:
                        self.clocks.watch(live, self.live, stored, now)
                    tables.append(
                        TableState(
                            paired.number,
                            number,
                            table,
                            side_names(live.header),
                            table_result(live.game, live.ruling),
                            None if present is None else present(live),
                        )
                    )
        event = self.event_of(facts, {t.paired.game: t.result for t in tables})
        drawn, problem = None, None
        if event.cut is not None:
            try:
                drawn = bracket(event)
            except InvalidEvent as error:
                problem = str(error)
        clock = None if stored is None else round_clock(stored).read(now)
        return EventState(
            gathering,
            facts,
            tuple(tables),
            event,
            standings(event),
            drawn,
            problem,
            _next_round(facts, event, drawn, started),
            now,
            clock,
            frozenset(started),
        )

    def standings(
        self, gathering_id: str, through_round: int | None = None
    ) -> tuple[EventFacts, int, tuple[Standing, ...]]:
        """The standings after Swiss round `through_round` (default: now, every result
        in), and the number of that round."""
        state: EventState[None] = self.state(gathering_id)
        facts = state.facts
        if through_round is None or through_round == facts.swiss_rounds:
            return facts, facts.swiss_rounds, state.standings
        if not 1 <= through_round < facts.swiss_rounds:
            raise Rejected(
                "no-such-swiss-round",
                code="invalid_field",
                number=through_round,
                rounds=facts.swiss_rounds,
            )
        return facts, through_round, standings(state.event, through_round)

    @staticmethod
    def event_of(facts: EventFacts, results: dict[str, TableResult | None]) -> Event:
        try:
            return facts.event(results)
        except InvalidEvent as error:
            # Every write is checked first, so only a game played on after the next round
            # was paired can get here: say so, rather than fail.
            raise Conflict(
                "event-inconsistent", code="event_inconsistent", reason=tournament_words(error)
            ) from None

    def results(self, facts: EventFacts) -> dict[str, TableResult | None]:
        """Each paired table's result now, by game id (one game open at a time)."""
        results = {}
        self.live.preload(facts.game_ids())
        for game_id in facts.game_ids():
            with self.live.open(game_id, watch=False, make_room=False) as live:
                results[game_id] = table_result(live.game, live.ruling)
        return results

    # ------------------------------------------------------------------ writing

    def write(self, gathering_id: str, make: Callable[[EventFacts], tuple[EventWrite, T]]) -> T:
        """Append what `make` decides from the facts as they are; if another writer came
        first, read them again and decide again."""
        for _ in range(WRITE_ATTEMPTS):
            facts = self.facts(gathering_id)
            opening: list[EventEntry] = []
            if not facts.opened:
                opening = [self.opening(facts.version + 1, {})]
                facts = replace(facts, version=facts.version + 1, seed=opening[0].data["seed"])
            write, value = make(facts)
            if not write.entries:
                return value  # nothing to write: a retried request, answered again
            try:
                self.store.append_event(
                    gathering_id,
                    [*opening, *write.entries],
                    round_info=write.round_info,
                    games=write.games,
                )
            except EventConflict:
                continue
            except UnknownGathering as error:
                raise not_found(error) from None
            return value
        raise Conflict("gathering-busy", code="event_busy")

    def opening(self, seq: int, settings: dict[str, Any]) -> EventEntry:
        """The first entry of an event log: its seed (drawn now, unless the organiser gave
        one) and its settings."""
        data = {**EventSettings().to_data(), **settings}
        data.setdefault("seed", secrets.token_hex(16))
        return EventEntry(seq, "settings", data, self.now())

    # ------------------------------------------------------------------ one player

    @staticmethod
    def player(facts: EventFacts, player_id: str) -> Player:
        found = facts.player(player_id)
        if found is None:
            raise NotFound("no-such-player", player=player_id)
        return found

    def player_state(
        self, gathering_id: str, player_id: str, present: Callable[[LiveGame], T]
    ) -> tuple[EventState[T], Player]:
        state = self.state(gathering_id, present)
        return state, self.player(state.facts, player_id)


def still_in_cut(drawn: Bracket) -> set[str]:
    """Who is still in the top cut: at a match of the bracket's latest stage not decided
    yet, or through it; nobody once it is over."""
    if drawn.over:
        return set()
    stage = drawn.stages[-1]
    playing = {e for m in stage if not m.decided for e in m.entrants if e is not None}
    return playing | {m.winner for m in stage if m.decided and m.winner is not None}


def _next_round(
    facts: EventFacts, event: Event, drawn: Bracket | None, started: set[int]
) -> NextRound:
    number = event.next_round
    pending = tuple(
        (round_.number, table, facts.rounds[round_.number - 1].tables[table - 1].game)
        for round_ in event.rounds
        for table in round_.pending()
    )
    if drawn is None:
        active = sum(1 for e in event.entrants if event.is_active(e.id, number))
    else:
        active = sum(1 for e in still_in_cut(drawn) if event.is_active(e, number))
    blocked = None
    try:
        event.check_results_in()
    except PendingResults as error:
        blocked = str(error)
    if drawn is not None and drawn.over:
        stage = "over"
        blocked = blocked or "the top cut is over"
    elif event.cut is not None:
        stage = "top_cut"
    else:
        stage = "swiss"
        if active < 2:
            blocked = blocked or "fewer than two players are left to pair"
    sizes = cut_sizes(facts.settings.mode, len(event.rounds), event.cut, active)
    # The round paired last starts once; a round whose every table has its result already
    # (no-shows, say) has nothing left to time.
    latest = len(facts.rounds)
    start = latest if latest and latest not in started and event.rounds[-1].pending() else None
    return NextRound(
        number, stage, pending, blocked, active, sizes, entry_open(len(event.rounds)), start
    )
