"""Drawing of the Capital view: the district, the hand strip, the side panels and tips.

Functions take the board (``game.ui.capital.board.CapitalBoard``) and only read it.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.rules.capital import tables as T
from game.ui import backdrop, mermaid, text, theme
from game.ui.capital import art, effects, layout, model

if TYPE_CHECKING:
    from game.ui.capital.board import CapitalBoard

WATER = (24, 50, 70)
GROUND = (44, 70, 62)


# -- the district view ----------------------------------------------------------------
def draw_view(b: CapitalBoard, surface: pygame.Surface) -> None:
    """The viewed district with places, ghosts, lit regions and the info panel."""
    m = layout
    view = m.VIEW
    pygame.draw.rect(surface, WATER, view)
    surface.set_clip(view)
    _draw_ground(b, surface)
    _draw_district(b, surface)
    _draw_lit(b, surface)
    if b.human is not None and b.view_seat == b.human and not b.busy():
        _draw_targets(b, surface)
        _draw_ghost(b, surface)
    _draw_shrink(b, surface)
    _draw_hint(b, surface)
    surface.set_clip(None)
    _draw_caption(b, surface)
    _draw_info(b, surface)
    if b.locked is not None and b.human is not None and b.kind in ("build", "war", "milestone"):
        b.confirm_button.draw(surface)


def _layer_cache(b: CapitalBoard, key: tuple) -> dict:
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


def _fast(layer: pygame.Surface) -> pygame.Surface:
    """The layer in the display's pixel format (much faster to blit)."""
    return layer.convert_alpha() if pygame.display.get_surface() is not None else layer


def cached(b: CapitalBoard, surface: pygame.Surface, key: tuple, rect: pygame.Rect,
           paint) -> None:
    """Blit ``rect`` as ``paint(target)`` drew it, painting only when ``key`` is new."""
    cache = _layer_cache(b, key)
    layer = cache.get(key)
    if layer is None:
        if not _scratch:
            _scratch.append(pygame.Surface(surface.get_size(), pygame.SRCALPHA))
        scratch = _scratch[0]
        scratch.fill((0, 0, 0, 0), rect)
        paint(scratch)
        layer = _fast(scratch.subsurface(rect.clip(scratch.get_rect())).copy())
        cache[key] = layer
    surface.blit(layer, rect)


def _draw_ground(b: CapitalBoard, surface: pygame.Surface) -> None:
    """Ground and stacks of the viewed district, as one cached layer per state version."""
    m = layout
    pending = b.pending_stacks(b.view_seat)
    bounce = b.bounce if b.bounce is not None and b.bounce[0] == b.view_seat else None
    hidden = bounce[1] if bounce is not None else None
    key = ("ground", b.view_seat, b.version, b.cell, b.origin, tuple(sorted(pending)), hidden)
    cache = _layer_cache(b, key)
    layer = cache.get(key)
    if layer is None:
        layer = pygame.Surface(m.VIEW.size, pygame.SRCALPHA)
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
            layer.blit(art.stack(st[-1], len(st), b.cell), rect)
        layer = _fast(layer)
        cache[key] = layer
    surface.blit(layer, m.VIEW)


def _draw_district(b: CapitalBoard, surface: pygame.Surface) -> None:
    """The bouncing newest tile and the mark on the latest build (over the cached layer)."""
    bounce = b.bounce if b.bounce is not None and b.bounce[0] == b.view_seat else None
    if bounce is not None and bounce[1] in b.dists[b.view_seat]:
        st = b.dists[b.view_seat][bounce[1]]
        rect = b.cell_rect(bounce[1])
        lift = int(bounce[2].offset)
        pygame.draw.rect(surface, (20, 30, 30), rect.move(4, 4))
        surface.blit(art.stack(st[-1], len(st), b.cell), rect.move(0, -lift))
    last = b.last_place()
    if last is not None:
        pulse = 0.5 + 0.5 * math.sin(b.time * 4)
        pygame.draw.rect(surface, theme.shade(theme.GOLD, 0.7 + 0.4 * pulse), b.cell_rect(last),
                         3)


def last_place(state, seat: int, district: dict) -> tuple[int, int] | None:
    """The position of ``seat``'s latest build or milestone this round (marked)."""
    for who, entry in reversed(state.history[-8:]):
        if who != seat:
            continue
        if entry.startswith("build ") or entry.startswith("milestone "):
            where = entry.split(" at ")[-1].split(" ")[0] if " at " in entry else entry.split()[1]
            x, y = where.split(",")
            pos = (int(x), int(y))
            return pos if pos in district else None
        return None
    return None


