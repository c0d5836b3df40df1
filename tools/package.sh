#!/usr/bin/env bash
# Build the itch.io uploads into dist/, ready for `butler push`:
#   dist/parlour-web.zip      the browser build (index.html at the root of the zip)
#   dist/parlour-web-test.zip the same for the browser test in CI (target web-test, not part of
#                             "all"): the quicker web-test profile, no wasm-opt, no size budget
#   dist/parlour-linux.zip    x86_64 Linux binary, assets, .itch.toml
#   dist/parlour-windows.zip  x86_64 Windows binary (cross-compiled with mingw-w64), assets, .itch.toml
#
# Usage: tools/package.sh [web] [linux] [windows] [web-test] [web-floor]   (no argument: the first three)
#
# PARLOUR_SERVER=wss://play.example.org bakes the server every upload plays online on (the game
# reads it when it is compiled); without it, a player's game looks for one on their own computer.
#
# Every tool comes from a package registry: rustup targets, wasm-bindgen-cli from crates.io (at
# the exact version of the locked wasm-bindgen crate), wasm-opt from npm's binaryen, Pillow from
# PyPI (the web's textures become WebP), mingw-w64
# from Debian. System packages are expected to be installed already (`make package` does it).
# Each target has its own build cache so that packaging never waits on the development one;
# PARLOUR_{WEB,LINUX,WINDOWS}_TARGET override where they are.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
DIST=$ROOT/dist
TOOLS=${PARLOUR_TOOLS:-$HOME/.cache/parlour-tools}
WEB_TARGET=${PARLOUR_WEB_TARGET:-$HOME/.cache/parlour-web-target}
LINUX_TARGET=${PARLOUR_LINUX_TARGET:-$HOME/.cache/parlour-release-target}
WINDOWS_TARGET=${PARLOUR_WINDOWS_TARGET:-$HOME/.cache/parlour-win-target}
# Builds share the machine: stay out of the way of interactive work.
NICE=(nice -n 19)
export CARGO_TERM_COLOR=never

if [ -n "${PARLOUR_SERVER:-}" ]; then
    case $PARLOUR_SERVER in
        wss://*) echo "online play on $PARLOUR_SERVER" ;;
        ws://*) echo "online play on $PARLOUR_SERVER (ws://: a page on itch.io cannot reach it; use wss://)" >&2 ;;
        *) echo "PARLOUR_SERVER must be a ws:// or wss:// address, not $PARLOUR_SERVER" >&2; exit 2 ;;
    esac
    export PARLOUR_SERVER
fi

targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(web linux windows)

# Each step prints its time as `make test` prints its phases ("phase NAME: N s").
step_start=0
step_name=
step() {
    step_start=$(date +%s)
    step_name=$*
    echo "== $*"
}
took() { echo "phase $step_name: $(($(date +%s) - step_start)) s"; }

# zip DIR ZIP: the folder's contents at the root of the archive, executable bits kept.
zip_dir() {
    rm -f "$2"
    (cd "$1" && zip -q -r -9 -X "$2" .)
    echo "   $(basename "$2"): $(du -k "$2" | cut -f1) KiB"
}

# stage_assets OUT: the game's data files, as every package ships them: each asset the game loads
# at run time and its licence. Not the message files: they are compiled into the program
# (src/i18n/lang.rs).
stage_assets() {
    mkdir -p "$1"
    cp -r assets "$1/"
    rm -rf "$1/assets/i18n"
}

