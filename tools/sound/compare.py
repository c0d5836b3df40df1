#!/usr/bin/env python3
"""Compare two copies of the sounds (before and after a change of encoding): for each file its
size, its loudness (RMS of the whole, in dBFS, and its peak), the frequency under which 99 % of
its energy lies, and the largest difference between the two in any octave band that holds at
least 1 % of the file's energy. Decoded with sox, as check.py does.

    python3 tools/sound/compare.py BEFORE_DIR AFTER_DIR

Exits non-zero when a file's loudness moved by more than 0.5 dB, or its 99 % frequency or an
octave band's level by more than 1 dB / a tenth, so that a smaller encoding can be shown to sound the
same by figures.
"""

import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
from scipy.io import wavfile

BANDS = [31.25 * 2**k for k in range(10)]  # octave centres 31 Hz ... 16 kHz


def decode(path: Path, tmp: Path) -> tuple[int, np.ndarray]:
    wav = tmp / (path.parent.name + path.stem + ".wav")
    subprocess.run(["sox", str(path), "-e", "floating-point", "-b", "32", str(wav)], check=True)
    sr, y = wavfile.read(wav)
    return sr, (y if y.ndim == 1 else y.mean(axis=1)).astype(np.float64)


def measure(sr: int, y: np.ndarray) -> dict:
    spectrum = np.abs(np.fft.rfft(y)) ** 2
    freqs = np.fft.rfftfreq(len(y), 1 / sr)
    total = spectrum.sum()
    cumulative = np.cumsum(spectrum) / total
    bands = {}
    for c in BANDS:
        sel = (freqs >= c / np.sqrt(2)) & (freqs < c * np.sqrt(2))
        bands[c] = spectrum[sel].sum() / total
    return {
        "rms": 20 * np.log10(np.sqrt(np.mean(y**2)) + 1e-12),
        "peak": 20 * np.log10(np.max(np.abs(y)) + 1e-12),
        "f99": float(freqs[np.searchsorted(cumulative, 0.99)]),
        "bands": bands,
    }


def main() -> int:
    before, after = Path(sys.argv[1]), Path(sys.argv[2])
    worst = []
    total_before = total_after = 0
    print(f"{'file':22} {'bytes before':>12} {'after':>7} {'RMS dB':>7} {'ΔRMS':>5} {'Δpeak':>5} "
          f"{'f99 Hz':>7} {'after':>7} {'worst band Δ dB':>15}")
    with tempfile.TemporaryDirectory() as td:
        tmp = Path(td)
        for a in sorted(before.glob("*.ogg")):
            b = after / a.name
            if not b.exists():
                continue
            sa, ya = decode(a, tmp)
            sb, yb = decode(b, tmp)
            ma, mb = measure(sa, ya), measure(sb, yb)
            band_diff = max(
                abs(10 * np.log10((mb["bands"][c] + 1e-12) / (ma["bands"][c] + 1e-12)))
                for c in BANDS
                if ma["bands"][c] >= 0.01
            )
            d_rms = mb["rms"] - ma["rms"]
            d_peak = mb["peak"] - ma["peak"]
            total_before += a.stat().st_size
            total_after += b.stat().st_size
            print(f"{a.stem:22} {a.stat().st_size:12} {b.stat().st_size:7} {ma['rms']:7.1f} {d_rms:+5.2f} "
                  f"{d_peak:+5.2f} {ma['f99']:7.0f} {mb['f99']:7.0f} {band_diff:15.2f}")
            if abs(d_rms) > 0.5 or band_diff > 1.0 or abs(mb["f99"] - ma["f99"]) > 0.1 * ma["f99"]:
                worst.append(a.stem)
    print(f"total: {total_before} bytes -> {total_after} bytes")
    if worst:
        print("outside the limits:", " ".join(worst))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
