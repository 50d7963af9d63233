"""riftscore: a scorekeeping companion for Riftbound that applies the scoring rules."""

from collections.abc import Mapping

__version__ = "0.1.0"


def _english(code: str, params: Mapping[str, object]) -> str:
    # Imported on first use: printing a refusal is when the catalogue is first needed.
    from riftscore.words import english

    return english(code, params)


# The core's refusals are codes with parameters and it imports nothing from the shell;
# here, at the package's root, the core is joined to its words: `str()` of a refusal is
# its English sentence from the catalogue (riftscore/words), what `riftscore replay` and
# every existing caller print. Other languages are asked of riftscore.words directly.
from riftscore.rules.errors import speak_with  # noqa: E402

speak_with(_english)
