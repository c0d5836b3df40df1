# Parlour: `make run` plays, `make test` runs every check. Both install what they need first.
# System packages come from Debian's apt; as root they are installed, otherwise the exact
# command is printed and make stops.

SHELL := /bin/bash
CARGO ?= cargo
BUILD_PKGS := pkg-config libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev
TEST_PKGS := xvfb xauth mesa-vulkan-drivers libvulkan1 libxkbcommon-x11-0
# Packaging: zips, the Windows cross-linker, the browser for the web test; Node (for wasm-opt
# and the browser driver from npm) only if none is installed.
WEB_TEST_PKGS := zip unzip chromium $(if $(shell command -v node),,nodejs npm)
PACKAGE_PKGS := $(WEB_TEST_PKGS) gcc-mingw-w64-x86-64

.PHONY: run test deps test-deps fmt lint rules engine fuzz package web web-test

define ensure_packages
	@missing=$$(for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing: $$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else \
	    echo "Missing system packages. Run:"; \
	    echo "  sudo apt-get install -y $$missing"; \
	    exit 1; \
	  fi; \
	fi
endef

deps:
	$(call ensure_packages,$(BUILD_PKGS))

test-deps: deps
	$(call ensure_packages,$(TEST_PKGS))

## Play the game.
run: deps
	$(CARGO) run --bin parlour

## Every check CI runs: formatting, lints, rules tests, app tests and screenshot tests.
test: test-deps
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --workspace --all-targets --locked -- -D warnings
	$(CARGO) test --workspace --locked

## The rules core alone (fast: no Bevy).
rules:
	$(CARGO) test -p parlour-rules

## Every fuzzing harness, long: FUZZ_SECONDS per harness (CI runs them briefly through the
## ordinary tests). The rules crate's in release; the app's (saves, settings) in the debug build
## the tests already have, since an optimised app test binary would rebuild all of Bevy.
FUZZ_SECONDS ?= 60
FUZZ = PARLOUR_FUZZ_SECONDS=$(FUZZ_SECONDS) $(CARGO) test
fuzz: test-deps
	$(FUZZ) --release -p parlour-rules --test fuzz -- --nocapture --test-threads=1
	$(FUZZ) --test app fuzz:: -- --nocapture --test-threads=1

## The JSON-lines engine (see docs/engine.md).
engine:
	$(CARGO) run -p parlour-rules --bin parlour-engine

## The three itch.io uploads in dist/ (web, Linux, Windows), then checks of the desktop zips.
package: test-deps
	$(call ensure_packages,$(PACKAGE_PKGS))
	tools/package.sh web linux windows
	tools/check-desktop.sh
	node tools/web/test.mjs

## The web upload alone (dist/parlour-web.zip).
web:
	$(call ensure_packages,$(WEB_TEST_PKGS))
	tools/package.sh web

## The web upload, then its test in headless Chromium (title screen, one click to setup).
web-test: web
	node tools/web/test.mjs
