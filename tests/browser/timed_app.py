"""The tracker as the browser tests serve it: the real app, on a clock the tests move.

Uvicorn starts it with `--factory tests.browser.timed_app:create_app`. The server's time
is the number (milliseconds since the epoch) in the file that `RIFTSCORE_TEST_CLOCK_FILE`
names: it stands still until a test moves it on, so a round's 40 minutes pass in no time
and a countdown reads exactly, and a restarted server reads the same time. Only the
tests' server reads that variable; `riftscore serve` never does.
"""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

from fastapi import FastAPI

from riftscore.web.app import create_app as create_tracker
from riftscore.web.settings import Settings

CLOCK_FILE_VARIABLE = "RIFTSCORE_TEST_CLOCK_FILE"


class FileClock:
    """The time the tests have set, read afresh at every request."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def __call__(self) -> int:
        return int(self.path.read_text())


def create_app() -> FastAPI:
    settings = Settings.from_env()
    clock = FileClock(Path(os.environ[CLOCK_FILE_VARIABLE]))
    return create_tracker(dataclasses.replace(settings, now=clock))
