"""Saved tutorial progress: round trip, atomic file, any damage means starting over."""

from __future__ import annotations

import pytest

from game.tutorials import progress


def test_round_trip_keeps_other_games():
    progress.save("akropolis", progress.Progress(3, [(0, 'take 0 at -3,0 rot 1'),
                                                     (1, 'say "hi" \\ there')]))
    progress.save("capital", progress.Progress(1, [(0, "pick I-01")], done=True))
    got = progress.load("akropolis")
    assert got.step == 3 and got.moves[1] == (1, 'say "hi" \\ there') and not got.done
    assert progress.load("capital").done
    progress.save("akropolis", None)
    assert progress.load("akropolis") == progress.Progress()
    assert progress.load("capital").step == 1


@pytest.mark.parametrize("content", [
    b"\x00\xff garbage",
    b"[akropolis]\nstep = -4\n",
    b"[akropolis]\nstep = 2\nmoves = [[0]]\n",
    b"[akropolis]\nstep = 2\nmoves = [[true, \"x\"]]\n",
    b"[akropolis]\nstep = \"two\"\n",
    b"akropolis = 5\n",
    b"[akropolis]\nstep = 99999999999999999999\n",
])
def test_damaged_file_means_start_over(content):
    progress.progress_path().write_bytes(content)
    assert progress.load("akropolis") == progress.Progress()
    progress.save("akropolis", progress.Progress(1))  # and saving over it works
    assert progress.load("akropolis").step == 1


def test_a_folder_in_the_way_is_not_a_crash():
    path = progress.progress_path()
    path.mkdir()
    assert progress.load("akropolis") == progress.Progress()
    progress.save("akropolis", progress.Progress(2))  # cannot write: ignored, no exception
