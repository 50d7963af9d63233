"""`riftscore serve`: the tracker from the command line, with nothing set up beforehand."""

from __future__ import annotations

import itertools
import os
import socket
import ssl
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from tests.web.helpers import DUEL

# The command as installed: `riftscore` is `riftscore.cli:main`.
COMMAND = [sys.executable, "-c", "from riftscore.cli import main; main()"]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def serving(folder: Path, *options: str) -> Iterator[subprocess.Popen[bytes]]:
    environment = {k: v for k, v in os.environ.items() if not k.startswith("RIFTSCORE_")}
    process = subprocess.Popen(
        [*COMMAND, "serve", *options],
        cwd=folder,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        yield process
    finally:
        process.terminate()
        process.wait(10)


def wait_for(url: str, **options: object) -> httpx.Response:
    deadline = time.monotonic() + 20
    while True:
        try:
            return httpx.get(url, **options)  # type: ignore[arg-type]
        except httpx.TransportError:
            assert time.monotonic() < deadline, f"nothing answered at {url}"
            time.sleep(0.1)


def test_serve_starts_on_sqlite_in_a_data_folder_with_nothing_set_up(tmp_path: Path) -> None:
    port = free_port()
    with serving(tmp_path, "--port", str(port)):
        base = f"http://127.0.0.1:{port}"
        assert wait_for(f"{base}/openapi.json").status_code == 200
        created = httpx.post(f"{base}/api/games", json=DUEL)
        assert created.status_code == 201
        game = httpx.get(f"{base}/api/games/{created.json()['id']}").json()
        assert game["players"] == ["Ann", "Ben"]
    assert (tmp_path / "data" / "riftscore.sqlite3").exists()


def test_serve_speaks_https_with_the_certificate_riftscore_cert_makes(tmp_path: Path) -> None:
    made = subprocess.run(
        [*COMMAND, "cert", "--dir", "certs", "--name", "riftscore.test"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    )
    assert "riftscore serve --host 0.0.0.0" in made.stdout
    assert "Android" in made.stdout and "iPhone" in made.stdout
    certs = tmp_path / "certs"
    assert (certs / "riftscore-server.key").stat().st_mode & 0o077 == 0  # the owner's alone
    port = free_port()
    options = ("--port", str(port), "--certfile", "certs/riftscore-server.crt")
    options += ("--keyfile", "certs/riftscore-server.key")
    with serving(tmp_path, *options):
        # Verified against the event's own authority: no warning to click through.
        trusted = ssl.create_default_context(cafile=certs / "riftscore-ca.crt")
        response = wait_for(f"https://127.0.0.1:{port}/api/ping", verify=trusted)
        assert response.status_code == 200
        assert response.url.scheme == "https"
        assert response.headers["strict-transport-security"].startswith("max-age=")
        page = httpx.get(f"https://localhost:{port}/", verify=trusted)
        assert "script-src 'self'" in page.headers["content-security-policy"]
        with pytest.raises(httpx.ConnectError):  # an authority nobody was told to trust
            httpx.get(f"https://127.0.0.1:{port}/api/ping")


def test_plain_http_beyond_this_machine_warns_that_tokens_cross_in_clear(tmp_path: Path) -> None:
    port = free_port()
    with serving(tmp_path, "--host", "127.0.0.2", "--port", str(port)) as process:
        assert wait_for(f"http://127.0.0.2:{port}/api/ping").status_code == 200
        assert "strict-transport-security" not in httpx.get(f"http://127.0.0.2:{port}/").headers
        process.terminate()
        assert process.stdout is not None
        output = process.stdout.read().decode()
    assert "write token crosses the network in clear" in output
    assert "riftscore cert" in output


def test_a_key_without_a_certificate_is_refused(tmp_path: Path) -> None:
    with serving(tmp_path, "--keyfile", "key.pem") as process:
        assert process.wait(20) == 1
        assert process.stdout is not None
        assert b"--keyfile needs --certfile" in process.stdout.read()


def test_every_acknowledged_action_survives_a_kill_9(tmp_path: Path) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    acknowledged: dict[int, dict[str, str]] = {}
    with serving(tmp_path, "--port", str(port)) as process:
        wait_for(f"{base}/openapi.json")
        game = httpx.post(f"{base}/api/games", json=DUEL).json()
        url = f"{base}/api/games/{game['id']}"
        auth = {"Authorization": f"Bearer {game['write_token']}"}
        stop = threading.Event()

        def table_keeps_playing() -> None:
            with httpx.Client(timeout=5) as phone:
                for number in itertools.count():
                    action = {"do": "turn", "player": DUEL["players"][number % 2]}
                    try:
                        answer = phone.post(f"{url}/actions", json=action, headers=auth)
                    except httpx.TransportError:
                        return  # the server died with this request in flight
                    if answer.status_code == 200:
                        acknowledged[answer.json()["version"]] = action
                    if stop.is_set():
                        return

        player = threading.Thread(target=table_keeps_playing)
        player.start()
        deadline = time.monotonic() + 20
        while len(acknowledged) < 50:
            assert time.monotonic() < deadline, "the table could not play"
            time.sleep(0.01)
        process.kill()
        stop.set()
        player.join(10)
    with serving(tmp_path, "--port", str(port)):
        wait_for(f"{base}/openapi.json")
        history = httpx.get(f"{url}/history?limit=1000").json()["history"]  # every entry
    assert len(history) >= max(acknowledged)
    for version, action in acknowledged.items():
        assert history[version - 1]["action"] == action
