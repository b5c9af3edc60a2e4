"""Arcade challenges: a deal, the seats, a start position and a goal with three stars,
read from TOML files (``levels/challenges/*.toml``, or the player's own) and judged
on a game state as the rules score it.

A file holds ``[[challenge]]`` tables (docs/challenges.md gives the format)::

    [[challenge]]
    key = "akropolis-markets"        # stays the same when the title changes
    game = "akropolis"
    title = "Market day"
    flavour = "Three quiet markets are worth more than one busy square."
    players = 2
    you = 0                          # your seat
    opponents = ["easy"]             # the AI levels of the other seats, in seat order
    seed = 11                        # the deal
    options = {}                     # the game's options
    start = []                       # a record's opening actions ("win from here")
    turns = 0                        # 0: the whole game; K: it ends after your K-th turn

    [[challenge.star]]               # three of them: each adds to the one before
    win = true
    [[challenge.star]]
    score = 60
    [[challenge.star]]
    category = { key = "market.points", at_least = 20, words = "points from markets" }

A star's conditions (all must hold, with those of the stars before it): ``win``
(you are among the winners; with ``turns``, among the leaders), ``score`` (your score at
least N), ``margin`` (at least N points ahead of the best other seat) and
``category`` (a number in your score breakdown, named by its path, at least N).

Every value is checked on load; a bad one raises :class:`UserFileError` naming the
file, the challenge and the key (as written) and saying what is wrong with it in the
player's language (the Arcade's "Yours" page shows it). The start actions are replayed
through the rules.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.engine import registry
from game.engine.contract import GameState
from game.engine.errors import UserFileError
from game.engine.fields import expect_bool, expect_int, expect_list, expect_str, expect_table, shown
from game.engine.i18n import _, comma, ngettext
from game.engine.record import GameRecord
from game.engine.tomlfile import parse_toml, read_toml

#: how many stars a challenge has
STARS = 3
#: the most challenges one file may hold, and start actions one challenge may give
MAX_CHALLENGES = 200
MAX_START = 400
KEYS = ("key", "game", "title", "flavour", "players", "you", "opponents", "seed", "options",
        "start", "turns", "star")
STAR_KEYS = ("win", "score", "margin", "category")
CATEGORY_KEYS = ("key", "at_least", "words")


@dataclass(frozen=True)
class Category:
    """A number of your score breakdown (``key``: its path, e.g. "market.points") that
    must reach ``at_least``; ``words`` name it for the player."""

    key: str
    at_least: int
    words: str


@dataclass(frozen=True)
class Star:
    """One star's conditions (None / False: not asked)."""

    win: bool = False
    score: int | None = None
    margin: int | None = None
    category: Category | None = None


@dataclass(frozen=True)
class Challenge:
    """One challenge, as loaded and checked."""

    key: str
    game: str
    title: str
    flavour: str
    players: int
    you: int
    opponents: tuple[str, ...]
    seed: int
    options: Mapping[str, Any]
    start: tuple[str, ...]
    turns: int
    stars: tuple[Star, ...]
    source: str = field(default="", compare=False)

    def seats(self, you_as: str = "human") -> list[str]:
        """Who sits where: ``you_as`` in your seat, the opponents' levels in the others."""
        others = iter(self.opponents)
        return [you_as if seat == self.you else next(others) for seat in range(self.players)]


def flat_numbers(breakdown: Mapping[str, Any], prefix: str = "") -> dict[str, int]:
    """The whole numbers of a score breakdown by path ("market.points": 20)."""
    out: dict[str, int] = {}
    for name, value in breakdown.items():
        path = f"{prefix}{name}"
        if isinstance(value, Mapping):
            out.update(flat_numbers(value, path + "."))
        elif isinstance(value, int) and not isinstance(value, bool):
            out[path] = value
    return out


def start_state(challenge: Challenge) -> GameState:
    """The deal with the start actions played (the position your attempt starts from)."""
    state = registry.get(challenge.game).new_game(challenge.players, challenge.seed,
                                                  dict(challenge.options))
    for text in challenge.start:
        state.apply_text(text)
    return state


def measures(state: GameState, seat: int) -> dict[str, int]:
    """What the stars look at for ``seat`` now: "score", "margin" and every number of
    its breakdown by path."""
    scores = state.scores()
    others = [score for i, score in enumerate(scores) if i != seat]
    out = flat_numbers(state.breakdown(seat))
    out["score"] = scores[seat]
    out["margin"] = scores[seat] - max(others) if others else scores[seat]
    return out


