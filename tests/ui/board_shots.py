"""Pictures of the three boards in many states, to compare byte for byte before and after
a change of the drawing code (issue 29: the boards are rebuilt, the screens stay the same).

Not a test (no pictures are stored in the repository): render a folder with the code as
it was, another with the code as it is, and compare them::

    python -m tests.ui.board_shots render /tmp/before --size 1280x720 --size 960x540
    python -m tests.ui.board_shots render /tmp/after --size 1280x720 --size 960x540
    python -m tests.ui.board_shots compare /tmp/before /tmp/after

What it renders, at each window size (the window's pixels, as the player sees them):

- every screen of ``tests.ui.screens.SCREENS`` (play at several moments, hints, menus,
  results, replays, tips), settled as the layout test settles them;
- a film per game: seat 0 human, the others AI, from the deal; the human's decisions
  are made through keys, clicks and the mouse, with a picture at each step of them
  (a tile or card held, a place hovered, locked, turned, the hint, another seat's view,
  the districts legend, a seat's area, tooltips), and while the AI plays a picture every
  few frames (flights, landings, reveals, income shows, floating gains).

AI seats and hints pick seeded random moves at once (as in the UI tests), and each
screen and film is rendered by a process of its own with an empty data folder
(``POLIS_HOME``), so nothing one leaves behind (a remembered move log, a saved game)
changes another: two runs of the same code give the same pictures.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import pygame

from game.ui.kit import keys


def _app_harness(size: tuple[int, int], speed: float = 4.0):
    from game.ui.play import thinking
    from game.ui.shell import settings
    from game.ui.shell.app import App
    from game.ui.shell.harness import Harness

    thinking.RandomThinker.THINK_SECONDS = 0.0
    h = Harness(App(options=settings.Options(animation_speed=speed), headless=True))
    h.app.options.text_size = 100
    h.app.apply_options()
    h.app.screen = pygame.display.set_mode(size)
    return h


def _patch_thinker() -> None:
    import game.ui.scenes.play as play_module
    from tests.ui.conftest import instant_thinker

    play_module.make_thinker = instant_thinker  # type: ignore[assignment]


class Shots:
    """Saves the window's pixels under numbered names."""

    def __init__(self, folder: Path, prefix: str) -> None:
        self.folder = folder
        self.prefix = prefix
        self.count = 0

    def take(self, h, label: str) -> None:
        """Save the window as ``<prefix>-<n>-<label>.png``."""
        self.count += 1
        name = f"{self.prefix}-{self.count:03d}-{label}.png"
        pygame.image.save(h.app.screen, str(self.folder / name))


def _screen(folder: Path, size: tuple[int, int], name: str) -> None:
    from tests.ui.screens import SCREENS

    h = _app_harness(size)
    try:
        h.frames(SCREENS[name](h))
        h.frame()
        Shots(folder, f"screen-{name}").take(h, "settled")
    finally:
        h.close()


# -- films: a human at the table ------------------------------------------------------------
def _ready(play) -> bool:
    state = play.state
    if state.is_terminal():
        return True
    return (play.human_seat == state.current_player and not play.animating
            and not play.board.busy())


def _watch(h, play, shots: Shots, frames: int, every: int) -> None:
    """Run until the human may act (or ``frames`` ran), a picture every ``every``."""
    from game.ui.scenes.handoff import HandoffScene

    for n in range(frames):
        if isinstance(h.top, HandoffScene):
            h.click((640, 400))
        if h.top is play and _ready(play):
            return
        h.frame()
        if n % every == every - 1:
            shots.take(h, "ai")


def _hint(h, play, shots: Shots) -> None:
    h.key(keys.code("hint"))
    h.frames(8)
    shots.take(h, "hint")


def _tip(h, shots: Shots, pos: tuple[int, int], label: str) -> None:
    h.move(pos)
    h.frames(45)
    shots.take(h, label)


def _akropolis_turn(h, play, shots: Shots, step: int) -> None:
    board = play.board
    shots.take(h, "turn")
    if step % 3 == 1:
        _hint(h, play, shots)
    if step % 4 == 2:
        h.key(pygame.K_TAB)
        h.frames(3)
        shots.take(h, "other-city")
        h.key(pygame.K_TAB)
        h.frames(3)
    choices = [i for i in range(len(board.table.site)) if board.affordable(i)]
    h.key(pygame.K_1 + choices[step % len(choices)])
    h.frames(2)
    shots.take(h, "held")
    if board.candidates:
        x, y = board.candidate_screen(board.candidates[step % len(board.candidates)])
        h.move((int(x), int(y)))
        h.frames(3)
        shots.take(h, "hover")
        h.key(keys.code("rotate"))
        h.frames(2)
        shots.take(h, "turned")
        h.click((int(x), int(y)))
        h.frames(2)
        shots.take(h, "locked")
        if step % 5 == 3:
            h.key(pygame.K_EQUALS)
            h.frames(2)
            shots.take(h, "zoomed")
            h.key(pygame.K_f)
        h.key(pygame.K_RETURN)
    if board.human is not None and not board.busy():
        play.submit(play.state.legal_actions()[0])
    h.frames(2)
    shots.take(h, "played")


