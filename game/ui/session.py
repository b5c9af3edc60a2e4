"""A game at the table: state, seats, autosave and undo (no drawing here)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game import rules
from game.engine import paths
from game.engine.contract import GameState
from game.engine.errors import UserFileError
from game.engine.saves import SavedGame, load_save
from game.ui.autosaver import SAVER


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
        """Plain data for the save's table."""
        return {"name": self.name, "colour": self.colour, "kind": self.kind, "level": self.level}

    @classmethod
    def from_dict(cls, data: Any, index: int) -> Seat:
        """A seat from save data (defaults fill anything missing)."""
        from game.ui.theme import SEAT_COLOURS

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
    """The state before a human's action, for undo."""

    state: GameState
    seat: int
    history_length: int


@dataclass
class GameSession:
    """The running game: rules, state, seats; every action autosaves."""

    game: str
    seats: list[Seat]
    seed: int
    options: dict[str, Any]
    state: GameState
    autosave: bool = True
    #: called with (before, after) and says whether hidden information was revealed
    reveals: Callable[[GameState, GameState], bool] | None = None
    snapshots: list[Snapshot] = field(default_factory=list)
    revealed_since: list[bool] = field(default_factory=list)
    save_problem: str = ""

    @classmethod
    def new(
        cls, game: str, seats: list[Seat], seed: int, options: dict[str, Any], autosave: bool = True
    ) -> GameSession:
        """Deal a new game."""
        state = rules.get(game).new_game(players=len(seats), seed=seed, options=dict(options))
        session = cls(game, seats, seed, dict(options), state, autosave)
        session.save()
        return session

    @classmethod
    def resume(cls) -> GameSession:
        """The autosaved game; UserFileError with one clear line when unusable."""
        SAVER.flush()
        path = paths.autosave_path()
        if not path.exists():
            raise UserFileError(f"{path.name}: there is no saved game")
        saved = load_save(path)
        if saved.state.is_terminal():
            raise UserFileError(f"{path.name}: the saved game is already over")
        raw = saved.table.get("seats", [])
        seats = [Seat.from_dict(raw[i] if i < len(raw) else {}, i) for i in range(saved.players)]
        return cls(saved.game, seats, saved.seed, saved.options, saved.state)

    @property
    def rules(self) -> Any:
        """The game's Rules object."""
        return rules.get(self.game)

    @property
    def humans(self) -> list[int]:
        """Seats played by people."""
        return [i for i, seat in enumerate(self.seats) if not seat.is_ai]

    def current_seat(self) -> Seat | None:
        """The seat to decide now (None at the end)."""
        seat = self.state.current_player
        return None if seat is None else self.seats[seat]

    def apply(self, action: Any) -> None:
        """Play an action (IllegalAction leaves everything unchanged), then autosave."""
        seat = self.state.current_player
        before = self.state.clone()
        self.state.apply(action)
        revealed = True if self.reveals is None else bool(self.reveals(before, self.state))
        if seat is not None and not self.seats[seat].is_ai:
            self.snapshots.append(Snapshot(before, seat, len(before.history)))
            self.revealed_since.append(False)
        if revealed:
            self.revealed_since = [True] * len(self.revealed_since)
        self.save()

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
        """Take back ``seat``'s last action (and the AI replies after it)."""
        snap = self.undo_target(seat)
        if snap is None:
            return False
        index = self.snapshots.index(snap)
        del self.snapshots[index:]
        del self.revealed_since[index:]
        self.state = snap.state
        self.save()
        return True

    def table(self) -> dict[str, Any]:
        """The app's data stored beside the state."""
        return {"seats": [seat.to_dict() for seat in self.seats]}

    def save(self) -> None:
        """Write the autosave (a failure is remembered, never raised)."""
        if not self.autosave:
            return
        saved = SavedGame(self.game, len(self.seats), self.seed, dict(self.options),
                          self.state.clone(), self.table())
        SAVER.submit(paths.autosave_path(), saved)
        self.save_problem = SAVER.last_error

    def finish(self) -> None:
        """The game is over: the autosave is no longer offered."""
        if self.autosave:
            SAVER.cancel_pending()
            SAVER.flush()
            path = paths.autosave_path()
            with contextlib.suppress(OSError):
                path.unlink(missing_ok=True)