def _leads(state: GameState, seat: int) -> bool:
    if state.is_terminal():
        return seat in state.winners()
    scores = state.scores()
    return scores[seat] == max(scores)


def star_met(star: Star, state: GameState, seat: int) -> bool:
    """Does ``state`` meet this one star's conditions for ``seat``?"""
    numbers = measures(state, seat)
    if star.win and not _leads(state, seat):
        return False
    if star.score is not None and numbers["score"] < star.score:
        return False
    if star.margin is not None and numbers["margin"] < star.margin:
        return False
    return not (star.category is not None
                and numbers.get(star.category.key, 0) < star.category.at_least)


def stars_earned(challenge: Challenge, state: GameState) -> int:
    """How many stars ``state`` earns you: each star needs its own conditions and those
    of every star before it."""
    earned = 0
    for star in challenge.stars:
        if not star_met(star, state, challenge.you):
            break
        earned += 1
    return earned


def attempt_over(challenge: Challenge, state: GameState, your_turns: int) -> bool:
    """Is the attempt over: the game ended, or you have had your ``turns``?"""
    return state.is_terminal() or (challenge.turns > 0 and your_turns >= challenge.turns)


def turns_taken(challenge: Challenge, seats: Sequence[int]) -> int:
    """How many of your turns an attempt has had: ``seats`` is the seat of every move of
    the game, the start's included; each move of yours after the start is one turn (as
    ``polis challenge check`` counts them)."""
    return sum(1 for seat in seats[len(challenge.start):] if seat == challenge.you)


def attempt_moves(challenge: Challenge, seats: Sequence[int]) -> int:
    """How many of the moves ``seats`` (the seat of each, the start's included) are the
    attempt's: all of them, or with ``turns`` those up to your last turn."""
    if challenge.turns > 0:
        taken = 0
        for index in range(len(challenge.start), len(seats)):
            if seats[index] == challenge.you:
                taken += 1
                if taken >= challenge.turns:
                    return index + 1
    return len(seats)


def judged_state(challenge: Challenge, record: GameRecord) -> GameState | None:
    """The state an attempt's ``record`` is judged on: where the attempt ended (after
    your last turn with ``turns``, even if the game went on; else the game's end), or
    None when the record stops before the attempt was over. RecordError when the record
    does not replay."""
    seats = [entry.seat for entry in record.actions]
    upto = attempt_moves(challenge, seats)
    state = record.replay(upto)
    return state if attempt_over(challenge, state, turns_taken(challenge, seats[:upto])) \
        else None


def is_attempt(record: GameRecord, challenge: Challenge) -> bool:
    """Is ``record`` an attempt at ``challenge``: its game, deal and options, a person in
    your seat and its AI levels in the others, and its start as the first moves?"""
    if (record.game, record.seed, len(record.seats)) != (challenge.game, challenge.seed,
                                                         challenge.players):
        return False
    if dict(record.options) != dict(challenge.options):
        return False
    levels = challenge.seats(you_as="")
    for seat, entry in enumerate(record.seats):
        if entry.is_ai == (seat == challenge.you) or (entry.is_ai and entry.level != levels[seat]):
            return False
    return tuple(a.text for a in record.actions[:len(challenge.start)]) == challenge.start


# -- loading -----------------------------------------------------------------------------
def load_file(path: str | Path, known_levels: Collection[str] | None = None) -> list[Challenge]:
    """The challenges of one file; UserFileError (one line) for anything wrong in it."""
    return parse(read_toml(path), str(path), known_levels)


def load_text(text: str, name: str, known_levels: Collection[str] | None = None
              ) -> list[Challenge]:
    """The challenges of TOML ``text`` read from the file ``name``."""
    return parse(parse_toml(text, name), name, known_levels)


def parse(data: Mapping[str, Any], name: str, known_levels: Collection[str] | None = None
          ) -> list[Challenge]:
    """Check the parsed TOML of a challenge file and build its challenges."""
    try:
        expect_table(data, "", ("challenge",), error=_Err)  # no stray top-level keys
        rows = expect_list(data.get("challenge", []), "challenge", MAX_CHALLENGES, error=_Err)
    except _Err as exc:
        raise UserFileError(f"{name}: {exc}") from None
    found: list[Challenge] = []
    seen: set[str] = set()
    for index, row in enumerate(rows):
        where = f"challenge[{index + 1}]"
        try:
            challenge = _challenge(row, where, known_levels)
        except _Err as exc:
            raise UserFileError(f"{name}: {exc}") from None
        if challenge.key in seen:
            # Translators: {where} is the file and key as written ("mine.toml:
            # challenge[2].key"), {value} the value found there; both stay as they are
            raise UserFileError(_("{where}: {value} is used twice").format(
                where=f"{name}: {where}.key", value=shown(challenge.key)))
        seen.add(challenge.key)
        found.append(replace(challenge, source=name))
    return found


