"""What servers on one PostgreSQL database tell each other (riftscore.store.notify): each
NOTIFY the store writes is read back as what it says, and a payload of no known form is
skipped rather than misread (a listener that misread one would stop listening)."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

import psycopg
import pytest
from hypothesis import given
from hypothesis import strategies as st

from riftscore.store import libpq_conninfo, notify
from riftscore.store.notify import (
    EXTRA_KINDS,
    NOTIFY_CHANNEL,
    ROUND_CHANNEL,
    Appended,
    ExtraChanged,
    PostgresListener,
    RoundChanged,
    decode,
)

# Ids as the service makes them, and any other text a newer server might use.
ids = st.text(min_size=1, max_size=40).filter(lambda text: not text.isspace())


@given(ids, st.integers(min_value=1, max_value=2**53))
def test_an_append_is_read_back_as_the_game_and_entry_written(game_id: str, seq: int) -> None:
    assert decode(NOTIFY_CHANNEL, notify.appended_payload(game_id, seq)) == Appended(game_id, seq)


@given(ids, st.sampled_from(EXTRA_KINDS))
def test_a_change_beside_the_log_is_read_back_as_its_kind(
    game_id: str, kind: notify.ExtraKind
) -> None:
    assert decode(NOTIFY_CHANNEL, notify.extra_payload(game_id, kind)) == ExtraChanged(
        game_id, kind
    )


@given(ids)
def test_a_round_change_is_read_back_as_the_round(round_id: str) -> None:
    assert decode(ROUND_CHANNEL, notify.round_payload(round_id)) == RoundChanged(round_id)


@pytest.mark.parametrize(
    ("channel", "payload"),
    [
        (NOTIFY_CHANNEL, "g1 ²"),  # a digit to str.isdigit, not to int()
        (NOTIFY_CHANNEL, "g1 lights"),  # a kind this server does not know
        (NOTIFY_CHANNEL, "17"),  # no game
        (NOTIFY_CHANNEL, ""),
        ("another_channel", "g1 3"),
    ],
)
def test_a_payload_of_no_known_form_is_skipped(channel: str, payload: str) -> None:
    assert decode(channel, payload) is None


def test_the_listener_passes_on_what_it_hears_and_goes_on_past_what_it_cannot_read(
    postgres_url: str,
) -> None:
    """A payload it cannot read is skipped, and the listener keeps listening."""
    heard: list[object] = []

    async def run() -> None:
        listener = PostgresListener(
            libpq_conninfo(postgres_url),
            lambda game, seq: heard.append(("append", game, seq)),
            lambda: None,
            on_round=lambda round_id: heard.append(("round", round_id)),
            on_extra=lambda game, kind: heard.append(("extra", game, kind)),
        )
        listener.start()
        try:
            await asyncio.wait_for(listener.listening.wait(), 10)
            async with await psycopg.AsyncConnection.connect(
                libpq_conninfo(postgres_url), autocommit=True
            ) as sender:
                for channel, payload in [
                    (NOTIFY_CHANNEL, "g1 ²"),
                    (NOTIFY_CHANNEL, "g1 4"),
                    (ROUND_CHANNEL, "r1"),
                    (NOTIFY_CHANNEL, "g1 toss"),
                ]:
                    await sender.execute("SELECT pg_notify(%s, %s)", (channel, payload))
            async with asyncio.timeout(10):
                while len(heard) < 3:
                    await asyncio.sleep(0.01)
            assert listener.listening.is_set()  # never cut off by what it could not read
        finally:
            await listener.stop()

    # A thread of its own: after the browser tests, Playwright's loop runs in this one.
    with ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, run()).result()
    assert heard == [("append", "g1", 4), ("round", "r1"), ("extra", "g1", "toss")]
