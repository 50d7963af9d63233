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
from riftscore.rules.errors import AllOf, Phrase
from riftscore.rules.match import (
    NO_LEAD_OF_TWO,
    ONE_MORE_GAME,
    TIED_GAME_WINS_DIFFER,
    TIME,
    EndOfRound,
)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _tally(values: Iterable[int]) -> str:
    """Counts from the highest down, as a result is read out: "6–4"."""
    return "–".join(str(v) for v in sorted(values, reverse=True))


def _signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points)


def _who(players: tuple[str, ...]) -> dict[str, object]:
    """Who did it, for a message whose verb agrees with them: "Ann wins", "Ann and Cid
    win" (`$count` chooses the verb's form in each language)."""
    return {"winners": AllOf(players), "count": len(players)}


class Announcer:
    """Turns events into sentences. It holds nothing: every sentence comes from its event
    alone, so one announcer serves any number of games, in any order, in any language.

    The header is not needed (each event says what its sentence needs); it is accepted
    so that callers written for the announcer that followed the scores keep working.
    """

    __slots__ = ()  # nothing to remember

    def __init__(self, header: Header | None = None) -> None:
        del header  # see the class's docstring

    def say(self, event: ev.Event, lang: str = words.ENGLISH) -> str | None:
        """One sentence for the event in `lang`, or None for events nobody announces."""
        return say(event, lang)

    def lines(self, events: Iterable[ev.Event], lang: str = words.ENGLISH) -> Iterator[str]:
        for event in events:
            line = say(event, lang)
            if line is not None:
                yield line


def _prefix(turn: int, player: str) -> Phrase:
    """ "Turn 3, Ann", or "Before the first turn, Ann"."""
    return Phrase("announce-prefix", {"turn": turn, "player": player})


def say(event: ev.Event, lang: str = words.ENGLISH) -> str | None:
    """One sentence for the event in `lang`, or None for events nobody announces.

    >>> say(ev.Conquer(3, "Ann", "Grove", 1, 6, False))
    "Turn 3, Ann: Conquer on Grove, that's 6"
    >>> say(ev.Conquer(3, "Ann", "Grove", 1, 6, False), "fr")
    'Tour 3, Ann : conquête de Grove, ça fait 6'
    """
    said = phrase(event)
    return None if said is None else words.say_phrase(said, lang)


