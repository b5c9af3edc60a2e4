"""The words a player reads, in the player's language (gettext, switchable at run time).

Every string a player sees goes through this module as a whole sentence with named
placeholders, so a translator can reorder it::

    from game.engine.i18n import _, ngettext
    _("{name} leads by {points} points").format(name=name, points=points)
    ngettext("{n} tile", "{n} tiles", n).format(n=n)

``N_`` marks a string for the catalogue without translating it (a module-level table
of labels is translated where it is shown, with ``_(label)``); ``pgettext`` tells two
uses of the same English words apart for the translator.

The catalogues are GNU gettext ``.mo`` files shipped in ``assets/locale/<dir>/LC_MESSAGES``
(``polis.mo``), compiled from the PO files beside them by ``python -m
game.i18n_tools.catalogues`` (Babel). English is the source language: it needs no
catalogue. The language is chosen with :func:`set_language` and takes effect at once:
every call of ``_`` reads the current catalogue (the class-based gettext API, never
``gettext.install``).
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Callable, Mapping, Sequence
from importlib import resources
from importlib.resources.abc import Traversable

#: the languages, in the order the options screen offers them
LANGUAGES: tuple[str, ...] = ("en", "zh-Hant", "zh-Hans")
#: each language's name in its own words (never translated)
NAMES: dict[str, str] = {"en": "English", "zh-Hant": "繁體中文", "zh-Hans": "简体中文"}
#: the catalogue folder of each translated language (Babel's locale names)
FOLDERS: dict[str, str] = {"zh-Hant": "zh_Hant", "zh-Hans": "zh_Hans"}
DOMAIN = "polis"
#: the package that holds assets/ (as ``game.engine.paths.ASSETS_PACKAGE``)
ASSETS_PACKAGE = "polis_assets"

#: the language spoken; ``pinned``: the language of this run given on the command line
#: (``polis play --lang``), ``asked``: the language the settings asked for while pinned
_state: dict[str, str] = {"language": "en", "pinned": "", "asked": ""}
_catalogues: dict[str, gettext.NullTranslations] = {}
_listeners: list[Callable[[str], None]] = []


def normal(code: str) -> str | None:
    """The language of a code as a person or a system may write it ("zh_TW", "zh-hant",
    "zh-CN.UTF-8", "en_GB"), or None when it is none of ours."""
    code = code.strip().split(".")[0].split("@")[0].replace("_", "-").lower()
    if not code:
        return None
    if code in ("en", "c", "posix") or code.startswith("en-"):
        return "en"
    if code == "zh-hant" or code.startswith(("zh-hant-", "zh-tw", "zh-hk", "zh-mo")):
        return "zh-Hant"
    if code == "zh" or code == "zh-hans" or code.startswith(("zh-hans-", "zh-cn", "zh-sg")):
        return "zh-Hans"
    return None


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the system's locale asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG,
    as gettext reads them; on Windows the user's locale), English when none of ours."""
    env = os.environ if environ is None else environ
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key, "")
        if not value:
            continue
        for part in value.split(":"):  # LANGUAGE may list several, best first
            found = normal(part)
            if found is not None:
                return found
        return "en"  # the first variable set decides, as gettext does
    if environ is None and os.name == "nt":  # pragma: no cover - Windows only
        import locale

        found = normal(locale.getlocale()[0] or "")
        if found is not None:
            return found
    return "en"


def language() -> str:
    """The current language ("en", "zh-Hant" or "zh-Hans")."""
    return _state["language"]


def set_language(code: str) -> None:
    """Speak ``code`` from now on (a code :func:`normal` knows; anything else is English).

    Listeners (caches of drawn words, fonts) are told when the language changes. While a
    language is pinned (:func:`pin_language`), the first language asked for (the saved
    setting, applied when the window opens) and the same one asked for again (another
    option changed) are not spoken; another one (chosen in Options) ends the pin."""
    wanted = normal(code) or "en"
    if _state["pinned"]:
        if not _state["asked"]:
            _state["asked"] = wanted
            return
        if wanted == _state["asked"]:
            return
        _state["pinned"] = _state["asked"] = ""
    _speak(wanted)