class _Err(ValueError):
    """A bad value inside a challenge (the file name is added by :func:`parse`)."""


def _missing(where: str) -> str:
    """The line for a key the file must give and does not."""
    # Translators: {where} is the key as written ("challenge[2].seed"): it is missing
    return _("{where}: missing").format(where=where)


def _challenge(row: Any, where: str, known_levels: Collection[str] | None) -> Challenge:
    row = expect_table(row, where, KEYS, error=_Err)
    for needed in ("key", "game", "title", "players", "seed", "star"):
        if needed not in row:
            raise _Err(_missing(f"{where}.{needed}"))
    key = _name(row["key"], f"{where}.key")
    game = expect_str(row["game"], f"{where}.game", 40, registry.names(), error=_Err)
    rules = registry.get(game)
    players = expect_int(row["players"], f"{where}.players", error=_Err)
    if players not in rules.player_counts:
        # Translators: {where} is the key as written ("challenge[2].players"), {game} the
        # game's name, {counts} the player counts it allows ("2, 3, 4")
        raise _Err(_("{where}: {game} is for {counts} players, not {players}").format(
            where=f"{where}.players", game=_(rules.title),
            counts=comma().join(map(str, rules.player_counts)), players=players))
    you = expect_int(row.get("you", 0), f"{where}.you", 0, players - 1, error=_Err)
    opponents = tuple(_level(value, f"{where}.opponents[{i + 1}]", known_levels) for i, value
                      in enumerate(expect_list(row.get("opponents", []), f"{where}.opponents",
                                               players, error=_Err)))
    if len(opponents) != players - 1:
        # Translators: {where} is the key as written ("challenge[2].opponents"); {given}
        # is how many AI levels the file gives
        raise _Err(ngettext("{where}: {n} AI level is needed (one per other seat), not "
                            "{given}",
                            "{where}: {n} AI levels are needed (one per other seat), not "
                            "{given}", players - 1).format(
            where=f"{where}.opponents", n=players - 1, given=len(opponents)))
    options = expect_table(row.get("options", {}), f"{where}.options", _any(), error=_Err)
    challenge = Challenge(
        key=key, game=game,
        title=expect_str(row["title"], f"{where}.title", 60, error=_Err),
        flavour=expect_str(row.get("flavour", ""), f"{where}.flavour", 200, error=_Err),
        players=players, you=you, opponents=opponents,
        seed=expect_int(row["seed"], f"{where}.seed", 0, (1 << 63) - 1, error=_Err),
        options=dict(options),
        start=tuple(expect_str(text, f"{where}.start[{i + 1}]", 200, error=_Err) for i, text
                    in enumerate(expect_list(row.get("start", []), f"{where}.start", MAX_START,
                                             error=_Err))),
        turns=expect_int(row.get("turns", 0), f"{where}.turns", 0, 500, error=_Err),
        stars=(),
    )
    state, start = _replayed(challenge, where)
    challenge = replace(challenge, start=start)
    stars = expect_list(row["star"], f"{where}.star", STARS, error=_Err)
    if len(stars) != STARS:
        # Translators: {where} is the key as written ("challenge[2].star"); {given} is how
        # many stars the file gives
        raise _Err(ngettext("{where}: {n} star is needed, not {given}",
                            "{where}: {n} stars are needed, not {given}", STARS).format(
            where=f"{where}.star", n=STARS, given=len(stars)))
    numbers = measures(state, you)
    made = tuple(_star(value, f"{where}.star[{i + 1}]", numbers) for i, value in enumerate(stars))
    return replace(challenge, stars=made)


def _any() -> Collection[str]:
    class Anything:  # options are checked by the rules' own new_game
        def __contains__(self, item: object) -> bool:
            return isinstance(item, str)

    return Anything()  # type: ignore[return-value]


