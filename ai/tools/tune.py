"""``polis tune``'s search: level keys for a custom level that wins a target share of its
games against a given level.

A *trial* is one candidate level (the base level's values for the game with the searched
keys changed, and ``time_ms`` set to the think-time budget) playing ``games`` games
against the opponent, seats rotated and each deal played from every seat (as
``polis ladder`` pairs them). Its score is the share of games it placed above the
opponent (``ladder.pair_score``: a shared placing counts half). Optuna proposes the
candidates (a seeded TPE sampler, which copes with noisy objectives) to bring that share
close to the target; its study can live in an SQLite file, so a stopped run resumes.

The study file is untrusted: ``load_study`` checks its kind, its plan and every
finished trial before the first game, and fails with one line (ValueError).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ai.levels import BASELINES, FIELDS, Level, get_level
from ai.tools import arena, ladder
from game.engine.fields import one_line, shown

STUDY_NAME = "polis-tune"
FORMAT = "polis-arcade-tune-1"
SQLITE_MAGIC = b"SQLite format 3\x00"


@dataclass(frozen=True)
class Space:
    """The range a key is searched in (a part of its documented range in levels/ai.toml)."""

    kind: str  # "int", "float" or "choice"
    low: float = 0.0
    high: float = 0.0
    log: bool = False
    choices: tuple[Any, ...] = ()

    def describe(self) -> str:
        """The range as shown in --help and the docs."""
        if self.kind == "choice":
            return " | ".join(str(c).lower() for c in self.choices)
        low = int(self.low) if self.kind == "int" else self.low
        high = int(self.high) if self.kind == "int" else self.high
        return f"{low}..{high}{' (log scale)' if self.log else ''}"


#: the keys `polis tune --keys` may search (time_ms is the --budget-ms, not searched)
SPACES: dict[str, Space] = {
    "iterations": Space("int", 4, 10_000_000, log=True),  # the top: iterations_high()
    "exploration": Space("float", 0.05, 3.0),
    "worlds": Space("int", 0, 64),
    "rollout_policy": Space("choice", choices=("random", "greedy", "epsilon_greedy")),
    "epsilon": Space("float", 0.0, 1.0),
    "greedy_sample": Space("int", 1, 20),
    "rollout_depth": Space("int", 0, 100),
    "win_weight": Space("float", 0.0, 1.0),
    "widening": Space("float", 0.0, 10.0),
    "widening_exponent": Space("float", 0.0, 1.0),
    "root_ordering": Space("choice", choices=(True, False)),
    "temperature": Space("float", 0.0, 3.0),
    "reuse_tree": Space("choice", choices=(True, False)),
}
DEFAULT_KEYS = ("iterations", "temperature")


@dataclass(frozen=True)
class Plan:
    """What a tuning run searches and plays; a resumed study must have the same plan."""

    game: str
    players: int
    against: str
    target: float
    keys: tuple[str, ...]
    base: str
    name: str
    budget_ms: int
    games: int
    seed: int
    iterations_only: bool = False
    #: the top of the iterations range (0: 4x the opponent's, at least 2,000)
    max_iterations: int = 0

    def key(self) -> dict[str, Any]:
        """Plain data stored in the study and compared on resume."""
        data = asdict(self)
        data["keys"] = list(self.keys)
        return {"format": FORMAT, **data}


def check_keys(text: str) -> tuple[str, ...]:
    """``--keys``: comma-separated names of SPACES, each once; ValueError otherwise."""
    keys = tuple(k.strip() for k in text.split(",") if k.strip())
    unknown = [k for k in keys if k not in SPACES]
    if not keys or unknown:
        raise ValueError(f"unknown key {', '.join(map(shown, unknown)) or '(none)'} "
                         f"(keys: {', '.join(SPACES)})")
    if len(set(keys)) != len(keys):
        raise ValueError("a key is named twice")
    return keys


def candidate(plan: Plan, values: Mapping[str, Any]) -> Level:
    """The level a trial plays: the base level as it plays this game, the searched keys
    set, ``time_ms`` the budget (when there is one); no per-game tables left."""
    base = get_level(plan.base).for_game(plan.game)
    # 4 decimals: the level played is exactly the one the table writes
    changes = {key: round(value, 4) if isinstance(value, float) else value
               for key, value in values.items()}
    if plan.budget_ms:
        changes["time_ms"] = plan.budget_ms
    level = base.replace(name=plan.name, games={}, **changes)
    if level.iterations == 0 and level.time_ms == 0:
        level = level.replace(iterations=400)
    return level


def jobs(plan: Plan, trial: int, games: int | None = None) -> list[arena.Job]:
    """The games of trial ``trial``: fresh deals from (seed, trial); each deal played from
    every seat, the pair's order alternating deal by deal (as the ladder does)."""
    out = []
    for i in range(plan.games if games is None else games):
        order = [plan.name, plan.against] if (i // plan.players) % 2 == 0 else \
            [plan.against, plan.name]
        seats = arena.seating(order, plan.players, i)
        deal = i // plan.players
        out.append((plan.game, plan.players, seats, arena.mix(plan.seed, 13, trial, deal) >> 1,
                    arena.mix(plan.seed, 17, trial, i), i))
    return out


def score(plan: Plan, record: arena.GameRecord) -> float:
    """1, 0.5 or 0: whether the tuned level placed above the opponent in this game."""
    return ladder.pair_score(record.seats, record.scores, record.winners, plan.name,
                             plan.against)


def play_trial(
    plan: Plan, trial: int, level: Level, processes: int,
    on_game: Callable[[int, float], None] | None = None,
    executor: Any = None,
    games: int | None = None,
) -> tuple[float, int]:
    """(wins, games) of ``level`` in trial ``trial`` (``games`` of them, default the
    plan's); ``on_game(done, wins)`` after each game."""
    wins = [0.0]

    def done(record: arena.GameRecord, count: int) -> None:
        wins[0] += score(plan, record)
        if on_game:
            on_game(count, wins[0])

    job_list = jobs(plan, trial, games)
    arena.run_games(job_list, min(processes, len(job_list)), done, plan.iterations_only,
                    levels={plan.name: level}, executor=executor)
    return wins[0], len(job_list)


def suggest(trial: Any, keys: Sequence[str], iterations_high: int) -> dict[str, Any]:
    """The values an Optuna trial proposes for ``keys``."""
    values: dict[str, Any] = {}
    for key in keys:
        space = SPACES[key]
        if key == "iterations":
            values[key] = trial.suggest_int(key, int(space.low), iterations_high, log=True)
        elif space.kind == "int":
            values[key] = trial.suggest_int(key, int(space.low), int(space.high), log=space.log)
        elif space.kind == "float":
            values[key] = trial.suggest_float(key, space.low, space.high, log=space.log)
        else:
            values[key] = trial.suggest_categorical(key, list(space.choices))
    return values


def iterations_high(plan: Plan) -> int:
    """The top of the iterations range: the plan's, or 4x the opponent's iterations and
    at least 2,000."""
    if plan.max_iterations:
        return plan.max_iterations
    opponent = 0 if plan.against in BASELINES else \
        get_level(plan.against).for_game(plan.game).iterations
    return int(min(FIELDS["iterations"].maximum or 20_000, max(2_000, 4 * opponent)))


def objective_value(plan: Plan, wins: float, games: int) -> float:
    """What the search minimises: the squared distance of the win share to the target."""
    return (wins / games - plan.target) ** 2


@dataclass(frozen=True)
class Result:
    """One finished trial: its values, wins and games."""

    number: int
    values: dict[str, Any]
    wins: float
    games: int
    #: how many of the games were the confirmation's (fresh deals after the search)
    confirmed: int = 0

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        return arena.wilson(self.wins, self.games)


def best(plan: Plan, results: Sequence[Result]) -> Result | None:
    """The finished trial whose win share is closest to the target (the earliest on ties)."""
    if not results:
        return None
    return min(results, key=lambda r: (abs(r.rate - plan.target), r.number))


#: confirmation games of a trial are seeded as trial CONFIRM_OFFSET + its number
CONFIRM_OFFSET = 1_000_000
CONFIRM_TOP = 3


def to_confirm(plan: Plan, results: Sequence[Result]) -> list[Result]:
    """The CONFIRM_TOP trials closest to the target, to play more games each."""
    return sorted(results, key=lambda r: (abs(r.rate - plan.target), r.number))[:CONFIRM_TOP]


def confirmed_games(plan: Plan, study: Any, results: Sequence[Result],
                    games: int) -> dict[int, tuple[float, int]]:
    """The confirmation games already in the study (``games`` each), checked: trial
    number -> (wins, games). ValueError (one line) when damaged."""
    raw = study.user_attrs.get("confirmed", {})
    if not isinstance(raw, dict):
        raise ValueError("its confirmation games are damaged")
    numbers = {r.number for r in results}
    out: dict[int, tuple[float, int]] = {}
    for key, value in raw.items():
        if not (isinstance(key, str) and key.isascii() and key.isdigit()
                and int(key) in numbers):
            raise ValueError(f"confirmation of {shown(key)}: not a finished trial")
        if not (isinstance(value, list) and len(value) == 2 and _wins_ok(*value)):
            raise ValueError(f"confirmation of trial {int(key) + 1}: its wins are damaged")
        if value[1] == games:
            out[int(key)] = (float(value[0]), int(value[1]))
    return out


def _wins_ok(wins: Any, games: Any) -> bool:
    return (isinstance(games, int) and not isinstance(games, bool) and games > 0
            and isinstance(wins, int | float) and not isinstance(wins, bool)
            and math.isfinite(wins) and 0 <= wins <= games and 2 * wins == int(2 * wins))


def describe(values: Mapping[str, Any]) -> str:
    """Key values for the progress line: ``iterations 120, temperature 0.41``."""
    return ", ".join(f"{k} {_fmt(v)}" for k, v in values.items())


def _fmt(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return f"{value:.3g}"
    return str(value)


def toml_table(plan: Plan, result: Result, trials: int) -> str:
    """The best level as a ready ``[ai.<name>]`` table, its measured rate in a comment."""
    import tomli_w

    level = candidate(plan, result.values)
    base = get_level(plan.base).for_game(plan.game)
    changes = {key: getattr(level, key) for key in FIELDS
               if getattr(level, key) != getattr(base, key) or key in result.values}
    lo, hi = result.interval()
    where = f"trial {result.number + 1} of {trials}"
    if result.confirmed:
        where = (f"{result.games - result.confirmed} in {where}, {result.confirmed} more on "
                 "fresh deals after the search")
    header = (
        f"# polis tune: {plan.game}, {plan.players} players, against {plan.against}, "
        f"target {100 * plan.target:.0f}%\n"
        f"# measured: won {100 * result.rate:.0f}% of {result.games} games "
        f"(95% interval {100 * lo:.0f}-{100 * hi:.0f}%): {where}\n"
        f"# (paste into your settings file; the [ai.{plan.name}.{plan.game}] table sets the "
        f"keys for {plan.game})\n"
    )
    body = tomli_w.dumps({"ai": {plan.name: {"base": plan.base, plan.game: changes}}})
    return header + body


# -- the study file (untrusted) ---------------------------------------------------------


def check_study_file(path: Path) -> None:
    """An existing study file must be a SQLite database (ValueError, one line)."""
    name = one_line(str(path))
    if not path.exists():
        return
    if not path.is_file():
        raise ValueError(f"{name}: not a regular file")
    try:
        with path.open("rb") as handle:
            head = handle.read(len(SQLITE_MAGIC))
    except OSError as exc:
        raise ValueError(f"{name}: cannot read: {one_line(exc.strerror or str(exc))}") from None
    if head and head != SQLITE_MAGIC:
        raise ValueError(f"{name}: cannot resume: not a tune study (an SQLite file)")


def _valid_value(space: Space, key: str, value: Any, high: int) -> bool:
    if space.kind == "choice":
        return any(value == c and type(value) is type(c) for c in space.choices)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    if not math.isfinite(value):
        return False
    top = high if key == "iterations" else space.high
    if space.kind == "int" and (not isinstance(value, int) and not float(value).is_integer()):
        return False
    return space.low <= value <= top


def finished_trials(plan: Plan, study: Any) -> list[Result]:
    """The study's finished trials, each checked (ValueError naming the trial)."""
    import optuna

    high = iterations_high(plan)
    results = []
    for trial in study.get_trials(deepcopy=False):
        if trial.state != optuna.trial.TrialState.COMPLETE:
            continue
        where = f"trial {trial.number + 1}"
        params = trial.params
        if set(params) != set(plan.keys):
            raise ValueError(f"{where}: keys {shown(sorted(params))}, not {shown(list(plan.keys))}")
        for key, value in params.items():
            if not _valid_value(SPACES[key], key, value, high):
                raise ValueError(f"{where}: {key} is {shown(value)}, outside its range")
        wins, games = trial.user_attrs.get("wins"), trial.user_attrs.get("games")
        if (not isinstance(games, int) or isinstance(games, bool) or games != plan.games
                or isinstance(wins, bool) or not isinstance(wins, int | float)
                or not math.isfinite(wins) or not 0 <= wins <= games
                or (2 * wins) != int(2 * wins)):
            raise ValueError(f"{where}: its wins and games are damaged")
        values = {key: int(params[key]) if SPACES[key].kind == "int" else params[key]
                  for key in plan.keys}
        results.append(Result(trial.number, values, float(wins), games))
    return results


def open_study(plan: Plan, path: Path | None) -> Any:
    """A new or resumed Optuna study for ``plan`` (in memory without ``path``).

    ValueError (one line naming the file) when the file is not a study of this plan."""
    import optuna

    optuna.logging.set_verbosity(optuna.logging.WARNING)
    sampler = optuna.samplers.TPESampler(seed=plan.seed % (2**32), n_startup_trials=5)
    if path is None:
        study = optuna.create_study(study_name=STUDY_NAME, sampler=sampler)
        study.set_user_attr("plan", plan.key())
        return study
    name = one_line(str(path))
    check_study_file(path)
    existed = path.exists() and path.stat().st_size > 0
    try:
        storage = optuna.storages.RDBStorage(f"sqlite:///{path.resolve()}")
        study = optuna.create_study(study_name=STUDY_NAME, storage=storage, sampler=sampler,
                                    load_if_exists=True)
        stored = study.user_attrs.get("plan")
        if stored is None and existed and study.trials:
            raise ValueError("it has trials but no plan")
        if stored is None:
            study.set_user_attr("plan", plan.key())
            stored = plan.key()
        if not isinstance(stored, dict):
            raise ValueError("its plan is damaged")
        for key, value in plan.key().items():
            if stored.get(key) != value:
                raise ValueError(f"{key} is {shown(stored.get(key))}, not {shown(value)}")
        finished_trials(plan, study)
    except ValueError as exc:
        raise ValueError(f"{name}: cannot resume: {one_line(str(exc))[:160]}") from None
    except Exception as exc:  # sqlalchemy and optuna raise their own kinds on a bad file
        reason = one_line(str(exc).split("\n")[0])[:120] or type(exc).__name__
        raise ValueError(f"{name}: cannot resume: not a tune study ({reason})") from None
    return study
