"""Pure-Python twin of the Ginkgopolis playout (cext/ginkgopolis_playout.pyx).

IN PROGRESS (taken by the Ginkgopolis playout engineer).
"""

COMPILED = False
