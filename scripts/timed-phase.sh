#!/usr/bin/env bash
# Runs one phase of `make test` and says on stderr how long it took, so that a slow CI log shows
# where its minutes went (issue 22: the clean-clone run must stay under 15 minutes on 2 cores).
# Usage: scripts/timed-phase.sh NAME COMMAND [ARGUMENT...]
set -u
name=$1
shift
start=$(date +%s)
"$@"
status=$?
echo "make test: phase '$name' took $(($(date +%s) - start)) s (exit status $status)" >&2
exit "$status"
