"""Second-person words (game/ui/kit/person.py): whole sentences picked by Person.say for
a seat named You and for other names ("You lead" / "Ada leads")."""

from __future__ import annotations

import re

import pytest

from game.ui.kit.person import Person, is_you, people, person

#: (two whole sentences, what is said for "You", what is said for "Ada")
SENTENCES = [
    (("You lead by {points}", "{name} leads by {points}"), "You lead by 3", "Ada leads by 3"),
    (("Your turn", "Pass to {name}"), "Your turn", "Pass to Ada"),
    (("Your district", "{name}'s district"), "Your district", "Ada's district"),
    (("You threw away your hand", "{name} threw away their hand"),
     "You threw away your hand", "Ada threw away their hand"),
]


@pytest.mark.parametrize(("sentences", "you", "ada"), SENTENCES)
def test_say_picks_the_whole_sentence(sentences, you, ada):
    for name in ("You", "you", " YOU "):
        assert person(name).say(*sentences, points=3) == you
    assert person("Ada").say(*sentences, points=3) == ada
    assert Person("Ada", True).say(*sentences, points=3) == you  # the lone human


#: what must never be said to "you"
WRONG = re.compile(r"\bYou (is|has|was|leads|loses|wins|exploits|urbanizes|constructs)\b"
                   r"|Pass to You|You's|\byou's")


def test_what_you_are_told_is_never_a_third_person_sentence():
    for sentences, _you, _ada in SENTENCES:
        for name in ("You", "you", " YOU "):
            assert not WRONG.search(person(name).say(*sentences, points=3))


def test_names_containing_you_are_not_you():
    assert not is_you("Youssef")  # only the name You itself is "you"
    assert person("Youssef").say("You lead", "{name} leads") == "Youssef leads"


def test_the_lone_human_is_you_whatever_their_name():
    who = people(["Ada", "Basil"], humans=[0])
    assert [p.say("You", "{name}") for p in who] == ["You", "Basil"]
    both = people(["Ada", "You"], humans=[0, 1])  # pass-and-play: only "You" is you
    assert [p.second for p in both] == [False, True]
    assert Person("Ada", True).say("You lead", "{name} leads") == "You lead"
