"""Ginkgopolis actions: small int tuples whose ``str()`` is the §12.1 text.

An action is ``Act((kind, a, b))``:

| kind | a | b | text |
|---|---|---|---|
| PICK | character 0..26 | 0 | ``pick C7`` |
| NEWHAND | 0 | 0 | ``newhand`` |
| PLAY | card 0..71 | tile 0..59 or -1 | ``play R5``, ``play A + Y12`` |
| TAKE | 0 resource / 1 tile | 0 | ``take resource`` |
| TOKEN | x | y | ``token 3,-1`` |
| RETURN | tile 0..59 | 0 | ``return B9`` |
| RETURN_DONE | 0 | 0 | ``return done`` |

Actions compare equal to the plain tuple, so they are cheap to hash and to test.
The common ones are built once and shared.

Order of ``legal_actions()``: Choose: ``newhand`` (if a token is left), then for each
card of the hand by ascending id (building cards R1..B20, then A..L) the card alone and
then with each tile by ascending id. Resolve: ``take resource``, ``take tile``; or the
``token`` spaces by ascending (x, y). Tile return: the tiles by ascending id, then
``return done``. Draft: the characters by ascending number.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from game.rules.ginkgopolis.data import card_text, character_text

PICK, NEWHAND, PLAY, TAKE, TOKEN, RETURN, RETURN_DONE = range(7)


class Act(tuple):
    """One action: a ``(kind, a, b)`` tuple with the §12.1 text as ``str()``."""

    __slots__ = ()

    def __str__(self) -> str:
        kind, a, b = self
        if kind == PLAY:
            return f"play {card_text(a)}" if b < 0 else f"play {card_text(a)} + {card_text(b)}"
        if kind == PICK:
            return f"pick {character_text(a)}"
        if kind == TOKEN:
            return f"token {a},{b}"
        if kind == TAKE:
            return "take tile" if a else "take resource"
        if kind == RETURN:
            return f"return {card_text(a)}"
        if kind == NEWHAND:
            return "newhand"
        return "return done"

    def __repr__(self) -> str:
        return f"Act({str(self)!r})"


def _make(kind: int, a: int = 0, b: int = 0) -> Act:
    return Act((kind, a, b))


#: PLAY_ACTS[card][tile + 1]
PLAY_ACTS: tuple[tuple[Act, ...], ...] = tuple(
    tuple(_make(PLAY, card, tile) for tile in range(-1, 60)) for card in range(72)
)
PICK_ACTS: tuple[Act, ...] = tuple(_make(PICK, c) for c in range(27))
RETURN_ACTS: tuple[Act, ...] = tuple(_make(RETURN, t) for t in range(60))
NEWHAND_ACT = _make(NEWHAND)
RETURN_DONE_ACT = _make(RETURN_DONE)
TAKE_ACTS = (_make(TAKE, 0), _make(TAKE, 1))
_TOKEN_CACHE: dict[tuple[int, int], Act] = {}


def token_act(x: int, y: int) -> Act:
    """The shared ``token x,y`` action."""
    act = _TOKEN_CACHE.get((x, y))
    if act is None:
        act = _TOKEN_CACHE[(x, y)] = _make(TOKEN, x, y)
    return act


#: a token coordinate as the §12.1 text writes it (ASCII digits, no absurd length)
_COORD = re.compile(r"-?[0-9]{1,4}", re.ASCII)
#: longest id in an action text (``C27``, ``B20``, ``L``)
_MAX_ID = 3


def _short_id(text: str, parse: Callable[[str], int | None]) -> int | None:
    """``parse(text)`` for a short ASCII id only (``"C²"`` and ``"R١"`` are no ids)."""
    if not text.isascii() or len(text) > _MAX_ID:
        return None
    return parse(text)


def parse_text(text: str) -> Act:
    """The action with the text form ``text`` (white space folded), legal or not.

    Raises IllegalAction (one line) for a text that names no action at all.
    """
    from game.engine.errors import IllegalAction
    from game.engine.fields import shown
    from game.rules.ginkgopolis.data import parse_card, parse_character, parse_tile

    words = text.split() if isinstance(text, str) else []
    from game.engine.i18n import _

    bad = IllegalAction(_("{text} is not a Ginkgopolis action").format(
        text=shown(" ".join(words))))
    if not words:
        raise bad
    head, rest = words[0], words[1:]
    if head == "newhand" and not rest:
        return NEWHAND_ACT
    if head == "pick" and len(rest) == 1:
        char = _short_id(rest[0], parse_character)
        if char is not None:
            return PICK_ACTS[char]
    elif head == "play" and len(rest) in (1, 3):
        card = _short_id(rest[0], parse_card)
        if card is not None and len(rest) == 1:
            return PLAY_ACTS[card][0]
        if card is not None and rest[1] == "+":
            tile = _short_id(rest[2], parse_tile)
            if tile is not None:
                return PLAY_ACTS[card][tile + 1]
    elif head == "take" and rest in (["resource"], ["tile"]):
        return TAKE_ACTS[rest[0] == "tile"]
    elif head == "token" and rest:
        parts = "".join(rest).split(",")
        if len(parts) == 2 and all(_COORD.fullmatch(part) for part in parts):
            return token_act(int(parts[0]), int(parts[1]))
    elif head == "return" and len(rest) == 1:
        if rest[0] == "done":
            return RETURN_DONE_ACT
        tile = _short_id(rest[0], parse_tile)
        if tile is not None:
            return RETURN_ACTS[tile]
    raise bad
