"""The tracker's pages: `/` starts a game, `/g/{id}` keeps it, `/gathering/{id}` runs an event.

The pages are templates with plain JavaScript (static/: native ES modules, no bundler)
that speaks to the JSON API (`/api/games/...`) and renders the view it returns. Nothing
here scores: the page shows what the server's view says. Everything is served from this
package, nothing from a CDN, because tables are often offline.

`install(app)` adds the pages and mounts `/static`; QR codes are drawn here (segno) so
that a phone can open the share links without the internet.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
from functools import lru_cache
from pathlib import Path
from urllib.parse import parse_qs

import segno
from fastapi import APIRouter, FastAPI, Request
from fastapi.responses import HTMLResponse, Response
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates
from starlette.types import Scope

from riftscore import words
from riftscore.announce import procedure_summary, procedure_summary_params
from riftscore.rules import MODE_RULES, Mode, Round, end_of_round_procedure
from riftscore.service import GameService, NotFound, Unloadable, fields
from riftscore.web.api.requests import call, json_body
from riftscore.web.caching import IMMUTABLE, REVALIDATE
from riftscore.web.catalogue import NATIVE_NAMES, catalogue_url
from riftscore.web.errors import ApiError, request_language

HERE = Path(__file__).parent
STATIC_DIR = HERE / "static"
TEMPLATES_DIR = HERE / "templates"

# A share link is an origin, a game id and a token: far below this.
QR_TEXT_LIMIT = 1000

templates = Jinja2Templates(directory=TEMPLATES_DIR)
router = APIRouter(include_in_schema=False)


def fingerprint(name: str) -> str:
    """A short hash of a static file's content, so that a phone never runs yesterday's
    script; read again whenever the file changes (its size or modification time)."""
    path = STATIC_DIR / name
    try:
        stat = path.stat()
    except OSError:
        return "missing"
    return _hash_of(path, stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=256)
def _hash_of(path: Path, mtime_ns: int, size: int) -> str:
    del mtime_ns, size  # the cache's key: a changed file is hashed again
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()[:12]
    except OSError:
        return "missing"


def static_url(name: str) -> str:
    """What a page names a static file by: its path with its content's fingerprint."""
    return f"/static/{name}?v={fingerprint(name)}"


templates.env.globals["static_url"] = static_url


def form_limits() -> dict[str, int]:
    """What the pages' fields take (maxlength, min, max): the limits the service keeps,
    from their one declaration (service/fields.py), so a form never takes what the server
    refuses nor refuses what it takes."""
    return {
        "player_name": fields.MAX_PLAYER_NAME_LENGTH,
        "battlefield_name": fields.MAX_BATTLEFIELD_NAME_LENGTH,
        "victory_score": fields.MAX_VICTORY_SCORE,
        "points": fields.MAX_GAME_NUMBER,
        "note": fields.MAX_NOTE_LENGTH,
        "text": fields.MAX_NAME_LENGTH,
    }


templates.env.globals["limits"] = form_limits()


class StaticAssets(StaticFiles):
    """The static files, with the cache headers that keep a page's scripts current.

    A page loads its entry points by `static_url`; an ES module imports the others by
    relative URLs, which carry no fingerprint. Those are answered `no-cache`: a browser
    checks each with the server (its ETag) before running it, so a changed module is
    never run stale, and an unchanged one costs a 304. A URL whose `v` is the file's
    fingerprint now may be kept a year: a change gives the file another URL.
    """

    def file_response(
        self,
        full_path: str | os.PathLike[str],
        stat_result: os.stat_result,
        scope: Scope,
        status_code: int = 200,
    ) -> Response:
        response = super().file_response(full_path, stat_result, scope, status_code)
        name = Path(os.path.relpath(full_path, STATIC_DIR.resolve())).as_posix()
        asked = parse_qs(scope.get("query_string", b"").decode("latin-1")).get("v", [""])[0]
        current = asked == fingerprint(name) and asked != "missing"
        response.headers["Cache-Control"] = IMMUTABLE if current else REVALIDATE
        return response


#: What the service worker precaches: the static files a page may load.
SHELL_SUFFIXES = frozenset({".js", ".css", ".svg", ".png", ".webp", ".ico", ".woff2"})
#: The worker itself: served at the site's root, not precached.
WORKER = "sw.js"
#: Far more than the pages load; a bound on what a phone is asked to keep.
MAX_SHELL_FILES = 500


