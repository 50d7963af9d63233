"""Replaying a whole record: a fast path for the common case, and a careful one that
says what is wrong and where.

Both follow record-format.md to the letter; the fast path only ever accepts a record
that the careful path would replay to the same game. Anything unusual (a comment, a
blank line, a `\\r`, a line the structs refuse, a rule broken, a board) makes it give up,
and the careful path then replays the record from the start, line by line.
"""

from __future__ import annotations

from pathlib import Path

import msgspec

from riftscore.record import lines, wire
from riftscore.record.actions import read_action
from riftscore.record.errors import FieldError, RecordError
from riftscore.record.header import engine_from_header, parse_header
from riftscore.rules import Game, RuleError
from riftscore.rules.board import BoardGame


def replay_bytes(data: bytes) -> Game:
    """Replay a whole record. Raises `RecordError` at the first line that breaks a rule.

    For a board record (docs/board.md), the scoring game its board drove
    (`rules.board.board_of` finds the board).
    """
    game = replay_fast(data)
    return game if game is not None else replay_line_by_line(data)


def replay_file(path: str | Path) -> Game:
    """Replay the record at `path`. An `OSError` from reading it is left to the caller."""
    return replay_bytes(Path(path).read_bytes())


# ------------------------------------------------------------------ the fast path


def replay_fast(data: bytes) -> Game | None:
    """The common case in one pass, or None for anything else.

    The common case: a header on the first line, then one action object on each line
    from its first byte to its last, every one of which the structs decode and the
    engine accepts, all of it UTF-8 and no board. msgspec's `decode_lines` reads a stream
    of JSON values separated by any JSON whitespace, so it would also take two objects
    on one line, one object over two lines, or a bare `\\r` between them: `_object_lines`
    first checks, on the bytes, that every line starts with `{` and ends with `}` and
    that there is no `\\r`; then no value can go on over a line end (after a `}`, JSON
    allows no `{`), and as many values as lines means one on each.
    """
    if data.startswith(lines.BOM):
        data = data[len(lines.BOM) :]
    end = data.find(b"\n")
    if end < 0:
        return None
    body = data[end + 1 :]
    count = _object_lines(body)
    if count < 0:
        return None
    try:
        data.decode()
        header = lines.decode_json(data[:end])
    except (UnicodeDecodeError, msgspec.DecodeError, RecursionError):
        return None
    if type(header) is not dict or header.get("board") is not None:
        return None
    try:
        game = Game(parse_header(header))
        actions = wire.decoder(game.mode).decode_lines(body)
        if len(actions) != count:
            return None
        push = game.push
        for action in actions:
            push(action)
    except (FieldError, RuleError, msgspec.DecodeError, RecursionError):
        return None
    return game


def _object_lines(body: bytes) -> int:
    """How many lines `body` has, if each one begins with `{` and ends with `}` and there
    is no `\\r`; else -1."""
    if not body:
        return 0
    newlines = body.count(b"\n")
    terminated = body[-1] == 10  # 10: "\n"
    count = newlines if terminated else newlines + 1
    if (
        body[0] != 123  # 123: "{"
        or (not terminated and body[-1] != 125)  # 125: "}"
        or body.count(b"}\n") != newlines
        or body.count(b"\n{") != count - 1
        or b"\r" in body
    ):
        return -1
    return count


# ------------------------------------------------------------------ the careful path


def replay_line_by_line(data: bytes) -> Game:
    """Replay a record one line at a time; raise `RecordError` at the first bad line.

    Every line before a line that is not UTF-8 is checked first, in order.
    """
    record, bad_line = lines.split(data)
    if bad_line:
        del record[bad_line - 1 :]
    for header_line, raw in enumerate(record, 1):
        value = lines.value(header_line, raw)
        if value is lines.SKIP:
            continue
        try:
            engine = engine_from_header(value)
        except (FieldError, RuleError) as error:
            raise RecordError(header_line, str(error)) from None
        if isinstance(engine, BoardGame):
            _play_board(engine, record, header_line)
            game = engine.game
        else:
            _play(engine, record, header_line)
            game = engine
        if bad_line:
            raise RecordError(bad_line, lines.NOT_UTF8)
        return game
    if bad_line:
        raise RecordError(bad_line, lines.NOT_UTF8)
    raise RecordError(1, "the record is empty: it needs a header line")


def _play(game: Game, record: list[bytes], header_line: int) -> None:
    """The actions after the header, each decoded by the structs if they can (the common
    case) and else read by the careful parser, which says what is wrong."""
    header = game.header
    decode = wire.decoder(game.mode).decode
    push = game.push
    for number, raw in enumerate(record[header_line:], header_line + 1):
        try:
            action = decode(raw)
        except (msgspec.DecodeError, RecursionError):
            value = lines.value(number, raw)
            if value is lines.SKIP:
                continue
            try:
                action = read_action(value, header)
            except (FieldError, RuleError) as error:
                raise RecordError(number, str(error)) from None
        try:
            push(action)
        except RuleError as error:
            raise RecordError(number, str(error)) from None


def _play_board(board: BoardGame, record: list[bytes], header_line: int) -> None:
    """A board record's actions: moves, chain items and combat results drive the board,
    which decides control (docs/board.md); the core's verbs go through it too."""
    header = board.game.header
    for number, raw in enumerate(record[header_line:], header_line + 1):
        value = lines.value(number, raw)
        if value is lines.SKIP:
            continue
        try:
            board.apply(read_action(value, header, board=True))
        except (FieldError, RuleError) as error:
            raise RecordError(number, str(error)) from None
