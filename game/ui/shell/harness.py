"""Scripted input for tests and demos: click, type and press keys in logical coordinates."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from game.ui.shell.app import App
from game.ui.shell.scene import Scene

DT = 1.0 / 60.0


class Harness:
    """Drives an :class:`App` frame by frame with synthetic events."""

    def __init__(self, app: App | None = None) -> None:
        self.app = app or App(headless=True)

    @property
    def top(self) -> Scene | None:
        """The scene receiving input."""
        return self.app.stack.top

    def frame(self, events: list[pygame.event.Event] | None = None, dt: float = DT) -> None:
        """Run one frame with these (logical) events."""
        self.app.frame(dt, events or [], logical=True)

    def frames(self, n: int, dt: float = DT) -> None:
        """Run ``n`` frames without input."""
        for _ in range(n):
            self.frame(dt=dt)

    def move(self, pos: tuple[int, int]) -> None:
        """Move the mouse."""
        self.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        """Move there, press and release (three frames)."""
        self.move(pos)
        self.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)])
        self.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        """Press and release a key."""
        self.frame([
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0),
            pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0),
        ])

    def type(self, text: str) -> None:
        """Type characters into the focused text entry."""
        for char in text:
            self.key(pygame.key.key_code(char) if char.isalnum() else 0, unicode=char)

    def until(
        self, done: Callable[[], bool], max_frames: int = 3000, real_sleep: float = 0.0
    ) -> bool:
        """Run frames until ``done()`` (True) or ``max_frames`` ran (False)."""
        for _ in range(max_frames):
            if done():
                return True
            self.frame()
            if real_sleep:
                time.sleep(real_sleep)
        return done()

    def close(self) -> None:
        """Close the app (stops AI threads)."""
        self.app.close()
