#!/usr/bin/env bash
# The desktop game through the stack deploy/local.sh starts (PostgreSQL, two parlour-servers,
# Caddy), on loopback only: a player opens a Sorry! room against the server's computer player,
# plays, loses the server that held the room (kill -9), and plays on at the other, through the
# same proxy address, without doing anything.
#
#   deploy/desktop.sh            (after `make test`, which builds target/debug/parlour)
#
# 1. starts the stack (deploy/local.sh in PARLOUR_DEPLOY_DIR, default /tmp/parlour-desktop);
# 2. starts the desktop game under Xvfb with a data folder of its own, scripted: the server is
#    Caddy's address without TLS (the game trusts the web's authorities only, not Caddy's local
#    one), name Ann, a room of Ann and the server's easy player, six presses of Enter on her
#    turns, a picture, then more turns;
# 3. once the first picture is taken, finds which server holds the room (each one's /metrics)
#    and `kill -9`s it; the game reconnects through Caddy, the other server loads the match from
#    PostgreSQL, and Ann plays on (30 more presses of Enter): a second picture, and the match's
#    decisions in PostgreSQL grow past the kill, hers and the computer player's;
# 4. stops everything (also on Ctrl+C or a failure).
#
# Bounded: the stack stops itself after 30 minutes, each wait here has its limit. Pictures and
# logs in $PARLOUR_DEPLOY_DIR/run. Exits 0 only if the match went on at the other server.
set -euo pipefail
cd "$(dirname "$0")/.."
export PARLOUR_DEPLOY_DIR=${PARLOUR_DEPLOY_DIR:-/tmp/parlour-desktop}
export PARLOUR_DEPLOY_SECONDS=${PARLOUR_DEPLOY_SECONDS:-1800}
run=$PARLOUR_DEPLOY_DIR/run
target=${CARGO_TARGET_DIR:-target}
game=$target/debug/parlour
[ -x "$game" ] || { echo "desktop.sh: no $game: run make test first" >&2; exit 1; }

say() { echo "desktop.sh: $*"; }
# shellcheck source=deploy/stack.sh
. deploy/stack.sh
player=
finish() {
    [ -n "$player" ] && kill -- -"$player" 2>/dev/null || true
    stack_stop
}
trap finish EXIT
trap 'exit 130' INT TERM

rm -rf "$run"
mkdir -p "$run" "$dir"
say "starting the stack in $dir (its log: $run/local.out)"
stack_start "$run/local.out"
ports=("$s1_port" "$s2_port")
say "stack ready: the game plays on $plain (Caddy), servers on :${ports[0]} and :${ports[1]}"

script="wait:title; server:$plain; name:Ann; host:sorry:human,easy; room; wait:playing;"
script+=" play:6; shot:$run/1-before.png; frames:600; play:30; shot:$run/2-after.png; quit"
setsid xvfb-run -a -s "-screen 0 1280x720x24" env WGPU_BACKEND=vulkan PARLOUR_DATA_DIR="$run/data" \
    BEVY_ASSET_ROOT="$PWD" PARLOUR_SCRIPT_TIMEOUT=1500 "$game" --script "$script" >"$run/game.log" 2>&1 &
player=$!

for _ in $(seq 1200); do
    [ -f "$run/1-before.png" ] && break
    kill -0 "$player" 2>/dev/null || { tail -20 "$run/game.log" >&2; say "the game stopped early"; exit 1; }
    if grep -a "ERROR" "$run/game.log" | grep -q "script:"; then
        grep -a "script:" "$run/game.log" >&2
        say "the game refused its script"
        exit 1
    fi
    sleep 0.5
done
[ -f "$run/1-before.png" ] || { say "Ann's first turns did not happen in 10 minutes"; exit 1; }
room=$(sed -n 's/.*room \([A-Z0-9]*\) is open.*/\1/p' "$run/game.log" | head -1)
holder=
for i in 1 2; do
    [ "$(metric "${ports[$((i - 1))]}" parlour_matches)" = 1 ] && holder=$i
done
[ -n "$holder" ] || { say "neither server holds room $room"; exit 1; }
other=$((3 - holder))
before=$(sql "SELECT actions FROM matches WHERE room = '$room'")
kill -9 "$(cat "$dir/pids/server-$holder.pid")"
say "room $room at $before decisions, held by server $holder: kill -9"

limit=$((SECONDS + 1200))
while kill -0 "$player" 2>/dev/null && [ "$SECONDS" -lt "$limit" ]; do sleep 1; done
if kill -0 "$player" 2>/dev/null; then
    say "the game did not finish its script in 20 minutes"
    exit 1
fi
rc=0
wait "$player" || rc=$?
player=
after=$(sql "SELECT actions FROM matches WHERE room = '$room'")
by=$(sql "SELECT string_agg(seat || ': ' || n, ', ' ORDER BY seat) FROM (SELECT seat, count(*) AS n
    FROM decisions WHERE room = '$room' AND n > $before GROUP BY seat) AS d")
loaded=$(grep -c "loaded.*room=$room" "$dir/logs/server-$other.log" || true)
say "after: room $room at $after decisions (since the kill, by seat: $by); server $other loaded it $loaded time(s); the game exited $rc"
say "pictures: $run/1-before.png, $run/2-after.png"
[ "$rc" = 0 ] && [ "$after" -gt "$before" ] && [ "$loaded" -ge 1 ] || { say "FAIL"; exit 1; }
say "PASS: the desktop game played on through Caddy at server $other"
