"""The layers, kept by a check: every module of the package is read (its syntax, not run)
and each import it makes, at the top or inside a function, under `TYPE_CHECKING` or not,
is held to the contracts below (docs/layers.md says why each holds).

From the inside out:

- `rules` (the scoring core, with `rules.board`): imports nothing of the package but itself.
- `clock` (the round clock): pure, imports nothing of the package.
- `record` (the riftscore/1 format): the rules only.
- `tournament` (pairings, standings, the top cut: pure): the rules and the record only.
- `announce` (the core's events in words): the rules, the record and the catalogue
  (`words`), which says its phrases in the listener's language.
- `store` (the log on SQLite, PostgreSQL or memory, and the NOTIFY between servers):
  nothing of the package but itself; it keeps what the service gives it, the core unread.
- `service` (games and events in play, on a store): the core and the store; never an
  interface nor the settings.
- `settings` (where the games are kept, shared by every command): the store only.
- `certs` (`riftscore cert`): nothing of the package.
- `web` (the HTTP API and the pages): never the store, nor the CLI; and of `rules`,
  `rules.board`, `service`, `tournament` and `record` only their public names (their
  `__all__`, which may name a public submodule such as `rules.events`), never a module
  inside them.
- `words` (the catalogue: codes said in the player's language): the rules only.
- `cli` (the command): anything but `web`, which only `riftscore serve` imports, to serve.
- The package's `__init__` joins the core to its English words (`str()` of a refusal) and
  imports nothing else: `rules.errors` and `words`, no more.

A module in no layer is a finding too: a new one is placed here first. Each contract is
shown to fail on a synthetic package that breaks it (`test_the_check_finds_...`).
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

import riftscore

PACKAGE = "riftscore"
SOURCE = Path(riftscore.__file__).parent

#: Each layer (the package's top-level module or package) and the layers it may import.
MAY_IMPORT: dict[str, frozenset[str]] = {
    "rules": frozenset({"rules"}),
    "clock": frozenset({"clock"}),
    "record": frozenset({"rules", "record"}),
    "tournament": frozenset({"rules", "record", "tournament"}),
    "announce": frozenset({"rules", "record", "announce", "words"}),
    "store": frozenset({"store"}),
    "service": frozenset(
        {"service", "store", "rules", "record", "tournament", "clock", "announce", "words"}
    ),
    "settings": frozenset({"settings", "store"}),
    "words": frozenset({"words", "rules"}),
    "certs": frozenset({"certs"}),
    "web": frozenset(
        {"web", "service", "rules", "record", "tournament", "announce", "clock", "settings"}
        | {"words"}
    ),
    "cli": frozenset(
        {"cli", "service", "store", "rules", "record", "tournament", "announce", "clock"}
        | {"settings", "certs", "words"}
    ),
}
#: What the package's `__init__` may import: the core's hook for its words, and the words.
ROOT_MAY_IMPORT = frozenset({"riftscore.rules.errors", "riftscore.words"})
#: What web/ may reach in the layers beneath it: these packages by their public names.
PUBLIC_PACKAGES = frozenset(
    {
        "riftscore.rules",
        "riftscore.rules.board",
        "riftscore.service",
        "riftscore.tournament",
        "riftscore.record",
    }
)
#: The layers web/ reaches by those public names only (announce, clock and settings are one
#: module each: nothing inside them to reach).
REACHED_BY_PUBLIC_NAMES = frozenset(name.split(".")[1] for name in PUBLIC_PACKAGES)
#: The one command that may import web/: the one that serves it.
SERVES_WEB = "serve"


@dataclass(frozen=True, slots=True)
class Import:
    importer: str  # the module that imports: "riftscore.web.app"
    target: str  # the module it imports: "riftscore.store", "riftscore.rules.match"
    line: int
    function: str | None  # the outermost function it is imported in, if any

    def __str__(self) -> str:
        return f"{self.importer} (line {self.line}) imports {self.target}"


def module_files(root: Path) -> Iterator[tuple[str, Path]]:
    """Every module of the package at `root`, by its dotted name."""
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        yield ".".join(parts), path


def is_module(root: Path, name: str) -> bool:
    """Whether `name` (dotted, from the package) is a module or package under `root`."""
    relative = Path(*name.split(".")[1:]) if "." in name else Path()
    base = root / relative
    return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()


def imports_of(root: Path, module: str, path: Path) -> Iterator[Import]:
    """The package's modules that `module` imports: `from p import name` imports the module
    `p.name` when there is one (a submodule), else `p`."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    is_package = path.name == "__init__.py"

    def visit(statements: list[ast.AST], function: str | None) -> Iterator[Import]:
        # Statements only (an import is one), into every block that holds more: a body, an
        # else, a finally, an except's or a case's.
        for child in statements:
            inside = function
            if function is None and isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                inside = child.name
            if isinstance(child, ast.Import):
                for alias in child.names:
                    yield Import(module, alias.name, child.lineno, inside)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:  # relative: from the importing module's package
                    package = module.split(".")
                    package = package[: len(package) - child.level + is_package]
                    base = ".".join([*package, *([base] if base else [])])
                for alias in child.names:
                    submodule = f"{base}.{alias.name}"
                    target = submodule if is_module(root, submodule) else base
                    yield Import(module, target, child.lineno, inside)
            for block in ("body", "orelse", "finalbody", "handlers", "cases"):
                nested = getattr(child, block, None)
                if isinstance(nested, list):
                    yield from visit(nested, inside)

    seen = set()
    for found in visit(list(tree.body), None):
        if found in seen:
            continue  # `from p import a, b`: one import of `p`
        seen.add(found)
        if found.target == PACKAGE or found.target.startswith(PACKAGE + "."):
            yield found