def _draw_lit(b: CapitalBoard, surface: pygame.Surface) -> None:
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


def _draw_targets(b: CapitalBoard, surface: pygame.Surface) -> None:
    m = layout
    key = ("targets", b.version, b.view_seat, b.kind, b.cell, b.origin, tuple(sorted(b.targets)))
    cache = _layer_cache(b, key)
    layer = cache.get(key)
    if layer is None:
        layer = _fast(_targets_layer(b))
        cache[key] = layer
    surface.blit(layer, m.VIEW)


def _targets_layer(b: CapitalBoard) -> pygame.Surface:
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


def _draw_ghost(b: CapitalBoard, surface: pygame.Surface) -> None:
    pos = b.locked or b.hover
    if pos is None or pos not in b.targets:
        return
    rect = b.cell_rect(pos)
    hover = 0 if b.locked else int(6 + 3 * math.sin(b.time * 5))
    if b.kind == "build":
        tile = b.held_tile()
        if tile is None:
            return
        code = tile * 4 + (0 if model.is_whole(tile) else b.rotation % 4)
        image = art.tile(code, b.cell).copy()
        image.set_alpha(240 if b.locked else 200)
        surface.blit(image, rect.move(0, -hover))
        colour = theme.GOLD if b.locked else (255, 255, 255)
        pygame.draw.rect(surface, colour, rect.move(0, -hover), 3)
        preview = b.preview(pos)
        if preview is not None:
            label = f"cost {preview[0]}"
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


def _draw_shrink(b: CapitalBoard, surface: pygame.Surface) -> None:
    dialog = b.dialog
    drops = getattr(dialog, "drops", None)
    if not drops or b.human is None or b.view_seat != b.human:
        return
    tint = pygame.Surface((b.cell, b.cell), pygame.SRCALPHA)
    tint.fill((220, 50, 40, 110))
    for pos in drops:
        r = b.cell_rect(pos)
        surface.blit(tint, r)
        pygame.draw.rect(surface, (255, 120, 100), r, 3)


def _draw_hint(b: CapitalBoard, surface: pygame.Surface) -> None:
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
    pulse = int(120 + 120 * (0.5 + 0.5 * math.sin(b.time * 6)))
    pygame.draw.rect(surface, (pulse, 255, 255), b.cell_rect(pos), 4)


def _draw_caption(b: CapitalBoard, surface: pygame.Surface) -> None:
    if b.scene.attract:
        return
    m = layout
    seats = b.scene.session.seats
    seat = seats[b.view_seat]
    colour = theme.seat_colour(seat.colour)
    text.draw(surface, f"{seat.name}'s district", 28, colour, (m.VIEW.x + 12, m.VIEW.y + 10),
              bold=True, shadow=True)
    hint = _help_line(b)
    if hint:
        text.draw(surface, hint, 20, theme.TEXT, (m.GRID.centerx, m.GRID.bottom - 6),
                  "midbottom", shadow=True)


def draw_banner(b: CapitalBoard, surface: pygame.Surface) -> None:
    """The caption of a war, an award, a reveal or a new era, wrapped inside the view."""
    label = b.banner()
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
    if not b.hurry and not b.scene.attract:
        text.draw(surface, "Space or a click hurries", 18, theme.TEXT_DIM,
                  (box.right - 12, box.bottom + 4), "topright", shadow=True)


def _help_line(b: CapitalBoard) -> str:
    if b.human is None:
        return ""
    if b.view_seat != b.human:
        return "Tab or your panel returns to your district"
    return {
        "pick": "pick a tile: click it (or 1-4), click again or Enter",
        "build": "R / wheel turns - click a place, again (or Enter) builds - D discards",
        "war": "war: click a marked stack (or Left/Right), again or Enter removes it",
        "milestone": "click where it goes (or Left/Right), again or Enter places it",
        "economics": "choose the split in the dialog",
        "exchange": "choose an exchange in the dialog",
        "shrink": "choose which stacks stay (panel on the right)",
    }.get(b.kind, "")


