"""The page scripts decide no rule: what a tap would do is the rules core's answer
(`options` in the view, or a preview), so no script may work a rule out again. These are
the shapes that rules took in the scripts before; any of them back is a failure.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from riftscore.web.pages import STATIC_DIR

#: What a script that decides a rule looks like: (what it decides, its pattern).
RULES_WORKED_OUT = [
    ("the final point, from the victory score", r"victory\w*\s+[-+]=?\s|\s[-+]\s+[\w.]*victory"),
    ("a score worked out on the page", r"\bscores\[[^\]]+\]\s*[-+]|[+-]=\s*[\w.]*points\b"),
    ("the final point's missing battlefields", r"missingForFinalPoint"),
    ("the 2v2 teammate's occupation", r"allyOccupied|asksAllyOccupies|turnAlly|noteTurnAction"),
    ("the Holds of a turn", r"holdsFor|\bholds_due\b"),
    (
        "a Hold guessed from the core's, less what the draft lost",
        r"\.includes\(\w+\)\s*&&\s*!lost\b",
    ),
    ("who may gain a burn-out point", r"opponentsOf"),
    ("where a Conquer draws a card", r"\bfinal_point\b"),
    ("which modes may concede", r"""\[\s*["']duel["'][^\]]*\]\s*\.includes"""),
    ("a mode's rule by its name", r"""mode\s*[!=]==?\s*["'](?:2v2|skirmish|war)["']"""),
    ("a count of battlefields", r"battlefields\.length"),
]


def page_scripts() -> list[Path]:
    scripts = sorted(STATIC_DIR.rglob("*.js"))
    assert len(scripts) > 10  # the game page's modules, the shared ones, the other pages
    return scripts


def rules_in(text: str) -> list[str]:
    return [what for what, pattern in RULES_WORKED_OUT if re.search(pattern, text)]


@pytest.mark.parametrize(
    "script", page_scripts(), ids=lambda p: p.relative_to(STATIC_DIR).as_posix()
)
def test_no_page_script_works_a_rule_out(script: Path) -> None:
    assert rules_in(script.read_text()) == []


@pytest.mark.parametrize(
    ("line", "rule"),
    [
        (
            "return points + holds.length >= victory - 1 && view.victory_score - 1;",
            "the final point, from the victory score",
        ),
        (
            "const missing = missingForFinalPoint(v, player, battlefield);",
            "the final point's missing battlefields",
        ),
        (
            "if (turnAlly.number === v.turn.number) return turnAlly.battlefields;",
            "the 2v2 teammate's occupation",
        ),
        ("const held = holdsFor(player, draft.extra);", "the Holds of a turn"),
        ("return view.holds_due || [];", "the Holds of a turn"),
        (
            "const held = holds === null ? offered.includes(name) && !lost : holds.includes(name);",
            "a Hold guessed from the core's, less what the draft lost",
        ),
        ("const opponents = opponentsOf(view, player);", "who may gain a burn-out point"),
        ('hidden = !["duel", "match", "2v2"].includes(view.mode);', "which modes may concede"),
        ('if (action.do === "gain") points += action.points;', "a score worked out on the page"),
        ("holder.children.length !== view.battlefields.length", "a count of battlefields"),
        ('if (view.mode === "2v2") ask();', "a mode's rule by its name"),
    ],
)
def test_the_scan_finds_a_rule_worked_out(line: str, rule: str) -> None:
    """The scan is not blind: each shape the old page had is found."""
    assert rule in rules_in(line)
