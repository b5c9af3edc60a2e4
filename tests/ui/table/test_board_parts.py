"""The three boards are built one way (game/ui/README.md, "A board's parts"): a controller
(the Board subclass, no mixins), an animation queue, and painters fed the frame's Look
that never import the board."""

from __future__ import annotations

import ast
import importlib
import inspect

import pygame
import pytest

from game.ui.scenes.play import PlayScene
from game.ui.table.animation import AnimationQueue
from game.ui.table.board import Board
from tests.ui.layout import players, session_after

#: each game's painters, its view model and its animation queue
PARTS = {
    "akropolis": ("viewdraw", "panels", "preview", "city", "look", "animation"),
    "capital": ("view", "info", "strip", "side", "layers", "look", "animation"),
    "ginkgopolis": ("cityview", "tableview", "strip", "panels", "city", "look", "animation"),
}


def _imports(module) -> set[str]:
    tree = ast.parse(inspect.getsource(module))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


@pytest.mark.parametrize("game", sorted(PARTS))
def test_painters_never_import_the_board(game):
    for name in PARTS[game]:
        module = importlib.import_module(f"game.ui.{game}.{name}")
        imported = _imports(module)
        assert f"game.ui.{game}.table" not in imported, f"{game}/{name}.py imports the board"
        assert "game.ui.table.board" not in imported, f"{game}/{name}.py imports Board"


@pytest.mark.parametrize("game", sorted(PARTS))
def test_the_board_is_a_controller_with_an_animation_queue_and_a_look(harness, game):
    h = harness
    play = PlayScene(h.app, session_after(game, players(game, 3), 6))
    h.app.push(play)
    h.frames(20)
    board = play.board
    assert type(board).__mro__[1:] == (Board, object), "no mixins"
    look_module = importlib.import_module(f"game.ui.{game}.look")
    assert isinstance(board.look(), look_module.Look)
    assert isinstance(board.animation, AnimationQueue)
    assert board.busy() == board.animation.busy()
    clock = board.animation.time
    h.frame()
    assert board.animation.time > clock, "the board moves its animation clock on"


@pytest.mark.parametrize("game", sorted(PARTS))
def test_a_frame_drawn_twice_is_the_same(harness, game):
    """The painters draw what the look says: the frame drawn again (cached layers in use)
    has the same pixels."""
    h = harness
    play = PlayScene(h.app, session_after(game, players(game, 3), 10))
    h.app.push(play)
    h.frames(30)
    first, second = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    for surface in (first, second):
        surface.blit(play.background(), (0, 0))
        play.board.draw(surface)
        play.board.draw_over(surface)
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")
