"""Second-person words (game/ui/kit/person.py): whole sentences picked by Person.say for
a seat named You and for other names ("You lead" / "Ada leads"), and the deprecated
English glue helpers that callers outside the play folder still use."""

from __future__ import annotations

import re

import pytest

from game.ui.kit.person import Person, does, is_you, people, person, possessive, third_person

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


#: deprecated glue (still used outside game/ui/play): (template, for "You", for "Ada")
TEMPLATES = [
    (lambda p: p.does("lead"), "You lead", "Ada leads"),
    (lambda p: f"{p.is_} choosing", "You are choosing", "Ada is choosing"),
    (lambda p: f"{p.is_} thinking", "You are thinking", "Ada is thinking"),
    (lambda p: p.does("exploit"), "You exploit", "Ada exploits"),
    (lambda p: p.does("urbanize"), "You urbanize", "Ada urbanizes"),
    (lambda p: p.does("construct"), "You construct", "Ada constructs"),
    (lambda p: p.does("cannot build"), "You cannot build", "Ada cannot build"),
    (lambda p: p.does("lose"), "You lose", "Ada loses"),
    (lambda p: p.does("win"), "You win", "Ada wins"),
    (lambda p: f"{p.possessive} district", "Your district", "Ada's district"),
    (lambda p: f"{p.possessive} area", "Your area", "Ada's area"),
    (lambda p: f"{p.possessive} turn", "Your turn", "Ada's turn"),
    (lambda p: f"{p.has} 1 coin", "You have 1 coin", "Ada has 1 coin"),
    (lambda p: p.was, "You were", "Ada was"),
    (lambda p: f"{p.subject} threw away {p.own} hand", "You threw away your hand",
     "Ada threw away their hand"),
    (lambda p: f"passes to {p.object}", "passes to you", "passes to Ada"),
]
#: what must never be said to "you"
WRONG = re.compile(r"\bYou (is|has|was|leads|loses|wins|exploits|urbanizes|constructs)\b"
                   r"|Pass to You|You's|\byou's")


@pytest.mark.parametrize(("template", "you", "ada"), TEMPLATES)
def test_every_template_for_you_and_for_a_name(template, you, ada):
    for name in ("You", "you", " YOU "):
        said = template(person(name))
        assert said == you
        assert not WRONG.search(said)
    assert template(person("Ada")) == ada


def test_names_ending_in_s_and_names_containing_you():
    assert possessive("Basil") == "Basil's"
    assert possessive("Eos") == "Eos's"
    assert possessive("Youssef") == "Youssef's"  # only the name You itself is "you"
    assert not is_you("Youssef")
    assert does("Youssef", "lead") == "Youssef leads"


def test_the_lone_human_is_you_whatever_their_name():
    who = people(["Ada", "Basil"], humans=[0])
    assert [p.subject for p in who] == ["You", "Basil"]
    both = people(["Ada", "You"], humans=[0, 1])  # pass-and-play: only "You" is you
    assert [p.second for p in both] == [False, True]
    assert Person("Ada", True).does("lead") == "You lead"


@pytest.mark.parametrize(("verb", "third"), [
    ("lead", "leads"), ("pass", "passes"), ("reach", "reaches"), ("try", "tries"),
    ("play", "plays"), ("go", "goes"), ("cannot build", "cannot build"), ("be", "is"),
    ("have", "has"), ("take a tile", "takes a tile")])
def test_third_person(verb, third):
    assert third_person(verb) == third
