"""Made-up catalogues that find words skipping the catalogue: every message comes back
marked, so a word drawn without the mark never went through ``_()``.

``Marked`` marks a message once; ``EveryWordMarked`` marks each of its words on every
line (a placeholder's value that skipped the catalogue shows up unmarked inside a
marked sentence). The ``marked`` fixture (tests/ui/conftest.py) speaks zh-Hant through
``EveryWordMarked`` for one test.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterator
from contextlib import contextmanager

from game.engine import i18n

MARK = "中·"


class Marked(gettext.NullTranslations):
    """Every message comes back marked (words already marked come back as they are, as a
    real catalogue gives back words it does not know)."""

    def gettext(self, message: str) -> str:
        return message if message.startswith(MARK) else MARK + message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self.gettext(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return self.gettext(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return self.ngettext(msgid1, msgid2, n)


class EveryWordMarked(Marked):
    """Every word of every line of a message comes back marked."""

    def gettext(self, message: str) -> str:
        if message.startswith(MARK):
            return message
        return MARK + message.replace(" ", " " + MARK).replace("\n", "\n" + MARK)


@contextmanager
def speaking_marked(catalogue: gettext.NullTranslations | None = None) -> Iterator[None]:
    """zh-Hant speaks through ``catalogue`` (every word marked); English afterwards."""
    i18n.set_language("en")
    i18n._catalogues["zh-Hant"] = catalogue or EveryWordMarked()
    i18n.set_language("zh-Hant")
    try:
        yield
    finally:
        i18n.set_language("en")
        i18n._catalogues.pop("zh-Hant", None)
