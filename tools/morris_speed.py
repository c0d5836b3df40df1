#!/usr/bin/env python3
"""Random playouts per second: OpenSpiel's C++ nine_mens_morris against ours, in one run.

Usage: python3 tools/morris_speed.py [SECONDS]
OpenSpiel is timed with pyspiel.evaluate_bots and two uniform random bots (the whole game loop
runs in C++). Ours is the criterion benchmark `benches/morris.rs` (random_playout), run with
`cargo bench -p parlour-rules` (set CARGO_TARGET_DIR as usual). Both play OpenSpiel's rules:
flying, one removal, a draw after 200 turns.
"""

import os
import re
import subprocess
import sys
import time

import pyspiel

UNITS = {"elem/s": 1.0, "Kelem/s": 1e3, "Melem/s": 1e6, "Gelem/s": 1e9}


def openspiel_rate(seconds):
    game = pyspiel.load_game("nine_mens_morris")
    bots = [pyspiel.make_uniform_random_bot(p, 1234 + p) for p in range(2)]
    games, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(100):
            pyspiel.evaluate_bots(game.new_initial_state(), bots, games)
            games += 1
    return games / (time.perf_counter() - start)


def our_rate(seconds):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    cmd = ["cargo", "bench", "-p", "parlour-rules", "--bench", "morris", "--",
           "--warm-up-time", "1", "--measurement-time", str(seconds), "morris/random_playout$"]
    out = subprocess.run(cmd, cwd=root, capture_output=True, text=True, check=True).stdout
    m = re.search(r"thrpt:\s*\[\S+ \S+ (\S+) (\S+) \S+ \S+\]", out)
    if not m:
        sys.exit("no throughput in the benchmark output:\n" + out)
    return float(m.group(1)) * UNITS[m.group(2)]


def main():
    seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    theirs = openspiel_rate(seconds)
    ours = our_rate(seconds)
    again = openspiel_rate(seconds)  # the machine is shared: time OpenSpiel before and after
    theirs = (theirs + again) / 2
    print(f"OpenSpiel C++ (evaluate_bots, uniform random): {theirs:,.0f} playouts/s")
    print(f"parlour-rules (criterion random_playout):      {ours:,.0f} playouts/s")
    print(f"ratio ours / OpenSpiel: {ours / theirs:.1f}x")


if __name__ == "__main__":
    main()
