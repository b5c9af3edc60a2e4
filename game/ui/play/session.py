"""A game at the table: its record, state, seats, journal and undo (no drawing here).

The record is the game: every applied action is appended to ``session.record`` and,
when autosaving, to the game's own journal on disk (fsync'd) before
:meth:`GameSession.apply` returns, so nothing the screen shows afterwards can be lost
by a crash. The session holds the game's lock (``game.engine.games``) while it plays,
so no other window writes that journal. The state is what the rules make of the
record; undo is the record minus its last actions.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import rules
from game.engine import games
from game.engine.contract import GameState
from game.engine.errors import UserFileError
from game.engine.i18n import _
from game.engine.journal import Journal, remove_stale_temps
from game.engine.lock import FileLock
from game.engine.record import ActionEntry, GameRecord, SeatEntry, new_record
from game.rules import challenges


@dataclass
class Seat:
    """One player at the table."""

    name: str
    colour: str
    kind: str = "human"  # "human" or "ai"
    level: str = "normal"

    @property
    def is_ai(self) -> bool:
        """True for computer seats."""
        return self.kind == "ai"

    def to_dict(self) -> dict[str, str]:
        """Plain data (name, colour, kind, level)."""
        return {"name": self.name, "colour": self.colour, "kind": self.kind, "level": self.level}

    def to_entry(self) -> SeatEntry:
        """The seat as the record stores it."""
        return SeatEntry(self.name, f"ai:{self.level}" if self.is_ai else "human", self.colour)

    @classmethod
    def from_entry(cls, entry: SeatEntry) -> Seat:
        """A seat from a (checked) record entry."""
        if entry.is_ai:
            return cls(entry.name, entry.colour, "ai", entry.level)
        return cls(entry.name, entry.colour, "human")

    @classmethod
    def from_dict(cls, data: Any, index: int) -> Seat:
        """A seat from plain data (defaults fill anything missing)."""
        from game.ui.kit.theme import SEAT_COLOURS

        data = data if isinstance(data, dict) else {}
        kind = data.get("kind") if data.get("kind") in ("human", "ai") else "human"
        return cls(
            name=str(data.get("name") or f"Player {index + 1}")[:16],
            colour=str(data.get("colour") or SEAT_COLOURS[index % len(SEAT_COLOURS)][0]),
            kind=kind,
            level=str(data.get("level") or "normal"),
        )


@dataclass
class Snapshot:
    """A human's action that undo may take back: the state before it and its place."""

    state: GameState
    seat: int
    #: number of actions in the record before this one (undo keeps that many)
    history_length: int


