"""The options for everyone take effect: keys you can change, reduced motion, high
contrast, text size, music and effects volumes."""

from __future__ import annotations

import pygame

from game.ui.kit import backdrop, keys, motion, music, physics, text, theme, tooltip
from game.ui.kit.sound import SoundBank
from game.ui.shell import settings
from game.ui.table.flight import Flight


def _press(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")


def test_a_changed_key_is_the_one_that_acts_and_the_one_shown():
    try:
        keys.bind(settings.Options(key_hint="q"))
        assert keys.pressed(_press(pygame.K_q), "hint")
        assert not keys.pressed(_press(pygame.K_h), "hint")
        assert keys.label("hint") == "Q"
        keys.bind(settings.Options(key_hint="f"))  # a letter a game uses: the default
        assert keys.key_name("hint") == "h"
    finally:
        keys.bind(settings.Options())


def test_every_default_key_is_allowed_and_no_two_actions_share_one():
    defaults = {keys.option_name(a): k for a, (_, k) in keys.ACTIONS.items()}
    assert all(k in keys.CHOICES for k in defaults.values())
    assert keys.clashes(defaults) == []
    assert keys.clashes({**defaults, "key_undo": "h"}) == [("hint", "undo", "h")]


def test_two_actions_on_one_key_are_reported_and_the_second_gets_its_default(tmp_path):
    from game.engine import paths

    paths.user_config_path().write_text('[options]\nkey_undo = "h"\nkey_moves = "x"\n')
    loaded = settings.load()
    assert loaded.key_undo == "u" and loaded.key_hint == "h" and loaded.key_moves == "x"
    assert loaded.problems == ["settings.toml: options.key_undo: 'h' is already the key of "
                               "options.key_hint; using 'u'"]


def test_bad_new_values_name_the_file_and_the_key():
    from game.engine import paths

    paths.user_config_path().write_text(
        '[options]\ntext_size = 130\nhigh_contrast = "yes"\nmusic_volume = 2.0\n'
        'effects_volume = -1\nreduced_motion = 1\nkey_rotate = "F1"\n')
    loaded = settings.load()
    assert (loaded.text_size, loaded.high_contrast, loaded.music_volume) == (100, False, 0.5)
    assert (loaded.effects_volume, loaded.reduced_motion, loaded.key_rotate) == (1.0, False, "r")
    keys_named = sorted(p.split(": ")[1] for p in loaded.problems)
    assert keys_named == ["options.effects_volume", "options.high_contrast",
                          "options.key_rotate", "options.music_volume",
                          "options.reduced_motion", "options.text_size"]
    assert all(p.startswith("settings.toml: ") and "\n" not in p for p in loaded.problems)


def test_reduced_motion_stops_bounces_flights_confetti_and_falling_stones():
    try:
        motion.apply(settings.Options(reduced_motion=True))
        assert physics.Bounce(drop=90).done() and physics.Bounce(drop=90).offset == 0
        landed = []
        flight = Flight("tile", (0, 0), (100, 100), 2.0, lambda: landed.append(1))
        assert flight.fraction() == 1.0 and flight.advance(0.0)
        confetti = physics.Confetti(pygame.Rect(0, 0, 100, 100), [(255, 0, 0)])
        assert confetti.pieces == []
        tray = physics.StoneTray(pygame.Rect(0, 0, 120, 26))
        tray.set_count(5)
        assert all(shape.body.position.y > 0 for shape in tray.pieces)  # already in the tray
        motion.apply(settings.Options(reduced_motion=False))
        assert not physics.Bounce(drop=90).done()
        assert Flight("tile", (0, 0), (100, 100), 2.0).fraction() == 0.0
        assert len(physics.Confetti(pygame.Rect(0, 0, 100, 100), [(255, 0, 0)]).pieces) == 120
    finally:
        motion.apply(settings.Options())


def test_high_contrast_changes_the_colours_and_back():
    try:
        theme.apply(settings.Options(high_contrast=True))
        assert theme.TEXT == (255, 255, 255) and theme.PANEL == (0, 0, 0)
        surface = pygame.Surface((200, 100), pygame.SRCALPHA)
        backdrop.panel(surface, pygame.Rect(10, 10, 100, 60))
        assert surface.get_at((50, 40)).a == 255  # panels are opaque
        theme.apply(settings.Options(high_contrast=False))
        now = {name: getattr(theme, name) for name in theme.NAMES}
        assert now == theme.NORMAL
    finally:
        theme.apply(settings.Options())


def test_text_size_grows_the_tips():
    tip = "Palace\nA building worth points at the end of the game for each district."
    try:
        text.set_scale(100)
        _, small_lines, small = tooltip.layout(tip)
        text.set_scale(150)
        _, big_lines, big = tooltip.layout(tip)
        assert tooltip.sizes() == (33, 28)
        assert big.h > small.h and big.w > small.w
    finally:
        text.set_scale(100)


def test_music_and_effects_have_their_own_volume():
    options = settings.Options(volume=0.8, music_volume=0.25, effects_volume=0.5)
    bank = SoundBank(options)
    assert abs(bank.effect_volume() - 0.4) < 1e-9
    assert abs(bank.music.volume() - 0.2) < 1e-9
    options.muted = True
    assert bank.music.volume() == 0.0
    bank.close()


def test_the_tune_is_quiet_sound_that_joins_without_a_click():
    loop = music.samples(rate=2000)
    assert len(loop) == sum(int(2000 * s) for _, s in music.CHORDS)
    assert max(abs(v) for v in loop) <= 9000 and max(abs(v) for v in loop) > 3000
    assert abs(loop[0]) < 50 and abs(loop[-1]) < 200
