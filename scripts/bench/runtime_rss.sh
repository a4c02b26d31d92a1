#!/usr/bin/env bash
# What the Swift runtime alone costs in peak RSS, linked as the apps are: an empty program that imports Foundation and
# touches it once, built with the shared runtime (`swift build -c release`) and with it linked in (`make bench`'s
# --static-swift-stdlib), each run RUNS times (5); prints the median of each in MiB. Docs/Photos.md, "Memory".
# Usage: scripts/bench/runtime_rss.sh [RUNS]
set -euo pipefail
runs="${1:-5}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
printf 'import Foundation\nprint(Date.now.timeIntervalSince1970 > 0 ? "ready" : "")\n' > "$work/empty.swift"
swiftc -O "$work/empty.swift" -o "$work/shared"
swiftc -O -static-stdlib "$work/empty.swift" -o "$work/static"
for kind in shared static; do
    for _ in $(seq "$runs"); do
        /usr/bin/time -f '%M' "$work/$kind" 2>&1 >/dev/null
    done | sort -n | awk -v kind="$kind" '{ v[NR] = $1 } END { printf "%s: %.1f MiB\n", kind, v[int((NR + 1) / 2)] / 1024 }'
done
