"""Every event said the way players say it at the table ("Conquer on Grove, that's 6").

Pure text from events, shared by `riftscore replay` and the tracker's page, so that
what a judge reads in a log is what the table heard.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from riftscore.rules import events as ev


def _names(players: Iterable[str]) -> str:
    players = list(players)
    return players[0] if len(players) == 1 else ", ".join(players[:-1]) + " and " + players[-1]


def _verb(players: tuple[str, ...], singular: str, plural: str) -> str:
    return f"{_names(players)} {singular if len(players) == 1 else plural}"


def _signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points)


class Announcer:
    """Turns events into sentences; it remembers the turn, for the "Turn 3, Ann:" prefix."""

    def __init__(self) -> None:
        self.turn = 0
        self.turn_player: str | None = None
        self.additional_turns = 0

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
                if draw:
                    return (
                        f"{self._prefix(turn, player)}: Conquer on {battlefield}: not every "
                        "battlefield scored this turn, draw a card instead"
                    )
                return f"{self._prefix(turn, player)}: Conquer on {battlefield}, that's {score}"
            case ev.Hold(turn, player, battlefield, points, score):
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
                origin = f" from {source}" if source else ""
                return f"{self._prefix(turn, player)}: gains {points}{origin}, that's {score}"
            case ev.BurnOut(turn, player, opponent, score):
                return (
                    f"{self._prefix(turn, player)}: burns out, {opponent} gains 1, that's {score}"
                )
            case ev.Adjust(turn, player, points, score, reason):
                why = f" ({reason})" if reason else ""
                return (
                    f"{self._prefix(turn, player)}: adjusted {_signed(points)}{why}, that's {score}"
                )
            case ev.VictoryScoreSet(turn, points):
                return f"The victory score is now {points}"
            case ev.TimeCalled(turn, additional):
                self.additional_turns = additional
                return f"Time is called: the turn in progress finishes, then {additional} additional turns"
            case ev.SuddenDeath(turn, score):
                return f"Tied at {score}: sudden death, the next point wins"
            case ev.Win(winners, by):
                return _win(winners, by)
            case ev.GameDrawn(by):
                return "Nobody leads by 2 at time: the game is drawn"
            case ev.GameStarted(number, battlefields, first, additional):
                self.turn, self.turn_player = 0, None
                if additional:
                    self.additional_turns = additional
                tail = f"; its first {additional} turns are additional turns" if additional else ""
                return f"Game {number} on {_names(battlefields)}: {first} goes first{tail}"
            case ev.MatchOver(outcome, winners, game_wins):
                tally = "–".join(str(w) for _, w in sorted(game_wins, key=lambda pw: -pw[1]))
                if outcome == "draw":
                    return f"The match is drawn, {tally}"
                return f"{_verb(winners, 'wins', 'win')} the match, {tally}"
        return None  # pragma: no cover - every event kind is matched above

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


def announce(events: Iterable[ev.Event]) -> list[str]:
    """Every announced sentence for a sequence of events, from the start of a record."""
    return list(Announcer().lines(events))
