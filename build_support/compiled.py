"""The rules core compiled with mypyc: which modules, and the wheel's build of them.

The pure-Python core is the one developers edit, test and run. A wheel built for a user
(`pip install .`, `pip wheel .`) also carries these modules compiled, where mypyc and a C
compiler are at hand: Python imports a compiled module before the source beside it, and
a wheel is one snapshot of both, so they cannot disagree. An editable install
(`./dev`) never compiles: a compiled module built once in the source tree would shadow
every later edit of its source.

`setup.py` asks `extensions()` for the compiled modules; `build_support/backend.py`
turns them on for wheels only. For the tests, `./dev test` builds a wheel to its own
folder named after a digest of the sources (`python build_support/compiled.py` prints
it, building it first if need be), and runs the core's tests again with that folder
first on PYTHONPATH; an edited source has another digest, so a stale build is never
used.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: The scoring engine and what it is made of, what replay spends its time in, and the
#: board kernel's own work: its board, cleanups, moves, chain, showdowns and effects
#: (docs/performance.md). The rest (the board's actions, events and notation, records,
#: the service) stays interpreted.
MODULES = (
    "src/riftscore/rules/game.py",
    "src/riftscore/rules/events.py",
    "src/riftscore/rules/match.py",
    "src/riftscore/rules/errors.py",
    "src/riftscore/rules/modes.py",
    "src/riftscore/rules/options.py",
    "src/riftscore/rules/board/state.py",
    "src/riftscore/rules/board/working.py",
    "src/riftscore/rules/board/cleanup.py",
    "src/riftscore/rules/board/kernel.py",
    "src/riftscore/rules/board/movement.py",
    "src/riftscore/rules/board/chain.py",
    "src/riftscore/rules/board/showdown.py",
    "src/riftscore/rules/board/effects.py",
)

#: Set by the build backend while it builds a wheel.
COMPILE = "RIFTSCORE_COMPILE"

#: The folder of the tests' builds (ignored by git).
BUILDS = ROOT / "build" / "compiled"

#: The core's tests: the rules, records and their replay, the board, the options. `./dev
#: test` runs them on the compiled build as well (`python build_support/compiled.py test`).
CORE_TESTS = (
    "tests/test_examples.py",
    "tests/test_engine.py",
    "tests/test_properties.py",
    "tests/test_fuzz.py",
    "tests/test_options.py",
    "tests/test_record.py",
    "tests/test_record_reading.py",
    "tests/test_record_vocabulary.py",
    "tests/test_rules_api.py",
    "tests/test_rules_error_messages.py",
    "tests/test_rules_output.py",
    "tests/test_rules_replay_command.py",
    "tests/test_cli.py",
    "tests/board",
)

#: Set for the tests run on the compiled build: they check that it is the one imported.
EXPECT_COMPILED = "RIFTSCORE_EXPECT_COMPILED"


def extensions() -> list[object]:
    """The compiled modules' extensions for setuptools, or none: unless a wheel is being
    built, or if mypyc is not installed (the wheel is then pure Python)."""
    if os.environ.get(COMPILE) != "1":
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        print("riftscore: mypyc is not installed, the wheel is pure Python", file=sys.stderr)
        return []
    cwd = os.getcwd()
    os.chdir(ROOT)  # mypyc names modules from paths relative to where it runs
    try:
        return list(mypycify(list(MODULES), opt_level="3"))
    finally:
        os.chdir(cwd)


def digest() -> str:
    """Of everything a wheel is built from: the package's sources, the build's own files,
    the project file, and the Python and mypy that build it."""
    import mypy.version

    hashed = hashlib.sha256()
    files = [*sorted((ROOT / "src" / "riftscore").rglob("*.py"))]
    files += [
        ROOT / "setup.py",
        ROOT / "pyproject.toml",
        *sorted(Path(__file__).parent.glob("*.py")),
    ]
    for path in files:
        hashed.update(path.relative_to(ROOT).as_posix().encode())
        hashed.update(path.read_bytes())
    hashed.update(sys.version.encode())
    hashed.update(mypy.version.__version__.encode())
    return hashed.hexdigest()[:12]


def build_wheel(scratch: Path, environ: dict[str, str] | None = None) -> Path:
    """A wheel built as `pip wheel .` builds one, from a clean copy of the project in
    `scratch` (setuptools builds in the project's folder, and would reuse what it built
    there before), with this environment's setuptools and mypy."""
    source = scratch / "source"
    shutil.copytree(
        ROOT / "src", source / "src", ignore=shutil.ignore_patterns("__pycache__", "*.egg-info")
    )
    shutil.copytree(ROOT / "build_support", source / "build_support")
    for name in ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    wheels = scratch / "wheels"
    pip_wheel = ["pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation"]
    subprocess.run(
        [sys.executable, "-m", *pip_wheel, "--wheel-dir", str(wheels), str(source)],
        check=True,
        stdout=sys.stderr,
        env=environ,
    )
    (wheel,) = wheels.glob("riftscore-*.whl")
    return wheel


def build_for_tests() -> Path:
    """A folder holding the package as the wheel installs it, compiled: built once for
    these sources. Raises `SystemExit` if the wheel came out pure (no compiler)."""
    target = BUILDS / f"core-{digest()}"
    if target.is_dir():
        return target
    BUILDS.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=BUILDS) as scratch:
        wheel = build_wheel(Path(scratch))
        unpacked = Path(scratch) / "unpacked"
        install = ["pip", "install", "--quiet", "--no-deps", "--no-index", "--target"]
        subprocess.run([sys.executable, "-m", *install, str(unpacked), str(wheel)], check=True)
        if not list((unpacked / "riftscore" / "rules").glob("game.*.so")):
            raise SystemExit("the wheel came out pure Python: no C compiler for mypyc here?")
        shutil.rmtree(target, ignore_errors=True)
        unpacked.rename(target)  # whole, or not at all
    for old in BUILDS.glob("core-*"):
        if old != target:
            shutil.rmtree(old, ignore_errors=True)
    return target


def run_core_tests(pytest_args: list[str]) -> int:
    """The core's tests on the compiled build (built first if need be)."""
    target = build_for_tests()
    print(f"the core's tests on the compiled build ({target.relative_to(ROOT)})", flush=True)
    environ = {**os.environ, "PYTHONPATH": str(target), EXPECT_COMPILED: "1"}
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *CORE_TESTS, *pytest_args]
    return subprocess.run(command, cwd=ROOT, env=environ, check=False).returncode


def main(arguments: list[str]) -> int:
    """`compiled.py`: build (once) and print the folder; `compiled.py test [ARGS]`: run
    the core's tests on it, with pytest's ARGS."""
    if arguments[:1] == ["test"]:
        return run_core_tests(arguments[1:])
    print(build_for_tests())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
