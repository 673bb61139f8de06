# memoryd — the two commands: `make serve` and `make test`. Each creates what it needs.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
ARGS ?=
PYTEST_ARGS ?=
PACKAGES := pyproject.toml proto/pyproject.toml clients/python/pyproject.toml clients/mcp/pyproject.toml

.PHONY: serve test test-all lint proto bench install clean node test-node docs typecheck

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# One environment: the stubs, the client and the server, editable so edits take effect.
$(VENV)/.installed: $(BIN)/python $(PACKAGES)
	$(BIN)/python -m pip install --quiet -e ./proto -e ./clients/python -e ./clients/mcp -e '.[test]'
	touch $@

install: $(VENV)/.installed

# What serving needs and nothing more (the test extras, adapters and tools are not installed).
$(VENV)/.runtime: $(BIN)/python pyproject.toml proto/pyproject.toml
	$(BIN)/python -m pip install --quiet -e ./proto -e .
	touch $@

serve: $(VENV)/.runtime   ## run the server (flags: make serve ARGS="--listen 0.0.0.0:50051")
	$(BIN)/memoryd serve $(ARGS)

# The suite on every core (pytest-xdist, a test file per worker: they share module fixtures),
# then the tests that judge a latency alone on the machine (marked `alone`: another worker's
# load would be what they see). TEST_WORKERS=0 runs everything in one process.
TEST_WORKERS ?= auto
test: $(VENV)/.installed   ## lint, type-check, then the whole suite (slow tests excluded)
	$(BIN)/ruff check .
	$(MAKE) --no-print-directory typecheck
	$(BIN)/python -m pytest -n $(TEST_WORKERS) --dist loadfile -m 'not slow and not alone' \
		$(PYTEST_ARGS) || [ $$? -eq 5 ]  # 5: PYTEST_ARGS left nothing in this part
	$(BIN)/python -m pytest -p no:xdist -m 'alone and not slow' $(PYTEST_ARGS) || [ $$? -eq 5 ]

# mypy sees the packages under the names they are imported by (core/ is memoryd.core), through
# links in .mypy-tree; the settings are pyproject's [tool.mypy].
MYPY_TREE := .mypy-tree
MYPY_LINKS := core:core server:server proto/memoryd/v1:v1 clients/python/memoryd/client:client \
	clients/python/memoryd/adapters:adapters clients/mcp/memoryd/mcp:mcp

typecheck: $(VENV)/.installed   ## mypy over memoryd.core, .server, .client, .adapters, .mcp
	rm -rf $(MYPY_TREE) && mkdir -p $(MYPY_TREE)/memoryd
	for link in $(MYPY_LINKS); do ln -s "$(CURDIR)/$${link%%:*}" "$(MYPY_TREE)/memoryd/$${link##*:}"; done
	cd $(MYPY_TREE) && $(CURDIR)/$(BIN)/mypy --config-file $(CURDIR)/pyproject.toml \
		--cache-dir $(CURDIR)/.mypy_cache -p memoryd.core -p memoryd.server -p memoryd.client \
		-p memoryd.adapters -p memoryd.mcp

test-all: $(VENV)/.installed   ## the suite including tests marked slow
	$(BIN)/python -m pytest -m '' $(PYTEST_ARGS)

proto: $(VENV)/.installed   ## regenerate the stubs after editing proto/memoryd/v1/*.proto
	$(BIN)/python proto/generate.py

bench: $(VENV)/.installed   ## every profile at small sizes into one report (~5-7 min)
	$(BIN)/python -m bench all --quick

clean:
	rm -rf $(VENV) build *.egg-info */*.egg-info

# The TypeScript client (clients/node): npm ci from package-lock.json, then types + tsc.
clients/node/node_modules/.package-lock.json: clients/node/package-lock.json
	cd clients/node && npm ci --no-audit --no-fund

node: clients/node/node_modules/.package-lock.json   ## build the TypeScript client
	cd clients/node && npm run build

test-node: $(VENV)/.installed node   ## the TypeScript client's tests against a live server
	$(BIN)/python -m pytest tests/integration/test_node_client.py $(PYTEST_ARGS)

docs: $(VENV)/.installed   ## regenerate docs/configuration.md and docs/api.md (a test checks them)
	$(BIN)/python docs/generate.py
