"""Checks of what a request may hold beyond what the record format says: labels, counts,
idempotency keys, and the names of a game's players and battlefields.

The record format takes any non-empty string as a name (a record with odd names still
replays); the tracker is stricter with what it is asked to keep, because its names are
read aloud, shown side by side on phones and exported to spreadsheets. A name is at most
`MAX_GAME_NAME_LENGTH` characters, kept in Unicode's composed form (NFC), holds no control
or invisible formatting character (no bidi override, no zero-width space), and no two
names of a game's players (or of its battlefields) differ only by case, width or spacing.

Every whole number a game is given (points, a victory score, a starting score) is at most
`MAX_GAME_NUMBER` either way, and a game holds at most so many entries (the service's
`max_entries`): together they keep every score far below 2^53 - 1, the largest number
that every JSON reader (a phone's JavaScript) holds exactly.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator
from typing import Any

from riftscore.service.errors import Rejected
from riftscore.store.tables import IDEMPOTENCY_KEY_LENGTH

MAX_NAME_LENGTH = 200  # a gathering's name, a table's label, a reason
MAX_GAME_NAME_LENGTH = 60  # a player's or a battlefield's name
MAX_GAME_NUMBER = 1_000_000

# Characters that show nothing, or change how the text around them is shown, beyond
# Unicode's categories of control (Cc) and format (Cf) characters: the combining grapheme
# joiner, the Hangul fillers, the Khmer inherent vowels, the Mongolian variation
# selectors and the variation selectors (Unicode's Default_Ignorable_Code_Point).
_IGNORABLE = frozenset(
    [
        *(0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x3164, 0xFFA0),
        *range(0x180B, 0x1810),
        *range(0xFE00, 0xFE10),
        *range(0xE0100, 0xE01F0),
    ]
)
# Control, format, surrogate, private use and unassigned code points, and the line and
# paragraph separators: none belongs in a name.
_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


def invisible(character: str) -> bool:
    """A character that a name never holds: a control or formatting one, or one that
    shows nothing."""
    return unicodedata.category(character) in _REFUSED_CATEGORIES or ord(character) in _IGNORABLE


def optional_text(value: object, name: str, what: str = "text") -> str | None:
    """An optional text field (a table's label, a reason) of at most MAX_NAME_LENGTH
    characters, without control or formatting characters; `what` says what it must be."""
    if value is None:
        return None
    if type(value) is not str or len(value) > MAX_NAME_LENGTH:
        raise Rejected(
            f'"{name}" must be {what} of at most {MAX_NAME_LENGTH} characters', "invalid_field"
        )
    refuse_invisible(value, f'"{name}"')
    return value


def refuse_invisible(text: str, where: str) -> None:
    bad = next((c for c in text if invisible(c)), None)
    if bad is not None:
        raise Rejected(
            f"{where} holds the invisible or control character U+{ord(bad):04X} "
            f"({unicodedata.name(bad, 'a control character')}): write it with visible "
            "characters only",
            "invalid_name",
        )


def whole_number(value: object, name: str, default: int | None, most: int) -> int:
    if value is None and default is not None:
        return default
    if type(value) is not int or not 1 <= value <= most:
        raise Rejected(f'"{name}" must be a whole number from 1 to {most}', "invalid_field")
    return value


def check_idempotency_key(key: str | None) -> None:
    if key is not None and not 0 < len(key) <= IDEMPOTENCY_KEY_LENGTH:
        raise Rejected(
            f"an Idempotency-Key must be 1 to {IDEMPOTENCY_KEY_LENGTH} characters",
            "invalid_idempotency_key",
        )


# ------------------------------------------------------------------ names


def normalised(text: str) -> str:
    """The name in the composed form (NFC) that keyboards type and the tracker keeps."""
    return unicodedata.normalize("NFC", text)


def likeness(name: str) -> str:
    """What two names that a person cannot tell apart have in common: the same letters
    whatever their case or width, spaces of any kind as one.

    >>> likeness("ANN") == likeness("Ann") == likeness("Ａｎｎ")
    True
    >>> likeness("Ann Lee") == likeness("Ann\\u00a0 Lee")
    True
    """
    folded = unicodedata.normalize("NFKC", name).casefold()
    return " ".join(folded.split())


def check_name(name: object, what: str) -> None:
    """Refuse a name that the tracker does not keep (`what` says whose it is)."""
    if type(name) is not str:
        return  # the record's reader refuses it with its own words
    if len(name) > MAX_GAME_NAME_LENGTH:
        raise Rejected(
            f"{what} {name[:20]!r}... is {len(name)} characters long: a name has at most "
            f"{MAX_GAME_NAME_LENGTH}",
            "invalid_name",
        )
    refuse_invisible(name, f"{what} {name!r}")
    if name != name.strip():
        raise Rejected(f"{what} {name!r} starts or ends with a space", "invalid_name")
    if name != normalised(name):
        raise Rejected(
            f"{what} {name!r} is not in Unicode's composed form (NFC): write it as a "
            "keyboard types it",
            "invalid_name",
        )


def check_names(names: object, what: str) -> None:
    """Each name kept, and no two that a person cannot tell apart."""
    if type(names) is not list:
        return  # the record's reader refuses it with its own words
    seen: dict[str, str] = {}
    for name in names:
        check_name(name, what)
        if type(name) is not str:
            continue
        other = seen.setdefault(likeness(name), name)
        if other != name:
            raise Rejected(
                f"two {what}s, {other!r} and {name!r}, differ only by case, width or "
                "spacing: give them names that players can tell apart",
                "names_alike",
            )


def check_header_names(header: object) -> None:
    """A game header's players and battlefields, as the tracker keeps names."""
    if isinstance(header, dict):
        check_names(header.get("players"), "player")
        check_names(header.get("battlefields"), "battlefield")


def check_action_names(action: object) -> None:
    """The battlefields a match's next game names (the only names an action brings in)."""
    if isinstance(action, dict) and action.get("do") == "game":
        check_names(action.get("battlefields"), "battlefield")


def normalised_header(header: object) -> object:
    """The header with its players', teams' and battlefields' names in NFC."""
    if not isinstance(header, dict):
        return header
    out = dict(header)
    for key in ("players", "battlefields"):
        if type(out.get(key)) is list:
            out[key] = [normalised(n) if type(n) is str else n for n in out[key]]
    teams = out.get("teams")
    if type(teams) is list:
        out["teams"] = [
            [normalised(n) if type(n) is str else n for n in t] if type(t) is list else t
            for t in teams
        ]
    return out


# ------------------------------------------------------------------ numbers


def _numbers(value: object) -> Iterator[int]:
    pending = [value]
    while pending:
        item = pending.pop()
        if type(item) is dict:
            pending.extend(item.values())
        elif type(item) is list:
            pending.extend(item)
        elif type(item) is int:
            yield item


def check_numbers(values: Iterable[Any], where: str) -> None:
    """Refuse a number beyond ±MAX_GAME_NUMBER in a header or action."""
    for value in values:
        for number in _numbers(value):
            if not -MAX_GAME_NUMBER <= number <= MAX_GAME_NUMBER:
                raise Rejected(
                    f"{where} has the number {number}: a game's numbers (points, victory "
                    f"scores) are at most {MAX_GAME_NUMBER:,} either way",
                    "number_too_large",
                )
