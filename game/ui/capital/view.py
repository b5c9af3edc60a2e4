"""The district view: ground and stacks, places to build, ghosts, lit regions, banners."""

from __future__ import annotations

import math

import pygame

from game.engine.i18n import N_, _
from game.rules.capital import tables as T
from game.ui.capital import art, layout, view_model
from game.ui.capital.info import draw_info
from game.ui.capital.layers import fast
from game.ui.capital.look import Look
from game.ui.kit import backdrop, text, theme
from game.ui.kit.person import person
from game.ui.table.flight import arc_rect

VIEW = layout.VIEW
WATER = (24, 50, 70)


GROUND = (44, 70, 62)


def draw_view(b: Look, surface: pygame.Surface) -> None:
    """The viewed district with places, ghosts, lit regions and the info panel."""
    m = layout
    view = m.VIEW
    surface.set_clip(view)
    _draw_ground(b, surface)
    _draw_district(b, surface)
    _draw_lit(b, surface)
    if b.human is not None and b.view_seat == b.human and not b.busy:
        _draw_targets(b, surface)
        _draw_ghost(b, surface)
    _draw_shrink(b, surface)
    _draw_hint(b, surface)
    surface.set_clip(None)
    _draw_caption(b, surface)
    draw_info(b, surface)
    if b.locked is not None and b.human is not None and b.kind in ("build", "war", "milestone"):
        b.confirm_button.draw(surface)


def _draw_ground(b: Look, surface: pygame.Surface) -> None:
    """Ground and stacks of the viewed district, as one cached layer per state version."""
    m = layout
    pending = b.pending
    bounce = b.bounce if b.bounce is not None and b.bounce[0] == b.view_seat else None
    hidden = bounce[1] if bounce is not None else None
    key = ("ground", b.view_seat, b.version, b.cell, b.origin, tuple(sorted(pending)), hidden)
    cache = b.layers.cache(key)
    layer = cache.get(key)
    if layer is None:
        layer = pygame.Surface(m.VIEW.size)  # opaque: the water is part of it
        layer.fill(WATER)
        shift = (-m.VIEW.x, -m.VIEW.y)
        x0, y0, x1, y1 = b.bounds
        area = b.cell_rect((x0, y0)).union(b.cell_rect((x1, y1))).move(shift)
        pygame.draw.rect(layer, GROUND, area.inflate(8, 8), border_radius=10)
        for x in range(x0, x1 + 1):
            for y in range(y0, y1 + 1):
                pygame.draw.rect(layer, (58, 88, 78), b.cell_rect((x, y)).move(shift), 1)
        d = dict(b.dists[b.view_seat])
        d.update(pending)
        for pos in sorted(d, key=lambda p: (p[1], p[0])):
            st = d[pos]
            rect = b.cell_rect(pos).move(shift)
            if pos == hidden:
                if len(st) > 1:
                    layer.blit(art.stack(st[-2], len(st) - 1, b.cell), rect)
                continue
            layer.blit(art.layered(tuple(st), b.cell), rect)
        layer = layer.convert() if pygame.display.get_surface() is not None else layer
        cache[key] = layer
    surface.blit(layer, m.VIEW)
    if text.recording():  # for the coach: where the placed tiles are
        placed = set(b.dists[b.view_seat]) | set(pending)
        for pos in sorted(placed):
            box = b.cell_rect(pos).clip(m.VIEW)
            if box.w and box.h:
                text.mark_piece(surface, box, "tile")
    for pos in b.targets:  # for the layout check: no box may hide a place you may play
        text.mark_place(surface, b.cell_rect(pos).inflate(-6, -6))


def _draw_district(b: Look, surface: pygame.Surface) -> None:
    """The bouncing newest tile and the mark on the latest build (over the cached layer)."""
    bounce = b.bounce if b.bounce is not None and b.bounce[0] == b.view_seat else None
    if bounce is not None and bounce[1] in b.dists[b.view_seat]:
        st = b.dists[b.view_seat][bounce[1]]
        rect = b.cell_rect(bounce[1])
        lift = int(bounce[2].offset)
        pygame.draw.rect(surface, (20, 30, 30), rect.move(4, 4))
        surface.blit(art.stack(st[-1], len(st), b.cell), rect.move(0, -lift))
    last = b.last
    if last is not None:
        pulse = 0.5 + 0.5 * math.sin(b.time * 4)
        cell = b.cell_rect(last)
        pygame.draw.rect(surface, (0, 0, 0), cell.inflate(4, 4), 3)
        pygame.draw.rect(surface, theme.shade((235, 235, 240), 0.75 + 0.25 * pulse), cell, 3)


