"""Painting the Ginkgopolis board outside the city: the viewer's strip, the seat panels,
the card being revealed, the floating gains and a seat's area.

Every painter takes the frame's :class:`game.ui.ginkgopolis.look.Look` (never the board).
The strip is the only place where private things are drawn, and only for
``look.viewer``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.engine.i18n import _, pgettext
from game.rules.ginkgopolis import actions as A
from game.ui.ginkgopolis import animation, art, faces, panels, results, strip, view_model
from game.ui.ginkgopolis.cityview import VIEW
from game.ui.ginkgopolis.look import Look
from game.ui.kit import backdrop, text, theme
from game.ui.kit.lists import comma
from game.ui.kit.person import person
from game.ui.table import seat_panel
from game.ui.table.level_words import level_label


class Layers:
    """Opaque screen-sized layers painted over the backdrop, one per name, each redrawn
    when its key changes (panels, strip: painted once per state change)."""

    def __init__(self) -> None:
        self._held: dict[str, tuple[tuple, pygame.Surface]] = {}

    def key_of(self, name: str) -> tuple | None:
        """The key the layer ``name`` was last painted for (None: never painted)."""
        held = self._held.get(name)
        return None if held is None else held[0]

    def kept(self, name: str) -> pygame.Surface:
        """The layer ``name`` as last painted (it must have been painted)."""
        return self._held[name][1]

    def get(self, name: str, key: tuple, area: pygame.Rect,
            paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The layer ``name``, repainted in ``area`` by ``paint`` when ``key`` changed;
        blit ``area`` of it."""
        cached = self._held.get(name)
        if cached is None or cached[0] != key or text.recording():
            layer = cached[1] if cached is not None else None
            if layer is None:
                layer = pygame.Surface(theme.LOGICAL_SIZE)
                if pygame.display.get_surface() is not None:
                    layer = layer.convert()
            layer.blit(backdrop.backdrop(), area, area)
            layer.set_clip(area)
            paint(layer)
            layer.set_clip(None)
            cached = (key, layer)
            self._held[name] = cached
        return cached[1]


def prewarm(state: Any) -> None:
    """Render every card face, character and tile chip once (they are cached), outside
    the timed frames."""
    for card in range(72):
        faces.card(state, card, strip.CARD_W, strip.CARD_H)
        faces.card(state, card, 96, 138)
    for char in range(27):
        faces.character(state, char, strip.CARD_W, strip.CARD_H)
    for tile in range(60):
        art.tile_chip(tile, strip.TILE)
        art.tile_chip(tile, strip.TILE, dim=True)
        art.tile_chip(tile, 20)


def draw_strip(look: Look, surface: pygame.Surface) -> None:
    """The strip under the city: the viewer's hand and screen, or a note that hands are
    private; the deciding viewer's buttons."""
    seat = look.viewer
    key = (look.version, seat, look.deciding, look.sel_card, look.sel_tile, look.sel_char,
           look.hint_action, look.letters)

    def paint(layer: pygame.Surface) -> None:
        if seat is None:
            strip.draw_frame(layer, "", "")
            note = (_("Hands are hidden until the hand-off") if look.humans > 1
                    else _("Every hand is private"))
            text.draw(layer, note, 24, theme.TEXT_DIM, strip.STRIP.center, "center")
        else:
            draw_private(look, layer, seat)

    area = strip.STRIP.inflate(4, 4)
    surface.blit(look.layers.get("strip", key, area, paint), area, area)
    if seat is not None:
        look.actions.draw(surface)


