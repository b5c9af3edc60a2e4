"""Capital playout, pure-Python twin of cext/capital_playout.pyx (IN PROGRESS)."""
