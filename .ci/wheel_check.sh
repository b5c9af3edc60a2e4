#!/usr/bin/env bash
# The install check: build the sdist and, from it, the wheel; check what both carry;
# install the wheel alone into a fresh virtual environment outside the checkout; then,
# from an unrelated folder, run the installed `polis` as a user would. Any failing step
# fails the check. Prints the wheel's size and how long the check took; removes its
# temporary folder in every case.
#
# Usage: bash .ci/wheel_check.sh [PYTHON]
#   PYTHON has the `build` package (the test extra); default .venv/bin/python.
#   CC=/bin/false bash .ci/wheel_check.sh  checks the no-compiler path (pure-Python wheel).
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$(pwd)
py=${1:-.venv/bin/python}
case $py in
    /*) ;;
    */*) py="$checkout/$py" ;;
esac
start=$SECONDS
work=$(mktemp -d "${TMPDIR:-/tmp}/polis-wheel-check.XXXXXX")
trap 'rm -rf "$work"' EXIT
current="start"
trap 'echo "wheel-check: FAILED while $current" >&2' ERR

step() {
    current=$1
    echo "wheel-check: $1"
}

step "listing the project's data, Cython sources, docs and tests"
"$py" - "$checkout" >"$work/expected.txt" <<'PYTHON'
"""The files the packages must carry: git's list in a clone (files not committed yet
are not the project's), every file in an unpacked sdist."""
import os
import subprocess
import sys

checkout = sys.argv[1]
for folder in ("levels", "assets", "cext", "docs", "tests"):
    listed = subprocess.run(
        ["git", "-C", checkout, "ls-files", "--", folder], capture_output=True, text=True
    )
    if listed.returncode == 0:
        names = listed.stdout.splitlines()
    else:
        names = []
        for root, dirs, files in os.walk(os.path.join(checkout, folder)):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            names += [os.path.relpath(os.path.join(root, n), checkout) for n in files]
    for name in names:
        if os.path.isfile(os.path.join(checkout, name)) and not name.endswith(
            (".pyc", ".pyo", ".c", ".so", ".html")
        ):
            print(name.replace(os.sep, "/"))
PYTHON

step "building the sdist, then the wheel from the sdist"
if ! "$py" -m build --outdir "$work/dist" . >"$work/build.log" 2>&1; then
    tail -n 40 "$work/build.log" >&2
    false
fi
grep -E "WARNING: (the Cython extension|Cython is missing)" "$work/build.log" >&2 || true
wheel=$(echo "$work"/dist/*.whl)
sdist=$(echo "$work"/dist/*.tar.gz)
version=$(basename "$wheel" | cut -d- -f2)

step "checking what the sdist and the wheel carry"
"$py" - "$work/expected.txt" "$wheel" "$sdist" <<'PYTHON'
"""Every listed file is in the sdist; every data file is in the wheel under its package."""
import sys
import tarfile
import zipfile

expected, wheel, sdist = sys.argv[1:4]
DATA = {"levels": "polis_levels", "assets": "polis_assets"}
with open(expected, encoding="utf-8") as listing:
    names = listing.read().split()
in_wheel = set(zipfile.ZipFile(wheel).namelist())
with tarfile.open(sdist) as tar:
    in_sdist = {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}
missing = [f"{name} (sdist)" for name in names if name not in in_sdist]
for name in names:
    folder, rest = name.split("/", 1)
    if folder in DATA and f"{DATA[folder]}/{rest}" not in in_wheel:
        missing.append(f"{DATA[folder]}/{rest} (wheel)")
if missing:
    sys.exit("wheel-check: not packaged: " + ", ".join(sorted(missing)))
compiled = [n for n in in_wheel if n.startswith("cext/") and n.endswith((".so", ".pyd"))]
print(f"wheel-check: {len(names)} project files are in the sdist and the data in the wheel;")
print(f"wheel-check: the wheel has {len(in_wheel)} files, {len(compiled)} compiled modules")
PYTHON

step "installing the wheel alone into a fresh virtual environment"
"$py" -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet "$wheel"

step "running the installed polis from an unrelated folder"
mkdir "$work/elsewhere"
fixtures="$checkout/tests/fixtures"
cp "$fixtures/akropolis/houses_27.toml" "$work/elsewhere/akropolis.toml"
cp "$fixtures/capital/worked_example.toml" "$work/elsewhere/capital.toml"
cp "$fixtures/ginkgopolis/worked_example.toml" "$work/elsewhere/ginkgopolis.toml"
cp "$fixtures/akropolis/moves_m1.toml" "$work/elsewhere/akropolis_moves.toml"
cd "$work/elsewhere"
unset PYTHONPATH
export POLIS_HOME="$work/home" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
polis="$work/venv/bin/polis"
games=(akropolis.toml capital.toml ginkgopolis.toml)

step "polis info"
"$polis" info | tee info.txt
grep -qx "Polis Arcade $version" info.txt
grep -q "^game data: $work/venv/" info.txt
"$work/venv/bin/python" -c "import game; print(game.__file__)" | grep -q "^$work/venv/"

step "polis score on a position of each game (same as the source tree)"
"$polis" score "${games[@]}"
"$polis" score --json "${games[@]}" >score.json
(cd "$checkout" && "$py" -m game score --json "${games[@]/#/$work/elsewhere/}") >expected.json
diff expected.json score.json

step "polis moves on an Akropolis position (same as the source tree)"
"$polis" moves --json akropolis_moves.toml >moves.json
(cd "$checkout" && "$py" -m game moves --json "$work/elsewhere/akropolis_moves.toml") >expected.json
diff expected.json moves.json
echo "$(head -c 160 moves.json)..."

step "polis demo --headless --frames 30"
"$polis" demo --headless --frames 30

size=$(stat -c %s "$wheel")
echo "wheel-check: passed: $(basename "$wheel") is $size bytes ($((size / 1024)) KiB);" \
    "the check took $((SECONDS - start)) s"
