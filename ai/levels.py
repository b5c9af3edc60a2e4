"""Difficulty levels: shipped presets in levels/ai.toml, per-key overrides in the user file.

The shipped file has one table per preset (``[beginner]`` … ``[expert]``). The user's
settings file (``game.engine.paths.user_config_path()``) may hold ``[ai.<level>]``
tables: an existing name overrides keys of that preset, a new name is a custom level
built on ``base`` (a preset name, "normal" by default). Every problem becomes one
line naming the file and the key, and the value below it is kept.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine import paths, registry
from game.engine.config import Field, check_table, read_user_file
from game.engine.errors import UserFileError
from game.engine.fields import one_line, shown
from game.engine.i18n import _, language
from game.engine.tomlfile import read_toml

PRESETS = ("beginner", "easy", "normal", "hard", "expert")
POLICIES = ("random", "greedy", "epsilon_greedy")
BASELINES = ("random", "greedy")

FIELDS: dict[str, Field] = {
    "iterations": Field(int, 400, minimum=0, maximum=10_000_000),
    "time_ms": Field(int, 0, minimum=0, maximum=600_000),
    "exploration": Field(float, 0.7, minimum=0.0, maximum=100.0),
    "worlds": Field(int, 0, minimum=0, maximum=100_000),
    "rollout_policy": Field(str, "epsilon_greedy", choices=POLICIES),
    "epsilon": Field(float, 0.3, minimum=0.0, maximum=1.0),
    "greedy_sample": Field(int, 6, minimum=1, maximum=10_000),
    "rollout_depth": Field(int, 0, minimum=0, maximum=100_000),
    "win_weight": Field(float, 0.5, minimum=0.0, maximum=1.0),
    "widening": Field(float, 2.0, minimum=0.0, maximum=1000.0),
    "widening_exponent": Field(float, 0.5, minimum=0.0, maximum=1.0),
    "root_ordering": Field(bool, True),
    "temperature": Field(float, 0.0, minimum=0.0, maximum=100.0),
    "reuse_tree": Field(bool, True),
}
BASE_KEY = "base"
MAX_NAME = 24


@dataclass(frozen=True)
class Level:
    """The resolved settings of one difficulty level (see levels/ai.toml for each key)."""

    name: str
    iterations: int = 400
    time_ms: int = 0
    exploration: float = 0.7
    worlds: int = 0
    rollout_policy: str = "epsilon_greedy"
    epsilon: float = 0.3
    greedy_sample: int = 6
    rollout_depth: int = 0
    win_weight: float = 0.5
    widening: float = 2.0
    widening_exponent: float = 0.5
    root_ordering: bool = True
    temperature: float = 0.0
    reuse_tree: bool = True
    #: per-game overrides: game name -> {key: value} (already validated)
    games: dict[str, dict[str, Any]] = dataclasses.field(default_factory=dict)

    def for_game(self, game: str) -> Level:
        """This level with the overrides of ``game`` applied (itself when there are none)."""
        changes = self.games.get(game)
        if not changes:
            return self
        return dataclasses.replace(self, **changes)

    @property
    def deterministic(self) -> bool:
        """True when the budget is by iterations only (same seed, same answer)."""
        return self.time_ms == 0

    def to_dict(self) -> dict[str, Any]:
        """Plain data (sent to the worker process)."""
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Level:
        """Rebuild from :meth:`to_dict` output."""
        return cls(**dict(data))

    def replace(self, **changes: Any) -> Level:
        """A copy with some keys changed (values are not re-validated)."""
        return dataclasses.replace(self, **changes)


def shipped_file() -> Path:
    """levels/ai.toml, the shipped presets."""
    return paths.level_path("ai.toml")


def _budget_problem(values: dict[str, Any], file: str, prefix: str) -> str | None:
    if values["iterations"] == 0 and values["time_ms"] == 0:
        return f"{file}: {prefix}iterations: " + _no_budget()
    return None


def _no_budget() -> str:
    # Translators: iterations and time_ms are keys of the settings file: keep them
    return _("iterations and time_ms are both 0 (no budget)")


def load_levels(
    shipped: Path | None = None, user: Path | None = None
) -> tuple[dict[str, Level], list[str]]:
    """Every level by name (presets first, then custom ones) and the problems found."""
    shipped = shipped or shipped_file()
    user = user or paths.user_config_path()
    shipped_name, user_name = one_line(str(shipped)), one_line(str(user))
    problems: list[str] = []
    defaults = {key: field.default for key, field in FIELDS.items()}
    raw: dict[str, Any] = {}
    try:
        raw = read_toml(shipped)
    except UserFileError as exc:
        # Translators: {problem} names the file and says why it cannot be read
        problems.append(_("{problem}; using the built-in defaults").format(problem=exc))
    tables: dict[str, dict[str, Any]] = {}
    for name in PRESETS:
        data = raw.get(name, {})
        if not isinstance(data, dict):
            problems.append(f"{shipped_name}: {name}: " + _("expected a table"))
            data = {}
        elif name not in raw and raw:
            problems.append(f"{shipped_name}: {name}: "
                            + _("missing preset; using the built-in defaults"))
        data, game_tables = _split_games(data)
        values, found = check_table(data, FIELDS, shipped_name, f"{name}.", defaults)
        problems += found
        values = _checked_budget(values, defaults, shipped_name, f"{name}.", problems)
        values["games"] = _game_overrides(game_tables, values, {}, shipped_name, f"{name}.",
                                          problems)
        tables[name] = values
    for name in raw:
        if name not in PRESETS:
            problems.append(f"{shipped_name}: {one_line(name)}: "
                            + _("unknown preset (custom levels go in the user file)"))

    user_data, found = read_user_file(user)
    problems += found
    ai_tables = user_data.get("ai", {})
    if not isinstance(ai_tables, dict):
        problems.append(f"{user_name}: ai: " + _("expected a table of levels"))
        ai_tables = {}
    for name, data in ai_tables.items():
        prefix = f"ai.{one_line(name)}."
        if not _usable_name(name):
            problems.append(f"{user_name}: {prefix[:-1]}: " + _(
                "a level name is 1 to {n} letters, digits, spaces, '-' or '_'; level "
                "ignored").format(n=MAX_NAME))
            continue
        if not isinstance(data, dict):
            problems.append(f"{user_name}: ai.{name}: " + _("expected a table"))
            continue
        if name in BASELINES:
            # Translators: {name} is a bot's name as written in the file (random, greedy)
            problems.append(f"{user_name}: ai.{name}: " + _(
                "{name} is a baseline bot, not a level").format(name=f"'{name}'"))
            continue
        data = dict(data)
        base_name = data.pop(BASE_KEY, None)
        if base_name is not None and not isinstance(base_name, str):
            problems.append(f"{user_name}: {prefix}{BASE_KEY}: " + _(
                "expected a level name, got {value}; using {level}").format(
                    value=shown(base_name), level="'normal'"))
            base_name = None if name in PRESETS else "normal"
        if name in PRESETS:
            if base_name is not None:
                problems.append(f"{user_name}: {prefix}{BASE_KEY}: "
                                + _("only custom levels have a base"))
            base = tables[name]
        else:
            if base_name is None:
                base_name = "normal"
            if base_name not in tables or base_name == name:
                problems.append(f"{user_name}: {prefix}{BASE_KEY}: " + _(
                    "unknown level {value} (known: {known}); using {level}").format(
                        value=shown(base_name), known=", ".join(tables), level="'normal'"))
                base_name = "normal"
            base = tables[base_name]
        data, game_tables = _split_games(data)
        base_games = base["games"]
        values, found = check_table(data, FIELDS, user_name, prefix, _plain(base))
        problems += found
        values = _checked_budget(values, base, user_name, prefix, problems)
        values["games"] = _game_overrides(game_tables, values, base_games, user_name, prefix,
                                          problems)
        tables[name] = values
    levels = {name: Level(name=name, **values) for name, values in tables.items()}
    return levels, problems


def _checked_budget(
    values: dict[str, Any], base: Mapping[str, Any], file: str, prefix: str, problems: list[str]
) -> dict[str, Any]:
    problem = _budget_problem(values, file, prefix)
    if problem is None:
        return values
    # Translators: "iterations = 400" is written as in the settings file: keep it
    problems.append(_("{problem}; using {setting}").format(
        problem=problem, setting=f"iterations = {base['iterations'] or 400}"))
    return {**values, "iterations": base["iterations"] or 400}


def _plain(values: Mapping[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in values.items() if key in FIELDS}


def _usable_name(name: str) -> bool:
    """A custom level name that reads well on screen: short, letters, digits, '-', '_', ' '."""
    return 0 < len(name) <= MAX_NAME and all(ch.isalnum() or ch in " -_" for ch in name)


def _split_games(data: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """(plain keys, per-game sub-tables) of a level table."""
    plain = {k: v for k, v in data.items() if not isinstance(v, dict)}
    games = {k: v for k, v in data.items() if isinstance(v, dict)}
    return plain, games


def _game_overrides(
    tables: Mapping[str, Any],
    values: Mapping[str, Any],
    inherited: Mapping[str, dict[str, Any]],
    file: str,
    prefix: str,
    problems: list[str],
) -> dict[str, dict[str, Any]]:
    """Validated per-game overrides: ``[<level>.<game>]`` tables over the level's values."""
    result = {game: dict(changes) for game, changes in inherited.items()}
    known = registry.names() if tables else []
    for game, data in tables.items():
        where = one_line(f"{prefix}{game}.")
        if game not in known:
            # Translators: {known} are the games' names as written in the file
            problems.append(f"{file}: {where[:-1]}: " + _(
                "unknown game (known: {known}); table ignored").format(known=", ".join(known)))
            continue
        base = {**_plain(values), **result.get(game, {})}
        checked, found = check_table(data, FIELDS, file, where, base)
        problems += found
        if checked["iterations"] == 0 and checked["time_ms"] == 0:
            problems.append(f"{file}: {where}iterations: " + _("{problem}; using {setting}").format(
                problem=_no_budget(), setting=f"iterations = {values['iterations'] or 400}"))
            checked["iterations"] = values["iterations"] or 400
        changes = {k: v for k, v in checked.items() if v != values[k]}
        result[game] = changes
    return {game: changes for game, changes in result.items() if changes}


_cache: dict[tuple[str, str, float, float, str], tuple[dict[str, Level], list[str]]] = {}


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return -1.0


def levels() -> tuple[dict[str, Level], list[str]]:
    """The levels from the shipped and user files, re-read when either file changed (or
    the language did: the problems are in the player's words)."""
    shipped, user = shipped_file(), paths.user_config_path()
    key = (str(shipped), str(user), _mtime(shipped), _mtime(user), language())
    if key not in _cache:
        _cache.clear()
        _cache[key] = load_levels(shipped, user)
    return _cache[key]


def level_names() -> list[str]:
    """Preset names in order of strength, then custom levels."""
    return list(levels()[0])


def problems() -> list[str]:
    """One line per problem found in the level files (empty when all is well)."""
    return list(levels()[1])


def get_level(level: str | Level) -> Level:
    """A level by name (or a Level passed through); ValueError naming the known ones."""
    if isinstance(level, Level):
        return level
    table = levels()[0]
    if level not in table:
        raise ValueError(f"unknown AI level {shown(level)} (known: {', '.join(table)})")
    return table[level]