def shell_files() -> list[str]:
    """The static files the service worker precaches, by name under static/: found once,
    at startup (an edited file changes its fingerprint, and with it the version)."""
    names = sorted(
        path.relative_to(STATIC_DIR).as_posix()
        for path in STATIC_DIR.rglob("*")
        if path.is_file() and path.suffix in SHELL_SUFFIXES
    )
    return [name for name in names if name != WORKER][:MAX_SHELL_FILES]


def shell(files: list[str]) -> dict[str, object]:
    """The worker's version and its assets by URL path, each with its fingerprint. The
    version is derived from every asset's content and the worker's own."""
    assets = {f"/static/{name}": fingerprint(name) for name in files}
    digest = hashlib.sha256(fingerprint(WORKER).encode())
    for path, print_ in assets.items():
        digest.update(f"\n{path} {print_}".encode())
    return {"version": digest.hexdigest()[:16], "assets": assets}


#: The service worker's answer: checked with the server at every use, never kept stale.
WORKER_HEADERS = {"Cache-Control": "no-cache"}


def manifest() -> dict[str, object]:
    """The web app manifest: the tracker installed on a phone's home screen."""
    return {
        "name": "riftscore: Riftbound scorekeeping",
        "short_name": "riftscore",
        "description": "Keeps the score of Riftbound games at the table (not endorsed by Riot Games).",
        "id": "/",
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "background_color": "#0b0e14",
        "theme_color": "#0b0e14",
        "icons": [
            {
                "src": static_url("icon.svg"),
                "sizes": "any",
                "type": "image/svg+xml",
                "purpose": "any",
            }
        ],
    }


#: Each mode's name in the catalogue (`mode-duel = Duel (1v1)`).
MODE_LABELS = {
    Mode.DUEL: "mode-duel",
    Mode.MATCH: "mode-match",
    Mode.SKIRMISH: "mode-skirmish",
    Mode.WAR: "mode-war",
    Mode.TWO_VS_TWO: "mode-2v2",
}


def mode_choices() -> list[dict[str, object]]:
    """What the start form needs to know about each mode, straight from the rules core
    (`label` in English, for the pages not yet translated; `label_id` its message)."""
    return [
        {
            "mode": mode.value,
            "label": words.say(MODE_LABELS[mode]),
            "label_id": MODE_LABELS[mode],
            "players": rules.players,
            "battlefields": list(rules.battlefields),
            "victory_score": rules.victory_score,
            "teams": rules.teams,
        }
        for mode, rules in MODE_RULES.items()
    ]


def round_choices() -> list[dict[str, object]]:
    """Each type of round with what it does at time, in the rules core's terms."""
    labels = {Round.SWISS: "Swiss round", Round.SINGLE_ELIMINATION: "Single elimination"}
    return [
        {
            "type": round_.value,
            "label": labels[round_],
            "summary": procedure_summary(end_of_round_procedure(round_)),
            # The start page's option (`round-option`): the round and its procedure.
            "summary_args": {
                "round": round_.value,
                **procedure_summary_params(end_of_round_procedure(round_)),
            },
        }
        for round_ in Round
    ]


#: The pages whose every word comes from the catalogue: served in the reader's language
#: (Accept-Language), with the language picker. Every other page still says English, and
#: is served `<html lang="en">`: it claims no language it does not speak.
TRANSLATED = frozenset({"home.html"})


def page_words(lang: str, translated: bool) -> dict[str, object]:
    """What a template needs to speak `lang`: `t(id, **args)`, the picker's languages."""

    def t(code: str, **params: object) -> str:
        return words.say(code, params, lang)

    return {
        "lang": lang,
        "translated": translated,
        "t": t,
        "languages": [
            {
                "tag": tag,
                "name": NATIVE_NAMES[tag],
                "locale": words.locale_tag(tag),
                "catalogue": catalogue_url(tag),
            }
            for tag in words.LANGUAGES
        ],
    }


