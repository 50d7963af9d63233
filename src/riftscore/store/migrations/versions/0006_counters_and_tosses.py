"""A table's resource counters, and how its first player was drawn.

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "counters",
        sa.Column("game_id", sa.String(64), nullable=False),
        sa.Column("player", sa.Text(), nullable=False),
        sa.Column("counter", sa.String(16), nullable=False),
        sa.Column("value", sa.Integer(), nullable=False),
        sa.Column("changes", sa.Integer(), nullable=False),
        sa.Column("updated_ms", sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name="fk_counters_game_id_games"),
        sa.PrimaryKeyConstraint("game_id", "player", "counter", name="pk_counters"),
    )
    op.create_table(
        "tosses",
        sa.Column("game_id", sa.String(64), nullable=False),
        sa.Column("data", sa.Text(), nullable=False),
        sa.Column("drawn_ms", sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name="fk_tosses_game_id_games"),
        sa.PrimaryKeyConstraint("game_id", name="pk_tosses"),
    )


def downgrade() -> None:
    op.drop_table("tosses")
    op.drop_table("counters")
