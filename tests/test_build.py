"""The wheel a user installs: the rules core compiled where a C compiler is at hand
(`./dev test` runs the core's tests on that build), pure Python where none is, and the
same rules either way."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build_support"))
from compiled import build_wheel  # noqa: E402

REPLAY = (
    "import riftscore.rules as r; from riftscore.record import replay_file, summary; "
    "print(r.COMPILED, summary(replay_file('examples/duel.jsonl'))['winners'])"
)


@pytest.mark.slow
def test_a_wheel_built_without_a_c_compiler_is_pure_python_and_plays_the_same(
    tmp_path: Path,
) -> None:
    wheel = build_wheel(tmp_path, {**os.environ, "CC": "/bin/false"})
    names = zipfile.ZipFile(wheel).namelist()
    assert any(n.endswith("riftscore/rules/game.py") for n in names)
    assert not [n for n in names if n.endswith(".so")], names
    installed = tmp_path / "installed"
    install = ["pip", "install", "--quiet", "--no-deps", "--no-index", "--target"]
    subprocess.run([sys.executable, "-m", *install, str(installed), str(wheel)], check=True)
    ran = subprocess.run(
        [sys.executable, "-c", REPLAY],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(installed)},
        capture_output=True,
        text=True,
        check=True,
    )
    assert ran.stdout.split(maxsplit=1) == ["False", "['Ann']\n"]


def test_an_editable_install_runs_the_source_itself() -> None:
    """What developers run (`./dev`): the source they edit, never a compiled copy."""
    import riftscore.rules.game

    if os.environ.get("RIFTSCORE_EXPECT_COMPILED") == "1":
        pytest.skip("the core's tests on the compiled build")
    assert Path(riftscore.rules.game.__file__) == ROOT / "src" / "riftscore" / "rules" / "game.py"
