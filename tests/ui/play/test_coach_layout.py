"""The coach covers nothing you must read: at every step of every tutorial, at the
smallest and the largest text size, its arrow crosses no words (also none painted inside
a picture: a milestone's name, a tile's number) and its panel stays on screen with its
words inside and apart."""

from __future__ import annotations

import pygame
import pytest

from game import tutorial_cli
from game.engine import paths
from game.ui.kit import text
from tests.ui.layout import problems

GAMES = ["akropolis", "capital", "ginkgopolis"]


def _painted(line: str, size: int, at: tuple[float, float], anchor: str) -> pygame.Rect:
    """Where text.draw puts the ink of ``line`` (bold) with its ``anchor`` at ``at``."""
    w, h = text.render(line, size, (0, 0, 0), True).get_size()
    rect = pygame.Rect(0, 0, w, h)
    setattr(rect, anchor, (round(at[0]), round(at[1])))
    return text.ink(rect, size)


def pictured_words(game: str, tutorial) -> list[tuple[pygame.Rect, str]]:
    """The words painted inside the pictures of the strip, worked out here from the
    pictures' own geometry (not from what the painters record): Capital's milestone
    names, the numbers of the Ginkgopolis tiles behind your screen."""
    state = tutorial.play.state
    out: list[tuple[pygame.Rect, str]] = []
    if game == "capital":
        from game.ui.capital import art, layout, view_model

        for ms in view_model.milestone_slots(state):
            rect = layout.milestone_rect(ms.slot)
            size, lines = art.name_lines(view_model.name(ms.tile), rect.w)
            for i, line in enumerate(lines):
                at = (rect.x + rect.w / 2, rect.y + rect.w * 0.5 + i * size * 0.8)
                out.append((_painted(line, size, at, "midtop"), line))
    elif game == "ginkgopolis":
        from game.ui.ginkgopolis import strip, view_model

        tiles = view_model.screen_tiles(state, tutorial.runner.human)
        for tile, rect in zip(tiles, strip.tile_rects(len(tiles)), strict=True):
            if tile == tutorial.play.board.sel_tile:
                rect = rect.move(0, -4)
            number = str(tile % 20 + 1)
            out.append((_painted(number, int(rect.w * 0.62), rect.center, "center"), number))
    return out


def crossed(arrows: list[text.Mark], words: list[tuple[pygame.Rect, str]]) -> list[str]:
    """The words the arrows cross (by the layout check's rule for recorded words)."""
    out = []
    for line in arrows:
        assert line.ends is not None
        a, b, width = line.ends
        out += [f"the coach arrow crosses {label!r} painted at {tuple(rect)}"
                for rect, label in words if rect.inflate(width - 2, width - 2).clipline(a, b)]
    return out


@pytest.mark.parametrize("percent", [100, 150], ids=lambda p: f"text{p}")
@pytest.mark.parametrize("game", GAMES)
def test_no_coach_arrow_crosses_words_at_any_step(game, percent):
    paths.user_config_path().write_text(f"[options]\ntext_size = {percent}\n")
    found: list[tuple[int, str]] = []
    arrows = []

    def look(app, tutorial):
        assert text.scale() == percent / 100
        box = tutorial.coach.box
        assert app.canvas.get_rect().contains(box)
        text.start_recording(app.canvas)
        try:
            app.frame(1 / 60, [], logical=True)
        finally:
            rec = text.stop_recording()
        marks = rec.marks if rec else []
        lines = [m for m in marks if m.kind == "line"]
        arrows.extend(lines)
        step = tutorial.runner.index + 1
        found.extend((step, p) for p in problems(marks) if "coach arrow" in p)
        found.extend((step, p) for p in crossed(lines, pictured_words(game, tutorial)))
        near = [m for m in marks if m.rect.colliderect(box)]  # the coach's own words
        found.extend((step, p) for p in problems(near))

    result = tutorial_cli.autoplay(game, shots=look)
    assert result["completed"]
    assert arrows, "the coach pointed with its arrow"
    assert found == []


