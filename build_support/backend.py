"""The project's build backend: setuptools', compiling the rules core for wheels only.

`build_wheel` (`pip install .`, `pip wheel .`) compiles the modules that
`build_support/compiled.py` names, with mypyc, where a C compiler is at hand, and falls
back to pure Python otherwise; `build_editable` (`pip install -e .`, `./dev`) and
`build_sdist` never compile.
"""

from __future__ import annotations

import os
from typing import Any

from compiled import COMPILE  # type: ignore[import-not-found]  # beside this file
from setuptools import build_meta
from setuptools.build_meta import *  # noqa: F403  # every other hook, as setuptools has it

_MYPYC = "mypy>=1.10"


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    return [*build_meta.get_requires_for_build_wheel(config_settings), _MYPYC]


def build_wheel(
    wheel_directory: str,
    config_settings: dict[str, Any] | None = None,
    metadata_directory: str | None = None,
) -> str:
    os.environ[COMPILE] = "1"
    try:
        return build_meta.build_wheel(wheel_directory, config_settings, metadata_directory)
    finally:
        del os.environ[COMPILE]
