"""The strip under the track: era and passing direction, the private hand, milestones."""

from __future__ import annotations

import math

import pygame

from game.engine.i18n import _, ngettext
from game.rules.capital import tables as T
from game.ui.capital import art, layout, view_model
from game.ui.capital.look import Look
from game.ui.kit import backdrop, text, theme
from game.ui.kit.person import person


def draw_strip(b: Look, surface: pygame.Surface) -> int | None:
    """Era and passing direction, the (private) hand, the five milestones; whose hand
    the strip shows (None: nobody's)."""
    m = layout
    viewer = b.viewer
    era = b.era
    button = b.discard_button
    hint = tuple(b.hint_action) if b.hint_action is not None else None
    key = ("strip", b.version, viewer, b.human, b.selected, b.rotation % 4, hint, b.kind, era,
           button.hover, button.pressed, b.flight is None)
    drawn: list[int | None] = []

    def paint(target: pygame.Surface) -> None:
        backdrop.panel(target, m.STRIP, 230)
        _draw_era(b, target, pygame.Rect(m.STRIP.x + 8, m.STRIP.y + 8,
                                         m.HAND.x - m.STRIP.x - 16, m.STRIP.h - 16))
        drawn.append(_draw_hand(b, target))
        _draw_milestones(b, target)

    cache = b.layers.cache(key)
    hands = b.layers.cache(("strip-hand",))
    if key not in cache or text.recording():  # a layout check: every word recorded
        b.layers.draw(surface, key, m.STRIP, paint)
        hands[key] = drawn[0] if drawn else None
    else:
        surface.blit(cache[key], m.STRIP)
    for ms in b.slots:
        if ms.status == "now":
            rect = layout.milestone_rect(ms.slot)
            pulse = 0.5 + 0.5 * math.sin(b.time * 4)
            pygame.draw.rect(surface, theme.shade(theme.GOLD, 0.7 + 0.4 * pulse),
                             rect.inflate(6, 6), 3, border_radius=4)
    return hands.get(key)


def _draw_era(b: Look, surface: pygame.Surface, box: pygame.Rect) -> None:
    pygame.draw.rect(surface, (18, 30, 50), box, border_radius=10)
    era = b.era
    title = text.draw(surface, _("Era {era}").format(era=era.era), 40, theme.GOLD,
                      (box.x + 12, box.y + 6), bold=True)
    # Translators: drawn small after the big "Era {era}": the number of eras
    text.draw(surface, _("of {eras}").format(eras=6), 20, theme.TEXT_DIM,
              (max(box.x + 124, title.right + 8), box.y + 20))
    # Translators: the step of the era now ({round}: 1 to 4)
    phase = {"pick": _("round {round} of 4: pick").format(round=era.rnd),
             "build": _("round {round} of 4: build").format(round=era.rnd),
             "war": _("war"), "milestone": _("milestone"), "economics": _("income"),
             "exchange": _("income"), "shrink": _("shrinking"), "end": _("game over"),
             "income": _("income")}[era.phase]
    text.draw(surface, phase, 22, theme.TEXT, (box.x + 12, box.y + 46))
    # the passing direction: an arrow round the table
    cy = box.bottom - 28
    left = era.passing == "left"
    label = _("hands pass left") if left else _("hands pass right")
    r = text.draw(surface, label, 20, theme.ACCENT, (box.x + 12, cy - 8))
    ax = r.right + 10
    pts = ([(ax + 22, cy - 8), (ax + 2, cy + 2), (ax + 22, cy + 12)] if left
           else [(ax, cy - 8), (ax + 20, cy + 2), (ax, cy + 12)])
    pygame.draw.polygon(surface, theme.ACCENT, pts)
    text.draw(surface, _("(clockwise)") if left else _("(anticlockwise)"), 16, theme.TEXT_DIM,
              (box.x + 12, cy + 14))


def _draw_hand(b: Look, surface: pygame.Surface) -> int | None:
    """The hand box; whose hand it shows (None: nobody's)."""
    m = layout
    box = m.HAND
    pygame.draw.rect(surface, (18, 30, 50), box, border_radius=10)
    seats = b.seats
    viewer = b.viewer
    held = b.held
    if held is not None and viewer == b.human:
        return _draw_held(b, surface, held)
    if viewer is None:
        seat = b.state.current_player
        count = b.hand_sizes[seat] if seat is not None else 0
        who = seats[seat].name if seat is not None else ""
        said = person(who).say(
            ngettext("Your hand: {n} tile (hidden)", "Your hand: {n} tiles (hidden)", count),
            ngettext("{name}'s hand: {n} tile (hidden)", "{name}'s hand: {n} tiles (hidden)",
                     count), n=count) if who else ""
        text.draw(surface, said, 20, theme.TEXT_DIM, (box.x + 10, box.y + 4))
        for i in range(count):
            back = art.back(m.CARD - 20)
            place = layout.card_rect(i).inflate(-20, -20)
            surface.blit(back, place)
            text.mark_words(surface, back, place.topleft)
        return None
    hand = view_model.hand(b.state, viewer)
    if not hand:
        text.draw(surface, _("No tiles in hand: the next era deals 4 new ones"), 20,
                  theme.TEXT_DIM, (box.x + 10, box.y + 4))
        return viewer
    picking = b.kind == "pick" and b.human == viewer
    title = _("Your hand - pick one") if picking else person(seats[viewer].name).say(
        _("Your hand"), _("{name}'s hand"))
    text.draw(surface, title, 20, theme.TEXT, (box.x + 10, box.y + 4))
    coins = b.coins[viewer]
    for i, tile in enumerate(hand):
        rect = layout.card_rect(i)
        if picking and i == b.selected:
            rect = rect.move(0, -6)
        _show(surface, art.tile(tile * 4, rect.w), rect)
        hinted = b.hint_action is not None and b.hint_action[0] == 0 and b.hint_action[1] == tile
        edge = theme.GOLD if picking and i == b.selected else ((120, 255, 255) if hinted else None)
        if edge is not None:
            pygame.draw.rect(surface, edge, rect.inflate(6, 6), 3, border_radius=4)
        _cost(surface, tile, rect, T.COST[tile] > coins)
        if picking:
            key = pygame.Rect(rect.x - 4, rect.y - 4, 16, 16)
            pygame.draw.rect(surface, (16, 22, 34), key, border_radius=4)
            text.draw(surface, str(i + 1), 16, theme.TEXT, key.center, "center")
    return viewer


