"""What the Akropolis painters draw in a frame: the board gathers it once per frame into a
:class:`Look` (plain data, and the few widgets and caches they draw into), so the
painters (viewdraw, panels, preview) never reach into the board."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.akropolis.geo import CityFrame
from game.ui.akropolis.view_model import Candidate, Move, Table
from game.ui.kit.physics import StoneTray
from game.ui.kit.picture_cache import PictureCache
from game.ui.kit.widgets import WidgetGroup
from game.ui.table.flight import Flight


@dataclass
class Look:
    """One frame of the Akropolis table, as its painters see it."""

    table: Table
    #: the session's seats (name, colour, AI level)
    seats: Sequence[Any]
    attract: bool
    #: (seat, progress) while an AI thinks
    thinking: tuple[int, float] | None
    time: float
    version: int
    colourblind: bool
    # -- the city view -------------------------------------------------------------------
    view_seat: int
    #: where the viewed city is on screen
    frame: CityFrame
    #: the tile landing now (its offset and its move; None: none)
    bounce: float | None
    bounce_move: Move | None
    #: the AI's tile on its way (None: none)
    flight: Flight | None
    # -- the human's choice ---------------------------------------------------------------
    human: int | None
    #: the site position in hand and its rotation; the ghost held at a place or not
    selected: int | None
    rotation: int
    locked: bool
    ghost: Candidate | None
    #: the held tile where the ghost is (None: no ghost)
    held: Move | None
    candidates: list[Candidate]
    hint_action: Any
    hint_text: str
    #: what the hovered placement would gain (None: nothing hovered, or not placing)
    gains: dict[str, int] | None
    # -- what the painters draw into -------------------------------------------------------
    panels: Sequence[pygame.Rect]
    trays: Sequence[StoneTray]
    #: the viewed city ("city"), its ground ring ("ground") and thumbnails (("thumb", seat))
    pictures: PictureCache
    #: the side panels and the site painted on the scene's background
    composite: Any
    background: pygame.Surface
    confirm_buttons: WidgetGroup

    @property
    def flying(self) -> int | None:
        """The site position whose tile is in flight (None: none)."""
        return self.flight.what.cost if self.flight is not None else None