# -- the info panel (right of the district) ------------------------------------------
def _draw_info(b: CapitalBoard, surface: pygame.Surface) -> None:
    m = layout
    box = m.INFO
    backdrop.panel(surface, box, 220)
    x, y = box.x + 12, box.y + 10
    names = [s.name for s in b.scene.session.seats]
    lines: list[tuple[str, tuple[int, int, int], int]] = []
    if b.log:
        seat = b.log[-1].seat
        lines.append((f"{names[seat]}: income", theme.GOLD, 24))
        for beat in b.log:
            parts = []
            if beat.vp:
                parts.append(f"{beat.vp:+d} VP")
            if beat.coins:
                parts.append(f"{beat.coins:+d} coins")
            lines.append((f"{beat.label}", theme.TEXT, 20))
            lines.append(("      " + ", ".join(parts) if parts else "", theme.ACCENT, 20))
        if not b.hurry and not b.scene.attract:
            lines.append(("", theme.TEXT, 10))
            lines.append(("Space or a click hurries the income along", theme.TEXT_DIM, 18))
    elif any(e.kind == "beat" for e in b.events):
        era = model.ROMAN[b.shown_era().era - 1]
        lines = [(f"Income of era {era}", theme.GOLD, 24),
                 ("Each step lights up what it scores; VP swim to the mermaid track and "
                  "coins drop into the purse.", theme.TEXT_DIM, 20)]
    elif b.human is not None and b.view_seat == b.human:
        lines = _decision_lines(b, names)
    else:
        lines = _score_lines(b, names)
    key = ("info", tuple(lines))
    cache = _layer_cache(b, key)
    layer = cache.get(key)
    if layer is None:
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        for line, colour, size in lines:
            for part in text.wrap(line, size, box.w - 24) if line else [""]:
                if y - box.y > box.h - size:
                    break
                text.draw(layer, part, size, colour, (x - box.x, y - box.y))
                y += size - 2
        layer = _fast(layer)
        cache[key] = layer
    surface.blit(layer, box)


def _decision_lines(b: CapitalBoard, names: list[str]) -> list[tuple[str, tuple, int]]:
    state = b.state
    seat = b.human
    out: list[tuple[str, tuple, int]] = []
    coins = b.coins[seat]
    if b.kind == "pick":
        out.append(("Pick a tile", theme.GOLD, 26))
        out.append((f"Everyone picks at once; picks are revealed together. The rest of "
                    f"your hand passes {model.direction(state.era)}.", theme.TEXT_DIM, 20))
        hand = b.my_hand()
        if b.selected is not None and b.selected < len(hand):
            out += _tile_lines(hand[b.selected])
        out.append((f"Your coins: {coins}", theme.TEXT, 22))
        out += _outlook(b, names, seat)
    elif b.kind == "build":
        tile = b.held_tile()
        out.append(("Build or discard", theme.GOLD, 26))
        if tile is not None:
            out += _tile_lines(tile)
        pos = b.locked or b.hover
        preview = b.preview(pos) if pos in b.targets else None
        if preview is not None:
            cost, how, now, after = preview
            out.append((f"Here: cost {cost}  ({how})", theme.TEXT, 21))
            out.append((f"Coins {coins} -> {coins - cost}", theme.TEXT, 21))
            out.append((f"Income now: {now[0]} VP, {now[1]} coins", theme.TEXT_DIM, 20))
            dv, dc = after[0] - now[0], after[1] - now[1]
            colour = theme.OK if dv + dc > 0 else (theme.DANGER if dv + dc < 0 else theme.TEXT)
            out.append((f"With it: {after[0]} VP, {after[1]} coins ({dv:+d} VP, {dc:+d} coins)",
                        colour, 21))
        else:
            out.append(("Green: empty places. Gold: rebuild on top (pay the difference).",
                        theme.TEXT_DIM, 20))
        gain = 5 if T.T_SIGISMUND in {st[-1] >> 2 for st in b.dists[seat].values()} else 3
        out.append((f"Discard: +{gain} coins", theme.TEXT_DIM, 20))
    elif b.kind == "war":
        war = "First World War" if state.era == 3 else "Second World War"
        owed = max(0, state.war_owed)
        out.append((war, theme.DANGER, 26))
        out.append((f"Remove {owed} more stack{'s' if owed != 1 else ''}. Your district must "
                    "stay connected; two removals may not be neighbours.", theme.TEXT, 20))
        out.append(("An Arsenal on top can never be removed.", theme.TEXT_DIM, 20))
    elif b.kind == "milestone":
        face = state.faces[state.era - 1]
        tile = T.MILESTONE_TILE[face]
        winner, why = model.milestone_reason(b.dists, b.coins, b.vp, face, names)
        out.append((f"You win {model.name(tile)}!", theme.GOLD, 24))
        out.append((f"Measured: {why}", theme.TEXT, 20))
        out.append((effects.describe(T.TILE_ID[tile]), theme.TEXT_DIM, 20))
        out.append(("Place it free on an empty place or on top of a stack.", theme.TEXT, 20))
    else:
        out.append(("Income choices", theme.GOLD, 26))
        out.append(("Steps 1-7 of your income are paid. Your buildings now offer a choice; "
                    "each exchange can be made once per income phase, in one direction.",
                    theme.TEXT, 20))
        out.append((f"Coins {b.coins[seat]}, VP {b.vp[seat]}", theme.TEXT, 22))
    return out


