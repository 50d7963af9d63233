"""What every request goes through (riftscore.web.middleware, ratelimit): who may address
the server and write to it, what every answer carries, HEAD, bodies bounded before they
are read, a 500 in the error shape, and how much one device may create."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from riftscore.web.ratelimit import Buckets
from tests.web.helpers import DUEL, Table

JSON = {"Content-Type": "application/json"}


# ------------------------------------------------------------------ hosts and origins


@pytest.mark.parametrize("host", ["evil.example", "evil.example:8000", "192.0.2.66"])
def test_a_request_addressed_to_another_name_is_refused(client: TestClient, host: str) -> None:
    """A DNS name rebound to the server's address cannot read from it, nor write."""
    for answer in (
        client.get("/api/ping", headers={"Host": host}),
        client.post("/api/games", json=DUEL, headers={"Host": host}),
    ):
        assert answer.status_code == 400
        assert answer.json()["error"]["code"] == "unknown_host"


@pytest.mark.parametrize("host", ["localhost:8000", "127.0.0.1", "[::1]:8000", "testserver"])
def test_the_servers_own_names_and_addresses_are_served(client: TestClient, host: str) -> None:
    assert client.get("/api/ping", headers={"Host": host}).status_code == 200


def test_names_the_organiser_gives_are_served(make_app: Callable[..., FastAPI]) -> None:
    with TestClient(make_app(allowed_hosts=("riftscore.example",))) as client:
        assert client.get("/", headers={"Host": "riftscore.example"}).status_code == 200
        assert client.get("/", headers={"Host": "other.example"}).status_code == 400
    with TestClient(make_app(allowed_hosts=("*",))) as anyone:
        assert anyone.get("/api/ping", headers={"Host": "other.example"}).status_code == 200


@pytest.mark.parametrize(
    "origin", ["https://evil.example", "null", "http://testserver.evil.example", "file://"]
)
def test_a_write_from_another_sites_page_is_refused(client: TestClient, origin: str) -> None:
    table = Table(client)
    for answer in (
        client.post("/api/games", json=DUEL, headers={"Origin": origin}),
        client.post("/api/gatherings", json={"name": "x"}, headers={"Origin": origin}),
        table.post({"do": "turn", "player": "Ann"}, Origin=origin),
    ):
        assert answer.status_code == 403
        assert answer.json()["error"]["code"] == "cross_origin"
    assert table.read()["version"] == 0


def test_a_write_from_the_servers_own_page_is_taken(client: TestClient) -> None:
    answer = client.post("/api/games", json=DUEL, headers={"Origin": "http://testserver"})
    assert answer.status_code == 201
    read = client.get("/api/ping", headers={"Origin": "https://evil.example"})
    assert read.status_code == 200  # a read: the browser keeps its answer from that page


# ------------------------------------------------------------------ what every answer carries


def test_every_answer_carries_a_content_security_policy(client: TestClient) -> None:
    table = Table(client)
    page = client.get(f"/g/{table.id}")
    policy = page.headers["content-security-policy"]
    assert "script-src 'self'" in policy and "'unsafe-inline'" not in policy
    assert "frame-ancestors 'none'" in policy
    for answer in (client.get(table.url), client.get("/static/common.js"), client.get("/nope")):
        assert answer.headers["content-security-policy"].startswith("default-src 'none'")
    for answer in (page, client.get(table.url)):
        assert answer.headers["x-content-type-options"] == "nosniff"
        assert answer.headers["x-frame-options"] == "DENY"
        assert answer.headers["referrer-policy"] == "no-referrer"
        assert answer.headers["cross-origin-opener-policy"] == "same-origin"
        assert "strict-transport-security" not in answer.headers  # plain HTTP here


def test_https_answers_tell_the_browser_to_stay_on_https(make_app: Callable[..., FastAPI]) -> None:
    with TestClient(make_app(), base_url="https://testserver") as client:
        answer = client.get("/api/ping")
        assert answer.headers["strict-transport-security"] == f"max-age={7 * 24 * 3600}"


def test_no_page_loads_scripts_from_elsewhere(client: TestClient) -> None:
    """FastAPI's /docs and /redoc loaded Swagger UI and ReDoc from a CDN, floating, on the
    origin whose storage holds the tokens: they are gone; the document stays."""
    assert client.get("/docs").status_code == 404
    assert client.get("/redoc").status_code == 404
    assert client.get("/openapi.json").status_code == 200
    for page in ("/", f"/g/{Table(client).id}"):
        html = client.get(page).text
        assert "<script>" not in html  # no inline script
        assert "http://" not in html and "https://" not in html


