"""The play folder's and the tutorials' words in another language: whole sentences from
the catalogue (a pseudo-catalogue marks every message it translates with « »), the word
for "You", the tutorial's texts and the values of their placeholders, the move log
after a language change, and the score chart's round ticks read from translated names."""

from __future__ import annotations

import gettext
import string
from dataclasses import replace
from datetime import datetime

import pygame
import pytest

from game.engine import i18n
from game.engine.i18n import _
from game.tutorials.runner import TutorialRunner, new_state
from game.tutorials.script import PLACEHOLDERS, Case, Step, load_script
from game.ui.kit import text
from game.ui.kit.person import Person, is_you, person, you_name
from game.ui.play import move_words
from game.ui.play.moments import Moments
from game.ui.play.move_log import MoveLog
from game.ui.play.move_words import Move

GAMES = ["akropolis", "capital", "ginkgopolis"]


class Pseudo(gettext.NullTranslations):
    """Every message "translated" as «message» (its placeholders kept); "You" as 你."""

    def gettext(self, message: str) -> str:
        return "你" if message == "You" else f"«{message}»"

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return f"«{singular if n == 1 else plural}»"

    def pgettext(self, context: str, message: str) -> str:
        return f"«{message}»"

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return self.ngettext(singular, plural, n)


@pytest.fixture
def pseudo(monkeypatch):
    """The game speaks "zh-Hant" through the pseudo-catalogue; English again after."""
    monkeypatch.setitem(i18n._catalogues, "zh-Hant", Pseudo())
    i18n.set_language("zh-Hant")
    yield
    i18n.set_language("en")


class Scores:
    """A state that only has scores."""

    def __init__(self, *scores: int) -> None:
        self._scores = list(scores)

    def scores(self) -> list[int]:
        return self._scores


# -- the word for "You" -------------------------------------------------------------------
def test_a_seat_named_with_the_word_for_you_is_spoken_to(pseudo):
    assert you_name() == "你"
    assert is_you("你") and is_you(" You ") and is_you("you")
    assert not is_you("Youssef") and not is_you("你好") and not is_you("")
    said = person("你").say(_("You lead"), _("{name} leads"))
    assert said == "«You lead»"
    assert person("Ada").say(_("You lead"), _("{name} leads")) == "«Ada leads»"
    i18n.set_language("en")  # a game started in Chinese, played on in English
    assert you_name() == "You"
    assert is_you("你")
    assert person("你").say(_("You lead"), _("{name} leads")) == "You lead"


# -- the shared move words -----------------------------------------------------------------
def test_shared_move_words_in_english_are_as_before():
    before, after = Scores(3, 0), Scores(7, 0)
    assert move_words.listing(["a", "b", "c"]) == "a, b and c"
    assert move_words.listing(["a", "b"]) == "a and b"
    assert move_words.listing(["a"]) == "a" and move_words.listing([]) == ""
    assert move_words.ordinal(0) == "first" and move_words.ordinal(9) == "number 10"
    parts = {"houses": 3, "stones": 1, "gardens": 0}
    assert move_words.with_points("You built", before, after, 0, parts) == \
        "You built: +4 (3 from houses, 1 from stones)"
    assert move_words.with_points("You built", before, after, 0, {"houses": 2}) == \
        "You built: +4"  # the parts do not add up: the total alone
    assert move_words.with_points("You built", before, before, 0) == "You built"
    assert move_words.with_points("You built", before, before, 0, parts) == "You built"
    assert move_words.round_name("akropolis", None, 3) == "Round 3"


def test_shared_move_words_are_whole_translated_sentences(pseudo):
    before, after = Scores(3, 0), Scores(7, 0)
    assert move_words.listing(["a", "b", "c"]) == "«a«, »b and c»"
    assert move_words.ordinal(0) == "«first»"
    assert move_words.ordinal(9) == "«number 10»"
    said = move_words.with_points("X", before, after, 0, {"houses": 3, "stones": 1})
    assert said == "«X: «+4 («3 from houses»«, »«1 from stones»)»»"
    assert move_words.round_name("akropolis", None, 3) == "«Round 3»"
    # a hint from the move log's sentence: no English grammar tricks in another language
    assert move_words.as_hint("你拿了第一塊") == "«the move shown on the board (你拿了第一塊)»"
    i18n.set_language("en")
    assert move_words.as_hint("You took the first tile") == "take the first tile"


