"""The play scene: drives the turn loop for any game through its Board.

It owns the session (state, seats, autosave, undo), the AI thinkers, the score
track, pass-and-play hand-offs, hints and the thinking indicator; everything
game-specific is drawn by the board (the ``board`` of the game's ``GameView``, see
game_view.py; the action-list board when it has none). ``StillPlay`` is the
same board showing one moment of a game, for replays and looking back.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.engine import i18n, paths
from game.engine.errors import IllegalAction
from game.engine.i18n import N_, _, ngettext
from game.engine.rng import GameRNG
from game.ui.kit import backdrop, corners, keys, text, theme, tooltip
from game.ui.kit.person import Person, person
from game.ui.play import move_words
from game.ui.play.moments import Moments
from game.ui.play.move_log import MoveLog
from game.ui.play.session import GameSession
from game.ui.play.thinking import ai_module, make_thinker, prewarm_async
from game.ui.shell.scene import Scene
from game.ui.table.action_list_board import ActionListBoard
from game.ui.table.board import Board
from game.ui.table.boards import board_factory
from game.ui.table.track import ScoreTrack
from game.ui.table.undo_hint import why_no_hint, why_not_undo

END_PAUSE = 1.6
#: the hint's seed comes from the position: the same position gives the same hint
HINT_SALT = 0x48494E54
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


def position_key(state: Any, seat: int) -> str:
    """A key of the position as ``seat`` knows it: the same for two states the seat
    cannot tell apart (one world drawn from the seat's information with a fixed seed),
    different when anything the seat knows differs."""
    try:
        world = state.determinize(seat, GameRNG(HINT_SALT))
        data = json.dumps(world.to_dict(), sort_keys=True, default=str)
    except Exception:  # noqa: BLE001 - a game without to_dict: its moves so far
        data = repr([str(a) for a in getattr(state, "history", [])])
    return hashlib.sha256(f"{seat}:{data}".encode()).hexdigest()


def unsaved_notice(save_problem: str) -> str:
    """The line that says a game is not being saved, and why ('' when it is saved)."""
    if not save_problem:
        return ""
    folder = paths.data_dir()
    problem = paths.folder_problem(folder)
    if problem:
        # Translators: {problem} says what is wrong with the folder {folder}, as a verb
        # phrase ("cannot be written (no space left)")
        return _("This game is not being saved (you can play it, but not continue it "
                 "later): the data folder {folder} {problem}.").format(
            folder=paths.shown_path(folder), problem=problem)
    return save_problem


def hint_message(words: str, chance: float | None, how: str) -> str:
    """The hint as the board says it: the move in ``words``, the AI's win chance (None:
    unknown, no AI) and ``how`` it may be played ("click": Enter or a click on it;
    "enter": Enter; "": neither)."""
    if chance is None:
        if how == "click":
            said = _("Hint: {move} (win chance unknown: no AI available) (Enter or a click "
                     "on it plays it)")
        elif how == "enter":
            said = _("Hint: {move} (win chance unknown: no AI available) (Enter plays it)")
        else:
            said = _("Hint: {move} (win chance unknown: no AI available)")
        return said.format(move=words)
    if how == "click":
        # Translators: {move} is the hinted move in words, {chance} a whole per cent
        said = _("Hint: {move} - win chance {chance}% (Enter or a click on it plays it)")
    elif how == "enter":
        said = _("Hint: {move} - win chance {chance}% (Enter plays it)")
    else:
        said = _("Hint: {move} - win chance {chance}%")
    return said.format(move=words, chance=f"{100 * chance:.0f}")


class PlayScene(Scene):
    """A game in progress (also used, without input, as the title's attract mode)."""

    name = "play"

    def __init__(self, app, session: GameSession, attract: bool = False,
                 tutorial: Any = None) -> None:
        super().__init__(app)
        self.session = session
        self.attract = attract
        #: a guided first game (game.ui.play.tutorial.Tutorial) coaching this game, or None
        self.tutorial = tutorial
        if tutorial is not None:
            tutorial.attach(self)
        board_cls = board_factory(session.game) or ActionListBoard
        self.board = board_cls(self)
        self.board.coach_lane = tutorial is not None
        if tutorial is not None:
            self.board.coach_height = tutorial.tallest
            self.board.relayout()
        self.colours = [theme.seat_colour(seat.colour) for seat in session.seats]
        self.track = ScoreTrack(self.board.track_rect, self.colours,
                                [seat.name for seat in session.seats])
        self.track.set_scores(session.state.scores(), instant=True)
        self._background: pygame.Surface | None = None
        self.thinker: Any = None
        self.thinker_seat: int | None = None
        self.think_started = 0.0
        self.hinter: Any = None
        #: the tutor's analysis of the move the human chose, that move, and a move the
        #: player confirmed (played without asking again)
        self.tutor_check: Any = None
        self.tutor_action: Any = None
        self.tutor_ok = ""
        #: hints already worked out, by AI level and position_key: (action text, the AI's
        #: win chance or None when unknown)
        self.hints: dict[str, tuple[str, float | None]] = {}
        #: what the board's hint line says now, made again when the language changes:
        #: (the words as shown, how to say them)
        self._hint_said: tuple[str, Callable[[], str]] | None = None
        #: the language the words kept by this scene were said in
        self._language = i18n.language()
        self._hint_key = ""
        self._hint_press: tuple[int, int] | None = None
        self.animating = False
        self.handoff_seen: int | None = None
        self.end_timer = 0.0
        self.toast = ""
        self.toast_time = 0.0
        #: (what the toast must keep clear of, where it goes): worked out once per notice
        self._toast_at: tuple[tuple, pygame.Rect] | None = None
        self.time = 0.0
        self.rng = random.Random(session.seed)
        if any(seat.is_ai for seat in session.seats) or attract:
            prewarm_async()
            if ai_module() is None and not attract:
                self.say(_("The AI package is not available: computer seats play random "
                           "moves"), 6)
        self.human_seat: int | None = None
        #: the human who played last (undo works during the AI's reply too)
        self.last_actor: int | None = None
        self.moments: Moments | None = None
        self.log: MoveLog | None = None
        if not attract and self.name == "play":
            self.moments = Moments.of_session(session)
            # open as last time, but never over the players' panels of a game not begun
            self.log = MoveLog(self.moments, self.show_moment,
                               app.log_open and bool(self.moments.words),
                               tab=self.board.log_tab)
        #: what the screen says when the game is not being saved ("" while it is)
        self.unsaved = unsaved_notice(session.save_problem) if not attract else ""
        if self.unsaved:
            self.say(self.unsaved, 8)
        self.board.sync()
        # draw once off-screen: sprites, fonts and cached layers are made now, at the
        # scene change, instead of stalling the first frame of play
        self.draw(pygame.Surface(theme.LOGICAL_SIZE))

    # -- helpers ----------------------------------------------------------------
    @property
    def state(self):
        """The live game state."""
        return self.session.state

    def say(self, message: str, seconds: float = 2.5) -> None:
        """A short message over the board."""
        self.toast = message
        self.toast_time = seconds
        self._toast_at = None

    def ai_thinking(self) -> bool:
        return self.thinker is not None and not self.thinker.done()

    def thinking_progress(self) -> tuple[int, float] | None:
        """(seat, progress) while an AI thinks."""
        if self.thinker is None or self.thinker_seat is None:
            return None
        try:
            return self.thinker_seat, float(self.thinker.progress())
        except Exception:  # noqa: BLE001 - a progress bar must never crash the game
            return self.thinker_seat, 0.5

    def viewer(self) -> int | None:
        """The human whose turn it is (or was last): whose private view is shown."""
        return self.human_seat

    def game_over(self) -> bool:
        """Is the game over: the rules say so, or an arcade attempt has had its turns?"""
        over = getattr(self.session, "over", None)
        return self.state.is_terminal() if over is None else bool(over)

    # -- the turn loop ------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        speed = self.app.options.animation_speed
        self.track.update(dt, speed)
        self.board.update(dt)
        if self.tutorial is not None:
            self.tutorial.update(dt)
        if self.toast_time > 0:
            self.toast_time -= dt
        self._poll_hint()
        self._poll_tutor()
        self._advance(dt)

    def update_background(self, dt: float) -> None:
        """Covered by pause/options: the AI keeps thinking, animations keep going."""
        self.track.update(dt, self.app.options.animation_speed)
        self.board.update(dt)

    def _advance(self, dt: float) -> None:
        if self.animating or self.board.busy():
            return
        state = self.state
        if self.game_over():
            self._finish(dt)
            return
        seat = state.current_player
        if self.session.seats[seat].is_ai or self.attract:
            if self.tutorial is None or self.tutorial.opponent_may_move():
                self._run_ai(seat)
            return
        if self._needs_handoff(seat):
            self.handoff_seen = seat
            self.app.router.push("handoff", player=self.session.seats[seat].name,
                                 colour=self.colours[seat])
            return
        if self.human_seat != seat:
            self.human_seat = seat
            self.handoff_seen = seat
            self.board.human_turn(seat)
            if self.last_actor != seat or len(self.session.humans) < len(self.session.seats):
                self.app.sound.play("turn", 0.6)

    def _needs_handoff(self, seat: int) -> bool:
        humans = self.session.humans
        if len(humans) < 2 or self.handoff_seen == seat:
            return False
        return self.session.rules.hands_private or self.app.options.handoff_public

    def _run_ai(self, seat: int) -> None:
        scripted = self.tutorial.opponent_action(self.state) if self.tutorial else None
        if scripted is not None:
            self._play_ai(seat, scripted)
            return
        if self.thinker is None:
            level = self.session.seats[seat].level
            self.thinker = make_thinker(self.state, level, self.rng.randrange(1 << 30))
            self.thinker_seat = seat
            self.think_started = time.perf_counter()
            self.thinker.start()
            return
        if not self.thinker.done():
            return
        try:
            action = self.thinker.result()
            if action is None:
                raise RuntimeError("no move")
        except Exception as exc:  # noqa: BLE001 - a failing AI must not end the game
            action = self.rng.choice(self.state.legal_actions())
            self.say(_("The AI failed ({problem}); it plays a random move").format(problem=exc),
                     4)
        think_ms = int((time.perf_counter() - self.think_started) * 1000)
        self.thinker = None
        self.thinker_seat = None
        self._play_ai(seat, action, think_ms)

    def _play_ai(self, seat: int, action: Any, think_ms: int | None = None) -> None:
        """Animate an AI seat's move, then apply it.

        The move goes to the journal before its animation starts, so a crash while it
        flies in cannot lose it.
        """
        self.animating = True
        self.session.journal_ahead(action, think_ms)

        def apply() -> None:
            self.animating = False
            self._commit(seat, action, think_ms)

        self.board.play_move(seat, action, apply)

    def _finish(self, dt: float) -> None:
        if self.end_timer == 0.0 and not self.attract:
            self.say(self._over_words(), END_PAUSE + 1)
        if self.track.moving():
            return
        self.end_timer += dt
        if self.end_timer < END_PAUSE:
            return
        if self.attract:
            self.restart_attract()
            return
        self.session.finish()
        own = getattr(self.board, "results_scene", None)  # optional hook: a game's own results
        if own is not None:
            self.app.replace(own()(self.app, self.session))
        else:
            self.app.router.replace("results", session=self.session)

    def _over_words(self) -> str:
        """What the notice says when the game ends (or an arcade attempt's turns do)."""
        if self.state.is_terminal():
            return _("Game over!")
        turns = self.session.turns_taken
        return ngettext("Your only turn is played: the attempt is over!",
                        "Your {n} turns are played: the attempt is over!", turns).format(n=turns)

    def restart_attract(self) -> None:
        """Deal a new attract-mode game."""
        session = GameSession.new(self.session.game, self.session.seats,
                                  self.session.seed + 1, self.session.options, autosave=False)
        self.session = session
        self.end_timer = 0.0
        self.track.set_scores(session.state.scores(), instant=True)
        self.board.sync()

    def _commit(self, seat: int, action: Any, think_ms: int | None = None) -> None:
        before = self.state.clone()
        try:
            self.session.apply(action, think_ms=think_ms)
        except IllegalAction as exc:
            self.say(str(exc))
            self.app.sound.play("error")
            return
        self.human_seat = None
        if self.moments is not None:
            self.moments.add(before, seat, action, self.state)
        self.board.sync()
        self.board.landed(seat, action, before)
        self.track.set_scores(self.state.scores())
        self.board.hint_text = ""
        if self.tutorial is not None:
            self.tutorial.applied(seat, action, before, self.state)
        if self.session.save_problem:
            if not self.unsaved:
                self.unsaved = unsaved_notice(self.session.save_problem)
            self.say(self.unsaved, 4)

    def submit(self, action: Any) -> bool:
        """A human's action from the board; False (with a message) when illegal."""
        seat = self.state.current_player
        if seat is None or self.session.seats[seat].is_ai or self.animating \
                or self.game_over():
            return False
        if self.tutorial is not None and not self.tutorial.allows(seat, action):
            self.say(self.tutorial.refused, 3)
            self.app.sound.play("error")
            return False
        if self.tutor_check is not None:
            return False  # the tutor is still looking at the move chosen just before
        if self._tutor_wanted(action):
            self._start_tutor(action)
            return False
        self.tutor_ok = ""
        if self.hinter is not None:
            self.hinter.cancel()
            self.hinter = None
        before = len(self.state.history)
        self._commit(seat, action)
        if len(self.state.history) != before:
            self.last_actor = seat
            return True
        return False

    # -- the tutor ("warn me before a mistake", off by default) ----------------------
    def _tutor_wanted(self, action: Any) -> bool:
        return (bool(getattr(self.app.options, "tutor", False)) and self.tutorial is None
                and str(action) != self.tutor_ok and len(self.state.legal_actions()) > 1)

    def _start_tutor(self, action: Any) -> None:
        """Analyse the position from the mover's information set (the AI's worker)."""
        from ai.review_tutor import LEVEL

        key = position_key(self.state, self.state.current_player)
        self.tutor_action = action
        self.tutor_check = make_thinker(self.state, LEVEL, int(key[:15], 16))
        self.tutor_check.start()
        self._hint_line(lambda: _("looking at your move..."))

    def _poll_tutor(self) -> None:
        check = self.tutor_check
        if check is None or not check.done():
            return
        self.tutor_check = None
        self.board.hint_text = ""
        action = self.tutor_action
        try:
            from ai.review_tutor import costly

            warn = costly(list(check.analysis()), str(action), self.session.game)
        except Exception:  # noqa: BLE001 - no question rather than no move
            warn = False
        if warn:
            self.app.router.push("tutor", play=self)
        else:
            self.confirm_move()

    def confirm_move(self) -> None:
        """Play the move the tutor asked about (the player is sure, or it was fine)."""
        action = self.tutor_action
        if action is None:
            return
        self.tutor_ok = str(action)
        self.tutor_action = None
        if self._legal(str(action)) is not None:
            self.submit(action)

    def reconsider(self) -> None:
        """The player thinks again: nothing is played."""
        self.tutor_action = None
        self.board.sync()

    # -- hint and undo ------------------------------------------------------------
    def request_hint(self) -> None:
        """Ask the AI what it would do for the human to move (non-blocking). The seed
        comes from the position, and a position already asked about answers at once
        with the same hint."""
        if why_no_hint(self):
            return
        seat = self.state.current_player
        level = self.app.options.ai_level
        key = position_key(self.state, seat)
        known = self.hints.get(f"{level}:{key}")
        if known is not None:
            action = self._legal(known[0])
            if action is not None:
                self._show_hint(action, known[1])
                return
        self._hint_key = f"{level}:{key}"
        self.hinter = make_thinker(self.state, level, int(key[:15], 16))
        self.hinter.start()
        self._hint_line(lambda: _("thinking about a hint..."))

    def _legal(self, text_: str) -> Any | None:
        """The legal action written ``text_`` now (None: not legal)."""
        return next((a for a in self.state.legal_actions() if str(a) == text_), None)

    def _poll_hint(self) -> None:
        if self.hinter is None or not self.hinter.done():
            return
        hinter, self.hinter = self.hinter, None
        try:
            action = hinter.result()
        except Exception as exc:  # noqa: BLE001
            problem = str(exc)
            self._show_hint(None, None, lambda: _("No hint: {problem}").format(problem=problem))
            return
        candidates = []
        try:
            candidates = list(hinter.analysis())
        except Exception:  # noqa: BLE001
            candidates = []
        chance: float | None = None
        if candidates:
            chosen = str(action)
            best = next((c for c in candidates if c.text == chosen), candidates[0])
            action = best.action
            chance = float(best.win_probability)
        if self._hint_key:
            self.hints[self._hint_key] = (str(action), chance)
        self._show_hint(action, chance)

    def _show_hint(self, action: Any, chance: float | None,
                   words: Callable[[], str] | None = None) -> None:
        """Show the hinted ``action`` on the board with its words (made again, in the new
        language, when the language changes while it shows)."""
        how = ""
        if self._can_click_hint():
            how = "click" if type(self.board).hint_hit is not Board.hint_hit else "enter"

        def hinted() -> str:
            return hint_message(self._hint_words(action), chance, how)

        say = words or hinted
        said = say()
        self.board.show_hint(action, said)
        self._hint_said = (said, say)

    def _hint_line(self, words: Callable[[], str]) -> None:
        """Put ``words()`` on the board's hint line (said again when the language changes)."""
        said = words()
        self.board.hint_text = said
        self._hint_said = (said, words)

    def follow_language(self) -> None:
        """Say the words this scene keeps (the hint line, the unsaved notice) in the
        language chosen since they were said."""
        if self._language == i18n.language():
            return
        self._language = i18n.language()
        if self.unsaved:
            self.unsaved = unsaved_notice(self.session.save_problem)
        said = self._hint_said
        if said is not None and said[0] and self.board.hint_text == said[0]:
            self._hint_line(said[1])

    def _can_click_hint(self) -> bool:
        """Does this board take Enter / a click on the ghost for the hint at all?"""
        return type(self.board).own_choice is not Board.own_choice

    def hint_ready(self) -> Any | None:
        """The hinted action if Enter or a click may play it now (else None)."""
        action = getattr(self.board, "hint_action", None)
        seat = self.state.current_player
        if action is None or seat is None or self.session.seats[seat].is_ai \
                or self.animating or self.hinter is not None:
            return None
        return self._legal(str(action))

    def play_hint(self) -> bool:
        """Play the hinted move (Enter, or a click on its ghost); True when played."""
        action = self.hint_ready()
        return action is not None and self.submit(action)

    def _hint_input(self, event: pygame.event.Event) -> bool:
        """Enter, or a click on the ghost (acted on at the release), plays the hint."""
        if event.type == pygame.KEYDOWN and event.key in ENTER:
            return self.hint_ready() is not None and not self.board.own_choice() \
                and self.play_hint()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._hint_press = None
            if self.hint_ready() is not None and self.board.hint_hit(event.pos):
                self._hint_press = event.pos
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 \
                and self._hint_press is not None:
            self._hint_press = None
            if self.board.hint_hit(event.pos):
                self.play_hint()
            return True
        return False

    def _hint_words(self, action: Any) -> str:
        """The hinted move in plain words (the board shows where it goes)."""
        seat = self.state.current_player
        if seat is None:
            return _("the move shown on the board")
        who = [Person(seat_.name, i == seat) for i, seat_ in enumerate(self.session.seats)]
        return move_words.hint_words(self.session.game, self.state, seat, action, who)

    def undo(self) -> None:
        """Take back the human's own last action if nothing hidden was revealed since."""
        reason = why_not_undo(self)
        if reason:
            self.say(reason, 4)
            self.app.sound.play("error")
            return
        seat = self.human_seat if self.human_seat is not None else self.last_actor
        for thinker in (self.thinker, self.hinter):
            if thinker is not None:
                thinker.cancel()
        self.thinker = self.hinter = None
        self.thinker_seat = None
        self.board.hint_text = ""
        assert seat is not None  # why_not_undo said yes: there is a seat to undo for
        self.session.undo(seat)
        self.human_seat = None
        self._rebuild_log()
        self.board.cancel_animations()
        self.board.sync()
        self.track.set_scores(self.state.scores())
        self.say(_("Undone"))

    # -- the move log ---------------------------------------------------------------
    def _rebuild_log(self) -> None:
        """The state jumped (undo): the log is made again from the game's moves."""
        if self.log is None or self.moments is None:
            return
        record = getattr(self.session, "record", None)
        moves = [(a.seat, a.text) for a in record.actions] if record is not None else None
        if moves is None or not self.moments.cut(moves):
            self.moments = Moments.of_session(self.session)
        self.log.moments = self.moments
        self.log.scroll = 0

    def show_moment(self, number: int) -> None:
        """Look back at the moment after move ``number`` (read-only; Esc returns)."""
        if self.moments is None:
            return
        self.app.router.push("replay", moments=self.moments, start=number,
                             back_label=N_("Back to the game"), title=N_("Looking back"))

    # -- input & drawing ----------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.attract:
            return
        if self.tutorial is not None and self.tutorial.handle(event):
            return
        if self.log is not None:
            if event.type == pygame.MOUSEWHEEL and self.log.wheel(event.y, self.app.mouse):
                return
            if self.log.handle(event):
                self.app.log_open = self.log.is_open
                return
        if self._hint_input(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and not self.board.handle(event):
                self.app.router.push("pause", play=self)
                return
            if keys.pressed(event, "hint"):
                self.request_hint()
                return
            ctrl_z = event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL
            if keys.pressed(event, "undo") or ctrl_z:
                self.undo()
                return
        self.board.handle(event)

    def background(self) -> pygame.Surface:
        """The backdrop with the score track's spaces on it (opaque, made once)."""
        if self._background is None:
            self._background = backdrop.backdrop().copy()
            self.track.draw_track(self._background)
        return self._background

    def draw(self, surface: pygame.Surface) -> None:
        self.follow_language()
        surface.blit(self.background(), (0, 0))
        self.board.draw(surface)
        self.track.draw_tokens(surface)
        self.board.draw_over(surface)
        if self.log is not None:
            self.log.draw(surface, self.colours)
        if not self.attract:
            taken = [box for box in (self._draw_goal(surface),) if box is not None]
            thinking = self._draw_thinking(surface, taken)
            if self.tutorial is not None:
                self.tutorial.draw(surface)
            self._draw_toast(surface, taken + ([] if thinking is None else [thinking]))

    def _draw_goal(self, surface: pygame.Surface) -> pygame.Rect | None:
        """An arcade attempt's goal line: your stars so far and the next star's number
        ("points from your markets 14 / 24 for 2 stars"); its rect."""
        challenge = getattr(self.session, "challenge", None)
        if challenge is None:
            return None
        from game.rules.challenges import stars_earned
        from game.ui.kit.stars import draw_stars
        from game.ui.play import arcade

        words = arcade.progress_words(challenge, self.state, self.session.turns_taken)
        size = text.reading_fit(words, 20, 520)
        width = text.measure(words, size)[0] + 104
        key = (words, len(self.state.history), tuple(tuple(r) for r in self.board.reading))
        cached = getattr(self, "_goal_at", None)
        if cached is None or cached[0] != key or text.recording():
            # where it hides none of the board's words: worked out once per move
            inner = self.track.rect.inflate(-2 * self.track.thickness,
                                            -2 * self.track.thickness)
            never = self.board.reading + [self.board.log_tab] + self.words_on_screen(surface)
            # last resort (large text): just below the words along the board's top edge
            band = [r.bottom for r in never if inner.top <= r.top < inner.top + 60]
            below = max(band, default=inner.top) + 6
            box = corners.clearest(pygame.Rect(0, 0, width, max(34, size + 14)),
                                   [("midtop", (inner.centerx, inner.top + 8)),
                                    ("midbottom", (inner.centerx, inner.bottom - 8)),
                                    ("topright", (self.board.log_tab.left - 8, inner.top + 8)),
                                    ("bottomleft", (inner.x + 8, inner.bottom - 8)),
                                    ("bottomright", (inner.right - 8, inner.bottom - 8)),
                                    ("midtop", (inner.centerx, below))],
                                   never, [])
            self._goal_at = (key, box)
        box = self._goal_at[1]
        backdrop.panel(surface, box, 235)
        draw_stars(surface, stars_earned(challenge, self.state), (box.x + 44, box.centery), 9)
        text.draw(surface, words, size, theme.TEXT, (box.x + 86, box.centery), "midleft")
        return box

    def _draw_thinking(self, surface: pygame.Surface,
                       taken: list[pygame.Rect] | None = None) -> pygame.Rect | None:
        """The "Ada is thinking" box with its progress bar (its rect), while an AI thinks,
        clear of the boxes in ``taken``."""
        info = self.thinking_progress()
        if info is None:
            return None
        seat, progress = info
        inner = self.track.rect.inflate(-2 * self.track.thickness, -2 * self.track.thickness)
        # at the top in the middle, unless the board's caption is there
        top = inner.top + 8
        box = corners.clearest(pygame.Rect(0, 0, 300, 44),
                               [("midtop", (inner.centerx, top)),
                                ("topright", (self.board.log_tab.left - 8, top)),
                                ("midbottom", (inner.centerx, inner.bottom - 8))],
                               self.board.reading + [self.board.log_tab] + (taken or []), [])
        backdrop.panel(surface, box, 225)
        cx, cy = box.x + 24, box.centery
        for i in range(8):
            angle = self.time * 6 + i * math.pi / 4
            alpha = (i + 1) / 8
            colour = theme.shade(self.colours[seat], 0.4 + 0.6 * alpha)
            dot = (cx + 11 * math.cos(angle), cy + 11 * math.sin(angle))
            pygame.draw.circle(surface, colour, dot, 3)
        who = person(self.session.seats[seat].name)
        text.draw(surface, who.say(_("You are thinking"), _("{name} is thinking")), 24,
                  theme.TEXT, (box.x + 46, box.y + 6))
        bar = pygame.Rect(box.x + 46, box.bottom - 12, box.w - 60, 6)
        pygame.draw.rect(surface, theme.BUTTON_DOWN, bar, border_radius=3)
        pygame.draw.rect(surface, self.colours[seat],
                         (bar.x, bar.y, int(bar.w * max(0.0, min(1.0, progress))), bar.h),
                         border_radius=3)
        return box

    def words_on_screen(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Where the table's words are now: the words of this frame so far while a layout
        check records, else the words of one frame of the table drawn aside."""
        return self.marks_on_screen(surface, ("text",))["text"]

    def marks_on_screen(self, surface: pygame.Surface,
                        kinds: Sequence[str]) -> dict[str, list[pygame.Rect]]:
        """The table's recorded marks of each of ``kinds`` ("text": its words, "place":
        the places you may play, "piece": the pieces on its board): those of this frame
        so far while a layout check records, else those of one frame of the table drawn
        aside."""
        found = {kind: text.words_so_far(kind) for kind in kinds}
        if all(rects is not None for rects in found.values()):
            return {kind: rects or [] for kind, rects in found.items()}
        aside = pygame.Surface(surface.get_size())
        text.start_recording(aside)
        try:
            self.board.draw(aside)
            self.track.draw_tokens(aside)
            self.board.draw_over(aside)
            if self.log is not None:
                self.log.draw(aside, self.colours)
        finally:
            rec = text.stop_recording()
        marks = rec.marks if rec else []
        return {kind: [m.rect for m in marks if m.kind == kind] for kind in kinds}

    def _draw_toast(self, surface: pygame.Surface, taken: list[pygame.Rect]) -> None:
        """The short notice (``say``), where it hides none of the board's boxes of words
        nor the boxes in ``taken``, and as few other words as it can."""
        if self.toast_time <= 0 or not self.toast:
            return
        inner = self.track.rect.inflate(-2 * self.track.thickness, -2 * self.track.thickness)
        lines = text.wrap(self.toast, 26, inner.w - 80)[:3]  # a long notice: wrapped
        sizes = [text.measure(line, 26) for line in lines]
        line_h = max(h for _w, h in sizes)
        never = self.board.reading + taken
        key = tuple(tuple(r) for r in never)
        if self._toast_at is None or self._toast_at[0] != key or text.recording():
            box = pygame.Rect(0, 0, max(w for w, _h in sizes) + 28, line_h * len(lines) + 14)
            self._toast_at = (key, self._toast_place(surface, box, inner, never))
        box = self._toast_at[1]
        backdrop.panel(surface, box, 235)
        for i, line in enumerate(lines):
            text.draw(surface, line, 26, theme.TEXT,
                      (box.centerx, box.y + 7 + i * line_h + line_h // 2), "center")

    def _toast_place(self, surface: pygame.Surface, box: pygame.Rect, inner: pygame.Rect,
                     never: list[pygame.Rect]) -> pygame.Rect:
        """Low in the middle of the board; else the place nearest to it (in the middle,
        at the left or at the right of the board) that touches fewest of ``never``, then
        covers fewest places you may play, pieces on the board and words."""
        seen = self.marks_on_screen(surface, ("text", "place", "piece"))
        default = inner.bottom - 43 - box.h
        edges = seen["text"] + seen["place"] + seen["piece"] + never
        best: tuple[tuple[int, ...], pygame.Rect] | None = None
        for top in {default} | corners.stops(edges, box.h):
            for anchor, x in (("centerx", inner.centerx), ("left", inner.x + 8),
                              ("right", inner.right - 8)):
                placed = pygame.Rect(box)
                placed.top = top
                setattr(placed, anchor, x)
                if placed.top < inner.top + 40 or placed.bottom > inner.bottom - 8:
                    continue
                score = (sum(placed.colliderect(r) for r in never),
                         *(sum(placed.colliderect(r) for r in seen[kind])
                           for kind in ("place", "piece", "text")),
                         abs(top - default) + abs(placed.centerx - inner.centerx))
                if best is None or score < best[0]:
                    best = (score, placed)
        if best is None:
            box.midtop = (inner.centerx, default)
            return box
        return best[1]

    def close(self) -> None:
        for thinker in (self.thinker, self.hinter, self.tutor_check):
            if thinker is not None:
                thinker.cancel()
        self.thinker = None
        self.hinter = None
        self.tutor_check = None
        self.session.close()  # the journal stays; its lock goes, so Continue can open it


class StillPlay(PlayScene):
    """The game's own board showing one moment: no turns, no AI, no input."""

    name = "still"
    moments: Moments

    def __init__(self, app: Any, moments: Moments, number: int = 0) -> None:
        session = GameSession.new(moments.game, list(moments.seats), moments.seed,
                                  dict(moments.options), autosave=False)
        session.state = moments.state_after(number)
        super().__init__(app, session)
        self.moments = moments
        self.human_seat = moments.viewer
        self.board.sync()
        self.look_at(number)

    def show(self, state: Any, instant: bool = False, number: int | None = None) -> None:
        """Show another moment (``number``: the move it follows, whose mover is looked at)."""
        self.session.state = state
        self.board.cancel_animations()
        self.board.sync()
        self.track.set_scores(state.scores(), instant=instant)
        if number is not None:
            self.look_at(number)

    def look_at(self, number: int) -> None:
        """Views with one city per seat show the city of the player who made move ``number``."""
        set_view = getattr(self.board, "set_view", None)
        if set_view is None or not 0 < number <= len(self.moments.words):
            return
        seat = self.moments.words[number - 1].seat
        if 0 <= seat < self.session.state.num_players:
            set_view(seat)

    def update(self, dt: float) -> None:
        self.time += dt
        self.track.update(dt, self.app.options.animation_speed)
        self.board.update(dt)

    def handle(self, event: pygame.event.Event) -> None:
        """Read-only: the board gets mouse movement only (its tips), never clicks; none
        over what the replay draws above it (its controls hide the board's)."""
        if event.type == pygame.MOUSEMOTION:
            if tooltip.covered(event.pos):
                event = pygame.event.Event(pygame.MOUSEMOTION, pos=(-1, -1), rel=(0, 0),
                                           buttons=(0, 0, 0))
            self.board.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background(), (0, 0))
        self.board.draw(surface)
        self.track.draw_tokens(surface)
        self.board.draw_over(surface)