def test_the_panel_never_cuts_words_in_two():
    """A summary's words just above the side slot, while places you may play fill the
    view: the panel grows over them whole; a caption line where the top slot would
    begin: the panel moves below it."""
    import pygame

    from game.ui.play import coach as coach_mod
    from game.ui.play.coach import Coach

    def placed(words: str, on_screen, target=None, places=()) -> Coach:
        c = Coach(lambda: None, lambda: None)
        c.show("Learn", words, target, True, on_screen=on_screen, places=places)
        return c

    short = "Basil picks a tile too."
    side_top = coach_mod.SIDE.bottom - placed(short, []).box.h
    row = pygame.Rect(944, side_top - 6, 60, 10)  # crossed by the panel's top edge
    c = placed(short, [row], places=[coach_mod.VIEW])
    assert c.box.contains(row) and c.box.bottom == coach_mod.SIDE.bottom
    assert c._cut(c.box) == []
    # with the view free, it hides the row not at all
    c = placed(short, [row])
    assert c.hidden(c.box) == [] and c._cut(c.box) == []

    # the target is in the side column: the panel goes to the view, below a caption line
    target = pygame.Rect(900, coach_mod.SIDE.bottom - 60, 380, 50)
    caption = pygame.Rect(47, coach_mod.VIEW.y + 10, 300, 12)  # starts left of the panel
    c = placed(short, [caption], target)
    assert not c.box.colliderect(target)
    assert c.box.top > caption.bottom and c._cut(c.box) == []
    assert c.box.top - caption.bottom < 10  # just below it, not anywhere


#: the summary under the players' panels (Capital's era legend, Akropolis' "Your score
#: now"): the side slot of the coach, grown upwards as far as it may
SUMMARY = pygame.Rect(906, 330 - 16, 366, 328 + 16)
#: steps (of every size) whose panel may still hide words of the summary: only while
#: places you may play are shown, the view is then kept clear for them (measured:
#: Capital steps 6, 13, 14 and 24, one or two lines; on main 15 of 26 steps; Akropolis
#: 0, on main 21 of 21)
SUMMARY_HIDDEN = {"akropolis": 0, "capital": 4, "ginkgopolis": 0}
#: steps whose panel may hide part of a placed piece: where no place in the view keeps
#: clear of the words, the places and the pieces all at once (Akropolis' city fills the
#: view's middle); measured: Akropolis steps 5, 7, 8, 9, 11, 15, 18 and 21, by at most
#: 57 % of a hex (step 21) and otherwise at most 29 %, Capital none (on main the panel
#: hid the summary's words instead)
PIECES_HIDDEN = {"akropolis": 8, "capital": 0, "ginkgopolis": 0}
EDGE = 2


def _covers(box: pygame.Rect, rect: pygame.Rect) -> bool:
    shared = box.clip(rect)
    return shared.w > EDGE and shared.h > EDGE


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_the_panel_hides_no_summary_words_no_places_and_few_pieces(game, size, monkeypatch):
    """At every step, in a window of each size: the coach's panel hides no place you may
    play and cuts no words in two; it hides the summary's words (the era legend, your
    score now) only while places you may play are shown; it hides the summary's words
    and parts of the board's placed pieces at no more steps than measured
    (SUMMARY_HIDDEN, PIECES_HIDDEN)."""
    from game.ui.shell import settings
    from game.ui.shell.app import App

    def make_app(headless: bool) -> App:
        app = App(options=settings.load(), headless=True)
        app.screen = pygame.display.set_mode(size)
        return app

    monkeypatch.setattr(tutorial_cli, "_app", make_app)
    found: list[str] = []
    summary_steps: list[int] = []
    piece_steps: list[int] = []
    pieces_seen = 0

    def look(app, tutorial):
        nonlocal pieces_seen
        assert app.screen.get_size() == size
        box = tutorial.coach.box
        text.start_recording(app.canvas)
        try:
            app.frame(1 / 60, [], logical=True)
        finally:
            rec = text.stop_recording()
        marks = rec.marks if rec else []
        # what the scene drew before the coach's own panel
        at = max(i for i, m in enumerate(marks) if m.kind == "panel" and m.rect == box)
        scene = [m for m in marks[:at] if m.layer == marks[at].layer]
        step = tutorial.runner.index + 1
        whole = box.inflate(2 * EDGE, 2 * EDGE)
        pieces_seen += sum(m.kind == "piece" for m in scene)
        for m in scene:
            if not _covers(box, m.rect):
                continue
            if m.kind == "place":
                found.append(f"step {step}: the panel {tuple(box)} hides a place you may "
                             f"play {tuple(m.rect)}")
            elif m.kind == "text" and not whole.contains(m.rect):
                found.append(f"step {step}: the panel {tuple(box)} cuts {m.label!r} in two")
        if any(m.kind == "text" and SUMMARY.contains(m.rect) and _covers(box, m.rect)
               for m in scene):
            summary_steps.append(step)
            if not any(m.kind == "place" for m in scene):
                found.append(f"step {step}: the panel {tuple(box)} hides the summary's "
                             "words though the view has no places to keep clear")
        if any(m.kind == "piece" and _covers(box, m.rect) for m in scene):
            piece_steps.append(step)

    result = tutorial_cli.autoplay(game, shots=look)
    assert result["completed"]
    assert pieces_seen, "the board records where its placed pieces are"
    assert found == []
    assert len(summary_steps) <= SUMMARY_HIDDEN[game], summary_steps
    assert len(piece_steps) <= PIECES_HIDDEN[game], piece_steps
