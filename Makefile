# make play — set up .venv if needed and start the game; make test — the same, then the whole suite headless.
# Both compile the engine's hot path where a C compiler is at hand (setup.py; GONGZHU_PURE=1: not).
# make dist — the packaged game: dist/gongzhu (one file) and dist/gongzhu-folder/ (one folder);
# make check-dist — run both headless (--smoke) and check they write nothing beside themselves;
# make bench-startup — launch-to-first-title-frame times against the goals (fails when over);
# make tour — a screenshot of every screen in both languages at four window sizes, in screens/.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
COMPILED := $(VENV)/.compiled
BUILD_STAMP := $(VENV)/.build-tools
PYINSTALLER ?= pyinstaller>=6.10,<7
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1

.PHONY: play test lint bench clean dist check-dist bench-startup tour

# First of all (not for `make clean`): Python 3.11 or newer, and a .venv made by a Python that
# still runs and is new enough (else it is made again) — before pip, which would fail late.
ifneq ($(filter-out clean,$(or $(MAKECMDGOALS),play)),)
PYTHON_OK := $(shell $(PYTHON) build/check_python.py '$(VENV)' '$(origin PYTHON)' >&2; echo $$?)
ifneq ($(PYTHON_OK),0)
$(error $(if $(filter 127,$(PYTHON_OK)),no '$(PYTHON)' here: install Python 3.11 or newer and \
	run make PYTHON=python3.11 (or its path),stopped before building anything))
endif
endif

$(STAMP): pyproject.toml setup.py
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP) $(COMPILED)

# The install compiles the engine's hot path in place (setup.py); an engine module changed
# since then is compiled again, so the game and the tests never run an older copy of it.
$(COMPILED): $(STAMP) $(wildcard engine/*.py engine/core/*.py engine/gongzhu/*.py engine/gongzhu/hand/*.py engine/gongzhu/ai/*.py engine/shengji/*.py engine/shengji/ai/*.py)
	$(BIN)/python -m pip install --quiet --no-deps -e .
	touch $(COMPILED)

play: $(COMPILED)
	$(BIN)/gongzhu

test: $(COMPILED)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 $(BIN)/python -m pytest

# Code health: the linter, the formatter's check, and the type checker, strict on every package
# of the game (engine, saves and game; the tests and build scripts are not type-checked).
lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy --strict engine saves game

bench: $(COMPILED)
	$(BIN)/gongzhu bench

# PyInstaller is a build tool, not a dependency of the game: installed here, on first use.
$(BUILD_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet '$(PYINSTALLER)'
	touch $(BUILD_STAMP)

dist: $(BUILD_STAMP) $(COMPILED)
	$(HEADLESS) $(BIN)/python build/make_icon.py
	rm -rf dist/gongzhu dist/gongzhu-folder dist/notices dist/share
	$(HEADLESS) $(BIN)/pyinstaller --noconfirm --log-level WARN build/gongzhu.spec \
		--distpath dist --workpath build/out/work -- --mode both
	@ls -l dist/gongzhu && du -sh dist/gongzhu-folder

check-dist:
	$(BIN)/python build/check_dist.py

# Through a real X server (Xvfb when there is no display and xvfb-run is installed); fails
# when a build starts slower than its goal.
bench-startup:
	$(if $(or $(DISPLAY),$(shell command -v xvfb-run 2>/dev/null)),$(if $(DISPLAY),,xvfb-run -a -s "-screen 0 1920x1080x24") \
	  $(BIN)/python build/bench_startup.py --runs 5 $(if $(DISPLAY),,--driver x11),\
	  $(BIN)/python build/bench_startup.py --runs 5)

tour: $(COMPILED)
	$(HEADLESS) $(BIN)/python build/tour.py

clean:
	rm -rf $(VENV) build/out dist *.egg-info gongzhu_engine__mypyc.* engine/*.so engine/*/*.so engine/*/*/*.so