def _tile_lines(tile: int) -> list[tuple[str, tuple, int]]:
    out: list[tuple[str, tuple, int]] = [(f"{model.name(tile)}  (cost {T.COST[tile]})",
                                          theme.TEXT, 22)]
    tip = effects.describe(T.TILE_ID[tile])
    if tip:
        out.append((tip, theme.ACCENT, 20))
    elif T.TRANSPORT[tile]:
        out.append(("Carries a transport symbol.", theme.ACCENT, 20))
    return out


_SCORE_ROWS = (("park", "Park", "VP"), ("commerce", "Commerce", "coins"),
               ("culture", "Culture", "VP"), ("industry", "Industry", "coins"),
               ("residential_penalty", "Homes by industry", "VP"),
               ("transport", "Transport", "VP"), ("rebuild_bonus", "Rebuild bonus", "VP"),
               ("palace_of_culture_penalty", "Palace of Culture", "VP"),
               ("final_conversion", "Final conversion", "VP"))


def _score_lines(b: CapitalBoard, names: list[str]) -> list[tuple[str, tuple, int]]:
    seat = b.view_seat
    bd = b.totals(seat)
    out: list[tuple[str, tuple, int]] = [(f"{names[seat]}: income so far", theme.GOLD, 24)]
    for key, label, unit in _SCORE_ROWS:
        if bd.get(key):
            out.append((f"{label}: {bd[key]:+d} {unit}", theme.TEXT, 20))
    for group in ("milestones", "buildings"):
        for ident, entry in bd.get(group, {}).items():
            tile = T.TILE_INDEX[ident]
            parts = [f"{entry['vp']:+d} VP" if entry["vp"] else "",
                     f"{entry['coins']:+d} coins" if entry["coins"] else ""]
            shown = ", ".join(p for p in parts if p) or "0"
            out.append((f"{model.name(tile)}: {shown}", theme.TEXT, 20))
    ex = bd.get("exchanges", {})
    if ex.get("vp") or ex.get("coins"):
        out.append((f"Exchanges: {ex['vp']:+d} VP, {ex['coins']:+d} coins", theme.TEXT, 20))
    if len(out) == 1:
        out.append(("Nothing yet: income comes after each era.", theme.TEXT_DIM, 20))
    out += _outlook(b, names, seat)
    return out


def _outlook(b: CapitalBoard, names: list[str], seat: int) -> list[tuple[str, tuple, int]]:
    """What the era's end would bring now: income and the milestone race."""
    vp, coins = b.outlook(seat)
    out: list[tuple[str, tuple, int]] = [("", theme.TEXT, 10),
                                         (f"If the era ended now: +{vp} VP, +{coins} coins",
                                          theme.ACCENT, 20)]
    state = b.state
    if state.era <= 5 and not state.is_terminal():
        face = state.faces[state.era - 1]
        winner, why = b.milestone_now()
        lead = names[winner] if winner is not None else "nobody"
        metric = effects.MILESTONES[model.milestone_id(face)][0]
        out.append((f"{model.name(T.MILESTONE_TILE[face])} ({metric}): {lead} leads - {why}",
                    theme.TEXT_DIM, 20))
    return out


# -- the strip: era, hand, milestones ------------------------------------------------
def draw_strip(b: CapitalBoard, surface: pygame.Surface) -> None:
    """Era and passing direction, the (private) hand, the five milestones."""
    m = layout
    viewer = b.viewer()
    era = b.shown_era()
    button = b.discard_button
    hint = tuple(b.hint_action) if b.hint_action is not None else None
    key = ("strip", b.version, viewer, b.human, b.selected, b.rotation % 4, hint, b.kind, era,
           button.hover, button.pressed, b.flight is None)
    drawn: list[int | None] = []

    def paint(target: pygame.Surface) -> None:
        backdrop.panel(target, m.STRIP, 230)
        _draw_era(b, target, pygame.Rect(m.STRIP.x + 8, m.STRIP.y + 8,
                                         m.HAND.x - m.STRIP.x - 16, m.STRIP.h - 16))
        _draw_hand(b, target)
        _draw_milestones(b, target)
        drawn.append(b.hand_drawn_for)

    cache = _layer_cache(b, key)
    hands = _layer_cache(b, ("strip-hand",))
    if key not in cache:
        cached(b, surface, key, m.STRIP, paint)
        hands[key] = drawn[0] if drawn else None
    else:
        surface.blit(cache[key], m.STRIP)
    b.hand_drawn_for = hands.get(key)
    for ms in b.slots:
        if ms.status == "now":
            rect = b.milestone_rect(ms.slot)
            pulse = 0.5 + 0.5 * math.sin(b.time * 4)
            pygame.draw.rect(surface, theme.shade(theme.GOLD, 0.7 + 0.4 * pulse),
                             rect.inflate(6, 6), 3, border_radius=4)