def phrase(event: ev.Event) -> Phrase | None:
    """What is said of the event, as a code and its parameters (None for events nobody
    announces): the catalogue words it in each language."""
    match event:
        case ev.TurnStarted(turn, player, extra, additional, additional_turns):
            return Phrase(
                "announce-turn",
                {
                    "turn": turn,
                    "player": player,
                    "extra": "yes" if extra else "no",
                    "additional": additional or 0,
                    "of": additional_turns or 0,
                },
            )
        case ev.Conquer(turn, player, battlefield, points, score, draw):
            who = _prefix(turn, player)
            if draw:
                return Phrase("announce-conquer-draws", {"who": who, "battlefield": battlefield})
            return Phrase(
                "announce-conquer", {"who": who, "battlefield": battlefield, "score": score}
            )
        case ev.Hold(turn, player, battlefield, points, score):
            return Phrase(
                "announce-hold",
                {"who": _prefix(turn, player), "battlefield": battlefield, "score": score},
            )
        case ev.ControlTaken(turn, player, battlefield, reason):
            return Phrase(
                "announce-control-taken",
                {
                    "who": _prefix(turn, player),
                    "battlefield": battlefield,
                    "reason": "barred" if reason == "barred" else "scored",
                },
            )
        case ev.ControlLost(turn, player, battlefield):
            return Phrase(
                "announce-control-lost", {"who": _prefix(turn, player), "battlefield": battlefield}
            )
        case ev.Gain(turn, player, points, score, source):
            who = _prefix(turn, player)
            if source:
                return Phrase(
                    "announce-gain-from",
                    {"who": who, "points": points, "source": source, "score": score},
                )
            return Phrase("announce-gain", {"who": who, "points": points, "score": score})
        case ev.BurnOut(turn, player, opponent, score):
            return Phrase(
                "announce-burn-out",
                {"who": _prefix(turn, player), "opponent": opponent, "score": score},
            )
        case ev.Adjust(turn, player, points, score, reason):
            who, signed = _prefix(turn, player), _signed(points)
            if reason:
                return Phrase(
                    "announce-adjust-why",
                    {"who": who, "points": signed, "reason": reason, "score": score},
                )
            return Phrase("announce-adjust", {"who": who, "points": signed, "score": score})
        case ev.VictoryScoreSet(turn, points):
            return Phrase("announce-victory-score", {"points": points})
        case ev.TimeCalled():
            return _time_called(event)
        case ev.SuddenDeath(turn, score):
            return Phrase("announce-sudden-death", {"score": score})
        case ev.Win(winners, by, procedure, tally, lead):
            if by == "time" and procedure is not None and tally is not None:
                return _time_win(winners, procedure, tally, lead)
            return Phrase("announce-win", {"by": by, **_who(winners)})
        case ev.GameDrawn():
            return _time_draw(event)
        case ev.GameStarted(number, battlefields, first, additional):
            return Phrase(
                "announce-game-started",
                {
                    "number": number,
                    "battlefields": AllOf(battlefields),
                    "first": first,
                    "additional": additional or 0,
                },
            )
        case ev.MatchOver(outcome, winners, game_wins, by):
            wins = _tally(w for _, w in game_wins)
            if by != TIME:
                if outcome == "draw":
                    return Phrase("announce-match-drawn", {"wins": wins})
                return Phrase("announce-match-won", {"wins": wins, **_who(winners)})
            if outcome == "draw":
                return Phrase("announce-match-drawn-at-time", {"wins": wins})
            return Phrase("announce-match-won-at-time", {"wins": wins, **_who(winners)})
    return None  # pragma: no cover - every event kind is matched above


def _time_called(event: ev.TimeCalled) -> Phrase:
    if not event.between_games:
        return Phrase("announce-time-called", {"turns": event.additional_turns})
    if event.follows == ONE_MORE_GAME:
        wins = _tally(w for _, w in event.game_wins or ())
        return Phrase(
            "announce-time-one-more-game", {"wins": wins, "turns": event.next_game_additional_turns}
        )
    return Phrase("announce-time-no-new-game")


def _time_win(
    winners: tuple[str, ...], procedure: str, tally: tuple[int, ...], lead: int | None
) -> Phrase:
    """A game won on points once its additional turns are over, and why."""
    if procedure == "swiss":
        return Phrase("announce-win-by-lead", {"lead": lead or 0, **_who(winners)})
    return Phrase("announce-win-most-points", {"tally": _tally(tally), **_who(winners)})


def _time_draw(event: ev.GameDrawn) -> Phrase:
    """A game drawn once its additional turns are over, and why."""
    tally = event.tally or ()
    if event.reason == NO_LEAD_OF_TWO:
        return Phrase("announce-drawn-no-lead", {"tally": _tally(tally)})
    if event.reason == TIED_GAME_WINS_DIFFER and tally:
        return Phrase("announce-drawn-game-wins-differ", {"score": tally[0]})
    return Phrase("announce-drawn")


def announce(
    events: Iterable[ev.Event], header: Header | None = None, lang: str = words.ENGLISH
) -> list[str]:
    """Every announced sentence for a sequence of events, in `lang` (the header is not
    needed)."""
    del header  # every event says what its sentence needs
    return [line for event in events if (line := say(event, lang)) is not None]


def _is_statement(event: ev.Event) -> bool:
    """A sentence of the end of the round: a game or match decided, sudden death, or
    time called between games (said once time has been called)."""
    if isinstance(event, ev.TimeCalled):
        return event.between_games
    return isinstance(event, ev.Win | ev.GameDrawn | ev.SuddenDeath | ev.MatchOver)


def statements(events: Sequence[ev.Event], lang: str = words.ENGLISH) -> list[str]:
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
    return [line for e in events[start:] if _is_statement(e) and (line := say(e, lang)) is not None]


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
