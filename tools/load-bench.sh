#!/usr/bin/env bash
# The load benchmark of the online server (docs/online.md, "Load"): a release parlour-server on
# 127.0.0.1 with a fresh database, parlour-load beside it with the arguments given here, then the
# server stopped. Loopback only, bounded by the load generator's --matches and --seconds.
#
#   tools/load-bench.sh [sqlite|postgres] [parlour-load options…]
#   e.g. tools/load-bench.sh sqlite --tables 200 --matches 2000 --seconds 120 --think-ms 300
set -euo pipefail
cd "$(dirname "$0")/.."
store=${1:-sqlite}
shift || true
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
cargo build --release --locked -p parlour-server -p parlour-load >&2
target=${CARGO_TARGET_DIR:-target}
dir=$(mktemp -d /tmp/parlour-load.XXXXXX)
server_pid=
cleanup() {
    [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null || true
    [ -n "${pg:-}" ] && kill "$pg" 2>/dev/null && wait "$pg" 2>/dev/null || true
    rm -rf "$dir"
}
trap cleanup EXIT
case $store in
    sqlite) database=$dir/load.db ;;
    postgres)
        # A throwaway cluster, as the tests make one (tools/test-postgres.sh), kept for this run.
        bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
        as=()
        if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; as=(runuser -u postgres --); fi
        "${as[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
        "${as[@]}" "$bin/postgres" -D "$dir/data" -p 55433 -k "$dir" -c listen_addresses=127.0.0.1 \
            -c max_connections=100 >"$dir/pg.log" 2>&1 &
        pg=$!
        for _ in $(seq 50); do "$bin/pg_isready" -q -h 127.0.0.1 -p 55433 && break; sleep 0.2; done
        database=postgres://postgres@127.0.0.1:55433/postgres
        ;;
    *) echo "usage: tools/load-bench.sh [sqlite|postgres] [parlour-load options…]" >&2; exit 2 ;;
esac
PARLOUR_ADDRESS=127.0.0.1:0 PARLOUR_DATABASE=$database PARLOUR_LOG=warn PARLOUR_BOT_PAUSE_MS=0 \
    PARLOUR_MESSAGES_PER_SECOND=1000 PARLOUR_MESSAGE_BURST=1000 PARLOUR_ROOMS_PER_ADDRESS=1000000 \
    "$target/release/parlour-server" >"$dir/server.out" 2>"$dir/server.err" &
server_pid=$!
for _ in $(seq 100); do grep -q "^listening on" "$dir/server.out" 2>/dev/null && break; sleep 0.1; done
url=$(sed -n 's/^listening on //p' "$dir/server.out")
echo "server $url ($store), pid $server_pid"
# PARLOUR_LOADERS=N runs N generators at once, each with the options given (a process here may
# hold at most `ulimit -Hn` sockets: 20,000 on the test machine, so 20,000 players need two).
loaders=${PARLOUR_LOADERS:-1}
pids=()
for i in $(seq "$loaders"); do
    "$target/release/parlour-load" --url "$url" --pid "$server_pid" "$@" >"$dir/load-$i.out" 2>&1 &
    pids+=($!)
done
status=0
for i in $(seq "$loaders"); do
    wait "${pids[$((i - 1))]}" || status=$?
    [ "$loaders" -gt 1 ] && echo "== generator $i of $loaders"
    cat "$dir/load-$i.out"
done
echo "database: $(du -sh "$dir" | cut -f1) on disk"
# What the stored matches cost (docs/online.md): the unfinished ones (cut off by the run's end)
# are taken out, and the store that holds the finished ones, their rooms and seats is measured.
prune="DELETE FROM decisions WHERE NOT EXISTS (SELECT 1 FROM matches m WHERE m.room = decisions.room AND m.number = decisions.number AND m.over = 1);
DELETE FROM matches WHERE over = 0;
DELETE FROM seats WHERE NOT EXISTS (SELECT 1 FROM matches m WHERE m.room = seats.room);
DELETE FROM rooms WHERE NOT EXISTS (SELECT 1 FROM matches m WHERE m.room = rooms.code);"
count='SELECT r.game, COUNT(*), SUM(m.actions) FROM matches m JOIN rooms r ON r.code = m.room WHERE m.over = 1 GROUP BY r.game ORDER BY r.game'
case $store in
    sqlite)
        kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null || true
        server_pid=
        # The server stopped: its WAL folded into the file, which is then measured whole.
        sqlite3 "$database" "$prune PRAGMA wal_checkpoint(TRUNCATE); VACUUM;" >/dev/null
        bytes=$(stat -c %s "$database")
        rows=$(sqlite3 -separator ' ' "$database" "$count")
        ;;
    postgres)
        q() { "$bin/psql" -h 127.0.0.1 -p 55433 -U postgres -d postgres -At -F ' ' -c "$1"; }
        q "$prune" >/dev/null
        q 'VACUUM FULL' >/dev/null
        bytes=$(q "SELECT SUM(pg_total_relation_size(c)) FROM unnest(ARRAY['rooms','seats','matches','decisions']::regclass[]) c")
        rows=$(q "$count")
        ;;
esac
finished=$(awk '{m += $2} END {print m + 0}' <<<"$rows")
echo "stored, finished matches by game (matches, decisions):"
awk '{printf "  %s: %d matches, %d decisions (%.0f a match)\n", $1, $2, $3, $3 / $2}' <<<"$rows"
if [ "$finished" -gt 0 ]; then
    awk -v b="$bytes" -v f="$finished" 'BEGIN {printf "store of the finished matches: %.1f MB, %.0f bytes a match: 100,000 such matches %.0f MB\n", b / 1e6, b / f, b / f * 1e5 / 1e6}'
fi
exit "$status"
