"""The table every game's view plugs into: the Board base class and its host, the game
views and catalogue, the shared board pieces (menu, seat panels, flights, the score
track) and the results' breakdown rows."""