def _draw_era(b: CapitalBoard, surface: pygame.Surface, box: pygame.Rect) -> None:
    pygame.draw.rect(surface, (18, 30, 50), box, border_radius=10)
    era = b.shown_era()
    text.draw(surface, f"Era {era.roman}", 40, theme.GOLD, (box.x + 12, box.y + 6), bold=True)
    text.draw(surface, "of VI", 20, theme.TEXT_DIM, (box.x + 124, box.y + 20))
    phase = {"pick": f"round {era.rnd} of 4: pick", "build": f"round {era.rnd} of 4: build",
             "war": "war", "milestone": "milestone", "economics": "income",
             "exchange": "income", "shrink": "shrinking", "end": "game over",
             "income": "income"}[era.phase]
    text.draw(surface, phase, 22, theme.TEXT, (box.x + 12, box.y + 46))
    # the passing direction: an arrow round the table
    cy = box.bottom - 28
    left = era.passing == "left"
    label = "hands pass left" if left else "hands pass right"
    r = text.draw(surface, label, 20, theme.ACCENT, (box.x + 12, cy - 8))
    ax = r.right + 10
    pts = ([(ax + 22, cy - 8), (ax + 2, cy + 2), (ax + 22, cy + 12)] if left
           else [(ax, cy - 8), (ax + 20, cy + 2), (ax, cy + 12)])
    pygame.draw.polygon(surface, theme.ACCENT, pts)
    text.draw(surface, "(clockwise)" if left else "(anticlockwise)", 16, theme.TEXT_DIM,
              (box.x + 12, cy + 14))


def _draw_hand(b: CapitalBoard, surface: pygame.Surface) -> None:
    m = layout
    box = m.HAND
    pygame.draw.rect(surface, (18, 30, 50), box, border_radius=10)
    seats = b.scene.session.seats
    viewer = b.viewer()
    held = b.held_tile()
    if held is not None and viewer == b.human:
        _draw_held(b, surface, held)
        return
    if viewer is None:
        seat = b.state.current_player
        count = b.hand_sizes[seat] if seat is not None else 0
        who = seats[seat].name if seat is not None else ""
        text.draw(surface, f"{who}'s hand: {count} tiles (hidden)" if who else "", 20,
                  theme.TEXT_DIM, (box.x + 10, box.y + 4))
        for i in range(count):
            surface.blit(art.back(m.CARD - 20), b.card_rect(i).inflate(-20, -20))
        return
    hand = model.hand(b.state, viewer)
    b.hand_drawn_for = viewer
    if not hand:
        text.draw(surface, "No tiles in hand: the next era deals 4 new ones", 20,
                  theme.TEXT_DIM, (box.x + 10, box.y + 4))
        return
    picking = b.kind == "pick" and b.human == viewer
    title = "Your hand - pick one" if picking else f"{seats[viewer].name}'s hand"
    text.draw(surface, title, 20, theme.TEXT, (box.x + 10, box.y + 4))
    coins = b.coins[viewer]
    for i, tile in enumerate(hand):
        rect = b.card_rect(i)
        if picking and i == b.selected:
            rect = rect.move(0, -6)
        surface.blit(art.tile(tile * 4, rect.w), rect)
        hinted = b.hint_action is not None and b.hint_action[0] == 0 and b.hint_action[1] == tile
        edge = theme.GOLD if picking and i == b.selected else ((120, 255, 255) if hinted else None)
        if edge is not None:
            pygame.draw.rect(surface, edge, rect.inflate(6, 6), 3, border_radius=4)
        art.coin(surface, rect.right - 12, rect.bottom - 12, 11, str(T.COST[tile]))
        if T.COST[tile] > coins:
            pygame.draw.circle(surface, theme.DANGER, (rect.right - 12, rect.bottom - 12), 12, 2)
        if picking:
            key = pygame.Rect(rect.x - 4, rect.y - 4, 16, 16)
            pygame.draw.rect(surface, (16, 22, 34), key, border_radius=4)
            text.draw(surface, str(i + 1), 16, theme.TEXT, key.center, "center")