@dataclass
class GameSession:
    """The running game: record, state, seats; every action goes to the journal."""

    game: str
    seats: list[Seat]
    seed: int
    options: dict[str, Any]
    state: GameState
    autosave: bool = True
    #: called with (before, after) and says whether hidden information was revealed;
    #: None asks the game's rules (``Rules.reveals``)
    reveals: Callable[[GameState, GameState], bool] | None = None
    snapshots: list[Snapshot] = field(default_factory=list)
    revealed_since: list[bool] = field(default_factory=list)
    save_problem: str = ""
    record: GameRecord | None = None
    journal: Journal | None = field(default=None, repr=False, compare=False)
    #: where finish() put the finished record in the history (None before)
    history_path: Path | None = None
    #: an action written to the journal ahead of ``apply`` (see journal_ahead)
    ahead: ActionEntry | None = field(default=None, init=False, repr=False, compare=False)
    #: the game's id in the games folder (None until its journal starts)
    game_id: str | None = None
    #: the game's lock, held while this session may write its journal
    lock: FileLock | None = field(default=None, repr=False, compare=False)
    #: True when another window plays this game: this one never writes it
    busy: bool = field(default=False, init=False)
    #: the arcade challenge this game is an attempt at (game.rules.challenges), or None
    challenge: Any = field(default=None, repr=False, compare=False)
    #: True once finish() has been called on a game that is over
    ended: bool = field(default=False, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        #: False when the session was built around a state with moves but no record
        #: (a test's made-up position): undo then restores the snapshot's state
        self.record_describes_state = self.record is not None or not self.state.history
        if self.record is None:
            self.record = new_record(self.game, [s.to_entry() for s in self.seats], self.seed,
                                     self.options)

    @property
    def game_record(self) -> GameRecord:
        """:attr:`record`, which ``__post_init__`` always sets."""
        assert self.record is not None, "GameSession.__post_init__ sets the record"
        return self.record

    # -- starting ---------------------------------------------------------------------
    @classmethod
    def new(
        cls, game: str, seats: list[Seat], seed: int, options: dict[str, Any], autosave: bool = True
    ) -> GameSession:
        """Deal a new game (ValueError for bad options); its journal starts at once."""
        state = rules.get(game).new_game(players=len(seats), seed=seed, options=dict(options))
        session = cls(game, list(seats), seed, dict(options), state, autosave)
        session._start_journal()
        return session

    @classmethod
    def from_record(cls, record: GameRecord, autosave: bool = True, game_id: str | None = None,
                    lock: FileLock | None = None) -> GameSession:
        """The game a record describes, ready to play on (RecordError if it does not replay).

        With ``autosave`` the journal (the game ``game_id``'s, whose ``lock`` this window
        holds, or a new game's) is rewritten as this record and grows from there.
        """
        state = record.replay()
        seats = [Seat.from_entry(entry) for entry in record.seats]
        copy = GameRecord(record.game, record.rules_version, dict(record.options),
                          list(record.seats), record.seed, list(record.actions), record.started)
        session = cls(record.game, seats, record.seed, dict(record.options), state, autosave,
                      record=copy, game_id=game_id, lock=lock)
        session._start_journal()
        return session

    @classmethod
    def open(cls, game_id: str) -> GameSession:
        """Play on the game in progress ``game_id``.

        GameBusy when another window plays it; UserFileError (one line) when it is gone.
        """
        from game.ui.play.attempts import attempt_of

        record, lock = games.open_game(game_id)
        try:
            session = cls.from_record(record, game_id=game_id, lock=lock)
        except BaseException:
            lock.release()
            raise
        session.challenge = attempt_of(record)  # an arcade attempt goes on as one
        return session

    @classmethod
    def resume(cls) -> GameSession:
        """The newest game in progress that no other window plays.

        UserFileError with one clear line when there is nothing to continue.
        """
        from game.ui.play.attempts import games_in_progress

        found, notices = games_in_progress()
        for item in found:
            if not item.busy:
                return cls.open(item.game_id)
        raise UserFileError(" ".join(notices) or _("There is no game in progress to continue."))

    def rematch(self) -> GameSession:
        """Same seats and options, a new seed."""
        seed = random.SystemRandom().randrange(1 << 31)
        while seed == self.seed:
            seed = random.SystemRandom().randrange(1 << 31)
        return GameSession.new(self.game, list(self.seats), seed, dict(self.options),
                               self.autosave)

    # -- reading ------------------------------------------------------------------------
    @property
    def rules(self) -> Any:
        """The game's Rules object."""
        return rules.get(self.game)

    @property
    def over(self) -> bool:
        """Is the game over: the rules say so, or it is an arcade attempt that has had
        its ``turns`` (the attempt ends there, the game with it)."""
        if self.state.is_terminal():
            return True
        if self.challenge is None or not getattr(self.challenge, "turns", 0):
            return False
        return challenges.attempt_over(self.challenge, self.state, self.turns_taken)

    @property
    def turns_taken(self) -> int:
        """An arcade attempt's turns so far (your moves after its start; 0 for a game that
        is no attempt)."""
        if self.challenge is None:
            return 0
        return challenges.turns_taken(self.challenge,
                                      [entry.seat for entry in self.game_record.actions])

    @property
    def humans(self) -> list[int]:
        """Seats played by people."""
        return [i for i, seat in enumerate(self.seats) if not seat.is_ai]

    def current_seat(self) -> Seat | None:
        """The seat to decide now (None at the end)."""
        seat = self.state.current_player
        return None if seat is None else self.seats[seat]

    # -- playing ------------------------------------------------------------------------
    def apply(self, action: Any, think_ms: int | None = None) -> None:
        """Play an action and write it to the journal before returning.

        IllegalAction leaves everything unchanged. A failing disk does not stop the
        game: ``save_problem`` says so.
        """
        seat = self.state.current_player
        before = self.state.clone()
        try:
            self.state.apply(action)
        except Exception:
            self._drop_ahead()
            raise
        text = action_text(before, action)
        ahead, self.ahead = self.ahead, None
        if think_ms is None and ahead is not None and ahead.text == text:
            think_ms = ahead.think_ms
        entry = ActionEntry(seat if seat is not None else 0, text,
                            None if think_ms is None else max(0, int(think_ms)))
        self.game_record.actions.append(entry)
        if ahead != entry:
            if ahead is not None:
                self._journal_truncate(len(self.game_record.actions) - 1)
            self._journal_append(entry)
        reveals = self.reveals or rules.get(self.game).reveals
        revealed = bool(reveals(before, self.state))
        if seat is not None and not self.seats[seat].is_ai:
            self.snapshots.append(Snapshot(before, seat, len(self.game_record.actions) - 1))
            self.revealed_since.append(False)
        if revealed:
            self.revealed_since = [True] * len(self.revealed_since)

    def journal_ahead(self, action: Any, think_ms: int | None = None) -> None:
        """Write an action that is about to be animated (an AI's move) to the journal now.

        The board shows an AI's move moving into place before ``apply`` runs; written
        ahead, it survives a crash during that animation. ``apply`` with the same action
        then writes nothing more; any other call (or an illegal action) cuts it again.
        """
        if self.journal is None or self.state.current_player is None:
            return
        self._drop_ahead()
        entry = ActionEntry(self.state.current_player, action_text(self.state, action),
                            None if think_ms is None else max(0, int(think_ms)))
        self._journal_append(entry, ahead=True)
        if self.journal is not None:
            self.ahead = entry

    def _drop_ahead(self) -> None:
        if self.ahead is not None:
            self.ahead = None
            self._journal_truncate(len(self.game_record.actions))

    def undo_target(self, seat: int) -> Snapshot | None:
        """The snapshot an undo for ``seat`` would restore, if nothing was revealed since."""
        for snap, revealed in zip(
            reversed(self.snapshots), reversed(self.revealed_since), strict=True
        ):
            if revealed:
                return None
            if snap.seat == seat:
                return snap
            # another human acted after: undoing would take back their move too
            return None
        return None

    def undo(self, seat: int) -> bool:
        """Take back ``seat``'s last action (and the AI replies after it): the record
        loses its last actions and the state is replayed from it."""
        snap = self.undo_target(seat)
        if snap is None:
            return False
        index = self.snapshots.index(snap)
        del self.snapshots[index:]
        del self.revealed_since[index:]
        self.ahead = None
        if self.record_describes_state:
            del self.game_record.actions[snap.history_length:]
            self.state = self.game_record.replay()
        else:
            self.state = snap.state
        self._journal_truncate(snap.history_length)
        return True

    def save(self) -> None:
        """Make sure the journal holds the record (every action already went there)."""
        if self.autosave and self.journal is None and not self.over:
            self._start_journal()

    def finish(self) -> Path | None:
        """The game is over: its record goes into the history, then the journal goes.

        The journal is removed only once the history file is on disk; if the history
        cannot be written the journal stays (whole), so the next start finishes it.
        Returns the history file (None when not autosaving or the history failed).

        An arcade attempt that ended after its ``turns`` goes into the history as it
        stands, without final scores (a record keeps those only for a game the rules
        call over): the high scores judge it where its turns ended.
        """
        if self.history_path is not None or not self.over:
            return self.history_path
        self.ended = True
        if self.state.is_terminal():
            self.game_record.finished(self.state)
        if not self.autosave or self.busy:
            self.close()
            return None
        from game.engine import history

        key = games.key_of(self.game_id) if self.game_id else None
        try:
            self.history_path = history.add_finished(self.game_record, key)
        except OSError as exc:
            reason = exc.strerror or str(exc) or type(exc).__name__
            if self.journal is None:
                self._retry_journal()
            if self.journal is not None:  # kept whole: the next start finishes it
                # Translators: {reason} is the system's reason ("No space left on device")
                self.save_problem = _("The finished game could not be kept in the history yet "
                                      "({reason}): it will be the next time you start the "
                                      "game").format(reason=reason)
            else:
                self.save_problem = _("The finished game could not be kept in the history "
                                      "({reason})").format(reason=reason)
            return None
        if self.journal is not None:
            self.journal.remove()
            self.journal = None
        elif self.game_id is not None and self.lock is not None:  # ours: its lock is held
            with contextlib.suppress(OSError):
                games.journal_path(self.game_id).unlink(missing_ok=True)
        if self.lock is not None:
            self.lock.release(remove=True)
            self.lock = None
        self.save_problem = ""
        return self.history_path

    def close(self) -> None:
        """Stop writing: close the journal (it stays on disk) and give the game's lock up.

        A finished game the history could not take yet gets one more try first.
        """
        if self.history_path is None and self.ended and self.autosave and not self.busy:
            self.finish()
        if self.journal is not None:
            self.journal.close()
            self.journal = None
        if self.lock is not None:
            self.lock.release(remove=True)
            self.lock = None

    # -- the journal ----------------------------------------------------------------------
    def _start_journal(self) -> None:
        """Take the game's lock and write its journal as the record so far."""
        if not self.autosave or self.busy:
            return
        try:
            if self.game_id is None:
                self.game_id = games.new_game_id()
            if self.lock is None:
                self.lock = games.claim(self.game_id)
        except games.GameBusy:
            self.busy = True
            self.save_problem = _("This game is open in another window: "
                                  "what you play here is not saved")
            return
        except UserFileError as exc:  # its lock file cannot be made
            self.journal = None
            # Translators: {problem} says which file could not be made, and why
            self.save_problem = _("This game is not being saved: {problem}").format(problem=exc)
            return
        except OSError as exc:
            self._journal_failed(exc)
            return
        path = games.journal_path(self.game_id)
        remove_stale_temps(path)
        try:
            self.journal = Journal.start(path, self.game_record)
            self.save_problem = ""
        except OSError as exc:
            self.journal = None
            self._journal_failed(exc)

    def _retry_journal(self) -> bool:
        """After a failed write, try writing the whole journal again (True when it worked)."""
        if not self.autosave or self.busy or self.over and self.history_path:
            return False
        self._start_journal()
        return self.journal is not None

    def _journal_append(self, entry: ActionEntry, ahead: bool = False) -> None:
        if self.journal is None:
            # a write failed before (a full disk?): the whole record, this action included
            if self._retry_journal() and ahead:
                self._journal_append(entry, ahead)
            return
        try:
            self.journal.append(entry)
        except OSError as exc:
            self._journal_failed(exc)

    def _journal_truncate(self, count: int) -> None:
        if self.journal is None:
            self._retry_journal()
            return
        try:
            self.journal.truncate(count)
        except OSError as exc:
            self._journal_failed(exc)

    def _journal_failed(self, exc: OSError) -> None:
        if self.journal is not None:
            self.journal.close()
        self.journal = None
        reason = exc.strerror or str(exc) or type(exc).__name__
        # Translators: {reason} is the system's reason ("No space left on device")
        self.save_problem = _("Autosave failed ({reason}): your last moves are not saved yet; "
                              "the game tries again after every move").format(reason=reason)


def action_text(before: GameState, action: Any) -> str:
    """The text form of ``action``, legal in ``before``.

    A board may pass a plain value equal to a legal action (e.g. a tuple) whose
    ``str`` is not the action's text: the legal action it equals says it.
    """
    for legal in before.legal_actions():
        if legal == action:
            return str(legal)
    return str(action)


def continue_offer() -> tuple[GameRecord | None, str]:
    """The newest game in progress no other window plays, and the one-time notices.

    See :func:`game.ui.play.attempts.games_in_progress` (journals that do not replay
    are set aside, finished ones and arcade attempts that had their turns go to the
    history).
    """
    from game.ui.play.attempts import games_in_progress

    found, notices = games_in_progress()
    record = next((item.record for item in found if not item.busy), None)
    return record, " ".join(notices)
