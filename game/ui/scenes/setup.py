"""New game: which game, how many players, each seat (human/AI, level, name, colour), options."""

from __future__ import annotations

import functools
import random

import pygame

from ai import level_strength, review_stats, review_store
from game import rules
from game.engine import i18n
from game.engine.i18n import N_, _, ngettext
from game.ui.kit import backdrop, text, theme, tooltip
from game.ui.kit.person import you_name
from game.ui.kit.widgets import Button, Choice, TextEntry, WidgetGroup
from game.ui.play import setup_memory
from game.ui.play.session import GameSession, Seat
from game.ui.play.thinking import level_names
from game.ui.play.tutorial import start_tutorial
from game.ui.shell.scene import Scene
from game.ui.table import catalog
from game.ui.table.game_view import view_of
from game.ui.table.level_words import level_label
from game.ui.table.optionspec import build_options

AI_NAMES = ["Ada", "Basil", "Cleo", "Dion", "Eos", "Faro"]
COLOURS = [name for name, _ in theme.SEAT_COLOURS]
#: one sentence per shipped AI level (levels from the settings file are "custom")
LEVEL_NOTES = {
    "beginner": N_("Beginner: gentle, and makes plenty of mistakes."),
    "easy": N_("Easy: thinks briefly and often misses good moves."),
    "normal": N_("Normal: a fair opponent that plans a little ahead."),
    "hard": N_("Hard: thinks longer and punishes mistakes."),
    "expert": N_("Expert: the strongest level; it takes its time to think."),
}


def level_note(level: str, game: str | None = None, players: int = 2) -> str:
    """The one-line description of an AI level ("custom" for levels from the settings),
    with its measured strength in ``game`` when the ladder measured it."""
    if level not in LEVEL_NOTES:
        return _("{level}: a custom level from your settings file.").format(level=level)
    found = level_strength.rung(game, players, level) if game else None
    if found is None:
        return _(LEVEL_NOTES[level])
    # Translators: an AI level's description, then how strong the ladder measured it
    return _("{description} {strength}").format(description=_(LEVEL_NOTES[level]),
                                               strength=strength_sentence(found, players))


def strength_sentence(found: level_strength.Rung, players: int) -> str:
    """'It beats normal 9 games in 10.' (with the table size when it was measured at
    another: 'It beats normal 9 games in 10 (with 2 players).')."""
    tenths = round(found.wins * 10)
    # Translators: what an AI level plays against: "random moves" or a level's name
    opponent = _("random moves") if found.below == "random" else level_label(found.below)
    other = found.players != players
    if tenths >= 10:
        said = (_("It beats {opponent} almost every game (with {players} players).") if other
                else _("It beats {opponent} almost every game."))
    elif tenths <= 0:
        said = (_("It rarely beats {opponent} (with {players} players).") if other
                else _("It rarely beats {opponent}."))
    elif other:
        said = ngettext("It beats {opponent} {n} game in 10 (with {players} players).",
                        "It beats {opponent} {n} games in 10 (with {players} players).", tenths)
    else:
        said = ngettext("It beats {opponent} {n} game in 10.",
                        "It beats {opponent} {n} games in 10.", tenths)
    return said.format(opponent=opponent, n=tenths, players=found.players)


def option_note(game: str, label: str) -> str:
    """The one-line description of a game option ('' when the game gives none)."""
    return view_of(game).option_notes.get(label, "")


def accuracy_table() -> dict[tuple[str, str], review_stats.Accuracy]:
    """Your average accuracy per (game, level) over the reviews of your games ({} when
    they cannot be read)."""
    try:
        return review_stats.kept_averages(review_store.LEVEL, review_store.SEED)
    except Exception:  # noqa: BLE001 - statistics must never stop a game being set up
        return {}


