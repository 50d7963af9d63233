"""What the game's routes answer, declared once as msgspec structs.

Each answer body is built as one of these and encoded as it is; the OpenAPI document's
schemas are generated from them (`riftscore.web.schemas`), and so is the pages' module of
field names (`static/shared/fields.js`, `riftscore.web.view.fields`). A key that only
some answers carry (a match's `games`, a timed table's `clock`) is `UNSET` when absent,
so that it is left out of the JSON rather than written as null; a key that is always
there but may be empty is typed `... | None`.

The field order is the JSON's key order: the answers are the bytes they were when they
were written by hand.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from msgspec import UNSET, UnsetType

from riftscore.rules import Mode

# ------------------------------------------------------------------ parts

#: An event of the game's log, as `riftscore replay --json` lists it: `event` names the
#: kind (record-format.md; a board game's board events too, docs/board.md).
EventObject = Annotated[
    dict[str, Any],
    msgspec.Meta(
        extra_json_schema={
            "required": ["event"],
            "properties": {"event": {"type": "string"}},
        }
    ),
]
#: A record action as the log keeps it (riftscore/1, or a board verb).
ActionObject = Annotated[
    dict[str, Any],
    msgspec.Meta(
        extra_json_schema={
            "required": ["do"],
            "properties": {"do": {"type": "string"}},
        }
    ),
]
#: A ruling as the log keeps it: the table's result recorded by the organiser.
RulingObject = Annotated[
    dict[str, Any],
    msgspec.Meta(
        extra_json_schema={
            "required": ["game_wins"],
            "properties": {
                "game_wins": {"type": "array", "items": {"type": "integer"}},
                "games_drawn": {"type": "integer"},
                "absent": {"type": "array", "items": {"type": "integer"}},
                "reason": {"type": "string"},
            },
        }
    ),
]

Result = Literal["win", "draw", "ongoing"]
Moment = Annotated[
    int | None, msgspec.Meta(description="milliseconds since the epoch (UTC), by the server's")
]
Milliseconds = Annotated[int, msgspec.Meta(description="milliseconds")]
Links = dict[str, str]


class Answer(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """The base of every answer: keyword-only (the order of the fields is the JSON's),
    and strict on decoding (a key nobody declared is a drift, not a detail)."""


class SaidPart(Answer):
    """A phrase inside an announcement, coded the same way: who did it, and when ("Turn 3,
    Ann"), worded in the sentence's language."""

    code: str
    params: dict[str, str | int | list[str]]


class Said(Answer):
    """An announcement as the catalogue's code and its parameters: what a client words in
    its reader's language with `GET /words/{lang}.json` (the same catalogue the English
    `announcements` are worded from). A parameter is a name or a word of the catalogue's
    selectors (a string), a number, names said together ("Ann and Cid": a list), or a
    phrase inside the sentence (`SaidPart`)."""

    code: str
    params: dict[str, str | int | list[str] | SaidPart]


class Battlefield(Answer):
    """A battlefield in play, and who controls it (null: nobody)."""

    name: str
    controller: str | None


class Turn(Answer):
    """The current (or last) turn: its number (0 before the first), whose it is, whether
    it is under way, and whose regular turn comes next."""

    number: int
    player: str | None
    in_progress: bool
    next_player: str


class Time(Answer):
    """The round's time as this game stands in it, and in words: where the end-of-round
    procedure is (`status`), and every sentence of its results so far (`statements`)."""

    called: bool
    additional_turns: int
    additional_played: int
    current_additional: int
    additional_left: int
    sudden_death: bool
    status: str | None
    statements: list[str]


class ConquerChoice(Answer):
    """What a `control` by this player of this battlefield would do now: `point`, `draw`
    (a card instead of the final point), `no_point`, or `refused` (`reason`: the error)."""

    result: Literal["point", "draw", "no_point", "refused"]
    reason: str
    #: Only for `draw`: the battlefields, in order, the player has yet to score this turn
    #: (this one aside) for the Conquer to gain the final point.
    unscored: list[str] | UnsetType = UNSET


class NextGameChoice(Answer):
    """A match between games: what the next `game` action may say."""

    number: int
    chooser: str
    battlefields_allowed: list[str]
    set_aside: list[str]
    battlefields_needed: int
    additional_turns: int


class GameOptions(Answer):
    """What each action would do now, as the rules core decides it (`Engine.options()`):
    `conquer[player][battlefield]`, `holds[player]` (what a turn of theirs begun now would
    Hold), `burn_out_targets[player]`, `can_concede`, `next_game`, `next_turn` (whose
    regular turn a `turn` would begin; null: refused), `extra_turns` (who may begin an
    extra turn), `ally_occupies[player]` (2v2: what a turn of theirs begun now may list as
    `ally_occupies` to change a Conquer by their team), `can_gain` and `lose_control` (the
    battlefields whose `lose_control` is accepted)."""

    conquer: dict[str, dict[str, ConquerChoice]]
    holds: dict[str, list[str]]
    burn_out_targets: dict[str, list[str]]
    can_concede: bool
    next_game: NextGameChoice | None
    next_turn: str | None
    extra_turns: list[str]
    ally_occupies: dict[str, list[str]]
    can_gain: bool
    lose_control: list[str]


class LastEntry(Answer, kw_only=True):
    """The entry that made this version: an action, an undo (with the action it took
    back and that action's announcements) or a ruling (with the result recorded)."""

    seq: int
    kind: Literal["action", "undo", "ruling"]
    action: ActionObject | None
    retracts: int | None
    ruling: RulingObject | UnsetType = UNSET
    announcements: list[str]
    #: the announcements as codes with parameters, one for each
    said: list[Said]


class GameOfMatch(Answer):
    """One game of a match (or the one game outside a match), as it stands."""

    number: int
    battlefields: list[str]
    first: str
    outcome: Result
    winners: list[str]
    by: str | None
    scores: dict[str, int]


class NextGame(Answer):
    """Between games of a match: the next game's number, who chooses its first player
    (`chooser`, the loser of the last game) and how many of its first turns are
    additional (5 after time in single elimination, else 0)."""

    number: int
    chooser: str
    additional_turns: int


class GatheringPlace(Answer):
    """A game of a gathering: the gathering's `id` and the organiser's label of the
    `table` (or null)."""

    id: str
    table: str | None


class Clock(Answer):
    """A table's round clock, read by the server at `server_time`: count down from
    `ends_at` against the server's time, not the device's. `ends_at` is null while paused;
    once expired, it is when the clock reached 0."""

    round: int
    type: Literal["swiss", "single_elimination"]
    state: Literal["running", "paused", "expired"]
    server_time: Moment
    ends_at: Moment
    remaining_ms: Milliseconds
    started_at: Moment
    duration_ms: Milliseconds
    extension_ms: Milliseconds
    paused_ms: Milliseconds
    links: Links


class RecordedResult(Answer):
    """The table's result as the organiser recorded it (the last ruling in the log): it
    decides the table, whatever the game's own score says."""

    seq: int
    recorded_at: int
    game_wins: dict[str, int]
    games_drawn: int
    absent: list[str]
    line: str
    reason: str | UnsetType = UNSET


class ScoredGame(Answer):
    """One game of a match as an engine scored it (`riftscore replay --json`'s `games`)."""

    outcome: Result
    winners: list[str]
    scores: dict[str, int]


class ScoredResult(Answer):
    """What an engine computed of a game: `riftscore replay --json`'s result keys."""

    outcome: Result
    winners: list[str]
    scores: dict[str, int]
    games: list[ScoredGame] | UnsetType = UNSET


class Scoring(Answer):
    """Which engine scored the game, and what it computed."""

    engine: str
    result: ScoredResult


class Rescored(Answer):
    """An engine scored this game otherwise than the engine that stored it: both results,
    of the game's first `seq` entries."""

    seq: int
    found_at: int
    before: Scoring
    after: Scoring


# ------------------------------------------------------------------ the view


class View(Answer):
    """Where the game stands, and what the last entry of its log did: what every write
    answers with and every live update carries."""

    id: str
    version: Annotated[int, msgspec.Meta(ge=0)]
    mode: Mode
    players: list[str]
    teams: list[list[str]] | None
    outcome: Result
    winners: list[str]
    by: str | None
    scores: dict[str, int]
    new_events: list[EventObject]
    announcements: list[str]
    #: the announcements as codes with parameters, one for each (to say in any language)
    said: list[Said]
    last_entry: LastEntry | None
    battlefields: list[Battlefield]
    turn: Turn
    scored_this_turn: dict[str, list[str]]
    barred: dict[str, list[str]]
    #: where a Conquer now would draw a card instead of the final point, by player
    final_point: dict[str, list[str]]
    holds_due: list[str]
    victory_score: int
    #: the score the leaders share at or above the victory score (play on), or null
    tied_at_victory: int | None
    time: Time
    options: GameOptions
    #: only on a board game (true): control follows from its board (docs/board.md)
    board: Literal[True] | UnsetType = UNSET
    #: each player's legend, when the header gives them (docs/record-extensions.md)
    legends: dict[str, str] | UnsetType = UNSET
    rescored: list[Rescored] | UnsetType = UNSET
    # A match's (absent outside one):
    game_number: int | UnsetType = UNSET
    games: list[GameOfMatch] | UnsetType = UNSET
    game_wins: dict[str, int] | UnsetType = UNSET
    set_aside: list[str] | UnsetType = UNSET
    next_game: NextGame | UnsetType | None = UNSET
    # A table of a gathering's, of a timed round's, of a table the organiser ruled on:
    gathering: GatheringPlace | UnsetType = UNSET
    clock: Clock | UnsetType = UNSET
    ruling: RecordedResult | UnsetType = UNSET


# ------------------------------------------------------------------ the log and events


class HistoryItem(Answer):
    """One entry of the game's log (undone entries included, and marked)."""

    seq: int
    kind: Literal["action", "undo", "ruling"]
    ruling: RulingObject | None
    action: ActionObject | None
    retracts: int | None
    undone: bool
    announcements: list[str]
    #: the announcements as codes with parameters, one for each
    said: list[Said]
    recorded_ms: int


class Page(Answer):
    """Where the full view's pages start: its first log entry's number, its first
    event's index, and how many events the game has."""

    history_from: int
    events_from: int
    events_total: int


class FullView(View, kw_only=True):
    """The view, with the `riftscore replay --json` keys and the latest page of the
    game: its last 200 events (`events`, from index `page.events_from` of
    `page.events_total`), its last 100 log entries (`history`, undone entries marked,
    from entry `page.history_from`) and their announcements; `links.earlier_history` and
    `links.earlier_events` give the pages before (null: none). A short game is all
    there."""

    events: list[EventObject]
    history: list[HistoryItem]
    page: Page
    links: dict[str, str | None]


class EarlierLink(Answer):
    earlier: str | None


class HistoryPage(Answer):
    """The entries numbered below `before`, oldest first, and the link to the page
    before (null: none)."""

    id: str
    version: int
    history: list[HistoryItem]
    links: EarlierLink


class NextLink(Answer):
    next: str | None


class EventsPage(Answer):
    """The game's events from index `start` (as `riftscore replay --json` lists them),
    and the link to the next page (null: none)."""

    id: str
    version: int
    start: int
    total: int
    events: list[EventObject]
    links: NextLink


class Preview(Answer):
    """The events an action would cause (as a write's `new_events` lists them) and the
    scores after it: nothing is changed."""

    events: list[EventObject]
    scores: dict[str, int]


class CreatedGame(Answer):
    """A game just started: its id, the token that writes to it (shown once), its version
    and links; a gathering's game has the organiser's label of its `table`."""

    id: str
    write_token: str
    version: int
    links: Links
    table: str | UnsetType = UNSET


class TableClock(Answer):
    """A table's clock, as `GET .../clock` answers and the live stream's `clock` event
    carries it."""

    id: str
    version: int
    clock: Clock


# ------------------------------------------------------------------ refusals


class Refusal(Answer):
    """Why: a stable `code`; `message_id`, the catalogue's key for the sentence, and its
    `params` (names and numbers as they are; a nested phrase as its own `message_id` and
    `params`; a list of names as a list); `message`, that sentence in the request's
    language (Accept-Language); and, when it is about one field of the request, `field`:
    a JSON Pointer into the body (`/players/1`)."""

    code: str
    message: str
    message_id: str
    params: dict[str, Any]
    field: str | UnsetType = UNSET


class Error(Answer):
    """Every refusal: `{"error": {"code", "message", "message_id", "params"}}`."""

    error: Refusal


class VersionConflict(Error):
    """The game moved on since the If-Match version: `view` is where it stands now."""

    view: View


# ------------------------------------------------------------------ the live stream


class KeepAlive(Answer):
    """`event: keepalive`: sent first and every `seconds` while nothing changes."""

    seconds: float


class Closed(Answer):
    """`event: closed`: the server closed the stream to make room for newer ones."""

    reason: str
    message: str


#: Every answer of the game's routes, for the schemas and the pages' field names.
GAME_ANSWERS: tuple[type[Answer], ...] = (
    View,
    FullView,
    HistoryPage,
    EventsPage,
    Preview,
    CreatedGame,
    TableClock,
    Error,
    VersionConflict,
    KeepAlive,
    Closed,
)
