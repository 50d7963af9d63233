"""Standings worked out by hand for a small event, played through the API.

Four players, two Swiss rounds. Round 1's pairing is the seeded draw's, so the players
are called by their places in it: the first table seats W (first) and X, the second Y
and Z. Round 1: W beats X 2-0, Y beats Z 2-1. Round 2 can only pair W v Y and X v Z
(the score groups, no rematch). Round 2: Y beats W 2-1; X and Z draw their game at time.

After round 2, by hand (MW = match points / 3 per round, GW = (3 a game won + 1 a game
drawn) / 3 per game, each at least 1/3; OMW and OGW the means over the opponents):

    W: 3 points; games 3 won of 5: GW 3/5; MW 1/2
       OMW (X 1/3, Y 1) = 2/3; OGW (X 1/3, Y 2/3) = 1/2
    X: 1 point; 0 won, 1 drawn of 3: 1/9, GW 1/3; MW 1/3
       OMW (W 1/2, Z 1/3) = 5/12; OGW (W 3/5, Z 1/3) = 7/15
    Y: 6 points; 4 won of 6: GW 2/3; MW 1
       OMW (Z 1/3, W 1/2) = 5/12; OGW (Z 1/3, W 3/5) = 7/15
    Z: 1 point; 1 won, 1 drawn of 4: 4/12, GW 1/3; MW 1/3
       OMW (Y 1, X 1/3) = 2/3; OGW (Y 2/3, X 1/3) = 1/2

Order: Y (6), W (3), then Z before X on OMW (2/3 against 5/12).
"""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from tests.web.events import EventOrganiser, TableGame


def line(points: int, won: int, drawn: int, lost: int, omw: float, gw: float, ogw: float) -> Any:
    return {
        "match_points": points,
        "won": won,
        "drawn": drawn,
        "lost": lost,
        "byes": 0,
        "omw": omw,
        "gw": gw,
        "ogw": ogw,
        "dropped": False,
    }


def by_place(standings: dict[str, Any], place: dict[str, str]) -> list[tuple[str, Any]]:
    keys = line(0, 0, 0, 0, 0, 0, 0).keys()
    return [(place[s["id"]], {k: s[k] for k in keys}) for s in standings["standings"]]


def test_two_rounds_worked_out_by_hand(client: TestClient) -> None:
    organiser = EventOrganiser(client)
    for name in ("Ann", "Ben", "Cat", "Dan"):
        organiser.registered(name)
    round_1 = organiser.paired()
    (w, x), (y, z) = ([e["id"] for e in t["entrants"]] for t in round_1["tables"])
    place = {w: "W", x: "X", y: "Y", z: "Z"}
    first, second = (TableGame(client, t) for t in round_1["tables"])
    first.play_match(0, 0)  # W 2-0 X
    second.play_match(0, 1, 0)  # Y 2-1 Z

    assert by_place(organiser.standings(), place) == [
        ("W", line(3, 1, 0, 0, 0.3333, 1.0, 0.3333)),
        ("Y", line(3, 1, 0, 0, 0.3333, 0.6667, 0.3333)),
        ("X", line(0, 0, 0, 1, 1.0, 0.3333, 1.0)),  # X's OGW (W's 1) is above Z's
        ("Z", line(0, 0, 0, 1, 1.0, 0.3333, 0.6667)),
    ]

    round_2 = organiser.paired()
    assert [[place[e["id"]] for e in t["entrants"]] for t in round_2["tables"]] == [
        ["W", "Y"],
        ["X", "Z"],
    ]
    top, bottom = (TableGame(client, t) for t in round_2["tables"])
    top.play_match(1, 0, 1)  # Y 2-1 W
    bottom.draw_at_time()  # X and Z: game 1 drawn at time, the match drawn

    after_2 = [
        ("Y", line(6, 2, 0, 0, 0.4167, 0.6667, 0.4667)),
        ("W", line(3, 1, 0, 1, 0.6667, 0.6, 0.5)),
        ("Z", line(1, 0, 1, 1, 0.6667, 0.3333, 0.5)),
        ("X", line(1, 0, 1, 1, 0.4167, 0.3333, 0.4667)),
    ]
    assert by_place(organiser.standings(), place) == after_2
    assert [s["rank"] for s in organiser.standings()["standings"]] == [1, 2, 3, 4]
    # The standings after round 1 can still be asked for, and are as they were.
    assert by_place(organiser.standings(round=1), place)[0] == (
        "W",
        line(3, 1, 0, 0, 0.3333, 1.0, 0.3333),
    )
