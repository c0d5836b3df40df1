// Screenshot comparison, the same measure as tests/app/screenshots.rs: the mean absolute
// difference per channel (0–255), and the share of pixels that differ by more than 48 in some
// channel. A capture matches its golden when both are within tolerance.
//
// As a command: node tools/web/compare.mjs ACTUAL.png GOLDEN.webp [MEAN [SHARE]]
// exits 0 when they match, 1 otherwise, and prints the figures.
//
// Goldens are lossless WebP (the capture's pixels in two thirds of a PNG's bytes), read and
// written by dwebp and cwebp from Debian's webp.

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import pngjs from "pngjs";

const { PNG } = pngjs;
const PIXEL_THRESHOLD = 48;
export const MEAN_TOLERANCE = 4.0;
export const OUTLIER_SHARE = 0.03;

/** Decode a PNG (a path or the bytes of one), or a WebP file, to { width, height, data: RGBA }. */
export function decode(image) {
  if (typeof image === "string" && image.endsWith(".webp")) {
    return PNG.sync.read(execFileSync("dwebp", ["-quiet", image, "-o", "-"], { maxBuffer: 1 << 26 }));
  }
  return PNG.sync.read(typeof image === "string" ? fs.readFileSync(image) : image);
}

/** Write the PNG bytes `png` as the lossless WebP golden `file`. */
export function writeGolden(file, png) {
  execFileSync("cwebp", ["-quiet", "-lossless", "-z", "8", "-metadata", "none", "-o", file, "--", "-"], {
    input: png,
  });
}

/** A flat image of one colour, the size of `like` (to prove a check fails on it). */
export function flat(like, rgb) {
  const data = Buffer.alloc(like.width * like.height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = rgb[0];
    data[i + 1] = rgb[1];
    data[i + 2] = rgb[2];
    data[i + 3] = 255;
  }
  return { width: like.width, height: like.height, data };
}

/** { mean, share } between two decoded images of the same size. */
export function difference(a, g) {
  if (a.width !== g.width || a.height !== g.height) {
    return { mean: Infinity, share: 1, why: `size ${a.width}x${a.height} vs ${g.width}x${g.height}` };
  }
  let sum = 0;
  let outliers = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    let worst = 0;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs(a.data[i + c] - g.data[i + c]);
      sum += d;
      if (d > worst) worst = d;
    }
    if (worst > PIXEL_THRESHOLD) outliers++;
  }
  const n = a.width * a.height;
  return { mean: sum / (n * 3), share: outliers / n };
}

/** Luma standard deviation: a blank (one flat fill) capture has almost none. */
export function contrast(img) {
  let sum = 0;
  let sq = 0;
  const n = img.width * img.height;
  for (let i = 0; i < img.data.length; i += 4) {
    const y = 0.299 * img.data[i] + 0.587 * img.data[i + 1] + 0.114 * img.data[i + 2];
    sum += y;
    sq += y * y;
  }
  const mean = sum / n;
  return Math.sqrt(Math.max(0, sq / n - mean * mean));
}

/** Does `actual` match `golden`? Returns { ok, mean, share, text }. */
export function matches(actual, golden, mean = MEAN_TOLERANCE, share = OUTLIER_SHARE) {
  const d = difference(actual, golden);
  const blank = contrast(actual) <= 12;
  const ok = !blank && d.mean <= mean && d.share <= share;
  const text = d.why
    ? d.why
    : `mean difference ${d.mean.toFixed(2)} (allowed ${mean}), outliers ${(100 * d.share).toFixed(2)}% ` +
      `(allowed ${(100 * share).toFixed(0)}%)${blank ? ", blank" : ""}`;
  return { ok, ...d, text };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [actual, golden, mean, share] = process.argv.slice(2);
  if (!golden) {
    console.error("usage: compare.mjs ACTUAL.png GOLDEN.png [MEAN [SHARE]]");
    process.exit(2);
  }
  const r = matches(
    decode(actual),
    decode(golden),
    mean ? Number(mean) : MEAN_TOLERANCE,
    share ? Number(share) : OUTLIER_SHARE,
  );
  console.log(`${actual} vs ${golden}: ${r.text}`);
  process.exit(r.ok ? 0 : 1);
}
