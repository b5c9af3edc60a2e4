"""Reading untrusted TOML files: one hardened reader for every file the program reads.

Only regular files are read, and at most ``max_bytes + 1`` bytes of them: the file is
opened without blocking and checked with ``fstat`` before any read, so a device, a named
pipe or a folder is refused at once. Before parsing, a linear scan refuses over-long
lines and keys, keys with too many dotted parts and absurd nesting (which would make
the parser slow or exhaust its recursion). Every failure becomes one
:class:`UserFileError` line that names the file.
"""

from __future__ import annotations

import os
import re
import stat
import tomllib
from pathlib import Path
from typing import Any

from game.engine.errors import NotTomlError, UserFileError
from game.engine.fields import one_line
from game.engine.i18n import _

MAX_FILE_BYTES = 1 << 20  # 1 MiB
MAX_LINE_CHARS = 20_000
MAX_KEY_CHARS = 200
MAX_KEY_PARTS = 16
MAX_NESTING = 32

_READ_CHUNK = 1 << 16


def read_toml(path: str | Path, max_bytes: int = MAX_FILE_BYTES) -> dict[str, Any]:
    """Parse a TOML file from a user; UserFileError with a one-line reason otherwise."""
    name = one_line(str(path))
    raw = read_limited(path, max_bytes)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise NotTomlError(f"{name}: " + _("line {line}: not UTF-8 text").format(line=line)) \
            from None
    return parse_toml(text, name)


