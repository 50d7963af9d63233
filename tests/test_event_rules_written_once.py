"""Every event rule is written once: in `riftscore.tournament.event_rules` (games to win in
the game core, `rules/match.py`, whose count the tournament takes). The service, the
views, the schemas and the pages ask it and carry its answers; none declares the number
again. This scans the package's Python, scripts and templates for the shapes those
declarations took (as tests/browser/test_page_scripts.py scans the pages for rules worked
out): each rule's shapes must be found on exactly one line, at its home.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import riftscore

PACKAGE = Path(riftscore.__file__).resolve().parent
CORE = "tournament/event_rules.py"

#: Each rule: its home (the one file that may state it) and the shapes it takes, in
#: Python, in a script or in a template.
RULES: dict[str, tuple[str, list[str]]] = {
    "games to win a match": (
        "rules/match.py",
        [
            r"\bGAMES_TO_WIN\s*(?::[^=\n]*)?=(?!=)",  # GAMES_TO_WIN = 2
            r"""\bmax:\s*["']2["']""",  # a page's input of games won, {max: "2"}
            r"""["']?maximum["']?:\s*2\b""",  # a schema's game wins
        ],
    ),
    "games drawn in a match": (
        CORE,
        [
            r"2\s*\*\s*\w*GAMES_TO_WIN\s*-\s*1",
            r"""\bmax=["']3["']|\bmax:\s*["']3["']""",  # a page's games drawn
            r"""["']?maximum["']?:\s*3\b""",
            r"whole number from 0 to 3\b",
        ],
    ),
    "entry open until which round": (
        CORE,
        [
            r"\bLAST_ENTRY_ROUND\s*=(?!=)",
            r"len\([\w.]*rounds\)\s*(?:<|>=)\s*2\b",  # len(event.rounds) < 2
            r"rounds\.length\s*(?:<|>=)\s*2\b",
        ],
    ),
    "the top cut's sizes": (
        CORE,
        [
            r"\bCUT_SIZES\s*=(?!=)",
            r"[\[(]\s*2\s*,\s*4\s*,\s*8\s*[\])]",  # (2, 4, 8) or [2, 4, 8]
            r"\b2, 4 or 8\b|\b2/4/8\b",
            r"\{\s*2:\s*1,\s*4:\s*2,\s*8:\s*3\s*\}",  # the cut's rounds by its size
        ],
    ),
    "a table's mode by its seats": (
        CORE,
        [
            r"\bPOD_MODES\s*(?::[^=\n]*)?=(?!=)",
            r"""\{\s*3:\s*["']skirmish["']""",
            r"""["']skirmish["']\s*:\s*\(\s*3\b""",
            r"len\([\w.]*entrants\)\s*[!=]=\s*2\b",  # a pod told from a match by its seats
            r"entrants\.length\s*[!=]==?\s*2\b",
        ],
    ),
    "the seats of a pod event": (CORE, [r"\bPOD_SEATS\s*(?::[^=\n]*)?=(?!=)"]),
    "the modes of an event": (
        CORE,
        [
            r"\bEVENT_MODES\s*=(?!=)",
            r"""["']match["'],\s*["']duel["'],\s*["']2v2["'],\s*["']skirmish["'],\s*["']war["']""",
        ],
    ),
    "the seats of a table": (CORE, [r"\bMAX_SEATS\s*=(?!=)", r"a table seats 2 to 4\b"]),
    "a no-show's award": (
        CORE,
        [
            r"GAMES_TO_WIN\s+if\b.*\belse\s+1\b",  # 2-0 in a match, else 1-0
            r"0 games for whoever did not come",  # the page's old pod no-show
        ],
    ),
    "a bye's games": (CORE, [r"\bBYE_GAME_WINS\s*=(?!=)"]),
}


