#!/usr/bin/env python3
"""Procedural textures for Parlour's tables, boards, felt, cards and UI.

Run from the repository root:

    python3 tools/textures/generate.py            # writes assets/textures/*.png
    python3 tools/textures/generate.py --preview /tmp/tex-preview

Everything is deterministic: every texture draws from its own fixed seed, so a
rerun rewrites byte-identical files (given the pinned numpy/Pillow versions).

All noise is made by filtering white noise in the frequency domain, which makes
it periodic by construction: every map that covers a large surface wraps
seamlessly. Colour maps are written as sRGB; normal and roughness maps hold
linear data. Normal maps use the OpenGL / Bevy convention (tangent space, +Y
points up the image, i.e. towards +V).
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

import numpy as np
from PIL import Image, PngImagePlugin

ROOT = Path(__file__).resolve().parents[2]
OUT_DIR = ROOT / "assets" / "textures"


# ---------------------------------------------------------------------------
# colour helpers


def srgb_to_linear(c):
    c = np.asarray(c, dtype=np.float64)
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def linear_to_srgb(c):
    c = np.clip(np.asarray(c, dtype=np.float64), 0.0, 1.0)
    return np.where(c <= 0.0031308, c * 12.92, 1.055 * np.power(c, 1 / 2.4) - 0.055)


def rgb8(r, g, b):
    """An sRGB colour given as 0..255 integers, returned as linear floats."""
    return srgb_to_linear(np.array([r, g, b], dtype=np.float64) / 255.0)


def smoothstep(e0, e1, x):
    t = np.clip((x - e0) / (e1 - e0), 0.0, 1.0)
    return t * t * (3.0 - 2.0 * t)


def mix_colour(c0, c1, t):
    """Blend two linear RGB colours by a scalar field t -> (H, W, 3)."""
    t = np.asarray(t)[..., None]
    return c0 * (1.0 - t) + c1 * t


# ---------------------------------------------------------------------------
# periodic noise and filtering


def _freqs(h, w):
    fy = np.fft.fftfreq(h)[:, None]
    fx = np.fft.fftfreq(w)[None, :]
    return fy, fx


def gaussian_filter_periodic(img, sx, sy=None):
    """Gaussian blur with wrap-around, std devs in pixels along x and y."""
    if sy is None:
        sy = sx
    h, w = img.shape
    fy, fx = _freqs(h, w)
    g = np.exp(-2.0 * np.pi**2 * ((sx * fx) ** 2 + (sy * fy) ** 2))
    return np.real(np.fft.ifft2(np.fft.fft2(img) * g))


def noise(rng, shape, sx, sy=None):
    """Smooth tileable noise, zero mean and unit std; feature size ~ (sx, sy) px."""
    white = rng.standard_normal(shape)
    n = gaussian_filter_periodic(white, sx, sy)
    n -= n.mean()
    return n / (n.std() + 1e-12)


def fbm(rng, shape, sx, sy=None, octaves=4, gain=0.5, lacunarity=2.0):
    """Sum of noise octaves from coarse (sx, sy) to fine; unit std."""
    if sy is None:
        sy = sx
    total = np.zeros(shape)
    amp = 1.0
    for _ in range(octaves):
        total += amp * noise(rng, shape, sx, sy)
        sx /= lacunarity
        sy /= lacunarity
        amp *= gain
    return total / total.std()


def noise_1d(rng, n, sigma):
    white = rng.standard_normal(n)
    f = np.fft.fftfreq(n)
    out = np.real(np.fft.ifft(np.fft.fft(white) * np.exp(-2.0 * np.pi**2 * (sigma * f) ** 2)))
    out -= out.mean()
    return out / (out.std() + 1e-12)


def splat_fibres(rng, size, count, length, width_px=1.0, curl=0.0, angle_bias=None):
    """Accumulate short, slightly curved fibres on a wrapping canvas.

    Returns a density field. `length` is (min, max) in pixels. `angle_bias`
    (radians, spread) limits fibre directions; None means any direction.
    """
    acc = np.zeros((size, size))
    steps = int(np.ceil(length[1] * 2)) + 1
    cx = rng.uniform(0, size, count)
    cy = rng.uniform(0, size, count)
    if angle_bias is None:
        ang = rng.uniform(0, np.pi, count)
    else:
        ang = angle_bias[0] + rng.normal(0, angle_bias[1], count)
    ln = rng.uniform(length[0], length[1], count)
    bend = rng.normal(0, curl, count)
    weight = rng.uniform(0.5, 1.0, count)
    s = np.linspace(-0.5, 0.5, steps)[None, :]
    a = ang[:, None] + bend[:, None] * s
    px = cx[:, None] + np.cos(a) * ln[:, None] * s
    py = cy[:, None] + np.sin(a) * ln[:, None] * s
    # bilinear splat so fibres stay smooth at any angle
    x0 = np.floor(px).astype(np.int64)
    y0 = np.floor(py).astype(np.int64)
    fx = px - x0
    fy = py - y0
    wgt = np.broadcast_to(weight[:, None] / steps * ln[:, None], px.shape)
    for dx, dy, k in (
        (0, 0, (1 - fx) * (1 - fy)),
        (1, 0, fx * (1 - fy)),
        (0, 1, (1 - fx) * fy),
        (1, 1, fx * fy),
    ):
        np.add.at(acc, ((y0 + dy) % size, (x0 + dx) % size), k * wgt)
    if width_px > 0:
        acc = gaussian_filter_periodic(acc, width_px * 0.5)
    return acc


def normalise(a):
    a = a - a.mean()
    return a / (a.std() + 1e-12)


# ---------------------------------------------------------------------------
# normal maps


def height_to_normal(height):
    """Tangent-space normal map from a height field measured in texels.

    Central differences with wrap-around keep the map tileable. OpenGL / Bevy
    convention: +X right, +Y up the image (towards +V), +Z out of the surface.
    A height of 1.0 means one texel of true relief, so slopes are physical.
    """
    dhdx = 0.5 * (np.roll(height, -1, axis=1) - np.roll(height, 1, axis=1))
    dhdy_img = 0.5 * (np.roll(height, -1, axis=0) - np.roll(height, 1, axis=0))
    nx = -dhdx
    ny = dhdy_img  # image rows grow downwards, V grows upwards
    nz = np.ones_like(height)
    inv = 1.0 / np.sqrt(nx * nx + ny * ny + nz * nz)
    n = np.stack([nx * inv, ny * inv, nz * inv], axis=-1)
    return n * 0.5 + 0.5


# ---------------------------------------------------------------------------
# output


def _png_info(colour: bool) -> PngImagePlugin.PngInfo:
    info = PngImagePlugin.PngInfo()
    if colour:
        info.add(b"sRGB", b"\x00")  # perceptual rendering intent
    else:
        info.add(b"gAMA", (100000).to_bytes(4, "big"))  # gamma 1.0: linear data
    return info


def to_u8(a):
    return np.clip(np.round(np.asarray(a) * 255.0), 0, 255).astype(np.uint8)


def save_png(name, data, colour, written):
    """data: float array in 0..1, (H, W) or (H, W, C), already encoded."""
    arr = to_u8(data)
    img = Image.fromarray(arr)  # L, RGB or RGBA from the array's shape
    path = OUT_DIR / name
    buf = io.BytesIO()
    img.save(buf, format="PNG", optimize=True, compress_level=9, pnginfo=_png_info(colour))
    data_bytes = buf.getvalue()
    path.write_bytes(data_bytes)
    written[name] = arr
    print(f"  {name:28s} {img.width}x{img.height} {img.mode:4s} {len(data_bytes) / 1024:7.1f} KiB")


def save_colour(name, linear_rgb, written):
    save_png(name, linear_to_srgb(linear_rgb), True, written)


def save_normal(name, height, written):
    save_png(name, height_to_normal(height), False, written)


def save_scalar(name, values, written):
    save_png(name, np.clip(values, 0.0, 1.0), False, written)


# ---------------------------------------------------------------------------
# wood


def ring_profile(t, strength=1.0):
    """Annual ring density from ring phase t: 0 = light earlywood, 1 = dark latewood.

    Within each ring the wood darkens slowly, then turns into a narrower dark
    latewood band, and switches back abruptly to the next year's earlywood.
    `strength` (a field) makes some years' latewood bolder than others.
    """
    f = t - np.floor(t)
    late = smoothstep(0.55, 0.92, f) * (1.0 - smoothstep(0.95, 1.0, f))
    return np.clip(0.22 * f + 0.78 * late * strength, 0.0, 1.0)


def uneven_rings(rng, x, period, mean_rate, jitter=0.35, sigma=5.0):
    """Map a distance x to a ring phase whose ring widths vary year by year.

    The rate (rings per pixel) wanders around mean_rate; the mapping is built on
    a table that repeats every `period` pixels, so a periodic x stays periodic
    as long as period * mean_rate is a whole number of rings.
    """
    n = int(period)
    rate = 1.0 + jitter * noise_1d(rng, n, sigma)
    rate = np.clip(rate, 0.35, None)
    rate *= 1.0 / rate.mean()
    cum = np.concatenate([[0.0], np.cumsum(rate)])  # n + 1 entries, cum[n] = n
    q = np.floor(x / n)
    frac = x - q * n
    return (q * n + np.interp(frac, np.arange(n + 1), cum)) * mean_rate


def walnut_table(written):
    """Dark walnut tabletop: four full-length planks with fine V-seams.

    Each plank is modelled as a flat slice through a log. Its rings are the
    distance from the pith, measured in the plane of the cut, plus a drift of a
    whole number of rings along the plank; that drift makes the classic
    flat-sawn cathedral arches while keeping the texture periodic along X.
    Planks whose pith lies far outside them show straight rift-sawn grain.
    """
    size = 1024
    planks = 4
    ph = size // planks
    rng = np.random.default_rng(0x7A8131)

    y_img, x_img = np.mgrid[0:size, 0:size].astype(np.float64)

    albedo = np.zeros((size, size, 3))
    height = np.zeros((size, size))
    rough = np.zeros((size, size))

    early = rgb8(106, 68, 43)
    late = rgb8(50, 30, 19)
    pore_col = rgb8(30, 18, 12)

    # whole-surface fields (periodic in both directions)
    mottle = fbm(rng, (size, size), 90, 60, octaves=3)
    wear = fbm(rng, (size, size), 150, 50, octaves=3)
    undulation = noise(rng, (size, size), 160, 110)

    #            pith y (x plank height), cut depth px, ring drift, brightness, red, blue
    layout = [
        (0.55, 75.0, 5, 1.00, 1.04, 0.96),  # cathedral
        (-2.6, 60.0, 1, 0.90, 1.00, 1.00),  # rift: straight grain
        (0.38, 130.0, -4, 1.08, 1.06, 0.94),  # broader cathedral
        (3.2, 80.0, -1, 0.94, 0.98, 1.03),  # rift, a little greyer
    ]

    for p, (pith, depth, drift, bright, red, blue) in enumerate(layout):
        prng = np.random.default_rng(1000 + p * 7919)
        rows = slice(p * ph, (p + 1) * ph)
        yl = y_img[rows] - p * ph  # local y 0..ph-1
        xl = x_img[rows]

        def field(sx, sy):
            return noise(prng, (size, size), sx, sy)[rows]

        # grain wander: long lazy bends along the plank plus a few finer kinks
        warp = 14.0 * field(420, 110) + 3.0 * field(160, 35) + 0.7 * field(30, 5)
        yc = pith * ph
        d = depth * (1.0 + 0.035 * noise_1d(prng, size, 200.0))[None, :]
        r = np.sqrt((yl + warp - yc) ** 2 + d**2)
        spacing = prng.uniform(6.5, 9.0)
        t = uneven_rings(prng, r, 4096, 1.0 / spacing)
        t += drift * xl / size + 0.10 * field(200, 40) + 0.06 * field(60, 1.0)
        strength = np.clip(0.85 + 0.3 * field(260, 4), 0.3, 1.25)
        late_w = ring_profile(t, strength)
        late_w = gaussian_filter_periodic(late_w, 0.8, 0.6)  # anti-alias the ring edges

        # broad heartwood streaks and fine fibre lines that run with the grain
        streaks = field(320, 12)
        fibre = 0.6 * field(90, 0.6) + 0.4 * field(30, 1.4)
        fibre /= fibre.std()

        # pores: tiny elongated dark dashes, a few more in the earlywood
        pore_n = field(4.0, 0.55)
        pores = smoothstep(2.2, 3.1, pore_n + 0.4 * (1.0 - late_w))

        tone = np.clip(0.5 * late_w + 0.12 * fibre + 0.13 * streaks + 0.2, 0.0, 1.0)
        col = mix_colour(early, late, tone)

        # per-plank character: brightness and a slight hue drift
        col = col * bright * np.array([red, 1.0, blue])
        col *= (1.0 + 0.07 * mottle[rows])[..., None]
        k = 0.6 * pores[..., None]
        col = col * (1.0 - k) + pore_col * k

        # plank seams: a fine V-groove with slightly eased edges
        e = np.minimum(yl + 0.5, ph - yl - 0.5)  # distance to nearest plank edge, px
        groove = np.exp(-((e / 1.1) ** 2))
        ease = np.exp(-e / 3.0)
        col *= (1.0 - 0.55 * groove - 0.10 * ease)[..., None]

        albedo[rows] = col
        height[rows] = (
            0.3 * late_w
            - 0.6 * pores
            + 0.06 * fibre
            - 1.5 * groove
            - 0.7 * ease
            + 2.5 * undulation[rows]
        )
        rough[rows] = (
            0.44
            - 0.03 * late_w
            + 0.14 * pores
            + 0.025 * wear[rows]
            + 0.25 * groove
            + 0.05 * ease
        )

    save_colour("wood_table_albedo.png", albedo, written)
    save_normal("wood_table_normal.png", height, written)
    save_scalar("wood_table_roughness.png", rough, written)


def maple_board(written):
    """Light maple / beech panel for game boards: fine rings and ray flecks."""
    size = 1024
    rng = np.random.default_rng(0xB0A2D)

    y_img, _ = np.mgrid[0:size, 0:size].astype(np.float64)

    early = rgb8(231, 199, 151)
    late = rgb8(198, 151, 99)
    fleck_col = rgb8(178, 118, 74)

    # ring phase: an integer number of rings down the tile keeps it periodic,
    # and a large smooth periodic displacement gives flat-sawn figure
    rings = 88
    figure = 3.6 * noise(rng, (size, size), 380, 110) + 0.7 * noise(rng, (size, size), 200, 40)
    wobble = 0.1 * noise(rng, (size, size), 60, 8) + 0.05 * noise(rng, (size, size), 40, 1.0)
    phase = uneven_rings(rng, y_img + size / rings * figure, size, rings / size, jitter=0.3)
    t = phase + wobble
    strength = np.clip(0.8 + 0.3 * noise(rng, (size, size), 300, 5), 0.3, 1.2)
    late_w = ring_profile(t, strength)
    late_w = gaussian_filter_periodic(late_w, 0.8, 0.6)

    streaks = noise(rng, (size, size), 380, 10)
    fibre = noise(rng, (size, size), 50, 0.7)
    mottle = fbm(rng, (size, size), 120, 80, octaves=3)

    # beech-style ray flecks: short spindle marks along the grain
    fl = noise(rng, (size, size), 3.5, 0.9)
    flecks = smoothstep(2.2, 3.0, fl)
    pore_n = noise(rng, (size, size), 4.0, 0.6)
    pores = smoothstep(2.6, 3.4, pore_n)

    tone = np.clip(0.45 * late_w + 0.07 * fibre + 0.08 * streaks + 0.15, 0.0, 1.0)
    col = mix_colour(early, late, tone)
    col *= (1.0 + 0.05 * mottle)[..., None]
    col = col * (1 - 0.55 * flecks[..., None]) + fleck_col * 0.55 * flecks[..., None]
    col *= (1.0 - 0.18 * pores)[..., None]

    height = 0.25 * late_w + 0.25 * flecks - 0.5 * pores + 0.05 * fibre + 1.5 * noise(rng, (size, size), 150, 120)

    save_colour("board_wood_albedo.png", col, written)
    save_normal("board_wood_normal.png", height, written)


# ---------------------------------------------------------------------------
# felt, paper, metal, vignette


def felt(written):
    size = 512
    rng = np.random.default_rng(0xFE17)

    fibres = splat_fibres(rng, size, 60000, (4.0, 13.0), width_px=1.0, curl=1.2)
    fine = splat_fibres(rng, size, 90000, (2.0, 5.0), width_px=0.6, curl=0.5)
    density = normalise(0.7 * normalise(fibres) + 0.3 * normalise(fine))
    grain = noise(rng, (size, size), 0.6)
    cloud = fbm(rng, (size, size), 40, 40, octaves=3)
    tufts = noise(rng, (size, size), 5.0)

    shade = 1.0 + 0.07 * density + 0.03 * grain + 0.025 * cloud + 0.025 * tufts

    green = rgb8(30, 96, 58)
    albedo = green[None, None, :] * shade[..., None]
    # lighter fibre tips pick up a touch of yellow, shadowed ones go bluer
    albedo *= (1.0 + 0.04 * np.clip(density, -2, 2)[..., None] * np.array([0.6, 0.2, -0.6]))
    save_colour("felt_albedo.png", albedo, written)

    grey = rgb8(206, 206, 206)
    save_colour("felt_grey_albedo.png", grey[None, None, :] * shade[..., None], written)

    height = 0.2 * density + 0.1 * tufts + 0.4 * cloud  # texels: a soft nap, not grit
    save_normal("felt_normal.png", height, written)


def paper(written):
    size = 512
    rng = np.random.default_rng(0x9A9E2)

    base = rgb8(240, 231, 209)
    cloud = fbm(rng, (size, size), 60, 60, octaves=4)
    fibres = normalise(splat_fibres(rng, size, 9000, (4.0, 16.0), width_px=0.8, curl=0.8))
    grain = noise(rng, (size, size), 0.7)
    tooth = noise(rng, (size, size), 2.5)
    specks = smoothstep(3.4, 4.2, noise(rng, (size, size), 1.2))

    shade = 1.0 + 0.011 * cloud + 0.016 * fibres + 0.012 * grain + 0.01 * tooth
    col = base[None, None, :] * shade[..., None]
    # the cloudiness also drifts warmth a little, like real rag card
    col *= (1.0 + 0.012 * cloud[..., None] * np.array([0.3, 0.0, -0.8]))
    col = col * (1 - 0.35 * specks[..., None]) + rgb8(150, 128, 100) * 0.35 * specks[..., None]
    save_colour("paper_albedo.png", col, written)


def brass_roughness(written):
    size = 256
    rng = np.random.default_rng(0xB2A55)
    brushed = noise(rng, (size, size), 90, 0.55)
    brushed2 = noise(rng, (size, size), 25, 0.9)
    patches = fbm(rng, (size, size), 40, 30, octaves=3)
    scratches = splat_fibres(rng, size, 140, (20.0, 70.0), width_px=0.6, angle_bias=(0.0, 0.08))
    scratches = np.clip(scratches / (np.percentile(scratches, 99.5) + 1e-9), 0, 1)
    r = 0.34 + 0.045 * brushed + 0.025 * brushed2 + 0.03 * patches + 0.08 * scratches
    save_scalar("brass_roughness.png", r, written)


def vignette(written):
    size = 512
    rng = np.random.default_rng(0x716E)
    c = (np.arange(size) + 0.5) / size * 2.0 - 1.0
    x, y = np.meshgrid(c, c)
    r = np.sqrt(x * x + y * y) / np.sqrt(2.0)  # 0 centre, 1 corners
    a = smoothstep(0.32, 1.0, r) ** 1.35 * 0.82
    a += (rng.random(a.shape) - rng.random(a.shape)) / 255.0  # dither, no banding
    rgba = np.zeros((size, size, 4))
    rgba[..., 0:3] = linear_to_srgb(rgb8(8, 6, 5))[None, None, :]
    rgba[..., 3] = np.clip(a, 0.0, 1.0)
    save_png("vignette.png", rgba, True, written)


# ---------------------------------------------------------------------------
# preview


TILEABLE = [
    "wood_table_albedo.png",
    "wood_table_normal.png",
    "wood_table_roughness.png",
    "felt_albedo.png",
    "felt_grey_albedo.png",
    "felt_normal.png",
    "board_wood_albedo.png",
    "board_wood_normal.png",
    "paper_albedo.png",
    "brass_roughness.png",
]


def shade_normal_map(arr):
    """Lambert-light a normal map from the upper left for a quick visual check."""
    n = arr.astype(np.float64) / 255.0 * 2.0 - 1.0
    light = np.array([-0.5, 0.6, 0.62])  # +Y is up the image
    light /= np.linalg.norm(light)
    d = np.clip((n * light).sum(axis=-1), 0, 1)
    return to_u8(0.7 * d / light[2])  # a flat texel shows as 70 % grey


def seam_rank(arr):
    """Where the wrap-around step ranks among all neighbour steps, per axis.

    Each column (then row) step is the mean absolute difference between two
    neighbouring columns (rows); the wrap step joins the last one to the first.
    A rank well inside 0..100 % means the wrap is as continuous as the inside
    of the texture, so no seam shows when it is tiled. (The table's rows wrap
    on a plank seam by design, so there the y rank sits with its 3 inner seams.)
    """
    a = arr.astype(np.float64)
    out = []
    for axis in (1, 0):
        steps = np.abs(a - np.roll(a, -1, axis=axis))
        other = tuple(i for i in range(a.ndim) if i != axis)
        steps = steps.mean(axis=other)
        out.append(100.0 * (steps < steps[-1]).mean())
    return out


def write_previews(written, out):
    out.mkdir(parents=True, exist_ok=True)
    for name in TILEABLE:
        arr = written[name]
        rx, ry = seam_rank(arr)
        print(f"  wrap step rank {name:28s} x {rx:5.1f} %  y {ry:5.1f} %")
        tiled = np.tile(arr, (2, 2) + (1,) * (arr.ndim - 2))
        Image.fromarray(tiled).save(out / name.replace(".png", "_2x2.png"))
        if "normal" in name:
            lit = shade_normal_map(tiled)
            Image.fromarray(lit).save(out / name.replace(".png", "_2x2_lit.png"))
    print(f"previews in {out}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--preview", type=Path, help="also write 2x2 tiled previews to this folder")
    args = ap.parse_args(argv)

    OUT_DIR.mkdir(parents=True, exist_ok=True)
    written: dict[str, np.ndarray] = {}
    print(f"writing to {OUT_DIR}")
    walnut_table(written)
    maple_board(written)
    felt(written)
    paper(written)
    brass_roughness(written)
    vignette(written)
    total = sum((OUT_DIR / n).stat().st_size for n in written)
    print(f"total {total / 1024 / 1024:.2f} MiB in {len(written)} files")
    if args.preview:
        write_previews(written, args.preview)
    return 0


if __name__ == "__main__":
    sys.exit(main())
