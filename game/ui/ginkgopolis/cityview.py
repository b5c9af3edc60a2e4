"""Painting the city view of the Ginkgopolis board: buildings, the reveal in progress, legal
targets, the district legend, the caption and the choice preview.

Every painter takes the frame's :class:`game.ui.ginkgopolis.look.Look` (never the board);
nothing here changes the game.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.engine.i18n import N_, _
from game.rules.ginkgopolis import actions as A
from game.ui.ginkgopolis import animation, art, city, outcome, view_model
from game.ui.ginkgopolis.look import Drawn, Look
from game.ui.kit import backdrop, text, theme
from game.ui.kit.corners import clearest
from game.ui.kit.person import person

VIEW = pygame.Rect(33, 51, 836, 482)
HINT_COLOUR = (120, 255, 255)
#: the city's highlight colours, as the legend names them
LEGEND = (
    (theme.GOLD, N_("where your card plays")),
    ((160, 255, 190), N_("neighbours that produce for you")),
    # Translators: "?" is the mark drawn on those spaces
    ((246, 220, 160), N_("? where the token may move")),
    (HINT_COLOUR, N_("the hint")),
    ((230, 230, 230), N_("a player's last building (their colour)")),
)


def _city_image(look: Look, drawn: Drawn) -> pygame.Surface:
    shown = look.shown
    hide: frozenset[view_model.Pos] = frozenset()
    step = look.step
    if step is not None and step.pos is not None and step.after is not None and look.dropping:
        hide = frozenset([step.pos])  # the new building is drawn falling instead
    geo = look.geo
    live = look.city_key if shown.version < 0 else None
    geometry = (round(geo.cw, 2), round(geo.ox, 1), round(geo.oy, 1))
    colours = list(look.colours)
    key = (live, shown.version, look.reveal_serial, hide, geometry, tuple(colours),
           look.districts_on, look.letters)

    def render() -> pygame.Surface:
        rims = []
        if look.districts_on:
            for d in view_model.district_list(shown.city):
                if d.first < 0:
                    continue
                lead = colours[d.first] if d.first >= 0 else (190, 190, 190)
                rims.append((d.spaces, lead))
        drawn.heavy = True
        return city.render(geo, shown.city, shown.marked, shown.tokens, colours, hide, rims,
                           look.letters, look.pictures.kept("city"))

    return look.pictures.get("city", key, render)


def draw_view(look: Look, surface: pygame.Surface) -> Drawn:
    """The city inside the score track, its marks, the caption and the preview; what was
    drawn (the boxes of words, whether the city was rendered again)."""
    drawn = Drawn([])
    surface.blit(_city_image(look, drawn), VIEW, VIEW)
    surface.set_clip(VIEW)
    shown_city = look.shown.city
    _draw_step(look, surface, shown_city)
    if look.districts_on and not look.revealing and look.preview is None:
        _draw_districts(look, surface)
    places = _draw_targets(look, surface, shown_city)
    if not look.revealing:
        _draw_last_builds(look, surface, shown_city)
    for p in look.pulses:
        building = shown_city.get(p.pos)
        roof = look.geo.roof(p.pos, building[1] if building else 0)
        t = p.time / p.duration
        grow = int(6 + 14 * t)
        colour = theme.shade(theme.GOLD, 1.0 + 0.3 * (1 - t))
        pygame.draw.rect(surface, colour, roof.inflate(grow, grow), max(1, int(4 * (1 - t))),
                         border_radius=6)
    surface.set_clip(None)
    caption_bottom = _draw_caption(look, surface, drawn.reading)
    preview = look.preview
    if preview is not None:
        box = _draw_preview(surface, preview, caption_bottom, places)
        drawn.reading.append(box)
        drawn.reading.append(_draw_legend(surface, box, caption_bottom, places))
    return drawn


def _draw_last_builds(look: Look, surface: pygame.Surface, shown_city: view_model.City) -> None:
    """Each player's last building, outlined in their colour until they play again."""
    for seat, pos in look.last_builds.items():
        building = shown_city.get(pos)
        if building is None:
            continue
        roof = look.geo.roof(pos, building[1]).inflate(6, 6)
        pygame.draw.rect(surface, (0, 0, 0), roof.move(1, 2), 4, border_radius=6)
        pygame.draw.rect(surface, look.colours[seat], roof, 3, border_radius=6)