def _page(request: Request, template: str, context: dict[str, object]) -> HTMLResponse:
    # Its Content-Security-Policy (our own scripts only) is the app's, on every page.
    translated = template in TRANSLATED
    lang = words.negotiate(request.headers.get("accept-language")) if translated else words.ENGLISH
    response = templates.TemplateResponse(
        request, template, {**context, **page_words(lang, translated)}
    )
    if translated:
        response.headers["Vary"] = "Accept-Language"
    return response


@router.get("/", response_class=HTMLResponse)
def home(request: Request) -> HTMLResponse:
    """Start a game: mode, players in turn order, teams (2v2), battlefields."""
    return _page(request, "home.html", {"modes": mode_choices(), "rounds": round_choices()})


@router.get("/g/{game_id}", response_class=HTMLResponse)
def game_page(request: Request, game_id: str) -> HTMLResponse:
    """The game page. The write token travels in the fragment (`#w=...`), never to here."""
    service: GameService = request.app.state.service
    try:
        service.games.version(game_id)
    except NotFound:
        return _missing(request, "game", game_id)
    except Unloadable as error:
        reason = error.said(request_language(request.headers))
        response = _page(request, "unloadable.html", {"reason": reason})
        response.status_code = 409
        return response
    return _page(request, "game.html", {"game_id": game_id})


@router.get("/gathering/{gathering_id}", response_class=HTMLResponse)
def gathering_page(request: Request, gathering_id: str) -> HTMLResponse:
    """The organiser's page of a gathering: its tables, its timed rounds, its results.

    The organiser token travels in the fragment (`#o=...`), like a table's write token;
    without it the page shows the same clocks and scores, read only.
    """
    service: GameService = request.app.state.service
    try:
        service.rounds.list(gathering_id)
    except NotFound:
        return _missing(request, "gathering", gathering_id)
    return _page(
        request,
        "gathering.html",
        {"gathering_id": gathering_id, "modes": [m for m in mode_choices() if m["players"] == 2]},
    )


def _missing(request: Request, kind: str, name: str) -> HTMLResponse:
    response = _page(request, "missing.html", {"kind": kind, "name": name})
    response.status_code = 404
    return response


@router.get("/sw.js")
def service_worker(request: Request) -> Response:
    """The service worker, at the root so that its scope is the whole site: static/sw.js
    after the line that says what it precaches (`shell`)."""
    files: list[str] = request.app.state.shell_files
    source = (STATIC_DIR / WORKER).read_bytes()
    head = b"const SHELL = %s;\n" % json.dumps(shell(files), sort_keys=True).encode()
    return Response(head + source, media_type="text/javascript", headers=WORKER_HEADERS)


@router.get("/manifest.webmanifest")
def web_manifest() -> Response:
    return Response(
        json.dumps(manifest()), media_type="application/manifest+json", headers=WORKER_HEADERS
    )


#: A share link's QR request: far below the bodies the API takes.
QR_BODY_LIMIT = 4 * 1024


def _qr_svg(text: str) -> bytes:
    code = segno.make(text, error="m", micro=False)
    out = io.BytesIO()
    code.save(out, kind="svg", scale=8, border=2, dark="#000", light="#fff", xmldecl=False)
    return out.getvalue()


@router.post("/qr.svg")
async def qr_code(request: Request) -> Response:
    """A QR code (SVG) of a share link: `{"text": "..."}` (JSON only), its text 1 to
    QR_TEXT_LIMIT characters.

    POST rather than GET: a write link carries its token, and a query string ends up in
    access logs and browser history; a request body does not. The body is read within
    its own small limit, never parsed whole first.
    """
    body = await json_body(request, QR_BODY_LIMIT)
    text = body.get("text") if isinstance(body, dict) else None
    if type(text) is not str or not 1 <= len(text) <= QR_TEXT_LIMIT:
        raise ApiError(422, "invalid_field", "qr-text-length", limit=QR_TEXT_LIMIT)
    return Response(
        await call(_qr_svg, text), media_type="image/svg+xml", headers={"Cache-Control": "no-store"}
    )


#: How the event's pages (event_pages.py) render too.
page = _page
missing_page = _missing


def install(app: FastAPI) -> None:
    """Add the pages (the event's too) and the static files to the app."""
    from riftscore.web import event_pages  # it builds on this module's `page`

    app.state.shell_files = shell_files()
    app.include_router(router)
    app.include_router(event_pages.router)
    app.mount("/static", StaticAssets(directory=STATIC_DIR), name="static")
