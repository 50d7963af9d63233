"""Checks of what a request may hold beyond what the record format says: labels, counts,
idempotency keys, the names of a game's players and battlefields, and its victory score.

The record format takes any non-empty string as a name (a record with odd names still
replays); the tracker is stricter with what it is asked to keep, because its names are
read aloud, shown side by side on phones and exported to spreadsheets. A player's name is
at most `MAX_PLAYER_NAME_LENGTH` characters and a battlefield's `MAX_BATTLEFIELD_NAME_LENGTH`
(counted as a reader counts them: an emoji made of several code points is one), kept in
Unicode's composed form (NFC); it holds no control or invisible formatting character (no
bidi override, no zero-width space between letters) beyond the joiners and selectors
inside an emoji sequence (👨‍💻, 🏳️‍🌈), and no two names of a game's players (or of its
battlefields) differ only by case, width, spacing or such an invisible joiner.

Every whole number a game is given (points, a victory score, a starting score) is at most
`MAX_GAME_NUMBER` either way, and a game holds at most so many entries (the service's
`max_entries`): together they keep every score far below 2^53 - 1, the largest number
that every JSON reader (a phone's JavaScript) holds exactly. A victory score is at most
`MAX_VICTORY_SCORE`.

These limits are declared here once: the pages' forms show them (web/pages.py renders
them into the templates' maxlength, min and max), and the service keeps them. A refusal
of one field names it (`Rejected.field`, a JSON Pointer into the request) and says what
is wrong in the words of the form it was typed in: "Player 2's name ...". A refusal is a
message id of the catalogue with its parameters; what a field or a name is called is a
phrase (`text_field`, `named`), said in the reader's language with the rest.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator
from typing import Any

from riftscore.rules.errors import Phrase
from riftscore.service.errors import Rejected

# The width of the store's column, re-exported: the interfaces read it here (an interface
# never imports the store).
from riftscore.store.tables import IDEMPOTENCY_KEY_LENGTH as IDEMPOTENCY_KEY_LENGTH

MAX_NAME_LENGTH = 200  # a gathering's name, a table's label, a reason
#: A player's name, in a game and in a gathering (service.players).
MAX_PLAYER_NAME_LENGTH = 40
#: A battlefield's name: longer than a player's, because a gathering's tables name each
#: player's battlefield after them (service.tables: "<name>'s battlefield", 40 + 14).
MAX_BATTLEFIELD_NAME_LENGTH = 60
MAX_GAME_NUMBER = 1_000_000
#: The highest victory score a game is started with or a card sets. The record format
#: takes any whole number from 1 (the rules core keeps that bound: a record of a house
#: game to 150 still replays), but the tracker keeps the games a table plays: a victory
#: score is a few points (8, 11 in 2v2), its field on the page takes two digits, and a
#: thousand is a slip of the finger that would leave a game nobody can win. Kept by the
#: service (new games, actions, imports), not by the rules core.
MAX_VICTORY_SCORE = 99
#: What the game page's fields for a card's name and an adjustment's reason take. The
#: service does not refuse a longer one: a record may carry any text there, and a
#: request's is bounded by its size (Settings.max_action_bytes).
MAX_NOTE_LENGTH = 120

# Characters that show nothing, or change how the text around them is shown, beyond
# Unicode's categories of control (Cc) and format (Cf) characters: the combining grapheme
# joiner, the Hangul fillers, the Khmer inherent vowels, the Mongolian variation
# selectors and the variation selectors (Unicode's Default_Ignorable_Code_Point), and the
# blank Braille pattern, a symbol that draws nothing ("Ann⠀" beside "Ann").
_IGNORABLE = frozenset(
    [
        *(0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x2800, 0x3164, 0xFFA0),
        *range(0x180B, 0x1810),
        *range(0xFE00, 0xFE10),
        *range(0xE0100, 0xE01F0),
    ]
)
# Control, format, surrogate, private use and unassigned code points, and the line and
# paragraph separators: none belongs in a name.
_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


def invisible(character: str) -> bool:
    """A character that shows nothing, or changes how the text around it is shown: a
    name holds one only inside an emoji sequence (`hidden_at`)."""
    return unicodedata.category(character) in _REFUSED_CATEGORIES or ord(character) in _IGNORABLE


# Inside an emoji sequence, invisible characters that are part of the emoji: the zero-width
# joiner between two pictographs (👨‍💻), the variation selectors that ask for the emoji's
# (or the text's) look (❤️), and the tags of the three subdivision flags Unicode
# recommends (England, Scotland, Wales: 🏴 then tags then the cancel tag). A joiner or a
# selector anywhere else, such as between letters, stays refused: it would hide a
# difference between two names that look the same.
_ZWJ = "\u200d"
_PRESENTATION_SELECTORS = "\ufe0e\ufe0f"
_EMOJI_MODIFIERS = frozenset(map(chr, range(0x1F3FB, 0x1F400)))  # skin tones
_KEYCAP = "\u20e3"
_KEYCAP_BASES = frozenset("#*0123456789")
_BLACK_FLAG = "\U0001f3f4"
_SUBDIVISION_TAGS = tuple(
    "".join(chr(0xE0000 + ord(c)) for c in code) + "\U000e007f"
    for code in ("gbeng", "gbsct", "gbwls")
)


def _pictograph(character: str) -> bool:
    """What an emoji sequence is made of: a symbol (Unicode's So: 👨, 💻, 🏳, ❤, ♀), the
    nearest the standard library comes to Unicode's Extended_Pictographic."""
    return unicodedata.category(character) == "So"


def _emoji_part(text: str, index: int) -> bool:
    """Whether the invisible character at `index` belongs to an emoji sequence."""
    character = text[index]
    before = text[index - 1] if index > 0 else ""
    after = text[index + 1] if index + 1 < len(text) else ""
    if character == _ZWJ:
        # Back over the selectors and skin tones of the emoji it joins on to (👩🏽‍💻).
        start = index - 1
        while start >= 0 and (
            text[start] in _PRESENTATION_SELECTORS or text[start] in _EMOJI_MODIFIERS
        ):
            start -= 1
        return start >= 0 and _pictograph(text[start]) and bool(after) and _pictograph(after)
    if character in _PRESENTATION_SELECTORS:
        keycap = before in _KEYCAP_BASES and after == _KEYCAP  # 1️⃣
        # After an emoji (❤️, ↔️, ‼️), never after a letter or a sign a keyboard types.
        symbol = unicodedata.category(before) == "So" if before else False
        other = before > "\x7f" and unicodedata.category(before) in ("Sm", "Po")
        return keycap or symbol or other
    if 0xE0020 <= ord(character) <= 0xE007F:
        flag = text.rfind(_BLACK_FLAG, 0, index)
        return flag >= 0 and any(
            text.startswith(tags, flag + 1) and index < flag + 1 + len(tags)
            for tags in _SUBDIVISION_TAGS
        )
    return False


def hidden_at(text: str) -> int | None:
    """Where the first invisible character that is not part of an emoji sequence is, if
    any.

    >>> hidden_at("Ann"), hidden_at("👨\\u200d💻"), hidden_at("🏳\\ufe0f\\u200d🌈")
    (None, None, None)
    >>> hidden_at("An\\u200dn"), hidden_at("An\\u200bn"), hidden_at("A\\ufe0f"), hidden_at("\\u202eAnn")
    (2, 2, 1, 0)
    """
    for index, character in enumerate(text):
        if invisible(character) and not _emoji_part(text, index):
            return index
    return None


def shown_length(text: str) -> int:
    """How many characters a reader counts: an accented letter typed as two code points,
    an emoji made of several (👨‍💻, 🏳️‍🌈, 👩🏽, 🇫🇷) and a flag count as one. (Unicode's
    grapheme clusters, as far as a name needs them: the standard library has none.)

    >>> [shown_length(t) for t in ("Ann", "Zoe\\u0301", "👨\\u200d💻", "🏳\\ufe0f\\u200d🌈", "🇫🇷🇩🇪")]
    [3, 3, 1, 1, 2]
    """
    count = 0
    previous = ""
    regional = False  # the last code point began a flag's pair of regional indicators
    for character in text:
        code = ord(character)
        joined = (
            previous == _ZWJ
            or character == _ZWJ
            or unicodedata.category(character) in ("Mn", "Mc", "Me")
            or character in _EMOJI_MODIFIERS
            or 0xE0020 <= code <= 0xE007F
            or (regional and 0x1F1E6 <= code <= 0x1F1FF)
        )
        regional = not regional and 0x1F1E6 <= code <= 0x1F1FF and not joined
        if not joined:
            count += 1
        previous = character
    return count


def text_field(name: str) -> Phrase:
    """A request's field by its JSON name (`"reason"`): the name is the API's, as it is."""
    return Phrase("field-named", {"name": name})


def named(key: str, number: int) -> Phrase:
    """A game's name as its start form calls it: "Player 2", "Battlefield 1"."""
    return Phrase("named-in-list", {"list": key, "number": number})


def optional_text(value: object, name: str, kind: str = "text") -> str | None:
    """An optional text field (a table's label, a reason) of at most MAX_NAME_LENGTH
    characters, without control or formatting characters; `kind` (`text`, `label`) says
    what it must be."""
    if value is None:
        return None
    if type(value) is not str or len(value) > MAX_NAME_LENGTH:
        raise Rejected(
            "text-too-long",
            code="invalid_field",
            field=f"/{name}",
            name=name,
            kind=kind,
            limit=MAX_NAME_LENGTH,
        )
    refuse_invisible(value, text_field(name), f"/{name}")
    return value


def _quoted_end(text: str, most: int = 20) -> str:
    """The end of a text for a message, its start cut if it is long: `…ordorffvorna`
    (the catalogue puts it in the language's quotes)."""
    return text if len(text) <= most else "…" + text[-most:]


def refuse_invisible(text: str, where: Phrase, field: str | None = None) -> None:
    """Refuse text with an invisible character (outside an emoji sequence), saying where
    it is: `where` names the text as its form does ("Player 2's name")."""
    index = hidden_at(text)
    if index is None:
        return
    bad = text[index]
    place = (
        Phrase("invisible-after", {"text": _quoted_end(text[:index])})
        if index
        else Phrase("invisible-at-start")
    )
    raise Rejected(
        "invisible-character",
        code="invalid_name",
        field=field,
        where=where,
        place=place,
        # Unicode's own name of the character (its identifier in the standard, as a
        # card's name is a card's): the reader can look it up in any language.
        codepoint=f"U+{ord(bad):04X}",
        character=(
            unicodedata.name(bad).lower()
            if unicodedata.name(bad, "")
            else Phrase("control-character")  # control characters have no name
        ),
    )


def whole_number(value: object, name: str, default: int | None, most: int) -> int:
    if value is None and default is not None:
        return default
    if type(value) is not int or not 1 <= value <= most:
        raise Rejected("whole-number-range", code="invalid_field", name=name, most=most)
    return value


def check_idempotency_key(key: str | None) -> None:
    if key is not None and not 0 < len(key) <= IDEMPOTENCY_KEY_LENGTH:
        raise Rejected(
            "idempotency-key-length",
            code="invalid_idempotency_key",
            limit=IDEMPOTENCY_KEY_LENGTH,
        )


# ------------------------------------------------------------------ names


def normalised(text: str) -> str:
    """The name in the composed form (NFC) that keyboards type and the tracker keeps."""
    return unicodedata.normalize("NFC", text)


def likeness(name: str) -> str:
    """What two names that a person cannot tell apart have in common: the same letters
    whatever their case or width, spaces of any kind as one, and the same emoji whether
    joined into one or not (a phone without the joined emoji shows them side by side).

    >>> likeness("ANN") == likeness("Ann") == likeness("Ａｎｎ")
    True
    >>> likeness("Ann Lee") == likeness("Ann\\u00a0 Lee")
    True
    >>> likeness("👨\\u200d💻") == likeness("👨💻") and likeness("❤\\ufe0f") == likeness("❤")
    True
    """
    seen = "".join(c for c in name if c != _ZWJ and c not in _PRESENTATION_SELECTORS)
    folded = unicodedata.normalize("NFKC", seen).casefold()
    return " ".join(folded.split())


def check_name(
    name: object, who: Phrase, field: str | None = None, most: int = MAX_PLAYER_NAME_LENGTH
) -> None:
    """Refuse a name that the tracker does not keep. `who` names it as its form does
    ("Player 2"), `field` points at it in the request, `most` is its longest."""
    if type(name) is not str:
        return  # the record's reader refuses it with its own words
    if not name.strip():
        raise Rejected("name-missing", code="invalid_name", field=field, who=who)
    length = shown_length(name)
    if length > most:
        raise Rejected(
            "name-too-long",
            code="invalid_name",
            field=field,
            who=who,
            length=length,
            limit=most,
        )
    refuse_invisible(name, Phrase("name-of", {"who": who}), field)
    if name != name.strip():
        raise Rejected("name-spaces-around", code="invalid_name", field=field, who=who)
    if name != normalised(name):
        raise Rejected("name-not-composed", code="invalid_name", field=field, who=who)


#: The longest name of each list of a game's names.
_NAME_LISTS = {
    "players": MAX_PLAYER_NAME_LENGTH,
    "battlefields": MAX_BATTLEFIELD_NAME_LENGTH,
}


def check_names(names: object, key: str) -> None:
    """Each name of the list `key` ("players", "battlefields") kept, and no two that a
    person cannot tell apart. A refusal names the name as the start form does ("Player 2",
    "Battlefield 1 and 2") and points at it (`/players/1`)."""
    if type(names) is not list:
        return  # the record's reader refuses it with its own words
    most = _NAME_LISTS[key]
    seen: dict[str, int] = {}
    for index, name in enumerate(names):
        check_name(name, named(key, index + 1), f"/{key}/{index}", most)
        if type(name) is not str:
            continue
        first = seen.setdefault(likeness(name), index)
        if first != index:
            other = names[first]
            pointer = f"/{key}/{index}"
            if other == name:
                raise Rejected(
                    "names-same",
                    code="names_alike",
                    field=pointer,
                    list=key,
                    first=first + 1,
                    second=index + 1,
                )
            raise Rejected(
                "names-alike",
                code="names_alike",
                field=pointer,
                list=key,
                first=first + 1,
                second=index + 1,
                one=_quoted_end(other),
                other=_quoted_end(name),
            )


def check_header_names(header: object) -> None:
    """A game header's players and battlefields, as the tracker keeps names."""
    if isinstance(header, dict):
        check_names(header.get("players"), "players")
        check_names(header.get("battlefields"), "battlefields")


def check_action_names(action: object) -> None:
    """The battlefields a match's next game names (the only names an action brings in)."""
    if isinstance(action, dict) and action.get("do") == "game":
        check_names(action.get("battlefields"), "battlefields")


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


def check_numbers(values: Iterable[Any], where: Phrase) -> None:
    """Refuse a number beyond ±MAX_GAME_NUMBER in a header or action."""
    for value in values:
        for number in _numbers(value):
            if not -MAX_GAME_NUMBER <= number <= MAX_GAME_NUMBER:
                raise Rejected(
                    "game-number-too-large",
                    code="number_too_large",
                    where=where,
                    number=number,
                    limit=MAX_GAME_NUMBER,
                )


# ------------------------------------------------------------------ victory scores


def _pointer(parent: str, key: object) -> str:
    """A JSON Pointer one step further in (RFC 6901 escapes "~" and "/" in a key)."""
    return f"{parent}/{str(key).replace('~', '~0').replace('/', '~1')}"


def _victory_scores(action: object) -> Iterator[tuple[str, int]]:
    """Each victory score an action sets, and where in the action: itself, a turn's
    Beginning phase, a resolve's actions."""
    pending: list[tuple[str, object]] = [("", action)]
    while pending:
        where, item = pending.pop()
        if type(item) is dict:
            points = item.get("points")
            if item.get("do") == "set_victory_score" and type(points) is int:
                yield _pointer(where, "points"), points
            pending.extend((_pointer(where, k), v) for k, v in item.items())
        elif type(item) is list:
            pending.extend((_pointer(where, i), v) for i, v in enumerate(item))


def check_victory_score(header: object) -> None:
    """Refuse a header whose victory score is past MAX_VICTORY_SCORE."""
    points = header.get("victory_score") if isinstance(header, dict) else None
    if type(points) is int and points > MAX_VICTORY_SCORE:
        raise Rejected(
            "victory-score-too-large",
            code="victory_score_too_large",
            field="/victory_score",
            points=points,
            limit=MAX_VICTORY_SCORE,
        )


def check_victory_scores(action: object, where: Phrase) -> None:
    """Refuse an action that sets a victory score past MAX_VICTORY_SCORE (`where` names
    the action: "the action", "action 12")."""
    for field, points in _victory_scores(action):
        if points > MAX_VICTORY_SCORE:
            raise Rejected(
                "victory-score-set-too-large",
                code="victory_score_too_large",
                field=field,
                where=where,
                points=points,
                limit=MAX_VICTORY_SCORE,
            )


# ------------------------------------------------------------------ all of them


def check_header(header: object) -> None:
    """What the tracker keeps of a game's header beyond the record format: its names, its
    numbers and its victory score."""
    check_header_names(header)
    check_numbers([header], Phrase("where-header"))
    check_victory_score(header)


def check_action(action: object, where: Phrase) -> None:
    """What the tracker keeps of an action beyond the record format (`where` names it in
    a refusal: "the action", "action 12")."""
    check_action_names(action)
    check_numbers([action], where)
    check_victory_scores(action, where)
