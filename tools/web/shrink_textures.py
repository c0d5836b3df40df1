"""Halve the table's large textures for the browser upload.

The browser build must stay under its download budget and the surfaces these textures cover
(wood, felt, paper, the vignette) are seen at a distance, so a side of more than 256 pixels is
halved. The dice-face atlas keeps its size: the dice are looked at closely in the tray.
The printed boards and cards of the games (`sorry/`, `morfals/`) are also reduced to 256
colours with error diffusion, which halves them again with no visible change (flat inks on
paper). The PNG's colour chunk (sRGB for colour, gamma 1.0 for linear data) is kept.

    python tools/web/shrink_textures.py DIR     # rewrites the PNGs under DIR in place
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from PIL import Image, PngImagePlugin

KEEP = {"dice_faces.png"}
LIMIT = 256
# Folders of printed game pieces, stored with a 256-colour palette.
PALETTE = {"sorry", "morfals"}


def shrink(path: Path) -> tuple[int, int] | None:
    with Image.open(path) as img:
        img.load()
    if path.name in KEEP or max(img.size) <= LIMIT:
        return None
    info = PngImagePlugin.PngInfo()
    if "srgb" in img.info:
        info.add(b"sRGB", bytes([img.info["srgb"]]))
    if "gamma" in img.info:
        info.add(b"gAMA", round(img.info["gamma"] * 100000).to_bytes(4, "big"))
    before = path.stat().st_size
    small = img.resize((img.width // 2, img.height // 2), Image.Resampling.LANCZOS)
    if path.parent.name in PALETTE and small.mode == "RGB":
        small = small.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.FLOYDSTEINBERG)
    buf = io.BytesIO()
    small.save(buf, format="PNG", optimize=True, compress_level=9, pnginfo=info)
    path.write_bytes(buf.getvalue())
    return before, len(buf.getvalue())


def main() -> None:
    root = Path(sys.argv[1])
    saved = 0
    for path in sorted(root.rglob("*.png")):
        sizes = shrink(path)
        if sizes:
            saved += sizes[0] - sizes[1]
            print(f"   {path.relative_to(root)}: {sizes[0] // 1024} KiB -> {sizes[1] // 1024} KiB")
    print(f"   textures halved for the web: {saved // 1024} KiB less")


if __name__ == "__main__":
    main()
