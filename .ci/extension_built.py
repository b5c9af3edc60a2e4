"""CI check: every cext/*.pyx was compiled (the install only warns when one fails, so
that players without a compiler still get the game; CI has one, so a failure there
is a broken source, not a missing compiler)."""

import pathlib
import sys

import cext

wanted = sorted(path.stem for path in pathlib.Path("cext").glob("*.pyx"))
missing = sorted(set(wanted) - set(cext.compiled_modules()))
if missing:
    sys.exit(f"CI: these Cython modules did not build: {', '.join(missing)} "
             "(see the install's WARNING lines)")
print(f"CI: all {len(wanted)} Cython modules built")
