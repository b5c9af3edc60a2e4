"""The arcade: the campaign with your stars, locked challenges, an attempt with its
goal line, stars on the results with Retry and Next, and a damaged stars file."""

from __future__ import annotations

import random

from game.rules import challenges
from game.ui.play import arcade, challenge_files
from game.ui.scenes.arcade import ArcadeScene
from game.ui.scenes.play import PlayScene
from game.ui.scenes.results import ResultsScene
from tests.ui.conftest import non_trivial
from tests.ui.layout import problems, record_frame


def test_every_shipped_challenge_is_in_the_campaign_and_its_start_replays():
    found = challenge_files.campaign()
    assert len(found) >= 30
    for game in ("akropolis", "capital", "ginkgopolis"):
        mine = [c for c in found if c.game == game]
        assert len(mine) >= 10
        assert sum(1 for c in mine if c.start) >= 3, game  # "win from here" puzzles
    for challenge in found:
        state = challenges.start_state(challenge)
        assert state.current_player is not None and not state.is_terminal()


def test_only_each_games_first_challenge_is_open_until_a_star(harness):
    found = challenge_files.campaign()
    open_now = arcade.unlocked(found, {})
    firsts = {next(c.key for c in found if c.game == g) for g in {c.game for c in found}}
    assert open_now == firsts
    arcade.record_result(found[0].key, 1, 50)
    assert found[1].key in arcade.unlocked(found, arcade.load_progress())
    scene = ArcadeScene(harness.app)
    harness.app.push(scene)
    harness.frames(3)
    assert scene.selected == found[1].key  # the first challenge without three stars
    assert problems(record_frame(harness)) == []
    locked = next(rect for c, rect in scene.cells() if c.key not in scene.open)
    harness.click(locked.center)
    assert scene.selected == found[1].key


def test_every_challenges_cell_lies_inside_the_campaign_panel(harness):
    """The longest game's column (twelve challenges and more) ends inside the panel."""
    from game.ui.scenes.arcade import COLUMNS

    scene = ArcadeScene(harness.app)
    harness.app.push(scene)
    harness.frames(2)
    cells = scene.cells()
    assert len(cells) == len(challenge_files.campaign())
    assert all(COLUMNS.contains(rect) for _, rect in cells)
    found = challenge_files.campaign()
    longer = [*found, *[c for c in found if c.game == "capital"]]
    assert all(COLUMNS.contains(rect) for _, rect in scene.grid(longer))


def test_your_best_is_kept_and_a_damaged_file_says_so_in_one_line(harness):
    assert arcade.record_result("k", 1, 40) == arcade.Best(1, 40)
    assert arcade.record_result("k", 0, 90) == arcade.Best(1, 40)  # fewer stars
    assert arcade.record_result("k", 1, 60) == arcade.Best(1, 60)
    assert arcade.load_progress() == {"k": arcade.Best(1, 60)}
    arcade.progress_path().write_text("best = [1, 2", encoding="utf-8")
    found: list[str] = []
    assert arcade.load_progress(found) == {}
    assert len(found) == 1 and "\n" not in found[0] and "arcade.toml" in found[0]
    scene = ArcadeScene(harness.app)
    assert "could not all be read" in scene.error
    arcade.progress_path().write_text('[best]\nk = { stars = 9, score = 1 }\nj = { stars = 2, '
                                      'score = 5 }\n', encoding="utf-8")
    found = []
    assert arcade.load_progress(found) == {"j": arcade.Best(2, 5)}
    assert "best.k" in found[0]


def play_out(h, play: PlayScene, seed: int = 1) -> None:
    """The human plays random legal moves until the game ends."""
    rng = random.Random(seed)
    for _ in range(20000):
        if play.state.is_terminal():
            return
        if (play.state.current_player == play.session.challenge.you and not play.board.busy()
                and not play.ai_thinking()):
            play.submit(rng.choice(play.state.legal_actions()))
        h.frames(2)
    raise AssertionError("the attempt did not end")


def test_an_attempt_shows_its_goal_and_ends_with_its_stars(harness):
    h = harness
    found = challenge_files.campaign()
    challenge = next(c for c in found if c.game == "capital" and c.start)
    h.app.push(ArcadeScene(h.app))
    h.frames(2)
    session = arcade.new_attempt(challenge)
    assert session.record.actions and len(session.record.actions) == len(challenge.start)
    assert session.undo_target(challenge.you) is None  # the start cannot be undone
    h.app.router.push("play", session=session)
    h.frames(20)
    play = h.top
    assert isinstance(play, PlayScene)
    words = arcade.progress_words(challenge, play.state)
    marks = record_frame(h)
    assert any(m.label == words for m in marks if m.kind == "text")
    assert problems(marks) == []
    play_out(h, play)
    assert h.until(lambda: isinstance(h.top, ResultsScene), 3000)
    results = h.top
    earned = challenges.stars_earned(challenge, play.state)
    assert results.stars == earned
    assert arcade.load_progress()[challenge.key].stars == earned
    assert results.rematch_button.label == "Retry"
    h.frames(5)
    assert non_trivial(h.app.canvas)
    assert problems(record_frame(h)) == []
    h.click(results.rematch_button.rect.center)
    h.frames(3)
    again = h.top
    assert isinstance(again, PlayScene) and again.session.challenge == challenge


