"""The move log: a collapsible panel listing every move in plain words.

Rows are grouped by round; the current round is highlighted; clicking a move calls
``on_pick(number)`` (the play scene shows that moment, a replay jumps there). The panel
opens and closes with its tab or the L key, and scrolls with the mouse wheel.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.engine.i18n import N_, _, language, ngettext
from game.ui.kit import backdrop, keys, text, theme, tooltip
from game.ui.play.moments import Moments

#: where the open panel goes (over the players' column) and its closed tab
PANEL = pygame.Rect(904, 6, 370, 650)
TAB = pygame.Rect(768, 54, 98, 28)
SIZE = 19
LINE = 20
HEAD = 40
CURRENT_ROUND = (40, 66, 100)
HOVER = (56, 88, 128)
# Translators: a round's name in the move log ("Round 3 (now)"): the round the game is in
NOW = N_("{round} (now)")
# Translators: a round's name in a replay's move log ("Round 3 (shown)"): the round shown
SHOWN = N_("{round} (shown)")


class MoveLog:
    """The panel; ``is_open`` persists for the app (``App.log_open``, set by the play scene)."""

    def __init__(self, moments: Moments, on_pick: Callable[[int], Any] | None = None,
                 is_open: bool = False, panel: pygame.Rect = PANEL, tab: pygame.Rect = TAB,
                 closable: bool = True) -> None:
        self.moments = moments
        self.on_pick = on_pick
        self.is_open = is_open
        self.panel = pygame.Rect(panel)
        self.tab = pygame.Rect(tab)
        self.closable = closable
        #: the highlighted round's name ({round}): the game's round now (NOW), or the
        #: moment shown (SHOWN); English, translated when drawn
        self.now_label = NOW
        self.scroll = 0  # pixels from the bottom of the list
        self.hover: int | None = None
        #: the move shown now (replays); None: the latest
        self.selected: int | None = None
        self._layout_key: tuple[int | str, ...] | None = None
        self._rows: list[tuple[str, int, Any]] = []  # (kind, height, payload)
        self._cache: tuple[tuple, pygame.Surface] | None = None

    # -- layout -------------------------------------------------------------------------
    def body(self) -> pygame.Rect:
        """The scrolling list's area."""
        return pygame.Rect(self.panel.x + 10, self.panel.y + HEAD, self.panel.w - 20,
                           self.panel.h - HEAD - 10)

    def close_rect(self) -> pygame.Rect:
        """The 'Hide' button in the panel's header."""
        return pygame.Rect(self.panel.right - 96, self.panel.y + 8, 86, 26)

    def rows(self) -> list[tuple[str, int, Any]]:
        """('round', height, number) and ('move', height, (move, lines)), top to bottom."""
        self.moments.retell()  # in the player's language, also after a change
        words = self.moments.words
        key = (len(words), self.panel.w, id(self.moments), id(words[-1]) if words else 0,
               text.reading(SIZE), language())
        if key != self._layout_key:
            self._layout_key = key
            rows: list[tuple[str, int, Any]] = []
            last_round = 0
            width = self.body().w - 40
            for move in self.moments.words:
                if move.round != last_round:
                    rows.append(("round", 26, (move.round, move.round_name)))
                    last_round = move.round
                lines = text.wrap(move.text, text.reading(SIZE), width)
                rows.append(("move", text.reading(LINE) * len(lines) + 8, (move, lines)))
            self._rows = rows
        return self._rows

    def _placed(self) -> list[tuple[pygame.Rect, str, Any]]:
        """Each row with its rectangle on screen (scroll applied; may be outside the body)."""
        body = self.body()
        rows = self.rows()
        total = sum(row[1] for row in rows)
        top = body.y + min(0, body.h - total) + self.scroll
        out = []
        y = top
        for kind, h, payload in rows:
            out.append((pygame.Rect(body.x, y, body.w, h), kind, payload))
            y += h
        return out

    def max_scroll(self) -> int:
        """How far up the list can scroll."""
        total = sum(row[1] for row in self.rows())
        return max(0, total - self.body().h)

    def show(self, number: int | None) -> None:
        """Select a move (None: the latest) and scroll so that it is visible."""
        self.selected = number
        if number is None:
            self.scroll = 0
            return
        body = self.body()
        for rect, kind, payload in self._placed():
            if kind == "move" and payload[0].number == number:
                if rect.top < body.top:
                    self.scroll += body.top - rect.top
                elif rect.bottom > body.bottom:
                    self.scroll -= rect.bottom - body.bottom
                break
        self.scroll = max(0, min(self.scroll, self.max_scroll()))

    def entry_at(self, pos: tuple[int, int]) -> int | None:
        """The move number under ``pos`` (None outside the list)."""
        if not (self.is_open and self.body().collidepoint(pos)):
            return None
        for rect, kind, payload in self._placed():
            if kind == "move" and rect.collidepoint(pos):
                return int(payload[0].number)
        return None

    def entry_rect(self, number: int) -> pygame.Rect | None:
        """Where move ``number`` is drawn (for tests and tips)."""
        for rect, kind, payload in self._placed():
            if kind == "move" and payload[0].number == number:
                return rect.clip(self.body())
        return None

    # -- input --------------------------------------------------------------------------
    def toggle(self) -> None:
        """Open or close the panel."""
        self.is_open = not self.is_open or not self.closable
        self.scroll = 0

    def handle(self, event: pygame.event.Event) -> bool:
        """Tab / Hide clicks, L, wheel and clicks on moves; True when consumed."""
        if keys.pressed(event, "moves"):
            self.toggle()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.entry_at(event.pos)
            return False
        if not hasattr(event, "pos"):
            return False
        inside = self.is_open and self.panel.collidepoint(event.pos)
        if event.type == pygame.MOUSEWHEEL:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5) and inside:
            step = 3 * LINE if event.button == 4 else -3 * LINE
            self.scroll = max(0, min(self.max_scroll(), self.scroll + step))
            return True
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        if getattr(event, "button", 1) != 1:
            return inside
        if not self.is_open and self.tab.collidepoint(event.pos):
            if event.type == pygame.MOUSEBUTTONUP:
                self.toggle()
            return True
        if not inside:
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            if self.closable and self.close_rect().collidepoint(event.pos):
                self.toggle()
            else:
                number = self.entry_at(event.pos)
                if number is not None and self.on_pick is not None:
                    self.on_pick(number)
        return True

    def wheel(self, dy: int, pos: tuple[int, int]) -> bool:
        """A MOUSEWHEEL event (pygame-ce sends no position: the mouse's is given)."""
        if not (self.is_open and self.panel.collidepoint(pos)):
            return False
        self.scroll = max(0, min(self.max_scroll(), self.scroll + dy * 3 * LINE))
        return True

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, colours: list[tuple[int, int, int]]) -> None:
        """The tab, or the open panel (no board tip shows through either)."""
        tooltip.cover(self.panel if self.is_open else self.tab)
        if not self.is_open:
            self._draw_tab(surface)
            return
        self.rows()
        key = (self._layout_key, self.scroll, self.hover, self.selected, self.current_round(),
               tuple(colours), self.moments.problem, self.closable, tuple(self.panel),
               self.now_label, language())
        if text.recording():  # a layout check: draw it where it shows, to be seen
            self._draw_panel(surface, colours)
            return
        if self._cache is None or self._cache[0] != key:
            layer = pygame.Surface(self.panel.bottomright, pygame.SRCALPHA)
            self._draw_panel(layer, colours)
            self._cache = (key, layer)
        surface.blit(self._cache[1], self.panel, self.panel)

    def _draw_panel(self, surface: pygame.Surface, colours: list[tuple[int, int, int]]) -> None:
        backdrop.panel(surface, self.panel, 255)
        count = len(self.moments.words)
        title = ngettext("{n} move", "{n} moves", count).format(n=count) if count else \
            _("No moves yet")
        text.draw(surface, title, 26, theme.TEXT, (self.panel.x + 16, self.panel.y + 10),
                  bold=True)
        if self.closable:
            close = self.close_rect()
            pygame.draw.rect(surface, theme.BUTTON, close, border_radius=7)
            pygame.draw.rect(surface, theme.PANEL_EDGE, close, 1, border_radius=7)
            # Translators: a button; {key} is the key that does the same (L)
            text.draw(surface, _("Hide ({key})").format(key=keys.label("moves")), 20,
                      theme.TEXT, close.center, "center")
        body = self.body()
        clip = surface.get_clip()
        surface.set_clip(body)
        now_round = self.current_round()
        selected = self.selected
        for rect, kind, payload in self._placed():
            if rect.top < body.top - 1 or rect.bottom > body.bottom + 1:
                continue  # only whole rows: never a line cut in half at the edges
            if kind == "round":
                number, name = payload
                label = name or _("Round {number}").format(number=number)
                if number == now_round:
                    label = self._now(label)
                colour = theme.GOLD if number == now_round else theme.TEXT_DIM
                text.draw(surface, label, 20, colour, (rect.x + 4, rect.y + 6), bold=True)
                continue
            move, lines = payload
            if move.round == now_round:
                pygame.draw.rect(surface, CURRENT_ROUND, rect.inflate(0, -2), border_radius=6)
            if move.number == self.hover:
                pygame.draw.rect(surface, HOVER, rect.inflate(0, -2), border_radius=6)
            if move.number == selected:
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(0, -2), 2, border_radius=6)
            colour = colours[move.seat] if 0 <= move.seat < len(colours) else theme.TEXT_DIM
            pygame.draw.circle(surface, colour, (rect.x + 12, rect.y + 14), 7)
            for i, line in enumerate(lines):
                text.draw(surface, line, text.reading(SIZE), theme.TEXT,
                          (rect.x + 26, rect.y + 5 + i * text.reading(LINE)))
        surface.set_clip(clip)
        if self.max_scroll() > 0:
            self._draw_scrollbar(surface, body)
        if self.moments.problem:
            text.draw(surface, _("Earlier moves are not shown"), 18, theme.DANGER,
                      (self.panel.centerx, self.panel.bottom - 4), "midbottom")

    def _now(self, name: str) -> str:
        """The highlighted round's name, marked as now (or shown)."""
        return _(self.now_label).format(round=name)

    def current_round(self) -> int:
        """The highlighted round: the selected move's, else the game's round now."""
        if self.selected is not None and 0 < self.selected <= len(self.moments.words):
            return self.moments.words[self.selected - 1].round
        return self.moments.round_now()

    def _draw_scrollbar(self, surface: pygame.Surface, body: pygame.Rect) -> None:
        total = body.h + self.max_scroll()
        h = max(30, body.h * body.h // total)
        frac = 1 - self.scroll / max(1, self.max_scroll())
        y = body.y + int((body.h - h) * frac)
        pygame.draw.rect(surface, theme.PANEL_EDGE, (body.right - 4, y, 4, h), border_radius=2)

    def _draw_tab(self, surface: pygame.Surface) -> None:
        tab = self.tab
        pygame.draw.rect(surface, theme.shade(theme.BUTTON, 0.6), tab.move(0, 2), border_radius=8)
        pygame.draw.rect(surface, theme.BUTTON, tab, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_EDGE, tab, 1, border_radius=8)
        # Translators: the move log's tab; {key} is the key that opens it (L)
        text.draw(surface, _("Moves ({key})").format(key=keys.label("moves")), 20, theme.TEXT,
                  tab.center, "center")
