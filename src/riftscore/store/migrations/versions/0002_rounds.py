"""Timed rounds of a gathering: their tables, the organiser's pauses, the judges' extensions.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rounds",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("gathering_id", sa.String(64), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(32), nullable=False),
        sa.Column("duration_ms", sa.BigInteger(), nullable=False),
        sa.Column("started_ms", sa.BigInteger(), nullable=False),
        sa.CheckConstraint("kind IN ('swiss', 'single_elimination')", name="ck_rounds_kind"),
        sa.CheckConstraint("duration_ms > 0", name="ck_rounds_positive_duration"),
        sa.ForeignKeyConstraint(
            ["gathering_id"], ["gatherings.id"], name="fk_rounds_gathering_id_gatherings"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_rounds"),
        sa.UniqueConstraint("gathering_id", "number", name="uq_rounds_gathering_id_number"),
    )
    op.create_table(
        "round_games",
        sa.Column("game_id", sa.String(64), nullable=False),
        sa.Column("round_id", sa.String(64), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name="fk_round_games_game_id_games"),
        sa.ForeignKeyConstraint(["round_id"], ["rounds.id"], name="fk_round_games_round_id_rounds"),
        sa.PrimaryKeyConstraint("game_id", name="pk_round_games"),
        sa.UniqueConstraint("round_id", "game_id", name="uq_round_games_round_id_game_id"),
    )
    op.create_table(
        "round_pauses",
        sa.Column("round_id", sa.String(64), nullable=False),
        sa.Column("seq", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("paused_ms", sa.BigInteger(), nullable=False),
        sa.Column("resumed_ms", sa.BigInteger(), nullable=True),
        sa.ForeignKeyConstraint(
            ["round_id"], ["rounds.id"], name="fk_round_pauses_round_id_rounds"
        ),
        sa.PrimaryKeyConstraint("round_id", "seq", name="pk_round_pauses"),
    )
    op.create_table(
        "round_extensions",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("round_id", sa.String(64), nullable=False),
        sa.Column("game_id", sa.String(64), nullable=False),
        sa.Column("extension_ms", sa.BigInteger(), nullable=False),
        sa.Column("given_ms", sa.BigInteger(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.CheckConstraint("extension_ms > 0", name="ck_round_extensions_positive_extension"),
        sa.ForeignKeyConstraint(
            ["round_id", "game_id"],
            ["round_games.round_id", "round_games.game_id"],
            name="fk_round_extensions_round_id_round_games",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_round_extensions"),
    )
    op.create_index("ix_round_extensions_round_id", "round_extensions", ["round_id"])


def downgrade() -> None:
    op.drop_index("ix_round_extensions_round_id", table_name="round_extensions")
    op.drop_table("round_extensions")
    op.drop_table("round_pauses")
    op.drop_table("round_games")
    op.drop_table("rounds")
