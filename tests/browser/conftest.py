"""Browser tests: the tracker's pages in Debian's Chromium, against a real server.

The server runs in a subprocess (uvicorn, the app factory, SQLite in a temporary folder),
as `riftscore serve` would run it. Playwright drives /usr/bin/chromium: nothing is
downloaded. Without that browser the tests are skipped, unless `CI` is set, where a
missing browser is a failure (`.ci/run` installs it).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
PHONE = {"width": 390, "height": 844}
SERVER_START_SECONDS = 30


@pytest.fixture(scope="session")
def chromium() -> Path:
    if CHROMIUM.exists():
        return CHROMIUM
    message = (
        f"browser tests need Debian's Chromium at {CHROMIUM} "
        "(apt-get install -y chromium; .ci/run installs it)"
    )
    if os.environ.get("CI"):
        pytest.fail(f"CI is set but {message}")
    pytest.skip(message)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any], chromium: Path) -> dict:
    return {**browser_type_launch_args, "executable_path": str(chromium), "args": CHROMIUM_FLAGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any], server: str) -> dict:
    """A phone in a dark room: the size and colour scheme the tracker is designed for."""
    return {
        **browser_context_args,
        "base_url": server,
        "viewport": PHONE,
        "color_scheme": "dark",
        "has_touch": True,
    }


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The tracker on a free port, with a fresh SQLite database; its URL."""
    data_dir = tmp_path_factory.mktemp("riftscore-data")
    log_path = data_dir / "server.log"
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if k != "RIFTSCORE_DATABASE_URL"}
    env["RIFTSCORE_DATA_DIR"] = str(data_dir)
    command = [
        sys.executable,
        "-m",
        "uvicorn",
        "--factory",
        "riftscore.web.app:create_app",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--log-level",
        "warning",
    ]
    url = f"http://127.0.0.1:{port}"
    with log_path.open("wb") as log:
        process = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            _wait_until_up(url, process, log_path)
            yield url
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def _wait_until_up(url: str, process: subprocess.Popen[bytes], log_path: Path) -> None:
    deadline = time.monotonic() + SERVER_START_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"the server exited at start:\n{log_path.read_text()}")
        try:
            if httpx.get(url + "/", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    pytest.fail(
        f"the server did not answer within {SERVER_START_SECONDS} s:\n{log_path.read_text()}"
    )


class Api:
    """The JSON API, for setting a table up quickly or checking what was stored."""

    def __init__(self, base_url: str) -> None:
        self.client = httpx.Client(base_url=base_url, timeout=10)

    def create(self, header: dict[str, Any], *actions: dict[str, Any]) -> tuple[str, str]:
        """A new game with these actions already recorded: (id, write token)."""
        created = self.client.post("/api/games", json={"format": "riftscore/1", **header})
        assert created.status_code == 201, created.text
        game_id, token = created.json()["id"], created.json()["write_token"]
        for action in actions:
            self.act(game_id, token, action)
        return game_id, token

    def act(self, game_id: str, token: str, action: dict[str, Any]) -> dict[str, Any]:
        answer = self.client.post(
            f"/api/games/{game_id}/actions",
            json=action,
            headers={"Authorization": f"Bearer {token}"},
        )
        assert answer.status_code == 200, answer.text
        return answer.json()

    def game(self, game_id: str) -> dict[str, Any]:
        answer = self.client.get(f"/api/games/{game_id}")
        assert answer.status_code == 200, answer.text
        return answer.json()


@pytest.fixture(scope="session")
def api(server: str) -> Iterator[Api]:
    client = Api(server)
    yield client
    client.client.close()
