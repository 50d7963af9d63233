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
from riftscore.record.header import engine_from_header, header_from_line
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

    The common case: a header on the first line, then one action object on each line,
    every one of which the structs decode and the engine accepts, all of it UTF-8 and no
    board. msgspec's `decode_lines` reads a stream of JSON values separated by any JSON
    whitespace, so it would also take two objects on one line, one object over two
    lines, or a bare `\\r` between them; `_one_a_line` then checks on the bytes that it
    read one object a line.
    """
    if data.startswith(lines.BOM):
        data = data[len(lines.BOM) :]
    end = data.find(b"\n")
    if end < 0:
        return None
    try:
        data.decode()
    except UnicodeDecodeError:
        return None
    header = header_from_line(data[:end])
    if header is None:
        return None
    body = data[end + 1 :]
    try:
        # The events are worked out only if asked for (`Game.events`): most callers
        # want the outcome.
        game = Game(header, events=False)
        actions = wire.decoder(game.mode).decode_lines(body)
        if not _one_a_line(body, len(actions)):
            return None
        game.push_all(actions)
    except (FieldError, RuleError, msgspec.DecodeError, RecursionError):
        return None
    return game


def _one_a_line(body: bytes, objects: int) -> bool:
    """Whether `decode_lines` read `objects` objects from `body` one a line.

    A `}\\n{` is always a boundary between two objects (no object goes on with a `{`
    after one of its own values, and no string holds a line feed), so as many of them as
    there are boundaries (objects - 1) means every two objects are separated by one line
    feed and nothing else: none shares a line. Then as many line feeds as boundaries, and
    one more if the body ends with it, means no object goes on over a line end and there
    is no blank line (which the careful path reads, and skips).
    """
    if not objects:
        return b"\n" not in body
    return body.count(b"}\n{") == objects - 1 and body.count(b"\n") == objects - 1 + body.endswith(
        b"\n"
    )


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
            raise RecordError.at(header_line, error) from None
        game = engine.scoring
        if isinstance(engine, BoardGame):
            _play_board(engine, record, header_line)
        else:
            _play(game, record, header_line)
        if bad_line:
            raise RecordError(bad_line, lines.NOT_UTF8)
        return game
    if bad_line:
        raise RecordError(bad_line, lines.NOT_UTF8)
    raise RecordError(1, "record-empty")


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
                raise RecordError.at(number, error) from None
        try:
            push(action)
        except RuleError as error:
            raise RecordError.at(number, error) from None


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
            raise RecordError.at(number, error) from None