def read_limited(path: str | Path, max_bytes: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``; never blocks on odd files."""
    name = one_line(str(path))
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise UserFileError(f"{name}: " + _("no such file")) from None
    except (ValueError, TypeError):
        raise UserFileError(f"{name}: " + _("not a usable file name")) from None
    except OSError as exc:
        raise UserFileError(f"{name}: " + _cannot_read(exc)) from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise UserFileError(f"{name}: " + _("is a folder, not a file"))
        if not stat.S_ISREG(mode):
            raise UserFileError(f"{name}: " + _("not a regular file"))
        chunks: list[bytes] = []
        total = 0
        while total <= max_bytes:
            chunk = os.read(fd, min(_READ_CHUNK, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise UserFileError(f"{name}: " + _cannot_read(exc)) from None
    finally:
        os.close(fd)
    if total > max_bytes:
        raise UserFileError(f"{name}: " + _("file is larger than the {n} byte limit").format(
            n=max_bytes))
    return b"".join(chunks)


def _cannot_read(exc: OSError) -> str:
    # Translators: {reason} is the system's reason (in English), e.g. "Permission denied"
    return _("cannot read ({reason})").format(reason=_reason(exc))


def _reason(exc: OSError) -> str:
    if exc.errno is not None:
        return os.strerror(exc.errno)
    return one_line(exc.strerror or type(exc).__name__)


def parse_toml(text: str, name: str) -> dict[str, Any]:
    """Parse TOML ``text`` read from the file ``name`` (already one line) after the scan."""
    check_shape(text, name)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        # Translators: {error} is the TOML reader's own explanation (in English)
        raise NotTomlError(f"{name}: " + _("TOML syntax error: {error}").format(
            error=one_line(str(exc)))) from None
    except RecursionError:
        raise UserFileError(f"{name}: " + _("values nested too deeply")) from None
    except (ValueError, OverflowError) as exc:
        # e.g. an integer literal with thousands of digits
        if "digits" in str(exc):
            reason = _("unreadable value: a number is too large")
        else:
            reason = _("unreadable value: {error}").format(error=one_line(str(exc)))
        raise UserFileError(f"{name}: {reason}") from None
    except MemoryError:
        raise UserFileError(f"{name}: " + _("too large to read")) from None
    _check_integers(data, name, "")
    return data


def _check_integers(value: Any, name: str, where: str) -> None:
    """TOML integers are 64-bit: refuse larger ones (they cannot even be printed)."""
    if isinstance(value, dict):
        for key, item in value.items():
            _check_integers(item, name, f"{where}.{key}" if where else str(key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            _check_integers(item, name, f"{where}[{index}]")
    elif isinstance(value, int) and not -(1 << 63) <= value < (1 << 63):
        raise UserFileError(f"{name}: {one_line(shorten(where))}: "
                            + _("integer out of the 64-bit range"))


def shorten(text: str, limit: int = 80) -> str:
    """``text`` cut to ``limit`` characters (for keys echoed in messages)."""
    return text if len(text) <= limit else text[:limit] + "…"


def check_shape(text: str, name: str) -> None:
    """Refuse, in one linear pass, lines, keys and nesting that no sane file has."""
    _Scanner(text, name).run()


class _Scanner:
    """A tiny TOML lexer: tracks strings, comments, brackets and where keys are."""

    def __init__(self, text: str, name: str) -> None:
        self.text = text
        self.name = name
        self.line = 1
        self.line_start = 0

    def fail(self, reason: str) -> None:
        # Translators: {reason} says what is wrong on that line of the file
        raise UserFileError(f"{self.name}: " + _("line {line}: {reason}").format(
            line=self.line, reason=reason))

    def newline(self, at: int) -> None:
        if at - self.line_start > MAX_LINE_CHARS:
            self.fail(_line_too_long())
        self.line += 1
        self.line_start = at + 1

    def skip_string(self, i: int) -> int:
        """Index just after the string starting at ``i`` (or the end of the text)."""
        text = self.text
        quote = text[i]
        triple = text.startswith(quote * 3, i)
        end_mark = quote * 3 if triple else quote
        j = i + (3 if triple else 1)
        n = len(text)
        while j < n:
            ch = text[j]
            if ch == "\\" and quote == '"':
                if j + 1 < n and text[j + 1] == "\n":
                    self.newline(j + 1)
                j += 2
                continue
            if ch == "\n":
                if not triple:
                    return j  # unterminated: the parser will say so
                self.newline(j)
            elif text.startswith(end_mark, j):
                j += len(end_mark)
                while triple and j < n and text[j] == quote:  # up to two quotes may close it
                    j += 1
                return j
            j += 1
        return n

    def run(self) -> None:
        text = self.text
        n = len(text)
        stack: list[str] = []  # open "[" / "{" in values
        in_key = True  # at the start of a line, in a header, or after "{" / "," in a table
        header = False
        key_parts = 1
        key_start = _skip_blank(text, 0)
        i = 0
        while i < n:
            found = (_KEY_SPECIAL if in_key else _VALUE_SPECIAL).search(text, i)
            if found is None:
                break
            i = found.start()
            ch = text[i]
            if ch == "\n":
                self.newline(i)
                if not stack:
                    in_key, header, key_parts, key_start = True, False, 1, _skip_blank(text, i + 1)
                i += 1
                continue
            if ch == "#":
                end = text.find("\n", i)
                i = n if end < 0 else end
                continue
            if ch in "\"'":
                i = self.skip_string(i)
                continue
            if in_key:
                if i - key_start > MAX_KEY_CHARS:
                    self.fail(_("key longer than {n} characters").format(n=MAX_KEY_CHARS))
                if ch == ".":
                    key_parts += 1
                    if key_parts > MAX_KEY_PARTS:
                        self.fail(_("key with more than {n} dotted parts").format(
                            n=MAX_KEY_PARTS))
                elif ch == "[" and not stack and i == key_start:
                    header = True
                elif (ch == "=" and not header) or (ch == "]" and header):
                    in_key, header = False, False
                elif ch == "}" and stack and stack[-1] == "{":
                    stack.pop()
                    in_key = False
                i += 1
                continue
            if ch in "[{":
                stack.append(ch)
                if len(stack) > MAX_NESTING:
                    self.fail(_("values nested more than {n} deep").format(n=MAX_NESTING))
                if ch == "{":
                    in_key, key_parts, key_start = True, 1, _skip_blank(text, i + 1)
            elif ch in "]}":
                if stack:
                    stack.pop()
            elif ch == "," and stack and stack[-1] == "{":
                in_key, key_parts, key_start = True, 1, _skip_blank(text, i + 1)
            i += 1
        if n - self.line_start > MAX_LINE_CHARS:
            self.fail(_line_too_long())


def _line_too_long() -> str:
    return _("line longer than {n} characters").format(n=MAX_LINE_CHARS)


_VALUE_SPECIAL = re.compile(r"[\n#\"'\[\]{},]")
_KEY_SPECIAL = re.compile(r"[\n#\"'.\[\]{}=]")
_BLANK = re.compile(r"[ \t]*")


def _skip_blank(text: str, start: int) -> int:
    match = _BLANK.match(text, start)
    assert match is not None  # "[ \t]*" matches at every position
    return match.end()
