"""`riftscore/1` game records: parse, replay, summarise and write them.

A record is JSON Lines: a header, then one action per line (`shared/spec/record-format.md`).
Everything wrong with a record is a `RecordError` naming its line; nothing here raises
anything else for bad input, whatever the bytes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any, ClassVar

import msgspec

from riftscore.rules import FORMAT, Game, Header, Mode, Round, RuleError
from riftscore.rules import actions as act
from riftscore.rules import events as ev
from riftscore.rules.board import BoardGame, board_of
from riftscore.rules.board import events as board_events
from riftscore.rules.board import notation as board_notation

_decode = msgspec.json.Decoder().decode
_encode = msgspec.json.Encoder().encode
_BOM = b"\xef\xbb\xbf"


class RecordError(ValueError):
    """A record that cannot be replayed, at a line (counted from 1, every line counted)."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}")
        self.line = line
        self.reason = reason


class FieldError(ValueError):
    """A record object with a missing or mistyped key (the line is added by the caller)."""


class MisplacedAction(FieldError, RuleError):
    """An action nested where the rules never allow one (a turn in a Beginning phase):
    a line the record cannot hold, and a rule broken, so it is caught as either."""


# ------------------------------------------------------------------ fields


def _show(value: object) -> str:
    if isinstance(value, str):
        return repr(value)
    text = _encode(value).decode() if _jsonable(value) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _jsonable(value: object) -> bool:
    try:
        _encode(value)
    except (TypeError, ValueError, OverflowError):
        return False
    return True


def _missing(obj: Mapping[str, Any], key: str, what: str) -> FieldError:
    do = obj.get("do")
    where = f"{do}" if isinstance(do, str) else "the header"
    if key not in obj:
        return FieldError(f'{where} needs "{key}" ({what})')
    return FieldError(f'"{key}" must be {what}, not {_show(obj[key])}')


def _name(obj: Mapping[str, Any], key: str) -> str:
    value = obj.get(key)
    if type(value) is str:
        return value
    raise _missing(obj, key, "a name")


def _count(obj: Mapping[str, Any], key: str) -> int:
    value = obj.get(key)
    if type(value) is int:
        return value
    raise _missing(obj, key, "a whole number")


def _optional_text(obj: Mapping[str, Any], key: str) -> str | None:
    value = obj.get(key)
    if value is None or type(value) is str:
        return value
    raise FieldError(f'"{key}" must be text, not {_show(value)}')


def _names(obj: Mapping[str, Any], key: str, *, required: bool = True) -> tuple[str, ...]:
    value = obj.get(key)
    if value is None and not required:
        return ()
    if type(value) is list and all(type(v) is str for v in value):
        return tuple(value)
    raise _missing(obj, key, "a list of names")


def _objects(obj: Mapping[str, Any], key: str) -> list[Mapping[str, Any]]:
    value = obj.get(key)
    if type(value) is list and all(type(v) is dict for v in value):
        return value
    raise _missing(obj, key, "a list of actions")


# ------------------------------------------------------------------ header


def parse_header(obj: object) -> Header:
    """The header object of a record, checked. Raises `FieldError` or `InvalidHeader`."""
    if type(obj) is not dict:
        raise FieldError(f"the header must be a JSON object, not {_show(obj)}")
    if obj.get("format") != FORMAT:
        if "format" not in obj:
            raise FieldError(f'the header needs "format": "{FORMAT}"')
        raise FieldError(f'the format must be "{FORMAT}", not {_show(obj["format"])}')
    mode_name = obj.get("mode")
    try:
        mode = Mode(mode_name)
    except ValueError:
        modes = ", ".join(m.value for m in Mode)
        raise _missing(obj, "mode", f"one of {modes}") from None
    teams = None
    if "teams" in obj:
        raw = obj["teams"]
        if not (
            type(raw) is list
            and all(type(t) is list and all(type(p) is str for p in t) for t in raw)
        ):
            raise FieldError(f'"teams" must be two lists of two player names, not {_show(raw)}')
        teams = tuple(tuple(t) for t in raw)
    victory_score = None
    if obj.get("victory_score") is not None:
        victory_score = _count(obj, "victory_score")
    round_name = obj.get("round", Round.SWISS.value)
    try:
        round_ = Round(round_name)
    except ValueError:
        raise FieldError(
            f'"round" must be "swiss" or "single_elimination", not {_show(round_name)}'
        ) from None
    scores: dict[str, int] = {}
    control: dict[str, str] = {}
    start = obj.get("start")
    if start is not None:
        if type(start) is not dict:
            raise FieldError(f'"start" must be an object, not {_show(start)}')
        raw_scores = start.get("scores", {})
        if type(raw_scores) is not dict or any(type(v) is not int for v in raw_scores.values()):
            raise FieldError('"start.scores" must map player names to whole numbers')
        raw_control = start.get("control", {})
        if type(raw_control) is not dict or any(type(v) is not str for v in raw_control.values()):
            raise FieldError('"start.control" must map battlefield names to player names')
        scores, control = raw_scores, raw_control
    return Header(
        mode=mode,
        players=_names(obj, "players"),
        battlefields=_names(obj, "battlefields"),
        teams=teams,  # type: ignore[arg-type]  # shape checked by Header
        victory_score=victory_score,
        round=round_,
        start_scores=MappingProxyType(dict(scores)),
        start_control=MappingProxyType(dict(control)),
    )


