"""Gatherings: an event at a store, its games (tables) added with the organiser's token.

A new gathering's event log begins with it (`Players.open`): its seed, its settings and
its join link, so that players can register from the start.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from riftscore.rules.errors import Phrase
from riftscore.service.access import hash_token, new_id, new_token
from riftscore.service.errors import Rejected, not_found
from riftscore.service.fields import MAX_NAME_LENGTH, refuse_invisible
from riftscore.service.games import Games
from riftscore.service.live import LiveGame
from riftscore.service.players import Players, parse_settings
from riftscore.store import (
    DuplicateId,
    EventStore,
    GameInfo,
    GatheringInfo,
    RoundInfo,
    UnknownGathering,
)

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class NewGathering:
    id: str
    token: str  # the organiser token
    join_token: str  # registers players, and nothing else


@dataclass(frozen=True, slots=True)
class GatheringListing(Generic[T]):
    info: GatheringInfo
    games: list[tuple[GameInfo, T]]
    rounds: list[RoundInfo] = field(default_factory=list)

    def round_number(self, game_id: str) -> int | None:
        """The number of the round that has the game as a table, if any."""
        return next((r.number for r in self.rounds if game_id in r.games), None)


class Gatherings:
    def __init__(
        self, store: EventStore, games: Games, players: Players, now: Callable[[], int]
    ) -> None:
        self.store = store
        self.games = games
        self.players = players
        self._now = now

    def create(self, name: object, settings: dict[str, Any] | None = None) -> NewGathering:
        """A new gathering, its event begun with `settings` (see `parse_settings`)."""
        if type(name) is not str or not name.strip() or len(name) > MAX_NAME_LENGTH:
            raise Rejected("gathering-name-length", code="invalid_field", limit=MAX_NAME_LENGTH)
        refuse_invisible(name, Phrase("gathering-name"))
        settings = settings or {}
        parse_settings(settings, creating=True)  # refused before anything is stored
        token = new_token()
        while True:
            info = GatheringInfo(new_id(), name, hash_token(token), self._now())
            try:
                self.store.create_gathering(info)
            except DuplicateId:
                continue
            return NewGathering(info.id, token, self.players.open(info.id, settings, token))

    def read(self, gathering_id: str, present: Callable[[LiveGame], T]) -> GatheringListing[T]:
        """The gathering, its rounds, and each of its games as `present` shows it."""
        try:
            info = self.store.load_gathering(gathering_id)
            games = self.store.gathering_games(gathering_id)
            rounds = self.store.gathering_rounds(gathering_id)
        except UnknownGathering as error:
            raise not_found(error) from None
        return GatheringListing(info, [(g, self.games.read(g.id, present)) for g in games], rounds)
