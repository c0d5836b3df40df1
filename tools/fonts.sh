#!/usr/bin/env bash
# Copies the game's fonts and their licences out of Debian's free font packages:
# EB Garamond (titles: the Regular cut, whose accented and Latin Extended letters the Bold cut of
# this release lacks; the Bold cut stays for the printed boards' textures) and Lato (interface
# text), both under the SIL Open Font License.
# Lato and EB Garamond Regular are cut down to the Latin, punctuation, arrow and math glyphs the
# game can show (their Greek, Cyrillic and Vietnamese sets would be over 1 MB of the browser
# download), with fontTools from PyPI; the cut fonts are renamed "Parlour Sans" and "Parlour
# Serif" as the licence asks of modified versions.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q fonttools==4.68.0
(cd "$work" && apt-get download fonts-ebgaramond fonts-lato >/dev/null)
for deb in "$work"/*.deb; do dpkg-deb -x "$deb" "$work/x"; done
cp "$work"/x/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Bold.otf assets/fonts/
cp "$work"/x/usr/share/doc/fonts-ebgaramond/copyright assets/fonts/LICENSE-EBGaramond.txt
cp "$work"/x/usr/share/doc/fonts-lato/copyright assets/fonts/LICENSE-Lato.txt
subset() {
    "$work/venv/bin/python" - "$@" <<'PY'
import sys
from fontTools import subset
from fontTools.ttLib import TTFont

source, target, family, style = sys.argv[1:]
options = subset.Options()
options.layout_features = ["*"]  # kerning and ligatures exactly as the full font shapes them
options.name_IDs = ["*"]
options.notdef_outline = True
font = TTFont(source, recalcTimestamp=False)  # the same bytes on every run
sub = subset.Subsetter(options)
# Basic Latin, Latin-1, Latin Extended-A, general punctuation, currency, arrows, math operators,
# geometric shapes: every character the game writes, and names a player may meet in a path; and
# the capital sigma that the printed Morpyam squares of MINI and MAXI carry (tools/textures).
ranges = [(0x20, 0x7E), (0xA0, 0x17F), (0x3A3, 0x3A3), (0x2010, 0x205E), (0x20A0, 0x20BF),
          (0x2190, 0x21FF), (0x2200, 0x22FF), (0x25A0, 0x25FF)]
sub.populate(unicodes=[c for lo, hi in ranges for c in range(lo, hi + 1)])
sub.subset(font)
for record in font["name"].names:
    if record.nameID in (1, 16):
        record.string = family
    elif record.nameID == 4:
        record.string = f"{family} {style}"
    elif record.nameID == 6:
        record.string = family.replace(" ", "") + f"-{style}"
font.save(target)
PY
}
for style in Regular Bold; do
    subset "$work/x/usr/share/fonts/truetype/lato/Lato-$style.ttf" "assets/fonts/Lato-$style.ttf" \
        "Parlour Sans" "$style"
done
subset "$work/x/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf" \
    assets/fonts/ParlourSerif-Regular.otf "Parlour Serif" Regular
rm -f assets/fonts/EBGaramond12-Regular.otf
ls -l assets/fonts
