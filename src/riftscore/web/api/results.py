"""A gathering's results: every game played, as JSON or as a spreadsheet (CSV); and a
paired table's result recorded by the organiser by hand."""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Iterator
from typing import Any

import msgspec
from fastapi import APIRouter, Request
from starlette.responses import Response

from riftscore.service import Answer, fields
from riftscore.web import event_schemas, schemas
from riftscore.web.api.requests import Credentials, call, json_body, service, settings, token
from riftscore.web.api.responses import (
    AUTH,
    BAD_INPUT,
    NO_STORE,
    NOT_FOUND,
    UNLOADABLE,
    body_doc,
    error_doc,
    json_doc,
    written,
)
from riftscore.web.errors import JsonResponse
from riftscore.web.view import result_record, results_view, view
from riftscore.web.view.event_answers import MAX_PLAYERS, Results, ResultsRow

router = APIRouter()

#: Spreadsheets run a cell that starts with one of these as a formula, once they have
#: dropped what comes before it that shows nothing (spaces of every width, line breaks, a
#: byte order mark, zero-width characters) and read full-width signs as their ASCII twins.
_FORMULA_STARTS = frozenset("=+-@\u2212")
#: The results' spreadsheet's columns: the fields of its row, in order.
RESULTS_COLUMNS = [field.name for field in msgspec.structs.fields(ResultsRow)]


def _shows_nothing(character: str) -> bool:
    return (
        character.isspace()
        or unicodedata.category(character) == "Zs"
        or fields.invisible(character)
    )


def formula_like(text: str) -> bool:
    r"""A text that a spreadsheet could take for a formula: its first visible character,
    as NFKC reads it (the full-width "＝" is "="), starts one, or it starts with a tab or
    a line break.

    >>> [formula_like(t) for t in ("=1", " =1", "\ufeff=1", "\uff1d1", "\u00a0+1", "\nx")]
    [True, True, True, True, True, True]
    >>> [formula_like(t) for t in ("\u2800=1", "\u3164-1", "\u200b@x")]  # blanks show nothing
    [True, True, True]
    >>> [formula_like(t) for t in ("Ann", " Ann", "1-2", "")]
    [False, False, False, False]
    """
    if text[:1] in ("\t", "\r", "\n"):
        return True
    visible = next((c for c in text if not _shows_nothing(c)), "")
    return unicodedata.normalize("NFKC", visible)[:1] in _FORMULA_STARTS


GAME_ID_COLUMN = RESULTS_COLUMNS.index("game_id")


def csv_cell(value: object) -> object:
    """A text cell a spreadsheet shows as text: a leading apostrophe defuses a formula."""
    if isinstance(value, str) and formula_like(value):
        return "'" + value
    return value


def _numbered(column: str, values: list[Any]) -> dict[str, Any]:
    """A value a player, in `column_1` to `column_4` (empty past the game's players)."""
    padded = values + [""] * (MAX_PLAYERS - len(values))
    return {f"{column}_{n}": value for n, value in enumerate(padded, 1)}


def results_rows(results: Results) -> Iterator[ResultsRow]:
    """One row per game played (each game of a match), the match's columns repeated."""
    for record in results.games:
        players = record.players
        for game in record.games:
            yield ResultsRow(
                table=record.table or "",
                game_id=record.id,
                round="" if record.round is None else record.round,
                mode=record.mode.value,
                **_numbered("player", players),
                result=record.outcome,
                winners=" & ".join(record.winners),
                by=record.by or "",
                **_numbered("game_wins", [record.game_wins[p] for p in players]),
                games_drawn=record.games_drawn,
                game=game.number,
                game_result=game.outcome,
                game_winners=" & ".join(game.winners),
                game_by=game.by or "",
                **_numbered("score", [game.scores[p] for p in players]),
            )


def results_csv(results: Results) -> str:
    """The results as a spreadsheet: a header row of `RESULTS_COLUMNS`, then one row per
    game played; a text cell a spreadsheet would run is defused, never the game's id."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(RESULTS_COLUMNS)
    for row in results_rows(results):
        cells = [csv_cell(v) for v in msgspec.structs.astuple(row)]
        cells[GAME_ID_COLUMN] = row.game_id  # ours, never a person's text: verbatim
        writer.writerow(cells)
    return out.getvalue()


async def _results(request: Request, gathering_id: str) -> Results:
    listing = await call(service(request).gatherings.read, gathering_id, result_record)
    return results_view(listing)


@router.get(
    "/gatherings/{gathering_id}/results.json",
    summary="Results of every game of the gathering: players, match result, game wins, "
    "games drawn, each game's scores",
    responses={200: json_doc(schemas.RESULTS, "The results."), **NOT_FOUND, **UNLOADABLE},
)
async def results_json(gathering_id: str, request: Request) -> Response:
    return JsonResponse(await _results(request, gathering_id), headers=NO_STORE)


@router.get(
    "/gatherings/{gathering_id}/results.csv",
    # Not JSON: the document names text/csv alone (FastAPI's default would add JSON).
    response_class=Response,
    summary="The same results as a spreadsheet: one row per game played",
    responses={
        200: {
            "description": "CSV with a header row; a text cell that a spreadsheet would run "
            "as a formula starts with an apostrophe.",
            "content": {"text/csv": {"schema": {"type": "string"}}},
        },
        **NOT_FOUND,
        **UNLOADABLE,
    },
)
async def results_in_csv(gathering_id: str, request: Request) -> Response:
    text = results_csv(await _results(request, gathering_id))
    return Response(
        text,
        media_type="text/csv; charset=utf-8",
        headers={
            "Content-Disposition": f'attachment; filename="results-{gathering_id}.csv"',
            "Cache-Control": "no-store",
        },
    )


@router.post(
    "/gatherings/{gathering_id}/games/{game_id}/result",
    summary="Record a paired table's result by hand (organiser token): appended to its game "
    "as a ruling, which decides the table from then on",
    openapi_extra=body_doc(event_schemas.RESULT_REQUEST),
    responses={
        200: json_doc(schemas.VIEW, "The table's game, with the ruling."),
        **NOT_FOUND,
        **AUTH,
        409: error_doc(
            "The table's game cannot be loaded, or another device wrote to it at this "
            "very moment: nothing was changed."
        ),
        **BAD_INPUT,
    },
)
async def record_result(
    gathering_id: str, game_id: str, request: Request, credentials: Credentials
) -> Response:
    parts, organiser = service(request), token(credentials)
    body = await json_body(
        request,
        settings(request).max_action_bytes,
        lambda: parts.access.authorize_organiser(gathering_id, organiser),
    )
    shown, changed = await call(
        parts.rulings.record_result,
        gathering_id,
        game_id,
        organiser_token=organiser,
        body=body,
        present=view,
    )
    return written(request, game_id, Answer(shown, shown.version, changed))
