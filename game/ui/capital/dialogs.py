"""The income and shrink choices as dialogs over the district view.

- economics (Warsaw School of Economics): choose how many of k take coins, the rest VP;
- exchange (railway, airport, station): pay coins for VP, VP for coins, or neither;
- shrink (Prudential lost): step through the legal groups to keep; red stacks leave.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.engine.i18n import N_, _, ngettext
from game.rules.capital import tables as T
from game.rules.capital.content import PUBLIC_IDS
from game.ui.capital import effect_texts, view_model
from game.ui.capital.layout import GRID, INFO
from game.ui.capital.move_words import coins_words, signed_coins
from game.ui.kit import backdrop, text, theme
from game.ui.kit.widgets import Button, WidgetGroup
from game.ui.table.board_menu import KeyButton

BOX = pygame.Rect(0, 0, 520, 236)


def _nothing() -> None:
    """A button that does nothing (yet)."""


class Dialog:
    """A titled box with buttons; ``submit`` plays an action (the host's submit).

    ``title`` and ``lines`` are said when drawn (functions giving words in the player's
    language)."""

    def __init__(self, submit: Callable[[Any], Any], title: Callable[[], str],
                 lines: Callable[[], list[str]]) -> None:
        self._submit = submit
        self.title = title
        self.lines = lines
        self.box = BOX.copy()
        self.box.center = (GRID.centerx, GRID.centery + 20)
        self.widgets = WidgetGroup()
        self.hinted: Any = None

    def submit(self, action: Any) -> None:
        """Play ``action``."""
        self._submit(action)

    def handle(self, event: pygame.event.Event) -> bool:
        """Route input to the buttons."""
        return self.widgets.handle(event)

    def hint(self, action: Any) -> None:
        """Remember the AI's suggestion (drawn as a note)."""
        self.hinted = action

    def draw(self, surface: pygame.Surface) -> None:
        """The box, its text and its buttons."""
        pygame.draw.rect(surface, theme.PANEL, self.box, border_radius=14)
        backdrop.panel(surface, self.box, 255)
        pygame.draw.rect(surface, theme.GOLD, self.box, 2, border_radius=14)
        text.draw(surface, self.title(), 28, theme.GOLD, (self.box.x + 18, self.box.y + 12),
                  bold=True)
        y = self.box.y + 46
        for line in self.lines():
            for part in text.wrap(line, 22, self.box.w - 36):
                text.draw(surface, part, 22, theme.TEXT, (self.box.x + 18, y))
                y += 21
        self.widgets.draw(surface)
        if self.hinted is not None:
            # Translators: the AI's suggestion in a dialog ({hint}: the move)
            text.draw(surface, _("Hint: {hint}").format(hint=self.hinted), 20, (120, 255, 255),
                      (self.box.centerx, self.box.bottom - 8), "midbottom")


class Economics(Dialog):
    """R6.4 step 8a: k public buildings, c coins and k - c VP."""

    def __init__(self, submit: Callable[[Any], Any], actions: list[Any]) -> None:
        self.actions = sorted(actions, key=lambda a: a[1])
        k = self.actions[0][2]
        super().__init__(submit, lambda: _("Warsaw School of Economics"), lambda: [
            ngettext("You have {n} public building: take 1 coin or 1 VP for it.",
                     "You have {n} public buildings: take 1 coin or 1 VP for each.",
                     k).format(n=k)])
        self.coins = k // 2
        b = self.box
        self.widgets = WidgetGroup([
            Button((b.x + 18, b.y + 110, 70, 44), "-", lambda: self.step(-1), 30,
                   pygame.K_LEFT),
            Button((b.right - 88, b.y + 110, 70, 44), "+", lambda: self.step(1), 30,
                   pygame.K_RIGHT),
            Button((b.centerx - 110, b.bottom - 62, 220, 44), N_("Take (Enter)"), self.take, 24,
                   pygame.K_RETURN),
        ])

    def step(self, delta: int) -> None:
        """More or fewer coins."""
        k = self.actions[0][2]
        self.coins = max(0, min(k, self.coins + delta))

    def take(self) -> None:
        """Play the chosen split."""
        self.submit(self.actions[self.coins])

    def hint(self, action: Any) -> None:
        super().hint(action)
        if action is not None and action[0] == self.actions[0][0]:
            self.coins = action[1]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        k = self.actions[0][2]
        # Translators: the split chosen in the School of Economics: {coins} "2 coins",
        # {vp} a number of VP
        label = _("{coins}  +  {vp} VP").format(coins=coins_words(self.coins),
                                                vp=k - self.coins)
        text.draw(surface, label, 34, theme.TEXT, (self.box.centerx, self.box.y + 132),
                  "center", True)


class Exchange(Dialog):
    """R6.4 steps 8b-8d: at most one exchange per building per income phase."""

    def __init__(self, submit: Callable[[Any], Any], actions: list[Any], coins: int,
                 vp: int) -> None:
        tile = actions[0][1]
        terms = next(e for e in T.EXCHANGES if e[0] == tile)
        _t, buy_pay, buy_gain, sell_pay, sell_gain = terms
        ident = PUBLIC_IDS[T.EFFECT[tile]]
        super().__init__(submit, lambda: view_model.name(tile), lambda: [
            effect_texts.effect(ident),
            # Translators: {coins}: "3 coins"; {vp}: a number of VP
            _("You have {coins} and {vp} VP.").format(coins=coins_words(coins), vp=vp),
        ])
        modes = {a[2]: a for a in actions}
        b = self.box
        # the buttons' words are said afresh each time they are drawn (they hold values)
        labels: list[tuple[int, Callable[[], str], int]] = [
            # Translators: a button: pay {coins} ("4 coins") for {vp} VP; B is its key
            (1, lambda: _("Pay {coins}: +{vp} VP (B)").format(coins=coins_words(buy_pay),
                                                                vp=buy_gain), pygame.K_b),
            # Translators: a button: pay {vp} VP for {coins} ("+6 coins"); S is its key
            (2, lambda: _("Pay {vp} VP: {coins} (S)").format(vp=sell_pay,
                                                               coins=signed_coins(sell_gain)),
             pygame.K_s),
            (0, lambda: _("Neither (N)"), pygame.K_n)]
        self.widgets = WidgetGroup()
        for i, (mode, words, key) in enumerate(labels):
            button = KeyButton((b.x + 18 + i * 164, b.bottom - 70, 156, 48), words, _nothing,
                               18)
            button.hotkey = key
            button.on_click = None
            if mode in modes:
                button.on_click = lambda a=modes[mode]: self.submit(a)
            else:
                button.enabled = False
            self.widgets.add(button)


class Shrink(Dialog):
    """R5.7: choose the connected group (inside a 3x4 or 4x3 window) that stays."""

    def __init__(self, submit: Callable[[Any], Any], actions: list[Any]) -> None:
        super().__init__(submit, lambda: _("Prudential is gone"), lambda: [
            _("Your district must fit 4 x 3 again: keep one connected group inside a 4 x 3 "
              "or 3 x 4 window. Red stacks leave the game."),
        ])
        self.actions = actions
        self.index = 0
        self.box = INFO.copy()  # beside the district, so the red stacks stay visible
        b = self.box
        self.widgets = WidgetGroup([
            Button((b.x + 14, b.bottom - 160, b.w - 28, 42), N_("< Other choice (Left)"),
                   lambda: self.step(-1), 20, pygame.K_LEFT),
            Button((b.x + 14, b.bottom - 110, b.w - 28, 42), N_("Other choice > (Right)"),
                   lambda: self.step(1), 20, pygame.K_RIGHT),
            Button((b.x + 14, b.bottom - 56, b.w - 28, 44), N_("Confirm (Enter)"),
                   lambda: self.submit(self.actions[self.index]), 22, pygame.K_RETURN),
        ])

    @property
    def drops(self) -> tuple:
        """The positions the current choice removes."""
        return self.actions[self.index][1]

    def step(self, delta: int) -> None:
        """Show another choice."""
        self.index = (self.index + delta) % len(self.actions)

    def hint(self, action: Any) -> None:
        super().hint(action)
        if action in self.actions:
            self.index = self.actions.index(action)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        n = len(self.drops)
        # Translators: which of the ways to shrink is shown ({number} of {count}), and how
        # many stacks it removes ({n})
        said = ngettext("choice {number} of {count}: {n} stack leaves",
                        "choice {number} of {count}: {n} stacks leave", n).format(
            number=self.index + 1, count=len(self.actions), n=n)
        text.draw(surface, said, 22, theme.TEXT,
                  (self.box.x + 18, self.box.bottom - 190))


def make(kind: str, actions: list[Any], submit: Callable[[Any], Any], coins: int,
         vp: int) -> Dialog:
    """The dialog of a decision kind for the human deciding, who holds ``coins`` and
    ``vp``; its buttons ``submit`` actions."""
    if kind == "economics":
        return Economics(submit, actions)
    if kind == "exchange":
        return Exchange(submit, actions, coins, vp)
    return Shrink(submit, actions)
