"""Games, their append-only log, and gatherings.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "gatherings",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("organiser_token_hash", sa.String(64), nullable=False),
        sa.Column("created_ms", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_gatherings"),
    )
    op.create_table(
        "games",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("header", sa.Text(), nullable=False),
        sa.Column("write_token_hash", sa.String(64), nullable=False),
        sa.Column("gathering_id", sa.String(64), nullable=True),
        sa.Column("table_label", sa.Text(), nullable=True),
        sa.Column("created_ms", sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(
            ["gathering_id"], ["gatherings.id"], name="fk_games_gathering_id_gatherings"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_games"),
    )
    op.create_index("ix_games_gathering_id_created_ms", "games", ["gathering_id", "created_ms"])
    op.create_table(
        "log",
        sa.Column("game_id", sa.String(64), nullable=False),
        sa.Column("seq", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("action", sa.Text(), nullable=True),
        sa.Column("retracts", sa.Integer(), nullable=True),
        sa.Column("idempotency_key", sa.String(255), nullable=True),
        sa.Column("recorded_ms", sa.BigInteger(), nullable=False),
        sa.CheckConstraint("(action IS NULL) <> (retracts IS NULL)", name="ck_log_action_or_undo"),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name="fk_log_game_id_games"),
        sa.PrimaryKeyConstraint("game_id", "seq", name="pk_log"),
        sa.UniqueConstraint("game_id", "idempotency_key", name="uq_log_game_id_idempotency_key"),
    )


def downgrade() -> None:
    op.drop_table("log")
    op.drop_index("ix_games_gathering_id_created_ms", table_name="games")
    op.drop_table("games")
    op.drop_table("gatherings")
