"""What servers sharing one PostgreSQL database tell each other, in one place: the
channels, what a NOTIFY carries on them (written by the store's writes, read by the
listener), and the listener itself.

- `NOTIFY_CHANNEL` carries "<game id> <seq>" after every append, and "<game id> counters"
  or "<game id> toss" when what is kept beside the log changes;
- `ROUND_CHANNEL` carries a round's id when its clock facts change: it starts (its
  tables join it), or is paused, resumed or extended.

A NOTIFY is sent in the writing transaction, so that it is heard only once committed.
`decode` reads a notice back into what it says (`Appended`, `ExtraChanged`,
`RoundChanged`); `PostgresListener` LISTENs on both channels, reconnects when cut off,
and passes each notice on to its callbacks.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, get_args

import psycopg
from sqlalchemy import func
from sqlalchemy.engine import make_url

log = logging.getLogger(__name__)

NOTIFY_CHANNEL = "riftscore_log"
ROUND_CHANNEL = "riftscore_rounds"

#: What a table keeps beside its log, and says on the log's channel when it changes.
ExtraKind = Literal["counters", "toss"]
EXTRA_KINDS: tuple[ExtraKind, ...] = get_args(ExtraKind)


@dataclass(frozen=True, slots=True)
class Appended:
    """Entry `seq` of the game was stored (it is the game's last, or was)."""

    game_id: str
    seq: int


@dataclass(frozen=True, slots=True)
class ExtraChanged:
    """What the game keeps beside its log (`counters`, `toss`) changed."""

    game_id: str
    kind: ExtraKind


@dataclass(frozen=True, slots=True)
class RoundChanged:
    """The round's clock facts changed (started, paused, resumed, extended)."""

    round_id: str


Notice = Appended | ExtraChanged | RoundChanged


def appended_payload(game_id: str, seq: int) -> str:
    return f"{game_id} {seq}"


def appended_payload_sql(game_id: Any, seq: Any) -> Any:
    """`appended_payload` as SQL, for the NOTIFY sent by the statement that appends."""
    return func.concat(game_id, " ", seq)


def extra_payload(game_id: str, kind: ExtraKind) -> str:
    return f"{game_id} {kind}"


def round_payload(round_id: str) -> str:
    return round_id


def decode(channel: str, payload: str) -> Notice | None:
    """What a notice says, or None for a payload of no known form (from a newer server,
    say): it is skipped, not misread."""
    if channel == ROUND_CHANNEL:
        return RoundChanged(payload)
    if channel != NOTIFY_CHANNEL:
        return None
    game_id, _, last = payload.rpartition(" ")
    if not game_id:
        return None
    if last.isascii() and last.isdigit():
        return Appended(game_id, int(last))
    for kind in EXTRA_KINDS:
        if last == kind:
            return ExtraChanged(game_id, kind)
    return None


def libpq_conninfo(url: str) -> str:
    """A SQLAlchemy PostgreSQL URL as psycopg connects with it."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


class PostgresListener:
    """LISTENs for appends made by every server on the database, and for changes to rounds;
    reconnects when cut off."""

    def __init__(
        self,
        conninfo: str,
        on_append: Callable[[str, int], None],
        on_connect: Callable[[], None],
        *,
        on_round: Callable[[str], None] | None = None,
        on_extra: Callable[[str, ExtraKind], None] | None = None,
        on_disconnect: Callable[[], None] | None = None,
        retry_seconds: float = 1.0,
    ) -> None:
        self.conninfo = conninfo
        self.on_append = on_append  # (game id, seq)
        self.on_connect = on_connect  # after a gap, anything may have changed
        self.on_round = on_round  # (round id)
        self.on_extra = on_extra  # (game id, "counters" or "toss"): kept beside the log
        self.on_disconnect = on_disconnect  # from now until on_connect, nothing is heard
        self.retry_seconds = retry_seconds
        self.listening = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _run(self) -> None:
        while True:
            try:
                await self._listen()
            except (psycopg.Error, OSError) as error:
                log.warning("live updates between servers paused: %s", error)
            finally:
                if self.listening.is_set():
                    self.listening.clear()
                    if self.on_disconnect is not None:
                        self.on_disconnect()
            await asyncio.sleep(self.retry_seconds)

    async def _listen(self) -> None:
        connection = await psycopg.AsyncConnection.connect(self.conninfo, autocommit=True)
        async with connection:
            await connection.execute(f"LISTEN {NOTIFY_CHANNEL}")
            await connection.execute(f"LISTEN {ROUND_CHANNEL}")
            self.listening.set()
            self.on_connect()
            async for notice in connection.notifies():
                self._heard(decode(notice.channel, notice.payload))

    def _heard(self, notice: Notice | None) -> None:
        if isinstance(notice, Appended):
            self.on_append(notice.game_id, notice.seq)
        elif isinstance(notice, RoundChanged):
            if self.on_round is not None:
                self.on_round(notice.round_id)
        elif isinstance(notice, ExtraChanged) and self.on_extra is not None:
            self.on_extra(notice.game_id, notice.kind)
