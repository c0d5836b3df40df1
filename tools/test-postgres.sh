#!/usr/bin/env bash
# The server's whole test suite against a real PostgreSQL (Debian's package): a throwaway cluster
# in a temporary folder, listening on 127.0.0.1 only, started here and stopped on the way out
# whatever happens. Each test makes its own database on it (PARLOUR_TEST_POSTGRES). The tests are
# built as `make test` builds them (the whole workspace selected, so no dependency is built again
# with other features).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$bin" ]; then
    echo "PostgreSQL is not installed: sudo apt-get install -y postgresql" >&2
    exit 1
fi
port=${PARLOUR_PG_PORT:-55432}
dir=$(mktemp -d /tmp/parlour-pg.XXXXXX)
# PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
as=()
if [ "$(id -u)" = 0 ]; then
    chown postgres "$dir"
    as=(runuser -u postgres --)
fi
stop() {
    "${as[@]}" "$bin/pg_ctl" -D "$dir/data" stop -m immediate >/dev/null 2>&1 || true
    rm -rf "$dir"
}
trap stop EXIT
"${as[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -t 60 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
PARLOUR_TEST_POSTGRES="postgres://postgres@127.0.0.1:$port/postgres" \
    ${CARGO:-cargo} test --workspace --locked --test server "$@"
