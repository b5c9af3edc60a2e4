"""Our small widget set: buttons, choice lists, sliders, toggles and text entry.

Widgets work in logical coordinates, draw themselves with cached text, and
report changes through callbacks. A :class:`WidgetGroup` routes events and
gives keyboard focus (Tab / arrows / Enter).

Words are translated when they are drawn, so a widget made before the language changed
speaks the new one at once: a label, a choice's words and a disabled widget's "why" are
the English messages themselves (marked with ``N_`` or ``_`` where they are written;
``_`` of words already translated, or of a name, gives them back unchanged).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.engine.i18n import N_, _
from game.ui.kit import text, theme

#: called with no arguments whenever a button or choice is used (the app plays a click)
feedback: Callable[[], Any] | None = None
#: where the pointer is now, on the logical canvas (set by the app; None: unknown)
pointer: Callable[[], tuple[int, int]] | None = None


def _feedback() -> None:
    if feedback is not None:
        feedback()


class Widget:
    """Base class: a rectangle that can draw and react to events."""

    focusable = True

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = True
        self.visible = True
        self.focused = False
        self.hover = False
        #: while disabled, why it cannot act (shown when the pointer rests on it)
        self.why = ""
        self._rest = 0.0

    def disable(self, why: str) -> None:
        """Grey the widget out; ``why`` is said when the pointer rests on it."""
        self.enabled = False
        self.why = why

    def enable(self) -> None:
        """Make the widget usable again."""
        self.enabled = True
        self.why = ""

    def waiting_tip(self, dt: float) -> str | None:
        """The reason a disabled widget cannot act, once the pointer has rested on it."""
        from game.ui.kit import tooltip

        if self.enabled or not self.visible or not self.hover or not self.why:
            self._rest = 0.0
            return None
        self._rest += dt
        return _(self.why) if self._rest >= tooltip.DELAY else None

    def handle(self, event: pygame.event.Event) -> bool:
        """React to an event; True when it was consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance any animation."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw on the logical canvas."""

    def activate(self) -> None:
        """Keyboard activation (Enter / Space)."""

    def _frame(self, surface: pygame.Surface, pressed: bool = False) -> None:
        if not self.enabled:
            colour = theme.BUTTON_OFF
        elif pressed:
            colour = theme.BUTTON_DOWN
        elif self.hover or self.focused:
            colour = theme.BUTTON_HOVER
        else:
            colour = theme.BUTTON
        text.mark_panel(surface, self.rect)
        pygame.draw.rect(surface, theme.shade(colour, 0.6), self.rect.move(0, 3), border_radius=9)
        pygame.draw.rect(surface, colour, self.rect, border_radius=9)
        edge = theme.GOLD if self.focused and self.enabled else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=9)


