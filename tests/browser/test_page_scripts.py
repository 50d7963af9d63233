"""The page scripts decide no rule: what a tap would do is the rules core's answer
(`options` in the view, or a preview), so no script may work a rule out again, and no
template states one of its own. These are the shapes that rules took in the scripts and
templates before; any of them back is a failure.
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
    (
        "the end-of-round procedure's numbers",
        r"\b\d+ additional turns?\b|\ba lead of \d|\bfirst \d+ turns\b",
    ),
]


def page_scripts() -> list[Path]:
    scripts = sorted(STATIC_DIR.rglob("*.js"))
    assert len(scripts) > 10  # the game page's modules, the shared ones, the other pages
    return scripts


def templates() -> list[Path]:
    found = sorted((STATIC_DIR.parent / "templates").glob("*.html"))
    assert len(found) > 5  # the start page, the game, the gathering, the event's pages
    return found


def rules_in(text: str) -> list[str]:
    return [what for what, pattern in RULES_WORKED_OUT if re.search(pattern, text)]


@pytest.mark.parametrize(
    "script", page_scripts(), ids=lambda p: p.relative_to(STATIC_DIR).as_posix()
)
def test_no_page_script_works_a_rule_out(script: Path) -> None:
    assert rules_in(script.read_text()) == []


@pytest.mark.parametrize("template", templates(), ids=lambda p: p.name)
def test_no_template_states_a_rule_of_its_own(template: Path) -> None:
    """What a page says of a rule (what a round does at time) is the core's, passed in."""
    assert rules_in(template.read_text()) == []


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
        (
            '"At time: the turn in progress finishes, then 3 additional turns; a lead of 2 wins"',
            "the end-of-round procedure's numbers",
        ),
        (
            '<option value="swiss">Swiss round: a lead of 2 wins, otherwise a draw</option>',
            "the end-of-round procedure's numbers",
        ),
        (
            '"A match level on game wins between games plays one more, its first 5 turns"',
            "the end-of-round procedure's numbers",
        ),
    ],
)
def test_the_scan_finds_a_rule_worked_out(line: str, rule: str) -> None:
    """The scan is not blind: each shape the old page had is found."""
    assert rule in rules_in(line)
