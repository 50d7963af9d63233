"""Every event said the way players say it at the table ("Conquer on Grove, that's 6").

Pure text from events, shared by `riftscore replay` and the tracker's page, so that
what a judge reads in a log is what the table heard. Each sentence is a function of its
event alone: the events of the end of a timed round carry the core's reasons (the
procedure, the tally, the lead), so the announcer keeps no score and no game wins of its
own. `statements` picks the sentences of the end of the round ("Ann leads by 2: Ann
wins the game", "Tied at 6: sudden death, the next point wins").
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from riftscore import words
from riftscore.rules import ONGOING, GameState, Header
from riftscore.rules import events as ev
from riftscore.rules.match import (
    NO_LEAD_OF_TWO,
    ONE_MORE_GAME,
    TIED_GAME_WINS_DIFFER,
    TIME,
    EndOfRound,
)


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
    """Turns events into sentences. It holds nothing: every sentence comes from its event
    alone, so one announcer serves any number of games, in any order.

    The header is not needed (each event says what its sentence needs); it is accepted
    so that callers written for the announcer that followed the scores keep working.
    """

    __slots__ = ()  # nothing to remember

    def __init__(self, header: Header | None = None) -> None:
        del header  # see the class's docstring

    def say(self, event: ev.Event) -> str | None:
        """One sentence for the event, or None for events nobody announces."""
        return say(event)

    def lines(self, events: Iterable[ev.Event]) -> Iterator[str]:
        for event in events:
            line = say(event)
            if line is not None:
                yield line


def _prefix(turn: int, player: str) -> str:
    return f"Turn {turn}, {player}" if turn else f"Before the first turn, {player}"


def say(event: ev.Event) -> str | None:
    """One sentence for the event, or None for events nobody announces."""
    match event:
        case ev.TurnStarted(turn, player, extra, additional, additional_turns):
            notes = []
            if extra:
                notes.append("an extra turn")
            if additional:
                notes.append(f"additional turn {additional} of {additional_turns}")
            return f"Turn {turn}, {player}" + (f" ({', '.join(notes)})" if notes else "")
        case ev.Conquer(turn, player, battlefield, points, score, draw):
            if draw:
                return (
                    f"{_prefix(turn, player)}: Conquer on {battlefield}: not every "
                    "battlefield scored this turn, draw a card instead"
                )
            return f"{_prefix(turn, player)}: Conquer on {battlefield}, that's {score}"
        case ev.Hold(turn, player, battlefield, points, score):
            return f"{_prefix(turn, player)}: Hold on {battlefield}, that's {score}"
        case ev.ControlTaken(turn, player, battlefield, reason):
            why = (
                "a teammate controlled it at the scoring step, so the team cannot score it"
                if reason == "barred"
                else "already scored this turn, no point"
            )
            return f"{_prefix(turn, player)}: takes {battlefield} ({why})"
        case ev.ControlLost(turn, player, battlefield):
            return f"{_prefix(turn, player)}: loses {battlefield}, now uncontrolled"
        case ev.Gain(turn, player, points, score, source):
            origin = f" from {source}" if source else ""
            return f"{_prefix(turn, player)}: gains {points}{origin}, that's {score}"
        case ev.BurnOut(turn, player, opponent, score):
            return f"{_prefix(turn, player)}: burns out, {opponent} gains 1, that's {score}"
        case ev.Adjust(turn, player, points, score, reason):
            why = f" ({reason})" if reason else ""
            return f"{_prefix(turn, player)}: adjusted {_signed(points)}{why}, that's {score}"
        case ev.VictoryScoreSet(turn, points):
            return f"The victory score is now {points}"
        case ev.TimeCalled():
            return _time_called(event)
        case ev.SuddenDeath(turn, score):
            return f"Tied at {score}: sudden death, the next point wins"
        case ev.Win(winners, by, procedure, tally, lead):
            if by == "time" and procedure is not None and tally is not None:
                return _time_win(winners, procedure, tally, lead)
            return _win(winners, by)
        case ev.GameDrawn():
            return _time_draw(event)
        case ev.GameStarted(number, battlefields, first, additional):
            tail = f"; its first {additional} turns are additional turns" if additional else ""
            return f"Game {number} on {_names(battlefields)}: {first} goes first{tail}"
        case ev.MatchOver(outcome, winners, game_wins, by):
            wins = _tally(w for _, w in game_wins)
            if by != TIME:
                if outcome == "draw":
                    return f"The match is drawn, {wins}"
                return f"{_verb(winners, 'wins', 'win')} the match, {wins}"
            if outcome == "draw":
                return f"Game wins tied {wins}: the match is drawn"
            return f"{_verb(winners, 'wins', 'win')} the match on game wins, {wins}"
    return None  # pragma: no cover - every event kind is matched above


def _time_called(event: ev.TimeCalled) -> str:
    if not event.between_games:
        return (
            f"Time is called: the turn in progress finishes, then {event.additional_turns} "
            "additional turns"
        )
    if event.follows == ONE_MORE_GAME:
        wins = _tally(w for _, w in event.game_wins or ())
        return (
            f"Time is called between games, game wins tied {wins}: one more game, "
            f"its first {event.next_game_additional_turns} turns additional"
        )
    return "Time is called between games: no new game starts"


def _time_win(
    winners: tuple[str, ...], procedure: str, tally: tuple[int, ...], lead: int | None
) -> str:
    """A game won on points once its additional turns are over, and why."""
    win = _verb(winners, "wins", "win")
    if procedure == "swiss":
        return f"{_verb(winners, 'leads', 'lead')} by {lead}: {win} the game"
    most = _verb(winners, "has", "have")
    return f"{most} the most points, {_tally(tally)}: {win} the game"


def _time_draw(event: ev.GameDrawn) -> str:
    """A game drawn once its additional turns are over, and why."""
    tally = event.tally or ()
    if event.reason == NO_LEAD_OF_TWO:
        return f"Nobody leads by 2, {_tally(tally)}: the game is drawn"
    if event.reason == TIED_GAME_WINS_DIFFER and tally:
        return f"Tied at {tally[0]}, with game wins not tied: the game is drawn"
    return "The game is drawn"


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
    """Every announced sentence for a sequence of events (the header is not needed)."""
    del header  # every event says what its sentence needs
    return [line for line in map(say, events) if line is not None]


def _is_statement(event: ev.Event) -> bool:
    """A sentence of the end of the round: a game or match decided, sudden death, or
    time called between games (said once time has been called)."""
    if isinstance(event, ev.TimeCalled):
        return event.between_games
    return isinstance(event, ev.Win | ev.GameDrawn | ev.SuddenDeath | ev.MatchOver)


def statements(events: Sequence[ev.Event]) -> list[str]:
    """Every sentence about the end of the round since time was called, in order: why
    each game after time ended (or went on to sudden death) and how the match did.

    It reads back from the last event to the `time` event, so it costs what happened
    since time was called (nothing at all for a game where it was not: check first).
    """
    start = len(events)
    while start:
        start -= 1
        if isinstance(events[start], ev.TimeCalled):
            break
    else:
        return []
    return [line for e in events[start:] if _is_statement(e) and (line := say(e)) is not None]


def time_status(state: GameState) -> str | None:
    """Where a game stands in the end-of-round procedure, for a table to read at a glance:
    "the current turn, then additional turn 1, 2, 3", then sudden death; None before time."""
    time = state.time
    if not time.called or state.outcome.result != ONGOING:
        return None
    next_game = state.options.next_game
    if next_game is not None:  # between games of a match, after time
        return f"Time: one more game, its first {next_game.additional_turns} turns additional"
    if time.sudden_death:
        return "Sudden death: the next point wins"
    turn = state.turn
    if turn.in_progress and time.current_additional:
        return f"Time: additional turn {time.current_additional} of {time.additional_turns}"
    left = time.additional_left
    if turn.in_progress:
        return f"Time: the current turn finishes, then {_plural(left, 'additional turn')}"
    if time.additional_played == 0 and turn.number == 0 and left:
        return f"Time: this game's first {_plural(left, 'turn')} are additional"
    return f"Time: {_plural(left, 'additional turn')} to play"


def _who_wins_at_time(procedure: EndOfRound) -> str:
    if procedure.winning_lead > 1:
        return f"a lead of {procedure.winning_lead} wins"
    return "the most points wins"


def procedure_summary_params(procedure: EndOfRound) -> dict[str, object]:
    """The parameters of `procedure-summary` (and of the start page's `round-option`):
    the lead that wins at time, and what a tie does, from the core's procedure."""
    tied = "draw" if procedure.tied == NO_LEAD_OF_TWO else "sudden-death"
    return {"lead": procedure.winning_lead, "tied": tied}


def procedure_summary(procedure: EndOfRound, lang: str = words.ENGLISH) -> str:
    """What a type of round does at time, in one short line for a chooser, from the
    core's procedure, in `lang`.

    >>> from riftscore.rules import Round
    >>> from riftscore.rules.match import end_of_round_procedure
    >>> procedure_summary(end_of_round_procedure(Round.SWISS))
    'a lead of 2 wins, otherwise a draw'
    >>> procedure_summary(end_of_round_procedure(Round.SINGLE_ELIMINATION))
    'the most points wins, a tie goes to sudden death'
    >>> procedure_summary(end_of_round_procedure(Round.SWISS), "fr")
    "une avance de 2 l'emporte, sinon match nul"
    """
    return words.say("procedure-summary", procedure_summary_params(procedure), lang)


def procedure_text(procedure: EndOfRound) -> str:
    """The end-of-round procedure of a type of round, for an organiser choosing it: what
    happens once time is called, from the core's procedure, never restated here."""
    parts = [
        "At time: the turn in progress finishes, then "
        f"{_plural(procedure.additional_turns, 'additional turn')}",
        f"{_who_wins_at_time(procedure)} the game",
    ]
    if procedure.tied == NO_LEAD_OF_TWO:
        parts[-1] += ", otherwise it is drawn"
    else:
        parts.append(
            "tied on points, more game wins takes the match, else sudden death "
            "(the next point wins)"
        )
    if procedure.between_games == ONE_MORE_GAME:
        ending = (
            "A match level on game wins between games plays one more, its first "
            f"{_plural(procedure.additional_turns_in_new_game, 'turn')} additional."
        )
    else:
        parts.append("no new game starts")
        ending = ""
    return ("; ".join(parts) + ". " + ending).strip()
