"""Tokens issued after a game or gathering began: a table's write token again, from its
organiser (a phone lost it, or a link overwrote it), and the organiser token itself, from
the recovery code shown once when the gathering was created.

Only hashes are kept. A token issued later is one more that works: those issued before
keep working (the phones at the table still hold them). A recovery code works once; it
gives a new organiser token and a new recovery code.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from riftscore.service.access import Access, hash_token, new_token
from riftscore.service.errors import Forbidden, NotFound, Unauthorized
from riftscore.service.live import LiveGames
from riftscore.store import EventStore, IssuedToken, UnknownGathering


@dataclass(frozen=True, slots=True)
class Recovered:
    organiser_token: str
    recovery_code: str  # the next one: this code is used up


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
            raise Forbidden(
                "only a gathering's organiser can issue a table's write token again, and "
                "this game is in no gathering",
                "not_in_gathering",
            )
        if organiser_token is None:
            raise Unauthorized("issuing a table's write token needs the organiser token")
        self.access.authorize_organiser(info.gathering_id, organiser_token)
        token = new_token()
        self.store.issue_token(IssuedToken("write", game_id, hash_token(token), self._now()))
        return token

    def new_recovery_code(self, gathering_id: str) -> str:
        """The gathering's recovery code (made when it is created): shown once."""
        code = new_token()
        try:
            self.store.issue_token(
                IssuedToken("recovery", gathering_id, hash_token(code), self._now())
            )
        except UnknownGathering as error:
            raise NotFound(str(error)) from None
        return code

    def recover(self, gathering_id: str, code: object) -> Recovered:
        """A new organiser token for the gathering's recovery code, and the next code.
        Raises `NotFound`, or `Forbidden` for a code that is not the gathering's, or used."""
        try:
            self.store.load_gathering(gathering_id)
        except UnknownGathering as error:
            raise NotFound(str(error)) from None
        hashed = hash_token(code) if type(code) is str else ""
        if hashed not in self.store.token_hashes("recovery", gathering_id):
            raise Forbidden(
                "this is not the gathering's recovery code, or it was used already",
                "invalid_recovery_code",
            )
        token, following, now = new_token(), new_token(), self._now()
        issued = [
            IssuedToken("organiser", gathering_id, hash_token(token), now),
            IssuedToken("recovery", gathering_id, hash_token(following), now),
        ]
        if not self.store.use_recovery(hashed, issued, now):
            raise Forbidden("this recovery code was used already", "invalid_recovery_code")
        return Recovered(token, following)
