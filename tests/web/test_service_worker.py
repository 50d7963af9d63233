"""The service worker and the manifest over HTTP: where they are served, with which
headers, and a version that follows the static files' content."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from riftscore.web import pages


def shell_of(source: str) -> dict[str, object]:
    head = source.split("\n", 1)[0]
    found = re.fullmatch(r"const SHELL = (\{.*\});", head)
    assert found, head
    shell: dict[str, object] = json.loads(found.group(1))
    return shell


def test_the_worker_is_served_at_the_root_fresh_and_under_its_own_policy(
    make_app: Callable[..., FastAPI],
) -> None:
    with TestClient(make_app()) as client:
        answer = client.get("/sw.js")
        assert answer.status_code == 200
        assert answer.headers["content-type"].startswith("text/javascript")
        assert answer.headers["cache-control"] == "no-cache"
        policy = answer.headers["content-security-policy"]
        assert "connect-src 'self'" in policy and "sandbox" not in policy
        shell = shell_of(answer.text)
        assets = shell["assets"]
        assert isinstance(assets, dict)
        assert assets["/static/game/main.js"] == pages.fingerprint("game/main.js")
        assert "/static/sw.js" not in assets  # the worker is not one of its own files
        for path, fingerprint in assets.items():
            assert client.get(f"{path}?v={fingerprint}").status_code == 200, path
        # Every page names the manifest and installs the worker.
        page = client.get("/").text
        assert '<link rel="manifest" href="/manifest.webmanifest">' in page
        assert pages.static_url("install.js") in page


def test_an_edited_asset_gives_the_worker_a_new_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    static = tmp_path / "static"
    shutil.copytree(pages.STATIC_DIR, static)
    monkeypatch.setattr(pages, "STATIC_DIR", static)
    files = pages.shell_files()
    before = pages.shell(files)
    assert pages.shell(files) == before  # the same files: the same version
    (static / "tracker.css").write_text("body { color: red; }\n")
    after = pages.shell(files)
    assert after["version"] != before["version"]
    assert isinstance(after["assets"], dict) and isinstance(before["assets"], dict)
    changed = [p for p in after["assets"] if after["assets"][p] != before["assets"][p]]
    assert changed == ["/static/tracker.css"]


def test_the_manifest_makes_the_tracker_an_app_of_its_own(
    make_app: Callable[..., FastAPI],
) -> None:
    with TestClient(make_app()) as client:
        answer = client.get("/manifest.webmanifest")
        assert answer.status_code == 200
        assert answer.headers["content-type"].startswith("application/manifest+json")
        manifest = answer.json()
        assert (manifest["start_url"], manifest["display"]) == ("/", "standalone")
        (icon,) = manifest["icons"]
        assert client.get(icon["src"]).headers["content-type"].startswith("image/svg+xml")
        assert manifest["theme_color"] == "#0b0e14"
