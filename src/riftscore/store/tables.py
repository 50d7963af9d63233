"""The store's tables, as SQLAlchemy Core sees them at the latest migration.

The migrations under `migrations/versions/` create them; these definitions are what the
queries are written against, and a test checks that both agree.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    Column,
    ForeignKey,
    ForeignKeyConstraint,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
)

ID_LENGTH = 64
ROUND_KIND_LENGTH = 32
TOKEN_HASH_LENGTH = 64  # sha256, hex
IDEMPOTENCY_KEY_LENGTH = 255
ENGINE_VERSION_LENGTH = 32
EVENT_KIND_LENGTH = 16

metadata = MetaData(
    naming_convention={
        "ix": "ix_%(table_name)s_%(column_0_N_name)s",
        "uq": "uq_%(table_name)s_%(column_0_N_name)s",
        "ck": "ck_%(table_name)s_%(constraint_name)s",
        "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
        "pk": "pk_%(table_name)s",
    }
)

gatherings = Table(
    "gatherings",
    metadata,
    Column("id", String(ID_LENGTH), primary_key=True),
    Column("name", Text, nullable=False),
    Column("organiser_token_hash", String(TOKEN_HASH_LENGTH), nullable=False),
    Column("created_ms", BigInteger, nullable=False),
)

games = Table(
    "games",
    metadata,
    Column("id", String(ID_LENGTH), primary_key=True),
    Column("header", Text, nullable=False),  # the record header, JSON
    Column("write_token_hash", String(TOKEN_HASH_LENGTH), nullable=False),
    Column("gathering_id", String(ID_LENGTH), ForeignKey("gatherings.id"), nullable=True),
    Column("table_label", Text, nullable=True),
    Column("created_ms", BigInteger, nullable=False),
    # Which engine scored the game before its first entry (its header alone), and its
    # result, JSON (migration 0003). After that, each log row says it.
    Column("engine_version", String(ENGINE_VERSION_LENGTH), nullable=True),
    Column("result", Text, nullable=True),
    Index(None, "gathering_id", "created_ms"),
)

#: Each log row is exactly one of an action, an undo (retracts) and a ruling.
LOG_ENTRY_KIND = (
    "(CASE WHEN action IS NULL THEN 0 ELSE 1 END) + (CASE WHEN retracts IS NULL THEN 0 ELSE 1 END)"
    " + (CASE WHEN ruling IS NULL THEN 0 ELSE 1 END) = 1"
)

log = Table(
    "log",
    metadata,
    Column("game_id", String(ID_LENGTH), ForeignKey("games.id"), primary_key=True),
    Column("seq", Integer, primary_key=True, autoincrement=False),
    Column("action", Text, nullable=True),  # a record action, JSON; NULL for an undo
    Column("retracts", Integer, nullable=True),  # an undo: the seq it takes back
    Column("idempotency_key", String(IDEMPOTENCY_KEY_LENGTH), nullable=True),
    Column("recorded_ms", BigInteger, nullable=False),
    # Which engine scored the game once this entry was in, and its result, JSON
    # (migration 0003): the last row's is the game's. NULL on rows stored before.
    Column("engine_version", String(ENGINE_VERSION_LENGTH), nullable=True),
    Column("result", Text, nullable=True),
    # A ruling: the table's result recorded by the organiser, JSON (migration 0004).
    Column("ruling", Text, nullable=True),
    # What a request with an idempotency key was answered, JSON (migration 0005): a retry
    # gets it as it was, without replaying the game.
    Column("answer", Text, nullable=True),
    CheckConstraint(LOG_ENTRY_KIND, name="one_kind"),
    UniqueConstraint("game_id", "idempotency_key"),
)

# A gathering's timed rounds (migration 0002). The clock is computed from these rows.
rounds = Table(
    "rounds",
    metadata,
    Column("id", String(ID_LENGTH), primary_key=True),
    Column("gathering_id", String(ID_LENGTH), ForeignKey("gatherings.id"), nullable=False),
    Column("number", Integer, nullable=False),
    Column("kind", String(ROUND_KIND_LENGTH), nullable=False),  # swiss, single_elimination
    Column("duration_ms", BigInteger, nullable=False),
    Column("started_ms", BigInteger, nullable=False),
    CheckConstraint("kind IN ('swiss', 'single_elimination')", name="kind"),
    CheckConstraint("duration_ms > 0", name="positive_duration"),
    UniqueConstraint("gathering_id", "number"),
)

round_games = Table(
    "round_games",
    metadata,
    # The primary key is the game alone: a game is a table of one round at most.
    Column("game_id", String(ID_LENGTH), ForeignKey("games.id"), primary_key=True),
    Column("round_id", String(ID_LENGTH), ForeignKey("rounds.id"), nullable=False),
    Column("position", Integer, nullable=False),
    UniqueConstraint("round_id", "game_id"),
)

round_pauses = Table(
    "round_pauses",
    metadata,
    Column("round_id", String(ID_LENGTH), ForeignKey("rounds.id"), primary_key=True),
    Column("seq", Integer, primary_key=True, autoincrement=False),
    Column("paused_ms", BigInteger, nullable=False),
    Column("resumed_ms", BigInteger, nullable=True),
)

round_extensions = Table(
    "round_extensions",
    metadata,
    Column("id", String(ID_LENGTH), primary_key=True),
    Column("round_id", String(ID_LENGTH), nullable=False),
    Column("game_id", String(ID_LENGTH), nullable=False),
    Column("extension_ms", BigInteger, nullable=False),
    Column("given_ms", BigInteger, nullable=False),
    Column("reason", Text, nullable=True),
    CheckConstraint("extension_ms > 0", name="positive_extension"),
    ForeignKeyConstraint(["round_id", "game_id"], ["round_games.round_id", "round_games.game_id"]),
    Index(None, "round_id"),
)

# An engine that scored a stored game differently from the one that stored it (migration
# 0003): both results, of the game's first `seq` entries. Never updated or deleted.
rescorings = Table(
    "rescorings",
    metadata,
    Column("game_id", String(ID_LENGTH), ForeignKey("games.id"), primary_key=True),
    Column("seq", Integer, primary_key=True, autoincrement=False),
    Column("engine_version", String(ENGINE_VERSION_LENGTH), primary_key=True),
    Column("result", Text, nullable=False),  # JSON, as that engine scores the entries
    Column("stored_engine_version", String(ENGINE_VERSION_LENGTH), nullable=False),
    Column("stored_result", Text, nullable=False),  # JSON, as it was stored
    Column("found_ms", BigInteger, nullable=False),
)

# A gathering's event log (migration 0004): its settings and seed, registrations, drops,
# join links and paired rounds, in one order numbered from 1; a paired round's entry is
# written with its round and games. Never updated or deleted.
event_log = Table(
    "event_log",
    metadata,
    Column("gathering_id", String(ID_LENGTH), ForeignKey("gatherings.id"), primary_key=True),
    Column("seq", Integer, primary_key=True, autoincrement=False),
    Column("kind", String(EVENT_KIND_LENGTH), nullable=False),
    Column("data", Text, nullable=False),  # JSON object
    Column("recorded_ms", BigInteger, nullable=False),
    CheckConstraint("seq > 0", name="positive_seq"),
)

# Tokens issued after their game or gathering was created (migration 0005): a table's
# write token re-issued by its organiser, an organiser token given for a recovery code,
# and the recovery codes themselves (used up once they have given one).
tokens = Table(
    "tokens",
    metadata,
    Column("token_hash", String(TOKEN_HASH_LENGTH), primary_key=True),
    Column("kind", String(16), nullable=False),  # write, organiser, recovery
    Column("owner_id", String(ID_LENGTH), nullable=False),  # a game's id or a gathering's
    Column("issued_ms", BigInteger, nullable=False),
    Column("used_ms", BigInteger, nullable=True),  # a recovery code's use
    CheckConstraint("kind IN ('write', 'organiser', 'recovery')", name="kind"),
    Index(None, "owner_id", "kind"),
)

COUNTER_NAME_LENGTH = 16

# A table's resource counters (migration 0006): XP, Energy, Power... by player, kept with
# the game but outside its record; one row per counter ever set, updated in place.
counters = Table(
    "counters",
    metadata,
    Column("game_id", String(ID_LENGTH), ForeignKey("games.id"), primary_key=True),
    Column("player", Text, primary_key=True),
    Column("counter", String(COUNTER_NAME_LENGTH), primary_key=True),
    Column("value", Integer, nullable=False),
    # How often it was changed: the game's counters' sum is their revision.
    Column("changes", Integer, nullable=False),
    Column("updated_ms", BigInteger, nullable=False),
)

# The idempotency keys of counter changes (migration 0007), each with what it asked (the
# change, JSON): a change sent again with its key is not counted twice. Never updated.
counter_requests = Table(
    "counter_requests",
    metadata,
    Column("game_id", String(ID_LENGTH), ForeignKey("games.id"), primary_key=True),
    Column("idempotency_key", String(IDEMPOTENCY_KEY_LENGTH), primary_key=True),
    Column("asked", Text, nullable=False),
    Column("changed_ms", BigInteger, nullable=False),
)

# How a game's first player was drawn (migration 0006): a coin or dice, JSON, at most one
# per game, written with the header it led to. Never updated or deleted.
tosses = Table(
    "tosses",
    metadata,
    Column("game_id", String(ID_LENGTH), ForeignKey("games.id"), primary_key=True),
    Column("data", Text, nullable=False),
    Column("drawn_ms", BigInteger, nullable=False),
)
