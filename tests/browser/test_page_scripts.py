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


#: Scripts that are not the project's page logic: the answers' field names, generated from
#: the structs (`holds_due` names the core's answer, it works nothing out), and vendored
#: libraries.
NOT_PAGE_LOGIC = ("shared/fields.js", "vendor/")


def page_scripts() -> list[Path]:
    scripts = sorted(
        script
        for script in STATIC_DIR.rglob("*.js")
        if not script.relative_to(STATIC_DIR).as_posix().startswith(NOT_PAGE_LOGIC)
    )
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


# ------------------------------------------------------------ render code reusable

#: The game page's wiring: who owns the page's state (state.js), the taps' queue and what
#: it sends (controller.js, queue.js, requests.js, rebase.js), the live stream and its
#: status (stream.js, connection.js), and main.js, which joins them to the render code.
#: Every other game/ module, and every shared/ one, is render code: it takes the view and
#: small callbacks as arguments, so that another page (a judge's desk, a projector) can
#: render a game's state by importing it, with no queue and no stream.
GAME_WIRING = frozenset(
    f"game/{name}.js"
    for name in (
        "main",
        "state",
        "controller",
        "queue",
        "requests",
        "rebase",
        "stream",
        "connection",
    )
)

#: What a module imports: `import ... from "x"`, `import "x"` and `import("x")`.
IMPORT = re.compile(r"""\bimport\s*(?:\(\s*|[\w$*{},\s]*?\bfrom\s*)?["']([^"']+)["']""")


def imported_by(text: str, where: str) -> set[str]:
    """The static files a module at `where` (relative to static/) imports, as paths under static/."""
    found = set()
    for spec in IMPORT.findall(text):
        parts = Path(where).parent.joinpath(spec).as_posix().split("/")
        resolved: list[str] = []
        for part in parts:
            if part == "..":
                resolved.pop()
            elif part not in (".", ""):
                resolved.append(part)
        found.add("/".join(resolved))
    return found


def wiring_imported(text: str, where: str) -> set[str]:
    return imported_by(text, where) & GAME_WIRING


def render_modules() -> list[Path]:
    found = [
        script
        for folder in ("game", "shared")
        for script in sorted((STATIC_DIR / folder).glob("*.js"))
        if script.relative_to(STATIC_DIR).as_posix() not in GAME_WIRING
    ]
    # The parts of the game page, each a module of its own.
    named = {script.name for script in found}
    assert {"scores.js", "battlefields.js", "top.js", "round-clock.js", "sheets.js"} <= named
    return found


def test_the_game_pages_wiring_is_where_the_scan_looks_for_it() -> None:
    """A wiring module renamed would let render code import it unseen."""
    assert sorted(p for p in GAME_WIRING if not (STATIC_DIR / p).exists()) == []


@pytest.mark.parametrize(
    "script", render_modules(), ids=lambda p: p.relative_to(STATIC_DIR).as_posix()
)
def test_no_render_module_imports_the_page_state_the_queue_or_the_stream(script: Path) -> None:
    where = script.relative_to(STATIC_DIR).as_posix()
    assert wiring_imported(script.read_text(), where) == set()


@pytest.mark.parametrize(
    ("line", "where", "wiring"),
    [
        ('import {canWrite, page} from "./state.js";', "game/scores.js", "game/state.js"),
        ('import {waitingTaps} from "./queue.js";', "game/sheets.js", "game/queue.js"),
        ('import {preview} from "./requests.js";', "game/beginning.js", "game/requests.js"),
        ('import {STARTS} from "./rebase.js";', "game/battlefields.js", "game/rebase.js"),
        ('import {record} from "./controller.js";', "game/scores.js", "game/controller.js"),
        (
            "import {\n  noAnswer,\n  waitingTaps,\n} from './queue.js';",
            "game/top.js",
            "game/queue.js",
        ),
        ('const queue = await import("../game/queue.js");', "shared/ui.js", "game/queue.js"),
        ('import "./stream.js";', "game/top.js", "game/stream.js"),
    ],
)
def test_the_scan_finds_render_code_importing_the_wiring(
    line: str, where: str, wiring: str
) -> None:
    """The scan is not blind: each way a module can import the wiring is found."""
    assert wiring_imported(line, where) == {wiring}


def test_the_scan_lets_render_code_import_render_code() -> None:
    imports = 'import {byId, el} from "../shared/dom.js";\nimport {sidesOf} from "./view.js";'
    assert imported_by(imports, "game/scores.js") == {"shared/dom.js", "game/view.js"}
    assert wiring_imported(imports, "game/scores.js") == set()
