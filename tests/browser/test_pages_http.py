"""The tracker's pages over plain HTTP: what any client gets, with or without a browser."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urljoin

import httpx
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from tests.browser.conftest import Api

from riftscore.web import caching, pages


@pytest.fixture
def http(server: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=server, timeout=10) as client:
        yield client


def gathering_id(http: httpx.Client) -> str:
    created = http.post("/api/gatherings", json={"name": "Friday at the Lair"})
    assert created.status_code == 201, created.text
    return str(created.json()["id"])


def test_the_start_page_offers_every_mode_and_runs_only_its_own_scripts(
    http: httpx.Client,
) -> None:
    page = http.get("/")
    assert page.status_code == 200
    for mode in ("duel", "match", "skirmish", "war", "2v2"):
        assert f'value="{mode}"' in page.text
    # What each type of round does at time, in the rules core's words.
    procedures = http.get(f"/api/gatherings/{gathering_id(http)}").json()["procedures"]
    for round_type, label in (
        ("swiss", "Swiss round"),
        ("single_elimination", "Single elimination"),
    ):
        summary = procedures[round_type]["summary"]
        option = rf'<option value="{round_type}" data-l10n-id="round-option"[^>]*>{label}: {summary}</option>'
        assert re.search(option, page.text)
    policy = page.headers["content-security-policy"]
    assert "script-src 'self'" in policy
    assert "<script>" not in page.text  # no inline script: the policy would block it anyway


def test_every_asset_a_page_names_is_served_from_here(http: httpx.Client, api: Api) -> None:
    game_id, _ = api.create({"mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["G", "R"]})
    gathering = http.post("/api/gatherings", json={"name": "Friday at the Lair"}).json()
    for path in ("/", f"/g/{game_id}", f"/gathering/{gathering['id']}"):
        assets = re.findall(r'(?:src|href)="(/static/[^"]+)"', http.get(path).text)
        assert len(assets) >= 3, path
        for asset in assets:
            assert "?v=" in asset  # fingerprinted: a phone never runs yesterday's script
            assert http.get(asset).status_code == 200, asset
        assert "http://" not in http.get(path).text and "https://" not in http.get(path).text


def test_a_link_to_no_game_says_so_and_shows_the_id_as_text(http: httpx.Client) -> None:
    page = http.get("/g/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E")
    assert page.status_code == 404
    assert "No game has this link" in page.text
    assert "<img src=x" not in page.text
    assert "&#34;&gt;&lt;img src=x onerror=alert(1)&gt;" in page.text


def test_a_link_to_no_gathering_says_so(http: httpx.Client) -> None:
    page = http.get("/gathering/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E")
    assert page.status_code == 404
    assert "No gathering has this link" in page.text
    assert "<img src=x" not in page.text
    assert "&lt;img src=x onerror=alert(1)&gt;" in page.text


def test_a_share_link_as_a_qr_code(http: httpx.Client) -> None:
    answer = http.post("/qr.svg", json={"text": "http://192.168.1.20:8000/g/abc#w=secret"})
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("image/svg+xml")
    assert answer.text.lstrip().startswith("<svg")
    assert "secret" not in answer.text  # the link is drawn, not written out


def test_a_qr_code_needs_a_short_text(http: httpx.Client) -> None:
    assert http.post("/qr.svg", json={"text": ""}).status_code == 422
    assert http.post("/qr.svg", json={"text": "x" * 1001}).status_code == 422


# An ES module's imports and re-exports: `from "./x.js"` (static imports only), outside
# comments.
MODULE_SPECIFIER = re.compile(r"""\bfrom\s+["']([^"']+)["']""")
COMMENT = re.compile(r"/\*.*?\*/|^\s*//.*?$", re.DOTALL | re.MULTILINE)


def module_graph(http: httpx.Client, page_path: str) -> dict[str, httpx.Response]:
    """Every script a page runs, as served: its entry modules (by their fingerprinted
    URLs) and each module they import, followed to the end."""
    entries = re.findall(r'<script type="module" src="([^"]+)"', http.get(page_path).text)
    assert entries, page_path
    served: dict[str, httpx.Response] = {}
    waiting = list(entries)
    while waiting:
        url = waiting.pop()
        if url in served:
            continue
        served[url] = answer = http.get(url)
        assert answer.status_code == 200, url
        assert "javascript" in answer.headers["content-type"], url  # or it will not run
        for specifier in MODULE_SPECIFIER.findall(COMMENT.sub("", answer.text)):
            assert specifier.startswith("./") or specifier.startswith("../"), specifier
            waiting.append(urljoin(url, specifier))
    return served


def test_every_module_a_page_runs_is_current_never_yesterdays(http: httpx.Client, api: Api) -> None:
    game_id, _ = api.create({"mode": "duel", "players": ["Ann", "Ben"], "battlefields": ["G", "R"]})
    gathering = http.post("/api/gatherings", json={"name": "Friday at the Lair"}).json()
    for path in ("/", f"/g/{game_id}", f"/gathering/{gathering['id']}"):
        served = module_graph(http, path)
        assert any("/shared/" in url for url in served), path  # the pages share their code
        for url, answer in served.items():
            if "?v=" in url:  # named by its fingerprint: that URL never changes its answer
                assert answer.headers["cache-control"] == "public, max-age=31536000, immutable"
            else:  # a relative import: checked with the server before each use
                assert answer.headers["cache-control"] == "no-cache", url
                etag = answer.headers["etag"]
                again = http.get(url, headers={"If-None-Match": etag})
                assert again.status_code == 304, url
    game_scripts = module_graph(http, f"/g/{game_id}")
    assert len(game_scripts) >= 10  # the game page is split into modules by job


def test_an_old_fingerprint_is_not_kept(http: httpx.Client) -> None:
    page = http.get("/").text
    scripts = re.findall(r'<script type="module" src="([^"?]+)\?v=', page)
    (entry,) = [s for s in scripts if s != "/static/install.js"]  # the page's own
    stale = http.get(f"{entry}?v=000000000000")
    assert stale.status_code == 200
    assert stale.headers["cache-control"] == "no-cache"


def test_a_changed_module_is_served_as_it_now_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Files edited under a running server: the page names the entry by its new
    fingerprint at once, the old URL is no longer kept, and an import revalidated with
    its old ETag gets the new text."""
    static = tmp_path / "static"
    static.mkdir()
    entry, part = static / "page.js", static / "part.js"
    entry.write_text('import {answer} from "./part.js";\n')
    part.write_text("export const answer = 41;\n")
    monkeypatch.setattr(pages, "STATIC_DIR", static)
    app = FastAPI()
    pages.install(app)
    with TestClient(app) as client:
        first = pages.static_url("page.js")
        assert client.get(first).headers["cache-control"] == caching.IMMUTABLE
        imported = client.get("/static/part.js")
        assert imported.headers["cache-control"] == caching.REVALIDATE

        part.write_text("export const answer = 42;\n")
        os.utime(part, ns=(part.stat().st_atime_ns, part.stat().st_mtime_ns + 10**9))
        again = client.get("/static/part.js", headers={"If-None-Match": imported.headers["etag"]})
        assert again.status_code == 200 and "42" in again.text

        entry.write_text('import {answer} from "./part.js";\nconsole.log(answer);\n')
        os.utime(entry, ns=(entry.stat().st_atime_ns, entry.stat().st_mtime_ns + 10**9))
        second = pages.static_url("page.js")
        assert second != first
        assert client.get(second).headers["cache-control"] == caching.IMMUTABLE
        assert client.get(first).headers["cache-control"] == caching.REVALIDATE
