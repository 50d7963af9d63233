"""Live streams are capped in all, per game and per device: a new stream past a cap
closes the oldest under it, which ends with an event saying why (riftscore.web.live.Hub)."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Callable, Coroutine
from typing import Any

import pytest

from riftscore.web import limits
from riftscore.web.limits import stream_caps
from riftscore.web.live import Hub
from riftscore.web.settings import Settings


def in_a_thread_of_its_own(play: Callable[[], Coroutine[Any, Any, None]]) -> None:
    """Run the coroutine on an event loop of its own (the browser tests' loop may be
    running in this thread), and raise what it raised."""
    failures: list[BaseException] = []

    def run() -> None:
        try:
            asyncio.run(play())
        except BaseException as error:
            failures.append(error)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(30)
    assert not thread.is_alive(), "the coroutine did not end"
    if failures:
        raise failures[0]


def closing_reason(frame: bytes | None) -> str:
    assert frame is not None and frame.startswith(b"event: closed\n")
    data = json.loads(frame.split(b"data: ", 1)[1])
    assert data["message"]
    reason: str = data["reason"]
    return reason


def test_the_oldest_stream_of_a_device_is_closed_for_a_new_one() -> None:
    async def play() -> None:
        hub = Hub(per_address=2)
        first, second = hub.watch("g1", "10.0.0.5"), hub.watch("g2", "10.0.0.5")
        other = hub.watch("g1", "10.0.0.6")
        third = hub.watch("g3", "10.0.0.5")
        assert first.closed and not (second.closed or third.closed or other.closed)
        assert closing_reason(await first.next(1)) == "too_many_streams_per_address"
        hub.publish("g1", 5, b"view")
        assert await other.next(1) == b"view"
        assert first.version == -1  # a closed stream is offered nothing more
        assert hub.watcher_count() == 3

    in_a_thread_of_its_own(play)


def test_a_game_and_the_server_keep_so_many_streams() -> None:
    async def play() -> None:
        hub = Hub(per_game=3, max_streams=4)
        game = [hub.watch("g", f"10.0.0.{n}") for n in range(4)]
        assert [w.closed for w in game] == [True, False, False, False]
        assert closing_reason(await game[0].next(1)) == "too_many_streams_per_game"
        elsewhere = [hub.watch(f"h{n}", "10.0.1.1") for n in range(2)]
        assert game[1].closed  # the oldest of the server's four
        assert closing_reason(await game[1].next(1)) == "too_many_streams_per_server"
        assert not any(w.closed for w in elsewhere)
        assert hub.watcher_count() == 4

    in_a_thread_of_its_own(play)


def test_a_closed_stream_says_why_in_the_language_its_page_asked_for() -> None:
    """The closing event's `reason` is a code; its `message` is in the stream's request's
    language (a French phone and a Korean one watching the same game)."""

    async def play() -> None:
        hub = Hub(per_game=1)
        french = hub.watch("g", "10.0.0.1", "fr")
        korean = hub.watch("g", "10.0.0.2", "ko")
        hub.watch("g", "10.0.0.3")
        said = {}
        for watcher in (french, korean):
            frame = await watcher.next(1)
            assert closing_reason(frame) == "too_many_streams_per_game"
            assert frame is not None
            said[watcher.lang] = json.loads(frame.split(b"data: ", 1)[1])["message"]
        assert said["fr"] == (
            "cette partie a plus de spectateurs que le serveur n'en garde pour une partie : "
            "celui-ci, le plus ancien, a été fermé ; il se rouvre tout seul dans un instant"
        )
        assert said["ko"].startswith("이 게임의 관전자가")

    in_a_thread_of_its_own(play)


def test_streams_keep_to_a_share_of_the_connections_whatever_the_settings_say() -> None:
    """A stream holds its connection: streams up to the connection cap would refuse every
    table's next write (docs/reliability.md, hostile load 1)."""
    caps = stream_caps(Settings(max_connections=1000, max_streams=5000))
    assert caps.total == 750
    assert stream_caps(Settings(max_connections=1000, max_streams=0)).total == 750
    assert stream_caps(Settings(max_connections=1000, max_streams=100)).total == 100
    per_device = Settings(max_connections_per_address=8, max_streams_per_address=16)
    assert stream_caps(per_device).per_address == 6
    assert stream_caps(Settings(max_connections_per_address=0)).per_address == 16
    unlimited = Settings(max_connections_per_address=0, max_streams_per_address=0)
    assert stream_caps(unlimited).per_address == 0
    assert stream_caps(Settings(max_streams=10, max_streams_per_game=64)).per_game == 10


def test_streams_keep_below_the_descriptors_the_server_has(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "fd_limit", lambda: 256)
    assert limits.connection_cap(Settings()) == 156
    assert stream_caps(Settings()).total == 117
