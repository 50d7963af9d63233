"""No path parameter reaches the database out of range (issue 14): every route of the app
(the API's, the pages', the event pages': projector, join, a player's page), each
parameter given numbers past 2^31 and 2^63, negative and fractional ones, text too long,
NUL, bytes that are not UTF-8, traversal and emoji, beside a real game, a real gathering
and a real player (so that a bad round number is looked up in a gathering that exists),
with the organiser's token and with none. Against a real server on SQLite (whose
integers stop at 2^63) and PostgreSQL (2^31): never a 5xx, every refusal of the API in
its error shape, and HEAD answered wherever GET is, never 405."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from starlette.routing import Route

from riftscore.store import MemoryStore
from riftscore.web import event_pages, pages
from riftscore.web.app import create_app
from riftscore.web.settings import Settings
from tests.reliability.servers import Server
from tests.web.helpers import DUEL

pytestmark = pytest.mark.slow

ODD_VALUES = [
    str(2**63),
    str(2**63 - 1),
    str(2**31),
    str(-(2**63) - 1),
    "-1",
    "0",
    "1.5",
    "1e400",
    "9" * 40,
    "%00",
    "%FF%FE",
    "a" * 300,
    "..%2F..%2Fetc",
    "%F0%9F%98%80",
    "%20",
    "null",
]


def routes() -> list[tuple[str, set[str]]]:
    """Every path of the app that takes a parameter, with its methods (HEAD beside GET):
    the API's from its OpenAPI document, the pages' and the event pages' (both left out
    of the document)."""
    app = create_app(Settings(check_store=False), store=MemoryStore())
    found = {
        path: {method.upper() for method in operations}
        for path, operations in app.openapi()["paths"].items()
    }
    for route in (*pages.router.routes, *event_pages.router.routes):
        if isinstance(route, Route):
            found.setdefault(route.path, set()).update(route.methods or ())
    for methods in found.values():
        if "GET" in methods:
            methods.add("HEAD")
    return sorted((path, methods) for path, methods in found.items() if "{" in path)


ROUTES = routes()
PAGES_OF_AN_EVENT = {
    "/gathering/{gathering_id}/projector",
    "/gathering/{gathering_id}/join",
    "/gathering/{gathering_id}/players/{player_id}",
}


def test_every_page_of_an_event_is_among_the_routes_tried() -> None:
    assert {path for path, _ in ROUTES} >= PAGES_OF_AN_EVENT


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def server(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Server]:
    url = None if request.param == "sqlite" else request.getfixturevalue("postgres_url")
    started = Server(tmp_path_factory.mktemp("paths"), url).start()
    try:
        yield started
    finally:
        started.stop()
        log = started.log()
        assert "Traceback" not in log, log[log.index("Traceback") - 300 :][:6000]


@pytest.fixture(scope="module")
def real(server: Server) -> dict[str, str]:
    with httpx.Client(base_url=server.base, timeout=10) as client:
        gathering = client.post("/api/gatherings", json={"name": "Paths"}).json()
        organiser = {"Authorization": f"Bearer {gathering['organiser_token']}"}
        player = client.post(
            f"/api/gatherings/{gathering['id']}/players", json={"name": "Ann"}, headers=organiser
        ).json()
        game = client.post(
            f"/api/gatherings/{gathering['id']}/games", json=DUEL, headers=organiser
        ).json()
        client.post(f"/api/gatherings/{gathering['id']}/rounds", json={}, headers=organiser)
    return {
        "game_id": game["id"],
        "gathering_id": gathering["id"],
        "player_id": player["id"],
        "token": gathering["organiser_token"],
    }


def fill(path: str, odd: str, real: dict[str, str], aim: str) -> str:
    """The path with `odd` for the parameter `aim` and real ids for the others."""

    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        if name == aim:
            return odd
        return real.get(name, "1")

    return re.sub(r"\{(\w+)\}", value, path)


@pytest.mark.parametrize(("path", "methods"), ROUTES, ids=[p for p, _ in ROUTES])
def test_no_path_parameter_gets_a_server_error(
    server: Server, real: dict[str, str], path: str, methods: set[str]
) -> None:
    organiser = {"Authorization": f"Bearer {real['token']}"}
    with httpx.Client(base_url=server.base, timeout=10) as client:
        for aim in re.findall(r"\{(\w+)\}", path):
            for odd in ODD_VALUES:
                url = fill(path, odd, real, aim)
                for method, token in itertools.product(sorted(methods), (organiser, {})):
                    headers = {**token, "Content-Type": "application/json"}
                    body: dict[str, Any] = {"content": b"{}"} if method == "POST" else {}
                    with client.stream(method, url, headers=headers, **body) as answer:
                        said = (method, url, bool(token), answer.status_code)
                        assert answer.status_code < 500, (*said, answer.read()[:300])
                        if method == "HEAD":
                            assert answer.status_code != 405, said
                            continue
                        api = url.startswith("/api/")
                        if api and answer.status_code >= 400:
                            error = httpx.Response(200, content=answer.read()).json()["error"]
                            assert error["code"] and error["message"], said


@pytest.mark.parametrize(("path", "methods"), ROUTES, ids=[p for p, _ in ROUTES])
def test_head_of_a_real_path_answers_as_its_get(
    server: Server, real: dict[str, str], path: str, methods: set[str]
) -> None:
    """With real ids, and without a token: HEAD gets the status and type its GET gets."""
    if "GET" not in methods:
        return
    url = fill(path, "", real, "")
    with httpx.Client(base_url=server.base, timeout=10) as client:
        head = client.head(url)
        with client.stream("GET", url) as got:
            status, kind = got.status_code, got.headers.get("content-type")
    assert head.status_code == status, (url, head.status_code, status)
    assert head.headers.get("content-type") == kind, url
