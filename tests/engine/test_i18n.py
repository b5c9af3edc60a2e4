"""The language: codes, the system's locale, switching at run time, the catalogues."""

from __future__ import annotations

import gettext

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine import i18n


@pytest.mark.parametrize(("code", "expected"), [
    ("en", "en"), ("en_GB.UTF-8", "en"), ("C.UTF-8", "en"), ("POSIX", "en"),
    ("zh_TW.UTF-8", "zh-Hant"), ("zh-Hant", "zh-Hant"), ("zh_HK", "zh-Hant"),
    ("zh-hant-tw", "zh-Hant"), ("zh_CN.UTF-8", "zh-Hans"), ("zh", "zh-Hans"),
    ("zh_SG", "zh-Hans"), ("zh-Hans", "zh-Hans"), ("fr_FR.UTF-8", None), ("", None),
])
def test_codes_people_and_systems_write(code, expected):
    assert i18n.normal(code) == expected


@pytest.mark.parametrize(("environ", "expected"), [
    ({}, "en"),
    ({"LANG": "zh_TW.UTF-8"}, "zh-Hant"),
    ({"LANG": "zh_CN.UTF-8"}, "zh-Hans"),
    ({"LANGUAGE": "fr:zh_TW", "LANG": "en_US.UTF-8"}, "zh-Hant"),  # the first of ours
    ({"LC_ALL": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"}, "en"),  # LC_ALL decides first
    ({"LC_MESSAGES": "zh_HK.UTF-8"}, "zh-Hant"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
])
def test_the_system_language(environ, expected):
    assert i18n.system_language(environ) == expected


@given(st.text(max_size=40))
def test_any_code_is_one_of_ours_or_none(code):
    assert i18n.normal(code) in (None, *i18n.LANGUAGES)


def _fake(words: dict[str, str]) -> gettext.NullTranslations:
    class Fake(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            return words.get(message, message)

    return Fake()


def test_switching_takes_effect_at_once_and_tells_listeners(monkeypatch):
    monkeypatch.setitem(i18n._catalogues, "zh-Hant", _fake({"Save": "儲存"}))
    heard: list[str] = []
    i18n.on_change(heard.append)
    assert i18n._("Save") == "Save"
    i18n.set_language("zh_TW")
    assert (i18n.language(), i18n._("Save"), heard[-1]) == ("zh-Hant", "儲存", "zh-Hant")
    i18n.set_language("klingon")  # not ours: English
    assert (i18n.language(), i18n._("Save")) == ("en", "Save")
    i18n._listeners.remove(heard.append)


def test_empty_words_are_never_the_catalogue_header():
    i18n.set_language("zh-Hant")
    assert i18n._("") == ""
    assert i18n.pgettext("menu", "") == ""


def test_english_counts():
    assert i18n.ngettext("{n} tile", "{n} tiles", 1).format(n=1) == "1 tile"
    assert i18n.ngettext("{n} tile", "{n} tiles", 2).format(n=2) == "2 tiles"


def test_a_missing_or_broken_catalogue_means_english(monkeypatch, tmp_path):
    broken = tmp_path / "polis.mo"
    broken.write_bytes(b"\xde\x12\x04\x95 not a catalogue")
    monkeypatch.setattr(i18n, "catalogue_file", lambda folder: broken)
    i18n.reset_cache()
    try:
        i18n.set_language("zh-Hans")
        assert i18n._("Save") == "Save"
    finally:
        i18n.reset_cache()


def test_words_marked_in_a_context_are_translated_in_it():
    """The coach's "Next" (the next step) and the results' "Next" (the next challenge)
    are one English word with two translations: NC_ keeps them apart until drawn."""
    step, challenge = i18n.NC_("coach", "Next"), i18n.NC_("challenge", "Next")
    assert step == challenge == "Next"  # English: the words as written
    i18n.set_language("zh-Hant")
    assert i18n._(step) == i18n.pgettext("coach", "Next") == "下一步"
    assert i18n._(challenge) == i18n.pgettext("challenge", "Next") == "下一關"
    i18n.set_language("en")
    assert i18n._(step) == "Next"
