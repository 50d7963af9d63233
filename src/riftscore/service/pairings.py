"""Pairing a gathering's next round from its players: Swiss (or pods), or the top cut;
each table's game created by the battlefields policy, stored with the round's event log
entry at once. Two devices pairing at once pair one round: the log's next number goes to
one of them.

Pairing and starting are two steps: between them the organiser prints the result slips
and seats the players. Starting a paired round stores its clock (the timed round, under
the id the log gave it), which runs from then for every table; `start=True` pairs and
starts at once. A table's write token is derived from the organiser token that paired
it (`access.write_link_token`): every device of the organiser is given the same links.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Generic, TypeVar

from riftscore.rules import RuleError
from riftscore.service.access import hash_token, new_id, write_link_token
from riftscore.service.engine import MalformedAction, open_engine
from riftscore.service.errors import (
    Conflict,
    CutTooLarge,
    NotFound,
    Rejected,
    refusal_phrase,
    tournament_words,
)
from riftscore.service.event_facts import EventFacts, PairedRound, PairedTable, round_data
from riftscore.service.events import WRITE_ATTEMPTS, Events
from riftscore.service.fields import whole_number
from riftscore.service.live import LiveGame, scoring_of
from riftscore.service.rounds import MAX_ROUND_MINUTES, MINUTE_MS, RoundListing
from riftscore.service.tables import table_header
from riftscore.store import (
    DuplicateId,
    EventConflict,
    EventEntry,
    GameInfo,
    GameInRound,
    RoundInfo,
)
from riftscore.tournament import (
    CUT_SIZES,
    POD_SEATS,
    CannotPair,
    CutLargerThanField,
    Event,
    InvalidEvent,
    Pairing,
    PendingResults,
    Stage,
    pair_pods,
    pair_swiss,
    pair_top_cut,
    plays_pods,
    table_mode,
)

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Paired(Generic[T]):
    """A round just paired: the round now (its clock, its tables; None until it starts),
    what the log keeps of it, each new game's write token, and what the pairing could not
    avoid."""

    listing: RoundListing[T] | None
    paired: PairedRound
    tokens: dict[str, str]
    players: dict[str, tuple[str, ...]]  # each new game's players, in turn order
    pairing: Pairing
    facts: EventFacts  # as they were paired


class Pairings:
    """The next round, paired."""

    def __init__(self, events: Events) -> None:
        self.events = events
        self.store = events.store
        self.live = events.live
        self.access = events.access
        self._now = events.now

    def pair(
        self,
        gathering_id: str,
        *,
        organiser_token: str | None,
        present: Callable[[LiveGame], T],
        pairings: object,
        size: object = None,
        minutes: object = None,
        start: bool = False,
    ) -> Paired[T]:
        """Pair the next round from the players (`pairings`: "swiss", or "top" for the
        top cut, `size` one of `CUT_SIZES` when it begins) and create each table's game; `start`:
        start the round's clock too (else `start` does, later). `minutes`, if given, is
        the round's length (kept for its start). Refused (`Conflict`) while a table has no
        result."""
        self.access.authorize_organiser(gathering_id, organiser_token)
        assert organiser_token is not None  # authorized
        if pairings not in ("swiss", "top"):
            raise Rejected("pairings-kind-unknown", code="invalid_field", kind=repr(pairings)[:40])
        if size is not None and (type(size) is not int or size not in CUT_SIZES):
            raise Rejected(
                "cut-size-unknown",
                code="invalid_field",
                smallest=CUT_SIZES[0],
                largest=CUT_SIZES[-1],
            )
        cut_size = size if type(size) is int else None
        for attempt in range(WRITE_ATTEMPTS):
            # The rounds before the log: a round paired in between is then in both.
            started = self.events.rounds.list(gathering_id)
            facts = self.events.facts(gathering_id)
            duration = whole_number(minutes, "minutes", facts.settings.minutes, MAX_ROUND_MINUTES)
            _check_no_hand_made_round(started, facts)
            event = self.events.event_of(facts, self.events.results(facts))
            pairing, stage, cut = self._pairing(facts, event, pairings, cut_size)
            number = pairing.round.number
            built = [
                self._table_game(gathering_id, organiser_token, facts, t.entrants, stage, table)
                for table, t in enumerate(pairing.round.tables, 1)
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
                None if start or minutes is None else duration,
            )
            entry = EventEntry(paired.seq, "round", round_data(paired), now)
            games = tuple((live.info, scoring_of(live.engine)) for live, _ in built)
            try:
                self.store.append_event(
                    gathering_id,
                    [entry],
                    round_info=round_info if start else None,
                    games=games,
                )
            except (EventConflict, DuplicateId):
                if len(self.events.facts(gathering_id).rounds) > len(facts.rounds):
                    raise Conflict(
                        "round-paired-meanwhile", code="round_conflict", round=number
                    ) from None
                if attempt < WRITE_ATTEMPTS - 1:
                    continue  # a registration or a drop came first: pair again
                raise Conflict("gathering-keeps-changing", code="event_busy") from None
            for live, _ in built:
                self.live.remember(live)
            listing = self.events.rounds.read(gathering_id, number, present) if start else None
            tokens = {live.id: token for live, token in built}
            players = {live.id: tuple(live.game.players) for live, _ in built}
            return Paired(listing, paired, tokens, players, pairing, facts)
        raise AssertionError("unreachable: the last attempt returns or raises")

    def start(
        self,
        gathering_id: str,
        number: int,
        *,
        organiser_token: str | None,
        present: Callable[[LiveGame], T],
        minutes: object = None,
    ) -> RoundListing[T]:
        """Start paired round `number`'s clock: it runs from now for every table, for
        `minutes` (default: as given when it was paired, else the event's). Only the latest
        paired round starts, once."""
        self.access.authorize_organiser(gathering_id, organiser_token)
        facts = self.events.facts(gathering_id)
        if not 1 <= number <= len(facts.rounds):
            raise NotFound("round-not-paired", round=number, paired=len(facts.rounds))
        paired = facts.rounds[number - 1]
        default = paired.minutes if paired.minutes is not None else facts.settings.minutes
        duration = whole_number(minutes, "minutes", default, MAX_ROUND_MINUTES)
        if any(r.number == number for r in self.events.rounds.list(gathering_id)):
            raise Conflict("round-started-already", code="round_started", round=number)
        if number < len(facts.rounds):
            raise Conflict(
                "round-superseded", code="round_superseded", later=len(facts.rounds), round=number
            )
        info = RoundInfo(
            paired.round_id,
            gathering_id,
            number,
            paired.kind,
            duration * MINUTE_MS,
            self._now(),
            tuple(t.game for t in paired.tables),
        )
        try:
            self.store.create_round(info)
        except (DuplicateId, GameInRound):  # its number, or its tables, are taken
            raise Conflict(
                "round-started-meanwhile-by", code="round_started", round=number
            ) from None
        return self.events.rounds.read(gathering_id, number, present)

    @staticmethod
    def _pairing(
        facts: EventFacts, event: Event, pairings: object, size: int | None
    ) -> tuple[Pairing, Stage, int | None]:
        mode = facts.settings.mode
        try:
            if pairings == "swiss":
                if size is not None:
                    raise Rejected("cut-size-for-top-only", code="invalid_field")
                if plays_pods(mode):
                    return pair_pods(event, POD_SEATS[mode]), Stage.SWISS, None
                return pair_swiss(event), Stage.SWISS, None
            if plays_pods(mode):
                raise Conflict("cut-not-for-pods", code="cannot_pair", mode=mode)
            cut = None
            if event.cut is None:
                if not event.swiss_rounds():
                    raise Conflict("cut-after-swiss", code="cannot_pair")
                if size is None:
                    raise Rejected(
                        "cut-size-needed",
                        code="invalid_field",
                        smallest=CUT_SIZES[0],
                        largest=CUT_SIZES[-1],
                    )
                event = replace(event, cut=size)  # checked by Event on construction
                cut = size
            elif size is not None and size != event.cut:
                raise Rejected("cut-size-fixed", code="invalid_field", cut=event.cut, size=size)
            return pair_top_cut(event), Stage.TOP_CUT, cut
        except PendingResults as error:
            raise Conflict(
                "tournament-refusal", code="pending_results", reason=tournament_words(error)
            ) from None
        except CutLargerThanField as error:
            raise CutTooLarge(error) from None
        except (CannotPair, InvalidEvent) as error:
            raise Conflict(
                "tournament-refusal", code="cannot_pair", reason=tournament_words(error)
            ) from None

    def _table_game(
        self,
        gathering_id: str,
        organiser_token: str,
        facts: EventFacts,
        entrants: Sequence[str],
        stage: Stage,
        number: int,
    ) -> tuple[LiveGame, str]:
        """Table `number`'s new game, built as a read will load it (not stored yet), and
        its write token (the organiser token's for it)."""
        players = [self.events.player(facts, e) for e in entrants]
        sides = [player.sides for player in players]
        mode = table_mode(facts.settings.mode, len(entrants))
        kind = "swiss" if stage is Stage.SWISS else "single_elimination"
        legends = {name: legend for player in players for name, legend in player.legends.items()}
        header = table_header(mode, sides, kind, legends)
        try:
            engine = open_engine(header)
        except (RuleError, *MalformedAction) as error:  # names the rules refuse in a game
            raise Conflict(
                "table-names-refused",
                code="cannot_pair",
                table=number,
                reason=refusal_phrase(error),
            ) from None
        header = engine.to_record()[0]
        game_id = new_id()
        token = write_link_token(organiser_token, game_id)
        label = f"Table {number}"
        info = GameInfo(game_id, header, hash_token(token), gathering_id, label, self._now())
        return LiveGame(info, engine), token


def _check_no_hand_made_round(started: list[RoundInfo], facts: EventFacts) -> None:
    hand_made = [
        r.number
        for r in started
        if r.number > len(facts.rounds) or r.id != facts.rounds[r.number - 1].round_id
    ]
    if hand_made:
        raise Conflict("rounds-hand-made", code="hand_made_rounds", round=hand_made[0])
