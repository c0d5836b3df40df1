# Sourced by the scripts that drive deploy/local.sh's stack (failover.sh, desktop.sh, scale.sh): start it in the background
# and wait until it answers, ask its database and its servers' numbers, stop it on the way out.
#
#   . deploy/stack.sh
#   stack_start LOG        # sets url, ca, database, plain (from $dir/ready) and s1_port, s2_port
#   sql "SELECT …"         # one value from the stack's PostgreSQL
#   metric PORT NAME       # one number of a server's /metrics
#   stack_stop             # also run on exit
#
# PARLOUR_DEPLOY_DIR must be set (the stack's folder); `say` must be defined.

dir=$PARLOUR_DEPLOY_DIR
stack=

stack_stop() {
    if [ -n "$stack" ]; then
        deploy/local.sh stop >/dev/null 2>&1 || true
        wait "$stack" 2>/dev/null || true
        stack=
    fi
}

# Start the stack, its output to $1, and wait (10 minutes at most: a first run builds and installs).
stack_start() {
    local out=$1
    rm -f "$dir/ready"
    mkdir -p "$dir"
    deploy/local.sh start >"$out" 2>&1 &
    stack=$!
    for _ in $(seq 1200); do
        [ -f "$dir/ready" ] && break
        kill -0 "$stack" 2>/dev/null || { cat "$out" >&2; say "the stack did not start"; exit 1; }
        sleep 0.5
    done
    [ -f "$dir/ready" ] || { say "the stack was not ready in 10 minutes"; exit 1; }
    # shellcheck disable=SC1091
    . "$dir/ready"
    s1_port=$(sed -n 's|.*server 1 on ws://127.0.0.1:\([0-9]*\).*|\1|p' "$out")
    s2_port=$(sed -n 's|.*server 2 on ws://127.0.0.1:\([0-9]*\).*|\1|p' "$out")
}

sql() { psql -qtAX -v ON_ERROR_STOP=1 "$database" -c "$1"; }
metric() { curl -sf "http://127.0.0.1:$1/metrics" | awk -v m="$2" '$1 == m { print $2 }'; }
