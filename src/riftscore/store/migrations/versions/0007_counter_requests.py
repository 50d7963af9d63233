"""The idempotency keys of counter changes: a change sent again is not counted twice.

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "counter_requests",
        sa.Column("game_id", sa.String(64), nullable=False),
        sa.Column("idempotency_key", sa.String(255), nullable=False),
        sa.Column("asked", sa.Text(), nullable=False),
        sa.Column("changed_ms", sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name="fk_counter_requests_game_id_games"
        ),
        sa.PrimaryKeyConstraint("game_id", "idempotency_key", name="pk_counter_requests"),
    )


def downgrade() -> None:
    op.drop_table("counter_requests")
