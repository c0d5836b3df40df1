# Parlour: `make run` plays, `make test` runs every check. Both install what they need first.
# System packages come from Debian's apt; as root they are installed, otherwise the exact
# command is printed and make stops.

SHELL := /bin/bash
CARGO ?= cargo
BUILD_PKGS := pkg-config libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev
# PostgreSQL: the online server's tests run against it too (tools/test-postgres.sh). webp: the
# screenshot goldens are (near-)lossless WebP (cwebp writes them; dwebp reads them for the browser test).
TEST_PKGS := xvfb xauth mesa-vulkan-drivers libvulkan1 libxkbcommon-x11-0 postgresql webp
# Packaging: zips, the Windows cross-linker, the browser for the web test; Node (for wasm-opt
# and the browser driver from npm) only if none is installed.
WEB_TEST_PKGS := zip unzip chromium webp $(if $(shell command -v node),,nodejs npm)
PACKAGE_PKGS := $(WEB_TEST_PKGS) gcc-mingw-w64-x86-64

.PHONY: run test test-postgres deps test-deps ci-deps fmt lint rules engine server fuzz package web web-test

# Each phase of `make test` and `make web-test` prints its time ("phase NAME: N s").
PHASE := tools/phase.sh
# Clippy lints the workspace's own crates while they are compiled for the tests: clippy-driver
# as the workspace's rustc wrapper, with the arguments `cargo clippy -- -D warnings` gives it.
# The dependencies are then compiled once, not once checked for clippy and once built for the
# tests. The same variables on both cargo commands, so that the test run rebuilds nothing.
LINTED := RUSTC_WORKSPACE_WRAPPER=clippy-driver CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__

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

## Every system package CI needs (tests, web build, browser), in one apt run.
ci-deps:
	$(call ensure_packages,$(BUILD_PKGS) $(TEST_PKGS) $(WEB_TEST_PKGS))

## Play the game.
run: deps
	$(CARGO) run --bin parlour

## Every check CI runs: formatting, lints (clippy -D warnings on every target, benches and
## examples included), documentation images (WebP, none missing), rules tests, app tests,
## screenshot tests, and the online server's tests on SQLite and on PostgreSQL.
test: test-deps
	$(PHASE) fmt $(CARGO) fmt --all -- --check
	$(PHASE) "docs images" tools/docs-shot.sh --check
	$(PHASE) "clippy and test build" env $(LINTED) $(CARGO) test --workspace --all-targets --locked --no-run
	$(PHASE) "test run" env $(LINTED) $(CARGO) test --workspace --locked
	$(PHASE) "server on PostgreSQL" env $(LINTED) CARGO=$(CARGO) tools/test-postgres.sh

## The online server's tests against a real PostgreSQL, started and stopped by the script on
## 127.0.0.1 (`make test` runs them too, after the SQLite run).
test-postgres: test-deps
	tools/test-postgres.sh

## Clippy alone, as it is usually run (checks without building).
lint:
	$(CARGO) clippy --workspace --all-targets --locked -- -D warnings

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

## The online server, which holds every online match: on 127.0.0.1:3536 with its matches in
## parlour-server.db (PARLOUR_ADDRESS=0.0.0.0:3536 for a local network; every setting is in
## docs/online.md).
server:
	$(CARGO) run --release -p parlour-server

## The JSON-lines engine (see docs/engine.md).
engine:
	$(CARGO) run -p parlour-rules --bin parlour-engine

## The three itch.io uploads in dist/ (web, Linux, Windows), then checks of the desktop zips and
## the browser test of the web upload as it ships.
package: test-deps
	$(call ensure_packages,$(PACKAGE_PKGS))
	tools/package.sh web linux windows
	tools/check-desktop.sh
	node tools/web/test.mjs

## The web upload alone (dist/parlour-web.zip).
web:
	$(call ensure_packages,$(WEB_TEST_PKGS))
	tools/package.sh web

## The browser test (CI): the web build in the quicker `web-test` profile (no whole-program
## optimisation, no wasm-opt -Oz, no size budget: `make package` builds, size-checks and tests
## the upload as it ships), then the test in headless Chromium.
web-test:
	$(call ensure_packages,$(WEB_TEST_PKGS))
	tools/package.sh web-test
	$(PHASE) "browser test" node tools/web/test.mjs --zip dist/parlour-web-test.zip --out dist/web-test
