"""Every word riftscore says, in every shipped language: one keyed catalogue.

Codes below, words above. The rules core, the record reader and (in time) the service
say what happened or what was refused as a code with parameters (`riftscore.rules.errors`);
this package turns a code into a sentence in the reader's language. The page gets the same
catalogue as JSON (`GET /words/{lang}.json`) and renders the same keys with the same
library (`static/shared/words.js`).

Why Fluent (fluent.runtime here, @fluent/bundle on the page) rather than gettext:
- one catalogue file per language, readable by a translator, with the same syntax and the
  same semantics in Python and in the browser: the page and the command cannot word a
  message differently, because they read the same file with the same rules;
- a message is keyed by a stable code, not by its English sentence, so English can be
  reworded without touching the translations, and a code in the source is checked
  against every catalogue by a test;
- plurals, and any other grammatical choice (a language that needs a word's gender,
  another that needs none), are chosen inside each language's own message by Unicode's
  CLDR rules (Babel supplies them and the number forms to fluent.runtime), so the code
  never builds sentences out of pieces;
- numbers are put in the locale's form by the catalogue (`1 234` in French).

A parameter is a name (never translated: players, battlefields and cards keep their
names), a number, a nested `Phrase` (said in the same language), a tuple of names (a
list, joined with the language's `list-separator`), `OneOf` names or `AllOf` names
(Babel's "or" and "and" lists).

A message missing in a language is said in English; a code missing from English too is
said as the code and its parameters (`riftscore.rules.errors.by_code`), so nothing is
ever lost, and the catalogue test keeps that from happening.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from importlib import resources

from babel import Locale
from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource

from riftscore.rules.errors import AllOf, OneOf, Phrase, by_code

#: The shipped languages (BCP 47 tags), English first: the fallback for every message.
LANGUAGES = ("en", "zh-CN", "fr", "es", "pt-BR", "de", "it", "ko", "zh-TW")
ENGLISH = "en"

#: Babel's locale for each language: its plural rules, number forms and list patterns.
_LOCALES = {
    "en": "en",
    "zh-CN": "zh_Hans_CN",
    "fr": "fr",
    "es": "es",
    "pt-BR": "pt_BR",
    "de": "de",
    "it": "it",
    "ko": "ko",
    "zh-TW": "zh_Hant_TW",
}

#: Numbers from here up are said as written, not in the locale's form (see `_value`).
_LARGEST_LOCALE_NUMBER = 10**18

#: An Accept-Language header longer than this is not read past it (a client's list of
#: languages is a few dozen bytes; anything longer is not a real preference list).
MAX_ACCEPT_LANGUAGE = 512
_RANGE = re.compile(
    r"^\s*([A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*|\*)\s*(?:;\s*q\s*=\s*([0-9.]{1,5}))?\s*$"
)


def source(lang: str) -> str:
    """The Fluent source of a shipped language's catalogue (`KeyError` if not shipped)."""
    if lang not in _LOCALES:
        raise KeyError(lang)
    return _source(lang)


@cache
def _source(lang: str) -> str:
    return resources.files(__package__).joinpath("catalogue", f"{lang}.ftl").read_text("utf-8")


def locale_tag(lang: str) -> str:
    """A shipped language's locale as a BCP 47 tag (`zh-Hans-CN`): what the page's
    @fluent/bundle and `Intl` are given, and fluent.runtime here."""
    return _LOCALES[lang].replace("_", "-")


@cache
def _bundle(lang: str) -> FluentBundle:
    # Isolation marks (U+2068/U+2069) around placeables are for right-to-left scripts;
    # none of the shipped languages is one, and the command's output must stay plain.
    bundle = FluentBundle([locale_tag(lang)], use_isolating=False)
    bundle.add_resource(FluentResource(source(lang)))
    return bundle


def language(tag: str | None) -> str:
    """The shipped language for a language tag (`fr-FR` -> `fr`, `zh-Hans` -> `zh-CN`,
    `zh-HK` -> `zh-TW`, `pt` -> `pt-BR`), or English when none fits.

    >>> [language(t) for t in ("fr-CA", "zh-Hans", "zh-Hant-HK", "pt", "ko-KR", "nl", None)]
    ['fr', 'zh-CN', 'zh-TW', 'pt-BR', 'ko', 'en', 'en']
    """
    return shipped(tag) or ENGLISH


