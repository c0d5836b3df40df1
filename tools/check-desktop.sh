#!/usr/bin/env bash
# Check the desktop uploads as a player gets them:
# - Linux: unzip dist/parlour-linux.zip, start the game from its own folder (no asset root
#   given, run from elsewhere) under Xvfb with Mesa's software Vulkan, script it to the title
#   screen and compare the capture with tests/golden/title.webp.
# - Windows: unzip dist/parlour-windows.zip; parlour.exe must be a PE32+ x86-64 GUI program
#   that needs no DLL beyond Windows' own (no mingw runtime left to ship).
# Usage: tools/check-desktop.sh [linux] [windows]   (no argument: both)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
checks=("$@")
[ ${#checks[@]} -eq 0 ] && checks=(linux windows)

check_linux() {
    echo "== Linux zip: start under Xvfb to the title screen"
    mkdir -p "$WORK/linux" "$WORK/data" "$ROOT/dist/desktop-test"
    unzip -q dist/parlour-linux.zip -d "$WORK/linux"
    [ -x "$WORK/linux/parlour" ] || { echo "parlour is missing or not executable in the zip" >&2; exit 1; }
    [ -f "$WORK/linux/.itch.toml" ] || { echo ".itch.toml is missing from the zip" >&2; exit 1; }
    local shot=$ROOT/dist/desktop-test/linux-title.png
    rm -f "$shot"
    local start=$(date +%s)
    # From another folder, without BEVY_ASSET_ROOT: the game must find assets/ beside itself.
    (cd / && env -u BEVY_ASSET_ROOT -u CARGO_MANIFEST_DIR WGPU_BACKEND=vulkan \
        PARLOUR_DATA_DIR="$WORK/data" RUST_LOG=warn \
        timeout 600 xvfb-run -a -s "-screen 0 1280x720x24" "$WORK/linux/parlour" \
        --script "wait:title; shot:$shot; quit") >"$ROOT/dist/desktop-test/linux.log" 2>&1 || {
        cat "$ROOT/dist/desktop-test/linux.log" >&2
        echo "the Linux build did not run its script" >&2
        exit 1
    }
    echo "   reached the title screen and quit in $(($(date +%s) - start)) s"
    node tools/web/compare.mjs "$shot" tests/golden/title.webp
}

check_windows() {
    echo "== Windows zip: parlour.exe is a PE32+ x86-64 program"
    mkdir -p "$WORK/windows"
    unzip -q dist/parlour-windows.zip -d "$WORK/windows"
    [ -f "$WORK/windows/.itch.toml" ] || { echo ".itch.toml is missing from the zip" >&2; exit 1; }
    python3 - "$WORK/windows/parlour.exe" <<'EOF'
import struct, sys
exe = open(sys.argv[1], "rb").read()
assert exe[:2] == b"MZ", "no MZ header"
pe = struct.unpack_from("<I", exe, 0x3C)[0]
assert exe[pe:pe + 4] == b"PE\0\0", "no PE signature"
machine = struct.unpack_from("<H", exe, pe + 4)[0]
magic, = struct.unpack_from("<H", exe, pe + 24)
subsystem, = struct.unpack_from("<H", exe, pe + 24 + 68)
assert machine == 0x8664, f"machine {machine:#x}, not x86-64"
assert magic == 0x20B, f"optional header magic {magic:#x}, not PE32+"
assert subsystem == 2, f"subsystem {subsystem}, not a Windows GUI program"
print(f"   PE32+ x86-64 GUI executable, {len(exe) // 1024} KiB")
EOF
    # Only Windows' own libraries: a mingw DLL (libgcc_s, libwinpthread, libstdc++) would be
    # missing on the player's machine.
    local dlls
    dlls=$(x86_64-w64-mingw32-objdump -p "$WORK/windows/parlour.exe" | awk '/DLL Name:/ { print $3 }' | sort -u)
    echo "   imports: $(echo $dlls)"
    if echo "$dlls" | grep -qiE 'libgcc|winpthread|libstdc|mingw'; then
        echo "parlour.exe needs a mingw runtime DLL" >&2
        exit 1
    fi
}

for c in "${checks[@]}"; do
    case $c in
    linux) check_linux ;;
    windows) check_windows ;;
    *)
        echo "unknown check $c (linux, windows)" >&2
        exit 2
        ;;
    esac
done
