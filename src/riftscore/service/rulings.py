"""A table's result recorded by the organiser (a ruling, appended to the table's game):
by hand, when the game was not kept or was kept wrong, or for a player who did not come
(a no-show loses and is dropped, 414). A ruling is checked against the whole event
first, and decides the table from then on."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from riftscore.service.errors import Conflict, NotFound, Rejected, tournament_words
from riftscore.service.event_facts import EventFacts
from riftscore.service.events import Events
from riftscore.service.live import LiveGame
from riftscore.service.tables import TableResult, no_show_result, parse_ruling, table_result
from riftscore.store import AppendConflict, Entry
from riftscore.tournament import InvalidEvent, bracket, is_pod

T = TypeVar("T")


class Rulings:
    """Results by hand and no-shows."""

    def __init__(self, events: Events) -> None:
        self.events = events
        self.live = events.live
        self.access = events.access
        self._now = events.now

    def no_show(
        self,
        gathering_id: str,
        player_id: str,
        *,
        organiser_token: str | None,
        present: Callable[[LiveGame], T],
    ) -> tuple[str, T]:
        """The player did not come to their table of the latest round: they lose it and
        are dropped (414); the ruling is appended to the table's game. The game id, and
        the game as `present` shows it."""
        self.access.authorize_organiser(gathering_id, organiser_token)
        facts = self.events.facts(gathering_id)
        player = self.events.player(facts, player_id)
        latest = facts.rounds[-1] if facts.rounds else None
        seat = None if latest is None else latest.table_of(player.id)
        if latest is None or seat is None:
            raise Conflict(
                "no-show-without-table",
                code="no_table",
                player=player.name,
                round=0 if latest is None else latest.number,
            )
        number, table = seat
        if is_pod(len(table.entrants)):
            raise Conflict("no-show-at-pod", code="pod_table", table=number, player=player.name)
        results = self.events.results(facts)
        side = table.entrants.index(player.id)

        def ruling_of(live: LiveGame) -> dict[str, Any]:
            current = table_result(live.game, live.ruling)
            if current is not None and not current.ruled:
                raise Conflict(
                    "no-show-but-played", code="result_in", table=number, player=player.name
                )
            absent = set(current.absent) if current is not None else set()
            if side in absent:
                raise Conflict("no-show-already", code="no_show_in", player=player.name)
            return no_show_result(live.header, sorted(absent | {side}))

        return table.game, self._rule(facts, results, table.game, ruling_of, present)[0]

    def record_result(
        self,
        gathering_id: str,
        game_id: str,
        *,
        organiser_token: str | None,
        body: object,
        present: Callable[[LiveGame], T],
    ) -> tuple[T, bool]:
        """The organiser records a paired table's result by hand (the game was not kept,
        or was kept wrong): appended to its game as a ruling, which decides the table from
        then on. The game as `present` shows it, and whether it changed (the same result
        again changes nothing)."""
        self.access.authorize_organiser(gathering_id, organiser_token)
        facts = self.events.facts(gathering_id)
        found = next(
            ((paired, t) for paired in facts.rounds for t in paired.tables if t.game == game_id),
            None,
        )
        if found is None:
            raise NotFound("game-not-paired-table", game=game_id)
        _, table = found
        results = self.events.results(facts)
        names = [self.events.player(facts, e).name for e in table.entrants]
        ruling = parse_ruling(body, names, table.entrants)
        return self._rule(facts, results, game_id, lambda live: ruling, present)

    def _rule(
        self,
        facts: EventFacts,
        results: dict[str, TableResult | None],
        game_id: str,
        ruling_of: Callable[[LiveGame], dict[str, Any]],
        present: Callable[[LiveGame], T],
    ) -> tuple[T, bool]:
        """Append the ruling to the game once the event it leads to is checked (and its
        bracket, after the cut). Refused as `Rejected` if the rules refuse that event."""
        for attempt in (1, 2):
            with self.live.open(game_id, watch=False) as live:
                ruling = ruling_of(live)
                if live.ruling is not None and live.ruling.ruling == ruling:
                    return present(live), False  # recorded already: a retry
                results[game_id] = TableResult(
                    tuple(ruling["game_wins"]),
                    ruling["games_drawn"],
                    tuple(ruling["absent"]),
                    ruled=True,
                )
                try:
                    event = facts.event(results)
                    if event.cut is not None:
                        bracket(event)
                except InvalidEvent as error:
                    raise Rejected(
                        "tournament-refusal", code="invalid_result", reason=tournament_words(error)
                    ) from None
                entry = Entry(live.version + 1, recorded_ms=self._now(), ruling=ruling)
                try:
                    self.live.append(live, entry)
                except AppendConflict:
                    if attempt == 1:
                        continue
                    raise Conflict(
                        "table-game-written-meanwhile", code="version_conflict"
                    ) from None
                return present(live), True
        raise AssertionError("unreachable: the second attempt returns or raises")