def _name(value: Any, where: str) -> str:
    text = expect_str(value, where, 60, error=_Err)
    if not text or not all(ch.isascii() and (ch.isalnum() or ch in "-_") for ch in text):
        # Translators: {where} is the key as written ("challenge[2].key"), {value} the
        # value found there
        raise _Err(_("{where}: {value} must be letters, digits, - or _").format(
            where=where, value=shown(text)))
    return text


def _level(value: Any, where: str, known: Collection[str] | None) -> str:
    text = expect_str(value, where, 32, error=_Err)
    if known is not None and text not in known:
        # Translators: {where} is the key as written ("challenge[2].opponents[1]"),
        # {value} the value found there, {levels} the levels' keys as a file writes them
        raise _Err(_("{where}: {value} is not an AI level (one of {levels})").format(
            where=where, value=shown(text), levels=", ".join(known)))
    if not text:
        raise _Err(_("{where}: empty").format(where=where))
    return text


def _replayed(challenge: Challenge, where: str) -> tuple[GameState, tuple[str, ...]]:
    """The start position and the start's moves as a record writes them, or _Err
    naming the option or the start action at fault."""
    rules = registry.get(challenge.game)
    try:
        state = rules.new_game(challenge.players, challenge.seed, dict(challenge.options))
    except ValueError as exc:
        raise _Err(f"{where}.options: {exc}") from None
    written = []
    for i, text in enumerate(challenge.start):
        at = f"{where}.start[{i + 1}]"
        if state.is_terminal():
            raise _Err(_("{where}: the game is already over").format(where=at))
        try:
            written.append(str(state.apply_text(text)))
        except ValueError:
            # Translators: {where} is the key as written ("challenge[2].start[5]"),
            # {value} the move written there
            raise _Err(_("{where}: {value} is not a legal move there").format(
                where=at, value=shown(text))) from None
    if state.is_terminal():
        raise _Err(_("{where}: the game is over once the start is played").format(
            where=f"{where}.start"))
    if state.current_player is None:
        raise _Err(_("{where}: nobody is to move once the start is played").format(
            where=f"{where}.start"))
    return state, tuple(written)


def _star(value: Any, where: str, numbers: Mapping[str, int]) -> Star:
    table = expect_table(value, where, STAR_KEYS, error=_Err)
    if not table:
        # Translators: {where} is the key as written ("challenge[2].star[1]"), {keys} the
        # keys a star may have, as a file writes them
        raise _Err(_("{where}: a star needs at least one of {keys}").format(
            where=where, keys=", ".join(STAR_KEYS)))
    category = None
    if "category" in table:
        cat = expect_table(table["category"], f"{where}.category", CATEGORY_KEYS, error=_Err)
        for needed in CATEGORY_KEYS:
            if needed not in cat:
                raise _Err(_missing(f"{where}.category.{needed}"))
        path = expect_str(cat["key"], f"{where}.category.key", 80, error=_Err)
        if path not in numbers:
            # Translators: {where} is the key as written ("challenge[2].star[3].category.key"),
            # {value} the value found there, {examples} some keys that would do
            raise _Err(_("{where}: {value} is not a number of the score breakdown (for "
                         "example {examples})").format(
                where=f"{where}.category.key", value=shown(path),
                examples=", ".join(sorted(numbers)[:6])))
        category = Category(path, expect_int(cat["at_least"], f"{where}.category.at_least",
                                             -10_000, 10_000, error=_Err),
                            expect_str(cat["words"], f"{where}.category.words", 60, error=_Err))
    return Star(
        win=expect_bool(table.get("win", False), f"{where}.win", error=_Err),
        score=_optional_int(table, "score", where),
        margin=_optional_int(table, "margin", where),
        category=category,
    )


def _optional_int(table: Mapping[str, Any], key: str, where: str) -> int | None:
    if key not in table:
        return None
    return expect_int(table[key], f"{where}.{key}", -10_000, 10_000, error=_Err)


def load_all(paths: Sequence[str | Path], known_levels: Collection[str] | None = None
             ) -> list[Challenge]:
    """The challenges of several files, in order; a key used in two files is refused."""
    found: list[Challenge] = []
    seen: dict[str, str] = {}
    for path in paths:
        for challenge in load_file(path, known_levels):
            if challenge.key in seen:
                # Translators: {file} and {other} are file names, {key} a challenge's key
                raise UserFileError(_("{file}: challenge {key} is also in {other}").format(
                    file=path, key=shown(challenge.key), other=seen[challenge.key]))
            seen[challenge.key] = str(path)
            found.append(challenge)
    return found
