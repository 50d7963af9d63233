"""A table's result: as the organiser recorded it (a ruling), in a few words, and as a
gathering's results export each game."""

from __future__ import annotations

import msgspec

from riftscore.rules import DRAW, ONGOING, WIN, GameResult, GameState, Mode
from riftscore.service import (
    GatheringListing,
    LiveGame,
    TableResult,
    ruling_result,
    side_names,
    sides_of,
)
from riftscore.tournament import Outcome, Result, Table
from riftscore.web.view.answers import GameOfMatch, RecordedResult
from riftscore.web.view.event_answers import ResultRecord, Results


def ruling_view(live: LiveGame) -> RecordedResult:
    """The table's result as the organiser recorded it (the last ruling in the log): it
    decides the table, whatever the game's own score says."""
    entry = live.ruling
    assert entry is not None and entry.ruling is not None
    names = side_names(live.header)
    result = ruling_result(entry.ruling)
    return RecordedResult(
        seq=entry.seq,
        recorded_at=entry.recorded_ms,
        game_wins=dict(zip(names, result.game_wins, strict=True)),
        games_drawn=result.games_drawn,
        absent=[names[side] for side in result.absent],
        line=table_result_line(names, result),
        **({"reason": result.reason} if result.reason else {}),
    )


def table_outcomes(sides: tuple[str, ...], result: TableResult) -> tuple[Outcome, ...]:
    """Each side's outcome of a table's result, as the event's rules read it."""
    absent = tuple(sides[i] for i in result.absent)
    outcomes = Table(sides, Result(result.game_wins, result.games_drawn, absent)).outcomes()
    assert outcomes is not None  # a table with a result
    return outcomes


def table_result_line(sides: tuple[str, ...], result: TableResult) -> str:
    """ "Ann wins 2–1", "Drawn 1–1", "Ben did not come: Ann wins 2–0", "Cat wins"; with
    "(recorded by the organiser)" for a ruling."""
    outcomes = table_outcomes(sides, result)
    parts = []
    absent = [sides[i] for i in result.absent]
    if absent:
        parts.append(f"{' and '.join(absent)} did not come")
    tally = "–".join(str(w) for w in sorted(result.game_wins, reverse=True))
    two_sided = len(sides) == 2
    if Outcome.WIN in outcomes:
        winner = sides[outcomes.index(Outcome.WIN)]
        parts.append(f"{winner} wins {tally}" if two_sided else f"{winner} wins")
    elif Outcome.DRAW in outcomes:
        parts.append(f"Drawn {tally}" if two_sided else "Drawn")
    elif absent:
        parts.append("no result for anyone")
    line = ": ".join(parts)
    return f"{line} (recorded by the organiser)" if result.ruled else line


def result_line(state: GameState) -> str | None:
    """The result in a few words, for an organiser's list; None while it is being played."""
    outcome = state.outcome
    if outcome.result == ONGOING:
        return None
    if state.match is not None:
        tally = "–".join(str(w) for w in sorted(state.match.game_wins.values(), reverse=True))
        if outcome.result == DRAW:
            return f"The match is drawn, {tally}"
        return f"{outcome.winners[0]} wins the match, {tally}"
    if outcome.result == DRAW:
        return "The game is drawn"
    names = " and ".join(outcome.winners)
    verb = "wins" if len(outcome.winners) == 1 else "win"
    return f"{names} {verb} the game"


def result_record(live: LiveGame) -> ResultRecord:
    """One game of a gathering as results export it: its players, the (match) result, game
    wins, games drawn and each game's scores. Outside a match, the game is its own match:
    a win is one game win. (Its `round` is the listing's to say: `results_view`.)"""
    state = live.game.state()
    outcome = state.outcome
    games = games_of(state.games)
    if live.ruling is not None:
        return _ruled_record(live, state.mode, list(state.players), games)
    if state.match is not None:
        wins = dict(state.match.game_wins)
    else:
        won = set(outcome.winners) if outcome.result == WIN else set()
        wins = {p: int(p in won) for p in state.players}
    return ResultRecord(
        id=live.id,
        table=live.info.table,
        mode=state.mode,
        players=list(state.players),
        outcome=outcome.result,  # type: ignore[arg-type]  # one of the core's three
        winners=list(outcome.winners),
        by=outcome.by,
        game_wins=wins,
        games_drawn=sum(1 for g in games if g.outcome == DRAW),
        games=games,
        round=None,  # the listing's to say
    )


def results_view(listing: GatheringListing[ResultRecord]) -> Results:
    """Every game of the gathering: by round, each round's tables in order, then the games
    in no round, oldest first."""
    place = {game_id: (r.number, i) for r in listing.rounds for i, game_id in enumerate(r.games)}
    last = (len(listing.rounds) + 1, 0)
    ordered = sorted(
        enumerate(listing.games), key=lambda item: (place.get(item[1][0].id, last), item[0])
    )
    return Results(
        id=listing.info.id,
        name=listing.info.name,
        games=[
            msgspec.structs.replace(record, round=listing.round_number(info.id))
            for _, (info, record) in ordered
        ],
    )


def _ruled_record(
    live: LiveGame, mode: Mode, players: list[str], games: list[GameOfMatch]
) -> ResultRecord:
    """A game whose table's result the organiser recorded: the match result is the
    ruling's (`by`: "organiser"), each player credited with their side's game wins."""
    assert live.ruling is not None and live.ruling.ruling is not None
    sides = sides_of(live.header)
    result = ruling_result(live.ruling.ruling)
    outcomes = table_outcomes(side_names(live.header), result)
    won = [side for side, o in zip(sides, outcomes, strict=True) if o is Outcome.WIN]
    drawn = Outcome.DRAW in outcomes
    return ResultRecord(
        id=live.id,
        table=live.info.table,
        mode=mode,
        players=players,
        outcome=WIN if won else DRAW if drawn else "no_result",  # type: ignore[arg-type]
        winners=[p for side in won for p in side],
        by="organiser",
        game_wins={p: w for side, w in zip(sides, result.game_wins, strict=True) for p in side},
        games_drawn=result.games_drawn,
        games=games,
        ruling=ruling_view(live),
        round=None,
    )


def games_of(games: tuple[GameResult, ...]) -> list[GameOfMatch]:
    """Every game begun with its result, as a match's view (and results) list them."""
    return [
        GameOfMatch(
            number=g.number,
            battlefields=list(g.battlefields),
            first=g.first,
            outcome=g.outcome.result,  # type: ignore[arg-type]  # one of the core's three
            winners=list(g.outcome.winners),
            by=g.outcome.by,
            scores=dict(g.scores),
        )
        for g in games
    ]
