"""Par of a daily deal, worked out in a background process so no frame waits for it.

:func:`play_par` plays the day's deal with ``expert`` (game.rules.daily.PAR_LEVEL) in
your seat against the deal's opponent, by iterations only (time caps off), so par is
the same on every machine however busy it is. :class:`ParJob` runs it in a niced
``python -c`` worker over a socket pair (as :mod:`ai.review_worker` does): the worker
sends ``("progress", done, total)`` after each move, then ``("done", score)`` or
``("error", message)``; ``poll()`` never blocks.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import socket
import subprocess
import sys
from collections.abc import Callable
from datetime import date
from multiprocessing.connection import Connection

from ai import bots
from ai.tools.arena import mix
from game.engine.contract import GameState
from game.engine.i18n import N_
from game.rules import challenges, daily
from game.rules.challenges import Challenge

#: the most moves a par game may take before it is called broken
MAX_MOVES = 5000
#: why par could not be worked out when the worker went away (English; the Arcade screen
#: translates it where it shows it)
WORKER_GONE = N_("the worker stopped unexpectedly")


def moves_left(state: GameState, seed: int) -> int:
    """About how many moves the game has left: a random playout's length."""
    probe = state.clone()
    rng = random.Random(seed)
    count = 0
    while probe.current_player is not None and count < MAX_MOVES:
        probe.apply(rng.choice(probe.legal_actions()))
        count += 1
    return count


def play_par(challenge: Challenge, level: str = daily.PAR_LEVEL,
             on_move: Callable[[int, int], None] | None = None) -> int:
    """Your score when ``level`` plays your seat of ``challenge`` (the same every run
    once ``bots.set_iterations_only(True)``, as the worker sets it);
    ``on_move(done, about_total)`` after each move."""
    state = challenges.start_state(challenge)
    players = [bots.Bot(name) for name in challenge.seats(you_as=level)]
    base = mix(challenge.seed, len(challenge.key), *challenge.key.encode())
    moves = 0
    total = moves_left(state, base)
    while state.current_player is not None:
        if moves >= MAX_MOVES:
            raise RuntimeError(f"{challenge.key}: no end after {MAX_MOVES} moves")
        seat = state.current_player
        state.apply(players[seat].choose(state, mix(base, seat, moves)))
        moves += 1
        if moves % 8 == 0:  # the game's length, estimated again now and then
            total = moves + moves_left(state, mix(base, moves))
        total = max(total, moves + (state.current_player is not None))
        if on_move is not None:
            on_move(moves, total)
    return state.scores()[challenge.you]


class ParJob:
    """Par of one daily deal, played in its own niced process."""

    def __init__(self, game: str, day: date, level: str = daily.PAR_LEVEL,
                 opponent: str = daily.OPPONENT) -> None:
        self.game, self.day = game, day
        parent, child = socket.socketpair()
        fd = child.fileno()
        paths = [p for p in sys.path if p]
        code = ("import sys, json; sys.path[:0] = json.loads(sys.argv[1]); "
                "from ai.daily_par import serve; serve(int(sys.argv[2]))")
        self.process = subprocess.Popen([sys.executable, "-c", code, json.dumps(paths),
                                         str(fd)], pass_fds=[fd], stdin=subprocess.DEVNULL)
        child.close()
        self.conn = Connection(parent.detach())
        self.conn.send(("par", game, day.isoformat(), level, opponent))
        self.progress = 0.0
        self.par: int | None = None
        self.error = ""

    @property
    def finished(self) -> bool:
        """True once par or an error came back."""
        return self.par is not None or bool(self.error)

    def poll(self) -> None:
        """Read what the worker sent (never waits)."""
        try:
            while not self.finished and self.conn.poll():
                message = self.conn.recv()
                if message[0] == "progress":
                    done, total = message[1], message[2]
                    self.progress = min(1.0, done / total) if total else 1.0
                elif message[0] == "done":
                    self.par = int(message[1])
                    self.progress = 1.0
                elif message[0] == "error":
                    self.error = str(message[1])
        except (EOFError, OSError):
            if not self.finished:
                self.error = WORKER_GONE
        if self.finished:
            self.close()

    def close(self) -> None:
        """End the worker process and the pipe."""
        if self.process.poll() is None:
            self.process.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=1.0)
        with contextlib.suppress(OSError):
            self.conn.close()


def serve(fd: int) -> None:
    """The worker's side: one par, then exit."""
    with contextlib.suppress(OSError, AttributeError):
        os.nice(10)
    bots.set_iterations_only(True)
    conn = Connection(fd)
    try:
        _kind, game, day, level, opponent = conn.recv()
        challenge = daily.daily_challenge(game, date.fromisoformat(day), opponent=opponent)
        score = play_par(challenge, level, on_move=lambda i, n: conn.send(("progress", i, n)))
        conn.send(("done", score))
    except (EOFError, OSError):
        return
    except Exception as exc:  # noqa: BLE001 - the window shows one line, never a traceback
        with contextlib.suppress(EOFError, OSError):
            conn.send(("error", f"{type(exc).__name__}: {exc}"))
