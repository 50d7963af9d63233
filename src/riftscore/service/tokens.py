"""Tokens issued after a game or gathering began: a table's write token again, from its
organiser (a phone lost it, or a link overwrote it), the organiser token itself, from the
recovery code shown once when the gathering was created, and the links an organiser's
device shows (the join link, each table's write link), given again to any device that
holds the organiser token.

Only hashes are kept. A token issued later is one more that works: those issued before
keep working (the phones at the table still hold them). A recovery code works once; it
gives a new organiser token and a new recovery code.

The links' tokens are derived from the organiser token that made them
(`access.link_token`), so the server gives them back by deriving them again from the
token the device presents, and checking the result against the hashes it keeps. The
organiser token is the authority: whoever holds it may run the gathering and every table
anyway. A device holding another organiser token of the gathering (from the recovery
code) is given the links it made itself; of the others it learns only that they exist.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass

from riftscore.service.access import (
    Access,
    hash_token,
    join_link_token,
    new_token,
    token_matches,
    write_link_token,
)
from riftscore.service.errors import Forbidden, Unauthorized, not_found
from riftscore.service.event_facts import fold
from riftscore.service.live import LiveGames
from riftscore.store import DuplicateId, EventStore, IssuedToken, UnknownGathering


@dataclass(frozen=True, slots=True)
class Recovered:
    organiser_token: str
    recovery_code: str  # the next one: this code is used up


@dataclass(frozen=True, slots=True)
class TableLink:
    game_id: str
    label: str | None
    write_token: str | None  # None: made from another organiser token (or before links were)


@dataclass(frozen=True, slots=True)
class OrganiserLinks:
    """What an organiser's device shows of the gathering's links: the join link in force
    (`join_version`: the event log's number of its entry, which `event` views carry too,
    so that a device sees when another replaced it), and each table's write link."""

    join_version: int | None
    join_token: str | None
    tables: tuple[TableLink, ...]


class Tokens:
    def __init__(
        self, store: EventStore, live: LiveGames, access: Access, now: Callable[[], int]
    ) -> None:
        self.store = store
        self.live = live
        self.access = access
        self._now = now

    def may_write(self, game_id: str, token: str | None) -> bool:
        """Whether the token may write to the game, changing nothing. Raises `NotFound`."""
        with self.live.open(game_id, watch=False) as live:
            info = live.info
        return self.access.may_write(info, token)

    def is_organiser(self, gathering_id: str, token: str | None) -> bool:
        """Whether the token is the gathering's organiser's. Raises `NotFound`."""
        return self.access.is_organiser(gathering_id, token)

    def reissue_write_token(self, game_id: str, organiser_token: str | None) -> str:
        """A new write token for a table of a gathering, for its organiser alone. Raises
        `NotFound`, `Unauthorized` or `Forbidden`."""
        with self.live.open(game_id, watch=False) as live:
            info = live.info
        if info.gathering_id is None:
            raise Forbidden("reissue-outside-gathering", code="not_in_gathering")
        if organiser_token is None:
            raise Unauthorized("reissue-needs-organiser-token")
        self.access.authorize_organiser(info.gathering_id, organiser_token)
        # The organiser token's own token for the table: the one every device holding it
        # is given (`links`); issued once, then only given again.
        token = write_link_token(organiser_token, game_id)
        if self._writes(info.id, info.write_token_hash, token):
            return token
        with contextlib.suppress(DuplicateId):  # issued just now, by another such device
            self.store.issue_token(IssuedToken("write", game_id, hash_token(token), self._now()))
        return token

    def _writes(self, game_id: str, first_hash: str, token: str) -> bool:
        """Whether the token is the game's first write token, or one issued later."""
        if token_matches(token, first_hash):
            return True
        hashed = hash_token(token)
        return any(hashed == h for h in self.store.token_hashes("write", game_id))

    def links(self, gathering_id: str, organiser_token: str | None) -> OrganiserLinks:
        """The gathering's join link and its tables' write links, for a device holding the
        organiser token (see the module's docstring). Raises `NotFound`, `Unauthorized`
        or `Forbidden`."""
        self.access.authorize_organiser(gathering_id, organiser_token)
        assert organiser_token is not None  # authorized
        try:
            facts = fold(gathering_id, self.store.event_log(gathering_id))
            games = self.store.gathering_games(gathering_id)
        except UnknownGathering as error:  # pragma: no cover - authorized just now
            raise not_found(error) from None
        join = None
        if facts.join_seq is not None and facts.join_hash is not None:
            candidate = join_link_token(organiser_token, gathering_id, facts.join_seq)
            join = candidate if token_matches(candidate, facts.join_hash) else None
        tables = []
        for info in games:
            candidate = write_link_token(organiser_token, info.id)
            mine = self._writes(info.id, info.write_token_hash, candidate)
            tables.append(TableLink(info.id, info.table, candidate if mine else None))
        return OrganiserLinks(facts.join_seq, join, tuple(tables))

    def new_recovery_code(self, gathering_id: str) -> str:
        """The gathering's recovery code (made when it is created): shown once."""
        code = new_token()
        try:
            self.store.issue_token(
                IssuedToken("recovery", gathering_id, hash_token(code), self._now())
            )
        except UnknownGathering as error:
            raise not_found(error) from None
        return code

    def recover(self, gathering_id: str, code: object) -> Recovered:
        """A new organiser token for the gathering's recovery code, and the next code.
        Raises `NotFound`, or `Forbidden` for a code that is not the gathering's, or used."""
        try:
            self.store.load_gathering(gathering_id)
        except UnknownGathering as error:
            raise not_found(error) from None
        hashed = hash_token(code) if type(code) is str else ""
        if hashed not in self.store.token_hashes("recovery", gathering_id):
            raise Forbidden("recovery-code-wrong", code="invalid_recovery_code")
        token, following, now = new_token(), new_token(), self._now()
        issued = [
            IssuedToken("organiser", gathering_id, hash_token(token), now),
            IssuedToken("recovery", gathering_id, hash_token(following), now),
        ]
        if not self.store.use_recovery(hashed, issued, now):
            raise Forbidden("recovery-code-used", code="invalid_recovery_code")
        return Recovered(token, following)
