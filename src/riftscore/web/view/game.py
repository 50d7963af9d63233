"""What a page (or a bot) needs to show a game: the view, and the full view.

`view` is cheap (nothing in it grows with the game's length) and is what every write
answers with and every live update carries. `full_view` adds the `riftscore replay
--json` keys and the latest page of the game's events and of its log's history (undone
entries included), with links to the pages before: it is what `GET /api/games/{id}`
returns, and it never carries a long game whole (`history_page`, `events_page`).

Both read the game through the rules core's `Game.state()` and the service's `LiveGame`,
never the engine's insides. A table of a timed round also gets `clock`: its round clock
as the server read it, with `server_time` and `ends_at` (milliseconds since the epoch) so
that a page counts down from the server's time, not the device's.
"""

from __future__ import annotations

from typing import Any

import msgspec
from msgspec import UNSET

from riftscore.rules import NextGameOption, Options
from riftscore.service import LiveGame, Rescoring
from riftscore.web.view import answers
from riftscore.web.view.clock import clock_view, time_view
from riftscore.web.view.entries import history_item, last_entry, said
from riftscore.web.view.events import event_objects
from riftscore.web.view.links import (
    EVENTS_PAGE_SIZE,
    HISTORY_PAGE_SIZE,
    events_link,
    game_links,
    history_link,
)
from riftscore.web.view.results import games_of, ruling_view


def view(live: LiveGame) -> answers.View:
    state = live.game.state()
    last = live.last
    outcome = state.outcome
    match = state.match
    return answers.View(
        id=live.id,
        version=live.version,
        mode=state.mode,
        players=list(state.players),
        teams=None if state.teams is None else [list(team) for team in state.teams],
        outcome=outcome.result,  # type: ignore[arg-type]  # one of the core's three
        winners=list(outcome.winners),
        by=outcome.by,
        scores=dict(state.scores),
        new_events=[] if last is None else event_objects(last.events),
        announcements=[] if last is None else list(last.announcements),
        said=[] if last is None else said(last),
        last_entry=None if last is None else last_entry(live, last),
        battlefields=[
            answers.Battlefield(name=name, controller=controller)
            for name, controller in state.controllers.items()
        ],
        turn=answers.Turn(
            number=state.turn.number,
            player=state.turn.player,
            in_progress=state.turn.in_progress,
            next_player=state.turn.next_player,
        ),
        scored_this_turn=_lists(state.scored_this_turn),
        barred=_lists(state.barred),
        final_point=_lists(state.final_point),
        holds_due=list(state.holds_due),
        victory_score=state.victory_score,
        tied_at_victory=state.tied_at_victory,
        time=time_view(live, state),
        options=options_answer(state.options),
        board=True if state.board else UNSET,
        legends=dict(state.legends) if state.legends else UNSET,
        rescored=[rescored_view(note) for note in live.rescorings] if live.rescorings else UNSET,
        game_number=UNSET if match is None else match.game_number,
        games=UNSET if match is None else games_of(state.games),
        game_wins=UNSET if match is None else dict(match.game_wins),
        set_aside=UNSET if match is None else list(match.set_aside),
        next_game=UNSET if match is None else _next_game(state.options.next_game),
        # A table of a gathering: a round that starts changes no game, so its clock comes
        # down the live stream as an `event: clock` (and the page asks for it now and then).
        gathering=UNSET
        if live.info.gathering_id is None
        else answers.GatheringPlace(id=live.info.gathering_id, table=live.info.table),
        clock=UNSET if live.clock is None else clock_view(live.clock),
        ruling=UNSET if live.ruling is None else ruling_view(live),
    )


def full_view(live: LiveGame) -> answers.FullView:
    """The `riftscore replay --json` keys of the game, with the view's keys and the latest
    page of its history: its last `HISTORY_PAGE_SIZE` log entries and `EVENTS_PAGE_SIZE` events
    (the whole game while it is short), and the announcements of those entries. `page`
    says where they start; `history_page` and `events_page` give the pages before.

    The replay keys (`outcome`, `winners`, `scores`, a match's `games`) are the view's
    own: the view carries the same values, a match's games with more of each game."""
    events = live.engine.events
    total = len(events)
    start = max(0, total - EVENTS_PAGE_SIZE)
    latest = live.log[-HISTORY_PAGE_SIZE:]
    first_seq = latest[0].entry.seq if latest else 1
    shown = view(live)
    links: dict[str, str | None] = {
        **game_links(live.id),
        "earlier_history": history_link(live.id, first_seq) if first_seq > 1 else None,
        "earlier_events": events_link(live.id, max(0, start - EVENTS_PAGE_SIZE)) if start else None,
    }
    fields: dict[str, Any] = msgspec.structs.asdict(shown)
    fields["announcements"] = [
        line for logged in latest if not logged.undone for line in logged.announcements
    ]
    fields["said"] = [coded for logged in latest if not logged.undone for coded in said(logged)]
    return answers.FullView(
        **fields,
        events=event_objects(events[start:]),
        history=[history_item(logged) for logged in latest],
        page=answers.Page(history_from=first_seq, events_from=start, events_total=total),
        links=links,
    )


def options_answer(options: Options) -> answers.GameOptions:
    """The core's options under the keys the page reads (mappings as objects)."""
    next_game = options.next_game
    return answers.GameOptions(
        conquer={
            player: {
                battlefield: answers.ConquerChoice(
                    result=option.result,  # type: ignore[arg-type]  # one of the four
                    reason=option.reason,
                    unscored=list(option.unscored) if option.result == "draw" else UNSET,
                )
                for battlefield, option in row.items()
            }
            for player, row in options.conquer.items()
        },
        holds=_lists(options.holds),
        burn_out_targets=_lists(options.burn_out_targets),
        can_concede=options.can_concede,
        next_game=None
        if next_game is None
        else answers.NextGameChoice(
            number=next_game.number,
            chooser=next_game.chooser,
            battlefields_allowed=list(next_game.battlefields_allowed),
            set_aside=list(next_game.set_aside),
            battlefields_needed=next_game.battlefields_needed,
            additional_turns=next_game.additional_turns,
        ),
        next_turn=options.next_turn,
        extra_turns=list(options.extra_turns),
        ally_occupies=_lists(options.ally_occupies),
        can_gain=options.can_gain,
        lose_control=list(options.lose_control),
    )


def rescored_view(note: Rescoring) -> answers.Rescored:
    """An engine scored the game otherwise than the one that stored it: both results."""
    return answers.Rescored(
        seq=note.seq,
        found_at=note.found_ms,
        before=answers.Scoring(
            engine=note.before.engine_version,
            result=msgspec.convert(note.before.result, answers.ScoredResult),
        ),
        after=answers.Scoring(
            engine=note.after.engine_version,
            result=msgspec.convert(note.after.result, answers.ScoredResult),
        ),
    )


def _lists(mapping: Any) -> dict[str, list[str]]:
    return {key: list(values) for key, values in mapping.items()}


def _next_game(next_game: NextGameOption | None) -> answers.NextGame | None:
    """Between games of a match: the core's `options.next_game`, under the keys the page
    reads (the next game's number, who chooses its first player, how many of its turns
    are additional)."""
    if next_game is None:
        return None
    return answers.NextGame(
        number=next_game.number,
        chooser=next_game.chooser,
        additional_turns=next_game.additional_turns,
    )
