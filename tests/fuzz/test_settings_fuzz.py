"""Fuzz: the settings file and AI level overrides never crash; problems are one line
each, and every value in use is finite and within its range (the default otherwise)."""

from __future__ import annotations

import math
from dataclasses import fields

from hypothesis import given

from ai import levels as ai_levels
from game.engine import paths
from game.ui.kit import keys
from game.ui.shell import settings
from tests.fuzz.support import FUZZ, assert_one_line, count, hang_guard, hostile_document

SEEDS = [
    """[options]
window = "1280x720"
fullscreen = false
volume = 0.7
muted = false
animation_speed = 1.0
colourblind = false
ai_level = "normal"
handoff_public = false
text_size = 125
high_contrast = true
music_volume = 0.4
effects_volume = 0.9
reduced_motion = true
key_hint = "h"
key_undo = "u"
key_moves = "l"
key_mute = "m"
key_rotate = "r"
""",
    """[options]
text_size = 150
key_hint = "u"
key_undo = "u"
key_rotate = "q"
""",
    """[ai.hard]
iterations = 900
time_ms = 0
exploration = 0.7
win_weight = 0.5
widening = 2.0
rollout_policy = "greedy"

[ai.hard.capital]
iterations = 77
epsilon = 0.2

[ai.tutor]
base = "easy"
temperature = 0.5
reuse_tree = false

[options]
animation_speed = 2.0
ai_level = "tutor"
""",
    """[ai.mine]
base = "hard"
worlds = 4
greedy_sample = 3
rollout_depth = 10
widening_exponent = 0.5
root_ordering = true

[ai.mine.akropolis]
exploration = 1.0

[ai.mine.ginkgopolis]
time_ms = 100
""",
]


def check_values(values: dict, table: dict) -> None:
    for key, value in values.items():
        field = table[key]
        assert field.check(value) is None, (key, value)
        if isinstance(value, float):
            assert math.isfinite(value)


def test_hostile_settings_and_levels():
    path = paths.user_config_path()

    @FUZZ
    @given(hostile_document(SEEDS))
    def run(text):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        with hang_guard():
            options = settings.load()
            table, problems = ai_levels.load_levels(user=path)
        for line in options.problems + problems:
            assert_one_line(line)
        in_use = {f.name: getattr(options, f.name) for f in fields(options)}
        check_values({k: v for k, v in in_use.items() if k in settings.FIELDS}, settings.FIELDS)
        options.window_size()
        assert keys.clashes(options.as_table()) == []  # never two actions on one key
        for name, level in table.items():
            assert ai_levels._usable_name(name) or name in ai_levels.PRESETS
            for game in (None, "akropolis", "capital", "ginkgopolis"):
                resolved = level if game is None else level.for_game(game)
                plain = {k: getattr(resolved, k) for k in ai_levels.FIELDS}
                check_values(plain, ai_levels.FIELDS)
                assert resolved.iterations > 0 or resolved.time_ms > 0
        count("settings and levels", "refused" if options.problems + problems else "handled")

    run()
