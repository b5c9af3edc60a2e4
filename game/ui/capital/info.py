"""The info panel beside the district: the decision at hand, previews, income so far."""

from __future__ import annotations

import pygame

from game.rules.capital import tables as T
from game.ui.capital import effect_texts, layout, view_model
from game.ui.capital.layers import fast
from game.ui.capital.look import Look
from game.ui.capital.tips import describe_quarters
from game.ui.kit import backdrop, text, theme
from game.ui.kit.person import does
from game.ui.play.move_words import plural, signed


def draw_info(b: Look, surface: pygame.Surface) -> None:
    m = layout
    box = m.INFO
    backdrop.panel(surface, box, 220)
    x, y = box.x + 12, box.y + 10
    names = [s.name for s in b.seats]
    lines: list[tuple[str, tuple[int, int, int], int]] = []
    if b.log:
        seat = b.log[-1].seat
        lines.append((f"{names[seat]}: income", theme.GOLD, 24))
        for beat in b.log:
            parts = []
            if beat.vp:
                parts.append(f"{beat.vp:+d} VP")
            if beat.coins:
                parts.append(signed(beat.coins, "coin"))
            lines.append((f"{beat.label}", theme.TEXT, 20))
            lines.append(("      " + ", ".join(parts) if parts else "", theme.ACCENT, 20))
        vp = sum(beat.vp for beat in b.log)
        coins = sum(beat.coins for beat in b.log)
        lines.append((f"So far: {vp:+d} VP, {signed(coins, 'coin')}", theme.GOLD, 22))
        if not b.hurry and not b.attract:
            lines.append(("", theme.TEXT, 10))
            lines.append(("Space or a click hurries the income along", theme.TEXT_DIM, 18))
    elif any(e.kind == "beat" for e in b.events):
        era = view_model.ROMAN[b.era.era - 1]
        lines = [(f"Income of era {era}", theme.GOLD, 24),
                 ("Each step lights up what it scores; VP swim to the mermaid track and "
                  "coins drop into the purse.", theme.TEXT_DIM, 20)]
    elif b.human is not None and b.view_seat == b.human:
        lines = _decision_lines(b, names, b.human)
    else:
        lines = _score_lines(b, names)
    key = ("info", tuple(lines))
    cache = b.layers.cache(key)
    if text.recording():  # a layout check: draw in place so every line is recorded
        _draw_lines(surface, lines, box, x, y)
        return
    layer = cache.get(key)
    if layer is None:
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        for line, colour, size in lines:
            for part in text.wrap(line, size, box.w - 24) if line else [""]:
                if y - box.y > box.h - size:
                    break
                text.draw(layer, part, size, colour, (x - box.x, y - box.y))
                y += size - 2
        layer = fast(layer)
        cache[key] = layer
    surface.blit(layer, box)


def _draw_lines(surface: pygame.Surface, lines: list, box: pygame.Rect, x: int, y: int) -> None:
    """The info lines drawn straight on ``surface`` (as the cached layer shows them)."""
    for line, colour, size in lines:
        for part in text.wrap(line, size, box.w - 24) if line else [""]:
            if y - box.y > box.h - size:
                break
            text.draw(surface, part, size, colour, (x, y))
            y += size - 2


