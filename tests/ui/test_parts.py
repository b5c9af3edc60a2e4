"""Pieces: hex projection (R2.3/R2.7), the score track, sounds without audio, widgets."""

from __future__ import annotations

import math

import pygame
import pytest

from game.ui.akropolis import geo, view_model
from game.ui.kit import sound
from game.ui.kit.widgets import Slider, TextEntry
from game.ui.shell import settings
from game.ui.table.track import ScoreTrack


def test_directions_run_counter_clockwise_on_screen():
    angles = []
    for dq, dr in view_model.DIRECTIONS:
        x, y = geo.centre(dq, dr, 10.0)
        angles.append(math.degrees(math.atan2(-y, x)) % 360)  # y grows downward
    assert angles == sorted(angles)
    assert angles[0] == pytest.approx(0.0)  # d0 is east


def test_placement_spaces_follow_the_worked_example():
    # R2.8: tile 19 anchored at (1, 0)
    assert view_model.placement_spaces(1, 0, 0) == ((1, 0), (2, 0), (1, 1))
    assert view_model.placement_spaces(1, 0, 1) == ((1, 0), (2, -1), (2, 0))
    assert view_model.placement_spaces(1, 0, 3) == ((1, 0), (0, 0), (1, -1))


def test_screen_to_space_round_trip():
    for q, r in [(0, 0), (3, -2), (-4, 5), (7, 1)]:
        x, y = geo.centre(q, r, 23.0)
        assert geo.space_at(x + 2, y - 1, 23.0) == (q, r)


def test_track_swims_to_new_scores_and_crowns_the_leader():
    track = ScoreTrack(pygame.Rect(0, 0, 900, 560), [(255, 0, 0), (0, 0, 255)], ["a", "b"])
    track.set_scores([0, 0], instant=True)
    track.set_scores([12, 57])
    assert track.moving()
    assert track.leaders() == [1]
    for _ in range(200):
        track.update(1 / 30)
    assert not track.moving()
    assert track.shown == [12.0, 57.0]
    # 57 is lap 1, space 7: the same place on the loop as 7
    assert track.point(57) == track.point(7)
    points = {tuple(round(v) for v in track.point(i)) for i in range(50)}
    assert len(points) == 50


def test_sounds_are_silent_without_an_audio_device(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    bank = sound.SoundBank(settings.Options())
    assert not bank.available
    bank.play("place")  # no error
    bank.close()


def test_sound_samples_are_short_and_in_range():
    for name, samples in sound.recipes().items():
        assert 0 < len(samples) < sound.RATE * 1.5, name
        assert max(abs(v) for v in samples) <= 30000


def test_text_entry_and_slider():
    changes = []
    entry = TextEntry((0, 0, 200, 40), "Al", changes.append, max_length=4)
    entry.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    for char in "ice!":
        entry.handle(pygame.event.Event(pygame.KEYDOWN, key=0, unicode=char, mod=0))
    assert entry.value == "Alic"
    entry.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, unicode="", mod=0))
    assert entry.value == "Ali"
    slider = Slider((0, 0, 300, 40), 0.0, 1.0, 0.5, step=0.1)
    slider.set(0.73)
    assert slider.value == pytest.approx(0.7)
    slider.set(5)
    assert slider.value == 1.0


def test_a_bounce_falls_bounces_and_comes_to_rest():
    from game.ui.kit.physics import Bounce, Confetti, StoneTray

    bounce = Bounce(drop=45)
    heights = []
    for _ in range(120):
        bounce.update(1 / 60)
        heights.append(bounce.offset)
        if bounce.done():
            break
    assert bounce.done()
    assert min(heights) < 1 and max(heights[5:]) < 45  # it lands and never goes higher
    assert any(a < b for a, b in zip(heights, heights[1:], strict=False)), "it bounces"
    tray = StoneTray(pygame.Rect(0, 0, 120, 26))
    tray.set_count(5)
    for _ in range(120):
        tray.update(1 / 60)
    assert all(0 <= s.body.position.y <= 26 for s in tray.pieces), "stones settle in the tray"
    tray.set_count(2)
    assert len(tray.pieces) == 2
    tray.set_count(500, instant=True)
    assert len(tray.pieces) == StoneTray.MAX_SHOWN
    assert all(0 <= s.body.position.x <= 120 for s in tray.pieces), "laid out inside"
    confetti = Confetti(pygame.Rect(0, 0, 400, 300), [(255, 0, 0)], count=30)
    for _ in range(600):
        confetti.update(1 / 30)
    assert confetti.pieces == [], "confetti falls out of sight"


def test_m_mutes_except_while_typing_a_name(harness):
    from game.ui.scenes.setup import SetupScene

    h = harness
    h.app.push(SetupScene(h.app))
    h.frames(2)
    assert not h.app.options.muted
    h.key(pygame.K_m, unicode="m")
    assert h.app.options.muted
    h.key(pygame.K_m, unicode="m")
    entry = next(w for w in h.top.widgets.widgets if isinstance(w, TextEntry))
    h.click(entry.rect.center)
    h.key(pygame.K_m, unicode="m")
    assert not h.app.options.muted
    assert entry.value.endswith("m")


def test_polite_thinker_starts_off_the_frame_loop():
    import time

    from game.ui.play.thinking import _Polite

    class Fake:
        def __init__(self):
            self.started = self.cancelled = False

        def start(self):
            time.sleep(0.05)
            self.started = True

        def progress(self):
            return 0.5

        def done(self):
            return self.started

        def result(self):
            return "take 0 at 1,0 rot 0"

        def analysis(self):
            return []

        def cancel(self):
            self.cancelled = True

    fake = Fake()
    polite = _Polite(lambda: fake, lambda: None)
    polite.start()  # returns at once although the fake start takes 50 ms
    assert polite.progress() == 0.0 or fake.started
    deadline = time.monotonic() + 600  # a guard against a hang only
    while not polite.done() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert polite.done() and polite.result() == "take 0 at 1,0 rot 0"
    polite.cancel()
    assert fake.cancelled

    def broken():
        raise ValueError("unknown level 'tutor'")

    other = Fake()
    polite = _Polite(broken, lambda: other)  # an unusable level falls back to the stand-in
    polite.start()
    deadline = time.monotonic() + 600  # a guard against a hang only
    while not polite.done() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert other.started and polite.result() == "take 0 at 1,0 rot 0"


def test_the_views_placement_spaces_are_the_rules_unpacked():
    from game.rules.akropolis import geometry

    for q, r in ((0, 0), (-3, 2), (5, -7), (-40, -41)):
        for rot in range(6):
            packed = geometry.placement_spaces(geometry.key(q, r), rot)
            assert view_model.placement_spaces(q, r, rot) == tuple(map(geometry.unkey, packed))
            assert view_model.placement_spaces(q, r, rot + 6) == view_model.placement_spaces(
                q, r, rot)
