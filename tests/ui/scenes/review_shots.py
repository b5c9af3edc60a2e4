"""Screenshots of the review screen, a key moment on the board and the tutor question,
for each game at 1280x720 and 960x540, headless:

    python -m tests.ui.scenes.review_shots OUTDIR [--level hard] [--seed 1]

Each game is a real one: "You" (a human seat, played by the greedy baseline) against
Ada at ``hard``, reviewed at ``--level`` as the screen does. The files are
``<game>-review-<size>.png``, ``<game>-key-moment-<size>.png`` (the first key moment
on the board, the better move as a ghost) and ``<game>-tutor-<size>.png``
(with ``--lang zh-Hant`` or ``zh-Hans``, the language follows the game's name:
``<game>-review-zh-Hant-<size>.png``).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

SIZES = [(1280, 720), (960, 540)]
GAMES = ("akropolis", "capital", "ginkgopolis")


def _record(game: str, seed: int):
    from ai import bots
    from ai.tools import arena
    from game.engine.record import SeatEntry

    bots.set_iterations_only(True)  # the same game on any machine, however busy
    record = arena.play_game(game, 2, ["greedy", "hard"], seed, seed, 0).record
    assert record is not None
    record.seats = [SeatEntry("You", "human", "orange"), SeatEntry("Ada", "ai:hard", "sky")]
    return record


def _shot(h, out: Path, name: str, size: tuple[int, int], frames: int = 90) -> Path:
    import pygame

    h.frames(frames)
    path = out / f"{name}-{size[0]}x{size[1]}.png"
    pygame.image.save(h.app.screen, str(path))
    return path


def shots(out: Path, level: str, seed: int, language: str = "en") -> list[Path]:
    """Make every screenshot (in ``language``: en, zh-Hant or zh-Hans); their paths."""
    import pygame

    from ai import review_store
    from ai.review import review_record
    from game.ui.play.moments import Moments
    from game.ui.play.session import GameSession, Seat
    from game.ui.scenes.play import PlayScene
    from game.ui.scenes.review import record_text
    from game.ui.shell import settings
    from game.ui.shell.app import App
    from game.ui.shell.harness import Harness

    made = []
    suffix = "" if language == "en" else f"-{language}"
    out.mkdir(parents=True, exist_ok=True)
    for game in GAMES:
        record = _record(game, seed)
        moments = Moments.of_record(record)
        text = record_text(moments)
        if review_store.load(text, level, 0) is None:
            review_store.save(text, level, 0, review_record(record, level=level, seed=0))
        for size in SIZES:
            h = Harness(App(options=settings.Options(animation_speed=4.0, language=language),
                            headless=True))
            h.app.screen = pygame.display.set_mode(size)
            scene = h.app.router.push("review", moments=moments, level=level)
            made.append(_shot(h, out, f"{game}-review{suffix}", size))
            if scene.moment_rects:
                _rect, (decision, better) = scene.moment_rects[0]
                scene.show_moment(decision.move, decision, better)
                made.append(_shot(h, out, f"{game}-key-moment{suffix}", size))
            h.close()
            h = Harness(App(options=settings.Options(animation_speed=4.0, language=language),
                            headless=True))
            h.app.screen = pygame.display.set_mode(size)
            table = [Seat("You", "orange", "human"), Seat("Ada", "sky", "ai", "easy")]
            play = PlayScene(h.app, GameSession.new(game, table, 2, {}, autosave=False))
            h.app.push(play)
            h.until(lambda play=play: play.human_seat == 0, 600)
            h.app.router.push("tutor", play=play)
            made.append(_shot(h, out, f"{game}-tutor{suffix}", size))
            h.close()
    return made


def main(argv: list[str] | None = None) -> int:
    """Make the screenshots in OUTDIR (a data folder of their own, so nothing of yours
    is read or kept)."""
    parser = argparse.ArgumentParser(prog="python -m tests.ui.scenes.review_shots")
    parser.add_argument("out", type=Path)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lang", default="en", choices=("en", "zh-Hant", "zh-Hans"))
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["POLIS_HOME"] = tempfile.mkdtemp(prefix="review-shots-")
    for path in shots(args.out, args.level, args.seed, args.lang):
        print(path, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