# ------------------------------------------------------------------ HEAD


def test_head_is_answered_wherever_get_is(client: TestClient) -> None:
    table = Table(client)
    for path in ("/api/ping", table.url, f"{table.url}/record", "/", f"/g/{table.id}"):
        got, head = client.get(path), client.head(path)
        assert head.status_code == got.status_code == 200, path
        assert head.content == b""
        assert head.headers["content-type"] == got.headers["content-type"]
    assert client.head("/api/games/nope").status_code == 404
    assert client.head("/api/games").status_code == 405  # no GET there either


def test_head_of_a_live_stream_ends_after_its_headers(client: TestClient) -> None:
    table = Table(client)
    head = client.head(f"{table.url}/stream")
    assert head.status_code == 200
    assert head.headers["content-type"].startswith("text/event-stream")


# ------------------------------------------------------------------ bodies


def test_a_body_past_the_limit_is_refused_before_it_is_read_on_every_route(
    client: TestClient,
) -> None:
    """The QR code's body was parsed whole by FastAPI before anything refused it."""
    big = {"Content-Length": str(300 * 1024 * 1024), **JSON}
    for path in ("/qr.svg", "/api/games", "/api/gatherings"):
        answer = client.post(path, content=b"{}", headers=big)
        assert answer.status_code == 413, path
        assert answer.json()["error"]["code"] == "payload_too_large"
        assert answer.headers["connection"] == "close"

    def chunks() -> Any:
        yield b'{"text": "'
        for _ in range(100):
            yield b"a" * 1024
        yield b'"}'

    answer = client.post("/qr.svg", content=chunks(), headers=JSON)
    assert answer.status_code == 413


def test_the_qr_code_takes_json_only(client: TestClient) -> None:
    text = {"text": "http://192.168.1.2:8000/g/abc#w=token"}
    svg = client.post("/qr.svg", json=text)
    assert svg.status_code == 200 and svg.headers["content-type"] == "image/svg+xml"
    plain = client.post("/qr.svg", content=b'{"text": "x"}', headers={"Content-Type": "text/plain"})
    assert plain.status_code == 415
    for body in ({"text": ""}, {"text": "x" * 1001}, {"text": 5}, []):
        answer = client.post("/qr.svg", json=body)
        assert answer.status_code == 422
        assert answer.json()["error"]["code"] in ("invalid_field", "invalid_json")


# ------------------------------------------------------------------ a bug


def test_a_server_error_answers_in_the_error_shape(make_app: Callable[..., FastAPI]) -> None:
    app = make_app()

    @app.get("/api/broken")
    def broken() -> None:
        raise RuntimeError("a bug")

    with TestClient(app, raise_server_exceptions=False) as client:
        answer = client.get("/api/broken")
    assert answer.status_code == 500
    assert answer.headers["content-type"] == "application/json"
    error = answer.json()["error"]
    assert error["code"] == "internal_error"
    assert "a bug" not in error["message"]  # nothing of the server's insides


# ------------------------------------------------------------------ creating


def test_one_device_creates_a_burst_then_so_many_a_minute(
    make_app: Callable[..., FastAPI],
) -> None:
    with TestClient(make_app(creations_burst=5, creations_per_minute=6)) as client:
        for _ in range(5):
            assert client.post("/api/games", json=DUEL).status_code == 201
        refused = client.post("/api/games", json=DUEL)
        assert refused.status_code == 429
        assert refused.json()["error"]["code"] == "too_many_creations"
        assert 1 <= int(refused.headers["retry-after"]) <= 10
        assert client.post("/api/gatherings", json={"name": "x"}).status_code == 429
        record = b'{"format": "riftscore/1", "mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}\n'  # fmt: skip
        imported = client.post(
            "/api/games/import", content=record, headers={"Content-Type": "application/x-ndjson"}
        )
        assert imported.status_code == 429
        assert client.get("/api/ping").status_code == 200  # reading is not limited


