"""A quiet background tune generated in code (soft chords, looped), on its own channel
so its volume is set apart from the effects' (the music volume option).

The samples are made once, on a background thread (about a second of work), and the
tune starts when they are ready; without a mixer nothing happens.
"""

from __future__ import annotations

import contextlib
import math
import threading
from array import array
from typing import Any

import pygame

RATE = 22050
#: (root frequency of each chord, seconds): C, A minor, F, G
CHORDS = ((261.63, 2.4), (220.0, 2.4), (174.61, 2.4), (196.0, 2.4))
#: the chord's notes as frequency ratios over its root (root, third, fifth)
MAJOR = (1.0, 1.26, 1.498)
MINOR = (1.0, 1.189, 1.498)


def samples(rate: int = RATE) -> array:
    """The whole loop: mono signed 16-bit samples at ``rate`` Hz, quiet, no clicks at
    the joins (each chord swells in and out)."""
    out = array("h")
    for n, (root, seconds) in enumerate(CHORDS):
        ratios = MINOR if n == 1 else MAJOR
        freqs = [root * r for r in ratios] + [root / 2]
        count = int(rate * seconds)
        steps = [2 * math.pi * f / rate for f in freqs]
        for i in range(count):
            swell = math.sin(math.pi * i / count)  # 0 at both ends of the chord
            value = sum(math.sin(step * i) for step in steps) / len(steps)
            out.append(int(value * swell * swell * 9000))
    return out


class Music:
    """The looped tune on a reserved mixer channel; ``apply`` follows the options."""

    def __init__(self, options: Any, adapt) -> None:
        self.options = options
        self._adapt = adapt
        self.channel: Any = None
        self.sound: Any = None
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Make the samples in the background; the tune plays once they are ready."""
        if self._thread is not None or not pygame.mixer.get_init():
            return
        self._thread = threading.Thread(target=self._make, name="music", daemon=True)
        self._thread.start()

    def _make(self) -> None:
        try:
            init = pygame.mixer.get_init()
            if not init:
                return
            freq, _size, channels = init
            sound = pygame.mixer.Sound(buffer=self._adapt(samples(), freq, channels))
            pygame.mixer.set_reserved(1)
            self.channel = pygame.mixer.Channel(0)
            self.sound = sound
            self.apply()
            self.channel.play(sound, loops=-1)
        except (pygame.error, ValueError, OSError):
            self.channel = self.sound = None

    def volume(self) -> float:
        """The tune's loudness now: main volume times music volume (0 when muted)."""
        if self.options.muted:
            return 0.0
        return max(0.0, min(1.0, self.options.volume * self.options.music_volume))

    def apply(self) -> None:
        """Follow the volume and mute options."""
        if self.channel is not None:
            with contextlib.suppress(pygame.error):
                self.channel.set_volume(self.volume())

    def stop(self) -> None:
        """Stop the tune."""
        if self.channel is not None:
            with contextlib.suppress(pygame.error):
                self.channel.stop()
