"""Where the program finds its shipped data and keeps the user's files.

Shipped data (levels/ and assets/ in the source tree) is installed as the packages
``polis_levels`` and ``polis_assets`` and found only through importlib.resources, so
the same code serves the source tree (editable install) and an installed wheel. The
user's files live where platformdirs says (POLIS_HOME overrides).
"""

from __future__ import annotations

import os
import tomllib
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

import platformdirs

APP = "polis-arcade"
#: the package that holds levels/ (setup.py maps it), and the one that holds assets/
LEVELS_PACKAGE = "polis_levels"
ASSETS_PACKAGE = "polis_assets"


class ShippedDataError(ValueError):
    """A shipped data file is missing or broken; the message names it."""


def level_file(*parts: str) -> Traversable:
    """A shipped file or folder under levels/, e.g. ``level_file("akropolis", "tiles.toml")``."""
    return _walk(LEVELS_PACKAGE, parts)


def asset_file(*parts: str) -> Traversable:
    """A shipped file or folder under assets/."""
    return _walk(ASSETS_PACKAGE, parts)


def _walk(package: str, parts: tuple[str, ...]) -> Traversable:
    try:
        resource = resources.files(package)
    except ModuleNotFoundError:
        raise ShippedDataError(
            f"the game data (package {package}) is not installed: "
            "install the project (make install, or pip install its wheel)"
        ) from None
    for part in parts:
        resource = resource.joinpath(part)
    return resource


def level_path(*parts: str) -> Path:
    """:func:`level_file` as a file-system path, for code that needs one.

    pip installs a wheel as plain files, so the resource is a real path; a zipped
    install is refused with a ShippedDataError.
    """
    resource = level_file(*parts)
    if not isinstance(resource, Path):
        raise ShippedDataError(
            f"{data_name(resource)}: the package {LEVELS_PACKAGE} is not installed as plain files"
        )
    return resource


def data_name(resource: Traversable) -> str:
    """How messages name a data file: ``levels/...`` for a shipped one, else its path."""
    root = level_file()
    if isinstance(resource, Path) and isinstance(root, Path):
        try:
            return "levels/" + resource.relative_to(root).as_posix()
        except ValueError:
            pass
    return str(resource)


def read_data_toml(resource: Traversable) -> dict[str, Any]:
    """Parse a trusted data file (shipped, or a test's copy); ShippedDataError names it."""
    name = data_name(resource)
    try:
        text = resource.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ShippedDataError(f"{name}: cannot read (no such file)") from None
    except OSError as exc:
        raise ShippedDataError(f"{name}: cannot read ({exc.strerror or exc})") from None
    except UnicodeDecodeError:
        raise ShippedDataError(f"{name}: not UTF-8 text") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ShippedDataError(f"{name}: TOML syntax error: {exc}") from None


#: the levels/ folder as a path (kept for code that needs one; prefer level_file)
LEVELS_DIR: Path = level_path()


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
