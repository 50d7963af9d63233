"""What a page (or a bot) needs to show a game, as JSON: the view.

`view` is cheap (nothing in it grows with the game's length) and is what every write
answers with and every live update carries. `full_view` adds the `riftscore replay
--json` keys and the latest page of the game's events and of its log's history (undone
entries included), with links to the pages before: it is what `GET /api/games/{id}`
returns, and it never carries a long game whole (`history_page`, `events_page`).

A table of a timed round also gets `clock`: its round clock as the server read it, with
`server_time` and `ends_at` (milliseconds since the epoch) so that a page counts down
from the server's time, not the device's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from riftscore.announce import procedure_summary, procedure_text, statements, time_status
from riftscore.record import summary
from riftscore.rules import DRAW, ONGOING, WIN, Game, Mode, NextGameOption, Options, Round
from riftscore.rules.board import board_of
from riftscore.rules.board import events as board_events
from riftscore.rules.match import end_of_round_procedure
from riftscore.rules.options import DRAW as CONQUER_DRAWS
from riftscore.service import GatheringListing, LiveGame, LoggedEntry, RoundListing, TableClock
from riftscore.service.tables import TableResult, ruling_result, side_names, sides_of
from riftscore.store import Rescoring, RoundInfo
from riftscore.tournament import Outcome, Result, Table


def view(live: LiveGame) -> dict[str, Any]:
    game = live.game.scoring  # the scoring game (a board game's, for a board game)
    last = live.last
    outcome = game.outcome
    # What each action would do now, as the rules core decides it (the engine's, so a
    # board game refuses every control): the page offers nothing else, and the keys
    # below that it still reads are filled from it.
    options = live.game.options()
    out: dict[str, Any] = {
        "id": live.id,
        "version": live.version,
        "mode": game.mode.value,
        "players": list(game.players),
        "teams": None if game.header.teams is None else [list(t) for t in game.header.teams],
        "outcome": outcome.result,
        "winners": list(outcome.winners),
        "by": outcome.by,
        "scores": game.scores,
        "new_events": [] if last is None else [board_events.to_dict(e) for e in last.events],
        "announcements": [] if last is None else list(last.announcements),
        "last_entry": None if last is None else _last_entry(live, last),
        "battlefields": [{"name": b, "controller": c} for b, c in game.controllers.items()],
        "turn": {
            "number": game.turn_number,
            "player": game.turn_player,
            "in_progress": game.turn_in_progress,
            "next_player": game.next_player(),
        },
        "scored_this_turn": {p: _ordered(game, game.scored_this_turn(p)) for p in game.players},
        "barred": {p: _ordered(game, game.barred(p)) for p in game.players},
        "final_point": _final_point(options),
        "holds_due": list(options.holds[game.next_player()]),
        "victory_score": game.victory_score,
        # The score the leaders share at or above the victory score (play on), or None.
        "tied_at_victory": game.tied_at_victory(),
        "time": _time(live),
        "options": options.to_dict(),
    }
    if board_of(game) is not None:
        out["board"] = True  # control follows from a board (docs/board.md)
    if live.rescorings:
        out["rescored"] = [rescored_view(note) for note in live.rescorings]
    if game.mode is Mode.MATCH:
        out["game_number"] = game.game_number
        out["games"] = _games(game)
        out["game_wins"] = game.game_wins
        out["set_aside"] = _ordered_names(game.header.battlefields, game.set_aside)
        out["next_game"] = _next_game(options.next_game)
    if live.info.gathering_id is not None:
        # A table of a gathering: a round that starts changes no game, so its clock comes
        # down the live stream as an `event: clock` (and the page asks for it now and then).
        out["gathering"] = {"id": live.info.gathering_id, "table": live.info.table}
    if live.clock is not None:
        out["clock"] = clock_view(live.clock)
    if live.ruling is not None:
        out["ruling"] = ruling_view(live)
    return out


#: What `GET /api/games/{id}` carries of a long game: its latest log entries and events;
#: the pages before them are at `links.history` and `links.events`.
HISTORY_PAGE = 100
EVENTS_PAGE = 200


def full_view(live: LiveGame) -> dict[str, Any]:
    """The `riftscore replay --json` keys of the game, with the view's keys and the latest
    page of its history: its last `HISTORY_PAGE` log entries and `EVENTS_PAGE` events
    (the whole game while it is short), and the announcements of those entries. `page`
    says where they start; `history_page` and `events_page` give the pages before."""
    total = len(_all_events(live))
    start = max(0, total - EVENTS_PAGE)
    out = summary(live.game, events_from=start)
    out.update(view(live))
    latest = live.log[-HISTORY_PAGE:]
    first_seq = latest[0].entry.seq if latest else 1
    out["history"] = [_history_item(logged) for logged in latest]
    out["announcements"] = [
        line for logged in latest if not logged.undone for line in logged.announcements
    ]
    out["page"] = {"history_from": first_seq, "events_from": start, "events_total": total}
    out["links"] = {
        **game_links(live.id),
        "earlier_history": history_link(live.id, first_seq) if first_seq > 1 else None,
        "earlier_events": events_link(live.id, max(0, start - EVENTS_PAGE)) if start else None,
    }
    return out


def _all_events(live: LiveGame) -> Sequence[Any]:
    board = board_of(live.game)
    return board.events if board is not None else live.game.events


def history_link(game_id: str, before: int, limit: int = HISTORY_PAGE) -> str:
    return f"/api/games/{game_id}/history?before={before}&limit={limit}"


def events_link(game_id: str, start: int, limit: int = EVENTS_PAGE) -> str:
    return f"/api/games/{game_id}/events?start={start}&limit={limit}"


def history_page(live: LiveGame, before: int, limit: int) -> dict[str, Any]:
    """The log entries numbered below `before`, the last `limit` of them, oldest first."""
    end = min(max(before - 1, 0), live.version)
    page = live.log[max(0, end - limit) : end]
    first = page[0].entry.seq if page else end + 1
    return {
        "id": live.id,
        "version": live.version,
        "history": [_history_item(logged) for logged in page],
        "links": {"earlier": history_link(live.id, first, limit) if first > 1 else None},
    }


def events_page(live: LiveGame, start: int, limit: int) -> dict[str, Any]:
    """The game's events from index `start`, at most `limit` of them (as `riftscore
    replay --json` lists them: a board game's board events too)."""
    events = _all_events(live)
    page = events[start : start + limit]
    end = start + len(page)
    return {
        "id": live.id,
        "version": live.version,
        "start": start,
        "total": len(events),
        "events": [board_events.to_dict(e) for e in page],
        "links": {"next": events_link(live.id, end, limit) if end < len(events) else None},
    }


def gathering_game(live: LiveGame) -> dict[str, Any]:
    """One line of a gathering's list of games: where each table stands."""
    game = live.game
    out: dict[str, Any] = {
        "id": live.id,
        "table": live.info.table,
        "mode": game.mode.value,
        "players": list(game.players),
        "version": live.version,
        "outcome": game.outcome.result,
        "winners": list(game.outcome.winners),
        "scores": game.scores,
        "turn": game.turn_number,
        "links": game_links(live.id),
    }
    if game.mode is Mode.MATCH:
        out["game_wins"] = game.game_wins
    if live.clock is not None:
        out["clock"] = clock_view(live.clock)
    return out


def round_table(live: LiveGame) -> dict[str, Any]:
    """One table of a round, for the organiser: score, clock, where time stands, result."""
    game = live.game
    out = gathering_game(live)
    out["by"] = game.outcome.by
    out["time"] = _time(live)
    out["result"] = result_line(game) if live.ruling is None else ruling_view(live)["line"]
    if game.mode is Mode.MATCH:
        out["game_number"] = game.game_number
    return out


def ruling_view(live: LiveGame) -> dict[str, Any]:
    """The table's result as the organiser recorded it (the last ruling in the log): it
    decides the table, whatever the game's own score says."""
    entry = live.ruling
    assert entry is not None and entry.ruling is not None
    names = side_names(live.header)
    result = ruling_result(entry.ruling)
    out: dict[str, Any] = {
        "seq": entry.seq,
        "recorded_at": entry.recorded_ms,
        "game_wins": dict(zip(names, result.game_wins, strict=True)),
        "games_drawn": result.games_drawn,
        "absent": [names[side] for side in result.absent],
        "line": table_result_line(names, result),
    }
    if result.reason:
        out["reason"] = result.reason
    return out


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


def rescored_view(note: Rescoring) -> dict[str, Any]:
    """An engine scored the game otherwise than the one that stored it: both results."""
    return {
        "seq": note.seq,
        "found_at": note.found_ms,
        "before": {"engine": note.before.engine_version, "result": note.before.result},
        "after": {"engine": note.after.engine_version, "result": note.after.result},
    }


def clock_view(table: TableClock) -> dict[str, Any]:
    """A table's round clock. Times are milliseconds since the epoch, by the server's clock;
    `ends_at` is null while the round is paused (and, once expired, when it reached 0)."""
    info = table.round.info
    reading = table.reading
    return {
        "round": info.number,
        "type": info.kind,
        "state": reading.state.value,
        "server_time": table.now_ms,
        "ends_at": reading.ends_at,
        "remaining_ms": reading.remaining,
        "started_at": info.started_ms,
        "duration_ms": info.duration_ms,
        "extension_ms": table.extension_ms,
        "paused_ms": reading.paused_total,
        "links": {"round": round_links(info.gathering_id, info.number)["self"]},
    }


def round_links(gathering_id: str, number: int) -> dict[str, str]:
    base = f"/api/gatherings/{gathering_id}/rounds/{number}"
    return {
        "self": base,
        "pause": f"{base}/pause",
        "resume": f"{base}/resume",
        "extensions": f"{base}/extensions",
    }


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
    (`riftscore.rules.match.end_of_round_procedure`), with the same in words: `summary`
    for a chooser, `text` for an organiser about to start a round."""
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


def result_line(game: Game) -> str | None:
    """The result in a few words, for an organiser's list; None while it is being played."""
    outcome = game.outcome
    if outcome.result == ONGOING:
        return None
    if game.mode is Mode.MATCH:
        tally = "–".join(str(w) for w in sorted(game.game_wins.values(), reverse=True))
        if outcome.result == DRAW:
            return f"The match is drawn, {tally}"
        return f"{outcome.winners[0]} wins the match, {tally}"
    if outcome.result == DRAW:
        return "The game is drawn"
    names = " and ".join(outcome.winners)
    verb = "wins" if len(outcome.winners) == 1 else "win"
    return f"{names} {verb} the game"


def result_record(live: LiveGame) -> dict[str, Any]:
    """One game of a gathering as results export it: its players, the (match) result, game
    wins, games drawn and each game's scores. Outside a match, the game is its own match:
    a win is one game win."""
    game = live.game
    outcome = game.outcome
    games = _games(game)
    if game.mode is Mode.MATCH:
        wins = game.game_wins
    else:
        won = set(outcome.winners) if outcome.result == WIN else set()
        wins = {p: int(p in won) for p in game.players}
    out = {
        "id": live.id,
        "table": live.info.table,
        "mode": game.mode.value,
        "players": list(game.players),
        "outcome": outcome.result,
        "winners": list(outcome.winners),
        "by": outcome.by,
        "game_wins": wins,
        "games_drawn": sum(1 for g in games if g["outcome"] == DRAW),
        "games": games,
    }
    if live.ruling is not None:
        out.update(_ruled_record(live))
    return out


def _ruled_record(live: LiveGame) -> dict[str, Any]:
    """A game whose table's result the organiser recorded: the match result is the
    ruling's (`by`: "organiser"), each player credited with their side's game wins."""
    assert live.ruling is not None and live.ruling.ruling is not None
    sides = sides_of(live.header)
    result = ruling_result(live.ruling.ruling)
    outcomes = table_outcomes(side_names(live.header), result)
    won = [side for side, o in zip(sides, outcomes, strict=True) if o is Outcome.WIN]
    drawn = Outcome.DRAW in outcomes
    return {
        "outcome": WIN if won else DRAW if drawn else "no_result",
        "winners": [p for side in won for p in side],
        "by": "organiser",
        "game_wins": {p: w for side, w in zip(sides, result.game_wins, strict=True) for p in side},
        "games_drawn": result.games_drawn,
        "ruling": ruling_view(live),
    }


def results_view(listing: GatheringListing[dict[str, Any]]) -> dict[str, Any]:
    """Every game of the gathering: by round, each round's tables in order, then the games
    in no round, oldest first."""
    place = {game_id: (r.number, i) for r in listing.rounds for i, game_id in enumerate(r.games)}
    last = (len(listing.rounds) + 1, 0)
    ordered = sorted(
        enumerate(listing.games), key=lambda item: (place.get(item[1][0].id, last), item[0])
    )
    return {
        "id": listing.info.id,
        "name": listing.info.name,
        "games": [
            {**record, "round": listing.round_number(info.id)} for _, (info, record) in ordered
        ],
    }


def game_links(game_id: str) -> dict[str, str]:
    base = f"/api/games/{game_id}"
    return {
        "self": base,
        "actions": f"{base}/actions",
        "undo": f"{base}/undo",
        "record": f"{base}/record",
        "stream": f"{base}/stream",
    }


def _last_entry(live: LiveGame, last: LoggedEntry) -> dict[str, Any]:
    """The entry that made this version; for an undo, with what it took back."""
    entry = last.entry
    if entry.ruling is not None:
        return {
            "seq": entry.seq,
            "kind": "ruling",
            "action": None,
            "retracts": None,
            "ruling": entry.ruling,
            "announcements": [],
        }
    if entry.retracts is None:
        return {
            "seq": entry.seq,
            "kind": "action",
            "action": entry.action,
            "retracts": None,
            "announcements": list(last.announcements),
        }
    retracted = live.log[entry.retracts - 1]
    return {
        "seq": entry.seq,
        "kind": "undo",
        "action": retracted.entry.action,
        "retracts": entry.retracts,
        "announcements": list(retracted.announcements),
    }


def _history_item(logged: LoggedEntry) -> dict[str, Any]:
    entry = logged.entry
    kind = "undo" if entry.is_undo else "ruling" if entry.is_ruling else "action"
    return {
        "seq": entry.seq,
        "kind": kind,
        "ruling": entry.ruling,
        "action": entry.action,
        "retracts": entry.retracts,
        "undone": logged.undone,
        "announcements": list(logged.announcements),
        "recorded_ms": entry.recorded_ms,
    }


def _ordered_names(order: tuple[str, ...], names: frozenset[str] | set[str]) -> list[str]:
    listed = [n for n in order if n in names]
    return listed + sorted(set(names) - set(listed))


def _ordered(game: Game, battlefields: frozenset[str]) -> list[str]:
    return _ordered_names(game.battlefields, battlefields)


def _final_point(options: Options) -> dict[str, list[str]]:
    """Where a Conquer now would draw a card instead of the final point, player by player."""
    return {
        player: [b for b, option in row.items() if option.result == CONQUER_DRAWS]
        for player, row in options.conquer.items()
    }


def _time(live: LiveGame) -> dict[str, Any]:
    game = live.game.scoring
    time = game.time
    return {
        "called": time.called,
        "additional_turns": time.additional_turns,
        "additional_played": time.additional_played,
        "current_additional": time.current_additional,
        "additional_left": time.additional_left,
        "sudden_death": time.sudden_death,
        # Where the end-of-round procedure stands ("Time: additional turn 2 of 3"), and
        # every sentence of its results so far, with the reason ("Ann leads by 2: ...").
        "status": time_status(game),
        "statements": statements(game.events) if time.called else [],
    }


def _next_game(next_game: NextGameOption | None) -> dict[str, Any] | None:
    """Between games of a match: the core's `options.next_game`, under the keys the page
    reads (the next game's number, who chooses its first player, how many of its turns
    are additional)."""
    if next_game is None:
        return None
    return {
        "number": next_game.number,
        "chooser": next_game.chooser,
        "additional_turns": next_game.additional_turns,
    }


def _games(game: Game) -> list[dict[str, Any]]:
    return [
        {
            "number": g.number,
            "battlefields": list(g.battlefields),
            "first": g.first,
            "outcome": g.outcome.result,
            "winners": list(g.outcome.winners),
            "by": g.outcome.by,
            "scores": dict(g.scores),
        }
        for g in game.games
    ]
