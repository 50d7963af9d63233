"""What a table keeps beside its scoring record: each player's resource counters (XP,
Energy, Power: the rules ask that they be shown clearly), and who goes first, drawn by a
coin or dice.

Neither is a scoring rule: the counters are shown, never read by the rules; the draw's
randomness comes from the shell (`secrets`), never the rules core, and what it decides
is written where the record keeps it, as the header's turn order (the first of
`players` plays first). A draw is made once, before the first entry: the turn order a
game began with is never changed afterwards.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from typing import Any

from riftscore.service.errors import Conflict, NotFound, Rejected
from riftscore.service.fields import check_idempotency_key
from riftscore.service.games import _opened
from riftscore.service.live import LiveGame, LiveGames, scoring_of
from riftscore.store import Counters, EventStore, RequestSeen, UnknownGame

#: The counters each player has, and how the page names them.
COUNTERS = {"xp": "XP", "energy": "Energy", "power": "Power"}
#: A counter's bounds: as many as a die or a pile of tokens shows.
COUNTER_MAX = 99
#: A die rolled for who goes first: the highest goes first, ties roll again.
DIE_FACES = 20
#: Ties rolled again at most this often (twenty ties in a row is 20^-20 at worst).
MAX_ROLLS = 20


def sides_of(live: LiveGame) -> list[list[str]]:
    """Who the draw is between: each player, or in 2v2 each team (in the header's order
    of the team's players)."""
    header = live.header
    if header.teams is None:
        return [[p] for p in header.players]
    return [[p for p in header.players if p in team] for team in header.teams]


def side_name(side: list[str]) -> str:
    return " & ".join(side)


def counters_view(live: LiveGame, kept: Counters) -> dict[str, Any]:
    """The counters as the page shows them: every player in turn order, every counter;
    `revision` tells a newer read from an older one."""
    values = kept.values
    return {
        "game_id": live.id,
        "revision": kept.revision,
        "names": dict(COUNTERS),
        "max": COUNTER_MAX,
        "players": [
            {"player": p, **{c: values.get((p, c), 0) for c in COUNTERS}}
            for p in live.header.players
        ],
    }


def _whole_number(body: dict[str, Any], key: str) -> int | None:
    value = body.get(key)
    if value is None:
        return None
    if type(value) is not int:
        raise Rejected("counter-not-whole", code="invalid_counter", key=key, value=repr(value)[:40])
    return value


class TableExtras:
    """Counters and the draw for who goes first, for the API."""

    def __init__(self, live: LiveGames, store: EventStore, now: Callable[[], int]) -> None:
        self.live = live
        self.store = store
        self.now = now

    # ----------------------------------------------------------------- counters

    def counters(self, game_id: str) -> dict[str, Any]:
        with self.live.open(game_id, watch=False, catch_up=False) as live:
            return counters_view(live, self._kept(game_id))

    def change_counter(
        self,
        game_id: str,
        body: object,
        *,
        token: str | None,
        idempotency_key: str | None = None,
    ) -> tuple[dict[str, Any], bool]:
        """Body `{"player", "counter", "add": n}` (n may be negative) or `{..., "value": n}`.
        A value out of 0..COUNTER_MAX is refused in the player's words, nothing changed.
        The counters after it, and whether it changed them: False for a change sent again
        with the key of one made (its answer was lost), which is not made twice; its
        answer is then the counters as they are now (their revision says which is newer).
        """
        check_idempotency_key(idempotency_key)
        if not isinstance(body, dict):
            raise Rejected("body-not-object", code="invalid_counter")
        unknown = sorted(set(body) - {"player", "counter", "add", "value"})
        if unknown:
            raise Rejected("counter-field-unknown", code="invalid_counter", key=unknown[0][:40])
        with self.live.open(game_id, write=True, token=token, watch=False, catch_up=False) as live:
            player = body.get("player")
            if not isinstance(player, str) or player not in live.header.players:
                raise Rejected(
                    "counter-player-unknown",
                    code="unknown_player",
                    player=repr(player)[:60],
                    players=tuple(live.header.players),
                )
            counter = body.get("counter")
            if not isinstance(counter, str) or counter not in COUNTERS:
                raise Rejected(
                    "counter-unknown",
                    code="unknown_counter",
                    counter=repr(counter)[:40],
                    counters=tuple(COUNTERS),
                )
            add, value = _whole_number(body, "add"), _whole_number(body, "value")
            if (add is None) == (value is None):
                raise Rejected("counter-add-or-value", code="invalid_counter")

            def changed(old: int) -> int:
                new = old + add if add is not None else value
                assert new is not None
                if new < 0:
                    raise Rejected(
                        "counter-below-zero",
                        code="counter_out_of_range",
                        player=player,
                        counter=counter,
                        value=old,
                    )
                if new > COUNTER_MAX:
                    raise Rejected(
                        "counter-above-most",
                        code="counter_out_of_range",
                        player=player,
                        counter=counter,
                        value=old,
                        limit=COUNTER_MAX,
                    )
                return new

            asked = json.dumps(
                {"player": player, "counter": counter, "add": add, "value": value}, sort_keys=True
            )
            request = None if idempotency_key is None else (idempotency_key, asked)
            try:
                self.store.change_counter(game_id, player, counter, changed, self.now(), request)
            except UnknownGame:
                raise NotFound("no-such-game", game=game_id) from None
            except RequestSeen as seen:
                if seen.asked != asked:
                    raise Rejected(
                        "key-used-for-counter", code="idempotency_key_reused", key=idempotency_key
                    ) from None
                return counters_view(live, self._kept(game_id)), False
            return counters_view(live, self._kept(game_id)), True

    def _kept(self, game_id: str) -> Counters:
        try:
            return self.store.counters(game_id)
        except UnknownGame:
            raise NotFound("no-such-game", game=game_id) from None

    # ----------------------------------------------------------------- who goes first

    def toss(self, game_id: str) -> dict[str, Any] | None:
        """How the first player was drawn, if they were."""
        with self.live.open(game_id, watch=False, catch_up=False):
            pass
        try:
            return self.store.toss(game_id)
        except UnknownGame:
            raise NotFound("no-such-game", game=game_id) from None

    def draw_first(
        self, game_id: str, *, token: str | None, draw: Callable[[int], int] = secrets.randbelow
    ) -> dict[str, Any]:
        """Draw who goes first: a coin between two sides, else each side rolls a d20 (the
        highest goes first, the tied roll again). The header is rewritten with its turn
        order from that side's first player. Refused once the game has begun, or drawn.
        `draw(n)`: a number in 0..n-1 (tests give their own)."""
        with self.live.open(game_id, write=True, token=token, watch=False) as live:
            self._refuse_second_draw(live)
            sides = sides_of(live)
            toss: dict[str, Any]
            if len(sides) == 2:
                face = ("heads", "tails")[draw(2)]
                winner = sides[0] if face == "heads" else sides[1]
                toss = {"kind": "coin", "face": face}
            else:
                rolls: list[dict[str, int]] = []
                rolling = sides
                for _ in range(MAX_ROLLS):
                    rolled = {side_name(s): draw(DIE_FACES) + 1 for s in rolling}
                    rolls.append(rolled)
                    best = max(rolled.values())
                    rolling = [s for s in rolling if rolled[side_name(s)] == best]
                    if len(rolling) == 1:
                        break
                winner = rolling[0]
                toss = {"kind": "die", "faces": DIE_FACES, "rolls": rolls}
            players = list(live.header.players)
            start = players.index(winner[0])
            order = players[start:] + players[:start]
            header = {**live.engine.to_record()[0], "players": order}
            engine = _opened(header)
            toss.update(
                sides=[side_name(s) for s in sides],
                first=order[0],
                side=side_name(winner),
                players=order,
            )
            try:
                kept = self.store.record_toss(game_id, header, scoring_of(engine), toss, self.now())
            except UnknownGame:
                raise NotFound("no-such-game", game=game_id) from None
            if not kept:
                self.live.forget(game_id)  # another server may have begun it or drawn
                raise Conflict("first-drawn-or-begun", code="already_drawn")
            self.live.forget(game_id)  # read again with its new turn order
            return toss

    def _refuse_second_draw(self, live: LiveGame) -> None:
        if live.version > 0:
            raise Conflict("game-begun", code="game_begun", player=live.header.players[0])
        drawn = self.store.toss(live.id)
        if drawn is not None:
            raise Conflict("first-drawn", code="already_drawn", player=str(drawn.get("first")))
