#!/usr/bin/env bash
# Parlour's whole online stack on this machine, in one command, on loopback only:
#
#   - PostgreSQL (Debian's package): a throwaway cluster on 127.0.0.1, made fresh at each start
#     and removed at the stop, as tools/test-postgres.sh makes one;
#   - two parlour-server processes (release builds) on that database;
#   - Caddy (Debian's package) in front, with TLS from Caddy's own local certificate authority
#     (`tls internal`; nothing is added to the system's trust store), sending each room to one
#     server by its path (`lb_policy uri_hash`), checking each server's /health.
#
# Clients use wss://127.0.0.1:PORT/room/CODE (and /new, /mine), trusting the root certificate the
# script prints (parlour-load --ca ROOT). Each server's /metrics is on its own address only.
#
#   deploy/local.sh [start]   install what is missing (as root; otherwise it prints the apt-get
#                             command), build, start everything, and wait in the foreground
#   deploy/local.sh stop      stop a running stack (from another terminal or a script)
#
# How long it runs: in the foreground until Ctrl+C, `deploy/local.sh stop`, or
# PARLOUR_DEPLOY_SECONDS (default 3600: one hour) have passed, whichever comes first; then it
# stops everything it started (PostgreSQL, both servers, Caddy) and removes the database. It
# also stops everything if one of the steps fails on the way up.
#
# Where: everything lives in PARLOUR_DEPLOY_DIR (default /tmp/parlour-deploy): bin/ (copies of
# the binaries it runs), pg/ (the database), caddy/ (its configuration, certificates and root),
# pids/, and logs/ (postgres.log, server-1.log, server-2.log, caddy.log), which are kept after
# the stop. Its own progress goes to stdout. Nothing outside that folder is written, apart from
# Debian's packages (installed once) and the cargo build.
#
# PARLOUR_DEPLOY_BIN: a folder with parlour-server and parlour-load already built, run instead of
# building them. PARLOUR_DEPLOY_SERVERS: how many servers (1 or 2, default 2; deploy/scale.sh
# compares the two).
#
# Ports, all on 127.0.0.1: PARLOUR_DEPLOY_PORT (Caddy, default 47443; PORT+1 is the same proxy
# without TLS, for the desktop game, which trusts only the web's authorities), then the servers on
# PORT+58 and PORT+59 (47501, 47502) and PostgreSQL on PORT-11 (47432). Any other PARLOUR_*
# variable in the environment (docs/online.md) reaches both servers.
#
# As root, PostgreSQL runs as the `postgres` user and the servers and Caddy as `nobody`: nothing
# of the stack runs privileged.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${PARLOUR_DEPLOY_DIR:-/tmp/parlour-deploy}
port=${PARLOUR_DEPLOY_PORT:-47443}
server_ports=($((port + 58)) $((port + 59)))
servers=${PARLOUR_DEPLOY_SERVERS:-2}
case $servers in 1 | 2) ;; *) echo "local.sh: PARLOUR_DEPLOY_SERVERS is 1 or 2, not $servers" >&2; exit 2 ;; esac
plain_port=$((port + 1))
pg_port=$((port - 11))
seconds=${PARLOUR_DEPLOY_SECONDS:-3600}

say() { echo "local.sh: $*"; }

# The processes this stack started, by their pid files; each is stopped only while its pid is
# still the program it was (a pid may be reused).
stop_one() {
    local name=$1 program=$2 pid
    pid=$(cat "$dir/pids/$name.pid" 2>/dev/null) || return 0
    if kill -0 "$pid" 2>/dev/null && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q "$program"; then
        kill -TERM "$pid" 2>/dev/null || true
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -KILL "$pid" 2>/dev/null || true
    fi
    rm -f "$dir/pids/$name.pid"
}