def layer_of(module: str) -> str | None:
    """The layer of a module of the package (None: the package itself)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else None


@functools.cache
def public_names(root: Path, package: str) -> frozenset[str]:
    """The names a package's `__init__.py` lists in `__all__`."""
    path = root.joinpath(*package.split(".")[1:], "__init__.py")
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets
        ):
            value = ast.literal_eval(node.value)
            return frozenset(value)
    return frozenset()


def is_public(root: Path, target: str) -> bool:
    """Whether web/ may import `target`: a public package, or a submodule that one lists
    among its public names."""
    if target in PUBLIC_PACKAGES:
        return True
    parent, _, name = target.rpartition(".")
    return parent in PUBLIC_PACKAGES and name in public_names(root, parent)


def findings(root: Path) -> Iterator[tuple[Import | str, str]]:
    """Each import (or module) that breaks a contract, and the contract it breaks."""
    for module, path in module_files(root):
        layer = layer_of(module)
        if layer is not None and layer not in MAY_IMPORT:
            yield module, "every module belongs to a layer"
            continue
        for found in imports_of(root, module, path):
            imported = layer_of(found.target)
            if imported is None:
                continue  # the package's __version__
            if layer is None:
                if found.target not in ROOT_MAY_IMPORT:
                    yield found, "the package's __init__ imports only the core's words"
                continue
            if layer == "cli" and imported == "web":
                if found.function != SERVES_WEB:
                    yield found, "the CLI imports web/ only to serve it"
            elif imported not in MAY_IMPORT[layer]:
                yield found, f"{layer}/ may import only {', '.join(sorted(MAY_IMPORT[layer]))}"
            elif (
                layer == "web"
                and imported in REACHED_BY_PUBLIC_NAMES
                and not is_public(root, found.target)
            ):
                yield found, "web/ reaches the layers beneath it by their public names only"


def test_every_import_of_the_package_keeps_its_layers() -> None:
    broken = [f"{found}: {contract}" for found, contract in findings(SOURCE)]
    assert broken == []


# ---------------------------------------------------------------- each contract can fail


