"""A gathering's event: its players, its paired rounds, its standings and top cut.

The facts are the gathering's event log (`event_facts`) and its tables' games: each
read folds the log, reads each table's result from its game (or the organiser's
ruling in it) and asks `riftscore.tournament` for the rest (pairings, standings,
bracket). Nothing derived is stored, so a restart, a second server or an export always
agree. A write builds the event it would lead to first, and is refused, changing
nothing, if the tournament's rules refuse that event; it is then appended after the
last entry the request read, and if another writer came first, the request is read and
checked again.

Who may do what: the organiser's token runs everything; the join token (the join link
shown to the organiser) registers a player and nothing else.
"""

from __future__ import annotations

import secrets
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Generic, TypeVar

from riftscore.clock import Reading
from riftscore.service.access import Access, hash_token, new_id, new_token, token_matches
from riftscore.service.clocks import TableClocks, round_clock
from riftscore.service.engine import open_engine
from riftscore.service.errors import Conflict, Forbidden, NotFound, Rejected, Unauthorized
from riftscore.service.event_facts import (
    EventFacts,
    EventSettings,
    PairedRound,
    PairedTable,
    Player,
    fold,
    round_data,
)
from riftscore.service.fields import check_idempotency_key, whole_number
from riftscore.service.live import LiveGame, LiveGames, scoring_of
from riftscore.service.rounds import MAX_ROUND_MINUTES, MINUTE_MS, RoundListing, Rounds
from riftscore.service.tables import (
    EVENT_MODES,
    POD_SEATS,
    TableResult,
    no_show_result,
    parse_ruling,
    side_names,
    table_header,
    table_mode,
    table_result,
)
from riftscore.store import (
    AppendConflict,
    DuplicateId,
    Entry,
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
    CUT_SIZES,
    Bracket,
    CannotPair,
    EntryClosed,
    Event,
    InvalidEvent,
    Pairing,
    PendingResults,
    Points,
    Stage,
    Standing,
    bracket,
    pair_pods,
    pair_swiss,
    pair_top_cut,
    standings,
)

T = TypeVar("T")

MAX_ENTRANTS = 256  # a hall's worth; pairing 256 takes under half a second
MAX_PLAYER_NAME = 40  # with "'s battlefield", a battlefield's name stays under 60
MAX_SEED_LENGTH = 64
MAX_POINTS = 100
MAX_PLANNED_ROUNDS = 20
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
    """What the organiser can do next, as the rules allow it now: pair Swiss round
    `number`, cut (to one of `cut_sizes`), pair the cut's next round, or nothing (`over`).
    `blocked` says why no round can be paired now (a table without a result, too few
    players); `pending` lists those tables as (round, table, game id)."""

    number: int
    stage: str  # "swiss", "top_cut" or "over"
    pending: tuple[tuple[int, int, str], ...]
    blocked: str | None
    active: int
    cut_sizes: tuple[int, ...]
    entry_open: bool


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
    clock: Reading | None  # the latest round's own clock

    def table_of_game(self, game_id: str) -> TableState[T] | None:
        return next((t for t in self.tables if t.paired.game == game_id), None)

    def rounds(self) -> list[tuple[PairedRound, list[TableState[T]]]]:
        return [
            (paired, [t for t in self.tables if t.round == paired.number])
            for paired in self.facts.rounds
        ]


@dataclass(frozen=True, slots=True)
class Paired(Generic[T]):
    """A round just paired: the round now (its clock, its tables), what the log keeps of
    it, each new game's write token, and what the pairing could not avoid."""

    listing: RoundListing[T]
    paired: PairedRound
    tokens: dict[str, str]
    pairing: Pairing
    facts: EventFacts  # as they were paired


@dataclass(frozen=True, slots=True)
class _Write:
    entries: list[EventEntry]
    round_info: RoundInfo | None = None
    games: tuple[tuple[GameInfo, Scoring], ...] = ()


