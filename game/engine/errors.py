"""Errors shared by every game and every file the program reads."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the state is left unchanged."""


class UserFileError(ValueError):
    """A file from the user (save, config, position) is unusable.

    The message is one line that names the file and the key or entry at fault,
    e.g. ``pos.toml: stacks[3]: unknown quarter code "X2"``.
    """


class NotTomlError(UserFileError):
    """A file that was read but is not TOML: a syntax error, or bytes that are not UTF-8
    (what a write cut short by a crash leaves too)."""


class PositionError(ValueError):
    """A position file's content is invalid; the message names the key, not the file.

    The caller that knows the file name turns it into a :class:`UserFileError`.
    """
