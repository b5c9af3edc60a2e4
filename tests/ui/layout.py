"""Layout check helpers: record a frame's text blits and find text that overlaps other
text or leaves the panel it is drawn on (see game.ui.kit.text's recorder)."""

from __future__ import annotations

import random

import pygame

from game import rules
from game.ui.kit import text
from game.ui.play.session import GameSession, Seat

#: pixels two text boxes may share (anti-aliased edges, descenders)
TOLERANCE = 2


def record_frame(harness) -> list[text.Mark]:
    """Run one frame with the recorder on; the marks of the frame."""
    text.start_recording(harness.app.canvas)
    try:
        harness.frame()
    finally:
        rec = text.stop_recording()
    return rec.marks if rec else []


def _shadow_pair(a: text.Mark, b: text.Mark) -> bool:
    """The same words drawn twice a few pixels apart (a hand-made shadow)."""
    return (a.label == b.label and abs(a.rect.x - b.rect.x) <= 3
            and abs(a.rect.y - b.rect.y) <= 3)


def _overlap(a: pygame.Rect, b: pygame.Rect) -> bool:
    """Do ``a`` and ``b`` share more than an anti-aliased edge?"""
    shared = a.clip(b)
    return shared.w > TOLERANCE and shared.h > TOLERANCE


def _hidden(between: list[text.Mark], area: pygame.Rect) -> bool:
    """Is ``area`` covered by an opaque panel among the marks drawn ``between``?"""
    return any(m.kind == "panel" and m.label == "opaque" and m.rect.contains(area)
               for m in between)


