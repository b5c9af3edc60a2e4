"""The shipped game data (tiles, cards, AI presets), installed as the package ``polis_levels``.

Read it only through :mod:`game.engine.paths` (importlib.resources), never by path.
"""
