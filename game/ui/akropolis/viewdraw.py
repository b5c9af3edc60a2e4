"""Drawing the Akropolis city view: ground grid, highlights, ghost, hint, caption, flights.

Each painter takes plain data (the frame's :class:`~game.ui.akropolis.look.Look`, or
the view-model's :class:`Table`, the city's screen frame, the held tile as a
:class:`Move`), never the board.
"""

from __future__ import annotations

import math

import pygame

from game.engine.i18n import _
from game.ui.akropolis import art, city, geo, preview, view_model
from game.ui.akropolis.geo import CityFrame
from game.ui.akropolis.layout import DROP, VIEW
from game.ui.akropolis.look import Look
from game.ui.akropolis.view_model import Candidate, Columns, Move, Space, Table
from game.ui.kit import keys, text, theme
from game.ui.kit.person import person
from game.ui.table.flight import Flight


def draw_view(look: Look, surface: pygame.Surface) -> None:
    """The viewed city with its marks, the caption and, while placing in your own city,
    the live preview and the legend."""
    pygame.draw.rect(surface, (22, 58, 80), VIEW)
    surface.set_clip(VIEW)
    frame = look.frame
    table = look.table
    colourblind = look.colourblind
    viewed = look.view_seat
    ring = look.pictures.get("ground", (look.version, viewed),
                             lambda: ground_ring(table.cities[viewed]))
    grid(surface, frame, ring)
    image = _city_image(look)
    surface.blit(image.surface, (frame.ox - image.origin[0], frame.oy - image.origin[1]))
    mark_hexes(surface, frame, table.cities[viewed])
    last(surface, frame, table, viewed, look.time)
    move = look.bounce_move
    if look.bounce is not None and move is not None and move.seat == viewed:
        tile(surface, frame, move, look.bounce, colourblind)
    if look.selected is not None and look.human == viewed:
        legal(surface, frame, look.candidates)
        if look.held is not None:
            ghost(surface, frame, look.held, look.locked, look.time, colourblind)
    if look.hint_action is not None and look.human == viewed:  # the human's own city
        hint(surface, frame, table, viewed, look.hint_action, viewed, look.ghost is None,
             look.time, colourblind)
    surface.set_clip(None)
    if not look.attract:
        seat = look.seats[viewed]
        caption_title(surface, seat.name, theme.seat_colour(seat.colour), table.rounds)
        if look.locked:
            look.confirm_buttons.draw(surface)
        line = instruction(look.locked, look.selected is not None, look.human, viewed,
                           seat.name)
        caption_help(surface, line, look.hint_text)
    if look.selected is not None and look.human == viewed and not look.attract:
        places = legal_spots(frame, look.candidates)
        gains = None
        if look.gains is not None:
            gains = preview.draw_gains(surface, look.gains, (), places)
        preview.draw_legend(surface, [gains] if gains is not None else [], places)


def _city_image(look: Look) -> city.CityImage:
    hide: frozenset[Space] = frozenset()
    move = look.bounce_move
    if move is not None and look.bounce is not None and move.seat == look.view_seat:
        hide = frozenset(move.spaces)
    key = (look.view_seat, look.version, round(look.frame.size, 2), look.colourblind, hide)
    return look.pictures.get("city", key, lambda: city.render(
        look.table.cities[look.view_seat], look.frame.size, look.colourblind, hide))


def draw_over(look: Look, surface: pygame.Surface) -> None:
    """What goes over the track: the AI's tile in flight."""
    if look.flight is not None:
        flight(surface, look.frame, look.flight, look.colourblind)


def hex_box(frame: CityFrame, space: Space, height: int) -> pygame.Rect:
    """The box of the column of ``height`` hexes on ``space``: its top face and its sides
    down to the ground."""
    points = [*geo.corners(*frame.top_centre(space, 0), frame.size),
              *geo.corners(*frame.top_centre(space, height), frame.size)]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return pygame.Rect(math.floor(min(xs)), math.floor(min(ys)),
                       math.ceil(max(xs) - min(xs)), math.ceil(max(ys) - min(ys)))


def mark_hexes(surface: pygame.Surface, frame: CityFrame, columns: Columns) -> None:
    """For the recorder: where the city's placed hexes are (the coach's panel keeps off
    them)."""
    if not text.recording():
        return
    for space, column in columns.items():
        box = hex_box(frame, space, len(column)).clip(VIEW)
        if box.w and box.h:
            text.mark_piece(surface, box, "hex")


def ground_ring(columns: Columns) -> list[Space]:
    """The empty spaces touching a city (the faint ground grid)."""
    near: set[Space] = set()
    for q, r in columns:
        for dq, dr in view_model.DIRECTIONS:
            near.add((q + dq, r + dr))
    return sorted(near - set(columns))


