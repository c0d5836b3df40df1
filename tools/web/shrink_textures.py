"""The browser upload's textures: each lossless WebP the game loads becomes a lossy one under the
same name, the large ones at half their size; the textures the game never loads are left out.

Measured on the table at 1280×720 (docs/web.md): WebP at quality 90 is a sixth of the bytes of
the PNG it replaced (a quarter of the lossless WebP the repository keeps), and the screens stay
within the browser test's tolerance of their goldens. Normal maps are kept at quality 95 (their
error is in the light's direction, not a colour). A side of more than 256 pixels is halved first (the wood,
felt and the games' printed boards and cards are seen at a distance); the dice-face atlas keeps
its size, since the dice are looked at closely in the tray. Bevy reads WebP with its `webp`
feature (the browser build has no `png`).

    python tools/web/shrink_textures.py DIR     # rewrites the textures under DIR in place
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image

KEEP_SIZE = {"dice_faces.webp"}
LIMIT = 256
COLOUR_QUALITY = 90
NORMAL_QUALITY = 95
# Made by tools/textures/generate.py for looks the table does not use (yet): no code loads
# them, so the upload does without them. A game that starts to load one fails the browser test
# (it asks for a file the upload lacks) until it is taken off this list.
UNUSED = {
    "wood_table_normal.webp",
    "wood_table_roughness.webp",
    "brass_roughness.webp",
    "vignette.webp",
    "token_top.webp",
    "paper_albedo.webp",
    "felt_grey_albedo.webp",
}


def convert(path: Path) -> tuple[int, int]:
    """Rewrite `path` as lossy WebP: (bytes before, bytes after)."""
    with Image.open(path) as img:
        img.load()
    before = path.stat().st_size
    has_alpha = img.mode in ("RGBA", "LA") or "transparency" in img.info
    img = img.convert("RGBA" if has_alpha else "RGB")
    if path.name not in KEEP_SIZE and max(img.size) > LIMIT:
        img = img.resize((img.width // 2, img.height // 2), Image.Resampling.LANCZOS)
    quality = NORMAL_QUALITY if path.stem.endswith("_normal") else COLOUR_QUALITY
    img.save(path, format="WEBP", quality=quality, method=6)
    return before, path.stat().st_size


def main() -> None:
    root = Path(sys.argv[1])
    total_before = total_after = dropped = 0
    for path in sorted(root.rglob("*.webp")):
        if path.name in UNUSED:
            dropped += path.stat().st_size
            path.unlink()
            continue
        before, after = convert(path)
        total_before += before
        total_after += after
        print(f"   {path.relative_to(root)}: {before // 1024} KiB -> {after // 1024} KiB")
    print(
        f"   textures for the web: {total_before // 1024} KiB lossless -> {total_after // 1024} KiB lossy; "
        f"{dropped // 1024} KiB of unused textures left out"
    )


if __name__ == "__main__":
    main()
