"""An organiser running timed rounds, tables playing in them, and a clock that tests move."""

from __future__ import annotations

import threading
from typing import Any

import httpx

from tests.web.helpers import DUEL, Table

MINUTE_MS = 60_000
START_MS = 1_760_000_000_000  # seven in the evening at the store, say


class StoreClock:
    """The server's time, moved by the test instead of waited for."""

    def __init__(self, now: int = START_MS) -> None:
        self._now = now
        self._lock = threading.Lock()

    def __call__(self) -> int:
        with self._lock:
            return self._now

    def advance(self, minutes: float) -> None:
        with self._lock:
            self._now += round(minutes * MINUTE_MS)


class Seat(Table):
    """A table of the gathering: its game was created by the organiser."""

    def __init__(self, client: httpx.Client, token: str, game: dict[str, Any]) -> None:
        self.client = client
        self.id = game["id"]
        self.token = token
        self.url = f"/api/games/{self.id}"

    def view(self) -> dict[str, Any]:
        response = self.client.get(f"{self.url}/clock")
        assert response.status_code == 200, response.text
        # Reading the clock is what records time at zero; then the whole game is read.
        return self.read()


class Organiser:
    """The organiser's device: a gathering, its tables, its rounds."""

    def __init__(self, client: httpx.Client, name: str = "Friday at the Lair") -> None:
        self.client = client
        created = client.post("/api/gatherings", json={"name": name})
        assert created.status_code == 201, created.text
        self.id: str = created.json()["id"]
        self.token: str = created.json()["organiser_token"]
        self.code: str = created.json()["recovery_code"]
        self.url = f"/api/gatherings/{self.id}"

    def auth(self, **headers: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}", **headers}

    def table(self, label: str, header: dict[str, Any] = DUEL, **keys: Any) -> Seat:
        body = {**header, **keys, "table": label}
        created = self.client.post(f"{self.url}/games", json=body, headers=self.auth())
        assert created.status_code == 201, created.text
        return Seat(self.client, created.json()["write_token"], created.json())

    def start(self, **body: Any) -> httpx.Response:
        return self.client.post(f"{self.url}/rounds", json=body, headers=self.auth())

    def start_round(self, **body: Any) -> dict[str, Any]:
        response = self.start(**body)
        assert response.status_code == 201, response.text
        result: dict[str, Any] = response.json()
        return result

    def round(self, number: int = 1) -> dict[str, Any]:
        response = self.client.get(f"{self.url}/rounds/{number}")
        assert response.status_code == 200, response.text
        result: dict[str, Any] = response.json()
        return result

    def post(self, path: str, body: Any = None, **headers: str) -> httpx.Response:
        return self.client.post(f"{self.url}/{path}", json=body, headers=self.auth(**headers))

    def pause(self, number: int = 1) -> httpx.Response:
        return self.post(f"rounds/{number}/pause")

    def resume(self, number: int = 1) -> httpx.Response:
        return self.post(f"rounds/{number}/resume")

    def extend(self, seat: Seat, minutes: Any, number: int = 1, **more: Any) -> httpx.Response:
        headers = more.pop("headers", {})
        body = {"game": seat.id, "minutes": minutes, **more}
        return self.post(f"rounds/{number}/extensions", body, **headers)


def table_of(round_view: dict[str, Any], seat: Seat) -> dict[str, Any]:
    (line,) = [t for t in round_view["tables"] if t["id"] == seat.id]
    return line


def turn(player: str) -> dict[str, Any]:
    return {"do": "turn", "player": player}


def gain(player: str, points: int) -> dict[str, Any]:
    return {"do": "gain", "player": player, "points": points}


def concede(player: str) -> dict[str, Any]:
    return {"do": "concede", "player": player}


def next_game(first: str, *battlefields: str) -> dict[str, Any]:
    return {"do": "game", "battlefields": list(battlefields), "first": first}


END_TURN: dict[str, Any] = {"do": "end_turn"}
TIME: dict[str, Any] = {"do": "time"}
MATCH: dict[str, Any] = {**DUEL, "mode": "match"}


def time_entries(seat: Seat) -> list[dict[str, Any]]:
    """The `time` entries in the game's history, undone ones included."""
    history = seat.read()["history"]
    return [h for h in history if h["action"] == TIME and h["kind"] == "action"]
