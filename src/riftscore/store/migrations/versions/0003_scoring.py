"""Which engine scored each game (after each entry), its result, and the rescorings found.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # What was stored before keeps NULL (no engine recorded), until the game's next entry.
    for table in ("games", "log"):
        with op.batch_alter_table(table) as altered:
            altered.add_column(sa.Column("engine_version", sa.String(32), nullable=True))
            altered.add_column(sa.Column("result", sa.Text(), nullable=True))
    op.create_table(
        "rescorings",
        sa.Column("game_id", sa.String(64), nullable=False),
        sa.Column("seq", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("engine_version", sa.String(32), nullable=False),
        sa.Column("result", sa.Text(), nullable=False),
        sa.Column("stored_engine_version", sa.String(32), nullable=False),
        sa.Column("stored_result", sa.Text(), nullable=False),
        sa.Column("found_ms", sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name="fk_rescorings_game_id_games"),
        sa.PrimaryKeyConstraint("game_id", "seq", "engine_version", name="pk_rescorings"),
    )


def downgrade() -> None:
    op.drop_table("rescorings")
    for table in ("log", "games"):
        with op.batch_alter_table(table) as altered:
            altered.drop_column("result")
            altered.drop_column("engine_version")