def test_a_move_without_words_of_its_own_is_said_whole(monkeypatch, pseudo):
    from game.ui.play import move_words as module

    class View:
        describe_move = None

    monkeypatch.setattr(module, "view_of", lambda game: View())
    who = [Person("你", True), Person("Bo")]
    before, after = Scores(0, 0), Scores(0, 2)
    assert module.describe("x", before, 0, "a", before, who) == "«You made a move»"
    assert module.describe("x", before, 1, "a", after, who) == "««Bo made a move»: +2»"


# -- games in progress ------------------------------------------------------------------------
def test_when_a_game_was_played_in_another_language(pseudo):
    from game.ui.play.in_progress import when_text

    now = datetime(2026, 12, 2, 15, 30)
    assert when_text(datetime(2026, 12, 2, 9, 5), now) == "«today at 09:05»"
    assert when_text(datetime(2026, 12, 1, 9, 5), now) == "«yesterday at 09:05»"
    assert when_text(datetime(2026, 11, 28, 18, 40), now) == "«28 «Nov» at 18:40»"
    assert when_text(datetime(2025, 3, 4, 7, 0), now) == "«4 «Mar» 2025 at 07:00»"


# -- the tutorials ---------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_every_tutorial_text_is_in_the_catalogue_with_named_placeholders(game):
    from game.i18n_tools.catalogues import toml_messages

    script = load_script(game)
    extracted = {message for _where, _line, message, _c, _ctx in toml_messages()}
    texts = [script.title] + [s.text for s in script.steps] + \
        [c.text for s in script.steps for c in s.cases]
    for words in texts:
        assert words in extracted, words
        names = [field for _lit, field, _spec, _conv in string.Formatter().parse(words)
                 if field is not None]
        assert all(name in PLACEHOLDERS for name in names), words


@pytest.mark.parametrize("game", GAMES)
def test_the_tutorial_says_its_steps_in_the_players_language(game, pseudo):
    script = load_script(game)
    runner = TutorialRunner(script)
    state = new_state(script)
    for index, step in enumerate(script.steps):
        runner.index = index
        values = {"gained": 0, "score": state.scores()[script.human], "their_gained": 0,
                  "their_score": max(s for i, s in enumerate(state.scores())
                                     if i != script.human),
                  "you_did": "«You made your move»"}
        if not step.cases:
            assert runner.text(state) == f"«{step.text}»".format(**values)


def test_a_case_and_the_you_did_value_are_translated_too(pseudo):
    script = load_script("capital")
    steps = (Step("explain", "{you_did}. Well done."),
             Step("explain", "x", cases=(Case("not you_did:zzz", "Case: {score}"),)),
             Step("summary", "The end."))
    runner = TutorialRunner(replace(script, steps=steps))
    state = new_state(script)
    assert runner.text(state) == "««You made your move». Well done.»"
    assert runner.text(state, "你建了一塊。") == "«你建了一塊. Well done.»"
    runner.index = 1
    assert runner.text(state) == f"«Case: {state.scores()[script.human]}»"


