"""Who may write: ids and tokens, their hashes, and the checks of a table's write token
and a gathering's organiser token.

Tokens are never stored, only their SHA-256; they are compared in constant time. A game
or gathering is created with one token; more may be issued later (a table's write token
re-issued by its organiser, an organiser token for the gathering's recovery code): they
are kept in the store (`IssuedToken`) and looked up when the first one does not match.

The links an organiser hands out (a gathering's tables' write links, its join link) have
tokens derived from the organiser token (`link_token`): every device of the organiser is
given the same links, from that token, and from nothing the store holds.

A table's own write token (its slip's link) writes only until the table's result is final:
once the event's next round is paired, whoever photographed the slip can no longer undo or
flip the result on which that pairing stands. The organiser's token still corrects it.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import itertools
import secrets
import threading
from collections import OrderedDict

from riftscore.service.errors import Forbidden, NotFound, Unauthorized
from riftscore.service.event_facts import EventFacts, fold
from riftscore.store import EventStore, GameInfo, UnknownGathering

ID_BYTES = 9  # 12 characters: short enough to read out, too many to guess
TOKEN_BYTES = 24
#: Event logs kept folded to tell whether a table's result is final: the events being
#: played on this server now (a log is read again only once it has grown).
KEPT_EVENT_LOGS = 256


def _safe_start(nbytes: int) -> str:
    """Random URL-safe text that starts with a letter or a digit: never with `-` (which a
    shell takes for an option and a spreadsheet for a formula) nor `_`."""
    while True:
        text = secrets.token_urlsafe(nbytes)
        if text[0].isalnum():
            return text


def new_id() -> str:
    """A game's or gathering's id: 12 URL-safe characters, the first a letter or digit."""
    return _safe_start(ID_BYTES)


def new_token() -> str:
    """A write or organiser token: 32 URL-safe characters, the first a letter or digit."""
    return _safe_start(TOKEN_BYTES)


def link_token(organiser_token: str, purpose: str) -> str:
    """The token of a link the organiser hands out (`purpose`: a table's write link, or a
    join link by its entry's number), derived from the organiser token that made it: any
    device holding that organiser token can be given the same link again, while the store
    keeps only the link's hash, as for any token. Its holder learns nothing of the
    organiser token. Like `new_token`, 32 URL-safe characters, the first a letter or digit."""
    key = organiser_token.encode("utf-8", "surrogatepass")
    for attempt in itertools.count():
        message = f"riftscore link {purpose} {attempt}".encode("utf-8", "surrogatepass")
        digest = hmac.new(key, message, hashlib.sha256).digest()[:TOKEN_BYTES]
        text = base64.urlsafe_b64encode(digest).decode("ascii")
        if text[0].isalnum():
            return text
    raise AssertionError("unreachable: itertools.count() never ends")


def write_link_token(organiser_token: str, game_id: str) -> str:
    """A table's write token, as the gathering's organiser token makes it."""
    return link_token(organiser_token, f"write {game_id}")


def join_link_token(organiser_token: str, gathering_id: str, seq: int) -> str:
    """The join token of the event log's `join` entry number `seq`."""
    return link_token(organiser_token, f"join {gathering_id} {seq}")


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def token_matches(token: str, stored_hash: str) -> bool:
    return hmac.compare_digest(hash_token(token), stored_hash)


class Access:
    """Checks tokens against the store. Thread-safe: what it caches never changes."""

    def __init__(self, store: EventStore) -> None:
        self.store = store
        self._organiser_hashes: dict[str, str] = {}
        # Tokens issued later, once seen to match: (kind, owner, hash). Never revoked.
        self._issued: set[tuple[str, str, str]] = set()
        self._events: OrderedDict[str, EventFacts] = OrderedDict()
        self._events_lock = threading.Lock()

    def _issued_match(self, kind: str, owner_id: str, token: str) -> bool:
        """The token is one issued later for the owner (looked up in the store)."""
        hashed = hash_token(token)
        if (kind, owner_id, hashed) in self._issued:
            return True
        for stored in self.store.token_hashes(kind, owner_id):
            if hmac.compare_digest(hashed, stored):
                self._issued.add((kind, owner_id, hashed))
                return True
        return False

    def may_write(self, info: GameInfo, token: str | None) -> bool:
        """Whether the token may write to the game; it raises nothing."""
        try:
            self.authorize_writer(info, token)
        except (Unauthorized, Forbidden):
            return False
        return True

    def is_organiser(self, gathering_id: str, token: str | None) -> bool:
        """Whether the token is the gathering's organiser's. Raises `NotFound`."""
        try:
            self.authorize_organiser(gathering_id, token)
        except (Unauthorized, Forbidden):
            return False
        return True

    def authorize_writer(self, info: GameInfo, token: str | None) -> None:
        """Raise `Unauthorized` or `Forbidden` unless the token may write to the game: its
        gathering's organiser token (a judge may correct it), or its own write token while
        the table's result is not final (`result_final`)."""
        if token is None:
            raise Unauthorized("writing to a game needs its write token (Authorization: Bearer)")
        gathering_id = info.gathering_id
        own = token_matches(token, info.write_token_hash)
        if not own and gathering_id is not None and self._organiser(gathering_id, token):
            return
        if not own and not self._issued_match("write", info.id, token):
            raise Forbidden("this token cannot write to this game")
        if gathering_id is not None and self.result_final(gathering_id, info.id):
            raise Forbidden(
                "this table's result is final: the event's next round is paired on it, "
                "so only the organiser can change it now",
                "result_final",
            )

    def result_final(self, gathering_id: str, game_id: str) -> bool:
        """Whether the game is a table of an event's round after which another round is
        paired: the next round's pairings stand on its result."""
        facts = self._event(gathering_id)
        table_round = next(
            (r.number for r in facts.rounds if any(t.game == game_id for t in r.tables)), None
        )
        return table_round is not None and any(r.number > table_round for r in facts.rounds)

    def _event(self, gathering_id: str) -> EventFacts:
        """The gathering's event log, folded; read again only when it has grown."""
        version = self.store.event_version(gathering_id)
        with self._events_lock:
            kept = self._events.get(gathering_id)
            if kept is not None and kept.version == version:
                self._events.move_to_end(gathering_id)
                return kept
        try:
            facts = fold(gathering_id, self.store.event_log(gathering_id))
        except UnknownGathering:
            facts = EventFacts(gathering_id)
        with self._events_lock:
            self._events[gathering_id] = facts
            self._events.move_to_end(gathering_id)
            while len(self._events) > KEPT_EVENT_LOGS:
                self._events.popitem(last=False)
        return facts

    def _organiser(self, gathering_id: str, token: str) -> bool:
        return token_matches(token, self._organiser_hash(gathering_id)) or self._issued_match(
            "organiser", gathering_id, token
        )

    def authorize_organiser(self, gathering_id: str, token: str | None) -> None:
        """Raise `NotFound`, `Unauthorized` or `Forbidden` unless the token is the
        gathering's organiser token."""
        try:
            stored_hash = self._organiser_hash(gathering_id)
        except UnknownGathering as error:
            raise NotFound(str(error)) from None
        if token is None:
            raise Unauthorized("adding games to a gathering needs its organiser token")
        if not token_matches(token, stored_hash) and not self._issued_match(
            "organiser", gathering_id, token
        ):
            raise Forbidden("this token is not the gathering's organiser token")

    def _organiser_hash(self, gathering_id: str) -> str:
        stored = self._organiser_hashes.get(gathering_id)
        if stored is None:  # gatherings never change: what was read once stays true
            stored = self.store.load_gathering(gathering_id).organiser_token_hash
            self._organiser_hashes[gathering_id] = stored
        return stored