def _draw_held(b: CapitalBoard, surface: pygame.Surface, tile: int) -> None:
    m = layout
    box = m.HAND
    text.draw(surface, "Your pick - build it or discard it", 20, theme.TEXT,
              (box.x + 10, box.y + 4))
    code = tile * 4 + (0 if model.is_whole(tile) else b.rotation % 4)
    rect = pygame.Rect(box.x + 210, box.y + 28, m.CARD, m.CARD)
    surface.blit(art.tile(code, m.CARD), rect)
    art.coin(surface, rect.right - 12, rect.bottom - 12, 11, str(T.COST[tile]))
    if not model.is_whole(tile):
        text.draw(surface, "R / wheel turns it", 18, theme.TEXT_DIM, (box.x + 12, box.y + 86))
    b.discard_button.rect.topleft = (box.x + 10, box.y + 36)
    b.discard_button.rect.size = (190, 40)
    b.discard_button.draw(surface)
    rest = model.hand(b.state, b.human)
    b.hand_drawn_for = b.human
    if rest:
        text.draw(surface, "still in hand", 18, theme.TEXT_DIM, (rect.right + 10, rect.y + 6))
    for i, other in enumerate(rest):
        r = pygame.Rect(rect.right + 10 + i * 38, rect.y + 28, 34, 34)
        if r.right > box.right - 4:
            break
        surface.blit(art.tile(other * 4, 34), r)


def _draw_milestones(b: CapitalBoard, surface: pygame.Surface) -> None:
    m = layout
    box = m.MILES
    pygame.draw.rect(surface, (18, 30, 50), box, border_radius=10)
    text.draw(surface, "Milestones (hover for details)", 18, theme.TEXT_DIM,
              (box.x + 8, box.y + 6))
    seats = b.scene.session.seats
    for ms in b.slots:
        rect = b.milestone_rect(ms.slot)
        image = art.tile(ms.tile * 4, rect.w)
        if ms.status in ("unawarded", "lost"):
            image = image.copy()
            image.set_alpha(90)
        surface.blit(image, rect)
        text.draw(surface, model.ROMAN[ms.slot], 18, theme.TEXT, (rect.centerx, rect.bottom + 3),
                  "midtop", True)
        if ms.status in ("placed", "lost") and ms.owner is not None:
            colour = theme.seat_colour(seats[ms.owner].colour)
            pygame.draw.circle(surface, colour, (rect.right - 4, rect.y + 4), 7)
            pygame.draw.circle(surface, (0, 0, 0), (rect.right - 4, rect.y + 4), 7, 1)
        if ms.status == "unawarded":
            pygame.draw.line(surface, theme.DANGER, rect.topleft, rect.bottomright, 3)


# -- the side panels ----------------------------------------------------------------
def draw_side(b: CapitalBoard, surface: pygame.Surface) -> None:
    """One panel per seat (VP, purse, pick, hand size, district), then the buttons."""
    state = b.state
    seats = b.scene.session.seats
    thinking = b.scene.thinking_progress()
    viewer = b.viewer()
    reveal = next((e for e in b.events if e.kind == "reveal" and e.started), None)
    for i, rect in enumerate(b.panels):
        slot = b.pick_slot(i)
        flying = b.flight is not None and b.flight.start == slot
        key = ("panel", i, b.version, tuple(b.display_vp), b.display_coins[i],
               state.current_player, b.view_seat, viewer, flying, rect.size)
        if reveal is not None:
            _paint_panel(b, surface, i, viewer)
        else:
            cached(b, surface, key, rect, lambda target, i=i: _paint_panel(b, target, i, viewer))
        b.purses[i].draw(surface)
        if thinking is not None and thinking[0] == i:
            colour = theme.seat_colour(seats[i].colour)
            bar = pygame.Rect(rect.x + 148, rect.y + 8, 46, 6)
            pygame.draw.rect(surface, theme.BUTTON_DOWN, bar, border_radius=3)
            fill = bar.copy()
            fill.w = int(bar.w * max(0.0, min(1.0, thinking[1])))
            pygame.draw.rect(surface, colour, fill, border_radius=3)
    m = layout
    top = b.panels[-1].bottom + 8
    box = pygame.Rect(m.SIDE.x, top, m.SIDE.w, m.SIDE.bottom - 54 - top)
    era = b.era
    cached(b, surface, ("scorebox", era.roman, era.passing, box.size), box,
           lambda target: _draw_score_box(b, target, box))
    if not b.scene.attract:
        b.widgets.draw(surface)


