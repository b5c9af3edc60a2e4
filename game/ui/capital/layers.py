"""Layer caches for the Capital view: paint once per state change, blit every frame."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import i18n
from game.ui.kit import text

_scratch: list[pygame.Surface] = []


def fast(layer: pygame.Surface) -> pygame.Surface:
    """The layer in the display's pixel format (much faster to blit)."""
    return layer.convert_alpha() if pygame.display.get_surface() is not None else layer


class Layers:
    """Painted layers by key, a few of each kind (the key's first item) so memory stays
    small."""

    def __init__(self) -> None:
        self._kinds: dict[object, dict[tuple, pygame.Surface]] = {}

    def cache(self, key: tuple) -> dict:
        """The cache for layers of ``key``'s kind in the language spoken (room made for
        ``key``): layers hold words, so another language paints them again."""
        cache = self._kinds.setdefault((i18n.language(), key[0]), {})
        if len(cache) > 6 and key not in cache:
            cache.pop(next(iter(cache)))
        return cache

    def draw(self, surface: pygame.Surface, key: tuple, rect: pygame.Rect,
             paint: Callable[[pygame.Surface], None]) -> None:
        """Blit ``rect`` as ``paint(target)`` drew it, painting only when ``key`` is new."""
        cache = self.cache(key)
        layer = None if text.recording() else cache.get(key)
        if layer is None:
            if not _scratch:
                _scratch.append(pygame.Surface(surface.get_size(), pygame.SRCALPHA))
            scratch = _scratch[0]
            scratch.fill((0, 0, 0, 0), rect)
            paint(scratch)
            layer = fast(scratch.subsurface(rect.clip(scratch.get_rect())).copy())
            cache[key] = layer
        surface.blit(layer, rect)
