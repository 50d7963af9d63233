"""A record's header object: checked, and the engine it opens (a plain game or a board)."""

from __future__ import annotations

import sys
from types import MappingProxyType
from typing import Any

import msgspec

from riftscore.record import fields, wire
from riftscore.record.errors import FieldError
from riftscore.record.fields import Obj, show
from riftscore.rules import FORMAT, Engine, Header, Mode, Round, RuleError, open_engine
from riftscore.rules.board import Card
from riftscore.rules.board import notation as board_notation
from riftscore.rules.board.errors import MalformedLine
from riftscore.rules.errors import Phrase

_MODES = {mode.value: mode for mode in Mode}
_ROUNDS = {round_.value: round_ for round_ in Round}


def parse_header(obj: object) -> Header:
    """The header object of a record, checked. Raises `FieldError` or `InvalidHeader`.

    Its `"board"` is checked too (it must be null or a board setup), but a `Header` has
    no board: `engine_from_header` opens the game with it.
    """
    return _read(obj)[0]


_NO_START: MappingProxyType[str, Any] = MappingProxyType({})


def header_from_line(raw: bytes) -> Header | None:
    """The header a line without a board holds, as `parse_header` reads it, by the fast
    decoder (the common case, for a record's replay); None for anything else: a line its
    struct refuses, another format, a board, or a header the rules refuse (the careful
    reader then says what is wrong)."""
    digits = sys.get_int_max_str_digits()
    if digits and len(raw) > digits:
        return None  # it may hold a number too long for the careful reader (which says so)
    try:
        line = wire.decode_header(raw)
    except (msgspec.DecodeError, RecursionError):
        return None
    mode = _MODES.get(line.mode)
    round_ = Round.SWISS if line.round is None else _ROUNDS.get(line.round)
    if line.format != FORMAT or mode is None or round_ is None or line.board is not None:
        return None
    scores = control = _NO_START
    legends = _NO_START if line.legends is None else MappingProxyType(line.legends)
    if line.start is not None:
        scores = MappingProxyType(line.start.scores or {})
        control = MappingProxyType(line.start.control or {})
    try:
        return Header(
            mode,
            line.players,
            line.battlefields,
            line.teams,
            line.victory_score,
            round_,
            scores,
            control,
            legends,
        )
    except RuleError:
        return None


def engine_from_header(obj: object) -> Engine:
    """The engine a header object opens: a `BoardGame` when it sets out a board (its
    `"board"` key, docs/board.md), else a plain `Game`.

    `"board": null` is no board, as null is for every optional key. Raises `FieldError`
    for a key of the wrong shape (a `"board"` that is not a board setup included) and a
    `RuleError` for a header or board the rules refuse.
    """
    header, cards = _read(obj)
    return open_engine(header, cards)


def _read(obj: object) -> tuple[Header, tuple[Card, ...] | None]:
    """The header, and the cards of its board (None: no board)."""
    if type(obj) is not dict:
        raise FieldError("header-not-object", value=show(obj))
    if obj.get("format") != FORMAT:
        if obj.get("format") is None:
            raise FieldError("header-needs-format", format=FORMAT)
        raise FieldError("header-wrong-format", format=FORMAT, value=show(obj["format"]))
    mode = obj.get("mode")
    if type(mode) is not str or mode not in _MODES:
        raise fields.fault(obj, "mode", Phrase("value-one-of", {"choices": tuple(_MODES)}))
    round_ = fields.optional(obj, "round", _round, Round.SWISS)
    nothing: tuple[dict[str, int], dict[str, str]] = ({}, {})
    scores, control = fields.optional(obj, "start", _start, nothing)
    header = Header(
        mode=_MODES[mode],
        players=fields.names(obj, "players"),
        battlefields=fields.names(obj, "battlefields"),
        teams=fields.optional(obj, "teams", _teams, None),  # its shape checked by Header
        victory_score=fields.optional(obj, "victory_score", fields.count, None),
        round=round_,
        start_scores=MappingProxyType(scores),
        start_control=MappingProxyType(control),
        legends=MappingProxyType(fields.optional(obj, "legends", _legends, {})),
    )
    board = obj.get("board")
    if board is None:
        return header, None
    try:
        return header, board_notation.parse_setup(board)
    except MalformedLine as error:
        raise FieldError(error.code, **error.params) from None


def _round(obj: Obj, key: str) -> Round:
    value = obj[key]
    if type(value) is str and value in _ROUNDS:
        return _ROUNDS[value]
    raise fields.fault(obj, key, Phrase("value-round"))


def _teams(obj: Obj, key: str) -> tuple[tuple[str, ...], ...]:
    value = obj[key]
    if type(value) is list and all(
        type(team) is list and all(type(p) is str and p for p in team) for team in value
    ):
        return tuple(tuple(team) for team in value)
    raise fields.fault(obj, key, Phrase("value-teams"))


def _legends(obj: Obj, key: str) -> dict[str, str]:
    """The extension's `legends`: an object of player names to legend names."""
    legends = obj[key]
    if type(legends) is dict and all(type(v) is str and v for v in legends.values()):
        return legends
    raise fields.fault(obj, key, Phrase("value-legends"))


def _start(obj: Obj, key: str) -> tuple[dict[str, int], dict[str, str]]:
    start = obj[key]
    if type(start) is not dict:
        raise fields.fault(obj, key, Phrase("value-object"))
    scores = start.get("scores")
    if scores is None:
        scores = {}
    elif type(scores) is not dict or any(type(v) is not int for v in scores.values()):
        raise FieldError("start-scores-not-map", value=show(scores))
    control = start.get("control")
    if control is None:
        control = {}
    elif type(control) is not dict or any(type(v) is not str or not v for v in control.values()):
        raise FieldError("start-control-not-map", value=show(control))
    return dict(scores), dict(control)
