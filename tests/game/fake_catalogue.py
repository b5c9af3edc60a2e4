"""Test helper: a small fake catalogue for zh-Hant, installed through ``i18n._catalogues``.

The real catalogues have no translations yet. This one translates a few messages into
Chinese and marks every other message it is asked for as ``⟪message⟫`` (placeholders
kept), so a test sees exactly which words went through the catalogue and which (file
names, keys, values as written) did not.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from game.engine import i18n

#: a few real translations (the rest is marked)
WORDS: dict[str, str] = {
    "unknown kind {kind}": "未知的種類 {kind}",
    "not a Polis Arcade game record": "不是 Polis Arcade 的對局紀錄",
    "total": "總分",
    "interrupted": "已中斷",
}


def marked(message: str) -> str:
    """How the fake catalogue translates a message it has no Chinese for."""
    return f"⟪{message}⟫"


class FakeCatalogue(gettext.NullTranslations):
    """Translations of zh-Hant for the tests (see the module's docstring)."""

    def gettext(self, message: str) -> str:
        """The message in 'Chinese'."""
        return WORDS.get(message) or marked(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        """One form, as Chinese has (the plural message, marked)."""
        return WORDS.get(msgid2) or marked(msgid2)

    def pgettext(self, context: str, message: str) -> str:
        """The message in 'Chinese' (the context does not matter here)."""
        return self.gettext(message)


@contextmanager
def fake_catalogue(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeCatalogue]:
    """Install the fake zh-Hant catalogue; English again afterwards."""
    fake = FakeCatalogue()
    monkeypatch.setitem(i18n._catalogues, "zh-Hant", fake)
    try:
        yield fake
    finally:
        i18n.pin_language(None)
        i18n.set_language("en")
