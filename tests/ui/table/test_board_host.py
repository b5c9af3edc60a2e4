"""The play scene is what boards take it for: it has everything of BoardHost."""

from __future__ import annotations

from game.ui.scenes.play import PlayScene
from game.ui.table.board_host import BoardHost
from tests.ui.layout import players, session_after


def _members() -> set[str]:
    names = set(getattr(BoardHost, "__annotations__", {}))
    names |= {name for name in vars(BoardHost) if not name.startswith("_")}
    return names


def test_the_protocol_names_what_boards_use():
    assert {"app", "session", "attract", "human_seat", "track", "state", "say", "submit",
            "request_hint", "undo", "thinking_progress", "background"} <= _members()


def test_the_play_scene_has_every_member_of_the_board_host(harness):
    play = PlayScene(harness.app, session_after("akropolis", players("akropolis", 2), 0))
    missing = sorted(name for name in _members() if not hasattr(play, name))
    assert missing == []
    assert play.board.host is play
