"""A challenge with ``turns``: the play scene ends the attempt after your K-th turn (the
game unfinished), the goal line says which turn you are on, the results judge the
stars on the state the attempt ended in, and its record goes into the history, where
the high scores judge it there too; an attempt that had its turns is never offered
under Continue, one stopped before them goes on as an attempt."""

from __future__ import annotations

import random

from game.engine import games, history
from game.rules import challenges
from game.ui.play import arcade, arcade_scores, attempts
from game.ui.play.session import GameSession
from game.ui.scenes.play import PlayScene
from game.ui.scenes.results import ResultsScene
from game.ui.table.undo_hint import why_no_hint, why_not_undo
from tests.ui import arcade_screens
from tests.ui.layout import problems, record_frame

TURNS = 3


def sprint() -> challenges.Challenge:
    """The test challenge (tests/ui/arcade_screens.py: three of your turns against the
    random baseline), as one of your own so the arcade knows it from its records."""
    found = arcade_screens.sprint()
    assert found.turns == TURNS
    return found


def your_moves(session: GameSession, count: int, seed: int = 1) -> None:
    """Play ``count`` of your turns (random legal moves for every seat)."""
    rng = random.Random(seed)
    you = session.challenge.you
    done = 0
    while done < count:
        seat = session.state.current_player
        session.apply(rng.choice(session.state.legal_actions()))
        done += seat == you


def test_the_turns_are_counted_from_the_start_and_the_record_is_judged_where_they_end():
    challenge = sprint()
    session = arcade.new_attempt(challenge, autosave=False)
    assert session.turns_taken == 0 and not session.over
    your_moves(session, TURNS - 1)
    assert session.turns_taken == TURNS - 1 and not session.over
    assert challenges.judged_state(challenge, session.record) is None  # not over yet
    your_moves(session, 1)
    assert session.over and not session.state.is_terminal()
    ended = session.state.clone()
    judged = challenges.judged_state(challenge, session.record)
    assert judged is not None and judged.scores() == ended.scores()
    # a record that went on (a game continued past its turns) is judged where they ended
    rng = random.Random(2)
    for _ in range(6):
        session.apply(rng.choice(session.state.legal_actions()))
    again = challenges.judged_state(challenge, session.record)
    assert again is not None and again.scores() == ended.scores()
    assert challenges.stars_earned(challenge, again) == challenges.stars_earned(challenge, ended)


def play_turns(h, play: PlayScene, seed: int = 1) -> None:
    """The human plays random legal moves until the attempt ends."""
    rng = random.Random(seed)
    for _ in range(5000):
        if play.game_over():
            return
        if (play.state.current_player == play.session.challenge.you and not play.board.busy()
                and not play.ai_thinking() and not play.animating):
            play.submit(rng.choice(play.state.legal_actions()))
        h.frames(2)
    raise AssertionError("the attempt did not end")


def test_the_play_scene_ends_the_attempt_after_your_last_turn(harness):
    h = harness
    challenge = sprint()
    session = arcade.new_attempt(challenge)
    h.app.router.push("play", session=session)
    h.frames(10)
    play = h.top
    assert isinstance(play, PlayScene)
    words = arcade.progress_words(challenge, play.state, 0)
    assert words.endswith(f" - turn 1 of {TURNS}")
    marks = record_frame(h)
    assert words in [m.label for m in marks if m.kind == "text"]
    assert problems(marks) == []
    play_turns(h, play)
    assert play.session.turns_taken == TURNS
    ended = play.state.clone()
    assert not ended.is_terminal()  # the game goes on: the attempt does not
    assert arcade.progress_words(challenge, ended, TURNS).endswith(f"turn {TURNS} of {TURNS}")
    # no move is taken once the turns are done, nor taken back
    assert not play.submit(ended.legal_actions()[0])
    assert len(play.state.history) == len(ended.history)
    assert "attempt is over" in why_not_undo(play)
    assert "attempt is over" in why_no_hint(play)
    assert h.until(lambda: play.toast == f"Your {TURNS} turns are played: the attempt is "
                           "over!", 600)
    assert h.until(lambda: isinstance(h.top, ResultsScene), 3000)
    results = h.top
    assert len(results.session.state.history) == len(ended.history)  # nobody moved on
    earned = challenges.stars_earned(challenge, ended)
    assert results.stars == earned
    assert arcade.load_progress()[challenge.key].stars == earned
    scores = ended.scores()
    leaders = [i for i, s in enumerate(scores) if s == max(scores)]
    assert results.winners == leaders
    h.frames(5)
    said = [m.label for m in record_frame(h) if m.kind == "text"]
    assert any(w.startswith("Attempt over:") for w in said), said
    # the record is in the history (without final scores: the game is not over), the
    # journal is gone, nothing is offered under Continue, and the high scores count it
    path = session.history_path
    assert path is not None and path.exists()
    kept = history.load_finished(path)  # replays through the rules
    assert kept.final_scores is None and len(kept.actions) == len(ended.history)
    assert games.list_games()[0] == [] and attempts.games_in_progress()[0] == []
    table = arcade_scores.high_scores([challenge])
    (row,) = table[challenge.key]
    assert (row.score, row.stars) == (scores[challenge.you], earned)


def test_an_attempt_that_had_its_turns_is_never_offered_under_continue():
    challenge = sprint()
    session = arcade.new_attempt(challenge)
    your_moves(session, TURNS)
    assert session.over
    game_id = session.game_id
    session.close()  # the app stopped before the results: the journal stays
    assert [g.game_id for g in games.list_games()[0]] == [game_id]
    found, _notices = attempts.games_in_progress()
    assert found == []  # ... into the history instead
    assert not games.journal_path(game_id).exists()
    (entry,) = [p for p in history.history_dir().glob("*.toml")]
    assert entry.name.endswith(f"-{games.key_of(game_id)}.toml")
    assert arcade_scores.high_scores([challenge])[challenge.key][0].stars == \
        challenges.stars_earned(challenge, session.state)


def test_an_attempt_stopped_before_its_turns_goes_on_as_an_attempt():
    challenge = sprint()
    session = arcade.new_attempt(challenge)
    your_moves(session, 1)
    game_id = session.game_id
    session.close()
    found, _notices = attempts.games_in_progress()
    assert [g.game_id for g in found] == [game_id]  # still a game to play on
    again = GameSession.open(game_id)
    try:
        assert again.challenge == challenge and again.turns_taken == 1 and not again.over
    finally:
        again.close()


def test_a_free_game_is_no_attempt():
    from game.ui.play.session import Seat

    session = GameSession.new("akropolis", [Seat("You", "orange"),
                                            Seat("Basil", "sky", "ai", "random")], 6, {})
    assert attempts.attempt_of(session.record) is None
    assert session.turns_taken == 0 and not session.over
    session.close()
