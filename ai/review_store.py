"""Finished reviews kept on disk, so opening a game's review again is instant.

A review is stored in the data folder's ``reviews/`` as JSON, named by a digest of the
record's text with the level and the seed: the same record reviewed the same way finds
its file; a changed record does not. Writes are atomic; a damaged file is ignored (the
review is made again).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from game.engine import paths
from game.engine.atomic import write_atomic

if TYPE_CHECKING:  # the search behind a review is imported only when one is read
    from ai.review import Review

MAX_BYTES = 4 << 20
#: the level and seed of the review the game makes after each game (the review screen)
LEVEL = "hard"
SEED = 0
#: the most kept reviews :func:`kept` reads (the newest)
MOST = 400
#: what a kept review was made by (part of its file name)
VERSION = 2


def folder() -> Path:
    """Where reviews are kept."""
    return paths.data_dir() / "reviews"


def key(record_text: str, level: str, seed: int) -> str:
    """The file name of a record's review at ``level`` and ``seed`` (and the review's
    :data:`VERSION`: a review made before the luck was measured at the chance events is
    made again when the screen opens it; the statistics still read it)."""
    digest = hashlib.sha256(f"{VERSION}\n{level}\n{seed}\n{record_text}"
                            .encode()).hexdigest()
    return f"{digest[:32]}.json"


def load(record_text: str, level: str, seed: int) -> Review | None:
    """The kept review, or None (none kept, unreadable or damaged)."""
    path = folder() / key(record_text, level, seed)
    try:
        if path.stat().st_size > MAX_BYTES:
            return None
        from ai.review import Review

        return Review.from_data(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def save(record_text: str, level: str, seed: int, review: Review) -> None:
    """Keep a finished review (a failure to write only costs the next opening time)."""
    if not review.complete:
        return
    with contextlib.suppress(OSError):
        write_atomic(folder() / key(record_text, level, seed),
                     json.dumps(review.to_data()).encode("utf-8"))


def kept(most: int = MOST) -> Iterator[Review]:
    """The kept reviews, newest first (at most ``most``; unreadable, damaged and
    oversized files are left out, and nothing but regular ``.json`` files is opened)."""
    try:
        found = []
        for path in folder().iterdir():
            with contextlib.suppress(OSError):
                info = path.lstat()
                if (path.suffix == ".json" and path.is_file() and not path.is_symlink()
                        and info.st_size <= MAX_BYTES):
                    found.append((info.st_mtime, path.name, path))
    except OSError:
        return
    found.sort(reverse=True)
    from ai.review import Review

    for _mtime, _name, path in found[:most]:
        try:
            yield Review.from_data(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError, KeyError, TypeError):
            continue