def test_a_bucket_refills_with_time_and_forgets_full_ones() -> None:
    now = [0.0]
    buckets = Buckets(2, 60, clock=lambda: now[0], max_addresses=3)
    assert buckets.take("a") == buckets.take("a") == 0.0
    assert buckets.take("a") == pytest.approx(1.0)  # one a second: the next in 1 s
    now[0] += 1.0
    assert buckets.take("a") == 0.0
    for address in ("b", "c", "d", "e"):
        buckets.take(address)
    assert len(buckets._buckets) <= 3
    assert Buckets(0, 0).take("anyone") == 0.0  # no limit


# ------------------------------------------------------------------ a game's length


def test_a_game_holds_at_most_so_many_entries_and_an_import_no_more(
    make_app: Callable[..., FastAPI],
) -> None:
    with TestClient(make_app(max_entries=4)) as client:
        table = Table(client)
        table.do(*({"do": "turn", "player": p} for p in ("Ann", "Ben", "Ann")))
        assert table.undo().status_code == 200  # an undo is an entry too: the fourth
        refused = table.post({"do": "turn", "player": "Ann"})
        assert refused.status_code == 422
        assert refused.json()["error"]["code"] == "game_too_long"
        assert table.read()["version"] == 4
        lines = [DUEL, *({"do": "turn", "player": p} for p in ("Ann", "Ben") * 3)]
        record = "".join(json_line(line) for line in lines).encode()
        imported = client.post(
            "/api/games/import", content=record, headers={"Content-Type": "application/x-ndjson"}
        )
        assert imported.status_code == 422
        assert imported.json()["error"]["code"] == "game_too_long"
        assert "6 actions" in imported.json()["error"]["message"]


def json_line(value: Any) -> str:
    return json.dumps(value) + "\n"


def test_every_limit_comes_from_the_environment() -> None:
    from riftscore.web.settings import Settings

    settings = Settings.from_env(
        {
            "RIFTSCORE_HEADER_SECONDS": "2.5",
            "RIFTSCORE_MAX_CONNECTIONS": "300",
            "RIFTSCORE_MAX_STREAMS_PER_ADDRESS": "0",
            "RIFTSCORE_CREATIONS_BURST": "0",
            "RIFTSCORE_MAX_ENTRIES": "0",  # 0 is no length: the default stays
            "RIFTSCORE_MAX_HEADER_BYTES": "lots",
            "RIFTSCORE_ALLOWED_HOSTS": "Riftscore.example, tables.local",
        }
    )
    assert settings.header_seconds == 2.5
    assert settings.max_connections == 300
    assert settings.max_streams_per_address == 0 and settings.creations_burst == 0
    assert settings.max_entries == Settings().max_entries
    assert settings.max_header_bytes == Settings().max_header_bytes
    assert settings.allowed_hosts == ("riftscore.example", "tables.local")


def test_the_connection_guard_s_own_refusals_carry_the_security_headers() -> None:
    """Issue 22, 9: the answers the guard writes before a request is read (too many
    connections, headers too large, too slow, not HTTP) said nothing of what a browser may
    do with them; they carry what every other answer carries."""
    from riftscore.web import limits
    from riftscore.web.middleware import OTHER_POLICY, SECURITY_HEADERS

    for answer in (limits.TOO_MANY, limits.HEADERS_TOO_LARGE, limits.TOO_SLOW, limits.MALFORMED):
        head = answer.split(b"\r\n\r\n", 1)[0].decode().splitlines()
        assert f"content-security-policy: {OTHER_POLICY}" in head
        for name, value in SECURITY_HEADERS:
            assert f"{name.decode()}: {value.decode()}" in head


@pytest.mark.parametrize(
    "origin",
    [
        "http://riftscore.example:9000",  # another program on the organiser's name
        "https://riftscore.example",  # the name, but another scheme than the request's
    ],
)
def test_a_write_from_the_organisers_name_on_another_port_or_scheme_is_refused(
    make_app: Callable[..., FastAPI], origin: str
) -> None:
    """Issue 22, 9: the Origin check took any port and scheme of a name the organiser
    gave; a page of another program on this machine could write."""
    with TestClient(make_app(allowed_hosts=("riftscore.example",))) as client:
        host = {"Host": "riftscore.example:8000"}
        refused = client.post("/api/games", json=DUEL, headers={**host, "Origin": origin})
        assert refused.status_code == 403, refused.text
        assert refused.json()["error"]["code"] == "cross_origin"
        same = {**host, "Origin": "http://riftscore.example:8000"}
        assert client.post("/api/games", json=DUEL, headers=same).status_code == 201
