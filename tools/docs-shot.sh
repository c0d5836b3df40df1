#!/usr/bin/env bash
# Documentation screenshots are lossy WebP at quality 90, not PNG: a 1280×720 table is about
# 90 kB instead of about 900 kB, and looks the same, text included (-sharp_yuv keeps coloured
# edges sharp through WebP's half-resolution colour). The goldens in tests/golden are not
# documentation: the screenshot tests compare them pixel by pixel, so they are lossless WebP.
#
# Usage:
#   tools/docs-shot.sh CAPTURE.png [NAME]   docs/screenshots/NAME.webp from a capture (a `shot:`
#                                           of a scripted run, a test's or the browser test's
#                                           output); NAME defaults to the capture's own name
#   tools/docs-shot.sh --check              fail if docs/ holds a PNG, BMP or TIFF, or if an image
#                                           that README.md or docs/*.md shows is missing
#                                           (`make test` runs this)
set -euo pipefail
cd "$(dirname "$0")/.."

QUALITY=90

check() {
    local bad=0 md dir ref path
    # Tracked files where git knows the tree, every file otherwise.
    local files
    if files=$(git ls-files -- docs 2>/dev/null) && [ -n "$files" ]; then :; else files=$(find docs -type f); fi
    while IFS= read -r path; do
        echo "docs-shot: $path is uncompressed; make it WebP: tools/docs-shot.sh $path" >&2
        bad=1
    done < <(grep -iE '\.(png|bmp|tiff?)$' <<<"$files" || true)
    for md in README.md docs/*.md; do
        dir=$(dirname "$md")
        # Markdown images ![alt](path) and HTML <img src="path">; addresses on the web are skipped.
        while IFS= read -r ref; do
            case $ref in http://* | https://* | //*) continue ;; esac
            ref=${ref%%#*}
            ref=${ref%% *}
            if [ "$dir" = . ]; then path=$ref; else path=$dir/$ref; fi
            if [ ! -f "$path" ]; then
                echo "docs-shot: $md shows $ref, which is missing" >&2
                bad=1
            fi
        done < <(grep -oE '!\[[^]]*\]\([^)]+\)|<img [^>]*src="[^"]+"' "$md" |
            sed -E 's/^!\[[^]]*\]\(([^)]+)\)$/\1/; s/^<img [^>]*src="([^"]+)"$/\1/')
    done
    [ "$bad" = 0 ] && echo "docs-shot: docs/ images are WebP and every image the docs show exists"
    return "$bad"
}

if [ "${1:-}" = --check ]; then
    check
    exit
fi

if [ $# -lt 1 ] || [ $# -gt 2 ] || [ ! -f "$1" ]; then
    sed -n '7,13p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
fi
if ! command -v cwebp >/dev/null; then
    if [ "$(id -u)" = 0 ]; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq webp >/dev/null
    else
        echo "cwebp is missing. Run:" >&2
        echo "  sudo apt-get install -y webp" >&2
        exit 1
    fi
fi
name=${2:-$(basename "${1%.*}")}
out=docs/screenshots/${name%.webp}.webp
mkdir -p docs/screenshots
cwebp -quiet -q "$QUALITY" -m 6 -sharp_yuv -metadata none "$1" -o "$out"
echo "$out: $(stat -c %s "$out") bytes (from $(stat -c %s "$1"))"
