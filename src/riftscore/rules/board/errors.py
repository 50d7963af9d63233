"""What the board refuses, each a class of its own; every one is a `RuleError`.

A refusal is a code with parameters, as the core's are (`riftscore.rules.errors`). A
place is a parameter too: a battlefield is its name, never translated, but a player's
base is said in the sentence's language ("Ann's base", "la base de Ann"), so it is a
`Phrase` (`location_phrase`). A card's kind is a selector's key (`card_kind`), so that each language
words "a unit" or "gear" as it needs.
"""

from __future__ import annotations

from riftscore.rules.board.state import Base, Card, Gear, Location, Rune, Unit
from riftscore.rules.errors import Phrase, RuleError


def location_phrase(where: Location) -> str | Phrase:
    """A location as a refusal's parameter: a battlefield's name, or a player's base."""
    if isinstance(where, Base):
        return Phrase("place-base", {"player": where.player})
    return where.name


def card_kind(card: Card) -> str:
    """A card's kind as a refusal's parameter: the key a record lists it under."""
    if isinstance(card, Unit):
        return "unit"
    if isinstance(card, Gear):
        return "gear"
    if isinstance(card, Rune):
        return "rune"
    return "hidden"


class InvalidBoard(RuleError):
    """A starting board (the header's "board") that cannot be set up."""


class UnknownCard(RuleError):
    """A card id that is not on the board, or not the kind of card the action needs."""


class IllegalMove(RuleError):
    """A move the rules (or the FAQ's answers on movement) do not allow."""


class ChainError(RuleError):
    """A chain item that cannot be added, made legal, resolved or removed now."""


class CleanupInProgress(RuleError):
    """An action that must wait until the cleanup under way has finished (320)."""


class ShowdownError(RuleError):
    """Ending a showdown or reporting a combat that is not there to end."""


class WrongTime(RuleError):
    """An action outside the phase, turn or state it needs."""


class ControlFollowsTheBoard(RuleError):
    """`control` or `lose_control` in a board game: the board decides control."""


class MalformedLine(RuleError):
    """A board record line (or the header's "board") with a missing or mistyped key."""