def test_the_goal_words_say_each_star():
    star = challenges.Star(win=True, category=challenges.Category("market.points", 24,
                                                                  "points from your markets"))
    assert arcade.star_words(star) == "win, 24 points from your markets"
    assert arcade.star_words(challenges.Star(margin=10)) == "win by at least 10 points"


def test_a_daily_deal_waits_for_par_then_plays_for_its_one_star(harness):
    from game.rules import daily as daily_rules
    from game.ui.play import arcade_scores, daily
    from tests.ui.arcade_screens import daily_pars

    h = harness
    daily_pars()  # Akropolis' par known, Capital's being worked out, Ginkgopolis' waiting
    try:
        scene = ArcadeScene(h.app)
        h.app.push(scene)
        h.frames(2)
        h.click(scene.tabs["daily"].rect.center)
        h.frames(2)
        assert scene.page == "daily"
        assert problems(record_frame(h)) == []
        cards = dict((c.game, rect) for c, rect in scene.daily_cells())
        h.click(cards["capital"].center)
        h.frames(2)
        assert scene.selected == daily_rules.daily_key("capital", daily.today())
        assert not scene.play_button.enabled  # no par yet: nothing to beat
        h.click(cards["akropolis"].center)
        h.frames(2)
        assert scene.play_button.enabled
        h.click(scene.play_button.rect.center)
        h.frames(20)
        play = h.top
        assert isinstance(play, PlayScene)
        challenge = play.session.challenge
        assert challenge.key == daily_rules.daily_key("akropolis", daily.today())
        assert challenge.seed == daily_rules.daily_seed("akropolis", daily.today())
        assert arcade.progress_words(challenge, play.state).endswith("for the star")
        play_out(h, play)
        assert h.until(lambda: isinstance(h.top, ResultsScene), 3000)
        results = h.top
        score = play.state.scores()[0]
        assert results.stars == int(score > 127)
        assert arcade.load_progress()[challenge.key].score == score  # the day's best
        h.app.router.go("title")
        h.frames(3)
        table = arcade_scores.high_scores(challenge_files.campaign())
        assert table[challenge.key][0].score == score  # the attempt's record counts
    finally:
        daily.reset()


def test_the_yours_page_shows_your_challenges_and_a_bad_file_in_one_line(harness):
    from tests.ui.arcade_screens import BAD, MINE

    folder = challenge_files.yours_folder()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "mine.toml").write_text(MINE, encoding="utf-8")
    (folder / "broken.toml").write_text(BAD, encoding="utf-8")
    h = harness
    scene = ArcadeScene(h.app)
    h.app.push(scene)
    h.frames(2)
    h.click(scene.tabs["yours"].rect.center)
    h.frames(2)
    assert [c.key for c in scene.yours] == ["my-markets"]
    assert scene.selected == "my-markets" and scene.play_button.enabled  # yours are open
    marks = record_frame(h)
    (line,) = [m.label for m in marks if m.kind == "text" and "broken.toml" in m.label]
    assert "challenge[1].star[3].category.at_least" in line
    assert problems(marks) == []


def test_the_high_score_page_lists_the_chosen_challenges_table(harness):
    from tests.ui.arcade_screens import some_stars

    h = harness
    some_stars()
    scene = ArcadeScene(h.app)
    h.app.push(scene)
    h.frames(2)
    h.click(scene.tabs["scores"].rect.center)
    h.frames(2)
    first = challenge_files.campaign()[0]
    cell = next(rect for c, rect in scene.score_cells() if c.key == first.key)
    h.click(cell.center)
    h.frames(2)
    marks = record_frame(h)
    words = {m.label for m in marks if m.kind == "text"}
    assert "Ada" in words and "131" in words and "2026-11-11" in words
    assert problems(marks) == []


def _number(breakdown, path: str) -> int:
    """A number of a score breakdown by its dotted path (0 when it is not there)."""
    value = breakdown
    for part in path.split("."):
        if not isinstance(value, dict) or part not in value:
            return 0
        value = value[part]
    return value if isinstance(value, int) else 0


def test_every_shipped_challenges_goal_is_read_off_its_final_state_as_the_rules_score_it():
    """Each shipped challenge played to its end (random moves after its start; with a turn
    limit, to your last turn): the stars are what the rules' own scores, winners (with a
    turn limit: the leaders by score) and breakdown say, star by star."""
    for i, challenge in enumerate(challenge_files.campaign()):
        state = challenges.start_state(challenge)
        rng = random.Random(i)
        taken = 0
        while not challenges.attempt_over(challenge, state, taken):
            taken += state.current_player == challenge.you
            state.apply(rng.choice(state.legal_actions()))
        you = challenge.you
        scores = state.scores()
        if challenge.turns:
            assert taken == challenge.turns and not state.is_terminal(), challenge.key
        won = you in state.winners() if state.is_terminal() else scores[you] == max(scores)
        best_other = max(s for seat, s in enumerate(scores) if seat != you)
        expected = 0
        for star in challenge.stars:
            held = ((not star.win or won)
                    and (star.score is None or scores[you] >= star.score)
                    and (star.margin is None or scores[you] - best_other >= star.margin)
                    and (star.category is None or _number(state.breakdown(you),
                                                          star.category.key)
                         >= star.category.at_least))
            if not held:
                break
            expected += 1
        assert challenges.stars_earned(challenge, state) == expected, challenge.key
        for star in challenge.stars:  # every category a star names is in the breakdown
            if star.category is not None:
                assert star.category.key in challenges.measures(state, you), challenge.key
