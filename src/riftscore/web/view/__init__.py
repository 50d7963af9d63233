"""The answers, cut by resource; each module one job:

- `answers`: every answer body of the game's routes, as msgspec structs (the schemas and
  the pages' field names are generated from them).
- `event_answers`: the same for the gathering's and the event's routes (the results' and
  standings' CSV columns too); `riftscore.web.event_view` builds the event's.
- `fields`: `python -m riftscore.web.view.fields` writes the pages' module of field names.
- `game`: the view and the full view of a game, read through `Game.state()`.
- `entries`: the entry that made a version, and pages of the log.
- `events`: a game's events as its answers list them, and pages of them.
- `clock`: the round's time at a table (its clock, and where the game stands in it).
- `results`: a table's result (a ruling, a line in words, a gathering's export).
- `rounds`: a gathering's rounds and tables, for the organiser.
- `links`: where a game's (and a round's) resources are.
"""

from riftscore.web.view.clock import clock_view, table_clock, time_view
from riftscore.web.view.entries import history_page
from riftscore.web.view.events import event_objects, events_page
from riftscore.web.view.game import full_view, options_answer, view
from riftscore.web.view.links import (
    EVENTS_PAGE_SIZE,
    HISTORY_PAGE_SIZE,
    events_link,
    game_links,
    history_link,
    round_links,
)
from riftscore.web.view.results import (
    result_line,
    result_record,
    results_view,
    ruling_view,
    table_outcomes,
    table_result_line,
)
from riftscore.web.view.rounds import (
    gathering_game,
    round_procedure,
    round_procedures,
    round_summary,
    round_table,
    round_view,
)

__all__ = [
    "EVENTS_PAGE_SIZE",
    "HISTORY_PAGE_SIZE",
    "clock_view",
    "event_objects",
    "events_link",
    "events_page",
    "full_view",
    "game_links",
    "gathering_game",
    "history_link",
    "history_page",
    "options_answer",
    "result_line",
    "result_record",
    "results_view",
    "round_links",
    "round_procedure",
    "round_procedures",
    "round_summary",
    "round_table",
    "round_view",
    "ruling_view",
    "table_clock",
    "table_outcomes",
    "table_result_line",
    "time_view",
    "view",
]
