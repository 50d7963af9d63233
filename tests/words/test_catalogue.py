"""The catalogue is whole: every code the code base says has a message in every shipped
language, with the same variables as English and as the code gives, and every message is
used. The codes are walked from the source (its calls to refusals and phrases), not from a
hand list, so a code added without its words fails here."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, visitor
from fluent.syntax import ast as fluent

import riftscore
import riftscore.tournament  # its refusals said by code are Refusal's subclasses too
from riftscore import words
from riftscore.rules.errors import Refusal
from tests.words.page_keys import page_keys

SOURCE = Path(riftscore.__file__).parent
CODE = re.compile(r"^[a-z0-9]+(?:[-_][a-z0-9]+)*$")
PARSER = FluentParser(with_spans=False)


class _Variables(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: set[str] = set()

    def visit_VariableReference(self, node: fluent.VariableReference) -> None:
        self.found.add(node.id.name)


@cache
def catalogue(lang: str) -> dict[str, frozenset[str]]:
    """A language's messages and the variables each uses."""
    resource = PARSER.parse(words.source(lang))
    junk = [entry.content for entry in resource.body if isinstance(entry, fluent.Junk)]
    assert not junk, f"{lang}.ftl does not parse: {junk}"
    messages: dict[str, frozenset[str]] = {}
    for entry in resource.body:
        if isinstance(entry, fluent.Message):
            assert entry.id.name not in messages, f"{lang}.ftl says {entry.id.name} twice"
            seen = _Variables()
            seen.visit(entry)
            messages[entry.id.name] = frozenset(seen.found)
    return messages


def _refusal_kinds() -> set[str]:
    kinds: set[str] = set()
    todo: list[type] = [Refusal]
    while todo:
        kind = todo.pop()
        kinds.add(kind.__name__)
        todo.extend(kind.__subclasses__())
    return kinds


def _constants(trees: dict[Path, ast.Module]) -> dict[str, str]:
    """Module-level string constants (`NOT_UTF8 = "line-not-utf8"`), by name."""
    found: dict[str, str] = {}
    for tree in trees.values():
        for node in tree.body:
            if (
                isinstance(node, ast.Assign)
                and isinstance(node.value, ast.Constant)
                and isinstance(node.value.value, str)
            ):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        found[target.id] = node.value.value
    return found


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


#: The service's refusals and the HTTP layer's, with where their message id is (the first
#: argument, or after the status and the API code) and the keywords that are not the
#: message's parameters (the API code, the field, the stale version and its answer, the
#: response's language and headers).
SERVICE_SPEAKERS = {
    kind: 0
    for kind in (
        "ServiceError",
        "NotFound",
        "Unauthorized",
        "Forbidden",
        "Rejected",
        "Conflict",
        "StaleVersion",
    )
} | {"ApiError": 2, "error_response": 2, "_refusal": 3}
NOT_PARAMS = frozenset({"code", "field", "version", "current", "lang", "headers"})


def _given(call: ast.Call, at: int) -> frozenset[str] | None:
    """The parameters a call gives its code, or None if they are not all written out."""
    if any(k.arg is None for k in call.keywords):
        return None  # **params: carried over from another refusal
    names = {k.arg for k in call.keywords if k.arg}
    if _name(call.func) in SERVICE_SPEAKERS:
        names -= NOT_PARAMS
    if len(call.args) > at + 1:
        params = call.args[at + 1]
        if not isinstance(params, ast.Dict) or not all(
            isinstance(k, ast.Constant) for k in params.keys
        ):
            return None
        names |= {k.value for k in params.keys if isinstance(k, ast.Constant)}
    return frozenset(names)


