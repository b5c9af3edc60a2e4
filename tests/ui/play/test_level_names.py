"""The menus' AI levels come from the AI's one list of presets."""

from __future__ import annotations

import pytest

from ai.levels import PRESETS
from game.ui.play import thinking


def test_menus_offer_the_ai_levels() -> None:
    assert thinking.level_names()[: len(PRESETS)] == list(PRESETS)


def test_without_the_ai_interface_the_presets_are_offered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(thinking, "ai_module", lambda: None)
    assert thinking.level_names() == list(PRESETS)
