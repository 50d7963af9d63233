"""A gathering's results: every game played, as JSON or as a spreadsheet (CSV); and a
paired table's result recorded by the organiser by hand."""

from __future__ import annotations

import csv
import io
import unicodedata
from typing import Any

from fastapi import APIRouter, Request
from starlette.responses import Response

from riftscore.service import Answer
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

router = APIRouter()

#: Spreadsheets run a cell that starts with one of these as a formula, once they have
#: dropped what comes before it that shows nothing (spaces of every width, line breaks, a
#: byte order mark, zero-width characters) and read full-width signs as their ASCII twins.
_FORMULA_STARTS = frozenset("=+-@\u2212")
MAX_PLAYERS = 4
RESULTS_COLUMNS = [
    "table",
    "game_id",
    "round",
    "mode",
    *(f"player_{n}" for n in range(1, MAX_PLAYERS + 1)),
    "result",
    "winners",
    "by",
    *(f"game_wins_{n}" for n in range(1, MAX_PLAYERS + 1)),
    "games_drawn",
    "game",
    "game_result",
    "game_winners",
    "game_by",
    *(f"score_{n}" for n in range(1, MAX_PLAYERS + 1)),
]


def _shows_nothing(character: str) -> bool:
    return character.isspace() or unicodedata.category(character) in ("Cc", "Cf", "Zs")


def formula_like(text: str) -> bool:
    r"""A text that a spreadsheet could take for a formula: its first visible character,
    as NFKC reads it (the full-width "＝" is "="), starts one, or it starts with a tab or
    a line break.

    >>> [formula_like(t) for t in ("=1", " =1", "\ufeff=1", "\uff1d1", "\u00a0+1", "\nx")]
    [True, True, True, True, True, True]
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


def _padded(values: list[Any]) -> list[Any]:
    return values + [""] * (MAX_PLAYERS - len(values))


def results_csv(results: dict[str, Any]) -> str:
    """One row per game played (each game of a match), the match's columns repeated."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(RESULTS_COLUMNS)
    for record in results["games"]:
        players = record["players"]
        match_columns = [
            record["table"] or "",
            record["id"],
            "" if record["round"] is None else record["round"],
            record["mode"],
            *_padded(list(players)),
            record["outcome"],
            " & ".join(record["winners"]),
            record["by"] or "",
            *_padded([record["game_wins"][p] for p in players]),
            record["games_drawn"],
        ]
        for game in record["games"]:
            game_columns = [
                game["number"],
                game["outcome"],
                " & ".join(game["winners"]),
                game["by"] or "",
                *_padded([game["scores"][p] for p in players]),
            ]
            row = [csv_cell(v) for v in (*match_columns, *game_columns)]
            row[GAME_ID_COLUMN] = record["id"]  # ours, never a person's text: verbatim
            writer.writerow(row)
    return out.getvalue()


async def _results(request: Request, gathering_id: str) -> dict[str, Any]:
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
        200: json_doc(event_schemas.GAME_VIEW, "The table's game, with the ruling."),
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
