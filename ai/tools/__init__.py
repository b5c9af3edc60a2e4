"""Tools built on the AI library: the arena, the ladder and Elo, the bench and the
frame probe, with their command-line front ends."""
