#!/usr/bin/env bash
# tools/phase.sh NAME COMMAND...: run COMMAND, then print "phase NAME: N s" (and whether it
# failed); `make test`, `make web-test` and `.ci/run` time each of their phases with it.
name=$1
shift
start=$(date +%s)
"$@"
status=$?
took=$(($(date +%s) - start))
if [ "$status" = 0 ]; then
    echo "phase $name: $took s"
else
    echo "phase $name: $took s (failed with status $status)"
fi
exit "$status"
