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
"$target/release/parlour-load" --url "$url" --pid "$server_pid" "$@"
echo "database: $(du -sh "$dir" | cut -f1) on disk"
