#!/usr/bin/env bash
# Prints line coverage per module from the last `swift test --enable-code-coverage` run and fails when
# a gated module is under its minimum. Usage: scripts/coverage.sh MODULE=MIN [MODULE=MIN ...]
set -euo pipefail

bin_path=$(swift build --show-bin-path)
profile="$bin_path/codecov/default.profdata"
binary="$bin_path/MyCardsPackageTests.xctest"
[ -f "$profile" ] || { echo "coverage: no profile at $profile; run 'make test' first" >&2; exit 1; }

# The toolchain's llvm-cov reads its own profile format; Debian's (llvm-14) may not.
llvm_cov="$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov"
[ -x "$llvm_cov" ] || llvm_cov=llvm-cov

status=0
for gate in "$@"; do
    module=${gate%%=*}
    minimum=${gate#*=}
    # Seen once after a `make run` between `make test` and `make coverage`: llvm-cov exported nothing for the profile,
    # and the JSON reader below failed with a traceback. Say what to do instead.
    summary=$("$llvm_cov" export -summary-only "$binary" -instr-profile="$profile" "Sources/$module" 2>/dev/null) \
        && [ -n "$summary" ] \
        || { echo "coverage: llvm-cov read nothing for Sources/$module from the last run; run 'make test' again" >&2; exit 1; }
    percent=$(printf '%s' "$summary" \
        | python3 -c 'import json,sys; t=json.load(sys.stdin)["data"][0]["totals"]["lines"]; print("%.2f %d %d" % (t["percent"], t["covered"], t["count"]))')
    read -r value covered count <<<"$percent"
    if python3 -c "import sys; sys.exit(0 if $value >= $minimum else 1)"; then
        echo "coverage: $module $value% of lines ($covered/$count), minimum $minimum% — ok"
    else
        echo "coverage: $module $value% of lines ($covered/$count), minimum $minimum% — TOO LOW"
        status=1
    fi
done
exit $status
