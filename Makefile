# ludoteca: `make play` to play, `make test` to check everything. Both set themselves up.
PYTHON ?= python3
VENV   ?= .venv
PORT   ?= 8888
# make play NO_BROWSER=1  -> start JupyterLab without opening a browser (prints the URL)
NO_BROWSER ?=
# make play IP=0.0.0.0     -> listen on every interface, so players on other machines can open room links
IP ?=
BIN := $(VENV)/bin
ROOT_FLAG := $(shell [ "$$(id -u)" = 0 ] && echo --allow-root)
# make play LANG=pt       -> open the start notebook in Portuguese (en, pt, de, fr; by default the
#                            language of the system's locale, else English)
PLAY_LANG := $(or $(filter en pt de fr,$(shell printf '%.2s' '$(LANG)' | tr A-Z a-z)),en)
START := notebooks/$(PLAY_LANG)/00-start-here.ipynb
# LANG=pt on the command line is the tutorials' language, not a locale for the programs.
ifeq ($(origin LANG),command line)
override LANG := C.UTF-8
endif
# Linted by `make lint` (and so by `make test`): ruff on all the Python; mypy on the package.
LINTED := src tests benchmarks tools
CHECKED := src

# pytest-xdist workers (JOBS=0: one process). A file's tests share a worker, the JupyterLab files one
# worker (conftest.py, pytest_xdist_make_scheduler).
JOBS ?= 2
XDIST := $(if $(filter 0,$(JOBS)),,-n $(JOBS))
# The tests write bytecode even where PYTHONDONTWRITEBYTECODE is set (as in many containers):
# without it every worker compiles, and pytest rewrites, every module again at every run (5 s).
PYTEST := PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -p no:cacheprovider $(XDIST)

.PHONY: play edit test check lint bench clean help

help:
	@echo "make play   - set up .venv and open JupyterLab on $(START) (LANG=en|pt|de|fr, PORT=$(PORT), NO_BROWSER=1, IP=0.0.0.0)"
	@echo "make edit   - the same on the checkout itself, for changing the tutorials (see the README)"
	@echo "make test   - set up .venv with the test tools, lint, and run every test (unit, browser, notebooks)"
	@echo "make check  - the inner loop: lint, then every unit, doctest and static browser test at small"
	@echo "              budgets (no JupyterLab, no notebooks; a few minutes)"
	@echo "make lint   - ruff (lint and format) on $(LINTED), mypy on $(CHECKED)"
	@echo "make bench  - print the benchmark figures (and check the assistant's full written-apart figures)"
	@echo "              JOBS=0 runs the tests in one process (default JOBS=$(JOBS), pytest-xdist)"

$(BIN)/python:
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 10), "ludoteca needs Python 3.10 or newer"'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# Stamps: reinstall only when pyproject.toml changes.
$(VENV)/.play-installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[notebooks]'
	@touch $@

$(VENV)/.test-installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $@ $(VENV)/.play-installed

# Playing never changes a tracked file: `make play` copies the tutorials (all four languages and
# the rules) into ludoteca-notebooks/ (never over your edits there) and serves that copy (Bonanza's
# strategy for the standard rules ships with the package: nothing to solve first).
# `make edit` serves the checkout itself, for contributors who mean to change the notebooks.
PLAY_DIR ?= ludoteca-notebooks
play: $(VENV)/.play-installed
	$(BIN)/ludoteca lab $(PLAY_DIR) --lang $(PLAY_LANG) --port=$(PORT) $(if $(IP),--ip=$(IP)) $(if $(NO_BROWSER),--no-browser)

edit: $(VENV)/.play-installed
	$(BIN)/jupyter lab --ServerApp.root_dir="$(CURDIR)" --LabApp.default_url=/lab/tree/$(START) --port=$(PORT) $(if $(IP),--ServerApp.ip=$(IP)) $(if $(NO_BROWSER),--no-browser) $(ROOT_FLAG)

lint: $(VENV)/.test-installed
	$(BIN)/ruff check $(LINTED)
	$(BIN)/ruff format --check $(LINTED)
	$(BIN)/mypy $(CHECKED)

# Budgets (tests/budgets.py): today's under `make test`, a fifth under `make check`.
test: $(VENV)/.test-installed lint
	LUDOTECA_TEST_PROFILE=test $(PYTEST) tests src notebooks --doctest-modules --nbval-lax --nbval-current-env --nbval-cell-timeout=600

# No notebooks under `make check`, so no nbval: loading it imports nbformat, whose schema checker
# takes seconds to import in every worker.
check: $(VENV)/.test-installed lint
	LUDOTECA_TEST_PROFILE=check $(PYTEST) -p no:nbval tests src --doctest-modules -m "not jupyterlab"

bench: $(VENV)/.test-installed
	@for script in benchmarks/bench_*.py; do echo "== $$script"; $(BIN)/python $$script || exit 1; done

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mypy_cache
