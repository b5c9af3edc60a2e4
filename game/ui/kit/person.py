"""The one home of second-person words: how a seat is named in a sentence.

A seat is "you" when it is named "You" (any case, or the word for "You" in any of the
game's languages: a seat named 你), or when the caller knows it is the local human
(the move log's lone human). A sentence that names a seat is written twice, whole,
and :meth:`Person.say` picks one, so every language can build it its own way::

    who.say(_("You lead by {points}"), _("{name} leads by {points}"), points=3)

Never glue a sentence from a name and words ("Ada" + "'s"): a language builds it its own
way, and only whole sentences can be translated.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.i18n import LANGUAGES, N_, _, catalogue

# Translators: the name of the human's seat in a new game (and of the learner in a
# tutorial); a seat named with this word is spoken to as "you".
YOU = N_("You")


def you_name() -> str:
    """The default name of the human's seat in the current language ("You", "你")."""
    return _(YOU)


def _you_words() -> set[str]:
    """The word for "You" in every language the game speaks (lower case)."""
    words = {YOU.casefold()}
    for code in LANGUAGES:
        word = catalogue(code).gettext(YOU).strip().casefold()
        if word:
            words.add(word)
    return words


def is_you(name: str) -> bool:
    """A seat named "You" (any case, spaces ignored), or the word for it in one of the
    game's languages (a seat named 你), is spoken to in the second person."""
    return name.strip().casefold() in _you_words()


@dataclass(frozen=True)
class Person:
    """How a seat is named in a sentence: second person for the local human."""

    name: str
    second: bool = False

    def say(self, you: str, other: str, **values: object) -> str:
        """One of two whole sentences, each already translated: ``you`` when this seat is
        spoken to, else ``other``; ``{name}`` is the seat's name, other placeholders
        come from ``values``: ``p.say(_("You lead"), _("{name} leads"))``."""
        return (you if self.second else other).format(name=self.name, **values)


def person(name: str, second: bool | None = None) -> Person:
    """The Person of a seat called ``name``; second person when it is named You (or when
    ``second`` says so)."""
    return Person(name, is_you(name) if second is None else second)


def people(names: list[str], humans: list[int]) -> list[Person]:
    """One Person per seat: a seat named "You", or the only human at the table, is "you"."""
    lone = humans[0] if len(humans) == 1 else None
    return [Person(name, is_you(name) or i == lone) for i, name in enumerate(names)]