def stats_line(game: str, level: str,
               accuracy: review_stats.Accuracy | None = None) -> str:
    """'You v hard, Akropolis: 3 wins, 5 losses (best 88, average 71.5, accuracy 82.5%
    in 4 reviews)' or '' (your average accuracy where your games were reviewed)."""
    try:
        from game.engine import history

        found = history.stats(game, level)
    except Exception:  # noqa: BLE001 - statistics must never stop a game being set up
        return ""
    title = _(rules.get(game).title)
    solo = level == "solo"
    values: dict[str, object] = {"level": level_label(level), "game": title}
    if not found.played:
        said = (_("You solo, {game}: no games finished yet") if solo
                else _("You v {level}, {game}: no games finished yet"))
        return said.format(**values)
    values.update(wins=ngettext("{n} win", "{n} wins", found.won).format(n=found.won),
                  losses=ngettext("{n} loss", "{n} losses", found.lost).format(n=found.lost),
                  best=found.best, average=f"{found.average:g}")
    if accuracy is None or not accuracy.games:
        # Translators: your record against an AI level ("v hard") or on your own ("solo");
        # {wins} is "3 wins", {losses} "5 losses"
        said = (_("You solo, {game}: {wins}, {losses} (best {best}, average {average})")
                if solo else
                _("You v {level}, {game}: {wins}, {losses} (best {best}, average {average})"))
        return said.format(**values)
    values.update(accuracy=f"{accuracy.average:g}",
                  reviews=ngettext("{n} review", "{n} reviews",
                                   accuracy.games).format(n=accuracy.games))
    # Translators: as above, with your average accuracy over {reviews} ("4 reviews")
    said = (_("You solo, {game}: {wins}, {losses} (best {best}, average {average}, accuracy "
              "{accuracy}% in {reviews})") if solo else
            _("You v {level}, {game}: {wins}, {losses} (best {best}, average {average}, "
              "accuracy {accuracy}% in {reviews})"))
    return said.format(**values)


def kind_label(kind: str) -> str:
    """A seat's kind as the new-game screen shows it: Human or AI."""
    return _("Human") if kind == "human" else _("AI")


