#!/usr/bin/env python3
"""Procedural textures for Parlour's tables, boards, felt, cards, dice, tokens and UI.

Run from the repository root:

    python3 tools/textures/generate.py            # writes assets/textures/**/*.webp
    python3 tools/textures/generate.py --only morpyam --only dice
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
import itertools
import sys
from pathlib import Path

import numpy as np
from PIL import Image, ImageChops, ImageDraw, ImageFont

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


def to_u8(a):
    return np.clip(np.round(np.asarray(a) * 255.0), 0, 255).astype(np.uint8)


def save_image(name, data, colour, written):
    """data: float array in 0..1, (H, W) or (H, W, C), already encoded.

    `name` is the texture's name as the previews know it (`….png`); the file is lossless WebP
    (`….webp`): the same pixels in about two thirds of a PNG's bytes. `exact` keeps the colour
    under transparent pixels, which the GPU's filtering reads. Whether the data is sRGB or
    linear (`colour`) is the game's to say when it loads the texture (`srgb` in its settings):
    WebP has no gamma chunk, and Bevy does not read PNG's."""
    arr = to_u8(data)
    img = Image.fromarray(arr)  # L, RGB or RGBA from the array's shape
    if img.mode == "LA":
        img = img.convert("RGBA")  # WebP has no grey modes; the same values in every channel
    elif img.mode == "L":
        img = img.convert("RGB")
    path = (OUT_DIR / name).with_suffix(".webp")
    buf = io.BytesIO()
    img.save(buf, format="WEBP", lossless=True, quality=100, method=6, exact=True)
    data_bytes = buf.getvalue()
    path.write_bytes(data_bytes)
    written[name] = arr
    print(f"  {path.name:28s} {img.width}x{img.height} {img.mode:4s} {len(data_bytes) / 1024:7.1f} KiB")


def save_colour(name, linear_rgb, written):
    save_image(name, linear_to_srgb(linear_rgb), True, written)


def save_normal(name, height, written):
    save_image(name, height_to_normal(height), False, written)


def save_scalar(name, values, written):
    save_image(name, np.clip(values, 0.0, 1.0), False, written)


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


PAPER_SEED = 0x9A9E2
PAPER_BASE = (240, 231, 209)


