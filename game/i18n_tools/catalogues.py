"""Extract, update and compile the message catalogues (Babel).

    python -m game.i18n_tools.catalogues            # extract, update the PO files, compile
    python -m game.i18n_tools.catalogues --check    # exit 1 when the template is stale
    python -m game.i18n_tools.catalogues --fill-from zh_Hant=OTHER.po ...
                                      # take translations this catalogue lacks from another

The words come from two kinds of source:

- Python: the calls ``_("…")``, ``N_("…")``, ``ngettext("…", "…", n)``,
  ``pgettext("context", "…")`` and ``npgettext`` in ``game/`` and ``ai/``;
- the shipped TOML files whose words a player reads: the tutorial scripts, the arcade
  challenges and the game content (names of buildings, characters, milestones), by the
  keys listed in :data:`TOML_KEYS`.

The template is ``assets/locale/polis.pot``; each language's catalogue is
``assets/locale/<dir>/LC_MESSAGES/polis.po`` (translated by hand: new words arrive
untranslated, never guessed from near matches) and its compiled ``polis.mo``, which the
game reads and the wheel ships. Babel is a developer tool here (``pip install -e
'.[i18n]'``); playing never needs it.
"""

from __future__ import annotations

import argparse
import io
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"
TEMPLATE = LOCALE / "polis.pot"
DOMAIN = "polis"
#: the catalogue folders (Babel locale names) of the translated languages
LOCALES = ("zh_Hant", "zh_Hans")
PYTHON_DIRS = ("game", "ai")
KEYWORDS = {
    "_": None,
    "N_": None,
    "NC_": ((1, "c"), 2),
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
}
COMMENT_TAGS = ("Translators:",)
#: shipped TOML files -> the keys (at any depth) whose text values a player reads
TOML_KEYS: dict[str, tuple[str, ...]] = {
    "levels/tutorials/*.toml": ("title", "text"),
    "levels/challenges/*.toml": ("title", "flavour", "words"),
    "levels/ginkgopolis/characters.toml": ("name",),
}


def python_messages() -> Iterator[tuple[str, int, Any, list[str], str | None]]:
    """(file, line, message, comments, context) of every marked string in the code."""
    from babel.messages.extract import extract_from_file

    for top in PYTHON_DIRS:
        for path in sorted((ROOT / top).rglob("*.py")):
            if "i18n_tools" in path.parts:
                continue
            for line, message, comments, context in extract_from_file(
                    "python", str(path), keywords=KEYWORDS, comment_tags=COMMENT_TAGS,
                    strip_comment_tags=True):
                yield path.relative_to(ROOT).as_posix(), line, message, comments, context


def toml_messages() -> Iterator[tuple[str, int, Any, list[str], str | None]]:
    """(file, line, message, [], None) of the words in the shipped TOML files."""
    for pattern, keys in TOML_KEYS.items():
        folder, _, glob = pattern.rpartition("/")
        for path in sorted((ROOT / folder).glob(glob)):
            source = path.read_text(encoding="utf-8")
            lines = source.splitlines()
            for value in _strings(tomllib.loads(source), keys):
                yield (path.relative_to(ROOT).as_posix(), _line_of(lines, value), value,
                       [], None)


def _strings(data: Any, keys: tuple[str, ...]) -> Iterator[str]:
    if isinstance(data, dict):
        for key, value in data.items():
            if key in keys and isinstance(value, str) and value.strip():
                yield value
            else:
                yield from _strings(value, keys)
    elif isinstance(data, list):
        for item in data:
            yield from _strings(item, keys)


def _line_of(lines: list[str], value: str) -> int:
    probe = value[:40]
    for number, line in enumerate(lines, 1):
        if probe in line:
            return number
    return 1


def template():  # -> babel.messages.catalog.Catalog
    """The catalogue template of every word in the sources."""
    from babel.messages.catalog import Catalog

    catalog = Catalog(project="Polis Arcade", version=_version(),
                      copyright_holder="Polis Arcade", msgid_bugs_address="", charset="utf-8",
                      fuzzy=False)
    for where, line, message, comments, context in [*python_messages(), *toml_messages()]:
        flags = ("python-brace-format",) if _has_placeholder(message) else ()
        added = catalog.add(message, None, [(where, line)], auto_comments=comments,
                            context=context, flags=flags)
        # Babel guesses python-format from a "%" ("% in" reads as "%i"); our messages
        # are str.format templates only
        added.flags.discard("python-format")
    return catalog


def _version() -> str:
    import game

    return game.__version__


def _header(catalog, locale: str) -> None:
    """The header a translated catalogue carries (never fuzzy: a fuzzy header is
    dropped by some tools, and with it the one plural form of Chinese)."""
    catalog.fuzzy = False
    catalog.project = "Polis Arcade"
    catalog.version = _version()
    catalog.copyright_holder = "Polis Arcade"
    catalog.msgid_bugs_address = ""
    catalog.last_translator = "Polis Arcade translators"
    catalog.language_team = {"zh_Hant": "繁體中文", "zh_Hans": "简体中文"}.get(locale, locale)
    catalog.header_comment = ("# Polis Arcade: the words of the game in "
                              f"{catalog.language_team} (docs/translation.md).\n#")


