"""Random games in every mode, tried line by line, judged by a referee of our own.

The lines come from tests/strategies.py without asking the engine what is legal; the
engine keeps what it accepts. The `Referee` below follows a game from its events alone
(scores, control, what each player scored this turn, the 2v2 exclusions) and says what
the rules allow, without calling the engine's helpers.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from hypothesis import event, given
from hypothesis import strategies as st

from riftscore.record import dumps, parse_action, parse_header, replay_bytes, summary
from riftscore.rules import Game, RuleError
from riftscore.rules import events as ev
from tests.strategies import MODES, PROFILE, Line, TurnOrder, games, headers, lines

VICTORY = {"duel": 8, "match": 8, "skirmish": 8, "war": 8, "2v2": 11}


class Referee:
    """What the rules say about a game, worked out from its events (and its turn lines)."""

    def __init__(self, header: Line) -> None:
        self.header = header
        self.players = list(header["players"])
        if "teams" in header:
            self.side = {p: i for i, team in enumerate(header["teams"]) for p in team}
        else:
            self.side = {p: i for i, p in enumerate(self.players)}
        self.match_over = False
        self.game = 0
        self.scored_once: set[tuple[int, int, str, str]] = set()
        self._new_game(list(header["battlefields"]))
        start = header.get("start", {})
        for player, points in start.get("scores", {}).items():
            self.points[self.side[player]] = points
        self.control.update(start.get("control", {}))

    def _new_game(self, battlefields: list[str]) -> None:
        self.game += 1
        self.battlefields = battlefields
        self.points = dict.fromkeys(self.side.values(), 0)
        self.control: dict[str, str | None] = dict.fromkeys(battlefields)
        self.victory = self.header.get("victory_score") or VICTORY[self.header["mode"]]
        self.game_over = False
        self.turn = 0
        self.turn_player: str | None = None
        self._new_turn()

    def _new_turn(self) -> None:
        self.scored: dict[str, set[str]] = {p: set() for p in self.players}
        self.barred: set[str] = set()  # 2v2: the turn side cannot Conquer these
        self.left_out: set[str] = set()  # 2v2: not needed for the turn side's final point

    @property
    def over(self) -> bool:
        return self.match_over if self.header["mode"] == "match" else self.game_over

    def teammate(self, player: str) -> str | None:
        return next(
            (p for p in self.players if p != player and self.side[p] == self.side[player]),
            None,
        )

    def leads_at_victory(self, side: int) -> bool:
        score = self.points[side]
        others = [p for s, p in self.points.items() if s != side]
        return score >= self.victory and all(score > p for p in others)

    def someone_should_have_won(self) -> bool:
        return not self.game_over and any(self.leads_at_victory(s) for s in self.points)

    # ------------------------------------------------------------------ events

    def watch(self, line: Line, events: Sequence[ev.Event]) -> None:
        """Follow the events an accepted line caused, checking each against the rules."""
        for e in events:
            self._see(e)
        began = any(isinstance(e, ev.TurnStarted) for e in events)
        if line["do"] == "turn" and began and not self.game_over:
            # The scoring step is the last thing a turn line does: control is as it was then.
            mate = self.teammate(line["player"])
            if mate is not None:
                self.barred = {b for b, owner in self.control.items() if owner == mate}
                self.left_out = self.barred | set(line.get("ally_occupies", ()))

    def _score(self, player: str, score: int, change: int | None) -> None:
        side = self.side[player]
        assert score >= 0, f"{player}'s score went below 0: {score}"
        if change is not None:
            assert score == self.points[side] + change, (player, self.points[side], change, score)
        self.points[side] = score

    def _once(self, e: ev.Conquer | ev.Hold) -> None:
        key = (self.game, e.turn, e.player, e.battlefield)
        assert key not in self.scored_once, f"{e.player} scored {e.battlefield} twice: {e}"
        self.scored_once.add(key)
        assert e.battlefield not in self.scored[e.player]
        self.scored[e.player].add(e.battlefield)

    def _required(self, player: str) -> set[str]:
        turn_side = (
            self.turn_player is not None and self.side[player] == self.side[self.turn_player]
        )
        return set(self.battlefields) - (self.left_out if turn_side else set())

    def _see(self, e: Any) -> None:
        assert not self.match_over, f"{e} after the match was over"
        match e:
            case ev.GameStarted(_, battlefields, _, _):
                assert self.game_over, "a game began while the last one was in progress"
                self._new_game(list(battlefields))
            case ev.TurnStarted(turn, player, _, _):
                assert not self.game_over
                assert turn == self.turn + 1
                self.turn, self.turn_player = turn, player
                self._new_turn()
            case ev.Hold(turn, player, battlefield, points, score):
                assert player == self.turn_player and self.control[battlefield] == player
                self._once(e)
                self._score(player, score, points)
            case ev.Conquer(turn, player, battlefield, points, score, draw):
                side = self.side[player]
                assert not (self._turn_side(player) and battlefield in self.barred), e
                before = self.points[side]
                self._once(e)
                everything = self._required(player) <= self.scored[player]
                if before >= self.victory - 1 and not everything:
                    assert (points, draw) == (0, True), f"a final point with a field unscored: {e}"
                else:
                    assert (points, draw) == (1, False), f"a point held back: {e}"
                self.control[battlefield] = player
                self._score(player, score, points)
            case ev.ControlTaken(turn, player, battlefield, reason):
                if reason == "barred":
                    assert self._turn_side(player) and battlefield in self.barred, e
                else:
                    assert battlefield in self.scored[player], e
                self.control[battlefield] = player
            case ev.ControlLost(turn, player, battlefield):
                assert self.control[battlefield] == player
                self.control[battlefield] = None
            case ev.Gain(turn, player, points, score, _):
                self._score(player, score, points)
            case ev.BurnOut(turn, player, opponent, score):
                assert self.side[player] != self.side[opponent]
                self._score(opponent, score, 1)
            case ev.Adjust(turn, player, points, score, _):
                before = self.points[self.side[player]]
                assert score == max(0, before + points), f"{e} from {before}"
                self._score(player, score, None)
            case ev.VictoryScoreSet(turn, points):
                self.victory = points
            case ev.Win(winners, by):
                assert not self.game_over
                sides = {self.side[p] for p in winners}
                assert len(sides) == 1 and set(winners) == {
                    p for p in self.players if self.side[p] in sides
                }
                (side,) = sides
                score = self.points[side]
                others = [p for s, p in self.points.items() if s != side]
                if by in ("cleanup", "burn_out"):
                    assert self.leads_at_victory(side), (by, self.points, self.victory)
                elif by in ("time", "sudden_death"):
                    assert all(score > p for p in others), (by, self.points)
                else:
                    assert by == "concede", by
                self.game_over = True
            case ev.GameDrawn(by):
                assert not self.game_over and by == "time"
                self.game_over = True
            case ev.MatchOver():
                self.match_over = True

    def _turn_side(self, player: str) -> bool:
        return self.turn_player is not None and self.side[player] == self.side[self.turn_player]


def attempts(game: Game, header: Line, tried: list[Line]) -> Iterator[tuple[Line, Any]]:
    """Try each line on the game: (the line, its events or the RuleError), one by one."""
    order = TurnOrder(header)
    for drawn in tried:
        line = order.fill(drawn)
        try:
            result: Any = game.apply(parse_action(line))
        except RuleError as error:
            result = error
        else:
            order.saw(line)
        yield line, result


def accepted(result: Any) -> bool:
    return not isinstance(result, RuleError)


# ---------------------------------------------------------------------- properties


@PROFILE
@given(games())
def test_live_play_replays_to_the_same_game(game_lines: tuple[Line, list[Line]]) -> None:
    header, tried = game_lines
    game = Game(parse_header(header))
    for _ in attempts(game, header, tried):
        pass
    event(f"{header['mode']}: {len(game.actions)} lines accepted, {game.outcome.result}")
    replayed = replay_bytes(dumps(game).encode())
    assert summary(replayed) == summary(game)
    assert replayed._save() == game._save()
    assert list(replayed.actions) == list(game.actions)
    assert list(replayed.events) == list(game.events)


@PROFILE
@given(games())
def test_a_rejected_line_changes_nothing(game_lines: tuple[Line, list[Line]]) -> None:
    header, tried = game_lines
    game = Game(parse_header(header))
    order = TurnOrder(header)
    for drawn in tried:
        line = order.fill(drawn)
        before = (game._save(), summary(game))
        try:
            game.apply(parse_action(line))
        except RuleError:
            assert (game._save(), summary(game)) == before, line
        else:
            order.saw(line)


@PROFILE
@given(games())
def test_the_referee_agrees_with_every_event(game_lines: tuple[Line, list[Line]]) -> None:
    """No battlefield scored twice a turn, no score below 0, the final point, the wins."""
    header, tried = game_lines
    referee = Referee(header)
    game = Game(parse_header(header))
    for line, result in attempts(game, header, tried):
        if not accepted(result):
            continue
        referee.watch(line, result)
        scores = {p: referee.points[referee.side[p]] for p in referee.players}
        assert game.scores == scores
        assert all(score >= 0 for score in game.scores.values())
        assert not referee.someone_should_have_won(), (line, scores, referee.victory)
        for kind in {type(e).__name__ for e in result}:
            event(kind)


@PROFILE
@given(games())
def test_nothing_is_accepted_once_it_is_over(game_lines: tuple[Line, list[Line]]) -> None:
    header, tried = game_lines
    referee = Referee(header)
    game = Game(parse_header(header))
    for line, result in attempts(game, header, tried):
        was_over, game_was_over = referee.over, referee.game_over
        if accepted(result):
            assert not was_over, f"{line} accepted after the end: {summary(game)['outcome']}"
            if game_was_over:  # between games of a match
                assert line["do"] in ("game", "time"), line
            referee.watch(line, result)
        assert game.is_over() == referee.over


# ------------------------------------------------------- every mode, every round


def _every_mode() -> st.SearchStrategy[tuple[Line, list[Line]]]:
    setups = [
        (mode, fields, round_)
        for mode, (_, counts) in MODES.items()
        for fields in counts
        for round_ in ("swiss", "single_elimination")
    ]

    @st.composite
    def game(draw: st.DrawFn) -> tuple[Line, list[Line]]:
        mode, fields, round_ = draw(st.sampled_from(setups))
        header = draw(headers(mode, fields))
        header["round"] = round_
        tried = draw(lines(header, min_size=40))
        if draw(st.booleans()):  # time is called somewhere in the game
            tried.insert(draw(st.integers(0, len(tried))), {"do": "time"})
        return header, tried

    return game()


@PROFILE
@given(_every_mode())
def test_every_mode_with_and_without_time(game_lines: tuple[Line, list[Line]]) -> None:
    header, tried = game_lines
    referee = Referee(header)
    game = Game(parse_header(header))
    for line, result in attempts(game, header, tried):
        if accepted(result):
            referee.watch(line, result)
    event(f"{header['mode']}/{len(header['battlefields'])}/{header['round']}")
    event(f"time {game.time.called}, {game.outcome.result}")
    assert game.is_over() == referee.over
    assert summary(replay_bytes(dumps(game).encode())) == summary(game)
