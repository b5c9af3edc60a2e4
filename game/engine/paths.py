"""Where the program keeps the user's files (platformdirs; POLIS_HOME overrides)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "polis-arcade"
PROJECT_ROOT = Path(__file__).resolve().parents[2]
LEVELS_DIR = PROJECT_ROOT / "levels"


def _home_override() -> Path | None:
    home = os.environ.get("POLIS_HOME")
    return Path(home) if home else None


def data_dir() -> Path:
    """Folder for saves (created on demand)."""
    base = _home_override()
    path = base / "data" if base else Path(platformdirs.user_data_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    """Folder for the user's config TOML (created on demand)."""
    base = _home_override()
    path = base / "config" if base else Path(platformdirs.user_config_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    """The single autosave file the title screen offers to continue."""
    return data_dir() / "autosave.toml"


def user_config_path() -> Path:
    """The user's settings file (options screen, AI level overrides)."""
    return config_dir() / "settings.toml"