def _has_placeholder(message: Any) -> bool:
    texts = message if isinstance(message, tuple) else (message,)
    return any("{" in t for t in texts if t)


def _po_bytes(catalog, **options: Any) -> bytes:
    from babel.messages.pofile import write_po

    out = io.BytesIO()
    write_po(out, catalog, width=100, omit_header=False, sort_output=False,
             include_lineno=True, **options)
    return out.getvalue()


def _without_dates(text: bytes) -> bytes:
    return b"\n".join(line for line in text.splitlines()
                      if not line.startswith((b'"POT-Creation-Date', b'"PO-Revision-Date')))


def stale() -> bool:
    """True when the template on disk differs from the sources' words."""
    if not TEMPLATE.exists():
        return True
    return _without_dates(TEMPLATE.read_bytes()) != _without_dates(_po_bytes(template()))


def update(fill: dict[str, list[Path]] | None = None) -> list[str]:
    """Write the template, merge it into every catalogue and compile them; what was done.

    ``fill`` maps a catalogue folder to other PO files whose translations fill the
    messages it has none for (the work of another branch, say)."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    done: list[str] = []
    pot = template()
    LOCALE.mkdir(parents=True, exist_ok=True)
    TEMPLATE.write_bytes(_po_bytes(pot))
    done.append(f"{TEMPLATE.relative_to(ROOT)}: {len(pot)} messages")
    for locale in LOCALES:
        po_path = LOCALE / locale / "LC_MESSAGES" / f"{DOMAIN}.po"
        po_path.parent.mkdir(parents=True, exist_ok=True)
        if po_path.exists():
            with po_path.open("rb") as fp:
                catalog = read_po(fp, locale=locale)
        else:
            catalog = Catalog(locale=locale, project="Polis Arcade", charset="utf-8")
        catalog.update(pot, no_fuzzy_matching=True, update_header_comment=False)
        _header(catalog, locale)
        catalog.obsolete.clear()  # words no longer used go (git keeps them)
        for other in (fill or {}).get(locale, []):
            done.append(f"{po_path.relative_to(ROOT)}: {_fill(catalog, other)} filled from "
                        f"{other}")
        po_path.write_bytes(_po_bytes(catalog))
        done.append(f"{po_path.relative_to(ROOT)}: {translated(catalog)} of {len(catalog)}"
                    " translated")
        with po_path.open("rb") as fp:
            compiled = read_po(fp, locale=locale)
        with (po_path.with_suffix(".mo")).open("wb") as fp:
            write_mo(fp, compiled, use_fuzzy=False)
    return done


def _fill(catalog, other: Path) -> int:
    """Copy into ``catalog`` the translations of ``other`` for messages it lacks; how many."""
    from babel.messages.pofile import read_po

    with other.open("rb") as fp:
        source = read_po(fp)
    count = 0
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if all(strings) and not message.fuzzy:
            continue
        found = source.get(message.id, message.context)
        if found is None or found.fuzzy:
            continue
        theirs = found.string if isinstance(found.string, tuple) else (found.string,)
        if theirs and all(theirs):
            message.string = found.string
            message.flags.discard("fuzzy")
            count += 1
    return count


def translated(catalog) -> int:
    """How many messages of a catalogue have a translation that is not fuzzy."""
    count = 0
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        count += all(strings)
    return count


def main(argv: list[str] | None = None) -> int:
    """The command line (see the module docstring)."""
    parser = argparse.ArgumentParser(prog="python -m game.i18n_tools.catalogues",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="only say whether the template is up to date (exit 1 if not)")
    parser.add_argument("--fill-from", action="append", default=[], metavar="DIR=FILE",
                        help="fill a catalogue's missing translations from another PO file "
                             "(DIR: zh_Hant or zh_Hans); may be given several times")
    args = parser.parse_args(argv)
    fill: dict[str, list[Path]] = {}
    for item in args.fill_from:
        folder, sep, file = item.partition("=")
        if not sep or folder not in LOCALES or not Path(file).is_file():
            print(f"--fill-from {item}: expected DIR=FILE with DIR one of "
                  f"{', '.join(LOCALES)} and an existing file", file=sys.stderr)
            return 2
        fill.setdefault(folder, []).append(Path(file))
    try:
        import babel  # noqa: F401
    except ImportError:
        print("Babel is missing: pip install -e '.[i18n]'", file=sys.stderr)
        return 2
    if args.check:
        if stale():
            print(f"{TEMPLATE.relative_to(ROOT)} is out of date: run "
                  "python -m game.i18n_tools.catalogues", file=sys.stderr)
            return 1
        return 0
    for line in update(fill):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
