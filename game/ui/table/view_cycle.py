"""Choosing whose part of the table the main view shows: Tab steps to the next seat, a
click on a seat's panel picks that seat."""

from __future__ import annotations

from collections.abc import Sequence

import pygame


def next_seat(seat: int, count: int) -> int:
    """The seat Tab shows after ``seat``."""
    return (seat + 1) % count


def steps_view(event: pygame.event.Event) -> bool:
    """Is this the key that steps the view to the next seat (Tab)?"""
    return event.type == pygame.KEYDOWN and event.key == pygame.K_TAB


def seat_at(panels: Sequence[pygame.Rect], pos: tuple[int, int]) -> int | None:
    """The seat whose panel is under ``pos``, or None."""
    for seat, rect in enumerate(panels):
        if rect.collidepoint(pos):
            return seat
    return None
