"""What keyed requests were answered, and tokens issued after a game or gathering began.

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Entries stored before keep NULL: a retry of one of them is answered by replaying.
    with op.batch_alter_table("log") as altered:
        altered.add_column(sa.Column("answer", sa.Text(), nullable=True))
    op.create_table(
        "tokens",
        sa.Column("token_hash", sa.String(64), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("owner_id", sa.String(64), nullable=False),
        sa.Column("issued_ms", sa.BigInteger(), nullable=False),
        sa.Column("used_ms", sa.BigInteger(), nullable=True),
        sa.CheckConstraint("kind IN ('write', 'organiser', 'recovery')", name="ck_tokens_kind"),
        sa.PrimaryKeyConstraint("token_hash", name="pk_tokens"),
    )
    op.create_index("ix_tokens_owner_id_kind", "tokens", ["owner_id", "kind"])


def downgrade() -> None:
    op.drop_index("ix_tokens_owner_id_kind", table_name="tokens")
    op.drop_table("tokens")
    with op.batch_alter_table("log") as altered:
        altered.drop_column("answer")
