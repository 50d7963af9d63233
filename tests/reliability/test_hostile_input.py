"""Hostile or broken requests against a real server: each is answered with a 4xx that
names the problem, never a 5xx, and the game it aimed at is left exactly as it was.

Bodies too large (declared or not), cut short or trickling in; text that is not UTF-8;
JSON nested thousands deep; numbers no phone can hold; control characters smuggled into
headers; ids with the NUL character, traversal or sheer length. On SQLite and on
PostgreSQL, which refuses some of these (NUL) outright if they ever reach it.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import pytest

from tests.reliability.servers import Server
from tests.web.helpers import DUEL

pytestmark = pytest.mark.slow

Game = tuple[httpx.Client, str, dict[str, str]]
JSON = {"Content-Type": "application/json"}
NDJSON = {"Content-Type": "application/x-ndjson"}


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def server(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Server]:
    url = None if request.param == "sqlite" else request.getfixturevalue("postgres_url")
    started = Server(tmp_path_factory.mktemp("hostile"), url).start()
    try:
        yield started
    finally:
        started.stop()
        log = started.log()
        assert "Traceback" not in log, log[log.index("Traceback") - 300 :][:9000]


@pytest.fixture
def game(server: Server) -> Iterator[Game]:
    """A duel two actions in, and a phone holding its write token."""
    with httpx.Client(base_url=server.base, timeout=10) as client:
        created = client.post("/api/games", json=DUEL).json()
        auth = {"Authorization": f"Bearer {created['write_token']}"}
        for action in ({"do": "turn", "player": "Ann"}, {"do": "control", "player": "Ann", "battlefield": "Grove"}):  # fmt: skip
            assert client.post(
                f"/api/games/{created['id']}/actions", json=action, headers=auth
            ).is_success
        yield client, created["id"], auth


@contextmanager
def unchanged(game: Game) -> Iterator[None]:
    client, game_id, _ = game
    before = client.get(f"/api/games/{game_id}/record").content
    yield
    after = client.get(f"/api/games/{game_id}/record").content
    assert after == before, "a refused request changed the game"
    assert client.get(f"/api/games/{game_id}").json()["version"] == 2


def refused(answer: httpx.Response, status: int, code: str | None = None) -> dict[str, Any]:
    assert answer.status_code == status, answer.text
    body: dict[str, Any] = answer.json()
    assert body["error"]["message"]
    if code is not None:
        assert body["error"]["code"] == code, body
    return body


def raw(
    server: Server, request: bytes, *, pause: float = 0.0, chunks: int = 1, hang_up: bool = False
) -> bytes:
    """Send bytes as they are (in `chunks` pieces, `pause` seconds apart); the answer.
    `hang_up`: close our side once sent, as a phone that lost its signal."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        size = -(-len(request) // chunks)
        for start in range(0, len(request), size):
            sock.sendall(request[start : start + size])
            time.sleep(pause)
        if hang_up:
            sock.shutdown(socket.SHUT_WR)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
        return answer


def post_raw(game_id: str, auth: dict[str, str], body: bytes, **headers: str) -> bytes:
    lines = [
        f"POST /api/games/{game_id}/actions HTTP/1.1",
        "Host: 127.0.0.1",
        f"Authorization: {auth['Authorization']}",
        "Content-Type: application/json",
        "Connection: close",
        *(f"{k}: {v}" for k, v in headers.items()),
    ]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


def status_of(answer: bytes) -> int:
    return int(answer.split(b" ", 2)[1])


# ------------------------------------------------------------------ size and timing


def test_a_body_too_large_is_refused_whether_declared_or_not(game: Game) -> None:
    client, game_id, auth = game
    url = f"/api/games/{game_id}/actions"
    padding = {"do": "gain", "player": "Ann", "points": 1, "source": "x" * 70_000}
    with unchanged(game):
        refused(client.post(url, json=padding, headers=auth), 413, "payload_too_large")

        def chunked() -> Iterator[bytes]:  # no Content-Length: counted as it comes
            yield b'{"do": "gain", "player": "Ann", "points": 1, "source": "'
            for _ in range(100):
                yield b"x" * 1000
            yield b'"}'

        refused(
            client.post(url, content=chunked(), headers={**auth, **JSON}), 413, "payload_too_large"
        )
        record = b"\n".join([b'{"format": "riftscore/1"}', b"#" * 1_100_000])
        refused(
            client.post("/api/games/import", content=record, headers=NDJSON),
            413,
            "payload_too_large",
        )


def test_a_declared_length_of_a_terabyte_is_refused_before_reading(
    server: Server, game: Game
) -> None:
    _, game_id, auth = game
    with unchanged(game):
        answer = raw(server, post_raw(game_id, auth, b"{}", **{"Content-Length": str(10**12)}))
        assert status_of(answer) == 413


def test_a_body_cut_short_applies_nothing(server: Server, game: Game) -> None:
    _, game_id, auth = game
    body = b'{"do": "gain", "player": "Ann", "points": 1}'
    with unchanged(game):
        # The client promises 200 bytes, sends half the action and hangs up.
        request = post_raw(game_id, auth, body[:20], **{"Content-Length": "200"})
        assert raw(server, request, hang_up=True) == b""  # nobody left to answer