def grid(surface: pygame.Surface, frame: CityFrame, ring: list[Space]) -> None:
    """Faint ground hexes around the city so empty places read as a plane."""
    rim = (34, 78, 102)
    for q, r in ring:
        x, y = geo.centre(q, r, frame.size)
        pygame.draw.polygon(surface, rim, geo.corners(frame.ox + x, frame.oy + y,
                                                      frame.size * 0.96), 1)


def last(surface: pygame.Surface, frame: CityFrame, table: Table, viewed: int,
         time: float) -> None:
    """Outline the last tile this city's owner placed (pulsing gold if it is the latest)."""
    spaces = table.lasts.get(viewed)
    if not spaces:
        return
    columns = table.cities[viewed]
    pulse = 0.5 + 0.5 * math.sin(time * 4)
    recent = table.last_seat == viewed
    colour = theme.shade(theme.GOLD, 0.8 + 0.4 * pulse) if recent else (230, 230, 230)
    for space in spaces:
        level = len(columns.get(space, []))
        cx, cy = frame.top_centre(space, level)
        pygame.draw.polygon(surface, colour, geo.corners(cx, cy, frame.size * 0.97),
                            3 if recent else 2)


def spot(cx: float, cy: float, size: float) -> pygame.Rect:
    """The box of a hexagon of ``size`` centred at (cx, cy): a place you may play."""
    half = size * 0.6
    return pygame.Rect(round(cx - half), round(cy - half), round(2 * half), round(2 * half))


def legal_spots(frame: CityFrame, candidates: list[Candidate]) -> list[pygame.Rect]:
    """The boxes of every space the held tile can cover (the panels keep clear of them)."""
    out = []
    for cand in candidates:
        for space in cand.spaces:
            cx, cy = frame.top_centre(space, cand.level - 1 if cand.level > 1 else 0)
            out.append(spot(cx, cy, frame.size))
    return out


def legal(surface: pygame.Surface, frame: CityFrame, candidates: list[Candidate]) -> None:
    """Every space the held tile can cover: green on the ground, gold on top of towers."""
    layer = pygame.Surface(VIEW.size, pygame.SRCALPHA)
    seen: set[tuple[Space, int]] = set()
    for cand in candidates:
        for space in cand.spaces:
            if (space, cand.level) in seen:
                continue
            seen.add((space, cand.level))
            cx, cy = frame.top_centre(space, cand.level - 1 if cand.level > 1 else 0)
            poly = [(x - VIEW.x, y - VIEW.y) for x, y in geo.corners(cx, cy, frame.size * 0.9)]
            text.mark_place(surface, spot(cx, cy, frame.size))  # no box may hide it
            if cand.level == 1:
                pygame.draw.polygon(layer, (120, 230, 160, 55), poly)
                pygame.draw.polygon(layer, (150, 255, 190, 150), poly, 1)
            else:
                pygame.draw.polygon(layer, (255, 220, 90, 90), poly)
                pygame.draw.polygon(layer, (255, 236, 130, 255), poly, 3)
    surface.blit(layer, VIEW)


def tile(surface: pygame.Surface, frame: CityFrame, move: Move, offset: float,
         colourblind: bool, shift: tuple[int, int] = (0, 0)) -> None:
    """A placed (or held) tile at its spaces, lifted ``offset`` pixels."""
    ox, oy = frame.ox + shift[0], frame.oy + shift[1]
    order = sorted(range(3), key=lambda j: (move.spaces[j][1], move.spaces[j][0]))
    for j in order:
        q, r = move.spaces[j]
        x, y = geo.centre(q, r, frame.size)
        art.prism(surface, move.kinds[j], ox + x, oy + y - offset, frame.size, move.level,
                  colourblind)


def ghost(surface: pygame.Surface, frame: CityFrame, move: Move, locked: bool, time: float,
          colourblind: bool) -> None:
    """The held tile, hovering (or locked) at its snapped place."""
    layer = pygame.Surface(VIEW.size, pygame.SRCALPHA)
    hover = 0 if locked else 10 + 3 * math.sin(time * 5)
    tile(layer, frame, move, hover, colourblind, (-VIEW.x, -VIEW.y))
    layer.set_alpha(235 if locked else 190)
    surface.blit(layer, VIEW)
    colour = theme.GOLD if locked else (255, 255, 255)
    for space in move.spaces:
        cx, cy = frame.top_centre(space, move.level)
        pygame.draw.polygon(surface, colour, geo.corners(cx, cy - hover, frame.size), 2)


