"""A gathering's players: the event begun with its settings and join link, settings
changed, players registered (by the organiser, or by themselves with the join link) and
dropped. Who may: the organiser's token runs it all; the join token registers a player
and nothing else."""

from __future__ import annotations

import unicodedata
from dataclasses import replace
from typing import Any

from riftscore.rules.errors import OneOf
from riftscore.service.access import hash_token, join_link_token, new_id, token_matches
from riftscore.service.errors import (
    Conflict,
    Forbidden,
    Rejected,
    Unauthorized,
    tournament_words,
)
from riftscore.service.event_facts import EventFacts, EventSettings, Player, name_key
from riftscore.service.events import Events, EventWrite, still_in_cut
from riftscore.service.fields import (
    MAX_PLAYER_NAME_LENGTH,
    check_idempotency_key,
    refuse_invisible,
    shown_length,
    text_field,
    whole_number,
)
from riftscore.service.rounds import MAX_ROUND_MINUTES
from riftscore.store import EventConflict, EventEntry
from riftscore.tournament import EVENT_MODES, EntryClosed, Event, InvalidEvent, Points, bracket

MAX_ENTRANTS = 256  # a hall's worth; pairing 256 takes under half a second
MAX_PLAYER_NAME = MAX_PLAYER_NAME_LENGTH  # a game's: "<name>'s battlefield" fits in a game too
MAX_SEED_LENGTH = 64
MAX_POINTS = 100
MAX_PLANNED_ROUNDS = 20


def player_name(value: object, field: str = "name") -> str:
    """A player's (or team's) name: 1 to MAX_PLAYER_NAME characters once trimmed, in NFC,
    without control or invisible formatting characters."""
    if type(value) is not str:
        raise Rejected("player-name-not-text", code="invalid_field", name=field)
    name = " ".join(unicodedata.normalize("NFC", value).split())
    if not 1 <= shown_length(name) <= MAX_PLAYER_NAME:
        raise Rejected(
            "player-name-length", code="invalid_field", name=field, limit=MAX_PLAYER_NAME
        )
    refuse_invisible(name, text_field(field))  # the same characters a game's names refuse
    return name


def _legends(body: dict[str, Any], players: tuple[str, ...]) -> dict[str, str]:
    """The legends a registration gives: `legend` (a player's own), or `legends` (each
    of a team's members': `{"Ann": "Jinx"}`), names checked as a player's are."""
    given: dict[str, object] = {}
    if body.get("legend") is not None:
        if len(players) > 1:
            raise Rejected("team-legends-per-member", code="invalid_field", field="/legend")
        given[players[0]] = body["legend"]
    if body.get("legends") is not None:
        if not isinstance(body["legends"], dict):
            raise Rejected("legends-not-object", code="invalid_field", field="/legends")
        given |= body["legends"]
    for player in given:
        if player not in players:
            raise Rejected(
                "legend-not-in-entry", code="invalid_field", field="/legends", player=player[:40]
            )
    return {player: player_name(legend, "legend") for player, legend in given.items()}


def parse_settings(body: dict[str, Any], *, creating: bool) -> dict[str, Any]:
    """The event settings a request names (`mode`, `points`, `rounds`, `minutes`, and when
    the gathering is created, `seed`), checked. Raises `Rejected` naming the field."""
    out: dict[str, Any] = {}
    if "mode" in body:
        if body["mode"] not in EVENT_MODES:
            raise Rejected(
                "event-mode-unknown",
                code="invalid_field",
                modes=OneOf(tuple(EVENT_MODES)),
                mode=repr(body["mode"])[:40],
            )
        out["mode"] = body["mode"]
    if "points" in body:
        points = body["points"]
        if (
            type(points) is not dict
            or set(points) != {"win", "draw", "loss"}
            or any(type(v) is not int or not 0 <= v <= MAX_POINTS for v in points.values())
        ):
            raise Rejected("event-points-shape", code="invalid_field", limit=MAX_POINTS)
        try:
            Points(points["win"], points["draw"], points["loss"])
        except InvalidEvent as error:
            raise Rejected(
                "tournament-refusal", code="invalid_field", reason=tournament_words(error)
            ) from None
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
            raise Rejected("event-seed-length", code="invalid_field", limit=MAX_SEED_LENGTH)
        out["seed"] = seed
    return out


