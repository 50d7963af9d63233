"""Alembic migrations of the store, shipped with the package and run at startup."""
