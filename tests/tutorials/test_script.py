"""Tutorial scripts: every shipped script loads and can be followed through the rules;
broken scripts are refused with one line naming the file and step."""

from __future__ import annotations

import re

import pytest

from game.engine import paths
from game.engine.errors import UserFileError
from game.tutorials.runner import new_state, opponent_move, rehearse
from game.tutorials.script import (
    ANY,
    ELEMENTS,
    ScriptError,
    available,
    load_script,
    load_user_script,
    parse_script,
)

GAMES = ["akropolis", "capital", "ginkgopolis"]


@pytest.mark.parametrize("game", GAMES)
def test_shipped_script_validates_and_replays(game):
    script = load_script(game)
    assert available(game)
    assert script.steps[-1].kind == "summary"
    assert any(step.kind == "do" for step in script.steps)
    from game.ui.play.thinking import level_names

    assert script.level in level_names()  # the opponent once the tutorial is over
    runner, state = rehearse(script)  # strict: raises naming the step on any mismatch
    assert runner.finished and not runner.skipped
    assert runner.index == len(script.steps)
    assert runner.moves  # the learner and the opponent really played


@pytest.mark.parametrize("game", GAMES)
def test_each_exact_action_is_legal_at_its_step(game):
    """Replay step by step and check the expected action among the legal ones."""
    script = load_script(game)
    state = new_state(script)
    checked = 0
    for step in script.steps:
        if step.kind == "watch":
            assert state.current_player != script.human
            while state.current_player not in (script.human, None):
                state.apply(opponent_move(state))
        if step.kind != "do":
            continue
        assert state.current_player == script.human, step.text
        legal = [" ".join(str(a).split()) for a in state.legal_actions()]
        if step.action == ANY:
            action = opponent_move(state)
        else:
            assert step.action in legal, step.action
            action = state.legal_actions()[legal.index(step.action)]
            checked += 1
        state.apply(action)
    if game == "ginkgopolis":
        assert checked >= 5  # the draft and three guided rounds are exact moves


@pytest.mark.parametrize("game", GAMES)
def test_texts_are_plain_words(game):
    """Coach texts: no internal keys, coordinates or action texts on screen."""
    script = load_script(game)
    texts = [t for step in script.steps for t in (step.text, *(c.text for c in step.cases))]
    for step in script.steps:
        assert step.element in ELEMENTS
        assert all(c.element in ELEMENTS or c.element == "" for c in step.cases)
    for text in texts:
        words = re.sub(r"\{[a-z_]+\}", "7", text)
        assert "_" not in words and "{" not in words
        assert not any(tok in words for tok in (" at -", ",-", " rot ", " r0", "C8", "Y19"))
        assert len(words) <= 240


def _minimal(**change):
    data = {"game": "akropolis", "title": "T", "deal": {"players": 2, "seed": 1},
            "step": [{"kind": "do", "text": "Go.", "action": "any"},
                     {"kind": "summary", "text": "Done."}]}
    data.update(change)
    return data


def test_minimal_script_parses():
    script = parse_script(_minimal(), "x.toml", "akropolis")
    assert [s.kind for s in script.steps] == ["do", "summary"]


@pytest.mark.parametrize("change, words", [
    ({"game": "capital"}, "game"),
    ({"deal": {"players": 9, "seed": 1}}, "deal.players"),
    ({"deal": {"players": 2, "seed": -1}}, "deal.seed"),
    ({"step": [{"kind": "dance", "text": "x"}]}, "step 1.kind"),
    ({"step": [{"kind": "explain", "text": "x"}, {"kind": "explain", "text": "y"}]}, "step 2"),
    ({"step": [{"kind": "do", "text": "x"}, {"kind": "summary", "text": "y"}]}, "step 1.action"),
    ({"step": [{"kind": "explain", "text": "{secret}"}, {"kind": "summary", "text": "y"}]},
     "placeholder"),
    ({"step": [{"kind": "explain", "text": "{} points"}, {"kind": "summary", "text": "y"}]},
     "placeholders must be named"),
    ({"step": [{"kind": "explain", "text": "x", "case": [{"when": "you_did:a", "text": "{0}"}]},
               {"kind": "summary", "text": "y"}]}, "step 1.case 1.text: placeholders must be"),
    ({"step": [{"kind": "explain", "text": "x", "element": "moon"},
               {"kind": "summary", "text": "y"}]}, "step 1.element"),
    ({"step": [{"kind": "explain", "text": "x", "action": "any"},
               {"kind": "summary", "text": "y"}]}, "step 1.action"),
    ({"step": [{"kind": "explain", "text": "x", "case": [{"when": "moon:x", "text": "y"}]},
               {"kind": "summary", "text": "y"}]}, "step 1.case 1.when"),
    ({"step": [{"kind": "explain", "text": "x", "case": [{"when": "you_may:", "text": "y"}]},
               {"kind": "summary", "text": "y"}]}, "step 1.case 1.when"),
    ({"step": [{"kind": "explain", "text": "x", "case": [{"when": "you_did:a", "text": "{z}"}]},
               {"kind": "summary", "text": "y"}]}, "step 1.case 1.text"),
    ({"step": [{"kind": "explain", "text": "x",
                "case": [{"when": "you_did:a", "text": "y", "element": "moon"}]},
               {"kind": "summary", "text": "y"}]}, "step 1.case 1.element"),
    ({"step": [{"kind": "explain", "text": "x", "case": {"when": "you_did:a"}},
               {"kind": "summary", "text": "y"}]}, "step 1.case"),
    ({"step": [{"kind": "explain", "text": "x", "case": [{"when": "you_did:a", "text": "y",
                                                          "colour": 1}]},
               {"kind": "summary", "text": "y"}]}, "step 1.case 1"),
])
def test_broken_scripts_name_file_and_step(change, words):
    with pytest.raises(ScriptError) as info:
        parse_script(_minimal(**change), "x.toml", "akropolis")
    message = str(info.value)
    assert message.startswith("x.toml")
    assert words in message
    assert "\n" not in message


