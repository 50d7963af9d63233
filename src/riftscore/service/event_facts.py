"""A gathering's event log, folded into the facts of its event: its settings and seed,
its players (registrations, drops, late entries), its join link and its paired rounds.

Nothing here is stored apart from the log: a player's first round is the number of
rounds paired before their registration, plus one; a drop is after the last round
paired before it. So a registration, a drop and a pairing that race each other are in
the one order the log's numbers give them, on every server.

The entries' data (docs/events.md, "The event log"):

- `settings`: `seed` (in the first entry only), and any of `mode`, `points`
  (`{"win", "draw", "loss"}`), `rounds` (the Swiss rounds planned, null: as suggested),
  `minutes` (of a round): each entry changes those it names.
- `join`: `token_hash`, the join link in force (the SHA-256 of its token); the entry's
  number tells the join links apart (an organiser's device derives the token from it).
- `player`: `id`, `name`, `members` (a 2v2 team's two players), `by` (`organiser` or
  `join`), and `request` (the hash of the registration's Idempotency-Key, if any).
- `drop`: `player`.
- `round`: `number`, `stage` (`swiss` or `top_cut`), `cut` (the size of the top cut, in
  its first round), `round` (the timed round's id: its clock is stored apart, once the
  organiser starts it), `tables` (`game`, `entrants` in seat order), `byes`, and
  `minutes` (the round's length, if the organiser gave one when pairing it).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from riftscore.rules import MODE_RULES, Mode
from riftscore.service.fields import likeness
from riftscore.service.tables import TableResult
from riftscore.store import EventEntry
from riftscore.tournament import (
    ROUND_MINUTES,
    Entrant,
    Event,
    Points,
    Result,
    Round,
    Stage,
    Table,
    suggested_rounds,
)

DEFAULT_MODE = "match"


@dataclass(frozen=True, slots=True)
class EventSettings:
    """How the event pairs and scores: the mode of its tables, its match points, the
    Swiss rounds planned (None: as suggested for its players) and a round's minutes."""

    mode: str = DEFAULT_MODE
    points: Points = field(default_factory=Points)
    rounds: int | None = None
    minutes: int = ROUND_MINUTES

    @property
    def teams(self) -> bool:
        """Whether the entrants are teams (2v2), as the rules core's mode says."""
        return MODE_RULES[Mode(self.mode)].teams

    def changed(self, data: Mapping[str, Any]) -> EventSettings:
        """These settings with what a `settings` entry names."""
        points = data.get("points")
        return replace(
            self,
            mode=data.get("mode", self.mode),
            points=self.points if points is None else Points(**points),
            rounds=data.get("rounds", self.rounds),
            minutes=data.get("minutes", self.minutes),
        )

    def to_data(self) -> dict[str, Any]:
        points = self.points
        return {
            "mode": self.mode,
            "points": {"win": points.win, "draw": points.draw, "loss": points.loss},
            "rounds": self.rounds,
            "minutes": self.minutes,
        }


@dataclass(frozen=True, slots=True)
class Player:
    """An entrant of the event as registered: a player, or a 2v2 team with its members.
    `dropped_after` is set by a drop (a no-show drops too, from its table's ruling)."""

    id: str
    name: str
    members: tuple[str, ...]
    joined_round: int
    by: str
    seq: int
    dropped_after: int | None = None
    request: str | None = None
    #: each of its players' legend, as registered (by player name; none: not given)
    legends: Mapping[str, str] = field(default_factory=dict)

    def entrant(self) -> Entrant:
        return Entrant(self.id, self.name, self.members, self.joined_round, self.dropped_after)

    @property
    def sides(self) -> tuple[str, ...]:
        """Who sits at a table for this entrant: its members, or the player."""
        return self.members or (self.name,)


@dataclass(frozen=True, slots=True)
class PairedTable:
    game: str
    entrants: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PairedRound:
    number: int
    stage: Stage
    round_id: str
    tables: tuple[PairedTable, ...]
    byes: tuple[str, ...]
    cut: int | None
    seq: int
    minutes: int | None = None  # as given when it was paired; None: the event's, at its start

    @property
    def kind(self) -> str:
        """The timed round's type: which end-of-round procedure its games play."""
        return "swiss" if self.stage is Stage.SWISS else "single_elimination"

    def table_of(self, entrant_id: str) -> tuple[int, PairedTable] | None:
        """The table (numbered from 1) that seats the entrant, if one does."""
        for number, table in enumerate(self.tables, 1):
            if entrant_id in table.entrants:
                return number, table
        return None


