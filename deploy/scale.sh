#!/usr/bin/env bash
# Two servers against one behind the same proxy, on loopback only:
#
#   deploy/scale.sh [MATCHES_PER_SERVER] [parlour-load options…]
#
# For one server, then two, the stack of deploy/local.sh (PostgreSQL, the servers, Caddy with
# TLS) with each server holding at most MATCHES_PER_SERVER matches (PARLOUR_MAX_MATCHES, default
# 300). On this machine every process shares the same two cores and one process may hold at most
# 20,000 files, so a server's size is set, standing for what one machine holds; what the run
# measures is how much of two servers' room the proxy's routing fills. parlour-load plays through
# Caddy (wss://) at three times as many tables as one server holds, two-seat games with thinks up
# to 16 s (--tables 3×N --seconds 120 --think-ms 16000); a table the server refuses as full asks
# again five seconds later. Each server's open matches are read from its /metrics every two
# seconds. Both runs are printed side by side with the ratio of matches held at once.
#
# Bounded: each run's load stops after its --seconds, its stack after 20 minutes. Logs and the
# summary in $PARLOUR_DEPLOY_DIR/scale (default /tmp/parlour-scale/scale). Exits 0 when both runs
# ended without errors and two servers held more than one.
set -euo pipefail
cd "$(dirname "$0")/.."
per_server=300
case ${1:-} in [0-9]*) per_server=$1; shift ;; esac
export PARLOUR_DEPLOY_DIR=${PARLOUR_DEPLOY_DIR:-/tmp/parlour-scale}
export PARLOUR_DEPLOY_SECONDS=${PARLOUR_DEPLOY_SECONDS:-1200}
export PARLOUR_MAX_MATCHES=$per_server
# The load comes from one address (Caddy forwards 127.0.0.1), far faster than people: the limits
# per address and per connection are raised for it.
export PARLOUR_ROOMS_PER_ADDRESS=${PARLOUR_ROOMS_PER_ADDRESS:-1000000}
export PARLOUR_MESSAGES_PER_SECOND=${PARLOUR_MESSAGES_PER_SECOND:-1000}
export PARLOUR_MESSAGE_BURST=${PARLOUR_MESSAGE_BURST:-1000}
export PARLOUR_LOG=${PARLOUR_LOG:-warn}
say() { echo "scale.sh: $*"; }
# shellcheck source=deploy/stack.sh
. deploy/stack.sh
out=$dir/scale
sampler=
load=
finish() {
    [ -n "$load" ] && kill "$load" 2>/dev/null && wait "$load" 2>/dev/null || true
    [ -n "$sampler" ] && kill "$sampler" 2>/dev/null && wait "$sampler" 2>/dev/null || true
    stack_stop
}
trap finish EXIT
trap 'exit 130' INT TERM
rm -rf "$out"
mkdir -p "$out"

# The most matches the servers held at once (their sum at one sample), and each one's most.
held() { awk '{ s = 0; for (i = 2; i <= NF; i++) { s += $i; if ($i > m[i]) m[i] = $i } if (s > top) top = s }
    END { printf "%d", top; for (i = 2; i <= NF; i++) printf " %d", m[i]; print "" }' "$1"; }

ok=true
for servers in 1 2; do
    say "$servers server(s), each holding at most $per_server matches: starting the stack"
    PARLOUR_DEPLOY_SERVERS=$servers stack_start "$out/local-$servers.out"
    ports=("$s1_port")
    [ "$servers" = 2 ] && ports+=("$s2_port")
    (
        while true; do
            line=$(date +%s)
            for p in "${ports[@]}"; do line+=" $(metric "$p" parlour_matches || echo 0)"; done
            echo "$line"
            sleep 2
        done
    ) >"$out/held-$servers.txt" &
    sampler=$!
    args=(--url "$url" --ca "$ca" --tables $((3 * per_server)) --matches 1000000 --seconds 120
        --think-ms 16000 --games morris:nine,morpyam:classic,morfals:standard,morris:three "$@")
    say "parlour-load ${args[*]}"
    "$dir/bin/parlour-load" "${args[@]}" >"$out/load-$servers.out" 2>"$out/load-$servers.err" &
    load=$!
    rc=0
    wait "$load" || rc=$?
    load=
    kill "$sampler" 2>/dev/null && wait "$sampler" 2>/dev/null || true
    sampler=
    cat "$out/load-$servers.out"
    [ "$rc" = 0 ] || { say "parlour-load failed ($rc): $(head -5 "$out/load-$servers.err")"; ok=false; }
    grep -q '^errors  *0$' "$out/load-$servers.out" || ok=false
    read -r top each <<<"$(held "$out/held-$servers.txt")"
    echo "$servers $top $each" >>"$out/held"
    say "$servers server(s) held at most $top matches at once (each: $each)"
    stack_stop
done

read -r _ one _ <<<"$(sed -n 1p "$out/held")"
read -r _ two each <<<"$(sed -n 2p "$out/held")"
summary() { echo "$*" | tee -a "$out/summary"; }
summary "matches held at once, each server at most $per_server: one server $one, two servers $two ($each)"
summary "ratio: $(awk -v a="$two" -v b="$one" 'BEGIN { printf "%.2f", a / b }')"
for servers in 1 2; do
    summary "$servers server(s): $(grep -E '^(decisions|decision ->|refused|matches at once)' "$out/load-$servers.out" | tr '\n' ';')"
done
[ "$two" -gt "$one" ] || ok=false
$ok && say "PASS" || { say "FAIL"; exit 1; }
