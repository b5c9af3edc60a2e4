"""What the Capital painters draw in a frame: the board gathers it once per frame into a
:class:`Look` (plain data and the few widgets and caches they draw into), so the
painters (view, info, side, strip) never reach into the board."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.capital import layout
from game.ui.capital.layers import Layers
from game.ui.capital.view_model import District, EraInfo, MilestoneSlot, Pos
from game.ui.kit.picture_cache import PictureCache
from game.ui.kit.widgets import Button
from game.ui.table.flight import Flight


@dataclass
class Look:
    """One frame of the Capital table, as its painters see it."""

    state: Any
    #: the session's seats (name, colour, AI level)
    seats: Sequence[Any]
    attract: bool
    #: (seat, progress) while an AI thinks
    thinking: tuple[int, float] | None
    mouse: tuple[int, int]
    #: animation seconds as the options scale them
    anim: Callable[[float], float]
    time: float
    version: int
    # -- the district view ---------------------------------------------------------
    view_seat: int
    cell: int
    origin: tuple[int, int]
    bounds: tuple[int, int, int, int]
    dists: Sequence[District]
    #: removed stacks of the viewed seat still drawn (their collapse is still to come)
    pending: dict
    #: (seat, place, bounce) of the tile landing now
    bounce: tuple[int, Pos, Any] | None
    #: where the viewed seat last placed a tile
    last: Pos | None
    #: income cells lit up now
    lit: set[tuple[int, int]]
    # -- the human's decision ------------------------------------------------------
    human: int | None
    kind: str
    targets: dict
    locked: Pos | None
    hover: Pos | None
    selected: int | None
    rotation: int
    #: the picked tile being built (None: not building)
    held: int | None
    #: cost, how, income now and with the tile, at the locked or hovered place
    preview_here: tuple | None
    hint_action: Any
    #: the hint's words
    hint_text: str
    #: the stacks the shrink dialog's choice removes
    drops: tuple | None
    #: the dialog of an income or shrink choice (drawn over the view), None: none
    dialog: Any
    busy: bool
    viewer: int | None
    my_hand: Sequence[int]
    # -- seats and shows -------------------------------------------------------------
    vp: Sequence[int]
    coins: Sequence[int]
    display_vp: Sequence[int]
    display_coins: Sequence[int]
    picks: Sequence[int]
    picks_up: bool
    hand_sizes: Sequence[int]
    slots: Sequence[MilestoneSlot]
    era: EraInfo
    events: Sequence[Any]
    log: Sequence[Any]
    hurry: bool
    banner: str
    flight: Flight | None
    #: war debris and income tokens in the air
    debris: Sequence[Any]
    tokens: Sequence[Any]
    #: (VP, coins) the era's end would pay, for the seats the info panel speaks of
    outlooks: dict[int, tuple[int, int]]
    #: who would win this era's milestone now, and why (None after the fifth era)
    milestone_lead: tuple[int | None, str] | None
    #: the viewed seat's breakdown totals
    totals_viewed: dict
    #: where each seat last placed a tile (the thumbnails mark it)
    last_places: Sequence[Pos | None]
    # -- what the painters draw into -------------------------------------------------
    panels: Sequence[pygame.Rect]
    purses: Sequence[Any]
    layers: Layers
    thumbs: PictureCache
    discard_button: Button
    confirm_button: Button
    #: a tutorial's coach stands under the era legend: the legend is drawn compact
    coach_lane: bool = False

    def cell_rect(self, pos: Pos) -> pygame.Rect:
        """Screen rectangle of a district position in the main view."""
        return layout.cell_rect(self.origin, self.cell, pos)

    def pick_slot(self, seat: int) -> pygame.Rect:
        """Where a seat's pick lies on its panel."""
        return layout.pick_slot(self.panels[seat])