# ------------------------------------------------------------------ actions


def _turn(o: Mapping[str, Any]) -> act.Turn:
    extra = o.get("extra", False)
    if type(extra) is not bool:
        raise FieldError(f'"extra" must be true or false, not {_show(extra)}')
    beginning: tuple[Any, ...] = ()
    if o.get("beginning") is not None:
        beginning = tuple(
            _nested(a, act.IN_TURN, "in the Beginning phase") for a in _objects(o, "beginning")
        )
    return act.Turn(
        _name(o, "player"), extra, beginning, _names(o, "ally_occupies", required=False)
    )


def _resolve(o: Mapping[str, Any]) -> act.Resolve:
    actions = (_nested(a, act.RESOLVABLE, "inside resolve") for a in _objects(o, "actions"))
    return act.Resolve(tuple(actions))  # type: ignore[arg-type]


def _nested(obj: object, allowed: frozenset[str], where: str) -> act.Action:
    """An action inside a list. Refusing the kinds the rules refuse there also bounds
    how deep a line can nest (a resolve in a resolve in a resolve...)."""
    do = obj.get("do") if type(obj) is dict else None
    if type(do) is str and do in act.BY_DO and do not in allowed:
        raise MisplacedAction(f'"{do}" cannot happen {where}')
    return parse_action(obj)


_PARSERS: dict[str, Callable[[Mapping[str, Any]], act.Action]] = {
    "turn": _turn,
    "control": lambda o: act.Control(_name(o, "player"), _name(o, "battlefield")),
    "lose_control": lambda o: act.LoseControl(_name(o, "battlefield")),
    "gain": lambda o: act.Gain(
        _name(o, "player"), _count(o, "points"), _optional_text(o, "source")
    ),
    "burn_out": lambda o: act.BurnOut(_name(o, "player"), _names(o, "opponents")),
    "adjust": lambda o: act.Adjust(
        _name(o, "player"), _count(o, "points"), _optional_text(o, "reason")
    ),
    "set_victory_score": lambda o: act.SetVictoryScore(_count(o, "points")),
    "resolve": _resolve,
    "end_turn": lambda o: act.EndTurn(),
    "time": lambda o: act.CallTime(),
    "game": lambda o: act.NextGame(_names(o, "battlefields"), _name(o, "first")),
    "concede": lambda o: act.Concede(_name(o, "player")),
}


def parse_action(obj: object) -> act.Action:
    """One action object of a record, with its keys checked. Raises `FieldError`."""
    if type(obj) is not dict:
        raise FieldError(f"an action must be a JSON object, not {_show(obj)}")
    do = obj.get("do")
    parser = _PARSERS.get(do) if type(do) is str else None
    if parser is None:
        if "do" not in obj:
            raise FieldError('an action needs "do" (what happened: turn, control, ...)')
        raise FieldError(f"unknown action {_show(do)}")
    return parser(obj)


# ------------------------------------------------------------------ the fast path

# Each line is decoded straight into one of these: msgspec checks the types as it goes
# (an int is never true or 1.0), faster than decoding a dict and checking it by hand.
# They carry the core actions' `do` tags and field names, in the same order, so the
# engine applies them as they are (tests/test_record.py keeps the two in step). A line
# they reject goes through parse_action, which says what is wrong, or accepts it.


class _Wire(msgspec.Struct, frozen=True, tag_field="do"):
    do: ClassVar[str]


class _WireControl(_Wire, tag="control"):
    do: ClassVar[str] = "control"
    player: str
    battlefield: str


class _WireLoseControl(_Wire, tag="lose_control"):
    do: ClassVar[str] = "lose_control"
    battlefield: str


class _WireGain(_Wire, tag="gain"):
    do: ClassVar[str] = "gain"
    player: str
    points: int
    source: str | None = None


