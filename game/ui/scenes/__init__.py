"""The app's generic scenes (title, setup, play, pause, hand-off, results, options)."""
