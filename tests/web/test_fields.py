"""The pages' module of answer field names (`static/shared/fields.js`) is the one the
answer structs make, and the game's and the gathering's page scripts read only fields
the structs declare.

What the scan covers: in static/game/*.js, every chain read off `view` (the game's view,
a `FullView`: a write's `View` has a subset of its fields); in static/gathering/*.js,
every chain read off `state.event` or a local `event` (the `Event`), `state.gathering` or
a local `gathering` (the `Gathering`) and `state.round` (the `RoundAnswer`). Each name of
the chain is checked while the chain stays in structs (an optional or a nullable part
followed into its struct); it stops at a list, a dict (its keys are data: players,
battlefields), or a value (`.length`, `.map`, `.includes` are JavaScript's). Not covered:
a part of an answer held in another local first (`const next = event.next; next.x`,
`for (const table of round.tables) table.x`), what the shared modules read, and the
pages outside these two folders (event.js, projector.js, player.js, join.js, home.js).
"""

from __future__ import annotations

import re
import types
import typing
from pathlib import Path
from typing import Any

import msgspec
import pytest

from riftscore.web.view import answers, event_answers
from riftscore.web.view.fields import MODULE, answer_structs, field_types, module_text

STATIC = MODULE.parent.parent

#: Each folder's scripts, and the names their reads of an answer start from.
ROOTS: dict[str, dict[str, type[msgspec.Struct]]] = {
    "game": {"view": answers.FullView},
    "gathering": {
        "state.event": event_answers.Event,
        "event": event_answers.Event,
        "state.gathering": event_answers.Gathering,
        "gathering": event_answers.Gathering,
        "state.round": event_answers.RoundAnswer,
    },
}

COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.DOTALL)
NAME = r"[A-Za-z_$][\w$]*"


def chains(text: str, roots: dict[str, type[msgspec.Struct]]) -> list[tuple[str, list[str]]]:
    """Each read off one of `roots` in the script: the root and the names after it (`?.`
    as `.`); a name after a `.`, a `/` or a quote (`./view.js`) is no root."""
    alternatives = "|".join(re.escape(root) for root in sorted(roots, key=len, reverse=True))
    pattern = re.compile(rf"(?<![\w$./\"'`])({alternatives})((?:\??\.{NAME})+)")
    found = []
    for match in pattern.finditer(COMMENT.sub("", text)):
        found.append((match[1], re.findall(NAME, match[2])))
    return found


def _one_struct(annotation: Any) -> type[msgspec.Struct] | None:
    """The struct a field holds itself (maybe null or left out), if it holds one."""
    if isinstance(annotation, type) and issubclass(annotation, msgspec.Struct):
        return annotation
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return _one_struct(typing.get_args(annotation)[0])
    if origin in (typing.Union, types.UnionType):
        held = [
            arg for arg in typing.get_args(annotation) if arg not in (type(None), msgspec.UnsetType)
        ]
        return _one_struct(held[0]) if len(held) == 1 else None
    return None


def unknown_read(struct: type[msgspec.Struct], names: list[str]) -> str | None:
    """The first name of the chain its struct does not declare, as `Struct.name`."""
    current: type[msgspec.Struct] | None = struct
    for name in names:
        if current is None:
            return None
        fields = field_types(current)
        if name not in fields:
            return f"{current.__name__}.{name}"
        current = _one_struct(fields[name])
    return None


def scripts(folder: str) -> list[Path]:
    return sorted((STATIC / folder).glob("*.js"))


def test_the_committed_fields_module_is_the_one_the_structs_make() -> None:
    """`python -m riftscore.web.view.fields` writes it again after a struct changes."""
    assert MODULE.read_text(encoding="utf-8") == module_text()


def test_the_fields_module_names_every_answer_and_every_part_of_one() -> None:
    structs = answer_structs()
    for name in ("View", "FullView", "Event", "EventTable", "TableOptions", "NoShowChoice"):
        assert f"  {name}: Object.freeze([" in module_text(), name
        assert name in structs
    assert list(field_types(structs["CreatedGathering"]))[3] == "recovery_code"


@pytest.mark.parametrize("folder", sorted(ROOTS))
def test_the_page_scripts_read_only_fields_their_answers_declare(folder: str) -> None:
    roots = ROOTS[folder]
    unknown = []
    checked = 0
    for script in scripts(folder):
        for root, names in chains(script.read_text(encoding="utf-8"), roots):
            checked += 1
            wrong = unknown_read(roots[root], names)
            if wrong is not None:
                unknown.append(f"{script.name}: {root}.{'.'.join(names)} ({wrong})")
    assert unknown == []
    # The scan sees the pages' reads (not a pattern that matches nothing).
    assert checked >= {"game": 100, "gathering": 40}[folder]


@pytest.mark.parametrize(
    ("line", "roots", "wrong"),
    [
        ("if (view.turn.nmber > 0) {", ROOTS["game"], "Turn.nmber"),
        ("const x = view?.options?.conquer_now;", ROOTS["game"], "GameOptions.conquer_now"),
        ("const s = state.event.next.strat;", ROOTS["gathering"], "Next.strat"),
        ("if (event.options.entry.opened) {", ROOTS["gathering"], "Entry.opened"),
        ("gathering.procedure.swiss;", ROOTS["gathering"], "Gathering.procedure"),
        ("state.round.tables_count", ROOTS["gathering"], "RoundAnswer.tables_count"),
    ],
)
def test_the_scan_finds_a_field_no_answer_has(
    line: str, roots: dict[str, type[msgspec.Struct]], wrong: str
) -> None:
    ((root, names),) = chains(line, roots)
    assert unknown_read(roots[root], names) == wrong


@pytest.mark.parametrize(
    "line",
    [
        'import {inPlay} from "./view.js";',
        "// the view.nothing of a comment",
        "const n = view.players.length + view.scores.Ann;",
        "event.rounds.find((r) => r.number === 1).tables;",
        "ev.event.whatever;",
    ],
)
def test_the_scan_reads_no_file_name_comment_list_or_dict_as_a_field(line: str) -> None:
    for roots in ROOTS.values():
        for root, names in chains(line, roots):
            assert unknown_read(roots[root], names) is None, line
