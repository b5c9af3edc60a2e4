"""Akropolis tooltips: districts, plazas, quarries, site tiles, stones and the score
categories in plain words (the board's ``tooltip_at``)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.engine.i18n import N_, _, ngettext
from game.rules.akropolis.tiles import PLAZA_STARS
from game.ui.akropolis import layout, view_model
from game.ui.akropolis.geo import CityFrame
from game.ui.akropolis.panels import breakdown_rows
from game.ui.akropolis.view_model import Columns, Table
from game.ui.akropolis.words import ROW_TITLES, TITLES, contents, said, two_sentences
from game.ui.kit.person import person

#: when a district of each type scores (rules R7.6 - R7.10)
SCORES_WHEN = {
    "house": N_("Houses score only in your largest group of touching houses."),
    "market": N_("A market scores only if no other market touches it."),
    "barracks": N_("A barracks scores only if at least one of its six sides is empty."),
    "temple": N_("A temple scores only if all six of its sides are built."),
    "garden": N_("Every garden scores."),
}
#: what the stars of a plaza of each type multiply
MULTIPLY = {
    "house": N_("Its stars multiply the value of your house districts."),
    "market": N_("Its stars multiply the value of your market districts."),
    "barracks": N_("Its stars multiply the value of your barracks districts."),
    "temple": N_("Its stars multiply the value of your temple districts."),
    "garden": N_("Its stars multiply the value of your garden districts."),
}
HOW_POINTS = N_("A scoring district is worth its height (level). Points of a type = the "
                "summed value of its scoring districts x the stars of your plazas of that "
                "colour; with no such plaza the type scores 0.")
STONES = N_("Stones pay for tiles further along the construction site (a tile costs one "
            "stone per tile before it). You gain one stone for each quarry you cover. Each "
            "stone left at the end is worth 1 point.")


def _tip(title: str, body: str) -> str:
    """A tip as the tooltip shows it: the title, then the explanation under it."""
    return f"{title}\n{body}"


def _title(kind: str, level: int) -> str:
    """'Market plaza (2 stars), level 1': the tip's title for a hex of ``kind``."""
    title = said(TITLES, kind)
    if kind.endswith("-plaza"):
        base = kind[:-6]
        stars = PLAZA_STARS[view_model.TYPES.index(base)] if base in view_model.TYPES else 0
        if stars:
            # Translators: a plaza's title in its tip: {plaza} is "House plaza", ...
            title = ngettext("{plaza} ({n} star)", "{plaza} ({n} stars)", stars).format(
                plaza=title, n=stars)
    if not level:
        return title
    # Translators: a hex's title in its tip: {title} is "House district", "Quarry",
    # "Market plaza (2 stars)", ...; {level} the level it is on
    return _("{title}, level {level}").format(title=title, level=level)


def kind_tip(kind: str, level: int = 0) -> str:
    """What one hex kind is and how it scores."""
    title = _title(kind, level)
    if kind == "quarry":
        return _tip(title, _("Scores nothing. Build on top of it to gain one stone for each "
                             "quarry you cover."))
    if kind.endswith("-plaza"):
        base = kind[:-6]
        if base not in MULTIPLY:
            return _tip(title, "")
        return _tip(title, two_sentences(_(MULTIPLY[base]), _(SCORES_WHEN[base])))
    if kind not in SCORES_WHEN:
        return _tip(title, _(HOW_POINTS))
    return _tip(title, two_sentences(_(SCORES_WHEN[kind]), _(HOW_POINTS)))


def _site_tip(i: int, tile: int) -> str:
    """What site tile ``i`` holds, what it costs and how to play it."""
    kinds = contents(view_model.tile_kinds(tile))
    if i == 0:
        # Translators: {kinds} is the tile's three hexes ("temple, quarry and house")
        body = _("{kinds}. It is free. Pick it, then place it in your city: on the ground "
                 "touching your city, or on top of two or three tiles (higher districts are "
                 "worth more).").format(kinds=kinds)
    else:
        # Translators: {kinds} is the tile's three hexes ("temple, quarry and house")
        body = ngettext("{kinds}. It costs {n} stone (one per tile before it). Pick it, then "
                        "place it in your city: on the ground touching your city, or on top "
                        "of two or three tiles (higher districts are worth more).",
                        "{kinds}. It costs {n} stones (one per tile before it). Pick it, "
                        "then place it in your city: on the ground touching your city, or on "
                        "top of two or three tiles (higher districts are worth more).",
                        i).format(kinds=kinds, n=i)
    return _tip(_("Construction site tile {number}").format(number=i + 1), body)


def _city_space(frame: CityFrame, columns: Columns,
                pos: tuple[int, int]) -> tuple[tuple[int, int], int] | None:
    """The front-most top face under ``pos`` in the main view: (space, level)."""
    if not layout.VIEW.collidepoint(pos):
        return None
    best = None
    radius = frame.size * 0.86
    for space, column in columns.items():
        level = len(column)
        cx, cy = frame.top_centre(space, level)
        if math.hypot(pos[0] - cx, pos[1] - cy) <= radius and (best is None or cy > best[2]):
            best = (space, level, cy)
    return None if best is None else (best[0], best[1])


def tooltip_at(pos: tuple[int, int], frame: CityFrame, table: Table, viewed: int,
               holding: bool, panels: Sequence[pygame.Rect], names: Sequence[str]) -> str | None:
    """What is under ``pos`` (None: nothing worth explaining); ``holding``: a site tile
    is in hand (the preview speaks instead over the city)."""
    if holding and layout.VIEW.collidepoint(pos):
        return None
    columns = table.cities[viewed]
    hit = _city_space(frame, columns, pos)
    if hit is not None:
        space, level = hit
        kind = columns[space][-1][1]
        return kind_tip(kind, level)
    for i, tile in enumerate(table.site):
        if layout.site_slot(i, len(table.site)).collidepoint(pos):
            return _site_tip(i, tile)
    row = _breakdown_row(panels, pos)
    if row is not None:
        if row == "stones":
            return _tip(said(ROW_TITLES, row), _(STONES))
        return _tip(said(ROW_TITLES, row), two_sentences(_(SCORES_WHEN[row]), _(HOW_POINTS)))
    for i, rect in enumerate(panels):
        if rect.collidepoint(pos):
            who = person(names[i])
            return _tip(who.say(_("Your city"), _("{name}'s city")), two_sentences(
                _("Score now (the crown marks the leader), stones held, and a picture of the "
                  "city. Click to view this city."), _(STONES)))
    return None


def _breakdown_row(panels: Sequence[pygame.Rect], pos: tuple[int, int]) -> str | None:
    """The score category row under ``pos`` in the breakdown panel."""
    for name, rect in breakdown_rows(panels):
        if rect.collidepoint(pos):
            return name
    return None