def player_name(value: object, field: str = "name") -> str:
    """A player's (or team's) name: 1 to MAX_PLAYER_NAME characters once trimmed, in NFC,
    without control or invisible formatting characters."""
    if type(value) is not str:
        raise Rejected(f'"{field}" must be a name, as text', "invalid_field")
    name = " ".join(unicodedata.normalize("NFC", value).split())
    if not 1 <= len(name) <= MAX_PLAYER_NAME:
        raise Rejected(
            f'"{field}" must be a name of 1 to {MAX_PLAYER_NAME} characters', "invalid_field"
        )
    if any(unicodedata.category(c)[0] == "C" for c in name):
        raise Rejected(
            f'"{field}" has a control or invisible character: a name is letters, digits, '
            "spaces and punctuation",
            "invalid_field",
        )
    return name


def parse_settings(body: dict[str, Any], *, creating: bool) -> dict[str, Any]:
    """The event settings a request names (`mode`, `points`, `rounds`, `minutes`, and when
    the gathering is created, `seed`), checked. Raises `Rejected` naming the field."""
    out: dict[str, Any] = {}
    if "mode" in body:
        if body["mode"] not in EVENT_MODES:
            raise Rejected(
                f'"mode" must be one of {", ".join(EVENT_MODES)}, not {body["mode"]!r}',
                "invalid_field",
            )
        out["mode"] = body["mode"]
    if "points" in body:
        points = body["points"]
        if (
            type(points) is not dict
            or set(points) != {"win", "draw", "loss"}
            or any(type(v) is not int or not 0 <= v <= MAX_POINTS for v in points.values())
        ):
            raise Rejected(
                f'"points" must be {{"win", "draw", "loss"}}, whole numbers from 0 to {MAX_POINTS}',
                "invalid_field",
            )
        try:
            Points(points["win"], points["draw"], points["loss"])
        except InvalidEvent as error:
            raise Rejected(str(error), "invalid_field") from None
        out["points"] = dict(points)
    if "rounds" in body:
        rounds = body["rounds"]
        if rounds is not None:
            rounds = whole_number(rounds, "rounds", None, MAX_PLANNED_ROUNDS)
        out["rounds"] = rounds
    if "minutes" in body:
        out["minutes"] = whole_number(body["minutes"], "minutes", None, MAX_ROUND_MINUTES)
    if creating and body.get("seed") is not None:
        seed = body["seed"]
        if type(seed) is not str or not 1 <= len(seed) <= MAX_SEED_LENGTH:
            raise Rejected(
                f'"seed" must be text of 1 to {MAX_SEED_LENGTH} characters', "invalid_field"
            )
        out["seed"] = seed
    return out


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
        self._now = now

    # ------------------------------------------------------------------ reading

    def facts(self, gathering_id: str) -> EventFacts:
        try:
            return fold(gathering_id, self.store.event_log(gathering_id))
        except UnknownGathering as error:
            raise NotFound(str(error)) from None

    def state(
        self, gathering_id: str, present: Callable[[LiveGame], T] | None = None
    ) -> EventState[T]:
        """The event now. `present` shows each table's game (None: not shown). Reading
        the tables reads their round clocks, and records time at zero."""
        try:
            gathering = self.store.load_gathering(gathering_id)
        except UnknownGathering as error:
            raise NotFound(str(error)) from None
        facts = self.facts(gathering_id)
        now = self._now()
        stored = None
        tables: list[TableState[T]] = []
        for paired in facts.rounds:
            try:
                stored = self.store.load_round(gathering_id, paired.number)
            except UnknownRound:  # pragma: no cover - stored with its entry, all or nothing
                stored = None
            for number, table in enumerate(paired.tables, 1):
                with self.live.open(table.game, watch=False) as live:
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
        event = self._event(facts, {t.paired.game: t.result for t in tables})
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
            _next_round(facts, event, drawn),
            now,
            clock,
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
                f"there is no Swiss round {through_round}: "
                + (
                    f"the Swiss rounds so far are 1 to {facts.swiss_rounds}"
                    if facts.swiss_rounds
                    else "no round is paired yet"
                ),
                "invalid_field",
            )
        return facts, through_round, standings(state.event, through_round)

    @staticmethod
    def _event(facts: EventFacts, results: dict[str, TableResult | None]) -> Event:
        try:
            return facts.event(results)
        except InvalidEvent as error:
            # Every write is checked first, so only a game played on after the next round
            # was paired can get here: say so, rather than fail.
            raise Conflict(
                f"the event's facts no longer fit together: {error}", "event_inconsistent"
            ) from None

    def _results(self, facts: EventFacts) -> dict[str, TableResult | None]:
        """Each paired table's result now, by game id (one game open at a time)."""
        results = {}
        for game_id in facts.game_ids():
            with self.live.open(game_id, watch=False) as live:
                results[game_id] = table_result(live.game, live.ruling)
        return results

    # ------------------------------------------------------------------ writing

    def _write(self, gathering_id: str, make: Callable[[EventFacts], tuple[_Write, T]]) -> T:
        """Append what `make` decides from the facts as they are; if another writer came
        first, read them again and decide again."""
        for _ in range(WRITE_ATTEMPTS):
            facts = self.facts(gathering_id)
            opening: list[EventEntry] = []
            if not facts.opened:
                opening = [self._opening(facts.version + 1, {})]
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
                raise NotFound(str(error)) from None
            return value
        raise Conflict(
            "the gathering was changed by other devices many times at once: try again",
            "event_busy",
        )

    def _opening(self, seq: int, settings: dict[str, Any]) -> EventEntry:
        """The first entry of an event log: its seed (drawn now, unless the organiser gave
        one) and its settings."""
        data = {**EventSettings().to_data(), **settings}
        data.setdefault("seed", secrets.token_hex(16))
        return EventEntry(seq, "settings", data, self._now())

    def open(self, gathering_id: str, body: dict[str, Any]) -> str:
        """Begin a new gathering's event log with its settings (`parse_settings`) and a
        join link; the join token. Raises `Rejected` for a bad setting."""
        settings = parse_settings(body, creating=True)
        token = new_token()
        entries = [
            self._opening(1, settings),
            EventEntry(2, "join", {"token_hash": hash_token(token)}, self._now()),
        ]
        try:
            self.store.append_event(gathering_id, entries)
        except EventConflict:
            raise Conflict("the gathering's event has begun already", "event_begun") from None
        return token

    def change_settings(
        self, gathering_id: str, *, organiser_token: str | None, body: object
    ) -> EventSettings:
        """Change the event's settings: `rounds` and `minutes` at any time, `mode` and
        `points` until round 1 is paired."""
        self.access.authorize_organiser(gathering_id, organiser_token)
        if not isinstance(body, dict):
            raise Rejected("the body must be a JSON object", "invalid_json")
        unknown = sorted(set(body) - {"mode", "points", "rounds", "minutes"})
        if unknown:
            raise Rejected(f"the event has no setting {unknown[0]!r}", "invalid_field")
        changes = parse_settings(body, creating=False)

        def make(facts: EventFacts) -> tuple[_Write, EventSettings]:
            fixed = [k for k in ("mode", "points") if k in changes]
            if facts.rounds and fixed:
                raise Conflict(f'"{fixed[0]}" is fixed once round 1 is paired', "settings_fixed")
            if "mode" in changes and facts.players:
                teams = changes["mode"] == "2v2"
                if teams != facts.settings.teams:
                    raise Conflict(
                        "players are registered already: a 2v2 event registers teams, any "
                        "other event players, so the mode cannot change between them",
                        "settings_fixed",
                    )
            entry = EventEntry(facts.version + 1, "settings", changes, self._now())
            return _Write([entry]), facts.settings.changed(changes)

        return self._write(gathering_id, make)

    def issue_join_link(self, gathering_id: str, *, organiser_token: str | None) -> str:
        """A new join token for the gathering; the one before stops working."""
        self.access.authorize_organiser(gathering_id, organiser_token)
        token = new_token()

        def make(facts: EventFacts) -> tuple[_Write, str]:
            data = {"token_hash": hash_token(token)}
            return _Write([EventEntry(facts.version + 1, "join", data, self._now())]), token

        return self._write(gathering_id, make)

    # ------------------------------------------------------------------ players

    def registrar(self, gathering_id: str, token: str | None) -> str:
        """Who registers: the organiser, or a player with the join link. Raises
        `Unauthorized` or `Forbidden` for any other token."""
        if token is None:
            raise Unauthorized(
                "registering a player needs the gathering's organiser token or its join "
                "token (Authorization: Bearer)"
            )
        try:
            self.access.authorize_organiser(gathering_id, token)
            return "organiser"
        except Forbidden:
            pass
        join_hash = self.facts(gathering_id).join_hash
        if join_hash is not None and token_matches(token, join_hash):
            return "join"
        raise Forbidden("this token can neither run the gathering nor register its players")

    def register(
        self,
        gathering_id: str,
        *,
        token: str | None,
        body: object,
        idempotency_key: str | None = None,
    ) -> tuple[Player, bool]:
        """Register a player (a 2v2 event: a team, `members` its two players), by the
        organiser or with the join link; the player, and whether it is new (False: a
        retry with the same Idempotency-Key, answered again)."""
        check_idempotency_key(idempotency_key)
        by = self.registrar(gathering_id, token)
        if not isinstance(body, dict):
            raise Rejected("the body must be a JSON object", "invalid_json")
        unknown = sorted(set(body) - {"name", "members"})
        if unknown:
            raise Rejected(f"a player has no field {unknown[0]!r}", "invalid_field")
        members: tuple[str, ...] = ()
        if body.get("members") is not None:
            given = body["members"]
            if type(given) is not list or len(given) != 2:
                raise Rejected('"members" must name the team\'s two players', "invalid_field")
            members = tuple(player_name(m, "members") for m in given)
        if body.get("name") is None and members:
            name = " & ".join(members)
        else:
            name = player_name(body.get("name"))
        request = None if idempotency_key is None else hash_token(idempotency_key)

        def make(facts: EventFacts) -> tuple[_Write, tuple[Player, bool]]:
            if by == "join" and not (
                token is not None
                and facts.join_hash is not None
                and token_matches(token, facts.join_hash)
            ):
                raise Forbidden("this join link was replaced by a newer one: ask the organiser")
            if request is not None:
                earlier = next((p for p in facts.players if p.request == request), None)
                if earlier is not None:
                    if (earlier.name, earlier.members) != (name, members):
                        raise Rejected(
                            f"the Idempotency-Key {idempotency_key!r} was already used to "
                            f"register {earlier.name}; a different request needs a new key",
                            "idempotency_key_reused",
                        )
                    return _Write([]), (earlier, False)
            self._check_new_player(facts, name, members)
            player_id = new_id()
            data: dict[str, Any] = {"id": player_id, "name": name, "by": by}
            if members:
                data["members"] = list(members)
            if request is not None:
                data["request"] = request
            seq = facts.version + 1
            joined = len(facts.rounds) + 1
            player = Player(player_id, name, members, joined, by, seq, request=request)
            return _Write([EventEntry(seq, "player", data, self._now())]), (player, True)

        return self._write(gathering_id, make)

    @staticmethod
    def _check_new_player(facts: EventFacts, name: str, members: tuple[str, ...]) -> None:
        if facts.settings.teams and not members:
            raise Rejected(
                'a 2v2 event registers teams: give the team\'s two players as "members"',
                "invalid_field",
            )
        if members and not facts.settings.teams:
            raise Rejected(
                f'a {facts.settings.mode} event registers players, not teams: leave out "members"',
                "invalid_field",
            )
        if len(facts.players) >= MAX_ENTRANTS:
            raise Conflict(
                f"the gathering has {MAX_ENTRANTS} entrants, as many as it can hold",
                "gathering_full",
            )
        try:
            facts.event().entry_round()
        except EntryClosed as error:
            raise Conflict(str(error), "entry_closed") from None
        if members and members[0].casefold() == members[1].casefold():
            raise Rejected("a team's two players need two different names", "invalid_field")
        for each in (name, *members):
            taken = facts.name_taken(each)
            if taken is not None:
                raise Conflict(
                    f"{taken} is registered already: give {each} a name that tells them apart "
                    "(a surname's initial, say)",
                    "name_taken",
                )

    def drop(self, gathering_id: str, player_id: str, *, organiser_token: str | None) -> Player:
        """The player leaves the event between rounds and is never paired again (414)."""
        self.access.authorize_organiser(gathering_id, organiser_token)

        def make(facts: EventFacts) -> tuple[_Write, Player]:
            player = self._player(facts, player_id)
            event = self._event(facts, self._results(facts))
            _check_can_drop(facts, event, player)
            dropped = replace(player, dropped_after=len(facts.rounds))
            after = replace(
                facts, players=tuple(dropped if p.id == player.id else p for p in facts.players)
            )
            try:
                after.event()
            except InvalidEvent as error:  # pragma: no cover - _check_can_drop says why first
                raise Conflict(str(error), "cannot_drop") from None
            entry = EventEntry(facts.version + 1, "drop", {"player": player.id}, self._now())
            return _Write([entry]), dropped

        return self._write(gathering_id, make)

    @staticmethod
    def _player(facts: EventFacts, player_id: str) -> Player:
        player = facts.player(player_id)
        if player is None:
            raise NotFound(f"the gathering has no player {player_id!r}")
        return player

    # ------------------------------------------------------------------ results

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
        facts = self.facts(gathering_id)
        player = self._player(facts, player_id)
        latest = facts.rounds[-1] if facts.rounds else None
        seat = None if latest is None else latest.table_of(player.id)
        if latest is None or seat is None:
            where = "no round is paired yet" if latest is None else f"round {latest.number}"
            raise Conflict(
                f"{player.name} has no table in {where}: a no-show is for a player who did "
                "not come to their table",
                "no_table",
            )
        number, table = seat
        if len(table.entrants) != 2:
            raise Conflict(
                f"table {number} is a skirmish or war table: record its result by hand, "
                f'with {player.name} "absent"',
                "pod_table",
            )
        results = self._results(facts)
        side = table.entrants.index(player.id)

        def ruling_of(live: LiveGame) -> dict[str, Any]:
            current = table_result(live.game, live.ruling)
            if current is not None and not current.ruled:
                raise Conflict(
                    f"table {number} has a result from its game: {player.name} came and played",
                    "result_in",
                )
            absent = set(current.absent) if current is not None else set()
            if side in absent:
                raise Conflict(f"{player.name} is recorded as a no-show already", "no_show_in")
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
        facts = self.facts(gathering_id)
        found = next(
            ((paired, t) for paired in facts.rounds for t in paired.tables if t.game == game_id),
            None,
        )
        if found is None:
            raise NotFound(f"game {game_id!r} is not a paired table of this gathering")
        _, table = found
        results = self._results(facts)
        names = [self._player(facts, e).name for e in table.entrants]
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
                    raise Rejected(str(error), "invalid_result") from None
                entry = Entry(live.version + 1, recorded_ms=self._now(), ruling=ruling)
                try:
                    self.live.append(live, entry, own=True)
                except AppendConflict:
                    if attempt == 1:
                        continue
                    raise Conflict(
                        "the table's game was written to at this very moment: look again",
                        "version_conflict",
                    ) from None
                return present(live), True
        raise AssertionError("unreachable: the second attempt returns or raises")

    # ------------------------------------------------------------------ pairing

    def pair(
        self,
        gathering_id: str,
        *,
        organiser_token: str | None,
        present: Callable[[LiveGame], T],
        pairings: object,
        size: object = None,
        minutes: object = None,
    ) -> Paired[T]:
        """Pair the next round from the players (`pairings`: "swiss", or "top" for the
        top cut, `size` 2, 4 or 8 when it begins), create each table's game and start the
        round's clock. Refused (`Conflict`) while a table has no result."""
        self.access.authorize_organiser(gathering_id, organiser_token)
        if pairings not in ("swiss", "top"):
            raise Rejected(
                f'"pairings" must be "swiss" or "top", not {pairings!r}', "invalid_field"
            )
        if size is not None and (type(size) is not int or size not in CUT_SIZES):
            raise Rejected(
                f'"size" must be the top cut\'s size: {", ".join(map(str, CUT_SIZES))}',
                "invalid_field",
            )
        cut_size = size if type(size) is int else None
        for attempt in range(WRITE_ATTEMPTS):
            # The rounds before the log: a round paired in between is then in both.
            started = self.rounds.list(gathering_id)
            facts = self.facts(gathering_id)
            duration = whole_number(minutes, "minutes", facts.settings.minutes, MAX_ROUND_MINUTES)
            _check_no_hand_made_round(started, facts)
            event = self._event(facts, self._results(facts))
            pairing, stage, cut = self._pairing(facts, event, pairings, cut_size)
            number = pairing.round.number
            built = [
                self._table_game(gathering_id, facts, t.entrants, stage, number)
                for number, t in enumerate(pairing.round.tables, 1)
            ]
            now = self._now()
            round_info = RoundInfo(
                new_id(),
                gathering_id,
                number,
                "swiss" if stage is Stage.SWISS else "single_elimination",
                duration * MINUTE_MS,
                now,
                tuple(live.id for live, _ in built),
            )
            paired = PairedRound(
                number,
                stage,
                round_info.id,
                tuple(
                    PairedTable(live.id, t.entrants)
                    for (live, _), t in zip(built, pairing.round.tables, strict=True)
                ),
                pairing.round.byes,
                cut,
                facts.version + 1,
            )
            entry = EventEntry(paired.seq, "round", round_data(paired), now)
            games = tuple((live.info, scoring_of(live.engine)) for live, _ in built)
            try:
                self.store.append_event(gathering_id, [entry], round_info=round_info, games=games)
            except (EventConflict, DuplicateId):
                if len(self.facts(gathering_id).rounds) > len(facts.rounds):
                    raise Conflict(
                        f"round {number} was paired just now by another device: look again",
                        "round_conflict",
                    ) from None
                if attempt < WRITE_ATTEMPTS - 1:
                    continue  # a registration or a drop came first: pair again
                raise Conflict(
                    "the gathering keeps changing: pair again in a moment", "event_busy"
                ) from None
            for live, _ in built:
                self.live.remember(live)
            listing = self.rounds.read(gathering_id, number, present)
            tokens = {live.id: token for live, token in built}
            return Paired(listing, paired, tokens, pairing, facts)
        raise AssertionError("unreachable: the last attempt returns or raises")

    @staticmethod
    def _pairing(
        facts: EventFacts, event: Event, pairings: object, size: int | None
    ) -> tuple[Pairing, Stage, int | None]:
        mode = facts.settings.mode
        try:
            if pairings == "swiss":
                if size is not None:
                    raise Rejected('"size" is for the top cut ("pairings": "top")', "invalid_field")
                if mode in POD_SEATS:
                    return pair_pods(event, POD_SEATS[mode]), Stage.SWISS, None
                return pair_swiss(event), Stage.SWISS, None
            if mode in POD_SEATS:
                raise Conflict(
                    f"a top cut plays 1v1 matches: a {mode} event has none", "cannot_pair"
                )
            cut = None
            if event.cut is None:
                if not event.swiss_rounds():
                    raise Conflict(
                        "the top cut comes after the Swiss rounds: pair round 1 first",
                        "cannot_pair",
                    )
                if size is None:
                    raise Rejected(
                        '"size" must say how many make the top cut: 2, 4 or 8', "invalid_field"
                    )
                event = replace(event, cut=size)  # checked by Event on construction
                cut = size
            elif size is not None and size != event.cut:
                raise Rejected(
                    f"the top cut is to the top {event.cut} already, not {size}",
                    "invalid_field",
                )
            return pair_top_cut(event), Stage.TOP_CUT, cut
        except PendingResults as error:
            raise Conflict(str(error), "pending_results") from None
        except (CannotPair, InvalidEvent) as error:
            raise Conflict(str(error), "cannot_pair") from None

    def _table_game(
        self,
        gathering_id: str,
        facts: EventFacts,
        entrants: Sequence[str],
        stage: Stage,
        number: int,
    ) -> tuple[LiveGame, str]:
        """Table `number`'s new game, built as a read will load it (not stored yet), and
        its write token."""
        sides = [self._player(facts, e).sides for e in entrants]
        mode = table_mode(facts.settings.mode, len(entrants))
        kind = "swiss" if stage is Stage.SWISS else "single_elimination"
        engine = open_engine(table_header(mode, sides, kind))
        header = engine.to_record()[0]
        token = new_token()
        label = f"Table {number}"
        info = GameInfo(new_id(), header, hash_token(token), gathering_id, label, self._now())
        return LiveGame(info, engine), token

    # ------------------------------------------------------------------ one player

    def player_state(
        self, gathering_id: str, player_id: str, present: Callable[[LiveGame], T]
    ) -> tuple[EventState[T], Player]:
        state = self.state(gathering_id, present)
        return state, self._player(state.facts, player_id)


