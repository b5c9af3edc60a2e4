"""The shipped assets folder, installed as the package ``polis_assets``.

Read it only through :mod:`game.engine.paths` (importlib.resources), never by path.
"""