def test_an_illegal_expected_action_is_caught_by_rehearsal():
    data = _minimal(step=[{"kind": "do", "text": "Go.", "action": "take 9 at 0,0 rot 0"},
                          {"kind": "summary", "text": "Done."}])
    script = parse_script(data, "x.toml", "akropolis")
    with pytest.raises(ValueError, match="x.toml: step 1"):
        rehearse(script)


def test_user_script_uses_hardened_reader(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_bytes(b"game = \"akropolis\"\ntitle = [\n")
    with pytest.raises(UserFileError) as info:
        load_user_script(bad, "akropolis")
    assert "bad.toml" in str(info.value) and "\n" not in str(info.value)
    folder = tmp_path / "folder.toml"
    folder.mkdir()
    with pytest.raises(UserFileError):
        load_user_script(folder, "akropolis")


def test_broken_shipped_script_raises_shipped_data_error(monkeypatch, tmp_path):
    copy = tmp_path / "akropolis.toml"
    copy.write_text('game = "akropolis"\ntitle = "T"\n[deal]\nplayers = 2\nseed = 1\n'
                    '[[step]]\nkind = "explain"\ntext = "x"\n', encoding="utf-8")
    monkeypatch.setattr("game.tutorials.script.shipped_path", lambda game: copy)
    with pytest.raises(paths.ShippedDataError, match="step 1"):
        load_script("akropolis")


def test_the_shipped_file_is_the_one_the_descriptor_names():
    """A game's tutorial is the file its descriptor names; a game naming none has none."""
    from game.engine import registry
    from game.engine.descriptor import GameDescriptor
    from game.tutorials.script import shipped_path
    from tests.engine.toy_game import TOY

    registry.register(GameDescriptor(name="toy", rules=lambda: TOY, tutorial="capital.toml"))
    try:
        assert shipped_path("toy").name == "capital.toml" and available("toy")
        registry.register(GameDescriptor(name="toy", rules=lambda: TOY))
        assert not available("toy")
        with pytest.raises(paths.ShippedDataError, match="no tutorial"):
            load_script("toy")
    finally:
        registry.unregister("toy")
    assert not available("toy")


def test_a_case_gives_the_words_for_the_state():
    """A case replaces a step's words (and where it points) while its test holds."""
    from game.tutorials.runner import TutorialRunner

    data = _minimal(step=[
        {"kind": "do", "text": "Take any tile.", "action": "any", "element": "city",
         "case": [{"when": "not you_may:take 1", "text": "Only one tile is free."},
                  {"when": "you_may:take", "text": "Take a tile.",
                   "element": "construction_site"}]},
        {"kind": "summary", "text": "You took one.",
         "case": [{"when": "you_did:take 0", "text": "You took the free one."}]}])
    script = parse_script(data, "x.toml", "akropolis")
    state = new_state(script)
    runner = TutorialRunner(script)
    assert runner.text(state) == "Take a tile."
    assert runner.element(state) == "construction_site"
    free = next(a for a in state.legal_actions() if str(a).startswith("take 0"))
    before = state.clone()
    state.apply(free)
    runner.applied(0, free, before, state)
    assert runner.text(state) == "You took the free one."
    assert runner.element(state) == "none"
    runner.moves[-1] = (0, "take 1 at 0,0 rot 0")
    assert runner.text(state) == "You took one."


@pytest.mark.parametrize("seed", range(4))
def test_the_capital_milestone_step_knows_whether_you_won(seed):
    """Capital's step after the first era: the milestone words only when you won it, and
    the income explained at once whichever way it went."""
    import random

    from game.tutorials.runner import TutorialRunner

    script = load_script("capital")
    state = new_state(script)
    runner = TutorialRunner(script)
    rng = random.Random(seed)
    milestone = next(i for i, s in enumerate(script.steps) if s.cases and s.kind == "do")
    seen = {}
    while not runner.finished:
        if runner.index in (milestone, milestone + 1) and runner.index not in seen \
                and (runner.needs_next() or state.current_player == script.human):
            seen[runner.index] = runner.text(state)
            won = any(str(a).startswith("milestone") for a in state.legal_actions())
            if runner.index == milestone:
                assert ("milestone" in seen[milestone]) == won
                assert ("income was paid" in seen[milestone]) == (not won)
        if runner.needs_next():
            runner.next(state)
            continue
        seat = state.current_player
        action = opponent_move(state) if seat != script.human else rng.choice(
            state.legal_actions())
        before = state.clone()
        state.apply(action)
        runner.applied(seat, action, before, state)
    assert set(seen) == {milestone, milestone + 1}