def sources(root: Path) -> list[Path]:
    found = sorted(
        path
        for suffix in ("*.py", "*.js", "*.html")
        for path in root.rglob(suffix)
        if "__pycache__" not in path.parts
    )
    assert len(found) > 100  # the whole package: core, service, web, pages
    return found


def rule_lines(root: Path) -> dict[str, list[str]]:
    """Where each rule is written under `root`: "path:line" for every line with a shape."""
    compiled = {rule: re.compile("|".join(shapes)) for rule, (_, shapes) in RULES.items()}
    found: dict[str, list[str]] = {rule: [] for rule in RULES}
    for path in sources(root):
        where = path.relative_to(root).as_posix()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for rule, pattern in compiled.items():
                if pattern.search(line):
                    found[rule].append(f"{where}:{number}")
    return found


def written_twice(root: Path) -> dict[str, list[str]]:
    """The rules written elsewhere than once at their home, with every place found."""
    return {
        rule: places
        for rule, places in rule_lines(root).items()
        if len(places) != 1 or not places[0].startswith(f"{RULES[rule][0]}:")
    }


def test_every_event_rule_is_written_once_at_its_home() -> None:
    assert written_twice(PACKAGE) == {}


@pytest.mark.parametrize(
    ("line", "rule"),
    [
        ("GAMES_TO_WIN = 2  # a match is best of three", "games to win a match"),
        ('el("input", {name: "wins", type: "number", min: "0", max: "2"})', "games to win a match"),
        ('"items": {"type": "integer", "minimum": 0, "maximum": 2}}', "games to win a match"),
        ('<input name="drawn" type="number" min="0" max="3" value="0">', "games drawn in a match"),
        ("if not 0 <= drawn <= 2 * GAMES_TO_WIN - 1:", "games drawn in a match"),
        (
            "LAST_ENTRY_ROUND = 2  # late entry closes once round 2 is paired",
            "entry open until which round",
        ),
        ("number, stage, pending, len(event.rounds) < 2, start", "entry open until which round"),
        ("CUT_SIZES = (2, 4, 8)", "the top cut's sizes"),
        ('"size": {"enum": [2, 4, 8]},', "the top cut's sizes"),
        (
            'raise CannotPair(f"a top cut is to the top 2, 4 or 8, not {size}")',
            "the top cut's sizes",
        ),
        ("total = {2: 1, 4: 2, 8: 3}[drawn.size]", "the top cut's sizes"),
        ('POD_MODES = {3: "skirmish", 4: "war"}', "a table's mode by its seats"),
        (
            'POD_SEATS: dict[str, tuple[int, ...]] = {"skirmish": (3, 4), "war": (4, 3)}',
            "a table's mode by its seats",
        ),
        ("if len(table.entrants) != 2:", "a table's mode by its seats"),
        ("...(table.entrants.length === 2", "a table's mode by its seats"),
        ("POD_SEATS = (3, 4)", "the seats of a pod event"),
        ('EVENT_MODES = ("match", "duel", "2v2", "skirmish", "war")', "the modes of an event"),
        ('_MODE = {"enum": ["match", "duel", "2v2", "skirmish", "war"]}', "the modes of an event"),
        ("MAX_SEATS = 4  # a war table", "the seats of a table"),
        ("awarded = GAMES_TO_WIN if header.mode is Mode.MATCH else 1", "a no-show's award"),
        (
            'text: "At a skirmish or war table, record the result with 0 games for whoever did not come."',
            "a no-show's award",
        ),
        ("BYE_GAME_WINS = 2  # a bye is a match won 2-0", "a bye's games"),
    ],
)
def test_the_scan_finds_a_rule_written_again(line: str, rule: str, tmp_path: Path) -> None:
    """The scan is not blind: each shape the rules took before is found."""
    for number in range(101):
        (tmp_path / f"filler_{number}.py").write_text("")
    (tmp_path / "copy.js").write_text(line + "\n")
    assert "copy.js:1" in rule_lines(tmp_path)[rule]
