"""Browser tests: the tracker's pages in Debian's Chromium, against a real server.

The server runs in a subprocess (uvicorn, the app factory, SQLite in a temporary folder),
as `riftscore serve` would run it, on a clock that stands still until a test moves it on
(timed_app.py), so that a round's minutes pass at once and a restart keeps the time. Playwright drives /usr/bin/chromium: nothing is
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
from typing import TYPE_CHECKING, Any

import httpx
import pytest
from playwright.sync_api import Page
from tests.browser.timed_app import CLOCK_FILE_VARIABLE

if TYPE_CHECKING:
    from tests.browser.rounds import ApiOrganiser, Hall

ROOT = Path(__file__).resolve().parents[2]
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
        # The service worker answers a page's requests before any route a test sets up
        # sees them: only the tests about it (test_offline.py) let it in.
        "service_workers": "block",
    }


@pytest.fixture
def page(page: Page) -> Iterator[Page]:
    """A tab whose scripts must not fail: an error nobody caught (a module that does not
    load, a name it imports that is not there, a render that throws) fails the test."""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(f"{error.name}: {error.message}"))
    yield page
    assert errors == [], errors


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


MINUTE_MS = 60_000


class TrackerServer:
    """The tracker in a subprocess (uvicorn, the app factory, SQLite in a folder of its own),
    as `riftscore serve` would run it, on a clock that stands still until a test moves it
    and a port that outlives a restart."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.clock_file = data_dir / "server-time-ms"
        self.log_path = data_dir / "server.log"
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None
        self.now_ms = time.time_ns() // 1_000_000
        self._write_clock()

    def start(self) -> None:
        env = {k: v for k, v in os.environ.items() if k != "RIFTSCORE_DATABASE_URL"}
        env["RIFTSCORE_DATA_DIR"] = str(self.data_dir)
        env[CLOCK_FILE_VARIABLE] = str(self.clock_file)
        # Every test's players join from this one machine, as if each from their own phone.
        env["RIFTSCORE_REGISTRATIONS_BURST"] = "0"
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
        command = [
            sys.executable,
            "-m",
            "uvicorn",
            "--factory",
            "tests.browser.timed_app:create_app",
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
            "--log-level",
            "warning",
            "--timeout-graceful-shutdown",
            "2",  # live streams never end by themselves
        ]
        with self.log_path.open("ab") as log:
            self.process = subprocess.Popen(
                command, env=env, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT
            )
        _wait_until_up(self.url, self.process, self.log_path)

    def stop(self) -> None:
        if self.process is None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process = None

    def crash_and_restart(self) -> None:
        """The server dies (SIGKILL: no goodbye to anyone) and is started again on the same
        database, port and clock."""
        assert self.process is not None
        self.process.kill()
        self.process.wait()
        self.start()

    def advance(self, minutes: float) -> None:
        """Move the server's clock on by so many minutes."""
        self.now_ms += round(minutes * MINUTE_MS)
        self._write_clock()

    def _write_clock(self) -> None:
        # Replaced whole, so that the server never reads a half-written number.
        scratch = self.clock_file.with_suffix(".new")
        scratch.write_text(str(self.now_ms))
        os.replace(scratch, self.clock_file)


@pytest.fixture(scope="session")
def tracker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TrackerServer]:
    """The one server of the session, with a fresh SQLite database."""
    tracker = TrackerServer(tmp_path_factory.mktemp("riftscore-data"))
    tracker.start()
    try:
        yield tracker
    finally:
        tracker.stop()


@pytest.fixture(scope="session")
def server(tracker: TrackerServer) -> str:
    """The server's URL."""
    return tracker.url


@pytest.fixture
def hall(tracker: TrackerServer) -> Hall:
    """The room: the server's clock and every device's, moved on together by the test."""
    from tests.browser.rounds import Hall  # it reads this module's TrackerServer

    return Hall(tracker)


@pytest.fixture
def organiser(server: str) -> Iterator[ApiOrganiser]:
    """An organiser who runs a gathering through the API."""
    from tests.browser.rounds import ApiOrganiser

    organiser = ApiOrganiser(server)
    yield organiser
    organiser.close()


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

    def undo(self, game_id: str, token: str) -> dict[str, Any]:
        answer = self.client.post(
            f"/api/games/{game_id}/undo", headers={"Authorization": f"Bearer {token}"}
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


#: The phones the table's pages are tried on: a common one, and a small one.
PHONES = {"390x844": {"width": 390, "height": 844}, "375x667": {"width": 375, "height": 667}}


@pytest.fixture(params=list(PHONES), ids=list(PHONES))
def phone(request: pytest.FixtureRequest, page: Page) -> Page:
    """The page, at each phone's size in turn."""
    page.set_viewport_size(PHONES[request.param])
    return page
