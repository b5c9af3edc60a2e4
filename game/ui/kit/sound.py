"""Short sound effects generated in code (array module, no numpy), with volume and mute;
the background tune (``music.py``) has its own volume under the same main volume.

The mixer may be missing (no audio device, SDL_AUDIODRIVER=dummy failing, …):
then every ``play`` is silently a no-op.
"""

from __future__ import annotations

import contextlib
import math
import random
from array import array
from typing import Any

import pygame

from game.ui.kit.music import Music

RATE = 22050


def _tone(
    freqs: list[tuple[float, float]],
    seconds: float,
    attack: float = 0.005,
    decay: float = 8.0,
    noise: float = 0.0,
    sweep: float = 0.0,
    seed: int = 1,
) -> array:
    """Mono 16-bit samples: summed sines (freq, amplitude) with an envelope."""
    rng = random.Random(seed)
    n = int(RATE * seconds)
    out = array("h", bytes(2 * n))
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        value = 0.0
        for freq, amp in freqs:
            f = freq * (1.0 + sweep * t)
            value += amp * math.sin(2 * math.pi * f * t)
        if noise:
            value += noise * (rng.random() * 2 - 1)
        out[i] = int(max(-1.0, min(1.0, value * env)) * 30000)
    return out


def _concat(*parts: array) -> array:
    out = array("h")
    for part in parts:
        out.extend(part)
    return out


_recipes: dict[str, array] = {}


def recipes() -> dict[str, array]:
    """Every effect's samples (mono, RATE Hz, signed 16-bit); computed once."""
    if not _recipes:
        _recipes.update(_make_recipes())
    return _recipes


def _make_recipes() -> dict[str, array]:
    return {
        "click": _tone([(880, 0.5), (1320, 0.2)], 0.06, decay=60),
        "place": _tone([(110, 0.7), (220, 0.3)], 0.28, decay=14, noise=0.25),
        "stone": _tone([(1800, 0.35), (2700, 0.25)], 0.12, decay=35, noise=0.05, seed=3),
        "rotate": _tone([(520, 0.4)], 0.07, decay=40, sweep=2.0),
        "error": _tone([(180, 0.5), (190, 0.4)], 0.2, decay=10),
        "turn": _tone([(660, 0.35), (990, 0.25)], 0.18, decay=16),
        "fanfare": _concat(
            _tone([(523, 0.4), (1046, 0.15)], 0.14, decay=6),
            _tone([(659, 0.4), (1318, 0.15)], 0.14, decay=6),
            _tone([(784, 0.45), (1568, 0.15)], 0.45, decay=4),
        ),
    }


class SoundBank:
    """Generated sounds; ``play(name)`` respects the volume, effects volume and mute
    options; ``music`` is the background tune."""

    def __init__(self, options: Any) -> None:
        self.options = options
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        self.music = Music(options, _adapt)
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
            init = pygame.mixer.get_init()
            if not init:
                return
            freq, _size, channels = init
            for name, samples in recipes().items():
                self.sounds[name] = pygame.mixer.Sound(buffer=_adapt(samples, freq, channels))
            self.available = True
        except (pygame.error, ValueError, OSError):
            self.sounds = {}
            self.available = False

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play an effect (nothing when muted or without audio)."""
        if not self.available or self.options.muted:
            return
        sound = self.sounds.get(name)
        if sound is None:
            return
        try:
            sound.set_volume(self.effect_volume(volume))
            sound.play()
        except pygame.error:
            pass

    def effect_volume(self, volume: float = 1.0) -> float:
        """An effect's loudness: main volume times effects volume times ``volume``."""
        scale = self.options.volume * getattr(self.options, "effects_volume", 1.0)
        return max(0.0, min(1.0, scale * volume))

    def start_music(self) -> None:
        """Start the background tune (made in the background; nothing without audio)."""
        if self.available:
            self.music.start()

    def apply(self) -> None:
        """Follow changed volume and mute options (muting stops the effects playing)."""
        self.music.apply()
        if self.available and self.options.muted:
            with contextlib.suppress(pygame.error):
                for i in range(1, pygame.mixer.get_num_channels()):
                    pygame.mixer.Channel(i).stop()

    def close(self) -> None:
        """Stop all sound."""
        self.music.stop()
        if self.available:
            with contextlib.suppress(pygame.error):
                pygame.mixer.stop()


def _adapt(samples: array, freq: int, channels: int) -> bytes:
    """Resample (nearest) and duplicate channels to match the mixer's format."""
    if freq != RATE:
        ratio = RATE / freq
        n = int(len(samples) / ratio)
        samples = array("h", (samples[min(len(samples) - 1, int(i * ratio))] for i in range(n)))
    if channels > 1:
        wide = array("h", bytes(2 * len(samples) * channels))
        for c in range(channels):
            wide[c::channels] = samples
        samples = wide
    return samples.tobytes()
