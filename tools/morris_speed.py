#!/usr/bin/env python3
"""Random playouts per second: OpenSpiel's C++ nine_mens_morris against ours, in one run.

Usage: python3 tools/morris_speed.py [ROUNDS] [SECONDS] [PLAYOUTS_BINARY...]
OpenSpiel is timed with pyspiel.evaluate_bots and two uniform random bots (the whole game loop
runs in C++). Ours is `examples/morris_playouts.rs` (the loop of the criterion bench
`random_playout`: one ChaCha8 stream, a reused buffer, no events), built with
`cargo build --release -p parlour-rules --example morris_playouts` (set CARGO_TARGET_DIR as
usual); name other builds of it to compare them in the same run. Both play OpenSpiel's rules:
flying, one removal, a draw after 200 turns.

Both are timed by CPU time (OpenSpiel's by the process's, ours by the child's), not the wall
clock, and taken in turn ROUNDS times (default 3), so a machine shared with other jobs slows
both alike; the least and the median of each are printed, and the ratios of the medians.
"""

import os
import resource
import subprocess
import sys
import time

import pyspiel


def openspiel_rate(seconds):
    game = pyspiel.load_game("nine_mens_morris")
    bots = [pyspiel.make_uniform_random_bot(p, 1234 + p) for p in range(2)]
    games, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(100):
            pyspiel.evaluate_bots(game.new_initial_state(), bots, games)
            games += 1
    return games / (time.process_time() - start)


def our_rate(binary, playouts):
    def used():
        r = resource.getrusage(resource.RUSAGE_CHILDREN)
        return r.ru_utime + r.ru_stime

    before = used()
    subprocess.run([binary, str(playouts)], check=True, capture_output=True)
    return playouts / (used() - before)


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 3
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(root, "target"))
    binaries = sys.argv[3:] or [os.path.join(target, "release", "examples", "morris_playouts")]
    rates = {"OpenSpiel C++": []} | {b: [] for b in binaries}
    for _ in range(rounds):
        rates["OpenSpiel C++"].append(openspiel_rate(seconds))
        for b in binaries:
            # About as many playouts as OpenSpiel's seconds hold at 20 times its pace.
            rates[b].append(our_rate(b, int(20 * seconds * rates["OpenSpiel C++"][-1])))
    median = {k: sorted(v)[len(v) // 2] for k, v in rates.items()}
    for k, v in rates.items():
        runs = ", ".join(f"{r:,.0f}" for r in v)
        print(f"{k}: median {median[k]:,.0f} playouts/s, least {min(v):,.0f} ({runs})")
    for b in binaries:
        print(f"ratio {b} / OpenSpiel (medians): {median[b] / median['OpenSpiel C++']:.1f}x")


if __name__ == "__main__":
    main()
