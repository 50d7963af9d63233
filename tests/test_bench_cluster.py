"""bench/cluster.py: every phone from its own loopback address, the fan-out measured from
each post to its watcher's first update at that version or later, the servers' collections
read from their own words; and a small hall run end to end prints its figures."""

from __future__ import annotations

import ipaddress
import os
import re
import subprocess
import sys
from pathlib import Path
from unittest.mock import Mock

import pytest
from bench.cluster import Post, Watched, fanout, phone_address
from bench.harness import Server

from tests.store.postgres import scratch_database

ROOT = Path(__file__).resolve().parent.parent


def test_every_phone_has_a_loopback_address_of_its_own() -> None:
    addresses = [phone_address(n) for n in range(5_000)]
    assert len(set(addresses)) == 5_000
    assert all(ipaddress.ip_address(a) in ipaddress.ip_network("127.0.0.0/8") for a in addresses)
    assert "127.0.0.1" not in addresses  # the servers' own


def test_an_update_reaches_a_watcher_with_that_version_or_a_later_one() -> None:
    watched = Watched(versions=[0, 2, 3, 5], arrivals=[1.0, 2.5, 3.1, 6.0])
    posts = [
        Post("g", 2, 2.0),  # its own version: 0.5 s
        Post("g", 4, 4.0),  # skipped, as a slow phone skips: the next one, 5, 2 s later
        Post("g", 6, 7.0),  # never came
    ]
    latencies, missing = fanout(posts, {"g": watched})
    assert latencies == pytest.approx([0.5, 2.0])
    assert missing == 1


def test_the_server_s_collections_are_read_from_its_log() -> None:
    server = Server(Mock(), 1, Path("unused"))
    assert server.collections() == {}
    server.output = (
        "INFO: started\ngarbage collections while serving: generation 0: 951 (longest 14.0 ms, "
        "1.4 ms of CPU), generation 1: 78 (longest 20.6 ms, 4.7 ms of CPU), generation 2: 53 "
        "(longest 8.8 ms, 3.0 ms of CPU); 1234 objects were set aside\n"
    )
    assert server.collections() == {
        0: (951, 14.0, 1.4),
        1: (78, 20.6, 4.7),
        2: (53, 8.8, 3.0),
    }


@pytest.mark.slow
def test_a_small_hall_on_two_servers_prints_its_figures() -> None:
    with scratch_database() as admin_url:  # the bench makes its own database beside it
        output = run_cluster(admin_url)
    lines = output.strip().splitlines()
    assert re.fullmatch(r"p99_ms=[0-9.]+ fanout_p99_ms=[0-9.]+", lines[-1])
    assert re.fullmatch(r"ping_p99_ms=[0-9.]+ post_p99_ms=[0-9.]+", lines[-2])
    assert any(line.startswith("PostgreSQL alone, 8 writers: ") for line in lines)
    assert any(" 0 missing " in line for line in lines)


def run_cluster(admin_url: str) -> str:
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run(
        [sys.executable, "bench/cluster.py", "--servers", "2", "--tables", "6",
         "--interval", "0.5", "--seconds", "3", "--ping-seconds", "1", "--capacity", "0.3",
         "--postgres", admin_url],
        cwd=ROOT, env=environment, capture_output=True, text=True, timeout=180, check=False,
    )  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout
