"""The round's time at a table: its round clock (as the view, the stream and `GET
.../clock` carry it), and where the game stands in the end-of-round procedure."""

from __future__ import annotations

from riftscore.announce import statements, time_status
from riftscore.rules import GameState
from riftscore.service import LiveGame, TableClock
from riftscore.web.view import answers
from riftscore.web.view.links import round_links


def clock_view(table: TableClock) -> answers.Clock:
    """A table's round clock. Times are milliseconds since the epoch, by the server's clock;
    `ends_at` is null while the round is paused (and, once expired, when it reached 0)."""
    info = table.round.info
    reading = table.reading
    return answers.Clock(
        round=info.number,
        type=info.kind,  # type: ignore[arg-type]  # a round's kind is one of the two
        state=reading.state.value,
        server_time=table.now_ms,
        ends_at=reading.ends_at,
        remaining_ms=reading.remaining,
        started_at=info.started_ms,
        duration_ms=info.duration_ms,
        extension_ms=table.extension_ms,
        paused_ms=reading.paused_total,
        links={"round": round_links(info.gathering_id, info.number)["self"]},
    )


def table_clock(live: LiveGame) -> answers.TableClock | None:
    """The table's clock with its game's id and version (None: in no timed round)."""
    if live.clock is None:
        return None
    return answers.TableClock(id=live.id, version=live.version, clock=clock_view(live.clock))


def time_view(live: LiveGame, state: GameState) -> answers.Time:
    """Where the game stands in the round's time: the core's `TimeState`, and in words."""
    time = state.time
    return answers.Time(
        called=time.called,
        additional_turns=time.additional_turns,
        additional_played=time.additional_played,
        current_additional=time.current_additional,
        additional_left=time.additional_left,
        sudden_death=time.sudden_death,
        # Where the end-of-round procedure stands ("Time: additional turn 2 of 3"), and
        # every sentence of its results so far, with the reason ("Ann leads by 2: ...").
        status=time_status(state),
        statements=statements(live.game.events) if time.called else [],
    )