def _draw_step(look: Look, surface: pygame.Surface, shown_city: view_model.City) -> None:
    """The building of the reveal being shown drops into place."""
    step = look.step
    if step is None or step.pos is None:
        return
    if step.after is not None and look.dropping:
        f = (look.fraction - animation.CARD_PART) / (1 - animation.CARD_PART)
        offset = look.bounce if look.bounce is not None else 70 * (1 - f) ** 2
        city.draw_building(surface, look.geo, step.pos, step.after, True, list(look.colours),
                           offset)
    elif step.after is None and step.kind == "exploit":
        building = shown_city.get(step.pos)
        if building is not None:
            roof = look.geo.roof(step.pos, building[1])
            glow = int(120 + 120 * math.sin(look.time * 10))
            pygame.draw.rect(surface, (255, 255, glow), roof.inflate(8, 8), 3,
                             border_radius=6)


def _draw_targets(look: Look, surface: pygame.Surface,
                  shown_city: view_model.City) -> list[pygame.Rect]:
    """Legal token spaces; the selected card's building, token and producers; the places
    you may play on now (the boxes drawn over the city keep clear of them)."""
    geo = look.geo
    pulse = 0.5 + 0.5 * math.sin(look.time * 5)
    places: list[pygame.Rect] = []
    if look.deciding is not None and look.mode == "token":
        for pos in look.token_spaces:
            cell = geo.cell(pos).inflate(-6, -6)
            places.append(cell)
            text.mark_place(surface, cell)
            layer = pygame.Surface(cell.size, pygame.SRCALPHA)
            layer.fill((120, 230, 160, int(60 + 60 * pulse)))
            surface.blit(layer, cell)
            hinted = look.hint_action is not None and tuple(look.hint_action) == (
                A.TOKEN, pos[0], pos[1])
            pygame.draw.rect(surface, HINT_COLOUR if hinted else (160, 255, 190), cell, 3,
                             border_radius=6)
    preview = look.preview
    if preview is None:
        return places
    r = max(8, int(geo.ch * 0.3))
    for pos in preview.token_spaces:  # where the token may go next
        gx, gy = geo.ground(pos)
        spot = pygame.Rect(0, 0, 2 * r, 2 * r)
        spot.center = (round(gx), round(gy))
        places.append(spot)
        text.mark_place(surface, spot)
        pygame.draw.circle(surface, (246, 220, 160), (gx, gy), r, 2)
        text.draw(surface, "?", int(r * 1.3), (246, 220, 160), (gx, gy), "center", True)
    for pos in preview.producers:
        roof = geo.roof(pos, shown_city[pos][1])
        pygame.draw.rect(surface, (160, 255, 190), roof.inflate(4, 4), 2, border_radius=5)
    if preview.target is not None:
        building = shown_city.get(preview.target)
        height = building[1] if building else 0
        roof = geo.roof(preview.target, height)
        if preview.kind != "exploit" and look.sel_tile is not None:
            ghost = (look.sel_tile, height + 1, look.deciding or 0)
            area = geo.cell(preview.target).union(
                geo.roof(preview.target, height + 3)).inflate(24, 24)
            layer = pygame.Surface(area.size, pygame.SRCALPHA)
            local = city.Geometry(area, geo.cw, geo.ox - area.x, geo.oy - area.y)
            city.draw_building(layer, local, preview.target, ghost, True, list(look.colours),
                               8 + 4 * pulse)
            layer.set_alpha(200)
            surface.blit(layer, area)
            roof = geo.roof(preview.target, height + 1).move(0, -int(8 + 4 * pulse))
        pygame.draw.rect(surface, theme.GOLD, roof.inflate(8, 8), 3, border_radius=6)
        places.append(roof.inflate(8, 8))
        text.mark_place(surface, roof.inflate(8, 8))
    return places


def districts_box(district_info: Sequence[view_model.District]) -> pygame.Rect | None:
    """Where the 'districts now' legend goes (None when it has no rows)."""
    rows = [d for d in district_info if d.points]
    if not rows:
        return None
    return pygame.Rect(VIEW.x + 8, VIEW.y + 70, 150, 26 + 22 * len(rows))