def _check_no_hand_made_round(started: list[RoundInfo], facts: EventFacts) -> None:
    hand_made = [
        r.number
        for r in started
        if r.number > len(facts.rounds) or r.id != facts.rounds[r.number - 1].round_id
    ]
    if hand_made:
        raise Conflict(
            f"round {hand_made[0]} of this gathering was started with hand-made tables: "
            "a gathering pairs all its rounds from its players, or none",
            "hand_made_rounds",
        )


def _check_can_drop(facts: EventFacts, event: Event, player: Player) -> None:
    """Refuse a drop the rules do not allow now, saying why."""
    if player.dropped_after is not None:
        raise Conflict(
            f"{player.name} dropped already, after round {player.dropped_after}", "dropped"
        )
    no_show = event.dropped_after(player.id)
    if no_show is not None:
        raise Conflict(
            f"{player.name} did not come to round {no_show} and was dropped then", "dropped"
        )
    latest = facts.rounds[-1] if facts.rounds else None
    if latest is not None:
        seat = latest.table_of(player.id)
        round_ = event.rounds[-1]
        if seat is not None and round_.tables[seat[0] - 1].result is None:
            raise Conflict(
                f"{player.name} plays at table {seat[0]} of round {latest.number}, which has no "
                "result yet: a player drops between rounds (record the table's result first, "
                "or mark a no-show)",
                "table_in_play",
            )
    if event.cut is not None:
        drawn = bracket(event)
        alive = {m.entrants[i] for m in drawn.stages[-1] if not m.decided for i in (0, 1)}
        alive |= {m.winner for m in drawn.stages[-1] if m.decided and m.winner}
        if drawn.over or player.id not in alive:
            raise Conflict(
                f"{player.name} is not in the top cut any more: after the cut, only a player "
                "still in it can drop (and nobody takes their place, 414.6)",
                "not_in_cut",
            )


def _next_round(facts: EventFacts, event: Event, drawn: Bracket | None) -> NextRound:
    number = event.next_round
    pending = tuple(
        (round_.number, table, facts.rounds[round_.number - 1].tables[table - 1].game)
        for round_ in event.rounds
        for table in round_.pending()
    )
    active = sum(1 for e in event.entrants if event.is_active(e.id, number))
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
    cut_sizes: tuple[int, ...] = ()
    if event.cut is None and event.rounds and facts.settings.mode not in POD_SEATS:
        cut_sizes = tuple(s for s in CUT_SIZES if s <= active)
    return NextRound(number, stage, pending, blocked, active, cut_sizes, len(event.rounds) < 2)


__all__ = [
    "MAX_ENTRANTS",
    "MAX_PLAYER_NAME",
    "EventState",
    "Events",
    "NextRound",
    "Paired",
    "TableState",
    "parse_settings",
    "player_name",
]
