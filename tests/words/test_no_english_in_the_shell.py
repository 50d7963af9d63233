"""No English sentence is made in the service or the web layer for a client to read.

The scan reads (with `ast`, without importing anything) every Python module under
src/riftscore/service and src/riftscore/web and looks at the places a sentence could reach
a client from there:

- a refusal: the service's (`ServiceError` and its kinds, whose first argument is the
  message id), the HTTP layer's (`ApiError`, `error_response`, whose message id follows
  the status and the API code; the connection guard's `_refusal`, written before a
  request is read) and Starlette's `HTTPException` (whose `detail` would be sent as it
  is);
- a response body: `JsonResponse`/`JSONResponse`/`PlainTextResponse`/`Response` content,
  and the live stream's closing event (`closing_frame`).

A message id must be a code (`name-too-long`), or one carried over from a refusal already
made (`error.message_id`); an f-string, a concatenation or `str(error)` there is a
sentence made in the shell. No argument of these calls (a parameter, a body, a detail) may
be written as an English sentence (two words or more in a string literal or an f-string).
A name, a number, a record keyword or an API code is fine: a single word, or no letters.

What it does not scan, and why: the HTML templates and the page scripts (the pages'
words, which have their own catalogue work in issue 20); the rules core and the record
reader (tests/words/test_catalogue.py walks them); docstrings and comments (never sent).
The tournament package's refusals, which are not in codes yet, reach a client only
through `service.errors.tournament_words` (a call, not a literal): the one place to change
when they are.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import riftscore

PACKAGE = Path(riftscore.__file__).parent
SHELL = ("service", "web")
CODE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
SENTENCE = re.compile(r"[A-Za-z]{2,}[^\S\n]+[A-Za-z]{2,}")

#: Refusals, and where their message id is (None: they take none; every argument is
#: checked for sentences).
REFUSALS: dict[str, int | None] = {
    "ServiceError": 0,
    "NotFound": 0,
    "Unauthorized": 0,
    "Forbidden": 0,
    "Rejected": 0,
    "Conflict": 0,
    "StaleVersion": 0,
    "ApiError": 2,
    "error_response": 2,
    "_refusal": 3,  # web/limits.py: an answer written before the request is read
    "HTTPException": None,
}
#: Arguments that are not for a reader: the reason phrase of `_refusal`'s status line
#: ("Service Unavailable") is HTTP's own token, as a status code is.
NOT_FOR_READERS = {"_refusal": 1}
#: What sends a body to a client as it is written.
BODIES = frozenset(
    {"JsonResponse", "JSONResponse", "PlainTextResponse", "Response", "closing_frame"}
)


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _sentence(node: ast.expr) -> str | None:
    """The English written in an argument, if any: a string literal or an f-string's
    text with two words or more (inside a list, a dict or a tuple too)."""
    for part in ast.walk(node):
        if (
            isinstance(part, ast.Constant)
            and isinstance(part.value, str)
            and SENTENCE.search(part.value)
        ):
            return part.value
    return None


def _message_id_fault(node: ast.expr) -> str | None:
    """Why a message id argument is not a code, or None if it is one."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return None if CODE.match(node.value) else f"not a code: {node.value!r}"
    if isinstance(node, ast.Name | ast.Attribute):
        return None  # carried over (`error.message_id`, `phrase.code`)
    return f"made in the shell: {ast.unparse(node)}"


def faults(source: str, where: str) -> Iterator[str]:
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node.func)
        if name not in REFUSALS and name not in BODIES:
            continue
        at = REFUSALS.get(name)
        arguments = [*node.args, *(keyword.value for keyword in node.keywords)]
        if at is not None and len(node.args) > at:
            fault = _message_id_fault(node.args[at])
            if fault is not None:
                yield f"{where}:{node.lineno}: {name}'s message id is {fault}"
            arguments.remove(node.args[at])
        skip = NOT_FOR_READERS.get(name or "")
        if skip is not None and len(node.args) > skip:
            arguments.remove(node.args[skip])
        for argument in arguments:
            sentence = _sentence(argument)
            if sentence is not None:
                yield f"{where}:{node.lineno}: {name} is given English: {sentence!r}"


def shell_modules() -> Iterator[Path]:
    for layer in SHELL:
        yield from sorted((PACKAGE / layer).rglob("*.py"))


def test_the_scan_reads_the_service_and_the_web_layer() -> None:
    scanned = {path.relative_to(PACKAGE).as_posix() for path in shell_modules()}
    assert {"service/errors.py", "service/games.py", "web/errors.py", "web/api/requests.py"} <= (
        scanned
    )


def test_no_refusal_or_response_body_in_the_shell_is_an_english_sentence() -> None:
    found = [
        fault
        for path in shell_modules()
        for fault in faults(path.read_text("utf-8"), path.relative_to(PACKAGE).as_posix())
    ]
    assert found == []


@pytest.mark.parametrize(
    ("source", "fault"),
    [
        ('raise Rejected("the body must be a JSON object")', "not a code"),
        ('raise NotFound(f"there is no game {game_id!r}")', "made in the shell"),
        ("raise Conflict(str(error), code='cannot_pair')", "made in the shell"),
        ('raise Forbidden("token-not-organiser", hint="ask the organiser")', "given English"),
        ('raise ApiError(422, "invalid_json", "body is " + kind)', "made in the shell"),
        ('error_response(404, "not_found", "path-with-nul", {"why": "no such path"})', "English"),
        ('raise HTTPException(404, detail="Not Found here")', "given English"),
        ('return JsonResponse({"error": {"message": f"no game {game_id}"}})', "given English"),
        ('watcher.close(closing_frame("too_many", "the server is full"))', "given English"),
        ('_refusal(408, "Request Timeout", "request_timeout", "the request is late")', "code"),
    ],
)
def test_the_scan_finds_a_sentence_written_in_the_shell(source: str, fault: str) -> None:
    assert any(fault in found for found in faults(source, "example.py"))


@pytest.mark.parametrize(
    "source",
    [
        'raise Rejected("name-too-long", code="invalid_name", field="/players/1", limit=40)',
        "raise Rejected.saying(error.phrase, code)",
        "raise Conflict('tournament-refusal', code='cannot_pair', reason=tournament_words(e))",
        'raise ApiError(429, "too_many_creations", "too-many-creations", what="games")',
        'error_response(503, "database_unavailable", "database-unavailable", lang=lang)',
        "return error_response(status, error.code, error.message_id, error.params)",
        'return JsonResponse({"id": created.id, "links": links}, status_code=201)',
    ],
)
def test_the_scan_lets_codes_names_and_numbers_through(source: str) -> None:
    assert list(faults(source, "example.py")) == []
