"""The game record: game, rules version, options, seats, seed and the actions as text.

A record is the only thing ever stored about a game. Its state is always what the
rules make of it (``new_game`` + ``parse_action`` + ``apply``); loading a record
means replaying it, so a record that loads is valid by construction. The format is
described in docs/records.md.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import tomli_w

from game.engine import registry
from game.engine.atomic import write_atomic
from game.engine.contract import GameState
from game.engine.errors import IllegalAction, UserFileError
from game.engine.fields import expect_int, expect_list, expect_table
from game.engine.i18n import _, ngettext
from game.engine.tomlfile import read_toml

RECORD_FORMAT = "polis-arcade-record"
RECORD_VERSION = 1
MAX_RECORD_BYTES = 1 << 20
MAX_ACTIONS = 5000
MAX_ACTION_TEXT = 200
MAX_NAME = 40
MAX_THINK_MS = 10**9
#: TOML integers are signed 64-bit
MAX_SEED = (1 << 63) - 1

_TOP_KEYS = ("format", "version", "game", "rules_version", "options", "seats", "seed",
             "started", "actions", "final_scores", "winners")
_SEAT_KEYS = ("name", "player", "colour")
_ACTION_KEYS = ("seat", "text", "think_ms")
_COLOUR = re.compile(r"[a-z0-9_-]{1,24}")


class RecordError(UserFileError):
    """A record that cannot be used; one line naming the file and the action or key."""


@dataclass
class SeatEntry:
    """One seat: shown name, ``human`` or ``ai:LEVEL``, and colour name."""

    name: str
    player: str
    colour: str

    @property
    def is_ai(self) -> bool:
        """True for a computer seat."""
        return self.player.startswith("ai:")

    @property
    def level(self) -> str:
        """The AI level (``""`` for a human seat)."""
        return self.player[3:] if self.is_ai else ""


@dataclass
class ActionEntry:
    """One applied action: the seat that played it and its text form."""

    seat: int
    text: str
    think_ms: int | None = None


@dataclass
class GameRecord:
    """A whole game as data; its states come only from replaying it."""

    game: str
    rules_version: int
    options: dict[str, Any]
    seats: list[SeatEntry]
    seed: int
    actions: list[ActionEntry]
    started: str = ""
    final_scores: list[int] | None = None
    winners: list[int] | None = None
    #: where the record came from, for error messages (not stored)
    source: str = field(default="", compare=False, repr=False)

    @property
    def rules(self) -> Any:
        """The game's Rules object."""
        return registry.get(self.game)

    def new_state(self) -> GameState:
        """The state before any action (RecordError on bad options)."""
        try:
            return self.rules.new_game(players=len(self.seats), seed=self.seed,
                                       options=dict(self.options))
        except Exception as exc:  # noqa: BLE001 - the rules refusing a record's options
            raise RecordError(f"{self._name()}: options: {_short(exc)}") from None

    def replay(self, upto: int | None = None) -> GameState:
        """The state after the first ``upto`` actions (all if None); RecordError on a bad one."""
        count = len(self.actions) if upto is None else max(0, min(upto, len(self.actions)))
        state = self.new_state()
        for number in range(1, count + 1):
            self._apply(state, number)
        return state

    def states(self) -> Iterator[GameState]:
        """The state after 0, 1, …, len(actions) actions (fresh objects, one replay pass)."""
        state = self.new_state()
        yield state.clone()
        for number in range(1, len(self.actions) + 1):
            self._apply(state, number)
            yield state.clone()

    def score_timeline(self) -> list[list[int]]:
        """``scores()`` after each action (index 0 = the start)."""
        state = self.new_state()
        timeline = [list(state.scores())]
        for number in range(1, len(self.actions) + 1):
            self._apply(state, number)
            timeline.append(list(state.scores()))
        return timeline

    def _apply(self, state: GameState, number: int) -> None:
        entry = self.actions[number - 1]
        # Translators: the place of a problem in a game record: the file, then the move
        # by its number and its text as written in the file
        where = f"{self._name()}: " + _("action {number} {text}").format(
            number=number, text=_quote(entry.text))
        seat = state.current_player
        if seat is None:
            raise RecordError(f"{where}: " + _("the game is already over"))
        if entry.seat != seat:
            # Translators: seats are numbered from 1 (the first player)
            raise RecordError(f"{where}: " + _("recorded for seat {recorded}, but it is seat "
                                               "{turn}'s turn").format(recorded=entry.seat + 1,
                                                                        turn=seat + 1))
        try:
            action = self.rules.parse_action(state, entry.text)
            state.apply(action)
        except IllegalAction:
            raise RecordError(f"{where}: " + _("not a legal move")) from None
        except Exception as exc:  # noqa: BLE001 - rules failing on a record = a bad record
            # Translators: {reason} is what the rules said about the move
            raise RecordError(f"{where}: " + _("the rules refused it ({reason})").format(
                reason=_short(exc))) from None

    def _name(self) -> str:
        return self.source or "record"

    def add(self, seat: int, text: str, think_ms: int | None = None) -> None:
        """Append one applied action."""
        self.actions.append(ActionEntry(seat, text, think_ms))

    def finished(self, state: GameState) -> None:
        """Store the final scores and winners of a terminal ``state``."""
        self.final_scores = list(state.scores())
        self.winners = list(state.winners())


