"""``python -m game``: the command line."""

from game.cli import main

raise SystemExit(main())
