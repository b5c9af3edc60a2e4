"""The mermaid score track: a looping track of 50 spaces for every game.

Spaces run clockwise round a rectangle (start at the top-left corner). Each
player's mermaid swims along the track to its new score whenever it changes;
each resting token carries its score on a badge, and the leader wears a crown.
"""

from __future__ import annotations

import math

import pygame

from game.ui.kit import mermaid, text, theme

SPACES = 50

#: how far the mermaids on the top side sit above the track's line (px)
TOP_LIFT = 8
#: how far apart mermaids on one space of a left or right side stand (px)
SIDE_STEP = 42

class ScoreTrack:
    """One widget for all games: give it a rectangle and the seat colours."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        colours: list[tuple[int, int, int]],
        names: list[str],
        thickness: int = 28,
        spaces: int = SPACES,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.colours = colours
        self.names = names
        self.thickness = thickness
        self.spaces = spaces
        self.shown = [0.0] * len(colours)
        self.target = [0] * len(colours)
        self.time = 0.0
        self.speed = 9.0  # spaces per second
        self._static: pygame.Surface | None = None

    # -- geometry ------------------------------------------------------------
    def _path(self) -> tuple[pygame.Rect, float]:
        inner = self.rect.inflate(-self.thickness, -self.thickness)
        return inner, 2.0 * (inner.w + inner.h)

    def point(self, position: float) -> tuple[float, float]:
        """Centre of the track at a (fractional) space index, clockwise from top-left."""
        inner, length = self._path()
        d = (position % self.spaces + 0.5) / self.spaces * length
        if d < inner.w:
            return inner.x + d, inner.y
        d -= inner.w
        if d < inner.h:
            return inner.right, inner.y + d
        d -= inner.h
        if d < inner.w:
            return inner.right - d, inner.bottom
        d -= inner.w
        return inner.x, inner.bottom - d

    # -- state ---------------------------------------------------------------
    def set_scores(self, scores: list[int], instant: bool = False) -> None:
        """New scores: the tokens swim there (or jump, when ``instant``)."""
        if len(scores) != len(self.target):
            self.shown = [float(s) for s in scores]
        self.target = list(scores)
        if instant:
            self.shown = [float(s) for s in scores]

    def moving(self) -> bool:
        """True while a token is still swimming."""
        return any(abs(s - t) > 1e-3 for s, t in zip(self.shown, self.target, strict=True))

    def leaders(self) -> list[int]:
        """Seats with the highest target score."""
        if not self.target:
            return []
        best = max(self.target)
        return [i for i, s in enumerate(self.target) if s == best]

    def update(self, dt: float, speed: float = 1.0) -> None:
        """Swim toward the targets."""
        self.time += dt
        step = self.speed * speed * dt
        for i, (shown, target) in enumerate(zip(self.shown, self.target, strict=True)):
            if shown < target:
                self.shown[i] = min(float(target), shown + step)
            elif shown > target:
                self.shown[i] = max(float(target), shown - step)

    # -- drawing -------------------------------------------------------------
    def _draw_static(self) -> pygame.Surface:
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        origin = self.rect.topleft
        band = pygame.Rect(0, 0, *self.rect.size)
        pygame.draw.rect(surf, (16, 74, 104, 235), band, self.thickness, border_radius=12)
        pygame.draw.rect(surf, (120, 190, 220), band, 2, border_radius=12)
        inner = band.inflate(-2 * self.thickness, -2 * self.thickness)
        pygame.draw.rect(surf, (120, 190, 220), inner, 2, border_radius=6)
        radius = max(5, self.thickness // 2 - 3)
        for i in range(self.spaces):
            x, y = self.point(i)
            cx, cy = x - origin[0], y - origin[1]
            colour = (34, 120, 156) if i % 2 else (28, 104, 138)
            if i % 10 == 0:
                colour = (52, 150, 178)
            pygame.draw.circle(surf, colour, (cx, cy), radius)
            pygame.draw.circle(surf, (150, 210, 232), (cx, cy), radius, 1)
            if i == 0:
                pygame.draw.circle(surf, theme.GOLD, (cx, cy), radius, 3)
                text.draw(surf, "0", 18, theme.GOLD, (cx, cy), "center", True)
            elif i % 5 == 0:
                text.draw(surf, str(i), 17, theme.TEXT, (cx, cy), "center", True)
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        """The track, the lap marker, then the tokens (leader last, crowned)."""
        self.draw_track(surface)
        self.draw_tokens(surface)

    def draw_track(self, surface: pygame.Surface) -> None:
        """The spaces only (never changes: compose it into a cached background)."""
        if self._static is None:
            self._static = self._draw_static()
        surface.blit(self._static, self.rect)

    def draw_tokens(self, surface: pygame.Surface) -> None:
        """The mermaids (every frame)."""
        leaders = self.leaders()
        order = sorted(range(len(self.shown)), key=lambda i: (i in leaders, i))
        groups: dict[int, list[int]] = {}
        for i in order:
            groups.setdefault(int(round(self.shown[i])) % self.spaces, []).append(i)
        for i in order:
            self._draw_token(surface, i, i in leaders and len(leaders) < len(self.shown),
                             groups[int(round(self.shown[i])) % self.spaces])

    def _draw_token(
        self, surface: pygame.Surface, seat: int, leader: bool, group: list[int]
    ) -> None:
        pos = self.shown[seat]
        x, y = self.point(pos)
        nxt = self.point(pos + 0.3)
        flip = nxt[0] < x - 0.1
        slot = group.index(seat)
        # mermaids on one space fan out along the track, smaller, so each stays visible
        crowd = len(group)
        spread = (slot - (crowd - 1) / 2) * (30 if crowd < 4 else 22)
        swimming = abs(self.target[seat] - pos) > 1e-3
        bob = math.sin(self.time * (9 if swimming else 2.5) + seat * 1.7) * (3 if swimming else 1.5)
        size = (46 if leader else 40) if crowd == 1 else (36 if leader else 32)
        image = mermaid.mermaid(self.colours[seat], size, flip)
        inner, _ = self._path()
        if abs(y - inner.y) < 1:  # the top side: ride high, clear of the titles beneath
            y -= TOP_LIFT
        if abs(x - inner.x) < 1 or abs(x - inner.right) < 1:
            # a side going up or down: fan out along it, not into the board or the panels
            # (further apart: each badge goes under its own figure, not over the next)
            along = (slot - (crowd - 1) / 2) * SIDE_STEP
            rect = image.get_rect(center=(x, y + along + bob))
        else:
            rect = image.get_rect(center=(x + spread, y + bob))
        covers = pygame.Rect(rect)
        if leader:
            glow = pygame.Surface((size + 16, size + 16), pygame.SRCALPHA)
            pygame.draw.circle(glow, (*theme.GOLD, 90), glow.get_rect().center, size // 2 + 7)
            surface.blit(glow, glow.get_rect(center=rect.center))
        surface.blit(image, rect)
        if not swimming:
            # the mermaid hides the space's number: its badge says the score itself
            score = f"{self.target[seat]}"
            badge = text.render(score, 16, (0, 0, 0), True)
            box = badge.get_rect(midtop=(rect.centerx, rect.bottom - 8)).inflate(6, 2)
            pygame.draw.rect(surface, self.colours[seat], box, border_radius=5)
            pygame.draw.rect(surface, (0, 0, 0), box, 1, border_radius=5)
            surface.blit(badge, badge.get_rect(center=box.center))
            covers.union_ip(box)
        if leader:
            crown = mermaid.crown(16)
            surface.blit(crown, crown.get_rect(midbottom=(rect.centerx + 6, rect.top + 8)))
        # the figure's own box (its picture has empty corners) for the layout check
        text.mark_picture(surface, covers.inflate(-8, -6), "mermaid")