def rules_version(game: str) -> int:
    """The rules version of ``game`` (``Rules.version``)."""
    return int(registry.get(game).version)


def now_text() -> str:
    """The local date and time, ISO format to the second."""
    return datetime.now().astimezone().replace(microsecond=0).isoformat()


def new_record(game: str, seats: list[SeatEntry], seed: int,
               options: Mapping[str, Any]) -> GameRecord:
    """A record with no actions yet (ValueError for an unknown game)."""
    return GameRecord(game, rules_version(game), dict(options), list(seats), seed, [],
                      now_text())


# -- writing -----------------------------------------------------------------------
def header_document(record: GameRecord) -> dict[str, Any]:
    """Everything but the actions, as plain TOML data."""
    doc: dict[str, Any] = {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game": record.game,
        "rules_version": record.rules_version,
        "seed": record.seed,
        "started": record.started,
    }
    if record.final_scores is not None:
        doc["final_scores"] = list(record.final_scores)
    if record.winners is not None:
        doc["winners"] = list(record.winners)
    doc["options"] = dict(record.options)
    doc["seats"] = [{"name": s.name, "player": s.player, "colour": s.colour}
                    for s in record.seats]
    return doc


def header_bytes(record: GameRecord) -> bytes:
    """The TOML header (no actions)."""
    return tomli_w.dumps(header_document(record)).encode("utf-8")


def action_bytes(entry: ActionEntry) -> bytes:
    """One ``[[actions]]`` table; ``seat`` comes last so a torn entry lacks it."""
    data: dict[str, Any] = {"text": entry.text}
    if entry.think_ms is not None:
        data["think_ms"] = int(entry.think_ms)
    data["seat"] = entry.seat
    return b"\n[[actions]]\n" + tomli_w.dumps(data).encode("utf-8")


def to_bytes(record: GameRecord) -> bytes:
    """The whole record as a TOML document."""
    return header_bytes(record) + b"".join(action_bytes(a) for a in record.actions)


def write_record(path: str | Path, record: GameRecord) -> None:
    """Write atomically: a crash leaves the old file or the new one, whole."""
    write_atomic(path, to_bytes(record))


# -- reading -----------------------------------------------------------------------
def load_record(path: str | Path) -> GameRecord:
    """Read an untrusted record and replay it; RecordError/UserFileError on any defect."""
    name = str(path)
    data = read_toml(path, MAX_RECORD_BYTES)
    record = record_from_data(data, name)
    check_replay(record)
    return record