def test_a_body_trickling_in_holds_up_no_other_table(server: Server, game: Game) -> None:
    client, game_id, auth = game
    other = client.post("/api/games", json=DUEL).json()
    other_auth = {"Authorization": f"Bearer {other['write_token']}"}
    body = b'{"do": "gain", "player": "Ann", "points": 1}'
    request = post_raw(game_id, auth, body, **{"Content-Length": str(len(body))})
    answers: list[bytes] = []
    slow = threading.Thread(
        target=lambda: answers.append(raw(server, request, pause=0.05, chunks=40))
    )
    slow.start()  # two seconds to send one action
    time.sleep(0.3)
    started = time.monotonic()
    for action in ({"do": "turn", "player": "Ann"}, {"do": "end_turn"}):
        answer = client.post(f"/api/games/{other['id']}/actions", json=action, headers=other_auth)
        assert answer.status_code == 200
    assert time.monotonic() - started < 1.0, "another table waited for the slow one"
    assert slow.is_alive(), "the slow body was not slow"
    slow.join(10)
    assert status_of(answers[0]) == 200  # once whole, the action is an ordinary one
    assert client.get(f"/api/games/{game_id}").json()["version"] == 3


# ------------------------------------------------------------------ bodies


def test_text_that_is_not_utf8_is_refused(game: Game) -> None:
    client, game_id, auth = game
    with unchanged(game):
        body = b'{"do": "gain", "player": "\xff\xfeAnn", "points": 1}'
        refused(
            client.post(f"/api/games/{game_id}/actions", content=body, headers={**auth, **JSON}),
            422,
            "invalid_json",
        )
        header = b'{"format": "riftscore/1", "mode": "duel", "players": ["\xc3", "Ben"], "battlefields": ["Grove", "Ruins"]}'
        refused(client.post("/api/games", content=header, headers=JSON), 422, "invalid_json")
        record = header + b"\n" + b'{"do": "turn", "player": "Ann"}\n'
        body = refused(
            client.post("/api/games/import", content=record, headers=NDJSON), 422, "invalid_record"
        )
        assert "line 1" in body["error"]["message"]


def test_json_nested_thousands_deep_is_refused(game: Game) -> None:
    client, game_id, auth = game
    url = f"/api/games/{game_id}/actions"
    with unchanged(game):
        refused(
            client.post(url, content=b"[" * 30_000 + b"]" * 30_000, headers={**auth, **JSON}), 422
        )
        resolve = b'{"do": "resolve", "actions": ' + b"[" * 20_000 + b"]" * 20_000 + b"}"
        refused(client.post(url, content=resolve, headers={**auth, **JSON}), 422)
        nested = b'{"do": "turn", "player": "Ann", "beginning": [' * 1000 + b"]}" * 1000
        refused(client.post(url, content=nested, headers={**auth, **JSON}), 422)
        line = b'{"do": "turn", "player": "Ann", "x": ' + b"[" * 50_000 + b"]" * 50_000 + b"}"
        header = b'{"format": "riftscore/1", "mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}'
        refused(
            client.post("/api/games/import", content=header + b"\n" + line, headers=NDJSON),
            422,
            "invalid_record",
        )


@pytest.mark.parametrize(
    "digits",
    [str(2**53).encode(), str(-(2**53)).encode(), b"1" + b"0" * 40, b"9" * 5000],
    ids=["2^53", "-2^53", "10^40", "5000 digits"],
)
def test_numbers_no_phone_can_hold_are_refused(game: Game, digits: bytes) -> None:
    client, game_id, auth = game
    url = f"/api/games/{game_id}/actions"
    with unchanged(game):
        for body in (
            b'{"do": "gain", "player": "Ann", "points": ' + digits + b"}",
            b'{"do": "adjust", "player": "Ben", "points": ' + digits + b"}",
            b'{"do": "set_victory_score", "points": ' + digits + b"}",
        ):
            refused(client.post(url, content=body, headers={**auth, **JSON}), 422, "invalid_json")
        header = b'{"format": "riftscore/1", "mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"], "victory_score": ' + digits + b"}"  # fmt: skip
        refused(client.post("/api/games", content=header, headers=JSON), 422, "invalid_json")
        record = (
            b'{"format": "riftscore/1", "mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}\n'
            b'{"do": "turn", "player": "Ann"}\n'
            b'{"do": "gain", "player": "Ann", "points": ' + digits + b"}\n"
        )
        answer = client.post("/api/games/import", content=record, headers=NDJSON)
        assert answer.status_code == 422, answer.text
        assert "line 3" in answer.json()["error"]["message"]
    # The largest number every reader holds is still more than a game's numbers may be:
    # refused by name, so that no score passes it (issue 14).
    answer = client.post(
        url, json={"do": "gain", "player": "Ann", "points": 2**53 - 1}, headers=auth
    )
    refused(answer, 422, "number_too_large")


