#!/bin/sh
# Play 10,000 random Morfals rounds (and 1,000 under each other option set) and print the
# distribution of round lengths in rolls.
set -e
cd "$(dirname "$0")/.."
exec cargo test -p parlour-rules --test morfals_soak -- --nocapture --test-threads 1