class Players:
    """Registrations, drops, the event's settings and join link."""

    def __init__(self, events: Events) -> None:
        self.events = events
        self.store = events.store
        self.access = events.access
        self._now = events.now

    def open(self, gathering_id: str, body: dict[str, Any], organiser_token: str) -> str:
        """Begin a new gathering's event log with its settings (`parse_settings`) and a
        join link; the join token (the organiser token's for it). Raises `Rejected` for a
        bad setting."""
        settings = parse_settings(body, creating=True)
        token = join_link_token(organiser_token, gathering_id, 2)
        entries = [
            self.events.opening(1, settings),
            EventEntry(2, "join", {"token_hash": hash_token(token)}, self._now()),
        ]
        try:
            self.store.append_event(gathering_id, entries)
        except EventConflict:
            raise Conflict("event-begun", code="event_begun") from None
        return token

    def change_settings(
        self, gathering_id: str, *, organiser_token: str | None, body: object
    ) -> EventSettings:
        """Change the event's settings: `rounds` and `minutes` at any time, `mode` and
        `points` until round 1 is paired."""
        self.access.authorize_organiser(gathering_id, organiser_token)
        if not isinstance(body, dict):
            raise Rejected("body-not-object", code="invalid_json")
        unknown = sorted(set(body) - {"mode", "points", "rounds", "minutes"})
        if unknown:
            raise Rejected("event-setting-unknown", code="invalid_field", key=unknown[0])
        changes = parse_settings(body, creating=False)

        def make(facts: EventFacts) -> tuple[EventWrite, EventSettings]:
            fixed = [k for k in ("mode", "points") if k in changes]
            if facts.rounds and fixed:
                raise Conflict("event-setting-fixed", code="settings_fixed", key=fixed[0])
            if "mode" in changes and facts.players:
                teams = changes["mode"] == "2v2"
                if teams != facts.settings.teams:
                    raise Conflict("event-mode-fixed-by-players", code="settings_fixed")
            entry = EventEntry(facts.version + 1, "settings", changes, self._now())
            return EventWrite([entry]), facts.settings.changed(changes)

        return self.events.write(gathering_id, make)

    def issue_join_link(self, gathering_id: str, *, organiser_token: str | None) -> str:
        """A new join token for the gathering (the organiser token's for the entry that
        records it); the one before stops working."""
        self.access.authorize_organiser(gathering_id, organiser_token)
        assert organiser_token is not None  # authorized

        def make(facts: EventFacts) -> tuple[EventWrite, str]:
            seq = facts.version + 1
            token = join_link_token(organiser_token, gathering_id, seq)
            data = {"token_hash": hash_token(token)}
            return EventWrite([EventEntry(seq, "join", data, self._now())]), token

        return self.events.write(gathering_id, make)

    # ------------------------------------------------------------------ players

    def registrar(self, gathering_id: str, token: str | None) -> str:
        """Who registers: the organiser, or a player with the join link. Raises
        `Unauthorized` or `Forbidden` for any other token."""
        if token is None:
            raise Unauthorized("register-needs-token")
        try:
            self.access.authorize_organiser(gathering_id, token)
            return "organiser"
        except Forbidden:
            pass
        join_hash = self.events.facts(gathering_id).join_hash
        if join_hash is not None and token_matches(token, join_hash):
            return "join"
        raise Forbidden("token-cannot-register")

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
            raise Rejected("body-not-object", code="invalid_json")
        unknown = sorted(set(body) - {"name", "members", "legend", "legends"})
        if unknown:
            raise Rejected("player-field-unknown", code="invalid_field", key=unknown[0])
        members: tuple[str, ...] = ()
        if body.get("members") is not None:
            given = body["members"]
            if type(given) is not list or len(given) != 2:
                raise Rejected("team-members-two", code="invalid_field")
            members = tuple(player_name(m, "members") for m in given)
        if body.get("name") is None and members:
            name = " & ".join(members)
        else:
            name = player_name(body.get("name"))
        legends = _legends(body, members or (name,))
        request = None if idempotency_key is None else hash_token(idempotency_key)

        def make(facts: EventFacts) -> tuple[EventWrite, tuple[Player, bool]]:
            if by == "join" and not (
                token is not None
                and facts.join_hash is not None
                and token_matches(token, facts.join_hash)
            ):
                raise Forbidden("join-link-replaced")
            if request is not None:
                earlier = next((p for p in facts.players if p.request == request), None)
                if earlier is not None:
                    if (earlier.name, earlier.members) != (name, members):
                        raise Rejected(
                            "key-used-to-register",
                            code="idempotency_key_reused",
                            key=idempotency_key,
                            player=earlier.name,
                        )
                    return EventWrite([]), (earlier, False)
            self._check_new_player(facts, name, members)
            player_id = new_id()
            data: dict[str, Any] = {"id": player_id, "name": name, "by": by}
            if members:
                data["members"] = list(members)
            if legends:
                data["legends"] = legends
            if request is not None:
                data["request"] = request
            seq = facts.version + 1
            joined = len(facts.rounds) + 1
            player = Player(
                player_id, name, members, joined, by, seq, request=request, legends=legends
            )
            return EventWrite([EventEntry(seq, "player", data, self._now())]), (player, True)

        return self.events.write(gathering_id, make)

    @staticmethod
    def _check_new_player(facts: EventFacts, name: str, members: tuple[str, ...]) -> None:
        if facts.settings.teams and not members:
            raise Rejected("team-members-needed", code="invalid_field")
        if members and not facts.settings.teams:
            raise Rejected(
                "team-members-not-wanted", code="invalid_field", mode=facts.settings.mode
            )
        if len(facts.players) >= MAX_ENTRANTS:
            raise Conflict("gathering-full", code="gathering_full", limit=MAX_ENTRANTS)
        try:
            facts.event().entry_round()
        except EntryClosed as error:
            raise Conflict(
                "tournament-refusal", code="entry_closed", reason=tournament_words(error)
            ) from None
        if members and name_key(members[0]) == name_key(members[1]):
            raise Rejected("team-names-same", code="invalid_field")
        for each in (name, *members):
            taken = facts.name_taken(each)
            if taken is not None:
                raise Conflict("name-taken", code="name_taken", taken=taken, name=each)

    def drop(self, gathering_id: str, player_id: str, *, organiser_token: str | None) -> Player:
        """The player leaves the event between rounds and is never paired again (414)."""
        self.access.authorize_organiser(gathering_id, organiser_token)

        def make(facts: EventFacts) -> tuple[EventWrite, Player]:
            player = self.events.player(facts, player_id)
            event = self.events.event_of(facts, self.events.results(facts))
            _check_can_drop(facts, event, player)
            dropped = replace(player, dropped_after=len(facts.rounds))
            after = replace(
                facts, players=tuple(dropped if p.id == player.id else p for p in facts.players)
            )
            try:
                after.event()
            except InvalidEvent as error:  # pragma: no cover - _check_can_drop says why first
                raise Conflict(
                    "tournament-refusal", code="cannot_drop", reason=tournament_words(error)
                ) from None
            entry = EventEntry(facts.version + 1, "drop", {"player": player.id}, self._now())
            return EventWrite([entry]), dropped

        return self.events.write(gathering_id, make)


def _check_can_drop(facts: EventFacts, event: Event, player: Player) -> None:
    """Refuse a drop the rules do not allow now, saying why."""
    if player.dropped_after is not None:
        raise Conflict(
            "dropped-already", code="dropped", player=player.name, round=player.dropped_after
        )
    no_show = event.dropped_after(player.id)
    if no_show is not None:
        raise Conflict("dropped-no-show", code="dropped", player=player.name, round=no_show)
    latest = facts.rounds[-1] if facts.rounds else None
    if latest is not None:
        seat = latest.table_of(player.id)
        round_ = event.rounds[-1]
        if seat is not None and round_.tables[seat[0] - 1].result is None:
            raise Conflict(
                "drop-while-playing",
                code="table_in_play",
                player=player.name,
                table=seat[0],
                round=latest.number,
            )
    if event.cut is not None:
        try:
            drawn = bracket(event)
        except InvalidEvent as error:
            raise Conflict(
                "event-inconsistent", code="event_inconsistent", reason=tournament_words(error)
            ) from None
        if player.id not in still_in_cut(drawn):
            raise Conflict("drop-out-of-cut", code="not_in_cut", player=player.name)
