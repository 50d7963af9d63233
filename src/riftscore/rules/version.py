"""Which rules scored a game: the engine's version, stored with every game it scores.

Raise `ENGINE_VERSION` with any change to the rules core that can change the result of
some record (its outcome, winners, scores or, in a match, its games). A stored game keeps
the version and the result of the engine that last scored it; an engine of another
version that scores the same log differently says so, with both results, rather than
changing a result silently (`riftscore check --store`, and the game's view).
"""

from __future__ import annotations

from typing import Final

ENGINE_VERSION: Final = "2"  # 2: a burn out checks no entry after its immediate win
