"""The one home of second-person words: how a seat is named in a sentence.

A seat is "you" when it is named "You" (any case), or when the caller knows it is the
local human (the move log's lone human). Every text that names a seat goes through a
:class:`Person` so the verb agrees with its subject: "You lead" / "Ada leads",
"You are choosing" / "Ada is choosing", "Your district" / "Ada's district", and the
hand-off says "Your turn" to a seat named You, never "Pass to You".
"""

from __future__ import annotations

from dataclasses import dataclass


def is_you(name: str) -> bool:
    """A seat named "You" (any case, spaces ignored) is spoken to in the second person."""
    return name.strip().lower() == "you"


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

    @property
    def subject(self) -> str:
        """'You' or 'Ada'."""
        return "You" if self.second else self.name

    @property
    def possessive(self) -> str:
        """'Your' or "Ada's" (a name ending in s takes 's too: "Basil's", "Eos's")."""
        return "Your" if self.second else f"{self.name}'s"

    @property
    def object(self) -> str:
        """'you' or 'Ada' (after a verb)."""
        return "you" if self.second else self.name

    @property
    def own(self) -> str:
        """'your' or 'their' (after the subject: "Ada threw away their hand")."""
        return "your" if self.second else "their"

    @property
    def was(self) -> str:
        """'You were' / 'Ada was'."""
        return "You were" if self.second else f"{self.name} was"

    @property
    def has(self) -> str:
        """'You have' / 'Ada has'."""
        return "You have" if self.second else f"{self.name} has"

    @property
    def is_(self) -> str:
        """'You are' / 'Ada is'."""
        return "You are" if self.second else f"{self.name} is"

    def does(self, plain: str, third: str | None = None) -> str:
        """The subject with its verb agreeing: ``does("win")`` -> 'You win' / 'Ada wins'
        (``third`` for verbs whose third person is not plain + s: "cannot", "goes")."""
        return f"{self.subject} {plain if self.second else (third or third_person(plain))}"

    @property
    def handoff(self) -> str:
        """The hand-off screen's title: 'Pass to Ada' / 'Your turn'."""
        return "Your turn" if self.second else f"Pass to {self.name}"

    @property
    def ready(self) -> str:
        """The hand-off screen's prompt."""
        if self.second:
            return "Click (or press Enter) to continue"
        return f"{self.name}: click (or press Enter) to continue"


def third_person(verb: str) -> str:
    """'lead' -> 'leads', 'urbanize' -> 'urbanizes', 'reach' -> 'reaches', 'try' -> 'tries'."""
    head, _, tail = verb.partition(" ")
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


def person(name: str, second: bool | None = None) -> Person:
    """The Person of a seat called ``name``; second person when it is named You (or when
    ``second`` says so)."""
    return Person(name, is_you(name) if second is None else second)


def people(names: list[str], humans: list[int]) -> list[Person]:
    """One Person per seat: a seat named "You", or the only human at the table, is "you"."""
    lone = humans[0] if len(humans) == 1 else None
    return [Person(name, is_you(name) or i == lone) for i, name in enumerate(names)]


def possessive(name: str) -> str:
    """"Your" for the name "You", otherwise "<name>'s" (for titles like "Your city")."""
    return person(name).possessive


def subject(name: str) -> str:
    """'You' for a seat named you (any case), else the name."""
    return person(name).subject


def does(name: str, plain: str, third: str | None = None) -> str:
    """``does("You", "lead")`` -> 'You lead'; ``does("Ada", "lead")`` -> 'Ada leads'."""
    return person(name).does(plain, third)
