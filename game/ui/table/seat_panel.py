"""The frame every game draws around a seat's panel: the card, the seat's colour stripe,
the outlines of the viewed seat and of the seat to move, the leader's crown and the AI's
thinking bar. What goes inside the frame is the game's own."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine.i18n import _
from game.ui.kit import backdrop, mermaid, text, theme

Colour = tuple[int, int, int]


def frame(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, viewed: bool = False,
          current: bool = False) -> None:
    """The panel card with the seat's colour down its left edge; outlined when it is the
    viewed seat (accent) and when the seat is to move (gold)."""
    backdrop.panel(surface, rect, 225)
    pygame.draw.rect(surface, colour, (rect.x, rect.y + 8, 8, rect.h - 16), border_radius=4)
    if viewed:
        outline_viewed(surface, rect)
    if current:
        pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=14)


def outline_viewed(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The accent outline of the seat whose things the view shows."""
    pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=14)


def leads(scores: Sequence[int], seat: int) -> bool:
    """Is ``seat`` ahead (alone or shared, but not everyone level)?"""
    best = max(scores)
    return scores[seat] == best and list(scores).count(best) < len(scores)


def crown(surface: pygame.Surface, size: int, **anchor: tuple[int, int]) -> None:
    """The leader's crown, placed by a rect anchor (e.g. ``midright=(x, y)``)."""
    icon = mermaid.crown(size)
    place = icon.get_rect(**anchor)
    surface.blit(icon, place)
    text.mark_picture(surface, place, "crown")


def thinking_bar(surface: pygame.Surface, bar: pygame.Rect, colour: Colour, progress: float,
                 label: tuple[int, int] | None = None) -> None:
    """An AI's progress in ``bar``, filled in the seat's colour; ``label`` (font size,
    rise above the bar) adds the word "thinking"."""
    pygame.draw.rect(surface, theme.BUTTON_DOWN, bar, border_radius=3)
    fill = bar.copy()
    fill.w = int(bar.w * max(0.0, min(1.0, progress)))
    pygame.draw.rect(surface, colour, fill, border_radius=3)
    if label is not None:
        size, rise = label
        # Translators: under a computer player's panel while it works out its move
        text.draw(surface, _("thinking"), size, theme.TEXT, (bar.x, bar.y - rise))