def _draw_districts(look: Look, surface: pygame.Surface) -> None:
    """A legend of the live district standings: what each contender would score now."""
    shown_city = look.table.city
    colours = look.colours
    box = districts_box(look.district_info)
    if box is None:
        return
    rows = [d for d in look.district_info if d.points]
    rows.sort(key=lambda d: (d.colour, -len(d.spaces)))
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    layer.fill((12, 20, 28, 190))
    surface.blit(layer, box)
    text.draw(surface, _("districts now"), 18, theme.TEXT_DIM, (box.x + 8, box.y + 5))
    y = box.y + 24
    mouse = look.mouse
    for d in rows:
        row = pygame.Rect(box.x + 2, y, box.w - 4, 22)
        if row.collidepoint(mouse):  # hovering a row outlines its district
            pygame.draw.rect(surface, theme.TEXT, row, 1, border_radius=4)
            for pos in d.spaces:
                roof = look.geo.roof(pos, shown_city[pos][1])
                pygame.draw.rect(surface, (255, 255, 255), roof.inflate(6, 6), 3,
                                 border_radius=6)
        swatch = pygame.Rect(box.x + 8, y + 3, 22, 15)
        pygame.draw.rect(surface, art.COLOURS[d.colour], swatch, border_radius=3)
        text.draw(surface, str(len(d.spaces)), 16, art.COLOUR_INK[d.colour], swatch.center,
                  "center", True)
        standings = sorted(d.points.items(), key=lambda kv: (kv[0] != d.first, -kv[1]))
        x = swatch.right + 12
        for seat, pts in standings[:3]:
            pygame.draw.circle(surface, colours[seat], (x, y + 10), 5)
            text.draw(surface, str(pts), 18, theme.GOLD if seat == d.first else theme.TEXT,
                      (x + 7, y + 10), "midleft", seat == d.first)
            x += 36
        y += 22


def caption(look: Look) -> tuple[str, str]:
    """(what is happening, what the deciding human can do)."""
    state = look.state
    seat = state.current_player
    mode = look.mode
    deciding = look.deciding
    if seat is None:
        return _("Game over"), ""
    who = person(look.names[seat])
    step = look.step
    if step is not None:
        doer = person(look.names[step.seat])
        if step.kind == "exploit":
            return doer.say(_("You exploit"), _("{name} exploits")), ""
        if step.kind == "urbanize":
            return doer.say(_("You urbanize"), _("{name} urbanizes")), ""
        if step.kind == "construct":
            return doer.say(_("You construct"), _("{name} constructs")), ""
        return doer.say(_("You cannot build"), _("{name} cannot build")), ""
    if mode == "draft":
        # Translators: {n} is 1, 2 or 3: which of your 3 characters you pick now
        title = _("Character draft: pick {n} of 3").format(n=state.draft_round + 1)
        todo = _("click a character twice (or 1-4, Enter) to keep it")
    elif mode == "choose":
        title = (_("Choose a card") if deciding is not None
                 else who.say(_("You are choosing"), _("{name} is choosing")))
        todo = _("click a card (1-4), add a tile from your screen (T) to urbanize or "
                 "construct, Enter plays")
    elif mode == "take":
        title = who.say(_("You: take 1 resource or 1 tile"),
                        _("{name}: take 1 resource or 1 tile"))
        todo = _("1 for a resource, 2 for a tile")
    elif mode == "token":
        p = view_model.pending(state)
        letter = view_model.letter_text(view_model.letter_of(p[2])) if p else "?"
        owner = person(look.names[p[1]]) if p else who
        # Translators: {letter} is a letter A-L (a token on the board)
        title = owner.say(_("Where does token {letter} go? (your building)"),
                          _("Where does token {letter} go? ({name}'s building)"),
                          letter=letter)
        todo = _("click a highlighted space")
    elif mode == "return":
        title = _("Tile return step: the tile supply is empty")
        todo = _("click tiles to return them (+1 point each), then Done")
    else:
        title, todo = "", ""
    return title, todo if deciding is not None else ""


