"""Layer caches for the Capital view: paint once per state change, blit every frame."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import text

if TYPE_CHECKING:
    from game.ui.capital.table import CapitalBoard


def layer_cache(b: CapitalBoard, key: tuple) -> dict:
    """The cache for layers of ``key``'s kind (a few entries each, so memory stays small)."""
    caches = getattr(b, "_layers", None)
    if caches is None:
        caches = {}
        b._layers = caches
    cache = caches.setdefault(key[0], {})
    if len(cache) > 6 and key not in cache:
        cache.pop(next(iter(cache)))
    return cache


_scratch: list[pygame.Surface] = []


def fast(layer: pygame.Surface) -> pygame.Surface:
    """The layer in the display's pixel format (much faster to blit)."""
    return layer.convert_alpha() if pygame.display.get_surface() is not None else layer


def cached(b: CapitalBoard, surface: pygame.Surface, key: tuple, rect: pygame.Rect,
           paint) -> None:
    """Blit ``rect`` as ``paint(target)`` drew it, painting only when ``key`` is new."""
    cache = layer_cache(b, key)
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
