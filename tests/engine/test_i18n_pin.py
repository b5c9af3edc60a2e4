"""A language pinned for one run (``polis play --lang``): the saved setting asked for
when the window opens is not spoken, another one chosen in Options is."""

from __future__ import annotations

import gettext

import pytest

from game.engine import i18n


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    i18n.pin_language(None)
    i18n.set_language("en")


def test_the_pin_holds_against_the_saved_setting_until_another_is_chosen():
    heard: list[str] = []
    i18n.on_change(heard.append)
    try:
        i18n.pin_language("zh-Hant")
        assert (i18n.language(), i18n.pinned()) == ("zh-Hant", "zh-Hant")
        i18n.set_language("en")  # the window applies the saved setting: not spoken
        i18n.set_language("en")  # another option changed: the same language again
        assert i18n.language() == "zh-Hant"
        i18n.set_language("zh-Hans")  # chosen in Options: spoken, the pin ends
        assert (i18n.language(), i18n.pinned()) == ("zh-Hans", None)
        i18n.set_language("en")
        assert i18n.language() == "en"
        assert heard == ["zh-Hant", "zh-Hans", "en"]
    finally:
        i18n._listeners.remove(heard.append)


def test_ending_the_pin_keeps_the_language_until_it_is_set():
    i18n.pin_language("zh-Hans")
    i18n.pin_language(None)
    assert (i18n.language(), i18n.pinned()) == ("zh-Hans", None)
    i18n.set_language("en")
    assert i18n.language() == "en"


def test_a_code_that_is_none_of_ours_pins_english():
    i18n.set_language("zh-Hant")
    i18n.pin_language("klingon")
    assert (i18n.language(), i18n.pinned()) == ("en", "en")


def test_a_list_of_words():
    assert i18n.and_list([]) == ""
    assert i18n.and_list(["Ada"]) == "Ada"
    assert i18n.and_list(["Ada", "Basil"]) == "Ada and Basil"
    assert i18n.and_list(["Ada", "Basil", "Cleo"]) == "Ada, Basil and Cleo"
    assert i18n.comma().join(["Ada", "Basil", "Cleo"]) == "Ada, Basil, Cleo"


class _Lists(gettext.NullTranslations):
    """A catalogue with Chinese list words only."""

    def gettext(self, message: str) -> str:
        return {"{items} and {last}": "{items}和{last}"}.get(message, message)

    def pgettext(self, context: str, message: str) -> str:
        return "、" if (context, message) == ("list", ", ") else message


def test_a_list_is_said_with_the_translators_words(monkeypatch):
    monkeypatch.setitem(i18n._catalogues, "zh-Hant", _Lists())
    try:
        i18n.set_language("zh-Hant")
        assert i18n.and_list(["甲", "乙", "丙"]) == "甲、乙和丙"
        assert i18n.comma() == "、"
    finally:
        i18n.set_language("en")


def test_the_screens_list_words_are_the_engines():
    from game.ui.kit import lists
    from game.ui.play import move_words

    assert lists.and_list is i18n.and_list and lists.comma is i18n.comma
    assert move_words.listing is i18n.and_list


def test_the_catalogues_are_read_from_the_assets_package():
    from game.engine import paths

    assert i18n.ASSETS_PACKAGE == paths.ASSETS_PACKAGE
    assert i18n.catalogue_file("zh_Hant") == paths.asset_file(
        "locale", "zh_Hant", "LC_MESSAGES", "polis.mo")
    assert i18n.catalogue_file("zh_Hant").is_file()
