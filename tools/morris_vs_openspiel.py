#!/usr/bin/env python3
"""Play Parlour's Morris computer player against OpenSpiel's MCTS bot on nine_mens_morris.

Usage:
    cargo build --release -p parlour-rules --bin parlour-engine
    python3 tools/morris_vs_openspiel.py [--games 100] [--sims 1000] [--level hard]
        [--engine target/release/parlour-engine] [--minutes M] [--python-mcts]

Needs the PyPI package open-spiel (2.0 or later). Our side talks to `parlour-engine` over its
JSON-lines protocol (docs/engine.md): `{"cmd":"bot","level":...}` gives the action, which is
mapped to OpenSpiel's id (place/remove: the point; move: 24 + 24*from + to, the same point
numbering) and played on both sides; every step also checks that both legal sets agree.
Our engine is set up as OpenSpiel plays: flying, one removal, no repetition or no-removal draw,
a draw after 200 turns.

OpenSpiel's side is its MCTS bot with uniform random rollouts (one per leaf), UCT c = 2 and
solving of proven subtrees, as in open_spiel/python/examples/mcts.py. By default the C++ MCTSBot
(pyspiel.MCTSBot) is used; --python-mcts uses open_spiel.python.algorithms.mcts instead (same
algorithm, much slower). Colours alternate: our player is White (moves first) in even games.

With --minutes, no new game starts after that much time; the summary says how many were played.
Prints one line per game and a final W/D/L summary for our side; exits 1 if our side lost any.
"""

import argparse
import json
import subprocess
import sys
import time

import numpy as np
import pyspiel

N = 24
OPTIONS = {"flying": True, "repetition": None, "no_removal_moves": None, "turn_cap": 200}


def action_id(a):
    """Our engine's JSON action as an OpenSpiel action id."""
    if "place" in a:
        return a["place"]
    if "remove" in a:
        return a["remove"]
    m = a["move"]
    return N + m["from"] * N + m["to"]


class Engine:
    def __init__(self, path):
        self.proc = subprocess.Popen(
            [path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )

    def __call__(self, **request):
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        reply = json.loads(self.proc.stdout.readline())
        if not reply.get("ok"):
            raise RuntimeError(f"engine: {request} -> {reply}")
        return reply

    def close(self):
        self.proc.stdin.write('{"cmd":"quit"}\n')
        self.proc.stdin.flush()
        self.proc.wait()


def make_mcts(game, sims, seed, python_mcts):
    if python_mcts:
        from open_spiel.python.algorithms import mcts

        rng = np.random.RandomState(seed)
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
        return mcts.MCTSBot(game, 2.0, sims, evaluator, solve=True, random_state=rng)
    evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
    return pyspiel.MCTSBot(game, evaluator, 2.0, sims, 1000, True, seed, False)


def play(engine, game, g, args):
    ours = g % 2  # OpenSpiel player 0 is White, who moves first, as our seat 0
    engine(cmd="new", game="morris", variant="nine", seed=g, options=OPTIONS)
    state = game.new_initial_state()
    mcts = make_mcts(game, args.sims, 1000 + g, args.python_mcts)
    think = [0.0, 0.0]
    decisions = [0, 0]
    plies = 0
    while not state.is_terminal():
        legal = {action_id(a): a for a in engine(cmd="legal")["actions"]}
        if sorted(legal) != sorted(state.legal_actions()):
            raise RuntimeError(f"game {g} ply {plies}: legal sets differ\n{state}")
        player = state.current_player()
        t = time.perf_counter()
        if player == ours:
            action = engine(cmd="bot", level=args.level, seed=g * 1000 + plies)["action"]
            aid = action_id(action)
        else:
            aid = mcts.step(state)
            action = legal[aid]
        think[player == ours] += time.perf_counter() - t
        decisions[player == ours] += 1
        state.apply_action(aid)
        reply = engine(cmd="apply", action=action)
        plies += 1
    returns = state.returns()
    outcome = reply["outcome"]
    winners = outcome["winners"] if outcome else None
    expected = [p for p in range(2) if returns[p] > 0]
    if winners != expected:
        raise RuntimeError(f"game {g}: engine says {outcome}, OpenSpiel returns {returns}")
    result = "D" if not expected else ("W" if expected[0] == ours else "L")
    return result, plies, outcome["reason"], [t / max(1, n) for t, n in zip(think, decisions)]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--sims", type=int, default=1000)
    ap.add_argument("--level", default="hard")
    ap.add_argument("--engine", default="target/release/parlour-engine")
    ap.add_argument("--minutes", type=float, default=None)
    ap.add_argument("--first", type=int, default=0, help="number of the first game (seeds follow it)")
    ap.add_argument("--python-mcts", action="store_true")
    args = ap.parse_args()

    game = pyspiel.load_game("nine_mens_morris")
    engine = Engine(args.engine)
    start = time.time()
    tally = {"W": 0, "D": 0, "L": 0}
    played = 0
    for g in range(args.first, args.first + args.games):
        if args.minutes is not None and time.time() - start > args.minutes * 60:
            break
        t = time.time()
        result, plies, reason, think = play(engine, game, g, args)
        tally[result] += 1
        played += 1
        colour = "White" if g % 2 == 0 else "Black"
        print(
            f"game {g:3}: {args.level} as {colour}: {result} in {plies} plies ({reason}); "
            f"{time.time() - t:.0f} s; mean decision: ours {think[1] * 1000:.0f} ms, MCTS {think[0] * 1000:.0f} ms",
            flush=True,
        )
    engine.close()
    print(
        f"{played} games, {args.level} vs OpenSpiel MCTS ({args.sims} simulations): "
        f"W {tally['W']} D {tally['D']} L {tally['L']} ({time.time() - start:.0f} s)"
    )
    sys.exit(1 if tally["L"] else 0)


if __name__ == "__main__":
    main()
