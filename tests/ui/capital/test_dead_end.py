"""Capital's dead end: a pick that cannot be built anywhere says 'discard it'."""

from __future__ import annotations

from game.ui.capital import view
from tests.ui.layout import record_frame
from tests.ui.screens import _human_plays


def test_a_pick_with_no_affordable_place_says_discard_it(harness):
    h = harness
    wanted = lambda b: b.human is not None and b.kind == "build" and b.targets  # noqa: E731
    h.frames(_human_plays("capital", wanted, lambda h, b: None)(h))
    board = h.top.board
    board.targets = {}  # as when no place is affordable: only the discard is legal
    marks = record_frame(h)
    words = " ".join(m.label for m in marks if m.kind == "text")
    assert "discard it" in words
    assert "cannot afford" in words
    assert "discard it (D)" in view._help_line(board.look())
