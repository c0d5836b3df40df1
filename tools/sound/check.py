#!/usr/bin/env python3
"""Decode every assets/audio/*.ogg and report duration, peak, RMS, size and click checks.

    python3 tools/sound/check.py

For the music loop it also measures the seam: the step from the last sample to the
first one, compared with ordinary sample-to-sample steps in the file.
Needs sox (with the Ogg Vorbis format: Debian packages sox and libsox-fmt-all).
"""

import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
from scipy.io import wavfile

AUDIO = Path(__file__).resolve().parents[2] / "assets" / "audio"


def decode(path: Path, tmp: Path) -> tuple[int, np.ndarray]:
    wav = tmp / (path.stem + ".wav")
    subprocess.run(["sox", str(path), "-e", "floating-point", "-b", "32", str(wav)], check=True)
    sr, y = wavfile.read(wav)
    return sr, y if y.ndim == 2 else y[:, None]


def dbfs(v: float) -> float:
    return 20 * np.log10(max(v, 1e-12))


def main() -> int:
    files = sorted(AUDIO.glob("*.ogg"))
    total = 0
    problems = []
    print(f"{'file':24} {'ch':>2} {'dur s':>7} {'peak dBFS':>9} {'rms dBFS':>8} {'size KB':>8} "
          f"{'edge in':>8} {'edge out':>8}")
    with tempfile.TemporaryDirectory() as td:
        for f in files:
            sr, y = decode(f, Path(td))
            size = f.stat().st_size
            total += size
            peak = float(np.max(np.abs(y)))
            rms = float(np.sqrt(np.mean(y**2)))
            # click check: the very first 0.1 ms must start from silence and the
            # last 2 ms must have faded out (a sharp knock may peak 1 ms in; that is fine)
            k = int(0.002 * sr)
            edge_in = float(np.max(np.abs(y[: max(1, int(0.0001 * sr))])))
            edge_out = float(np.max(np.abs(y[-k:])))
            print(f"{f.name:24} {y.shape[1]:>2} {len(y) / sr:7.3f} {dbfs(peak):9.2f} {dbfs(rms):8.2f} "
                  f"{size / 1024:8.1f} {dbfs(edge_in):8.1f} {dbfs(edge_out):8.1f}")
            if sr != 44100:
                problems.append(f"{f.name}: sample rate {sr}")
            if f.stem.startswith("music"):
                diffs = np.abs(np.diff(y, axis=0))
                seam = np.abs(y[0] - y[-1])
                p999 = np.percentile(diffs, 99.9, axis=0)
                med = np.median(diffs, axis=0)
                print(f"    loop seam step per channel: {np.round(seam, 5)}; "
                      f"median step {np.round(med, 5)}; 99.9th pct step {np.round(p999, 5)}")
                # energy of 5 ms windows either side of the seam vs. the loop's average
                w = int(0.005 * sr)
                print(f"    rms last 5 ms {dbfs(float(np.sqrt(np.mean(y[-w:] ** 2)))):.1f} dBFS, "
                      f"first 5 ms {dbfs(float(np.sqrt(np.mean(y[:w] ** 2)))):.1f} dBFS")
                # high-frequency burst test: energy of the second difference in a 1 ms
                # window centred on the seam, ranked against every 1 ms window of the loop
                rolled = np.roll(y, len(y) // 2, axis=0)  # the seam is now mid-file
                d2 = np.sum(np.diff(rolled, n=2, axis=0) ** 2, axis=1)
                w1 = int(0.001 * sr)
                win = np.convolve(d2, np.ones(w1), mode="valid")[::w1 // 2]
                centre = len(y) // 2 - 1 - w1 // 2
                seam_e = np.sum(d2[centre : centre + w1])
                rank = float(np.mean(win < seam_e) * 100)
                print(f"    seam 1 ms high-frequency energy ranks at the {rank:.1f}th percentile "
                      "of all 1 ms windows (a click would rank near 100)")
                if np.any(seam > p999) or rank > 99.0:
                    problems.append(f"{f.name}: loop seam looks discontinuous")
            else:
                if dbfs(edge_in) > -40 or dbfs(edge_out) > -50:
                    problems.append(f"{f.name}: loud first/last 2 ms (possible click)")
                if abs(dbfs(peak) + 3.0) > 0.3:
                    problems.append(f"{f.name}: peak {dbfs(peak):.2f} dBFS, expected about -3")
    print(f"total {len(files)} files, {total / 1024:.1f} KB ({total / 1e6:.2f} MB)")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
