"""Colours and sizes shared by every scene (one place to restyle the app)."""

from __future__ import annotations

#: The logical resolution everything is laid out in; the window scales it.
LOGICAL_SIZE = (1280, 720)

BG_TOP = (18, 32, 58)
BG_BOTTOM = (10, 62, 84)
PANEL = (24, 38, 62)
PANEL_EDGE = (92, 128, 168)
TEXT = (238, 234, 222)
TEXT_DIM = (160, 170, 186)
GOLD = (240, 196, 84)
ACCENT = (84, 186, 214)
DANGER = (222, 92, 84)
OK = (112, 204, 120)
BUTTON = (44, 72, 108)
BUTTON_HOVER = (62, 100, 146)
BUTTON_DOWN = (32, 54, 84)
BUTTON_OFF = (46, 52, 62)

#: Seat colours from the Okabe-Ito palette (distinguishable with colour-blindness),
#: each with a pattern name used when colour-blind patterns are on.
SEAT_COLOURS: list[tuple[str, tuple[int, int, int]]] = [
    ("orange", (230, 159, 0)),
    ("sky", (86, 180, 233)),
    ("green", (0, 158, 115)),
    ("yellow", (240, 228, 66)),
    ("blue", (0, 114, 178)),
    ("vermilion", (213, 94, 0)),
    ("pink", (204, 121, 167)),
]


def seat_colour(name: str) -> tuple[int, int, int]:
    """RGB of a named seat colour (orange when unknown)."""
    for key, rgb in SEAT_COLOURS:
        if key == name:
            return rgb
    return SEAT_COLOURS[0][1]


def shade(rgb: tuple[int, int, int], factor: float) -> tuple[int, int, int]:
    """Darker (factor < 1) or lighter (factor > 1) version of a colour."""
    if factor <= 1:
        return (int(rgb[0] * factor), int(rgb[1] * factor), int(rgb[2] * factor))
    f = factor - 1
    return (
        int(rgb[0] + (255 - rgb[0]) * f),
        int(rgb[1] + (255 - rgb[1]) * f),
        int(rgb[2] + (255 - rgb[2]) * f),
    )
