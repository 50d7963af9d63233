"""`riftscore/1` game records: parse, replay, summarise and write them.

A record is JSON Lines: a header, then one action per line (`shared/spec/record-format.md`,
read to the letter as its "Reading a record, to the letter" says). Everything wrong with
a record is a `RecordError` naming its line; nothing here raises anything else for bad
input, whatever the bytes.

| name | what it is |
|---|---|
| `replay_bytes(data)`, `replay_file(path)` | a whole record replayed: the `Game` (for a board record, the scoring game its board drove) |
| `summary(game)` | the object `riftscore replay --json` prints |
| `dumps(game)`, `encode(obj)` | a game as a record again; one object as JSON |
| `objects(data)` | (line number, JSON value) of every line that is not blank or a comment |
| `too_deep(data)` | the first line whose JSON nests deeper than a record's ever does (0: none), found unread |
| `parse_header(obj)` | a header object as a `Header` (everything but `"board"`) |
| `engine_from_header(obj)` | the engine a header object opens: a `BoardGame` if it sets out a board, else a `Game` |
| `parse_action(obj)` | one action object of the core's vocabulary |
| `read_action(obj, header, board=...)` | one action object of either vocabulary, the core's or the board's: the one parser for live play and replay |
| `WIRE_TYPES`, `action_schemas()` | the core's vocabulary as msgspec structs (derived from `rules/actions.py`), and their JSON Schemas |

The modules: `lines` (a record's lines and their JSON), `fields` (one key, its type and
the null rule), `vocabulary` (the core's action classes read once), `actions` and
`header` (the careful parsers), `wire` (the fast decoder's structs), `replay` (the fast
and careful paths), `output`.
"""

from riftscore.record.actions import parse_action, read_action
from riftscore.record.compare import Difference, first_difference
from riftscore.record.errors import FieldError, MisplacedAction, RecordError
from riftscore.record.header import engine_from_header, parse_header
from riftscore.record.lines import objects, too_deep
from riftscore.record.output import dumps, encode, summary
from riftscore.record.replay import replay_bytes, replay_file
from riftscore.record.wire import WIRE_TYPES, action_schemas

__all__ = [
    "WIRE_TYPES",
    "Difference",
    "FieldError",
    "MisplacedAction",
    "RecordError",
    "action_schemas",
    "dumps",
    "encode",
    "engine_from_header",
    "first_difference",
    "objects",
    "parse_action",
    "parse_header",
    "read_action",
    "replay_bytes",
    "replay_file",
    "summary",
    "too_deep",
]
