#!/usr/bin/env bash
# Builds once with coverage instrumentation and runs every test (unit, integration, and the acceptance journeys
# for every variant that is built). Ends with one "N passed, N failed" line summing up the Swift Testing run.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --build-tests --enable-code-coverage
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift test --skip-build --enable-code-coverage 2>&1 | tee "$log" || status=$?

# The summary line has the total; output of parallel tests can glue lines together, so count only failures.
summary=$(grep -oE '[✔✘] Test run with [0-9]+ tests?' "$log" | tail -n 1 || true)
[ -n "$summary" ] || { echo "test: no Swift Testing summary found" >&2; exit 1; }
total=$(grep -oE '[0-9]+' <<<"$summary" | head -n 1)
failed=$({ grep -oE '✘ Test "[^"]*"( with [0-9]+ test cases?)? failed after' "$log" || true; } | sort -u | wc -l)
echo "tests: $((total - failed)) passed, $failed failed"
exit "$status"
