"""The pygame-ce application: scene stack, widgets, drawing, animation, sound.

Game-agnostic machinery lives here; each game's drawing lives in its own
sub-package (``game.ui.akropolis`` …) and plugs into the generic play scene.
"""

import os as _os

_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
