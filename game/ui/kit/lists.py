"""Words said one after another ("a, b and c"), in the player's language.

The one implementation lives in :mod:`game.engine.i18n` (the command line needs it too);
the screens import it from here (``game.ui.play.move_words`` re-exports it as
``listing``)."""

from __future__ import annotations

from game.engine.i18n import and_list, comma

__all__ = ["and_list", "comma"]
