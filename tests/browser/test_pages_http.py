"""The tracker's pages over plain HTTP: what any client gets, with or without a browser."""

from __future__ import annotations

import re
from collections.abc import Iterator

import httpx
import pytest
from tests.browser.conftest import Api


@pytest.fixture
def http(server: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=server, timeout=10) as client:
        yield client


def test_the_start_page_offers_every_mode_and_runs_only_its_own_scripts(
    http: httpx.Client,
) -> None:
    page = http.get("/")
    assert page.status_code == 200
    for mode in ("duel", "match", "skirmish", "war", "2v2"):
        assert f'value="{mode}"' in page.text
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
