"""The compiled rules core's extensions (build_support/compiled.py); everything else about
the project is in pyproject.toml."""

from __future__ import annotations

import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

sys.path.insert(0, str(Path(__file__).resolve().parent / "build_support"))
from compiled import extensions


class BuildOrFallBack(build_ext):
    """Compile the extensions, or none of them: a wheel without a C compiler (or whose
    compilation fails) is pure Python, which runs the same rules, only slower."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # a missing or failing compiler: distutils' own errors
            print(
                f"riftscore: compiling the rules core failed ({error}); the wheel is pure Python",
                file=sys.stderr,
            )
            for output in self.get_outputs():
                Path(output).unlink(missing_ok=True)
            self.extensions = []
            self.distribution.ext_modules = []


setup(ext_modules=extensions(), cmdclass={"build_ext": BuildOrFallBack})