def test_bodies_of_the_wrong_shape_are_refused(game: Game) -> None:
    client, game_id, auth = game
    with unchanged(game):
        for body in (
            b"null",
            b"[]",
            b'"turn"',
            b"1",
            b"{}",
            b'{"do": null}',
            b"{,}",
            b"\xef\xbb\xbf{}",
        ):
            answer = client.post(
                f"/api/games/{game_id}/actions", content=body, headers={**auth, **JSON}
            )
            refused(answer, 422)
        form = client.post(f"/api/games/{game_id}/actions", data={"do": "end_turn"}, headers=auth)
        # A form is what any web page may post without asking: refused by its type.
        refused(form, 415, "unsupported_media_type")


# ------------------------------------------------------------------ headers


def test_control_characters_smuggled_into_headers_are_refused(server: Server, game: Game) -> None:
    _, game_id, auth = game
    body = b'{"do": "gain", "player": "Ann", "points": 1}'
    length = {"Content-Length": str(len(body))}
    with unchanged(game):
        for smuggled in ("key\rX-Injected: 1", "key\x00", "key\x0bvalue"):
            request = post_raw(game_id, auth, body, **length, **{"Idempotency-Key": smuggled})
            assert 400 <= status_of(raw(server, request)) < 500, repr(smuggled)
        # A line folded onto the next (obsolete since 2014): refused, not joined.
        request = post_raw(game_id, auth, body, **length, **{"If-Match": '"2"\r\n X-Injected: 1'})
        assert 400 <= status_of(raw(server, request)) < 500


def test_headers_with_the_wrong_values_are_refused_by_name(game: Game) -> None:
    client, game_id, auth = game
    url = f"/api/games/{game_id}/actions"
    action = {"do": "gain", "player": "Ann", "points": 1}
    with unchanged(game):
        for if_match in ('"2", "3"', "2; drop table log", "-1", "9" * 16, "W/"):
            answer = client.post(url, json=action, headers={**auth, "If-Match": if_match})
            refused(answer, 422, "invalid_if_match")
        answer = client.post(url, json=action, headers={**auth, "Idempotency-Key": "k" * 256})
        refused(answer, 422, "invalid_idempotency_key")
        for token in ("Bearer " + "x" * 10_000, "Bearer ' OR 1=1 --", "Basic YWRtaW46YWRtaW4="):
            answer = client.post(url, json=action, headers={"Authorization": token})
            assert answer.status_code in (401, 403), answer.text


# ------------------------------------------------------------------ ids and names


@pytest.mark.parametrize(
    "path",
    [
        "/api/games/%00",
        "/api/games/ab%00cd/record",
        "/api/games/%00/stream",
        "/api/games/..%2F..%2Fetc%2Fpasswd",
        "/api/games/%2e%2e/%2e%2e/pyproject.toml",
        "/api/games/%FF%FE",
        "/api/games/" + "a" * 5000,
        "/api/gatherings/%00",
        "/api/gatherings/..%2F..%2Fetc%2Fpasswd",
        "/static/%2e%2e/%2e%2e/%2e%2e/pyproject.toml",
        "/static/..%2F..%2F..%2Fpyproject.toml",
        "/g/%00",
        "/g/..%2F..%2Fetc%2Fpasswd",
    ],
)
def test_ids_that_name_nothing_are_not_found(server: Server, path: str) -> None:
    with httpx.Client(base_url=server.base, timeout=10) as client:
        answer = client.get(path)
        assert answer.status_code == 404, answer.text
        assert b"[project]" not in answer.content and b"root:" not in answer.content


def test_writing_to_ids_that_name_nothing_is_not_found(game: Game) -> None:
    client, _, auth = game
    action = {"do": "end_turn"}
    for game_id in ("%00", "x%00y", "..%2Fx", "%FF", "a" * 5000):
        refused(client.post(f"/api/games/{game_id}/actions", json=action, headers=auth), 404)
        refused(client.post(f"/api/games/{game_id}/undo", headers=auth), 404)
    gathering = {"format": "riftscore/1", "mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["Grove", "Ruins"]}  # fmt: skip
    refused(client.post("/api/gatherings/%00/games", json=gathering, headers=auth), 404)


def test_names_with_the_nul_character_are_refused(game: Game) -> None:
    client, _, _ = game
    refused(client.post("/api/gatherings", json={"name": "Store\x00 night"}), 422, "invalid_json")
    created = client.post("/api/gatherings", json={"name": "Store night"}).json()
    organiser = {"Authorization": f"Bearer {created['organiser_token']}"}
    table = {**DUEL, "table": "Table\x001"}
    answer = client.post(f"/api/gatherings/{created['id']}/games", json=table, headers=organiser)
    refused(answer, 422, "invalid_json")
    players = {**DUEL, "players": ["A\x00nn", "Ben"]}
    refused(client.post("/api/games", json=players), 422, "invalid_json")
    listing = client.get(f"/api/gatherings/{created['id']}").json()
    assert listing["games"] == []
