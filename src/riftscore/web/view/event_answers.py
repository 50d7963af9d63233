"""What the gathering's and the event's routes answer, declared once as msgspec structs.

As for a game's answers (`answers`): each body is built as one of these and encoded as
it is; the OpenAPI document's schemas, the results' and standings' CSV columns and the
pages' module of field names (`static/shared/fields.js`) are generated from them. A key
only some answers carry is `UNSET` when absent (left out of the JSON); a key always
there but possibly empty is typed `... | None`. The field order is the JSON's key order.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import UNSET, UnsetType

from riftscore.rules import Mode, Round
from riftscore.tournament import CUT_SIZES, EVENT_MODES
from riftscore.web.view.answers import (
    Answer,
    Clock,
    GameOfMatch,
    Links,
    Milliseconds,
    Moment,
    RecordedResult,
    Time,
)

# ------------------------------------------------------------------ parts

StageName = Literal["swiss", "top_cut"]
ClockState = Literal["running", "paused", "expired"]
CutSize = Annotated[int, msgspec.Meta(extra_json_schema={"enum": list(CUT_SIZES)})]
EventMode = Annotated[
    str,
    msgspec.Meta(
        extra_json_schema={"enum": list(EVENT_MODES)},
        description="The tables' mode. skirmish and war seat pods of 3 and 4 (the first "
        "preferred); 2v2 registers teams.",
    ),
]
Percent = Annotated[
    float,
    msgspec.Meta(
        ge=0, le=1, description="from 0 to 1, to 4 decimals (at least 1/3: the rules' floor)"
    ),
]


class Entrant(Answer):
    """An entrant named: its id and name (a 2v2 team's `members` too), and its players'
    `legends` when they gave them (by player name)."""

    id: str
    name: str
    members: list[str] | UnsetType = UNSET
    legends: dict[str, str] | UnsetType = UNSET


class Points(Answer):
    """Match points for a match won, drawn, lost (a bye scores a win)."""

    win: int
    draw: int
    loss: int


class EventSettings(Answer):
    """How the event pairs and scores: the tables' `mode`, its match `points`, the Swiss
    `rounds` planned (null: as suggested for the players) and a round's `minutes`."""

    mode: EventMode
    points: Points
    rounds: int | None
    minutes: int


class EventSettingsView(EventSettings, kw_only=True):
    """The settings, with `teams`: whether entrants register as teams of two (the mode's,
    from the rules core)."""

    teams: bool


# ------------------------------------------------------------------ a gathering


class CreatedGathering(Answer):
    """A gathering just started: its organiser token (runs it), its join token (players
    register themselves) and its `recovery_code`, shown once: it gives a new organiser
    token if this one is lost (`POST /api/gatherings/{id}/recovery`)."""

    id: str
    organiser_token: str
    join_token: str
    recovery_code: str
    links: Links


class GatheringGame(Answer):
    """One line of a gathering's list of games: where each table stands (a match's
    `game_wins`, a timed table's `clock`)."""

    id: str
    table: str | None
    mode: Mode
    players: list[str]
    version: int
    outcome: Literal["win", "draw", "ongoing"]
    winners: list[str]
    scores: dict[str, int]
    turn: int
    links: Links
    game_wins: dict[str, int] | UnsetType = UNSET
    clock: Clock | UnsetType = UNSET


class RoundTable(GatheringGame, kw_only=True):
    """One table of a round, for the organiser: its game's line, how it ended (`by`),
    where time stands, its result in words (null while played); in the answer to pairing
    a round, also its `game`, `number`, `entrants` and `write_token`."""

    by: str | None
    time: Time
    result: str | None
    game_number: int | UnsetType = UNSET
    game: str | UnsetType = UNSET
    number: int | UnsetType = UNSET
    entrants: list[Entrant] | UnsetType = UNSET
    write_token: str | UnsetType = UNSET


class RoundProcedure(Answer):
    """What a type of round does once time is called, as the rules core applies it: the
    additional turns, the lead that wins a game (1: the most points), the reason given
    when no side has it (`no_lead_of_two`: drawn; `tied`: sudden death), what a match
    does when time is called between its games (`no_new_game`, `one_more_game` with its
    additional turns), and the same in words (`summary`, `text`)."""

    type: Round
    additional_turns: int
    winning_lead: int
    tied: str
    between_games: str
    additional_turns_in_new_game: int
    summary: str
    text: str


class RoundSummary(Answer):
    """A round in a gathering's list: what it is; its clock is at its own link."""

    number: int
    type: Round
    started_at: Moment
    duration_ms: Milliseconds
    games: list[str]
    links: Links


class Gathering(Answer):
    """A gathering's games with their scores and results, its rounds, and every type of
    round's procedure (by type)."""

    id: str
    name: str
    games: list[GatheringGame]
    rounds: list[RoundSummary]
    procedures: dict[str, RoundProcedure]
    links: Links


class Rounds(Answer):
    rounds: list[RoundSummary]


class Pause(Answer):
    paused_at: Moment
    resumed_at: Moment


class PairingTable(Answer):
    """A table just paired: its entrants (the higher-ranked, or higher seed, first: it
    plays first in game 1), its game's players in turn order and its write token."""

    number: int
    label: str
    game: str
    entrants: list[Entrant]
    players: list[str]
    write_token: str
    links: Links


class Pairings(Answer):
    """The round just paired: each table, the byes, the cut's size (null: Swiss), and
    what the pairing could not avoid (rematches, second byes, pair-downs), by name;
    `byes_in_a_row`: who has the bye again right after the round they had it in (nobody,
    unless nobody else could take it)."""

    round: int
    stage: StageName
    tables: list[PairingTable]
    byes: list[Entrant]
    cut: int | None
    rematches: list[list[str]]
    repeat_byes: list[str]
    byes_in_a_row: list[str]
    pair_downs: list[list[str]]


class RoundAnswer(Answer):
    """A round and every table; `state`, `ends_at` and `remaining_ms` are the round's own
    clock, without any table's extension. A round just paired and started at once also
    carries its `byes`, its one `bye` (or null) and its `pairings`."""

    gathering_id: str
    gathering: str
    number: int
    type: Round
    state: ClockState
    server_time: Moment
    started_at: Moment
    duration_ms: Milliseconds
    ends_at: Moment
    remaining_ms: Milliseconds
    paused_ms: Milliseconds
    pauses: list[Pause]
    tables: list[RoundTable]
    procedure: RoundProcedure
    links: Links
    byes: list[Entrant] | UnsetType = UNSET
    bye: Entrant | UnsetType | None = UNSET
    pairings: Pairings | UnsetType = UNSET


class PairedTable(Answer):
    """A table of a round paired but not started: its game (`id`, `game`), label, players,
    `number`, entrants and write token."""

    id: str
    table: str
    players: list[str]
    game: str
    number: int
    entrants: list[Entrant]
    write_token: str


class PairedRound(Answer):
    """A round just paired, its clock not started (`state` "paired"): its tables, the bye,
    the `pairings`, and `links.start`. `minutes`: as given when paired (null: the
    event's)."""

    gathering_id: str
    number: int
    type: Round
    stage: StageName
    state: Literal["paired"]
    minutes: int | None
    tables: list[PairedTable]
    links: Links
    byes: list[Entrant]
    bye: Entrant | None
    pairings: Pairings


# ------------------------------------------------------------------ players


class Player(Answer):
    """A registered player (or team): `dropped` once they dropped or did not come
    (`no_show`: the round they missed), and the round they entered in."""

    id: str
    name: str
    joined_round: int
    dropped: bool
    dropped_after: int | None
    no_show: int | None
    registered_by: Literal["organiser", "join"]
    links: Links
    members: list[str] | UnsetType = UNSET
    legends: dict[str, str] | UnsetType = UNSET


class Players(Answer):
    players: list[Player]


class JoinLink(Answer):
    """A new join token, and the page it opens (`links.join`)."""

    join_token: str
    links: Links


# ------------------------------------------------------------------ standings


class StandingLine(Answer):
    """One line of the standings: match points, then opponents' match-win %, game-win %,
    opponents' game-win % (from 0 to 1, to 4 decimals)."""

    rank: int
    id: str
    player: str
    match_points: int
    won: int
    drawn: int
    lost: int
    byes: int
    rounds: int
    omw: Percent
    gw: Percent
    ogw: Percent
    dropped: bool
    members: list[str] | UnsetType = UNSET
    legends: dict[str, str] | UnsetType = UNSET


class Standings(Answer):
    """The standings after Swiss round `round` (the last one they count)."""

    round: int
    standings: list[StandingLine]


# ------------------------------------------------------------------ the event's tables


class TableResult(Answer):
    """A table's result: game wins and the absent entrants in the table's order, whether
    the organiser recorded it (`by`), each entrant's outcome, and a line for people."""

    game_wins: list[int]
    games_drawn: int
    absent: list[str]
    by: Literal["game", "organiser"]
    outcomes: list[Literal["win", "draw", "loss"]]
    line: str
    reason: str | UnsetType = UNSET


class Range(Answer):
    min: int
    max: int


class ResultChoice(Answer):
    """A result by hand (POST `href`): `game_wins` a seat and `games_drawn` within these
    limits (a match's, or a pod's one game), and the entrants recorded `absent` so far
    (the request keeps them absent by naming them)."""

    href: str
    game_wins: Range
    games_drawn: Range
    absent: list[str]


class RulingBody(Answer):
    """A ruling as the result request takes it: the absent by entrant id."""

    game_wins: list[int]
    games_drawn: int
    absent: list[str]


class NoShowChoice(Answer):
    """One entrant's no-show: POST `body` to `href` and the entrant loses and is dropped
    (414), the others awarded what the rules give (a match's 2-0, a one-game table's 1-0;
    at a pod that others came to, nothing: their game is recorded by hand)."""

    entrant: str
    href: str
    body: RulingBody


class TableOptions(Answer):
    """What the organiser may record at the table, as the tournament rules decide it (a
    page renders these and works none of them out): a result by hand, and each seat's
    no-show (empty at a table whose game gave its result, and outside the latest round)."""

    result: ResultChoice
    no_shows: list[NoShowChoice]


class EventTable(Answer):
    """A paired table: its entrants and its game's sides, its result (null: none yet),
    what the organiser may record, and `live`: its game as a round's table shows it."""

    number: int
    label: str
    game: str
    entrants: list[Entrant]
    sides: list[str]
    result: TableResult | None
    options: TableOptions
    links: Links
    live: RoundTable | UnsetType = UNSET


class ByeOption(Answer):
    """A bye, as the rules count it: a match won (`outcome`) with `game_wins` games."""

    outcome: Literal["win"]
    game_wins: int


class RoundOptions(Answer):
    bye: ByeOption


class EventRound(Answer):
    """A paired round: `started` once the organiser started its clock (pairing does not);
    `minutes` as given when it was paired (null: the event's); `pending`: the numbers of
    its tables without a result."""

    number: int
    stage: StageName
    type: Round
    started: bool
    minutes: int | None
    tables: list[EventTable]
    byes: list[Entrant]
    pending: list[int]
    options: RoundOptions
    links: Links


class RoundClock(Answer):
    """The latest round's own clock, read at `server_time` (milliseconds since the
    epoch): count down from `ends_at`."""

    round: int
    type: Round
    state: ClockState
    server_time: Moment
    ends_at: Moment
    remaining_ms: Milliseconds
    paused_ms: Milliseconds


class BracketMatch(Answer):
    """One match of the top cut: its two entrants (higher seed first; null where nobody
    came through yet) and their seeds, whether it is `decided` and its `winner`,
    `walkover` (the winner advanced without playing), `bye` (because the bracket drew
    nobody against it: a first-round place a cut of its size leaves empty), the event's
    `round` that seats it."""

    entrants: list[Entrant | None]
    seeds: list[int | None]
    decided: bool
    winner: Entrant | None
    walkover: bool
    bye: bool
    round: int | None


class BracketStage(Answer):
    name: str
    matches: list[BracketMatch]


class Bracket(Answer):
    """The top cut: its seeds, each stage's matches, and the champion. `places`: the
    places of its first round, a power of two (those beyond `size` are empty, and the
    seeds drawn against them have a bye); `stage_names`: every stage's name, drawn or
    not, the final last, so that a page draws a bracket of any size."""

    size: CutSize
    places: int
    seeds: list[Entrant]
    stages: list[BracketStage]
    stages_total: int
    stage_names: list[str]
    champion: Entrant | None
    over: bool


class PendingTable(Answer):
    round: int
    table: int
    game: str
    label: str


class Next(Answer):
    """What the organiser can do next, as the rules allow it now: start the round paired
    last (`start`, while its clock has not started and a table of it has no result yet),
    pair Swiss round `round`, cut (to one of `cut_sizes`), pair the cut's next round, or
    nothing (`over`); `blocked` says why no round can be paired now."""

    round: int
    stage: Literal["swiss", "top_cut", "over"]
    swiss_rounds_played: int
    swiss_rounds_planned: int
    pending: list[PendingTable]
    blocked: str | None
    active: int
    cut_sizes: list[int]
    entry_open: bool
    start: int | None


class Entry(Answer):
    """`open`: a player can register; `until_round`: entry closes once it is paired."""

    open: bool
    until_round: int


class EventOptions(Answer):
    """What the event allows now, as the tournament rules decide it: entry, and the
    `cut_sizes` the organiser may cut to now."""

    entry: Entry
    cut_sizes: list[CutSize]


class JoinLinkVersion(Answer):
    """Which join link is current: `version`, the number of its entry in the event log
    (never the link itself: `GET .../links`, organiser token)."""

    version: int | None


#: Whether the event is over: its top cut's final is decided (won, or nobody came through
#: to it). A Swiss event without a cut is never over.
Over = Annotated[bool, msgspec.Meta(description="Whether the event is over.")]
#: Who won the event, once it is over (null before, or if nobody won it).
Champion = Annotated[Entrant | None, msgspec.Meta(description="Who won, once it is over.")]


class Event(Answer):
    """The whole event: what the organiser's page, the projector and a player's page show
    (`over` and `champion`: whether the event has ended, and who won it)."""

    id: str
    name: str
    version: int
    settings: EventSettingsView
    players: list[Player]
    rounds: list[EventRound]
    clock: RoundClock | None
    standings: Standings
    bracket: Bracket | None
    bracket_problem: str | None
    over: Over
    champion: Champion
    next: Next
    options: EventOptions
    join_link: JoinLinkVersion
    links: Links


class GatheringName(Answer):
    id: str
    name: str


class MyRound(Answer):
    """The latest round: `started` is false while it is paired and its clock not started
    (the players find their seats)."""

    number: int
    stage: StageName
    started: bool


class MyEvening(Answer):
    """One player's evening: their line, their table in the latest round (or their bye),
    their standing, and once the event is over, its champion."""

    gathering: GatheringName
    player: Player
    round: MyRound | None
    table: EventTable | None
    opponents: list[Entrant]
    bye: bool
    standing: StandingLine | None
    players: int
    clock: RoundClock | None
    over: Over
    champion: Champion
    links: Links


# ------------------------------------------------------------------ results


class ResultRecord(Answer, kw_only=True):
    """One game of a gathering as results export it: its players, the (match) result
    (`no_result`: a ruling that gave nobody a win or a draw), game wins, games drawn,
    each game's scores, the organiser's `ruling` if any, and the `round` it was in (null:
    none)."""

    id: str
    table: str | None
    mode: Mode
    players: list[str]
    outcome: Literal["win", "draw", "ongoing", "no_result"]
    winners: list[str]
    by: str | None
    game_wins: dict[str, int]
    games_drawn: int
    games: list[GameOfMatch]
    ruling: RecordedResult | UnsetType = UNSET
    round: int | None


class Results(Answer):
    """Every game of the gathering: by round, each round's tables in order, then the
    games in no round, oldest first."""

    id: str
    name: str
    games: list[ResultRecord]


#: The most players a game has: the CSV's columns for players, game wins and scores.
MAX_PLAYERS = 4


class ResultsRow(msgspec.Struct, kw_only=True, array_like=True):
    """One row of the results' spreadsheet: one game played (each game of a match), the
    match's columns repeated. Its fields are the CSV's columns, in order."""

    table: str
    game_id: str
    round: int | str
    mode: str
    player_1: str
    player_2: str
    player_3: str
    player_4: str
    result: str
    winners: str
    by: str
    game_wins_1: int | str
    game_wins_2: int | str
    game_wins_3: int | str
    game_wins_4: int | str
    games_drawn: int
    game: int
    game_result: str
    game_winners: str
    game_by: str
    score_1: int | str
    score_2: int | str
    score_3: int | str
    score_4: int | str


# ------------------------------------------------------------------ tokens


class GameAccess(Answer):
    """`write`: whether the bearer token may write to the game."""

    id: str
    write: bool


class GatheringAccess(Answer):
    """`organiser`: whether the bearer token is the gathering's organiser token."""

    id: str
    organiser: bool


class JoinPage(Answer):
    """The join link in force: its version, token and page (null: made with another
    organiser token)."""

    version: int | None
    token: str | None
    page: str | None


class TableLink(Answer):
    """A table's write link (null: made with another organiser token)."""

    game: str
    table: str | None
    write_token: str | None
    page: str | None


class OrganiserLinks(Answer):
    """The join link and every table's write link, the same on each device of the
    organiser."""

    id: str
    join: JoinPage
    tables: list[TableLink]


class Recovered(Answer):
    """A new organiser token, and the next `recovery_code` (the one given is used up):
    shown once, it gives a new organiser token if this one is lost."""

    id: str
    organiser_token: str
    recovery_code: str


#: Every answer of the gathering's and the event's routes, for the schemas and the pages'
#: field names (a table's game, written by a ruling or a no-show, answers a `View`).
EVENT_ANSWERS: tuple[type[Answer], ...] = (
    CreatedGathering,
    Gathering,
    Rounds,
    RoundAnswer,
    PairedRound,
    Players,
    Player,
    MyEvening,
    EventSettings,
    JoinLink,
    Standings,
    Event,
    Results,
    GameAccess,
    GatheringAccess,
    OrganiserLinks,
    Recovered,
)
