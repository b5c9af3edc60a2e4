"""Pictures drawn once and kept until what they show changes (a seat's city thumbnail,
the rendered city): one picture per slot, redrawn when its key differs."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from game.ui.kit import text

Picture = TypeVar("Picture")


class PictureCache(Generic[Picture]):
    """One picture per slot (e.g. a seat), with the key it was drawn for."""

    def __init__(self) -> None:
        self._held: dict[Hashable, tuple[Hashable, Picture]] = {}

    def get(self, slot: Hashable, key: Hashable, make: Callable[[], Picture]) -> Picture:
        """The picture of ``slot`` for ``key``: the kept one, or ``make()`` when the key
        changed (or nothing is kept yet, or a layout check records what is drawn)."""
        held = self._held.get(slot)
        if held is None or held[0] != key or text.recording():
            held = (key, make())
            self._held[slot] = held
        return held[1]

    def kept(self, slot: Hashable) -> Picture | None:
        """The picture kept for ``slot`` whatever its key (to draw the new one into)."""
        held = self._held.get(slot)
        return None if held is None else held[1]

    def clear(self) -> None:
        """Forget every picture."""
        self._held.clear()
