#!/usr/bin/env bash
# Builds once with coverage instrumentation and runs every test (unit, integration, and the acceptance journeys
# for every variant that is built). Ends with the honest summary of scripts/test-summary.py: passed, failed and
# skipped per test target and in all, read from Swift Testing's own results; any failure fails the command. Then
# the reliability figures (scripts/reliability-summary.py): kills survived, writes lost, resurrections, hostile
# terminal cases passed.
set -euo pipefail
cd "$(dirname "$0")/.."

# Homebrew's folders on a Mac (scripts/homebrew-flags.sh; the Makefile passes them on); nothing on Linux.
read -ra homebrew <<<"${HOMEBREW_FLAGS-$(scripts/homebrew-flags.sh)}"
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
# A warning in our own code fails the run (scripts/check-warnings.sh); a clean build shows them all, as in CI.
swift build --build-tests --enable-code-coverage "${homebrew[@]}" 2>&1 | tee "$results/build.log"
scripts/check-warnings.sh < "$results/build.log"
status=0
swift test --skip-build --enable-code-coverage --xunit-output "$results/results.xml" 2>&1 \
    | tee "$results/log" || status=$?

xml="$results/results-swift-testing.xml"
[ -f "$xml" ] || { echo "test: no Swift Testing results at $xml" >&2; exit 1; }
# A test process that crashes leaves its results unfinished: say so, rather than fail in the summaries' parser.
if ! python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' "$xml" 2>/dev/null; then
    echo "test: the test process ended before it finished its results (swift test exit $status);" \
        "a crash prints its backtrace above" >&2
    exit 1
fi
# The reliability figures the specs printed, then the summary (with each skip's reason): the summary's
# "tests: N passed, N failed, N skipped" is the run's closing line, which CI reads.
python3 scripts/reliability-summary.py "$xml" "$results/log"
python3 scripts/test-summary.py "$xml"
exit "$status"
