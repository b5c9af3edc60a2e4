"""Every screen of every game, in a few states, for the layout test and screenshots.

``SCREENS`` maps a name to a function that puts the screen on a harness's app (it may
push several scenes) and returns the number of frames to let it settle.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ui.kit import keys
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.options import OptionsScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.play import PlayScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import LearnDialog, QuitDialog, TitleScene
from tests.ui.layout import players, session_after

GAMES = ("akropolis", "capital", "ginkgopolis")


def _title(h) -> int:
    h.app.push(TitleScene(h.app, attract=False))
    return 2


def _title_dialog(make: Callable) -> Callable:
    def build(h) -> int:
        h.app.push(TitleScene(h.app, attract=False))
        h.frames(2)
        h.app.push(make(h.app))
        return 20  # past the cross-fade
    return build


def _setup(game: str) -> Callable:
    def build(h) -> int:
        h.app.push(SetupScene(h.app, game))
        return 2
    return build


def _play(game: str, moves: int, n: int = 3) -> Callable:
    def build(h) -> int:
        h.app.push(PlayScene(h.app, session_after(game, players(game, n), moves)))
        return 30
    return build


def _over_play(game: str, make: Callable) -> Callable:
    def build(h) -> int:
        play = PlayScene(h.app, session_after(game, players(game, 2), 4))
        h.app.push(play)
        h.frames(40)
        h.app.push(make(h.app, play))
        return 20
    return build


def _stacked(app, play):
    """Options opened from the pause menu: two dialogs on top of each other."""
    app.push(PauseScene(app, play))
    return OptionsScene(app)


def _track_at(game: str, scores: list[int]) -> Callable:
    """The play screen with the mermaids on the given spaces (over titles and buttons?)."""
    def build(h) -> int:
        play = PlayScene(h.app, session_after(game, players(game, len(scores)), 0))
        h.app.push(play)
        h.frames(30)
        play.track.set_scores(scores, instant=True)
        return 2
    return build


def _undo_tip_with_log(game: str) -> Callable:
    """The move log open and the pointer resting on the greyed Undo button: its tip (why
    not now) rises towards the log."""
    def build(h) -> int:
        play = PlayScene(h.app, session_after(game, players(game, 2), 6))
        h.app.push(play)
        h.frames(30)
        h.key(keys.code("moves"))
        undo = play.board.menu.undo
        undo.enabled, undo.why = False, "There is no move of yours to take back yet."
        h.move(undo.rect.center)
        return 40
    return build


def _tip_then(game: str, make: Callable) -> Callable:
    """A tip showing on the board, then ``make(app, play)`` pushed over it (the pause
    menu): the tip must not show through."""
    def build(h) -> int:
        play = PlayScene(h.app, session_after(game, players(game, 2), 6))
        h.app.push(play)
        h.frames(30)
        undo = play.board.menu.undo
        undo.enabled, undo.why = False, "There is no move of yours to take back yet."
        h.move(undo.rect.center)
        h.frames(40)
        h.app.push(make(h.app, play))
        return 20
    return build


def _replay_tip(game: str) -> Callable:
    """A replay with the pointer resting on the board near the replay's controls."""
    def build(h) -> int:
        from game.ui.play.moments import Moments
        from game.ui.scenes.replay import BAR, ReplayScene

        moments = Moments.of_session(session_after(game, players(game, 3), 25))
        h.app.push(ReplayScene(h.app, moments, 12))
        h.frames(10)
        h.move((BAR.x + 30, BAR.y + 20))
        return 40
    return build


def _results(game: str, n: int) -> Callable:
    def build(h) -> int:
        h.app.push(ResultsScene(h.app, session_after(game, players(game, n), None)))
        return 60
    return build


def _human_plays(game: str, wanted: Callable, act: Callable, n: int = 2) -> Callable:
    """Play from the deal (seat 0 human, the others AI) until ``wanted(board)``; then
    ``act(harness, board)`` (e.g. select something) and settle."""
    def build(h) -> int:
        play = PlayScene(h.app, session_after(game, players(game, n), 0))
        h.app.push(play)
        for _ in range(60):
            if h.until(lambda: wanted(play.board), 400):
                break
            if getattr(play.board, "human", None) is not None:
                _any_move(h, play)
        act(h, play.board)
        return 4
    return build


def _any_move(h, play) -> None:
    """The human plays a legal move (to move the game on)."""
    actions = play.session.state.legal_actions()
    if actions:
        play.submit(actions[0])
        h.frames(2)


def _capital_lock(h, board) -> None:
    if board.targets:
        board.choose(next(iter(board.targets)))


def _ginkgo_reveal(h, board) -> None:
    h.until(lambda: board.animation.reveals.current is not None
            and board.animation.reveals.fraction > 0.5, 600)