def draw_private(look: Look, surface: pygame.Surface, seat: int) -> None:
    """The viewer's own hand and screen (the only place private things are drawn)."""
    state = look.state
    deciding = look.deciding
    mode = look.mode
    name = look.names[seat]
    hinted_card = hinted_tile = None
    if look.hint_action is not None and look.hint_action[0] == A.PLAY:
        hinted_card = look.hint_action[1]
        hinted_tile = look.hint_action[2]
    if mode == "draft":
        chars = view_model.draft_hand(state, seat)
        who = person(name)
        # Translators: R, P and T are the letters printed on the character cards
        strip.draw_frame(surface, who.say(_("Your draft hand"), _("{name}'s draft hand")),
                         _("kept so far (gift: R resources, P points, T tiles)"))
        legal = set(chars) if deciding == seat else set()
        strip.draw_cards(surface, state, chars, look.sel_char, legal, None, characters=True)
        for i, char in enumerate(view_model.draft_picks(state, seat)):
            face = faces.character(state, char, strip.CARD_W, strip.CARD_H)
            surface.blit(face, (strip.TILES_X + i * (strip.CARD_W + 8), strip.STRIP.y + 24))
        return
    cards = view_model.hand(state, seat)
    tiles = view_model.screen_tiles(state, seat)
    chosen = view_model.phase(state) == view_model.CHOOSE and bool(state.choice[seat])
    who = person(name)
    if chosen:
        title = who.say(pgettext("ginkgopolis", "Your hand (pass pile)"),
                        pgettext("ginkgopolis", "{name}'s hand (pass pile)"))
    else:
        # a hand of cards here (Capital's is of tiles): a context of its own
        title = who.say(pgettext("ginkgopolis", "Your hand"),
                        pgettext("ginkgopolis", "{name}'s hand"))
    res, sp = state.res[seat], state.sp[seat]
    # Translators: {resources}, {tiles} and {points} are counts ("2 tiles")
    behind = _("behind your screen: {resources}, {tiles}  -  {points}").format(
        resources=view_model.items(0, res), tiles=view_model.items(2, len(tiles)),
        points=view_model.items(1, sp))
    strip.draw_frame(surface, title, behind)
    legal_cards = set(look.playable) if deciding == seat else set(cards)
    strip.draw_cards(surface, state, cards, look.sel_card, legal_cards, hinted_card)
    if deciding == seat and mode == "choose":
        usable = set(look.usable)
    elif deciding == seat and mode == "return":
        usable = set(tiles)
    else:
        usable = set(tiles) if mode != "return" else set()
    strip.draw_tiles(surface, tiles, look.sel_tile, usable, hinted_tile, look.letters)
    if mode == "return":
        strip.draw_aside(surface, view_model.returning(state, seat))


def draw_side(look: Look, surface: pygame.Surface, heavy: bool) -> None:
    """The seat panels and the piles under them; ``heavy``: the city was rendered again
    this frame (the panels of the same viewer then catch up next frame)."""
    viewer = look.viewer
    key = (look.version, viewer, look.state.current_player, look.districts_on)
    area = panels.SIDE.inflate(4, 4)
    held = look.layers.key_of("side")
    if (held is not None and held != key and heavy and not text.recording()
            and held[1] == viewer):
        # the city was re-rendered this frame: the panels catch up next frame (the
        # same viewer's panels, so nothing private can show for a frame too long)
        surface.blit(look.layers.kept("side"), area, area)
    else:
        layer = look.layers.get("side", key, area, lambda layer: _paint_side(look, layer))
        surface.blit(layer, area, area)
    thinking = look.thinking
    if thinking is not None and thinking[0] < len(look.rects):
        seat = thinking[0]
        panels.draw_thinking(surface, look.rects[seat], look.colours[seat], thinking[1])


def _paint_side(look: Look, surface: pygame.Surface) -> None:
    state = look.state
    viewer = look.viewer
    seats = look.seats
    current = state.current_player
    for i, rect in enumerate(look.rects):
        info = look.infos[i]
        hal = info.hal
        if hal:
            # Translators: on Hal's panel: the solo opponent that plays by fixed rules
            tag = _("automa")
        elif seats[i].is_ai:
            # Translators: on a seat panel: {level} is the AI's level ("normal")
            tag = _("AI {level}").format(level=level_label(seats[i].level))
        else:
            tag = ""
        own = list(state.choice[i]) if viewer == i and info.has_choice else None
        leader = seat_panel.leads(look.scores, i)
        panels.draw_panel(surface, state, rect, info, look.names[i], tag, look.colours[i],
                          look.scores[i], leader, i == current and not hal, None, own)
        if i == viewer:
            seat_panel.outline_viewed(surface, rect)
    top = look.rects[-1].bottom + 6
    panels.draw_info(surface, look.table, top, look.districts_on)


def draw_over(look: Look, surface: pygame.Surface) -> None:
    """What goes over the track: the card being revealed, the floating gains and the
    seat's area asked for."""
    _draw_reveal_card(look, surface)
    for f in look.floaters:
        t = f.time / f.duration
        alpha = 255 if t < 0.6 else int(255 * (1 - (t - 0.6) / 0.4))
        size = _floater_size(f.text, f.width)
        label = text.render(f.text, size, f.colour, True).copy()  # cached: never fade it
        shadow = text.render(f.text, size, (0, 0, 0), True).copy()
        label.set_alpha(alpha)
        shadow.set_alpha(alpha)
        rect = label.get_rect(center=(f.x, f.y - 30 * t)).clamp(surface.get_rect())
        back = pygame.Surface(rect.inflate(12, 4).size, pygame.SRCALPHA)
        back.fill((10, 16, 26, min(200, alpha)))
        surface.blit(back, rect.inflate(12, 4))
        surface.blit(shadow, rect.move(2, 2))
        surface.blit(label, rect)
    if look.detail_seat is not None:
        _draw_detail(look, surface, look.detail_seat)


