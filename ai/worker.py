"""The search worker process behind :class:`ai.Thinker`.

The UI process sends a state as ``state.to_dict()`` and the worker rebuilds it with
the game's ``Rules.from_dict``, so the pure-Python search never competes with the
UI's frame loop for the GIL. Messages (plain tuples over a Pipe):

- to the worker: ``("search", job, locator, state_dict, level_dict, seed)``,
  ``("cancel", job)``, ``("stop",)``;
- from the worker: ``("progress", job, fraction)``,
  ``("done", job, chosen_text, [(text, share, win, margin), ...])``,
  ``("cancelled", job)``, ``("error", job, message)``.
"""

from __future__ import annotations

import importlib
import signal
import time
from collections.abc import Mapping
from multiprocessing.connection import Connection
from typing import Any

from ai.levels import Level
from ai.mcts import Search
from game.engine.contract import GameState, Rules

Locator = tuple[str, str]
POLL_SECONDS = 0.02


def locate(state: GameState) -> Locator:
    """How a worker finds the rules of ``state``: a registered name or a module path."""
    from ai.games import game_name
    from game import rules

    name = game_name(state)
    if name in rules.names():
        return ("registry", name)
    return ("module", type(state).__module__)


def resolve(locator: Locator) -> Rules:
    """The Rules object a :func:`locate` result names."""
    kind, value = locator
    if kind == "registry":
        from game import rules

        return rules.get(value)
    module = importlib.import_module(value)
    for item in vars(module).values():
        if isinstance(item, Rules):
            return item
    raise ValueError(f"no Rules object in module {value}")


def run_job(
    conn: Connection,
    job: int,
    locator: Locator,
    data: Mapping[str, Any],
    level: Level,
    seed: int,
) -> list[Any] | None:
    """Search one position, reporting progress; returns a message that arrived meanwhile."""
    state = resolve(locator).from_dict(data)
    search = Search(state, level, seed)
    pending: list[Any] = []
    stopped = [False]
    last_poll = [time.perf_counter()]

    def should_stop() -> bool:
        now = time.perf_counter()
        if now - last_poll[0] < POLL_SECONDS:
            return False
        last_poll[0] = now
        while conn.poll():
            message = conn.recv()
            if message[0] == "cancel" and message[1] == job:
                stopped[0] = True
            elif message[0] in ("search", "stop"):
                pending.append(message)
                stopped[0] = True
        return stopped[0]

    def on_progress(fraction: float) -> None:
        conn.send(("progress", job, fraction))

    search.run(should_stop=should_stop, on_progress=on_progress)
    if stopped[0]:
        conn.send(("cancelled", job))
        return pending[0] if pending else None
    candidates = search.candidates()
    chosen = search.choose()
    conn.send(
        (
            "done",
            job,
            str(chosen),
            [(c.text, c.visit_share, c.win_probability, c.expected_margin) for c in candidates],
        )
    )
    return None


def serve(fd: int) -> None:
    """Entry point of a worker process started with its end of a socket pair.

    Ctrl-C is ignored (it reaches every process of the terminal's group; the parent
    handles it); the worker ends when its parent closes the pipe or dies.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    conn = Connection(fd)
    try:
        main(conn)
    finally:
        conn.close()


def main(conn: Connection) -> None:
    """The worker's loop: one job at a time until ``("stop",)`` or the pipe closes."""
    message: Any = None
    while True:
        if message is None:
            try:
                message = conn.recv()
            except (EOFError, OSError):
                return
        kind = message[0]
        if kind == "stop":
            return
        if kind != "search":
            message = None  # a stale cancel
            continue
        _, job, locator, data, level_data, seed = message
        message = None
        try:
            message = run_job(conn, job, tuple(locator), data, Level.from_dict(level_data), seed)
        except Exception as exc:  # noqa: BLE001 - reported to the UI, the worker lives on
            try:
                conn.send(("error", job, f"{type(exc).__name__}: {exc}"))
            except (EOFError, OSError):
                return
