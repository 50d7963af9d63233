"""Every event said the way players say it at the table ("Conquer on Grove, that's 6").

Pure text from events, shared by `riftscore replay` and the tracker's page, so that
what a judge reads in a log is what the table heard.

Given the record's header, the announcer also follows the scores and game wins, so that
the end of a timed round is said with its reason ("Ann leads by 2: Ann wins the game",
"Tied at 6: sudden death, the next point wins"); those sentences are kept in
`statements`. Without a header it says the same events more plainly.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from riftscore.rules import ONGOING, Game, Header, Round
from riftscore.rules import events as ev
from riftscore.rules.match import ADDITIONAL_TURNS_AFTER_TIME_BETWEEN_GAMES


def _names(players: Iterable[str]) -> str:
    players = list(players)
    return players[0] if len(players) == 1 else ", ".join(players[:-1]) + " and " + players[-1]


def _verb(players: tuple[str, ...], singular: str, plural: str) -> str:
    return f"{_names(players)} {singular if len(players) == 1 else plural}"


def _signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points)


def _tally(values: Iterable[int]) -> str:
    """Counts from the highest down, as a result is read out: "6–4"."""
    return "–".join(str(v) for v in sorted(values, reverse=True))


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


class Announcer:
    """Turns events into sentences; it remembers the turn, for the "Turn 3, Ann:" prefix,
    and with the header, each side's score and game wins, for the end of a timed round."""

    def __init__(self, header: Header | None = None) -> None:
        self.turn = 0
        self.turn_player: str | None = None
        self.additional_turns = 0
        #: Every sentence about the end of the round since time was called, in order: why
        #: each game after time ended (or went on to sudden death) and how the match did.
        self.statements: list[str] = []
        self._time_called = False
        self._game_over = False
        self._round: Round | None = None
        self._sides: tuple[tuple[str, ...], ...] = ()
        self._side_of: dict[str, int] = {}
        self._points: list[int] = []
        self._wins: dict[str, int] = {}
        if header is not None:
            self._round = header.round
            self._sides = header.teams or tuple((p,) for p in header.players)
            self._side_of = {p: i for i, side in enumerate(self._sides) for p in side}
            self._points = [0] * len(self._sides)
            for player, points in header.start_scores.items():
                self._points[self._side_of[player]] = points
            self._wins = dict.fromkeys(header.players, 0)

    def _scored(self, player: str, score: int) -> None:
        side = self._side_of.get(player)
        if side is not None:
            self._points[side] = score

    def _state(self, sentence: str) -> str:
        self.statements.append(sentence)
        return sentence

    def _prefix(self, turn: int, player: str) -> str:
        return f"Turn {turn}, {player}" if turn else f"Before the first turn, {player}"

    def say(self, event: ev.Event) -> str | None:
        """One sentence for the event, or None for events nobody announces."""
        match event:
            case ev.TurnStarted(turn, player, extra, additional):
                self.turn, self.turn_player = turn, player
                notes = []
                if extra:
                    notes.append("an extra turn")
                if additional:
                    notes.append(f"additional turn {additional} of {self.additional_turns}")
                return f"Turn {turn}, {player}" + (f" ({', '.join(notes)})" if notes else "")
            case ev.Conquer(turn, player, battlefield, points, score, draw):
                self._scored(player, score)
                if draw:
                    return (
                        f"{self._prefix(turn, player)}: Conquer on {battlefield}: not every "
                        "battlefield scored this turn, draw a card instead"
                    )
                return f"{self._prefix(turn, player)}: Conquer on {battlefield}, that's {score}"
            case ev.Hold(turn, player, battlefield, points, score):
                self._scored(player, score)
                return f"{self._prefix(turn, player)}: Hold on {battlefield}, that's {score}"
            case ev.ControlTaken(turn, player, battlefield, reason):
                why = (
                    "a teammate controlled it at the scoring step, so the team cannot score it"
                    if reason == "barred"
                    else "already scored this turn, no point"
                )
                return f"{self._prefix(turn, player)}: takes {battlefield} ({why})"
            case ev.ControlLost(turn, player, battlefield):
                return f"{self._prefix(turn, player)}: loses {battlefield}, now uncontrolled"
            case ev.Gain(turn, player, points, score, source):
                self._scored(player, score)
                origin = f" from {source}" if source else ""
                return f"{self._prefix(turn, player)}: gains {points}{origin}, that's {score}"
            case ev.BurnOut(turn, player, opponent, score):
                self._scored(opponent, score)
                return (
                    f"{self._prefix(turn, player)}: burns out, {opponent} gains 1, that's {score}"
                )
            case ev.Adjust(turn, player, points, score, reason):
                self._scored(player, score)
                why = f" ({reason})" if reason else ""
                return (
                    f"{self._prefix(turn, player)}: adjusted {_signed(points)}{why}, that's {score}"
                )
            case ev.VictoryScoreSet(turn, points):
                return f"The victory score is now {points}"
            case ev.TimeCalled(turn, additional):
                self.additional_turns = additional
                self._time_called = True
                if self._game_over:
                    return self._time_between_games()
                return f"Time is called: the turn in progress finishes, then {additional} additional turns"
            case ev.SuddenDeath(turn, score):
                return self._state(f"Tied at {score}: sudden death, the next point wins")
            case ev.Win(winners, by):
                self._game_over = True
                if len(winners) == 1 and winners[0] in self._wins:
                    self._wins[winners[0]] += 1
                line = self._time_win(winners) if by == "time" else _win(winners, by)
                return self._state(line) if self._time_called else line
            case ev.GameDrawn(by):
                self._game_over = True
                return self._state(self._time_draw())
            case ev.GameStarted(number, battlefields, first, additional):
                self.turn, self.turn_player = 0, None
                self._game_over = False
                self._points = [0] * len(self._sides)
                if additional:
                    self.additional_turns = additional
                tail = f"; its first {additional} turns are additional turns" if additional else ""
                return f"Game {number} on {_names(battlefields)}: {first} goes first{tail}"
            case ev.MatchOver(outcome, winners, game_wins):
                tally = _tally(w for _, w in game_wins)
                if not self._time_called:
                    if outcome == "draw":
                        return f"The match is drawn, {tally}"
                    return f"{_verb(winners, 'wins', 'win')} the match, {tally}"
                if outcome == "draw":
                    return self._state(f"Game wins tied {tally}: the match is drawn")
                return self._state(
                    f"{_verb(winners, 'wins', 'win')} the match on game wins, {tally}"
                )
        return None  # pragma: no cover - every event kind is matched above

    def _time_win(self, winners: tuple[str, ...]) -> str:
        """A game won on points once its additional turns are over, and why."""
        win = _verb(winners, "wins", "win")
        side = self._side_of.get(winners[0])
        if side is None or self._round is None:
            return f"{win} the game on points after the additional turns"
        points = self._points
        lead = points[side] - max(p for i, p in enumerate(points) if i != side)
        if self._round is Round.SWISS:
            return f"{_verb(winners, 'leads', 'lead')} by {lead}: {win} the game"
        most = _verb(winners, "has", "have")
        return f"{most} the most points, {_tally(points)}: {win} the game"

    def _time_draw(self) -> str:
        """A game drawn once its additional turns are over, and why."""
        if self._round is None or not self._points:
            return "Nobody leads by 2 at time: the game is drawn"
        if self._round is Round.SWISS:
            return f"Nobody leads by 2, {_tally(self._points)}: the game is drawn"
        # Single elimination draws a game only when it is tied and game wins are not.
        return f"Tied at {max(self._points)}, with game wins not tied: the game is drawn"

    def _time_between_games(self) -> str:
        wins = list(self._wins.values())
        if self._round is Round.SINGLE_ELIMINATION and wins and len(set(wins)) == 1:
            turns = ADDITIONAL_TURNS_AFTER_TIME_BETWEEN_GAMES
            return self._state(
                f"Time is called between games, game wins tied {_tally(wins)}: one more game, "
                f"its first {turns} turns additional"
            )
        return self._state("Time is called between games: no new game starts")

    def lines(self, events: Iterable[ev.Event]) -> Iterator[str]:
        for event in events:
            line = self.say(event)
            if line is not None:
                yield line


