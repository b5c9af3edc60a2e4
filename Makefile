# The two commands a newcomer needs:  make play   and   make test
# Both are idempotent: they create .venv when missing and (re)install when the
# packaging or the Cython sources changed.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
CEXT := $(wildcard cext/*.pyx cext/*.pxd)

.PHONY: play test install lint bench clean

play: $(STAMP)
	$(PY) -m game play

test: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m game info
	$(PY) -m pytest
	POLIS_PUREPYTHON=1 $(PY) -m pytest

install: $(STAMP)

$(STAMP): pyproject.toml setup.py $(CEXT)
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

lint: $(STAMP)
	$(PY) -m ruff check .

bench: $(STAMP)
	$(PY) -m game bench

clean:
	rm -rf $(VENV) build *.egg-info cext/*.c cext/*.so
