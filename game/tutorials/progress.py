"""Where each tutorial was left: ``tutorials.toml`` in the data folder.

Each entry stores the version of the script it was played with (a digest of the
script's deal and steps), the step reached and the actions done. Written atomically;
read with the hardened reader. :func:`restore` replays the actions through the rules
and the step machine: anything that does not lead to a valid step (a damaged file, a
changed script, moves that no longer replay, a step out of place) means starting that
tutorial over with a notice, never a crash.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import rules
from game.engine import paths
from game.engine.config import read_user_file, write_user_file
from game.engine.contract import GameState
from game.engine.i18n import N_
from game.tutorials.runner import TutorialRunner, new_state, opponent_move
from game.tutorials.script import ANY, Script

FILE = "tutorials.toml"
MAX_MOVES = 2000
MAX_VERSION = 64

#: the notices of a tutorial that starts over (English: translated where they are shown)
CHANGED = N_("This tutorial has changed since you last played it, so it starts again from "
             "the top.")
DAMAGED = N_("Your place in this tutorial could not be read back, so it starts again from "
             "the top.")


@dataclass
class Progress:
    """A tutorial's step, the moves played so far (to rebuild the game) and its version."""

    step: int = 0
    moves: list[tuple[int, str]] = field(default_factory=list)
    done: bool = False
    version: str = ""


@dataclass
class Restored:
    """Where a tutorial picks up: its step machine, the game and a notice ('' if none)."""

    runner: TutorialRunner
    state: GameState
    notice: str = ""  # English (CHANGED, DAMAGED): translated where it is said


class ProgressError(ValueError):
    """Saved progress that does not replay to a valid step (the message says where)."""


def script_version(script: Script) -> str:
    """A digest of what makes a script's game: deal, options and every step."""
    body = {"game": script.game, "players": script.players, "seed": script.seed,
            "human": script.human, "options": script.options, "level": script.level,
            "names": list(script.names),
            "steps": [[s.kind, s.text, s.element, s.action] for s in script.steps]}
    text = json.dumps(body, sort_keys=True, ensure_ascii=True, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def progress_path() -> Path:
    """The progress file."""
    return paths.data_dir() / FILE


def _read_all() -> dict[str, Any]:
    data, _problems = read_user_file(progress_path())  # damage = start over
    return data


def load(game: str) -> Progress:
    """The saved progress of ``game`` (a fresh start when missing or damaged)."""
    return load_entry(game)[0]


def load_entry(game: str) -> tuple[Progress, bool]:
    """The saved progress of ``game`` and whether an entry was there but unusable."""
    entry = _read_all().get(game)
    if entry is None:
        return Progress(), False
    if not isinstance(entry, dict):
        return Progress(), True
    step, done, raw = entry.get("step"), entry.get("done", False), entry.get("moves", [])
    version = entry.get("version", "")
    if (isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= 1000
            or not isinstance(done, bool) or not isinstance(raw, list) or len(raw) > MAX_MOVES
            or not isinstance(version, str) or len(version) > MAX_VERSION):
        return Progress(), True
    moves: list[tuple[int, str]] = []
    for item in raw:
        if (not isinstance(item, list) or len(item) != 2 or isinstance(item[0], bool)
                or not isinstance(item[0], int) or not 0 <= item[0] < 8
                or not isinstance(item[1], str) or not 0 < len(item[1]) <= 200):
            return Progress(), True
        moves.append((item[0], item[1]))
    return Progress(step, moves, done, version), False


def save(game: str, progress: Progress | None) -> None:
    """Remember ``progress`` for ``game`` (None forgets it); a failing disk is ignored."""
    data = {name: entry for name, entry in _read_all().items()
            if name != game and isinstance(entry, dict) and name.isidentifier()}
    if progress is not None:
        data[game] = {"version": progress.version, "step": progress.step,
                      "done": progress.done,
                      "moves": [[seat, move] for seat, move in progress.moves]}
    with contextlib.suppress(OSError):
        write_user_file(progress_path(), data)


# -- picking a tutorial up again --------------------------------------------------------
def restore(script: Script, resume: bool = True) -> Restored:
    """The saved progress of ``script``'s game replayed, or a fresh start with a notice.

    A finished (or skipped) tutorial starts over without a notice, as does one never
    started. Any other entry must be of this script's version and replay, move by move,
    exactly as the tutorial would have played it, to the step it names.
    """
    fresh = Restored(TutorialRunner(script), new_state(script))
    if not resume:
        return fresh
    saved, damaged = load_entry(script.game)
    if damaged:
        fresh.notice = DAMAGED
        return fresh
    if saved.done or (not saved.step and not saved.moves):
        return fresh
    if saved.version != script_version(script):
        fresh.notice = CHANGED
        return fresh
    try:
        runner, state = replay(script, saved)
    except ProgressError:
        fresh.notice = DAMAGED
        return fresh
    return Restored(runner, state)


def replay(script: Script, saved: Progress) -> tuple[TutorialRunner, GameState]:
    """Rebuild the step machine and the game from ``saved``; ProgressError when it does
    not replay to a step the learner can carry on from."""
    runner = TutorialRunner(script)
    state = new_state(script)
    game_rules = rules.get(script.game)
    for number, (seat, text) in enumerate(saved.moves, 1):
        while True:  # no move happens while a step waits for Next: it was pressed
            step = runner.step
            if step is None or step.kind == "summary":
                raise ProgressError(f"move {number}: played after the tutorial's last step")
            if not runner.needs_next():
                break
            runner.next(state)
        if state.current_player != seat:
            raise ProgressError(f"move {number}: out of turn")
        try:
            action = game_rules.parse_action(state, text)
        except Exception as exc:  # noqa: BLE001 - whatever the rules say, it does not replay
            raise ProgressError(f"move {number}: {exc}") from None
        if seat == script.human:
            if not runner.allows(seat, action):
                raise ProgressError(f"move {number}: not what step {runner.index + 1} asks")
        elif not runner.opponent_may_move() or str(opponent_move(state)) != str(action):
            raise ProgressError(f"move {number}: not the scripted opponent's move")
        before = state.clone()
        try:
            state.apply(action)
        except Exception as exc:  # noqa: BLE001
            raise ProgressError(f"move {number}: {exc}") from None
        runner.applied(seat, action, before, state)
    while runner.index < saved.step and runner.needs_next():  # Next pressed since
        runner.next(state)
    if runner.index != saved.step:
        raise ProgressError(f"the moves lead to step {runner.index + 1}, not {saved.step + 1}")
    runner.resumed(state)
    _check_doable(runner, state)
    runner.moves = list(saved.moves)
    return runner, state


def _check_doable(runner: TutorialRunner, state: GameState) -> None:
    """The step reached can be carried out in ``state``."""
    step = runner.step
    if step is None:
        raise ProgressError("the tutorial was already over")
    if step.kind in ("do", "watch") and state.is_terminal():
        raise ProgressError(f"step {runner.index + 1}: the game is over")
    if step.kind == "do" and state.current_player == runner.human and step.action != ANY:
        legal = {" ".join(str(a).split()) for a in state.legal_actions()}
        if step.action not in legal:
            raise ProgressError(f"step {runner.index + 1}: its move is not possible here")
