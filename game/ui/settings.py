"""The user's options: the ``[options]`` table of the settings TOML.

Other tables of the file (the AI's ``[ai.<level>]`` tables …) are kept exactly
as they are when the options are written back.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from game.engine import paths
from game.engine.config import Field, check_table, read_user_file, write_user_file

WINDOW_SIZES = ("960x540", "1280x720", "1600x900", "1920x1080")
AI_LEVELS = ("beginner", "easy", "normal", "hard", "expert")

FIELDS: dict[str, Field] = {
    "window": Field(str, "1280x720", choices=WINDOW_SIZES),
    "fullscreen": Field(bool, False),
    "volume": Field(float, 0.7, minimum=0.0, maximum=1.0),
    "muted": Field(bool, False),
    "animation_speed": Field(float, 1.0, minimum=0.25, maximum=4.0),
    "colourblind": Field(bool, False),
    "ai_level": Field(str, "normal"),
    "handoff_public": Field(bool, False),
}


@dataclass
class Options:
    """Every option the options screen edits."""

    window: str = "1280x720"
    fullscreen: bool = False
    volume: float = 0.7
    muted: bool = False
    animation_speed: float = 1.0
    colourblind: bool = False
    ai_level: str = "normal"
    #: show the pass-and-play screen even in all-public games (Akropolis)
    handoff_public: bool = False
    problems: list[str] = field(default_factory=list, compare=False)

    def window_size(self) -> tuple[int, int]:
        """The window size as (width, height)."""
        w, h = self.window.split("x")
        return int(w), int(h)

    def as_table(self) -> dict[str, Any]:
        """The ``[options]`` table to write."""
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name in FIELDS}


def load() -> Options:
    """Options from the user's settings file; problems are listed, defaults used."""
    path = paths.user_config_path()
    data, problems = read_user_file(path)
    table = data.get("options", {})
    if not isinstance(table, dict):
        problems.append(f"{path.name}: options: expected a table; using the defaults")
        table = {}
    values, more = check_table(table, FIELDS, path.name, "options.")
    return Options(**values, problems=problems + more)


def save(options: Options) -> list[str]:
    """Write ``[options]``, keeping every other table of the file; returns problems."""
    path = paths.user_config_path()
    data, problems = read_user_file(path)
    if problems:
        # never overwrite a file we could not read: the user may want to fix it
        return problems
    data = dict(data)
    data["options"] = options.as_table()
    try:
        write_user_file(path, data)
    except OSError as exc:
        return [f"{path.name}: could not be written ({exc.strerror or exc})"]
    return []