def _paint_panel(b: CapitalBoard, surface: pygame.Surface, i: int, viewer: int | None) -> None:
    """The parts of seat ``i``'s panel that change only with the state."""
    state = b.state
    seat = b.scene.session.seats[i]
    rect = b.panels[i]
    best = max(b.display_vp)
    colour = theme.seat_colour(seat.colour)
    backdrop.panel(surface, rect, 225)
    pygame.draw.rect(surface, colour, (rect.x, rect.y + 8, 8, rect.h - 16), border_radius=4)
    if i == b.view_seat:
        pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=14)
    if i == state.current_player:
        pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=14)
    compact = rect.h < 130
    name = text.draw(surface, seat.name[:12], 26, theme.TEXT, (rect.x + 16, rect.y + 6),
                     bold=True)
    if seat.is_ai:
        at = (name.right + 6, name.y + 6) if compact else (rect.x + 16, rect.y + 28)
        text.draw(surface, f"AI {seat.level}", 16, theme.TEXT_DIM, at)
    vp = b.display_vp[i]
    vy = rect.y + (44 if compact else 58)
    art.star(surface, rect.x + 26, vy, 13)
    r = text.draw(surface, f"{vp}", 32, theme.GOLD, (rect.x + 44, vy), "midleft", True)
    if vp == best and b.display_vp.count(best) < len(b.display_vp):
        icon = mermaid.crown(18)
        surface.blit(icon, icon.get_rect(midleft=(r.right + 4, r.centery)))
    purse = b.purses[i]
    label = text.draw(surface, f"{b.display_coins[i]}", 24, theme.GOLD,
                      (purse.rect.right + 6, purse.rect.centery), "midleft", True)
    art.coin(surface, label.right + 9, purse.rect.centery, 7)
    slot = b.pick_slot(i)
    _draw_pick(b, surface, i, slot, viewer)
    count = b.hand_sizes[i]
    if count:
        text.draw(surface, f"hand {count}", 16, theme.TEXT_DIM, (slot.centerx, slot.bottom + 3),
                  "midtop")
    thumb = b.thumb(i, (rect.w - 214, rect.h - 12))
    surface.blit(thumb, (rect.x + 206, rect.y + 6))