def _akropolis_hover(h, board) -> None:
    import pygame

    h.key(pygame.K_1)
    h.frames(3)
    if board.candidates:
        x, y = board.candidate_screen(board.candidates[len(board.candidates) // 2])
        h.move((int(x), int(y)))
        h.frames(3)


def _ginkgo_select(h, board) -> None:
    import pygame

    h.key(pygame.K_1)
    h.key(pygame.K_t)
    h.frames(3)


def _hint(h, board) -> None:
    board.host.request_hint()
    h.frames(6)


def _replay(game: str) -> Callable:
    def build(h) -> int:
        from game.ui.play.moments import Moments
        from game.ui.scenes.replay import ReplayScene

        moments = Moments.of_session(session_after(game, players(game, 3), 25))
        h.app.push(ReplayScene(h.app, moments, 12))
        return 20
    return build


def _replays(h) -> int:
    from game.ui.scenes.replays import ReplaysScene

    h.app.push(ReplaysScene(h.app))
    return 3


def _handoff(h) -> int:
    h.app.push(HandoffScene(h.app, "Zoe", (230, 159, 0)))
    return 3


SCREENS: dict[str, Callable] = {
    "title": _title, "handoff": _handoff, "replays": _replays,
    "title-quit": _title_dialog(QuitDialog), "title-learn": _title_dialog(LearnDialog),
}
for _game in GAMES:
    SCREENS[f"{_game}-setup"] = _setup(_game)
    SCREENS[f"{_game}-play-start"] = _play(_game, 0)
    SCREENS[f"{_game}-play-mid"] = _play(_game, 12)
    SCREENS[f"{_game}-play-late"] = _play(_game, 40, 4)
    SCREENS[f"{_game}-pause"] = _over_play(_game, PauseScene)
    SCREENS[f"{_game}-rules"] = _over_play(_game, lambda app, play, g=_game: RulesScene(app, g))
    SCREENS[f"{_game}-options"] = _over_play(_game, lambda app, play: OptionsScene(app))
    SCREENS[f"{_game}-results-2"] = _results(_game, 2)
    SCREENS[f"{_game}-results-4"] = _results(_game, 4)
    SCREENS[f"{_game}-replay"] = _replay(_game)
    SCREENS[f"{_game}-track-top-left"] = _track_at(_game, [1, 2, 3])
    SCREENS[f"{_game}-track-top-right"] = _track_at(_game, [14, 15, 16])
    SCREENS[f"{_game}-track-crowded-side"] = _track_at(_game, [20, 20, 20, 20])
    SCREENS[f"{_game}-tip-with-log"] = _undo_tip_with_log(_game)
    SCREENS[f"{_game}-tip-then-pause"] = _tip_then(_game, PauseScene)
    SCREENS[f"{_game}-replay-tip"] = _replay_tip(_game)
for _game in GAMES:
    SCREENS[f"{_game}-hint"] = _human_plays(
        _game, lambda b: getattr(b, "human", None) is not None and not b.busy(), _hint)
SCREENS["akropolis-placing"] = _human_plays(
    "akropolis", lambda b: b.human is not None and not b.busy(), _akropolis_hover)
SCREENS["capital-play-rebuilt"] = _play("capital", 80, 2)
SCREENS["akropolis-pause-options"] = _over_play(
    "akropolis", lambda app, play: _stacked(app, play))
SCREENS["ginkgopolis-card-chosen"] = _human_plays(
    "ginkgopolis", lambda b: b.deciding() is not None and b.mode() == "choose", _ginkgo_select)
SCREENS["ginkgopolis-notice-over-preview"] = _human_plays(  # the draft's notice is still up
    "ginkgopolis", lambda b: b.deciding() is not None and b.mode() == "choose"
    and b.host.toast_time > 1.0 and "revealed" in b.host.toast, _ginkgo_select)
SCREENS["capital-build-locked"] = _human_plays(
    "capital", lambda b: b.human is not None and b.kind == "build" and b.targets, _capital_lock)
SCREENS["ginkgopolis-reveal"] = _human_plays(
    "ginkgopolis", lambda b: b.animation.reveals.current is not None, _ginkgo_reveal)

#: seat names too long for the panels and the results (shortened, with a whole-name tip)
LONG_NAMES = "Maximiliana Wolkonska-Poniatowska,Bartholomew Fitzgerald,Konstantinopolitanka,Cy,Di"


def _long_names_play(game: str, n: int) -> Callable:
    def build(h) -> int:
        h.app.push(PlayScene(h.app, session_after(game, players(game, n), 10,
                                                  names=LONG_NAMES)))
        return 30
    return build


def _long_names_results(game: str, n: int) -> Callable:
    def build(h) -> int:
        h.app.push(ResultsScene(h.app, session_after(game, players(game, n), None,
                                                     names=LONG_NAMES)))
        return 60
    return build


SCREENS["capital-play-long-names"] = _long_names_play("capital", 4)
for _game in GAMES:
    SCREENS[f"{_game}-results-long-names"] = _long_names_results(_game, 4)

# the arcade's screens (tests/ui/arcade_screens.py)
from tests.ui.arcade_screens import ARCADE_SCREENS  # noqa: E402

SCREENS.update(ARCADE_SCREENS)