def check_replay(record: GameRecord) -> GameState:
    """Replay the whole record; the final scores and winners, if stored, must match."""
    state = record.replay()
    name = record._name()
    if record.final_scores is not None or record.winners is not None:
        if not state.is_terminal():
            raise RecordError(f"{name}: final_scores: " + ngettext(
                "stored, but the game is not over after {n} action",
                "stored, but the game is not over after {n} actions",
                len(record.actions)).format(n=len(record.actions)))
        if record.final_scores is not None and record.final_scores != list(state.scores()):
            # Translators: {stored} and {replayed} are lists of scores, like [12, 30]
            raise RecordError(f"{name}: final_scores: " + _(
                "{stored} do not match the replay ({replayed})").format(
                    stored=record.final_scores, replayed=list(state.scores())))
        if record.winners is not None and record.winners != list(state.winners()):
            # Translators: {stored} and {replayed} are lists of seat numbers, like [0, 2]
            raise RecordError(f"{name}: winners: " + _(
                "{stored} do not match the replay ({replayed})").format(
                    stored=record.winners, replayed=list(state.winners())))
    return state


def record_from_data(data: Mapping[str, Any], name: str) -> GameRecord:
    """Check every value of a parsed record (no replay yet); RecordError naming the key."""
    def fail(message: str) -> RecordError:
        return RecordError(f"{name}: {message}")

    if not isinstance(data, Mapping):
        raise fail(_("expected a TOML document"))
    for key in data:
        if key not in _TOP_KEYS:
            raise fail(f"{_clean(key)}: " + _("unknown key (allowed: {keys})").format(
                keys=", ".join(sorted(_TOP_KEYS))))
    if data.get("format") != RECORD_FORMAT:
        raise fail("format: " + _("not a Polis Arcade game record"))
    version = _get(data, "version", name)
    if isinstance(version, bool) or version != RECORD_VERSION:
        raise fail("version: " + _("record format {version} is not supported (this program "
                                   "reads {supported})").format(version=repr(version),
                                                                supported=RECORD_VERSION))
    game = _text(_get(data, "game", name), "game", name, 40)
    try:
        game_rules = registry.get(game)
    except ValueError:
        raise fail("game: " + _("unknown game {game}").format(game=f'"{_clean(game)}"')) \
            from None
    version_here = rules_version(game)
    recorded = _int(_get(data, "rules_version", name), "rules_version", name, 0, 1 << 31)
    if recorded != version_here:
        # Translators: {game} is the name of a game (Akropolis, Capital, Ginkgopolis)
        raise fail("rules_version: " + _("recorded with {game} rules version {recorded}, this "
                                         "program has version {here}").format(
            game=_(game_rules.title), recorded=recorded, here=version_here))
    options = _options(_get(data, "options", name), name)
    seats = _seats(_get(data, "seats", name), name, game_rules)
    seed = _int(_get(data, "seed", name), "seed", name, 0, MAX_SEED)
    started = _text(data.get("started", ""), "started", name, 40, allow_empty=True)
    actions = _actions(_get(data, "actions", name) if "actions" in data else [], name,
                       len(seats))
    final_scores = None
    if "final_scores" in data:
        raw = _list(data["final_scores"], "final_scores", name)
        if len(raw) != len(seats):
            raise fail("final_scores: " + _("{scores} scores for {seats} seats").format(
                scores=len(raw), seats=len(seats)))
        final_scores = [_int(v, f"final_scores[{i}]", name, -10**9, 10**9)
                        for i, v in enumerate(raw)]
    winners = None
    if "winners" in data:
        raw = _list(data["winners"], "winners", name)
        winners = [_int(v, f"winners[{i}]", name, 0, len(seats) - 1) for i, v in enumerate(raw)]
    return GameRecord(game, recorded, options, seats, seed, actions, started, final_scores,
                      winners, source=name)


def _get(data: Mapping[str, Any], key: str, name: str) -> Any:
    if key not in data:
        raise RecordError(f"{name}: {key}: " + _("missing"))
    return data[key]


def _int(value: Any, where: str, name: str, low: int, high: int) -> int:
    return expect_int(value, f"{name}: {where}", low, high, error=RecordError)


def _list(value: Any, where: str, name: str) -> list[Any]:
    return expect_list(value, f"{name}: {where}", error=RecordError)


def _text(value: Any, where: str, name: str, limit: int, allow_empty: bool = False) -> str:
    if not isinstance(value, str):
        raise RecordError(f"{name}: {where}: " + _("expected text"))
    if (not value and not allow_empty) or len(value) > limit:
        raise RecordError(f"{name}: {where}: " + _("expected 1 to {n} characters").format(
            n=limit))
    if not value.isprintable():
        raise RecordError(f"{name}: {where}: " + _("control characters are not allowed"))
    return value


