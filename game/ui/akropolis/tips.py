"""Akropolis tooltips: districts, plazas, quarries, site tiles, stones and the score
categories in plain words (the board's ``tooltip_at``)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.rules.akropolis.tiles import PLAZA_STARS
from game.ui.akropolis import layout, view_model
from game.ui.akropolis.geo import CityFrame
from game.ui.akropolis.panels import breakdown_rows
from game.ui.akropolis.view_model import Columns, Table
from game.ui.kit.person import possessive

#: when a district of each type scores (rules R7.6 - R7.10)
SCORES_WHEN = {
    "house": "Houses score only in your largest group of touching houses.",
    "market": "A market scores only if no other market touches it.",
    "barracks": "A barracks scores only if at least one of its six sides is empty.",
    "temple": "A temple scores only if all six of its sides are built.",
    "garden": "Every garden scores.",
}
HOW_POINTS = ("A scoring district is worth its height (level). Points of a type = the summed "
              "value of its scoring districts x the stars of your plazas of that colour; "
              "with no such plaza the type scores 0.")
STONES = ("Stones pay for tiles further along the construction site (a tile costs one stone "
          "per tile before it). You gain one stone for each quarry you cover. Each stone left "
          "at the end is worth 1 point.")


def kind_tip(kind: str, level: int = 0) -> str:
    """What one hex kind is and how it scores."""
    height = f", level {level}" if level else ""
    if kind == "quarry":
        return (f"Quarry{height}\nScores nothing. Build on top of it to gain one stone for "
                "each quarry you cover.")
    if kind.endswith("-plaza"):
        base = kind[:-6]
        stars = PLAZA_STARS[view_model.TYPES.index(base)] if base in view_model.TYPES else 0
        count = f" ({stars} star{'s' if stars != 1 else ''})" if stars else ""
        return (f"{base.capitalize()} plaza{count}{height}\nIts stars multiply the value of "
                f"your {base} districts. {SCORES_WHEN.get(base, '')}")
    return (f"{kind.capitalize()} district{height}\n{SCORES_WHEN.get(kind, '')} "
            f"{HOW_POINTS}")


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
            kinds = ", ".join(k.replace("-", " ") for k in view_model.tile_kinds(tile))
            cost = ("is free" if i == 0 else
                    f"costs {i} stone{'s' if i != 1 else ''} (one per tile before it)")
            return (f"Construction site tile {i + 1}\n{kinds}. It {cost}. Pick it, then place "
                    "it in your city: on the ground touching your city, or on top of two or "
                    "three tiles (higher districts are worth more).")
    row = _breakdown_row(panels, pos)
    if row is not None:
        if row == "stones":
            return "Stones\n" + STONES
        return f"{row.capitalize()}\n{SCORES_WHEN[row]} {HOW_POINTS}"
    for i, rect in enumerate(panels):
        if rect.collidepoint(pos):
            name = names[i]
            return (f"{possessive(name)} city\nScore now (the crown marks the leader), "
                    f"stones held, and a picture of the city. Click to view this city. "
                    f"{STONES}")
    return None


def _breakdown_row(panels: Sequence[pygame.Rect], pos: tuple[int, int]) -> str | None:
    """The score category row under ``pos`` in the breakdown panel."""
    for name, rect in breakdown_rows(panels):
        if rect.collidepoint(pos):
            return name
    return None

