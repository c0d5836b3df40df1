#!/usr/bin/env python3
"""Record random games of OpenSpiel's nine_mens_morris as a fixture for the Rust replay test.

Usage: python3 tools/morris_openspiel_fixtures.py [GAMES] > crates/rules/tests/fixtures/morris_openspiel.txt
Needs the PyPI package open-spiel 2.0 or later (1.x never generates moves to point 0).

One line per game: `<seed> <result> <step> <step> ...`, result W, B or D (draw).
A step is `<legal set>/<chosen action>`. Points 0..23 are the letters a..x. A point action
(place, or remove when a mill was closed) is its lowercase letter; a move is the uppercase letter
of its source followed by the lowercase letter of its destination. A legal set of point actions
is their letters in order ("abdx"); a set of moves groups destinations under each source in
order ("Abj" + "Cd" = "AbjCd"). A run of more than 12 destination letters is written as `~`
followed by the letters NOT in it ("~eq" = every point but e and q), which keeps placing and
flying steps short. Uniform random play, each game from its own seed.
"""

import random
import sys

import pyspiel
from importlib import metadata

N = 24


def letter(p):
    return chr(ord("a") + p)


def encode_action(a):
    if a < N:
        return letter(a)
    f, t = divmod(a - N, N)
    return letter(f).upper() + letter(t)


def encode_run(points):
    if len(points) > 12:
        return "~" + "".join(letter(p) for p in range(N) if p not in points)
    return "".join(letter(p) for p in points)


def encode_set(actions):
    if all(a < N for a in actions):
        return encode_run(actions)
    groups = {}
    for a in actions:
        assert a >= N, "a legal set mixes point actions and moves"
        f, t = divmod(a - N, N)
        groups.setdefault(f, []).append(t)
    return "".join(letter(f).upper() + encode_run(ts) for f, ts in sorted(groups.items()))


def play(game, seed):
    rng = random.Random(seed)
    state = game.new_initial_state()
    steps, flew, to_zero = [], False, False
    while not state.is_terminal():
        legal = state.legal_actions()
        flew |= any(a >= N for a in legal) and len(legal) > 0 and _flying(state)
        to_zero |= any(a >= N and (a - N) % N == 0 for a in legal)
        a = rng.choice(legal)
        steps.append(encode_set(legal) + "/" + encode_action(a))
        state.apply_action(a)
    r = state.returns()
    result = "W" if r[0] > 0 else "B" if r[1] > 0 else "D"
    return f"{seed} {result} " + " ".join(steps), result, flew, to_zero, state.move_number()


def _flying(state):
    # "Num men: w b" and "Men to deploy: w b" in the state text tell whether the mover flies.
    text = str(state)
    men = deploy = None
    for line in text.splitlines():
        if line.startswith("Num men:"):
            men = list(map(int, line.split(":")[1].split()))
        if line.startswith("Men to deploy:"):
            deploy = list(map(int, line.split(":")[1].split()))
    p = state.current_player()
    return deploy[p] == 0 and men[p] <= 3


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    version = metadata.version("open-spiel")
    assert int(version.split(".")[0]) >= 2, f"open-spiel {version}: 1.x never moves to point 0"
    game = pyspiel.load_game("nine_mens_morris")
    lines, results, flying, zero, capped = [], {"W": 0, "B": 0, "D": 0}, 0, 0, 0
    for seed in range(1, games + 1):
        line, result, flew, to_zero, _ = play(game, seed)
        lines.append(line)
        results[result] += 1
        flying += flew
        zero += to_zero
        capped += result == "D"
    assert zero > 0, "no game offered a move to point 0"
    print(f"# open-spiel {version} nine_mens_morris, {games} uniform random games (seeds 1..{games}):"
          f" {results['W']} White wins, {results['B']} Black wins, {results['D']} draws at 200 turns;"
          f" {flying} games reach flying; {zero} offer a move to point 0.")
    print("# Format: see tools/morris_openspiel_fixtures.py")
    for line in lines:
        print(line)
    print(f"{games} games: {results}, flying {flying}, to point 0 {zero}", file=sys.stderr)


if __name__ == "__main__":
    main()
