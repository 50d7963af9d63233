"""A phone at a table, and a real server for what needs a socket (live streams)."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import uvicorn
from fastapi import FastAPI
from fastapi.testclient import TestClient

DUEL: dict[str, Any] = {
    "format": "riftscore/1",
    "mode": "duel",
    "players": ["Ann", "Ben"],
    "battlefields": ["Grove", "Ruins"],
}


class Table:
    """A phone at a table: it started a game and holds its write token."""

    def __init__(self, client: TestClient, header: dict[str, Any] = DUEL) -> None:
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
