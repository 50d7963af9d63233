"""A phone at a table, and a real server for what needs a socket (live streams)."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import uvicorn
from fastapi import FastAPI

DUEL: dict[str, Any] = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}


class Table:
    """A phone at a table: it started a game and holds its write token."""

    def __init__(self, client: httpx.Client, header: dict[str, Any] = DUEL) -> None:
        self.client = client
        created = client.post("/api/games", json=header)
        assert created.status_code == 201, created.text
        self.id: str = created.json()["id"]
        self.token: str = created.json()["write_token"]
        self.url = f"/api/games/{self.id}"

    def auth(self, **headers: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}", **headers}

    def post(self, action: Any, **headers: str) -> Any:
        return self.client.post(f"{self.url}/actions", json=action, headers=self.auth(**headers))

    def do(self, *actions: dict[str, Any]) -> dict[str, Any]:
        answer: dict[str, Any] = {}
        for action in actions:
            response = self.post(action)
            assert response.status_code == 200, response.text
            answer = response.json()
        return answer

    def undo(self, **headers: str) -> Any:
        return self.client.post(f"{self.url}/undo", headers=self.auth(**headers))

    def read(self) -> dict[str, Any]:
        response = self.client.get(self.url)
        assert response.status_code == 200, response.text
        result: dict[str, Any] = response.json()
        return result


@contextmanager
def running(app: FastAPI) -> Iterator[str]:
    """The app served by Uvicorn on a free port of 127.0.0.1, until the block ends."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(app, log_level="warning", timeout_graceful_shutdown=1)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(10)
        sock.close()


class EventStream:
    """A watching phone: the Server-Sent Events of a game's live stream, one at a time."""

    def __init__(self, url: str, timeout: float = 5.0, **headers: str) -> None:
        self._client = httpx.Client(timeout=httpx.Timeout(timeout))
        self._stream = self._client.stream("GET", url, headers=headers)
        self.response = self._stream.__enter__()
        self._lines = self.response.iter_lines()
        self.comments: list[str] = []
        self.keepalives: list[Any] = []  # the data of each `keepalive` event seen
        self.others: list[tuple[str, Any]] = []  # events `next` skipped (a table's `clock`)

    def next_event(self) -> tuple[str, str | None, Any]:
        """The next event of any kind: its name ("message" when it has none), its id and
        its data, decoded; comments seen on the way are kept."""
        name, event_id, data = "message", None, []
        for line in self._lines:
            if line.startswith(":"):
                self.comments.append(line[1:].strip())
            elif line.startswith("event:"):
                name = line[6:].strip()
            elif line.startswith("id:"):
                event_id = line[3:].strip()
            elif line.startswith("data:"):
                data.append(line[5:].strip())
            elif line == "" and data:
                decoded = json.loads("\n".join(data))
                if name == "keepalive":
                    self.keepalives.append(decoded)
                return name, event_id, decoded
            elif line == "":
                name, event_id = "message", None
        raise AssertionError("the stream ended")

    def next(self) -> tuple[str | None, Any]:
        """The next view (or `closed`): its id and its data, decoded. Keep-alives are
        skipped, and other events (a table's `clock`) kept in `others`."""
        while True:
            name, event_id, data = self.next_event()
            if name in ("message", "view", "closed"):
                return event_id, data
            if name != "keepalive":
                self.others.append((name, data))

    def next_of(self, wanted: str) -> Any:
        """The data of the next event of this kind (`clock`, `keepalive`), skipping others."""
        while True:
            name, _, data = self.next_event()
            if name == wanted:
                return data

    def next_keepalive(self) -> Any:
        """The data of the next `keepalive` event; views on the way are skipped."""
        return self.next_of("keepalive")

    def close(self) -> None:
        self._stream.__exit__(None, None, None)
        self._client.close()

    def __enter__(self) -> EventStream:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()
