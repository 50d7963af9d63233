"""A top cut of any size from 2 to 16 through the API: a top 6 whose seeds 1 and 2 wait
out the quarter-finals, played to its champion; a cut larger than the players left
refused with the largest allowed, and nothing changed."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from tests.web.events import EventOrganiser

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]


def ids(entrants: list[dict[str, Any]]) -> list[str]:
    return [e["id"] for e in entrants]


def swiss_evening(client: TestClient, rounds: int = 3) -> EventOrganiser:
    """Eight players, `rounds` Swiss rounds, the higher-ranked player winning each 2-0."""
    organiser = EventOrganiser(client)
    for name in NAMES:
        organiser.registered(name)
    for _ in range(rounds):
        paired = organiser.paired()
        for table in paired["tables"]:
            assert organiser.result(table["game"], [2, 0]).status_code == 200
    return organiser


def play_round(organiser: EventOrganiser, paired: dict[str, Any], winner_seat: int) -> None:
    for table in paired["tables"]:
        wins = [2, 1] if winner_seat == 0 else [1, 2]
        assert organiser.result(table["game"], wins).status_code == 200


def test_a_top_6_gives_seeds_1_and_2_byes_and_plays_to_a_champion(client: TestClient) -> None:
    organiser = swiss_evening(client)
    event = organiser.event()
    assert event["options"]["cut_sizes"] == [2, 3, 4, 5, 6, 7, 8]
    seeds = [row["id"] for row in organiser.standings()["standings"][:6]]

    quarters = organiser.paired("top", size=6)
    assert ids(quarters["byes"]) == [seeds[0], seeds[1]]
    assert [ids(t["entrants"]) for t in quarters["tables"]] == [
        [seeds[3], seeds[4]],
        [seeds[2], seeds[5]],
    ]
    drawn = organiser.event()["bracket"]
    assert (drawn["size"], drawn["places"], drawn["stages_total"]) == (6, 8, 3)
    assert drawn["stage_names"] == ["Quarter-finals", "Semi-finals", "Final"]
    first = drawn["stages"][0]["matches"]
    assert [(m["seeds"], m["bye"], m["decided"]) for m in first] == [
        ([1, None], True, True),
        ([4, 5], False, False),
        ([2, None], True, True),
        ([3, 6], False, False),
    ]

    play_round(organiser, quarters, winner_seat=1)  # 5 beats 4, 6 beats 3
    semis = organiser.paired("top")
    assert semis["byes"] == []
    assert [ids(t["entrants"]) for t in semis["tables"]] == [
        [seeds[0], seeds[4]],
        [seeds[1], seeds[5]],
    ]
    play_round(organiser, semis, winner_seat=0)  # 1 and 2 through
    final = organiser.paired("top")
    assert [ids(t["entrants"]) for t in final["tables"]] == [[seeds[0], seeds[1]]]
    play_round(organiser, final, winner_seat=1)

    event = organiser.event()
    assert event["over"] is True
    assert event["champion"]["id"] == seeds[1]
    assert event["bracket"]["champion"]["id"] == seeds[1]
    assert [len(stage["matches"]) for stage in event["bracket"]["stages"]] == [4, 2, 1]
    assert event["next"]["stage"] == "over"


def test_a_cut_larger_than_the_players_left_is_refused_with_the_largest(
    client: TestClient,
) -> None:
    organiser = swiss_evening(client, rounds=2)
    leaver = organiser.standings()["standings"][-1]["id"]
    assert organiser.drop(leaver).status_code == 200
    before = organiser.event()
    assert before["options"]["cut_sizes"] == [2, 3, 4, 5, 6, 7]

    refused = organiser.pair(pairings="top", size=8)
    assert refused.status_code == 409, refused.text
    error = refused.json()["error"]
    assert error["code"] == "cut_too_large"
    assert error["params"] == {"size": 8, "left": 7, "largest": 7}
    assert error["message"] == (
        "a top 8 needs 8 players still in the event, and only 7 are left: "
        "the largest cut now is a top 7"
    )
    after = organiser.event()
    assert after["rounds"] == before["rounds"]
    assert after["bracket"] is None and after["next"] == before["next"]

    # A size the rules never take is a wrong field, not a cut too large.
    beyond = organiser.pair(pairings="top", size=17)
    assert beyond.status_code == 422
    assert beyond.json()["error"]["message"] == '"size" must be the top cut\'s size: 2 to 16'

    # The largest offered is taken: a top 7, seed 1 with the bye.
    cut = organiser.paired("top", size=7)
    assert len(cut["byes"]) == 1 and len(cut["tables"]) == 3


def test_a_top_9_plays_8_v_9_for_the_last_quarter_final_place(client: TestClient) -> None:
    organiser = EventOrganiser(client, "Ten on a Tuesday")
    for number in range(10):
        organiser.registered(f"Player {number + 1}")
    for table in organiser.paired()["tables"]:
        assert organiser.result(table["game"], [2, 0]).status_code == 200
    seeds = [row["id"] for row in organiser.standings()["standings"][:9]]

    first = organiser.paired("top", size=9)
    # Seeds 1 to 7 wait out the round of 16, listed in bracket order.
    assert ids(first["byes"]) == [seeds[s - 1] for s in (1, 4, 5, 2, 7, 3, 6)]
    assert [ids(t["entrants"]) for t in first["tables"]] == [[seeds[7], seeds[8]]]
    drawn = organiser.event()["bracket"]
    assert (drawn["places"], drawn["stages_total"]) == (16, 4)
    assert drawn["stage_names"] == ["Round of 16", "Quarter-finals", "Semi-finals", "Final"]
    tables = 0
    paired = first
    while not organiser.event()["over"]:
        play_round(organiser, paired, winner_seat=1)  # the lower seed wins every match
        tables += len(paired["tables"])
        if not organiser.event()["over"]:
            paired = organiser.paired("top")
    event = organiser.event()
    assert tables == 9 - 1  # every match sends one player home
    assert len([r for r in event["rounds"] if r["stage"] == "top_cut"]) == 4
    assert event["champion"]["id"] in seeds
