"""The language changes at once: Options -> Language -> Save, and the screens beneath
speak the new language in the next frame (the title; a game under the pause menu).

The real catalogues have no translations yet, so the tests install a made-up one for
zh-Hant that marks every message it is asked for; a word on screen that never went
through the catalogue keeps its English, and the tests find it.
"""

from __future__ import annotations

import pytest

from game.engine import i18n
from game.ui.play.session import GameSession, Seat
from game.ui.scenes.options import OptionsScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.play import PlayScene
from game.ui.scenes.title import TitleScene
from tests.ui.layout import record_frame
from tests.ui.marked_words import MARK, Marked

#: frames past the cross-fade of a scene change
SETTLE = 20


@pytest.fixture
def marked():
    """zh-Hant speaks through the made-up catalogue; English again afterwards."""
    i18n.set_language("en")
    i18n._catalogues["zh-Hant"] = Marked()
    yield
    i18n.set_language("en")
    i18n._catalogues.pop("zh-Hant", None)


def words(marks) -> list[str]:
    """The texts of a frame's marks."""
    return [m.label for m in marks if m.kind == "text"]


def choose_language(h, code: str) -> None:
    """In the Options on top: pick ``code`` as the language and press Save."""
    options = h.top
    assert isinstance(options, OptionsScene)
    language = options.widget("Language")
    for _step in range(len(language.options)):
        if language.value == code:
            break
        language.step(1)
    assert language.value == code
    h.click(options.save_button.rect.center)
    h.frames(SETTLE)


def test_the_title_speaks_the_language_saved_in_options(harness, marked):
    h = harness
    title = TitleScene(h.app, attract=False)
    h.app.push(title)
    h.frames(SETTLE)
    english = words(record_frame(h))
    assert "New game" in english and "POLIS ARCADE" in english

    h.click(title.options_button.rect.center)
    h.frames(SETTLE)
    assert isinstance(h.top, OptionsScene)
    choose_language(h, "zh-Hant")
    assert h.top is title
    assert h.app.options.language == "zh-Hant" and i18n.language() == "zh-Hant"

    said = words(record_frame(h))
    assert len(said) == len(english)  # the same screen ...
    assert not set(said) & set(english), set(said) & set(english)  # ... in other words
    assert [w for w in said if not w.startswith(MARK)] == []  # every one translated


def test_a_game_under_the_pause_menu_follows_at_once(harness, marked):
    h = harness
    seats = [Seat("You", "orange", "human", "easy"), Seat("Basil", "sky", "ai", "easy")]
    play = PlayScene(h.app, GameSession.new("akropolis", seats, 3, {}, autosave=False))
    h.app.push(play)
    h.frames(30)
    menu = play.board.menu
    assert menu.hint.label == "Hint (H)"
    pause = PauseScene(h.app, play)
    h.app.push(pause)
    h.frames(SETTLE)
    before = record_frame(h)
    h.app.push(OptionsScene(h.app))
    h.frames(SETTLE)
    choose_language(h, "zh-Hant")
    assert h.top is pause

    after = record_frame(h)
    top = max(m.layer for m in after)
    menu_words = [m.label for m in after if m.kind == "text" and m.layer == top]
    assert len(menu_words) == len([m for m in before if m.kind == "text" and m.layer == top])
    assert menu_words and all(w.startswith(MARK) for w in menu_words), menu_words
    # the board's own buttons beneath say their words (and keys) in the new language
    assert menu.hint.label == f"{MARK}Hint (H)"
    assert menu.undo.label == f"{MARK}Undo (U)"
    beneath = words(after)
    assert f"{MARK}Hint (H)" in beneath and f"{MARK}Menu (Esc)" in beneath


def test_english_again_after_switching_back(harness, marked):
    h = harness
    title = TitleScene(h.app, attract=False)
    h.app.push(title)
    h.frames(SETTLE)
    english = words(record_frame(h))
    for code in ("zh-Hant", "en"):
        h.click(title.options_button.rect.center)
        h.frames(SETTLE)
        choose_language(h, code)
    assert words(record_frame(h)) == english


def test_the_settings_problems_are_said_again_in_the_new_language(marked):
    from game.engine import paths
    from game.ui.shell import settings
    from game.ui.shell.app import App

    path = paths.user_config_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("options = 3\n", encoding="utf-8")
    options = settings.load()
    assert options.problems == [f"{path.name}: options: expected a table; using the defaults"]
    app = App(options=options, headless=True)
    try:
        assert app.messages == options.problems  # English, as read
        app.options.language = "zh-Hant"
        app.apply_options()
        assert app.messages == [f"{MARK}{path.name}: options: expected a table; using the "
                                "defaults"]
    finally:
        app.close()
