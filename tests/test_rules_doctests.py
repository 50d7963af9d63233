"""The examples in the rules core's docstrings run as written."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import riftscore.rules

MODULES = sorted(
    info.name for info in pkgutil.walk_packages(riftscore.rules.__path__, "riftscore.rules.")
)


@pytest.mark.parametrize("name", MODULES)
def test_the_docstring_examples_run(name: str) -> None:
    failed, _ = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert failed == 0
