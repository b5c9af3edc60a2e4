"""The application: window, logical canvas, scene stack, scene router and the frame loop.

Everything is drawn on a fixed logical canvas (theme.LOGICAL_SIZE) and scaled
to the window, so layout never depends on the window size. ``frame`` runs one
iteration of the loop; the interactive loop, the demo and the test harness all
go through it. Scenes open one another by name through ``app.router``.
"""

from __future__ import annotations

import contextlib
import math
import os
import sys
import time
import traceback
from datetime import datetime

import pygame

from game.engine import i18n
from game.engine.i18n import _
from game.ui.kit import keys, mermaid, motion, text, theme, tooltip
from game.ui.kit import widgets as widgets_mod
from game.ui.kit.sound import SoundBank
from game.ui.scenes import SCENES
from game.ui.shell import settings
from game.ui.shell.scene import Scene, SceneStack
from game.ui.shell.scene_router import SceneRouter

#: when set, the app prints "shown N" on stdout after the first frame that shows the
#: result of the game's N-th action (the kill test reads it)
REPORT_SHOWN_ENV = "POLIS_REPORT_SHOWN"
#: crash reports kept in the data folder (the oldest go first)
MAX_CRASH_REPORTS = 20
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
FADE_SECONDS = 0.22


class App:
    """Window, options, sounds, the scene stack and the router that opens scenes by name."""

    def __init__(self, options: settings.Options | None = None, headless: bool = False) -> None:
        if headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        self.options = options or settings.load()
        pygame.display.init()
        pygame.font.init()
        self.headless = headless
        self.screen = self._open_window()
        self.canvas = pygame.Surface(theme.LOGICAL_SIZE).convert()
        self.stack = SceneStack()
        self.router = SceneRouter(self, SCENES)
        self.sound = SoundBank(self.options)
        #: the settings file's problems, one line each, said in the language of
        #: ``_messages_language`` (read again when the language changes)
        self.messages: list[str] = list(self.options.problems)
        self._messages_language = i18n.language()
        self.apply_options()
        widgets_mod.feedback = lambda: self.sound.play("click", 0.5)
        widgets_mod.pointer = lambda: self.mouse
        if not headless:
            self.sound.start_music()
            pygame.display.set_icon(mermaid.mermaid(theme.SEAT_COLOURS[1][1], 64))
        self.running = True
        self.clock = pygame.time.Clock()
        self.frame_ms: list[float] = []
        self.thinking_ms: list[float] = []
        self.ai_thinking_frames = 0
        self.frames = 0
        #: the move log's open / closed state, kept between games for this app's life
        self.log_open = False
        self.mouse: tuple[int, int] = (0, 0)
        self._fade_from: pygame.Surface | None = None
        self._fade_left = 0.0
        self._scaled: pygame.Surface | None = None
        self.crash_report = ""
        self._report_shown = bool(os.environ.get(REPORT_SHOWN_ENV))
        self._shown_actions = -1

    # -- window ---------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        if self.headless:
            return pygame.display.set_mode(theme.LOGICAL_SIZE)
        if self.options.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.options.window_size(), pygame.RESIZABLE)

    def apply_options(self) -> None:
        """Follow the options that take effect at once: language, keys, motion, colours,
        text size and sound."""
        i18n.set_language(self.options.spoken())
        pygame.display.set_caption(_("Polis Arcade"))
        if self.messages and self._messages_language != i18n.language():
            # the problems were said in another language: say them again in this one
            self.messages = settings.problem_lines()
        self._messages_language = i18n.language()
        keys.bind(self.options)
        motion.apply(self.options)
        theme.apply(self.options)
        text.set_scale(self.options.text_size)
        self.sound.apply()

    def apply_window_options(self) -> None:
        """Re-open the window after the size or fullscreen option changed."""
        self.screen = self._open_window()
        self._scaled = None

    def _viewport(self) -> tuple[float, pygame.Rect]:
        """Scale and target rectangle of the logical canvas in the window."""
        sw, sh = self.screen.get_size()
        lw, lh = theme.LOGICAL_SIZE
        scale = min(sw / lw, sh / lh)
        w, h = max(1, int(lw * scale)), max(1, int(lh * scale))
        return scale, pygame.Rect((sw - w) // 2, (sh - h) // 2, w, h)

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int]:
        """Window pixel -> logical canvas pixel."""
        scale, rect = self._viewport()
        return int((pos[0] - rect.x) / scale), int((pos[1] - rect.y) / scale)

    # -- scenes ---------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        """Put a scene on top (with a cross-fade)."""
        self._start_fade()
        self.stack.push(scene)

    def pop(self) -> None:
        """Remove the top scene."""
        self._start_fade()
        self.stack.pop()
        if not self.stack.scenes:
            self.running = False

    def replace(self, scene: Scene) -> None:
        """Swap the top scene."""
        self._start_fade()
        self.stack.replace(scene)

    def reset(self, scene: Scene) -> None:
        """Start over from one scene (e.g. back to the title)."""
        self._start_fade()
        self.stack.reset(scene)

    def quit(self) -> None:
        """Stop the loop after this frame."""
        self.running = False

    def _start_fade(self) -> None:
        if self.frames == 0:
            return
        self._fade_from = self.canvas.copy()
        self._fade_left = FADE_SECONDS

    def anim(self, seconds: float) -> float:
        """A duration scaled by the animation-speed option."""
        return seconds / max(0.05, self.options.animation_speed)

    # -- loop -------------------------------------------------------------------
    def _convert(self, event: pygame.event.Event) -> pygame.event.Event:
        if event.type in MOUSE_EVENTS:
            data = dict(event.dict)
            data["pos"] = self.to_logical(event.pos)
            if event.type == pygame.MOUSEMOTION:
                scale, _rect = self._viewport()
                data["rel"] = (int(event.rel[0] / scale), int(event.rel[1] / scale))
            return pygame.event.Event(event.type, data)
        return event

    def frame(self, dt: float, events: list[pygame.event.Event], logical: bool = False) -> None:
        """One loop iteration: input, update, draw, present; the work is timed.

        An unexpected exception in a scene does not end the program: a crash report
        goes to the data folder and the error screen replaces the scenes.
        """
        start = time.perf_counter()
        try:
            self._frame_work(dt, events, logical)
        except Exception as exc:  # noqa: BLE001 - the safety net: anything a scene raises
            self._crashed(exc)
        self._present()
        if self._report_shown:
            self._print_shown()
        thinking = any(scene.ai_thinking() for scene in self.stack.scenes)
        elapsed = (time.perf_counter() - start) * 1000.0
        if thinking:
            self.ai_thinking_frames += 1
            self.thinking_ms.append(elapsed)
        self.frames += 1
        self.frame_ms.append(elapsed)

    def _frame_work(self, dt: float, events: list[pygame.event.Event], logical: bool) -> None:
        for event in events:
            if not logical:
                event = self._convert(event)
            if event.type == pygame.QUIT:
                self.running = False
                continue
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                self.screen = pygame.display.get_surface() or self.screen
                self._scaled = None
                continue
            if event.type == pygame.MOUSEMOTION:
                self.mouse = event.pos
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.options.fullscreen = not self.options.fullscreen
                if not self.headless:
                    self.apply_window_options()
                continue
            if keys.pressed(event, "mute") and self._typing_ok():
                self.options.muted = not self.options.muted
                self.sound.apply()
                continue
            top = self.stack.top
            if top is not None:
                top.handle(event)
        scenes = list(self.stack.scenes)
        for scene in scenes[:-1]:
            scene.update_background(dt)
        if scenes:
            scenes[-1].update(dt)
        tooltip.begin_draw(self.canvas)
        try:
            for scene in self.stack.visible():
                tooltip.drawing_scene(scene)
                scene.draw(self.canvas)
        finally:
            tooltip.end_draw(self.stack.top)
        if self._fade_from is not None:
            self._fade_left -= dt
            if self._fade_left <= 0:
                self._fade_from = None
            else:
                self._fade_from.set_alpha(int(255 * self._fade_left / FADE_SECONDS))
                self.canvas.blit(self._fade_from, (0, 0))

    # -- the safety net -----------------------------------------------------------------
    def _crashed(self, exc: Exception) -> None:
        """Write a crash report, keep the journal, show the error screen."""
        failed = self.stack.top
        if failed is not None and failed.name == "crash":  # the error screen failed: stop
            self.running = False
            raise exc
        self.crash_report = write_crash_report(exc, self.stack.scenes)
        kept = any(getattr(getattr(s, "session", None), "journal", None) is not None
                   for s in self.stack.scenes)
        message = short_message(exc)
        while self.stack.scenes:  # close every scene; a failing close must not stop us
            scene = self.stack.scenes.pop()
            with contextlib.suppress(Exception):
                scene.leave()
                scene.close()
        self._fade_from = None
        self.stack.push(self.router.make("crash", message=message, report=self.crash_report,
                                         game_kept=kept))
        self.canvas.fill((0, 0, 0))
        with contextlib.suppress(Exception):
            top = self.stack.top
            if top is not None:
                top.draw(self.canvas)

    def _print_shown(self) -> None:
        """Say on stdout how many of the game's actions the screen now shows."""
        for scene in reversed(self.stack.scenes):
            session = getattr(scene, "session", None)
            record = getattr(session, "record", None)
            if record is None or getattr(scene, "attract", False):
                continue
            count = len(record.actions)
            if count != self._shown_actions:
                self._shown_actions = count
                last = record.actions[-1].text if record.actions else ""
                print(f"shown {count} {last}", flush=True)
            return

    def _typing_ok(self) -> bool:
        """M mutes unless a text entry has the keyboard."""
        top = self.stack.top
        group = getattr(top, "widgets", None)
        widgets = group.widgets if isinstance(group, widgets_mod.WidgetGroup) else []
        return not any(isinstance(w, widgets_mod.TextEntry) and w.focused for w in widgets)

    def _present(self) -> None:
        scale, rect = self._viewport()
        if rect.topleft == (0, 0) and rect.size == theme.LOGICAL_SIZE:
            self.screen.blit(self.canvas, (0, 0))
        else:
            self.screen.fill((0, 0, 0))
            if self._scaled is None or self._scaled.get_size() != rect.size:
                self._scaled = pygame.Surface(rect.size).convert()
            pygame.transform.smoothscale(self.canvas, rect.size, self._scaled)
            self.screen.blit(self._scaled, rect)
        pygame.display.flip()

    def run(self, max_frames: int | None = None, fps: int = 60) -> None:
        """The loop: until the last scene closes, Quit, or ``max_frames`` frames."""
        dt = 1.0 / fps
        try:
            while self.running and self.stack.scenes:
                self.frame(dt, pygame.event.get())
                if max_frames is not None and self.frames >= max_frames:
                    break
                dt = min(0.1, self.clock.tick(fps) / 1000.0)
        finally:
            self.close()

    def close(self) -> None:
        """Close every scene (stops AI threads) and the sound."""
        while self.stack.scenes:
            self.stack.pop()
        self.sound.close()

    def screenshot(self, path: str) -> None:
        """Save the logical canvas as a PNG."""
        pygame.image.save(self.canvas, path)

    def stats(self) -> dict:
        """Frame-time statistics: all frames, and (extra key) the frames an AI was thinking."""
        return {
            "frames": self.frames,
            "frame_ms": summary(self.frame_ms),
            "ai_thinking_frames": self.ai_thinking_frames,
            "ai_thinking_frame_ms": summary(self.thinking_ms),
        }


