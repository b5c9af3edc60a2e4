"""Where the arcade's challenges come from: the shipped campaign and your own files in
the config folder (docs/challenges.md). Read by the arcade's pages and by the list of
games in progress (an attempt goes on as one)."""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path

from game.engine import paths
from game.engine.errors import UserFileError
from game.engine.i18n import _, ngettext
from game.engine.tomlfile import read_toml
from game.rules import challenges
from game.rules.challenges import Challenge


def known_levels() -> list[str]:
    """The AI levels a challenge may name (presets, your own levels, baselines)."""
    from ai.levels import BASELINES, level_names

    return [*level_names(), *BASELINES]


def campaign() -> list[Challenge]:
    """The shipped challenges in campaign order (ShippedDataError-free: a broken shipped
    file is a bug the tests catch, so it raises UserFileError here)."""
    files = sorted(paths.level_path("challenges").glob("*.toml"))
    return challenges.load_all(files, known_levels())


def yours_folder() -> Path:
    """Where your own challenge files go: ``challenges/`` in the config folder."""
    return paths.config_dir() / "challenges"


#: the most files of your own the arcade reads
MAX_YOUR_FILES = 50


def your_challenges(taken: Collection[str] = (), problems: list[str] | None = None
                    ) -> list[Challenge]:
    """Your own challenges: every ``*.toml`` in :func:`yours_folder`, by file name. A bad
    file is left out with one line in ``problems`` naming it and the key; so is a
    challenge whose key is in ``taken`` (the campaign's) or in an earlier file."""
    folder = yours_folder()
    try:
        files = sorted(p for p in folder.glob("*.toml") if not p.name.startswith("."))
    except OSError as exc:
        if problems is not None:
            problems.append(f"{folder}: {exc.strerror or exc}")
        return []
    found: list[Challenge] = []
    seen = set(taken)
    levels = known_levels()
    for path in files[:MAX_YOUR_FILES]:
        try:
            mine = challenges.parse(read_toml(path), path.name, levels)
        except UserFileError as exc:  # named by the file's name, as the other lines are
            if problems is not None:
                problems.append(str(exc).replace(str(path), path.name, 1))
            continue
        except OSError as exc:
            if problems is not None:
                problems.append(f"{path.name}: {exc.strerror or exc}")
            continue
        for challenge in mine:
            if challenge.key in seen:
                if problems is not None:
                    # Translators: {where} is a file and a key in it as written
                    # ("mine.toml: key"), {value} the challenge's key found there
                    problems.append(_("{where}: {value} is already the key of another "
                                      "challenge").format(where=f"{path.name}: key",
                                                          value=repr(challenge.key)))
                continue
            seen.add(challenge.key)
            found.append(challenge)
    if len(files) > MAX_YOUR_FILES and problems is not None:
        # Translators: {folder} is a folder's path
        problems.append(ngettext("{folder}: only the first file is read",
                                 "{folder}: only the first {n} files are read",
                                 MAX_YOUR_FILES).format(folder=folder, n=MAX_YOUR_FILES))
    return found