@cache
def codes_in_source() -> dict[str, list[tuple[str, frozenset[str] | None]]]:
    """Every code the source says, with where and the parameters it gives there."""
    trees = {path: ast.parse(path.read_text()) for path in SOURCE.rglob("*.py")}
    constants = _constants(trees)
    speakers = _refusal_kinds() | {"Phrase"}
    found: dict[str, list[tuple[str, frozenset[str] | None]]] = {}
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = _name(node.func)
            at = ({"RecordError": 1, "say": 0} | SERVICE_SPEAKERS).get(
                name or "", 0 if name in speakers else -1
            )
            if at < 0 or len(node.args) <= at:
                continue
            arg = node.args[at]
            where = f"{path.relative_to(SOURCE)}:{node.lineno}"
            if isinstance(arg, ast.JoinedStr):
                code = "<an f-string sentence>"
            elif isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                code = arg.value
            elif _name(arg) in constants:
                code = constants[_name(arg) or ""]
            else:
                continue  # a code carried over (`error.code`) or built by the caller
            found.setdefault(code, []).append((where, _given(node, at)))
    # The record's value kinds are codes too (`Phrase(key.value.value)`).
    from riftscore.record.vocabulary import Value

    for value in Value:
        found.setdefault(value.value, []).append(("record/vocabulary.py", frozenset()))
    # The pages' words: said by the templates and the page scripts (page_keys.py).
    for key, where in page_keys().items():
        found.setdefault(key, []).append((where, None))
    return found


def test_every_refusal_is_raised_with_a_code_never_a_sentence() -> None:
    sentences = {
        uses[0][0]: code for code, uses in codes_in_source().items() if not CODE.match(code)
    }
    assert sentences == {}


def test_every_code_in_the_source_has_an_english_message() -> None:
    english = catalogue("en")
    missing = {code: uses[0][0] for code, uses in codes_in_source().items() if code not in english}
    assert not missing, f"codes without an English message: {missing}"


def test_every_code_is_given_the_variables_its_message_uses() -> None:
    english = catalogue("en")
    wrong = [
        (where, code, sorted(given), sorted(english[code]))
        for code, uses in codes_in_source().items()
        if code in english
        for where, given in uses
        if given is not None and given != english[code]
    ]
    assert not wrong, f"(where, code, given, the message's variables): {wrong}"


def test_every_english_message_is_used_by_the_code() -> None:
    unused = set(catalogue("en")) - set(codes_in_source())
    assert not unused, f"messages no code says: {sorted(unused)}"


@pytest.mark.parametrize("lang", [lang for lang in words.LANGUAGES if lang != words.ENGLISH])
def test_every_language_has_every_message_with_the_same_variables(lang: str) -> None:
    english, other = catalogue("en"), catalogue(lang)
    assert sorted(set(english) - set(other)) == [], f"missing in {lang}"
    assert sorted(set(other) - set(english)) == [], f"in {lang} and not in English"
    differ = {
        key: (sorted(english[key]), sorted(other[key]))
        for key in english
        if english[key] != other[key]
    }
    assert differ == {}, f"variables differ in {lang} (English, {lang})"


def _messages_translated(lang: str) -> Iterator[str]:
    english = words.source("en")
    for code in catalogue(lang):
        if code not in ("list-separator", "where-action", "json-other-fault-at"):
            yield code
    del english


@pytest.mark.parametrize("lang", [lang for lang in words.LANGUAGES if lang != words.ENGLISH])
def test_a_language_says_its_sentences_in_its_own_words(lang: str) -> None:
    """A translation is not a copy of the English: a message of more than a word that
    reads the same in both is a message left untranslated."""
    from riftscore.rules.errors import Phrase

    sample = {"player": "Ann", "points": 2, "do": "gain", "key": "points", "mode": "duel"}
    same = []
    for code in _messages_translated(lang):
        params = {name: sample.get(name, "X") for name in catalogue("en")[code]}
        params = {k: Phrase("where-header") if k == "where" else v for k, v in params.items()}
        english, translated = words.say(code, params, "en"), words.say(code, params, lang)
        if english == translated and " " in english:
            same.append(code)
    assert same == [], f"{lang} says these as English does"