def short_message(exc: BaseException) -> str:
    """One short line for the error screen."""
    text = str(exc).splitlines()[0] if str(exc).strip() else ""
    text = "".join(ch if ch.isprintable() else "?" for ch in text)[:120]
    return text or _("an unexpected error ({kind})").format(kind=type(exc).__name__)


def write_crash_report(exc: BaseException, scenes: list) -> str:
    """The traceback and the open scenes in a file in the data folder; its path ("" if none)."""
    from game.engine import paths, reports

    lines = [f"Polis Arcade crash report, {datetime.now().isoformat(timespec='seconds')}",
             f"Python {sys.version.split()[0]}, pygame-ce {pygame.version.ver}",
             "Scenes: " + " > ".join(type(s).__name__ for s in scenes), ""]
    for scene in scenes:
        session = getattr(scene, "session", None)
        record = getattr(session, "record", None)
        if record is not None and not getattr(scene, "attract", False):
            lines.append(f"Game: {record.game}, seed {record.seed}, "
                         f"{len(record.actions)} actions, options {record.options}")
    lines += ["", *traceback.format_exception(exc)]
    try:
        path = reports.write_report(paths.data_dir(), "crash",
                                    "\n".join(line.rstrip("\n") for line in lines) + "\n",
                                    MAX_CRASH_REPORTS)
    except OSError:
        return ""
    return str(path)


def summary(values: list[float]) -> dict[str, float]:
    """Mean, 99th percentile (nearest rank) and maximum, in ms rounded to microseconds."""
    times = sorted(values)
    if not times:
        return {"mean": 0.0, "p99": 0.0, "max": 0.0}
    rank = max(0, math.ceil(0.99 * len(times)) - 1)
    return {
        "mean": round(sum(times) / len(times), 3),
        "p99": round(times[rank], 3),
        "max": round(times[-1], 3),
    }
