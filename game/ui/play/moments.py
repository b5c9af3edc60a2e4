"""A game as a list of moments: the state after 0, 1, ... moves, and each move in words.

The move log, the "show that moment" view, replays and the results' score chart read
a :class:`Moments`. It is made from a live session (its record when it has one, else
the state's history replayed through the rules) or from a finished game's record.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from game.engine.i18n import language
from game.engine.record import new_record
from game.ui.kit.person import Person
from game.ui.play import move_words
from game.ui.play.move_words import Move
from game.ui.play.session import Seat


def lone_human(seats: list[Seat]) -> int | None:
    """The only human seat (whose secret choices the log may show), or None."""
    humans = [i for i, seat in enumerate(seats) if not seat.is_ai]
    return humans[0] if len(humans) == 1 else None


@dataclass
class Moments:
    """States after each move (``states[0]`` is the deal) and the moves in words."""

    game: str
    seats: list[Seat]
    states: list[Any]
    moves: list[tuple[int, str]]
    viewer: int | None = None
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    words: list[Move] = field(default_factory=list)
    who: list[Person] = field(default_factory=list)
    #: why the moves could not be replayed ('' when all is well; not shown to players)
    problem: str = ""
    #: the language the words are in (see :meth:`retell`)
    language: str = ""

    def __post_init__(self) -> None:
        humans = [i for i, seat in enumerate(self.seats) if not seat.is_ai]
        self.who = move_words.people([seat.name for seat in self.seats], humans)
        self.language = language()
        if not self.words:
            self.words = move_words.log_moves(self.game, self.states, self.moves, self.who,
                                              self.viewer)
        if len(self.words) < len(self.moves):
            self.problem = self.problem or "some moves could not be read back"
            del self.moves[len(self.words):]
            del self.states[len(self.words) + 1:]

    # -- making ---------------------------------------------------------------------
    @classmethod
    def replay(cls, game: str, seats: list[Seat], seed: int, options: dict[str, Any],
               moves: list[tuple[int, str]], viewer: int | None = None) -> Moments:
        """Replay ``moves`` from the deal (a move that does not replay ends the list)."""
        try:
            record = new_record(game, [seat.to_entry() for seat in seats], seed, options)
            for seat, text in moves:
                record.add(seat, text)
            states = list(record.states())
            problem = ""
        except Exception as exc:  # noqa: BLE001 - a log that cannot replay must not crash
            states, problem = [], f"the moves could not be replayed ({exc})"
        kept = list(moves[: max(0, len(states) - 1)])
        return cls(game, seats, states, kept, viewer, seed, dict(options), problem=problem)

    @classmethod
    def of_session(cls, session: Any) -> Moments:
        """The moves of a live session, seen by its lone human (if there is one)."""
        viewer = lone_human(session.seats)
        record = session.record
        try:
            moves = [(a.seat, a.text) for a in record.actions]
            states = list(record.states())
            return cls(session.game, list(session.seats), states, moves, viewer,
                       session.seed, dict(session.options))
        except Exception:  # noqa: BLE001 - fall back to replaying the history
            pass
        moves = [(seat, text) for seat, text in session.state.history]
        made = cls.replay(session.game, list(session.seats), session.seed,
                          dict(session.options), moves, viewer)
        if made.states and made.states[-1].scores() != session.state.scores():
            made.problem = "the replayed moves do not match the game"
        return made

    @classmethod
    def of_record(cls, record: Any) -> Moments:
        """A finished (or saved) game's record (``game.engine.record.GameRecord``)."""
        seats = [Seat.from_entry(entry) for entry in record.seats]
        moves = [(a.seat, a.text) for a in record.actions]
        viewer = lone_human(seats)
        try:
            states = list(record.states())
        except Exception:  # noqa: BLE001
            return cls.replay(record.game, seats, record.seed, dict(record.options), moves,
                              viewer)
        return cls(record.game, seats, states, moves[: len(states) - 1], viewer, record.seed,
                   dict(record.options))

    # -- live -------------------------------------------------------------------------
    def add(self, before: Any, seat: int, action: Any, after: Any) -> None:
        """A move was just played (``after`` is kept as a copy)."""
        if not self.states:
            return
        after = after.clone()
        rnd = self.words[-1].round if self.words else 1
        if len(self.states) >= 2 and move_words.starts_round(self.game, self.states[-2],
                                                              self.states[-1]):
            rnd += 1
        text = move_words.describe(self.game, before, seat, action, after, self.who,
                                   self.viewer)
        grew = len(after.history) == len(before.history) + 1
        self.states.append(after)
        self.moves.append((seat, str(after.history[-1][1]) if grew else str(action)))
        self.words.append(Move(len(self.moves), seat, rnd, text,
                               move_words.round_name(self.game, before, rnd)))

    def cut(self, moves: list[tuple[int, str]]) -> bool:
        """Keep only the first ``len(moves)`` moves if they are these (an undo); False when
        the moves differ (then make the Moments again)."""
        count = len(moves)
        if count > len(self.moves) or self.moves[:count] != moves or not self.states:
            return False
        del self.states[count + 1:]
        del self.moves[count:]
        del self.words[count:]
        return True

    def retell(self) -> bool:
        """Say every move again when the player's language changed since they were said
        (the move log asks before it draws); True when the words changed."""
        if self.language == language():
            return False
        self.language = language()
        words = move_words.log_moves(self.game, self.states, self.moves, self.who, self.viewer)
        if len(words) != len(self.words):
            return False  # they were read back once: keep them rather than lose moves
        self.words[:] = words
        return True

    # -- reading ----------------------------------------------------------------------
    def __len__(self) -> int:
        """Number of moves."""
        return len(self.moves)

    def state_after(self, number: int) -> Any:
        """The state after move ``number`` (0: the deal), clamped."""
        return self.states[max(0, min(number, len(self.states) - 1))]

    def round_now(self) -> int:
        """The round the game is in now (the round of the next move)."""
        if not self.words:
            return 1
        rnd = self.words[-1].round
        if len(self.states) >= 2 and move_words.starts_round(self.game, self.states[-2],
                                                              self.states[-1]):
            rnd += 1
        return rnd

    def score_timeline(self) -> list[list[int]]:
        """Scores after each move (index 0: the deal)."""
        return [state.scores() for state in self.states]

    def round_starts(self) -> list[int]:
        """Move counts at which a round began (0 first): the x ticks of the score chart."""
        out = [0]
        for i in range(1, len(self.states)):
            if move_words.starts_round(self.game, self.states[i - 1], self.states[i]):
                out.append(i)
        return out

    def round_ticks(self) -> list[tuple[int, str]]:
        """(move count where a round began, its short label) for the score chart's axis:
        "1", "2", ... or, for rounds named within a larger part ("Era II, round 3"), that
        part's name at its first round ("II") and nothing at the others. Read from the
        round names in any language: a name split by a comma is a part and a round, else
        its number (or, without one, its last word) is the label."""
        ticks: list[tuple[int, str]] = []
        last_part: str | None = None
        for start in self.round_starts():
            name = self.words[start].round_name if start < len(self.words) else ""
            pieces = _COMMA.split(name, maxsplit=1)
            if len(pieces) == 2:
                part = pieces[0]
                label = part.split()[-1] if part != last_part and part.split() else ""
                last_part = part
            elif not name:
                label = str(len(ticks) + 1)
            else:
                number = _NUMBER.search(name)
                label = number.group(0) if number else name.split()[-1]
            ticks.append((start, label))
        return ticks


#: the first comma of a round's name, in either script
_COMMA = re.compile(r"\s*[,，、]\s*")
_NUMBER = re.compile(r"\d+")
