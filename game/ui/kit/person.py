"""The one home of second-person words: how a seat is named in a sentence.

A seat is "you" when it is named "You" (any case, or the word for "You" in any of the
game's languages: a seat named 你), or when the caller knows it is the local human
(the move log's lone human). A sentence that names a seat is written twice, whole,
and :meth:`Person.say` picks one, so every language can build it its own way::

    who.say(_("You lead by {points}"), _("{name} leads by {points}"), points=3)

The grammar helpers further down (``subject``, ``possessive``, ``does``, ``is_``, ...)
glue English words together and cannot be translated: they are deprecated and go once
nothing uses them (new words never use them).
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

    # -- deprecated: English glue, untranslatable (only the games' own folders,
    # -- game/ui/<game>/, still use them; write whole sentences with say() instead) ----
    @property
    def subject(self) -> str:
        """Deprecated (glue): 'You' or 'Ada'."""
        return "You" if self.second else self.name

    @property
    def possessive(self) -> str:
        """Deprecated (glue): 'Your' or "Ada's"."""
        return "Your" if self.second else f"{self.name}'s"

    @property
    def object(self) -> str:
        """Deprecated (glue): 'you' or 'Ada' (after a verb)."""
        return "you" if self.second else self.name

    @property
    def own(self) -> str:
        """Deprecated (glue): 'your' or 'their' ("Ada threw away their hand")."""
        return "your" if self.second else "their"

    @property
    def was(self) -> str:
        """Deprecated (glue): 'You were' / 'Ada was'."""
        return "You were" if self.second else f"{self.name} was"

    @property
    def has(self) -> str:
        """Deprecated (glue): 'You have' / 'Ada has'."""
        return "You have" if self.second else f"{self.name} has"

    @property
    def is_(self) -> str:
        """Deprecated (glue): 'You are' / 'Ada is'."""
        return "You are" if self.second else f"{self.name} is"

    def does(self, plain: str, third: str | None = None) -> str:
        """Deprecated (glue): ``does("win")`` -> 'You win' / 'Ada wins'."""
        return f"{self.subject} {plain if self.second else (third or third_person(plain))}"


def person(name: str, second: bool | None = None) -> Person:
    """The Person of a seat called ``name``; second person when it is named You (or when
    ``second`` says so)."""
    return Person(name, is_you(name) if second is None else second)


def people(names: list[str], humans: list[int]) -> list[Person]:
    """One Person per seat: a seat named "You", or the only human at the table, is "you"."""
    lone = humans[0] if len(humans) == 1 else None
    return [Person(name, is_you(name) or i == lone) for i, name in enumerate(names)]


# -- deprecated: English glue (still used in the games' own folders, game/ui/<game>/;
# -- to go once those say whole sentences) ----------------------------------------------
def third_person(verb: str) -> str:
    """Deprecated (glue): 'lead' -> 'leads', 'reach' -> 'reaches', 'try' -> 'tries'."""
    head, _sep, tail = verb.partition(" ")
    if head in ("can", "cannot", "must", "may", "will"):
        done = head
    elif head == "be":
        done = "is"
    elif head == "have":
        done = "has"
    elif head.endswith(("s", "sh", "ch", "x", "z", "o")):
        done = head + "es"
    elif head.endswith("y") and head[-2:-1] not in tuple("aeiou"):
        done = head[:-1] + "ies"
    else:
        done = head + "s"
    return f"{done} {tail}".strip()


def possessive(name: str) -> str:
    """Deprecated (glue): "Your" for the name "You", otherwise "<name>'s"."""
    return person(name).possessive


def subject(name: str) -> str:
    """Deprecated (glue): 'You' for a seat named you (any case), else the name."""
    return person(name).subject


def does(name: str, plain: str, third: str | None = None) -> str:
    """Deprecated (glue): ``does("You", "lead")`` -> 'You lead'; 'Ada leads' for Ada."""
    return person(name).does(plain, third)
