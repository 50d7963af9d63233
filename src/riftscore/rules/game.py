"""The scoring engine: a Riftbound game (or best-of-three match) as a state machine.

`Game.apply(action)` is the only way state changes, for live play and replay alike. It
either raises a `RuleError` and changes nothing, or applies the action and returns the
events it caused. Rule numbers refer to the seeds (468-472 scoring, 319-324 cleanups);
the end of round follows the record spec's reading of the Tournament Rules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence, Set
from operator import attrgetter
from types import MappingProxyType
from typing import Any, NamedTuple, Protocol, cast

from riftscore.rules import actions as act
from riftscore.rules import events as ev
from riftscore.rules import options as opt
from riftscore.rules.errors import (
    AllOf,
    ControlError,
    GameOver,
    InvalidPoints,
    MatchError,
    NotAllowedInMode,
    NotAnOpponent,
    NoTurnInProgress,
    Phrase,
    RuleError,
    TimeAlreadyCalled,
    TurnOutOfOrder,
    UnknownBattlefield,
    UnknownPlayer,
)
from riftscore.rules.match import (
    ADDITIONAL_TURNS,
    ADDITIONAL_TURNS_AFTER_TIME_BETWEEN_GAMES,
    GAMES_TO_WIN,
    NO_NEW_GAME,
    ONE_MORE_GAME,
    Decision,
    RoundDecision,
    decide_match,
    end_of_round,
)
from riftscore.rules.modes import Header, Mode
from riftscore.rules.options import ConquerOption, NextGameOption, Options
from riftscore.rules.state import GameState, MatchState, TurnState, in_order

ONGOING = "ongoing"
WIN = "win"
DRAW = "draw"

_EMPTY: frozenset[str] = frozenset()

# What a `control` does once it is accepted (`Game._conquer_result`): the Conquer's
# result, or why there is no Conquer (the reasons a `ControlTaken` event gives).
_POINT = "point"
_DRAW = "draw"
_ALREADY_SCORED = "already_scored"
_BARRED = "barred"


class Outcome(NamedTuple):
    result: str  # "win", "draw" or "ongoing"
    winners: tuple[str, ...] = ()  # in header order
    by: str | None = None  # for a game won or drawn: how


IN_PROGRESS = Outcome(ONGOING)  # the one ongoing outcome, so `is` can test for it


class GameResult(NamedTuple):
    """One game of a match, as it stands."""

    number: int
    battlefields: tuple[str, ...]
    first: str
    outcome: Outcome
    scores: tuple[tuple[str, int], ...]


class TimeState(NamedTuple):
    called: bool
    additional_turns: int  # how many additional turns this game has (3, or 5 after time)
    additional_played: int  # how many of them have begun
    current_additional: int  # the additional turn in progress (1...), 0 if none
    sudden_death: bool

    @property
    def additional_left(self) -> int:
        """Additional turns not yet begun."""
        return self.additional_turns - self.additional_played if self.called else 0


_Handler = Callable[["Game", Any], bool]
_new = tuple.__new__


# A game's slots, by what `_save` keeps of each (the class's `__slots__` is made of them,
# and a compiled `Game`, which has no `__slots__` to read, saves by them too).
#: Set when the game is made, never changed after: nothing to save.
_FIXED = (
    # fixed by the header
    "header",
    "mode",
    "players",
    "_seat",
    "_next_in_order",
    "_side",
    "_side_members",
    "_is_match",
    "_is_two_vs_two",
    # the engine that drives this game (the board kernel), or None
    "driver",
)
#: Values that actions replace (never change in place): saved as they are.
_PLAIN_SLOTS = (
    # whether `_events` is kept up to date (else it is empty, and built when asked)
    "_keep_events",
    # the round's clock (record-wide)
    "_time_called",
    "_additional_total",
    "_additional_played",
    # the match (record-wide)
    "_game_number",
    "_match_outcome",
    # the current game
    "battlefields",
    "_first",
    "_victory_score",
    "_outcome",
    "_sudden_death",
    # the current turn
    "turn_number",
    "turn_player",
    "_turn_open",
    "_turn_extra",
    "_last_regular_seat",
    "_turn_side",
    "_barred",
    "_required_for_turn_side",
    "_additional",
    "_all_battlefields",
    # a turn run in pieces (`start_turn`, then `scoring_step`): where its Beginning
    # phase's actions start in `_actions`, -1 outside one
    "_beginning_at",
)
#: Containers that actions change in place: saved as copies (the current game's points
#: and control, the current turn's scored sets, the match's results, wins and set-aside
#: battlefields).
_CHANGED_IN_PLACE = ("_points", "_control", "_scored", "_results", "_wins", "_set_aside")
#: The record so far: the logs only grow, saved as their lengths.
_LOGS = ("_actions", "_events")


class Driver(Protocol):
    """An engine above a `Game` that drives it (the board kernel): its record is the one
    that replays to the game, and its options are what may be done now."""

    def to_record(self) -> list[dict[str, object]]: ...

    def options(self) -> Options: ...


class Game:
    """A game (or a match) from its header to its outcome.

    >>> from riftscore.rules import Header, Mode, actions
    >>> game = Game(Header(Mode.DUEL, ("Ann", "Ben"), ("Grove", "Ruins")))
    >>> _ = game.apply(actions.Turn("Ann"))
    >>> game.apply(actions.Control("Ann", "Grove"))
    (Conquer(turn=1, player='Ann', battlefield='Grove', points=1, score=1, draw=False),)
    """

    # Every slot, by what `_save` keeps of it (the lists, below the class, say what each
    # slot is): one list of names, read by `_save` and `_load` as well.
    __slots__ = (*_FIXED, *_PLAIN_SLOTS, *_CHANGED_IN_PLACE, *_LOGS)

    def __init__(
        self, header: Header, *, events: bool = True, driver: Driver | None = None
    ) -> None:
        """`events=False` defers the events: they are worked out from the actions (by the
        same code, on a fresh game) only when something asks for them, as a replay whose
        caller wants only the outcome never does. `driver`: the engine that drives this
        game, if any (a board kernel decides its control); it writes the game's record."""
        self.header = header
        self.driver = driver
        self.mode = header.mode
        self.players = header.players
        self._seat = {p: i for i, p in enumerate(self.players)}
        self._next_in_order = self.players[1:] + self.players[:1]
        if header.teams is not None:
            team_of = {p: i for i, team in enumerate(header.teams) for p in team}
            self._side = {p: team_of[p] for p in self.players}
            self._side_members = tuple(
                tuple(p for p in self.players if team_of[p] == i) for i in range(2)
            )
        else:
            self._side = dict(self._seat)
            self._side_members = tuple((p,) for p in self.players)
        self._is_match = header.mode is Mode.MATCH
        self._is_two_vs_two = header.mode is Mode.TWO_VS_TWO
        self._actions: list[act.Action] = []
        self._events: list[ev.Event] = []
        self._keep_events = events
        self._time_called = False
        self._additional_total = ADDITIONAL_TURNS
        self._additional_played = 0
        self._game_number = 0
        self._results: list[GameResult] = []
        self._wins = dict.fromkeys(self.players, 0)
        self._set_aside: set[str] = set()
        self._match_outcome = IN_PROGRESS
        self._start_game(header.battlefields, self.players[0])
        for player, points in header.start_scores.items():
            self._points[self._side[player]] = points
        for battlefield, player in header.start_control.items():
            self._control[battlefield] = player

    def _start_game(self, battlefields: tuple[str, ...], first: str) -> None:
        self._game_number += 1
        self.battlefields = battlefields
        self._points = [0] * len(self._side_members)
        self._control: dict[str, str | None] = dict.fromkeys(battlefields)
        self._first = first
        self._victory_score = self.header.starting_victory_score
        self._outcome = IN_PROGRESS
        self._sudden_death = False
        self.turn_number = 0
        self.turn_player: str | None = None
        self._turn_open = False
        self._turn_extra = False
        self._last_regular_seat = -1
        # Per player, the battlefields scored this turn; a new turn starts a new dict.
        self._scored: dict[str, set[str]] = {}
        self._turn_side = -1
        self._barred = _EMPTY
        self._all_battlefields = frozenset(battlefields)
        self._required_for_turn_side = self._all_battlefields
        self._additional = 0
        self._beginning_at = -1

    # ----------------------------------------------------------------- applying

    def apply(self, action: act.Action) -> tuple[ev.Event, ...]:
        """Apply one action; return the events it caused. A `RuleError` changes nothing."""
        events = self._event_log()
        mark = len(events)
        self.push(action)
        return tuple(events[mark:])

    def push(self, action: act.Action) -> None:
        """Apply one action without collecting its events (they are in `events`).

        Any value shaped like an action (its `do` tag and field names) is accepted, so a
        parser may hand over what it decoded without building `actions` classes.
        """
        try:
            handler = _HANDLERS[action.do]
        except (AttributeError, KeyError):
            raise TypeError(f"not a riftscore action: {action!r}") from None
        if handler(self, action):
            self._cleanup()
        self._actions.append(action)

    def push_all(self, actions: Iterable[act.Action]) -> None:
        """`push` each action in turn (a record's replay): the same handlers, with the
        lookups done once. A `RuleError` leaves the actions before it applied."""
        handlers = _HANDLERS
        cleanup = self._cleanup
        append = self._actions.append
        for action in actions:
            try:
                handler = handlers[action.do]
            except (AttributeError, KeyError):
                raise TypeError(f"not a riftscore action: {action!r}") from None
            if handler(self, action):
                cleanup()
            append(action)

    def preview(self, action: act.Action) -> tuple[ev.Event, ...]:
        """The events `apply(action)` would cause, without changing anything."""
        self._event_log()  # built once, not undone with the action
        saved = self._save()
        try:
            return self.apply(action)
        finally:
            self._load(saved)

    def verify(self, action: act.Action) -> None:
        """Raise the `RuleError` that `apply(action)` would raise; change nothing."""
        self.preview(action)

    def checkpoint(self) -> object:
        """A copy of everything an action can change; `rollback` returns the game to it.

        For layers above the engine (the board kernel) whose own actions make several
        changes here and must be all or nothing.
        """
        self._event_log()
        return self._save()

    def rollback(self, checkpoint: object) -> None:
        """Return to a `checkpoint` taken earlier from this game (as often as wanted)."""
        assert isinstance(checkpoint, tuple)
        self._load(checkpoint)
        self._load(self._save())  # the checkpoint's copies stay its own, for a next rollback

    def can_apply(self, action: act.Action) -> bool:
        try:
            self.preview(action)
        except RuleError:
            return False
        return True

    # ------------------------------------------------------- a turn in pieces
    #
    # `apply(Turn(...))` runs a turn's start as one action: the previous turn ends, the
    # turn begins, its Beginning phase's actions apply, then the scoring step Holds. A
    # layer that has its own Beginning phase (the board kernel: Awaken, then Beginning
    # abilities that change the board) runs the same code in two calls, with its own
    # changes in between. `_do_turn` is built from the same pieces.

    def start_turn(self, player: str, extra: bool = False) -> tuple[ev.Event, ...]:
        """Begin the player's turn, as `apply(Turn(player, extra))` begins it, up to its
        Beginning phase: the previous turn ends (and with it, perhaps, the game, by the
        round's procedure), the turn starts, and a game's first turn has its cleanup.

        Raises the `RuleError` that `apply` would raise, changing nothing. Until
        `scoring_step`, the turn is in its Beginning phase: the actions applied meanwhile
        (only those a `beginning` list may hold) are recorded as that list's.
        """
        seat = self._turn_seat(player, extra)
        if self._beginning_at >= 0:
            raise RuleError("turn-scoring-step-not-reached")
        mark = len(self._event_log())
        self._actions.append(act.Turn(player, extra))
        self._beginning_at = len(self._actions)
        self._start_turn(player, seat, extra)
        return tuple(self._events[mark:])

    def scoring_step(self, ally_occupies: Sequence[str] = ()) -> tuple[ev.Event, ...]:
        """The scoring step of the turn `start_turn` began: the turn player Holds what they
        control now (in 2v2, the teammate's battlefields are barred now, and those it
        occupies, `ally_occupies`, leave the final-point test). It ends the Beginning
        phase: call it even if the game ended meanwhile (it then scores nothing).
        """
        at = self._beginning_at
        if at < 0:
            raise RuleError("beginning-phase-not-started")
        if ally_occupies:
            self._check_ally_occupies(ally_occupies)
        beginning = tuple(self._actions[at:])
        for sub in beginning:
            if sub.do not in act.IN_TURN:  # only a caller's mistake: its turn is undone
                raise RuleError("not-in-beginning-phase", do=sub.do)
        mark = len(self._event_log())
        started = self._actions[at - 1]
        assert isinstance(started, act.Turn)  # as start_turn recorded it
        self._actions[at - 1] = act.Turn(
            started.player,
            started.extra,
            cast("tuple[act.InTurnAction, ...]", beginning),  # as just checked
            tuple(ally_occupies),
        )
        del self._actions[at:]
        self._beginning_at = -1
        if self._turn_open and self._scoring_step(started.player, ally_occupies):
            self._cleanup()
        return tuple(self._events[mark:])

    # ------------------------------------------------------------------ reading

    @property
    def actions(self) -> list[act.Action]:
        """Every action applied so far, as `actions` values."""
        return [a if type(a) in _CORE_ACTIONS else act.from_values(a) for a in self._actions]

    @property
    def events(self) -> Sequence[ev.Event]:
        return self._event_log()

    def _event_log(self) -> list[ev.Event]:
        """Every event so far, worked out now if they were deferred (`events=False`): the
        actions pushed again on a fresh game that keeps them, so they are the same events."""
        if not self._keep_events:
            full = Game(self.header)
            full.push_all(self._actions)
            self._events = full._events
            self._keep_events = True
        return self._events

    @property
    def scores(self) -> dict[str, int]:
        """Every player's score in the current (or last) game; teammates share the team's."""
        points, side = self._points, self._side
        return {p: points[side[p]] for p in self.players}

    def score(self, player: str) -> int:
        return self._points[self._side_of(player)]

    @property
    def controllers(self) -> dict[str, str | None]:
        """Who controls each battlefield in play (None: uncontrolled)."""
        return dict(self._control)

    def controller(self, battlefield: str) -> str | None:
        """Who controls the battlefield in play (None: uncontrolled); KeyError for one
        not in play."""
        return self._control[battlefield]

    def scored_this_turn(self, player: str) -> frozenset[str]:
        """The battlefields this player has scored (by Conquer or Hold) this turn."""
        self._side_of(player)
        return frozenset(self._scored.get(player, ()))

    @property
    def turn_in_progress(self) -> bool:
        return self._turn_open

    @property
    def turn_is_extra(self) -> bool:
        """Whether the current (or last) turn is an extra turn granted by a card."""
        return self._turn_extra

    @property
    def victory_score(self) -> int:
        return self._victory_score

    @property
    def first_player(self) -> str:
        """Who plays (or played) the current game's first turn."""
        return self._first

    def next_player(self) -> str:
        """Whose regular turn comes next."""
        if self.turn_number == 0:
            return self._first
        return self._next_in_order[self._last_regular_seat]

    def teammate(self, player: str) -> str | None:
        members = self._side_members[self._side_of(player)]
        return next((p for p in members if p != player), None)

    def barred(self, player: str) -> frozenset[str]:
        """2v2: battlefields the player's team cannot Conquer for the rest of this turn."""
        return self._barred if self._side_of(player) == self._turn_side else _EMPTY

    @property
    def game_outcome(self) -> Outcome:
        """The current (or last) game's outcome."""
        return self._outcome

    @property
    def outcome(self) -> Outcome:
        """The outcome of the record: the game's, or in a match the match's."""
        return self._match_outcome if self._is_match else self._outcome

    def is_over(self) -> bool:
        return self.outcome.result != ONGOING

    @property
    def time(self) -> TimeState:
        return TimeState(
            self._time_called,
            self._additional_total,
            self._additional_played,
            self._additional,
            self._sudden_death,
        )

    @property
    def game_number(self) -> int:
        return self._game_number

    @property
    def games(self) -> tuple[GameResult, ...]:
        """Every game begun, the current one included (one game outside a match)."""
        if len(self._results) == self._game_number:
            return tuple(self._results)
        return (*self._results, self._result_now())

    @property
    def game_wins(self) -> dict[str, int]:
        return dict(self._wins)

    @property
    def set_aside(self) -> frozenset[str]:
        """Match: battlefields of won games, which no later game may use."""
        return frozenset(self._set_aside)

    def to_record(self) -> list[dict[str, object]]:
        """The header and every applied action, as record objects: they replay to this
        state. A driven game's record is its driver's: only that replays to it."""
        if self.driver is not None:
            return self.driver.to_record()
        return self.own_record()

    def own_record(self) -> list[dict[str, object]]:
        """The header and the actions applied to this game itself, as record objects. For
        a driven game, what its driver made it do (a board's control declared as the
        board decided it): a plain record that scores the same."""
        return [self.header.to_dict(), *map(act.to_dict, self._actions)]

    @property
    def scoring(self) -> Game:
        """The scoring game: this one (`Engine.scoring`)."""
        return self

    def state(self) -> GameState:
        """The game as it stands, as one immutable value (`riftscore.rules.state`): what a
        screen shows, options included. A driven game's options are its driver's (a
        board refuses every `control`), as its record is."""
        options = self.options() if self.driver is None else self.driver.options()
        battlefields = self.battlefields
        players = self.players
        next_player = self.next_player()
        header = self.header
        match = None
        if self._is_match:
            match = MatchState(
                game_number=self._game_number,
                game_wins=MappingProxyType(dict(self._wins)),
                set_aside=in_order(header.battlefields, self._set_aside),
            )
        return GameState(
            mode=self.mode,
            players=players,
            teams=header.teams,
            battlefields=battlefields,
            scores=MappingProxyType(self.scores),
            controllers=MappingProxyType(dict(self._control)),
            victory_score=self._victory_score,
            tied_at_victory=self.tied_at_victory(),
            turn=TurnState(
                number=self.turn_number,
                player=self.turn_player,
                in_progress=self._turn_open,
                extra=self._turn_extra,
                next_player=next_player,
            ),
            scored_this_turn=MappingProxyType(
                {p: in_order(battlefields, self.scored_this_turn(p)) for p in players}
            ),
            barred=MappingProxyType({p: in_order(battlefields, self.barred(p)) for p in players}),
            outcome=self.outcome,
            time=self.time,
            games=self.games,
            match=match,
            options=options,
            final_point=MappingProxyType(
                {
                    player: tuple(b for b, o in row.items() if o.result == opt.DRAWS_A_CARD)
                    for player, row in options.conquer.items()
                }
            ),
            holds_due=options.holds[next_player],
            board=self.driver is not None,
            legends=header.legends,
        )

    # ------------------------------------------------------------ what may happen
    #
    # What a screen offers, decided by the code that applies the actions: each answer
    # is what the action would then do (tests/test_options.py holds them to it).

    def options(self) -> Options:
        """What each action would do now: `Engine.options()`."""
        return self.options_with(
            {p: {b: self.conquer_option(p, b) for b in self.battlefields} for p in self.players}
        )

    def options_with(
        self,
        conquer: dict[str, dict[str, ConquerOption]],
        *,
        board_at_rest: bool = True,
        declares_control: bool = True,
    ) -> Options:
        """`options()` with the conquer options given (an engine above this one, the
        board, decides control otherwise). `board_at_rest`: whether that engine would let
        the turn in progress end now; `declares_control`: whether `lose_control` and
        `ally_occupies` are written (not in a board game, where the board decides)."""
        players = self.players
        turns_open = board_at_rest or not self._turn_open
        return Options(
            conquer=MappingProxyType({p: MappingProxyType(row) for p, row in conquer.items()}),
            holds=MappingProxyType({p: self.holds(p) for p in players}),
            burn_out_targets=MappingProxyType({p: self.burn_out_targets(p) for p in players}),
            can_concede=self.can_concede(),
            next_game=self.next_game,
            next_turn=self.next_turn() if turns_open else None,
            extra_turns=self.extra_turns() if turns_open else (),
            ally_occupies=MappingProxyType(
                {p: self.ally_occupies(p) if declares_control else () for p in players}
            ),
            can_gain=self.can_gain(),
            lose_control=self.lose_control_options() if declares_control else (),
        )

    def conquer_option(self, player: str, battlefield: str) -> ConquerOption:
        """What `control` by the player of the battlefield would do now, and why."""
        try:
            side = self._control_side(player, battlefield)
        except RuleError as error:
            return ConquerOption(opt.REFUSED, str(error))
        scored = self._scored.get(player, _EMPTY)
        result = self._conquer_result(side, battlefield, scored)
        score = self._points[side]
        if result is _POINT:
            return ConquerOption(opt.POINT, f"a Conquer: 1 point, that's {score + 1}")
        if result is _DRAW:
            unscored = tuple(self._unscored_for_final_point(side, battlefield, scored))
            return ConquerOption(
                opt.DRAWS_A_CARD,
                f"not every battlefield scored this turn ({opt.names(unscored)} not yet): "
                "draw a card instead",
                unscored,
            )
        if result is _ALREADY_SCORED:
            return ConquerOption(
                opt.NO_POINT,
                f"{player} already scored {battlefield} this turn: control changes, no point",
            )
        turn_player = self.turn_player
        assert turn_player is not None  # only the turn player's side is ever barred
        return ConquerOption(
            opt.NO_POINT,
            f"{self.teammate(turn_player)} controlled {battlefield} at {turn_player}'s "
            "scoring step: the team cannot score it this turn, control changes, no point",
        )

    def holds(self, player: str) -> tuple[str, ...]:
        """The battlefields the player would Hold if their turn (regular or extra) began
        now, in battlefield order: none if that turn would not begin (the game is over,
        or would be once the turn in progress or the starting state's cleanup ended it)."""
        self._side_of(player)
        if not self._next_turn_would_begin():
            return ()
        control = self._control
        return tuple(b for b in self.battlefields if control[b] == player)

    def _next_turn_would_begin(self) -> bool:
        if self._outcome is not IN_PROGRESS:
            return False
        if self._turn_open and self._additional and self._additional == self._additional_total:
            # the last additional turn ends with the next turn: the round's procedure
            return self._round_decision().result is RoundDecision.PLAY_ON
        if self.turn_number == 0:
            return self._winner() is None  # the first turn's cleanup
        return True

    def next_turn(self) -> str | None:
        """Whose regular turn a `turn` would begin now, or None if it would be refused
        (the game is over: a match's next game begins with a `game` action first)."""
        return self.next_player() if self._outcome is IN_PROGRESS else None

    def extra_turns(self) -> tuple[str, ...]:
        """Who may begin an extra turn now, in turn order: anybody once the game's first
        turn has begun, while the game goes on."""
        if self._outcome is not IN_PROGRESS or self.turn_number == 0:
            return ()
        return self.players

    def ally_occupies(self, player: str) -> tuple[str, ...]:
        """2v2: the battlefields, in order, that a turn of the player's begun now (regular
        if it is theirs next, else extra, as for `holds`) may list as `ally_occupies` and so
        change what a Conquer by their team does this turn.

        Listing a battlefield takes it out of the final-point test (471.1.b) for the
        turn player's team; that changes a Conquer only when, after the turn's Holds, the
        game goes on, the team is within a point of winning, and at least two battlefields
        remain in the test (each teammate scores for themselves, so a battlefield the
        turn player holds is still in the test for the other). Otherwise: none.
        """
        side = self._side_of(player)
        if not self._is_two_vs_two or self._outcome is not IN_PROGRESS:
            return ()
        held = sum(owner == player for owner in self._control.values())
        if self._points[side] + held < self._victory_score - 1:
            return ()  # beginning a turn moves no score but its Holds: out of reach
        self._event_log()
        saved = self._save()
        try:
            try:
                self.apply(act.Turn(player, player != self.next_player()))
            except RuleError:
                return ()  # a turn nobody may begin now: nothing to list
            if not self._turn_open:
                return ()  # the game ended as the turn began (the round, or its Holds)
            if self._points[side] < self._victory_score - 1:
                return ()
            required = [b for b in self.battlefields if b in self._required_for_turn_side]
            return tuple(required) if len(required) >= 2 else ()
        finally:
            self._load(saved)

    def can_gain(self) -> bool:
        """Whether a `gain` would be accepted now (a turn in progress)."""
        return self._turn_open

    def lose_control_options(self) -> tuple[str, ...]:
        """The battlefields, in order, whose `lose_control` would be accepted now: those
        somebody controls, during a turn."""
        if not self._turn_open:
            return ()
        control = self._control
        return tuple(b for b in self.battlefields if control[b] is not None)

    def burn_out_targets(self, player: str) -> tuple[str, ...]:
        """Who may gain the player's burn-out point now, in turn order (none when a burn
        out would be refused: outside a turn in progress)."""
        side = self._side_of(player)
        if not self._turn_open:
            return ()
        return tuple(p for p in self.players if self._side[p] != side)

    def tied_at_victory(self) -> int | None:
        """The score two or more sides share at the top, when it is at or above the
        victory score while the game goes on (nobody leads, so nobody has won: play on);
        else None.

        >>> from riftscore.rules import Header, Mode, actions
        >>> game = Game(Header(Mode.DUEL, ("Ann", "Ben"), ("Grove", "Ruins")))
        >>> _ = game.apply(actions.Turn("Ann"))
        >>> _ = game.apply(actions.Adjust("Ann", 7))
        >>> _ = game.apply(actions.Adjust("Ben", 7))
        >>> _ = game.apply(actions.Resolve((actions.Gain("Ann", 1), actions.Gain("Ben", 1))))
        >>> game.tied_at_victory()  # both on 8, the victory score: nobody leads
        8
        """
        if self._outcome.result != ONGOING:
            return None
        top = max(self._points)
        if top < self._victory_score or self._points.count(top) < 2:
            return None
        return top

    def can_concede(self) -> bool:
        """Whether a `concede` would be accepted now: a mode that has it, a game under way."""
        return self.header.rules.concede and self._outcome.result == ONGOING

    @property
    def next_game(self) -> NextGameOption | None:
        """Between games of a match that is not decided: what the next game may be."""
        if not self._is_match or self._match_outcome.result != ONGOING:
            return None
        if self._outcome.result == ONGOING:
            return None
        # A game of a match is drawn only after time, which then decides the match: a
        # match goes on only after a game somebody won, so its loser chooses.
        (winner,) = self._outcome.winners
        seen = dict.fromkeys(self.header.battlefields)
        for game in self._results:
            seen.update(dict.fromkeys(game.battlefields))
        return NextGameOption(
            number=self._game_number + 1,
            chooser=next(p for p in self.players if p != winner),
            battlefields_allowed=tuple(b for b in seen if b not in self._set_aside),
            set_aside=tuple(b for b in seen if b in self._set_aside),
            battlefields_needed=len(self.header.battlefields),
            additional_turns=ADDITIONAL_TURNS_AFTER_TIME_BETWEEN_GAMES if self._time_called else 0,
        )

    # ------------------------------------------------------------------ checks

    def _side_of(self, player: str) -> int:
        side = self._side.get(player)
        if side is None:
            raise self._unknown_player(player)
        return side

    def _known(self, player: str) -> str:
        self._side_of(player)
        return player

    def _unknown_player(self, player: str) -> UnknownPlayer:
        return UnknownPlayer("unknown-player", player=player, players=tuple(self.players))

    def _unknown_battlefield(self, battlefield: str) -> UnknownBattlefield:
        return UnknownBattlefield(
            "unknown-battlefield", battlefield=battlefield, battlefields=tuple(self.battlefields)
        )

    def _require_game(self) -> None:
        if self._outcome.result == ONGOING:
            return
        if self._match_outcome.result != ONGOING:
            raise GameOver("match-over", outcome=self._describe(self._match_outcome))
        if self._is_match:
            raise GameOver(
                "match-game-over", game=self._game_number, outcome=self._describe(self._outcome)
            )
        raise GameOver("game-over", outcome=self._describe(self._outcome))

    def _require_turn(self, what: str) -> None:
        self._require_game()
        if not self._turn_open:  # pragma: no branch - callers check it first
            when = "before-first-turn" if self.turn_number == 0 else "between-turns"
            raise NoTurnInProgress("turn-needed", do=what, when=when)

    def _describe(self, outcome: Outcome) -> Phrase:
        if outcome.result == DRAW:
            return Phrase("outcome-drawn", {"by": outcome.by or "none"})
        return Phrase(
            "outcome-won", {"winners": AllOf(outcome.winners), "by": outcome.by or "none"}
        )

    # --------------------------------------------------------------- handlers
    #
    # One handler per `do`: it checks the action, raises a RuleError before changing
    # anything, applies it, and says whether a cleanup could now find a winner. A change
    # that moved no score nor the victory score would find what the last cleanup found
    # (every turn begins with one), so `push` skips that cleanup.
    #
    # Events on the hot path are built with tuple.__new__, which skips the named tuple's
    # Python-level __new__ and halves their cost (bench/replay.py); every field is given.

    def _do_turn(self, a: act.Turn) -> bool:
        player = a.player
        seat = self._seat.get(player)
        if a.extra:
            in_order = self.turn_number != 0
        else:
            in_order = player == (
                self._next_in_order[self._last_regular_seat] if self.turn_number else self._first
            )
        if seat is None or not in_order or self._outcome is not IN_PROGRESS:
            seat = self._turn_seat(player, a.extra, a.ally_occupies)  # refused, with the reason
        elif a.ally_occupies:
            self._check_ally_occupies(a.ally_occupies)
        if a.beginning:
            return self._turn_with_beginning(player, seat, a)
        if self._start_turn(player, seat, a.extra) and self._scoring_step(player, a.ally_occupies):
            self._cleanup()
        return False

    def _turn_seat(self, player: str, extra: bool, ally_occupies: Sequence[str] = ()) -> int:
        """The checks of a turn for the player: their seat, or the `RuleError` it gets."""
        if self._outcome is not IN_PROGRESS:
            self._require_game()
        seat = self._seat.get(player)
        if seat is None:
            raise self._unknown_player(player)
        if ally_occupies:
            self._check_ally_occupies(ally_occupies)
        if extra:
            if self.turn_number == 0:
                raise TurnOutOfOrder("first-turn-extra")
        elif player != (
            self._next_in_order[self._last_regular_seat] if self.turn_number else self._first
        ):
            if self.turn_number == 0:
                raise TurnOutOfOrder("first-turn-not-yours", first=self._first, player=player)
            raise TurnOutOfOrder("turn-out-of-order", next=self.next_player(), player=player)
        return seat

    def _start_turn(self, player: str, seat: int, extra: bool) -> bool:
        """The turn in progress ends, this one begins; whether the game goes on into it."""
        if self._turn_open:
            self._end_turn()
            if self._outcome is not IN_PROGRESS:
                return False  # the round's procedure ended the game: this turn never begins
        self.turn_number = turn = self.turn_number + 1
        self.turn_player = player
        self._turn_open = True
        self._turn_extra = extra
        if not extra:
            self._last_regular_seat = seat
        self._scored = {}
        self._turn_side = self._side[player]
        self._barred = _EMPTY
        self._required_for_turn_side = self._all_battlefields
        if self._time_called and self._additional_played < self._additional_total:
            self._additional_played += 1
            additional = self._additional = self._additional_played
            total = self._additional_total
        else:
            additional = self._additional = total = 0
        if self._keep_events:
            self._events.append(_new(ev.TurnStarted, (turn, player, extra, additional, total)))
        if turn == 1:
            # The cleanup as a turn begins: only a game's starting state (the header's
            # start) has not been through one already, so only the first turn runs it.
            self._cleanup()
            return self._outcome is IN_PROGRESS
        return True

    def _turn_with_beginning(self, player: str, seat: int, a: act.Turn) -> bool:
        """A turn whose Beginning phase has effects: all of it applies, or none of it."""
        for sub in a.beginning:
            if sub.do not in act.IN_TURN:
                raise RuleError("not-in-beginning-phase", do=sub.do)
        saved = self._save()
        try:
            if not self._start_turn(player, seat, a.extra):
                return False
            for sub in a.beginning:
                if _HANDLERS[sub.do](self, sub):
                    self._cleanup()
                    if self._outcome is not IN_PROGRESS:
                        return False  # won in the Beginning phase: the rest is not applied
        except RuleError:
            self._load(saved)
            raise
        if self._scoring_step(player, a.ally_occupies):
            self._cleanup()
        return False

    def _check_ally_occupies(self, battlefields: Sequence[str]) -> None:
        if self.mode is not Mode.TWO_VS_TWO:
            raise NotAllowedInMode("ally-occupies-only-2v2", mode=self.mode.value)
        for battlefield in battlefields:
            if battlefield not in self._control:
                raise self._unknown_battlefield(battlefield)
        if len(set(battlefields)) != len(battlefields):
            raise RuleError("ally-occupies-twice")

    def _scoring_step(self, player: str, ally_occupies: Sequence[str]) -> bool:
        """Hold every battlefield the player controls and has not scored; whether any."""
        control = self._control
        if self._is_two_vs_two:
            # 469.1.a: what the teammate controls now is barred from Conquer for the turn;
            # what the teammate occupies (controls, or listed) leaves the final-point test.
            teammate = self.teammate(player)
            barred = frozenset(b for b, owner in control.items() if owner == teammate)
            self._barred = barred
            self._required_for_turn_side = self._all_battlefields - barred - set(ally_occupies)
        # The player's scored set, made only when they Hold something.
        scored: Set[str] = self._scored.get(player, _EMPTY)
        side = self._side[player]
        points = self._points
        held = False
        for battlefield in self.battlefields:
            if control[battlefield] == player and battlefield not in scored:
                adding = self._scored.setdefault(player, set())
                adding.add(battlefield)
                scored = adding
                points[side] += 1
                held = True
                if self._keep_events:
                    self._events.append(
                        _new(ev.Hold, (self.turn_number, player, battlefield, 1, points[side]))
                    )
        return held

    def _do_end_turn(self, a: act.EndTurn) -> bool:
        if not self._turn_open:
            self._require_turn("end_turn")
        self._end_turn()
        # No score moved, so a cleanup would find what the last one found. (Ending the last
        # additional turn decides the game itself, or begins sudden death with the
        # leaders tied, where a cleanup finds nobody.)
        return False

    def _end_turn(self) -> None:
        self._turn_open = False
        if self._additional and self._additional == self._additional_total:
            self._end_of_round()  # the last additional turn is over

    def _do_control(self, a: act.Control) -> bool:
        player = a.player
        battlefield = a.battlefield
        side = self._side.get(player)
        control = self._control
        if (
            side is None
            or not self._turn_open
            or battlefield not in control
            or control[battlefield] == player
        ):  # an unknown player or battlefield, no turn, or the controller: refused
            self._control_side(player, battlefield)
            raise AssertionError("a refused control was not refused")  # pragma: no cover
        scored = self._scored.get(player)
        if scored is None:
            scored = self._scored[player] = set()
        result = self._conquer_result(side, battlefield, scored)
        control[battlefield] = player
        if result is _POINT:
            scored.add(battlefield)
            points = self._points
            points[side] = score = points[side] + 1
            if self._keep_events:
                self._events.append(
                    _new(ev.Conquer, (self.turn_number, player, battlefield, 1, score, False))
                )
            return True
        if result is _DRAW:  # 471.1.b: the final point needs every battlefield scored
            scored.add(battlefield)  # scored all the same
            score = self._points[side]
            if self._keep_events:
                self._events.append(
                    _new(ev.Conquer, (self.turn_number, player, battlefield, 0, score, True))
                )
            return False
        if self._keep_events:
            self._events.append(
                _new(ev.ControlTaken, (self.turn_number, player, battlefield, result))
            )
        return False

    def _control_side(self, player: str, battlefield: str) -> int:
        """The checks of a `control`: the player's side, or the `RuleError` it gets."""
        if not self._turn_open:
            self._require_turn("control")
        side = self._side.get(player)
        if side is None:
            raise self._unknown_player(player)
        control = self._control
        if battlefield not in control:
            raise self._unknown_battlefield(battlefield)
        if control[battlefield] == player:
            raise ControlError("already-controls", player=player, battlefield=battlefield)
        return side

    def _conquer_result(self, side: int, battlefield: str, scored: Set[str]) -> str:
        """What an accepted `control` by a player of `side` does, `scored` being what that
        player has scored this turn: a Conquer worth a point (`_POINT`), a Conquer that
        draws a card instead (`_DRAW`), or no Conquer (`_ALREADY_SCORED`, `_BARRED`).
        The one place that decides it, for `control` and for `options`."""
        if battlefield in scored:  # 470: once per battlefield per player per turn
            return _ALREADY_SCORED
        if battlefield in self._barred and side == self._turn_side:  # 469.1.a
            return _BARRED
        if self._points[side] >= self._victory_score - 1 and not (
            self._required_for_final_point(side) - scored <= {battlefield}
        ):
            return _DRAW  # 471.1.b: the final point needs every battlefield scored
        return _POINT

    def _required_for_final_point(self, side: int) -> frozenset[str]:
        """What a player of `side` must have scored this turn for a Conquer to gain the
        final point (471.1.b): every battlefield; in 2v2, for the turn player's team, less
        what the turn player's teammate occupied at the scoring step."""
        if side == self._turn_side:
            return self._required_for_turn_side
        return self._all_battlefields

    def _unscored_for_final_point(self, side: int, battlefield: str, scored: Set[str]) -> list[str]:
        """The battlefields, in order, a player of `side` who scored `scored` this turn
        has yet to score, besides this one, for a Conquer of it to gain the final point."""
        required = self._required_for_final_point(side)
        return [
            b for b in self.battlefields if b in required and b not in scored and b != battlefield
        ]

    def _do_lose_control(self, a: act.LoseControl) -> bool:
        if not self._turn_open:
            self._require_turn("lose_control")
        battlefield = a.battlefield
        control = self._control
        if battlefield not in control:
            raise self._unknown_battlefield(battlefield)
        owner = control[battlefield]
        if owner is None:
            raise ControlError("nobody-controls", battlefield=battlefield)
        control[battlefield] = None
        if self._keep_events:
            self._events.append(_new(ev.ControlLost, (self.turn_number, owner, battlefield)))
        return False

    def _do_gain(self, a: act.Gain) -> bool:
        if not self._turn_open:
            self._require_turn("gain")
        side = self._side.get(a.player)
        if side is None:
            raise self._unknown_player(a.player)
        if a.points < 1:
            raise InvalidPoints("gain-below-one", points=a.points)
        score = self._points[side] + a.points
        self._points[side] = score
        if self._keep_events:
            self._events.append(
                _new(ev.Gain, (self.turn_number, a.player, a.points, score, a.source))
            )
        return True

    def _do_burn_out(self, a: act.BurnOut) -> bool:
        if not self._turn_open:
            self._require_turn("burn_out")
        side_of = self._side
        side = self._side_of(a.player)
        opponents = a.opponents
        if not opponents:
            raise RuleError("burn-out-needs-opponent")
        points = self._points
        turn = self.turn_number
        player = a.player
        events = self._events
        # Each entry is checked as the sequence reaches it: those after an immediate win
        # are not processed, so not checked either (record-format.md: "rule checks stop
        # at the win"). A refused entry undoes the entries before it.
        before, mark = points.copy(), len(events)
        first = True
        for opponent in opponents:
            gainer = side_of.get(opponent, side)
            if gainer == side:
                points[:] = before
                del events[mark:]
                self._side_of(opponent)  # an unknown name is its own error
                who = "themselves" if opponent == a.player else f"their teammate {opponent}"
                raise NotAnOpponent("burn-out-not-opponent", player=a.player, gainer=who)
            points[gainer] += 1
            if self._keep_events:
                events.append(_new(ev.BurnOut, (turn, player, opponent, points[gainer])))
            # From the second burn out of a sequence, a winning point wins at once.
            if not first and self._leads_at_victory(gainer):
                self._finish_game(gainer, "burn_out")
                break
            first = False
        return True

    def _leads_at_victory(self, side: int) -> bool:
        points = self._points
        score = points[side]
        return score >= self._victory_score and all(
            p < score for s, p in enumerate(points) if s != side
        )

    def _do_adjust(self, a: act.Adjust) -> bool:
        if not self._turn_open:
            self._require_turn("adjust")
        side = self._side_of(a.player)
        if a.points == 0:
            raise InvalidPoints("adjust-zero")
        score = max(0, self._points[side] + a.points)
        self._points[side] = score
        if self._keep_events:
            self._events.append(ev.Adjust(self.turn_number, a.player, a.points, score, a.reason))
        return True

    def _do_resolve(self, a: act.Resolve) -> bool:
        if not self._turn_open:
            self._require_turn("resolve")
        if not a.actions:
            raise RuleError("resolve-empty")
        for sub in a.actions:
            if sub.do not in act.RESOLVABLE:
                raise RuleError("not-in-resolve", do=sub.do)
        saved = self._save()
        try:
            for sub in a.actions:  # no cleanup between them: one after the last
                _HANDLERS[sub.do](self, sub)
                if self._outcome.result != ONGOING:
                    break  # a burn out won at once: the rest is not processed
        except RuleError:
            self._load(saved)
            raise
        return True

    def _do_set_victory_score(self, a: act.SetVictoryScore) -> bool:
        self._require_game()
        if a.points < 1:
            raise InvalidPoints("victory-score-below-one", points=a.points)
        self._victory_score = a.points
        if self._keep_events:
            self._events.append(ev.VictoryScoreSet(self.turn_number, a.points))
        return True

    def _do_time(self, a: act.CallTime) -> bool:
        if self._time_called:
            raise TimeAlreadyCalled("time-already-called")
        between_games = self._is_match and self._outcome.result != ONGOING
        if not between_games or self._match_outcome.result != ONGOING:
            self._require_game()
        self._time_called = True
        self._additional_total = ADDITIONAL_TURNS
        self._additional_played = 0
        if not between_games:
            if self._keep_events:
                self._events.append(ev.TimeCalled(self.turn_number, ADDITIONAL_TURNS))
            return True
        decision = self._match_decision()
        one_more = decision.result is RoundDecision.PLAY_ON
        if self._keep_events:
            self._events.append(
                ev.TimeCalled(
                    self.turn_number,
                    ADDITIONAL_TURNS,
                    between_games=True,
                    follows=ONE_MORE_GAME if one_more else NO_NEW_GAME,
                    game_wins=tuple(self._wins.items()),
                    next_game_additional_turns=(
                        ADDITIONAL_TURNS_AFTER_TIME_BETWEEN_GAMES if one_more else None
                    ),
                )
            )
        self._decide_match(decision)
        return False

    def _do_game(self, a: act.NextGame) -> bool:
        if not self._is_match:
            raise NotAllowedInMode("game-only-in-match", mode=self.mode.value)
        if self._match_outcome.result != ONGOING:
            raise GameOver("match-over", outcome=self._describe(self._match_outcome))
        if self._outcome.result == ONGOING:
            raise MatchError("game-in-progress", game=self._game_number)
        self._known(a.first)
        battlefields = tuple(a.battlefields)
        count = len(self.header.battlefields)
        if len(battlefields) != count:
            raise MatchError("match-battlefield-count", count=count)
        if any(not b for b in battlefields) or len(set(battlefields)) != len(battlefields):
            raise MatchError("match-battlefield-names")
        reused = [b for b in battlefields if b in self._set_aside]
        if reused:
            raise MatchError("battlefield-set-aside", battlefield=reused[0])
        self._start_game(battlefields, a.first)
        if self._time_called:  # a game begun after time: its first turns are additional
            self._additional_total = ADDITIONAL_TURNS_AFTER_TIME_BETWEEN_GAMES
            self._additional_played = 0
        additional = self._additional_total if self._time_called else 0
        if self._keep_events:
            self._events.append(
                ev.GameStarted(self._game_number, battlefields, a.first, additional)
            )
        return False

    def _do_concede(self, a: act.Concede) -> bool:
        side = self._side_of(a.player)
        if not self.header.rules.concede:
            raise NotAllowedInMode("no-concede", mode=self.mode.value)
        self._require_game()
        winner = next(s for s in range(len(self._side_members)) if s != side)
        self._finish_game(winner, "concede")
        return False

    # ---------------------------------------------------------- cleanup, endings

    def _cleanup(self) -> None:
        """323.1: the win check. (Board tasks 323.2-323.9 belong to the board kernel.)"""
        if max(self._points) < self._victory_score and not self._sudden_death:
            return  # nobody can win: the common case, kept cheap
        if self._outcome.result != ONGOING:
            return
        winner = self._winner()
        if winner is not None:
            self._finish_game(*winner)

    def _winner(self) -> tuple[int, str] | None:
        """Who a cleanup now would find the winner (their side, and how), if anybody."""
        points = self._points
        top = max(points)
        if points.count(top) != 1:
            return None  # tied leaders play on
        if top >= self._victory_score:
            return points.index(top), "cleanup"
        if self._sudden_death:
            return points.index(top), "sudden_death"
        return None

    def _round_decision(self) -> Decision:
        """How the game ends if its last additional turn ends now (the round's procedure)."""
        wins = tuple(self._wins.values()) if self._is_match else None
        return end_of_round(self.header.round, tuple(self._points), wins)

    def _end_of_round(self) -> None:
        decision = self._round_decision()
        if decision.result is RoundDecision.WIN:
            assert decision.side is not None
            self._finish_game(decision.side, "time", decision)
        elif decision.result is RoundDecision.DRAW:
            self._finish_game(None, "time", decision)
        else:
            self._sudden_death = True
            if self._keep_events:
                self._events.append(ev.SuddenDeath(self.turn_number, max(self._points)))

    def _finish_game(self, side: int | None, by: str, at_time: Decision | None = None) -> None:
        """The game ends: won by `side` (None: drawn); `at_time`, the round's decision."""
        self._turn_open = False  # a turn is only in progress in a game in progress
        procedure = tally = None
        if at_time is not None:
            procedure = self.header.round.value
            tally = tuple(sorted(self._points, reverse=True))
        if side is None:
            self._outcome = Outcome(DRAW, (), by)
            reason = at_time.reason if at_time is not None else None
            if self._keep_events:
                self._events.append(ev.GameDrawn(by, procedure, tally, reason))
        else:
            winners = self._side_members[side]
            self._outcome = Outcome(WIN, winners, by)
            lead = at_time.lead if at_time is not None else None
            if self._keep_events:
                self._events.append(ev.Win(winners, by, procedure, tally, lead))
        if self._is_match:
            self._results.append(self._result_now())
            if side is not None:
                (winner,) = self._side_members[side]
                self._wins[winner] += 1
                self._set_aside.update(self.battlefields)
            self._decide_match(self._match_decision())

    def _match_decision(self) -> Decision:
        """Whether the match is decided now that its current game is over."""
        return decide_match(
            self.header.round, tuple(self._wins.values()), self._time_called, GAMES_TO_WIN
        )

    def _decide_match(self, decision: Decision) -> None:
        if decision.result is RoundDecision.PLAY_ON:
            return
        if decision.result is RoundDecision.WIN:
            assert decision.side is not None
            outcome = Outcome(WIN, (self.players[decision.side],), None)
        else:
            outcome = Outcome(DRAW)
        self._match_outcome = outcome
        if self._keep_events:
            self._events.append(
                ev.MatchOver(
                    outcome.result, outcome.winners, tuple(self._wins.items()), decision.reason
                )
            )

    def _result_now(self) -> GameResult:
        return GameResult(
            self._game_number,
            self.battlefields,
            self._first,
            self._outcome,
            tuple(self.scores.items()),
        )

    # ------------------------------------------------- all-or-nothing compounds

    def _save(self) -> tuple[Any, ...]:
        """Everything an action can change, so that a failed action can be undone: the
        plain slots as they are, the logs' lengths, and copies of the containers that
        actions change in place."""
        return (
            _plain_slots(self),
            len(self._actions),
            len(self._events),
            self._points.copy(),
            self._control.copy(),
            {player: scored.copy() for player, scored in self._scored.items()},
            self._results.copy(),
            self._wins.copy(),
            self._set_aside.copy(),
        )

    def _load(self, saved: tuple[Any, ...]) -> None:
        plain, actions, events, points, control, scored, results, wins, set_aside = saved
        for name, value in zip(_PLAIN_SLOTS, plain, strict=True):
            setattr(self, name, value)
        del self._actions[actions:]
        del self._events[events:]
        self._points = points
        self._control = control
        self._scored = scored
        self._results = results
        self._wins = wins
        self._set_aside = set_aside


_plain_slots = attrgetter(*_PLAIN_SLOTS)

_CORE_ACTIONS = frozenset(act.ALL)

_HANDLERS: dict[str, _Handler] = {
    "turn": Game._do_turn,
    "control": Game._do_control,
    "lose_control": Game._do_lose_control,
    "gain": Game._do_gain,
    "burn_out": Game._do_burn_out,
    "adjust": Game._do_adjust,
    "set_victory_score": Game._do_set_victory_score,
    "resolve": Game._do_resolve,
    "end_turn": Game._do_end_turn,
    "time": Game._do_time,
    "game": Game._do_game,
    "concede": Game._do_concede,
}


def replay(header: Header, actions: Iterable[act.Action]) -> Game:
    """Apply every action to a new game from the header."""
    game = Game(header)
    for action in actions:
        game.apply(action)
    return game
