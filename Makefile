# memoryd — the two commands: `make serve` and `make test`. Each creates what it needs.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
ARGS ?=
PYTEST_ARGS ?=
PACKAGES := pyproject.toml proto/pyproject.toml clients/python/pyproject.toml

.PHONY: serve test test-all lint proto bench install clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# One environment: the stubs, the client and the server, editable so edits take effect.
$(VENV)/.installed: $(BIN)/python $(PACKAGES)
	$(BIN)/python -m pip install --quiet -e ./proto -e ./clients/python -e '.[test]'
	touch $@

install: $(VENV)/.installed

serve: $(VENV)/.installed   ## run the server (flags: make serve ARGS="--listen 0.0.0.0:50051")
	$(BIN)/memoryd serve $(ARGS)

test: $(VENV)/.installed   ## lint, type-check, then the whole suite (slow tests excluded)
	$(BIN)/ruff check .
	$(BIN)/mypy --ignore-missing-imports core server clients/python/memoryd/client
	$(BIN)/python -m pytest $(PYTEST_ARGS)

test-all: $(VENV)/.installed   ## the suite including tests marked slow
	$(BIN)/python -m pytest -m '' $(PYTEST_ARGS)

proto: $(VENV)/.installed   ## regenerate the stubs after editing proto/memoryd/v1/*.proto
	$(BIN)/python proto/generate.py

bench: $(VENV)/.installed   ## the v0.1 figures (a few minutes)
	$(BIN)/python -m bench.v01

clean:
	rm -rf $(VENV) build *.egg-info */*.egg-info
