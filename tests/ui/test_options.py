"""Options are saved to the user TOML, survive a restart, and keep the AI's tables."""

from __future__ import annotations

import tomllib

from game.engine import paths
from game.ui.kit import keys, motion, text, theme
from game.ui.scenes.options import OptionsScene
from game.ui.shell import settings
from game.ui.shell.app import App


def test_options_survive_a_restart_and_keep_other_tables():
    path = paths.user_config_path()
    path.write_text('[ai.hard]\ntime_ms = 900\n\n[ai.tutor]\nbase = "easy"\n')
    app = App(headless=True)
    scene = OptionsScene(app)
    app.push(scene)
    app.frame(1 / 60, [], logical=True)
    scene.widget("Volume").set(0.3)
    scene.widget("Animation speed").set(2.0)
    scene.widget("Sound").step(1)  # mute
    scene.widget("Colour-blind patterns").step(1)
    level = scene.widget("Default AI level")
    level.set_options(level.options, "hard")
    level.on_change("hard")
    scene.widget("Text size").step(1)  # 125 %
    scene.widget("High contrast").step(1)
    scene.widget("Music").set(0.2)
    scene.widget("Effects").set(0.6)
    scene.widget("Reduced motion").step(1)
    hint_key = scene.widget("Key: Hint")
    hint_key.set_options(hint_key.options, "q")
    hint_key.on_change("q")
    scene.save()
    app.close()

    data = tomllib.loads(path.read_text())
    assert data["ai"]["hard"] == {"time_ms": 900}
    assert data["ai"]["tutor"] == {"base": "easy"}
    again = settings.load()
    assert again.volume == 0.3
    assert again.animation_speed == 2.0
    assert again.muted is True
    assert again.colourblind is True
    assert again.ai_level == "hard"
    assert (again.text_size, again.high_contrast, again.reduced_motion) == (125, True, True)
    assert (again.music_volume, again.effects_volume, again.key_hint) == (0.2, 0.6, "q")
    assert again.problems == []
    restarted = App(headless=True)
    assert restarted.options.colourblind is True
    assert keys.label("hint") == "Q" and theme.high_contrast and motion.reduced()
    assert text.scale() == 1.25
    restarted.close()
    App(headless=True, options=settings.Options()).close()  # back to the shipped look


def test_two_actions_on_one_key_are_not_saved():
    path = paths.user_config_path()
    app = App(headless=True, options=settings.Options())
    scene = OptionsScene(app)
    app.push(scene)
    undo = scene.widget("Key: Undo")
    undo.set_options(undo.options, "h")
    undo.on_change("h")
    scene.save()
    assert scene.message.startswith("H is the key of both Hint and Undo")
    assert app.stack.top is scene and not path.exists()
    app.close()


def test_bad_values_are_reported_and_defaults_used():
    paths.user_config_path().write_text('[options]\nvolume = 7\nwindow = "tiny"\nzoom = 1\n')
    loaded = settings.load()
    assert loaded.volume == 0.7
    assert loaded.window == "1280x720"
    assert len(loaded.problems) == 3
    assert all("settings.toml: options." in p for p in loaded.problems)


def test_an_unreadable_settings_file_is_not_overwritten():
    path = paths.user_config_path()
    path.write_text("this is = = not toml")
    problems = settings.save(settings.Options(volume=0.2))
    assert problems and "settings.toml" in problems[0]
    assert path.read_text() == "this is = = not toml"


def test_the_title_shows_problems_in_the_settings_file():
    from game.ui.scenes.title import TitleScene

    paths.user_config_path().write_text('[options]\nvolume = "loud"\n')
    app = App(headless=True)
    app.push(TitleScene(app, attract=False))
    app.frame(1 / 60, [], logical=True)
    assert "options.volume" in app.stack.top.message
    app.close()


def test_nan_speed_and_level_problems_are_refused_and_shown_in_the_window():
    paths.user_config_path().write_text(
        "[options]\nanimation_speed = nan\nvolume = inf\nai_level = \"godlike\"\n"
        "[ai.hard]\nexploration = nan\n[ai.hard.captial]\niterations = 5\n"
    )
    loaded = settings.load()
    assert loaded.animation_speed == 1.0 and loaded.volume == 0.7
    assert loaded.ai_level == "normal"
    text = "\n".join(loaded.problems)
    assert "options.animation_speed: expected a finite number, not nan" in text
    assert "options.volume: expected a finite number, not inf" in text
    assert 'options.ai_level: unknown level "godlike"' in text
    assert "ai.hard.exploration: expected a finite number, not nan" in text
    assert "ai.hard.captial: unknown game" in text
    assert len(loaded.problems) == 5 and all("\n" not in p for p in loaded.problems)
    assert settings.problem_lines() == loaded.problems

    app = App(headless=True)
    scene = OptionsScene(app)
    app.push(scene)
    app.frame(1 / 60, [], logical=True)
    lines = scene.notice_lines()
    assert lines[0] == "There are 5 problems in your settings; the default is used instead:"
    assert len(lines) == 5 and lines[-1].startswith("… and more")
    app.close()


def test_no_notice_when_the_settings_are_fine():
    paths.user_config_path().write_text("[options]\nvolume = 0.5\n")
    app = App(headless=True)
    scene = OptionsScene(app)
    assert scene.notice_lines() == []
    app.close()


def _options_over(app: App) -> OptionsScene:
    scene = OptionsScene(app)
    app.push(scene)
    app.frame(1 / 60, [], logical=True)
    return scene


def _drawn(app: App) -> list[str]:
    """The words of one frame."""
    text.start_recording(app.canvas)
    try:
        app.frame(1 / 60, [], logical=True)
    finally:
        rec = text.stop_recording()
    return [m.label for m in rec.marks if m.kind == "text"] if rec else []


def test_a_language_pinned_for_the_run_is_shown_and_said_to_be_for_this_run():
    """``polis play --lang zh-Hant`` with English saved: Options shows the language in
    use, says it is this run's; saving other options keeps both the pin and the file."""
    from game.engine import i18n

    paths.user_config_path().write_text('[options]\nlanguage = "en"\n')
    i18n.pin_language("zh-Hant")
    try:
        app = App(headless=True)
        assert i18n.language() == "zh-Hant"
        scene = _options_over(app)
        assert scene.widget("Language").value == "zh-Hant"
        note = scene.pinned_note()
        assert note == i18n._("{language} is set for this run (--lang); your saved language "
                              "is {saved}.").format(language="繁體中文", saved="English")
        assert note in _drawn(app)
        scene.widget("Volume").set(0.4)
        scene.save()
        assert i18n.language() == "zh-Hant" and i18n.pinned() == "zh-Hant"
        assert settings.load().language == "en" and settings.load().volume == 0.4

        again = _options_over(app)  # choosing English (the saved one) speaks it now
        again.widget("Language").step(-1)
        assert again.widget("Language").value == "en" and again.pinned_note() == ""
        again.save()
        assert i18n.language() == "en" and i18n.pinned() is None
        assert settings.load().language == "en"
        assert _options_over(app).pinned_note() == ""
        app.close()
    finally:
        i18n.pin_language(None)
        i18n.set_language("en")


def test_without_a_pinned_language_options_show_the_saved_one():
    from game.engine import i18n

    paths.user_config_path().write_text('[options]\nlanguage = "en"\n')
    app = App(headless=True)
    scene = _options_over(app)
    assert scene.widget("Language").value == "en" and scene.pinned_note() == ""
    app.close()
    assert i18n.pinned() is None
