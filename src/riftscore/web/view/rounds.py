"""A gathering's rounds and tables as the organiser's answers list them: a round with its
tables, a round type's procedure, one table's line."""

from __future__ import annotations

import msgspec
from msgspec import UNSET

from riftscore.announce import procedure_summary, procedure_text
from riftscore.rules import Round, end_of_round_procedure
from riftscore.service import LiveGame, RoundInfo, RoundListing
from riftscore.web.view.clock import clock_view, time_view
from riftscore.web.view.event_answers import (
    GatheringGame,
    Pause,
    RoundAnswer,
    RoundProcedure,
    RoundSummary,
    RoundTable,
)
from riftscore.web.view.links import game_links, round_links
from riftscore.web.view.results import result_line, ruling_view


def gathering_game(live: LiveGame) -> GatheringGame:
    """One line of a gathering's list of games: where each table stands."""
    state = live.game.state()
    return GatheringGame(
        id=live.id,
        table=live.info.table,
        mode=state.mode,
        players=list(state.players),
        version=live.version,
        outcome=state.outcome.result,  # type: ignore[arg-type]  # one of the core's three
        winners=list(state.outcome.winners),
        scores=dict(state.scores),
        turn=state.turn.number,
        links=game_links(live.id),
        game_wins=UNSET if state.match is None else dict(state.match.game_wins),
        clock=UNSET if live.clock is None else clock_view(live.clock),
    )


def round_table(live: LiveGame) -> RoundTable:
    """One table of a round, for the organiser: score, clock, where time stands, result."""
    state = live.game.state()
    line = gathering_game(live)
    return RoundTable(
        **msgspec.structs.asdict(line),
        by=state.outcome.by,
        time=time_view(live, state),
        result=result_line(state) if live.ruling is None else ruling_view(live).line,
        game_number=UNSET if state.match is None else state.match.game_number,
    )


def round_view(listing: RoundListing[RoundTable]) -> RoundAnswer:
    """A round with every table; `state`, `ends_at` and `remaining_ms` are the round's own
    clock (a table with an extension has its own in its `clock`)."""
    info = listing.round.info
    reading = listing.reading
    return RoundAnswer(
        gathering_id=info.gathering_id,
        gathering=listing.gathering.name,
        number=info.number,
        type=Round(info.kind),
        state=reading.state.value,
        server_time=listing.now_ms,
        started_at=info.started_ms,
        duration_ms=info.duration_ms,
        ends_at=reading.ends_at,
        remaining_ms=reading.remaining,
        paused_ms=reading.paused_total,
        pauses=[
            Pause(paused_at=p.paused_ms, resumed_at=p.resumed_ms) for p in listing.round.pauses
        ],
        tables=list(listing.tables),
        procedure=round_procedure(Round(info.kind)),
        links=round_links(info.gathering_id, info.number),
    )


def round_procedure(round_: Round) -> RoundProcedure:
    """What a type of round does once time is called, as the rules core applies it
    (`riftscore.rules.end_of_round_procedure`), with the same in words: `summary` for a
    chooser, `text` for an organiser about to start a round."""
    procedure = end_of_round_procedure(round_)
    return RoundProcedure(
        type=round_,
        additional_turns=procedure.additional_turns,
        winning_lead=procedure.winning_lead,
        tied=procedure.tied,
        between_games=procedure.between_games,
        additional_turns_in_new_game=procedure.additional_turns_in_new_game,
        summary=procedure_summary(procedure),
        text=procedure_text(procedure),
    )


def round_procedures() -> dict[str, RoundProcedure]:
    """Every type of round's procedure, by type: for choosing one before it is played."""
    return {round_.value: round_procedure(round_) for round_ in Round}


def round_summary(info: RoundInfo) -> RoundSummary:
    """A round in a gathering's list: what it is; its clock is at its own link."""
    return RoundSummary(
        number=info.number,
        type=Round(info.kind),
        started_at=info.started_ms,
        duration_ms=info.duration_ms,
        games=list(info.games),
        links=round_links(info.gathering_id, info.number),
    )
