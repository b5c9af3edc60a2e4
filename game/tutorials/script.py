"""A tutorial script: a fixed deal and the coach's steps, checked when loaded.

Format (TOML)::

    game = "akropolis"              # must be the game the script is loaded for
    title = "Learn Akropolis"
    [deal]
    players = 2                     # one of the game's player counts
    seed = 11                       # the fixed deal
    human = 0                       # the learner's seat
    level = "beginner"              # the AI level once the tutorial is over
    names = ["Basil"]               # the other seats' names (optional)
    options = {}                    # game options (optional)
    [[step]]
    kind = "explain"                # explain (Next) | do | watch | summary (last step only)
    element = "construction_site"   # a name in ELEMENTS the coach points at ("none")
    text = "One or two sentences; {score} {gained} {their_score} {their_gained} fill in."
                                    # {you_did}: your last move in the move log's words
    action = "any"                  # do steps only: "any" or an exact action text
    [[step.case]]                   # optional: words for a state (the first that holds)
    when = "you_may:milestone"      # you_may:P  you may now play an action starting with P
                                    # you_did:P  your last action started with P
                                    # "not " before either turns it round
    text = "You won it! ..."        # replaces the step's text while ``when`` holds
    element = "district"            # optional: where to point instead

The title and every text (a step's and a case's) are player's words: the catalogue tool
extracts them (``TOML_KEYS`` in ``game/i18n_tools/catalogues.py``) and the coach shows
them translated, filled in after translation; so placeholders are named (``{score}``,
never ``{}``) and each text is a whole sentence or more.

A ``watch`` step starts on the opponent's turn: it shows with Next while the opponent
waits, then stays up while the opponent moves and ends when the learner is to play
again; a ``do`` step starts on the learner's turn (``rehearse`` checks both). No step
is passed by the game alone, and each appears only once the move before it has been
shown (scores included).

Shipped scripts (``levels/tutorials/``, the file named by the game descriptor's
``tutorial``) are trusted data: a problem raises
:class:`~game.engine.paths.ShippedDataError` with one line naming the file and step.
A user's script (``load_user_script``) goes through the hardened reader and raises
:class:`~game.engine.errors.UserFileError` the same way.
"""

from __future__ import annotations

import string
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.engine import paths, registry
from game.engine.errors import UserFileError
from game.engine.fields import shown
from game.engine.tomlfile import read_toml

#: what a step asks of the player
KINDS = ("explain", "do", "watch", "summary")
#: the words a coach text may fill in from the state (see runner.fill)
PLACEHOLDERS = frozenset({"gained", "score", "their_score", "their_gained", "you_did"})
#: named interface elements a step may point at (each game maps the ones it has)
ELEMENTS = frozenset({
    "none", "city", "construction_site", "score_track", "hint_button", "undo_button",
    "menu_button", "players", "your_panel", "stones", "hand", "district", "milestones",
    "era", "discard_button", "confirm_button", "draft_cards", "cards", "tiles",
    "actions", "area",
})
ANY = "any"
#: the tests a step's case may make on the state (see runner.holds)
CONDITIONS = ("you_may", "you_did")
MAX_CASES = 6
MAX_STEPS = 60
MAX_TEXT = 240


@dataclass(frozen=True)
class Case:
    """Other words for a step while a test on the state holds (what you did, may do)."""

    when: str
    text: str
    #: where to point instead ("" keeps the step's element)
    element: str = ""

    @property
    def test(self) -> tuple[bool, str, str]:
        """(negated, condition, action prefix) of ``when``."""
        negated = self.when.startswith("not ")
        name, _, prefix = self.when.removeprefix("not ").partition(":")
        return negated, name, prefix


@dataclass(frozen=True)
class Step:
    """One coach mark: what to say, where to point, what the player must do."""

    kind: str
    text: str
    element: str = "none"
    #: for ``do`` steps: the exact action text, or ``any`` for any legal action
    action: str = ""
    #: other words for particular states, the first that holds wins
    cases: tuple[Case, ...] = ()