def _decision_lines(b: Look, names: list[str], seat: int) -> list[tuple[str, tuple, int]]:
    """What the human at ``seat`` (viewed) is deciding, and the facts that decide it."""
    state = b.state
    out: list[tuple[str, tuple, int]] = []
    coins = b.coins[seat]
    if b.kind == "pick":
        out.append(("Pick a tile", theme.GOLD, 26))
        out.append((f"Everyone picks at once; picks are revealed together. The rest of "
                    f"your hand passes {view_model.direction(state.era)}.", theme.TEXT_DIM, 20))
        hand = b.my_hand
        shown = next((i for i in range(len(hand)) if layout.card_rect(i).collidepoint(b.mouse)),
                     b.selected)
        if shown is not None and shown < len(hand):
            out.append(("", theme.TEXT, 8))
            out += _tile_lines(hand[shown])
        out.append((f"Your coins: {coins}", theme.TEXT, 22))
        out += _outlook(b, names, seat)
    elif b.kind == "build":
        tile = b.held
        out.append(("Build or discard", theme.GOLD, 26))
        if tile is not None:
            out += _tile_lines(tile)
        pos = b.locked or b.hover
        preview = b.preview_here if pos in b.targets else None
        if preview is not None:
            cost, how, now, after = preview
            out.append((f"Here: cost {cost}  ({how})", theme.TEXT, 21))
            out.append((f"Coins {coins} -> {coins - cost}", theme.TEXT, 21))
            out.append((f"Income now: {now[0]} VP, {plural(now[1], 'coin')}", theme.TEXT_DIM, 20))
            dv, dc = after[0] - now[0], after[1] - now[1]
            colour = theme.OK if dv + dc > 0 else (theme.DANGER if dv + dc < 0 else theme.TEXT)
            out.append((f"With it: {after[0]} VP, {plural(after[1], 'coin')} "
                        f"({dv:+d} VP, {signed(dc, 'coin')})",
                        colour, 21))
        else:
            out.append(("Green: empty places. Gold: rebuild on top (pay the difference). "
                        "Cyan: the hint. White outline: the last tile placed.",
                        theme.TEXT_DIM, 20))
        gain = 5 if T.T_SIGISMUND in {st[-1] >> 2 for st in b.dists[seat].values()} else 3
        if b.human is not None and not b.targets:
            out.append((f"You cannot afford to build this tile anywhere: discard it for "
                        f"{signed(gain, 'coin')} (D).", theme.DANGER, 22))
        else:
            out.append((f"Discard: {signed(gain, 'coin')}", theme.TEXT_DIM, 20))
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
        winner, why = view_model.milestone_reason(b.dists, b.coins, b.vp, face, names)
        out.append((f"You win {view_model.name(tile)}!", theme.GOLD, 24))
        out.append((f"Measured: {why}", theme.TEXT, 20))
        out.append((effect_texts.describe(T.TILE_ID[tile]), theme.TEXT_DIM, 20))
        out.append(("Place it free on an empty place or on top of a stack.", theme.TEXT, 20))
    else:
        out.append(("Income choices", theme.GOLD, 26))
        out.append(("Steps 1-7 of your income are paid. Your buildings now offer a choice; "
                    "each exchange can be made once per income phase, in one direction.",
                    theme.TEXT, 20))
        out.append((f"Coins {b.coins[seat]}, VP {b.vp[seat]}", theme.TEXT, 22))
    return out


def _tile_lines(tile: int) -> list[tuple[str, tuple, int]]:
    out: list[tuple[str, tuple, int]] = [(f"{view_model.name(tile)}  (cost {T.COST[tile]})",
                                          theme.TEXT, 22)]
    tip = effect_texts.describe(T.TILE_ID[tile]) or describe_quarters(tile * 4)
    out.append((tip, theme.ACCENT, 20))
    return out


_SCORE_ROWS = (("park", "Park", "VP"), ("commerce", "Commerce", "coins"),
               ("culture", "Culture", "VP"), ("industry", "Industry", "coins"),
               ("residential_penalty", "Homes by industry", "VP"),
               ("transport", "Transport", "VP"), ("rebuild_bonus", "Rebuild bonus", "VP"),
               ("palace_of_culture_penalty", "Palace of Culture", "VP"),
               ("final_conversion", "Final conversion", "VP"))


def _score_lines(b: Look, names: list[str]) -> list[tuple[str, tuple, int]]:
    seat = b.view_seat
    bd = b.totals_viewed
    out: list[tuple[str, tuple, int]] = [(f"{names[seat]}: income so far", theme.GOLD, 24)]
    for key, label, unit in _SCORE_ROWS:
        if bd.get(key):
            out.append((f"{label}: {bd[key]:+d} {unit}", theme.TEXT, 20))
    for group in ("milestones", "buildings"):
        for ident, entry in bd.get(group, {}).items():
            tile = T.TILE_INDEX[ident]
            parts = [f"{entry['vp']:+d} VP" if entry["vp"] else "",
                     signed(entry["coins"], "coin") if entry["coins"] else ""]
            shown = ", ".join(p for p in parts if p) or "0"
            out.append((f"{view_model.name(tile)}: {shown}", theme.TEXT, 20))
    ex = bd.get("exchanges", {})
    if ex.get("vp") or ex.get("coins"):
        out.append((f"Exchanges: {ex['vp']:+d} VP, {signed(ex['coins'], 'coin')}", theme.TEXT, 20))
    if len(out) == 1:
        out.append(("Nothing yet: income comes after each era.", theme.TEXT_DIM, 20))
    out += _outlook(b, names, seat)
    return out


def _outlook(b: Look, names: list[str], seat: int) -> list[tuple[str, tuple, int]]:
    """What the era's end would bring now: income and the milestone race."""
    vp, coins = b.outlooks[seat]
    out: list[tuple[str, tuple, int]] = [("", theme.TEXT, 10),
                                         (f"If the era ended now: +{vp} VP, "
                                          f"{signed(coins, 'coin')}",
                                          theme.ACCENT, 20)]
    state = b.state
    if state.era <= 5 and not state.is_terminal():
        face = state.faces[state.era - 1]
        assert b.milestone_lead is not None, "set while a milestone is to come"
        winner, why = b.milestone_lead
        lead = names[winner] if winner is not None else "nobody"
        metric = effect_texts.MILESTONES[view_model.milestone_id(face)][0]
        out.append((f"{view_model.name(T.MILESTONE_TILE[face])} ({metric}): "
                    f"{does(lead, 'lead')} - {why}",
                    theme.TEXT_DIM, 20))
    return out
