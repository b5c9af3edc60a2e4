"""The Replays list with many history files: on screen at once, rows filled a few
milliseconds a frame, newest first; odd files never stop it (issue 27, item 6)."""

from __future__ import annotations

import os

import pygame

from game.engine import paths
from game.engine.record import write_record
from game.ui.scenes.replays import ReplaysScene
from tests.engine.test_history import finished

COUNT = 3000


def _fill(count: int) -> list[str]:
    folder = paths.data_dir() / "history"
    folder.mkdir(parents=True, exist_ok=True)
    sample = folder / ".sample.toml"
    write_record(sample, finished(seed=4))
    data = sample.read_bytes()
    sample.unlink()
    names = [f"2026{i // 1000:04d}-{i % 1000:06d}-000000-akropolis.toml" for i in range(count)]
    for name in names:
        (folder / name).write_bytes(data)
    os.mkfifo(folder / "29990101-a-pipe.toml")
    return sorted(names, reverse=True)


def test_the_list_opens_without_reading_every_file_and_fills_newest_first(harness):
    names = _fill(COUNT)
    h = harness
    scene = ReplaysScene(h.app)
    assert scene.pages.files_read == 0  # making the scene reads nothing
    h.app.push(scene)
    h.frame()
    assert scene.pages.files_read < COUNT  # one frame never reads them all
    assert h.until(lambda: scene.pages.listed, 200)
    assert scene.total() <= COUNT + 1
    assert h.until(lambda: len(scene.rows()) == 9, 200)
    assert [scene.entries[i].path.name for i, _r in scene.rows()] == names[:9]
    for _ in range(3):
        h.key(pygame.K_PAGEDOWN)
    assert h.until(lambda: len(scene.rows()) == 9, 200)
    assert scene.rows()[0][0] == 24
    assert [scene.entries[i].path.name for i, _r in scene.rows()] == names[24:33]
    (index, rect), *_ = scene.rows()
    h.click(rect.center)
    h.frames(3)
    assert h.top.name == "replay"


def test_reading_finishes_and_the_count_becomes_exact(harness):
    _fill(200)
    h = harness
    scene = ReplaysScene(h.app)
    h.app.push(scene)
    assert h.until(lambda: scene.pages.complete, 2000)
    assert scene.total() == 200  # the pipe is left out, never opened
