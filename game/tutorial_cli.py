"""``polis tutorial --game G [--headless] [--autoplay] [--json]``: the guided first game.

Without ``--autoplay`` it opens the game window on the tutorial (resuming where it was
left). With ``--autoplay`` it plays the tutorial to its end through the real app and
play scene with the coach on screen: each ``do`` step's expected action (for ``any``,
the scripted opponent's choice), Next on explain and watch steps, pressed as a player would.
It prints ``game``, ``steps`` (steps completed) and ``completed``; it is the scripts'
self-check and the tests run it for every game.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from game.engine import cliargs
from game.engine.i18n import _, ngettext

HELP = ("the guided first game of a game (Learn to play); --headless --autoplay --json plays "
        "it to its end and prints {game, steps, completed}")
BAD_INPUT = 2
#: no tutorial may take longer than this many frames of autoplay (about 33 minutes at 60 fps)
MAX_FRAMES = 120_000


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """--game G, --headless, --autoplay, --json."""
    parser.add_argument("--game", required=True, type=cliargs.game_name,
                        help="akropolis, capital or ginkgopolis")
    parser.add_argument("--headless", action="store_true", help="no window (tests, CI)")
    parser.add_argument("--autoplay", action="store_true",
                        help="play every step by itself and report whether it completed")
    parser.add_argument("--json", action="store_true",
                        help='print one JSON line: {"game","steps","completed"}')
    parser.add_argument("--frames", type=cliargs.int_range(1, MAX_FRAMES), default=MAX_FRAMES,
                        help=f"give up autoplay after N frames (default {MAX_FRAMES})")


def autoplay(game: str, headless: bool = True, max_frames: int = MAX_FRAMES,
             shots: Any = None) -> dict[str, Any]:
    """Play ``game``'s tutorial to its end in the app; {"game","steps","completed"}.

    ``shots(app, tutorial)`` (optional) is called once per step shown, for screenshots.
    """
    from game.tutorials.runner import ANY, opponent_move
    from game.ui.play.tutorial import prepare
    from game.ui.scenes.play import PlayScene
    from game.ui.shell.harness import Harness

    harness = Harness(_app(headless))
    app = harness.app
    try:
        session, tutorial = prepare(game, resume=False, remember=False)
        play = PlayScene(app, session, tutorial=tutorial)
        app.reset(play)
        runner = tutorial.runner
        seen = -1
        for _ in range(max_frames):
            if runner.finished:
                break
            step = runner.step
            assert step is not None
            if app.stack.top is not play:  # e.g. a hand-off or a dialog: let it go by
                harness.frame()
                continue
            ready = not tutorial.showing_move()
            if seen != runner.index and tutorial.on_screen():
                harness.frame()  # draw the coach mark once before acting on it
                seen = runner.index
                if shots is not None:
                    shots(app, tutorial)
                continue
            if not ready:
                harness.frame()
                continue
            if runner.needs_next() and tutorial.on_screen():
                button = tutorial.coach.next_button
                harness.click(button.rect.center)
                continue
            seat = play.state.current_player
            if step.kind == "do" and seat == runner.human and play.human_seat == seat:
                legal = play.state.legal_actions()
                if step.action == ANY:
                    action = opponent_move(play.state)
                else:
                    action = next((a for a in legal if " ".join(str(a).split()) == step.action),
                                  None)
                    if action is None:
                        break  # the script expects a move that is not legal: not completed
                play.submit(action)
                harness.frame()
                continue
            if step.kind == "watch" and seat == runner.human and play.human_seat == seat:
                play.submit(opponent_move(play.state))  # the learner's own pending decision
            harness.frame()
        completed = runner.finished and not runner.skipped
        return {"game": game, "steps": runner.index, "completed": completed}
    finally:
        harness.close()


def _app(headless: bool) -> Any:
    from game.ui.shell import settings
    from game.ui.shell.app import App

    options = settings.load()
    return App(options=options, headless=headless)


def run(args: argparse.Namespace) -> int:
    """Autoplay and print, or open the window on the tutorial."""
    from game.tutorials.script import available

    if not available(args.game):
        # Translators: {game} is the game as written on the command line (akropolis, …)
        print("polis tutorial: " + _("{game} has no guided first game").format(game=args.game),
              file=sys.stderr)
        return BAD_INPUT
    if not args.autoplay and (args.headless or args.json):
        print("polis tutorial: " + _("--headless and --json go with --autoplay (without it the "
                                     "window opens on the tutorial)"), file=sys.stderr)
        return BAD_INPUT
    if args.autoplay:
        result = autoplay(args.game, args.headless, args.frames)
        if args.json:
            print(json.dumps(result))
        else:
            steps = result["steps"]
            if result["completed"]:
                words = ngettext("{n} step, completed", "{n} steps, completed", steps)
            else:
                words = ngettext("{n} step, NOT completed", "{n} steps, NOT completed", steps)
            print(f"{args.game}: {words.format(n=steps)}")
        return 0 if result["completed"] else 1
    from game.ui.play.tutorial import start_tutorial

    app = _app(args.headless)
    if not start_tutorial(app, args.game):
        print("polis tutorial: " + _("the {game} tutorial could not be opened").format(
            game=args.game), file=sys.stderr)
        app.close()
        return 1
    app.run()
    return 0