def _capital_turn(h, play, shots: Shots, step: int) -> None:
    board = play.board
    kind = board.kind
    shots.take(h, f"turn-{kind}")
    if step % 4 == 1 or board.dialog is not None:
        _hint(h, play, shots)
    if kind == "pick" and board.my_hand():
        h.key(pygame.K_1 + step % len(board.my_hand()))
        h.frames(2)
        shots.take(h, "selected")
        if step % 6 == 0:
            _tip(h, shots, board.card_rect(0).center, "tip-card")
        h.key(pygame.K_RETURN)
    elif kind in ("build", "war", "milestone") and board.targets:
        cells = sorted(board.targets)
        cell = cells[step % len(cells)]
        h.move(board.cell_rect(cell).center)
        h.frames(3)
        shots.take(h, "hover")
        if kind == "build":
            h.key(keys.code("rotate"))
            h.frames(2)
            shots.take(h, "turned")
        h.click(board.cell_rect(cell).center)
        h.frames(2)
        shots.take(h, "locked")
        if step % 5 == 2:
            h.key(pygame.K_TAB)
            h.frames(2)
            shots.take(h, "other-district")
            h.key(pygame.K_TAB)
        h.key(pygame.K_RETURN)
    elif kind == "build":
        h.key(pygame.K_d)
    elif board.dialog is not None and board.dialog.widgets.widgets:
        h.move(board.dialog.widgets.widgets[0].rect.center)
        h.frames(3)
        shots.take(h, "dialog-hover")
    if board.human is not None and not board.busy() and not play.state.is_terminal() \
            and play.state.current_player == board.human:
        play.submit(play.state.legal_actions()[0])
    h.frames(2)
    shots.take(h, "played")


def _ginkgopolis_turn(h, play, shots: Shots, step: int) -> None:
    board = play.board
    mode = board.mode()
    shots.take(h, f"turn-{mode}")
    if step % 4 == 1:
        _hint(h, play, shots)
    if mode == "draft":
        h.key(pygame.K_1 + step % 2)
        h.frames(2)
        shots.take(h, "kept")
        h.key(pygame.K_RETURN)
    elif mode == "choose":
        h.key(pygame.K_1 + step % 3)
        h.frames(2)
        shots.take(h, "card")
        h.key(pygame.K_t)
        h.frames(2)
        shots.take(h, "card-tile")
        if step % 3 == 0:
            h.key(pygame.K_d)
            h.frames(2)
            shots.take(h, "no-districts")
            h.key(pygame.K_d)
        if step % 5 == 2 and board.rects:
            h.click(board.rects[-1].center)
            h.frames(2)
            shots.take(h, "area")
            h.key(pygame.K_ESCAPE)
        if step % 6 == 4:
            _tip(h, shots, (450, 300), "tip-city")
        h.key(pygame.K_RETURN)
    elif mode == "take":
        h.key(pygame.K_1 + step % 2)
    elif mode == "token" and board.token_spaces():
        spaces = board.token_spaces()
        h.click(board.geo.cell(spaces[step % len(spaces)]).center)
    if board.deciding() is not None and not play.state.is_terminal() \
            and play.state.current_player == board.human:
        play.submit(play.state.legal_actions()[0])
    h.frames(2)
    shots.take(h, "played")


TURNS: dict[str, Callable] = {"akropolis": _akropolis_turn, "capital": _capital_turn,
                              "ginkgopolis": _ginkgopolis_turn}


def _film_name(game: str, n: int, start: int, seed: int) -> str:
    return f"film-{game}-{n}-from{start}" + (f"-seed{seed}" if seed != 5 else "")


def _film(folder: Path, size: tuple[int, int], game: str, n: int, turns: int,
          start: int = 0, seed: int = 5, names: str = "You,Ada,Bo,Cy,Di") -> None:
    from game.ui.scenes.play import PlayScene
    from tests.ui.layout import players, session_after

    h = _app_harness(size, speed=1.0)
    try:
        play = PlayScene(h.app, session_after(game, players(game, n), start, seed=seed,
                                              names=names))
        h.app.push(play)
        shots = Shots(folder, _film_name(game, n, start, seed))
        for step in range(turns):
            _watch(h, play, shots, 1500, 9)
            if play.state.is_terminal() or h.top is not play:
                break
            TURNS[game](h, play, shots, step)
        h.frames(30)
        shots.take(h, "end")
    finally:
        h.close()