class SetupScene(Scene):
    """Builds the table; Start deals the game and opens the play scene."""

    name = "setup"

    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        ready = [g.name for g in catalog.GAMES if catalog.available(g.name)]
        ready += [n for n in rules.names() if n not in ready]
        self.games = ready
        last = setup_memory.last_game()
        if game not in ready:  # none asked for: the game chosen last time, else the first
            game = last if last in ready else (ready[0] if ready else "")
        self.game = game
        self.players = 2
        self.seats: list[Seat] = []
        self.option_values: dict[int, object] = {}
        self.message = ""
        self._default_seats(6)
        self._recall()
        self._fit_players()
        self.hover_tip: str | None = None
        self.tip_dwell = tooltip.Dwell()
        self._build()

    def _default_seats(self, count: int) -> None:
        level = self.app.options.ai_level
        self.seats = [Seat(you_name(), COLOURS[0], "human", level)]
        for i in range(1, count):
            self.seats.append(Seat(AI_NAMES[i - 1], COLOURS[i % len(COLOURS)], "ai", level))

    def _recall(self) -> None:
        """Set the table as it was the last time this game was started."""
        if not self.game:
            return
        mem = setup_memory.load(self.game)
        if mem.players in rules.get(self.game).player_counts:
            self.players = mem.players
        levels = level_names()
        for i, raw in enumerate(mem.seats[: len(self.seats)]):
            seat = self.seats[i]
            colour = raw["colour"] if raw["colour"] in COLOURS else seat.colour
            level = raw["level"] if raw["level"] in levels else seat.level
            self.seats[i] = Seat(raw["name"], colour, raw["kind"], level)
        for j, spec in enumerate(list(view_of(self.game).option_specs)):
            stored = mem.options.get(spec.key)
            if spec.member is not None:
                if isinstance(stored, list):
                    self.option_values[j] = spec.member in stored
            elif stored in spec.choices and type(stored) is type(spec.default):
                self.option_values[j] = stored

    def _remember(self, seats: list[Seat], options: dict) -> None:
        setup_memory.save(self.game, setup_memory.Remembered(
            self.players,
            [{"name": s.name, "colour": s.colour, "kind": s.kind, "level": s.level}
             for s in seats],
            options))

    def _fit_players(self) -> None:
        if not self.game:
            return
        counts = rules.get(self.game).player_counts
        if self.players not in counts:
            self.players = 2 if 2 in counts else counts[0]

    # -- widgets ----------------------------------------------------------------
    def _build(self) -> None:
        w = WidgetGroup()
        self.widgets = w
        self.rows: list[int] = []
        self.level_choices: list[tuple[Choice, Seat]] = []
        self.option_choices: list[tuple[Choice, str]] = []
        if not self.game:
            w.add(Button((40, 640, 200, 52), N_("Back"), self._back))
            return
        w.add(Choice((200, 110, 300, 44), self.games, self.game, self._set_game,
                     lambda g: rules.get(g).title, 28))
        counts = rules.get(self.game).player_counts
        w.add(Choice((660, 110, 140, 44), counts, self.players, self._set_players, str, 28))
        levels = level_names()
        for i in range(self.players):
            seat = self.seats[i]
            y = 226 + i * 62
            self.rows.append(y)
            w.add(Choice((110, y, 150, 44), COLOURS, seat.colour,
                         functools.partial(setattr, seat, "colour"), theme.colour_name, 22))
            w.add(TextEntry((270, y, 200, 44), seat.name,
                            functools.partial(setattr, seat, "name"), 14))
            w.add(Choice((480, y, 140, 44), ["human", "ai"], seat.kind,
                         functools.partial(self._set_kind, seat),
                         kind_label, 24))
            level = Choice((630, y, 170, 44), levels if seat.level in levels else
                           levels + [seat.level], seat.level,
                           functools.partial(setattr, seat, "level"), level_label, 24)
            level.visible = seat.kind == "ai"
            w.add(level)
            self.level_choices.append((level, seat))
        self.specs = list(view_of(self.game).option_specs)
        for j, spec in enumerate(self.specs):
            value = self.option_values.get(j, spec.default)

            def set_option(v: object, j: int = j) -> None:
                self.option_values[j] = v

            choice = Choice((1060, 150 + j * 54, 180, 42), spec.choices, value, set_option,
                            spec.describe, 22)
            w.add(choice)
            self.option_choices.append((choice, spec.label))
        self.start_button = Button((1000, 640, 240, 52), N_("Start"), self.start)
        w.add(self.start_button)
        w.add(Button((700, 640, 260, 52), N_("Learn to play"), self._learn))
        w.add(Button((40, 640, 200, 52), N_("Back"), self._back))

    def _set_game(self, game: str) -> None:
        self.game = game
        setup_memory.remember_game(game)
        self.option_values = {}
        self._default_seats(6)
        self._recall()
        self._fit_players()
        self._build()

    def _set_players(self, count: int) -> None:
        self.players = count
        self._build()

    def _set_kind(self, seat: Seat, kind: str) -> None:
        seat.kind = kind
        self._build()

    def stats_lines(self) -> list[str]:
        """Your record against each AI level at this table (solo: on your own)."""
        seats = self.seats[: self.players]
        if not any(s.kind == "human" for s in seats):
            return []
        levels = sorted({s.level for s in seats if s.kind == "ai"})
        if not levels and self.players == 1:
            levels = ["solo"]
        table = accuracy_table()
        lines = (stats_line(self.game, level, table.get((self.game, level))) for level in levels)
        return [line for line in lines if line]

    def _back(self) -> None:
        self.app.pop()

    def _learn(self) -> None:
        """The guided first game of this game."""
        if not start_tutorial(self.app, self.game):
            self.message = N_("This game has no guided first game yet")
            self.app.sound.play("error")

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """The description of the AI level or game option under ``pos``."""
        for choice, seat in self.level_choices:
            if choice.visible and choice.rect.collidepoint(pos):
                title = _("AI level: {level}").format(level=level_label(seat.level))
                return f"{title}\n{level_note(seat.level, self.game, self.players)}"
        for choice, label in self.option_choices:
            if choice.rect.collidepoint(pos) or (
                    choice.rect.y <= pos[1] <= choice.rect.bottom and 850 <= pos[0] < 1060):
                note = option_note(self.game, label)
                return f"{_(label)}\n{_(note)}" if note else None
        return None

    def start(self) -> None:
        """Deal the game with this table."""
        seats = [Seat(s.name.strip() or f"Player {i + 1}", s.colour, s.kind, s.level)
                 for i, s in enumerate(self.seats[: self.players])]
        colours = [s.colour for s in seats]
        if len(set(colours)) != len(colours):
            self.message = N_("Each player needs a different colour")
            self.app.sound.play("error")
            return
        options = build_options(self.specs, self.option_values)
        try:
            session = GameSession.new(self.game, seats, random.randrange(1 << 30), options)
        except ValueError as exc:
            self.message = str(exc)
            self.app.sound.play("error")
            return
        self._remember(seats, options)
        self.app.sound.play("turn")
        self.app.router.replace("play", session=session)

    def handle(self, event: pygame.event.Event) -> None:
        if self.widgets.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()

    def update(self, dt: float) -> None:
        self.widgets.update(dt)
        self.hover_tip = self.tip_dwell.update(dt, self.tooltip_at(self.app.mouse))

    def _draw_stats(self, surface: pygame.Surface) -> None:
        """Your results so far against the levels at the table, under the seats."""
        key = (self.game, self.players, tuple((s.kind, s.level) for s in self.seats),
               i18n.language())
        if getattr(self, "_stats_key", None) != key:
            self._stats_key = key
            self._stats = self.stats_lines()
        if not self._stats:
            return
        rows: list[str] = []
        for line in self._stats:  # as many levels as fit in three rows
            parts = text.wrap(line, 22, 740)
            if len(rows) + len(parts) > 3:
                break
            rows += parts
        top = 582 - 24 * len(rows)  # above the AI level's sentence
        for i, row in enumerate(rows):
            text.draw(surface, row, 22, theme.TEXT_DIM, (50, top + i * 24))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop.backdrop(), (0, 0))
        text.draw(surface, _("New game"), 56, theme.GOLD, (40, 24), bold=True, shadow=True)
        if not self.game:
            text.draw(surface, _("No game is available yet: the rules engines are coming soon."),
                      30, theme.TEXT, (40, 140))
            self.widgets.draw(surface)
            return
        backdrop.panel(surface, pygame.Rect(24, 90, 800, 530))
        backdrop.panel(surface, pygame.Rect(840, 90, 416, 530))
        text.draw(surface, _("Game"), 30, theme.TEXT, (50, 132), "midleft")
        text.draw(surface, _("Players"), 30, theme.TEXT, (540, 132), "midleft")
        # Translators: the heads of the seats' columns on the new-game screen
        heads = [(N_("colour"), 185), (N_("name"), 370), (N_("seat"), 550),
                 (N_("AI level"), 715)]
        for label, x in heads:
            text.draw(surface, _(label), 22, theme.TEXT_DIM, (x, 190), "midtop")
        for i, y in enumerate(self.rows):
            colour = theme.seat_colour(self.seats[i].colour)
            pygame.draw.circle(surface, colour, (68, y + 22), 15)
            pygame.draw.circle(surface, (0, 0, 0), (68, y + 22), 15, 2)
            text.draw(surface, str(i + 1), 20, (0, 0, 0), (68, y + 22), "center", True)
        text.draw(surface, _("Options"), 30, theme.TEXT, (860, 104))
        if not self.specs:
            text.draw(surface, _("This game has no options."), 24, theme.TEXT_DIM, (860, 150))
        for j, spec in enumerate(self.specs):
            text.draw(surface, _(spec.label), 24, theme.TEXT, (860, 171 + j * 54), "midleft")
        self._draw_stats(surface)
        self.widgets.draw(surface)
        if self.message:
            text.draw(surface, _(self.message), 24, theme.DANGER, (640, 700), "midbottom")
        self._draw_level_note(surface)
        tooltip.draw_tip(surface, self.hover_tip, self.app.mouse)

    def _draw_level_note(self, surface: pygame.Surface) -> None:
        """The AI level of the first AI seat, in a sentence (point at a level for others)."""
        for choice, seat in self.level_choices:
            if choice.visible:
                text.draw(surface, level_note(seat.level, self.game, self.players), 20,
                          theme.TEXT_DIM, (50, 596))
                return

