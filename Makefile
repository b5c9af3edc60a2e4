# The two commands a newcomer needs:  make play   and   make test
# Both are idempotent: they create .venv when missing and (re)install when the
# packaging, the version or the Cython sources changed.
# CONTRIBUTING.md describes every target.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# the optional extras the tests also cover (Ray for --cluster, Optuna for polis tune);
# `make play` never needs them
EXTRAS_STAMP := $(VENV)/.installed-extras
CEXT := $(wildcard cext/*.pyx cext/*.pxd)
# the packages mypy checks (settings: [tool.mypy] in pyproject.toml): every package
MYPY_PATHS := game/engine game/rules game/games game/tutorials ai cext \
	game/ui/__init__.py game/ui/kit game/ui/table game/ui/shell game/ui/play \
	game/ui/akropolis game/ui/capital game/ui/ginkgopolis game/ui/scenes

.PHONY: play test install lint imports types bench fuzz wheel-check challenges catalogues fonts clean

play: $(STAMP)
	$(PY) -m game play

test: $(STAMP) $(EXTRAS_STAMP)
	$(PY) -m ruff check .
	$(VENV)/bin/lint-imports
	$(PY) -m mypy $(MYPY_PATHS)
	$(PY) -m game info
	$(PY) -m pytest
	POLIS_PUREPYTHON=1 $(PY) -m pytest

install: $(STAMP)

$(STAMP): pyproject.toml setup.py game/__init__.py $(CEXT)
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

$(EXTRAS_STAMP): $(STAMP)
	$(PY) -m pip install --quiet -e '.[test,cluster,tune]'
	touch $(EXTRAS_STAMP)

lint: $(STAMP)
	$(PY) -m ruff check .

# the import contracts of pyproject.toml: layers, cext only through ai.fast, no pygame
# below the UI
imports: $(STAMP)
	$(VENV)/bin/lint-imports

types: $(STAMP)
	$(PY) -m mypy $(MYPY_PATHS)

bench: $(STAMP)
	$(PY) -m game bench

# par for every shipped arcade challenge: hard and normal, 20 tries each (long; a
# progress bar shows how far it is); the table goes into docs/challenges.md. Levels
# play by iterations only (reproducible at any load); an empty POLIS_HOME keeps your
# own [ai.*] overrides out of it.
challenges: $(STAMP)
	POLIS_HOME="$$(mktemp -d)" nice -n 10 $(PY) -m game challenge check --tries 20 \
		--json challenges-par.json

# the message catalogues: extract the words (code and shipped TOML), update both PO files,
# compile them (docs/translation.md)
catalogues: $(STAMP)
	$(PY) -m game.i18n_tools.catalogues

# the Chinese font subsets, cut from Noto Sans CJK to the catalogues' characters
fonts: $(STAMP)
	$(PY) -m game.i18n_tools.fonts

# long property-based runs of the hostile-input tests (make test runs a few examples)
fuzz: $(STAMP)
	POLIS_FUZZ_EXAMPLES=10000 $(PY) -m pytest tests/fuzz -q

# build the sdist and the wheel, install the wheel alone in a fresh venv, run it
# from another folder (.ci/wheel_check.sh; CI runs it after make test)
wheel-check: $(STAMP)
	bash .ci/wheel_check.sh $(PY)

clean:
	rm -rf $(VENV) build dist *.egg-info cext/*.c cext/*.so
