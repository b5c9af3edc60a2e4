"""The shipped catalogues: up to date with the code, complete, well-formed, compiled, and
drawn by their fonts (docs/translation.md)."""

from __future__ import annotations

import re
import string

import pytest

babel = pytest.importorskip("babel")
fontTools = pytest.importorskip("fontTools")

from babel.messages.mofile import read_mo  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

from game.i18n_tools import catalogues, fonts  # noqa: E402
from game.ui.kit import cjk  # noqa: E402

LOCALES = catalogues.LOCALES
FACE_OF = {"zh_Hant": "hant", "zh_Hans": "hans"}


def _po(locale: str):
    with (catalogues.LOCALE / locale / "LC_MESSAGES" / "polis.po").open("rb") as fp:
        return read_po(fp, locale=locale)


def _strings(message) -> tuple[str, ...]:
    found = message.string
    return tuple(found) if isinstance(found, tuple | list) else (found,)


def _ids(message) -> tuple[str, ...]:
    return message.id if isinstance(message.id, tuple) else (message.id,)


def test_the_template_has_every_word_of_the_code():
    """A word wrapped in the code (or a tutorial line written) but not extracted yet."""
    assert not catalogues.stale(), ("assets/locale/polis.pot is out of date: run "
                                    "make catalogues and translate the new words")


@pytest.mark.parametrize("locale", LOCALES)
def test_every_message_is_translated_and_none_is_fuzzy(locale):
    catalog = _po(locale)
    template_ids = {m.id for m in catalogues.template() if m.id}
    missing = [m.id for m in catalog if m.id and (m.fuzzy or not all(_strings(m)))]
    assert missing == [], f"{len(missing)} untranslated in {locale}, e.g. {missing[:5]}"
    assert {m.id for m in catalog if m.id} == template_ids


def _names(text: str) -> list[str]:
    return sorted(name for _, name, _, _ in string.Formatter().parse(text) if name is not None)


@pytest.mark.parametrize("locale", LOCALES)
def test_translations_keep_the_placeholders(locale):
    wrong = []
    for message in _po(locale):
        if not message.id:
            continue
        wanted = _names(_ids(message)[-1])
        for translated in _strings(message):
            if not translated:
                continue  # untranslated: the test above tells
            try:
                if _names(translated) != wanted:
                    wrong.append((message.id, translated))
            except ValueError:  # a lone brace
                wrong.append((message.id, translated))
    assert wrong == []


@pytest.mark.parametrize("locale", LOCALES)
def test_the_compiled_catalogue_says_what_the_po_file_says(locale):
    folder = catalogues.LOCALE / locale / "LC_MESSAGES"
    with (folder / "polis.mo").open("rb") as fp:
        compiled = read_mo(fp)
    po = _po(locale)
    for message in po:
        if not message.id or message.fuzzy or not all(_strings(message)):
            continue
        found = compiled.get(message.id, message.context)
        assert found is not None and _strings(found) == _strings(message), message.id


@pytest.mark.parametrize("locale", LOCALES)
def test_the_font_draws_every_character_of_the_catalogue(locale):
    from fontTools.ttLib import TTFont

    face = cjk.FACES[FACE_OF[locale]]
    cmap = TTFont(str(fonts.FONTS / face)).getBestCmap()
    lacking = sorted({ch for m in _po(locale) for s in _strings(m) for ch in s or ""
                      if cjk.is_han(ch) and ord(ch) not in cmap})
    assert lacking == [], f"{face} lacks {''.join(lacking)}: run make fonts"


def _encodes(ch: str, codec: str) -> bool:
    try:
        ch.encode(codec)
    except UnicodeEncodeError:
        return False
    return True


@pytest.mark.parametrize("locale", LOCALES)
def test_translations_are_in_their_own_script(locale):
    """A Traditional catalogue holds no character that only Simplified Chinese writes (in
    GB 2312, not in Big5), and a Simplified one none that only Traditional writes."""
    own, other = ("big5", "gb2312") if locale == "zh_Hant" else ("gb2312", "big5")
    found = sorted({ch for m in _po(locale) for s in _strings(m) for ch in s or ""
                    if cjk.is_han(ch) and 0x4E00 <= ord(ch) <= 0x9FFF
                    and _encodes(ch, other) and not _encodes(ch, own)})
    assert found == [], f"{locale} uses characters of the other script: {''.join(found)}"


def test_the_fonts_and_their_licence_ship():
    for face in cjk.FACES.values():
        assert (fonts.FONTS / face).is_file()
    licence = (fonts.FONTS / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence


def test_no_message_is_an_f_string_or_glued():
    """Messages are whole: no message is a fragment that starts or ends with a space or
    is a lone punctuation mark, and none has a positional placeholder (a list's separator,
    in the context "list", is the one piece that is not a sentence)."""
    bad = []
    for message in catalogues.template():
        if message.context == "list":
            continue
        for text in _ids(message):
            if not text:
                continue
            if text != text.strip() or re.search(r"\{\d*\}", text):
                bad.append(text)
    assert bad == []


def test_the_catalogue_tool_refuses_bad_arguments(capsys):
    assert catalogues.main(["--fill-from", "xx=nothing"]) == 2
    assert "--fill-from" in capsys.readouterr().err
