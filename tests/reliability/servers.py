"""`riftscore serve` as its own process, as an organiser runs it: started, killed, restarted.

The server's output goes to a file (a pipe nobody reads would fill up under load and
stall it), and it listens on 127.0.0.1 only.
"""

from __future__ import annotations

import os
import resource
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

PROGRAM = [sys.executable, "-c", "from riftscore.cli import main; main()", "serve"]

#: The tables of a test all play from 127.0.0.1, but each stands for its own phone: the
#: limit on games created per address (docs/reliability.md) would never bind a hall of
#: separate devices, and a fast machine finishes games quickly enough to reach it. A test
#: of that limit says so in its own `settings`.
TABLES_ON_SEPARATE_PHONES = {"CREATIONS_BURST": "0"}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


class Server:
    """One `riftscore serve` on a folder (SQLite under it) or on a database URL.

    `settings`: its RIFTSCORE_* variables (`{"HEADER_SECONDS": "1"}`); `open_files`: the
    file-descriptor limit it runs under (`ulimit -n`)."""

    def __init__(
        self,
        folder: Path,
        database_url: str | None = None,
        *,
        settings: dict[str, str] | None = None,
        open_files: int | None = None,
        tls: tuple[Path, Path] | None = None,
    ) -> None:
        self.folder = folder
        self.port = free_port()
        self.tls = tls  # its certificate and key: HTTPS
        self.base = f"{'https' if tls else 'http'}://127.0.0.1:{self.port}"
        self.environment = {k: v for k, v in os.environ.items() if not k.startswith("RIFTSCORE_")}
        if database_url is not None:
            self.environment["RIFTSCORE_DATABASE_URL"] = database_url
        for name, value in {**TABLES_ON_SEPARATE_PHONES, **(settings or {})}.items():
            self.environment[f"RIFTSCORE_{name}"] = value
        self.open_files = open_files
        self.process: subprocess.Popen[bytes] | None = None
        self.starts = 0

    def _limit_open_files(self) -> None:  # in the child, before it runs the server
        if self.open_files is not None:
            resource.setrlimit(resource.RLIMIT_NOFILE, (self.open_files, self.open_files))

    def rss_mb(self) -> float:
        """The server's resident memory now, in MB."""
        assert self.process is not None
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        kilobytes = next(
            line.split()[1] for line in status.splitlines() if line.startswith("VmRSS")
        )
        return int(kilobytes) / 1024

    def open_fds(self) -> int:
        assert self.process is not None
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))

    def start(self) -> Server:
        self.starts += 1
        log = self.folder / f"server-{self.port}-{self.starts}.log"
        with log.open("wb") as out:
            self.process = subprocess.Popen(
                [*PROGRAM, "--host", "127.0.0.1", "--port", str(self.port), *self._tls_options()],
                cwd=self.folder,
                env=self.environment,
                stdout=out,
                stderr=subprocess.STDOUT,
                preexec_fn=self._limit_open_files,
            )
        deadline = time.monotonic() + 30
        while True:
            assert self.process.poll() is None, f"the server exited: {log.read_text()[-3000:]}"
            try:
                ping = httpx.get(f"{self.base}/api/ping", timeout=2, verify=self.tls is None)
                if ping.status_code == 200:
                    return self
            except httpx.TransportError:
                pass
            assert time.monotonic() < deadline, "the server did not answer within 30 s"
            time.sleep(0.05)

    def _tls_options(self) -> tuple[str, ...]:
        if self.tls is None:
            return ()
        certificate, key = self.tls
        return ("--certfile", str(certificate), "--keyfile", str(key))

    def kill(self) -> None:
        """SIGKILL: no shutdown, no flush, nothing but what was already committed."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)

    def log(self) -> str:
        return "".join(p.read_text(errors="replace") for p in sorted(self.folder.glob("*.log")))


@contextmanager
def serving(folder: Path, database_url: str | None = None) -> Iterator[Server]:
    server = Server(folder, database_url).start()
    try:
        yield server
    finally:
        server.stop()