stop_all() {
    stop_one caddy caddy
    stop_one server-1 parlour-server
    stop_one server-2 parlour-server
    if [ -f "$dir/pg/data/postmaster.pid" ]; then
        pg_as "$pg_bin/pg_ctl" -D "$dir/pg/data" stop -m fast -w -t 30 >/dev/null 2>&1 \
            || pg_as "$pg_bin/pg_ctl" -D "$dir/pg/data" stop -m immediate >/dev/null 2>&1 || true
    fi
    rm -rf "$dir/pg" "$dir/pids" "$dir/ready" "$dir/local.pid"
}

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
# PostgreSQL refuses to run as root; the servers and Caddy need no privilege either.
pg_as() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
# Only in a background subshell (`… &`): it becomes the program, so that `$!` is the program's pid.
exec_unprivileged() {
    if [ "$(id -u)" = 0 ]; then exec setpriv --reuid=nobody --regid=nogroup --clear-groups -- "$@"; fi
    exec "$@"
}

case ${1:-start} in
    stop)
        pid=$(cat "$dir/local.pid" 2>/dev/null || true)
        if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
            kill -TERM "$pid"
            for _ in $(seq 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        fi
        # Whatever is left (the foreground script was killed outright, say).
        stop_all
        say "stopped; logs in $dir/logs"
        exit 0
        ;;
    start) ;;
    *)
        echo "usage: deploy/local.sh [start|stop]" >&2
        exit 2
        ;;
esac

if [ -f "$dir/local.pid" ] && kill -0 "$(cat "$dir/local.pid")" 2>/dev/null; then
    echo "local.sh: a stack is already running from $dir (deploy/local.sh stop)" >&2
    exit 1
fi

# 1. Debian's packages.
missing=$(for p in postgresql caddy; do dpkg -s "$p" >/dev/null 2>&1 || echo "$p"; done)
if [ -n "$missing" ]; then
    if [ "$(id -u)" = 0 ]; then
        say "installing" $missing
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
    else
        echo "local.sh: missing packages. Run:  sudo apt-get install -y" $missing >&2
        exit 1
    fi
fi
pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)

for p in "$port" "$plain_port" "${server_ports[@]}" "$pg_port"; do
    if ss -ltnH "sport = :$p" | grep -q .; then
        echo "local.sh: port $p of this machine is taken (PARLOUR_DEPLOY_PORT moves them all)" >&2
        exit 1
    fi
done

# 2. The binaries, built in release (or taken from PARLOUR_DEPLOY_BIN, a folder holding both) and
# copied, so that a later build does not change what runs.
if [ -n "${PARLOUR_DEPLOY_BIN:-}" ]; then
    built=$PARLOUR_DEPLOY_BIN
else
    say "building parlour-server and parlour-load (release)"
    ${CARGO:-cargo} build --release --locked -p parlour-server -p parlour-load
    built=${CARGO_TARGET_DIR:-target}/release
fi

trap 'stop_all; say "stopped everything it started; logs in $dir/logs"' EXIT
# Ctrl+C in a terminal, `deploy/local.sh stop` (SIGTERM), a closed terminal. (A script that runs
# this in the background must use `stop`: bash ignores SIGINT in background jobs.)
trap 'exit 0' INT TERM HUP
rm -rf "$dir/pg" "$dir/pids" "$dir/ready"
mkdir -p "$dir/bin" "$dir/logs" "$dir/pids" "$dir/pg" "$dir/caddy"
echo $$ >"$dir/local.pid"
chmod 755 "$dir" "$dir/bin"
install -m 755 "$built/parlour-server" "$built/parlour-load" "$dir/bin/"
if [ "$(id -u)" = 0 ]; then
    chown postgres "$dir/pg"
    chown -R nobody:nogroup "$dir/caddy"
fi
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"

# 3. PostgreSQL: trust on 127.0.0.1 only, for this throwaway cluster.
say "PostgreSQL on 127.0.0.1:$pg_port"
pg_as "$pg_bin/initdb" -D "$dir/pg/data" -U postgres --auth=trust -E UTF8 >/dev/null
: >"$dir/logs/postgres.log"
[ "$(id -u)" = 0 ] && chown postgres "$dir/logs/postgres.log"
pg_as "$pg_bin/pg_ctl" -D "$dir/pg/data" -l "$dir/logs/postgres.log" -w -t 60 \
    -o "-p $pg_port -k $dir/pg -c listen_addresses=127.0.0.1 -c max_connections=100" start >/dev/null
"$pg_bin/psql" -q -h 127.0.0.1 -p "$pg_port" -U postgres -c "CREATE DATABASE parlour" postgres
database=postgres://postgres@127.0.0.1:$pg_port/parlour

