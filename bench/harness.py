"""What the server benchmarks share: a real `riftscore serve` in its own process, a scratch
PostgreSQL database, its resident memory, and percentiles.

The server runs as a separate process (the command as installed), so that the client
driving it never shares its event loop or its interpreter lock; it listens on 127.0.0.1
only, and is always stopped (SIGTERM, then SIGKILL) when the block that started it ends.
"""

from __future__ import annotations

import math
import os
import re
import secrets
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import httpx
import psycopg
from sqlalchemy.engine import make_url

HOST = "127.0.0.1"  # loopback only: the benchmarks never send anything elsewhere


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        port: int = sock.getsockname()[1]
        return port


class Server:
    """A `riftscore serve` process on a free port of 127.0.0.1."""

    def __init__(self, process: subprocess.Popen[bytes], port: int, log: Path) -> None:
        self.process = process
        self.port = port
        self.base = f"http://{HOST}:{port}"
        self.log = log
        self.output = ""  # what it wrote, once it has stopped

    def collections(self) -> dict[int, tuple[int, float, float]]:
        """Once it has stopped: its garbage collections by generation, as the server logs
        them (how many; the longest, in ms, and in ms of CPU); empty if it said nothing."""
        found = re.search(r"garbage collections while serving: (.*)", self.output)
        if found is None:
            return {}
        pattern = r"generation (\d): (\d+) \(longest ([0-9.]+) ms, ([0-9.]+) ms of CPU\)"
        return {
            int(n): (int(count), float(longest), float(cpu))
            for n, count, longest, cpu in re.findall(pattern, found.group(1))
        }

    @property
    def pid(self) -> int:
        return self.process.pid

    def memory_mb(self) -> tuple[float, float]:
        """Resident memory now and at its peak (VmRSS, VmHWM), in MB (10^6 bytes)."""
        values = {}
        for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
            key, _, rest = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                values[key] = int(rest.split()[0]) * 1024 / 1e6
        return values["VmRSS"], values["VmHWM"]

    def wait_ready(self, timeout: float = 30.0) -> None:
        deadline = time.monotonic() + timeout
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited: {self.log.read_text()[-2000:]}")
            try:
                if httpx.get(f"{self.base}/api/ping", timeout=2).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"the server did not answer within {timeout} s")
            time.sleep(0.1)


#: A benchmark's client is one address standing for a whole hall of phones: the limits a
#: server keeps per address (docs/reliability.md) are lifted for it, as they would never
#: bind a hall of separate devices. The server-wide caps stay. A benchmark of the limits
#: themselves (bench/imports.py) says what it wants in `settings`.
HALL_FROM_ONE_ADDRESS = {
    "CREATIONS_BURST": "0",
    "MAX_CONNECTIONS_PER_ADDRESS": "0",
    "MAX_STREAMS_PER_ADDRESS": "0",
    "MAX_STREAMS_PER_GAME": "0",
}


@contextmanager
def serving(
    database_url: str | None = None,
    *,
    data_dir: Path | None = None,
    settings: dict[str, str] | None = None,
) -> Iterator[Server]:
    """`riftscore serve` on SQLite in a fresh folder, or on the database URL given;
    `settings`: RIFTSCORE_* variables by their name after the prefix, over
    `HALL_FROM_ONE_ADDRESS`."""
    with tempfile.TemporaryDirectory(prefix="riftscore-bench-") as scratch:
        folder = Path(scratch)
        environment = {k: v for k, v in os.environ.items() if not k.startswith("RIFTSCORE_")}
        environment["RIFTSCORE_DATA_DIR"] = str(data_dir or folder / "data")
        if database_url:
            environment["RIFTSCORE_DATABASE_URL"] = database_url
        for name, value in {**HALL_FROM_ONE_ADDRESS, **(settings or {})}.items():
            environment[f"RIFTSCORE_{name}"] = value
        port = free_port()
        log = folder / "server.log"
        program = [sys.executable, "-c", "from riftscore.cli import main; main()", "serve"]
        with log.open("wb") as out:
            process = subprocess.Popen(
                [*program, "--host", HOST, "--port", str(port)],
                cwd=folder,
                env=environment,
                stdout=out,
                stderr=subprocess.STDOUT,
            )
        server = Server(process, port, log)
        try:
            server.wait_ready()
            yield server
        finally:
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
                try:
                    process.wait(10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait(10)
            server.output = log.read_text(errors="replace")


def _conninfo(url: str) -> str:
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


@contextmanager
def scratch_postgres(admin_url: str) -> Iterator[str]:
    """A new, randomly named database on the server of `admin_url`, dropped afterwards."""
    name = f"riftscore_bench_{secrets.token_hex(6)}"
    with psycopg.connect(_conninfo(admin_url), autocommit=True, connect_timeout=5) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
        try:
            yield (
                make_url(admin_url)
                .set(drivername="postgresql+psycopg", database=name)
                .render_as_string(hide_password=False)
            )
        finally:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100) by the nearest-rank method; NaN for no values."""
    if not values:
        return math.nan
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def machine() -> str:
    """nproc, the CPU model and Python's version, for the figures' context."""
    model = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = os.getloadavg()[0]
    python = sys.version.split()[0]
    return f"{os.cpu_count()} cores, {model}, Python {python}, load {load:.2f}"
