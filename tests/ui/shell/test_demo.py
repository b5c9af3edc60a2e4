"""The demo command runs the real loop headless, saves a PNG and prints stats."""

from __future__ import annotations

import json

import pygame

from game.cli import main


def distinct_colours(path) -> int:
    image = pygame.image.load(str(path))
    w, h = image.get_size()
    return len({tuple(image.get_at((x, y))) for x in range(0, w, 7) for y in range(0, h, 7)})


def test_demo_writes_a_non_blank_png_and_one_json_line(tmp_path, capsys):
    shot = tmp_path / "title.png"
    assert main(["demo", "--headless", "--frames", "5", "--screenshot", str(shot), "--json"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    stats = json.loads(out[0])
    assert stats["frames"] == 5
    assert set(stats["frame_ms"]) == {"mean", "p99", "max"}
    assert 0 <= stats["ai_thinking_frames"] <= 5
    assert set(stats["ai_thinking_frame_ms"]) == {"mean", "p99", "max"}
    assert shot.exists()
    assert distinct_colours(shot) > 20


def test_escape_on_the_title_asks_before_quitting():
    from game.ui.scenes.title import QuitDialog, TitleScene
    from game.ui.shell.app import App

    def press(key):
        app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")],
                  logical=True)

    app = App(headless=True)
    app.push(TitleScene(app))
    app.frame(1 / 60, [])
    press(pygame.K_ESCAPE)
    assert app.running and isinstance(app.stack.top, QuitDialog)
    press(pygame.K_ESCAPE)  # Esc again: stay
    assert app.running and isinstance(app.stack.top, TitleScene)
    press(pygame.K_ESCAPE)
    press(pygame.K_RETURN)  # Enter: quit
    assert not app.running
    app.close()


def test_demo_plays_akropolis_with_ai_seats(tmp_path, capsys):
    shot = tmp_path / "akropolis.png"
    argv = ["demo", "--game", "akropolis", "--seats", "ai:random,ai:random", "--headless",
            "--frames", "40", "--screenshot", str(shot), "--json"]
    assert main(argv) == 0
    stats = json.loads(capsys.readouterr().out.strip())
    assert stats["frames"] == 40
    assert stats["ai_thinking_frames"] > 0
    assert distinct_colours(shot) > 40


def test_demo_rejects_bad_seats(capsys):
    argv = ["demo", "--game", "akropolis", "--seats", "human,robot", "--headless", "--frames", "3"]
    assert main(argv) == 2
    said = capsys.readouterr()
    assert "seat 2: 'robot'" in said.out + said.err  # one line (argparse errors go to stderr)


def test_layout_scales_with_the_window():
    from game.ui.shell.app import App

    app = App(headless=True)
    app.screen = pygame.display.set_mode((640, 360))
    assert app.to_logical((320, 180)) == (640, 360)
    app.screen = pygame.display.set_mode((1280, 900))  # letterboxed vertically
    assert app.to_logical((640, 450)) == (640, 360)
    app.frame(1 / 60, [])
    app.close()


def test_the_frame_times_line_speaks_the_players_language(capsys, monkeypatch):
    from tests.game.fake_catalogue import fake_catalogue

    assert main(["demo", "--headless", "--frames", "3"]) == 0
    (line,) = capsys.readouterr().out.strip().splitlines()
    assert line.startswith("3 frames: mean ") and line.endswith(" of them")
    with fake_catalogue(monkeypatch):
        assert main(["demo", "--headless", "--frames", "3", "--lang", "zh-Hant"]) == 0
        (line,) = capsys.readouterr().out.strip().splitlines()
    assert line.startswith("⟪3 frames: mean ") and line.endswith("⟫")