def hint(surface: pygame.Surface, frame: CityFrame, table: Table, viewed: int, action: tuple,
         human: int, with_tile: bool, time: float, colourblind: bool) -> None:
    """The AI's suggestion as the exact ghost: the suggested site tile, translucent, at its
    place in its rotation (``with_tile``: not while a tile is held), outlined."""
    index, q, r, rot = action
    columns = table.cities[viewed]
    spaces = view_model.placement_spaces(q, r, rot)
    level = max(len(columns.get(space, [])) for space in spaces) + 1
    if 0 <= index < len(table.site) and with_tile:
        chosen = table.site[index]
        move = view_model.Move(human, chosen, index, spaces,
                               view_model.tile_kinds(chosen), level)
        layer = pygame.Surface(VIEW.size, pygame.SRCALPHA)
        tile(layer, frame, move, 0, colourblind, (-VIEW.x, -VIEW.y))
        layer.set_alpha(150)
        surface.blit(layer, VIEW)
    pulse = int(120 + 120 * (0.5 + 0.5 * math.sin(time * 6)))
    for space in spaces:
        cx, cy = frame.top_centre(space, level)
        pygame.draw.polygon(surface, (pulse, 255, 255), geo.corners(cx, cy, frame.size), 3)


def caption_title(surface: pygame.Surface, name: str, colour: tuple[int, int, int],
                  rounds: tuple[int, int]) -> None:
    """Whose city and the round, top left of the view."""
    title = person(name).say(_("Your city"), _("{name}'s city"))
    r = text.draw(surface, title, 28, colour, (VIEW.x + 14, VIEW.y + 10), bold=True, shadow=True)
    round_now, total = rounds
    said = _("round {number} of {total}").format(number=min(round_now, total), total=total)
    text.draw(surface, said, 22, theme.TEXT_DIM, (r.right + 14, VIEW.y + 16))


def instruction(locked: bool, holding: bool, human: int | None, viewed: int, name: str) -> str:
    """What to do now, in a line ('' when it is not a human's turn)."""
    rotate = keys.label("rotate")
    if locked:
        # Translators: {rotate} is the key that turns the tile ("R")
        return _("click the tile again or Enter to place - {rotate} spins it - Esc / "
                 "right-click cancels").format(rotate=rotate)
    if holding:
        # Translators: {rotate} is the key that turns the tile ("R")
        return _("move over your city - {rotate} / Shift+{rotate} / wheel rotates - click to "
                 "choose a place").format(rotate=rotate)
    if human is not None and viewed != human:
        return person(name).say(_("viewing your city - Tab or click your panel to return"),
                                _("viewing {name}'s city - Tab or click your panel to return"))
    if human is not None:
        return _("your turn: pick a tile from the construction site (click or keys 1-6)")
    return ""


def caption_help(surface: pygame.Surface, line: str, hint_text: str) -> None:
    """The instruction at the foot of the view and the hint's words under the title."""
    if line:
        size = text.reading_fit(line, 22, VIEW.w - 24)
        text.draw(surface, line, size, theme.TEXT, (VIEW.centerx, VIEW.bottom - 6), "midbottom",
                  shadow=True)
    if hint_text:
        text.draw_lines(surface, hint_text, text.reading(22), theme.GOLD,
                        (VIEW.x + 14, VIEW.y + 42), VIEW.w - 140, shadow=True)


def flight(surface: pygame.Surface, frame: CityFrame, f: Flight, colourblind: bool) -> None:
    """An AI's tile travelling from the site (``f.start``: centre and hex size) to its
    place (``f.what``: the :class:`Move`)."""
    move = f.what
    sx, sy, start_size = f.start
    ease = f.eased()
    pts = [geo.centre(q, r, 1.0) for q, r in move.spaces]
    ux = sum(p[0] for p in pts) / 3
    uy = sum(p[1] for p in pts) / 3
    ox, oy, size_now = frame.ox, frame.oy, frame.size
    end = (ox + ux * size_now, oy + uy * size_now - move.level * geo.lift(size_now) - DROP)
    size = start_size + (size_now - start_size) * ease
    x = sx + (end[0] - sx) * ease
    y = sy + (end[1] - sy) * ease - f.rise(120)
    order = sorted(range(3), key=lambda j: (move.spaces[j][1], move.spaces[j][0]))
    for j in order:
        q, r = move.spaces[j]
        px, py = geo.centre(q, r, size)
        art.prism(surface, move.kinds[j], x + px - ux * size,
                  y + py - uy * size + move.level * geo.lift(size), size, move.level,
                  colourblind)