# wasm-bindgen's generated glue and the wasm it loads must come from the same version, and that
# version is the one Cargo.lock pins.
ensure_wasm_bindgen() {
    local want
    want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3 }' Cargo.lock)
    WASM_BINDGEN=$TOOLS/bin/wasm-bindgen
    if [ "$("$WASM_BINDGEN" --version 2>/dev/null)" != "wasm-bindgen $want" ]; then
        step "install wasm-bindgen-cli $want (crates.io)"
        # The lock file published with wasm-bindgen-cli 0.2.130 pins webpki-roots 1.0.11, which
        # the registry may not serve; then its dependencies resolve afresh (the CLI's own version
        # stays exact). Only the `wasm-bindgen` program, without the TLS stack its test runner
        # downloads with: 150 crates instead of 277, and the same output byte for byte.
        # Optimised at level 1, not 3: it compiles in less time and still runs in seconds.
        local install=(env CARGO_PROFILE_RELEASE_OPT_LEVEL=1 cargo install wasm-bindgen-cli
            --version "=$want" --root "$TOOLS" --no-default-features --bin wasm-bindgen)
        env -u CARGO_TARGET_DIR "${NICE[@]}" "${install[@]}" --locked ||
            env -u CARGO_TARGET_DIR "${NICE[@]}" "${install[@]}"
        took
    fi
}

ensure_npm_tools() {
    # Reinstall whenever the lock file changed since the last install.
    if ! cmp -s tools/package-lock.json tools/node_modules/.installed-lock.json 2>/dev/null; then
        step "install binaryen, playwright-core, pngjs (npm)"
        "${NICE[@]}" npm ci --prefix tools --no-audit --no-fund
        cp tools/package-lock.json tools/node_modules/.installed-lock.json
        took
    fi
    WASM_OPT=$ROOT/tools/node_modules/.bin/wasm-opt
}

# Pillow (PyPI, the version the texture generator pins) for the web's smaller textures.
ensure_python_tools() {
    PYTHON=$TOOLS/venv/bin/python
    if ! "$PYTHON" -c 'import PIL; assert PIL.__version__ == "13.0.0"' 2>/dev/null; then
        step "install pillow 13.0.0 (PyPI)"
        python3 -m venv "$TOOLS/venv"
        "$TOOLS/venv/bin/pip" install -q pillow==13.0.0
        took
    fi
}

# squeeze_wasm FILE: wasm-opt -Oz in place, as the shipped upload is.
squeeze_wasm() {
    step "wasm-opt -Oz"
    # rustc (LLVM 20 and later) emits these proposals by default; wasm-opt must be told it may
    # read and keep them, or it rejects the module. All are in every browser that has WebGL2.
    local before
    before=$(stat -c %s "$1")
    "${NICE[@]}" "$WASM_OPT" -Oz --strip-debug --strip-producers \
        --enable-bulk-memory --enable-bulk-memory-opt --enable-nontrapping-float-to-int \
        --enable-sign-ext --enable-mutable-globals --enable-reference-types \
        --enable-call-indirect-overlong --enable-multivalue \
        "$1" -o "$1"
    echo "   wasm $((before / 1024)) KiB -> $(($(stat -c %s "$1") / 1024)) KiB"
    took
}

# The floor under the upload's wasm: tools/web/floor (Bevy with the browser build's features,
# the sound library, the input manager and one physics throw; nothing of the games) in the
# shipped profile, squeezed the same way. Its gzipped size, against the game's, says how much of
# the wasm is the stack and how much the game (docs/web.md). Not part of "all".
build_web_floor() {
    rustup target add wasm32-unknown-unknown >/dev/null
    ensure_wasm_bindgen
    ensure_npm_tools
    # The game's lock file, so that the floor is built of the very crates the game is.
    cp Cargo.lock tools/web/floor/Cargo.lock
    step "cargo build --profile web-release --target wasm32-unknown-unknown (tools/web/floor)"
    CARGO_TARGET_DIR=$WEB_TARGET "${NICE[@]}" cargo build --profile web-release \
        --manifest-path tools/web/floor/Cargo.toml --target wasm32-unknown-unknown
    took
    local out=$DIST/web-floor
    rm -rf "$out"
    mkdir -p "$out"
    step "wasm-bindgen"
    "${NICE[@]}" "$WASM_BINDGEN" --no-typescript --target web --out-dir "$out" --out-name web_floor \
        "$WEB_TARGET/wasm32-unknown-unknown/web-release/parlour-web-floor.wasm"
    took
    python3 tools/web/wasm_sizes.py "$out/web_floor_bg.wasm" --markdown >"$out/sizes.md"
    squeeze_wasm "$out/web_floor_bg.wasm"
    echo "the floor's wasm, gzipped: $(gzip -9 -c "$out/web_floor_bg.wasm" | wc -c) bytes" |
        tee "$DIST/web-floor-size.txt"
}

