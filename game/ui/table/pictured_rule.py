"""One pictured rule of a game's rules page (a game view's ``rules_sections``, see game_view.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class PicturedRule:
    """One rule: a title, what it says, a tiny example, and its picture (the words are
    English messages marked with ``N_``: the rules screen translates them)."""

    title: str
    text: str
    example: str
    #: draws the icons into the given rect (PICTURE sized) of the surface
    draw: Callable[[pygame.Surface, pygame.Rect], None]
