"""Guided first games: scripts (levels/tutorials/<game>.toml), the step runner and
the remembered progress. Pure Python: nothing here imports pygame."""
