"""Unusable user folders for tests: a file, a dangling link, a file above, read-only.

Tests run as root in CI containers, where permission bits do not stop a write, so a
read-only folder is simulated the way a read-only mount behaves: every call that would
create, change or remove something under it fails with EROFS.
"""

from __future__ import annotations

import builtins
import errno
import io
import os
from pathlib import Path

KINDS = ("file", "dangling", "file-above", "read-only")
_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


def spoil(home: Path, name: str, kind: str, monkeypatch) -> Path:
    """Make ``home/name`` unusable in the way ``kind`` says; the folder's path."""
    folder = home / name
    home.mkdir(parents=True, exist_ok=True)
    if kind == "file":
        folder.write_text("a file where the folder should be")
    elif kind == "dangling":
        folder.symlink_to(home / f"{name}-gone")
    elif kind == "file-above":
        (home / "above").write_text("a file")
        monkeypatch.setenv("POLIS_HOME", str(home / "above" / "below"))
        folder = home / "above" / "below" / name
    elif kind == "read-only":
        folder.mkdir(exist_ok=True)
        read_only(folder, monkeypatch)
    else:
        raise ValueError(kind)
    return folder


def read_only(folder: Path, monkeypatch) -> None:
    """Every write under ``folder`` fails with EROFS, as on a read-only file system."""
    root = os.path.realpath(folder)

    def inside(path) -> bool:
        try:
            full = os.path.realpath(os.fspath(path))
        except (TypeError, ValueError):
            return False
        return full == root or full.startswith(root + os.sep)

    def refuse(path) -> OSError:
        return OSError(errno.EROFS, os.strerror(errno.EROFS), os.fspath(path))

    real_open, real_builtin_open = os.open, builtins.open

    def os_open(path, flags, *args, **kwargs):
        if flags & _WRITE_FLAGS and inside(path):
            raise refuse(path)
        return real_open(path, flags, *args, **kwargs)

    def builtin_open(file, mode="r", *args, **kwargs):
        if isinstance(file, (str, bytes, os.PathLike)) and set(mode) & set("wax+") \
                and inside(file):
            raise refuse(file)
        return real_builtin_open(file, mode, *args, **kwargs)

    def guard(real):
        def call(path, *args, **kwargs):
            if inside(path):
                raise refuse(path)
            return real(path, *args, **kwargs)
        return call

    def guard2(real):
        def call(src, dst, *args, **kwargs):
            if inside(src) or inside(dst):
                raise refuse(dst)
            return real(src, dst, *args, **kwargs)
        return call

    monkeypatch.setattr(os, "open", os_open)
    monkeypatch.setattr(builtins, "open", builtin_open)
    monkeypatch.setattr(io, "open", builtin_open)
    for name in ("mkdir", "unlink", "remove", "rmdir", "mkfifo"):
        monkeypatch.setattr(os, name, guard(getattr(os, name)))
    for name in ("replace", "rename", "link", "symlink"):
        monkeypatch.setattr(os, name, guard2(getattr(os, name)))
