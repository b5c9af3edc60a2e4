"""Pass-and-play hand-off: hides the table until the named player clicks."""

from __future__ import annotations

import math

import pygame

from game.engine.i18n import _
from game.ui.kit import backdrop, mermaid, text, theme
from game.ui.kit.person import person
from game.ui.shell.scene import Scene


class HandoffScene(Scene):
    """'Pass to <name>': opaque, so nothing private shows until they are ready."""

    name = "handoff"
    opaque = True

    def __init__(self, app, player: str, colour: tuple[int, int, int]) -> None:
        super().__init__(app)
        self.player = player
        self.colour = colour
        self.time = 0.0
        # A click counts only when it started here: the release of the click that
        # ended the previous player's turn must not dismiss this screen.
        self.pressed = False

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = True
            return
        clicked = event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed
        if clicked or (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
        ):
            self.app.sound.play("turn")
            self.app.pop()

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.backdrop(), (0, 0))
        box = pygame.Rect(0, 0, 640, 340)
        box.center = (640, 360)
        backdrop.panel(surface, box)
        image = mermaid.mermaid(self.colour, 120)
        bob = 6 * math.sin(self.time * 2.2)
        surface.blit(image, image.get_rect(center=(box.centerx, box.y + 95 + bob)))
        who = person(self.player)
        title = who.say(_("Your turn"), _("Pass to {name}"))
        text.draw(surface, title, 56, theme.GOLD, (box.centerx, box.y + 190),
                  "center", True, True)
        text.draw(surface, _("Everything private is hidden until you are ready."), 26,
                  theme.TEXT_DIM, (box.centerx, box.y + 240), "center")
        ready = who.say(_("Click (or press Enter) to continue"),
                        _("{name}: click (or press Enter) to continue"))
        text.draw(surface, ready, 28, theme.TEXT,
                  (box.centerx, box.y + 290), "center")