def _draw_pick(b: CapitalBoard, surface: pygame.Surface, seat: int, slot: pygame.Rect,
               viewer: int | None) -> None:
    tile = b.picks[seat]
    flying = b.flight is not None and b.flight.start == slot
    pygame.draw.rect(surface, (14, 22, 36), slot.inflate(4, 4), border_radius=6)
    if tile < 0 or flying:
        text.draw(surface, "pick", 14, theme.TEXT_DIM, slot.center, "center")
        return
    reveal = next((e for e in b.events if e.kind == "reveal"), None)
    face_up = b.picks_up or seat == viewer
    if reveal is not None and reveal.started and b.picks_up:
        # the flip: shrink the back, grow the face (all picks at the same moment)
        t = min(1.0, reveal.time / max(1e-6, b.app.anim(reveal.duration) * 0.6))
        squash = abs(math.cos(math.pi * t))
        image = art.back(slot.w) if t < 0.5 else art.tile(tile * 4, slot.w)
        w = max(1, int(slot.w * squash))
        surface.blit(pygame.transform.smoothscale(image, (w, slot.h)),
                     (slot.centerx - w // 2, slot.y))
        return
    if reveal is not None and not reveal.started and seat != viewer:
        face_up = False
    surface.blit(art.tile(tile * 4, slot.w) if face_up else art.back(slot.w), slot)


def _draw_score_box(b: CapitalBoard, surface: pygame.Surface, box: pygame.Rect) -> None:
    backdrop.panel(surface, box, 225)
    era = b.era
    text.draw(surface, f"Era {era.roman} - hands pass {era.passing}", 22, theme.TEXT,
              (box.x + 14, box.y + 8), bold=True)
    y = box.y + 34
    types = list(zip(art.COLOURS, art.TYPE_NAMES, strict=True))
    for k, (colour, label) in enumerate(types):
        cx = box.x + 14 + (k % 3) * 116
        cy = y + (k // 3) * 26
        rect = pygame.Rect(cx, cy, 22, 22)
        pygame.draw.rect(surface, colour, rect)
        art.icon(surface, k, rect.centerx, rect.centery, 8)
        text.draw(surface, label, 18, theme.TEXT, (rect.right + 5, rect.centery), "midleft")
    y += 58
    lines = [
        "Park: best park, by homes around it",
        "Commerce: 1 coin per home region touching",
        "Culture: star values as VP",
        "Industry: coin values; -1 VP per home by it",
        "Transport: 2 VP per group if 2+ groups",
    ]
    for line in lines:
        if y > box.bottom - 20:
            break
        text.draw(surface, line, 18, theme.TEXT_DIM, (box.x + 14, y))
        y += 19


# -- tips ---------------------------------------------------------------------------
def tip_at(b: CapitalBoard, point: tuple[int, int]) -> tuple[str, str] | None:
    """(title, text) of what is under the mouse, or None."""
    if b.dialog is not None and b.human is not None:
        return None
    for ms in b.slots:
        if b.milestone_rect(ms.slot).collidepoint(point):
            ident = T.TILE_ID[ms.tile]
            status = {"upcoming": f"awarded after era {model.ROMAN[ms.slot]}",
                      "now": "awarded this era", "unawarded": "nobody won it",
                      "placed": "placed", "lost": "lost"}[ms.status]
            if ms.owner is not None:
                who = b.scene.session.seats[ms.owner].name
                status = f"won by {who}" + (", since covered or destroyed"
                                            if ms.status == "lost" else "")
            return model.name(ms.tile), f"{effects.describe(ident)} ({status})"
    pos = b.pos_at(point)
    placing = b.human is not None and b.kind in ("build", "war", "milestone")
    if pos is not None and pos in b.dists[b.view_seat] and not placing:
        st = b.dists[b.view_seat][pos]
        tile = st[-1] >> 2
        body = effects.describe(T.TILE_ID[tile]) or describe_quarters(st[-1])
        if len(st) > 1:
            body += f" - rebuilt, {len(st)} tiles high"
        title = model.name(tile)
        return (f"Tile {title}" if " " not in title else title), body
    viewer = b.viewer()
    if viewer is not None and b.kind == "pick":
        for i, tile in enumerate(model.hand(b.state, viewer)):
            if b.card_rect(i).collidepoint(point):
                body = effects.describe(T.TILE_ID[tile]) or describe_quarters(tile * 4)
                return f"{model.name(tile)} (cost {T.COST[tile]})", body
    return None


def describe_quarters(code: int) -> str:
    """'park, residential, culture 2 (VP), industry 1 (coin); transport' for a quartered tile."""
    parts = []
    for q in model.quarters(code):
        kind, value = divmod(q, 4)
        label = art.TYPE_NAMES[kind]
        if value:
            label += f" {value} ({'VP' if kind == 3 else 'coins'})"
        parts.append(label)
    out = "NW to SW clockwise: " + ", ".join(parts)
    if T.TRANSPORT[code >> 2]:
        out += "; transport symbol"
    return out + f"; cost {T.COST[code >> 2]}"


def draw_tip(b: CapitalBoard, surface: pygame.Surface) -> None:
    """The hover tip near the mouse."""
    tip = b.hover_tip
    if tip is None:
        return
    title, body = tip
    lines = text.wrap(body, 20, 300)
    w = 320
    h = 30 + 18 * len(lines)
    mx, my = b.app.mouse
    box = pygame.Rect(mx + 16, my + 16, w, h)
    box.clamp_ip(pygame.Rect(0, 0, 1280, 720))
    if box.collidepoint(mx, my):
        box.bottom = my - 8
    pygame.draw.rect(surface, (16, 22, 34), box, border_radius=8)
    pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=8)
    text.draw(surface, title, 22, theme.GOLD, (box.x + 10, box.y + 6), bold=True)
    for i, line in enumerate(lines):
        text.draw(surface, line, 20, theme.TEXT, (box.x + 10, box.y + 28 + i * 18))


def thumbnail(district: dict, box: tuple[int, int]) -> pygame.Surface:
    """A seat's district scaled into ``box``."""
    out = pygame.Surface(box, pygame.SRCALPHA)
    xs = [p[0] for p in district]
    ys = [p[1] for p in district]
    cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    size = int(max(6, min(box[0] / max(cols, 3), box[1] / max(rows, 3), 40)))
    w, h = cols * size, rows * size
    ox = (box[0] - w) // 2 - min(xs) * size
    oy = (box[1] - h) // 2 - min(ys) * size
    for (x, y), st in district.items():
        out.blit(art.tile(st[-1], size), (ox + x * size, oy + y * size))
        if len(st) > 1:
            pygame.draw.circle(out, (255, 255, 255), (ox + x * size + 4, oy + y * size + 4), 3)
    return out