class _WireBurnOut(_Wire, tag="burn_out"):
    do: ClassVar[str] = "burn_out"
    player: str
    opponents: tuple[str, ...]


class _WireAdjust(_Wire, tag="adjust"):
    do: ClassVar[str] = "adjust"
    player: str
    points: int
    reason: str | None = None


class _WireSetVictoryScore(_Wire, tag="set_victory_score"):
    do: ClassVar[str] = "set_victory_score"
    points: int


class _WireResolve(_Wire, tag="resolve"):
    do: ClassVar[str] = "resolve"
    actions: tuple[_WireControl | _WireLoseControl | _WireGain | _WireBurnOut | _WireAdjust, ...]


class _WireTurn(_Wire, tag="turn"):
    do: ClassVar[str] = "turn"
    player: str
    extra: bool = False
    beginning: tuple[
        _WireControl
        | _WireLoseControl
        | _WireGain
        | _WireBurnOut
        | _WireAdjust
        | _WireResolve
        | _WireSetVictoryScore,
        ...,
    ] = ()
    ally_occupies: tuple[str, ...] = ()


class _WireEndTurn(_Wire, tag="end_turn"):
    do: ClassVar[str] = "end_turn"


class _WireCallTime(_Wire, tag="time"):
    do: ClassVar[str] = "time"


class _WireNextGame(_Wire, tag="game"):
    do: ClassVar[str] = "game"
    battlefields: tuple[str, ...]
    first: str


class _WireConcede(_Wire, tag="concede"):
    do: ClassVar[str] = "concede"
    player: str


WIRE_TYPES: tuple[type[_Wire], ...] = (
    _WireTurn,
    _WireControl,
    _WireLoseControl,
    _WireGain,
    _WireBurnOut,
    _WireAdjust,
    _WireSetVictoryScore,
    _WireResolve,
    _WireEndTurn,
    _WireCallTime,
    _WireNextGame,
    _WireConcede,
)
_action_decoder = msgspec.json.Decoder(
    _WireTurn
    | _WireControl
    | _WireLoseControl
    | _WireGain
    | _WireBurnOut
    | _WireAdjust
    | _WireSetVictoryScore
    | _WireResolve
    | _WireEndTurn
    | _WireCallTime
    | _WireNextGame
    | _WireConcede
)
_decode_action: Callable[[bytes], Any] = _action_decoder.decode
_decode_action_lines: Callable[[bytes], list[Any]] = _action_decoder.decode_lines


# ------------------------------------------------------------------ lines


_SKIP = object()  # a blank or comment line
_NOT_UTF8 = "not valid UTF-8 text (a record is JSON Lines in UTF-8)"


def _line_value(number: int, raw: bytes) -> object:
    """The JSON value on a line, or _SKIP for a blank or comment line."""
    line = raw.strip()
    if not line or line[0] == 35:  # 35: "#"
        return _SKIP
    try:
        return _decode(line)
    except RecursionError:
        raise RecordError(number, "nested too deeply to be a record line") from None
    except msgspec.DecodeError as error:
        try:
            text = line.decode()
        except UnicodeDecodeError:
            raise RecordError(number, _NOT_UTF8) from None
        stripped = text.strip()  # Unicode whitespace too, which JSON's does not cover
        if not stripped or stripped.startswith("#"):
            return _SKIP
        raise RecordError(number, f"not valid JSON ({error})") from None


def _lines(data: bytes) -> tuple[list[bytes], int]:
    """The record's lines, and the number of the first that is not UTF-8 (0 if none).

    The whole record is checked at once because the fast decoder skips the values of
    keys it does not know without reading them.
    """
    if data.startswith(_BOM):
        data = data[len(_BOM) :]
    try:
        data.decode()
        bad_line = 0
    except UnicodeDecodeError as error:
        bad_line = data.count(b"\n", 0, error.start) + 1
    return data.split(b"\n"), bad_line


def objects(data: bytes) -> Iterator[tuple[int, object]]:
    """(line number, decoded JSON value) for every line that is not blank or a comment."""
    lines, bad_line = _lines(data)
    for number, raw in enumerate(lines[: bad_line or None], 1):
        if number == bad_line:
            raise RecordError(number, _NOT_UTF8)
        value = _line_value(number, raw)
        if value is not _SKIP:
            yield number, value


def _action_on_line(number: int, raw: bytes) -> Any:
    """The action on a line the fast decoder refused (None for a blank or comment line)."""
    value = _line_value(number, raw)
    if value is _SKIP:
        return None
    try:
        return parse_action(value)
    except (FieldError, RuleError) as error:
        raise RecordError(number, str(error)) from None


