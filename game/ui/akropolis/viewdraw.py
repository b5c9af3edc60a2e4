"""Drawing the Akropolis city view: ground grid, highlights, ghost, hint, caption, flights."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.ui import text, theme
from game.ui.akropolis import art, geo, view_model
from game.ui.akropolis.layout import DROP, VIEW
from game.ui.move_words import possessive

if TYPE_CHECKING:
    from game.ui.akropolis.table import AkropolisBoard
    from game.ui.akropolis.view_model import Space


def grid(board: AkropolisBoard, surface: pygame.Surface) -> None:
    """Faint ground hexes around the city so empty places read as a plane."""
    ox, oy = board.origin()
    rim = (34, 78, 102)
    key = (board.version, board.view_seat)
    if board._grid_cache is None or board._grid_cache[0] != key:
        columns = board.cities[board.view_seat]
        near: set[Space] = set()
        for q, r in columns:
            for dq, dr in view_model.DIRECTIONS:
                near.add((q + dq, r + dr))
        board._grid_cache = (key, sorted(near - set(columns)))
    for q, r in board._grid_cache[1]:
        x, y = geo.centre(q, r, board.size)
        pygame.draw.polygon(surface, rim, geo.corners(ox + x, oy + y, board.size * 0.96), 1)


def last(board: AkropolisBoard, surface: pygame.Surface) -> None:
    """Outline the last tile this city's owner placed (pulsing gold if it is the latest)."""
    last = board.lasts.get(board.view_seat)
    if not last:
        return
    columns = board.cities[board.view_seat]
    pulse = 0.5 + 0.5 * math.sin(board.time * 4)
    recent = board.last_seat == board.view_seat
    colour = theme.shade(theme.GOLD, 0.8 + 0.4 * pulse) if recent else (230, 230, 230)
    for space in last:
        level = len(columns.get(space, []))
        cx, cy = board.top_centre(space, level)
        pygame.draw.polygon(surface, colour, geo.corners(cx, cy, board.size * 0.97),
                            3 if recent else 2)


def legal(board: AkropolisBoard, surface: pygame.Surface) -> None:
    """Every space the held tile can cover: green on the ground, gold on top of towers."""
    layer = pygame.Surface(VIEW.size, pygame.SRCALPHA)
    seen: set[tuple[Space, int]] = set()
    for cand in board.candidates:
        for space in cand.spaces:
            if (space, cand.level) in seen:
                continue
            seen.add((space, cand.level))
            cx, cy = board.top_centre(space, cand.level - 1 if cand.level > 1 else 0)
            poly = [(x - VIEW.x, y - VIEW.y) for x, y in geo.corners(cx, cy, board.size * 0.9)]
            if cand.level == 1:
                pygame.draw.polygon(layer, (120, 230, 160, 55), poly)
                pygame.draw.polygon(layer, (150, 255, 190, 150), poly, 1)
            else:
                pygame.draw.polygon(layer, (255, 220, 90, 90), poly)
                pygame.draw.polygon(layer, (255, 236, 130, 255), poly, 3)
    surface.blit(layer, VIEW)


def ghost(board: AkropolisBoard, surface: pygame.Surface) -> None:
    """The held tile, hovering (or locked) at its snapped place."""
    ghost = board.ghost
    tile = board.site_tiles[board.selected]
    kinds = view_model.tile_kinds(tile)
    move = view_model.Move(board.human, tile, board.selected, ghost.spaces, kinds, ghost.level)
    layer = pygame.Surface(VIEW.size, pygame.SRCALPHA)
    hover = 0 if board.locked else 10 + 3 * math.sin(board.time * 5)
    board.draw_tile(layer, move, hover, (-VIEW.x, -VIEW.y))
    layer.set_alpha(235 if board.locked else 190)
    surface.blit(layer, VIEW)
    colour = theme.GOLD if board.locked else (255, 255, 255)
    for space in ghost.spaces:
        cx, cy = board.top_centre(space, ghost.level)
        pygame.draw.polygon(surface, colour, geo.corners(cx, cy - hover, board.size), 2)


