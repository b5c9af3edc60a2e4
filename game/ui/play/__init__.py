"""A game in play: the session and its journal, AI seats, the move words and the move
log, the guided first game's coach, the results chart and the last table chosen."""