@dataclass(frozen=True)
class Script:
    """A whole guided game."""

    game: str
    title: str
    players: int
    seed: int
    human: int
    options: dict[str, Any] = field(default_factory=dict)
    #: the AI level the opponent plays at once the tutorial is over
    level: str = "easy"
    names: tuple[str, ...] = ()
    steps: tuple[Step, ...] = ()
    source: str = ""


class ScriptError(ValueError):
    """A script is unusable; the message is one line naming the file and step."""


def shipped_path(game: str):
    """The shipped script of ``game`` (a Traversable): its descriptor's ``tutorial``
    under levels/tutorials/; ShippedDataError when the game declares none."""
    found = registry.find(game)
    if found is None or found.tutorial is None:
        raise paths.ShippedDataError(f"{game} has no tutorial")
    return paths.level_file("tutorials", found.tutorial)


def available(game: str) -> bool:
    """Does ``game`` ship a tutorial?"""
    try:
        return shipped_path(game).is_file()
    except paths.ShippedDataError:
        return False


def load_script(game: str) -> Script:
    """The shipped script of ``game``; ShippedDataError (one line) when it is broken."""
    resource = shipped_path(game)
    name = paths.data_name(resource)
    data = paths.read_data_toml(resource)
    try:
        return parse_script(data, name, game)
    except ScriptError as exc:
        raise paths.ShippedDataError(str(exc)) from None


def load_user_script(path: str | Path, game: str) -> Script:
    """A script from outside (hardened reader); UserFileError (one line) when unusable."""
    data = read_toml(path)
    try:
        return parse_script(data, str(path), game)
    except ScriptError as exc:
        raise UserFileError(str(exc)) from None


def _text(value: Any, where: str, limit: int = MAX_TEXT) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ScriptError(f"{where}: expected some text, got {shown(value)}")
    if len(value) > limit:
        raise ScriptError(f"{where}: text longer than {limit} characters")
    if not value.isprintable():
        raise ScriptError(f"{where}: text holds a control character")
    try:
        names = {part[1] for part in string.Formatter().parse(value) if part[1] is not None}
    except ValueError as exc:
        raise ScriptError(f"{where}: bad braces in text ({exc})") from None
    if any(not n or n[0].isdigit() for n in names):  # a translator must be able to reorder
        raise ScriptError(f"{where}: placeholders must be named ({{score}}, not {{}} or {{0}})")
    unknown = sorted(n for n in names if n not in PLACEHOLDERS)
    if unknown:
        raise ScriptError(f"{where}: unknown placeholder {{{unknown[0]}}} "
                          f"(known: {', '.join(sorted(PLACEHOLDERS))})")
    return value


