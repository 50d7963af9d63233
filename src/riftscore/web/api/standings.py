"""A gathering's event as one summary (what its pages poll), and its standings as JSON
or as a spreadsheet (CSV), recomputed from the games at every read."""

from __future__ import annotations

import csv
import io
from typing import Annotated

import msgspec
from fastapi import APIRouter, Query, Request
from starlette.responses import Response

from riftscore.web import schemas
from riftscore.web.api.requests import call, service
from riftscore.web.api.responses import (
    NO_STORE,
    NOT_FOUND,
    UNLOADABLE,
    Responses,
    error_doc,
    json_doc,
)
from riftscore.web.api.results import csv_cell
from riftscore.web.errors import JsonResponse
from riftscore.web.event_view import event_view, standings_view
from riftscore.web.view import round_table
from riftscore.web.view.event_answers import StandingLine, Standings

router = APIRouter()

#: The standings' spreadsheet: a line's fields but its entrant's id, the rounds it counts
#: and a team's members (a team's name is in `player`); its players' legends last, in one
#: cell.
STANDINGS_COLUMNS = [
    *(
        field.name
        for field in msgspec.structs.fields(StandingLine)
        if field.name not in ("id", "rounds", "members", "legends")
    ),
    "legends",
]
INCONSISTENT: Responses = {
    409: error_doc(
        "A table's game cannot be loaded (`unloadable_game`), or its game was played on "
        "after the next round was paired so that the facts no longer fit "
        "(`event_inconsistent`): the message names it."
    )
}
ThroughRound = Annotated[
    int | None,
    Query(
        alias="round",
        ge=1,
        le=1000,
        description="The standings as they stood after this Swiss round (default: now).",
    ),
]


@router.get(
    "/gatherings/{gathering_id}/event",
    summary="The whole event in one read: players, rounds and their tables with results, "
    "the latest round's clock, standings, the top cut, and what comes next",
    responses={200: json_doc(schemas.EVENT, "The event."), **NOT_FOUND, **INCONSISTENT},
)
async def read_event(gathering_id: str, request: Request) -> Response:
    state = await call(service(request).events.state, gathering_id, round_table)
    return JsonResponse(event_view(state), headers=NO_STORE)


async def _standings(request: Request, gathering_id: str, through: int | None) -> Standings:
    facts, after, lines = await call(service(request).events.standings, gathering_id, through)
    return standings_view(facts, after, lines)


@router.get(
    "/gatherings/{gathering_id}/standings.json",
    summary="The standings: match points, then opponents' match-win %, game-win %, "
    "opponents' game-win % (0 to 1), then the event's seeded order",
    responses={
        200: json_doc(schemas.STANDINGS, "The standings."),
        **NOT_FOUND,
        **INCONSISTENT,
        422: error_doc("A round that has not been paired."),
    },
)
async def standings_json(
    gathering_id: str, request: Request, through: ThroughRound = None
) -> Response:
    return JsonResponse(await _standings(request, gathering_id, through), headers=NO_STORE)


def standings_csv(content: Standings) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(STANDINGS_COLUMNS)
    for line in content.standings:
        cells = {**msgspec.structs.asdict(line), "dropped": "yes" if line.dropped else "no"}
        cells["legends"] = ", ".join(line.legends.values()) if line.legends else ""
        writer.writerow([csv_cell(cells[column]) for column in STANDINGS_COLUMNS])
    return out.getvalue()


@router.get(
    "/gatherings/{gathering_id}/standings.csv",
    # Not JSON: the document names text/csv alone (FastAPI's default would add JSON).
    response_class=Response,
    summary="The same standings as a spreadsheet",
    responses={
        200: {
            "description": "CSV with a header row; a name that a spreadsheet would run as a "
            "formula starts with an apostrophe.",
            "content": {"text/csv": {"schema": {"type": "string"}}},
        },
        **NOT_FOUND,
        **UNLOADABLE,
        422: error_doc("A round that has not been paired."),
    },
)
async def standings_in_csv(
    gathering_id: str, request: Request, through: ThroughRound = None
) -> Response:
    text = standings_csv(await _standings(request, gathering_id, through))
    return Response(
        text,
        media_type="text/csv; charset=utf-8",
        headers={
            "Content-Disposition": f'attachment; filename="standings-{gathering_id}.csv"',
            "Cache-Control": "no-store",
        },
    )
