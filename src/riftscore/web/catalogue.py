"""The catalogue for the pages: `GET /words/{lang}.json`, one language's messages.

The answer is JSON holding the language's Fluent source as it is in the package
(`{"lang", "locale", "source"}`), not a list of pre-rendered strings: the page parses it
with @fluent/bundle (static/vendor/fluent-bundle), the same syntax and the same CLDR
plural and selector rules that fluent.runtime applies in Python, so a message with a
plural or a selector is worded on the page exactly as the command and the API word it. A
JSON of flattened strings could not carry a selector, and a second format would be a
second thing to keep in step.

The answer never changes while the server runs (the catalogue ships with the package), so
it carries an ETag (its content's hash) and a page asks for it by that fingerprint
(`catalogue_url`): a URL whose `v` is the current fingerprint is kept a year; any other is
revalidated (a 304 when unchanged), as the static files are (web/pages.py).
"""

from __future__ import annotations

import hashlib
import json
from functools import cache

from fastapi import APIRouter, Request
from fastapi.responses import Response

from riftscore import words
from riftscore.web.caching import IMMUTABLE, REVALIDATE
from riftscore.web.errors import error_response, request_language

router = APIRouter(include_in_schema=False)


#: Each shipped language's name in its own language, for the picker: a language's own
#: name is what its reader looks for, and is never translated (like a player's name).
NATIVE_NAMES = {
    "en": "English",
    "zh-CN": "简体中文",
    "fr": "Français",
    "es": "Español",
    "pt-BR": "Português (Brasil)",
    "de": "Deutsch",
    "it": "Italiano",
    "ko": "한국어",
    "zh-TW": "繁體中文",
}


@cache
def body(lang: str) -> bytes:
    """The answer's body for a shipped language (`KeyError` for any other)."""
    document = {"lang": lang, "locale": words.locale_tag(lang), "source": words.source(lang)}
    return json.dumps(document, ensure_ascii=False, sort_keys=True).encode("utf-8")


@cache
def fingerprint(lang: str) -> str:
    """A short hash of a language's answer: its ETag and its URL's `v`."""
    return hashlib.sha256(body(lang)).hexdigest()[:16]


def catalogue_url(lang: str) -> str:
    """What a page loads a shipped language's catalogue by."""
    return f"/words/{lang}.json?v={fingerprint(lang)}"


def catalogue_urls() -> dict[str, str]:
    """Every shipped language's catalogue URL, for the page's picker to switch to."""
    return {lang: catalogue_url(lang) for lang in words.LANGUAGES}


def _matches(if_none_match: str | None, etag: str) -> bool:
    if not if_none_match:
        return False
    tags = {tag.strip().removeprefix("W/") for tag in if_none_match.split(",")}
    return etag in tags or "*" in tags


@router.get("/words/{lang}.json")
def catalogue(request: Request, lang: str) -> Response:
    """One shipped language's catalogue, by its exact tag (`fr`, `zh-CN`); any other tag
    is 404 `unknown_language`, naming the tags there are."""
    if lang not in words.LANGUAGES:
        return error_response(
            404,
            "unknown_language",
            "unknown-language",
            {"tag": lang[:40], "languages": words.LANGUAGES},
            lang=request_language(request.headers),
        )
    etag = f'"{fingerprint(lang)}"'
    current = request.query_params.get("v") == fingerprint(lang)
    headers = {"ETag": etag, "Cache-Control": IMMUTABLE if current else REVALIDATE}
    if _matches(request.headers.get("if-none-match"), etag):
        return Response(status_code=304, headers=headers)
    return Response(body(lang), media_type="application/json", headers=headers)
