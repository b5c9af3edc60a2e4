"""Capital (Granna, 2016): draft quartered tiles over six eras into a 3×4 district.

The binding rules are ``rules/capital.md``; labels such as R5.4 in the code cite
them. Layout of this package:

- ``content.py``  §9–§11 tables and the tile definitions;
- ``tile_file.py`` the validating tile-file loader (R11.2);
- ``tables.py``   flat int-indexed tile tables used by the hot paths;
- ``geometry.py`` neighbours, connected groups, packed quarter cells;
- ``scoring.py``  regions and income steps 1–7 on a district *view*;
- ``effects.py``  the income of milestones (step 6) and public buildings (step 7);
- ``regions.py``  the quarter cells of each scoring region (for the screens);
- ``state.py``    :class:`CapitalState`: the data class and the engine contract;
- ``actions.py``, ``phases.py``  the action kinds and the phases;
- ``district.py`` queries on one district (size limit, costs, removals, shrinks);
- ``draft.py``, ``build.py``, ``war.py``, ``milestone.py``, ``income.py``  one
  module per phase; ``turn.py`` the phase machine between decisions;
- ``rules.py``    :class:`CapitalRules`, the game's Rules object;
- ``records.py``  the breakdown; ``determinize.py``, ``saves.py``  the rest of the
  contract;
- ``position_file.py`` reads position files (POSITIONS.md).
"""

from game.rules.capital.actions import CapitalAction
from game.rules.capital.rules import CapitalRules
from game.rules.capital.state import CapitalState

RULES = CapitalRules()

__all__ = ["RULES", "CapitalAction", "CapitalRules", "CapitalState"]
