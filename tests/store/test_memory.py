from __future__ import annotations

import pytest

from riftscore.store import EventStore, MemoryStore
from tests.store.contract import StoreContract


class TestMemoryStore(StoreContract):
    @pytest.fixture
    def store(self) -> EventStore:
        return MemoryStore()
