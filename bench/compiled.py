"""A compiled trial of the scoring core (issue 13), for the benchmarks, kept apart.

mypyc compiles a copy of `src/riftscore` (the scoring engine's modules: game, events,
match, errors) into its own directory under bench/out/, named after a digest of the
sources, the build recipe and mypy's version. Nothing imports it unless asked: put the
directory this prints first on PYTHONPATH. An edited source makes a new digest, so a
stale build is never used; it is built again on the next run.

    .venv/bin/python bench/compiled.py        # builds once (a minute or two), prints the directory
    PYTHONPATH=$(.venv/bin/python bench/compiled.py) .venv/bin/python bench/replay.py --quick

This is a benchmark's trial, not the product's build: the pure-Python core stays the one
edited, tested and shipped. In the copy, two lines of `rules/game.py` change as mypyc
needs: `Game` allows interpreted subclasses (the board kernel's scoring game is one), and
`_PLAIN_SLOTS` is written out (mypyc cannot read `Game.__slots__` from the class).
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from pathlib import Path

import mypy.version

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "riftscore"
OUT = Path(__file__).resolve().parent / "out"
MODULES = ("rules/game.py", "rules/events.py", "rules/match.py", "rules/errors.py")

_SLOTS_LINE = (
    "_PLAIN_SLOTS = tuple(n for n in Game.__slots__ if n not in _CHANGED_IN_PLACE + _LOGS)"
)
_CLASS_LINE = "class Game:\n"
_IMPORT_AFTER = "from __future__ import annotations\n"


def digest() -> str:
    """Of every source file of the package, this recipe, and mypy's version."""
    hashed = hashlib.sha256()
    for path in sorted(PACKAGE.rglob("*.py")):
        hashed.update(path.relative_to(PACKAGE).as_posix().encode())
        hashed.update(path.read_bytes())
    hashed.update(Path(__file__).read_bytes())
    hashed.update(mypy.version.__version__.encode())
    return hashed.hexdigest()[:12]


def _for_mypyc(source: str, plain_slots: tuple[str, ...]) -> str:
    """`rules/game.py` as mypyc needs it (see the module's docstring)."""
    for needed in (_SLOTS_LINE, _CLASS_LINE, _IMPORT_AFTER):
        if source.count(needed) != 1:
            raise SystemExit(f"bench/compiled.py: rules/game.py no longer has {needed!r} once")
    source = source.replace(_SLOTS_LINE, f"_PLAIN_SLOTS = {plain_slots!r}")
    source = source.replace(
        _CLASS_LINE, "@mypyc_attr(allow_interpreted_subclasses=True)\n" + _CLASS_LINE
    )
    return source.replace(
        _IMPORT_AFTER, _IMPORT_AFTER + "\nfrom mypy_extensions import mypyc_attr\n"
    )


def build(target: Path) -> None:
    """Copy the package, adapt the copy, compile it; the target appears only when whole."""
    from riftscore.rules.game import _PLAIN_SLOTS  # the pure core's, as interpreted

    partial = target.with_name(target.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    shutil.copytree(PACKAGE, partial / "riftscore", ignore=shutil.ignore_patterns("__pycache__"))
    game = partial / "riftscore" / "rules" / "game.py"
    game.write_text(_for_mypyc(game.read_text(encoding="utf-8"), _PLAIN_SLOTS), encoding="utf-8")
    mypyc = Path(sys.executable).parent / "mypyc"
    subprocess.run(
        [str(mypyc), *(f"riftscore/{module}" for module in MODULES)],
        cwd=partial,
        check=True,
        stdout=sys.stderr,  # stdout is the directory, for PYTHONPATH=$(...)
    )
    shutil.rmtree(partial / "build")
    partial.rename(target)


def main() -> None:
    target = OUT / f"compiled-{digest()}"
    if not target.exists():
        print(f"building {target.name} (mypyc, once for these sources)", file=sys.stderr)
        OUT.mkdir(parents=True, exist_ok=True)
        build(target)
    print(target)


if __name__ == "__main__":
    main()
