"""A gathering's event log (players, drops, paired rounds), and rulings in a game's log.

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

ACTION_OR_UNDO = "(action IS NULL) <> (retracts IS NULL)"
ONE_KIND = (
    "(CASE WHEN action IS NULL THEN 0 ELSE 1 END) + (CASE WHEN retracts IS NULL THEN 0 ELSE 1 END)"
    " + (CASE WHEN ruling IS NULL THEN 0 ELSE 1 END) = 1"
)


def upgrade() -> None:
    # SQLite changes a constraint by copying the table (batch mode); PostgreSQL in place.
    # Constraint names go through the naming convention ("ck_log_" + name), as in 0001.
    with op.batch_alter_table("log") as altered:
        altered.add_column(sa.Column("ruling", sa.Text(), nullable=True))
        altered.drop_constraint("ck_log_action_or_undo", type_="check")
        altered.create_check_constraint("one_kind", ONE_KIND)
    op.create_table(
        "event_log",
        sa.Column("gathering_id", sa.String(64), nullable=False),
        sa.Column("seq", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("data", sa.Text(), nullable=False),
        sa.Column("recorded_ms", sa.BigInteger(), nullable=False),
        sa.CheckConstraint("seq > 0", name="ck_event_log_positive_seq"),
        sa.ForeignKeyConstraint(
            ["gathering_id"], ["gatherings.id"], name="fk_event_log_gathering_id_gatherings"
        ),
        sa.PrimaryKeyConstraint("gathering_id", "seq", name="pk_event_log"),
    )


def downgrade() -> None:
    op.drop_table("event_log")
    op.execute("DELETE FROM log WHERE ruling IS NOT NULL")
    with op.batch_alter_table("log") as altered:
        altered.drop_constraint("one_kind", type_="check")
        altered.drop_column("ruling")
        altered.create_check_constraint("ck_log_action_or_undo", ACTION_OR_UNDO)