def _draw_lit(b: Look, surface: pygame.Surface) -> None:
    if not b.lit:
        return
    half = b.cell / 2
    pulse = 0.5 + 0.5 * math.sin(b.time * 8)
    glow = pygame.Surface((math.ceil(half), math.ceil(half)), pygame.SRCALPHA)
    glow.fill((255, 240, 150, int(70 + 60 * pulse)))
    rects = {}
    for cx, cy in b.lit:
        r = pygame.Rect(b.origin[0] + cx * half, b.origin[1] + cy * half, math.ceil(half),
                        math.ceil(half))
        rects[(cx, cy)] = r
        surface.blit(glow, r)
    for (cx, cy), r in rects.items():
        for nb, edge in (((cx - 1, cy), (r.topleft, r.bottomleft)),
                         ((cx + 1, cy), (r.topright, r.bottomright)),
                         ((cx, cy - 1), (r.topleft, r.topright)),
                         ((cx, cy + 1), (r.bottomleft, r.bottomright))):
            if nb not in b.lit:
                pygame.draw.line(surface, theme.GOLD, edge[0], edge[1], 3)


def _draw_targets(b: Look, surface: pygame.Surface) -> None:
    m = layout
    key = ("targets", b.version, b.view_seat, b.kind, b.cell, b.origin, tuple(sorted(b.targets)))
    cache = b.layers.cache(key)
    layer = cache.get(key)
    if layer is None:
        layer = fast(_targets_layer(b))
        cache[key] = layer
    surface.blit(layer, m.VIEW)


def _targets_layer(b: Look) -> pygame.Surface:
    m = layout
    d = b.dists[b.view_seat]
    layer = pygame.Surface(m.VIEW.size, pygame.SRCALPHA)
    for pos in b.targets:
        r = b.cell_rect(pos).inflate(-6, -6).move(-m.VIEW.x, -m.VIEW.y)
        if b.kind == "war":
            pygame.draw.rect(layer, (230, 70, 60, 70), r)
            pygame.draw.rect(layer, (255, 110, 90, 230), r, 3)
            pygame.draw.line(layer, (255, 110, 90, 200), r.topleft, r.bottomright, 3)
            pygame.draw.line(layer, (255, 110, 90, 200), r.topright, r.bottomleft, 3)
        elif pos in d:
            pygame.draw.rect(layer, (255, 226, 120, 235), r.inflate(2, 2), 3, border_radius=4)
        else:
            pygame.draw.rect(layer, (120, 230, 160, 55), r)
            pygame.draw.rect(layer, (150, 255, 190, 200), r, 2)
    return layer


def _draw_ghost(b: Look, surface: pygame.Surface) -> None:
    pos = b.locked or b.hover
    if pos is None or pos not in b.targets:
        return
    rect = b.cell_rect(pos)
    hover = 0 if b.locked else int(6 + 3 * math.sin(b.time * 5))
    if b.kind == "build":
        tile = b.held
        if tile is None:
            return
        code = tile * 4 + (0 if view_model.is_whole(tile) else b.rotation % 4)
        image = art.tile(code, b.cell).copy()
        image.set_alpha(240 if b.locked else 200)
        surface.blit(image, rect.move(0, -hover))
        colour = theme.GOLD if b.locked else (255, 255, 255)
        pygame.draw.rect(surface, colour, rect.move(0, -hover), 3)
        preview = b.preview_here
        if preview is not None:
            label = _("cost {cost}").format(cost=preview[0])
            tag = text.render(label, 22, theme.TEXT, True)
            box = tag.get_rect(midtop=(rect.centerx, rect.bottom + 2 - hover)).inflate(10, 4)
            pygame.draw.rect(surface, (20, 24, 34), box, border_radius=6)
            surface.blit(tag, tag.get_rect(center=box.center))
    elif b.kind == "milestone":
        face = b.state.faces[b.state.era - 1]
        image = art.tile(T.MILESTONE_TILE[face] * 4, b.cell).copy()
        image.set_alpha(230)
        surface.blit(image, rect.move(0, -hover))
        pygame.draw.rect(surface, theme.GOLD, rect.move(0, -hover), 3)
    elif b.kind == "war":
        pulse = 0.5 + 0.5 * math.sin(b.time * 10)
        colour = theme.DANGER if b.locked else (255, 160, 140)
        pygame.draw.rect(surface, theme.shade(colour, 0.8 + 0.3 * pulse), rect, 5)


def _draw_shrink(b: Look, surface: pygame.Surface) -> None:
    drops = b.drops
    if not drops or b.human is None or b.view_seat != b.human:
        return
    tint = pygame.Surface((b.cell, b.cell), pygame.SRCALPHA)
    tint.fill((220, 50, 40, 110))
    for pos in drops:
        r = b.cell_rect(pos)
        surface.blit(tint, r)
        pygame.draw.rect(surface, (255, 120, 100), r, 3)


