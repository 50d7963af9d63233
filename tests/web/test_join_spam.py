"""A join link passed around cannot fill an event from one device (issue 22, 5: 247
registrations in 1.4 s from one address filled an event's 256 places). Registrations with
the join link are limited per device: a burst of a few, then a few a minute (429 with
Retry-After); the organiser's own registrations are not counted."""

from __future__ import annotations

from collections.abc import Callable

from fastapi import FastAPI
from fastapi.testclient import TestClient

from riftscore.web.ratelimit import Buckets
from tests.web.events import EventOrganiser


def test_one_device_registers_a_few_with_the_join_link_then_waits(
    make_app: Callable[..., FastAPI],
) -> None:
    with TestClient(make_app(registrations_burst=4, registrations_per_minute=4)) as client:
        organiser = EventOrganiser(client)
        for name in ("Ann", "Ben", "Cat", "Dan"):
            organiser.registered(name, join=True)
        refused = organiser.register("Eve", organiser.join_token)
        assert refused.status_code == 429, refused.text
        assert refused.json()["error"]["code"] == "too_many_registrations"
        assert 1 <= int(refused.headers["Retry-After"]) <= 15  # four a minute
        names = [p["name"] for p in client.get(f"{organiser.url}/players").json()["players"]]
        assert names == ["Ann", "Ben", "Cat", "Dan"]  # nothing of Eve's was kept
        # The organiser registers the rest of the room at once.
        for name in ("Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"):
            organiser.registered(name)


def test_each_device_has_its_own_share_of_registrations() -> None:
    now = [0.0]
    buckets = Buckets(4, 4, clock=lambda: now[0])
    assert [buckets.take("phone A") for _ in range(4)] == [0.0] * 4
    assert buckets.take("phone A") == 15.0  # the next token in a quarter of a minute
    assert buckets.take("phone B") == 0.0
    now[0] += 15.0
    assert buckets.take("phone A") == 0.0