@dataclass(frozen=True, slots=True)
class EventFacts:
    """Everything the event log says, folded. `version` is the log's length."""

    gathering_id: str
    version: int = 0
    seed: str | None = None
    settings: EventSettings = EventSettings()
    players: tuple[Player, ...] = ()
    rounds: tuple[PairedRound, ...] = ()
    join_hash: str | None = None
    join_seq: int | None = None  # the number of the join link's entry: which link is current
    _by_id: dict[str, Player] = field(default_factory=dict, repr=False, compare=False)

    @property
    def opened(self) -> bool:
        """Whether the log has begun (its first entry records the seed)."""
        return self.seed is not None

    @property
    def cut(self) -> int | None:
        return next((r.cut for r in self.rounds if r.stage is Stage.TOP_CUT), None)

    @property
    def swiss_rounds(self) -> int:
        return sum(1 for r in self.rounds if r.stage is Stage.SWISS)

    @property
    def planned_rounds(self) -> int:
        """The Swiss rounds to play: as the organiser set, else as suggested."""
        if self.settings.rounds is not None:
            return self.settings.rounds
        return max(suggested_rounds(len(self.players)), self.swiss_rounds)

    def player(self, player_id: str) -> Player | None:
        return self._by_id.get(player_id)

    def game_ids(self) -> tuple[str, ...]:
        return tuple(t.game for r in self.rounds for t in r.tables)

    def name_taken(self, name: str) -> str | None:
        """The registered name (of an entrant or a team's member) that `name` would be
        confused with, if any: names compare without case, accents' forms or spacing."""
        wanted = name_key(name)
        for player in self.players:
            for taken in (player.name, *player.members):
                if name_key(taken) == wanted:
                    return taken
        return None

    def event(self, results: Mapping[str, TableResult | None] | None = None) -> Event:
        """The tournament's event of these facts, each table's result from `results` (by
        game id; a table left out has none yet). Raises `InvalidEvent`."""
        results = results or {}
        rounds = []
        for paired in self.rounds:
            tables = tuple(
                Table(t.entrants, _result(results.get(t.game), t.entrants)) for t in paired.tables
            )
            rounds.append(Round(paired.number, tables, paired.byes, paired.stage))
        return Event(
            tuple(p.entrant() for p in self.players),
            self.seed or "not drawn yet",
            tuple(rounds),
            self.settings.points,
            self.cut,
        )


def _result(result: TableResult | None, entrants: tuple[str, ...]) -> Result | None:
    if result is None:
        return None
    absent = tuple(entrants[side] for side in result.absent)
    return Result(result.game_wins, result.games_drawn, absent)


def name_key(name: str) -> str:
    """A name as two registrations are compared: as a game compares its names (case,
    width and spacing set aside: `service.fields.likeness`)."""
    return likeness(name)


def fold(gathering_id: str, entries: Iterable[EventEntry]) -> EventFacts:
    """The facts of a gathering's event log."""
    seed: str | None = None
    settings = EventSettings()
    players: dict[str, Player] = {}
    rounds: list[PairedRound] = []
    join_hash: str | None = None
    join_seq: int | None = None
    version = 0
    for entry in entries:
        version = entry.seq
        data = entry.data
        if entry.kind == "settings":
            seed = data.get("seed", seed)
            settings = settings.changed(data)
        elif entry.kind == "join":
            join_hash = data["token_hash"]
            join_seq = entry.seq
        elif entry.kind == "player":
            players[data["id"]] = Player(
                data["id"],
                data["name"],
                tuple(data.get("members", ())),
                len(rounds) + 1,
                data.get("by", "organiser"),
                entry.seq,
                request=data.get("request"),
                legends=dict(data.get("legends", {})),
            )
        elif entry.kind == "drop":
            dropped = players[data["player"]]
            players[dropped.id] = replace(dropped, dropped_after=len(rounds))
        elif entry.kind == "round":
            rounds.append(_paired_round(data, entry.seq))
    return EventFacts(
        gathering_id,
        version,
        seed,
        settings,
        tuple(players.values()),
        tuple(rounds),
        join_hash,
        join_seq,
        dict(players),
    )


def _paired_round(data: Mapping[str, Any], seq: int) -> PairedRound:
    return PairedRound(
        data["number"],
        Stage(data["stage"]),
        data["round"],
        tuple(PairedTable(t["game"], tuple(t["entrants"])) for t in data["tables"]),
        tuple(data.get("byes", ())),
        data.get("cut"),
        seq,
        data.get("minutes"),
    )


def round_data(paired: PairedRound) -> dict[str, Any]:
    """A paired round as its log entry keeps it."""
    data: dict[str, Any] = {
        "number": paired.number,
        "stage": paired.stage.value,
        "round": paired.round_id,
        "tables": [{"game": t.game, "entrants": list(t.entrants)} for t in paired.tables],
        "byes": list(paired.byes),
    }
    if paired.cut is not None:
        data["cut"] = paired.cut
    if paired.minutes is not None:
        data["minutes"] = paired.minutes
    return data
