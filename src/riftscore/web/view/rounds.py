"""A gathering's rounds and tables as the organiser's answers list them: a round with its
tables, a round type's procedure, one table's line."""

from __future__ import annotations

from typing import Any

from riftscore.announce import procedure_summary, procedure_text
from riftscore.rules import Round, end_of_round_procedure
from riftscore.service import LiveGame, RoundInfo, RoundListing
from riftscore.web.view.clock import clock_view, time_view
from riftscore.web.view.links import game_links, round_links
from riftscore.web.view.results import result_line, ruling_view


def gathering_game(live: LiveGame) -> dict[str, Any]:
    """One line of a gathering's list of games: where each table stands."""
    state = live.game.state()
    out: dict[str, Any] = {
        "id": live.id,
        "table": live.info.table,
        "mode": state.mode.value,
        "players": list(state.players),
        "version": live.version,
        "outcome": state.outcome.result,
        "winners": list(state.outcome.winners),
        "scores": dict(state.scores),
        "turn": state.turn.number,
        "links": game_links(live.id),
    }
    if state.match is not None:
        out["game_wins"] = dict(state.match.game_wins)
    if live.clock is not None:
        out["clock"] = clock_view(live.clock)
    return out


def round_table(live: LiveGame) -> dict[str, Any]:
    """One table of a round, for the organiser: score, clock, where time stands, result."""
    state = live.game.state()
    out = gathering_game(live)
    out["by"] = state.outcome.by
    out["time"] = time_view(live, state)
    out["result"] = result_line(state) if live.ruling is None else ruling_view(live).line
    if state.match is not None:
        out["game_number"] = state.match.game_number
    return out


def round_view(listing: RoundListing[dict[str, Any]]) -> dict[str, Any]:
    """A round with every table; `state`, `ends_at` and `remaining_ms` are the round's own
    clock (a table with an extension has its own in its `clock`)."""
    info = listing.round.info
    reading = listing.reading
    return {
        "gathering_id": info.gathering_id,
        "gathering": listing.gathering.name,
        "number": info.number,
        "type": info.kind,
        "state": reading.state.value,
        "server_time": listing.now_ms,
        "started_at": info.started_ms,
        "duration_ms": info.duration_ms,
        "ends_at": reading.ends_at,
        "remaining_ms": reading.remaining,
        "paused_ms": reading.paused_total,
        "pauses": [
            {"paused_at": p.paused_ms, "resumed_at": p.resumed_ms} for p in listing.round.pauses
        ],
        "tables": listing.tables,
        "procedure": round_procedure(Round(info.kind)),
        "links": round_links(info.gathering_id, info.number),
    }


def round_procedure(round_: Round) -> dict[str, Any]:
    """What a type of round does once time is called, as the rules core applies it
    (`riftscore.rules.end_of_round_procedure`), with the same in words: `summary` for a
    chooser, `text` for an organiser about to start a round."""
    procedure = end_of_round_procedure(round_)
    return {
        "type": round_.value,
        "additional_turns": procedure.additional_turns,
        "winning_lead": procedure.winning_lead,
        "tied": procedure.tied,
        "between_games": procedure.between_games,
        "additional_turns_in_new_game": procedure.additional_turns_in_new_game,
        "summary": procedure_summary(procedure),
        "text": procedure_text(procedure),
    }


def round_procedures() -> dict[str, dict[str, Any]]:
    """Every type of round's procedure, by type: for choosing one before it is played."""
    return {round_.value: round_procedure(round_) for round_ in Round}


def round_summary(info: RoundInfo) -> dict[str, Any]:
    """A round in a gathering's list: what it is; its clock is at its own link."""
    return {
        "number": info.number,
        "type": info.kind,
        "started_at": info.started_ms,
        "duration_ms": info.duration_ms,
        "games": list(info.games),
        "links": round_links(info.gathering_id, info.number),
    }
