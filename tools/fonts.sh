#!/usr/bin/env bash
# Copies the game's fonts and their licences out of Debian's free font packages:
# EB Garamond (titles) and Lato (interface text), both under the SIL Open Font License.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
(cd "$work" && apt-get download fonts-ebgaramond fonts-lato >/dev/null)
for deb in "$work"/*.deb; do dpkg-deb -x "$deb" "$work/x"; done
cp "$work"/x/usr/share/fonts/opentype/ebgaramond/EBGaramond12-{Regular,Bold}.otf assets/fonts/
cp "$work"/x/usr/share/fonts/truetype/lato/Lato-{Regular,Bold}.ttf assets/fonts/
cp "$work"/x/usr/share/doc/fonts-ebgaramond/copyright assets/fonts/LICENSE-EBGaramond.txt
cp "$work"/x/usr/share/doc/fonts-lato/copyright assets/fonts/LICENSE-Lato.txt
rm -rf "$work"