def test_a_translation_with_a_wrong_placeholder_says_the_english(monkeypatch):
    class Broken(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            return "{nonsense} {0}" if message.startswith("Score") else message

    monkeypatch.setitem(i18n._catalogues, "zh-Hans", Broken())
    i18n.set_language("zh-Hans")
    try:
        script = load_script("akropolis")
        runner = TutorialRunner(replace(script, steps=(Step("explain", "Score: {score}"),
                                                       Step("summary", "The end."))))
        state = new_state(script)
        assert runner.text(state) == f"Score: {state.scores()[script.human]}"
    finally:
        i18n.set_language("en")


def test_the_coach_speaks_the_players_language(harness, pseudo):
    from game.ui.play.tutorial import prepare
    from game.ui.scenes.play import PlayScene

    session, tutorial = prepare("akropolis", resume=False, remember=False)
    play = PlayScene(harness.app, session, tutorial=tutorial)
    harness.app.reset(play)
    harness.frames(3)
    labels = _drawn(harness)
    title = f"««Learn Akropolis»  -  step 1 of {len(tutorial.script.steps)}»"
    assert title in labels
    assert "«Next»" in labels and "«Skip tutorial»" in labels
    assert any(label.startswith("«Welcome!") for label in labels)
    assert tutorial.refused == "«Not yet: follow the coach's step first (or press Skip " \
                               "tutorial).»"
    assert session.seats[tutorial.runner.human].name == "你"


# -- the move log ------------------------------------------------------------------------------
def test_the_move_log_follows_a_language_change(harness, monkeypatch):
    from game.ui.play.session import GameSession, Seat

    session = GameSession.new("akropolis", [Seat("You", "orange"), Seat("Ada", "sky", "ai")],
                              5, {}, autosave=False)
    session.apply(session.state.legal_actions()[0])
    moments = Moments.of_session(session)
    log = MoveLog(moments, is_open=True)
    english = _drawn_log(log)
    assert "1 move" in english and "Round 1 (now)" in english
    assert moments.words[0].round_name == "Round 1"
    monkeypatch.setitem(i18n._catalogues, "zh-Hant", Pseudo())
    i18n.set_language("zh-Hant")
    try:
        said = _drawn_log(log)
        assert "«1 move»" in said and "««Round 1» (now)»" in said
        assert moments.words[0].round_name == "«Round 1»"
        assert "«Hide (L)»" in said
        log.is_open = False
        assert "«Moves (L)»" in _drawn_log(log)
    finally:
        i18n.set_language("en")
    log.is_open = True
    assert "Round 1 (now)" in _drawn_log(log)


def test_a_replays_log_marks_the_round_shown_in_a_whole_message(harness, monkeypatch):
    from game.ui.play import move_log
    from game.ui.play.session import GameSession, Seat

    session = GameSession.new("akropolis", [Seat("You", "orange"), Seat("Ada", "sky", "ai")],
                              5, {}, autosave=False)
    session.apply(session.state.legal_actions()[0])
    log = MoveLog(Moments.of_session(session), is_open=True)
    log.now_label = move_log.SHOWN
    assert "Round 1 (shown)" in _drawn_log(log)
    monkeypatch.setitem(i18n._catalogues, "zh-Hant", Pseudo())
    i18n.set_language("zh-Hant")
    try:
        assert "««Round 1» (shown)»" in _drawn_log(log)
    finally:
        i18n.set_language("en")


# -- the score chart's ticks -------------------------------------------------------------------
@pytest.mark.parametrize(("names", "ticks"), [
    (["Round 1", "Round 2", "Round 3"], ["1", "2", "3"]),
    (["Character draft", "Round 1", "Round 2"], ["draft", "1", "2"]),
    (["Era I, round 1", "Era I, round 2", "Era I, round 3", "Era I, end of the era",
      "Era II, round 1", "Era II, round 2"], ["I", "", "", "", "II", ""]),
    (["第1回合", "第2回合"], ["1", "2"]),
    (["時代 I，第 1 輪", "時代 I，第 2 輪", "時代 I，時代結束", "時代 II，第 1 輪"],
     ["I", "", "", "II"]),
    (["第一時代，第1輪", "第二時代，第1輪"], ["第一時代", "第二時代"]),
    (["角色選擇", "第1回合"], ["角色選擇", "1"]),
    (["", ""], ["1", "2"]),
])
def test_round_ticks_read_names_in_any_language(monkeypatch, names, ticks):
    moments = object.__new__(Moments)
    moments.words = [Move(i + 1, 0, i + 1, "x", name) for i, name in enumerate(names)]
    monkeypatch.setattr(Moments, "round_starts", lambda self: list(range(len(names))))
    assert [label for _start, label in moments.round_ticks()] == ticks


def _drawn(harness) -> list[str]:
    text.start_recording(harness.app.canvas)
    try:
        harness.app.frame(1 / 60, [], logical=True)
    finally:
        rec = text.stop_recording()
    return [m.label for m in rec.marks if m.kind == "text"] if rec else []


def _drawn_log(log: MoveLog) -> list[str]:
    surface = pygame.Surface((1280, 720))
    text.start_recording(surface)
    try:
        log.draw(surface, [(200, 100, 50), (50, 100, 200)])
    finally:
        rec = text.stop_recording()
    assert rec is not None
    return [m.label for m in rec.marks if m.kind == "text"]