def problems(marks: list[text.Mark], size: tuple[int, int] = (1280, 720)) -> list[str]:
    """Texts of the top layer that overlap each other, leave the canvas, or cross the
    edge of the panel drawn beneath them."""
    if not marks:
        return []
    top = max(m.layer for m in marks)
    layer = [m for m in marks if m.layer == top]
    canvas = pygame.Rect((0, 0), size)
    found: list[str] = []
    texts = [(i, m) for i, m in enumerate(layer) if m.kind == "text"]
    below = [m for m in marks if m.kind == "text" and m.layer < top]
    for panel in (m for m in layer if m.kind == "panel" and m.label != "opaque" and top > 0):
        for m in below:  # a dialog's panel must hide the scene beneath it
            shared = panel.rect.clip(m.rect)
            if _hidden(layer, shared):
                continue
            if shared.w > TOLERANCE and shared.h > TOLERANCE:
                found.append(f"{m.label!r} shows through the panel {tuple(panel.rect)}")
    tips = [m.rect.inflate(2 * TOLERANCE, 2 * TOLERANCE) for m in layer if m.kind == "tip"]
    for n, panel in enumerate(layer):  # a box drawn later over words (a notice, a legend)
        if panel.kind != "panel" or any(t.contains(panel.rect) for t in tips):
            continue  # (a tip may cover things: it is asked for, and checked below)
        for k, m in enumerate(layer[:n]):
            if m.kind != "text":
                continue
            shared = panel.rect.clip(m.rect)  # (a panel holding the words is a backing)
            if (shared.w > TOLERANCE and shared.h > TOLERANCE
                    and not panel.rect.inflate(2 * TOLERANCE, 2 * TOLERANCE).contains(m.rect)
                    and not _hidden(layer[k + 1:n], shared)):
                found.append(f"the box {tuple(panel.rect)} is drawn over {m.label!r} "
                             f"{tuple(m.rect)}")
    pictures = [(i, m) for i, m in enumerate(layer) if m.kind == "picture"]
    for i, m in texts + pictures:
        if not canvas.inflate(2 * TOLERANCE, 2 * TOLERANCE).contains(m.rect):
            found.append(f"{m.label!r} leaves the screen at {tuple(m.rect)}")
        elif m.clip is not None and m.clip.colliderect(m.rect) and not m.clip.inflate(
                2 * TOLERANCE, 2 * TOLERANCE).contains(m.rect):
            found.append(f"{m.label!r} {tuple(m.rect)} is cut off by the edge of its area "
                         f"{tuple(m.clip)}")
        panels = [p for p in layer[:i] if p.kind == "panel" and _overlap(p.rect, m.rect)]
        if panels:
            box = panels[-1].rect.inflate(2 * TOLERANCE, 2 * TOLERANCE)
            if not box.contains(m.rect):
                found.append(f"{m.label!r} {tuple(m.rect)} leaves its panel "
                             f"{tuple(panels[-1].rect)}")
    for m in (m for m in marks if m.kind == "tip"):
        if m.layer < top:
            found.append(f"a tip {tuple(m.rect)} shows under a dialog")
            continue
        inside = [m.rect.contains(o.rect) for o in layer]
        later = layer[layer.index(m) + 1:]
        for o, own in zip(later, inside[layer.index(m) + 1:], strict=True):
            shared = m.rect.clip(o.rect)
            if not own and shared.w > TOLERANCE and shared.h > TOLERANCE:
                found.append(f"a tip {tuple(m.rect)} is covered by {o.kind} {o.label!r} "
                             f"{tuple(o.rect)}")
    for n, line in enumerate(layer):
        if line.kind != "line" or line.ends is None:
            continue
        a, b, width = line.ends
        for m in layer[:n]:
            if m.kind == "text" and m.rect.inflate(width - 2, width - 2).clipline(a, b):
                found.append(f"the {line.label} {tuple(map(round, a))}-{tuple(map(round, b))}"
                             f" crosses {m.label!r} {tuple(m.rect)}")
    for n, place in enumerate(layer):
        if place.kind != "place":
            continue
        for o in layer[n + 1:]:
            shared = place.rect.clip(o.rect)
            if o.kind == "panel" and shared.w > TOLERANCE and shared.h > TOLERANCE:
                found.append(f"a box {tuple(o.rect)} hides a place you may play "
                             f"{tuple(place.rect)}")
    for m in (m for m in layer if m.kind == "cell"):
        if m.clip is not None and not m.clip.inflate(2 * TOLERANCE, 2 * TOLERANCE).contains(
                m.rect):
            found.append(f"a space of the board {tuple(m.rect)} is cut off by the frame "
                         f"{tuple(m.clip)}")
    for n, (i, a) in enumerate(texts):
        for j, b in texts[n + 1:]:
            shared = a.rect.clip(b.rect)
            if _hidden(layer[i + 1:j], shared):
                continue  # an opaque panel (a dialog, a tooltip) was drawn over the first
            if shared.w > TOLERANCE and shared.h > TOLERANCE and not _shadow_pair(a, b):
                found.append(f"{a.label!r} {tuple(a.rect)} overlaps {b.label!r} {tuple(b.rect)}")
    for i, a in pictures:
        for j, b in texts + pictures:
            shared = a.rect.clip(b.rect)
            if _hidden(layer[min(i, j) + 1:max(i, j)], shared):
                continue  # an opaque panel was drawn over the first of them
            same = a.label == b.label and (a.rect == b.rect or b.kind == "picture")
            # one thing painted twice, or two of one kind side by side (fanned tokens)
            if shared.w > TOLERANCE and shared.h > TOLERANCE and not same:
                found.append(f"the {a.label} {tuple(a.rect)} covers {b.label!r} {tuple(b.rect)}")
    return found


def seats(n: int, kinds: str = "human,ai,ai,ai,ai", names: str = "") -> list[Seat]:
    """``n`` seats: the first human, the others AI (or as ``kinds`` says)."""
    colours = ["orange", "sky", "green", "yellow", "blue"]
    kinds_list = kinds.split(",")
    given = names.split(",") if names else []
    return [Seat(given[i] if i < len(given) else f"P{i + 1}", colours[i], kinds_list[i], "easy")
            for i in range(n)]


def players(game: str, want: int = 3) -> int:
    """``want`` players when the game allows it, else its first count."""
    counts = rules.get(game).player_counts
    return want if want in counts else counts[-1]


def session_after(game: str, n: int, moves: int | None, seed: int = 5,
                  names: str = "You,Ada,Bo,Cy,Di") -> GameSession:
    """A session after ``moves`` random actions (None: played to the end)."""
    session = GameSession.new(game, seats(n, names=names), seed, {}, autosave=False)
    rng = random.Random(seed)
    done = 0
    while not session.state.is_terminal() and (moves is None or done < moves):
        session.apply(rng.choice(session.state.legal_actions()))
        done += 1
    return session