def synthetic_package(tmp_path: Path, modules: dict[str, str]) -> Path:
    """A package named like this one, of the given modules ("web/app.py": its source),
    every folder a package; `rules` and `service` list their public names."""
    root = tmp_path / PACKAGE
    files = {
        "__init__.py": "",
        "rules/__init__.py": '__all__ = ["Game", "events"]\n',
        "rules/game.py": "",
        "rules/events.py": "",
        "rules/board/__init__.py": '__all__ = ["BoardGame"]\n',
        "rules/board/events.py": "",
        "service/__init__.py": '__all__ = ["GameService"]\n',
        "service/games.py": "",
        "store/__init__.py": "",
        "store/sql.py": "",
        "web/__init__.py": "",
        "web/api/__init__.py": "",
        "web/api/games.py": "",
        "cli.py": "",
        **modules,
    }
    for name, source in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source, encoding="utf-8")
    return root


def broken_contracts(root: Path) -> list[str]:
    return [f"{found}: {contract}" for found, contract in findings(root)]


def test_the_check_passes_a_package_that_keeps_its_layers(tmp_path: Path) -> None:
    root = synthetic_package(
        tmp_path,
        {
            "web/app.py": "from riftscore.rules import Game, events\n"
            "from riftscore.rules.board import BoardGame\n"
            "from riftscore.service import GameService\n",
            "service/games.py": "from riftscore.store.sql import X\n",
            "cli.py": "def serve():\n    from riftscore.web.app import create_app\n",
        },
    )
    assert broken_contracts(root) == []


@pytest.mark.parametrize(
    ("module", "source", "contract"),
    [
        ("rules/game.py", "from riftscore.service import GameService\n", "rules/ may import"),
        ("rules/game.py", "import riftscore.store.sql\n", "rules/ may import"),
        ("rules/board/events.py", "from riftscore import web\n", "rules/ may import"),
        ("tournament/__init__.py", "from riftscore.store import X\n", "tournament/ may import"),
        ("record/__init__.py", "from riftscore.tournament import X\n", "record/ may import"),
        ("clock.py", "from riftscore.rules import Game\n", "clock/ may import"),
        ("store/sql.py", "from riftscore.service.games import X\n", "store/ may import"),
        ("store/sql.py", "from riftscore.web import app\n", "store/ may import"),
        ("store/sql.py", "from riftscore.rules import Game\n", "store/ may import"),
        ("__init__.py", "from riftscore.web import app\n", "imports only the core's words"),
        ("service/games.py", "from riftscore.web.app import X\n", "service/ may import"),
        ("service/games.py", "from riftscore.cli import X\n", "service/ may import"),
        ("web/app.py", "from riftscore.store import MemoryStore\n", "web/ may import"),
        ("web/app.py", "from riftscore.store.sql import SqlStore\n", "web/ may import"),
        ("web/app.py", "from riftscore import store\n", "web/ may import"),
        ("web/app.py", "from riftscore.cli import app\n", "web/ may import"),
        ("web/app.py", "from riftscore.rules.game import Game\n", "public names only"),
        ("web/app.py", "from riftscore.rules.board import events\n", "public names only"),
        ("web/app.py", "from riftscore.service import games\n", "public names only"),
        (
            "web/app.py",
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
            "    from riftscore.service.games import Games\n",
            "public names only",
        ),
        ("web/app.py", "def late():\n    import riftscore.rules.game\n", "public names only"),
        ("web/api/games.py", "from ...rules import game\n", "public names only"),
        ("cli.py", "from riftscore.web.settings import Settings\n", "only to serve"),
        ("cli.py", "def check():\n    from riftscore.web import settings\n", "only to serve"),
        ("newlayer.py", "", "every module belongs to a layer"),
    ],
)
def test_the_check_finds_an_import_that_breaks_a_contract(
    tmp_path: Path, module: str, source: str, contract: str
) -> None:
    root = synthetic_package(tmp_path, {module: source})
    broken = broken_contracts(root)
    assert len(broken) == 1 and contract in broken[0], broken
