#!/usr/bin/env bash
# Fails when a build log (stdin) has a warning about this package's own code: a compiler warning in Sources/,
# Tests/, Tools/ or Workshop/, or one SwiftPM gives about this package's targets (unhandled files, flags it drops).
# Dependencies' warnings (paths under a build folder, or another package's name) are theirs to fix, not ours.
# Usage: swift build … 2>&1 | scripts/check-warnings.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
package=$(basename "$root" | tr '[:upper:]' '[:lower:]')

own=$(grep -E "warning:" \
    | grep -E "^($root/(Sources|Tests|Tools|Workshop)/[^:]+:[0-9]+:[0-9]+: warning:|warning: '$package':|warning: prohibited flag)" \
    | sort -u || true)
if [ -n "$own" ]; then
    echo "$own" >&2
    echo "warnings: $(printf '%s\n' "$own" | wc -l) in our own code or package; fix them (CI takes none)" >&2
    exit 1
fi
echo "warnings: none in our own code"
