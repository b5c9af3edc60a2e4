"""The arcade speaks the player's language: every word on its pages, the goal line in
play and the results' words of an attempt go through the catalogue (a made-up catalogue
marks every message, as in test_language_change.py), and the page follows a language
chosen while it is open. What stays as written: names, numbers, dates, and the
engine's own problem lines about a file's values (game/engine/fields.py)."""

from __future__ import annotations

import re

import pytest

from game.engine import i18n
from game.rules import challenges
from game.ui.play import arcade, challenge_files
from game.ui.scenes.arcade import ArcadeScene, against_words, date_words
from tests.ui.arcade_screens import ARCADE_SCREENS, sprint
from tests.ui.layout import record_frame
from tests.ui.marked_words import MARK

#: words that are no message: numbers, dates, ranks' names in a high-score table
NAMES = {"You", "Ada", "Basil the Magnificent Architect", "Cleo", "Dion", "Basil"}
NOT_WORDS = re.compile(r"^[\d\s.,:/%+\-–…]*$|^\d{4}-\d\d-\d\d$")




def unmarked(h) -> list[str]:
    """The lines of words of the frame on top that skipped the catalogue (a line holding
    only a value of a message, a folder's path, is no word of ours)."""
    marks = record_frame(h)
    top = max(m.layer for m in marks)
    return [m.label for m in marks if m.kind == "text" and m.layer == top
            and MARK not in m.label and m.label not in NAMES and "/" not in m.label
            and not NOT_WORDS.match(m.label) and not m.label.startswith(NAMES_CUT)]


NAMES_CUT = "Basil the"  # a long name shortened in a table


@pytest.mark.parametrize("screen", ["arcade_campaign", "arcade_daily", "arcade_yours",
                                    "arcade_scores"])
def test_every_word_of_the_arcades_pages_goes_through_the_catalogue(harness, marked, screen):
    from game.ui.play import daily

    h = harness
    try:
        frames = ARCADE_SCREENS[screen](h)
        h.frames(frames)
        left = unmarked(h)
        # a bad file of your own: the engine's checks of a value say why in English (the
        # file and the key stay as written in any language)
        left = [w for w in left if not w.startswith("broken.toml: challenge[1].star[3]")]
        assert left == []
    finally:
        daily.reset()


def test_the_goal_line_and_the_results_of_an_attempt_are_translated(harness, marked):
    from game.ui.play import daily

    h = harness
    try:
        h.frames(ARCADE_SCREENS["arcade_turns_in_play"](h))
        play = h.top
        line = arcade.progress_words(play.session.challenge, play.state,
                                     play.session.turns_taken)
        assert line.startswith(MARK) and f"turn {MARK}2 {MARK}of {MARK}3" in line
        assert line in [m.label for m in record_frame(h) if m.kind == "text"]
        h.app.router.go("title")
        h.frames(3)
        h.frames(ARCADE_SCREENS["arcade_turns_results"](h))
        said = [m.label for m in record_frame(h) if m.kind == "text"]
        assert any(w.startswith(f"{MARK}Attempt {MARK}over:") for w in said), said
        assert f"{MARK}Three {MARK}tiles" in said  # the challenge's title
    finally:
        daily.reset()


def test_the_star_words_and_the_details_are_whole_messages(marked):
    challenge = sprint()
    m = MARK
    assert arcade.star_goals(challenge) == [
        f"{m}score {m}at {m}least {m}1", f"{m}also {m}{m}win",
        f"{m}also {m}{m}win {m}by {m}at {m}least {m}3 {m}points"]
    assert against_words(challenge) == (f"{m}You {m}play {m}against {m}one {m}opponent "
                                        f"{m}(AI {m}{m}random).")
    from datetime import date

    assert date_words(date(2026, 12, 6)) == f"{m}6 {m}{m}December {m}2026"
    i18n.set_language("en")
    assert arcade.goal_lines(challenge) == ["1 star: score at least 1", "2 stars: also win",
                                            "3 stars: also win by at least 3 points"]
    start = challenges.start_state(challenge)
    assert arcade.progress_words(challenge, start, 0) == \
        arcade.progress_words(challenge, start) + " - turn 1 of 3"
    assert arcade.progress_words(challenge, start, 3).endswith(" - turn 3 of 3")


def test_the_page_follows_a_language_chosen_while_it_is_open(harness, marked):
    h = harness
    i18n.set_language("en")
    folder = challenge_files.yours_folder()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "bad.toml").write_text('[[challenge]]\nkey = "a b"\n', encoding="utf-8")
    scene = ArcadeScene(h.app)
    h.app.push(scene)
    h.frames(2)
    scene.show("yours")
    h.frames(2)
    (english,) = scene.your_problems
    assert english.startswith("bad.toml: challenge[1].game: missing")
    i18n.set_language("zh-Hant")
    h.frames(2)
    (said,) = scene.your_problems
    assert said == f"bad.toml: {MARK}challenge[1].game: {MARK}missing"  # the key as written
    assert unmarked(h) == []