class Button(Widget):
    """A push button; ``on_click`` runs on release inside it (or Enter when focused)."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        on_click: Callable[[], Any] | None = None,
        size: int = 30,
        hotkey: int | None = None,
    ) -> None:
        super().__init__(rect)
        self.label = label
        self.on_click = on_click
        self.size = size
        self.hotkey = hotkey
        self.pressed = False

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:  # hover also on a disabled button: it says why
            self.hover = self.visible and self.rect.collidepoint(event.pos)
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = True
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.activate()
                return True
        elif event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey:
            self.activate()
            return True
        return False

    def activate(self) -> None:
        if self.enabled and self.on_click:
            _feedback()
            self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        self._frame(surface, self.pressed)
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        text.draw(surface, _(self.label), self.size, colour, self.rect.center, "center")


class Choice(Widget):
    """A value picked from a list with ◀ ▶ arrows (click the sides, or Left/Right)."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        options: Sequence[Any],
        value: Any = None,
        on_change: Callable[[Any], Any] | None = None,
        labels: Callable[[Any], str] = str,
        size: int = 26,
    ) -> None:
        super().__init__(rect)
        self.options = list(options)
        self.index = self.options.index(value) if value in self.options else 0
        self.on_change = on_change
        self.labels = labels
        self.size = size

    @property
    def value(self) -> Any:
        """The selected option."""
        return self.options[self.index] if self.options else None

    def set_options(self, options: Sequence[Any], value: Any = None) -> None:
        """Change the list, keeping ``value`` selected if it is in it."""
        self.options = list(options)
        self.index = self.options.index(value) if value in self.options else 0

    def step(self, delta: int) -> None:
        """Move the selection (wrapping) and report it."""
        if not self.options or not self.enabled:
            return
        self.index = (self.index + delta) % len(self.options)
        _feedback()
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            if event.button == 1:
                self.step(-1 if event.pos[0] < self.rect.centerx - self.rect.w // 6 else 1)
                return True
            if event.button in (4, 5):
                self.step(1 if event.button == 5 else -1)
                return True
        elif event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_LEFT:
                self.step(-1)
                return True
            if event.key == pygame.K_RIGHT:
                self.step(1)
                return True
        return False

    def activate(self) -> None:
        self.step(1)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        self._frame(surface)
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        label = _(self.labels(self.value)) if self.options else "-"
        text.draw(surface, label, self.size, colour, self.rect.center, "center")
        if self.enabled and len(self.options) > 1:
            cy = self.rect.centery
            lx, rx = self.rect.x + 14, self.rect.right - 14
            left = [(lx - 5, cy), (lx + 4, cy - 7), (lx + 4, cy + 7)]
            right = [(rx + 5, cy), (rx - 4, cy - 7), (rx - 4, cy + 7)]
            pygame.draw.polygon(surface, theme.GOLD, left)
            pygame.draw.polygon(surface, theme.GOLD, right)


class Toggle(Choice):
    """An on/off choice."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        value: bool,
        on_change: Callable[[Any], Any] | None = None,
        labels: tuple[str, str] = (N_("off"), N_("on")),
        size: int = 26,
    ) -> None:
        super().__init__(
            rect, [False, True], value, on_change, lambda v: labels[1] if v else labels[0], size
        )


class Slider(Widget):
    """A horizontal slider between ``lo`` and ``hi`` (drag, wheel, or Left/Right)."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        lo: float,
        hi: float,
        value: float,
        on_change: Callable[[float], Any] | None = None,
        step: float = 0.05,
        fmt: Callable[[float], str] = lambda v: f"{v:.2f}",
    ) -> None:
        super().__init__(rect)
        self.lo, self.hi, self.step_size = lo, hi, step
        self.value = value
        self.on_change = on_change
        self.fmt = fmt
        self.dragging = False

    def set(self, value: float) -> None:
        """Set (clamped, snapped to the step) and report."""
        value = max(self.lo, min(self.hi, value))
        value = round(round((value - self.lo) / self.step_size) * self.step_size + self.lo, 4)
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def _track(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 12, self.rect.centery - 4, self.rect.w - 100, 8)

    def _from_x(self, x: int) -> None:
        track = self._track()
        frac = (x - track.x) / max(1, track.w)
        self.set(self.lo + frac * (self.hi - self.lo))

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            if event.button == 1:
                self.dragging = True
                self._from_x(event.pos[0])
                return True
            if event.button in (4, 5):
                self.set(self.value + (self.step_size if event.button == 4 else -self.step_size))
                return True
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            if self.dragging:
                self._from_x(event.pos[0])
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        elif event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_LEFT:
                self.set(self.value - self.step_size)
                return True
            if event.key == pygame.K_RIGHT:
                self.set(self.value + self.step_size)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        track = self._track()
        pygame.draw.rect(surface, theme.BUTTON_DOWN, track, border_radius=4)
        frac = (self.value - self.lo) / max(1e-9, self.hi - self.lo)
        filled = track.copy()
        filled.w = int(track.w * frac)
        pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=4)
        knob = (track.x + filled.w, track.centery)
        edge = theme.GOLD if self.focused or self.hover else theme.TEXT
        pygame.draw.circle(surface, theme.BUTTON_HOVER, knob, 12)
        pygame.draw.circle(surface, edge, knob, 12, 2)
        at = (self.rect.right, self.rect.centery)
        text.draw(surface, self.fmt(self.value), 24, theme.TEXT, at, "midright")