def shipped(tag: str | None) -> str | None:
    """The shipped language for a language tag, or None when none fits."""
    if not tag or tag == "*":
        return None
    try:
        locale = Locale.parse(tag.replace("-", "_"))
    except (ValueError, TypeError):
        return None
    if locale.language == "zh":
        traditional = locale.script == "Hant" or (
            locale.script is None and locale.territory in ("TW", "HK", "MO")
        )
        return "zh-TW" if traditional else "zh-CN"
    if locale.language == "pt":
        return "pt-BR"
    return locale.language if locale.language in _LOCALES else None


def negotiate(accept_language: str | None) -> str:
    """The shipped language that best fits an Accept-Language header (English if none).

    >>> negotiate("fr-FR,fr;q=0.9,en;q=0.8")
    'fr'
    >>> negotiate("nl-NL, de;q=0.5, en;q=0.4")
    'de'
    >>> negotiate("ko;q=0, it")
    'it'
    """
    if not accept_language:
        return ENGLISH
    ranked: list[tuple[float, int, str]] = []
    for at, part in enumerate(accept_language[:MAX_ACCEPT_LANGUAGE].split(",")):
        found = _RANGE.match(part)
        if found is None:
            continue
        try:
            weight = 1.0 if found.group(2) is None else float(found.group(2))
        except ValueError:
            continue
        lang = shipped(found.group(1))
        if lang is not None and weight > 0:
            ranked.append((-weight, at, lang))
    return min(ranked)[2] if ranked else ENGLISH


def say(code: str, params: Mapping[str, object] | None = None, lang: str = ENGLISH) -> str:
    """The message for `code` in `lang` (any tag: `language` picks the shipped one), with
    its parameters put in; English where `lang` lacks it.

    >>> say("gain-below-one", {"points": 0}, "fr")
    'un gain doit valoir au moins 1 point, pas 0'
    """
    lang = lang if lang in _LOCALES else language(lang)
    args = {key: _value(value, lang) for key, value in (params or {}).items()}
    for tongue in (lang, ENGLISH):
        bundle = _bundle(tongue)
        if bundle.has_message(code):
            pattern = bundle.get_message(code).value
            if pattern is not None:
                text, _errors = bundle.format_pattern(pattern, args)
                return str(text)
    return by_code(code, params or {})


def say_phrase(phrase: Phrase, lang: str = ENGLISH) -> str:
    """A phrase (a refusal's `phrase`, say) in `lang`."""
    return say(phrase.code, phrase.params, lang)


def coded(phrase: Phrase) -> dict[str, object]:
    """A phrase as plain data (`{"code", "params"}`), for a client that words it with the
    same catalogue (`GET /words/{lang}.json`): a name or word stays a string, a number a
    number, a nested phrase is coded the same way, and `AllOf` names are a list (said as
    the language says "Ann and Cid"). Other parameters (`OneOf`, a tuple) are not said in
    announcements; they are given as their English words.

    >>> coded(Phrase("announce-hold", {"who": Phrase("announce-prefix", {"turn": 3}),
    ...                                 "battlefield": "Grove", "score": 6}))
    {'code': 'announce-hold', 'params': {'who': {'code': 'announce-prefix', 'params': {'turn': 3}}, 'battlefield': 'Grove', 'score': 6}}
    """
    return {"code": phrase.code, "params": {k: _coded(v) for k, v in phrase.params.items()}}


def _coded(value: object) -> object:
    if isinstance(value, Phrase):
        return coded(value)
    if isinstance(value, AllOf):
        return list(value.names)
    if isinstance(value, bool) or not isinstance(value, int | str):
        return _value(value, ENGLISH)
    return value


def english(code: str, params: Mapping[str, object]) -> str:
    """The message for `code` in English: what `str()` of a refusal says."""
    return say(code, params, ENGLISH)


def _value(value: object, lang: str) -> object:
    if isinstance(value, Phrase):
        return say(value.code, value.params, lang)
    if isinstance(value, OneOf):
        return format_list(list(value.names), style="or", locale=_LOCALES[lang])
    if isinstance(value, AllOf):
        return format_list(list(value.names), style="standard", locale=_LOCALES[lang])
    if isinstance(value, tuple):
        return say("list-separator", None, lang).join(str(item) for item in value)
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int) and abs(value) >= _LARGEST_LOCALE_NUMBER:
        # Babel's number forms work in 28-digit decimals and fail beyond; a number this
        # large is a spoiled record's, not a score, and is said as it was written.
        return str(value)
    if isinstance(value, int | str):
        return value
    return str(value)
