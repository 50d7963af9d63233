"""The five modes of play, the end-of-round procedures, and the header that picks them."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from riftscore.rules.errors import InvalidHeader, OneOf

FORMAT = "riftscore/1"


class Mode(enum.Enum):
    DUEL = "duel"
    MATCH = "match"
    SKIRMISH = "skirmish"
    WAR = "war"
    TWO_VS_TWO = "2v2"


class Round(enum.Enum):
    """Which end-of-round procedure `time` starts."""

    SWISS = "swiss"
    SINGLE_ELIMINATION = "single_elimination"


@dataclass(frozen=True, slots=True)
class ModeRules:
    players: int
    victory_score: int
    battlefields: tuple[int, ...]  # the counts allowed in play
    teams: bool = False
    concede: bool = False  # skirmish and war have no concede in the record


MODE_RULES: Mapping[Mode, ModeRules] = MappingProxyType(
    {
        Mode.DUEL: ModeRules(2, 8, (2,), concede=True),
        Mode.MATCH: ModeRules(2, 8, (2,), concede=True),
        Mode.SKIRMISH: ModeRules(3, 8, (3,)),
        Mode.WAR: ModeRules(4, 8, (3, 4)),
        Mode.TWO_VS_TWO: ModeRules(4, 11, (3,), teams=True, concede=True),
    }
)


def _names_in_order(names: tuple[str, ...], what: str) -> None:
    if "" not in names and len(set(names)) == len(names):
        return  # the common case, checked at once: non-empty names, each once
    if any(not name for name in names):
        raise InvalidHeader("header-empty-name", key=what)
    seen: set[str] = set()
    for name in names:
        if name in seen:
            raise InvalidHeader("header-name-twice", key=what, name=name)
        seen.add(name)


@dataclass(frozen=True, slots=True)
class Header:
    """What a game record's first line says: mode, players in turn order, battlefields.

    Constructing one checks it; an `InvalidHeader` says what does not fit.
    """

    mode: Mode
    players: tuple[str, ...]
    battlefields: tuple[str, ...]
    teams: tuple[tuple[str, ...], ...] | None = None  # checked: two teams of two
    victory_score: int | None = None
    round: Round = Round.SWISS
    start_scores: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    start_control: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    #: Each player's legend (champion) by player: an extension of riftscore/1 that a reader
    #: without it ignores (docs/record-extensions.md). Names, never translated; no rule
    #: reads them.
    legends: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    def __post_init__(self) -> None:
        # Every record's replay makes one: the checks that pass come first and cheap.
        rules = MODE_RULES[self.mode]
        _names_in_order(self.players, "players")
        if len(self.players) != rules.players:
            raise InvalidHeader(
                "header-player-count",
                mode=self.mode.value,
                players=rules.players,
                named=len(self.players),
            )
        _names_in_order(self.battlefields, "battlefields")
        if len(self.battlefields) not in rules.battlefields:
            raise InvalidHeader(
                "header-battlefield-count",
                mode=self.mode.value,
                battlefields=OneOf(tuple(str(count) for count in rules.battlefields)),
                named=len(self.battlefields),
            )
        if rules.teams:
            self._check_teams()
        elif self.teams is not None:
            raise InvalidHeader("teams-only-2v2", mode=self.mode.value)
        if self.victory_score is not None and self.victory_score < 1:
            raise InvalidHeader("header-victory-score-below-one", points=self.victory_score)
        if self.start_scores or self.start_control:
            self._check_start()
        for player, legend in self.legends.items():
            if player not in self.players:
                raise InvalidHeader("legends-unknown-player", player=player, legend=legend)

    def _check_teams(self) -> None:
        if self.teams is None:
            raise InvalidHeader("teams-missing")
        members = [p for team in self.teams for p in team]
        if len(self.teams) != 2 or any(len(team) != 2 for team in self.teams):
            raise InvalidHeader("teams-shape")
        if sorted(members) != sorted(self.players):
            raise InvalidHeader("teams-players")
        team_of = {p: i for i, team in enumerate(self.teams) for p in team}
        for a, b in zip(self.players, self.players[1:], strict=False):
            if team_of[a] == team_of[b]:
                raise InvalidHeader("teams-not-alternating", first=a, second=b)

    def _check_start(self) -> None:
        for player, points in self.start_scores.items():
            if player not in self.players:
                raise InvalidHeader("start-scores-unknown-player", player=player)
            if points < 0:
                raise InvalidHeader("start-scores-negative", player=player, points=points)
        if self.teams is not None:
            for team in self.teams:
                if all(p in self.start_scores for p in team):
                    raise InvalidHeader("start-scores-team-twice", first=team[0], second=team[1])
        for battlefield, player in self.start_control.items():
            if battlefield not in self.battlefields:
                raise InvalidHeader("start-control-unknown-battlefield", battlefield=battlefield)
            if player not in self.players:
                raise InvalidHeader(
                    "start-control-unknown-player", battlefield=battlefield, player=player
                )

    @property
    def rules(self) -> ModeRules:
        return MODE_RULES[self.mode]

    @property
    def starting_victory_score(self) -> int:
        return self.victory_score if self.victory_score is not None else self.rules.victory_score

    def to_dict(self) -> dict[str, object]:
        """The header as a record's first line."""
        out: dict[str, object] = {
            "format": FORMAT,
            "mode": self.mode.value,
            "players": list(self.players),
            "battlefields": list(self.battlefields),
        }
        if self.teams is not None:
            out["teams"] = [list(team) for team in self.teams]
        if self.victory_score is not None:
            out["victory_score"] = self.victory_score
        if self.round is not Round.SWISS:
            out["round"] = self.round.value
        if self.start_scores or self.start_control:
            start: dict[str, object] = {}
            if self.start_scores:
                start["scores"] = dict(self.start_scores)
            if self.start_control:
                start["control"] = dict(self.start_control)
            out["start"] = start
        if self.legends:
            out["legends"] = dict(self.legends)
        return out
