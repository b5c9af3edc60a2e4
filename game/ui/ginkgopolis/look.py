"""What the Ginkgopolis painters draw in a frame: the board gathers it once per frame into
a :class:`Look` (plain data, and the few widgets and caches they draw into), so the
painters (cityview, tableview) never reach into the board."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.ginkgopolis import city, outcome, view_model
from game.ui.ginkgopolis.animation import Floater, Pulse
from game.ui.ginkgopolis.view_model import City, Pos, Reveal
from game.ui.kit.picture_cache import PictureCache
from game.ui.kit.widgets import WidgetGroup


@dataclass(frozen=True)
class Shown:
    """The city drawn now: the live one, or the snapshot while reveals play out."""

    city: City
    marked: set[Pos]
    tokens: dict[Pos, int]
    #: the snapshot's version (-1: the live city)
    version: int


@dataclass
class Look:
    """One frame of the Ginkgopolis table, as its painters see it."""

    state: Any
    #: the session's seats (their AI level)
    seats: Sequence[Any]
    attract: bool
    #: how many humans sit at the table (the hidden strip's note)
    humans: int
    #: (seat, progress) while an AI thinks
    thinking: tuple[int, float] | None
    mouse: tuple[int, int]
    time: float
    version: int
    #: the colour-blind option: colour letters on tiles and buildings
    letters: bool
    # -- seats -------------------------------------------------------------------------
    #: every seat held (Hal in solo): name, colour, what it holds, score
    names: Sequence[str]
    colours: Sequence[tuple[int, int, int]]
    infos: Sequence[view_model.SeatInfo]
    scores: Sequence[int]
    #: the seat panels
    rects: Sequence[pygame.Rect]
    #: whose private things may be drawn (None: nobody's), who decides now
    viewer: int | None
    deciding: int | None
    mode: str
    # -- the city ----------------------------------------------------------------------
    geo: city.Geometry
    table: view_model.Table
    district_info: Sequence[view_model.District]
    districts_on: bool
    #: what the live city picture depends on
    city_key: tuple
    #: each seat's last building
    last_builds: dict[int, Pos]
    shown: Shown
    #: the reveal being played out (None: none), how far through it, whether its
    #: building drops now, and which reveal queue it belongs to
    step: Reveal | None
    fraction: float
    dropping: bool
    revealing: bool
    reveal_serial: int
    #: the dropping building's bounce offset (None: no bounce)
    bounce: float | None
    pulses: Sequence[Pulse]
    floaters: Sequence[Floater]
    # -- the human's choice -------------------------------------------------------------
    sel_card: int | None
    sel_tile: int | None
    sel_char: int | None
    hint_action: Any
    hint_text: str
    preview: outcome.Preview | None
    token_spaces: Sequence[Pos]
    #: the cards the deciding viewer may play now
    playable: set[int]
    #: the screen tiles that fit the selected card (the deciding viewer choosing)
    usable: set[int]
    #: the seat whose area is shown over the city (None: none)
    detail_seat: int | None
    # -- what the painters draw into -----------------------------------------------------
    pictures: PictureCache[pygame.Surface]
    layers: Any
    actions: WidgetGroup


@dataclass
class Drawn:
    """What the painters report of a frame: the boxes of words a notice must not hide, and
    whether the city picture was rendered again (the panels then wait a frame)."""

    reading: list[pygame.Rect]
    heavy: bool = False
