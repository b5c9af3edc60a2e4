"""Where the program finds its shipped data and keeps the user's files.

Shipped data (levels/ and assets/ in the source tree) is installed as the packages
``polis_levels`` and ``polis_assets`` and found only through importlib.resources, so
the same code serves the source tree (editable install) and an installed wheel. The
user's files live where platformdirs says (POLIS_HOME overrides).
"""

from __future__ import annotations

import contextlib
import os
import secrets
import stat
import tomllib
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

import platformdirs

from game.engine.i18n import N_, _

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
    """Folder for saves (created on demand; never raises, see :func:`folder_problems`).

    When the folder cannot be made the path is still returned: every write into it then
    fails with an OSError, which the callers turn into "not saved" on screen.
    """
    base = _home_override()
    path = base / "data" if base else Path(platformdirs.user_data_dir(APP, appauthor=False))
    return _made(path)


def config_dir() -> Path:
    """Folder for the user's config TOML (created on demand; never raises)."""
    base = _home_override()
    path = base / "config" if base else Path(platformdirs.user_config_dir(APP, appauthor=False))
    return _made(path)


def _made(path: Path) -> Path:
    with contextlib.suppress(OSError, ValueError):
        path.mkdir(parents=True, exist_ok=True)
    return path


#: the notice about each unusable folder: where it is, what is wrong, what it costs
FOLDER_NOTICES = {
    # Translators: {path} is a folder; {problem} says what is wrong with it, e.g. "cannot
    # be written (Read-only file system)"
    "data": N_("The data folder {path} {problem}: your games cannot be saved."),
    # Translators: {path} is a folder; {problem} says what is wrong with it
    "config": N_("The config folder {path} {problem}: your settings cannot be saved."),
}


def folder_problems() -> list[str]:
    """One line for each user folder that cannot be used (what is wrong and where)."""
    lines = []
    for kind, folder in (("data", data_dir()), ("config", config_dir())):
        problem = folder_problem(folder)
        if problem:
            lines.append(_(FOLDER_NOTICES[kind]).format(path=shown_path(folder),
                                                        problem=problem))
    return lines


def folder_problem(folder: Path) -> str:
    """Why files cannot be written in ``folder`` ('' when they can); checks by writing.

    The words follow the folder: "the data folder ~/x" + "cannot be written (…)"."""
    try:
        info = os.lstat(folder)
    except (FileNotFoundError, NotADirectoryError):
        # Translators: said of a folder; {reason} says why it could not be made
        return _("cannot be created ({reason})").format(reason=_blocker(folder))
    except OSError as exc:
        # Translators: said of a folder; {reason} is the system's reason (in English)
        return _("cannot be reached ({reason})").format(reason=_strerror(exc))
    if stat.S_ISLNK(info.st_mode):
        try:
            info = os.stat(folder)
        except OSError:
            # Translators: said of a folder
            return _("is a link to something that does not exist")
    if not stat.S_ISDIR(info.st_mode):
        # Translators: said of a folder
        return _("is a file, not a folder") if stat.S_ISREG(info.st_mode) else _(
            "is not a folder")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    for _attempt in range(5):  # a name that is taken (by anything) is no answer: try another
        probe = folder / f".polis-probe-{os.getpid()}-{secrets.token_hex(4)}.tmp"
        try:
            fd = os.open(probe, flags, 0o600)
        except FileExistsError:
            continue
        except OSError as exc:
            # Translators: said of a folder; {reason} is the system's reason (in English)
            return _("cannot be written ({reason})").format(reason=_strerror(exc))
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(probe)
        return ""
    return ""


def _blocker(folder: Path) -> str:
    """Why ``folder`` could not be made: the nearest existing parent and what it says."""
    child = folder
    for parent in folder.parents:
        if os.path.lexists(parent):
            if not os.path.isdir(parent):
                return _("{path} is not a folder").format(path=shown_path(parent))
            try:
                os.mkdir(child)
            except OSError as exc:
                return _strerror(exc)
            with contextlib.suppress(OSError):
                os.rmdir(child)
            return _("it could not be made")
        child = parent
    return _("no folder above it exists")


def _strerror(exc: OSError) -> str:
    return os.strerror(exc.errno) if exc.errno else type(exc).__name__


def shown_path(path: Path) -> str:
    """A path for a line on screen: the home folder as ~, control characters as '?'."""
    text = str(path)
    home = os.path.expanduser("~")
    if home not in ("", "/", "~") and (text == home or text.startswith(home + os.sep)):
        text = "~" + text[len(home):]
    return "".join(ch if ch.isprintable() else "?" for ch in text)


def autosave_path() -> Path:
    """The single autosave file the title screen offers to continue."""
    return data_dir() / "autosave.toml"


def user_config_path() -> Path:
    """The user's settings file (options screen, AI level overrides)."""
    return config_dir() / "settings.toml"