def _options(value: Any, name: str) -> dict[str, Any]:
    if not isinstance(value, Mapping):
        raise RecordError(f"{name}: options: " + _("expected a table"))
    if len(value) > 32:
        raise RecordError(f"{name}: options: " + _("too many options"))
    for key, item in value.items():
        _option_value(item, f"options.{_clean(key)}", name, 0)
    return dict(value)


def _option_value(value: Any, where: str, name: str, depth: int) -> None:
    if isinstance(value, bool | int | float):
        return
    if isinstance(value, str):
        if len(value) > 100:
            raise RecordError(f"{name}: {where}: " + _("text too long"))
        return
    if isinstance(value, list) and depth == 0 and len(value) <= 32:
        for i, item in enumerate(value):
            _option_value(item, f"{where}[{i}]", name, depth + 1)
        return
    raise RecordError(f"{name}: {where}: "
                      + _("expected a number, text, true/false or a short list"))


def _seats(value: Any, name: str, game_rules: Any) -> list[SeatEntry]:
    raw = _list(value, "seats", name)
    if len(raw) not in game_rules.player_counts:
        counts = ", ".join(map(str, game_rules.player_counts))
        # Translators: {counts} are the numbers of players the game allows, like "2, 3, 4"
        raise RecordError(f"{name}: seats: " + _(
            "{seats} seats, but {game} is played by {counts}").format(
                seats=len(raw), game=_(game_rules.title), counts=counts))
    seats = []
    for i, item in enumerate(raw):
        where = f"seats[{i}]"
        expect_table(item, f"{name}: {where}", _SEAT_KEYS, error=RecordError)
        seat_name = _text(_get(item, "name", f"{name}: {where}"), f"{where}.name", name, MAX_NAME)
        player = _text(_get(item, "player", f"{name}: {where}"), f"{where}.player", name, 40)
        if player != "human" and not (player.startswith("ai:") and _level_name(player[3:])):
            raise RecordError(f"{name}: {where}.player: " + _(
                '{value} is not "human" or "ai:LEVEL"').format(value=f'"{_clean(player)}"'))
        colour = _text(_get(item, "colour", f"{name}: {where}"), f"{where}.colour", name, 24)
        if not _COLOUR.fullmatch(colour):
            raise RecordError(f"{name}: {where}.colour: " + _(
                "{value} is not a colour name").format(value=f'"{_clean(colour)}"'))
        seats.append(SeatEntry(seat_name, player, colour))
    return seats


def _level_name(level: str) -> bool:
    """An AI level name as ai/levels.py allows them: letters, digits, space, - and _."""
    return 0 < len(level) <= 32 and all(ch.isalnum() or ch in " -_" for ch in level)


def _actions(value: Any, name: str, players: int) -> list[ActionEntry]:
    raw = _list(value, "actions", name)
    if len(raw) > MAX_ACTIONS:
        raise RecordError(f"{name}: actions: " + _("{count} actions, more than {limit}").format(
            count=len(raw), limit=MAX_ACTIONS))
    actions = []
    for i, item in enumerate(raw):
        # Translators: a move in a game record, by its number (the place of a problem)
        where = _("action {number}").format(number=i + 1)
        expect_table(item, f"{name}: {where}", _ACTION_KEYS, error=RecordError)
        seat = _int(_get(item, "seat", f"{name}: {where}"), f"{where}: seat", name, 0,
                    players - 1)
        text = _text(_get(item, "text", f"{name}: {where}"), f"{where}: text", name,
                     MAX_ACTION_TEXT)
        think = item.get("think_ms")
        if think is not None:
            think = _int(think, f"{where}: think_ms", name, 0, MAX_THINK_MS)
        actions.append(ActionEntry(seat, text, think))
    return actions


def _clean(text: Any, limit: int = 40) -> str:
    shown = "".join(ch if ch.isprintable() else "?" for ch in str(text))
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


def _quote(text: str) -> str:
    return '"' + _clean(text, 60).replace('"', "'") + '"'


def _short(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return _clean(text.splitlines()[0] if text.splitlines() else text, 120)
