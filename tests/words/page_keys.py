"""The catalogue's messages that the pages say: read from the templates and the page
scripts, not from a hand list, so that a page's word without its message (or a message
no page says any more) is found by the tests.

- a template names a message as `data-l10n-id="…"`, `data-l10n-placeholder="…"` or
  `t("…")`, and the modes' names through `pages.MODE_LABELS`;
- a page script that speaks the catalogue (it imports shared/words.js, or is it) says
  one as `t("…")` or `say(element, "…")`, or writes its id as a string beginning with a
  page's prefix (`"home-player-needs-name"` in a table of them). The scripts not yet
  translated are not read: their element ids (`"round-panel"`) are no messages.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from riftscore.web.pages import MODE_LABELS, STATIC_DIR, TEMPLATES_DIR

#: How the pages' messages begin: the page (`home-`), every page (`page-`), the choosers.
PAGE_PREFIXES = ("page-", "home-", "mode-", "round-", "procedure-")
_ID = r"([a-z0-9]+(?:-[a-z0-9]+)*)"
SPEAKS = re.compile(r"""from\s+["'][./\w]*shared/words\.js["']""")
IN_TEMPLATES = [
    re.compile(rf'data-l10n-(?:id|placeholder)="{_ID}"'),
    re.compile(rf"""\bt\(\s*["']{_ID}["']"""),
]
IN_SCRIPTS = [
    re.compile(rf'\bt\(\s*"{_ID}"'),
    re.compile(rf'\bsay\(\s*[\w.]+(?:\([^()]*\))?,\s*"{_ID}"'),
    re.compile(rf'"((?:{"|".join(PAGE_PREFIXES)})[a-z0-9-]+)"'),
]


def _found(text: str, patterns: list[re.Pattern[str]]) -> set[str]:
    return {key for pattern in patterns for key in pattern.findall(text)}


def _speaks(path: Path, text: str) -> bool:
    """Whether a page script speaks the catalogue."""
    return path == STATIC_DIR / "shared" / "words.js" or bool(SPEAKS.search(text))


@cache
def page_keys() -> dict[str, str]:
    """Every message a page says, with a file that says it."""
    keys: dict[str, str] = {}
    for path in sorted(TEMPLATES_DIR.glob("*.html")):
        for key in _found(path.read_text("utf-8"), IN_TEMPLATES):
            keys.setdefault(key, f"templates/{path.name}")
    for path in sorted(STATIC_DIR.rglob("*.js")):
        text = path.read_text("utf-8")
        if "vendor" in path.relative_to(STATIC_DIR).parts or not _speaks(path, text):
            continue
        for key in _found(text, IN_SCRIPTS):
            keys.setdefault(key, f"static/{path.relative_to(STATIC_DIR).as_posix()}")
    for key in MODE_LABELS.values():
        keys.setdefault(key, "web/pages.py (MODE_LABELS)")
    return keys
