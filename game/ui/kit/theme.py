"""Colours and sizes shared by every scene (one place to restyle the app).

:func:`apply` switches to the high-contrast look (the option): black panels, white
words, bright edges. Scenes read ``theme.TEXT`` … when they draw, so the switch shows
at the next frame; cached backgrounds and panels are made again.
"""

from __future__ import annotations

from typing import Any

from game.engine.i18n import pgettext

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

#: the colours above, as shipped, and their high-contrast replacements
NAMES = ("BG_TOP", "BG_BOTTOM", "PANEL", "PANEL_EDGE", "TEXT", "TEXT_DIM", "GOLD", "ACCENT",
         "DANGER", "OK", "BUTTON", "BUTTON_HOVER", "BUTTON_DOWN", "BUTTON_OFF")
NORMAL: dict[str, tuple[int, int, int]] = {name: globals()[name] for name in NAMES}
HIGH_CONTRAST: dict[str, tuple[int, int, int]] = {
    "BG_TOP": (0, 0, 0),
    "BG_BOTTOM": (0, 0, 0),
    "PANEL": (0, 0, 0),
    "PANEL_EDGE": (255, 255, 255),
    "TEXT": (255, 255, 255),
    "TEXT_DIM": (224, 224, 224),
    "GOLD": (255, 214, 0),
    "ACCENT": (0, 220, 255),
    "DANGER": (255, 110, 100),
    "OK": (120, 255, 120),
    "BUTTON": (0, 60, 140),
    "BUTTON_HOVER": (0, 100, 210),
    "BUTTON_DOWN": (0, 40, 100),
    "BUTTON_OFF": (60, 60, 60),
}
#: True while the high-contrast look is on
high_contrast = False

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


def colour_name(name: str) -> str:
    """A seat colour's name in the player's language (the name itself is a key: records
    and settings keep it as it is)."""
    names = {
        "orange": pgettext("seat colour", "orange"),
        "sky": pgettext("seat colour", "sky"),
        "green": pgettext("seat colour", "green"),
        "yellow": pgettext("seat colour", "yellow"),
        "blue": pgettext("seat colour", "blue"),
        "vermilion": pgettext("seat colour", "vermilion"),
        "pink": pgettext("seat colour", "pink"),
    }
    return names.get(name, name)


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


def apply(options: Any) -> bool:
    """Use the high-contrast colours or the shipped ones, as the options say; True when
    the colours changed (what was drawn in the old ones must be made again)."""
    global high_contrast
    on = bool(getattr(options, "high_contrast", False))
    if on == high_contrast:
        return False
    high_contrast = on
    globals().update(HIGH_CONTRAST if on else NORMAL)
    return True