#: the films: (game, players, human turns, random moves before the film starts, seed)
FILMS = [(name, 3, 14, 0, 5) for name in TURNS]
FILMS += [(name, 2 if name != "ginkgopolis" else 1, 8, 0, 5) for name in TURNS]
# later in the game: wars, milestones, income shows, shrinking, tile returns
FILMS += [("capital", 3, 10, 40, 5), ("capital", 2, 10, 75, 5), ("ginkgopolis", 4, 10, 45, 5),
          ("akropolis", 4, 6, 40, 5)]
# Capital's dialogs, from positions found with these seeds: the Warsaw School of
# Economics, an exchange, the shrink after a lost Prudential
FILMS += [("capital", 3, 3, 67, 1), ("capital", 2, 3, 62, 7), ("capital", 2, 3, 54, 46)]


def _one(folder: Path, size: tuple[int, int], kind: str, item: str) -> None:
    """Render one screen (``item``: its name) or film (``item``: its index in FILMS)."""
    _patch_thinker()
    if kind == "screen":
        _screen(folder, size, item)
    else:
        name, n, turns, start, seed = FILMS[int(item)]
        _film(folder, size, name, n, turns, start, seed)


def render(folder: Path, sizes: list[tuple[int, int]], only: str = "", game: str = "") -> None:
    """Every screen and film at every size into ``folder`` (``only`` screens or films;
    ``game``: only that game's), each by a fresh process with an empty data folder."""
    from tests.ui.screens import SCREENS

    items = []
    if only in ("", "screens"):
        items += [("screen", name) for name in sorted(SCREENS) if game in name]
    if only in ("", "films"):
        items += [("film", str(i)) for i, (name, n, _, start, seed) in enumerate(FILMS)
                  if game in _film_name(name, n, start, seed)]
    for size in sizes:
        out = folder / f"{size[0]}x{size[1]}"
        out.mkdir(parents=True, exist_ok=True)
        for kind, item in items:
            with tempfile.TemporaryDirectory() as home:
                env = dict(os.environ, POLIS_HOME=home)
                subprocess.run([sys.executable, "-m", "tests.ui.board_shots", "one", str(out),
                                f"{size[0]}x{size[1]}", kind, item], env=env, check=True)


def compare(a: Path, b: Path, game: str = "") -> int:
    """Print which pictures differ (or exist on one side only); the number of them
    (``game``: only that game's pictures)."""
    names_a = {p.relative_to(a) for p in a.rglob("*.png") if game in p.name}
    names_b = {p.relative_to(b) for p in b.rglob("*.png") if game in p.name}
    bad = 0
    for name in sorted(names_a ^ names_b):
        print(f"only in {'before' if name in names_a else 'after'}: {name}")
        bad += 1
    same = 0
    for name in sorted(names_a & names_b):
        da, db = (a / name).read_bytes(), (b / name).read_bytes()
        if da == db:
            same += 1
            continue
        bad += 1
        ia, ib = pygame.image.load(str(a / name)), pygame.image.load(str(b / name))
        pa, pb = pygame.image.tobytes(ia, "RGB"), pygame.image.tobytes(ib, "RGB")
        diff = sum(1 for i in range(0, min(len(pa), len(pb)), 3) if pa[i:i + 3] != pb[i:i + 3])
        print(f"differs: {name} ({diff} pixels)")
    digest = hashlib.sha256(b"".join(sorted(
        hashlib.sha256((a / n).read_bytes()).digest() for n in names_a))).hexdigest()[:16]
    print(f"{same} of {len(names_a | names_b)} pictures identical byte for byte "
          f"(set digest {digest})")
    return bad


def main(argv: list[str] | None = None) -> int:
    """The command line (see the module docstring)."""
    parser = argparse.ArgumentParser(prog="python -m tests.ui.board_shots")
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("render")
    r.add_argument("folder", type=Path)
    r.add_argument("--size", action="append", default=[])
    r.add_argument("--only", choices=("screens", "films"), default="")
    r.add_argument("--game", default="",
                   help="only the screens and films whose names hold these words (a game)")
    o = sub.add_parser("one")
    o.add_argument("folder", type=Path)
    o.add_argument("size")
    o.add_argument("kind", choices=("screen", "film"))
    o.add_argument("item")
    c = sub.add_parser("compare")
    c.add_argument("a", type=Path)
    c.add_argument("b", type=Path)
    c.add_argument("--game", default="", help="only this game's pictures")
    args = parser.parse_args(argv)
    if args.command == "compare":
        return 1 if compare(args.a, args.b, args.game) else 0
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if args.command == "one":
        w, h = (int(v) for v in args.size.split("x"))
        _one(args.folder, (w, h), args.kind, args.item)
        return 0
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.size or ["1280x720"]]
    render(args.folder, sizes, args.only, args.game)
    return 0


if __name__ == "__main__":
    sys.exit(main())
