"""An organiser running an evening through the API, the tables playing their matches by
posting actions, and the event's facts rebuilt on the test's side from what the API
answered, for `riftscore.tournament` to judge independently."""

from __future__ import annotations

import copy
from typing import Any

import httpx

from riftscore.tournament import Entrant, Event, Result, Round, Stage, Standing, Table
from tests.web.rounds import END_TURN, TIME, Organiser, gain, turn


class EventOrganiser(Organiser):
    """The organiser's device, running a gathering that pairs its rounds from its players."""

    def __init__(self, client: httpx.Client, name: str = "Friday at the Lair", **settings: Any):
        self.client = client
        created = client.post("/api/gatherings", json={"name": name, **settings})
        assert created.status_code == 201, created.text
        body = created.json()
        self.id: str = body["id"]
        self.token: str = body["organiser_token"]
        self.join_token: str = body["join_token"]
        self.recovery_code: str = body["recovery_code"]
        self.url = f"/api/gatherings/{self.id}"

    def on(self, client: httpx.Client) -> EventOrganiser:
        """The same organiser on another device (another server's client)."""
        device = copy.copy(self)
        device.client = client
        return device

    def register(self, name: str, token: str | None = None, **more: Any) -> httpx.Response:
        headers = {"Authorization": f"Bearer {token or self.token}"}
        return self.client.post(f"{self.url}/players", json={"name": name, **more}, headers=headers)

    def registered(self, name: str, *, join: bool = False, **more: Any) -> dict[str, Any]:
        """A player registered by the organiser, or by themselves with the join link."""
        response = self.register(name, self.join_token if join else None, **more)
        assert response.status_code == 201, response.text
        result: dict[str, Any] = response.json()
        return result

    def pair(self, **body: Any) -> httpx.Response:
        return self.start(**body)

    def paired(self, pairings: str = "swiss", **body: Any) -> dict[str, Any]:
        """The next round paired (its clock not started): its `pairings` (tables, write
        tokens, byes)."""
        response = self.pair(pairings=pairings, **body)
        assert response.status_code == 201, response.text
        result: dict[str, Any] = response.json()["pairings"]
        return result

    def start_paired(self, number: int, **body: Any) -> httpx.Response:
        """Start paired round `number`'s clock (the second step)."""
        return self.post(f"rounds/{number}/start", body or None)

    def started(self, number: int, **body: Any) -> dict[str, Any]:
        """Paired round `number`, its clock started: as `GET .../rounds/{n}` shows it."""
        response = self.start_paired(number, **body)
        assert response.status_code == 200, response.text
        result: dict[str, Any] = response.json()
        return result

    def event(self) -> dict[str, Any]:
        response = self.client.get(f"{self.url}/event")
        assert response.status_code == 200, response.text
        result: dict[str, Any] = response.json()
        return result

    def standings(self, **query: Any) -> dict[str, Any]:
        response = self.client.get(f"{self.url}/standings.json", params=query)
        assert response.status_code == 200, response.text
        result: dict[str, Any] = response.json()
        return result

    def drop(self, player_id: str) -> httpx.Response:
        return self.post(f"players/{player_id}/drop")

    def no_show(self, player_id: str) -> httpx.Response:
        return self.post(f"players/{player_id}/no-show")

    def result(self, game_id: str, game_wins: list[int], **more: Any) -> httpx.Response:
        return self.post(f"games/{game_id}/result", {"game_wins": game_wins, **more})


