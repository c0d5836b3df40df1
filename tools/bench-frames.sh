#!/usr/bin/env bash
# The table's frame cost against the reference scene, in one X server (see README, "Frame time"):
#   tools/bench-frames.sh [release|debug] [frames per scene] [--long SECONDS]
#   (PARLOUR_BIN=path/to/parlour measures that binary instead of building one)
# Runs the reference scene (a cube on a plane under one shadowed light), the game's scenes in one
# process at High quality, again at Low (`parlour --bench-frames`), then the reference scene
# again, under Xvfb at 1280x720 with Mesa's software Vulkan, and prints each scene's mean and p95
# frame times and their ratio to the reference (the mean of its two runs), and the process's CPU
# time a frame (the software renderer's work, which other programs on the machine do not
# stretch). `--long 600` measures a 10-minute match between two computer players minute by minute
# instead of the scenes.
set -euo pipefail
cd "$(dirname "$0")/.."
profile=${1:-release}
frames=${2:-30}
shift $(( $# < 2 ? $# : 2 ))
long=()
[[ ${1:-} == --long ]] && long=(--long "${2:-600}")
flag=(); [[ $profile == release ]] && flag=(--release)
# PARLOUR_BIN measures a binary already built (a release build takes over half an hour on two
# cores); otherwise the profile is built first.
bin=${PARLOUR_BIN:-}
if [[ -z $bin ]]; then
    cargo build --quiet --locked --bin parlour "${flag[@]}"
    bin="${CARGO_TARGET_DIR:-target}/$profile/parlour"
fi
log=$(mktemp)
bench_frames=$frames
[[ ${#long[@]} -gt 0 ]] && bench_frames=60s
export WGPU_BACKEND=vulkan BEVY_ASSET_ROOT="$PWD" RUST_LOG="warn,parlour=info"
xvfb-run -a -s "-screen 0 1280x720x24" bash -c '
  "$0" --reference-scene "$1"
  "$0" --bench-frames "$2" "${@:3}"
  [[ $# -gt 2 ]] || "$0" --bench-frames "$2" --low
  "$0" --reference-scene "$1"
' "$bin" "$frames" "$bench_frames" "${long[@]}" 2>&1 | sed 's/\x1b\[[0-9;]*m//g' >"$log" || { tail -40 "$log"; exit 1; }
grep -E "frame time" "$log" | sed -E 's/.*frame time/frame time/' >&2
awk -v profile="$profile" '
  /frame time \[reference\]/ {
    match($0, /mean [0-9.]+/); m = substr($0, RSTART + 5, RLENGTH - 5)
    match($0, /p95 [0-9.]+/); p = substr($0, RSTART + 4, RLENGTH - 4)
    c = 0; if (match($0, /cpu [0-9.]+/)) c = substr($0, RSTART + 4, RLENGTH - 4)
    rm += m; rp += p; rc += c; rn++; next
  }
  /bench \(Low quality\)/ { quality = " (Low)" }
  /frame time \[/ && !/\[reference\]/ {
    match($0, /frame time \[[^]]*\]/); label = substr($0, RSTART + 12, RLENGTH - 13) quality
    match($0, /mean [0-9.]+/); m = substr($0, RSTART + 5, RLENGTH - 5)
    match($0, /p95 [0-9.]+/); p = substr($0, RSTART + 4, RLENGTH - 4)
    c = 0; if (match($0, /cpu [0-9.]+/)) c = substr($0, RSTART + 4, RLENGTH - 4)
    n++; labels[n] = label; means[n] = m; p95s[n] = p; cpus[n] = c
  }
  END {
    if (rn == 0) { print "no reference scene measured"; exit 1 }
    rm /= rn; rp /= rn; rc /= rn
    printf "%s build, software Vulkan, 1280x720\n", profile
    printf "%-22s %10s %10s %8s %8s %8s %6s\n", "scene", "mean ms", "p95 ms", "x mean", "x p95", "cpu ms", "x cpu"
    printf "%-22s %10.1f %10.1f %8s %8s %8.1f %6s\n", "reference", rm, rp, "1.00", "1.00", rc, "1.00"
    for (i = 1; i <= n; i++) {
      # Computed apart: a ">" among the arguments of printf redirects its output to a file.
      xc = rc > 0 ? cpus[i] / rc : 0
      printf "%-22s %10.1f %10.1f %8.2f %8.2f %8.1f %6.2f\n", labels[i], means[i], p95s[i], means[i] / rm,
        p95s[i] / rp, cpus[i], xc
    }
  }' "$log"
rm -f "$log"