def _int(value: Any, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ScriptError(f"{where}: expected a whole number {low}..{high}, got {shown(value)}")
    return value


def _case(raw: Any, where: str) -> Case:
    if not isinstance(raw, dict):
        raise ScriptError(f"{where}: expected a table, got {shown(raw)}")
    extra = sorted(set(raw) - {"when", "text", "element"})
    if extra:
        raise ScriptError(f"{where}: unknown key {shown(extra[0])}")
    when = raw.get("when")
    if not isinstance(when, str) or len(when) > 80 or not when.isprintable():
        raise ScriptError(f"{where}.when: expected a test such as \"you_may:build\", "
                          f"got {shown(when)}")
    name, colon, prefix = when.removeprefix("not ").partition(":")
    if name not in CONDITIONS or not colon or not prefix.strip():
        raise ScriptError(f"{where}.when: expected one of "
                          f"{', '.join(c + ':<action start>' for c in CONDITIONS)} "
                          f"(optionally after \"not \"), got {shown(when)}")
    text = _text(raw.get("text"), f"{where}.text")
    element = raw.get("element", "")
    if element != "" and element not in ELEMENTS:
        raise ScriptError(f"{where}.element: unknown element {shown(element)}")
    return Case(" ".join(when.split()), text, element)


def _step(raw: Any, where: str) -> Step:
    if not isinstance(raw, dict):
        raise ScriptError(f"{where}: expected a table, got {shown(raw)}")
    extra = sorted(set(raw) - {"kind", "text", "element", "action", "case"})
    if extra:
        raise ScriptError(f"{where}: unknown key {shown(extra[0])}")
    kind = raw.get("kind")
    if kind not in KINDS:
        raise ScriptError(f"{where}.kind: expected one of {', '.join(KINDS)}, got {shown(kind)}")
    text = _text(raw.get("text"), f"{where}.text")
    element = raw.get("element", "none")
    if element not in ELEMENTS:
        raise ScriptError(f"{where}.element: unknown element {shown(element)}")
    action = raw.get("action", "")
    if kind == "do":
        if not isinstance(action, str) or not action.strip() or len(action) > 120:
            raise ScriptError(f"{where}.action: a 'do' step needs an action text or \"any\"")
    elif action != "":
        raise ScriptError(f"{where}.action: only a 'do' step has an action")
    raw_cases = raw.get("case", [])
    if not isinstance(raw_cases, list) or len(raw_cases) > MAX_CASES:
        raise ScriptError(f"{where}.case: expected up to {MAX_CASES} [[step.case]] tables")
    cases = tuple(_case(c, f"{where}.case {i + 1}") for i, c in enumerate(raw_cases))
    return Step(kind, text, element, " ".join(action.split()), cases)


def parse_script(data: dict[str, Any], name: str, game: str) -> Script:
    """Check parsed TOML and build the script; ScriptError names the file and step."""
    from game import rules

    where = name
    if data.get("game") != game:
        raise ScriptError(f"{where}: game: expected {shown(game)}, got {shown(data.get('game'))}")
    title = _text(data.get("title"), f"{where}: title", 80)
    deal = data.get("deal")
    if not isinstance(deal, dict):
        raise ScriptError(f"{where}: deal: expected a table")
    counts = rules.get(game).player_counts
    players = _int(deal.get("players"), f"{where}: deal.players", min(counts), max(counts))
    if players not in counts:
        raise ScriptError(f"{where}: deal.players: {game} is not played by {players}")
    seed = _int(deal.get("seed"), f"{where}: deal.seed", 0, (1 << 63) - 1)
    human = _int(deal.get("human", 0), f"{where}: deal.human", 0, players - 1)
    options = deal.get("options", {})
    if not isinstance(options, dict):
        raise ScriptError(f"{where}: deal.options: expected a table")
    level = deal.get("level", "easy")
    if not isinstance(level, str) or not level.isidentifier():
        raise ScriptError(f"{where}: deal.level: expected an AI level name, got {shown(level)}")
    names = deal.get("names", [])
    if not isinstance(names, list) or not all(isinstance(n, str) and 0 < len(n) <= 16
                                              for n in names):
        raise ScriptError(f"{where}: deal.names: expected a list of short names")
    try:
        rules.get(game).new_game(players=players, seed=seed, options=dict(options))
    except ValueError as exc:
        raise ScriptError(f"{where}: deal: {exc}") from None
    raw_steps = data.get("step")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise ScriptError(f"{where}: expected [[step]] tables")
    if len(raw_steps) > MAX_STEPS:
        raise ScriptError(f"{where}: more than {MAX_STEPS} steps")
    steps = tuple(_step(raw, f"{where}: step {i + 1}") for i, raw in enumerate(raw_steps))
    for i, step in enumerate(steps):
        last = i == len(steps) - 1
        if (step.kind == "summary") != last:
            raise ScriptError(f"{where}: step {i + 1}: the summary must be the last step, "
                              "and the last step must be the summary")
    return Script(game, title, players, seed, human, dict(options), level,
                  tuple(names), steps, name)