def _draw_hint(b: Look, surface: pygame.Surface) -> None:
    action = b.hint_action
    if action is None or b.human is None or b.view_seat != b.human:
        return
    pos = None
    if action[0] == 2:  # build
        pos = (action[2], action[3])
    elif action[0] in (4, 5):  # war, milestone
        pos = (action[1], action[2])
    if pos is None:
        return
    tile = b.held if action[0] == 2 else None
    if tile is not None and (b.locked or b.hover) != pos:
        # the exact ghost: the picked tile, translucent, at its place in its rotation
        code = tile * 4 + (0 if view_model.is_whole(tile) else action[4] % 4)
        image = art.tile(code, b.cell).copy()
        image.set_alpha(150)
        surface.blit(image, b.cell_rect(pos))
    pulse = int(120 + 120 * (0.5 + 0.5 * math.sin(b.time * 6)))
    pygame.draw.rect(surface, (pulse, 255, 255), b.cell_rect(pos), 4)


def _draw_caption(b: Look, surface: pygame.Surface) -> None:
    if b.attract:
        return
    m = layout
    seats = b.seats
    seat = seats[b.view_seat]
    colour = theme.seat_colour(seat.colour)
    text.draw(surface, person(seat.name).say(_("Your district"), _("{name}'s district")), 28,
              colour,
              (m.VIEW.x + 12, m.VIEW.y + 10), bold=True, shadow=True)
    hint = _help_line(b)
    if hint:
        size = text.reading_fit(hint, 20, m.GRID.w - 8)
        text.draw(surface, hint, size, theme.TEXT, (m.GRID.centerx, m.GRID.bottom - 6),
                  "midbottom", shadow=True)


def draw_over(b: Look, surface: pygame.Surface) -> None:
    """What goes over the track: debris and tokens in the air, the piece in flight, the
    human's dialog and the show-piece's caption."""
    for piece in b.debris:
        piece.draw(surface)
    for token in b.tokens:
        token.draw(surface)
    if b.flight is not None:
        f = b.flight  # what flies: a tile code, -1 a face-down card, -2 a war mark
        r = arc_rect(f, 70)
        if f.what == -1:
            surface.blit(art.back(r.w), r)
        elif f.what == -2:
            pulse = 0.5 + 0.5 * math.sin(b.time * 14)
            pygame.draw.rect(surface, theme.shade(theme.DANGER, 0.7 + 0.5 * pulse), r, 5)
        else:
            surface.blit(art.tile(f.what, max(8, r.w)), r)
    if b.dialog is not None and b.human is not None and not b.busy:
        b.dialog.draw(surface)
    draw_banner(surface, b.banner, not b.hurry and not b.attract)


def draw_hint_words(b: Look, surface: pygame.Surface) -> None:
    """The hint's words at the top of the view."""
    if b.hint_text:
        text.draw_lines(surface, b.hint_text, text.reading(22), theme.GOLD,
                        (VIEW.x + 12, VIEW.y + 40), 560, shadow=True)


def draw_banner(surface: pygame.Surface, label: str, hurry_note: bool) -> None:
    """The caption (``label``) of a war, an award, a reveal or a new era, wrapped inside the
    view; ``hurry_note``: say that Space or a click hurries the show."""
    if not label:
        return
    m = layout
    lines = text.wrap(label, 26, m.GRID.w - 40)
    h = 14 + 26 * len(lines)
    box = pygame.Rect(0, 0, m.GRID.w - 20, h)
    box.midbottom = (m.GRID.centerx, m.GRID.bottom - 34)
    backdrop.panel(surface, box, 235)
    pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=14)
    for i, line in enumerate(lines):
        text.draw(surface, line, 26, theme.TEXT, (box.centerx, box.y + 8 + 26 * i), "midtop")
    if hurry_note:
        text.draw(surface, _("Space or a click hurries"), 18, theme.TEXT_DIM,
                  (box.right - 12, box.bottom + 4), "topright", shadow=True)


def _help_line(b: Look) -> str:
    if b.human is None:
        return ""
    if b.view_seat != b.human:
        return _("Tab or your panel returns to your district")
    if b.kind == "build" and not b.targets:
        return _("no place you can afford: discard it (D) for coins")
    return _(_HELP[b.kind]) if b.kind in _HELP else ""


#: the help line under the district for each decision (translated where drawn)
_HELP = {
    "pick": N_("pick a tile: click it (or 1-4), click again or Enter"),
    "build": N_("R / wheel turns - click a place, again (or Enter) builds - D discards"),
    "war": N_("war: click a marked stack (or Left/Right), again or Enter removes it"),
    "milestone": N_("click where it goes (or Left/Right), again or Enter places it"),
    "economics": N_("choose the split in the dialog"),
    "exchange": N_("choose an exchange in the dialog"),
    "shrink": N_("choose which stacks stay (panel on the right)"),
}
