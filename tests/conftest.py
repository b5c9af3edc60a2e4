"""Test-wide setup: headless SDL and a private folder for saves and config."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def _private_home(tmp_path, monkeypatch):
    """Every test gets its own data and config folders (never the user's)."""
    monkeypatch.setenv("POLIS_HOME", str(tmp_path / "polis-home"))


@pytest.fixture(autouse=True)
def _english(monkeypatch):
    """Every test starts in English, whatever the machine's locale, and leaves it so."""
    from game.engine import i18n

    monkeypatch.setenv("LANGUAGE", "en")
    i18n.set_language("en")
    yield
    i18n.set_language("en")