def paper_field(size=512, seed=PAPER_SEED):
    """Warm ivory card in linear RGB: cloudiness, fibres, tooth and rare specks.

    Larger sheets get proportionally more fibres, so the stock looks the same
    at any size.
    """
    rng = np.random.default_rng(seed)

    base = rgb8(*PAPER_BASE)
    cloud = fbm(rng, (size, size), 60, 60, octaves=4)
    fibres = normalise(splat_fibres(rng, size, 9000 * size * size // 512**2, (4.0, 16.0), width_px=0.8, curl=0.8))
    grain = noise(rng, (size, size), 0.7)
    tooth = noise(rng, (size, size), 2.5)
    specks = smoothstep(3.4, 4.2, noise(rng, (size, size), 1.2))

    shade = 1.0 + 0.011 * cloud + 0.016 * fibres + 0.012 * grain + 0.01 * tooth
    col = base[None, None, :] * shade[..., None]
    # the cloudiness also drifts warmth a little, like real rag card
    col *= (1.0 + 0.012 * cloud[..., None] * np.array([0.3, 0.0, -0.8]))
    col = col * (1 - 0.35 * specks[..., None]) + rgb8(150, 128, 100) * 0.35 * specks[..., None]
    return col


def paper(written):
    save_colour("paper_albedo.png", paper_field(), written)


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
    save_image("vignette.png", rgba, True, written)


# ---------------------------------------------------------------------------
# printed artwork: Morpyam grid squares, dice faces, token top
#
# Shapes are signed-distance fields evaluated per pixel (so every edge is
# antialiased); text and polygons are drawn by Pillow at 4x and box-filtered
# down. Inks are laid over the paper field and modulated by its grain, so the
# print sits in the card rather than on top of it.

FONT_DIR = ROOT / "assets" / "fonts"
LATO_BOLD = FONT_DIR / "Lato-Bold.ttf"
LATO_REGULAR = FONT_DIR / "Lato-Regular.ttf"
GARAMOND_BOLD = FONT_DIR / "EBGaramond12-Bold.otf"
SUPERSAMPLE = 4

INK = (36, 31, 29)  # warm near-black
DIE_WHITE = (253, 250, 242)  # opaque white ink of printed dice
CREAM = (250, 244, 228)  # reversed-out text on coloured banners

_FONT_CACHE: dict = {}


def font(path, px):
    key = (str(path), int(round(px * SUPERSAMPLE)))
    if key not in _FONT_CACHE:
        _FONT_CACHE[key] = ImageFont.truetype(key[0], key[1])
    return _FONT_CACHE[key]


def pixel_grid(h, w):
    """Pixel-centre coordinates (x right, y down), in pixels."""
    y, x = np.mgrid[0:h, 0:w].astype(np.float64)
    return x + 0.5, y + 0.5


def sd_circle(x, y, cx, cy, r):
    return np.hypot(x - cx, y - cy) - r


def sd_round_box(x, y, cx, cy, hw, hh, r, angle=0.0):
    """Signed distance (px) to a rounded rectangle, turned clockwise on screen by angle (rad)."""
    dx, dy = x - cx, y - cy
    if angle:
        c, s = np.cos(angle), np.sin(angle)
        dx, dy = c * dx + s * dy, -s * dx + c * dy
    qx = np.abs(dx) - hw + r
    qy = np.abs(dy) - hh + r
    return np.hypot(np.maximum(qx, 0), np.maximum(qy, 0)) + np.minimum(np.maximum(qx, qy), 0) - r


def coverage(d, soft=1.0):
    """Antialiased coverage of the region d < 0, d in pixels."""
    return np.clip(0.5 - d / soft, 0.0, 1.0)


def ring(d, width):
    """Coverage of a line of the given width centred on the contour d = 0."""
    return coverage(np.abs(d) - 0.5 * width)


def _mask_canvas(h, w):
    img = Image.new("L", (w * SUPERSAMPLE, h * SUPERSAMPLE), 0)
    return img, ImageDraw.Draw(img)


def _mask_done(img):
    return np.asarray(img.reduce(SUPERSAMPLE), dtype=np.float64) / 255.0


def polygon_mask(h, w, points):
    img, draw = _mask_canvas(h, w)
    draw.polygon([(px * SUPERSAMPLE, py * SUPERSAMPLE) for px, py in points], fill=255)
    return _mask_done(img)


def text_mask(h, w, text, path, px, cx, cy, tracking=0.0, max_width=None, centre="cap"):
    """Coverage of one line of text centred on (cx, cy).

    tracking: extra letter spacing in em; max_width (px) shrinks the type to
    fit. centre="cap" centres the capital height (accents stick out above, as
    in print); centre="ink" centres the drawn glyphs' own box (numerals).
    """
    ss = SUPERSAMPLE
    while True:
        f = font(path, px)
        if tracking:
            adv = [f.getlength(ch) for ch in text]
            width = sum(adv) + tracking * px * ss * (len(text) - 1)
        else:
            width = f.getlength(text)
        if max_width is None or width <= max_width * ss:
            break
        px *= max_width * ss / width * 0.995
    img, draw = _mask_canvas(h, w)
    if centre == "ink":
        x0, y0, x1, y1 = draw.textbbox((0, 0), text, font=f, anchor="ls")
        ox = cx * ss - 0.5 * (x0 + x1)
        oy = cy * ss - 0.5 * (y0 + y1)
    else:
        cap = -f.getbbox("H", anchor="ls")[1]
        ox = cx * ss - 0.5 * width
        oy = cy * ss + 0.5 * cap
    if tracking:
        x = ox
        for ch, a in zip(text, adv):
            draw.text((x, oy), ch, font=f, fill=255, anchor="ls")
            x += a + tracking * px * ss
    else:
        draw.text((ox, oy), text, font=f, fill=255, anchor="ls")
    return _mask_done(img)


class Card:
    """A printed piece of card: linear RGB paper that inks are laid on."""

    def __init__(self, paper_lin):
        self.img = paper_lin.copy()
        self.h, self.w = paper_lin.shape[:2]
        self.grain = paper_lin / rgb8(*PAPER_BASE)
        self.x, self.y = pixel_grid(self.h, self.w)

    def ink(self, mask, colour, opacity=1.0):
        """Lay an sRGB 0..255 ink colour where mask covers, following the paper's grain."""
        m = (np.clip(mask, 0.0, 1.0) * opacity)[..., None]
        self.img = self.img * (1.0 - m) + (rgb8(*colour) * self.grain) * m

    def box(self, cx, cy, hw, hh, r, angle=0.0):
        return sd_round_box(self.x, self.y, cx, cy, hw, hh, r, angle)

    def circle(self, cx, cy, r):
        return sd_circle(self.x, self.y, cx, cy, r)

    def text(self, text, path, px, cx, cy, **kw):
        return text_mask(self.h, self.w, text, path, px, cx, cy, **kw)

    def polygon(self, points):
        return polygon_mask(self.h, self.w, points)


# pip positions on a face, in units of the pip spacing; image y grows downwards
PIP_LAYOUT = {
    1: [(0, 0)],
    2: [(1, -1), (-1, 1)],
    3: [(1, -1), (0, 0), (-1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)],
}


def print_die(card, cx, cy, size, value, shadow=None, angle=0.0, ink=INK, face=DIE_WHITE, pip=None):
    """A die face in the icon style: white face, ink outline and pips, flat offset shadow."""
    hw = 0.5 * size
    r = 0.2 * size
    if shadow is not None:
        off = 0.09 * size
        card.ink(coverage(card.box(cx + off, cy + off, hw, hw, r, angle)), shadow)
    d = card.box(cx, cy, hw, hw, r, angle)
    card.ink(coverage(d), face)
    line = max(1.6, 0.07 * size)
    card.ink(ring(d + 0.5 * line, line), ink)
    c, s = np.cos(angle), np.sin(angle)
    step = 0.255 * size
    rad = (0.15 if value == 1 else 0.1) * size
    for u, v in PIP_LAYOUT[value]:
        px = cx + step * (c * u - s * v)
        py = cy + step * (s * u + c * v)
        card.ink(coverage(card.circle(px, py, rad)), pip or ink)


def star_points(cx, cy, r_out, r_in, n=5, rot=-np.pi / 2):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = rot + i * np.pi / n
        pts.append((cx + r * np.cos(a), cy + r * np.sin(a)))
    return pts


# ---------------------------------------------------------------------------
# Morpyam squares

SQUARE = 256

#          accent ink       banner            banner text
FAMILIES = {
    "brelan": ((28, 62, 140), (28, 62, 140), CREAM),
    "suite": ((30, 112, 60), (30, 112, 60), CREAM),
    "pair": ((120, 28, 62), (120, 28, 62), CREAM),  # FULL and CARRÉ
    "sum": ((0, 110, 122), (0, 110, 122), CREAM),  # MINI and MAXI
    "morpyam": ((196, 148, 40), (30, 26, 24), (226, 182, 72)),
    "call": ((168, 34, 26), (168, 34, 26), CREAM),  # SEC and APPEL
}
GOLD_DARK = (150, 104, 22)

BANNER_TOP, BANNER_BOTTOM = 170, 232
ICON_CY = 94  # centre of the picture area above the banner


def square_card(index):
    """A fresh square of card: its own window of the paper field."""
    paper_lin = _square_paper()
    rng = np.random.default_rng(0x3A5E + 7919 * index)
    oy, ox = rng.integers(0, paper_lin.shape[0], 2)
    window = np.roll(paper_lin, (-int(oy), -int(ox)), axis=(0, 1))[:SQUARE, :SQUARE]
    return Card(window)


_PAPER_CACHE: dict = {}


def _square_paper():
    if "paper" not in _PAPER_CACHE:
        _PAPER_CACHE["paper"] = paper_field()
    return _PAPER_CACHE["paper"]


def frame_and_label(card, family, label, sublabel=None):
    accent, banner, text_col = FAMILIES[family]
    border = GOLD_DARK if family == "morpyam" else accent
    # double rule: a firm outer line and a hairline inside it
    card.ink(ring(card.box(128, 128, 128 - 10, 128 - 10, 15), 3.0), border)
    card.ink(ring(card.box(128, 128, 128 - 15, 128 - 15, 11), 1.1), border, 0.85)
    # label banner in the bottom third, text reversed out of it
    cy = 0.5 * (BANNER_TOP + BANNER_BOTTOM)
    hh = 0.5 * (BANNER_BOTTOM - BANNER_TOP)
    card.ink(coverage(card.box(128, cy, 128 - 20, hh, 7)), banner)
    if family == "morpyam":
        card.ink(ring(card.box(128, cy, 128 - 23, hh - 3, 5), 1.2), text_col)
    if sublabel is None:
        if family == "morpyam":  # the title square is set in the serif, like the box lid
            card.ink(card.text(label, GARAMOND_BOLD, 44, 128, cy + 0.5, max_width=190), text_col)
        else:
            card.ink(card.text(label, LATO_BOLD, 44, 128, cy + 0.5, tracking=0.06, max_width=192), text_col)
    else:
        card.ink(card.text(sublabel, LATO_BOLD, 26, 128, cy - 12.5, tracking=0.10, max_width=192), text_col)
        card.ink(card.text(label, LATO_BOLD, 28, 128, cy + 13, tracking=0.12, max_width=192), text_col)


def finish_square(card, name, written):
    # slight vignette: the card darkens a touch toward its edges
    u = (card.x / card.w) * 2 - 1
    v = (card.y / card.h) * 2 - 1
    r = np.sqrt(u * u + v * v) / np.sqrt(2.0)
    card.img *= (1.0 - 0.10 * smoothstep(0.45, 1.0, r) ** 1.3)[..., None]
    save_colour(f"morpyam/{name}.png", card.img, written)


def icon_brelan(card, value):
    accent = FAMILIES["brelan"][0]
    card.ink(card.text(str(value), LATO_BOLD, 136, 78, ICON_CY, centre="ink"), accent)
    s = 42
    for dx, dy in ((0, -24), (-24, 22), (24, 22)):
        print_die(card, 176 + dx, ICON_CY + dy, s, value, shadow=accent)


def icon_straight(card, n):
    accent = FAMILIES["suite"][0]
    if n == 4:
        s, pitch, rise = 46, 52, 20
    else:
        s, pitch, rise = 38, 42, 16
    for i in range(n):
        cx = 128 + (i - 0.5 * (n - 1)) * pitch
        cy = ICON_CY + 8 + (0.5 * (n - 1) - i) * rise
        print_die(card, cx, cy, s, i + 1, shadow=accent)


def icon_full(card):
    accent = FAMILIES["pair"][0]
    s = 44
    for i in range(3):
        print_die(card, 128 + (i - 1) * 52, ICON_CY - 26, s, 5, shadow=accent)
    for i in range(2):
        print_die(card, 128 + (i - 0.5) * 52, ICON_CY + 28, s, 2, shadow=accent)


def icon_carre(card):
    accent = FAMILIES["pair"][0]
    s = 54
    for i in range(4):
        print_die(card, 128 + (i % 2 - 0.5) * 62, ICON_CY + (i // 2 - 0.5) * 62, s, 4, shadow=accent)


def icon_sum(card, dice, text):
    accent = FAMILIES["sum"][0]
    s = 30
    for i, v in enumerate(dice):
        print_die(card, 128 + (i - 2) * 38, ICON_CY - 38, s, v, shadow=accent)
    # the sum sign in ink, then the bound in the accent colour, centred as a group
    sigma, bound = font(LATO_BOLD, 46), font(LATO_BOLD, 64)
    ws = sigma.getlength("\u03a3") / SUPERSAMPLE
    wb = bound.getlength(text) / SUPERSAMPLE
    gap = 10
    x0 = 128 - 0.5 * (ws + gap + wb)
    card.ink(card.text("\u03a3", LATO_BOLD, 46, x0 + 0.5 * ws, ICON_CY + 28), INK)
    card.ink(card.text(text, LATO_BOLD, 64, x0 + ws + gap + 0.5 * wb, ICON_CY + 28), accent)


def icon_morpyam(card):
    gold = FAMILIES["morpyam"][0]
    # five equal dice fanned out like a winning hand, under a gold crown
    s = 38
    for i in range(5):
        k = i - 2
        print_die(card, 128 + k * 40, ICON_CY + 28 + 3.5 * k * k, s, 6, shadow=gold, angle=0.13 * k)
    cx, base, top = 128, 80, 33
    crown = [(cx - 40, base), (cx - 46, top + 10), (cx - 22, top + 24), (cx, top), (cx + 22, top + 24),
             (cx + 46, top + 10), (cx + 40, base)]
    card.ink(card.polygon(crown), gold)
    card.ink(coverage(card.box(cx, base - 2, 41, 4.5, 2)), GOLD_DARK)
    for px, py, r in ((cx - 46, top + 10, 5.5), (cx, top, 6.5), (cx + 46, top + 10, 5.5)):
        card.ink(coverage(card.circle(px, py, r)), gold)
    card.ink(coverage(card.circle(cx, base - 18, 5)), GOLD_DARK)
    for sx in (-1, 1):
        card.ink(card.polygon(star_points(cx + sx * 74, 52, 10, 4.2)), gold)


def icon_sec(card):
    accent = FAMILIES["call"][0]
    print_die(card, 116, ICON_CY + 6, 84, 6, shadow=accent, angle=-0.2)
    # motion strokes behind the thrown die
    for y, length in ((ICON_CY - 6, 22), (ICON_CY + 14, 30), (ICON_CY + 34, 20)):
        card.ink(coverage(card.box(54 - 0.5 * length, y, 0.5 * length, 2.2, 2.2)), INK)
    # "1er" badge
    card.ink(coverage(card.circle(186, ICON_CY - 36, 28)), accent)
    card.ink(ring(card.circle(186, ICON_CY - 36, 24), 1.2), CREAM)
    card.ink(card.text("1", LATO_BOLD, 34, 180, ICON_CY - 36, centre="ink"), CREAM)
    card.ink(card.text("er", LATO_BOLD, 15, 196, ICON_CY - 44), CREAM)


def icon_appel(card):
    accent = FAMILIES["call"][0]
    d = card.box(128, ICON_CY - 6, 84, 52, 26)
    tail = card.polygon([(84, ICON_CY + 36), (70, ICON_CY + 70), (116, ICON_CY + 40)])
    bubble = np.maximum(coverage(d), tail)
    card.ink(bubble, accent)
    print_die(card, 128, ICON_CY - 6, 64, 5, shadow=None)


MORPYAM_SQUARES = [
    *[(f"brelan_{v}", "brelan", "BRELAN", None, (lambda c, v=v: icon_brelan(c, v))) for v in range(1, 7)],
    ("small_straight", "suite", "SUITE", "PETITE", lambda c: icon_straight(c, 4)),
    ("suite", "suite", "SUITE", None, lambda c: icon_straight(c, 5)),
    ("full", "pair", "FULL", None, icon_full),
    ("carre", "pair", "CARR\u00c9", None, icon_carre),
    ("mini", "sum", "MINI", None, lambda c: icon_sum(c, (1, 1, 2, 2, 2), "\u2264 8")),
    ("maxi", "sum", "MAXI", None, lambda c: icon_sum(c, (6, 6, 5, 5, 5), "\u2265 27")),
    ("morpyam", "morpyam", "MORPYAM", None, icon_morpyam),
    ("sec", "call", "SEC", None, icon_sec),
    ("appel", "call", "APPEL", None, icon_appel),
]


def morpyam_squares(written):
    (OUT_DIR / "morpyam").mkdir(parents=True, exist_ok=True)
    for index, (name, family, label, sublabel, icon) in enumerate(MORPYAM_SQUARES):
        card = square_card(index)
        icon(card)
        frame_and_label(card, family, label, sublabel)
        finish_square(card, name, written)


# ---------------------------------------------------------------------------
# dice faces and token top


def dice_faces(written):
    """3x2 atlas of bone-white resin die faces: value v at column (v-1)%3, row (v-1)//3."""
    face = 256
    rng = np.random.default_rng(0xD1CE5)
    h, w = 2 * face, 3 * face
    x, y = pixel_grid(h, w)
    fx = x % face  # position inside the face
    fy = y % face
    u = fx / face * 2 - 1
    v = fy / face * 2 - 1

    bone = rgb8(238, 228, 204)
    mottle = fbm(rng, (h, w), 40, 40, octaves=3)
    grain = noise(rng, (h, w), 0.8)
    # a faint warm gradient: lighter toward the upper left, warmer toward the lower right
    shade = 1.0 + 0.045 * (-(u + v) * 0.5) + 0.012 * mottle + 0.006 * grain
    col = bone[None, None, :] * shade[..., None]
    col *= 1.0 + 0.02 * ((u + v) * 0.5)[..., None] * np.array([0.4, 0.0, -0.9])

    # soft darker, warmer margin so the rounded cube edges read
    edge = sd_round_box(fx, fy, 128, 128, 126, 126, 46)
    margin = smoothstep(-40.0, 4.0, edge) ** 1.6
    col *= 1.0 - margin[..., None] * np.array([0.20, 0.24, 0.32])

    black = rgb8(44, 39, 36)
    red = rgb8(150, 20, 26)
    light = np.array([-0.45, -0.55, 0.70])  # from the upper left, image y down
    light /= np.linalg.norm(light)
    step = 66.0
    for value in range(1, 7):
        ox = ((value - 1) % 3) * face + 128
        oy = ((value - 1) // 3) * face + 128
        rad = 34.0 if value == 1 else 22.0
        pip = red if value == 1 else black
        for pu, pv in PIP_LAYOUT[value]:
            cx, cy = ox + pu * step, oy + pv * step
            dx, dy = x - cx, y - cy
            dist = np.hypot(dx, dy)
            near = dist < rad + 12
            if not near.any():
                continue
            # a spherical dimple: its wall facing the light is lit, the other side in shade
            rr = np.clip(dist / rad, 0, 0.999)
            nz = np.sqrt(1 - rr * rr)
            lit = (-dx / rad * light[0] - dy / rad * light[1] + nz * light[2]) / light[2]
            inner = np.clip(0.55 + 0.75 * (lit - 1.0) + 0.45 * nz, 0.25, 1.35)
            # the rim shades the pit just inside its upper-left edge
            inner *= 1.0 - 0.35 * smoothstep(0.55, 1.0, rr) * np.clip(-(dx + dy) / (dist + 1e-9), 0, 1)
            inside = coverage(dist - rad)
            pit = pip[None, None, :] * inner[..., None]
            # a soft occlusion halo just outside the hole
            halo = 1.0 - 0.16 * np.exp(-(np.maximum(dist - rad, 0) / 3.5) ** 2)
            col = np.where(near[..., None], col * halo[..., None] * (1 - inside[..., None]) + pit * inside[..., None], col)
    save_colour("dice_faces.png", col, written)


def token_top(written):
    """Poker-chip top: grey relief, mostly white so a seat colour can multiply it."""
    size = 256
    rng = np.random.default_rng(0x70CE)
    x, y = pixel_grid(size, size)
    dx, dy = x - 128, y - 128
    r = np.hypot(dx, dy)
    theta = np.arctan2(dy, dx)

    def band(r0, r1, soft=0.7):
        """Coverage of the annulus r0 < r < r1."""
        return coverage(r0 - r, soft) * coverage(r - r1, soft)

    # relief in texels: raised inlay, engraved grooves, a ring of edge inserts
    inserts = (np.cos(8 * theta) > 0.35).astype(np.float64)
    inserts = gaussian_filter_periodic(inserts, 0.8)
    height = (
        1.2 * coverage(r - 72)
        - 1.0 * band(72, 77)
        - 0.8 * band(101, 104)
        + 0.4 * band(104, 122) * inserts
        - 1.2 * smoothstep(118, 127, r)
    )
    for k in range(24):  # a ring of small embossed dots
        a = k * 2 * np.pi / 24
        height += 0.6 * coverage(np.hypot(dx - 88 * np.cos(a), dy - 88 * np.sin(a)) - 3.2)
    height = gaussian_filter_periodic(height, 0.9)
    gx = 0.5 * (np.roll(height, -1, 1) - np.roll(height, 1, 1))
    gy = 0.5 * (np.roll(height, -1, 0) - np.roll(height, 1, 0))
    relief = 1.0 - 0.55 * (gx * 0.6 + gy * 0.8)  # lit from the upper left

    grey = np.full((size, size), 0.95)
    grey -= 0.20 * band(104, 122) * (1 - inserts)  # rim between the white inserts
    grey -= 0.30 * band(72, 77) + 0.25 * band(101, 104)
    grey -= 0.012 * np.cos(r * 1.1) * coverage(r - 68)  # faint lathe lines on the inlay
    grey += 0.01 * noise(rng, (size, size), 1.0)
    grey *= relief
    alpha = coverage(r - 126.5)
    la = np.stack([linear_to_srgb(srgb_to_linear(np.clip(grey, 0, 1))), alpha], axis=-1)
    save_image("token_top.png", la, True, written)


# ---------------------------------------------------------------------------
# Sorry!: the board and two card decks
#
# The board's geometry is fixed by the game, which places pawns on it: a 16x16
# grid of 120 px cells inside a 64 px margin, the track on the outer ring of
# cells. Red's side (the bottom row) is drawn once; the other colours are the
# same masks turned clockwise about the board centre by whole quarter turns,
# so every side's printing reads upright from its own edge.

SORRY_DIR = "sorry"
BOARD_PX = 2048
B_MARGIN = 64
B_CELL = 120

SORRY_BG = (32, 32, 32)  # card-atlas corners, masked off by the mesh
SORRY_NAVY = (20, 36, 80)
SORRY_GOLD = (214, 164, 40)

#            ink               dark shade (lines, text)   light tint (fills)
SORRY_COLOURS = {
    "red": ((198, 40, 40), (146, 24, 26), (246, 208, 196)),
    "blue": ((30, 90, 168), (20, 56, 116), (206, 222, 242)),
    "yellow": ((232, 180, 25), (158, 108, 0), (250, 230, 160)),
    "green": ((46, 139, 62), (24, 94, 40), (206, 234, 204)),
}
# fine rules in the side's ink, except on yellow, where they need a deeper gold to read
SORRY_RULE_INK = {"yellow": (204, 148, 8)}
# clockwise quarter turns that carry Red's side (the bottom row) to each side
SORRY_SIDES = (("red", 0), ("blue", 1), ("yellow", 2), ("green", 3))


class Sheet(Card):
    """A Card that inks only the bounding box of each mask: the same result, much faster on big sheets."""

    def ink(self, mask, colour, opacity=1.0):
        mask = np.asarray(mask)
        rows = np.flatnonzero(mask.any(axis=1))
        cols = np.flatnonzero(mask.any(axis=0))
        if rows.size == 0:
            return
        win = (slice(rows[0], rows[-1] + 1), slice(cols[0], cols[-1] + 1))
        if np.ndim(opacity):
            opacity = opacity[win]
        m = (np.clip(mask[win], 0.0, 1.0) * opacity)[..., None]
        self.img[win] = self.img[win] * (1.0 - m) + (rgb8(*colour) * self.grain[win]) * m


def bpx(u):
    """Board position in cell units -> pixels."""
    return B_MARGIN + B_CELL * u


def sd_convex(x, y, pts):
    """Signed distance (px) to a convex polygon (its corners in order, either way round).

    Exact inside and along the edges; mitred (slightly sharp) past the corners,
    which is what a printed outline wants anyway.
    """
    n = len(pts)
    area = sum(pts[i][0] * pts[(i + 1) % n][1] - pts[(i + 1) % n][0] * pts[i][1] for i in range(n))
    if area < 0:  # given counter-clockwise on screen: walk it the other way
        pts = pts[::-1]
    d = None
    for i in range(n):
        (x0, y0), (x1, y1) = pts[i], pts[(i + 1) % n]
        ex, ey = x1 - x0, y1 - y0
        ln = np.hypot(ex, ey)
        # outward normal of a clockwise (screen) polygon
        nx, ny = ey / ln, -ex / ln
        e = (x - x0) * nx + (y - y0) * ny
        d = e if d is None else np.maximum(d, e)
    return d


def sd_ellipse(x, y, cx, cy, rx, ry):
    """Approximate signed distance to an ellipse (good near its outline)."""
    px, py = (x - cx) / rx, (y - cy) / ry
    k0 = np.hypot(px, py)
    k1 = np.hypot(px / rx, py / ry)
    return k0 * (k0 - 1.0) / (k1 + 1e-12)


def glyph_mask(h, w, glyphs, path, px, stroke=0.0):
    """Coverage of single characters, each set by its baseline centre and turned.

    glyphs: (char, x, y, angle) with (x, y) the middle of the glyph's baseline in
    pixels and angle (rad) turning it clockwise on screen. stroke (px) fattens
    every glyph by that much all round, for outlines.
    """
    ss = SUPERSAMPLE
    f = font(path, px)
    sw = int(round(stroke * ss))
    img, _ = _mask_canvas(h, w)
    g = 2 * int(px * ss + sw) + 16
    for ch, x, y, ang in glyphs:
        patch = Image.new("L", (g, g), 0)
        ImageDraw.Draw(patch).text(
            (g // 2, g // 2), ch, font=f, fill=255, anchor="ms", stroke_width=sw, stroke_fill=255
        )
        if ang:
            patch = patch.rotate(-np.degrees(ang), resample=Image.BICUBIC, center=(g // 2, g // 2))
        x0 = int(round(x * ss)) - g // 2
        y0 = int(round(y * ss)) - g // 2
        box = (x0, y0, x0 + g, y0 + g)
        img.paste(ImageChops.lighter(img.crop(box), patch), box)
    return _mask_done(img)


def arc_glyphs(text, path, px, cx, cy, radius, upper, tracking=0.0):
    """Place text along a circle, centred on its top (upper) or bottom.

    On the upper arc the letters stand on the circle of the given radius and
    point outward; on the lower arc they hang from it toward the centre. Both
    read left to right, upright from below.
    """
    f = font(path, px)
    cap = -f.getbbox("H", anchor="ls")[1] / SUPERSAMPLE
    adv = [f.getlength(ch) / SUPERSAMPLE + tracking * px for ch in text]
    total = sum(adv) - tracking * px
    mid = radius + 0.5 * cap if upper else radius - 0.5 * cap  # spacing along the middle of the letters
    out = []
    s = -0.5 * total
    for ch, a in zip(text, adv):
        t = (s + 0.5 * (a - tracking * px)) / mid
        if upper:
            out.append((ch, cx + radius * np.sin(t), cy - radius * np.cos(t), t))
        else:
            out.append((ch, cx + radius * np.sin(t), cy + radius * np.cos(t), -t))
        s += a
    return out


def place(h, w, patch, x0, y0):
    """A full-size mask holding a smaller one with its top-left corner at (x0, y0)."""
    out = np.zeros((h, w))
    ph, pw = patch.shape
    out[y0 : y0 + ph, x0 : x0 + pw] = patch
    return out


def sorry_logo(h, w, cx, cy, px, tilt=0.0, banner=True):
    """The SORRY! lettering: jaunty capitals with an ivory inline, a navy keyline
    and a drop shadow, optionally on a red ribbon with folded swallowtails.

    Returns (mask, sRGB ink, opacity) layers in drawing order; cy is the middle
    of the capitals. The letters are blue, the "!" yellow on the ribbon and red
    without it.
    """
    text = "SORRY!"
    tracking = 0.01
    f = font(LATO_BOLD, px)
    cap = -f.getbbox("H", anchor="ls")[1] / SUPERSAMPLE
    adv = [f.getlength(ch) / SUPERSAMPLE + tracking * px for ch in text]
    total = sum(adv) - tracking * px
    # each letter leans and bobs a little, like the toy-box logo
    lean = (-0.07, 0.05, -0.04, 0.06, -0.05, 0.09)
    bob = (0.03, -0.04, 0.02, -0.05, 0.03, -0.02)
    c, s_ = np.cos(tilt), np.sin(tilt)

    def turn(u, v):
        return cx + c * u - s_ * v, cy + s_ * u + c * v

    glyphs = []
    u = -0.5 * total
    for ch, a, le, bo in zip(text, adv, lean, bob):
        glyphs.append((ch, *turn(u + 0.5 * (a - tracking * px), 0.5 * cap + bo * cap), tilt + le))
        u += a
    inline = 0.075 * px
    key = inline + 0.05 * px
    shadow_ink = (16, 24, 52)
    layers = []
    off = 0.06 * px

    if banner:
        x, y = pixel_grid(h, w)
        red, red_dark, red_fold = SORRY_COLOURS["red"][0], (128, 20, 24), (84, 12, 16)
        hb = 0.5 * cap  # half height of the ribbon's front
        half = 0.5 * total + 0.3 * px  # half length of the front
        drop, tail, notch, tuck = 0.42 * hb, 0.5 * px, 0.16 * px, 0.16 * px
        # work in the logo's own frame, turned with it
        lx = c * (x - cx) + s_ * (y - cy)
        ly = -s_ * (x - cx) + c * (y - cy)
        front = sd_round_box(lx, ly, 0.0, 0.0, half, hb, 3.0)
        tails, folds = [], []
        for side in (-1.0, 1.0):
            tx = side * (half - 0.5 * tuck + 0.5 * tail)  # the tail runs from under the front outward
            rect = sd_round_box(lx, ly, tx, drop, 0.5 * (tail + tuck), hb, 2.0)
            end = half + tail
            # the swallowtail: a notch cut into the tail's outer end
            vee = sd_convex(
                lx * side, ly, [(end - notch, drop), (end + 50.0, drop - hb - 50.0), (end + 50.0, drop + hb + 50.0)]
            )
            tails.append(np.maximum(rect, -vee))
            folds.append(sd_convex(lx * side, ly, [(half - tuck, hb), (half, hb), (half, hb + drop)]))
        tail_d = np.minimum(*tails)
        fold_d = np.minimum(*folds)
        shadow_d = np.minimum(np.minimum(tail_d, front), fold_d)
        rim = 0.035 * px
        o = int(round(off))
        layers.append((np.roll(coverage(shadow_d - rim), (o, o), (0, 1)), shadow_ink, 0.85))
        layers.append((coverage(tail_d - rim), SORRY_NAVY, 1.0))
        layers.append((coverage(tail_d), red_dark, 1.0))
        layers.append((coverage(fold_d), red_fold, 1.0))
        layers.append((coverage(front - rim), SORRY_NAVY, 1.0))
        layers.append((coverage(front), red, 1.0))
        layers.append((ring(front + 7.0, 2.0), CREAM, 0.9))

    fill = glyph_mask(h, w, glyphs[:-1], LATO_BOLD, px)
    bang = glyph_mask(h, w, glyphs[-1:], LATO_BOLD, px)
    inner = glyph_mask(h, w, glyphs, LATO_BOLD, px, stroke=inline)
    outer = glyph_mask(h, w, glyphs, LATO_BOLD, px, stroke=key)
    o = int(round(off))
    shadow = np.zeros_like(outer)
    shadow[o:, o:] = outer[:-o, :-o]
    layers += [
        (shadow, shadow_ink, 0.85),
        (outer, SORRY_NAVY, 1.0),
        (inner, CREAM, 1.0),
        (fill, SORRY_COLOURS["blue"][0], 1.0),
        (bang, SORRY_COLOURS["yellow" if banner else "red"][0], 1.0),
    ]
    return layers


def sorry_side_layers(h, w):
    """Red's side of the board as layers (mask, role, over the track lines), in drawing order.

    role: "ink", "dark" or "tint" of the side's colour, "rule" for its fine
    lines, or "paper" (ivory).
    The slides are printed over the track's grid lines, the rest under them.
    """
    x, y = pixel_grid(h, w)
    layers = []

    # safety zone: five tinted cells above square 2, ruled in the side's ink
    x0, x1 = bpx(13), bpx(14)
    y0, y1 = bpx(10), bpx(15)
    zone = sd_round_box(x, y, 0.5 * (x0 + x1), 0.5 * (y0 + y1), 0.5 * (x1 - x0), 0.5 * (y1 - y0), 0.0)
    layers.append((coverage(zone), "tint", False))
    lines = ring(zone, 6.0)
    for r in range(11, 15):
        lines = np.maximum(lines, coverage(np.abs(y - bpx(r)) - 2.0) * coverage(zone))
    layers.append((lines, "rule", False))
    # SAFETY ZONE, reading up the column beside it
    ph, pw = 60, 560
    label = text_mask(ph, pw, "SAFETY ZONE", LATO_BOLD, 34, pw / 2, ph / 2, tracking=0.16)
    label = np.rot90(label, 1)  # now reads bottom to top
    cx, cy = bpx(14) + 34, 0.5 * (y0 + y1)
    layers.append((place(h, w, label, int(cx - ph / 2), int(cy - pw / 2)), "dark", False))

    # slides: a band along the row from a triangle (pointing the way of travel) to a disc
    yc = bpx(15.5)
    for first, last in ((14, 11), (6, 2)):
        xa, xb = bpx(first + 0.5), bpx(last + 0.5)
        band = sd_round_box(x, y, 0.5 * (xa + xb), yc, 0.5 * (xa - xb), 0.2 * B_CELL, 0.0)
        t = 0.35 * B_CELL
        tri = sd_convex(x, y, [(xa - t, yc), (xa + t, yc - t), (xa + t, yc + t)])
        disc = sd_circle(x, y, xb, yc, 0.35 * B_CELL)
        slide = np.minimum(np.minimum(band, tri), disc)
        layers.append((coverage(slide), "ink", True))
        layers.append((ring(slide + 1.5, 3.0), "dark", True))
        # a small ivory ring inside the disc
        layers.append((ring(disc + 10.0, 2.5), "paper", True))

    # START and HOME circles
    for (ux, uy), word, upper in (((13.5, 8.65), "HOME", False), ((11.5, 13.55), "START", True)):
        cx, cy, r = bpx(ux), bpx(uy), 1.3 * B_CELL
        d = sd_circle(x, y, cx, cy, r)
        layers.append((coverage(d), "paper", False))
        layers.append((coverage(d) * coverage(-(d + 18.0)), "ink", False))
        layers.append((ring(d + 26.0, 2.5), "rule", False))
        glyphs = arc_glyphs(word, LATO_BOLD, 44, cx, cy, r - 38.0 - (31.0 if upper else 0.0), upper, tracking=0.14)
        layers.append((glyph_mask(h, w, glyphs, LATO_BOLD, 44), "dark", False))
    return layers


def sorry_board(written):
    (OUT_DIR / SORRY_DIR).mkdir(parents=True, exist_ok=True)
    size = BOARD_PX
    board = Sheet(paper_field(size, seed=0x50B0A4D))
    x, y = board.x, board.y
    mid = 0.5 * size

    # the printed sheet's frame in the margin: a navy band with a gold pinstripe
    edge = sd_round_box(x, y, mid, mid, mid - 0.5, mid - 0.5, 10.0)
    inner_edge = sd_round_box(x, y, mid, mid, mid - 54.0, mid - 54.0, 4.0)
    board.ink(coverage(-inner_edge) * coverage(edge), SORRY_NAVY)
    board.ink(ring(sd_round_box(x, y, mid, mid, mid - 13.0, mid - 13.0, 6.0), 2.5), SORRY_GOLD)
    board.ink(ring(inner_edge - 1.5, 3.0), (58, 82, 140))  # a lighter bevel along the inner edge

    # centre: a four-colour sunburst medallion behind the card piles, each
    # quarter in the colour of the side it faces
    dx, dy = x - mid, y - mid
    rr = np.hypot(dx, dy)
    theta = np.arctan2(dy, dx)
    n_rays = 40
    rays = coverage((np.abs((theta / (2 * np.pi) * n_rays) % 1.0 - 0.5) - 0.25) * rr * 2 * np.pi / n_rays)
    rad = 3.75 * B_CELL
    disc = sd_circle(x, y, mid, mid, rad)
    inside = coverage(disc + 14.0)
    glow = smoothstep(0.3 * rad, rad, rr)
    for name, k in SORRY_SIDES:
        # the quadrant that faces the side: Red's faces down (+y), then clockwise
        delta = np.angle(np.exp(1j * (theta - (np.pi / 2 + k * np.pi / 2))))
        quad = coverage((np.abs(delta) - np.pi / 4) * rr) * inside
        ink, _, tint = SORRY_COLOURS[name]
        board.ink(quad, tint, 0.55)
        board.ink(quad * rays, tint, 0.5 + 0.5 * glow)
        board.ink(quad * rays * glow, ink, 0.10)
    board.ink(ring(disc + 2.0, 4.0), SORRY_NAVY)
    board.ink(ring(disc + 10.0, 1.5), SORRY_NAVY)

    # each side's printing, with the track between the layers under and over its lines
    layers = sorry_side_layers(size, size)

    def print_sides(over):
        for name, k in SORRY_SIDES:
            ink, dark, tint = SORRY_COLOURS[name]
            rule = SORRY_RULE_INK.get(name, ink)
            inks = {"ink": ink, "dark": dark, "tint": tint, "rule": rule, "paper": PAPER_BASE}
            for mask, role, on_top in layers:
                if on_top == over:
                    # turned clockwise by k quarter turns about the board centre
                    board.ink(np.rot90(mask, -k), inks[role])

    print_sides(over=False)
    # the track: a printed grid of touching squares on the outer ring of cells
    lw = 4.0
    outer = sd_round_box(x, y, mid, mid, 8 * B_CELL, 8 * B_CELL, 0.0)
    inner = sd_round_box(x, y, mid, mid, 7 * B_CELL, 7 * B_CELL, 0.0)
    on_ring = coverage(outer - 0.5 * lw) * coverage(-inner - 0.5 * lw)
    gx = np.abs((x - B_MARGIN + 0.5 * B_CELL) % B_CELL - 0.5 * B_CELL)
    gy = np.abs((y - B_MARGIN + 0.5 * B_CELL) % B_CELL - 0.5 * B_CELL)
    grid = np.maximum(coverage(gx - 0.5 * lw), coverage(gy - 0.5 * lw))
    board.ink(np.maximum(grid * on_ring, np.maximum(ring(outer, lw), ring(inner, lw))), INK)
    print_sides(over=True)

    # the card piles
    for ux, word in ((6.6, "DRAW"), (9.4, "DISCARD")):
        cx, cy = bpx(ux), bpx(8.0)
        d = board.box(cx, cy, 1.1 * B_CELL, 1.5 * B_CELL, 18.0)
        board.ink(coverage(d), PAPER_BASE)
        board.ink(ring(d + 2.0, 4.0), SORRY_NAVY)
        board.ink(ring(d + 12.0, 1.5), SORRY_NAVY, 0.7)
        board.ink(board.text(word, LATO_BOLD, 30, cx, bpx(9.5) + 34, tracking=0.22), SORRY_NAVY)

    # the logo, above the piles and (turned half round) below them
    pw, ph = 860, 240
    logo = sorry_logo(ph, pw, pw / 2, ph / 2, 140)
    for uy, k in ((5.1, 0), (10.9, 2)):
        x0, y0 = int(mid - pw / 2), int(bpx(uy) - ph / 2)
        for m, colour, opacity in logo:
            board.ink(place(size, size, np.rot90(m, k), x0, y0), colour, opacity)

    save_colour(f"{SORRY_DIR}/board.png", board.img, written)


CARD_W, CARD_H, CARD_R = 360, 504, 26.0
SORRY_FACES = ("1", "2", "3", "4", "5", "7", "8", "10", "11", "12", "SORRY!")
# each number card has its own colour, so the deck reads at a glance on the table
SORRY_FACE_COLOUR = ("red", "blue", "green", "yellow", "red", "blue", "green", "yellow", "red", "blue", "red")
SORRY_RULES = {
    "cards.png": (
        "Start a pawn, or move 1 forward.",
        "Start a pawn, or move 2 forward. Draw again!",
        "Move 3 forward.",
        "Move 4 backward.",
        "Move 5 forward.",
        "Move 7 forward, or split the 7 between two pawns.",
        "Move 8 forward.",
        "Move 10 forward, or 1 backward.",
        "Move 11 forward, or swap places with an opponent.",
        "Move 12 forward.",
        "Take a pawn from START and bump any opponent\u2019s pawn back to its START.",
    ),
    # the 2013 rules: any card starts a pawn, the 2 does not draw again, and
    # SORRY! may instead move 4 forward
    "cards_modern.png": (
        "Start a pawn, or move 1 forward.",
        "Start a pawn, or move 2 forward.",
        "Start a pawn, or move 3 forward.",
        "Start a pawn, or move 4 backward.",
        "Start a pawn, or move 5 forward.",
        "Start a pawn, move 7 forward, or split the 7 between two pawns.",
        "Start a pawn, or move 8 forward.",
        "Start a pawn, move 10 forward, or 1 backward.",
        "Start a pawn, move 11 forward, or swap places with an opponent.",
        "Start a pawn, or move 12 forward.",
        "Bump an opponent\u2019s pawn with a pawn from START, or move 4 forward.",
    ),
}


def sd_segment(x, y, ax, ay, bx, by):
    """Distance (px) to the segment a-b."""
    px, py = x - ax, y - ay
    ex, ey = bx - ax, by - ay
    t = np.clip((px * ex + py * ey) / (ex * ex + ey * ey), 0.0, 1.0)
    return np.hypot(px - t * ex, py - t * ey)


def sd_arrow(x, y, ax, ay, bx, by, width, head):
    """A bold arrow from a to b: a round-ended shaft and a triangular head at b."""
    ln = np.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / ln, (by - ay) / ln
    hx, hy = bx - ux * head, by - uy * head  # the head's base
    shaft = sd_segment(x, y, ax, ay, hx + 0.3 * head * ux, hy + 0.3 * head * uy) - 0.5 * width
    w = 0.62 * head
    tri = sd_convex(x, y, [(bx, by), (hx - uy * w, hy + ux * w), (hx + uy * w, hy - ux * w)])
    return np.minimum(shaft, tri)


def wrap_words(text, path, px, max_width):
    """Break text into as few lines as fit max_width (px), as even in length as possible."""
    f = font(path, px)
    words = text.split()
    limit = max_width * SUPERSAMPLE

    def width(ws):
        return f.getlength(" ".join(ws))

    # the fewest lines that fit, found greedily
    count, line = 1, []
    for word in words:
        if line and width(line + [word]) > limit:
            count += 1
            line = [word]
        else:
            line.append(word)
    # then, of the breaks into that many lines that fit, the most even ones
    best = None
    for breaks in itertools.combinations(range(1, len(words)), count - 1):
        edges = (0, *breaks, len(words))
        lines = [words[a:b] for a, b in zip(edges, edges[1:])]
        widths = np.array([width(ln) for ln in lines])
        if widths.max() > limit:
            continue
        spread = float(((widths - widths.mean()) ** 2).sum())
        if best is None or spread < best[0]:
            best = (spread, lines)
    return [" ".join(ln) for ln in best[1]]


_SORRY_PAPER: dict = {}


def sorry_card_stock(index):
    """A fresh card: its own window of a sheet of the ivory stock."""
    if "sheet" not in _SORRY_PAPER:
        _SORRY_PAPER["sheet"] = paper_field(1024, seed=0x5C4D5)
    sheet = _SORRY_PAPER["sheet"]
    rng = np.random.default_rng(0x5C4D + 7919 * index)
    oy, ox = rng.integers(0, sheet.shape[0], 2)
    window = np.roll(sheet, (-int(oy), -int(ox)), axis=(0, 1))[:CARD_H, :CARD_W]
    return Sheet(window)


def card_rules(card, text, cy):
    """The instruction, centred in short lines around cy."""
    px, lead = 27, 33
    lines = wrap_words(text, LATO_REGULAR, px, 290)
    y0 = cy - 0.5 * lead * (len(lines) - 1)
    for i, line in enumerate(lines):
        card.ink(card.text(line, LATO_REGULAR, px, 0.5 * CARD_W, y0 + i * lead), INK)


def card_frame(card, colour):
    ink = SORRY_COLOURS[colour][0]
    cx, cy = 0.5 * CARD_W, 0.5 * CARD_H
    band = card.box(cx, cy, cx - 12, cy - 12, 17)
    card.ink(coverage(band) * coverage(-card.box(cx, cy, cx - 23, cy - 23, 8)), ink)
    card.ink(ring(card.box(cx, cy, cx - 29, cy - 29, 5), 1.5), SORRY_RULE_INK.get(colour, ink))


def card_icon(card, face, colour, deck):
    """A small picture between the number and the words; an ornament on plain cards."""
    ink, dark, _ = SORRY_COLOURS[colour]
    cx, cy = 0.5 * CARD_W, 290.0
    x, y = card.x, card.y
    if face == "4":  # backward
        card.ink(coverage(sd_arrow(x, y, cx + 56, cy, cx - 56, cy, 16, 36)), ink)
    elif face == "7":  # split between two pawns
        fork = cx - 18
        d = sd_segment(x, y, cx - 64, cy, fork, cy) - 8.0
        for sy in (-1, 1):
            d = np.minimum(d, sd_arrow(x, y, fork, cy, cx + 56, cy + sy * 30, 14, 30))
        card.ink(coverage(d), ink)
    elif face == "11":  # swap places
        card.ink(coverage(sd_arrow(x, y, cx - 54, cy - 14, cx + 56, cy - 14, 12, 28)), ink)
        card.ink(coverage(sd_arrow(x, y, cx + 54, cy + 14, cx - 56, cy + 14, 12, 28)), dark)
    elif face == "2" and deck == "cards.png":  # draw again
        pill = card.box(cx, cy, 82, 17, 17)
        card.ink(coverage(pill), ink)
        card.ink(ring(pill + 4.0, 1.2), CREAM)
        card.ink(card.text("DRAW AGAIN", LATO_BOLD, 18, cx, cy, tracking=0.14), CREAM)
    else:  # a rule with a diamond
        rule = coverage(np.abs(y - cy) - 0.9) * coverage(np.abs(x - cx) - 62) * coverage(14 - np.abs(x - cx))
        card.ink(rule, ink)
        card.ink(coverage(sd_convex(x, y, [(cx, cy - 8), (cx + 8, cy), (cx, cy + 8), (cx - 8, cy)])), ink)


def number_face(card, face, colour, text, deck):
    ink, dark, _ = SORRY_COLOURS[colour]
    card_frame(card, colour)
    # the corner indices, the bottom one turned half round
    idx = card.text(face, LATO_BOLD, 40, 52, 56, centre="ink")
    idx = np.maximum(idx, idx[::-1, ::-1])
    card.ink(idx, ink)
    # the big number, with a printed offset shadow
    num = card.text(face, LATO_BOLD, 220, 0.5 * CARD_W, 156, centre="ink", max_width=250)
    sh = np.zeros_like(num)
    sh[6:, 5:] = num[:-6, :-5]
    card.ink(sh, dark, 0.9)
    card.ink(num, ink)
    card_icon(card, face, colour, deck)
    card_rules(card, text, 381)


def sorry_face(card, text):
    x, y = card.x, card.y
    cx, cy = 0.5 * CARD_W, 172.0
    card_frame(card, "red")
    # a four-colour burst
    dx, dy = x - cx, y - cy
    rr = np.hypot(dx, dy)
    theta = np.arctan2(dy, dx)
    n = 24
    burst = sd_circle(x, y, cx, cy, 122)
    card.ink(coverage(burst), CREAM)
    names = ("red", "blue", "yellow", "green")
    for i, name in enumerate(names):
        frac = (theta / (2 * np.pi) + 0.5) * n  # 0..n around the circle
        edge = np.abs((frac - i) % 4.0 - 0.5) - 0.5  # a quarter of each 4-ray period
        card.ink(coverage(edge * rr * 2 * np.pi / n) * coverage(burst + 8.0), SORRY_COLOURS[name][0])
    card.ink(ring(burst + 4.0, 3.0), SORRY_NAVY)
    card.ink(ring(burst + 9.0, 1.2), SORRY_NAVY)
    card.ink(coverage(sd_circle(x, y, cx, cy, 34)), CREAM)
    for m, colour, opacity in sorry_logo(CARD_H, CARD_W, cx, cy + 2, 58, tilt=-0.16):
        card.ink(m, colour, opacity)
    card_rules(card, text, 382)


def card_back(card):
    x, y = card.x, card.y
    cx, cy = 0.5 * CARD_W, 0.5 * CARD_H
    field = card.box(cx, cy, cx - 12, cy - 12, 17)
    inside = coverage(field)
    blue, deep = SORRY_COLOURS["blue"][0], (16, 48, 104)
    card.ink(inside, deep)
    # argyle: two blue diamonds in turn, ruled by fine lighter lines; the
    # pattern is centred on the card, so it looks the same either way up
    p = 38.0
    u = ((x - cx) / 0.8 + (y - cy)) / p
    v = (-(x - cx) / 0.8 + (y - cy)) / p
    checker = (np.floor(u) + np.floor(v)) % 2
    card.ink(inside * checker, blue, 0.55)
    du = np.abs(u - np.round(u)) * p * 0.62
    dv = np.abs(v - np.round(v)) * p * 0.62
    card.ink(inside * np.maximum(coverage(du - 0.6), coverage(dv - 0.6)), (120, 160, 220), 0.5)
    card.ink(ring(card.box(cx, cy, cx - 22, cy - 22, 9), 2.0), CREAM)
    # the medallion: an ivory oval ringed in red, SORRY! either way up
    oval = sd_ellipse(x, y, cx, cy, 128, 168)
    card.ink(coverage(oval - 7.0), SORRY_NAVY)
    card.ink(coverage(oval), SORRY_COLOURS["red"][0])
    card.ink(coverage(oval + 10.0), CREAM)
    card.ink(ring(oval + 16.0, 1.5), SORRY_COLOURS["red"][0])
    logo = sorry_logo(CARD_H, CARD_W, cx, cy - 52, 50, banner=False)
    for m, colour, opacity in logo:
        card.ink(np.maximum(m, m[::-1, ::-1]), colour, opacity)
    for sx in (-1, 1):
        card.ink(coverage(np.abs(y - cy) - 1.0) * coverage(np.abs(x - cx - sx * 56) - 34), SORRY_NAVY)
    for i, name in enumerate(("red", "blue", "red", "blue")):
        a = i * np.pi / 2
        px_, py_ = cx + 13 * np.cos(a), cy + 13 * np.sin(a)
        d = sd_convex(x, y, [(px_, py_ - 8), (px_ + 8, py_), (px_, py_ + 8), (px_ - 8, py_)])
        card.ink(coverage(d), SORRY_COLOURS[name][0])


def finish_card(card):
    """Slight darkening toward the edges, and the corners cut round onto dark grey."""
    u = (card.x / card.w) * 2 - 1
    v = (card.y / card.h) * 2 - 1
    r = np.sqrt(u * u + v * v) / np.sqrt(2.0)
    img = card.img * (1.0 - 0.06 * smoothstep(0.5, 1.0, r) ** 1.3)[..., None]
    cut = coverage(card.box(0.5 * card.w, 0.5 * card.h, 0.5 * card.w, 0.5 * card.h, CARD_R))[..., None]
    return img * cut + rgb8(*SORRY_BG) * (1.0 - cut)


def sorry_cards(written):
    """Two 4x3 atlases of 360x504 cards: the faces 1 2 3 4 5 7 8 10 11 12 SORRY!, then the back."""
    (OUT_DIR / SORRY_DIR).mkdir(parents=True, exist_ok=True)
    back = None
    for deck, rules in SORRY_RULES.items():
        atlas = np.zeros((3 * CARD_H, 4 * CARD_W, 3))
        for i in range(12):
            card = sorry_card_stock(i)
            if i < 11:
                face = SORRY_FACES[i]
                if face == "SORRY!":
                    sorry_face(card, rules[i])
                else:
                    number_face(card, face, SORRY_FACE_COLOUR[i], rules[i], deck)
                img = finish_card(card)
            else:
                if back is None:
                    card_back(card)
                    back = finish_card(card)
                img = back
            r, c = divmod(i, 4)
            atlas[r * CARD_H : (r + 1) * CARD_H, c * CARD_W : (c + 1) * CARD_W] = img
        save_colour(f"{SORRY_DIR}/{deck}", atlas, written)


# ---------------------------------------------------------------------------
# preview

# ---------------------------------------------------------------------------
# Morfals: the printed board of two cannibal tribes by a river
#
# A 1800 px square sheet of warm bark-cloth: a 200 px margin round a 7x7 grid
# of 200 px cells. The column labels are the dice sums 3..9 (left to right),
# the row labels 1..7 (bottom to top); the middle column (labelled 6) is the
# river, printed as the floor of shallow water for the game's water shader to
# flow over. The margin carries the labels (those of the far side turned half
# round) and, outside them, a band of wolf's-teeth triangles in two earthy inks.

MORFALS_DIR = "morfals"
M_PX = 1800
M_MARGIN = 200
M_CELL = 200
M_N = 7
M_RIVER = 3  # the column labelled 6

M_CLOTH = (222, 193, 146)  # warm bark-cloth
M_UMBER = (66, 40, 27)  # the dark ink: lines, numerals
M_TERRA = (168, 76, 44)  # terracotta
M_OCHRE = (204, 148, 58)  # ochre
M_CREAM = (244, 229, 196)  # the lighter squares figures stand on
M_TEAL = (28, 92, 98)  # the river's ink
# the three dice of each sum, as they are drawn next to its label
M_DICE = {3: (1, 1, 1), 4: (1, 1, 2), 5: (1, 2, 2), 6: (2, 2, 2), 7: (2, 2, 3), 8: (2, 3, 3), 9: (3, 3, 3)}

# the frame, as insets from the sheet's edge (px)
M_RULE_OUT = 18.0  # centre of the outer rule
M_BAND = (24.0, 66.0)  # the band of triangles
M_RULE_IN = 72.0  # centre of the inner rule
M_LABELS = 84  # the labels sit between this inset and the grid


class Window(Card):
    """A rectangle of a Sheet, turned by k quarter turns (counter-clockwise, as np.rot90),
    to print on in its own upright coordinates; commit() lays it back.

    Inks are worn by the sheet's `wear` field (opacity), like hand-blocked print.
    """

    def __init__(self, sheet, x0, y0, w, h, k=0):
        self.sheet, self.k = sheet, k
        self.win = (slice(y0, y0 + h), slice(x0, x0 + w))
        self.img = np.rot90(sheet.img[self.win], k).copy()
        self.grain = np.rot90(sheet.grain[self.win], k).copy()
        self.wear = np.rot90(sheet.wear[self.win], k).copy()
        self.h, self.w = self.img.shape[:2]
        self.x, self.y = pixel_grid(self.h, self.w)

    def ink(self, mask, colour, opacity=1.0):
        super().ink(np.clip(mask, 0.0, 1.0) * self.wear, colour, opacity)

    def commit(self):
        self.sheet.img[self.win] = np.rot90(self.img, -self.k)


def turned_window(sheet, x0, y0, w, h, m):
    """A Window on the rectangle (x0, y0, w, h) of the square sheet after m
    counter-clockwise quarter turns about its centre, upright as the rectangle was."""
    n = sheet.w
    for _ in range(m % 4):
        x0, y0, w, h = y0, n - x0 - w, h, w
    return Window(sheet, x0, y0, w, h, -m)


def sd_wave(x, y, x0, x1, cy, amp, period, phase=0.0):
    """Approximate distance (px) to a sine wave y = cy + amp sin(...) running from x0 to x1."""
    k = 2 * np.pi / period
    xc = np.clip(x, x0, x1)
    wy = cy + amp * np.sin(k * (xc - x0) + phase)
    slope = amp * k * np.cos(k * (xc - x0) + phase)
    d = np.abs(y - wy) / np.sqrt(1.0 + slope**2)
    return np.hypot(d, x - xc)


def morfals_cloth(size, seed):
    """Bark-cloth in linear RGB, and the grain that inks follow.

    The ivory paper field gives the fibres and tooth; on top go the beaten
    cloth's long striations (both ways, one stronger), a broad mottle and a
    warmer, darker edge where the sheet has been handled.
    """
    paper_lin = paper_field(size, seed=seed)
    rng = np.random.default_rng(seed ^ 0x7A9A)
    # softened a little: beaten cloth has no card's crisp tooth (and the PNG stays small)
    grain = np.stack([gaussian_filter_periodic(paper_lin[..., i], 0.7) for i in range(3)], axis=-1)
    grain /= rgb8(*PAPER_BASE)
    streak_v = noise(rng, (size, size), 1.0, 26.0)
    streak_h = noise(rng, (size, size), 30.0, 0.9)
    mottle = fbm(rng, (size, size), 160, 160, octaves=4)
    blotch = noise(rng, (size, size), 40)
    shade = 1.0 + 0.022 * streak_v + 0.010 * streak_h + 0.035 * mottle + 0.012 * blotch
    grain = grain * shade[..., None]
    x, y = pixel_grid(size, size)
    edge = np.minimum(np.minimum(x, size - x), np.minimum(y, size - y))
    burn = smoothstep(140.0, 0.0, edge + 18.0 * mottle) ** 1.6
    grain = grain * (1.0 - 0.22 * burn)[..., None]
    grain = grain * (1.0 + burn[..., None] * np.array([0.06, 0.0, -0.10]))
    cloth = rgb8(*M_CLOTH) * grain
    # where the ink did not take: a soft patchiness and fine unprinted specks
    wear = 0.93 + 0.05 * noise(rng, (size, size), 24.0)
    specks = smoothstep(2.6, 3.3, noise(rng, (size, size), 1.1))
    wear = np.clip(wear - 0.55 * specks, 0.0, 1.0)
    return cloth, grain, wear


def morfals_frame(board):
    """The frame in the margin: two umber rules round a band of wolf's teeth
    (terracotta triangles from the edge, ochre ones from the inside, dotted),
    and a lozenge block in each corner. Drawn for the top side, turned for the others."""
    size = M_PX
    a, b = M_BAND
    n_teeth = 28
    s0, s1 = M_RULE_IN, size - M_RULE_IN
    period = (s1 - s0) / n_teeth
    # the top band, as a strip of its own (x along the edge, y inward)
    h, w = int(M_RULE_IN + 8), size
    x, y = pixel_grid(h, w)
    t = (x - s0) / period
    cell = np.floor(t)
    u = (t - cell - 0.5) * period  # -period/2 .. period/2 across each tooth
    nn = (y - a) / (b - a)  # 0 at the outer edge of the band, 1 at its inner edge
    inside = (x > s0) & (x < s1)
    gap = 2.5
    # a terracotta tooth from the edge: base on the outer edge, apex on the inner
    half = 0.5 * period
    slope = np.hypot(half, b - a)
    d_teeth = (np.abs(u) * (b - a) - (1.0 - nn) * half * (b - a)) / slope
    d_band = np.maximum(a - y, y - b)
    terra = coverage(np.maximum(d_teeth + gap, d_band)) * inside
    # between them, ochre teeth from the inside
    ochre = coverage(np.maximum(-d_teeth + gap, d_band)) * inside
    # a dot in each ochre tooth, and a small cream one in each terracotta tooth
    ud = (t - np.floor(t + 0.5)) * period  # centred on the ochre teeth (at whole t)
    dots = coverage(np.hypot(ud, y - (b - 0.36 * (b - a))) - 4.2) * inside
    cdots = coverage(np.hypot(u, y - (a + 0.36 * (b - a))) - 3.2) * inside
    rules = np.maximum(ring(y - M_RULE_OUT, 4.0), ring(y - M_RULE_IN, 4.0))
    rules *= (x > M_RULE_OUT - 2.0) & (x < size - M_RULE_OUT + 2.0)
    hair = ring(y - (M_RULE_IN + 6.0), 1.4) * 0.8 * ((x > M_RULE_IN + 5.3) & (x < size - M_RULE_IN - 5.3))
    rules = np.maximum(rules, hair)

    layers = ((terra, M_TERRA), (ochre, M_OCHRE), (dots, M_UMBER), (cdots, M_CREAM), (rules, M_UMBER))
    for k in range(4):
        for m, colour in layers:
            full = np.zeros((size, size))
            full[:h] = m
            board.ink(np.rot90(full, k) * board.wear, colour)

    # the corner blocks: umber squares with an ochre lozenge and a terracotta dot
    c0, c1 = M_RULE_OUT - 2.0, M_RULE_IN + 2.0
    cc, hw = 0.5 * (c0 + c1), 0.5 * (c1 - c0)
    for k in range(4):
        win = turned_window(board, 0, 0, int(c1) + 8, int(c1) + 8, k)
        x, y = win.x, win.y
        win.ink(coverage(win.box(cc, cc, hw, hw, 2.0)), M_UMBER)
        loz = (np.abs(x - cc) + np.abs(y - cc)) / np.sqrt(2)  # distance to a lozenge, near its sides
        win.ink(coverage(loz - 0.62 * hw), M_OCHRE)
        win.ink(ring(loz - 0.34 * hw, 2.6), M_UMBER)
        win.ink(coverage(np.hypot(x - cc, y - cc) - 4.5), M_TERRA)
        win.commit()


def morfals_corner_emblem(board):
    """A spiral sun in each corner square of the margin (between the frame and the grid)."""
    n = M_MARGIN - M_LABELS
    for k in range(4):
        win = turned_window(board, M_LABELS, M_LABELS, n, n, k)
        x, y = win.x, win.y
        cx = cy = 0.5 * n
        dx, dy = x - cx, y - cy
        r = np.hypot(dx, dy)
        th = np.arctan2(dy, dx)
        # twelve triangular rays round an ochre disc
        rays = 12
        ph = (th / (2 * np.pi) * rays) % 1.0
        tri = np.abs(ph - 0.5) * 2  # 0 on a ray's axis, 1 between rays
        ray = coverage(r - (33.0 + 14.0 * (1.0 - tri))) * coverage(30.0 - r)
        win.ink(ray, M_TERRA)
        disc = sd_circle(x, y, cx, cy, 27.0)
        win.ink(coverage(disc), M_OCHRE)
        win.ink(ring(disc + 1.5, 3.0), M_UMBER)
        # an umber spiral in the disc: r grows 5.5 px a turn
        turns = (r - 3.0) / 5.5 - (th / (2 * np.pi))
        spiral = coverage(np.abs(turns - np.round(turns)) * 5.5 - 1.3) * coverage(r - 21.0)
        win.ink(spiral, M_UMBER)
        win.commit()


def morfals_cells(board):
    """The 49 squares: a lighter inset square in each land cell, and the umber grid."""
    x, y = board.x, board.y
    g0, g1 = M_MARGIN, M_MARGIN + M_N * M_CELL
    mid = 0.5 * M_PX
    on_grid = coverage(board.box(mid, mid, 0.5 * (g1 - g0), 0.5 * (g1 - g0), 0.0))
    lx = (x - g0) % M_CELL
    ly = (y - g0) % M_CELL
    col = np.floor((x - g0) / M_CELL)
    land = on_grid * (col != M_RIVER)
    c = 0.5 * M_CELL
    # an ochre wash over the land, a lighter square inset in each cell
    board.ink(land * board.wear, M_OCHRE, 0.22)
    inset = sd_round_box(lx, ly, c, c, c - 14.0, c - 14.0, 12.0)
    board.ink(land * coverage(inset) * board.wear, M_CREAM, 0.7)
    board.ink(land * ring(inset + 6.0, 1.8) * board.wear, M_TERRA, 0.6)
    # small terracotta triangles in the corners of each square, pointing at its middle
    tri_d = np.minimum(lx, M_CELL - lx) + np.minimum(ly, M_CELL - ly)
    board.ink(land * coverage(tri_d - 26.0) * board.wear, M_TERRA, 0.5)
    # the grid: touching squares ruled in umber, a heavier line round it
    lw = 6.0
    gx = np.abs((x - g0 + 0.5 * M_CELL) % M_CELL - 0.5 * M_CELL)
    gy = np.abs((y - g0 + 0.5 * M_CELL) % M_CELL - 0.5 * M_CELL)
    grid = np.maximum(coverage(gx - 0.5 * lw), coverage(gy - 0.5 * lw)) * coverage(
        board.box(mid, mid, 0.5 * (g1 - g0) + 0.5 * lw, 0.5 * (g1 - g0) + 0.5 * lw, 0.0)
    )
    outer = board.box(mid, mid, 0.5 * (g1 - g0), 0.5 * (g1 - g0), 0.0)
    grid = np.maximum(grid, ring(outer - 2.0, 9.0))
    board.ink(grid * board.wear, M_UMBER)


def morfals_river(board, seed):
    """The river column's bed, seen through shallow water: rippled sand and
    pebbles, sinking toward a deeper blue-green middle, between narrow sandy
    banks along both sides of the column."""
    rng = np.random.default_rng(seed)
    x0, y0 = M_MARGIN + M_RIVER * M_CELL, M_MARGIN
    w, h = M_CELL, M_N * M_CELL
    win = (slice(y0, y0 + h), slice(x0, x0 + w))
    x, y = pixel_grid(h, w)

    # the water's edges wander a little along the banks; d_in > 0 under water
    pad = 64
    edge_l = 17.0 + 6.0 * noise_1d(rng, h + 2 * pad, 38.0)[pad:-pad, None]
    edge_r = 17.0 + 6.0 * noise_1d(rng, h + 2 * pad, 38.0)[pad:-pad, None]
    d_in = np.minimum(x - edge_l, (w - edge_r) - x) + 1.3 * noise(rng, (h, w), 4.0)
    half = 0.5 * (w - edge_l - edge_r)
    depth = np.clip(d_in / half, 0.0, 1.0) ** 0.75
    depth = np.clip(depth * (1.0 + 0.1 * noise(rng, (h, w), 34.0, 110.0)), 0.0, 1.0)
    wet = smoothstep(-12.0, 1.0, d_in)

    # sand ripples across the stream: a long gentle stoss, a short steep lee,
    # crests that wander and fork; shaded as relief lit from the far side
    warp = noise(rng, (h, w), 22.0, 16.0)
    phase = y / 14.0 + 1.1 * warp + 0.35 * noise(rng, (h, w), 60.0)
    saw = phase % 1.0
    height = np.where(saw < 0.72, saw / 0.72, (1.0 - saw) / 0.28)
    height = height * (0.35 + 0.65 * smoothstep(-6.0, 24.0, d_in))
    relief = np.zeros_like(height)
    relief[1:-1] = height[:-2] - height[2:]  # facing the top of the sheet: lighter
    relief = gaussian_filter_periodic(relief, 0.7)
    fine = noise(rng, (h, w), 1.0)
    speck = smoothstep(2.2, 3.0, noise(rng, (h, w), 0.9))
    tone = 1.0 + 0.3 * relief + 0.045 * fine + 0.05 * noise(rng, (h, w), 10.0) - 0.25 * speck
    bed = mix_colour(rgb8(224, 202, 156), rgb8(198, 176, 128), wet) * tone[..., None]

    # pebbles: strewn along the banks and in drifts, a few larger stones mid-stream
    layer = np.zeros((h, w, 3))
    alpha = np.zeros((h, w))
    shadow = np.zeros((h, w))
    palette = [
        (150, 142, 130),
        (128, 112, 96),
        (184, 164, 126),
        (98, 90, 82),
        (164, 116, 88),
        (208, 200, 184),
        (120, 126, 118),
        (172, 150, 126),
    ]
    drifts = [(rng.uniform(30.0, w - 30.0), rng.uniform(0.0, h)) for _ in range(14)]
    for _ in range(300):
        pick = rng.random()
        if pick < 0.5:  # near a bank, either side of the water's edge
            left = rng.random() < 0.5
            py = rng.uniform(0, h)
            e = (edge_l if left else edge_r)[int(py) % h, 0]
            off = e + rng.normal(2.0, 9.0)
            px = off if left else w - off
            rad = rng.uniform(2.2, 7.0)
        elif pick < 0.8:  # in a drift
            dx_, dy_ = drifts[rng.integers(len(drifts))]
            px = dx_ + rng.normal(0.0, 12.0)
            py = dy_ + rng.normal(0.0, 26.0)
            rad = rng.uniform(2.5, 7.5)
        else:
            px = rng.uniform(24.0, w - 24.0)
            py = rng.uniform(0, h)
            rad = rng.uniform(6.0, 14.0)
        aspect = rng.uniform(0.55, 0.95)
        ang = rng.uniform(0, np.pi)
        colour = rgb8(*palette[rng.integers(len(palette))]) * rng.uniform(0.85, 1.12)
        bx0, bx1 = int(max(px - rad - 6, 0)), int(min(px + rad + 7, w))
        by0, by1 = int(max(py - rad - 6, 0)), int(min(py + rad + 7, h))
        if bx1 <= bx0 or by1 <= by0:
            continue
        box = (slice(by0, by1), slice(bx0, bx1))
        sx, sy = x[box] - px, y[box] - py
        c, s = np.cos(ang), np.sin(ang)
        u = (c * sx + s * sy) / rad
        v = (-s * sx + c * sy) / (rad * aspect)
        rr = np.hypot(u, v)
        cov = coverage((rr - 1.0) * rad * aspect)
        # a soft contact shadow, down and to the right
        su = (c * (sx - 1.5) + s * (sy - 2.0)) / (rad * 1.2)
        sv = (-s * (sx - 1.5) + c * (sy - 2.0)) / (rad * aspect * 1.2)
        sh = np.clip(1.0 - np.hypot(su, sv), 0.0, 1.0) ** 0.6
        shadow[box] = np.maximum(shadow[box], sh)
        # a dome lit from the upper left, with a little mottling of its own
        nz = np.sqrt(np.clip(1.0 - rr * rr, 0.0, 1.0))
        gu, gv = sx / rad, sy / (rad * aspect)
        lit = np.clip(0.5 + 0.55 * (-0.45 * gu - 0.55 * gv + 0.7 * nz), 0.3, 1.2)
        col = colour * lit[..., None]
        m = cov[..., None]
        layer[box] = layer[box] * (1 - m) + col * m
        alpha[box] = np.maximum(alpha[box], cov)
    bed = bed * (1.0 - 0.4 * (shadow * (1 - alpha))[..., None])
    bed = bed * (1.0 - alpha[..., None]) + layer

    # the water: each channel fades with depth (red first), toward a deep teal
    optical = 0.14 + 1.7 * depth**1.3
    sigma = np.array([1.3, 0.6, 0.6])
    trans = np.exp(-(optical * wet)[..., None] * sigma)
    scatter = rgb8(30, 80, 84)
    img = bed * trans + scatter * (1.0 - trans)
    # a faint dapple of light from the surface
    dapple = smoothstep(0.6, 1.8, noise(rng, (h, w), 6.0, 9.0))
    img *= (1.0 + 0.07 * dapple * wet)[..., None]
    # a damp, darker line along the water's edge
    img *= (1.0 - 0.16 * np.exp(-(((d_in + 2.0) / 4.0) ** 2)))[..., None]
    # on the cloth's grain, shading off into it at the column's very edges
    fade = smoothstep(0.0, 6.0, np.minimum(x, w - x))[..., None]
    grain = board.grain[win] / board.grain[win].mean(axis=(0, 1))
    board.img[win] = board.img[win] * (1.0 - fade) + (img * grain) * fade


def morfals_label_column(win, value, river):
    """A dice sum, upright in its window (200 wide, 120 tall; the grid above it):
    the numeral near the grid and its three dice below it."""
    cx = 0.5 * win.w
    ink = M_TEAL if river else M_UMBER
    cy = 46.0
    num = win.text(str(value), LATO_BOLD, 94, cx, cy, centre="ink")
    sh = np.zeros_like(num)
    sh[4:, 3:] = num[:-4, :-3]
    win.ink(sh, M_TERRA, 0.9)
    win.ink(num, ink)
    if value in (6, 9):  # underlined, so that a 6 and a 9 turned half round do not mix
        win.ink(coverage(win.box(cx, 85.0, 16.0, 2.2, 2.0)), ink)
    if river:  # small waves either side of the 6
        for side in (-1, 1):
            for j, dy in enumerate((-8.0, 6.0)):
                xa = cx + 34.0 if side > 0 else cx - 34.0 - 36.0
                d = sd_wave(win.x, win.y, xa, xa + 36.0, cy + dy, 3.4, 18.0, phase=np.pi * j)
                win.ink(ring(d, 3.4), M_TEAL)
    size, pitch = 22.0, 29.0
    for i, v in enumerate(M_DICE[value]):
        print_die(win, cx + (i - 1) * pitch, 102.0, size, v, ink=M_UMBER, face=M_CREAM, pip=M_TERRA)


def morfals_label_row(win, value):
    """A row number in a lozenge, upright in its window (120 wide, 200 tall; the grid on its right)."""
    cx, cy = 0.5 * win.w + 4.0, 0.5 * win.h
    loz = (np.abs(win.x - cx) + np.abs(win.y - cy)) / np.sqrt(2) - 33.0
    win.ink(coverage(loz), M_OCHRE, 0.8)
    win.ink(ring(loz + 1.75, 3.5), M_UMBER)
    win.ink(ring(loz + 8.0, 1.6), M_TERRA)
    win.ink(win.text(str(value), LATO_BOLD, 60, cx, cy, centre="ink"), M_UMBER)
    if value == 6:
        win.ink(coverage(win.box(cx, cy + 27.0, 10.0, 1.9, 1.5)), M_UMBER)


def morfals_labels(board):
    lo = M_LABELS
    depth = M_MARGIN - lo
    for c in range(M_N):
        value = c + 3
        x0 = M_MARGIN + c * M_CELL
        # bottom margin, upright from the near side
        win = Window(board, x0, M_PX - M_MARGIN, M_CELL, depth, 0)
        morfals_label_column(win, value, c == M_RIVER)
        win.commit()
        # top margin, turned half round: upright from the far side
        win = Window(board, x0, lo, M_CELL, depth, 2)
        morfals_label_column(win, value, c == M_RIVER)
        win.commit()
    for r in range(M_N):
        value = M_N - r  # row 1 at the bottom
        y0 = M_MARGIN + r * M_CELL
        win = Window(board, lo, y0, depth, M_CELL, 0)
        morfals_label_row(win, value)
        win.commit()
        win = Window(board, M_PX - M_MARGIN, y0, depth, M_CELL, 2)
        morfals_label_row(win, value)
        win.commit()


def morfals_board(written):
    (OUT_DIR / MORFALS_DIR).mkdir(parents=True, exist_ok=True)
    cloth, grain, wear = morfals_cloth(M_PX, 0x30F4A15)
    board = Sheet(cloth)
    board.grain = grain
    board.wear = wear
    morfals_frame(board)
    morfals_corner_emblem(board)
    morfals_river(board, 0x21BE4)
    morfals_cells(board)
    morfals_labels(board)
    save_colour(f"{MORFALS_DIR}/board.png", board.img, written)


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
        if name not in written:
            continue
        arr = written[name]
        rx, ry = seam_rank(arr)
        print(f"  wrap step rank {name:28s} x {rx:5.1f} %  y {ry:5.1f} %")
        tiled = np.tile(arr, (2, 2) + (1,) * (arr.ndim - 2))
        Image.fromarray(tiled).save(out / name.replace(".png", "_2x2.png"))
        if "normal" in name:
            lit = shade_normal_map(tiled)
            Image.fromarray(lit).save(out / name.replace(".png", "_2x2_lit.png"))
    squares = [f"morpyam/{sq[0]}.png" for sq in MORPYAM_SQUARES]
    if all(n in written for n in squares):
        # the grid squares as they read on screen: about 64 px each
        cell, cols = 64, 5
        rows = -(-len(squares) // cols)
        sheet = Image.new("RGB", (cols * (cell + 4) + 4, rows * (cell + 4) + 4), (58, 40, 28))
        for i, n in enumerate(squares):
            small = Image.fromarray(written[n]).resize((cell, cell), Image.LANCZOS)
            sheet.paste(small, (4 + (i % cols) * (cell + 4), 4 + (i // cols) * (cell + 4)))
        sheet.save(out / "morpyam_squares_64px.png")
    # the Sorry! board and cards at the sizes they cover on a 1280x720 screen
    board = f"{SORRY_DIR}/board.png"
    if board in written:
        Image.fromarray(written[board]).resize((620, 620), Image.LANCZOS).save(out / "sorry_board_620px.png")
    for deck in SORRY_RULES:
        name = f"{SORRY_DIR}/{deck}"
        if name in written:
            atlas = Image.fromarray(written[name])
            for px in (260, 70):
                size = (round(atlas.width * px / CARD_H), round(atlas.height * px / CARD_H))
                atlas.resize(size, Image.LANCZOS).save(out / f"sorry_{deck[:-4]}_{px}px.png")
    # the Morfals board at the about 600 px it covers on a 1280x720 screen
    board = f"{MORFALS_DIR}/board.png"
    if board in written:
        Image.fromarray(written[board]).resize((600, 600), Image.LANCZOS).save(out / "morfals_board_600px.png")
    print(f"previews in {out}")


GROUPS = {
    "wood": [walnut_table, maple_board],
    "felt": [felt],
    "paper": [paper],
    "brass": [brass_roughness],
    "vignette": [vignette],
    "morpyam": [morpyam_squares],
    "dice": [dice_faces],
    "token": [token_top],
    "sorry": [sorry_board, sorry_cards],
    "morfals": [morfals_board],
}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--preview", type=Path, help="also write 2x2 tiled previews to this folder")
    ap.add_argument(
        "--only",
        action="append",
        choices=list(GROUPS),
        help="make only this group of textures (repeatable); default: all",
    )
    args = ap.parse_args(argv)

    OUT_DIR.mkdir(parents=True, exist_ok=True)
    written: dict[str, np.ndarray] = {}
    print(f"writing to {OUT_DIR}")
    for group in args.only or list(GROUPS):
        for make in GROUPS[group]:
            make(written)
    total = sum((OUT_DIR / n).stat().st_size for n in written)
    print(f"total {total / 1024 / 1024:.2f} MiB in {len(written)} files")
    if args.preview:
        write_previews(written, args.preview)
    return 0


if __name__ == "__main__":
    sys.exit(main())