def _floater_size(words: str, width: int) -> int:
    """The text size of a floating gain: 26, made smaller (not below 16) until ``words``
    fit in ``width`` pixels (0: no limit)."""
    return text.fit_size(words, 26, width, 16, True) if width else 26


def _draw_reveal_card(look: Look, surface: pygame.Surface) -> None:
    """The card being revealed, flying from its seat's panel to above the city."""
    step = look.step
    if step is None:
        return
    f = look.fraction
    rect = look.rects[step.seat] if step.seat < len(look.rects) else look.rects[-1]
    start = (rect.x - 56, rect.centery)  # from the panel's edge: never over its words
    end = (VIEW.right - 120, VIEW.y + 110)
    t = min(1.0, f / animation.CARD_PART)
    ease = t * t * (3 - 2 * t)
    x = start[0] + (end[0] - start[0]) * ease
    y = start[1] + (end[1] - start[1]) * ease
    w, h = 96, 138
    if t < 0.5:
        face = art.card_back(w, h)
        squash = 1 - 2 * t if t > 0.3 else 1.0
    else:
        face = faces.card(look.state, step.card, w, h)
        squash = min(1.0, (t - 0.5) * 5)
    width = max(2, int(w * squash))
    image = pygame.transform.smoothscale(face, (width, h)) if width != w else face
    surface.blit(image, image.get_rect(center=(x, y)))
    if step.tile >= 0 and t >= 0.5:
        chip = art.tile_chip(step.tile, 40)
        surface.blit(chip, chip.get_rect(center=(x + w // 2 + 8, y + h // 2 - 10)))
    if t < 1.0:
        return  # the caption once the card has left the panels
    # Translators: under a revealed card: {name} is a seat, {action} what the card does
    label = _("{name}: {action}").format(name=look.names[step.seat],
                                         action=_action_word(step.kind))
    text.draw(surface, label, 24, look.colours[step.seat], (x, y + h // 2 + 8),
              "midtop", True, True)


def _action_word(kind: str) -> str:
    """What a revealed card does, as its caption says it ("exploit")."""
    if kind == "exploit":
        return pgettext("revealed card", "exploit")
    if kind == "urbanize":
        return pgettext("revealed card", "urbanize")
    if kind == "construct":
        return pgettext("revealed card", "construct")
    # Translators: a revealed card that could not be used
    return pgettext("revealed card", "nothing")


def _draw_detail(look: Look, surface: pygame.Surface, seat: int) -> None:
    """A seat's area with every card's rule (click anywhere to close)."""
    state = look.state
    info = look.infos[seat]
    box = VIEW.inflate(-30, -30)
    backdrop.panel(surface, box, 255)
    area = person(look.names[seat]).say(_("Your area"), _("{name}'s area"))
    title = text.draw(surface, area, 30,
                      look.colours[seat], (box.x + 16, box.y + 10), bold=True)
    bd = results.labelled(view_model.table_breakdowns(state)[seat])
    # Translators: a score category and its points ("districts 6")
    parts = comma().join(_("{category} {points}").format(category=_(k), points=v)
                         for k, v in bd.items())
    # Translators: {total} is a score, {parts} its categories ("districts 6, ...")
    said = _("score now {total}: {parts}").format(total=sum(bd.values()), parts=parts)
    text.draw_lines(surface, said, 20, theme.GOLD,
                    (box.right - 16, box.y + 8), box.right - title.right - 40, "topright",
                    most=2)
    w, h = 92, 132
    x, y = box.x + 16, box.y + 50
    for char in info.chars:
        surface.blit(faces.character(state, char, w, h), (x, y))
        x += w + 8
    if not info.chars and not info.cards:
        text.draw(surface, _("no cards yet"), 24, theme.TEXT_DIM, (x, y))
    for card in sorted(info.cards):
        if x + w > box.right - 10:
            x = box.x + 16
            y += h + 8
        if y + h > box.bottom:
            break
        surface.blit(faces.card(state, card, w, h), (x, y))
        x += w + 8
    text.draw(surface, _("click anywhere to close"), 20, theme.TEXT_DIM,
              (box.centerx, box.bottom - 8), "midbottom")