def _draw_caption(look: Look, surface: pygame.Surface, reading: list[pygame.Rect]) -> int:
    """The caption, the solo score and the hint's words (their boxes go to ``reading``);
    the y under them (0 in attract mode, which has none)."""
    if look.attract:
        return 0
    title, todo = caption(look)
    reading.append(text.draw(surface, title, 28, theme.TEXT, (VIEW.x + 14, VIEW.y + 10),
                             bold=True, shadow=True))
    right_y = VIEW.y + 44  # below the move log's tab
    if todo and look.preview is None:
        size = text.reading_fit(todo, 20, VIEW.w - 60)  # clear of the track's mermaids
        r = text.draw(surface, todo, size, theme.TEXT, (VIEW.x + 14, VIEW.y + 38),
                      shadow=True)
        reading.append(r)
        right_y = max(right_y, r.bottom + 4)  # the hint goes under the line, never on it
    if view_model.is_solo(look.state):
        you, hal = look.scores[0], look.scores[1]
        # Translators: the solo score, yours against Hal's ({name}: Hal)
        said = _("You {mine} : {theirs} {name}").format(mine=you, theirs=hal, name="Hal")
        text.draw(surface, said, 28, theme.GOLD,
                  (VIEW.right - 14, right_y), "topright", True, True)
        right_y += 30
    bottom = right_y
    if look.hint_text:  # on its own backing: the city's marks must not show through
        size = text.reading(22)
        lines = text.wrap(look.hint_text, size, 620)[:3]
        width = max(text.measure(line, size)[0] for line in lines)
        step = text.font(size).get_linesize()
        back = pygame.Rect(0, right_y - 4, width + 16, (step + 1) * len(lines) + 10)
        back.right = VIEW.right - 6
        backdrop.panel(surface, back, 255)
        reading.append(back)
        bottom = text.draw_lines(surface, look.hint_text, size, theme.GOLD,
                                 (VIEW.right - 14, right_y), 620, "topright")
    return bottom


def _draw_legend(surface: pygame.Surface, avoid: pygame.Rect, caption_bottom: int,
                 places: list[pygame.Rect]) -> pygame.Rect:
    """What the highlights in the city mean, in the corner the preview leaves free;
    its panel."""
    box = pygame.Rect(0, 0, 262, 14 + 21 * len(LEGEND))
    top = max(VIEW.y + 44, caption_bottom + 6)
    box = clearest(box, [("topright", (VIEW.right - 8, top)),
                          ("bottomright", (VIEW.right - 8, VIEW.bottom - 8)),
                          ("bottomleft", (VIEW.x + 8, VIEW.bottom - 8)),
                          ("topleft", (VIEW.x + 8, top))],
                    [avoid], places)
    backdrop.panel(surface, box, 235)
    y = box.y + 7
    for colour, words in LEGEND:
        swatch = pygame.Rect(box.x + 12, y + 2, 16, 14)
        pygame.draw.rect(surface, colour, swatch, 2, border_radius=3)
        text.draw(surface, _(words), 18, theme.TEXT, (swatch.right + 8, y))
        y += 21
    return box


def _draw_preview(surface: pygame.Surface, preview: outcome.Preview, caption_bottom: int,
                  places: list[pygame.Rect]) -> pygame.Rect:
    """The outcome of the selected choice, as if it resolved now; its panel."""
    lines = preview.lines
    box = pygame.Rect(0, 0, 520, 56 + 20 * len(lines))
    top = max(VIEW.y + 40, caption_bottom + 4)
    # in the corner that hides none of the places you may play (the target included)
    box = clearest(box, [("bottomleft", (VIEW.x + 8, VIEW.bottom - 8)),
                          ("bottomright", (VIEW.right - 8, VIEW.bottom - 8)),
                          ("topleft", (VIEW.x + 8, top)),
                          ("topright", (VIEW.right - 8, top))],
                    [], places)
    backdrop.panel(surface, box, 235)
    title = {"exploit": _("Exploit - if it resolved now:"),
             "urbanize": _("Urbanize - if it resolved now:"),
             "construct": _("Construct - if it resolved now:")}[preview.kind]
    text.draw(surface, title, 22, theme.GOLD,
              (box.x + 12, box.y + 8), bold=True)
    y = box.y + 30
    for line in lines:
        text.draw(surface, line, 19, theme.TEXT, (box.x + 16, y))
        y += 20
    if preview.legal:
        net = outcome.net_text(preview.res, preview.tiles, preview.sp)
        if preview.either and preview.alt is not None:
            # Translators: {net} and {alt} are what you get ("+1 resource  +2 points")
            net = _("taking the resource {net}; the tile {alt}").format(
                net=net, alt=outcome.net_text(*preview.alt))
        text.draw(surface, _("Net: {net}").format(net=net), 21, theme.OK, (box.x + 12, y + 2),
                  bold=True)
    else:
        # Translators: {reason} says why ("needs 3 resources (2 floors); you have 1")
        text.draw(surface, _("Not allowed: {reason}").format(reason=preview.reason), 20,
                  theme.DANGER, (box.x + 12, y + 2), bold=True)
    return box
