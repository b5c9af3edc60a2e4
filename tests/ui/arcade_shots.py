"""Screenshots of the arcade's screens, headless, at 1280x720 and 960x540 (the window,
as a player sees it), with the layout check's count of problems for each:

    python -m tests.ui.arcade_shots OUT_DIR [SCREEN …]

The screens are tests/ui/arcade_screens.py's, in a fresh data folder.
"""

from __future__ import annotations

import os
import sys
import tempfile

SIZES = ((1280, 720), (960, 540))


def main(argv: list[str]) -> int:
    """Render each screen at each size into OUT_DIR; 1 when one has a layout problem."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["POLIS_HOME"] = tempfile.mkdtemp(prefix="polis-shots-")
    import pygame

    import game.ui.scenes.play as play_scene
    from game.ui.play import thinking
    from game.ui.shell import settings
    from game.ui.shell.harness import Harness
    from tests.ui import conftest
    from tests.ui.arcade_screens import ARCADE_SCREENS
    from tests.ui.layout import problems, record_frame

    thinking.RandomThinker.THINK_SECONDS = 0.0
    play_scene.make_thinker = conftest.instant_thinker  # type: ignore[assignment]
    out, only = argv[0], set(argv[1:])
    failed = 0
    for size in SIZES:
        for name, build in ARCADE_SCREENS.items():
            if only and name not in only:
                continue
            h = Harness(conftest._app(settings.Options(animation_speed=4.0)))
            try:
                h.app.screen = pygame.display.set_mode(size)
                h.frames(build(h))
                found = problems(record_frame(h))
                path = os.path.join(out, f"{name}-{size[0]}x{size[1]}.png")
                pygame.image.save(h.app.screen, path)
                print(f"{path}: {len(found)} layout problems", *found[:3], sep="\n  ")
                failed += bool(found)
            finally:
                h.close()
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