def hint(board: AkropolisBoard, surface: pygame.Surface) -> None:
    """The AI's suggestion as the exact ghost: the suggested site tile, translucent, at its
    place in its rotation, outlined."""
    index, q, r, rot = board.hint_action
    columns = board.cities[board.view_seat]
    spaces = view_model.placement_spaces(q, r, rot)
    level = max(len(columns.get(space, [])) for space in spaces) + 1
    if 0 <= index < len(board.site_tiles) and board.ghost is None:
        tile = board.site_tiles[index]
        move = view_model.Move(board.human, tile, index, tuple(spaces),
                               view_model.tile_kinds(tile), level)
        layer = pygame.Surface(VIEW.size, pygame.SRCALPHA)
        board.draw_tile(layer, move, 0, (-VIEW.x, -VIEW.y))
        layer.set_alpha(150)
        surface.blit(layer, VIEW)
    pulse = int(120 + 120 * (0.5 + 0.5 * math.sin(board.time * 6)))
    for space in spaces:
        cx, cy = board.top_centre(space, level)
        pygame.draw.polygon(surface, (pulse, 255, 255), geo.corners(cx, cy, board.size), 3)


def caption(board: AkropolisBoard, surface: pygame.Surface) -> None:
    """Whose city, the round, what to do now, and the hint text."""
    if board.host.attract:
        return
    seats = board.host.session.seats
    name = seats[board.view_seat].name
    colour = theme.seat_colour(seats[board.view_seat].colour)
    label = f"{possessive(name)} city"
    r = text.draw(surface, label, 28, colour, (VIEW.x + 14, VIEW.y + 10), bold=True,
                  shadow=True)
    round_now, rounds = board.rounds
    text.draw(surface, f"round {min(round_now, rounds)} of {rounds}", 22, theme.TEXT_DIM,
              (r.right + 14, VIEW.y + 16))
    if board.host.attract:
        return
    if board.locked:
        board.confirm_buttons.draw(surface)
        hint = "click the tile again or Enter to place - R spins it - Esc / right-click cancels"
    elif board.selected is not None:
        hint = "move over your city - R / Shift+R / wheel rotates - click to choose a place"
    elif board.human is not None and board.view_seat != board.human:
        hint = f"viewing {possessive(name)} city - Tab or click your panel to return"
    elif board.human is not None:
        hint = "your turn: pick a tile from the construction site (click or keys 1-6)"
    else:
        hint = ""
    if hint:
        text.draw(surface, hint, 22, theme.TEXT, (VIEW.centerx, VIEW.bottom - 6), "midbottom",
                  shadow=True)
    if board.hint_text:
        text.draw_lines(surface, board.hint_text, 22, theme.GOLD, (VIEW.x + 14, VIEW.y + 42),
                        VIEW.w - 140, shadow=True)


def flight(board: AkropolisBoard, surface: pygame.Surface) -> None:
    """An AI's tile travelling from the site to its place."""
    f = board.flight
    move = f.what
    sx, sy, start_size = f.start
    ease = f.eased()
    pts = [geo.centre(q, r, 1.0) for q, r in move.spaces]
    ux = sum(p[0] for p in pts) / 3
    uy = sum(p[1] for p in pts) / 3
    ox, oy = board.origin()
    end = (ox + ux * board.size, oy + uy * board.size - move.level * geo.lift(board.size) - DROP)
    size = start_size + (board.size - start_size) * ease
    x = sx + (end[0] - sx) * ease
    y = sy + (end[1] - sy) * ease - f.rise(120)
    order = sorted(range(3), key=lambda j: (move.spaces[j][1], move.spaces[j][0]))
    for j in order:
        q, r = move.spaces[j]
        px, py = geo.centre(q, r, size)
        art.prism(surface, move.kinds[j], x + px - ux * size,
                  y + py - uy * size + move.level * geo.lift(size), size, move.level,
                  board.app.options.colourblind)
