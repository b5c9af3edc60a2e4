"""Reading untrusted TOML files: size limit, syntax errors with file and line."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from game.engine.errors import UserFileError

MAX_FILE_BYTES = 1 << 20  # 1 MiB


def read_toml(path: str | Path, max_bytes: int = MAX_FILE_BYTES) -> dict[str, Any]:
    """Parse a TOML file from a user; UserFileError with a one-line reason otherwise."""
    path = Path(path)
    name = str(path)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise UserFileError(f"{name}: no such file") from None
    except OSError as exc:
        raise UserFileError(f"{name}: cannot read ({exc.strerror})") from None
    if size > max_bytes:
        raise UserFileError(f"{name}: file is {size} bytes, larger than the {max_bytes} byte limit")
    try:
        raw = path.read_bytes()[: max_bytes + 1]
    except OSError as exc:
        raise UserFileError(f"{name}: cannot read ({exc.strerror})") from None
    if len(raw) > max_bytes:
        raise UserFileError(f"{name}: file is larger than the {max_bytes} byte limit")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise UserFileError(f"{name}: not UTF-8 text") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise UserFileError(f"{name}: TOML syntax error: {exc}") from None
