"""What is left of the background autosave thread: nothing to wait for.

The journal (game/engine/journal.py) writes every action synchronously, fsync'd,
inside ``GameSession.apply``, so there is never a pending save. ``SAVER.flush`` stays
for the call sites that still wait for one (title screen, some tests); it returns at
once. Remove this module when they are gone.
"""

from __future__ import annotations


class _NoPendingSaves:
    """Every save is already on disk when ``GameSession.apply`` returns."""

    last_error = ""

    def flush(self, timeout: float = 5.0) -> bool:
        """Nothing to wait for: True."""
        return True

    def cancel_pending(self) -> None:
        """Nothing is ever pending."""


SAVER = _NoPendingSaves()