def pin_language(code: str | None) -> None:
    """Speak ``code`` for this run whatever the saved setting says (``polis play --lang``):
    the setting is not changed, and a language the player chooses in Options is spoken
    from then on. ``None`` ends the pin (the language spoken stays until set again)."""
    if code is None:
        _state["pinned"] = _state["asked"] = ""
        return
    wanted = normal(code) or "en"
    _state["pinned"], _state["asked"] = wanted, ""
    _speak(wanted)


def pinned() -> str | None:
    """The language pinned for this run (None when there is none)."""
    return _state["pinned"] or None


def _speak(wanted: str) -> None:
    if wanted == _state["language"]:
        return
    _state["language"] = wanted
    for listener in list(_listeners):
        listener(wanted)


def on_change(listener: Callable[[str], None]) -> None:
    """Call ``listener(language)`` whenever the language changes."""
    if listener not in _listeners:
        _listeners.append(listener)


def is_chinese(code: str | None = None) -> bool:
    """True for both Chinese scripts (the current language when ``code`` is None)."""
    return (code or language()).startswith("zh")


def catalogue(code: str | None = None) -> gettext.NullTranslations:
    """The translations of a language (the current one when ``code`` is None); English,
    or a catalogue that cannot be read, translates nothing."""
    code = code or language()
    found = _catalogues.get(code)
    if found is None:
        found = _catalogues[code] = _load(code)
    return found


def catalogue_file(folder: str) -> Traversable:
    """The compiled catalogue of a language's folder, in the shipped assets.

    Read through importlib.resources as ``game.engine.paths.asset_file`` reads every
    asset; this module imports nothing of the project, as every module may need words
    (``paths`` too)."""
    return resources.files(ASSETS_PACKAGE).joinpath("locale", folder, "LC_MESSAGES",
                                                    f"{DOMAIN}.mo")


def _load(code: str) -> gettext.NullTranslations:
    folder = FOLDERS.get(code)
    if folder is None:
        return gettext.NullTranslations()
    try:
        with catalogue_file(folder).open("rb") as fp:
            return gettext.GNUTranslations(fp)
    except (OSError, ModuleNotFoundError):
        # a missing catalogue means English words, never a crash (polis info tells)
        return gettext.NullTranslations()
    except Exception:  # noqa: BLE001 - a damaged .mo raises whatever struct finds
        return gettext.NullTranslations()


def _(message: str) -> str:
    """``message`` in the current language (words with no translation, a name, or words
    already translated come back unchanged; "" stays "", never the catalogue's header).
    Words marked with :func:`NC_` are translated in their context."""
    if isinstance(message, InContext):
        return pgettext(message.context, message)
    return catalogue().gettext(message) if message else message


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue; translate it later with ``_(message)``."""
    return message


class InContext(str):
    """English words that carry the context they are translated in (made by NC_)."""

    context: str


def NC_(context: str, message: str) -> str:
    """Mark ``message`` for the catalogue in ``context`` (two uses of the same English,
    such as a button's "Next"); ``_(message)`` later translates it in that context."""
    marked = InContext(message)
    marked.context = context
    return marked


def ngettext(singular: str, plural: str, n: int) -> str:
    """The words for ``n`` things in the current language (Chinese has one form)."""
    return catalogue().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, where ``context`` tells two uses apart."""
    return catalogue().pgettext(context, message) if message else message


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """:func:`ngettext` with a context."""
    return catalogue().npgettext(context, singular, plural, n)


def comma() -> str:
    """What goes between the items of a list in the player's language (", ")."""
    # Translators: the separator between the items of a list ("a, b and c")
    return pgettext("list", ", ")


def and_list(words: Sequence[str]) -> str:
    """Words said one after another: 'a', 'a and b', 'a, b and c' ('' for none; each
    word already translated). The one list joiner: ``game.ui.kit.lists`` re-exports it,
    and a list without "and" ("Ada 31, Basil 28") is ``comma().join(words)``."""
    if len(words) <= 1:
        return "".join(words)
    # Translators: the end of a list: {items} is one or more items ("a, b"), {last} the last
    return _("{items} and {last}").format(items=comma().join(words[:-1]), last=words[-1])


def reset_cache() -> None:
    """Read the catalogues again on next use (after they were rebuilt)."""
    _catalogues.clear()