def replay_bytes(data: bytes) -> Game:
    """Replay a whole record. Raises `RecordError` at the first line that breaks a rule."""
    game = _replay_clean_record(data)
    return game if game is not None else _replay_line_by_line(data)


def _replay_clean_record(data: bytes) -> Game | None:
    """The common case in one pass: a header on the first line, then actions that all
    decode and apply, all of it UTF-8. None for anything else (a comment, a bad line, a
    rule broken, a board), which the line-by-line replay then reports at its line."""
    end = data.find(b"\n")
    if end < 0 or data.startswith(_BOM):
        return None
    try:
        data.decode()
        header = _decode(data[:end])
    except (UnicodeDecodeError, msgspec.DecodeError, RecursionError):
        return None
    if type(header) is not dict or "board" in header:
        return None
    try:
        game = Game(parse_header(header))
        actions = _decode_action_lines(data[end + 1 :])
        push = game.push
        for action in actions:
            push(action)
    except (FieldError, RuleError, msgspec.DecodeError, RecursionError):
        return None
    return game


def _replay_line_by_line(data: bytes) -> Game:
    lines, bad_line = _lines(data)
    if bad_line:
        del lines[bad_line - 1 :]  # every line before it is checked first, in order
    game = None
    header_line = 0
    for header_line, raw in enumerate(lines, 1):
        value = _line_value(header_line, raw)
        if value is _SKIP:
            continue
        if type(value) is dict and "board" in value:  # a board game (docs/board.md)
            return _replay_board(header_line, value, lines, bad_line)
        try:
            game = Game(parse_header(value))
        except (FieldError, RuleError) as error:
            raise RecordError(header_line, str(error)) from None
        break
    if game is None:
        if bad_line:
            raise RecordError(bad_line, _NOT_UTF8)
        raise RecordError(1, "the record is empty: it needs a header line")
    push = game.push
    decode = _decode_action
    for number, raw in enumerate(lines[header_line:], header_line + 1):
        try:
            action = decode(raw)
        except (msgspec.DecodeError, RecursionError):
            action = _action_on_line(number, raw)
            if action is None:
                continue
        try:
            push(action)
        except RuleError as error:
            raise RecordError(number, str(error)) from None
    if bad_line:
        raise RecordError(bad_line, _NOT_UTF8)
    return game


def _replay_board(
    header_line: int, header: dict[str, Any], lines: list[bytes], bad_line: int
) -> Game:
    """A record whose header sets out a board: moves, chain items and combat results
    drive it, and the board decides control. Returns the scoring game it drove.
    """
    try:
        board = BoardGame(parse_header(header), board_notation.parse_setup(header["board"]))
    except (FieldError, RuleError) as error:
        raise RecordError(header_line, str(error)) from None
    for number, raw in enumerate(lines[header_line:], header_line + 1):
        value = _line_value(number, raw)
        if value is _SKIP:
            continue
        try:
            action = board_notation.parse_action(value, parse_action)
            board.apply(action if action is not None else parse_action(value))
        except (FieldError, RuleError) as error:
            raise RecordError(number, str(error)) from None
    if bad_line:
        raise RecordError(bad_line, _NOT_UTF8)
    return board.game


def replay_file(path: str | Path) -> Game:
    """Replay the record at `path`. An `OSError` from reading it is left to the caller."""
    return replay_bytes(Path(path).read_bytes())


# ------------------------------------------------------------------ output


def summary(game: Game) -> dict[str, object]:
    """The object `riftscore replay --json` prints (record-format.md, last section)."""
    outcome = game.outcome
    out: dict[str, object] = {
        "outcome": outcome.result,
        "winners": list(outcome.winners),
        "scores": game.scores,
    }
    if game.mode is Mode.MATCH:
        out["games"] = [
            {
                "outcome": g.outcome.result,
                "winners": list(g.outcome.winners),
                "scores": dict(g.scores),
            }
            for g in game.games
        ]
    board = board_of(game)
    if board is not None:  # a board game: the board's events too, in order (docs/board.md)
        out["events"] = [board_events.to_dict(e) for e in board.events]
    else:
        out["events"] = [ev.to_dict(e) for e in game.events]
    return out


def dumps(game: Game) -> str:
    """The game as a record: its header and every applied action, one JSON object a line."""
    return "".join(_encode(obj).decode() + "\n" for obj in game.to_record())


def encode(obj: object) -> bytes:
    return _encode(obj)