def _draw_held(b: Look, surface: pygame.Surface, tile: int) -> int | None:
    """The picked tile with the discard button and the rest of the hand; whose hand."""
    m = layout
    box = m.HAND
    stuck = not b.targets  # no affordable place: the only way on is to discard it
    heading = (_("Your pick - you cannot afford it: discard it") if stuck
               else _("Your pick - build it or discard it"))
    text.draw(surface, heading, 20, theme.DANGER if stuck else theme.TEXT,
              (box.x + 10, box.y + 4))
    code = tile * 4 + (0 if view_model.is_whole(tile) else b.rotation % 4)
    rect = pygame.Rect(box.x + 210, box.y + 24, m.CARD, m.CARD)
    _show(surface, art.tile(code, m.CARD), rect)
    _cost(surface, tile, rect, False)
    if not view_model.is_whole(tile):
        text.draw(surface, _("R / wheel turns it"), 18, theme.TEXT_DIM, (box.x + 12, box.y + 86))
    b.discard_button.rect.topleft = (box.x + 10, box.y + 36)
    b.discard_button.rect.size = (190, 40)
    b.discard_button.draw(surface)
    assert b.human is not None, "a held tile is the human's"
    rest = view_model.hand(b.state, b.human)
    if rest:
        text.draw(surface, _("still in hand"), 18, theme.TEXT_DIM, (rect.right + 10, rect.y + 6))
    for i, other in enumerate(rest):
        r = pygame.Rect(rect.right + 10 + i * 38, rect.y + 28, 34, 34)
        if r.right > box.right - 4:
            break
        _show(surface, art.tile(other * 4, 34), r)
    return b.human


def _show(surface: pygame.Surface, tile: pygame.Surface, rect: pygame.Rect) -> None:
    """Blit a tile's picture, its printed words (values, a name) recorded as on screen."""
    surface.blit(tile, rect)
    text.mark_words(surface, tile, rect.topleft)


def _cost(surface: pygame.Surface, tile: int, rect: pygame.Rect, dear: bool) -> None:
    """The printed cost under a hand tile (red when it is more than the coins in hand)."""
    colour = theme.DANGER if dear else theme.TEXT
    # Translators: a tile's printed cost, a coin drawn after it
    label = text.draw(surface, _("cost {cost}").format(cost=T.COST[tile]), 18, colour,
                      (rect.centerx - 6, rect.bottom + 2), "midtop", True)
    art.coin(surface, label.right + 8, label.centery, 6)


def _draw_milestones(b: Look, surface: pygame.Surface) -> None:
    m = layout
    box = m.MILES
    pygame.draw.rect(surface, (18, 30, 50), box, border_radius=10)
    text.draw(surface, _("Milestones (hover for details)"), 18, theme.TEXT_DIM,
              (box.x + 8, box.y + 6))
    seats = b.seats
    for ms in b.slots:
        rect = layout.milestone_rect(ms.slot)
        kept = art.tile(ms.tile * 4, rect.w)
        image = kept
        if ms.status in ("unawarded", "lost"):
            image = kept.copy()
            image.set_alpha(90)
        surface.blit(image, rect)
        text.mark_words(surface, kept, rect.topleft)  # its name: arrows keep off it
        text.draw(surface, view_model.ROMAN[ms.slot], 18, theme.TEXT,
                  (rect.centerx, rect.bottom + 3), "midtop", True)
        if ms.status in ("placed", "lost") and ms.owner is not None:
            colour = theme.seat_colour(seats[ms.owner].colour)
            pygame.draw.circle(surface, colour, (rect.right - 4, rect.y + 4), 7)
            pygame.draw.circle(surface, (0, 0, 0), (rect.right - 4, rect.y + 4), 7, 1)
        if ms.status == "unawarded":
            pygame.draw.line(surface, theme.DANGER, rect.topleft, rect.bottomright, 3)
