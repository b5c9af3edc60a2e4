"""The pygame-ce application: scene stack, widgets, drawing, animation, sound.

Game-agnostic machinery lives here; each game's drawing lives in its own
sub-package (``game.ui.akropolis`` …), which its descriptor's view loader
(``game/games/<name>.py``) gathers into a ``GameView`` (game_view.py) that the
generic play scene and the other screens ask for with ``view_of(name)``.
"""

import os as _os

_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
