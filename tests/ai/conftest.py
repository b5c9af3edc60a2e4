"""Fixtures for the AI tests: tiny levels in the private user settings file."""

from __future__ import annotations

import pytest

from game.engine import paths
from game.engine.config import write_user_file

TINY_LEVELS = {
    "ai": {
        "tiny": {"base": "normal", "iterations": 40, "time_ms": 0},
        "tiny_reuse": {"base": "normal", "iterations": 40, "time_ms": 0, "reuse_tree": True},
    }
}


@pytest.fixture
def tiny_levels():
    """A user settings file with a 40-iteration custom level named ``tiny``."""
    write_user_file(paths.user_config_path(), TINY_LEVELS)
    return "tiny"