def _win(winners: tuple[str, ...], by: str) -> str:
    win = _verb(winners, "wins", "win")
    return {
        "cleanup": f"{win} the game",
        "burn_out": f"{win} the game at once: a winning point from a repeated burn out",
        "time": f"{win} the game on points after the additional turns",
        "sudden_death": f"{win} the game: first to lead in sudden death",
        "concede": f"The other side concedes: {win} the game",
    }.get(by, f"{win} the game ({by})")


def announce(events: Iterable[ev.Event], header: Header | None = None) -> list[str]:
    """Every announced sentence for a sequence of events, from the start of a record."""
    return list(Announcer(header).lines(events))


def time_status(game: Game) -> str | None:
    """Where a game stands in the end-of-round procedure, for a table to read at a glance:
    "the current turn, then additional turn 1, 2, 3", then sudden death; None before time."""
    time = game.time
    if not time.called or game.outcome.result != ONGOING:
        return None
    if game.game_outcome.result != ONGOING:  # between games of a match, after time
        turns = ADDITIONAL_TURNS_AFTER_TIME_BETWEEN_GAMES
        return f"Time: one more game, its first {turns} turns additional"
    if time.sudden_death:
        return "Sudden death: the next point wins"
    if game.turn_in_progress and time.current_additional:
        return f"Time: additional turn {time.current_additional} of {time.additional_turns}"
    left = time.additional_left
    if game.turn_in_progress:
        return f"Time: the current turn finishes, then {_plural(left, 'additional turn')}"
    if time.additional_played == 0 and game.turn_number == 0 and left:
        return f"Time: this game's first {_plural(left, 'turn')} are additional"
    return f"Time: {_plural(left, 'additional turn')} to play"
