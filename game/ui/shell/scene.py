"""Scenes and the scene stack (push / pop / replace, with a short cross-fade)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.shell.app import App


class Scene:
    """One screen of the app. Subclasses override what they need.

    ``opaque`` scenes hide everything below them; an overlay (pause, dialogs)
    sets it False and the stack draws the scenes beneath first.
    """

    opaque = True
    #: the name the app's router opens this scene by (``game.ui.scenes.SCENES``)
    name = "scene"

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack."""

    def leave(self) -> None:
        """Called when the scene stops being the top (covered or removed)."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event, in logical coordinates."""

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds."""

    def update_background(self, dt: float) -> None:
        """Advance while covered by an overlay (default: nothing)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene on the logical canvas."""

    def ai_thinking(self) -> bool:
        """True while an AI is computing a move for this scene."""
        return False

    def close(self) -> None:
        """Release resources (threads, sounds) when removed from the stack."""


class SceneStack:
    """The scenes, bottom first; the top one gets the input."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.changed = False

    @property
    def top(self) -> Scene | None:
        """The scene that receives input."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Put a scene on top."""
        if self.top:
            self.top.leave()
        self.scenes.append(scene)
        self.changed = True
        scene.enter()

    def pop(self) -> Scene | None:
        """Remove the top scene; the one below becomes active again."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        scene.close()
        self.changed = True
        if self.top:
            self.top.enter()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another."""
        if self.scenes:
            old = self.scenes.pop()
            old.leave()
            old.close()
        self.scenes.append(scene)
        self.changed = True
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Clear the whole stack and start again from ``scene``."""
        while self.scenes:
            old = self.scenes.pop()
            old.leave()
            old.close()
        self.scenes.append(scene)
        self.changed = True
        scene.enter()

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: from the top-most opaque scene upward."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]
