#!/usr/bin/env python3
"""Perft counts (leaf nodes, one node per action) from OpenSpiel's nine_mens_morris, to anchor
the Rust regression test `crates/rules/tests/morris_perft.rs`.

Usage: python3 tools/morris_openspiel_perft.py
Positions: the start, and the positions after the first K actions of the uniform random game
seeded 1 (as in tools/morris_openspiel_fixtures.py).
"""

import random

import pyspiel


def perft(state, depth):
    if depth == 0 or state.is_terminal():
        return 1 if depth == 0 else 0
    total = 0
    for a in state.legal_actions():
        child = state.child(a)
        total += perft(child, depth - 1)
    return total


def after(game, seed, k):
    rng = random.Random(seed)
    state = game.new_initial_state()
    for _ in range(k):
        state.apply_action(rng.choice(state.legal_actions()))
    return state


def main():
    game = pyspiel.load_game("nine_mens_morris")
    start = game.new_initial_state()
    print("start", [perft(start, d) for d in range(1, 5)])
    for k in (30, 60, 120, 200):
        s = after(game, 1, k)
        print(f"seed 1 after {k}:", [perft(s, d) for d in range(1, 5)])


if __name__ == "__main__":
    main()
