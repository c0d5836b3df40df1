#!/usr/bin/env bash
# The failover test, and the scale test, of the stack deploy/local.sh starts (PostgreSQL, two
# parlour-servers, Caddy with TLS), on loopback only:
#
#   deploy/failover.sh [kill|no-kill] [parlour-load options…]
#
# 1. starts the stack (deploy/local.sh, in its own folder PARLOUR_DEPLOY_DIR, default
#    /tmp/parlour-failover) and waits until it answers;
# 2. parlour-load plays through Caddy (wss://, trusting Caddy's own root only): by default 100
#    tables, one match each (--tables 100 --matches 100 --think-ms 300 --seconds 400), every
#    player coming back to its seat with its token when its connection drops
#    (--reconnect-seconds 60), every decision acknowledged to its player written down;
# 3. with `kill` (the default): once every match has started and has decisions stored,
#    `kill -9` server 1. Its rooms' players reconnect through Caddy to server 2, which loads
#    each match from PostgreSQL, and play on;
# 4. checks, in PostgreSQL: every match finished, and every acknowledged decision is in the
#    decision log with the same action (0 lost); prints the reconnect times;
# 5. stops the whole stack (also on Ctrl+C or a failure).
#
# Bounded: the stack stops itself after 20 minutes, the load after its --seconds (400), each wait
# here has its limit. Logs: $PARLOUR_DEPLOY_DIR/logs (the stack's), and load.out, acked.csv and
# the summary in $PARLOUR_DEPLOY_DIR/run. Exits 0 only if every check passed.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=kill
case ${1:-} in kill | no-kill) mode=$1; shift ;; esac
export PARLOUR_DEPLOY_DIR=${PARLOUR_DEPLOY_DIR:-/tmp/parlour-failover}
export PARLOUR_DEPLOY_SECONDS=${PARLOUR_DEPLOY_SECONDS:-1200}
run=$PARLOUR_DEPLOY_DIR/run
# The load comes from one address (Caddy forwards 127.0.0.1), far faster than people: the
# limits per address and per connection are raised for it, the computer players' pause dropped.
export PARLOUR_ROOMS_PER_ADDRESS=${PARLOUR_ROOMS_PER_ADDRESS:-1000000}
export PARLOUR_MESSAGES_PER_SECOND=${PARLOUR_MESSAGES_PER_SECOND:-1000}
export PARLOUR_MESSAGE_BURST=${PARLOUR_MESSAGE_BURST:-1000}
export PARLOUR_BOT_PAUSE_MS=${PARLOUR_BOT_PAUSE_MS:-0}

say() { echo "failover.sh: $*"; }
# shellcheck source=deploy/stack.sh
. deploy/stack.sh
load=
finish() {
    [ -n "$load" ] && kill "$load" 2>/dev/null && wait "$load" 2>/dev/null || true
    stack_stop
}
trap finish EXIT
trap 'exit 130' INT TERM

rm -rf "$run"
mkdir -p "$run" "$dir"
say "starting the stack in $dir (its log: $run/local.out)"
stack_start "$run/local.out"
say "stack ready: $url, servers on :$s1_port and :$s2_port, $database"

args=(--url "$url" --ca "$ca" --tables 100 --matches 100 --think-ms 300 --seconds 400
    --reconnect-seconds 60 --acked "$run/acked.csv" "$@")
