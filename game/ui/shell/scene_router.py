"""Scenes switched by name: the app's router opens a scene by its name with plain
arguments, so no scene needs to import another.

The table of names (``game.ui.scenes.SCENES``) is the one place that knows every scene.
A scene asks ``self.app.router`` for the next one, e.g. ``push("pause", play=self)``,
``replace("results", session=session)`` or ``go("title")``; closing the top scene is
``app.pop()``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from game.ui.shell.scene import Scene

if TYPE_CHECKING:
    from game.ui.shell.app import App

#: makes a scene: called with the app and the scene's keyword arguments
SceneFactory = Callable[..., Scene]


class SceneRouter:
    """Builds scenes by name and puts them on the app's scene stack."""

    def __init__(self, app: App, factories: Mapping[str, SceneFactory]) -> None:
        self.app = app
        self.factories = dict(factories)

    def names(self) -> list[str]:
        """Every scene name the router knows, sorted."""
        return sorted(self.factories)

    def make(self, name: str, **args: Any) -> Scene:
        """Build the scene ``name`` without showing it (e.g. a scene drawn inside another)."""
        try:
            factory = self.factories[name]
        except KeyError:
            known = ", ".join(self.names())
            raise KeyError(f"no scene named {name!r} (known: {known})") from None
        return factory(self.app, **args)

    def push(self, name: str, **args: Any) -> Scene:
        """Open ``name`` over the current scene (overlays, screens Back returns from)."""
        scene = self.make(name, **args)
        self.app.push(scene)
        return scene

    def replace(self, name: str, **args: Any) -> Scene:
        """Open ``name`` in place of the current scene."""
        scene = self.make(name, **args)
        self.app.replace(scene)
        return scene

    def go(self, name: str, **args: Any) -> Scene:
        """Close every scene and start over from ``name`` (e.g. back to the title)."""
        scene = self.make(name, **args)
        self.app.reset(scene)
        return scene