# build_web PROFILE NAME: the browser build in cargo profile PROFILE, as dist/NAME.zip. The
# shipped upload (web-release) is squeezed by wasm-opt -Oz and must fit its size budget; the
# browser test's (web-test) is wasm-bindgen's output as it is.
build_web() {
    local profile=$1 name=$2
    rustup target add wasm32-unknown-unknown >/dev/null
    ensure_wasm_bindgen
    ensure_npm_tools
    ensure_python_tools
    step "cargo build --profile $profile --target wasm32-unknown-unknown"
    CARGO_TARGET_DIR=$WEB_TARGET "${NICE[@]}" cargo build --locked --profile "$profile" \
        --target wasm32-unknown-unknown --bin parlour
    took
    local out=$DIST/$name
    rm -rf "$out"
    mkdir -p "$out/build"
    step "wasm-bindgen"
    "${NICE[@]}" "$WASM_BINDGEN" --no-typescript --target web --out-dir "$out/build" --out-name parlour \
        "$WEB_TARGET/wasm32-unknown-unknown/$profile/parlour.wasm"
    took
    # Only the shipped upload is squeezed by wasm-opt -Oz (it also checks that wasm-opt reads
    # the module); the browser test loads wasm-bindgen's output as it is.
    if [ "$profile" = web-release ]; then
        squeeze_wasm "$out/build/parlour_bg.wasm"
    fi
    stage_assets "$out"
    "$PYTHON" tools/web/shrink_textures.py "$out/assets/textures"
    # The page's own words in every language, from the message files.
    local messages
    messages=$("$PYTHON" tools/web/page_messages.py)
    WASM_BYTES=$(stat -c %s "$out/build/parlour_bg.wasm") MESSAGES=$messages "$PYTHON" - web/index.html \
        "$out/index.html" <<'PY'
import os, sys
page = open(sys.argv[1], encoding="utf-8").read()
page = page.replace("__WASM_BYTES__", os.environ["WASM_BYTES"]).replace("__PAGE_MESSAGES__", os.environ["MESSAGES"])
open(sys.argv[2], "w", encoding="utf-8").write(page)
PY
    zip_dir "$out" "$DIST/$name.zip"
    if [ "$profile" = web-release ]; then
        report_web_size "$out"
    fi
}