class TextEntry(Widget):
    """One line of text (names); click to focus, type, Backspace, Enter to finish."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        value: str = "",
        on_change: Callable[[str], Any] | None = None,
        max_length: int = 16,
        size: int = 26,
    ) -> None:
        super().__init__(rect)
        self.value = value
        self.on_change = on_change
        self.max_length = max_length
        self.size = size
        self.blink = 0.0

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.focused = True
                return True
        elif event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_BACKSPACE:
                self._set(self.value[:-1])
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                return False
            char = getattr(event, "unicode", "")
            if char and char.isprintable() and len(self.value) < self.max_length:
                self._set(self.value + char)
                return True
            return event.key not in (pygame.K_UP, pygame.K_DOWN)
        elif event.type == pygame.TEXTINPUT and self.focused:
            return True
        return False

    def _set(self, value: str) -> None:
        self.value = value
        if self.on_change:
            self.on_change(value)

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        pygame.draw.rect(surface, (14, 22, 38), self.rect, border_radius=7)
        edge = theme.GOLD if self.focused else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=7)
        r = text.draw(surface, self.value, self.size, theme.TEXT,
                      (self.rect.x + 10, self.rect.centery), "midleft")
        if self.focused and self.blink < 0.55:
            x = r.right + 2 if self.value else self.rect.x + 10
            top, bottom = (x, self.rect.y + 8), (x, self.rect.bottom - 8)
            pygame.draw.line(surface, theme.TEXT, top, bottom, 2)


class WidgetGroup:
    """Routes events to widgets, keeps keyboard focus, draws them in order."""

    def __init__(self, widgets: Sequence[Widget] = (), keyboard: bool = True) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus_index: int | None = None
        #: False: no keyboard focus (buttons inside a game view, whose keys mean moves)
        self.keyboard = keyboard
        #: (disabled widget under the pointer, why it cannot act), drawn over the widgets
        self.why_tip: tuple[Widget, str] | None = None

    def add(self, widget: Widget) -> Widget:
        """Append a widget and return it."""
        self.widgets.append(widget)
        return widget

    def _focusable(self) -> list[int]:
        return [i for i, w in enumerate(self.widgets) if w.focusable and w.visible and w.enabled]

    def _set_focus(self, index: int | None) -> None:
        for i, w in enumerate(self.widgets):
            w.focused = i == index
        self.focus_index = index

    def move_focus(self, delta: int) -> None:
        """Focus the next / previous focusable widget."""
        order = self._focusable()
        if not order:
            return
        if self.focus_index not in order:
            self._set_focus(order[0 if delta > 0 else -1])
            return
        pos = order.index(self.focus_index)
        self._set_focus(order[(pos + delta) % len(order)])

    def handle(self, event: pygame.event.Event) -> bool:
        """Give the event to the widgets; handle focus keys. True when consumed."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = None
            for i, w in enumerate(self.widgets):
                if w.visible and w.rect.collidepoint(event.pos):
                    hit = i
            focusable = hit is not None and self.widgets[hit].focusable and self.keyboard
            self._set_focus(hit if focusable else None)
        for w in self.widgets:
            if w.handle(event):
                return True
        if event.type == pygame.KEYDOWN and self.keyboard:
            if event.key in (pygame.K_TAB, pygame.K_DOWN):
                back = event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
                self.move_focus(-1 if back else 1)
                return True
            if event.key == pygame.K_UP:
                self.move_focus(-1)
                return True
            enter = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
            if event.key in enter and self.focus_index is not None:
                self.widgets[self.focus_index].activate()
                return True
        return False

    def update(self, dt: float) -> None:
        """Advance every widget."""
        self.why_tip = None
        at = pointer() if pointer is not None else None
        for w in self.widgets:
            if at is not None and w.hover and not (w.visible and w.rect.collidepoint(at)):
                w.hover = False  # it moved or was hidden under a resting pointer: no stale tip
            w.update(dt)
            tip = w.waiting_tip(dt)
            if tip:
                self.why_tip = (w, tip)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw every widget, then why a disabled one under the pointer cannot act."""
        for w in self.widgets:
            w.draw(surface)
        tip = self.why_tip
        if tip is not None:
            from game.ui.kit import tooltip

            widget, words = tip
            label = getattr(widget, "label", "")
            title = _("{label}: not now").format(label=_(label)) if label else _("Not now")
            tooltip.draw_tip(surface, f"{title}\n{words}", widget.rect.midtop)
