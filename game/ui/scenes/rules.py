"""The rules summary for the game being played (overlay): each scoring rule with its
icons and a tiny example (the game view's ``rules_sections``), then the short text
summary (its ``rules_summary``). Scrolls with the wheel or the arrows."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import i18n
from game.engine.i18n import N_, _
from game.ui.kit import backdrop, text, theme
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.shell.dialog import dialog, dim
from game.ui.shell.scene import Scene
from game.ui.table.game_view import view_of
from game.ui.table.pictured_rule import PicturedRule

FALLBACK = N_("The full rules are in the rules folder of the project documentation.")
PICTURE = (230, 96)
#: sizes at 100 %; the page follows the text-size option (text.reading)
TITLE_SIZE, BODY_SIZE, HEADING_SIZE = 23, 20, 28
LINE = 22
STEP = 48


def summary(game: str) -> tuple[str, str]:
    """(title, text) of a game's summary: its view's ``rules_summary`` if it has one (the
    English words: translated where they are shown)."""
    return game.title(), view_of(game).rules_summary or FALLBACK


def pictured(game: str) -> list[tuple[str, list[PicturedRule]]]:
    """(section heading, rules) of a game's pictured rules (empty when it has none)."""
    return list(view_of(game).rules_sections)


@dataclass
class Block:
    """A piece of the page: a heading, a pictured rule or a line of summary text."""

    kind: str  # "heading", "rule" or "line"
    height: int
    words: str = ""
    rule: PicturedRule | None = None
    lines: tuple[list[str], list[str]] = ([], [])


class RulesScene(Scene):
    """The pictured rules in a dialog; Esc or Back closes it."""

    name = "rules"
    opaque = False

    def __init__(self, app, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.title, self.body = summary(game)
        self.body_size, self.line = text.reading(BODY_SIZE), text.reading(LINE)
        self.title_size, self.heading_size = text.reading(TITLE_SIZE), text.reading(HEADING_SIZE)
        self.rect = pygame.Rect(120, 30, 1040, 660)
        self.area = pygame.Rect(self.rect.x + 24, self.rect.y + 76, self.rect.w - 48,
                                self.rect.h - 76 - 78)
        #: the language the page was laid out in (laid out again when it changes)
        self._language = i18n.language()
        self.blocks = self._layout(pictured(game), _(self.body))
        self.scroll = 0
        self.widgets = WidgetGroup([
            Button((self.rect.centerx - 100, self.rect.bottom - 66, 200, 50), N_("Back"),
                   self.app.pop)
        ])

    def follow_language(self) -> None:
        """Lay the page out again in the language chosen since it was laid out."""
        if self._language == i18n.language():
            return
        self._language = i18n.language()
        self.blocks = self._layout(pictured(self.game), _(self.body))
        self._scroll(0)

    def _layout(self, sections: list[tuple[str, list[PicturedRule]]], body: str) -> list[Block]:
        blocks: list[Block] = []
        width = self.area.w - PICTURE[0] - 40
        heading = self.heading_size + 12
        for title, rules in sections:
            blocks.append(Block("heading", heading, _(title)))
            for rule in rules:
                said = text.wrap(_(rule.text), self.body_size, width)
                example = text.wrap(_("Example: {example}").format(example=_(rule.example)),
                                    self.body_size, width)
                height = max(PICTURE[1] + 12, 14 + self.title_size + 5
                             + self.line * (len(said) + len(example)) + 8)
                blocks.append(Block("rule", height + 8, rule=rule, lines=(said, example)))
        blocks.append(Block("heading", heading, _("In short") if sections else _("The rules")))
        for paragraph in body.split("\n"):
            for line in text.wrap(paragraph, self.body_size + 2, self.area.w - 20):
                blocks.append(Block("line", self.line + 4, line))
            blocks.append(Block("line", 10, ""))
        return blocks

    @property
    def total(self) -> int:
        """The page's height in pixels."""
        return sum(block.height for block in self.blocks)

    def handle(self, event: pygame.event.Event) -> None:
        # the arrow keys scroll the page (as it says at the bottom), before the buttons
        # would take them for moving the keyboard focus
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self._scroll(STEP if event.key == pygame.K_DOWN else -STEP)
            return
        if self.widgets.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self._scroll(self.area.h - 40 if event.key == pygame.K_PAGEDOWN else 40 - self.area.h)
        elif event.type == pygame.MOUSEWHEEL:
            self._scroll(-STEP * event.y)

    def _scroll(self, pixels: int) -> None:
        self.scroll = max(0, min(max(0, self.total - self.area.h), self.scroll + pixels))

    def draw(self, surface: pygame.Surface) -> None:
        self.follow_language()
        dim(surface)
        # Translators: {game} is the game's name
        dialog(surface, self.rect, _("{game}: rules summary").format(game=_(self.title)))
        y = self.area.y - self.scroll
        for block in self.blocks:
            if y >= self.area.y and y + block.height <= self.area.bottom:
                self._draw_block(surface, block, y)
            y += block.height
        if self.total > self.area.h:
            said = (_("Wheel or arrow keys: scroll (more below)")
                    if self.scroll < self.total - self.area.h
                    else _("Wheel or arrow keys: scroll (top above)"))
            text.draw(surface, said, text.reading(18),
                      theme.TEXT_DIM,
                      (self.rect.x + 30, self.rect.bottom - 50))
        self.widgets.draw(surface)

    def _draw_block(self, surface: pygame.Surface, block: Block, y: int) -> None:
        x = self.area.x
        if block.kind == "heading":
            text.draw(surface, block.words, self.heading_size, theme.GOLD, (x + 4, y + 6),
                      bold=True)
        elif block.kind == "line":
            if block.words:
                text.draw(surface, block.words, self.body_size + 2, theme.TEXT, (x + 10, y))
        elif block.rule is not None:
            row = pygame.Rect(x, y, self.area.w, block.height - 8)
            backdrop.panel(surface, row, 255)
            picture = pygame.Rect(row.x + 10, row.y + 6, *PICTURE)
            picture.centery = row.centery
            pygame.draw.rect(surface, theme.shade(theme.PANEL, 0.7), picture, border_radius=8)
            previous = surface.get_clip()
            surface.set_clip(picture)
            block.rule.draw(surface, picture)
            surface.set_clip(previous)
            tx = picture.right + 20
            text.draw(surface, _(block.rule.title), self.title_size, theme.GOLD, (tx, row.y + 8),
                      bold=True)
            ty = row.y + 8 + self.title_size + 5
            said, example = block.lines
            for line in said:
                text.draw(surface, line, self.body_size, theme.TEXT, (tx, ty))
                ty += self.line
            for line in example:
                text.draw(surface, line, self.body_size, theme.ACCENT, (tx, ty))
                ty += self.line