# The matches under way at once: the smaller of --tables and --matches as finally given.
tables=100 matches=100
for ((i = 0; i < ${#args[@]}; i += 2)); do
    case ${args[$i]} in --tables) tables=${args[$((i + 1))]} ;; --matches) matches=${args[$((i + 1))]} ;; esac
done
running=$((tables < matches ? tables : matches))
say "parlour-load ${args[*]}"
"$dir/bin/parlour-load" "${args[@]}" >"$run/load.out" 2>"$run/load.err" &
load=$!
started=$SECONDS

killed_at=
if [ "$mode" = kill ]; then
    # Every match started and under way (three decisions stored, or over already: Three Men's
    # Morris can end in five), then server 1 goes without warning.
    for _ in $(seq 1200); do
        kill -0 "$load" 2>/dev/null || break
        ready=$(sql "SELECT count(*) FROM matches WHERE actions >= 3 OR over = 1" 2>/dev/null || echo 0)
        [ "${ready:-0}" -ge "$running" ] && break
        sleep 0.25
    done
    held1=$(metric "$s1_port" parlour_matches || echo "?")
    held2=$(metric "$s2_port" parlour_matches || echo "?")
    under_way=$(sql "SELECT count(*) FROM matches WHERE over = 0")
    stored=$(sql "SELECT count(*) FROM decisions")
    pid=$(cat "$dir/pids/server-1.pid")
    # Server 2's log from here on says which rooms it loaded after the kill.
    lines2=$(wc -l <"$dir/logs/server-2.log")
    kill -9 "$pid"
    killed_at=$((SECONDS - started))
    summary_kill="kill -9 server 1 (pid $pid) after ${killed_at} s with $under_way matches under way:"
    summary_kill+=" server 1 held $held1 rooms, server 2 $held2; $stored decisions stored"
    say "$summary_kill"
fi

limit=$((SECONDS + 400))
while kill -0 "$load" 2>/dev/null && [ "$SECONDS" -lt "$limit" ]; do sleep 1; done
if kill -0 "$load" 2>/dev/null; then
    say "parlour-load did not stop in time"
    exit 1
fi
load_rc=0
wait "$load" || load_rc=$?
load=
cat "$run/load.out"
[ -s "$run/load.err" ] && { say "parlour-load's errors:"; head -20 "$run/load.err"; }

# The checks, against the decision log in PostgreSQL.
sql "CREATE TABLE acked (room TEXT, number BIGINT, n BIGINT, action TEXT)"
psql -qX -v ON_ERROR_STOP=1 "$database" -c "\\copy acked FROM '$run/acked.csv' WITH (FORMAT csv)"
acked=$(sql "SELECT count(*) FROM acked")
lost=$(sql "SELECT count(*) FROM acked a LEFT JOIN decisions d
    ON d.room = a.room AND d.number = a.number AND d.n = a.n
    WHERE d.room IS NULL OR d.action::jsonb <> a.action::jsonb")
logged=$(sql "SELECT count(*) FROM decisions")
finished=$(sql "SELECT count(*) FROM matches WHERE over = 1")
all=$(sql "SELECT count(*) FROM matches")
loaded2=0
[ -n "$killed_at" ] && loaded2=$(tail -n +$((lines2 + 1)) "$dir/logs/server-2.log" | grep -c ' loaded' || true)

ok=true
summary() { echo "$*" | tee -a "$run/summary"; }
: >"$run/summary"
summary "mode:                    $mode"
[ -n "$killed_at" ] && summary "$summary_kill"
summary "matches:                 $finished of $all finished (expected $matches)"
summary "acknowledged decisions:  $acked, lost: $lost (decision log: $logged rows)"
[ -n "$killed_at" ] && summary "server 2 loaded:         $loaded2 rooms from PostgreSQL after the kill"
summary "$(grep -E '^(reconnected|errors|decision ->|time|decisions)' "$run/load.out" || true)"
[ "$load_rc" = 0 ] || { ok=false; summary "FAIL: parlour-load exited $load_rc"; }
[ "$finished" = "$matches" ] && [ "$all" = "$matches" ] || { ok=false; summary "FAIL: not every match finished"; }
[ "$lost" = 0 ] || { ok=false; summary "FAIL: acknowledged decisions missing from the log"; }
[ "$acked" -gt 0 ] || { ok=false; summary "FAIL: nothing was acknowledged"; }
if [ "$mode" = kill ] && ! grep -q '^reconnected' "$run/load.out"; then
    ok=false
    summary "FAIL: no player reconnected after the kill"
fi
$ok && summary "PASS" || exit 1