class TableGame:
    """A paired table's phones: its game, posted to with the table's write token."""

    def __init__(self, client: httpx.Client, table: dict[str, Any]) -> None:
        self.client = client
        self.id: str = table["game"]
        self.token: str = table["write_token"]
        self.players: list[str] = table["players"]
        self.entrants = [e["id"] for e in table["entrants"]]

    def do(self, *actions: dict[str, Any]) -> dict[str, Any]:
        answer: dict[str, Any] = {}
        for action in actions:
            response = self.client.post(
                f"/api/games/{self.id}/actions",
                json=action,
                headers={"Authorization": f"Bearer {self.token}"},
            )
            assert response.status_code == 200, response.text
            answer = response.json()
        return answer

    def play_match(self, *winners: int) -> dict[str, Any]:
        """A best-of-three played game by game: each game's winner (0: the first seat)
        scores 8 in the first turn; the loser chooses to go first in the next game, on
        two fresh battlefields."""
        answer: dict[str, Any] = {}
        first = self.players[0]
        for number, winner in enumerate(winners, 1):
            if number > 1:
                fields = [f"Field {number}a", f"Field {number}b"]
                self.do({"do": "game", "battlefields": fields, "first": first})
            answer = self.do(turn(first), gain(self.players[winner], 8))
            first = self.players[1 - winner]
        return answer

    def draw_at_time(self) -> dict[str, Any]:
        """Time is called in game 1 with a lead of 1; the three additional turns change
        nothing: game 1 is drawn, and so is the match (no game starts after time)."""
        a, b = self.players
        self.do(turn(a), gain(a, 4), gain(b, 3), TIME)
        return self.do(turn(b), turn(a), turn(b), END_TURN)


class Ledger:
    """The evening as the test saw it: who registered (and when), who dropped, each
    round's tables and byes as the API paired them, and the results the test played.
    `event()` builds the tournament's facts from these alone."""

    def __init__(self, seed: str) -> None:
        self.seed = seed
        self.entrants: dict[str, Entrant] = {}
        self.rounds: list[Round] = []
        self.results: dict[tuple[int, int], Result] = {}
        self.cut: int | None = None

    def registered(self, player: dict[str, Any]) -> None:
        self.entrants[player["id"]] = Entrant(
            player["id"], player["name"], tuple(player.get("members", ())), len(self.rounds) + 1
        )

    def dropped(self, player_id: str) -> None:
        entrant = self.entrants[player_id]
        self.entrants[player_id] = Entrant(
            entrant.id, entrant.name, entrant.members, entrant.joined_round, len(self.rounds)
        )

    def paired(self, pairings: dict[str, Any]) -> None:
        stage = Stage(pairings["stage"])
        if pairings.get("cut"):
            self.cut = pairings["cut"]
        tables = tuple(Table(tuple(e["id"] for e in t["entrants"])) for t in pairings["tables"])
        byes = tuple(e["id"] for e in pairings["byes"])
        self.rounds.append(Round(pairings["round"], tables, byes, stage))

    def played(self, round_number: int, table_number: int, result: Result) -> None:
        self.results[round_number, table_number] = result

    def event(self) -> Event:
        rounds = tuple(
            Round(
                r.number,
                tuple(
                    Table(t.entrants, self.results.get((r.number, n)))
                    for n, t in enumerate(r.tables, 1)
                ),
                r.byes,
                r.stage,
            )
            for r in self.rounds
        )
        return Event(tuple(self.entrants.values()), self.seed, rounds, cut=self.cut)


def api_rows(lines: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    """The API's standings lines as comparable rows."""
    keys = ("rank", "id", "player", "match_points", "won", "drawn", "lost", "byes")
    return [
        (*(line[k] for k in keys), line["omw"], line["gw"], line["ogw"], line["dropped"])
        for line in lines
    ]


def package_rows(lines: tuple[Standing, ...]) -> list[tuple[Any, ...]]:
    """`riftscore.tournament.standings` lines as the same rows, to the API's 4 decimals."""
    return [
        (
            s.rank,
            s.entrant,
            s.name,
            s.match_points,
            s.won,
            s.drawn,
            s.lost,
            s.byes,
            round(s.omw, 4),
            round(s.gw, 4),
            round(s.ogw, 4),
            s.dropped,
        )
        for s in lines
    ]