# What the browser downloads, gzip-compressed as itch.io serves it, and what makes it up; and
# the part of it the title waits for: all but the music and the table's effects (asked for once
# the title shows) and the games' own printed boards, cards and figures (each fetched when its
# game is laid).
# The budgets are the measured sizes (10.32 and 8.63 MB, docs/web.md) with a little room, so
# that a change that adds to the download is seen. Issue 56 asked for 8 and 5 MB; the wasm of
# the stack alone is 6.69 MB (`web-floor`).
WEB_BUDGET=10500000
WEB_TITLE_BUDGET=8800000
report_web_size() {
    local dir=$1
    # Each file gzipped once: "<bytes> <path>" lines, then summed by folder.
    local sizes
    sizes=$(cd "$dir" && find . -type f -exec sh -c 'echo "$(gzip -9 -c "$1" | wc -c) $1"' _ {} \;)
    gz() { awk -v pattern="$1" '$2 ~ pattern { s += $1 } END { print s + 0 }' <<<"$sizes"; }
    local wasm js audio music textures games fonts total title
    wasm=$(gz '^\./build/parlour_bg\.wasm$')
    js=$(gz '^\./(build/parlour\.js|index\.html)$')
    audio=$(gz '^\./assets/audio/')
    music=$(gz '^\./assets/audio/music_')
    menus=$(gz '^\./assets/audio/(ui_move|ui_confirm|ui_back|error)\.ogg$')
    textures=$(gz '^\./assets/textures/')
    games=$(gz '^\./assets/textures/(sorry|morfals|morpyam)/')
    fonts=$(gz '^\./assets/fonts/')
    total=$(gz '.')
    title=$((total - (audio - menus) - games))
    mb() { awk "BEGIN { printf \"%6.2f MB\", $1 / 1e6 }"; }
    {
        echo "web bundle, gzipped: $(mb "$total") (budget $(mb "$WEB_BUDGET" | tr -d ' '))"
        echo "  wasm       $(mb "$wasm")"
        echo "  textures   $(mb "$textures") (the games' own $(mb "$games" | tr -d ' '))"
        echo "  audio      $(mb "$audio") (the music $(mb "$music" | tr -d ' '), the menus' effects $(mb "$menus" | tr -d ' '))"
        echo "  fonts      $(mb "$fonts")"
        echo "  js + html  $(mb "$js")"
        echo "before the title: $(mb "$title") (budget $(mb "$WEB_TITLE_BUDGET" | tr -d ' '))"
    } | tee "$DIST/web-size.txt"
    if [ "$total" -gt "$WEB_BUDGET" ]; then
        echo "the web bundle is over its budget" >&2
        exit 1
    fi
    if [ "$title" -gt "$WEB_TITLE_BUDGET" ]; then
        echo "the part of the web bundle the title waits for is over its budget" >&2
        exit 1
    fi
}

# stage_desktop OUT BINARY NAME: binary, assets and the itch.io manifest in one folder.
stage_desktop() {
    rm -rf "$1"
    mkdir -p "$1"
    cp "$2" "$1/$3"
    stage_assets "$1"
    cp tools/itch/.itch.toml "$1/"
}

build_linux() {
    step "cargo build --release (x86_64 Linux)"
    CARGO_TARGET_DIR=$LINUX_TARGET "${NICE[@]}" cargo build --locked --release --bin parlour
    took
    stage_desktop "$DIST/linux" "$LINUX_TARGET/release/parlour" parlour
    strip "$DIST/linux/parlour"
    zip_dir "$DIST/linux" "$DIST/parlour-linux.zip"
}

build_windows() {
    rustup target add x86_64-pc-windows-gnu >/dev/null
    command -v x86_64-w64-mingw32-gcc >/dev/null || {
        echo "x86_64-w64-mingw32-gcc is missing: apt-get install gcc-mingw-w64-x86-64" >&2
        exit 1
    }
    step "cargo build --release --target x86_64-pc-windows-gnu"
    CARGO_TARGET_DIR=$WINDOWS_TARGET "${NICE[@]}" cargo build --locked --release \
        --target x86_64-pc-windows-gnu --bin parlour
    took
    stage_desktop "$DIST/windows" "$WINDOWS_TARGET/x86_64-pc-windows-gnu/release/parlour.exe" parlour.exe
    x86_64-w64-mingw32-strip "$DIST/windows/parlour.exe"
    zip_dir "$DIST/windows" "$DIST/parlour-windows.zip"
}

mkdir -p "$DIST"
for t in "${targets[@]}"; do
    case $t in
    web) build_web web-release parlour-web ;;
    web-test) build_web web-test parlour-web-test ;;
    web-floor) build_web_floor ;;
    linux) build_linux ;;
    windows) build_windows ;;
    *)
        echo "unknown target $t (web, linux, windows, web-test, web-floor)" >&2
        exit 2
        ;;
    esac
done