# 4. Two servers on it (or one). The first makes the schema; the second starts once it listens.
upstreams=
for i in $(seq "$servers"); do
    log=$dir/logs/server-$i.log
    : >"$log"
    PARLOUR_ADDRESS=127.0.0.1:${server_ports[$((i - 1))]} PARLOUR_DATABASE=$database \
        PARLOUR_TRUSTED_PROXIES=127.0.0.1 PARLOUR_LOG=${PARLOUR_LOG:-info} \
        PARLOUR_HOLD_CHECK_SECONDS=${PARLOUR_HOLD_CHECK_SECONDS:-2} \
        exec_unprivileged "$dir/bin/parlour-server" >>"$log" 2>&1 &
    echo $! >"$dir/pids/server-$i.pid"
    for _ in $(seq 100); do grep -q "^listening on" "$log" && break; sleep 0.1; done
    grep -q "^listening on" "$log" || { echo "local.sh: server $i did not start: see $log" >&2; exit 1; }
    say "server $i on ws://127.0.0.1:${server_ports[$((i - 1))]} (pid $(cat "$dir/pids/server-$i.pid"))"
    upstreams+=" 127.0.0.1:${server_ports[$((i - 1))]}"
done

# 5. Caddy in front. A failed connection marks a server down at once (passive check) and the
# request goes on to another within lb_try_duration; the active check brings it back.
cat >"$dir/caddy/Caddyfile" <<EOF
{
	admin off
	skip_install_trust
	auto_https disable_redirects
	local_certs
}

(parlour) {
	# A server's numbers are for whoever runs it, at the server's own address.
	handle /metrics {
		respond "Not here" 404
	}
	handle {
		reverse_proxy$upstreams {
			lb_policy uri_hash
			lb_try_duration 10s
			lb_try_interval 250ms
			fail_duration 5s
			max_fails 1
			health_uri /health
			health_interval 1s
			health_timeout 1s
		}
	}
}

https://127.0.0.1:$port {
	bind 127.0.0.1
	tls internal
	import parlour
}

# The same without TLS, for the desktop game on this machine: it trusts the web's certificate
# authorities only, not Caddy's local one (a real deployment's certificate is from the web's).
http://127.0.0.1:$plain_port {
	bind 127.0.0.1
	import parlour
}
EOF
: >"$dir/logs/caddy.log"
XDG_DATA_HOME=$dir/caddy/data XDG_CONFIG_HOME=$dir/caddy/config HOME=$dir/caddy \
    exec_unprivileged caddy run --adapter caddyfile --config "$dir/caddy/Caddyfile" >>"$dir/logs/caddy.log" 2>&1 &
echo $! >"$dir/pids/caddy.pid"
root=$dir/caddy/data/caddy/pki/authorities/local/root.crt
url=wss://127.0.0.1:$port
for _ in $(seq 100); do
    [ -f "$root" ] && curl -sf --cacert "$root" "https://127.0.0.1:$port/health" >/dev/null 2>&1 && break
    sleep 0.2
done
if ! curl -sf --cacert "$root" "https://127.0.0.1:$port/health" >/dev/null; then
    echo "local.sh: Caddy does not answer on https://127.0.0.1:$port: see $dir/logs/caddy.log" >&2
    exit 1
fi
printf 'url=%s\nca=%s\ndatabase=%s\nplain=%s\n' "$url" "$root" "$database" "ws://127.0.0.1:$plain_port" >"$dir/ready"
say "ready: $url (Caddy pid $(cat "$dir/pids/caddy.pid")), its root certificate $root"
say "e.g. $dir/bin/parlour-load --url $url --ca $root --tables 10 --matches 20"
say "the desktop game, through the same proxy without TLS: ws://127.0.0.1:$plain_port (its Advanced field)"
say "logs in $dir/logs; stops after $seconds s, on Ctrl+C, or with deploy/local.sh stop"

# 6. Wait, bounded.
end=$((SECONDS + seconds))
while [ "$SECONDS" -lt "$end" ]; do
    sleep 1 &
    wait $! || true
done
say "$seconds s have passed"
